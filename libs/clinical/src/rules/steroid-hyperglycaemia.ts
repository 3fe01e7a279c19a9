import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * Steroid-induced hyperglycaemia (review11 endocrine, case 12-steroid-hyperglycaemia): prednisolone
 * 15 mg each morning for 4 weeks, a 16:00 glucose of 14.9 mmol/L with afternoon thirst, a normal
 * fasting glucose the next morning and an HbA1c of 40. The engine read the pair as a falling trend
 * and rules/glucocorticoid.ts only acts after 3 months of treatment.
 *
 * - With a once-daily morning prednisone dose, glucose peaks in the afternoon and returns to
 *   baseline by the next morning; hyperglycaemia mostly appeared within 48 h of starting high doses
 *   (Diabetes Res Clin Pract 2013, PMID 23298665).
 * - NHS Scotland's Right Decisions inpatient page on steroids and diabetes: glucose before breakfast
 *   and the evening meal on more than 20 mg prednisolone a day, four times a day after a reading above
 *   12 mmol/L; more than two readings above 12 in 24 hours is steroid-induced diabetes, treated in
 *   the morning; treatment is reduced as the steroid is reduced or stopped, to avoid hypoglycaemia.
 *   (Review 14 url-hygiene: the HbA1c sentence went with the eTG copy, its only source, which was
 *   seen only on an unofficial web copy.)
 *
 * Not read here: known diabetes (the steroid then worsens established diabetes: rules/glucocorticoid.ts
 * and the diabetes rules), replacement-dose hydrocortisone, and inhaled or topical steroids.
 */

/** Glucose (mg/dL, the rule unit) above which a glucose on steroids calls for more monitoring: 12 mmol/L. */
const STEROID_GLUCOSE_HIGH = 216;
/** Fasting glucose (mg/dL) below which it is below the diabetes range: 7.0 mmol/L. */
const FASTING_DIABETES = 126;
/** Hour of the day (as written in the result) from which a glucose counts as afternoon or evening. */
const AFTERNOON_FROM = 12;
/** Hydrocortisone up to this daily dose (mg) reads as replacement (as in rules/glucocorticoid.ts). */
const HYDROCORTISONE_REPLACEMENT = 25;
const DAY_MS = 86_400_000;

const NOT_SYSTEMIC =
  /\b(?:cream|ointment|gel|lotion|topical|eye|ear|drops?|inhal\w*|nasal|spray|enema|foam|suppositor\w*|intra-?articular|joint injection|mouthwash)\b/i;
const REPLACEMENT =
  /\b(?:adrenal insufficiency|addison\w*|hypoadrenal\w*|hypopituitar\w*|congenital adrenal hyperplasia|adrenalectomy)\b/i;
const FASTING = /\bfast(?:ing|ed)\b|\bfpg\b|\bfbg\b/i;
const NON_FASTING = /\brandom\b|\bnon-?fasting\b|\bcasual\b|\bpost-?prandial\b|\bafter (?:a )?meal\b/i;
const SYMPTOMS =
  /\bthirst\w*|\bpolydipsia\b|\bpolyuria\b|\bpassing (?:a lot of |more )?urine\b|\burinating (?:a lot|more)\b/;

function medText(m: MedicationItem): string {
  return [m.name, m.dosage, m.frequency].filter(Boolean).join(" ");
}

/** Systemic glucocorticoids at more than a replacement dose. */
function steroidsInUse(ctx: RuleContext): MedicationItem[] {
  if (REPLACEMENT.test(ctx.model.conditions.map((c) => c.name).join(". "))) return [];
  return ctx
    .meds("systemic-glucocorticoid")
    .filter((m) => !NOT_SYSTEMIC.test(medText(m)))
    .filter((m) => {
      const text = medText(m);
      if (!/\bhydrocortisone\b/i.test(text)) return true;
      const mg = /(\d+(?:\.\d+)?)\s*mg\b/i.exec(text);
      return mg !== null && Number(mg[1]) > HYDROCORTISONE_REPLACEMENT;
    });
}

/** The hour written in a result's date ("2026-11-18T16:00:00" → 16), when it has one. */
function hourOf(o: LabObservation): number | undefined {
  const m = /T(\d{2}):\d{2}/.exec(o.date ?? "");
  return m ? Number(m[1]) : undefined;
}

function isFasting(o: LabObservation): boolean {
  return FASTING.test(`${o.name} ${o.notes ?? ""}`) && !NON_FASTING.test(o.name);
}

/** A glucose taken later in the day: named random/non-fasting, or timed from midday on. */
function laterInDay(o: LabObservation): boolean {
  if (isFasting(o)) return false;
  const hour = hourOf(o);
  return NON_FASTING.test(o.name) || (hour !== undefined && hour >= AFTERNOON_FROM);
}

export const STEROID_HYPERGLYCAEMIA_RULES: readonly Rule[] = [
  {
    id: "steroid-induced-hyperglycaemia",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Diabetes",
    title: "High glucose later in the day on a glucocorticoid: steroid-induced hyperglycaemia",
    clinician:
      "Glucose {glucose}, taken later in the day, on {med}{since}{fasting}{symptoms} This is the usual pattern of steroid-induced hyperglycaemia: after a morning dose, glucose peaks in the afternoon and evening and falls back overnight, so a fasting glucose can look normal.",
    patient:
      "Your blood sugar was high in the afternoon while taking {med}. Steroid medicines often raise blood sugar later in the day, even when the morning (fasting) test is normal. Do not stop the steroid on your own; your doctor may ask you to check your sugar in the afternoon or before your evening meal.",
    nextSteps: [
      "Check glucose before breakfast and before the evening meal each day while on the glucocorticoid; test four times a day after any reading above 12 mmol/L (216 mg/dL)",
      "If glucose is above 12 mmol/L (216 mg/dL) more than twice within 24 hours, this is steroid-induced diabetes: seek diabetes team advice on treatment, usually given in the morning to match the rise through the day",
      "Any glucose-lowering treatment started will need reducing as the steroid dose is reduced or stopped, to avoid low glucose: review glucose at each change",
    ],
    patientQuestions: [
      "Should I check my blood sugar in the afternoon while I take the steroid?",
      "Will my blood sugar go back to normal when the steroid dose comes down?",
    ],
    evidence: ["steroid-hyperglycaemia-incidence-2013", "rightdecisions-steroids-diabetes-inpatients"],
    keywords: [
      "steroid-induced hyperglycaemia",
      "prednisolone",
      "dexamethasone",
      "glucocorticoid",
      "afternoon glucose",
    ],
    match: (ctx) => {
      if ((ctx.age ?? 0) < 18) return undefined;
      if (ctx.conditions("diabetes").length > 0) return undefined;
      if (ctx.medsOf("insulin", "sulfonylurea", "metformin", "sglt2i", "glp1-ra", "dpp4i").length > 0) return undefined;
      const meds = steroidsInUse(ctx);
      if (meds.length === 0) return undefined;
      // Only results from the start of the steroid on, when its start is known.
      const starts = meds
        .map((m) => (m.startDate ? Date.parse(m.startDate) : Number.NaN))
        .filter((t) => !Number.isNaN(t));
      const from = starts.length > 0 ? Math.min(...starts) : undefined;
      const onSteroid = (o: LabObservation) => from === undefined || (o.time !== undefined && o.time >= from);
      const glucoses = ctx.labs("glucose").filter(onSteroid);
      const high = glucoses
        .filter((o) => laterInDay(o) && (ctx.valueOf(o) ?? 0) > STEROID_GLUCOSE_HIGH)
        .sort((a, b) => (ctx.valueOf(b) ?? 0) - (ctx.valueOf(a) ?? 0))[0];
      if (high === undefined) return undefined;
      const fasting = glucoses
        .filter((o) => isFasting(o) && (ctx.valueOf(o) ?? Number.POSITIVE_INFINITY) < FASTING_DIABETES)
        .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
      const symptom = statedMention(ctx.freeText, SYMPTOMS);
      const started = meds.find((m) => m.startDate !== undefined);
      const days =
        started?.startDate !== undefined && ctx.model.now !== undefined
          ? Math.floor((Date.parse(ctx.model.now) - Date.parse(started.startDate)) / DAY_MS)
          : undefined;
      return {
        refs: ctx.refs(high, fasting, ...meds),
        values: {
          glucose: ctx.show(high),
          med: medNames(meds),
          since:
            started?.startDate !== undefined && days !== undefined && days >= 0
              ? ` (started ${started.startDate.slice(0, 10)}, ${formatNumber(days, 0)} days ago)`
              : "",
          fasting: fasting ? `, with a normal fasting glucose ${ctx.show(fasting)}` : "",
          symptoms: symptom ? `; the notes mention ${symptom}.` : ".",
        },
      };
    },
  },
];
