import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { hfIronDeficiency } from "./hf-iron-deficiency.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";

/*
 * Anaemia with a ferritin in the normal range while the CRP is raised (review 30, haem-older-30 case
 * 12: a woman of 67 in a rheumatoid flare, haemoglobin 106 g/L, CRP 60 mg/L, transferrin saturation
 * 12%; with the ferritin at 60 µg/L nothing spoke of iron, and the anaemia finding sent the work-up
 * to B12 and folate as if the ferritin had excluded iron deficiency).
 *
 * Ferritin is an acute-phase protein: inflammation raises it. WHO 2020 (who-2020-ferritin) therefore
 * reads iron deficiency from 5 years of age, adults included, at a ferritin below 70 µg/L when
 * infection or inflammation is present, instead of below 15 µg/L (the figure seen on 2026-12-01 in
 * a secondary summary of the guideline; the engine already uses it for children, patterns.ts
 * lowFerritinCutoff). Below 45 µg/L the iron-deficiency-anaemia finding speaks; heart failure and
 * CKD keep their own iron definitions (hf-iron-deficiency.ts, ckd-iron.ts).
 */

const ADULT_AGE = 18;
/** Below this ferritin (µg/L) the usual iron-deficiency-anaemia finding already speaks. */
const USUAL_IRON_CUTOFF = 45;
/** WHO 2020: iron deficiency below this ferritin (µg/L) from 5 years with infection or inflammation. */
const WHO_INFLAMED_CUTOFF = 70;
/** Transferrin saturation (%) below which iron supply to the marrow is short. */
const TSAT_LOW = 20;

const high = (o: LabObservation | undefined): o is LabObservation =>
  o !== undefined && (o.status === "high" || o.status === "critical-high");

function match(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age < ADULT_AGE) return undefined;
  const hb = ctx.lab("hemoglobin");
  if (hb === undefined || (hb.status !== "low" && hb.status !== "critical-low")) return undefined;
  const ferritinObs = ctx.lab("ferritin");
  const ferritin = ctx.valueOf(ferritinObs);
  if (ferritin === undefined || ferritin < USUAL_IRON_CUTOFF || ferritin >= WHO_INFLAMED_CUTOFF) return undefined;
  const crp = [ctx.lab("crp"), ctx.lab("hs-crp")].find(high);
  if (crp === undefined) return undefined;
  if (
    hfIronDeficiency(ctx) !== undefined ||
    ctx.conditions("ckd").length > 0 ||
    ctx.conditions("kidney-failure").length > 0
  )
    return undefined;
  const tsatObs = ctx.lab("tsat");
  const tsat = ctx.valueOf(tsatObs);
  const tsatLow = tsat !== undefined && tsat < TSAT_LOW;
  return {
    refs: ctx.refs(hb, ferritinObs, crp, tsatLow ? tsatObs : undefined),
    values: {
      hb: ctx.show(hb),
      ferritin: ctx.show(ferritinObs),
      crp: `${crp === ctx.lab("hs-crp") ? "hs-CRP" : "CRP"} ${ctx.show(crp)}`,
      tsat: tsatLow
        ? ` The transferrin saturation, ${ctx.show(tsatObs)}, is below 20%: too little iron is reaching the marrow, which fits.`
        : "",
    },
    // A UK record is pointed to the BSG guideline for the search, a US one to the AGA.
    ...(readsAsUk(ctx) && !readsAsUsUnits(ctx)
      ? { evidence: ["who-2020-ferritin", "bsg-2021-ida"], evidenceReplacesRule: true as const }
      : {}),
  };
}

export const IRON_INFLAMMATION_FERRITIN_RULES: readonly Rule[] = [
  {
    id: "iron-deficiency-inflammation-ferritin",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Anaemia",
    title: "Anaemia with a raised CRP: a normal ferritin does not exclude iron deficiency",
    clinician:
      "Haemoglobin {hb} with ferritin {ferritin} and {crp}. Inflammation raises ferritin, so WHO 2020 reads iron deficiency at a ferritin below 70 µg/L (70 ng/mL) when infection or inflammation is present: this ferritin does not exclude it.{tsat} The anaemia may be iron deficiency, anaemia of inflammation, or both; where iron deficiency is likely its source is looked for as in any iron-deficiency anaemia.",
    patient:
      "Your blood count is low, and a blood test shows inflammation in the body. Inflammation pushes up the iron store test (ferritin), so a normal result does not rule out a lack of iron. Your doctor may treat it as a possible lack of iron and look for its cause, or repeat the iron tests once the inflammation settles.",
    nextSteps: [
      "Do not read the ferritin as excluding iron deficiency while the CRP is raised; weigh the transferrin saturation with it",
      "If iron deficiency is judged likely, look for its source as for iron-deficiency anaemia (coeliac serology; gastroscopy and colonoscopy in men and postmenopausal women) and consider iron",
      "Repeat ferritin and transferrin saturation once the inflammation has settled",
    ],
    patientQuestions: ["Could I be short of iron even though my ferritin is normal?"],
    evidence: ["who-2020-ferritin", "aga-2020-ida"],
    keywords: [
      "iron deficiency",
      "ferritin",
      "inflammation",
      "anaemia of inflammation",
      "transferrin saturation",
      "crp",
    ],
    match,
  },
];
