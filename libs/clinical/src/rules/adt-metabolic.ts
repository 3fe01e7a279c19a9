import { FindingFamily, Severity } from "../model.ts";
import { medNames } from "./context.ts";
import type { Rule } from "./types.ts";
import { isHigh } from "./lab-status.ts";

/*
 * Androgen deprivation as a contributor to raised glucose and lipids (review 20, oncology-2: on
 * goserelin, HbA1c 41 → 50 and LDL 3.9 were read as if the treatment played no part). The Korean
 * Journal of Urology review (Choi and Kam 2015, seen 2026-11-29) finds that ADT raises total
 * cholesterol, triglycerides and HDL, insulin resistance and the risk of diabetes and of
 * cardiovascular events, and that the usual measures to lower diabetes and cardiovascular risk apply.
 * The raised values keep their own findings; this one names the medicine and says ADT goes on.
 */

export const ADT_METABOLIC_RULES: readonly Rule[] = [
  {
    id: "androgen-deprivation-metabolic",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Blood sugar and cholesterol on prostate cancer hormone treatment",
    title: "Androgen deprivation as a contributor to raised {what}",
    clinician:
      "On {meds}: raised {shown}. Androgen deprivation lowers insulin sensitivity and raises cholesterol and triglycerides, increasing the risk of diabetes and cardiovascular events, so it likely contributes; the usual measures to lower diabetes and cardiovascular risk apply, and the cancer treatment continues.",
    patient:
      "Hormone treatment for prostate cancer can raise blood sugar and cholesterol, so it has probably played a part in your {what} results. These are looked after in the usual way, with diet, activity and medicines if needed; keep taking your hormone treatment unless your cancer team tells you otherwise.",
    nextSteps: [
      "Manage glucose and lipids by the usual thresholds and review cardiovascular risk; recheck HbA1c and lipids regularly while androgen deprivation continues",
    ],
    patientQuestions: ["Is my hormone treatment raising my blood sugar or cholesterol, and what can I do about it?"],
    evidence: ["choi-kam-2015-adt-metabolic"],
    keywords: ["androgen deprivation therapy", "diabetes", "dyslipidaemia", "prostate cancer"],
    match: (ctx) => {
      if (ctx.sex === "female") return undefined;
      const meds = ctx.meds("androgen-deprivation");
      if (meds.length === 0) return undefined;
      const sugar = [ctx.lab("hba1c"), ctx.lab("glucose")].filter(isHigh);
      const lipids = [ctx.lab("ldl-c"), ctx.lab("cholesterol-total"), ctx.lab("triglycerides")].filter(isHigh);
      if (sugar.length === 0 && lipids.length === 0) return undefined;
      const what = [sugar.length > 0 ? "blood sugar" : "", lipids.length > 0 ? "cholesterol" : ""]
        .filter(Boolean)
        .join(" and ");
      const shown = [...sugar, ...lipids].map((o) => `${o.name} ${ctx.show(o)}`).join(", ");
      return { refs: ctx.refs(...meds, ...sugar, ...lipids), values: { meds: medNames(meds), what, shown } };
    },
  },
];
