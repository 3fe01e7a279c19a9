import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { methotrexateLowCounts } from "./drug-blood.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * Weekly methotrexate above 12.5 mg with eGFR below 60 (review 21: 20 mg a week at 76 with eGFR 40,
 * down from 58, got only a kidney-staging finding and "no drug–laboratory interactions").
 * Methotrexate is cleared by the kidneys and builds up when they filter less; the British Society
 * for Rheumatology's advice, quoted by an NHS SPS good-practice example, is not to exceed 12.5 mg a
 * week at eGFR below 60 mL/min/1.73m². Read only for a weekly (antirheumatic) regimen outside cancer
 * care, where doses are set by the oncology protocol.
 */

const MAX_WEEKLY_MG = 12.5;
const EGFR_BELOW = 60;
const WEEKLY = /\bweekly\b|\bonce a week\b|\bevery week\b|\bper week\b|\/\s?(?:week|wk)\b|\bonce (?:a|per) wk\b/i;
const MG = /(\d+(?:\.\d+)?)\s*mg\b/i;
const TABLETS = /\b(\d+)\s*(?:x\s*)?tab(?:let)?s?\b/i;

/**
 * The weekly dose in mg: the mg written in the dosage ("20 mg once weekly", "8 tablets (20 mg)"),
 * else a tablet count times the strength in the name ("2.5 mg tablets", "take 6 tablets").
 */
export function methotrexateWeeklyMg(m: MedicationItem): number | undefined {
  const regimen = `${m.dosage ?? ""} ${m.frequency ?? ""}`;
  if (!WEEKLY.test(`${m.name} ${regimen}`)) return undefined;
  const written = MG.exec(regimen);
  if (written !== null) return Number(written[1]);
  const tablets = TABLETS.exec(regimen);
  const strength = MG.exec(m.name);
  return tablets !== null && strength !== null ? Number(tablets[1]) * Number(strength[1]) : undefined;
}

function methotrexateKidneyDose(ctx: RuleContext): RuleMatch | undefined {
  // With low counts the marrow finding withholds methotrexate and names the eGFR as a risk already.
  if (ctx.conditions("cancer").length > 0 || methotrexateLowCounts(ctx) !== undefined) return undefined;
  const egfr = ctx.value("egfr");
  if (egfr === undefined || egfr >= EGFR_BELOW) return undefined;
  const over = ctx.meds("methotrexate").filter((m) => (methotrexateWeeklyMg(m) ?? 0) > MAX_WEEKLY_MG);
  const first = over[0];
  if (first === undefined) return undefined;
  return {
    refs: [...ctx.refs(...over), ...ctx.refs(ctx.lab("egfr"))],
    values: {
      med: medNames(over),
      dose: formatNumber(methotrexateWeeklyMg(first) ?? 0),
      egfr: ctx.showValue("egfr"),
    },
  };
}

export const METHOTREXATE_KIDNEY_DOSE_RULES: readonly Rule[] = [
  {
    id: "methotrexate-kidney-dose",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Methotrexate dose high for kidney function",
    clinician:
      "{med} at {dose} mg a week with eGFR {egfr}. Methotrexate is cleared by the kidneys, so with reduced kidney function it accumulates, with a risk of marrow suppression, liver toxicity and pneumonitis; British Society for Rheumatology advice is not to exceed 12.5 mg a week when eGFR is below 60 mL/min/1.73m².",
    patient:
      "You take methotrexate, and your kidney test shows your kidneys are filtering less than usual. Methotrexate leaves the body through the kidneys, so a lower weekly dose is usually advised when kidney function is reduced. Do not change the dose yourself; ask the team who prescribes it to review it soon.",
    nextSteps: [
      "Review the weekly methotrexate dose with the prescriber or rheumatology team: no more than 12.5 mg a week at eGFR below 60 (BSR advice)",
    ],
    patientQuestions: ["Is my methotrexate dose right for my kidney function?"],
    evidence: ["sps-methotrexate-renal-dosing"],
    keywords: ["methotrexate", "egfr", "renal impairment", "dose", "ckd"],
    match: methotrexateKidneyDose,
  },
];
