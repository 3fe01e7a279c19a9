import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { pregnancy } from "./patterns.ts";
import { PLANNING } from "./psychiatric-drug-safety.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Folic acid in early pregnancy on an antiseizure medicine (review 12, pregnancy case 09: 7 weeks on
 * valproate, with folic acid 5 mg once weekly, the methotrexate regimen). UK guidance (SIGN 2015,
 * RCOG 2016, NICE) advises 5 mg of folic acid a day for women taking antiseizure medicines, from
 * before conception to the end of the first trimester, against the usual 400 micrograms
 * (SUMMARIES["aepi-2021-epilepsy-reproduction"]). The finding says so when no daily 5 mg dose is
 * listed; the valproate or other medicine itself is read by the teratogen findings of drug-lab.ts.
 * The advice starts before conception, so a woman who says she is planning a pregnancy gets it too
 * (review 40, perinatal-meds-40 case 08: carbamazepine, planning, no folic acid, no finding).
 */

const F = FindingFamily.drugLab;

/** Weeks up to which the first trimester runs (the high dose is advised until its end). */
const FIRST_TRIMESTER_WEEKS = 13;
/** The advised daily dose, in mg. */
const HIGH_DOSE_MG = 5;

/** Antiseizure medicines by class, and the newer ones the vocabulary has no class for, by name. */
const ANTISEIZURE_CLASSES = ["valproate", "carbamazepine", "oxcarbazepine", "phenytoin"] as const;
const ANTISEIZURE_NAMES =
  /\b(?:lamotrigine|levetiracetam|topiramate|phenobarbit\w*|primidone|lacosamide|zonisamide|brivaracetam|eslicarbazepine|perampanel|ethosuximide|clobazam)\b/i;

const FOLIC_ACID = /\bfol(?:ic acid|ate)\b/i;
const WEEKLY = /\bweekly\b|\bonce a week\b|\bper week\b|\/\s?week\b/i;

function antiseizureMeds(ctx: RuleContext): MedicationItem[] {
  const byClass = ctx.medsOf(...ANTISEIZURE_CLASSES);
  const byName = ctx.model.medications.filter(
    (m) => m.active && !byClass.includes(m) && ANTISEIZURE_NAMES.test(`${m.name} ${m.dosage ?? ""}`),
  );
  return [...byClass, ...byName];
}

/** A listed folic acid of 5 mg taken daily (not the weekly dose given with methotrexate). */
function dailyHighDose(m: MedicationItem): boolean {
  const text = `${m.name} ${m.dosage ?? ""}`;
  const mg = /\b(\d+(?:\.\d+)?)\s?mg\b/i.exec(text);
  return mg !== null && Number(mg[1]) >= HIGH_DOSE_MG && !WEEKLY.test(`${m.frequency ?? ""} ${text}`);
}

/** Who the advice is for: early pregnancy, or a woman of childbearing age who says she is planning one. */
function whenAdvised(ctx: RuleContext): { who: string; patientWho: string; step: string } | undefined {
  const preg = pregnancy(ctx);
  if (preg === undefined) {
    const age = ctx.age;
    if (ctx.sex !== "female" || age === undefined || age < 12 || age > 55) return undefined;
    return statedMention(ctx.freeText, PLANNING) === undefined
      ? undefined
      : {
          who: "Planning a pregnancy, as the notes say,",
          patientWho: "You are thinking about a pregnancy",
          step: "Prescribe folic acid 5 mg daily from now, before conception, until the end of the first trimester",
        };
  }
  if (preg.weeks !== undefined ? preg.weeks > FIRST_TRIMESTER_WEEKS : (preg.trimester ?? 1) > 1) return undefined;
  return {
    who: `Pregnant${preg.weeks === undefined ? "" : ` (${preg.weeks} weeks)`}`,
    patientWho: "You are in early pregnancy",
    step: "Prescribe folic acid 5 mg daily until the end of the first trimester",
  };
}

function folicAcidOnAntiseizure(ctx: RuleContext): RuleMatch | undefined {
  const when = whenAdvised(ctx);
  if (when === undefined) return undefined;
  const meds = antiseizureMeds(ctx);
  if (meds.length === 0) return undefined;
  const folic = ctx.model.medications.filter((m) => m.active && FOLIC_ACID.test(m.name));
  if (folic.some(dailyHighDose)) return undefined;
  const listed = folic[0];
  return {
    refs: ctx.refs(...meds, ...folic, ...ctx.conditions("pregnancy")),
    values: {
      who: when.who,
      patientWho: when.patientWho,
      med: medNames(meds),
      folic:
        listed === undefined
          ? "No folic acid is listed."
          : `Folic acid is listed as ${[listed.dosage, listed.frequency].filter(Boolean).join(" ") || listed.name}, not 5 mg daily${WEEKLY.test(`${listed.frequency ?? ""} ${listed.dosage ?? ""}`) ? " (a weekly dose, as given with methotrexate, is not the pregnancy dose)" : ""}.`,
    },
    nextSteps: [when.step],
  };
}

export const PREGNANCY_FOLIC_ACID_RULES: readonly Rule[] = [
  {
    id: "folic-acid-antiseizure-pregnancy",
    family: F,
    severity: Severity.moderate,
    problem: "Medicines in pregnancy",
    title: "Folic acid 5 mg daily advised before and in early pregnancy on an antiseizure medicine",
    clinician:
      "{who} and taking {med}. {folic} UK guidance (SIGN, RCOG, NICE) advises folic acid 5 mg daily for women on antiseizure medicines, from before conception to the end of the first trimester, instead of the usual 400 micrograms.",
    patient:
      "{patientWho} and take a medicine for epilepsy or mood. With these medicines, a higher dose of folic acid (5 mg every day, on prescription) is advised from before pregnancy until the end of the first 3 months, to lower the risk of problems with the baby's spine and brain. Ask your doctor or midwife to prescribe it.",
    nextSteps: ["Prescribe folic acid 5 mg daily until the end of the first trimester"],
    patientQuestions: ["Should I be taking a higher dose of folic acid?"],
    evidence: ["aepi-2021-epilepsy-reproduction"],
    keywords: ["folic acid", "antiseizure medication", "valproate", "pregnancy", "neural tube defect"],
    match: folicAcidOnAntiseizure,
  },
];
