import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { medNames } from "./context.ts";
import { adrenalInsufficiencyPicture } from "./endocrine-oncology.ts";
import { statedMention } from "./notes.ts";
import { bpText } from "./bp-text.ts";
import { type SuspectedApoplexy, suspectedPituitaryApoplexy } from "./pituitary-apoplexy.ts";
import type { Rule } from "./types.ts";
import { isHigh, isLow } from "./lab-status.ts";

/*
 * Adrenal crisis as the first presentation of adrenal insufficiency (review11 endocrine, case
 * 15-addison-crisis): a low morning or random cortisol in someone who is acutely unwell, with a
 * low sodium and/or a high potassium, and a low blood pressure or vomiting/diarrhoea. Single-result
 * rules read each part alone ("often spurious potassium, repeat in 3 days", SIADH work-up), and the
 * adrenal crisis rule in rules/adrenal.ts needs a recorded diagnosis.
 *
 * The Endocrine Society 2016 guideline asks for testing in acutely ill people with otherwise
 * unexplained volume depletion, hypotension, hyponatraemia, hyperkalaemia or hyperpigmentation,
 * and, with severe symptoms or a crisis, immediate IV hydrocortisone at a stress dose before test
 * results are back. The Society for Endocrinology says diagnostic measures must never delay
 * treatment: hydrocortisone 100 mg IV or IM at once, then rapid IV 0.9% saline.
 *
 * Not read here: recorded adrenal insufficiency (rules/adrenal.ts) and glucocorticoid medicines,
 * current or stopped (they suppress cortisol themselves; rules/endocrine-oncology.ts reads withdrawal).
 */

/** Cortisol (µg/dL, the rule unit) below which a morning or stress cortisol is low: 5 µg/dL, 140 nmol/L. */
const LOW_CORTISOL = 5;
/** Systolic pressure (mmHg) at or below which it counts as low, as in rules/adrenal.ts. */
const LOW_SYSTOLIC = 100;
/** Glucose (mg/dL) below which it counts as low: 3.9 mmol/L. */
const LOW_GLUCOSE = 70;

/** Cortisol results that are not a basal cortisol: suppression or stimulation tests, saliva, urine. */
const NOT_BASAL = /dexa|\bdst\b|suppress|stim|synacthen|tetracosactide|saliva|urin|\bufc\b|\b(?:30|60) ?min/i;
const GUT_LOSS =
  /\bvomit\w*|\bbeing sick\b|\bdiarrho?ea\b|\bgastroenteritis\b|\bcan(?:not|'t) keep (?:anything|tablets|food|fluids) down\b/;
const KNOWN_ADRENAL = /\baddison|\badrenal (?:insufficiency|failure)|\bhypoadrenal|\bcongenital adrenal hyperplasia\b/i;
/** Features of long-standing primary adrenal insufficiency the notes may record. */
const SUPPORTING: readonly (readonly [string, RegExp])[] = [
  ["darker skin (pigmentation)", /\bpigment\w*|\bdarker skin\b|\bdarkening of (?:the )?skin\b|\btanned\b/],
  ["salt craving", /\bsalt[- ]craving\b|\bcrav\w* (?:for )?salt/],
  ["weight loss", /\bweight loss\b|\blost (?:\d+ ?kg|weight)\b|\bkg weight loss\b/],
  ["dizziness on standing", /\bdizz\w* on standing\b|\bpostural (?:dizziness|hypotension|drop)\b/],
];

/** Immune checkpoint inhibitors (anti-PD-1, anti-PD-L1, anti-CTLA-4, anti-LAG-3), which can inflame the pituitary. */
const CHECKPOINT_INHIBITOR =
  /\b(?:pembrolizumab|nivolumab|ipilimumab|atezolizumab|durvalumab|avelumab|cemiplimab|dostarlimab|tremelimumab|relatlimab|tislelizumab|toripalimab|retifanlimab)\b/i;

/** Current checkpoint-inhibitor medicines (review 12, deep case 02: hypophysitis on pembrolizumab). */
export function checkpointInhibitors(ctx: RuleContext): MedicationItem[] {
  return ctx.model.medications.filter((m) => m.active && CHECKPOINT_INHIBITOR.test(m.name));
}

export interface SuspectedAdrenalCrisis {
  cortisol: LabObservation;
  critical: boolean;
  sodium?: LabObservation;
  potassium?: LabObservation;
  glucose?: LabObservation;
  signs: string[];
  refs: string[];
  /** ACTH low or within its range with the low cortisol: the pituitary, not the adrenal gland. */
  acth?: LabObservation;
  /** Free T4 low with a TSH that is not raised: the thyroid axis of the pituitary is failing too. */
  centralThyroid: boolean;
}

function basalCortisol(ctx: RuleContext): LabObservation | undefined {
  return ctx.labs("cortisol-am").find((o) => o.standard !== undefined && !NOT_BASAL.test(o.name));
}

/**
 * A low basal cortisol with a low sodium or a high potassium, without recorded adrenal insufficiency
 * or glucocorticoid medicines. Critical with a low blood pressure or vomiting/diarrhoea; otherwise
 * same-day (high).
 */
export function suspectedAdrenalCrisis(ctx: RuleContext): SuspectedAdrenalCrisis | undefined {
  if (ctx.model.conditions.some((c) => KNOWN_ADRENAL.test(c.name))) return undefined;
  if (ctx.conditions("adrenal-insufficiency").length > 0) return undefined;
  if (ctx.meds("systemic-glucocorticoid").length > 0) return undefined;
  // A recently stopped glucocorticoid explains the low cortisol: rules/endocrine-oncology.ts reads it
  // (review 13, adrenal-pituitary case 02: prednisolone stopped 15 days before).
  if (adrenalInsufficiencyPicture(ctx) !== undefined) return undefined;
  const cortisol = basalCortisol(ctx);
  const c = ctx.valueOf(cortisol);
  if (cortisol === undefined || c === undefined || !(isLow(cortisol) || c < LOW_CORTISOL)) return undefined;
  const sodium = ctx.lab("sodium");
  const na = ctx.valueOf(sodium);
  const lowNa = sodium !== undefined && na !== undefined && (isLow(sodium) || na < 135);
  const potassium = ctx.lab("potassium");
  const highK = isHigh(potassium);
  const sys = ctx
    .vitals("systolic")
    .concat(ctx.vitals("bp"))
    .filter((v) => v.value !== undefined && v.value >= 20 && v.value <= 300)
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  const lowBp = sys?.value !== undefined && sys.value <= LOW_SYSTOLIC;
  // A low blood pressure is enough beside the low cortisol: the Endocrine Society asks for testing in
  // acutely ill people with unexplained hypotension, not only with salt changes (review 36, notes-36:
  // cortisol 38 nmol/L with vomiting and BP 88/54, sodium and potassium normal, drew nothing).
  if (!lowNa && !highK && !lowBp) return undefined;
  const glucose = ctx.lab("glucose");
  const g = ctx.valueOf(glucose);
  // Not one the laboratory calls normal (review 29b, kidney-29b: 3.6 mmol/L within 3.5-7.8 was
  // listed among the abnormal features).
  const lowGlucose = glucose !== undefined && g !== undefined && g < LOW_GLUCOSE && glucose.status !== "normal";
  const text = ctx.freeText;
  const gut = statedMention(text, GUT_LOSS, true);
  const supporting = SUPPORTING.filter(([, re]) => statedMention(text, re, true) !== undefined).map(([n]) => n);
  const signs = [
    lowNa ? `sodium ${ctx.show(sodium)}` : "",
    highK ? `potassium ${ctx.show(potassium)}` : "",
    lowGlucose ? `glucose ${ctx.show(glucose)}` : "",
    lowBp && sys ? `blood pressure ${bpText(sys.rawValue, sys.value)}` : "",
    gut !== undefined ? `"${gut}" in the notes` : "",
    supporting.length > 0 ? `${supporting.join(", ")} in the notes` : "",
  ].filter(Boolean);
  const acth = ctx.lab("acth");
  const acthNotRaised = acth !== undefined && (acth.status === "normal" || isLow(acth));
  // A TSH that is not raised with a low free T4 is central (review 13, adrenal-pituitary case 03: TSH 0.6).
  const tsh = ctx.lab("tsh");
  const centralThyroid = isLow(ctx.lab("free-t4")) && (tsh?.status === "normal" || isLow(tsh));
  return {
    cortisol,
    critical: lowBp || gut !== undefined,
    ...(acthNotRaised ? { acth } : {}),
    centralThyroid,
    ...(lowNa ? { sodium } : {}),
    ...(highK ? { potassium } : {}),
    ...(lowGlucose ? { glucose } : {}),
    signs,
    refs: [
      cortisol.ref,
      ...(lowNa ? [sodium.ref] : []),
      ...(highK ? [potassium.ref] : []),
      ...(lowGlucose ? [glucose.ref] : []),
      ...(lowBp && sys ? [sys.ref] : []),
    ],
  };
}

const CRITICAL_STEPS: readonly string[] = [
  "Emergency: give hydrocortisone 100 mg IV or IM now and start rapid IV 0.9% saline; do not wait for test results to treat",
  "If it causes no delay, take blood for cortisol and ACTH (with renin and aldosterone) before the hydrocortisone; otherwise treat first and confirm the diagnosis later",
  "Continue hydrocortisone 200 mg over 24 hours (infusion, or 50 mg IV or IM every 6 hours) in hospital with endocrinology advice; check sodium, potassium and glucose often and look for the illness that set it off",
  "Confirm and find the cause once stable (ACTH, a corticotropin stimulation test when the condition allows, adrenal antibodies)",
];

const SAME_DAY_STEPS: readonly string[] = [
  "Same-day assessment: blood pressure lying and standing, symptoms, sodium, potassium and glucose; if unwell or vomiting, give hydrocortisone 100 mg IV or IM at once",
  "Take cortisol with ACTH (and renin and aldosterone) and arrange a corticotropin stimulation test with endocrinology",
];

/**
 * With an ACTH that is not raised the cause is in the pituitary (secondary adrenal insufficiency):
 * renin, aldosterone and adrenal antibodies, the primary work-up, do not apply. On a checkpoint
 * inhibitor that is hypophysitis until shown otherwise (ASCO irAE guideline), and thyroid hormone
 * waits until hydrocortisone has been started, so as not to bring on a crisis.
 */
function secondaryReading(
  s: SuspectedAdrenalCrisis,
  ctx: RuleContext,
  onCheckpoint: MedicationItem[],
  apoplexy: SuspectedApoplexy | undefined,
): string {
  const thyroid = s.centralThyroid
    ? ", and free T4 is low with a TSH that is not raised (central hypothyroidism, not a thyroid or illness effect)"
    : "";
  const cause =
    onCheckpoint.length > 0
      ? ` On ${medNames(onCheckpoint)}, this is most likely immune checkpoint inhibitor hypophysitis (pituitary inflammation); tell the oncology team.`
      : "";
  const thyroxine = s.centralThyroid
    ? " Start hydrocortisone before any thyroxine: thyroid hormone given first can bring on an adrenal crisis."
    : "";
  if (apoplexy !== undefined) {
    const setting = [
      apoplexy.tumour !== undefined ? `a pituitary tumour (${apoplexy.tumour})` : "",
      apoplexy.signs !== undefined ? `"${apoplexy.signs}"` : "",
    ]
      .filter(Boolean)
      .join(" and ");
    const thyroidApoplexy = s.centralThyroid
      ? " Free T4 is low with a TSH that is not raised: the pituitary is failing."
      : "";
    return `A sudden severe headache ("${apoplexy.headache}") with ${setting} suggests pituitary apoplexy, a bleed into or infarct of a pituitary tumour: the cortisol is low from pituitary failure, not adrenal disease. It threatens sight and life; hydrocortisone is given now, and an urgent pituitary MRI and neurosurgical review follow.${thyroidApoplexy}${thyroxine}`;
  }
  const axis =
    s.acth !== undefined
      ? `ACTH ${ctx.show(s.acth)} is not raised${thyroid}`
      : "Free T4 is low with a TSH that is not raised (central hypothyroidism): a second pituitary axis failing with the cortisol";
  return `${axis}, which places the cause in the pituitary rather than the adrenal glands.${cause}${thyroxine}`;
}

/**
 * Without a pituitary clue the level is open, but a checkpoint inhibitor is still the likely cause and
 * can inflame the pituitary or the adrenal glands (ASCO irAE guideline); ACTH tells them apart.
 */
function checkpointReading(onCheckpoint: MedicationItem[]): string {
  return ` On ${medNames(onCheckpoint)}, the likely cause is an immune side effect of the checkpoint inhibitor, on the pituitary (hypophysitis) or the adrenal glands; ACTH with the cortisol tells them apart. Tell the oncology team.`;
}

const APOPLEXY_STEP =
  "Suspected pituitary apoplexy: urgent pituitary MRI (CT if MRI is not available at once) and same-day neurosurgical and endocrine review; check visual acuity, fields and eye movements, and repeat them often, as worsening vision or consciousness calls for early surgery";

/**
 * The pituitary work-up step, naming only the hormones not yet in the record (review 13,
 * adrenal-pituitary case 03: TSH, free T4, LH, FSH, testosterone and prolactin were all there).
 */
function pituitaryWorkUp(ctx: RuleContext): string {
  const has = (...ids: string[]) => ids.every((id) => ctx.anyLab(id) !== undefined);
  const missing = [
    has("acth") ? "" : "ACTH with the cortisol (before hydrocortisone if it causes no delay)",
    has("tsh", "free-t4") ? "" : "TSH and free T4",
    has("lh", "fsh") && (has("testosterone-total") || has("estradiol"))
      ? ""
      : "LH and FSH with testosterone or oestradiol",
    has("prolactin") ? "" : "prolactin",
  ].filter(Boolean);
  const tests = missing.length > 0 ? `${missing.join(", ")}, and a pituitary MRI` : "a pituitary MRI";
  const review = missing.length < 4 ? "; review the pituitary hormones already measured with the specialist" : "";
  return `Pituitary work-up with endocrinology: ${tests} (headache or visual change)${review}; a corticotropin stimulation test can be falsely normal early in pituitary failure`;
}

function secondarySteps(
  s: SuspectedAdrenalCrisis,
  onCheckpoint: MedicationItem[],
  ctx: RuleContext,
  apoplexy: SuspectedApoplexy | undefined,
): string[] {
  return [
    s.critical
      ? "Emergency: give hydrocortisone 100 mg IV or IM now and start rapid IV 0.9% saline; do not wait for test results to treat"
      : "Same-day assessment: blood pressure lying and standing, symptoms, sodium, potassium and glucose; if unwell or vomiting, give hydrocortisone 100 mg IV or IM at once",
    apoplexy !== undefined ? APOPLEXY_STEP : pituitaryWorkUp(ctx),
    ...(s.centralThyroid ? ["Start levothyroxine only after hydrocortisone has been started"] : []),
    ...(onCheckpoint.length > 0
      ? ["Inform the oncology team: hold the checkpoint inhibitor until the patient is stable on hormone replacement"]
      : []),
  ];
}

export const SUSPECTED_ADRENAL_CRISIS_RULES: readonly Rule[] = [
  {
    id: "adrenal-crisis-suspected",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Possible adrenal insufficiency",
    title: "{title}",
    clinician:
      "Cortisol {cortisol} is low, with {signs}, and no adrenal diagnosis or glucocorticoid medicine in the record. {reading}",
    patient: "Your cortisol (a stress hormone made by the adrenal glands) is low. {patient}",
    nextSteps: CRITICAL_STEPS,
    patientQuestions: ["What tests will confirm why my cortisol is low, and will I need to take steroid tablets?"],
    evidence: ["endosoc-2016-primary-adrenal-insufficiency", "sfe-adrenal-crisis"],
    keywords: ["adrenal crisis", "adrenal insufficiency", "addison's disease", "hydrocortisone", "hyperkalaemia"],
    match: (ctx) => {
      const s = suspectedAdrenalCrisis(ctx);
      if (s === undefined) return undefined;
      const salts = [s.sodium ? "low sodium" : "", s.potassium ? "high potassium" : ""].filter(Boolean).join(" and ");
      const belong = s.sodium && s.potassium ? "belong" : "belongs";
      const saltsLine =
        salts === ""
          ? ""
          : ` The ${salts} ${belong} to this picture, not to a separate kidney, diet or sample problem.`;
      const onCheckpoint = checkpointInhibitors(ctx);
      // Apoplexy places the cause in the pituitary before any ACTH is back (round 3, case 04).
      const apoplexy = suspectedPituitaryApoplexy(ctx);
      // A central thyroid pattern with the low cortisol is a second pituitary axis (review 20, oncology-2:
      // ipilimumab with no ACTH yet was read as adrenal disease while the thyroid line blamed the pituitary).
      // A raised ACTH keeps it adrenal whatever the thyroid shows.
      const acthMeasured = ctx.lab("acth") !== undefined;
      const secondary =
        s.acth !== undefined || apoplexy !== undefined || (s.centralThyroid && !isHigh(ctx.lab("acth")));
      const checkpointOnly =
        !secondary && !acthMeasured && onCheckpoint.length > 0 ? checkpointReading(onCheckpoint) : "";
      const kind = secondary ? "secondary (pituitary)" : "primary";
      // The pituitary results the reading rests on belong to it, so they are not also listed one by one in
      // clinician words beside the emergency (review 13, deep coherence 12: "hypophysitis" in three lab lines).
      const pituitary = [
        ...(s.acth ? [s.acth] : []),
        ...(s.centralThyroid ? [ctx.lab("tsh"), ctx.lab("free-t4")] : []),
      ].flatMap((o) => (o === undefined ? [] : [o.ref]));
      const thyroidToo = s.centralThyroid
        ? " Your thyroid results are also low because of the same pituitary problem; your doctors will treat that after the steroid."
        : "";
      return {
        refs: [...s.refs, ...pituitary],
        severity: s.critical ? Severity.critical : Severity.high,
        values: {
          cortisol: ctx.show(s.cortisol),
          signs: s.signs.join(", "),
          title: s.critical
            ? apoplexy !== undefined
              ? "Possible pituitary apoplexy with adrenal crisis: hydrocortisone now, urgent MRI and neurosurgery"
              : "Possible adrenal crisis (adrenal insufficiency not yet diagnosed): hydrocortisone now"
            : "Low cortisol with salt changes: probable adrenal insufficiency, same-day assessment",
          reading: s.critical
            ? `This picture is probable ${kind} adrenal insufficiency presenting as an adrenal crisis, which can be fatal without treatment. Treat on suspicion: hydrocortisone and IV saline must not wait for confirmation.${saltsLine}${secondary ? ` ${secondaryReading(s, ctx, onCheckpoint, apoplexy)}` : checkpointOnly}`
            : `This picture suggests adrenal insufficiency, which can turn into an adrenal crisis with any illness.${saltsLine}${secondary ? ` ${secondaryReading(s, ctx, onCheckpoint, apoplexy)}` : checkpointOnly}`,
          patient: s.critical
            ? `With your other results and symptoms, this could mean ${secondary ? "your pituitary gland (at the base of the brain) is not signalling your adrenal glands to make enough cortisol" : "your adrenal glands are not making enough cortisol"} and that you are having an adrenal crisis. This is an emergency: go to an emergency department now or call an ambulance (999 in the UK, 911 in the US, or your local emergency number). It is treated with a steroid injection and a drip, and this should not wait for more tests.${thyroidToo}`
            : `With your other results, this could mean ${secondary ? "your pituitary gland (at the base of the brain) is not signalling your adrenal glands to make enough cortisol" : "your adrenal glands are not making enough cortisol"}. Please contact your doctor today. If you start vomiting, feel faint or become confused, go to an emergency department or call an ambulance.${thyroidToo}`,
        },
        nextSteps: secondary
          ? [...secondarySteps(s, onCheckpoint, ctx, apoplexy), ...(s.critical ? CRITICAL_STEPS.slice(2, 3) : [])]
          : s.critical
            ? CRITICAL_STEPS
            : SAME_DAY_STEPS,
        ...((secondary || onCheckpoint.length > 0) && {
          evidence: [
            ...(onCheckpoint.length > 0 ? ["asco-2018-irae"] : []),
            ...(s.centralThyroid ? ["medscape-hypopituitarism"] : []),
            ...(apoplexy !== undefined ? ["sfe-2016-pituitary-apoplexy-emergency", "sfe-adrenal-crisis"] : []),
          ],
        }),
      };
    },
  },
];
