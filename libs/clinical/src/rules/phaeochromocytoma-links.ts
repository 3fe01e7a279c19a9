import type { Finding } from "../model.ts";

/*
 * A probable phaeochromocytoma explains a raised blood pressure and a glucose in the diabetes range
 * beside it (review 13, adrenal-pituitary case 11: BP 182/108 and fasting glucose 7.4 read as
 * separate problems). The blood pressure is treated through alpha-blockade, never a beta-blocker
 * alone (Endocrine Society 2014), and catecholamine-driven diabetes often goes away once the tumour
 * is out (Derrou 2021: cured in more than half a year after surgery), so the diagnosis is reviewed
 * then rather than taken as lifelong type 2 diabetes.
 */

const PHAEO = "phaeochromocytoma-probable";
const BP_CODES = new Set(["bp-severe", "bp-stage-2", "bp-stage-1"]);
const DIABETES_CODE = "diabetes-range-undiagnosed";

const BP_CLINICIAN =
  "The probable phaeochromocytoma is the likely cause: lower the blood pressure with alpha-blockade first (see that finding), not with a beta-blocker alone.";
const BP_PATIENT =
  "This high blood pressure is probably caused by the adrenal tumour described in this report, and its treatment starts with a particular kind of blood pressure tablet (an alpha-blocker).";
const GLUCOSE_CLINICIAN =
  "Catecholamine excess from the probable phaeochromocytoma raises glucose, and diabetes from it often resolves after the tumour is removed: treat the glucose now, but review the diagnosis after surgery.";
const GLUCOSE_PATIENT =
  "The adrenal tumour described in this report can raise blood sugar, and this often settles once it is removed.";
const GLUCOSE_STEP = "Review the diabetes diagnosis after the tumour is removed: it often resolves";

function joined(text: string, extra: string): string {
  return text.trim() === "" ? text : `${text} ${extra}`;
}

/** The findings with blood pressure and diabetes-range glucose tied to a probable phaeochromocytoma, if there is one. */
export function linkedToPhaeochromocytoma(findings: readonly Finding[]): Finding[] {
  if (!findings.some((f) => f.code === PHAEO)) return [...findings];
  return findings.map((f) => {
    if (BP_CODES.has(f.code))
      return {
        ...f,
        clinician: joined(f.clinician, BP_CLINICIAN),
        patient: joined(f.patient, BP_PATIENT),
        evidenceIds: [...new Set([...f.evidenceIds, "endosoc-2014-phaeochromocytoma"])],
      };
    if (f.code === DIABETES_CODE)
      return {
        ...f,
        clinician: joined(f.clinician, GLUCOSE_CLINICIAN),
        patient: joined(f.patient, GLUCOSE_PATIENT),
        nextSteps: [...f.nextSteps, GLUCOSE_STEP],
        evidenceIds: [...new Set([...f.evidenceIds, "derrou-2021-phaeochromocytoma-glucose"])],
      };
    return f;
  });
}
