import type { LabObservation, MedicationItem } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";

/*
 * Hypercalcaemia of malignancy beside a thiazide and a raised creatinine (review 13, nutrition case 05:
 * calcium 13.4 mg/dL, PTH 8, squamous lung cancer, hydrochlorothiazide, creatinine 1.9 while
 * confused and vomiting). Most hypercalcaemia of malignancy is humoral, from PTH-related protein
 * (PTHrP), about a fifth from bone metastases, and acute kidney injury is its most frequent organ
 * damage (Sternlicht and Glezerman 2015); a thiazide lowers urine calcium excretion and worsens a high
 * calcium, so it is not continued while the calcium is high.
 */

const isHigh = (o: LabObservation | undefined): o is LabObservation =>
  o !== undefined && (o.status === "high" || o.status === "critical-high");

export interface MalignancyCalcium {
  refs: string[];
  extras: string[];
  steps: string[];
  evidence: string[];
}

/** Additions to the hypercalcaemia-of-malignancy reading: stop the thiazide, PTHrP, and a raised creatinine read as AKI. */
export function malignancyCalcium(
  ctx: RuleContext,
  thiazides: readonly MedicationItem[],
  suppressed: boolean,
): MalignancyCalcium {
  const creatinine = [ctx.lab("creatinine")].find(isHigh);
  const extras = creatinine
    ? [
        `Creatinine ${ctx.show(creatinine)} is raised during this illness: treat it as acute kidney injury from the high calcium and fluid loss until an earlier result shows a stable baseline, not as chronic kidney disease.`,
      ]
    : [];
  const steps = [
    ...(thiazides.length > 0
      ? [`Stop ${medNames(thiazides)}: a thiazide lowers urine calcium excretion and worsens a high calcium`]
      : []),
    ...(suppressed
      ? ["Measure PTH-related protein (PTHrP): most hypercalcaemia of malignancy is humoral; image for bone metastases"]
      : []),
    ...(creatinine ? ["Monitor creatinine, urine output and fluid balance daily while rehydrating"] : []),
  ];
  return {
    refs: ctx.refs(creatinine),
    extras,
    steps,
    evidence: suppressed || creatinine ? ["sternlicht-2015-hypercalcaemia-malignancy"] : [],
  };
}
