import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Methotrexate written to be taken every day (review 25b, medicines-25b case 10: "Methotrexate 2.5mg
 * tablets, FOUR tablets once daily" for rheumatoid arthritis drew no word). For autoimmune disease it
 * is taken once a week, and daily dosing by mistake has caused fatal overdoses; the MHRA asks that the
 * day of the week be written on the prescription and that patients be told never to take it daily
 * (mhra-methotrexate-once-weekly). Cancer care is left out: some protocols give it more often.
 */

/** A dosing frequency of once or more a day. */
const DAILY =
  /\b(?:daily|every day|each day|(?:once|twice|two times|three times|four times) (?:a|per|each) day|od|qd|bd|bid|tds|tid|qds|qid|nightly|every (?:morning|night|evening))\b/i;
/** Weekly dosing, which a daily word beside it does not undo ("15 mg once weekly, not daily"). */
const WEEKLY = /\bweek(?:ly)?\b|\bwk\b/i;

function writtenDaily(m: MedicationItem): boolean {
  const regimen = `${m.name} ${m.dosage ?? ""} ${m.frequency ?? ""}`;
  return DAILY.test(regimen) && !WEEKLY.test(regimen);
}

function methotrexateDaily(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.conditions("cancer").length > 0) return undefined;
  const daily = ctx.meds("methotrexate").filter(writtenDaily);
  if (daily.length === 0) return takenDailyInNotes(ctx);
  const regimen = daily.map((m) => [m.dosage, m.frequency].filter(Boolean).join(" ")).find((r) => r !== "");
  return {
    refs: ctx.refs(...daily),
    values: {
      lead: `${medNames(daily)} is written to be taken every day${regimen === undefined ? "" : ` ("${regimen}")`}`,
      patientLead: "Your medicine list shows methotrexate to be taken every day.",
      action:
        "Contact your doctor or pharmacist today to check how you should take it. If you have been taking it every day, seek medical advice today.",
    },
  };
}

/**
 * Methotrexate the notes say has been taken every day, whatever the list says (review 29b, meds-29b
 * case 11: "taking methotrexate 10 mg every day for the last 8 days" beside a weekly prescription was
 * read only as marrow toxicity). An overdose already taken: critical, assessed today.
 */
const TAKEN_DAILY =
  /\b(?:tak(?:es|ing|en)|took|had|having)\s+(?:(?:her|his|their|the)\s+)?methotrexate\b(?:(?!\b(?:not|never|no|week\w*|folic|folate|folinic|and|with)\b)[^.;]){0,40}?\b(?:every day|each day|daily|every morning|every night)\b/i;

function takenDailyInNotes(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("methotrexate");
  const quote = meds.length === 0 ? undefined : statedMention(ctx.freeText, TAKEN_DAILY);
  if (quote === undefined) return undefined;
  return {
    refs: ctx.refs(...meds),
    severity: Severity.critical,
    values: {
      lead: `The notes record "${quote}": methotrexate taken daily (${medNames(meds)} on the medicine list) is an overdose`,
      patientLead: "Your notes say you have been taking methotrexate every day.",
      action:
        "Do not take any more until a doctor has checked you, and get medical help today: contact your doctor now, or go to an emergency department if you cannot reach them or feel unwell.",
    },
    nextSteps: [
      "Treat as a possible methotrexate overdose: withhold methotrexate and arrange medical assessment today, with a full blood count, kidney and liver tests",
      "Correct the prescription to once weekly with the day of the week written in full, and remind the patient that it must never be taken daily",
    ],
  };
}

export const METHOTREXATE_DAILY_RULES: readonly Rule[] = [
  {
    id: "methotrexate-daily",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Medication safety",
    title: "Methotrexate written or taken as a daily dose",
    clinician:
      "{lead}. For autoimmune disease methotrexate is taken once a week; taking it daily by mistake has caused fatal overdoses, and the MHRA asks that the day of the week be agreed and written in full on the prescription.",
    patient:
      "{patientLead} For most conditions methotrexate is taken only once a week, on the same day each week, and taking it every day can be very dangerous. {action}",
    nextSteps: [
      "Confirm today how the patient is actually taking methotrexate; if more than one dose a week has been taken, arrange prompt medical assessment as a possible overdose",
      "Correct the prescription to once weekly with the day of the week written in full, and remind the patient that it must never be taken daily",
    ],
    patientQuestions: ["Which day of the week should I take my methotrexate?"],
    evidence: ["mhra-methotrexate-once-weekly"],
    keywords: ["methotrexate", "daily dosing error", "once weekly", "overdose", "medication error"],
    match: methotrexateDaily,
  },
];
