import type { Finding } from "../model.ts";

/*
 * A suspected acromegaly bears on a diabetes-range glucose beside it (review 13, adrenal-pituitary
 * case 05: HbA1c 54 read on its own next to IGF-1 three times the limit). Chronic GH excess lowers
 * insulin sensitivity and raises glucose output, and successful surgery improves the glucose in many
 * (Ferraù 2018), so the diabetes is treated now and reviewed once the acromegaly is treated.
 */

const ACROMEGALY = "acromegaly-suspected";
const DIABETES_CODE = "diabetes-range-undiagnosed";

const CLINICIAN =
  "If acromegaly is confirmed, growth hormone excess may be causing or worsening this diabetes through insulin resistance; it often improves once the acromegaly is treated, so treat the glucose now and review it after treatment.";
const PATIENT =
  "Too much growth hormone, which is being looked for, can raise blood sugar, and this may improve once it is treated.";
const STEP = "Review the diabetes and its treatment after the acromegaly is treated: it may improve";

/** The findings with a diabetes-range glucose tied to a suspected acromegaly, if there is one. */
export function linkedToAcromegaly(findings: readonly Finding[]): Finding[] {
  if (!findings.some((f) => f.code === ACROMEGALY)) return [...findings];
  return findings.map((f) =>
    f.code === DIABETES_CODE
      ? {
          ...f,
          clinician: `${f.clinician} ${CLINICIAN}`,
          patient: `${f.patient} ${PATIENT}`,
          nextSteps: [...f.nextSteps, STEP],
          evidenceIds: [...new Set([...f.evidenceIds, "ferrau-2018-acromegaly-diabetes"])],
        }
      : f,
  );
}
