/**
 * An HbA1c below the laboratory's range in known diabetes (review 26, Synthea: HbA1c 3.0% on
 * insulin, beside glucose results of 68–99 mg/dL and recorded anaemia, was told only that it "went
 * from above the usual range to below it"). A value below the range of people without diabetes does
 * not show excellent control: a mean glucose that low does not fit the glucose results, and the ADA
 * Standards (section 2) name marked disagreement between HbA1c and glucose as a sign of assay
 * interference by a haemoglobin variant, and shortened red-cell survival (haemolysis, blood loss,
 * transfusion, anaemia treatment) as lowering HbA1c whatever the glucose. Control is then judged on
 * glucose readings, and the cause of the low value looked for.
 * Anaemia treatment and cirrhosis have their own finding (hba1c-unreliable-known-diabetes.ts).
 */
import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { hba1cLikelyLowered } from "./hba1c-unreliable-known-diabetes.ts";
import { isLow } from "./lab-status.ts";
import { sameTimeDisagreement } from "./same-time-disagreement.ts";
import type { Rule } from "./types.ts";

/** What in the record can shorten red-cell survival, for the clinician text. */
function redCellReason(ctx: RuleContext): string {
  const hb = ctx.lab("hemoglobin");
  // A low haemoglobin that another result of its moment contradicts is no reason to lean on.
  if (isLow(hb) && hb !== undefined && sameTimeDisagreement(ctx, hb) === undefined)
    return ` The haemoglobin is low (${ctx.show(hb)}), which fits shortened red-cell survival or blood loss.`;
  const anaemia = ctx.conditions("anaemia")[0];
  return anaemia === undefined ? "" : ` ${anaemia.name} is recorded, which can shorten red-cell survival.`;
}

export const HBA1C_BELOW_RANGE_DIABETES: Rule = {
  id: "hba1c-below-range-diabetes",
  family: FindingFamily.pattern,
  severity: Severity.moderate,
  problem: "Diabetes",
  title: "HbA1c below the normal range in diabetes: not a measure of control",
  clinician:
    "HbA1c {a1c} in known diabetes is below the range of people without diabetes{glucose}. A value this low does not show good control: it points to shortened red-cell survival (haemolysis, blood loss, recent transfusion) or assay interference by a haemoglobin variant, which marked disagreement with glucose results suggests.{reason} Do not base treatment on this HbA1c.",
  patient:
    "Your HbA1c (the long-term sugar test) is lower than in people without diabetes. With diabetes, a result this low usually means the test is not measuring your sugar levels properly, for example because of a change in your red blood cells, rather than very good control. Your doctor will judge your diabetes on your glucose readings and look for the reason.",
  nextSteps: [
    "Judge glucose control on capillary glucose readings or continuous glucose monitoring, not on this HbA1c",
    "Look for the cause: full blood count with reticulocytes and a haemolysis screen, any recent blood loss or transfusion, and ask the laboratory about haemoglobin variants and an assay free of their interference",
  ],
  patientQuestions: ["Why is my long-term sugar test so low, and how will my diabetes be checked instead?"],
  evidence: ["ada-soc-2026-s2"],
  keywords: ["hba1c", "haemoglobin variant", "haemolysis", "glucose monitoring"],
  match: (ctx: RuleContext) => {
    if (ctx.conditions("diabetes").length === 0 || hba1cLikelyLowered(ctx)) return undefined;
    const a1c = ctx.lab("hba1c");
    if (a1c === undefined || !isLow(a1c)) return undefined;
    const glucose = ctx.lab("glucose");
    return {
      refs: ctx.refs(a1c, glucose),
      values: {
        a1c: ctx.show(a1c),
        glucose: glucose === undefined ? "" : ` (latest glucose ${ctx.show(glucose)})`,
        reason: redCellReason(ctx),
      },
    };
  },
};
