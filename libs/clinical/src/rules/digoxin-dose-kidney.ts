import type { MedicationItem } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";

/*
 * A digoxin dose above what the kidney function supports (review 13 cardiology case 12: 83-year-old,
 * digoxin 250 micrograms once daily, creatinine 142 µmol/L, eGFR about 30, level 2.4 µg/L). The
 * LANOXIN tablet label's maintenance table (FACTS_SEEN["lanoxin-label"]) gives 125–187.5 micrograms a
 * day at a creatinine clearance of 30–40 mL/min for a lean body weight of 50–70 kg, and 250 only from
 * about 80–90 kg; older age lowers clearance further.
 */

/** digoxin-level-high's steps when the notes name no symptoms (rules/drug-lab.ts). */
export const DIGOXIN_LEVEL_HIGH_STEPS: readonly string[] = [
  "Assess the patient urgently for symptoms and signs of digoxin toxicity",
  "ECG; check potassium, magnesium and kidney function",
  "Withhold or review the digoxin dose with the prescriber",
  "Confirm the sample was taken at least 6–8 hours after the last dose",
];

/** Below this eGFR or clearance (mL/min) the label's table keeps 250 micrograms for the heaviest patients. */
const LOW_CLEARANCE = 40;
const HIGH_DAILY_MICROGRAMS = 250;
const ONCE_DAILY = /^\s*(?:once\s+(?:a\s+)?daily|once\s+a\s+day|daily|od|mane|each\s+morning|in\s+the\s+morning)\s*$/i;

/** Micrograms a day when the entry gives one strength taken once a day (or no frequency); else undefined. */
function dailyMicrograms(m: MedicationItem): number | undefined {
  if (m.frequency !== undefined && m.frequency.trim() !== "" && !ONCE_DAILY.test(m.frequency)) return undefined;
  const text = `${m.dosage ?? ""} ${m.name}`;
  const mcg = /(\d+(?:\.\d+)?)\s*(?:micrograms?|mcg|µg|ug)\b/i.exec(text);
  if (mcg) return Number(mcg[1]);
  const mg = /(\d+(?:\.\d+)?)\s*mg\b/i.exec(text);
  return mg ? Number(mg[1]) * 1000 : undefined;
}

/** The clinician sentence and step when a digoxin dose of 250 micrograms or more meets an eGFR below 40. */
export function digoxinDoseAboveKidney(ctx: RuleContext): { text: string; step: string; refs: string[] } | undefined {
  const egfr = ctx.value("egfr");
  if (egfr === undefined || egfr >= LOW_CLEARANCE) return undefined;
  const high = ctx.meds("digoxin").find((m) => (dailyMicrograms(m) ?? 0) >= HIGH_DAILY_MICROGRAMS);
  if (high === undefined) return undefined;
  const dose = formatNumber(dailyMicrograms(high) ?? 0);
  const older = ctx.age !== undefined && ctx.age >= 75 ? ` at age ${ctx.age}` : "";
  return {
    text: `Digoxin ${dose} micrograms a day with an eGFR below 40${older} is above the label's usual maintenance dose for this kidney function (125–187.5 micrograms a day at a clearance of 30–40 mL/min for a lean body weight of 50–70 kg; 250 only from about 80 kg).`,
    step: `If digoxin is restarted, use a lower maintenance dose than ${dose} micrograms a day (the label's table gives 125–187.5 at a clearance of 30–40 mL/min, less below 30), guided by a repeat level`,
    refs: ctx.refs(high, ctx.lab("egfr")),
  };
}
