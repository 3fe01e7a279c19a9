import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { kidneyFunctionUnstable } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Sitagliptin above its label dose for the kidney function (review 15, deep case 06: 100 mg daily
 * at eGFR 24 went unflagged). Sitagliptin is cleared mainly by the kidneys; the SmPC gives 100 mg
 * once daily at GFR 45 or more, 50 mg at 30 to under 45, and 25 mg below 30, dialysis included
 * (msd-januvia-smpc-renal). Sitagliptin with metformin in one tablet is left to the metformin rules,
 * which stop metformin below 30. Not read while creatinine is still changing: an eGFR then does not
 * measure a stable GFR.
 */

const SITAGLIPTIN = /\b(?:sitagliptin|januvia)\b/i;
const WITH_METFORMIN = /\b(?:metformin|janumet)\b/i;
const TWICE = /\b(?:twice|two times|2 times|bd|b\.d\.|bid)\b/i;

/** Daily dose in mg from the listed strength and frequency; undefined when no strength is given. */
function dailyMg(m: MedicationItem): number | undefined {
  const match = /(\d+(?:\.\d+)?)\s*mg\b/i.exec(`${m.name} ${m.dosage ?? ""}`);
  if (match === null) return undefined;
  const dose = Number(match[1]);
  return TWICE.test(`${m.frequency ?? ""} ${m.dosage ?? ""}`) ? dose * 2 : dose;
}

/** The label's highest daily dose for an eGFR (mL/min/1.73 m²). */
function labelMaxMg(egfr: number): number {
  if (egfr < 30) return 25;
  if (egfr < 45) return 50;
  return 100;
}

function sitagliptinKidneyDose(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter(
    (m) => m.active && SITAGLIPTIN.test(m.name) && !WITH_METFORMIN.test(m.name),
  );
  if (meds.length === 0) return undefined;
  const egfr = ctx.value("egfr");
  if (egfr === undefined || egfr >= 45 || kidneyFunctionUnstable(ctx)) return undefined;
  const max = labelMaxMg(egfr);
  const over = meds.filter((m) => (dailyMg(m) ?? 0) > max);
  if (over.length === 0) return undefined;
  const band = egfr < 30 ? "below 30" : "30–44";
  return {
    refs: [...ctx.refs(...over), ...ctx.refs(ctx.lab("egfr"))],
    values: {
      med: medNames(over),
      dose: formatNumber(dailyMg(over[0] as MedicationItem) ?? 0),
      egfr: ctx.showValue("egfr"),
      band,
      max: String(max),
    },
    nextSteps: [
      `Reduce ${medNames(over)} to ${max} mg once daily (the label dose at eGFR ${band}), and recheck eGFR periodically as the dose follows kidney function`,
    ],
  };
}

export const SITAGLIPTIN_KIDNEY_DOSE_RULES: readonly Rule[] = [
  {
    id: "sitagliptin-kidney-dose",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Kidney function and medicines",
    title: "Sitagliptin dose too high for kidney function",
    clinician:
      "{med} ({dose} mg a day) with eGFR {egfr}. Sitagliptin is cleared mainly by the kidneys, and its label dose at eGFR {band} is {max} mg once daily; a higher dose gives higher blood levels without being needed.",
    patient:
      "Your kidneys clear sitagliptin from the body, and with your kidney test at this level the usual dose is lower than the one you take. Ask your doctor or pharmacist to check the dose. Do not change it on your own.",
    nextSteps: ["Reduce the sitagliptin dose to the label dose for the eGFR"],
    patientQuestions: ["Is my sitagliptin dose right for my kidney function?"],
    evidence: ["msd-januvia-smpc-renal"],
    keywords: ["sitagliptin", "dpp-4 inhibitor", "renal dosing", "egfr", "chronic kidney disease"],
    match: sitagliptinKidneyDose,
  },
];
