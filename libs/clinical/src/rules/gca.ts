import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * Suspected giant cell arteritis (GCA), after the 2020 British Society for Rheumatology guideline
 * (see SUMMARIES["bsr-2020-gca"] and its seenAt for where each point was read): GCA affects older
 * people; headache, scalp tenderness, jaw claudication and visual loss are its cranial features; it
 * is a medical emergency because untreated it can cause blindness or stroke, mostly before treatment
 * or soon after it starts, so high-dose glucocorticoids are started on strong suspicion and a
 * specialist sees the patient the same working day if possible, within three working days at most.
 *
 * The rule needs all three of: age 50 or over (GCA is very rare younger, and the usual criteria
 * start there), an ESR or CRP the laboratory or the catalogue calls high (almost always raised in
 * GCA), and at least one cranial feature stated in the notes. Visual symptoms make it critical.
 */
const MIN_AGE = 50;

/** Words that may stand between "new" and "headache" ("new right-sided temporal headache"). */
const HEADACHE_WORD = String.raw`(?:right|left|bilateral|unilateral|one-sided|(?:right|left)-sided|severe|persistent|constant|daily|temporal|bitemporal|frontal|occipital)`;

const VISION_WORD = String.raw`(?:blurred|blurry|blurring|dim|dimmed|dimming|double|reduced|decreased|lost|loss of|transient|sudden|partial|grey|gray)`;

/** Cranial features of GCA as written in notes; `visual` marks those that put sight at risk. */
const FEATURES: readonly { label: string; re: RegExp; visual: boolean }[] = [
  {
    label: "new or temporal headache",
    re: new RegExp(
      String.raw`\b(?:new(?:[- ]onset)?|recent[- ]onset|temporal|bitemporal)(?:\s+${HEADACHE_WORD}){0,3}\s+headaches?\b|\bheadaches?\b[^.;\n]{0,20}\b(?:temples?|temporal)\b`,
    ),
    visual: false,
  },
  {
    label: "scalp or temporal artery tenderness",
    re: /\bscalp\s+(?:tenderness|tender|pain|soreness|sensitivity)\b|\btender(?:ness)?\s+(?:of\s+the\s+)?(?:scalp|temporal\s+arter(?:y|ies)|temples?)\b|\btemporal\s+arter(?:y|ies)\s+(?:tenderness|tender|thickened|thickening)\b|\bpain(?:ful)?\s+(?:when\s+|on\s+)?(?:brushing|combing)\b/,
    visual: false,
  },
  {
    label: "jaw claudication",
    re: /\bjaw\s+claudication\b|\b(?:jaw\s+(?:pain|ache|aching|tiredness|fatigue)|pain\s+in\s+(?:the\s+|her\s+|his\s+)?jaw)\b[^.;\n]{0,25}\b(?:chewing|eating|talking)\b/,
    visual: false,
  },
  {
    label: "visual symptoms",
    re: new RegExp(
      String.raw`\b${VISION_WORD}(?:\s*(?:\/|or|and)\s*${VISION_WORD})?\s+(?:of\s+)?vision\b|\b(?:vision|visual)\s+(?:loss|disturbances?|symptoms?|changes?|blurring)\b|\bamaurosis(?:\s+fugax)?\b|\bdiplopia\b|\b(?:blindness|loss of sight|sight loss)\b`,
    ),
    visual: true,
  },
];

const isHigh = (o: LabObservation | undefined): o is LabObservation =>
  o !== undefined && (o.status === "high" || o.status === "critical-high");

/** The cranial features stated in the notes (denied, hypothetical or long-standing ones left out). */
function statedFeatures(ctx: RuleContext): { label: string; quote: string; visual: boolean }[] {
  const text = ctx.freeText;
  const found: { label: string; quote: string; visual: boolean }[] = [];
  for (const f of FEATURES) {
    const quote = statedMention(text, f.re);
    if (quote !== undefined) found.push({ label: f.label, quote, visual: f.visual });
  }
  return found;
}

const URGENT_STEPS = [
  "Refer urgently to the local GCA fast-track service: specialist assessment the same working day if possible, within three working days at most",
  "Start high-dose glucocorticoids now when GCA is strongly suspected; do not wait for temporal artery ultrasound or biopsy, which confirm the diagnosis afterwards",
  "Ask about visual symptoms (blurred, dim or double vision, transient loss of vision): any of them makes this an emergency the same day",
];

const VISUAL_STEPS = [
  "Same-day emergency assessment by the GCA service or ophthalmology: visual symptoms mean sight is at immediate risk",
  "Start high-dose glucocorticoids now, before the specialist review; do not wait for temporal artery ultrasound or biopsy, which confirm the diagnosis afterwards",
  "Document the symptoms and signs that point to GCA when starting glucocorticoids",
];

export const GCA_RULES: readonly Rule[] = [
  {
    id: "giant-cell-arteritis-suspected",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Giant cell arteritis",
    title: "Suspected giant cell arteritis",
    clinician:
      "Age {age}, raised {markers}, and in the notes {features}: suspected giant cell arteritis, a medical emergency that can cause permanent visual loss or stroke. High-dose glucocorticoids are started on strong clinical suspicion, without waiting for the confirmatory test.",
    patient:
      "Your blood tests show inflammation, and together with the symptoms in your notes this could be giant cell arteritis, an inflammation of blood vessels in the head that can cause sudden, permanent loss of sight. A doctor needs to see you urgently, ideally today.",
    nextSteps: URGENT_STEPS,
    patientQuestions: ["Should I start steroid treatment today, and who will see me to confirm the diagnosis?"],
    evidence: ["bsr-2020-gca"],
    keywords: ["giant cell arteritis", "temporal arteritis", "esr", "crp", "jaw claudication", "visual loss"],
    match: (ctx) => {
      if (ctx.age === undefined || ctx.age < MIN_AGE) return undefined;
      const esr = ctx.lab("esr") ?? ctx.anyLab("esr");
      const crp = ctx.lab("crp") ?? ctx.anyLab("crp");
      const raised = [isHigh(esr) ? `ESR ${ctx.show(esr)}` : "", isHigh(crp) ? `CRP ${ctx.show(crp)}` : ""].filter(
        Boolean,
      );
      if (raised.length === 0) return undefined;
      const features = statedFeatures(ctx);
      if (features.length === 0) return undefined;
      const visual = features.filter((f) => f.visual);
      const values = {
        age: formatNumber(ctx.age),
        markers: raised.join(" and "),
        features: features.map((f) => `${f.label} ("${f.quote}")`).join(", "),
      };
      const refs = ctx.refs(isHigh(esr) ? esr : undefined, isHigh(crp) ? crp : undefined);
      if (visual.length === 0) {
        return {
          refs,
          values,
          patientExtra:
            "If your eyesight changes (blurred, dim or double vision, or any loss of sight), get emergency care at once.",
        };
      }
      return {
        refs,
        values,
        severity: Severity.critical,
        clinicianExtra:
          "Visual symptoms put sight at immediate risk: most visual loss in GCA happens before treatment or soon after it starts.",
        patientExtra:
          "Because you have had problems with your eyesight, get help today: contact your doctor straight away, or go to an emergency department if you cannot reach them.",
        nextSteps: VISUAL_STEPS,
      };
    },
  },
];
