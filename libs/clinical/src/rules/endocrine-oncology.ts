import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { formatNumber, joinList } from "../text.ts";
import { medicineWord } from "../vocab/brands.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { activeEndometriosis } from "./ca125-endometriosis.ts";
import { medNames, type RuleContext } from "./context.ts";
import { courseEnded } from "./course-ended.ts";
import { dailyDose } from "./glucocorticoid.ts";
import { statedMention } from "./notes.ts";
import { otherProlactinCauses, pituitaryImagingReason, prolactinInRecord } from "./prolactin-symptoms.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isHigh, isLow } from "./lab-status.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";

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

/** Condition names that make a result part of a known disease rather than a new question. */
/**
 * Glucocorticoid names with the daily dose the entry gives (review 47, endo-bone-47-review47 case 06:
 * "prednisolone 2.5 mg tablets" taken as 7.5 mg a day read as a physiological dose), as the
 * long-term glucocorticoid finding shows them.
 */
function withDailyDose(meds: readonly MedicationItem[]): string {
  return medNames(
    meds.map((m) => {
      const mg = dailyDose(m).mg;
      if (mg === undefined || new RegExp(`\\b${formatNumber(mg)} ?mg\\b`, "i").test(m.name)) return m;
      return { ...m, name: `${m.name} (${formatNumber(mg)} mg a day)` };
    }),
  );
}

export const KNOWN_OVARIAN_CANCER =
  /\b(?:ovar\w*|fallopian|primary peritoneal)\b[^,;]*\b(?:cancer|carcinoma|malignan\w*|tumou?r)\b/i;
const KNOWN_ADRENAL_FAILURE =
  /\baddison|\badrenal (?:insufficiency|failure)|\bhypoadrenal|\bhypopituitar|\bcongenital adrenal hyperplasia\b/i;

export function hasCondition(ctx: RuleContext, re: RegExp): boolean {
  return ctx.model.conditions.some((c) => re.test(c.name));
}

// --- CA-125 --------------------------------------------------------------------------------------

/** The CA-125 from which NICE CG122 1.1.2.2 asks for an ultrasound, in kU/L (= IU/mL). */
const CA125_ULTRASOUND = 35;

const PELVIC_PAIN = "pelvic or abdominal pain";

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
    label: PELVIC_PAIN,
    plain: "pain in your {tummy} or pelvis",
    re: /\b(?:pelvic|abdominal|lower abdominal|tummy|belly) (?:pain|ache|discomfort)\b|\bpain in (?:the |her )?(?:pelvis|abdomen|tummy)\b/,
  },
  {
    label: "urinary urgency or frequency",
    plain: "needing to pass urine urgently or often",
    re: /\burinary (?:urgency|frequency)\b|\b(?:increased|new) (?:urinary )?(?:urgency|frequency)\b/,
  },
];

export function ovarianSymptoms(ctx: RuleContext): { text: string; plain: string }[] {
  const text = ctx.freeText;
  return OVARIAN_SYMPTOMS.flatMap((s) => {
    // A long-standing symptom still counts: CG122 asks about persistent ones. Pelvic pain recorded as
    // unchanged in a woman with endometriosis is that disease's pain, not a new ovarian symptom (review 13).
    const unchangedCounts = !(s.label === PELVIC_PAIN && activeEndometriosis(ctx) !== undefined);
    const quote = statedMention(text, s.re, unchangedCounts);
    if (quote === undefined) return [];
    return [{ text: quote === s.label ? s.label : `${s.label} ("${quote}")`, plain: s.plain }];
  });
}

// --- Glucocorticoids -----------------------------------------------------------------------------

/** Forms of a glucocorticoid that act on the skin, eye, ear, nose, lungs or a joint, not the whole body. */
const NOT_SYSTEMIC =
  /\b(?:cream|ointment|gel|lotion|topical|eye|ear|drops?|inhal\w*|nasal|spray|enema|foam|suppositor\w*|intra-?articular|joint injection|mouthwash)\b/i;

/** Glucocorticoids taken now by mouth or injection: not a skin, eye, lung or joint form, nor a finished course. */
export function systemicGlucocorticoids(ctx: RuleContext): MedicationItem[] {
  return ctx
    .meds("systemic-glucocorticoid")
    .filter((m) => !NOT_SYSTEMIC.test([m.name, m.dosage, m.frequency].filter(Boolean).join(" ")))
    .filter((m) => !courseEnded(ctx, m));
}

// --- Adrenal insufficiency after glucocorticoids ---------------------------------------------------

/** Notes that a glucocorticoid was stopped, run out of or missed ("stopped her prednisolone", "ran out of steroids"). */
const STEROID_STOPPED_IN_NOTES =
  /\b(?:stopped|ran out of|run out of|came off|coming off|missed|omitted|not taking|no longer taking|off)\b[^.;]{0,30}\b(?:prednisolone|prednisone|steroids?|hydrocortisone|dexamethasone|methylprednisolone)\b|\b(?:prednisolone|prednisone|steroids?|hydrocortisone|dexamethasone)\b[^.;]{0,20}\b(?:stopped|discontinued|ran out)\b/;
/** Vomiting or diarrhoea, which stop tablets being kept down or absorbed (ESE/ES 2024: consider parenteral glucocorticoids). */
const CANNOT_ABSORB =
  /\bvomit\w*|\bbeing sick\b|\bdiarrho?ea\b|\bgastroenteritis\b|\bcan(?:not|'t) keep (?:anything|tablets|food|fluids) down\b/;
/** Other features of adrenal insufficiency or crisis the notes may record. */
const CRISIS_FEATURES: readonly (readonly [string, RegExp])[] = [
  [
    "dizziness on standing",
    /\bdizz\w* on standing\b|\bpostural (?:dizziness|hypotension|drop)\b|\blight-?headed\w*|\bfaint\w*/,
  ],
  ["collapse", /\bcollaps\w*/],
  ["confusion or drowsiness", /\bconfus\w*|\bdrows\w*/],
  ["profound weakness or fatigue", /\b(?:profound|extreme|severe|very) (?:weak\w*|fatigue|tired\w*)|\bexhausted\b/],
];
/** Systolic pressure (mmHg) at or below which the pressure counts as low for this purpose. */
const LOW_SYSTOLIC = 100;
/** Glucose (mg/dL, the rule unit) below which it counts as low: 3.9 mmol/L. */
const LOW_GLUCOSE = 70;
/** Sodium (mmol/L) below which hyponatraemia is at least moderate (ESE/ERBP 2014). */
const MODERATE_SODIUM = 130;

/** Glucocorticoids recorded as no longer taken, other than skin, eye, lung and joint forms. */
function stoppedGlucocorticoids(ctx: RuleContext): MedicationItem[] {
  return ctx.model.medications.filter(
    (m) =>
      !m.active &&
      m.classes.includes("systemic-glucocorticoid") &&
      !NOT_SYSTEMIC.test([m.name, m.dosage, m.frequency].filter(Boolean).join(" ")),
  );
}

function latestSystolic(ctx: RuleContext) {
  const list = [...ctx.vitals("systolic"), ...ctx.vitals("bp")].filter(
    (v) => v.value !== undefined && v.value >= 30 && v.value <= 300,
  );
  return list.sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
}

interface AdrenalPicture {
  exposure: "stopped" | "not-absorbed";
  meds: MedicationItem[];
  /** Findings for the texts, clinician wording, with the record entries they rest on. */
  signs: { text: string; refs: string[] }[];
  cortisolLow: boolean;
  unstable: boolean;
}

/**
 * Possible adrenal insufficiency from glucocorticoid withdrawal: a glucocorticoid stopped (in the
 * list or the notes), or still prescribed but not kept down because of vomiting or diarrhoea, with
 * a low cortisol or at least two of low sodium, low glucose, low blood pressure and symptoms.
 * ESE/ES 2024: exposure for 3–4 weeks or more above about 4–6 mg prednisolone a day puts the axis at
 * risk, and oral glucocorticoids may not be absorbed with prolonged vomiting or diarrhoea.
 */
export function adrenalInsufficiencyPicture(ctx: RuleContext): AdrenalPicture | undefined {
  if (hasCondition(ctx, KNOWN_ADRENAL_FAILURE)) return undefined;
  const text = ctx.freeText;
  const gut = statedMention(text, CANNOT_ABSORB, true);
  const active = systemicGlucocorticoids(ctx);
  const stopped = stoppedGlucocorticoids(ctx);
  const stoppedNote = statedMention(text, STEROID_STOPPED_IN_NOTES, true);
  const exposure =
    stopped.length > 0 || stoppedNote !== undefined
      ? "stopped"
      : active.length > 0 && gut !== undefined
        ? "not-absorbed"
        : undefined;
  if (exposure === undefined) return undefined;
  const cortisol = ctx.lab("cortisol-am") ?? ctx.anyLab("cortisol-am");
  const sodium = ctx.lab("sodium");
  const na = ctx.valueOf(sodium);
  const glucose = ctx.lab("glucose");
  const g = ctx.valueOf(glucose);
  const sys = latestSystolic(ctx);
  const signs: AdrenalPicture["signs"] = [];
  const lowNa = sodium !== undefined && na !== undefined && (isLow(sodium) || na < 135);
  const lowGlucose = glucose !== undefined && g !== undefined && (isLow(glucose) || g < LOW_GLUCOSE);
  const lowBp = sys?.value !== undefined && sys.value <= LOW_SYSTOLIC;
  if (isLow(cortisol)) signs.push({ text: `low cortisol ${ctx.show(cortisol)}`, refs: [cortisol.ref] });
  if (lowNa) signs.push({ text: `sodium ${ctx.show(sodium)}`, refs: [sodium.ref] });
  if (lowGlucose) signs.push({ text: `glucose ${ctx.show(glucose)}`, refs: [glucose.ref] });
  if (lowBp && sys)
    signs.push({
      text: `systolic blood pressure ${formatNumber(sys.value ?? 0)} mmHg${sys.date ? ` (${sys.date.slice(0, 10)})` : ""}`,
      refs: [sys.ref],
    });
  const symptoms = CRISIS_FEATURES.filter(([, re]) => statedMention(text, re, true) !== undefined).map(([n]) => n);
  if (gut !== undefined) symptoms.unshift(gut);
  if (symptoms.length > 0) signs.push({ text: `${symptoms.join(", ")} in the notes`, refs: [] });
  const cortisolLow = isLow(cortisol);
  const objective = [lowNa, lowGlucose, lowBp].filter(Boolean).length;
  if (!cortisolLow && objective + (symptoms.length > 0 ? 1 : 0) < 2) return undefined;
  const unwell =
    lowBp ||
    lowGlucose ||
    (na !== undefined && na < MODERATE_SODIUM) ||
    gut !== undefined ||
    symptoms.includes("collapse") ||
    symptoms.includes("confusion or drowsiness");
  // Without a low cortisol, a stopped steroid of unknown dose and date with one abnormal result
  // and vomiting may have another cause: urgent review today rather than an emergency.
  const unstable = unwell && (cortisolLow || exposure === "not-absorbed" || objective >= 2);
  const meds = exposure === "stopped" ? stopped : active;
  return { exposure, meds, signs, cortisolLow, unstable };
}

// --- Thyroid hormone after thyroid cancer ---------------------------------------------------------

/** Differentiated thyroid cancer, or a TSH-suppression plan, in conditions or notes. */
const THYROID_CANCER =
  /\b(?:(?:papillary|follicular|differentiated|h(?:u|ü)rthle(?: cell)?|oncocytic)\s+(?:thyroid\s+)?(?:cancer|carcinoma)|thyroid (?:cancer|carcinoma|malignancy)|tsh suppression|suppress(?:ed|ive|ion of)? (?:the )?tsh|tsh target)\b/;

/** How the record names thyroid cancer or a TSH-suppression plan, when it does. */
export function thyroidCancerMention(ctx: RuleContext): string | undefined {
  const names = ctx.model.conditions.map((c) => c.name.toLowerCase());
  return statedMention([...names, ctx.freeText].join(". "), THYROID_CANCER, true);
}

// --- Thyroid tests read with the medicines and the illness ----------------------------------------

/** An acute illness in the notes or conditions, during which thyroid tests mislead (NICE NG145). */
const ACUTE_ILLNESS =
  /\b(?:pneumonia|sepsis|septic|inpatient|admitted|admission|intensive care|icu|itu|critically ill|acute(?:ly)? (?:illness|unwell)|post-?operative|day \d+ of)\b/;
/** CRP (mg/L) above which an acute illness is taken as present without a word in the notes. */
const CRP_ACUTE = 100;

function acuteIllness(ctx: RuleContext): string | undefined {
  const names = ctx.model.conditions.filter((c) => isActiveCondition(c.status)).map((c) => c.name.toLowerCase());
  const stated = statedMention([...names, ctx.freeText].join(". "), ACUTE_ILLNESS, true);
  if (stated !== undefined) return `"${stated}" in the record`;
  const crp = ctx.lab("crp");
  const value = ctx.valueOf(crp);
  return crp !== undefined && value !== undefined && value > CRP_ACUTE ? `CRP ${ctx.show(crp)}` : undefined;
}

// --- D-dimer -------------------------------------------------------------------------------------

/** The usual D-dimer cut-off the age-adjusted one replaces after 50, in mg/L FEU (500 µg/L). */
const DDIMER_USUAL = 0.5;
/** The age-adjusted cut-off: age × 10 µg/L, i.e. age × 0.01 mg/L, from age 50. */
const DDIMER_PER_YEAR = 0.01;
const DDIMER_FROM_AGE = 50;
/** D-dimer units (DDU) are about half fibrinogen-equivalent ones; the cut-offs above are not for them. */
const DDU = /\bddu\b|d-?dimer units?/i;

/** A D-dimer above the usual 0.5 mg/L but below the age-adjusted cut-off (age × 10 µg/L over 50). */
export function ddimerAgeAdjusted(ctx: RuleContext) {
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

const CORTISOL_LOW_STEPS: readonly string[] = [
  "Do not stop the glucocorticoid abruptly; taper it only when the underlying condition allows, more slowly once near a physiological dose (about 4–6 mg prednisolone a day)",
  "Routine testing of the adrenal axis is not recommended while a higher dose is still needed; when on a physiological dose and aiming to stop, re-test with a morning cortisol",
  "Make sure the patient knows about the endocrine effects of long-term glucocorticoids",
];
const PREDNISOLONE_ASSAY_STEP =
  "When the morning cortisol is repeated, take it before that day's prednisolone, about 24 hours after the last dose: prednisolone cross-reacts in cortisol immunoassays, so a sample soon after a dose overstates the body's own cortisol";
/** Morning cortisol (µg/dL, the rule unit) below which ESE/ES 2024 R2.7 continues the physiological dose: 150 nmol/L or 5 µg/dL. */
const ESE_CONTINUE_CORTISOL = 5;

export const ENDOCRINE_ONCOLOGY_RULES: readonly Rule[] = [
  {
    id: "ca125-symptoms-ultrasound",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Possible ovarian cancer",
    title: "Raised CA-125 with symptoms that can come from ovarian cancer",
    clinician:
      "CA-125 {ca125} is 35 or more, and the notes record {symptoms}, {guidance}; most raised CA-125 results have a benign cause, which the scan helps to sort out.",
    patient:
      "Your CA-125 blood test is raised, and you have had {plainSymptoms}. Together these need a scan (an ultrasound of the {tummy} and pelvis) soon, to look for the cause. A raised CA-125 often has a harmless cause, but the scan should not be put off.",
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
      // A US record is not given NICE's ovarian pathway (review 30, country-30 case 04: an Austin,
      // Texas record was told "NICE recommends" and "the suspected cancer pathway"); it keeps the
      // prompt pelvic ultrasound in plain terms with no guideline named (no US source seen today).
      const us = readsAsUsUnits(ctx);
      return {
        refs: [obs.ref],
        values: {
          ca125: ctx.show(obs),
          symptoms: symptoms.map((x) => x.text).join(", "),
          plainSymptoms: symptoms.map((x) => x.plain).join(" and "),
          guidance: us
            ? "symptoms that can be early signs of ovarian cancer when persistent or frequent. With this CA-125 a prompt pelvic ultrasound (transvaginal and abdominal) is the next step"
            : "symptoms NICE lists as possible signs of ovarian cancer when persistent or frequent. NICE recommends an ultrasound of the abdomen and pelvis at this CA-125",
        },
        ...(us
          ? {
              nextSteps: [
                "Arrange a pelvic ultrasound (transvaginal and abdominal) promptly, within 2 weeks of the CA-125 result",
                "If the ultrasound suggests ovarian cancer, refer promptly to gynecologic oncology",
                "If the ultrasound is normal, look for other causes of the symptoms and ask her to come back if they become more frequent or persistent",
              ],
              evidence: [],
              evidenceReplacesRule: true as const,
            }
          : {}),
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
    nextSteps: CORTISOL_LOW_STEPS,
    patientQuestions: ["How and when should my steroid dose be reduced?"],
    evidence: ["ese-es-2024-glucocorticoid-adrenal-insufficiency"],
    keywords: ["cortisol", "glucocorticoid", "prednisolone", "adrenal insufficiency", "hpa axis suppression"],
    match: (ctx) => {
      const obs = ctx.lab("cortisol-am") ?? ctx.anyLab("cortisol-am");
      if (!isLow(obs)) return undefined;
      const meds = systemicGlucocorticoids(ctx);
      if (meds.length === 0 || hasCondition(ctx, KNOWN_ADRENAL_FAILURE)) return undefined;
      // Suppression is "expected" only in someone well who is taking the tablets; with vomiting or
      // signs of crisis the adrenal-insufficiency rule speaks instead.
      if (adrenalInsufficiencyPicture(ctx) !== undefined) return undefined;
      const match: RuleMatch = {
        refs: ctx.refs(obs, ...meds),
        values: { cortisol: ctx.show(obs), meds: withDailyDose(meds) },
      };
      // This finding silences the long-term glucocorticoid finding's emergency card, so a proven low
      // cortisol lost the card and sick-day rules (review 27, endocrine case 10: 72 nmol/L on prednisolone 5 mg).
      const value = ctx.valueOf(obs);
      const veryLow =
        value !== undefined && value < ESE_CONTINUE_CORTISOL
          ? " On a physiological dose (about 4–6 mg prednisolone a day), a morning cortisol below 150 nmol/L (5 µg/dL) means continuing that dose and repeating the morning cortisol after a few months (ESE/Endocrine Society 2024)."
          : "";
      if (readsAsUk(ctx)) {
        match.clinicianExtra =
          `${veryLow} The NHS patient safety alert on adrenal crisis calls for an NHS Steroid Emergency Card and sick-day rules for adults with adrenal insufficiency and for anyone on 5 mg of prednisolone a day (or its equivalent) for 4 weeks or longer.`.trim();
        match.patientExtra =
          "Carry an NHS Steroid Emergency Card and show it whenever you are treated. When you are ill with a fever or need antibiotics, your steroid dose usually needs to go up for a while; if you are vomiting and cannot keep the tablets down, get urgent help.";
        match.nextSteps = [
          ...CORTISOL_LOW_STEPS,
          "Issue an NHS Steroid Emergency Card and teach sick-day rules (double the daily dose with fever or an illness needing antibiotics; with vomiting, emergency hydrocortisone injection and urgent help)",
        ];
        match.evidence = ["ese-es-2024-glucocorticoid-adrenal-insufficiency", "nhs-2020-steroid-emergency-card"];
      } else {
        match.clinicianExtra =
          `${veryLow} Teach the patient what to do with the dose during illness, and when vomiting stops the tablets being kept down.`.trim();
        match.patientExtra =
          "Ask your doctor what to do with your steroid dose if you become ill, and what to do if you are vomiting and cannot keep the tablets down.";
      }
      // Review 47 (endo-bone-47-review47 case 06): the re-test is only readable off the day's dose, as
      // prednisolone is measured in part as cortisol in immunoassays (Owen and Keevil 2011).
      if (meds.some((m) => /\bprednisolone\b/i.test(m.name))) {
        match.nextSteps = [...(match.nextSteps ?? CORTISOL_LOW_STEPS), PREDNISOLONE_ASSAY_STEP];
        match.evidence = [
          ...(match.evidence ?? ["ese-es-2024-glucocorticoid-adrenal-insufficiency"]),
          "owen-keevil-2011-prednisolone-cortisol-assay",
        ];
      }
      return match;
    },
  },
  {
    id: "glucocorticoid-adrenal-insufficiency",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Possible adrenal insufficiency",
    title: "Possible adrenal insufficiency after glucocorticoid withdrawal or loss of tablets",
    clinician:
      "Possible adrenal insufficiency{crisis}: {exposure}, with {signs}. Glucocorticoid treatment for 3–4 weeks or more above about 4–6 mg prednisolone a day (or its equivalent) suppresses the adrenal axis, so stopping it suddenly, or losing the tablets to vomiting or diarrhoea, can leave too little cortisol; low sodium, low glucose and low blood pressure are features of adrenal crisis, which can be fatal if untreated. Treat on suspicion: tests must not delay treatment.",
    patient:
      "Your results and symptoms could mean your body is not making enough of its own steroid hormone, cortisol, because {patientReason}. {patientAction}",
    nextSteps: [
      "Same-day clinical assessment: blood pressure, sodium, potassium and glucose; if adrenal crisis is suspected, give hydrocortisone 100 mg IV or IM at once",
      "Restart the glucocorticoid, then taper it only under supervision; recheck the adrenal axis once on a physiological dose",
      "Teach sick-day rules (double the daily dose with fever or an illness needing antibiotics; with vomiting, emergency hydrocortisone injection and urgent help) and issue a Steroid Emergency Card",
    ],
    patientQuestions: ["Should I restart my steroid, and what should I do with my dose when I am ill?"],
    evidence: [
      "ese-es-2024-glucocorticoid-adrenal-insufficiency",
      "sfe-adrenal-crisis",
      "nhs-2020-steroid-emergency-card",
    ],
    keywords: [
      "adrenal insufficiency",
      "adrenal crisis",
      "glucocorticoid withdrawal",
      "hydrocortisone",
      "sick day rules",
    ],
    match: (ctx) => {
      const p = adrenalInsufficiencyPicture(ctx);
      if (p === undefined) return undefined;
      const named = p.meds.length > 0 ? medNames(p.meds) : "a glucocorticoid";
      const exposure =
        p.exposure === "stopped"
          ? `${named} ${p.meds.length > 0 ? "recorded as stopped" : "stopped, according to the notes"}`
          : `${named} prescribed, but the notes record vomiting or diarrhoea, so the tablets may not be kept down or absorbed`;
      const match: RuleMatch = {
        refs: [...ctx.refs(...p.meds), ...p.signs.flatMap((s) => s.refs)],
        values: {
          crisis: p.unstable ? ", possibly an impending adrenal crisis" : "",
          exposure,
          signs: p.signs.map((s) => s.text).join(", "),
          patientReason:
            p.exposure === "stopped"
              ? "your steroid medicine was stopped"
              : "you have been sick and may not be absorbing your steroid tablets",
          patientAction: p.unstable
            ? "This can become dangerous quickly (an adrenal crisis). Get medical help now: go to an emergency department or call your local emergency number, and tell them you take or recently took steroid tablets. If you have an emergency hydrocortisone injection, use it as you were shown. Do not wait for more tests."
            : "This needs a check today: contact your doctor today about restarting your steroid. If you start vomiting, feel faint or become confused, go to an emergency department at once.",
        },
        severity: p.unstable ? Severity.critical : Severity.high,
      };
      if (p.unstable)
        match.nextSteps = [
          "Emergency: give hydrocortisone 100 mg IV or IM now, then 200 mg over 24 hours (infusion, or 50 mg every 6 hours), with IV 0.9% saline; tests must not delay treatment",
          "Check sodium, potassium and glucose and treat low glucose; look for and treat the illness that set it off",
          "Once recovered, restart the glucocorticoid and taper it only under supervision",
          "Teach sick-day rules (double the daily dose with fever or an illness needing antibiotics; with vomiting, emergency hydrocortisone injection and urgent help) and issue a Steroid Emergency Card",
        ];
      return match;
    },
  },
  {
    id: "levothyroxine-tsh-low-thyroid-cancer",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Thyroid",
    title: "Low TSH on thyroid hormone after thyroid cancer: suppression may be intended",
    clinician:
      "TSH {tsh} on {med}, with {cancer} in the record. After differentiated thyroid cancer, TSH is often kept suppressed on purpose, to a degree set by the risk of recurrence, so a low TSH here is not by itself over-replacement. {ft4} Check the result against the TSH target in the thyroid cancer team's plan before any dose change.",
    patient:
      "Your TSH is low while you take thyroid medicine. After thyroid cancer, keeping TSH low is often part of the treatment plan, so this may be what your specialist team intends. Do not change your dose unless your thyroid team advises it.",
    nextSteps: [
      "Compare TSH with the target in the thyroid cancer team's plan; do not reduce the dose on this result alone",
      "If the target is not known, or with palpitations, atrial fibrillation or bone loss, ask the thyroid cancer team whether the degree of suppression is still right",
    ],
    patientQuestions: ["What TSH level is my thyroid cancer team aiming for?"],
    evidence: ["ata-2015-differentiated-thyroid-cancer"],
    keywords: ["levothyroxine", "tsh suppression", "differentiated thyroid cancer", "papillary thyroid cancer"],
    match: (ctx) => {
      const meds = ctx.meds("thyroid-hormone");
      const tsh = ctx.lab("tsh");
      if (meds.length === 0 || !isLow(tsh)) return undefined;
      const cancer = thyroidCancerMention(ctx);
      if (cancer === undefined) return undefined;
      const ft4 = ctx.lab("free-t4");
      return {
        refs: ctx.refs(tsh, ft4, ...meds),
        values: {
          tsh: ctx.show(tsh),
          med: medNames(meds),
          cancer: `"${cancer}"`,
          ft4:
            ft4 === undefined
              ? "Free T4 is not in the record."
              : isHigh(ft4)
                ? `Free T4 ${ctx.show(ft4)} is above its range, which goes beyond suppression: discuss the dose with the team.`
                : `Free T4 ${ctx.show(ft4)} is not above its range.`,
        },
      };
    },
  },
  {
    id: "amiodarone-ft4-high-tsh-normal",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Thyroid",
    title: "Raised free T4 with a normal TSH on amiodarone: expected drug effect",
    clinician:
      "Free T4 {ft4} is above its range with a normal TSH {tsh}{ft3} on {med}. Amiodarone blocks the conversion of T4 to T3, so free T4 commonly rises while T3 falls and TSH settles back into range: this pattern is an expected effect of the drug, not thyrotoxicosis. Amiodarone-induced thyrotoxicosis shows a suppressed TSH with a raised free T3.",
    patient:
      "Your free T4 thyroid hormone is a little high, but your TSH is normal. Amiodarone often raises free T4 in this way without the thyroid being overactive. Your thyroid tests will keep being checked while you take amiodarone; tell your doctor if you get a racing or irregular heartbeat, weight loss, shakiness or more breathlessness.",
    nextSteps: [
      "Continue routine thyroid monitoring (TSH, free T4 and free T3) while on amiodarone",
      "Look for amiodarone-induced thyrotoxicosis only if TSH becomes suppressed, free T3 rises, or arrhythmia or symptoms worsen",
    ],
    patientQuestions: ["Is my thyroid affected by amiodarone, and how often will it be checked?"],
    evidence: ["eta-2018-amiodarone-thyroid", "melmed-1981-amiodarone-hyperthyroxinaemia"],
    keywords: ["amiodarone", "free t4", "hyperthyroxinaemia", "thyroid function tests"],
    match: (ctx) => {
      const meds = ctx.meds("amiodarone");
      const ft4 = ctx.lab("free-t4");
      const tsh = ctx.lab("tsh");
      const ft3 = ctx.lab("free-t3");
      if (meds.length === 0 || !isHigh(ft4) || tsh?.status !== "normal" || isHigh(ft3)) return undefined;
      if (ctx.meds("thyroid-hormone").length > 0) return undefined;
      return {
        refs: ctx.refs(ft4, tsh, ft3, ...meds),
        values: {
          ft4: ctx.show(ft4),
          tsh: ctx.show(tsh),
          ft3: ft3 === undefined ? "" : ` and free T3 ${ctx.show(ft3)} not raised`,
          med: medNames(meds),
        },
      };
    },
  },
  {
    id: "thyroid-tests-acute-illness",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Thyroid",
    title: "Low thyroid hormones during an acute illness: probable non-thyroidal illness",
    clinician:
      "{ft} with TSH {tsh}, taken during an acute illness ({illness}){steroid}. In acute illness thyroid tests are often abnormal without thyroid disease (non-thyroidal illness), which is why NICE advises against testing thyroid function during an acute illness unless the illness may be due to the thyroid. This pattern is neither an overactive nor an underactive thyroid to treat now.",
    patient:
      "Some of your thyroid results are low. During a serious illness, such as an infection needing hospital care, thyroid tests often change for a while without the thyroid itself being unwell. They do not need treatment now and are best checked again once you have recovered.",
    nextSteps: [
      "Do not start thyroid treatment on these results; repeat TSH and free T4 once recovered from the acute illness",
      "If TSH stays low or normal with a low free T4 after recovery, consider pituitary (secondary) thyroid disease",
    ],
    patientQuestions: ["When should my thyroid tests be repeated after I recover?"],
    evidence: ["nice-ng145-thyroid-disease"],
    keywords: ["non-thyroidal illness", "sick euthyroid", "acute illness", "thyroid function tests"],
    match: (ctx) => {
      const tsh = ctx.lab("tsh");
      const ft4 = ctx.lab("free-t4");
      const ft3 = ctx.lab("free-t3");
      if (tsh === undefined || isHigh(tsh) || !(isLow(ft4) || isLow(ft3))) return undefined;
      if (isHigh(ft4) || isHigh(ft3)) return undefined;
      if (ctx.medsOf("thyroid-hormone", "antithyroid", "amiodarone").length > 0) return undefined;
      const illness = acuteIllness(ctx);
      if (illness === undefined) return undefined;
      const low = [isLow(ft4) ? `free T4 ${ctx.show(ft4)}` : "", isLow(ft3) ? `free T3 ${ctx.show(ft3)}` : ""].filter(
        Boolean,
      );
      const steroids = systemicGlucocorticoids(ctx);
      return {
        refs: ctx.refs(tsh, ft4, ft3, ...steroids),
        values: {
          ft: `Low ${low.join(" and low ")}`,
          tsh: `${ctx.show(tsh)}${isLow(tsh) ? " (low)" : ""}`,
          illness,
          steroid: steroids.length > 0 ? `, on ${medNames(steroids)}` : "",
        },
      };
    },
  },
  {
    id: "prolactin-high-on-dopamine-blocker",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Prolactin",
    title: "High prolactin on a dopamine-blocking medicine",
    clinician:
      "Prolactin {prolactin} is high while taking {meds}, which blocks dopamine and is a common cause of a raised prolactin (antipsychotics are the commonest medicine cause). {likely}; {others}.",
    patient:
      "Your prolactin is high. Your medicine {patientMeds} commonly raises prolactin, and it {patientLikely}. Do not stop it on your own: your doctor can decide with you whether a change is needed.",
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
      // A very high level or headaches and visual symptoms make the medicine no longer the likely
      // whole explanation (review 32, mental-32b case 01; see prolactin-symptoms.ts).
      const imaging = pituitaryImagingReason(ctx, obs);
      return {
        refs: ctx.refs(obs, ...meds),
        ...(imaging !== undefined && { severity: Severity.high }),
        values: {
          prolactin: ctx.show(obs),
          meds: medNames(meds),
          // The drug alone: the record's line, dose and notes included, does not read as a name.
          patientMeds: joinList([...new Set(meds.map(medicineWord))]),
          others: otherProlactinCauses(ctx),
          likely:
            imaging === undefined
              ? "The medicine is the likely explanation"
              : "The medicine may contribute, but it cannot be assumed to explain it all",
          patientLikely: imaging === undefined ? "is the likely reason" : "may be part of the reason",
        },
        ...prolactinInRecord(
          ctx,
          meds.map((m) => m.name),
          obs,
        ),
      };
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
