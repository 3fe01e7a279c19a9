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

function ckdWithLowAcr(ctx: RuleContext): boolean {
  const obs = ctx.lab("uacr");
  if (obs === undefined) return false;
  const mgMmol = /mg\s*\/\s*mmol/i.test(obs.unit ?? "") ? ctx.reportedValueOf(obs) : undefined;
  if (mgMmol !== undefined) return mgMmol < CKD_ACR_MG_MMOL;
  const mgG = ctx.valueOf(obs);
  return mgG !== undefined && mgG < CKD_ACR_MG_G;
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
