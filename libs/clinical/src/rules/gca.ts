import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { sentenceAround, statedMatches } from "./notes.ts";
import type { Rule } from "./types.ts";
import { isHigh } from "./lab-status.ts";
import { patientScope } from "../evidence/populations.ts";

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
 * US records get same-day evaluation and the 2021 ACR/Vasculitis Foundation guideline instead of the
 * UK fast-track pathway (SUMMARIES["acr-vf-2021-gca"]).
 * The guideline's headache is a new one: a headache described as long-standing or as the patient's
 * usual migraine does not count, nor do visual symptoms described as her usual migraine aura.
 */
const MIN_AGE = 50;

const VISION_WORD = String.raw`(?:blurred|blurry|blurring|dim|dimmed|dimming|double|reduced|decreased|lost|loss of|transient|sudden|partial|grey|gray)`;

/** Cranial features of GCA as written in notes; `visual` ones put sight at risk, a `headache` must be new. */
const FEATURES: readonly { label: string; re: RegExp; kind: "headache" | "visual" | "other" }[] = [
  {
    label: "new headache",
    // Up to three words before it, for the quote; never a denying one, which must stay before the match.
    re: /\b(?:(?!(?:no|not|nor|never|denies|denied|without|if|unless|any|or|and)\b)[a-z-]+\s+){0,3}headaches?\b/,
    kind: "headache",
  },
  {
    label: "scalp or temporal artery tenderness",
    re: /\bscalp\s+(?:tenderness|tender|pain|soreness|sensitivity)\b|\btender(?:ness)?\s+(?:of\s+the\s+)?(?:scalp|temporal\s+arter(?:y|ies)|temples?)\b|\btemporal\s+arter(?:y|ies)\s+(?:tenderness|tender|thickened|thickening)\b|\bpain(?:ful)?\s+(?:when\s+|on\s+)?(?:brushing|combing)\b/,
    kind: "other",
  },
  {
    label: "jaw claudication",
    re: /\bjaw\s+claudication\b|\b(?:jaw\s+(?:pain|aches?|aching|tiredness|fatigue)|pain\s+in\s+(?:the\s+|her\s+|his\s+)?jaw)\b[^.;\n]{0,25}\b(?:chewing|eating|talking)\b/,
    kind: "other",
  },
  {
    label: "visual symptoms",
    re: new RegExp(
      String.raw`\b${VISION_WORD}(?:\s*(?:\/|or|and)\s*${VISION_WORD})?\s+(?:of\s+)?vision\b|\b(?:vision|visual)\s+(?:loss|disturbances?|symptoms?|changes?|blurring)\b|\bamaurosis(?:\s+fugax)?\b|\bdiplopia\b|\b(?:blindness|loss of sight|sight loss)\b`,
    ),
    kind: "visual",
  },
];

/** Wording that makes a headache new: "new", "recent onset", "first ever", "started 3 weeks ago", "for 2 weeks". */
const NEW_ONSET = new RegExp(
  [
    String.raw`\bnew(?:[- ]onset)?\b|\brecent[- ]onset\b|\bfirst[- ]ever\b|\bnever had (?:a )?headaches? before\b`,
    String.raw`\b(?:started|began|begun|came on)\b[^.;\n]{0,30}?\b(?:ago|yesterday|last week|this week)\b`,
    String.raw`\b(?:for|over|past|last)\s+(?:the\s+)?(?:\d+|a|one|two|three|four|five|six|few|several)\s*(?:days?|weeks?|months?)\b`,
    String.raw`\b\d+[- ]?(?:days?|weeks?|months?)(?:'s?)?\s+(?:of|history of)\b`,
  ].join("|"),
);
/** A headache said to be the patient's usual one ("typical of her usual migraine", "since age 20"). */
const LONG_STANDING =
  /\b(?:typical|usual|habitual|familiar|long-?standing|chronic|recurrent|lifelong|life-long|as before|for (?:many )?years|since (?:age|childhood|(?:her|his|their) (?:teens|twenties|youth)))\b/;
/** Wording that a headache or visual symptom differs from the usual migraine ("unlike her usual migraine"). */
const DIFFERENT =
  /\b(?:different|unlike|atypical|not (?:(?:her|his|their|the)\s+)?(?:usual|typical)|worse than (?:usual|ever|before)|changed? in (?:character|pattern|nature)|new (?:type|kind|pattern))\b/;
/** Visual symptoms put down to a migraine aura ("blurred vision before it, typical of her usual migraine"). */
const MIGRAINE_AURA =
  /\baura\b|\b(?:usual|typical|habitual|familiar|her|his|their)\s+(?:\w+\s+)?migraines?\b|\bas with (?:her|his|their) migraines?\b/;

/**
 * Whether a stated headache counts as new: said to differ from the usual one, or told with
 * new-onset wording and not called long-standing. With an active migraine diagnosis only an
 * explicit "new" or "different" will do, since a few weeks of headache may be her migraine.
 */
function isNewHeadache(sentence: string, migraine: boolean): boolean {
  if (DIFFERENT.test(sentence)) return true;
  if (LONG_STANDING.test(sentence)) return false;
  if (migraine) return /\bnew(?:[- ]onset)?\b|\bfirst[- ]ever\b/.test(sentence);
  return NEW_ONSET.test(sentence);
}

/** The cranial features stated in the notes (denied, hypothetical or long-standing ones left out). */
function statedFeatures(ctx: RuleContext): { label: string; quote: string; visual: boolean }[] {
  const text = ctx.freeText;
  const migraine = ctx.conditions("migraine").length > 0;
  const found: { label: string; quote: string; visual: boolean }[] = [];
  for (const f of FEATURES) {
    for (const m of statedMatches(text, f.re)) {
      const sentence = sentenceAround(text, m.index, m.length);
      if (f.kind === "headache" && !isNewHeadache(sentence, migraine)) continue;
      if (f.kind === "visual" && MIGRAINE_AURA.test(sentence) && !DIFFERENT.test(sentence)) continue;
      found.push({ label: f.label, quote: m.quote, visual: f.kind === "visual" });
      break;
    }
  }
  return found;
}

/** The ESR and CRP results called high, as "ESR 58 mm/h" labels with their references. */
function raisedMarkers(ctx: RuleContext) {
  const esr = ctx.lab("esr") ?? ctx.anyLab("esr");
  const crp = ctx.lab("crp") ?? ctx.anyLab("crp");
  const labels = [isHigh(esr) ? `ESR ${ctx.show(esr)}` : "", isHigh(crp) ? `CRP ${ctx.show(crp)}` : ""].filter(Boolean);
  return { labels, refs: ctx.refs(isHigh(esr) ? esr : undefined, isHigh(crp) ? crp : undefined) };
}

const URGENT_STEPS = [
  "Refer urgently to the local GCA fast-track service: specialist assessment the same working day if possible, within three working days at most",
  "Start high-dose glucocorticoids now when GCA is strongly suspected; do not wait for temporal artery ultrasound or biopsy, which confirm the diagnosis afterwards",
  "Ask about visual symptoms (blurred, dim or double vision, transient loss of vision): any of them makes this an emergency the same day",
];

/** The GCA fast-track service and its three-working-day limit are UK (BSR) pathways; US records get same-day evaluation. */
const US_URGENT_STEPS = [
  "Arrange same-day evaluation for suspected GCA (rheumatology, or the emergency department if that cannot be arranged today)",
  "Start high-dose glucocorticoids now when GCA is strongly suspected; do not wait for temporal artery biopsy, the first-line confirmatory test in the 2021 ACR/Vasculitis Foundation guideline",
  URGENT_STEPS[2]!,
];

const VISUAL_STEPS = [
  "Same-day emergency assessment by the GCA service or ophthalmology: visual symptoms mean sight is at immediate risk",
  "Start high-dose glucocorticoids now, before the specialist review; do not wait for temporal artery ultrasound or biopsy, which confirm the diagnosis afterwards",
  "Document the symptoms and signs that point to GCA when starting glucocorticoids",
];

const US_VISUAL_STEPS = [
  "Same-day emergency assessment (emergency department, ophthalmology or rheumatology): visual symptoms mean sight is at immediate risk",
  ...VISUAL_STEPS.slice(1),
];

/*
 * Possible polymyalgia rheumatica (PMR), after the 2015 EULAR/ACR recommendations (see
 * SUMMARIES["eular-acr-2015-pmr"]). The rule reads the usual picture: age 50 or over, aching or
 * stiffness of both shoulders and/or hips, and a raised ESR or CRP. PMR has no specific test, so mimics are excluded with a basic set of tests before glucocorticoids, and
 * every patient is asked about GCA symptoms, which make it urgent. When the notes already hold a
 * GCA feature the GCA finding says all of this more urgently, so this one stays out.
 */
const GIRDLE = String.raw`(?:both\s+(?:shoulders?|hips?|thighs|upper\s+arms)|shoulders|hips|thighs|upper\s+arms|(?:shoulder|hip|pelvic)\s+girdles?|shoulder\s+and\s+hip)`;
const GIRDLE_SYMPTOM = String.raw`(?:ach(?:e|es|ing|y)|pain(?:s|ful)?|stiff(?:ness)?|sore(?:ness)?)`;
const GIRDLE_PAIN = new RegExp(
  String.raw`\b${GIRDLE_SYMPTOM}\b[^.;\n]{0,25}?\b${GIRDLE}\b|\b${GIRDLE}\b[^.;\n]{0,10}?\b${GIRDLE_SYMPTOM}\b`,
);
/** Morning stiffness denied outright: without it the girdle aches are not the PMR picture. */
const NO_MORNING_STIFFNESS = /\b(?:no|denies|without)\s+(?:any\s+)?(?:early\s+)?morning\s+stiffness\b/;

/** PMR already diagnosed in the notes ("known PMR", "PMR since March", "diagnosed with polymyalgia"). */
const KNOWN_PMR =
  /\b(?:known|established|diagnosed(?:\s+with)?|history\s+of|treated\s+for)\s+(?:pmr|polymyalgia)\b|\b(?:pmr|polymyalgia(?:\s+rheumatica)?)\s+(?:since|diagnosed|on\s+(?:prednisolone|prednisone))\b/;

const PMR_STEPS = [
  "Assess for polymyalgia rheumatica: how long the girdle pain and morning stiffness have lasted, and whether there is peripheral joint swelling",
  "Ask about GCA symptoms now (new headache, scalp tenderness, jaw pain on chewing, any visual disturbance): any of them makes this suspected GCA, which is urgent",
  "Before any glucocorticoid, exclude mimics with baseline tests: rheumatoid factor and/or anti-CCP antibodies, full blood count, glucose, creatinine, liver function, bone profile (calcium, alkaline phosphatase) and urine dipstick; consider protein electrophoresis, TSH, creatine kinase and vitamin D",
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
      const { labels: raised, refs } = raisedMarkers(ctx);
      if (raised.length === 0) return undefined;
      const features = statedFeatures(ctx);
      if (features.length === 0) return undefined;
      const visual = features.filter((f) => f.visual);
      const values = {
        age: formatNumber(ctx.age),
        markers: raised.join(" and "),
        features: features.map((f) => `${f.label} ("${f.quote}")`).join(", "),
      };
      const us = patientScope(ctx).country === "us";
      const usSource = us && { evidence: ["acr-vf-2021-gca"], evidenceReplacesRule: true as const };
      if (visual.length === 0) {
        return {
          refs,
          values,
          ...(usSource && { ...usSource, nextSteps: US_URGENT_STEPS }),
          patientExtra:
            "If your eyesight changes (blurred, dim or double vision, or any loss of sight), get emergency care at once.",
        };
      }
      return {
        refs,
        values,
        severity: Severity.critical,
        ...usSource,
        clinicianExtra:
          "Visual symptoms put sight at immediate risk: most visual loss in GCA happens before treatment or soon after it starts.",
        patientExtra:
          "Because you have had problems with your eyesight, get help today: contact your doctor straight away, or go to an emergency department if you cannot reach them.",
        nextSteps: us ? US_VISUAL_STEPS : VISUAL_STEPS,
      };
    },
  },
  {
    id: "polymyalgia-rheumatica-possible",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Possible polymyalgia rheumatica",
    title: "Possible polymyalgia rheumatica",
    clinician:
      'Age {age}, raised {markers}, and in the notes "{quote}": a picture that fits polymyalgia rheumatica. There is no specific test; it is a diagnosis made after excluding mimics (such as inflammatory arthritis, infection, cancer, thyroid or muscle disease), and GCA must be asked about because the two overlap.',
    patient:
      "Your blood tests show inflammation, and the aching and stiffness around your shoulders or hips in your notes could be polymyalgia rheumatica, a treatable inflammatory condition of older people. Your doctor will want to check for other causes with a few more tests before starting any treatment. If you get a new headache, a tender scalp, jaw pain when chewing or any change in your eyesight, get medical help the same day.",
    nextSteps: PMR_STEPS,
    patientQuestions: ["Which tests do I need before treatment is started, and when will they be done?"],
    evidence: ["eular-acr-2015-pmr"],
    keywords: ["polymyalgia rheumatica", "pmr", "morning stiffness", "esr", "crp", "giant cell arteritis"],
    match: (ctx) => {
      if (ctx.age === undefined || ctx.age < MIN_AGE) return undefined;
      if (ctx.conditions("polymyalgia-rheumatica").length > 0 || KNOWN_PMR.test(ctx.freeText)) return undefined;
      const { labels: raised, refs } = raisedMarkers(ctx);
      if (raised.length === 0) return undefined;
      const text = ctx.freeText;
      if (NO_MORNING_STIFFNESS.test(text)) return undefined;
      const girdle = statedMatches(text, GIRDLE_PAIN).next().value;
      if (girdle === undefined) return undefined;
      if (statedFeatures(ctx).length > 0) return undefined;
      return {
        refs,
        values: { age: formatNumber(ctx.age), markers: raised.join(" and "), quote: girdle.quote },
      };
    },
  },
];
