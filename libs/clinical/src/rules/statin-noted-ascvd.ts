import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { preventEstimated } from "./cv-risk.ts";
import { statedMatches } from "./notes.ts";
import { higherRiskStatinAnswer } from "./statin-risk-answer.ts";
import { lowRiskStatinAnswer } from "./statin-low-risk.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A 10-year ASCVD risk the notes already give (review 23, lipids-23 case 03: "10-year ASCVD risk
 * (pooled cohort equations) 9.1%", LDL-C 142 mg/dL, "patient wants to know what his LDL goal is",
 * was told "Your doctor can work out your overall heart risk"). Without an eGFR the PREVENT estimate
 * (cv-risk.ts) is not made, so the noted figure answers the statin question the same way
 * (statin-low-risk.ts, statin-risk-answer.ts), whose categories were set on the pooled cohort
 * equations the notes usually name. No primary-prevention LDL-C goal is stated: the 2026 ACC/AHA
 * goals were seen only in secondary summaries that disagree (FACTS_SEEN["acc-aha-2026-dyslipidemia"]).
 */

/** "10-year ASCVD risk 9.1%", "ASCVD risk score of 12%", "pooled cohort equations: 8.4%". */
const NOTED_RISK = /\b(?:10[- ]?y(?:ea)?r\s+)?(?:ascvd|pooled cohort)\b[^.%\d]{0,50}?(\d{1,2}(?:\.\d+)?)\s*%/i;
const DIABETES_A1C_PERCENT = 6.5;

function notedAscvdAnswer(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.everHad("ascvd").length > 0 || preventEstimated(ctx)) return undefined;
  const hit = statedMatches(ctx.freeText, NOTED_RISK).next();
  if (hit.done === true) return undefined;
  const m = NOTED_RISK.exec(hit.value.quote);
  const pct = m?.[1] === undefined ? Number.NaN : Number(m[1]);
  if (!Number.isFinite(pct) || pct <= 0) return undefined;
  const a1c = ctx.value("hba1c");
  const diabetes = ctx.conditions("diabetes").length > 0 || (a1c !== undefined && a1c >= DIABETES_A1C_PERCENT);
  const statin = ctx.meds("statin").length > 0;
  const risk = pct / 100;
  const answer =
    lowRiskStatinAnswer(ctx, risk, { diabetes, statin }) ?? higherRiskStatinAnswer(ctx, risk, { diabetes });
  if (answer === undefined) return undefined;
  const lipids = (["ldl-c", "cholesterol-total", "non-hdl-c"] as const).map((id) => ctx.lab(id));
  return {
    refs: ctx.refs(...lipids),
    values: { risk: formatNumber(pct, 1), answer: answer.clinician, patientAnswer: answer.patient },
    nextSteps: answer.steps,
    evidence: answer.evidence,
  };
}

export const STATIN_NOTED_ASCVD_RULES: readonly Rule[] = [
  {
    id: "statin-answer-noted-ascvd-risk",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Cardiovascular risk",
    title: "Statin question at the 10-year ASCVD risk in the notes",
    clinician: "The notes give a 10-year ASCVD risk of {risk}%. {answer}",
    patient: "Your record gives your estimated 10-year chance of a heart attack or stroke as {risk}%. {patientAnswer}",
    // The answer's own steps replace this one.
    nextSteps: ["Discuss a statin at the noted 10-year ASCVD risk"],
    evidence: ["acc-aha-2019-primary-prevention"],
    keywords: ["statin", "ASCVD risk", "primary prevention", "LDL-C"],
    match: notedAscvdAnswer,
  },
];
