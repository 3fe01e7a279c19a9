/**
 * Paracetamol (acetaminophen) above 2 g a day in known cirrhosis (review 25, deep-25 case 06:
 * "2 tablets every 6 hours" of 500 mg, up to 4 g a day, in cirrhosis went unremarked). Paracetamol
 * stays the preferred painkiller in cirrhosis, but at a lower daily dose of 2 g or less (Liver Int
 * 2018 review of medicines in cirrhosis, table 1), so the advice is to lower the dose, not to stop it.
 */
import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { knownCirrhosis } from "./cirrhosis.ts";
import { timesPerDay } from "./older-adults.ts";
import type { Rule } from "./types.ts";

const PARACETAMOL = /\b(?:paracetamol|acetaminophen|tylenol|panadol)\b/i;
/** The daily dose (mg) at or below which paracetamol is used in cirrhosis. */
const CIRRHOSIS_MAX_MG = 2000;
const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3 };

/** Doses a day from "every 6 hours" or a fixed frequency ("four times daily"). */
function dosesPerDay(frequency: string): number | undefined {
  const every = /\bevery\s+(\d+)\s*(?:-\s*\d+\s*)?h(?:ou)?rs?\b|\bq(\d+)h\b/i.exec(frequency);
  const hours = Number(every?.[1] ?? every?.[2]);
  if (hours > 0) return Math.floor(24 / hours);
  return timesPerDay(frequency);
}

/** The highest daily dose (mg) an entry allows: strength × tablets a dose × doses a day. */
function dailyParacetamolMg(m: MedicationItem): number | undefined {
  const strength = /(\d+(?:\.\d+)?)\s*mg\b/i.exec(`${m.name} ${m.dosage ?? ""}`);
  const sig = `${m.dosage ?? ""} ${m.frequency ?? ""}`;
  const doses = dosesPerDay(sig);
  if (strength === null || doses === undefined) return undefined;
  const count = /\b(\d|one|two|three)\s*(?:tablets?|tabs?|caplets?|capsules?)\b/i.exec(sig)?.[1]?.toLowerCase();
  const perDose = count === undefined ? 1 : (COUNT_WORDS[count] ?? Number(count));
  return Number(strength[1]) * perDose * doses;
}

/**
 * A daily total the notes give for paracetamol ("4 g/day", "4 grams a day"), in mg; paracetamol must
 * be named in the same sentence, so a "2 g/day" salt limit elsewhere in the notes is not read as its dose.
 */
function notedDailyMg(text: string): number | undefined {
  for (const hit of text.matchAll(/(\d+(?:\.\d+)?)\s*(g|grams?|mg)\s*(?:\/|a|per)\s*(?:day|d)\b/gi)) {
    const start = Math.max(text.lastIndexOf(". ", hit.index), text.lastIndexOf("; ", hit.index), 0);
    const end = text.slice(hit.index).search(/[.;](?:\s|$)/);
    if (PARACETAMOL.test(text.slice(start, end < 0 ? undefined : hit.index + end)))
      return Number(hit[1]) * (hit[2]?.toLowerCase() === "mg" ? 1 : 1000);
  }
  return undefined;
}

export const CIRRHOSIS_PARACETAMOL_RULES: readonly Rule[] = [
  {
    id: "cirrhosis-paracetamol-dose",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Liver tests",
    title: "Paracetamol above 2 g a day in cirrhosis",
    clinician:
      "{med} {dose} in {cirrhosis}. Paracetamol remains the preferred painkiller in cirrhosis, but at a lower daily dose of 2 g or less.",
    patient:
      "You take paracetamol (acetaminophen) for pain, {patientDose}. It is still the safest painkiller with liver scarring (cirrhosis), but at a lower amount: usually no more than 2 g (four 500 mg tablets) a day. Please ask your doctor or pharmacist how to lower your dose, and check other medicines you buy for hidden paracetamol.",
    nextSteps: [
      "Reduce paracetamol to no more than 2 g a day, and check over-the-counter combination products for added paracetamol",
      "Do not replace it with an NSAID (kidney injury and bleeding risk in cirrhosis); review the pain plan with the liver team",
    ],
    patientQuestions: ["How much paracetamol is safe for me each day with my liver condition?"],
    evidence: ["liver-int-2018-medications-in-cirrhosis"],
    keywords: ["paracetamol", "acetaminophen", "cirrhosis", "dose"],
    match: (ctx) => {
      const cirrhosis = knownCirrhosis(ctx);
      if (cirrhosis === undefined) return undefined;
      const meds = ctx.model.medications.filter((m) => m.active && PARACETAMOL.test(m.name));
      const first = meds[0];
      if (first === undefined) return undefined;
      const listed = meds.map(dailyParacetamolMg).reduce<number>((a, d) => a + (d ?? 0), 0);
      const noted = notedDailyMg(ctx.freeText) ?? 0;
      const mg = Math.max(listed, noted);
      if (mg <= CIRRHOSIS_MAX_MG) return undefined;
      const asNeeded = meds.some((m) =>
        /\b(?:as needed|as required|prn)\b/i.test(`${m.dosage ?? ""} ${m.frequency ?? ""}`),
      );
      const grams = formatNumber(mg / 1000, 1);
      const upTo = asNeeded && noted < mg ? "up to " : "";
      return {
        refs: [cirrhosis.ref, ...meds.map((m) => m.ref)],
        values: {
          med: first.name,
          dose: `at ${upTo}about ${grams} g a day${noted === mg && listed < mg ? " (as the notes state)" : ""}`,
          cirrhosis: cirrhosis.name,
          patientDose: `${upTo}about ${grams} g a day`,
        },
      };
    },
  },
];
