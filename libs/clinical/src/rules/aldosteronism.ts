import { FindingFamily, type MedicationItem, Severity, type VitalItem } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { ADRENAL_RULES } from "./adrenal.ts";
import { CUSHING_SINGLE_TEST_RULES } from "./cushing-single-test.ts";
import { bpInNotes, notedClinicBp, showBp } from "./bp-readings.ts";
import { BP_LOWERING } from "./orthostatic.ts";
import type { Rule, RuleMatch } from "./types.ts";

/** AHA/ACC 2025 hypertension starts at 130 systolic or 80 diastolic; adults only. */
const RAISED_SYSTOLIC = 130;
const RAISED_DIASTOLIC = 80;
const ADULT_FROM_AGE = 18;

/** Blood pressure readings in the hypertension range: "150/95" values, or systolic and diastolic entries. */
function raisedReadings(ctx: RuleContext): VitalItem[] {
  const combined = ctx
    .vitals("bp")
    .filter((v) => (v.value ?? 0) >= RAISED_SYSTOLIC || (v.diastolic ?? 0) >= RAISED_DIASTOLIC);
  const systolic = ctx.vitals("systolic").filter((v) => (v.value ?? 0) >= RAISED_SYSTOLIC);
  // A raised diastolic taken with a raised systolic is the same reading.
  const diastolic = ctx
    .vitals("diastolic")
    .filter(
      (v) => (v.value ?? 0) >= RAISED_DIASTOLIC && !systolic.some((s) => s.time !== undefined && s.time === v.time),
    );
  return [...combined, ...systolic, ...diastolic];
}

const isRaised = (r: { sys: number; dia: number }) => r.sys >= RAISED_SYSTOLIC || r.dia >= RAISED_DIASTOLIC;

/**
 * Hypertension the notes give: a raised clinic reading (recorded, or in the notes when none is
 * recorded) with a raised home or ambulatory average in the notes, two readings that confirm each
 * other (review 27, heart-27 case 14: 158/102 at clinic and a home average of 152/98 at 26 with
 * potassium 3.3, untreated, and no aldosterone screen offered).
 */
function notedHypertension(
  ctx: RuleContext,
  recorded: VitalItem[],
): { refs: string[]; text: string; patient: string } | undefined {
  const clinic = recorded.length > 0 ? undefined : notedClinicBp(ctx).find(isRaised);
  const home = bpInNotes(ctx).find((n) => n.kind !== "repeat" && isRaised(n));
  if ((recorded.length === 0 && clinic === undefined) || home === undefined) return undefined;
  const clinicText = clinic === undefined ? "a raised clinic reading" : `a clinic reading of ${showBp(clinic)}`;
  return {
    refs: recorded.map((v) => v.ref),
    text: `${clinicText} and a ${home.kind} average of ${showBp(home)}`,
    patient: "your blood pressure readings have been high",
  };
}

/**
 * Hypertension as the record shows it: a current diagnosis, or two or more readings in the
 * hypertension range (one reading alone is not a diagnosis).
 */
function hypertension(ctx: RuleContext): { refs: string[]; text: string; patient: string } | undefined {
  const known = ctx.conditions("hypertension");
  if (known.length > 0) {
    // A diagnosis says nothing of today's level: on treatment the readings may be controlled
    // (review 15, primary-care-labs case 03: "your blood pressure is high" at a home average of 138/84).
    const treated = ctx.medsOf(...BP_LOWERING).length > 0;
    return {
      refs: ctx.refs(known[0]),
      text: "known hypertension",
      patient: treated
        ? "you are being treated for high blood pressure"
        : "you have been diagnosed with high blood pressure",
    };
  }
  const raised = raisedReadings(ctx);
  if (raised.length < 2) return notedHypertension(ctx, raised);
  return {
    refs: raised.map((v) => v.ref),
    text: `${raised.length} blood pressure readings of 130/80 mmHg or more`,
    patient: "your blood pressure readings have been high",
  };
}

/** Aldosterone and renin are not in the lab catalogue, so earlier screening is found by name. */
const ALDOSTERONE_OR_RENIN = /\b(aldosterone|renin)\b/i;

const DIURETICS = ["thiazide", "loop-diuretic"] as const;

const NOT_SYSTEMIC =
  /\b(?:cream|ointment|gel|lotion|topical|eye|ear|drops?|inhal\w*|nasal|spray|enema|foam|suppositor\w*|intra-?articular|mouthwash)\b/i;
const FLUDROCORTISONE = /\b(?:fludrocortisone|florinef)\b/i;
const BETA2_AGONIST =
  /\b(?:salbutamol|albuterol|levalbuterol|terbutaline|salmeterol|formoterol|vilanterol|indacaterol|olodaterol|ventolin|bricanyl|serevent)\b/i;

const medText = (m: MedicationItem) => [m.name, m.dosage, m.frequency].filter(Boolean).join(" ");

/**
 * Recorded medicines other than diuretics that lower potassium: a glucocorticoid by mouth or
 * injection (its mineralocorticoid effect) or fludrocortisone, and beta-2 agonists (potassium moves
 * into cells). The guidelines screen a spontaneous or diuretic-induced low potassium; one these
 * explain is neither (review 15, deep-multimorbid case 03: prednisolone with vilanterol and salbutamol).
 */
function potassiumLoweringMeds(ctx: RuleContext): { steroid: MedicationItem[]; beta2: MedicationItem[] } {
  const active = ctx.model.medications.filter((m) => m.active);
  const steroid = active.filter(
    (m) =>
      (m.classes.includes("systemic-glucocorticoid") || FLUDROCORTISONE.test(m.name)) && !NOT_SYSTEMIC.test(medText(m)),
  );
  const beta2 = active.filter((m) => BETA2_AGONIST.test(m.name));
  return { steroid, beta2 };
}

/** The findings that report an abnormal Cushing's screen (rules/adrenal.ts, rules/cushing-single-test.ts). */
const CUSHING_CODES = new Set(["cushing-screen-positive", "cushing-single-screen-abnormal"]);

/**
 * Whether the record also shows an abnormal screen for cortisol excess, which can itself cause
 * hypertension and a low potassium (review 11 endocrine, case 13: the aldosterone screen was offered
 * as a separate problem beside a failed dexamethasone test with Cushingoid features).
 */
function cushingScreenAbnormal(ctx: RuleContext): boolean {
  return [...ADRENAL_RULES, ...CUSHING_SINGLE_TEST_RULES].some(
    (r) => CUSHING_CODES.has(r.id) && r.match(ctx) !== undefined,
  );
}

/**
 * Whether this record asks for an aldosterone:renin ratio not yet taken. Other findings that would
 * start a mineralocorticoid receptor antagonist defer to it: spironolactone raises renin and makes
 * the ratio unreadable, and the Endocrine Society 2016 guideline withdraws it for 4 weeks first.
 */
export function aldosteroneScreenPending(ctx: RuleContext): boolean {
  return (
    ALDOSTERONISM_RULES[0]?.match(ctx) !== undefined && !ctx.model.labs.some((o) => ALDOSTERONE_OR_RENIN.test(o.name))
  );
}

export const ALDOSTERONISM_RULES: readonly Rule[] = [
  {
    id: "primary-aldosteronism-screen",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Blood pressure",
    title: "Hypertension with low potassium: screen for primary aldosteronism",
    clinician:
      "Potassium {k} with {htn}{diuretic}. The 2025 AHA/ACC guideline recommends screening adults with hypertension and hypokalaemia, spontaneous or diuretic-induced, for primary aldosteronism with plasma aldosterone, renin activity and the aldosterone:renin ratio.",
    patient:
      "Your potassium is low and {htnPatient}. Together these can be a sign of primary aldosteronism, where the adrenal glands make too much of the hormone aldosterone. A blood test for aldosterone and renin can check for it, and it can be treated.",
    nextSteps: [
      "Correct the low potassium first (aim about 4.0 mmol/L): a low potassium lowers aldosterone and can make the screen falsely negative",
      "Screen for primary aldosteronism: plasma aldosterone, renin activity and the aldosterone:renin ratio; most blood pressure medicines can continue, but not mineralocorticoid receptor antagonists",
      "With a positive screen or a suppressed renin, refer to a hypertension specialist or endocrinologist",
    ],
    patientQuestions: ["Should I have a blood test for aldosterone and renin?"],
    evidence: ["aha-acc-2025-hbp", "endosoc-2016-primary-aldosteronism"],
    keywords: ["primary aldosteronism", "hypokalemia", "hypertension", "aldosterone renin ratio"],
    match: (ctx): RuleMatch | undefined => {
      if (ctx.age !== undefined && ctx.age < ADULT_FROM_AGE) return undefined;
      const kObs = ctx.lab("potassium");
      const k = ctx.valueOf(kObs);
      if (k === undefined || k >= (ctx.lowerLimit("potassium") ?? 3.5)) return undefined;
      const htn = hypertension(ctx);
      if (htn === undefined) return undefined;
      const diuretics = ctx.medsOf(...DIURETICS);
      const lowering = potassiumLoweringMeds(ctx);
      // A glucocorticoid raises blood pressure and lowers potassium by itself, with renin and
      // aldosterone suppressed, so without a diuretic there is no unexplained low potassium to screen.
      if (diuretics.length === 0 && lowering.steroid.length > 0) return undefined;
      const match: RuleMatch = {
        refs: [...ctx.refs(kObs, ...diuretics), ...htn.refs],
        values: {
          k: ctx.show(kObs),
          htn: htn.text,
          htnPatient: htn.patient,
          diuretic:
            diuretics.length > 0
              ? ` on ${medNames(diuretics)} (a diuretic-induced low potassium is also a reason to screen)`
              : "",
        },
      };
      if (cushingScreenAbnormal(ctx))
        match.clinicianExtra =
          "Cortisol excess is another explanation here: the abnormal Cushing's screening result in this record (see that finding) can by itself raise blood pressure and lower potassium, so read the aldosterone screen together with that work-up.";
      // Review 13, adrenal-pituitary case 12 (losartan): these raise renin, so the ratio can read
      // falsely normal (Jędrusik 2021; testing on them is allowed but read with care).
      const raasBlockers = ctx.medsOf("arb", "ace-inhibitor");
      if (raasBlockers.length > 0) {
        const caveat = `On ${medNames(raasBlockers)}, renin is raised and the aldosterone:renin ratio can be falsely normal, so a normal ratio does not rule out primary aldosteronism; read the result with the medicine in mind.`;
        match.clinicianExtra = match.clinicianExtra === undefined ? caveat : `${match.clinicianExtra} ${caveat}`;
        match.refs.push(...ctx.refs(...raasBlockers));
        match.evidence = ["jedrusik-2021-antihypertensives-pa-testing"];
      }
      const explaining = [...lowering.steroid, ...lowering.beta2];
      if (explaining.length > 0) {
        const note = `${medNames(explaining)} can also lower potassium${lowering.steroid.length > 0 ? " (a glucocorticoid's mineralocorticoid effect)" : ""}${lowering.beta2.length > 0 ? `${lowering.steroid.length > 0 ? ";" : ""} beta-2 agonists move potassium into cells` : ""}.`;
        match.clinicianExtra = match.clinicianExtra === undefined ? note : `${match.clinicianExtra} ${note}`;
        match.refs.push(...ctx.refs(...explaining));
        match.evidence = [...(match.evidence ?? []), "ben-salem-2009-drug-induced-hypokalaemia"];
        if (diuretics.length === 0) {
          // Only a beta-2 agonist to explain it: correct and recheck before screening.
          match.severity = Severity.low;
          match.nextSteps = [
            "Correct the potassium and recheck it; if it stays low, or the blood pressure is hard to control, screen for primary aldosteronism with plasma aldosterone, renin activity and the aldosterone:renin ratio",
            "With a positive screen or a suppressed renin, refer to a hypertension specialist or endocrinologist",
          ];
          match.patientQuestions = ["Could my inhaler be lowering my potassium, and when should it be rechecked?"];
        }
      }
      // Screening already done: the next step is to read it, not to order it again.
      if (ctx.model.labs.some((o) => ALDOSTERONE_OR_RENIN.test(o.name))) {
        match.nextSteps = [
          "Review the aldosterone and renin results in the record (a ratio measured while potassium was low may be falsely negative); with a positive screen or a suppressed renin, refer to a hypertension specialist or endocrinologist",
        ];
        match.patientQuestions = ["What do my aldosterone and renin results show?"];
      }
      // A potassium reported in mEq/L gets its aim in that unit (review 30b, nations-30b case 16;
      // cardio-30 case 13: "aim about 4.0 mmol/L" on a US record in mEq/L).
      if (match.nextSteps === undefined && /meq/i.test(kObs?.unit ?? ""))
        match.nextSteps = ALDOSTERONISM_RULES[0]?.nextSteps.map((s) => s.replace("4.0 mmol/L", "4.0 mEq/L"));
      return match;
    },
  },
];
