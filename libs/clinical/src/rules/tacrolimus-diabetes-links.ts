import type { Finding } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { transplantRecorded } from "./transplant-recipient.ts";

/*
 * Tacrolimus named as a cause of a new diabetes-range glucose (review 22, medicines-22 case 09:
 * ten months after a liver transplant on tacrolimus, HbA1c 7.1% and fasting glucose 142 mg/dL were
 * read as an ordinary undiagnosed diabetes, with no word of the transplant or the tacrolimus).
 * Tacrolimus is diabetogenic: in a cohort of kidney recipients on tacrolimus, post-transplant
 * diabetes reached over half by three months, with insulin secretion most suppressed then and
 * recovering as the tacrolimus dose came down (Diabetes Care 2003, evidence
 * "diabetes-care-2003-tacrolimus-ptdm"). The immunosuppression is the transplant team's, so the
 * step hands it to them; nothing here stops or changes tacrolimus. A skin preparation is not
 * systemic and is left out.
 */

const DIABETES_CODE = "diabetes-range-undiagnosed";
const TACROLIMUS = /\b(?:tacrolimus|prograf|advagraf|adoport|envarsus|modigraf|astagraf)\b/i;
const TOPICAL = /\b(?:ointment|cream|topical|protopic|eye drops?)\b/i;
const EVIDENCE = "diabetes-care-2003-tacrolimus-ptdm";

/** The findings with an undiagnosed diabetes-range glucose tied to tacrolimus, when it is taken. */
export function linkedToTacrolimus(findings: readonly Finding[], ctx: RuleContext): Finding[] {
  const tac = ctx.model.medications.find((m) => m.active && TACROLIMUS.test(m.name) && !TOPICAL.test(m.name));
  if (tac === undefined || !findings.some((f) => f.code === DIABETES_CODE)) return [...findings];
  const transplant = transplantRecorded(ctx);
  // "Tacrolimus" alone reads as the generic word; a fuller entry ("Advagraf 3 mg") is named beside it.
  const named = /^tacrolimus$/i.test(tac.name.trim()) ? "tacrolimus" : `tacrolimus (${tac.name})`;
  const clinician = transplant
    ? `On ${named} after a transplant, this is post-transplant diabetes until shown otherwise: tacrolimus is diabetogenic (in one cohort of kidney recipients on tacrolimus, over half had post-transplant diabetes by three months, with insulin secretion recovering as the dose came down), so the tacrolimus dose and level, and any glucocorticoid, are reviewed with the transplant team alongside treating the glucose.`
    : `On ${named}: tacrolimus is diabetogenic (in transplant recipients it often brings on diabetes, with insulin secretion recovering as the dose came down), so it is a likely contributor, to review with the team that prescribes it alongside treating the glucose.`;
  const patient = transplant
    ? "Tacrolimus, the anti-rejection medicine, can raise blood sugar and is a common cause of diabetes after a transplant. Your transplant team will want to know; do not stop or change tacrolimus yourself."
    : "Tacrolimus can raise blood sugar and may be part of the cause. Do not stop or change it yourself; the team that prescribes it will want to know.";
  const step = transplant
    ? `Tell the transplant team: review the tacrolimus dose and level, and any glucocorticoid, with them as post-transplant diabetes is treated`
    : `Tell the team that prescribes tacrolimus: it can raise blood glucose`;
  return findings.map((f) =>
    f.code === DIABETES_CODE
      ? {
          ...f,
          clinician: `${f.clinician} ${clinician}`,
          patient: `${f.patient} ${patient}`,
          nextSteps: [...f.nextSteps, step],
          refs: [...new Set([...f.refs, ...ctx.refs(tac)])],
          evidenceIds: [...new Set([...f.evidenceIds, EVIDENCE])],
        }
      : f,
  );
}
