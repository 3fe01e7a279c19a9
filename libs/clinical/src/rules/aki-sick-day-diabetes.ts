import { medNames, type RuleContext, severalMedicines } from "./context.ts";
import { statedMention } from "./notes.ts";

/*
 * The diabetes medicines paused while kidney function is unstable (review 14 diabetes, case 04:
 * vomiting after a dulaglutide increase, an acute creatinine rise, and the dapagliflozin and
 * dulaglutide not named while metformin was only "reviewed"). Metformin is withheld with
 * dehydration (glucophage-label); an SGLT2 inhibitor is interrupted in an acute serious illness,
 * with ketones checked as DKA can come with a near-normal glucose (mhra-sglt2i-dka); a GLP-1
 * receptor agonist is held while vomiting or not eating and drinking, as its gut effects add to the
 * dehydration (ozempic-label and the sick-day leaflets seen with it).
 */

/** Vomiting, diarrhoea or not eating and drinking in the notes: the fluid losses of a sick day. */
const FLUID_LOSS =
  /\bvomit\w*|\bdiarrho?ea\b|\bpoor (?:oral )?intake\b|\bnot (?:eating|drinking)\b|\bcan(?:no|')t keep (?:fluids|food|anything) down\b/;

/** The steps for the diabetes medicines listed, and the sources they rest on. */
export function akiDiabetesMedicineSteps(ctx: RuleContext): {
  steps: string[];
  evidence: string[];
  refs: string[];
  patient: string;
} {
  const metformin = ctx.meds("metformin");
  const sglt2i = ctx.meds("sglt2i");
  const glp1 = statedMention(ctx.freeText, FLUID_LOSS, true) !== undefined ? ctx.meds("glp1-ra") : [];
  const paused = [...metformin, ...sglt2i, ...glp1];
  const several = severalMedicines(paused);
  return {
    // The paused medicines are referenced and told to the patient too, not only listed as steps
    // (review 22, medicines-22 case 01: a frail 86-year-old with diarrhoea and vomiting on
    // dapagliflozin and metformin was told only that "blood pressure or water tablets" are paused).
    refs: ctx.refs(...paused),
    patient:
      paused.length === 0
        ? ""
        : `Your diabetes ${several ? "medicines" : "medicine"} ${medNames(paused)} ${several ? "are" : "is"} usually paused while you are unwell and not eating and drinking normally, and restarted when you are better. Ask your doctor today; do not stop ${several ? "them" : "it"} on your own before you speak to them.`,
    steps: [
      ...(metformin.length > 0
        ? [
            `Withhold ${medNames(metformin)} while kidney function is unstable or the patient is dehydrated; restart once eating, drinking and kidney function have recovered`,
          ]
        : []),
      ...(sglt2i.length > 0
        ? [
            `Pause ${medNames(sglt2i)} during this acute illness and check ketones if unwell (DKA can occur with a near-normal glucose); restart once eating and drinking and stable`,
          ]
        : []),
      ...(glp1.length > 0
        ? [
            `Hold ${medNames(glp1)} while vomiting or not eating and drinking, as its nausea and vomiting add to dehydration; restart once eating and drinking normally`,
          ]
        : []),
    ],
    evidence: [
      // The DCHFT (NHS) sick-day leaflet supports "withhold until eating and drinking normally"; the
      // label copies the kidney-function part.
      ...(metformin.length > 0 ? ["glucophage-label", "dchft-type2-sglt2i-sick-day-rules"] : []),
      ...(sglt2i.length > 0 ? ["mhra-sglt2i-dka"] : []),
      ...(glp1.length > 0 ? ["ozempic-label"] : []),
    ],
  };
}
