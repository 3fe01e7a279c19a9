import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { babyWordsInNotes } from "../normalize/common.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * A raised conjugated (direct) bilirubin, or pale stools or dark urine in the notes, in a young
 * baby: cholestatic jaundice, which is never physiological. NASPGHAN-ESPGHAN 2017 (Fawaz et al.)
 * name biliary atresia as its commonest cause in the first months and ask for timely referral to
 * a paediatric hepatologist; they call a direct or conjugated bilirubin above 1.0 mg/dL (17 µmol/L)
 * abnormal. NICE CG98 asks for expert advice when a baby's conjugated bilirubin is above 25
 * µmol/L, since it may mean serious liver disease, and names pale chalky stools and dark urine
 * staining the nappy as clues (seenAt of "naspghan-espghan-2017-infant-cholestasis" and
 * "nice-cg98-neonatal-jaundice").
 *
 * The rule holds for a baby whose age was given in months, weeks or days and is under 12 months
 * (it was under 3 months, the age at which the guidelines' work-up is aimed, until review 31b:
 * NASPGHAN-ESPGHAN call cholestatic jaundice in infancy always pathologic). With pale stools or
 * dark urine and no conjugated bilirubin in the results, it asks for one; with a conjugated
 * bilirubin measured and not raised, the notes alone do not fire it.
 */

/** Ages in months below which a baby's bilirubin is read as a young infant's (an engine choice: the first months of life). */
const YOUNG_INFANT_MONTHS = 3;

/**
 * NASPGHAN-ESPGHAN 2017 call cholestatic jaundice in infancy always pathologic, so the cholestasis
 * finding holds through the first year (review 31b, deep-paeds-31b case 04: a 6-month-old with a
 * conjugated bilirubin of 96 µmol/L, pale stools and faltering weight had only result lines).
 */
const INFANCY_MONTHS = 12;

/** NASPGHAN-ESPGHAN 2017: a direct or conjugated bilirubin above this (mg/dL, 17 µmol/L) is abnormal. */
export const CONJUGATED_ABNORMAL_MG_DL = 1.0;

/** NICE CG98: expert advice above this conjugated bilirubin (µmol/L). */
const NICE_CONJUGATED_UMOL = 25;

const UMOL_PER_MG_DL = 17.1;

/** Stool and urine colours in the notes that point to cholestasis in a baby. */
const CHOLESTATIC_SIGNS: readonly [string, RegExp][] = [
  [
    "pale stools",
    // Also "the stools are pale" (review 45, paeds-45 case 01: only the dark urine was read).
    /\b(?:pale|chalky|clay[- ]colou?red|white|acholic|putty[- ]colou?red)\s+(?:stools?|poos?|faeces|feces)\b|\b(?:stools?|poos?|faeces|feces)\s+(?:are|is|were|was|looks?|looking|seem)\s+(?:very\s+)?(?:pale|chalky|white|clay[- ]colou?red)\b/i,
  ],
  ["dark urine", /\bdark(?:\s+yellow)?\s+urine\b|\bdark urine staining\b|\burine (?:is |was )?dark\b/i],
];

/** A baby under 3 months, by an age given in months, weeks or days. */
export function isYoungInfant(ctx: RuleContext): boolean {
  const months = ctx.ageMonths;
  return months !== undefined && months < YOUNG_INFANT_MONTHS;
}

const JAUNDICE = /\b(?:jaundice|jaundiced|icteric|yellow skin)\b/i;

/**
 * A record with no age at all whose notes describe a baby (review 45, paeds-45 case 03: a jaundiced
 * "breastfed" boy with pale stools and no age or date of birth had only a low-priority bilirubin).
 * Pale stools with jaundice are urgent at any age in infancy, so the exact age is not needed.
 */
function babyOfUnknownAge(ctx: RuleContext): string | undefined {
  const total = ctx.lab("bilirubin-total");
  const jaundiced = total?.status === "high" || total?.status === "critical-high" || JAUNDICE.test(ctx.freeText);
  return jaundiced ? babyWordsWithoutAge(ctx) : undefined;
}

/**
 * The notes' words that read as a baby's in a record with no age, or undefined. The data notes say
 * that adult ranges were used for what reads as a baby (review 46, paeds-46 case 06: a bottle-fed
 * baby's haemoglobin was judged against the adult women's cut-off with only the general note).
 */
export function babyWordsWithoutAge(ctx: RuleContext): string | undefined {
  return ctx.age !== undefined || ctx.ageMonths !== undefined ? undefined : babyWordsInNotes(ctx.freeText);
}

function infantCholestasis(ctx: RuleContext): RuleMatch | undefined {
  const months = ctx.ageMonths;
  const baby = babyOfUnknownAge(ctx);
  if (baby === undefined && (months === undefined || months >= INFANCY_MONTHS)) return undefined;
  const direct = ctx.lab("bilirubin-direct");
  const value = ctx.valueOf(direct);
  const signs = CHOLESTATIC_SIGNS.flatMap(([label, re]) => {
    const quote = statedMention(ctx.freeText, re);
    if (quote === undefined) return [];
    return [quote.toLowerCase() === label ? label : `${label} ("${quote}")`];
  });
  const raised = value !== undefined && value > CONJUGATED_ABNORMAL_MG_DL;
  if (!raised && (signs.length === 0 || direct !== undefined)) return undefined;
  const umol = value === undefined ? undefined : value * UMOL_PER_MG_DL;
  const lab = raised
    ? `Conjugated (direct) bilirubin ${ctx.show(direct)}, above the 1.0 mg/dL (17 µmol/L) that NASPGHAN-ESPGHAN 2017 call abnormal${
        // NICE CG98 is written for babies under 28 days: past the first months it is not quoted or cited.
        // Nor on a US record, which NASPGHAN-ESPGHAN's threshold serves (review 36, country-36 case 07).
        umol !== undefined && umol > NICE_CONJUGATED_UMOL && isYoungInfant(ctx) && !readsAsUsUnits(ctx)
          ? ` and above the 25 µmol/L at which NICE CG98 asks for expert advice`
          : ""
      }`
    : "No conjugated (direct) bilirubin in these results";
  const notes = signs.length > 0 ? `, with ${signs.join(" and ")} in the notes` : "";
  const total = ctx.lab("bilirubin-total");
  return {
    refs: ctx.refs(direct, raised ? total : undefined),
    values: {
      lab,
      notes,
      age: baby === undefined ? `at age ${ageWords(ctx)}` : `in a baby ("${baby}") whose age was not given`,
    },
    ...(isYoungInfant(ctx)
      ? {}
      : { evidence: ["naspghan-espghan-2017-infant-cholestasis"], evidenceReplacesRule: true as const }),
    nextSteps: raised
      ? [
          "Same-day discussion with a paediatrician, and urgent referral to a paediatric liver (hepatology) unit to look for biliary atresia and other liver disease",
          "Look at the stool colour and ask about pale stools and dark urine",
        ]
      : [
          `Measure ${total === undefined ? "total and " : ""}conjugated (direct) bilirubin today`,
          // Pale stools in the notes already call for the same-day discussion (review 45, paeds-45
          // case 01: "if ... the stools are pale" was asked of a baby whose stools were pale).
          signs.some((s) => s.startsWith("pale stools"))
            ? "Discuss with a paediatrician the same day, as the stools are pale, without waiting for the result"
            : "Discuss with a paediatrician the same day if the conjugated bilirubin is raised or the stools are pale",
        ],
  };
}

/**
 * NICE CG98 calls jaundice prolonged past 14 days in a baby born at 37 weeks or later and past 21
 * days in one born earlier; an age of 1 month or more (whole months) is past both.
 */
const PROLONGED_FROM_MONTHS = 1;
const PROLONGED_TERM_DAYS = 14;
const PROLONGED_PRETERM_DAYS = 21;
const TERM_WEEKS = 37;

/**
 * Past the age of prolonged jaundice. An age in days from the notes is used when there is one, since
 * whole months put every baby under a month at 0 (review 39, pregnancy-neonatal-39 case 01: a
 * 17-day-old term baby with a bilirubin of 210 µmol/L was read against the phototherapy chart). With
 * no gestation recorded the term limit is used, the earlier of the two.
 */
function pastProlongedAge(ctx: RuleContext): boolean {
  const days = ctx.model.patient.ageDays;
  if (days === undefined) return (ctx.ageMonths ?? 0) >= PROLONGED_FROM_MONTHS;
  const weeks = gestationWeeks(ctx);
  return days > (weeks !== undefined && weeks < TERM_WEEKS ? PROLONGED_PRETERM_DAYS : PROLONGED_TERM_DAYS);
}

/**
 * A raised total bilirubin in a baby past the age of prolonged jaundice, with no conjugated
 * bilirubin in the results and no pale stools or dark urine in the notes (those fire the rule
 * above, which asks for it too). NICE CG98 asks for the conjugated bilirubin first; breast-milk
 * jaundice, the commonest cause, is only accepted once conjugated jaundice is excluded, because
 * biliary atresia's operation is time-critical (review 21, infants-children case 03: a 6-week-old
 * with bilirubin 180 µmol/L got only the adult line about liver or red-cell causes).
 */
function prolongedJaundice(ctx: RuleContext): RuleMatch | undefined {
  if (!isYoungInfant(ctx) || !pastProlongedAge(ctx)) return undefined;
  const total = ctx.lab("bilirubin-total");
  if (total === undefined || (total.status !== "high" && total.status !== "critical-high")) return undefined;
  if (ctx.lab("bilirubin-direct") !== undefined || infantCholestasis(ctx) !== undefined) return undefined;
  const values = { total: ctx.show(total), age: ageWords(ctx) };
  if (!readsAsUsUnits(ctx)) return { refs: ctx.refs(total), values: { ...values, workUp: NICE_WORK_UP } };
  return { refs: ctx.refs(total), values: { ...values, workUp: US_WORK_UP }, ...US_PROLONGED };
}

const NICE_WORK_UP =
  "Jaundice past 14 days in a term baby (21 days if born before 37 weeks) is prolonged: NICE CG98 asks for the conjugated bilirubin, the stool and urine colour, a full blood count, blood group with a direct antiglobulin test, a urine culture and confirmation that newborn screening (including for congenital hypothyroidism) was done.";

/*
 * A US record is given NASPGHAN's advice as a US children's hospital states it, not NICE CG98's
 * work-up (review 38, country-38 case 02: a 6-week-old in Ohio was told "NICE CG98 asks for…"):
 * a total and direct bilirubin for a baby jaundiced at 2 weeks, and referral when the direct
 * bilirubin is above 1 mg/dL ("chop-neonatal-jaundice-when-to-refer", NASPGHAN-ESPGHAN 2017).
 * NICE's wider first tests (blood count, DAT, urine culture, newborn screening) are not in what was
 * seen of these, so a US record is not told them.
 */
const US_WORK_UP =
  "A baby still jaundiced at 2 weeks has a total and direct bilirubin measured (NASPGHAN; a well breastfed baby with normal stool and urine colour may be watched until 3 weeks), and a direct bilirubin above 1.0 mg/dL, or above 20% of the total, means cholestasis and prompt referral to pediatric gastroenterology.";
const US_PROLONGED = {
  nextSteps: [
    "Measure the direct (conjugated) bilirubin without delay, and refer promptly to pediatric gastroenterology or hepatology if it is above 1.0 mg/dL (or 20% of the total) or the stools are pale",
    "Ask about and look at the stool and urine color",
  ],
  evidence: ["chop-neonatal-jaundice-when-to-refer", "naspghan-espghan-2017-infant-cholestasis"],
  evidenceReplacesRule: true as const,
};

/**
 * How a raised bilirubin reads in a baby, for the result's own finding (evaluate.ts): a newborn's
 * (under 1 month) total bilirubin is judged against NICE CG98's charts by age in hours, which the
 * engine does not hold; a young baby's conjugated bilirubin at or below 1.0 mg/dL is not the rise
 * NASPGHAN-ESPGHAN call abnormal, whatever the laboratory's adult range says.
 */
export function bilirubinInBaby(
  obs: LabObservation,
  ctx: RuleContext,
):
  | "smallConjugatedInBaby"
  | "totalBilirubinInNewborn"
  | `totalBilirubin${"BelowPhototherapy" | "Phototherapy" | "Exchange"}Line`
  | undefined {
  if (!isYoungInfant(ctx) || (obs.status !== "high" && obs.status !== "critical-high")) return undefined;
  if (obs.analyteId === "bilirubin-total") {
    if (ctx.ageMonths !== 0) return undefined;
    const line = newbornTreatmentLine(obs, ctx);
    // A US record is not told NICE CG98's phototherapy or exchange line (review 36, country-36 case
    // 08: 22.5 mg/dL at 2 days was "above NICE CG98's threshold: NICE advises starting phototherapy"):
    // the AAP's 2022 curves, which a US baby is judged by, differ and are not held, so the result
    // is read against the charts, still critical. Below NICE's line it stays not critical.
    const nicePlaced = line !== undefined && (line === "BelowPhototherapy" || !readsAsUsUnits(ctx));
    return nicePlaced ? `totalBilirubin${line}Line` : "totalBilirubinInNewborn";
  }
  if (obs.analyteId !== "bilirubin-direct" || obs.status !== "high") return undefined;
  const value = ctx.valueOf(obs);
  return value !== undefined && value <= CONJUGATED_ABNORMAL_MG_DL ? "smallConjugatedInBaby" : undefined;
}

/**
 * NICE CG98's threshold table for babies of 38 weeks or more is flat from 96 hours: phototherapy
 * above 350 and exchange transfusion above 450 µmol/L (seenAt of "nice-cg98-neonatal-jaundice").
 * Before 96 hours the lines rise by the hour, which an age in days cannot place.
 */
const FLAT_FROM_DAYS = 4;
const FROM_WEEKS = 38;
const PHOTOTHERAPY_UMOL = 350;
const EXCHANGE_UMOL = 450;

/** Weeks of gestation as notes and problem lists write them ("born at 39+2 weeks", "38/40", "GA 40 weeks"). */
const GESTATION =
  /\b(?:born at|gestation(?:al age)?(?: of)?|ga:?)\s*(\d{2})(?:\s*\+\s*[0-6])?\s*(?:weeks?|wks?|\/40)?|\b(\d{2})(?:\s*\+\s*[0-6])?\s*(?:weeks?|wks?|\/40)['’]?\s*(?:gestation|ga)\b/i;

function gestationWeeks(ctx: RuleContext): number | undefined {
  const texts = [ctx.freeText, ...ctx.model.conditions.map((c) => c.name)];
  for (const text of texts) {
    const m = GESTATION.exec(text);
    if (m) return Number(m[1] ?? m[2]);
  }
  return undefined;
}

/**
 * Where a newborn's total bilirubin stands against NICE CG98's lines, for a baby known to be born at
 * 38 weeks or later and at least 4 days old; undefined when the age or gestation does not place it
 * (review 25, ages-25b: 290 µmol/L on day 5 at 39 weeks was called critical, yet is below both lines).
 */
function newbornTreatmentLine(
  obs: LabObservation,
  ctx: RuleContext,
): "BelowPhototherapy" | "Phototherapy" | "Exchange" | undefined {
  const days = ctx.model.patient.ageDays;
  const weeks = gestationWeeks(ctx);
  const value = ctx.valueOf(obs);
  if (days === undefined || weeks === undefined || weeks < FROM_WEEKS || value === undefined) return undefined;
  const umol = Math.round(value * UMOL_PER_MG_DL);
  const line = umol > EXCHANGE_UMOL ? "Exchange" : umol > PHOTOTHERAPY_UMOL ? "Phototherapy" : "BelowPhototherapy";
  // Both lines rise with the hours to their flat values, so in the first 4 days a result above a flat
  // value is above that line whatever the hour; a lower result needs the hour (review 27, leftovers-27 03).
  return days >= FLAT_FROM_DAYS || line !== "BelowPhototherapy" ? line : undefined;
}

/** A newborn's total bilirubin that NICE CG98's table puts below the phototherapy line: not a critical value. */
export function belowNewbornPhototherapyLine(obs: LabObservation, ctx: RuleContext): boolean {
  return bilirubinInBaby(obs, ctx) === "totalBilirubinBelowPhototherapyLine";
}

/** The baby's age as the finding states it: in days under a month when the notes give them. */
function ageWords(ctx: RuleContext): string {
  const months = ctx.ageMonths ?? 0;
  const { ageDays: days, ageDaysEither: either } = ctx.model.patient;
  if (either !== undefined) return `${either[0]} or ${either[1]} days (the date of birth read either way round)`;
  if (months < 1 && days !== undefined) return `${formatNumber(days, 0)} day${days === 1 ? "" : "s"}`;
  return months < 1 ? "under 1 month" : `${formatNumber(months, 0)} month${months === 1 ? "" : "s"}`;
}

export const INFANT_JAUNDICE_RULES: readonly Rule[] = [
  {
    id: "infant-conjugated-jaundice",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Jaundice in a baby",
    title: "Possible cholestatic jaundice in a young baby: needs urgent liver assessment",
    clinician:
      "{lab}{notes}, {age}. Conjugated (cholestatic) jaundice in a young baby is never physiological: biliary atresia is its commonest cause in the first months of life, and its operation works best when done early, so the baby needs urgent assessment and timely referral to a paediatric liver unit. The adult causes of cholestasis do not apply.",
    patient:
      "This result can mean that bile is not flowing out of the baby's liver properly. In a young baby this needs checking quickly. One cause is a problem with the bile ducts that is treated best when it is found early. Please contact the baby's doctor today. Tell them if the baby's poo is pale or the wee is dark.",
    nextSteps: [
      "Same-day discussion with a paediatrician, and urgent referral to a paediatric liver (hepatology) unit",
    ],
    patientQuestions: ["When will my baby see a children's liver specialist?"],
    evidence: ["naspghan-espghan-2017-infant-cholestasis", "nice-cg98-neonatal-jaundice"],
    keywords: ["biliary atresia", "conjugated bilirubin", "cholestatic jaundice", "infant", "pale stools"],
    match: infantCholestasis,
  },
  {
    id: "infant-prolonged-jaundice",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Jaundice in a baby",
    title: "Prolonged jaundice in a baby: conjugated bilirubin needed",
    clinician:
      "Total bilirubin {total} at age {age}, with no conjugated (direct) bilirubin in these results. {workUp} Breast-milk jaundice is the commonest cause but is accepted only once conjugated jaundice is excluded, because biliary atresia is treated best by an early operation. The adult causes of a raised bilirubin do not apply.",
    patient:
      "The baby's bilirubin (the yellow pigment that causes jaundice) is raised at an age when newborn jaundice has usually gone. This is often harmless, especially in breastfed babies, but one more blood test (the conjugated or 'split' bilirubin) is needed to rule out a liver problem that is treated best when found early. Please contact the baby's doctor soon about it, and tell them if the baby's poo is pale or the wee is dark.",
    nextSteps: [
      "Measure the conjugated (direct) bilirubin without delay, and discuss with a paediatrician the same day if it is above 25 µmol/L (1.5 mg/dL) or the stools are pale",
      "Ask about and look at the stool and urine colour",
      "Full blood count, blood group with a direct antiglobulin test, urine culture, and check that newborn screening, including for congenital hypothyroidism, was done",
    ],
    patientQuestions: ["When will the baby's conjugated (split) bilirubin be checked?"],
    evidence: ["nice-cg98-neonatal-jaundice", "naspghan-espghan-2017-infant-cholestasis"],
    keywords: ["prolonged jaundice", "conjugated bilirubin", "biliary atresia", "infant", "breast milk jaundice"],
    match: prolongedJaundice,
  },
];
