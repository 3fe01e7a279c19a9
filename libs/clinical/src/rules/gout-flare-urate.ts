import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { URATE_TARGET_MGDL } from "./gout-target.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * A normal urate taken during a suspected gout flare (review 29, rheum-29 case 02: a hot, swollen,
 * very painful first MTP joint for 2 days, urate 5.9 mg/dL; the report said only "CRP above the
 * reference range", so a reader could take the normal urate as ruling gout out). Urate often falls
 * during an attack. NICE NG219 (1.1.7-1.1.9, "nice-ng219-gout") confirms the clinical diagnosis with
 * a urate of 360 µmol/L (6 mg/dL) or more, repeats a lower urate at least 2 weeks after the flare
 * has settled when gout is strongly suspected, and considers joint aspiration or imaging if the
 * diagnosis stays uncertain; 1.1.3-1.1.4 ask first whether a red, swollen joint is septic.
 *
 * The flare is read from the notes: an acute first MTP joint (NG219 1.1.1's picture: hot, red,
 * swollen or severely painful, in the same sentence), or an acute or current gout flare named as
 * such. Someone on allopurinol or febuxostat is left out: there a urate below 6 mg/dL is the
 * treatment working, not a diagnostic question. A urate more than 14 days old is not "during the
 * flare" (an engine choice, matching NG219's 2-week repeat interval).
 */

const DAY_MS = 86_400_000;
const DURING_FLARE_DAYS = 14;

/** An acute first MTP joint described in one sentence. */
const ACUTE_MTP =
  /\b(?:hot|red|swollen|inflamed|very painful|severe(?:ly)? pain(?:ful)?)\b[^.;]{0,60}\b(?:first mtp(?:j| joint)?|1st mtp(?:j| joint)?|big toe|podagra)\b|\b(?:first mtp(?:j| joint)?|1st mtp(?:j| joint)?|big toe)\b[^.;]{0,40}\b(?:hot|red|swollen|swelling|inflamed)\b|\bpodagra\b/i;
/** A gout flare named as current. */
const CURRENT_FLARE =
  /\b(?:acute gout|(?:acute|current|ongoing) (?:gout(?:y)? )?(?:flare|attack)|gout(?:y)? (?:flare|attack) (?:now|since|started|began|for \d+ days?))\b/i;

/** The latest urate, when it was taken in the last 14 days (or is undated) and is below 6 mg/dL. */
function urateDuringFlare(ctx: RuleContext): LabObservation | undefined {
  const obs = ctx.lab("uric-acid");
  const u = ctx.valueOf(obs);
  if (obs === undefined || u === undefined || u >= URATE_TARGET_MGDL) return undefined;
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  if (obs.time !== undefined && !Number.isNaN(now) && now - obs.time > DURING_FLARE_DAYS * DAY_MS) return undefined;
  return obs;
}

/** The threshold in the result's own units: 360 µmol/L, 0.36 mmol/L or 6 mg/dL. */
function threshold(obs: LabObservation): string {
  const unit = obs.unit ?? "";
  if (/mmol/i.test(unit)) return "0.36 mmol/L (6 mg/dL)";
  if (/mol/i.test(unit)) return "360 µmol/L (6 mg/dL)";
  return "6 mg/dL (360 µmol/L)";
}

const RULE_STEPS = [
  "Assess for septic arthritis (fever, feeling very unwell, a break in the skin over the joint); if it is suspected, refer immediately",
  "Repeat serum urate at least 2 weeks after the flare has settled; 360 µmol/L (6 mg/dL) or more supports gout",
  "If the diagnosis stays uncertain, consider joint aspiration and microscopy for crystals, or imaging of the joint",
];

export const GOUT_FLARE_URATE_RULES: readonly Rule[] = [
  {
    id: "gout-flare-urate-normal",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Gout",
    title: "Suspected gout flare with a normal urate: the urate does not rule gout out",
    clinician:
      'Urate {urate}, below {threshold}, taken during a suspected gout flare ("{quote}"). Urate often falls during an attack, so a normal value does not exclude gout. NICE NG219 confirms the clinical diagnosis with a urate of {threshold} or more; when it is lower during a flare and gout is strongly suspected, it is repeated at least 2 weeks after the flare has settled, with joint aspiration for crystals (or imaging) if the diagnosis stays uncertain. A red, swollen joint is first assessed for septic arthritis.',
    patient:
      "Your uric acid is in the normal range, but this does not rule out gout: uric acid often drops during an attack. The test is usually repeated at least 2 weeks after the joint has settled.",
    nextSteps: RULE_STEPS,
    patientQuestions: ["When should my uric acid be checked again?"],
    evidence: ["nice-ng219-gout"],
    keywords: ["gout", "flare", "urate", "uric acid", "podagra"],
    match: (ctx) => {
      if (ctx.medsOf("allopurinol", "febuxostat").length > 0) return undefined;
      const obs = urateDuringFlare(ctx);
      if (obs === undefined) return undefined;
      const quote = statedMention(ctx.freeText, ACUTE_MTP) ?? statedMention(ctx.freeText, CURRENT_FLARE);
      if (quote === undefined) return undefined;
      const t = threshold(obs);
      // A thiazide raises urate (as gout-thiazide in patterns.ts says, from ACR 2020): it makes gout more likely.
      const thiazides = ctx.meds("thiazide");
      return {
        refs: ctx.refs(obs, ...ctx.conditions("gout"), ...thiazides),
        ...(thiazides.length === 0
          ? {}
          : {
              clinicianExtra: `${medNames(thiazides)}, a thiazide-type diuretic that raises urate, is in the record: a reason to suspect gout more, not less.`,
              evidence: ["acr-2020-gout"],
            }),
        values: { urate: ctx.show(obs), threshold: t, quote },
        // The repeat's threshold in the result's own units (a step template is not filled).
        nextSteps: RULE_STEPS.map((s) => s.replace("360 µmol/L (6 mg/dL)", t)),
      };
    },
  },
];
