import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { deferUntil, deferred } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * An SGLT2 inhibitor in chronic kidney disease without diabetes (review 11, renal case 13).
 * KDIGO 2024 recommends one (1A) for adults with CKD, an eGFR of 20 or more and a urine ACR of
 * 200 mg/g (about 22.6 mg/mmol) or more, whether or not they have diabetes; it is also recommended
 * with heart failure (seen 2026-11-28 in a secondary summary of the guideline: the cfu288.github.io
 * im-rec-deck 2024 KDIGO CKD page). The guideline is not written
 * for people on dialysis or with a kidney transplant (its abstract, seen on ablesci.com), so they
 * are left out. Diabetes has its own rule (patterns.ts, sglt2i-opportunity-diabetic-kidney) and
 * heart failure its own (rules/hfref-pillars.ts).
 */

const F = FindingFamily.pattern;

/** KDIGO 2024: eGFR (mL/min/1.73 m²) from which an SGLT2 inhibitor is started. */
const EGFR_FROM = 20;
/** KDIGO 2024: urine ACR (mg/g, the rule unit) from which it is recommended without diabetes. */
const ACR_FROM_MG_G = 200;

const TRANSPLANT_OR_DIALYSIS = /\b(?:transplant\w*|dialysis|haemodialysis|hemodialysis)\b/i;

function excluded(ctx: RuleContext): boolean {
  return (
    ctx.conditions("diabetes").length > 0 ||
    ctx.conditions("heart-failure").length > 0 ||
    ctx.conditions("kidney-failure").length > 0 ||
    ctx.model.conditions.some((c) => TRANSPLANT_OR_DIALYSIS.test(c.name)) ||
    ctx.meds("sglt2i").length > 0 ||
    (ctx.age !== undefined && ctx.age < 18)
  );
}

function sglt2iNonDiabeticCkd(ctx: RuleContext): RuleMatch | undefined {
  if (excluded(ctx)) return undefined;
  const egfr = ctx.value("egfr");
  const acr = ctx.value("uacr");
  if (egfr === undefined || acr === undefined || egfr < EGFR_FROM || acr < ACR_FROM_MG_G) return undefined;
  const until = deferUntil(ctx);
  const raas = ctx.medsOf("ace-inhibitor", "arb").length > 0;
  return {
    refs: ctx.refs(ctx.lab("egfr"), ctx.lab("uacr")),
    values: {
      egfr: ctx.showValue("egfr"),
      acr: ctx.showValue("uacr"),
      raas: raas
        ? "alongside the ACE inhibitor or ARB at the highest tolerated dose"
        : "alongside an ACE inhibitor or ARB at the highest tolerated dose",
    },
    ...(until !== undefined &&
      deferred(
        until,
        `Consider an SGLT2 inhibitor once ${until}, if eGFR is still 20 or more and no contraindication`,
      )),
  };
}

export const SGLT2I_CKD_RULES: readonly Rule[] = [
  {
    id: "sglt2i-opportunity-ckd-albuminuria",
    family: F,
    severity: Severity.moderate,
    problem: "Kidney function",
    title: "Kidney disease with heavy albuminuria and no SGLT2 inhibitor",
    clinician:
      "eGFR {egfr} with urine ACR {acr} (200 mg/g, about 22.6 mg/mmol, or more) and no SGLT2 inhibitor listed. KDIGO 2024 recommends an SGLT2 inhibitor for CKD with eGFR 20 or more and ACR 200 mg/g or more whether or not diabetes is present, {raas}.",
    patient:
      "Your kidney tests show reduced function and a large protein leak. A medicine called an SGLT2 inhibitor can slow kidney damage even without diabetes.",
    nextSteps: ["Consider an SGLT2 inhibitor (eGFR 20 or more, no contraindication), with the ACE inhibitor or ARB"],
    patientQuestions: ["Would an SGLT2 inhibitor help protect my kidneys?"],
    evidence: ["kdigo-2024-ckd"],
    keywords: ["sglt2 inhibitor", "chronic kidney disease", "albuminuria", "non-diabetic"],
    match: sglt2iNonDiabeticCkd,
  },
];
