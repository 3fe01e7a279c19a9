import { medNames, type RuleContext, severalMedicines } from "./context.ts";
import { isHigh } from "./lab-status.ts";
import { statedMention } from "./notes.ts";
import { readsAsUk } from "./uk-record.ts";

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
  /** The ask to go with `patient`, unless another paused medicine's ask already covers it. */
  ask: string;
} {
  const metformin = ctx.meds("metformin");
  const sglt2i = ctx.meds("sglt2i");
  const glp1 = statedMention(ctx.freeText, FLUID_LOSS, true) !== undefined ? ctx.meds("glp1-ra") : [];
  const paused = [...metformin, ...sglt2i, ...glp1];
  const several = severalMedicines(paused);
  // A lactate above its range beside the unstable kidney function is named in the metformin step,
  // with the lactic acidosis it risks (review 35, resp-infect-35 case 04 and sepsis-35 case 01:
  // cellulitis with lactate 3.1 mmol/L and creatinine 88 → 162 µmol/L on metformin was told only
  // "while kidney function is unstable or the patient is dehydrated"). Its label lists renal
  // impairment and hypoxic states among the risk factors for lactic acidosis and stops metformin
  // when it is suspected, and severe infection and shock are acute conditions it is not used in
  // (glucophage-label).
  const lactate = ctx.lab("lactate");
  const raisedLactate = metformin.length > 0 && isHigh(lactate) ? lactate : undefined;
  // "While you are unwell and not eating and drinking" only when the notes say so: a well woman on
  // daily naproxen, eating and drinking normally, was told it (review 36, kidney-36 case 05).
  const when =
    statedMention(ctx.freeText, FLUID_LOSS, true) !== undefined
      ? "while you are unwell and not eating and drinking normally, and restarted when you are better"
      : "while your kidney function is unstable, and restarted once it has recovered";
  return {
    // The paused medicines are referenced and told to the patient too, not only listed as steps
    // (review 22, medicines-22 case 01: a frail 86-year-old with diarrhoea and vomiting on
    // dapagliflozin and metformin was told only that "blood pressure or water tablets" are paused).
    refs: [...ctx.refs(...paused), ...(raisedLactate ? [raisedLactate.ref] : [])],
    patient:
      paused.length === 0
        ? ""
        : `Your diabetes ${several ? "medicines" : "medicine"} ${medNames(paused)} ${several ? "are" : "is"} usually paused ${when}.${raisedLactate ? ` With your lactate (a blood test) also raised, this matters more: metformin can rarely cause a dangerous build-up of acid in the blood when the kidneys are under strain.` : ""}`,
    ask:
      paused.length === 0
        ? ""
        : `Ask your doctor today; do not stop ${several ? "them" : "it"} on your own before you speak to them.`,
    steps: [
      ...(raisedLactate
        ? [
            `Withhold ${medNames(metformin)} now: lactate ${ctx.show(raisedLactate)} is above the range with kidney function unstable, and metformin risks lactic acidosis with renal impairment, severe infection or shock; restart only once kidney function and lactate have recovered and the patient is eating and drinking normally`,
          ]
        : metformin.length > 0
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
      ...(metformin.length > 0
        ? ["glucophage-label", ...(readsAsUk(ctx) ? ["dchft-type2-sglt2i-sick-day-rules"] : [])]
        : []),
      ...(sglt2i.length > 0 ? ["mhra-sglt2i-dka"] : []),
      ...(glp1.length > 0 ? ["ozempic-label"] : []),
    ],
  };
}

/**
 * Metformin with a lactate above its range during a possible infection, when no acute kidney injury
 * finding is there to name it (review 35, sepsis-35 case 03: fever with moderate to high risk signs
 * and lactate 2.9 mmol/L on metformin, creatinine steady, drew nothing on the metformin). The sick-day
 * finding reads only vomiting, diarrhoea or poor intake in the notes, and the AKI finding only a
 * creatinine rise, so neither fired. Metformin's label lists hypoxic states among the risk factors for
 * lactic acidosis and severe infection and shock among the acute conditions it is not used in
 * (glucophage-label); the NHS sick-day leaflet stops it until the person is well again
 * (dchft-type2-sglt2i-sick-day-rules, cited on a UK record only). Read by the adult fever and sepsis findings (vital-signs.ts).
 */
export function metforminWithRaisedLactate(
  ctx: RuleContext,
): { step: string; patient: string; refs: string[]; evidence: string[] } | undefined {
  const metformin = ctx.meds("metformin");
  const lactate = ctx.lab("lactate");
  if (metformin.length === 0 || !isHigh(lactate)) return undefined;
  return {
    step: `Withhold ${medNames(metformin)} now: lactate ${ctx.show(lactate)} is above the range during a possible infection, and metformin risks lactic acidosis with severe infection, shock or failing kidneys; restart once recovered, eating and drinking normally, with lactate and kidney function checked`,
    patient: `Your diabetes medicine ${medNames(metformin)} is usually paused while you are this unwell, because with a raised lactate (a blood test) it can rarely cause a dangerous build-up of acid in the blood. Ask your doctor today; do not stop it on your own before you speak to them.`,
    refs: [...ctx.refs(...metformin), lactate.ref],
    // The NHS leaflet is a UK record's source only, not a US one's nor one of neither country (review
    // 36, kidney-36); the label is read on any record.
    evidence: readsAsUk(ctx) ? ["glucophage-label", "dchft-type2-sglt2i-sick-day-rules"] : ["glucophage-label"],
  };
}
