import type { ConditionItem, MedicationItem } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { medNames, type RuleContext } from "./context.ts";
import { isHigh } from "./lab-status.ts";

/*
 * Hypercalcaemia of malignancy beside a thiazide and a raised creatinine (review 13, nutrition case 05:
 * calcium 13.4 mg/dL, PTH 8, squamous lung cancer, hydrochlorothiazide, creatinine 1.9 while
 * confused and vomiting). Most hypercalcaemia of malignancy is humoral, from PTH-related protein
 * (PTHrP), about a fifth from bone metastases, and acute kidney injury is its most frequent organ
 * damage (Sternlicht and Glezerman 2015); a thiazide lowers urine calcium excretion and worsens a high
 * calcium, so it is not continued while the calcium is high.
 */

export interface MalignancyCalcium {
  refs: string[];
  extras: string[];
  steps: string[];
  evidence: string[];
  /** The medicine groups a step stops, so the work-up does not ask to "review" them again. */
  stopped: string[];
}

/** Additions to the hypercalcaemia-of-malignancy reading: stop the thiazide, PTHrP, and a raised creatinine read as AKI. */
export function malignancyCalcium(
  ctx: RuleContext,
  thiazides: readonly MedicationItem[],
  suppressed: boolean,
  /** The kidney injury is already read as possible myeloma kidney (myeloma-context.ts). */
  myelomaKidney = false,
): MalignancyCalcium {
  const creatinine = [ctx.lab("creatinine")].find(isHigh);
  // Oral calcium and vitamin D are stopped while the calcium is high (RCEMLearning, hypercalcaemia in
  // malignancy; review 16, acute panels 06: Adcal-D3 left "to review" beside a calcium of 3.4).
  const supplements = ctx.medsOf("calcium-supplement", "vitamin-d");
  // An earlier normal result is the baseline the rise is read from (review 21, onc-treatment 06: "until
  // an earlier result shows a stable baseline" beside a normal creatinine three months before).
  const baseline =
    creatinine === undefined
      ? undefined
      : ctx
          .labs("creatinine")
          .find((o) => o.status === "normal" && o.time !== undefined && o.time < (creatinine.time ?? 0));
  const extras =
    creatinine && !myelomaKidney
      ? [
          baseline !== undefined
            ? `Creatinine ${ctx.show(creatinine)} is raised from ${ctx.show(baseline)} during this illness: treat it as acute kidney injury from the high calcium and fluid loss, not as chronic kidney disease.`
            : `Creatinine ${ctx.show(creatinine)} is raised during this illness: treat it as acute kidney injury from the high calcium and fluid loss until an earlier result shows a stable baseline, not as chronic kidney disease.`,
        ]
      : [];
  const steps = [
    ...(thiazides.length > 0
      ? [`Stop ${medNames(thiazides)}: a thiazide lowers urine calcium excretion and worsens a high calcium`]
      : []),
    ...(supplements.length > 0
      ? [`Stop ${medNames(supplements)} while the calcium is high: calcium and vitamin D supplements add to it`]
      : []),
    ...(suppressed
      ? ["Measure PTH-related protein (PTHrP): most hypercalcaemia of malignancy is humoral; image for bone metastases"]
      : []),
    ...(creatinine ? ["Monitor creatinine, urine output and fluid balance daily while rehydrating"] : []),
  ];
  const classes = new Set(supplements.flatMap((m) => m.classes));
  return {
    refs: ctx.refs(creatinine, ...supplements),
    extras,
    steps,
    evidence: [
      ...(suppressed || creatinine ? ["sternlicht-2015-hypercalcaemia-malignancy"] : []),
      ...(supplements.length > 0 ? ["rcem-learning-hypercalcaemia-malignancy"] : []),
    ],
    stopped: [
      ...(thiazides.length > 0 ? ["thiazides"] : []),
      ...(classes.has("calcium-supplement") ? ["calcium supplements"] : []),
      ...(classes.has("vitamin-d") ? ["vitamin D supplements"] : []),
    ],
  };
}

/** Cancers confined to their site, which do not spread to bone or make PTHrP in the way meant here. */
const LOCAL_CANCER = /\bbasal\s+cell\b|\bin\s+situ\b|\bcin\s*[123]?\b/;

/**
 * A cancer recorded as past (resolved, in remission) with no current one (review 15, critical-values 05:
 * adjusted calcium 3.4 mmol/L, PTH suppressed, breast cancer treated in 2019 and recorded as resolved;
 * only myeloma was named). A cancer can come back in bone or as a tumour making PTHrP, so with a
 * suppressed or unmeasured PTH these are the causes looked for first (Sternlicht and Glezerman 2015:
 * most hypercalcaemia of malignancy is humoral, from PTHrP, about a fifth from bone metastases).
 */
export function pastCancers(ctx: RuleContext): ConditionItem[] {
  return ctx.everHad("cancer").filter((c) => !isActiveCondition(c.status) && !LOCAL_CANCER.test(c.name.toLowerCase()));
}

export interface PastCancerCalcium {
  pth: string;
  cause: string;
  step: string;
  evidence: string[];
  refs: string[];
}

/** The hypercalcaemia reading beside a past cancer, with the PTH suppressed (`pthShown`) or not measured. */
export function pastCancerCalcium(
  cancers: readonly ConditionItem[],
  pthShown: string | undefined,
  suppressedWords: string,
): PastCancerCalcium {
  const names = cancers.map((c) => c.name.toLowerCase()).join("; ");
  const causes =
    "recurrent cancer is the cause to look for first, as bone metastases or as humoral hypercalcaemia of malignancy from PTH-related protein (PTHrP)";
  return {
    pth:
      pthShown === undefined
        ? `PTH is not in the record. With past ${names} in the record, ${causes}; a PTH separates a parathyroid cause.`
        : `PTH ${pthShown} is suppressed: with past ${names} in the record, ${causes}.`,
    cause: `${suppressedWords}Because you have had ${names}, your doctor will check whether it has come back, for example in the bones, which can raise calcium.`,
    step: "Measure PTH-related protein (PTHrP) and image for bone metastases; discuss with the oncology team that treated the cancer",
    evidence: ["sternlicht-2015-hypercalcaemia-malignancy"],
    refs: cancers.map((c) => c.ref),
  };
}
