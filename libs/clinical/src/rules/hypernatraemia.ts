import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { inMonovalentUnit, monovalentUnit } from "./equivalent-units.ts";
import { EXTREME_EXERTION } from "./exercise-hyponatraemia.ts";
import { deliriumAcuteIllnessApplies } from "./geriatric-safety.ts";
import { glucoseCorrectedSodium, hyperglycaemicCrisis } from "./metabolic-emergencies.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Hypernatraemia (review 19, sodium-water-2): a sodium above 145 mmol/L is nearly always a water
 * deficit, most often from too little drinking in people who cannot feel thirst or reach water
 * (older people, dementia, care homes), less often water lost in the urine (a high glucose,
 * diabetes insipidus, including lithium's nephrogenic form, loop diuretics). Before this rule the
 * engine gave an 89-year-old care-home resident with dementia, drowsy with sodium 152, only a
 * low-priority lab line. Grades, causes, urgency and the slow correction follow the sources
 * "nhsggc-hypernatraemia", "jnha-hypernatraemia-older" and "aafp-2023-sodium-disorders".
 * A hyperglycaemic crisis steps this rule aside: its HHS finding already gives the glucose-corrected
 * sodium and the fluid protocol (rules/metabolic-emergencies.ts).
 */

/** Sodium (mmol/L) above which it is hypernatraemia, unless the laboratory's own range reaches higher. */
const HYPERNATRAEMIA_ABOVE = 145;
/** Grades as the Cornwall acute GP service sets them: mild 146–149, moderate 150–159, severe 160 or more. */
const MODERATE_FROM = 150;
const SEVERE_FROM = 160;
/** Age from which poor thirst and poor access to water are the expected cause. */
const OLDER_AGE = 65;

/** Reduced consciousness or confusion in the notes: with a sodium of 150 or more, hospital the same day. */
const NEURO =
  /\b(?:confus(?:ed|ion)|drows(?:y|ier|iness)|letharg(?:y|ic)|obtunded|stupor\w*|unresponsive|less responsive|disorientat(?:ed|ion)|delirium|delirious|seizures?|fitting|coma(?:tose)?|reduced (?:level of )?consciousness)\b/;
/** Too little drinking, as notes state it. */
const POOR_INTAKE =
  /\b(?:drinking|eating and drinking|taking fluids?)\s+(?:poorly|very little|little|less)\b|\bpoor (?:oral |fluid )?intake\b|\bnot drinking\b|\breduced (?:oral |fluid )?intake\b/;
/** A setting where water depends on others. */
const DEPENDENT = /\bcare home\b|\bnursing home\b|\bdementia\b|\bbed[- ]bound\b/;
/** Large urine volumes, with or without thirst, as notes state them. */
const POLYURIA =
  /\bpolyuria\b|\bpassing (?:large (?:volumes|amounts) of |a lot of |lots of |more )urine\b|\burinating (?:a lot|more)\b|\bhigh urine output\b|\bnocturia\b|\bgetting up \w+ times? (?:a|at|each) night\b/;
const THIRST = /\bthirst(?:y)?\b|\bpolydipsia\b/;

/** The sodium reading that counts as high, with its glucose-corrected value when the glucose is high. */
export interface HighSodium {
  obs: LabObservation;
  value: number;
  /** The glucose-corrected sodium, with a glucose of 200 mg/dL (11.1 mmol/L) or more taken within a day. */
  corrected?: { value: number; glucose: LabObservation };
}

/** The latest sodium when it is above 145 mmol/L and above the laboratory's own upper limit. */
export function highSodium(ctx: RuleContext): HighSodium | undefined {
  const obs = ctx.lab("sodium");
  const na = ctx.valueOf(obs);
  if (obs === undefined || na === undefined) return undefined;
  if (na <= Math.max(HYPERNATRAEMIA_ABOVE, ctx.upperLimit("sodium") ?? HYPERNATRAEMIA_ABOVE)) return undefined;
  const glucose = ctx.lab("glucose");
  const g = ctx.valueOf(glucose);
  const together =
    obs.time === undefined || glucose?.time === undefined || Math.abs(obs.time - glucose.time) <= 86_400_000;
  return glucose !== undefined && g !== undefined && g >= 200 && together
    ? { obs, value: na, corrected: { value: glucoseCorrectedSodium(na, g), glucose } }
    : { obs, value: na };
}

function grade(na: number): "mild" | "moderate" | "severe" {
  return na >= SEVERE_FROM ? "severe" : na >= MODERATE_FROM ? "moderate" : "mild";
}

function hypernatraemia(ctx: RuleContext): RuleMatch | undefined {
  const high = highSodium(ctx);
  if (high === undefined) return undefined;
  // The HHS or DKA finding owns the sodium of a hyperglycaemic crisis (corrected sodium, fluids).
  if (hyperglycaemicCrisis(ctx) !== undefined) return undefined;
  const na = high.corrected?.value ?? high.value;
  const level = grade(na);
  const neuro = statedMention(ctx.freeText, NEURO, true);
  const intake = statedMention(ctx.freeText, POOR_INTAKE, true) ?? statedMention(ctx.freeText, DEPENDENT, true);
  const polyuria = statedMention(ctx.freeText, POLYURIA, true);
  const thirst = statedMention(ctx.freeText, THIRST, true);
  const exertion = statedMention(ctx.freeText, EXTREME_EXERTION);
  const lithium = ctx.meds("lithium");
  const loop = ctx.meds("loop-diuretic");
  const older = ctx.age !== undefined && ctx.age >= OLDER_AGE;
  // Drowsiness or confusion with a sodium of 150 or more, or any sodium of 160 or more: hospital
  // today; so is a moderate one with a high glucose (the GGC handbook sends a glucose above 30 mmol/L
  // to the HHS guideline, and hypernatraemia with hyperglycaemia is a reason to admit).
  const hyperglycaemic = high.corrected !== undefined;
  const urgent = level === "severe" || (level !== "mild" && (neuro !== undefined || hyperglycaemic));
  // Urine losses (lithium, diabetes insipidus) need a work-up even when the sodium is only mildly high.
  const urine = lithium.length > 0 || (polyuria !== undefined && !hyperglycaemic);
  // The delirium finding on the same record already sends the patient for same-day care: the
  // sodium is named there and not sent again here (review 19, case 01).
  const delirium = deliriumAcuteIllnessApplies(ctx);

  const causes: string[] = [];
  if (high.corrected !== undefined)
    causes.push(
      `Corrected for the glucose of ${ctx.show(high.corrected.glucose)}, sodium is about ${formatNumber(high.corrected.value, 0)} ${monovalentUnit(high.obs)}: a high glucose draws water out through the urine (an osmotic diuresis), and the deficit shows fully once the glucose falls.`,
    );
  if (lithium.length > 0)
    causes.push(
      `On ${medNames(lithium)}${
        polyuria !== undefined || thirst !== undefined
          ? `, with ${[polyuria, thirst]
              .filter((q) => q !== undefined)
              .map((q) => `"${q}"`)
              .join(" and ")} in the notes`
          : ""
      }: lithium is the commonest drug cause of nephrogenic diabetes insipidus, in which the kidneys cannot concentrate urine; a urine osmolality below the serum osmolality points to it.`,
    );
  else if (polyuria !== undefined && high.corrected === undefined)
    causes.push(
      `"${polyuria}" in the notes: water lost in the urine, as in diabetes insipidus, is a cause to look for; a urine osmolality below the serum osmolality points to it.`,
    );
  if (loop.length > 0) causes.push(`${medNames(loop)}, a loop diuretic, can add to the water loss.`);
  if (intake !== undefined || (older && causes.length === 0))
    causes.push(
      `${intake !== undefined ? `"${intake}" in the notes: ` : ""}too little drinking is the usual cause${older ? " in older people, whose thirst is blunted and who may depend on others for water" : ""}.`,
    );
  if (exertion !== undefined && causes.length === 0)
    causes.push(`After "${exertion}": sweat losses not yet replaced by drinking are the likely cause.`);

  const correction =
    "Lower it slowly when it has developed over more than a day or two or its onset is unknown: no faster than about 10 mmol/L in 24 hours, with the sodium rechecked during treatment.";
  const urgency = !urgent
    ? ""
    : delirium && neuro !== undefined
      ? `With "${neuro}" in the notes this needs assessment in hospital today, as the delirium finding says.`
      : neuro !== undefined
        ? `With "${neuro}" in the notes it needs assessment in hospital today.`
        : hyperglycaemic && level !== "severe"
          ? "With the high glucose it needs assessment today for dehydration and a hyperosmolar state."
          : "At this level it needs assessment in hospital today.";

  const steps = [
    ...(urgent && hyperglycaemic
      ? [
          "Same-day assessment: volume status, blood ketones, osmolality, sodium, glucose, urea and creatinine; give fluids under the hospital's hyperglycaemia or HHS protocol",
        ]
      : []),
    ...(urgent && !delirium && !hyperglycaemic
      ? [
          "Same-day hospital assessment: volume status, fluid balance, and sodium, glucose, urea, creatinine and calcium; replace the water deficit (oral water, or 5% glucose IV), 0.9% saline first only if shocked",
        ]
      : []),
    ...(urgent && delirium && !hyperglycaemic
      ? ["Replace the water deficit in hospital (oral water, or 5% glucose IV), 0.9% saline first only if shocked"]
      : []),
    ...(level === "mild"
      ? []
      : [
          inMonovalentUnit(
            "Lower the sodium by no more than about 10 mmol/L in 24 hours; recheck it within 8 hours of starting treatment and at least daily until normal",
            monovalentUnit(high.obs),
          ),
        ]),
    ...(urine
      ? [
          `Check serum and urine osmolality for diabetes insipidus${lithium.length > 0 ? ", with a lithium level and kidney function; discuss lithium with the prescriber and psychiatry rather than stopping it alone" : ", and refer to endocrinology if confirmed"}`,
        ]
      : []),
    ...(high.corrected !== undefined
      ? ["Treat the high glucose, and recheck sodium with it as the glucose falls"]
      : []),
    ...(!urgent
      ? [
          `${level === "mild" ? "Repeat sodium in a few days" : "Repeat sodium within a day or two"}, with advice to drink water, and look for the cause if it stays high`,
        ]
      : []),
  ];

  const patientLevel =
    level === "mild" ? "slightly higher than the usual range" : level === "moderate" ? "high" : "very high";
  const patientCause =
    lithium.length > 0
      ? "Lithium can stop the kidneys holding on to water, which causes a lot of urine and thirst."
      : high.corrected !== undefined
        ? "Very high blood sugar makes the body lose water through the urine."
        : "This usually means the body is short of water, most often from not drinking enough.";
  const patientAction = urgent
    ? delirium && neuro !== undefined
      ? "It is part of the reason for the same-day check above; in hospital the level is brought down slowly over a few days."
      : neuro !== undefined || !hyperglycaemic
        ? "With drowsiness or confusion, or a level this high, you need to be seen in hospital today. The level is brought down slowly over a few days."
        : "With your high blood sugar, please get checked today, at an urgent care centre or emergency department if your doctor cannot see you today."
    : level === "mild" && !urine
      ? "Drink water regularly; a repeat test in a few days will check it has come down."
      : "Please see your doctor in the next day or two to look for the cause; keep drinking water meanwhile.";

  // The bands and correction limits in the record's own unit: "severe 160 mEq/L" beside a sodium in
  // mEq/L (review 32, hyperk-32 case 12).
  const unit = monovalentUnit(high.obs);
  return {
    refs: ctx.refs(high.obs, high.corrected?.glucose, ...lithium, ...loop),
    severity: urgent ? Severity.high : level === "mild" && !urine ? Severity.low : Severity.moderate,
    values: {
      na: ctx.show(high.obs),
      naUnit: unit,
      grade: level,
      // The correction limit is for treatment that lowers the sodium: not told for a mild one.
      story: [...causes, urgency, level === "mild" ? "" : inMonovalentUnit(correction, unit)].filter(Boolean).join(" "),
      patientLevel,
      patientCause,
      patientAction,
    },
    nextSteps: steps,
    patientQuestions:
      lithium.length > 0
        ? ["Could lithium be making me pass so much urine?"]
        : ["What is making my sodium high, and how much should I drink?"],
  };
}

export const HYPERNATRAEMIA_RULES: readonly Rule[] = [
  {
    id: "hypernatraemia",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Sodium",
    title: "High sodium (hypernatraemia)",
    clinician:
      "Sodium {na}: {grade} hypernatraemia (mild 146–149, moderate 150–159, severe 160 {naUnit} or more), a deficit of water relative to sodium. {story}",
    patient: "Your sodium (a body salt) is {patientLevel}. {patientCause} {patientAction}",
    nextSteps: ["Assess volume status and fluid intake; recheck sodium"],
    evidence: ["nhsggc-hypernatraemia", "jnha-hypernatraemia-older", "aafp-2023-sodium-disorders"],
    keywords: ["hypernatremia", "sodium", "dehydration", "water deficit", "older adults", "diabetes insipidus"],
    match: hypernatraemia,
  },
];
