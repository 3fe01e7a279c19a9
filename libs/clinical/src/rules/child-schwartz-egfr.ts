import { FindingFamily, type LabObservation, Severity, type VitalItem } from "../model.ts";
import { creatinineMgDl } from "../normalize/egfr.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";

/**
 * A child's kidney function from the bedside Schwartz equation, 0.413 × height (cm) ÷ creatinine
 * (mg/dL), for children 1–18 years with an IDMS-traceable creatinine (nkf-bedside-schwartz-2009).
 *
 * A young child's creatinine normally lies well below the adult range, so a laboratory's "normal"
 * creatinine can be high for the child; the engine leaves such a value unjudged (normalize/labs.ts)
 * and the adult eGFR equations do not apply under 18 (normalize/egfr.ts). Without this rule a
 * 4-year-old 102 cm tall with a creatinine of 86 µmol/L, an estimated GFR near 43, had no finding
 * at all (review 18, children 05). Only a reduced estimate is reported: a normal one adds nothing
 * to the unjudged creatinine's own line.
 */

const FROM_AGE = 1;
const ADULT_AGE = 18;
/** From this age creatinine nears adult values and the bedside constant reads low (pierce-2021-ckid-u25; an engine choice of age). */
const LATE_TEEN_FROM = 15;
/** The bedside Schwartz constant for height in cm and creatinine in mg/dL. */
const SCHWARTZ_K = 0.413;
/** mL/min/1.73 m²: the lower end of normal kidney function; below 60 is a marked fall. */
const NORMAL_FROM = 90;
const MARKED_BELOW = 60;
/** A child grows: a height measured more than this many days from the creatinine is not used (an engine choice). */
const HEIGHT_WITHIN_DAYS = 183;
const DAY_MS = 86_400_000;
/** Heights (cm) a child aged 1–17 can have; anything else is a unit or entry error. */
const PLAUSIBLE_CM = { low: 60, high: 210 } as const;

function heightCm(v: VitalItem): number | undefined {
  if (v.value === undefined) return undefined;
  const cm = v.unit === "m" ? v.value * 100 : v.unit === "in" ? v.value * 2.54 : v.unit === "cm" ? v.value : undefined;
  return cm !== undefined && cm >= PLAUSIBLE_CM.low && cm <= PLAUSIBLE_CM.high ? cm : undefined;
}

/** The child's height nearest the creatinine's draw, within {@link HEIGHT_WITHIN_DAYS}; an undated one only beside an undated creatinine. */
function heightFor(
  ctx: RuleContext,
  creatinine: LabObservation,
): { cm: number; ref: string; noted: boolean } | undefined {
  const heights = ctx
    .vitals("height")
    .flatMap((v) => {
      const cm = heightCm(v);
      if (cm === undefined) return [];
      const apart =
        v.time === undefined || creatinine.time === undefined
          ? v.time === creatinine.time
            ? 0
            : Number.POSITIVE_INFINITY
          : Math.abs(v.time - creatinine.time) / DAY_MS;
      return apart <= HEIGHT_WITHIN_DAYS ? [{ cm, ref: v.ref, apart, noted: v.fromNotes === true }] : [];
    })
    .sort((a, b) => a.apart - b.apart);
  const h = heights[0];
  return h && { cm: h.cm, ref: h.ref, noted: h.noted };
}

/**
 * The bedside Schwartz estimate for a child aged 1–17 with a creatinine and a height measured near
 * it; undefined without either. Also read by ckd-stage (patterns.ts), which leaves a child's low
 * adult-equation eGFR to this estimate (review 22, paeds-ranges-22).
 */
export function childSchwartzEgfr(
  ctx: RuleContext,
): { creatinine: LabObservation; height: { cm: number; ref: string; noted: boolean }; egfr: number } | undefined {
  const age = ctx.age;
  if (age === undefined || age < FROM_AGE || age >= ADULT_AGE) return undefined;
  const creatinine = ctx.labs("creatinine").find((o) => creatinineMgDl(o) !== undefined);
  const mgDl = creatinine && creatinineMgDl(creatinine);
  if (creatinine === undefined || mgDl === undefined) return undefined;
  const height = heightFor(ctx, creatinine);
  if (height === undefined) return undefined;
  return { creatinine, height, egfr: Math.round((SCHWARTZ_K * height.cm) / mgDl) };
}

export const CHILD_SCHWARTZ_EGFR_RULES: readonly Rule[] = [
  {
    id: "child-egfr-schwartz-low",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Kidney function",
    title: "{title}",
    clinician:
      "Creatinine {creatinine} at age {age}, height {height}: estimated GFR {egfr} mL/min/1.73 m² by the bedside Schwartz equation (0.413 × height ÷ creatinine in mg/dL), {level} {childRange} The estimate assumes a steady creatinine measured by an IDMS-traceable method.",
    patient:
      "A blood test of kidney function (creatinine), worked out for {whose} height, suggests the kidneys are filtering less than expected for {forAge}. The doctor will repeat it and check the urine.",
    nextSteps: [
      "Repeat the creatinine and test the urine (dipstick for blood and protein, urine protein:creatinine ratio); check blood pressure",
      "Discuss with paediatric nephrology",
    ],
    patientQuestions: ["Does my child need to see a kidney specialist?"],
    evidence: ["nkf-bedside-schwartz-2009"],
    keywords: ["schwartz", "paediatric egfr", "creatinine", "kidney function", "child"],
    match: (ctx) => {
      const age = ctx.age;
      const estimate = childSchwartzEgfr(ctx);
      if (age === undefined || estimate === undefined) return undefined;
      const { creatinine, height, egfr } = estimate;
      if (egfr >= NORMAL_FROM) return undefined;
      const marked = egfr < MARKED_BELOW;
      const older = age >= LATE_TEEN_FROM;
      // A mild reduction in a late teenager is confirmed before it is called reduced (review 26,
      // labs-26 case 09: a 16-year-old boy's adult-level creatinine read as kidney disease).
      const lateTeenMild = older && !marked;
      return {
        refs: [creatinine.ref, height.ref],
        values: {
          creatinine: ctx.show(creatinine),
          age,
          // A height read from the notes (normalize/child-height-notes.ts) is said to be so.
          height: `${formatNumber(height.cm)} cm${height.noted ? " (as stated in the notes)" : ""}`,
          egfr,
          level: marked
            ? `well below the ${NORMAL_FROM} or more of normal kidney function: a marked reduction that needs prompt assessment.`
            : `below the ${NORMAL_FROM} or more of normal kidney function: a mild reduction to confirm.`,
          childRange: older
            ? "From puberty creatinine rises towards adult values and differs between the sexes, while the bedside formula keeps the one constant (0.413) it was derived with in children aged 1 to 16 with kidney disease; the age- and sex-dependent CKiD U25 constant rises with age to 50.8 in males and 41.4 in females at 18, so the bedside estimate can read low at this age. Adult eGFR equations do not apply under 18."
            : "A child's creatinine normally lies far below the adult range, so a result inside an adult range is no reassurance; adult eGFR equations do not apply.",
          title: lateTeenMild
            ? "Mildly low bedside Schwartz estimate in a late teenager: confirm before calling it reduced"
            : "Reduced kidney function for a child's height (bedside Schwartz)",
          whose: older ? "your age and" : "your child's",
          forAge: older ? "your age" : "a child",
        },
        ...(older && {
          evidence: ["pierce-2021-ckid-u25"],
          patientQuestions: ["Do I need to see a kidney specialist?"],
        }),
        ...(lateTeenMild && {
          severity: Severity.low,
          nextSteps: [
            "Repeat the creatinine and test the urine (dipstick for blood and protein, urine protein:creatinine ratio); check blood pressure",
            "If it is still below 90, a cystatin C-based estimate helps, as muscle mass affects creatinine; discuss with paediatric nephrology if the reduction is confirmed or the urine is abnormal",
          ],
        }),
        ...(marked
          ? {
              severity: Severity.high,
              nextSteps: [
                "Discuss with paediatric nephrology promptly, the same day if the child is unwell, the urine output is low or the potassium is high",
                "Repeat the creatinine with electrolytes and test the urine (dipstick for blood and protein, urine protein:creatinine ratio); check blood pressure",
              ],
            }
          : {}),
      };
    },
  },
];
