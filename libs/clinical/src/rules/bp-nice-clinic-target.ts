import { latestAcrRaised } from "./albuminuria-persistence.ts";
import type { RuleContext } from "./context.ts";
import { isType1 } from "./diabetes-ketosis.ts";
import { ukDiabetesRecord } from "./statin-diabetes-uk.ts";

/*
 * Whether NICE's clinic target for treated hypertension under 80, below 140/90 mmHg (NICE QS28
 * statement 4, from NG136), is the UK target for this adult. NG136 hands treatment targets to
 * NICE's kidney and type 1 diabetes guidance where they differ, and NICE QS5 sets a lower range
 * (systolic 120–129, diastolic below 80) with CKD and diabetes; the CKD range of 120–139/<90 holds
 * only with an ACR below 70 mg/mmol. So diabetes of any kind, and CKD without an ACR known to be
 * below that, keep the tighter goal (review 21, multimorbidity case 06: 132/78 at 72 with CKD
 * G3aA1 was a moderate "above target" while meeting the UK target; the age of 75 it first
 * applied from was an engine choice).
 */

/** NICE QS5: the CKD range of 120–139/<90 mmHg holds with an ACR below 70 mg/mmol. */
const CKD_ACR_MG_MMOL = 70;
/**
 * The same limit for an ACR in mg/g is taken at the A3 boundary of 300 mg/g, well below 70 mg/mmol,
 * so a conversion never lets a CKD reading through that NICE would hold to the tighter range.
 */
const CKD_ACR_MG_G = 300;

/*
 * An ACR given only in the notes ("ACR 85 mg/mmol last month") is read when the record has no urine
 * ACR result (review 32, bp-renal-32 case 01: CKD G3a at a Sheffield practice with "ACR 85 mg/mmol"
 * in the notes was held to AHA/ACC's goal, as NICE's ACR-based target could not be chosen). Only a
 * number right after "ACR" (or "albumin:creatinine ratio") with its unit, mg/mmol or mg/g, is read:
 * a unitless number could be either. A goal or limit ("ACR < 3", "if ACR > 70") has a sign or word
 * between and is not read.
 */
const NOTED_ACR =
  /\b(?:u?acr|(?:urine\s+)?albumin[\s:/-]*(?:to[\s-]*)?creatinine\s+ratio)\s*(?:of|was|is|now|:|=)?\s*(\d{1,4}(?:\.\d+)?)\s*(mg\s*\/\s*mmol|mg\s*\/\s*g)\b/;

/** An old value, dated after it in the same clause ("ACR 85 mg/mmol in 2019", "… 3 years ago"). */
const OLD_AFTER = /^[^.;\n]{0,30}\b(?:in (?:19|20)\d{2}|years? ago|previously|at diagnosis)\b/;

/** The ACR the notes state, in its unit, when the record has no urine ACR result and the value is not an old one. */
export function notedAcr(ctx: RuleContext): { value: number; unit: "mg/mmol" | "mg/g"; text: string } | undefined {
  if (ctx.lab("uacr") !== undefined) return undefined;
  const text = ctx.freeText;
  const m = NOTED_ACR.exec(text);
  if (m === null || OLD_AFTER.test(text.slice(m.index + m[0].length))) return undefined;
  return { value: Number(m[1]), unit: /mmol/.test(m[2] ?? "") ? "mg/mmol" : "mg/g", text: m[0] };
}

/** Whether the latest ACR, a result or one stated in the notes, is below NICE's limit of 70 mg/mmol; undefined if unknown. */
function acrBelowNiceLimit(ctx: RuleContext): boolean | undefined {
  const obs = ctx.lab("uacr");
  if (obs === undefined) {
    const noted = notedAcr(ctx);
    if (noted === undefined) return undefined;
    return noted.value < (noted.unit === "mg/mmol" ? CKD_ACR_MG_MMOL : CKD_ACR_MG_G);
  }
  const mgMmol = /mg\s*\/\s*mmol/i.test(obs.unit ?? "") ? ctx.reportedValueOf(obs) : undefined;
  if (mgMmol !== undefined) return mgMmol < CKD_ACR_MG_MMOL;
  const mgG = ctx.valueOf(obs);
  return mgG === undefined ? undefined : mgG < CKD_ACR_MG_G;
}

function ckdWithLowAcr(ctx: RuleContext): boolean {
  return acrBelowNiceLimit(ctx) === true;
}

/**
 * NICE's CKD target with an ACR of 70 mg/mmol or more, without diabetes: clinic systolic below 130
 * (120–129) and diastolic below 80 mmHg ("nice-ng203-ckd"). With diabetes QS5's range is the same
 * and is read by niceCkdDiabetesRangeApplies. The caller checks that the record reads as UK.
 */
export function niceCkdHighAcrTargetApplies(ctx: RuleContext): boolean {
  const egfr = ctx.value("egfr");
  const ckd = ctx.conditions("ckd").length > 0 || (egfr !== undefined && egfr < 60);
  return ckd && ctx.conditions("diabetes").length === 0 && acrBelowNiceLimit(ctx) === false;
}

/**
 * Chronic kidney disease without diabetes and with no ACR on record, as a result or in the notes:
 * NICE's clinic target is below 140/90 mmHg with an ACR below 70 mg/mmol and below 130/80 with 70 or
 * more ("nice-ng203-ckd"), so which one holds is not known until the ACR is measured (review 34,
 * kidney-lytes-34 case 04: 136/84 with CKD G3b at a Norwich practice and no ACR was held to AHA/ACC's
 * below 130/80 as a moderate "above target"). The caller checks that the record reads as UK.
 */
export function niceCkdTargetAwaitsAcr(ctx: RuleContext): boolean {
  const egfr = ctx.value("egfr");
  const ckd = ctx.conditions("ckd").length > 0 || (egfr !== undefined && egfr < 60);
  return ckd && ctx.conditions("diabetes").length === 0 && acrBelowNiceLimit(ctx) === undefined;
}

/**
 * NICE QS5's range for chronic kidney disease with diabetes (systolic 120–129, diastolic below 80
 * mmHg) is the UK target: diabetes of any type with CKD by condition, an eGFR below 60 or a raised
 * latest ACR (review 29, renal-29 case 03). The caller checks that the record reads as UK.
 */
export function niceCkdDiabetesRangeApplies(ctx: RuleContext): boolean {
  const egfr = ctx.value("egfr");
  const ckd = ctx.conditions("ckd").length > 0 || (egfr !== undefined && egfr < 60) || latestAcrRaised(ctx);
  return ckd && ctx.conditions("diabetes").length > 0;
}

/** NICE's under-80 clinic target of below 140/90 mmHg applies: an adult with no diabetes, and any CKD with a known low ACR. */
export function niceUnderEightyTargetApplies(ctx: RuleContext): boolean {
  const egfr = ctx.value("egfr");
  const ckd = ctx.conditions("ckd").length > 0 || (egfr !== undefined && egfr < 60);
  // NG136 replaced NG28's blood pressure section, so with type 2 diabetes on a UK record and no
  // kidney disease or albuminuria the same target holds (NICE found too little evidence for a lower
  // one in diabetes without CKD); type 1 diabetes keeps NG17's (review 22, cardiometabolic-22 case
  // 10: 132/78 at 66 on a UK type 2 record was a moderate "above the usual target of below 130/80").
  if (ctx.conditions("diabetes").length > 0)
    return !isType1(ctx) && ukDiabetesRecord(ctx) && !ckd && !latestAcrRaised(ctx);
  return !ckd || ckdWithLowAcr(ctx);
}
