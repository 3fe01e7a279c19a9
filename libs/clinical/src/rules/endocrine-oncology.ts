import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * Four results whose usual lab text ("can point to weak adrenal glands", "can come from
 * pregnancy") misreads them once the record is read with them (review case L11):
 *
 * - CA-125 of 35 or more with symptoms that suggest ovarian cancer: NICE CG122 1.1.1.2 and 1.1.2.2,
 *   carried into NG12, ask for an ultrasound of the abdomen and pelvis; QS18 statement 2 puts it
 *   within 2 weeks of the result. NICE's 2026 draft update of NG12 proposes age-based CA-125
 *   thresholds, at or below 35 from age 40 and an ultrasound directly under 40, so a value of 35 or
 *   more with symptoms calls for the scan under either text; values under 35 are left alone.
 * - A low morning cortisol on a glucocorticoid: suppression of the hypothalamic–pituitary–adrenal
 *   axis by the treatment is expected (ESE/Endocrine Society 2024), not primary adrenal failure;
 *   after 3–4 weeks the glucocorticoid is tapered, not stopped, and the axis is tested only at a
 *   physiological dose when stopping is the aim.
 * - A high prolactin on a dopamine-blocking medicine: antipsychotics are its commonest medicine
 *   cause; stopping or switching is done with the prescriber, and pituitary imaging tells a
 *   pituitary lesion from the medicine when doubt remains (Endocrine Society 2011; Molitch 2008).
 * - A D-dimer over the usual 0.5 mg/L cut-off but under age × 0.01 mg/L after 50: the age-adjusted
 *   cut-off, validated in suspected pulmonary embolism with a non-high clinical probability
 *   (ADJUST-PE) and for suspected venous thromboembolism (Schouten 2013), reads it as negative.
 */

const isHigh = (o: LabObservation | undefined): o is LabObservation =>
  o !== undefined && (o.status === "high" || o.status === "critical-high");
const isLow = (o: LabObservation | undefined): o is LabObservation =>
  o !== undefined && (o.status === "low" || o.status === "critical-low");

/** Condition names that make a result part of a known disease rather than a new question. */
const KNOWN_OVARIAN_CANCER =
  /\b(?:ovar\w*|fallopian|primary peritoneal)\b[^,;]*\b(?:cancer|carcinoma|malignan\w*|tumou?r)\b/i;
const KNOWN_ADRENAL_FAILURE =
  /\baddison|\badrenal (?:insufficiency|failure)|\bhypoadrenal|\bhypopituitar|\bcongenital adrenal hyperplasia\b/i;

function hasCondition(ctx: RuleContext, re: RegExp): boolean {
  return ctx.model.conditions.some((c) => re.test(c.name));
}

// --- CA-125 --------------------------------------------------------------------------------------

/** The CA-125 from which NICE CG122 1.1.2.2 asks for an ultrasound, in kU/L (= IU/mL). */
const CA125_ULTRASOUND = 35;

/** Symptoms CG122 1.1.1.2 names, as notes write them. */
const OVARIAN_SYMPTOMS: readonly { label: string; plain: string; re: RegExp }[] = [
  {
    label: "bloating",
    plain: "bloating",
    re: /\bbloat(?:ing|ed)?\b|\babdominal (?:distension|distention|swelling)\b|\bdistended abdomen\b|\bswollen (?:abdomen|tummy|belly)\b/,
  },
  {
    label: "early satiety or loss of appetite",
    plain: "feeling full quickly or losing your appetite",
    re: /\bearly satiety\b|\bfeel(?:s|ing)? full (?:quickly|early|soon)\b|\b(?:loss of|reduced|poor) appetite\b/,
  },
  {
    label: "pelvic or abdominal pain",
    plain: "pain in your tummy or pelvis",
    re: /\b(?:pelvic|abdominal|lower abdominal|tummy|belly) (?:pain|ache|discomfort)\b|\bpain in (?:the |her )?(?:pelvis|abdomen|tummy)\b/,
  },
  {
    label: "urinary urgency or frequency",
    plain: "needing to pass urine urgently or often",
    re: /\burinary (?:urgency|frequency)\b|\b(?:increased|new) (?:urinary )?(?:urgency|frequency)\b/,
  },
];

function ovarianSymptoms(ctx: RuleContext): { text: string; plain: string }[] {
  const text = ctx.freeText;
  return OVARIAN_SYMPTOMS.flatMap((s) => {
    // A long-standing symptom still counts: CG122 asks about persistent ones.
    const quote = statedMention(text, s.re, true);
    if (quote === undefined) return [];
    return [{ text: quote === s.label ? s.label : `${s.label} ("${quote}")`, plain: s.plain }];
  });
}

// --- Glucocorticoids -----------------------------------------------------------------------------

/** Forms of a glucocorticoid that act on the skin, eye, ear, nose, lungs or a joint, not the whole body. */
const NOT_SYSTEMIC =
  /\b(?:cream|ointment|gel|lotion|topical|eye|ear|drops?|inhal\w*|nasal|spray|enema|foam|suppositor\w*|intra-?articular|joint injection|mouthwash)\b/i;

function systemicGlucocorticoids(ctx: RuleContext): MedicationItem[] {
  return ctx
    .meds("systemic-glucocorticoid")
    .filter((m) => !NOT_SYSTEMIC.test([m.name, m.dosage, m.frequency].filter(Boolean).join(" ")));
}

// --- D-dimer -------------------------------------------------------------------------------------

/** The usual D-dimer cut-off the age-adjusted one replaces after 50, in mg/L FEU (500 µg/L). */
const DDIMER_USUAL = 0.5;
/** The age-adjusted cut-off: age × 10 µg/L, i.e. age × 0.01 mg/L, from age 50. */
const DDIMER_PER_YEAR = 0.01;
const DDIMER_FROM_AGE = 50;
/** D-dimer units (DDU) are about half fibrinogen-equivalent ones; the cut-offs above are not for them. */
const DDU = /\bddu\b|d-?dimer units?/i;

function ddimerAgeAdjusted(ctx: RuleContext) {
  const obs = ctx.lab("d-dimer");
  const value = ctx.valueOf(obs);
  const upper = ctx.upperLimit("d-dimer");
  if (obs === undefined || value === undefined || upper === undefined) return undefined;
  if (ctx.age === undefined || ctx.age <= DDIMER_FROM_AGE) return undefined;
  if (DDU.test([obs.rawUnit, obs.rangeText, obs.name, obs.rawValue].filter(Boolean).join(" "))) return undefined;
  // Only where the laboratory's own cut-off is the usual 0.5 mg/L the studies adjusted.
  if (Math.abs(upper - DDIMER_USUAL) > 0.005) return undefined;
  const cutoff = ctx.age * DDIMER_PER_YEAR;
  if (!(value > upper && value < cutoff)) return undefined;
  return { obs, cutoff };
}

export const ENDOCRINE_ONCOLOGY_RULES: readonly Rule[] = [
  {
    id: "ca125-symptoms-ultrasound",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Possible ovarian cancer",
    title: "Raised CA-125 with symptoms that can come from ovarian cancer",
    clinician:
      "CA-125 {ca125} is 35 or more, and the notes record {symptoms}, symptoms NICE lists as possible signs of ovarian cancer when persistent or frequent. NICE recommends an ultrasound of the abdomen and pelvis at this CA-125; most raised CA-125 results have a benign cause, which the scan helps to sort out.",
    patient:
      "Your CA-125 blood test is raised, and you have had {plainSymptoms}. Together these need a scan (an ultrasound of the tummy and pelvis) soon, to look for the cause. A raised CA-125 often has a harmless cause, but the scan should not be put off.",
    nextSteps: [
      "Arrange an ultrasound of the abdomen and pelvis, within 2 weeks of the CA-125 result",
      "If the ultrasound suggests ovarian cancer, refer urgently on the suspected cancer pathway",
      "If the ultrasound is normal, look for other causes of the symptoms and ask her to come back if they become more frequent or persistent",
    ],
    patientQuestions: ["When will my ultrasound scan be, and who will give me the result?"],
    evidence: ["nice-cg122-ovarian-cancer", "nice-qs18-ovarian-cancer", "nice-ng12-suspected-cancer"],
    keywords: ["ca-125", "ovarian cancer", "bloating", "early satiety", "pelvic ultrasound"],
    match: (ctx) => {
      if (ctx.sex === "male") return undefined;
      const obs = ctx.lab("ca-125");
      const value = ctx.valueOf(obs);
      if (obs === undefined || value === undefined || value < CA125_ULTRASOUND) return undefined;
      if (hasCondition(ctx, KNOWN_OVARIAN_CANCER)) return undefined;
      const symptoms = ovarianSymptoms(ctx);
      if (symptoms.length === 0) return undefined;
      return {
        refs: [obs.ref],
        values: {
          ca125: ctx.show(obs),
          symptoms: symptoms.map((x) => x.text).join(", "),
          plainSymptoms: symptoms.map((x) => x.plain).join(" and "),
        },
      };
    },
  },
  {
    id: "cortisol-low-on-glucocorticoid",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Adrenal axis on glucocorticoids",
    title: "Low morning cortisol on a glucocorticoid: suppressed adrenal axis",
    clinician:
      "Morning cortisol {cortisol} is low while taking {meds}. Suppression of the hypothalamic–pituitary–adrenal axis is an expected effect of long-term glucocorticoid treatment (adrenal insufficiency becomes a risk beyond 3–4 weeks at more than about 4–6 mg prednisolone a day or its equivalent), so this reads as glucocorticoid-induced suppression, not primary adrenal failure. The body may not make enough cortisol of its own if the glucocorticoid is stopped suddenly: after 3–4 weeks it is tapered, not stopped. Routine testing of the axis is not advised while a higher dose is still needed; it is tested once a physiological dose is reached and stopping is the aim.",
    patient:
      "Your morning cortisol is low. This is expected while you take {meds}: the steroid medicine does the work of your own cortisol, so your body makes less. It does not mean your adrenal glands are diseased. Do not stop or cut down your steroid suddenly; your body may not make enough cortisol on its own. Any change should be planned with your doctor.",
    nextSteps: [
      "Do not stop the glucocorticoid abruptly; taper it only when the underlying condition allows, more slowly once near a physiological dose (about 4–6 mg prednisolone a day)",
      "Routine testing of the adrenal axis is not recommended while a higher dose is still needed; when on a physiological dose and aiming to stop, re-test with a morning cortisol",
      "Make sure the patient knows about the endocrine effects of long-term glucocorticoids",
    ],
    patientQuestions: ["How and when should my steroid dose be reduced?"],
    evidence: ["ese-es-2024-glucocorticoid-adrenal-insufficiency"],
    keywords: ["cortisol", "glucocorticoid", "prednisolone", "adrenal insufficiency", "hpa axis suppression"],
    match: (ctx) => {
      const obs = ctx.lab("cortisol-am") ?? ctx.anyLab("cortisol-am");
      if (!isLow(obs)) return undefined;
      const meds = systemicGlucocorticoids(ctx);
      if (meds.length === 0 || hasCondition(ctx, KNOWN_ADRENAL_FAILURE)) return undefined;
      return { refs: ctx.refs(obs, ...meds), values: { cortisol: ctx.show(obs), meds: medNames(meds) } };
    },
  },
  {
    id: "prolactin-high-on-dopamine-blocker",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Prolactin",
    title: "High prolactin on a dopamine-blocking medicine",
    clinician:
      "Prolactin {prolactin} is high while taking {meds}, which blocks dopamine and is a common cause of a raised prolactin (antipsychotics are the commonest medicine cause). The medicine is the likely explanation; kidney failure, an underactive thyroid and a pituitary or nearby tumour are the other causes to exclude.",
    patient:
      "Your prolactin is high. Your medicine {meds} commonly raises prolactin, and it is the likely reason. Do not stop it on your own: your doctor can decide with you whether a change is needed.",
    nextSteps: [
      "Check TSH and kidney function if not already known, to exclude other causes",
      "Ask about symptoms of a high prolactin (breast milk discharge, low sex drive, periods stopping in a younger woman); if present, consider with the prescriber whether the medicine can be stopped or switched to one that does not raise prolactin, then re-measure",
      "Do not stop an antipsychotic without the prescriber; if the rise cannot be put down to the medicine (it began before it, or persists after a switch), arrange pituitary MRI",
    ],
    patientQuestions: ["Is my medicine the reason for the high prolactin, and does anything need to change?"],
    evidence: ["endocrine-society-2011-hyperprolactinaemia", "molitch-2008-drugs-prolactin"],
    keywords: ["prolactin", "hyperprolactinaemia", "antipsychotic", "risperidone", "metoclopramide"],
    match: (ctx) => {
      const obs = ctx.lab("prolactin") ?? ctx.anyLab("prolactin");
      if (!isHigh(obs)) return undefined;
      const meds = ctx.meds("dopamine-blocker");
      if (meds.length === 0) return undefined;
      return { refs: ctx.refs(obs, ...meds), values: { prolactin: ctx.show(obs), meds: medNames(meds) } };
    },
  },
  {
    id: "d-dimer-below-age-adjusted-cutoff",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "D-dimer",
    title: "D-dimer above the usual cut-off but below the age-adjusted one",
    clinician:
      "D-dimer {ddimer} is above the laboratory's cut-off of 0.5 mg/L (500 µg/L) but below this patient's age-adjusted cut-off of {cutoff} mg/L ({cutoffUg} µg/L; age × 10 µg/L from age 50). With a clinical probability of clot that is not high, a D-dimer under the age-adjusted cut-off was safe to treat as negative in suspected pulmonary embolism and venous thromboembolism, so on its own it does not point to a clot. It does not apply when the clinical probability is high, which calls for imaging whatever the D-dimer.",
    patient:
      "Your D-dimer is just above the usual limit, but D-dimer rises with age, and for someone of your age it is within the expected range. On its own it does not suggest a blood clot. If you get new leg swelling or pain, chest pain or breathlessness, get medical help.",
    nextSteps: [
      "Read the D-dimer against the age-adjusted cut-off when the clinical probability of clot is not high; with a high clinical probability, image regardless of the D-dimer",
    ],
    evidence: ["righini-2014-adjust-pe", "schouten-2013-age-adjusted-d-dimer"],
    keywords: ["d-dimer", "age-adjusted d-dimer", "pulmonary embolism", "deep vein thrombosis"],
    match: (ctx) => {
      const found = ddimerAgeAdjusted(ctx);
      if (found === undefined) return undefined;
      return {
        refs: [found.obs.ref],
        values: {
          ddimer: ctx.show(found.obs),
          cutoff: formatNumber(found.cutoff, 2),
          cutoffUg: formatNumber(found.cutoff * 1000, 0),
        },
      };
    },
  },
];
