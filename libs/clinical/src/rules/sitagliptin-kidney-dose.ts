import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { kidneyFunctionUnstable } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * DPP-4 inhibitors above their dose for the kidney function (review 15, deep case 06: sitagliptin
 * 100 mg daily at eGFR 24 went unflagged). Each drug is one row: its name, the eGFR bands with the
 * highest daily dose in each, and the source the bands were read from. A drug joins the table only
 * when its kidney dosing was seen (review 15, dpp4-c and dpp4-d). Saxagliptin and vildagliptin joined
 * in review 22 (medicines-22 cases 05 and 12: saxagliptin 5 mg at eGFR 38 and vildagliptin 50 mg twice
 * daily at eGFR 42 went unflagged), from the EU Onglyza SmPC and the Galvus prescribing information
 * as published by MIMS (evidence "onglyza-eu-smpc", "galvus-mims-prescribing-info"). Linagliptin has no kidney dose
 * step and is deliberately absent. Tablets combined with metformin or pioglitazone are left to those
 * drugs' rules, which stop or limit the partner at a low eGFR. Not read while creatinine is still
 * changing: an eGFR then does not measure a stable GFR.
 */

interface Band {
  /** True when the eGFR (mL/min/1.73 m²) falls in this band. */
  readonly holds: (egfr: number) => boolean;
  /** The band as the text names it. */
  readonly name: string;
  /** Highest daily dose in mg in this band. */
  readonly maxMg: number;
}

interface DoseRow {
  readonly id: string;
  readonly drug: string;
  readonly pattern: RegExp;
  readonly combined: RegExp;
  /** Checked in order; the first band that holds applies. No band: no dose limit. */
  readonly bands: readonly Band[];
  readonly evidence: readonly string[];
  /** What the source is, as the next step names the dose: a label, or a formulary built on it. */
  readonly doseKind: string;
  readonly title: string;
  readonly clinician: string;
  readonly patient: string;
  readonly keywords: readonly string[];
}

const TWICE = /\b(?:twice|two times|2 times|bd|b\.d\.|bid)\b/i;

const ROWS: readonly DoseRow[] = [
  {
    // SmPC (msd-januvia-smpc-renal): 100 mg at GFR 45 or more, 50 mg at 30 to under 45, 25 mg below
    // 30, dialysis included.
    id: "sitagliptin-kidney-dose",
    drug: "sitagliptin",
    pattern: /\b(?:sitagliptin|januvia)\b/i,
    combined: /\b(?:metformin|janumet)\b/i,
    bands: [
      { holds: (e) => e < 30, name: "below 30", maxMg: 25 },
      { holds: (e) => e < 45, name: "30–44", maxMg: 50 },
    ],
    evidence: ["msd-januvia-smpc-renal"],
    doseKind: "label dose",
    title: "Sitagliptin dose too high for kidney function",
    clinician:
      "{med} ({dose} mg a day) with eGFR {egfr}. Sitagliptin is cleared mainly by the kidneys, and its label dose at eGFR {band} is {max} mg once daily; a higher dose gives higher blood levels without being needed.",
    patient:
      "Your kidneys clear sitagliptin from the body, and with your kidney test at this level the usual dose is lower than the one you take. Ask your doctor or pharmacist to check the dose. Do not change it on your own.",
    keywords: ["sitagliptin", "dpp-4 inhibitor", "renal dosing", "egfr", "chronic kidney disease"],
  },
  {
    // Northern Ireland Formulary (hscni-niformulary-dpp4): 25 mg once daily, reduced to 12.5 mg at
    // eGFR 30–50 and to 6.25 mg below 30.
    id: "alogliptin-kidney-dose",
    drug: "alogliptin",
    pattern: /\b(?:alogliptin|vipidia|nesina)\b/i,
    combined: /\b(?:metformin|pioglitazone|vipdomet|incresync|kazano|oseni)\b/i,
    bands: [
      { holds: (e) => e < 30, name: "below 30", maxMg: 6.25 },
      { holds: (e) => e <= 50, name: "30–50", maxMg: 12.5 },
    ],
    evidence: ["hscni-niformulary-dpp4"],
    doseKind: "formulary dose",
    title: "Alogliptin dose too high for kidney function",
    clinician:
      "{med} ({dose} mg a day) with eGFR {egfr}. The alogliptin dose steps down with kidney function: {max} mg once daily at eGFR {band}, against 25 mg with better kidney function.",
    patient:
      "The usual dose of alogliptin is lower when the kidney test is at this level, and the dose you take is above it. Ask your doctor or pharmacist to check the dose. Do not change it on your own.",
    keywords: ["alogliptin", "dpp-4 inhibitor", "renal dosing", "egfr", "chronic kidney disease"],
  },
  {
    // EU SmPC (onglyza-eu-smpc): 5 mg once daily; 2.5 mg once daily at GFR below 45 (moderate
    // impairment under 45 and severe impairment); not recommended on haemodialysis. The US label
    // also gives 2.5 mg below eGFR 45.
    id: "saxagliptin-kidney-dose",
    drug: "saxagliptin",
    pattern: /\b(?:saxagliptin|onglyza)\b/i,
    combined: /\b(?:metformin|dapagliflozin|komboglyze|kombiglyze|qtern|qternmet)\b/i,
    bands: [{ holds: (e) => e < 45, name: "below 45", maxMg: 2.5 }],
    evidence: ["onglyza-eu-smpc"],
    doseKind: "label dose",
    title: "Saxagliptin dose too high for kidney function",
    clinician:
      "{med} ({dose} mg a day) with eGFR {egfr}. The saxagliptin label dose at GFR {band} is {max} mg once daily, against 5 mg with better kidney function; kidney function is assessed before starting and periodically after, because the dose depends on it.",
    patient:
      "The usual dose of saxagliptin is lower when the kidney test is at this level, and the dose you take is above it. Ask your doctor or pharmacist to check the dose. Do not change it on your own.",
    keywords: ["saxagliptin", "dpp-4 inhibitor", "renal dosing", "egfr", "chronic kidney disease"],
  },
  {
    // Galvus prescribing information (galvus-mims-prescribing-info): no change at creatinine clearance
    // 50 mL/min or more; 50 mg once daily in moderate or severe impairment or end-stage disease.
    id: "vildagliptin-kidney-dose",
    drug: "vildagliptin",
    pattern: /\b(?:vildagliptin|galvus)\b/i,
    combined: /\b(?:metformin|eucreas|galvus ?met|icandra|zomarist)\b/i,
    bands: [{ holds: (e) => e < 50, name: "below 50", maxMg: 50 }],
    evidence: ["galvus-mims-prescribing-info"],
    doseKind: "label dose",
    title: "Vildagliptin dose too high for kidney function",
    clinician:
      "{med} ({dose} mg a day) with eGFR {egfr}. With moderate or severe kidney impairment (creatinine clearance {band} mL/min, read here from the eGFR) the vildagliptin dose is {max} mg once daily, against 50 mg twice daily with better kidney function.",
    patient:
      "The usual dose of vildagliptin is lower when the kidney test is at this level, and the dose you take is above it. Ask your doctor or pharmacist to check the dose. Do not change it on your own.",
    keywords: ["vildagliptin", "dpp-4 inhibitor", "renal dosing", "egfr", "chronic kidney disease"],
  },
];

/** Daily dose in mg from the listed strength and frequency; undefined when no strength is given. */
function dailyMg(m: MedicationItem): number | undefined {
  const match = /(\d+(?:\.\d+)?)\s*mg\b/i.exec(`${m.name} ${m.dosage ?? ""}`);
  if (match === null) return undefined;
  const dose = Number(match[1]);
  return TWICE.test(`${m.frequency ?? ""} ${m.dosage ?? ""}`) ? dose * 2 : dose;
}

function kidneyDose(row: DoseRow, ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter((m) => m.active && row.pattern.test(m.name) && !row.combined.test(m.name));
  if (meds.length === 0) return undefined;
  const egfr = ctx.value("egfr");
  if (egfr === undefined) return undefined;
  const band = row.bands.find((b) => b.holds(egfr));
  if (band === undefined || kidneyFunctionUnstable(ctx)) return undefined;
  const over = meds.filter((m) => (dailyMg(m) ?? 0) > band.maxMg);
  if (over.length === 0) return undefined;
  const max = formatNumber(band.maxMg);
  return {
    refs: [...ctx.refs(...over), ...ctx.refs(ctx.lab("egfr"))],
    values: {
      med: medNames(over),
      dose: formatNumber(dailyMg(over[0] as MedicationItem) ?? 0),
      egfr: ctx.showValue("egfr"),
      band: band.name,
      max,
    },
    nextSteps: [
      `Reduce ${medNames(over)} to ${max} mg once daily (the ${row.doseKind} at eGFR ${band.name}), and recheck eGFR periodically as the dose follows kidney function`,
    ],
  };
}

export const SITAGLIPTIN_KIDNEY_DOSE_RULES: readonly Rule[] = ROWS.map((row) => ({
  id: row.id,
  family: FindingFamily.drugLab,
  severity: Severity.moderate,
  problem: "Kidney function and medicines",
  title: row.title,
  clinician: row.clinician,
  patient: row.patient,
  nextSteps: [`Reduce the ${row.drug} dose to the ${row.doseKind} for the eGFR`],
  patientQuestions: [`Is my ${row.drug} dose right for my kidney function?`],
  evidence: [...row.evidence],
  keywords: [...row.keywords],
  match: (ctx: RuleContext) => kidneyDose(row, ctx),
}));
