import { FindingFamily, Severity } from "../model.ts";
import { creatinineMgDl } from "../normalize/egfr.ts";
import { formatNumber } from "../text.ts";
import { childSchwartzEgfr } from "./child-schwartz-egfr.ts";
import type { RuleContext } from "./context.ts";
import { isHigh } from "./lab-status.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A child's creatinine clearly above the children's range for the age, when no height is on file
 * (review 24, paeds-24 case 01: a 4-year-old's creatinine of 86 µmol/L, inside the adult range
 * printed, got only "not judged" lines, as the bedside Schwartz estimate needs a height). The
 * laboratory's adult range is no reassurance, and with a height the estimate in
 * child-schwartz-egfr.ts reads the value instead.
 *
 * Upper limits are an enzymatic laboratory's children's reference intervals
 * (paediatric-creatinine-reference-intervals); a laboratory's own children's range is read by the
 * normaliser, and a value inside it is left to that range.
 */

/** µmol/L per mg/dL of creatinine. */
const UMOL_PER_MG_DL = 88.4;
/** The children's upper limits, µmol/L, by age band in whole years (from 1 to under 15). */
const UPPER_BY_AGE: readonly { from: number; to: number; upper: number }[] = [
  { from: 1, to: 3, upper: 31 },
  { from: 3, to: 5, upper: 37 },
  { from: 5, to: 7, upper: 42 },
  { from: 7, to: 9, upper: 47 },
  { from: 9, to: 11, upper: 56 },
  { from: 11, to: 13, upper: 60 },
  { from: 13, to: 15, upper: 68 },
];
/**
 * An infant's upper limits, µmol/L, by age in whole months, from the same laboratory's intervals
 * (review 25, paeds-25 case 03: a 7-month-old's creatinine of 52 µmol/L, above the 2–12 month
 * limit of 34 but below the adult range printed, got only "not judged" lines).
 */
const UPPER_BY_MONTH: readonly { from: number; to: number; upper: number; band: string }[] = [
  { from: 0, to: 2, upper: 77, band: "under 2 months" },
  { from: 2, to: 12, upper: 34, band: "2 to 12 months" },
];
/** The bedside Schwartz equation is for children from 1 year (nkf-bedside-schwartz-2009). */
const SCHWARTZ_FROM_AGE = 1;
/**
 * "Clearly" high: more than a quarter above the upper limit for the age (an engine choice, leaving
 * room for the differences between laboratories' children's ranges and methods).
 */
const CLEARLY_ABOVE = 1.25;
/** At twice the upper limit for the age or more, the filtering is likely about halved (an engine choice). */
const MARKED_FROM = 2;

/** The children's upper limit for the age, the band's name and the age as shown; undefined from 15. */
function limitForAge(ctx: RuleContext): { upper: number; band: string; age: string; infant: boolean } | undefined {
  const age = ctx.age;
  if (age === undefined) return undefined;
  if (age < SCHWARTZ_FROM_AGE) {
    const months = ctx.ageMonths;
    const b = months === undefined ? undefined : UPPER_BY_MONTH.find((m) => months >= m.from && months < m.to);
    if (months === undefined || b === undefined) return undefined;
    return { upper: b.upper, band: b.band, age: months < 1 ? "under 1 month" : `${months} months`, infant: true };
  }
  const b = UPPER_BY_AGE.find((y) => age >= y.from && age < y.to);
  return b && { upper: b.upper, band: `${b.from} to under ${b.to} years`, age: String(age), infant: false };
}

/** What stands in for an eGFR: the Schwartz estimate from 1 year, a repeat and the range for age before. */
function estimateValues(infant: boolean): Record<string, string> {
  return infant
    ? {
        titleTail: "to repeat and assess",
        estimate:
          "Neither the bedside Schwartz equation (for ages 1 to 18) nor an adult-equation eGFR applies to an infant, so the creatinine is read against the range for age and repeated.",
        heightPatient:
          "The doctor will repeat the test, check the urine and blood pressure, and may ask a children's kidney specialist for advice.",
      }
    : {
        titleTail: "height needed for an eGFR",
        estimate:
          "No height is recorded near the sample, so the bedside Schwartz eGFR (0.413 × height in cm ÷ creatinine in mg/dL) cannot be worked out, and an adult-equation eGFR does not apply under 18.",
        heightPatient:
          "To work out how well the kidneys are filtering, the doctor needs your child's height. The doctor will repeat the test and check the urine and blood pressure.",
      };
}

const INFANT_STEPS: readonly string[] = [
  "Repeat the creatinine with electrolytes, test the urine (dipstick for blood and protein, urine protein:creatinine ratio) and check blood pressure",
  "Discuss with paediatric nephrology, promptly if the infant is unwell, the urine output is low or the creatinine stays high for age",
];

function childCreatinineHighForAge(ctx: RuleContext): RuleMatch | undefined {
  const band = limitForAge(ctx);
  if (band === undefined) return undefined;
  // With a height near the draw, the bedside Schwartz estimate reads the creatinine instead.
  if (childSchwartzEgfr(ctx) !== undefined) return undefined;
  const creatinine = ctx.labs("creatinine").find((o) => creatinineMgDl(o) !== undefined);
  const mgDl = creatinine && creatinineMgDl(creatinine);
  if (creatinine === undefined || mgDl === undefined) return undefined;
  // A value judged normal or low against a children's range sent with it is left to that range.
  if (creatinine.notComparable === undefined && !isHigh(creatinine)) return undefined;
  const umol = mgDl * UMOL_PER_MG_DL;
  if (umol <= band.upper * CLEARLY_ABOVE) return undefined;
  const marked = umol >= band.upper * MARKED_FROM;
  return {
    refs: [creatinine.ref],
    values: {
      creatinine: ctx.show(creatinine),
      age: band.age,
      upper: `${band.upper} µmol/L (${formatNumber(band.upper / UMOL_PER_MG_DL, 2)} mg/dL)`,
      band: band.band,
      ...estimateValues(band.infant),
      level: marked ? "twice or more" : "well above",
      marked: marked
        ? " At twice the limit or more, kidney function may be markedly reduced: this needs prompt assessment."
        : "",
    },
    ...(marked
      ? {
          severity: Severity.high,
          patientExtra:
            "Please see your child's doctor soon about it, the same day if your child is unwell or passing little urine.",
          nextSteps: [
            "Discuss with paediatric nephrology promptly, the same day if the child is unwell, the urine output is low or the potassium is high",
            band.infant
              ? "Repeat the creatinine with electrolytes, test the urine (dipstick for blood and protein, urine protein:creatinine ratio) and check blood pressure"
              : "Measure the child's height and estimate GFR with the bedside Schwartz equation; repeat the creatinine with electrolytes, test the urine (dipstick for blood and protein, urine protein:creatinine ratio) and check blood pressure",
          ],
        }
      : band.infant
        ? { nextSteps: INFANT_STEPS }
        : {}),
  };
}

export const CHILD_CREATININE_FOR_AGE_RULES: readonly Rule[] = [
  {
    id: "child-creatinine-high-for-age",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Kidney function",
    title: "Creatinine high for a child's age: {titleTail}",
    clinician:
      "Creatinine {creatinine} at age {age} is {level} the children's upper limit of about {upper} for {band}, though it may sit inside an adult range: a child's creatinine rises with muscle mass and lies far below adult values.{marked} {estimate}",
    patient:
      "Your child's kidney blood test (creatinine) is higher than usual for a child of this age, although it may look normal against an adult range. {heightPatient}",
    nextSteps: [
      "Measure the child's height and estimate GFR with the bedside Schwartz equation; repeat the creatinine with electrolytes and test the urine (dipstick for blood and protein, urine protein:creatinine ratio); check blood pressure",
      "Discuss with paediatric nephrology if the creatinine stays high for age or the estimated GFR is below 90",
    ],
    patientQuestions: ["Does my child need to see a kidney specialist?"],
    evidence: ["paediatric-creatinine-reference-intervals", "nkf-bedside-schwartz-2009"],
    keywords: ["creatinine", "children's reference range", "paediatric", "kidney function", "schwartz", "height"],
    match: childCreatinineHighForAge,
  },
];
