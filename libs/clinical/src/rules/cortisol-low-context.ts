import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { ICS } from "./asthma-attacks.ts";
import { medNames, type RuleContext } from "./context.ts";
import { courseEnded } from "./course-ended.ts";
import { adrenalInsufficiencyPicture, hasCondition, systemicGlucocorticoids } from "./endocrine-oncology.ts";
import type { Rule } from "./types.ts";
import { azoleReadsLowCortisol } from "./azole-inhaled-steroid.ts";
import { boosterReadsLowCortisol } from "./booster-corticosteroid.ts";
import { isLow } from "./lab-status.ts";
import { statedMention } from "./notes.ts";
import { joinList } from "../text.ts";

/*
 * A low cortisol read with what the record says about its sample and the steroids around it
 * (review 21, endocrine-pituitary):
 * - case 01: a 9 am cortisol of 120 nmol/L on high-dose inhaled fluticasone, three prednisolone
 *   courses this year, the last "finished 3 weeks ago", was told "while you take Prednisolone 30 mg
 *   ... do not stop or cut down your steroid", and the inhaler was never named. Inhaled steroids and
 *   repeated courses can suppress the adrenal axis too (ESE/ES 2024: risk depends on dose, duration,
 *   potency and route), and with no tablet left to cover illness the person needs illness cover and a
 *   Steroid Emergency Card, not advice on tapering.
 * - case 02: a plain "Cortisol" of 98 nmol/L taken at 16:40 was read as a low morning cortisol that
 *   "can point to weak adrenal glands". Cortisol falls through the day; low afternoon values often
 *   lead to Synacthen tests that are then passed (Ramadoss et al. 2021).
 */

/** Hour of the day (as written in the result) from which a cortisol is an afternoon or evening sample. */
const AFTERNOON_FROM = 12;

/** A name or note that states a morning sample ("09:00", "9am", "morning", "AM cortisol"). */
const MORNING_NAMED = /\bmorning\b|\ba\.?m\.?(?=\s|$|\))|\b0?[6-9](?::\d{2})?\s*(?:am|a\.m\.|h)\b|\b0[6-9][:.]\d{2}\b/i;
const NOT_INHALED = /\b(?:cream|ointment|gel|lotion|topical|eye|ear|drops?|enema|foam|suppositor\w*)\b/i;

/** The hour written in a result's date ("2026-11-25T16:40:00" → 16), when it has one. */
function hourOf(o: LabObservation): number | undefined {
  const m = /T(\d{2}):\d{2}/.exec(o.date ?? "");
  return m ? Number(m[1]) : undefined;
}

/** The clock time ("16:40") of a cortisol taken from midday on whose name or notes do not call it a morning sample. */
export function notMorningSample(o: LabObservation): string | undefined {
  if (MORNING_NAMED.test(`${o.name} ${o.notes ?? ""}`)) return undefined;
  const hour = hourOf(o);
  return hour !== undefined && hour >= AFTERNOON_FROM ? /T(\d{2}:\d{2})/.exec(o.date ?? "")?.[1] : undefined;
}

/** Inhaled or nasal corticosteroids taken now. */
function inhaledSteroids(ctx: RuleContext): MedicationItem[] {
  return ctx.model.medications.filter(
    (m) => m.active && ICS.test(m.name) && !NOT_INHALED.test([m.name, m.dosage].filter(Boolean).join(" ")),
  );
}

/**
 * A steroid joint, soft-tissue, epidural or depot injection the notes record (review 39, bone-endo-39
 * case 10: a 9 am cortisol of 62 nmol/L two weeks after a triamcinolone knee injection read as "weak
 * adrenal glands"). These are absorbed and can suppress the axis too (the ESE/ES 2024 seenAt notes
 * adrenal insufficiency from intra-articular and epidural forms going unrecognised).
 */
const STEROID_INJECTION =
  /\b(?:triamcinolone|kenalog|adcortyl|methylprednisolone|depo-?medrone|depo-?medrol|betamethasone|celestone|dexamethasone|steroid|cortisone)\b[^.;]{0,40}?\b(?:inj\w*|intra-?articular|epidural|depot)\b/;

/**
 * The injected steroid named in the notes, with its dose when written ("Kenalog 40 mg"), when the
 * injection itself is written without it ("steroid injection into the knee (Kenalog 40 mg)"; review 42,
 * notes-42 case 03), so that the finding and the medication pointer name the medicine.
 */
const NAMED_INJECTED_STEROID =
  /\b(?:triamcinolone|kenalog|adcortyl|methylprednisolone|depo-?medrone|depo-?medrol|betamethasone|celestone)\b(?:\s+(?:acetate\s+)?\d+(?:\.\d+)?\s*mg\b)?/i;

/** Courses of glucocorticoid tablets or injections still listed but written as finished. */
function finishedCourses(ctx: RuleContext): MedicationItem[] {
  return ctx.meds("systemic-glucocorticoid").filter((m) => courseEnded(ctx, m));
}

/**
 * No reading of its own: a known adrenal or pituitary diagnosis, current tablets, a crisis picture,
 * or an azole antifungal or HIV booster raising the inhaled steroid, whose finding already reads the
 * low cortisol as its adrenal suppression with sick-day advice and a steroid emergency card (review 36,
 * notes-36 case 13, and review 37, endocrine-meds-37 case 01: the patient was told of the one low
 * cortisol in two bullets).
 */
function otherRuleReads(ctx: RuleContext): boolean {
  return (
    hasCondition(ctx, KNOWN_ADRENAL_OR_PITUITARY) ||
    systemicGlucocorticoids(ctx).length > 0 ||
    adrenalInsufficiencyPicture(ctx) !== undefined ||
    azoleReadsLowCortisol(ctx) ||
    boosterReadsLowCortisol(ctx)
  );
}
const KNOWN_ADRENAL_OR_PITUITARY =
  /\baddison|\badrenal (?:insufficiency|failure)|\bhypoadrenal|\bhypopituitar|\bcongenital adrenal hyperplasia\b|\bpituitary\b/i;

/**
 * The steroid exposures the record shows, for the title and the patient (review 40, wording-40 case
 * 03: a low cortisol after a triamcinolone knee injection was titled "after inhaled steroids or
 * finished steroid courses" and the patient told of inhalers and tablet courses only, and to say "that
 * you use steroids" in an emergency).
 */
function exposureWords(given: { inhaled: boolean; finished: boolean; injection: boolean }): {
  exposureTitle: string;
  exposurePatient: string;
  steroidUse: string;
} {
  const title = [
    given.inhaled ? "inhaled steroids" : "",
    given.finished ? "finished steroid courses" : "",
    given.injection ? "a steroid injection" : "",
  ].filter(Boolean);
  const patient = [
    given.inhaled ? "steroid inhalers" : "",
    given.finished ? "recent courses of steroid tablets" : "",
    given.injection ? "steroid injections into a joint or elsewhere" : "",
  ].filter(Boolean);
  return {
    exposureTitle: joinList(title),
    exposurePatient: joinList(patient),
    steroidUse: given.inhaled ? "use steroids" : "have had steroids",
  };
}

/** Iranmanesh 2017: suppression for about 1–4 weeks after one 80 mg epidural triamcinolone dose. */
const INJECTION_TIMING =
  "After a single depot triamcinolone injection, morning cortisol and ACTH were suppressed for about 1 to 4 weeks in a small study (80 mg epidurally), with stimulated cortisol still reduced in most at 12 weeks; a low value within 4 weeks of an injection may be its expected effect, and recovery can take longer after higher or repeated doses.";
const INJECTION_REPEAT =
  "Repeat the 9 am cortisol once at least 4 weeks have passed since the injection to judge recovery, sooner with endocrine advice if symptoms of adrenal insufficiency appear";
const SUPPRESSION_STEPS = [
  "Review soon for symptoms of adrenal insufficiency, and take endocrine advice on glucocorticoid cover and confirmatory testing",
  "Until the axis is shown to have recovered, give sick-day advice and issue a Steroid Emergency Card",
];

function injectionWords(ctx: RuleContext, injection: string): string {
  const named = NAMED_INJECTED_STEROID.test(injection)
    ? undefined
    : statedMention(ctx.freeText, NAMED_INJECTED_STEROID);
  return named === undefined
    ? `a steroid injection ("${injection}" in the notes)`
    : `a steroid injection ("${injection}" and "${named}" in the notes)`;
}

export const CORTISOL_LOW_CONTEXT_RULES: readonly Rule[] = [
  {
    id: "cortisol-low-after-steroid-exposure",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Adrenal axis after glucocorticoids",
    title: "Low morning cortisol after {exposureTitle}: possible adrenal suppression",
    clinician:
      "Morning cortisol {cortisol} is low. The record shows {exposure}, and no glucocorticoid tablets taken now. Glucocorticoids can suppress the hypothalamic–pituitary–adrenal axis by any route, inhaled and injected ones included, the risk depending on dose, duration, potency and route, so glucocorticoid-induced adrenal insufficiency is the first reading to consider, ahead of adrenal or pituitary disease. As a guide, ESE/ES 2024 take a morning cortisol above 300 nmol/L (10 µg/dL) as recovery of the axis; this result is below it, and nothing now covers illness or surgery.",
    patient:
      "Your morning cortisol (a stress hormone) is low. Steroid medicines, including {exposurePatient}, can make the body produce less of its own cortisol for a while. Your doctor should review this soon and tell you what to do if you become unwell; ask whether you need a steroid emergency card. If you are vomiting, fainting or very unwell, get urgent medical help and say that you {steroidUse}.",
    nextSteps: SUPPRESSION_STEPS,
    patientQuestions: ["Do I need steroid cover or a steroid emergency card while my cortisol is low?"],
    evidence: ["ese-es-2024-glucocorticoid-adrenal-insufficiency", "nhs-2020-steroid-emergency-card"],
    keywords: ["cortisol", "inhaled corticosteroid", "glucocorticoid-induced adrenal insufficiency", "steroid card"],
    match: (ctx) => {
      const obs = ctx.lab("cortisol-am");
      if (!isLow(obs) || notMorningSample(obs) !== undefined || otherRuleReads(ctx)) return undefined;
      const inhaled = inhaledSteroids(ctx);
      const finished = finishedCourses(ctx);
      const injection = statedMention(ctx.freeText, STEROID_INJECTION);
      if (inhaled.length === 0 && finished.length === 0 && injection === undefined) return undefined;
      const exposure = [
        inhaled.length > 0 ? `${medNames(inhaled)} in use` : "",
        finished.length > 0 ? `${medNames(finished)} as a finished course` : "",
        injection !== undefined ? injectionWords(ctx, injection) : "",
      ]
        .filter(Boolean)
        .join(" and ");
      const given = { inhaled: inhaled.length > 0, finished: finished.length > 0, injection: injection !== undefined };
      return {
        refs: ctx.refs(obs, ...inhaled, ...finished),
        values: { cortisol: ctx.show(obs), exposure, ...exposureWords(given) },
        // A cortisol soon after a depot injection gave no time to repeat it (review 42, notes-42 case 03).
        ...(injection !== undefined && {
          clinicianExtra: INJECTION_TIMING,
          nextSteps: [...SUPPRESSION_STEPS, INJECTION_REPEAT],
          evidence: ["iranmanesh-2017-epidural-triamcinolone-hpa"],
        }),
      };
    },
  },
  {
    id: "cortisol-low-afternoon-sample",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Cortisol",
    title: "Low cortisol on a sample taken later in the day: not a test of adrenal function",
    clinician:
      "Cortisol {cortisol} was taken at {time}, not in the early morning. Cortisol falls through the day, so a value below a morning reference range is expected later on; low afternoon cortisols often lead to Synacthen tests that are then passed, and this result does not by itself suggest adrenal insufficiency. If it is still suspected clinically, repeat the cortisol at about 9 am.",
    patient:
      "Your cortisol (a stress hormone) was measured later in the day. Cortisol is normally highest in the early morning and lower in the afternoon, so this result is not a sign of a problem on its own. If your doctor still wants to check your adrenal glands, the test is repeated early in the morning, around 9 am.",
    nextSteps: ["If adrenal insufficiency is still suspected, repeat cortisol on a sample taken at about 9 am"],
    patientQuestions: ["Do I need a repeat cortisol test early in the morning?"],
    evidence: ["ramadoss-2021-afternoon-cortisol"],
    keywords: ["cortisol", "afternoon cortisol", "diurnal rhythm", "adrenal insufficiency", "synacthen"],
    match: (ctx) => {
      const obs = ctx.lab("cortisol-am");
      if (!isLow(obs) || otherRuleReads(ctx)) return undefined;
      const time = notMorningSample(obs);
      if (time === undefined) return undefined;
      return { refs: [obs.ref], values: { cortisol: ctx.show(obs), time } };
    },
  },
];
