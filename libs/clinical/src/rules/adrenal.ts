import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { capitalise, formatNumber, joinList } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { suspectedAdrenalCrisis } from "./adrenal-crisis-suspected.ts";
import { adrenalInsufficiencyPicture } from "./endocrine-oncology.ts";
import { statedMention } from "./notes.ts";
import { bpText } from "./bp-text.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isHigh, isLow } from "./lab-status.ts";

/*
 * Two adrenal pictures that single-result rules misread (review10 womens-endocrine, cases
 * addison-lowna-vomiting-42f and cushing-screen-45f-si):
 *
 * - Adrenal crisis in known adrenal insufficiency (Addison's disease, hypopituitarism, congenital
 *   adrenal hyperplasia). Vomiting or diarrhoea stops oral hydrocortisone being kept down, and low
 *   blood pressure, low sodium with high potassium, and low glucose are features of crisis
 *   (Endocrine Society 2016). Treatment is hydrocortisone 100 mg IV or IM at once, then IV 0.9%
 *   saline and 200 mg over 24 hours; tests must not delay it (Society for Endocrinology). While it
 *   holds, the sodium, potassium and glucose findings defer to it rather than give their routine
 *   work-ups (SIADH tests, a repeat in 3 days, diet, sample handling), and kidney function is read as
 *   unstable, so a creatinine raised by volume depletion is not staged as CKD (rules/patterns.ts).
 * - Cushing's syndrome: two or more different first-line screening tests abnormal (24-hour urinary
 *   free cortisol, late-night salivary cortisol, 1 mg overnight dexamethasone suppression test with
 *   cortisol above 50 nmol/L, 1.8 µg/dL) are concordant abnormal results, after which the cause is
 *   sought with an endocrinologist (Endocrine Society 2008). An ACTH below or in the lower part of
 *   its range with an adrenal mass points to an adrenal source (ESE/ENSAT 2023, Endotext).
 */

/** The number a result was reported as, whatever its unit. */
const reported = (o: LabObservation): number | undefined => (o.value.kind === "number" ? o.value.value : undefined);

// --- Adrenal crisis in known adrenal insufficiency ------------------------------------------------

/** Vomiting, which stops tablets being kept down, or a gut illness that usually brings it. */
const VOMITING =
  /\bvomit\w*|\bbeing sick\b|\bgastroenteritis\b|\bcan(?:not|'t|not) keep (?:anything|tablets|(?:her |his |their )?(?:tablets|medicines?|medication|pills|food|fluids)) down\b/;
/**
 * Diarrhoea said to be severe or lasting, which the Society for Endocrinology names with persistent
 * vomiting as bringing on a crisis; plain diarrhoea on its own is sick-day rule 1 (ADSHG), doubling
 * the dose (rules/adrenal-sick-day.ts).
 */
const SEVERE_DIARRHOEA =
  /\b(?:severe|persistent|profuse|torrential|constant|continuous|heavy|bloody|watery)\s+(?:[a-z-]+\s+){0,2}diarrho?ea\b|\bdiarrho?ea\b[^.;]{0,25}\b(?:\d+|several|many|six|seven|eight|nine|ten) times\b/;
const DIARRHOEA = /\bdiarrho?ea\b|\bloose stools\b/;
/** Other features of crisis the notes may record. */
const CRISIS_FEATURES: readonly (readonly [string, RegExp])[] = [
  ["dizziness on standing", /\bdizz\w* on standing\b|\bpostural (?:dizziness|hypotension|drop)\b|\blight-?headed\w*/],
  ["collapse or fainting", /\bcollaps\w*|\bfaint\w*|\bsyncop\w*/],
  ["confusion or drowsiness", /\bconfus\w*|\bdrows\w*/],
  ["abdominal pain", /\babdominal pain\b|\btummy pain\b/],
];
/** Systolic pressure (mmHg) at or below which the pressure counts as low, as in rules/endocrine-oncology.ts. */
const LOW_SYSTOLIC = 100;
/** Heart rate (/min) above which it counts as a tachycardia. */
const TACHYCARDIA = 100;
/** Glucose (mg/dL, the rule unit) below which it counts as low: 3.9 mmol/L. */
const LOW_GLUCOSE = 70;

function latestVital(ctx: RuleContext, kinds: readonly ("systolic" | "bp" | "heart-rate")[]) {
  const list = kinds
    .flatMap((k) => ctx.vitals(k))
    .filter((v) => v.value !== undefined && v.value >= 20 && v.value <= 300);
  return list.sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
}

export interface AdrenalCrisis {
  condition: string;
  conditionRef: string;
  critical: boolean;
  gut?: string;
  lowBp: boolean;
  /** Clinician wording of each sign, with the record entries it rests on. */
  signs: { text: string; refs: string[] }[];
  sodium?: LabObservation;
  potassium?: LabObservation;
  glucose?: LabObservation;
  /** A low sodium without a high potassium in pituitary adrenal insufficiency. */
  secondaryLowSodium?: true;
}

/** Adrenal insufficiency from the pituitary, in which aldosterone is kept. */
const SECONDARY_ADRENAL = /\b(?:pan)?hypopituitar|\bacth deficiency\b|\bsecondary adrenal\b|\bcentral adrenal\b/i;
/** Sodium (mmol/L) below which hyponatraemia is at least moderate (ESE/ERBP 2014). */
const MODERATE_SODIUM = 130;

/**
 * Possible adrenal crisis in recorded adrenal insufficiency: vomiting or diarrhoea, a low blood
 * pressure, a low glucose, or a low sodium with a high potassium. Critical with vomiting, severe or
 * persistent diarrhoea, a low blood pressure, or two or more signs; a lone salt pattern or low
 * glucose asks for review today, and diarrhoea alone is left to the sick-day rule.
 */
export function adrenalCrisis(ctx: RuleContext): AdrenalCrisis | undefined {
  const known = ctx.conditions("adrenal-insufficiency")[0];
  if (known === undefined) return undefined;
  const text = ctx.freeText;
  const vomiting = statedMention(text, VOMITING, true);
  const severeDiarrhoea = statedMention(text, SEVERE_DIARRHOEA, true);
  const gut = vomiting ?? severeDiarrhoea ?? statedMention(text, DIARRHOEA, true);
  // Review 35 (acute-endo): diarrhoea alone, tablets kept down and no other sign, was an emergency
  // with the injection and an ambulance; it is sick-day rule 1, and a crisis with a second sign.
  const gutCritical = vomiting !== undefined || severeDiarrhoea !== undefined;
  const sodium = ctx.lab("sodium");
  const na = ctx.valueOf(sodium);
  const potassium = ctx.lab("potassium");
  const glucose = ctx.lab("glucose");
  const g = ctx.valueOf(glucose);
  const lowNa = sodium !== undefined && na !== undefined && (isLow(sodium) || na < 135);
  const highK = isHigh(potassium);
  // Pituitary (secondary) adrenal insufficiency keeps aldosterone, so lack of cortisol lowers sodium
  // through vasopressin without raising potassium (review 21, endocrine-pituitary case 11: sodium 128
  // on hydrocortisone for hypopituitarism drew only the generic hyponatraemia work-up).
  const secondary = SECONDARY_ADRENAL.test(known.name);
  const saltSign = lowNa && (highK || (secondary && na < MODERATE_SODIUM));
  const lowGlucose = glucose !== undefined && g !== undefined && g < LOW_GLUCOSE;
  const sys = latestVital(ctx, ["systolic", "bp"]);
  const lowBp = sys?.value !== undefined && sys.value <= LOW_SYSTOLIC;
  const hr = latestVital(ctx, ["heart-rate"]);
  const tachy = hr?.value !== undefined && hr.value > TACHYCARDIA;
  if (gut === undefined && !lowBp && !lowGlucose && !saltSign) return undefined;
  const features = CRISIS_FEATURES.filter(([, re]) => statedMention(text, re, true) !== undefined).map(([n]) => n);
  if (!gutCritical && !lowBp && !lowGlucose && !saltSign && !tachy && features.length === 0) return undefined;
  const signs: AdrenalCrisis["signs"] = [];
  if (gut !== undefined || features.length > 0)
    signs.push({
      text: `${joinList([...(gut !== undefined ? [`"${gut}"`] : []), ...features])} in the notes`,
      refs: [],
    });
  const on = (d?: string) => (d ? ` (${d.slice(0, 10)})` : "");
  if (lowBp && sys)
    signs.push({
      text: `blood pressure ${bpText(sys.rawValue, sys.value)}${on(sys.date)}`,
      refs: [sys.ref],
    });
  if (tachy && hr) signs.push({ text: `heart rate ${formatNumber(hr.value ?? 0)}/min${on(hr.date)}`, refs: [hr.ref] });
  if (lowNa) signs.push({ text: `sodium ${ctx.show(sodium)}`, refs: [sodium.ref] });
  if (highK) signs.push({ text: `potassium ${ctx.show(potassium)}`, refs: [potassium.ref] });
  if (lowGlucose) signs.push({ text: `glucose ${ctx.show(glucose)}`, refs: [glucose.ref] });
  const count = [gut !== undefined, lowBp, tachy, saltSign, lowGlucose, features.length > 0].filter(Boolean).length;
  return {
    condition: known.name,
    conditionRef: known.ref,
    ...(secondary && lowNa && !highK ? { secondaryLowSodium: true as const } : {}),
    critical: gutCritical || lowBp || count >= 2,
    gut,
    lowBp,
    signs,
    ...(lowNa ? { sodium } : {}),
    ...(highK ? { potassium } : {}),
    ...(lowGlucose ? { glucose } : {}),
  };
}

/**
 * Whether an adrenal crisis, or an adrenal insufficiency that explains the salts and glucose, is the
 * finding the sodium, potassium and glucose results should be read with: this file's finding, or an
 * unstable glucocorticoid-withdrawal picture (rules/endocrine-oncology.ts).
 */
export function adrenalCrisisExplains(ctx: RuleContext): boolean {
  return (
    adrenalCrisis(ctx) !== undefined ||
    adrenalInsufficiencyPicture(ctx)?.unstable === true ||
    suspectedAdrenalCrisis(ctx) !== undefined
  );
}

/**
 * Whether the adrenal crisis finding names the high potassium, so the potassium finding, whose
 * routine work-up (repeat in days, diet, kidney causes) does not fit, stays silent. Not in a
 * glucocorticoid-withdrawal picture: aldosterone is kept there, so a high potassium needs its own look.
 */
export function potassiumInAdrenalCrisis(ctx: RuleContext): boolean {
  return adrenalCrisis(ctx)?.potassium !== undefined || suspectedAdrenalCrisis(ctx)?.potassium !== undefined;
}

/**
 * Whether the adrenal picture is an adrenal crisis now, not only adrenal insufficiency that could turn
 * into one (review 19, pituitary-prolactin-2 case 10: probable Addison's with pigmentation, salt
 * craving and postural dizziness but no vomiting or low blood pressure was told "Treat as part of the
 * adrenal crisis: hydrocortisone and IV 0.9% saline" by the sodium finding).
 */
function adrenalCrisisNow(ctx: RuleContext): boolean {
  // A known insufficiency with one sign that can come before a crisis asks for review today, not
  // crisis treatment (review 21, endocrine-pituitary case 11).
  return (
    adrenalCrisis(ctx)?.critical === true ||
    adrenalInsufficiencyPicture(ctx)?.unstable === true ||
    suspectedAdrenalCrisis(ctx)?.critical === true
  );
}

/** What the sodium finding says instead of its SIADH work-up while an adrenal crisis explains it. */
export function sodiumInAdrenalCrisis(ctx: RuleContext): RuleMatch | undefined {
  // A stable glucocorticoid-withdrawal picture is treated by restarting the glucocorticoid, not as a crisis.
  const withdrawal = adrenalInsufficiencyPicture(ctx);
  const stableWithdrawal = !adrenalCrisisExplains(ctx) && withdrawal !== undefined && !withdrawal.unstable;
  if (!adrenalCrisisExplains(ctx) && !stableWithdrawal) return undefined;
  const crisis = adrenalCrisisNow(ctx);
  const obs = ctx.lab("sodium");
  const na = ctx.valueOf(obs);
  if (obs === undefined || na === undefined) return undefined;
  const grade = na < 125 ? "profound" : na < 130 ? "moderate" : "mild";
  return {
    refs: [obs.ref],
    values: {
      na: ctx.show(obs),
      reading: `${grade} hyponatraemia, read with the adrenal finding: lack of cortisol (with aldosterone and salt loss in primary adrenal insufficiency) explains it, so the work-up for SIADH and fluid restriction do not apply.`,
      level: "low",
      advice: "This is most likely part of the adrenal problem described above, and it is treated with it.",
    },
    severity: Severity.moderate,
    nextSteps: stableWithdrawal
      ? [
          "Treat with the adrenal finding: restart the glucocorticoid; hydrocortisone and IV 0.9% saline only if an adrenal crisis develops",
          "Recheck sodium within days of restarting it",
        ]
      : !crisis
        ? [
            `Treat with the adrenal finding: the low sodium is corrected by ${adrenalCrisis(ctx) !== undefined ? "adjusting the replacement" : "treating the adrenal insufficiency once confirmed"} (glucocorticoid, with fludrocortisone for aldosterone deficiency), not by fluid restriction; hydrocortisone and IV 0.9% saline if an adrenal crisis develops (vomiting, low blood pressure, confusion)`,
            "Recheck sodium with the same-day assessment",
          ]
        : [
            "Treat as part of the adrenal crisis: hydrocortisone and IV 0.9% saline",
            "Recheck sodium often during treatment; keep the rise within 10 mmol/L in the first 24 hours",
          ],
    patientQuestions: [],
  };
}

/** What the glucose finding says instead of "confirm; sample handling" while an adrenal crisis explains it. */
export function glucoseInAdrenalCrisis(ctx: RuleContext): Partial<RuleMatch> | undefined {
  if (!adrenalCrisisExplains(ctx)) return undefined;
  return {
    nextSteps: [
      adrenalCrisisNow(ctx)
        ? "Treat the low glucose now and recheck it during treatment of the adrenal crisis; do not wait for a repeat sample"
        : "Treat the low glucose now and recheck it at the same-day adrenal assessment; do not wait for a repeat sample",
    ],
    clinicianExtra: "Lack of cortisol explains a low glucose: read it with the adrenal finding.",
    values: {
      patientPlan: "This is most likely part of the adrenal problem described above, and it is treated with it.",
    },
  };
}

// --- Cushing's syndrome ----------------------------------------------------------------------------

export interface ScreenTest {
  kind: "dst" | "lnsc" | "ufc";
  label: string;
  obs: LabObservation;
}

const CORTISOL = /\bcortisol\b/i;
const DST = /\bdexa\w*|\bdst\b|\bons\b|post[- ]?dex\b|\bsuppression\b/i;
const HIGH_DOSE_DST = /\b8 ?mg\b|\bhigh[- ]dose\b/i;
const SALIVA = /\bsaliva\w*|\blnsc\b/i;
const URINE_FREE = /\burin\w*|\bufc\b|\b24 ?h\w*/i;

/** Cortisol after dexamethasone above 50 nmol/L (1.8 µg/dL) is failure to suppress (Endocrine Society 2008). */
function dstAbnormal(obs: LabObservation): boolean {
  if (obs.status === "high" || obs.status === "critical-high") return true;
  const v = reported(obs);
  if (v === undefined) return false;
  const unit = (obs.rawUnit ?? obs.unit ?? "").toLowerCase().replace(/\s+/g, "");
  if (unit === "nmol/l") return v > 50;
  if (/^(?:µ|u|mc)g\/dl$/.test(unit)) return v > 1.8;
  return false;
}

export function screeningTests(ctx: RuleContext): ScreenTest[] {
  const found = new Map<ScreenTest["kind"], ScreenTest>();
  const add = (t: ScreenTest) => {
    if (!found.has(t.kind)) found.set(t.kind, t);
  };
  // Newest first, so each kind keeps its latest abnormal result.
  const labs = [...ctx.model.labs].sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
  for (const obs of labs) {
    const name = obs.name;
    if (obs.analyteId === "cortisol-saliva" || (CORTISOL.test(name) && SALIVA.test(name))) {
      if (isHigh(obs)) add({ kind: "lnsc", label: "late-night salivary cortisol", obs });
    } else if (/\bufc\b/i.test(name) || (CORTISOL.test(name) && URINE_FREE.test(name) && !DST.test(name))) {
      if (isHigh(obs)) add({ kind: "ufc", label: "24-hour urinary free cortisol", obs });
    } else if (CORTISOL.test(name) && DST.test(name) && !HIGH_DOSE_DST.test(name)) {
      if (dstAbnormal(obs)) add({ kind: "dst", label: "cortisol after dexamethasone", obs });
    }
  }
  return [...found.values()];
}

function acthResult(ctx: RuleContext): { obs: LabObservation; reading: "low" | "low-normal" | "other" } | undefined {
  const obs =
    ctx.anyLab("acth") ??
    ctx.model.labs.find((o) => /\bacth\b|\bcorticotroph?in\b/i.test(o.name) && !/stim/i.test(o.name));
  if (obs === undefined) return undefined;
  if (obs.status === "low" || obs.status === "critical-low") return { obs, reading: "low" };
  const v = reported(obs);
  const low = obs.range?.low;
  const high = obs.range?.high;
  // An engine choice: "low-normal" is the bottom quarter of the laboratory's own range.
  if (obs.status === "normal" && v !== undefined && low !== undefined && high !== undefined && high > low)
    return { obs, reading: v <= low + (high - low) / 4 ? "low-normal" : "other" };
  return { obs, reading: "other" };
}

/** An adrenal mass in the notes or imaging ("3.4 cm left adrenal mass"), not negated. */
const ADRENAL_LESION =
  /\badrenals?\b[^.;]{0,40}?\b(?:nodul\w*|mass(?:es)?|lesions?|adenomas?|incidentalomas?|tumou?rs?)\b/;

export function adrenalMass(ctx: RuleContext): { text: string; refs: string[] } | undefined {
  const sources = [
    { text: ctx.freeText, refs: [] as string[] },
    ...ctx.model.imaging.map((s) => ({ text: `${s.description}. ${s.text}`.toLowerCase(), refs: [s.ref] })),
  ];
  for (const s of sources) {
    for (const sentence of s.text.split(/(?<=[.;])\s+/)) {
      const m = ADRENAL_LESION.exec(sentence);
      if (m === null) continue;
      if (/\b(?:no|without|negative for|resolved|removed)\b[^.;,]{0,30}$/.test(sentence.slice(0, m.index))) continue;
      const size = /(\d+(?:\.\d+)?)\s*(cm|mm)\b[^.;]{0,30}$/.exec(sentence.slice(0, m.index + m[0].length));
      return { text: size ? `a ${size[1]} ${size[2]} adrenal lesion` : "an adrenal lesion", refs: s.refs };
    }
  }
  return undefined;
}

/** What to do in a possible adrenal crisis (Society for Endocrinology; NHS Steroid Emergency Card). */
const CRISIS_STEPS: readonly string[] = [
  "Emergency: give hydrocortisone 100 mg IM or IV now (the patient's emergency injection kit, a paramedic or the emergency department); do not wait for tests",
  "Call an ambulance for same-day hospital care: rapid IV 0.9% saline, then hydrocortisone 200 mg over 24 hours (continuous infusion, or 50 mg IV or IM every 6 hours) until recovery and endocrinology advice",
  "Check sodium, potassium, glucose and creatinine; treat low glucose; look for and treat the illness that set it off",
  "Once recovered: review sick-day rules (double the daily dose with fever or an illness needing antibiotics; with vomiting, the emergency injection and urgent help), the emergency kit and a Steroid Emergency Card",
];

export const ADRENAL_RULES: readonly Rule[] = [
  {
    id: "adrenal-crisis-known-insufficiency",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Possible adrenal crisis",
    title: "{title}",
    clinician:
      "{lead}: {condition} in the record, with {signs}. {reading} Treat on suspicion: tests must not delay treatment.",
    patient: "Your record says your body does not make enough of the steroid hormone cortisol. {patient}",
    nextSteps: CRISIS_STEPS,
    patientQuestions: [
      "How much extra steroid should I take when I am ill, and when should I use my emergency injection?",
    ],
    evidence: ["sfe-adrenal-crisis", "endosoc-2016-primary-adrenal-insufficiency", "nhs-2020-steroid-emergency-card"],
    keywords: ["adrenal crisis", "addison's disease", "adrenal insufficiency", "hydrocortisone", "sick day rules"],
    match: (ctx) => {
      const c = adrenalCrisis(ctx);
      if (c === undefined) return undefined;
      const explained = [
        c.sodium ? "low sodium" : "",
        c.potassium ? "high potassium" : "",
        c.glucose ? "low glucose" : "",
      ].filter(Boolean);
      const creatinine = ctx.lab("creatinine");
      const kidney = isHigh(creatinine)
        ? ` A raised creatinine (${ctx.show(creatinine)}) most likely reflects volume depletion (pre-renal) and is not staged as chronic kidney disease: recheck it after treatment.`
        : "";
      const reading = c.critical
        ? `In adrenal insufficiency, vomiting or diarrhoea stops oral hydrocortisone being kept down or absorbed, and low blood pressure, low sodium with high potassium and low glucose are features of adrenal crisis, which can be fatal if untreated.${explained.length > 0 ? ` The ${joinList(explained)} ${explained.length > 1 ? "belong" : "belongs"} to this picture, not to a separate kidney, diet or sample problem.` : ""}${kidney}`
        : `In adrenal insufficiency this can mean too little replacement and an evolving adrenal crisis.${c.secondaryLowSodium ? " In pituitary adrenal insufficiency aldosterone is kept, so lack of cortisol lowers sodium through vasopressin without a high potassium." : ""}${explained.length > 0 ? ` The ${joinList(explained)} ${explained.length > 1 ? "belong" : "belongs"} to this picture, not to a separate kidney, diet or sample problem.` : ""}${kidney}`;
      const match: RuleMatch = {
        refs: [c.conditionRef, ...c.signs.flatMap((s) => s.refs), ...(isHigh(creatinine) ? [creatinine.ref] : [])],
        severity: c.critical ? Severity.critical : Severity.high,
        ...(c.secondaryLowSodium ? { evidence: ["renalfellow-2016-secondary-ai-hyponatraemia"] } : {}),
        values: {
          title: c.critical
            ? "Possible adrenal crisis in known adrenal insufficiency: emergency hydrocortisone now"
            : "Known adrenal insufficiency with results that can come before a crisis: same-day review",
          lead: c.critical ? "Possible adrenal crisis" : "Possible under-replacement or an evolving adrenal crisis",
          condition: c.condition,
          signs: c.signs.map((s) => s.text).join(", "),
          reading,
          patient: c.critical
            ? "Your symptoms and results could mean an adrenal crisis, which is an emergency. Use your emergency hydrocortisone injection now if you have one, as you were shown, and call an ambulance (999 in the UK, 911 in the US, or your local emergency number). Tell them you have adrenal insufficiency. Do not wait for more tests."
            : "Your results could mean you need more steroid medicine, and they can come before an adrenal crisis. Contact your doctor today. If you start vomiting, feel faint or become confused, use your emergency hydrocortisone injection if you have one and call an ambulance.",
        },
        nextSteps: c.critical
          ? CRISIS_STEPS
          : [
              "Same-day clinical assessment: symptoms, blood pressure (lying and standing), sodium, potassium and glucose; if unwell or vomiting, give hydrocortisone 100 mg IM or IV at once",
              "Review glucocorticoid and, in primary adrenal insufficiency, fludrocortisone replacement and adherence with endocrinology",
              "Check sick-day rules, the emergency injection kit and a Steroid Emergency Card",
            ],
      };
      return match;
    },
  },
  {
    id: "cushing-screen-positive",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Possible Cushing's syndrome",
    title: "Two or more abnormal screening tests for Cushing's syndrome: urgent endocrinology referral",
    clinician:
      "{tests}: {count} different first-line screening tests for cortisol excess are abnormal, with no glucocorticoid medicine listed. Concordant abnormal results make endogenous Cushing's syndrome probable, and the cause is looked for next. {source}{features}",
    patient:
      "Several of your tests show your body is making too much of the stress hormone cortisol. This is called Cushing syndrome. {patientSource}You need to see a hormone specialist (endocrinologist) soon to confirm it and find the cause. Too much cortisol can raise blood pressure and blood sugar and lower potassium, and treating the cause can help these.",
    nextSteps: [
      "Refer urgently to endocrinology (an adrenal or pituitary team) to confirm the diagnosis and find the cause",
      "Exclude glucocorticoids by any route (including injections, inhalers, creams) and oral oestrogen, which raises total cortisol in the dexamethasone test",
      "Treat blood pressure, glucose and potassium meanwhile; these may improve once the cortisol excess is treated",
    ],
    patientQuestions: ["When will I see the hormone specialist, and what tests will they do to find the cause?"],
    evidence: ["endosoc-2008-cushing-diagnosis"],
    keywords: [
      "cushing's syndrome",
      "hypercortisolism",
      "dexamethasone suppression test",
      "urinary free cortisol",
      "salivary cortisol",
    ],
    match: (ctx) => {
      const tests = screeningTests(ctx);
      if (tests.length < 2) return undefined;
      // Glucocorticoid medicines cause the picture themselves; they are excluded before testing.
      if (ctx.meds("systemic-glucocorticoid").length > 0) return undefined;
      const acth = acthResult(ctx);
      const mass = adrenalMass(ctx);
      const lowActh = acth !== undefined && acth.reading !== "other";
      const acthText = acth
        ? `ACTH ${ctx.show(acth.obs)} is ${acth.reading === "low" ? "low" : acth.reading === "low-normal" ? "low-normal (not raised)" : "not low"}`
        : "";
      const source =
        lowActh && mass
          ? `${acthText}, and the notes or imaging record ${mass.text}: an adrenal (ACTH-independent) source is probable, for endocrinology to confirm. The adrenal lesion also needs its own imaging and hormone work-up (including the aldosterone screen where blood pressure or potassium call for it).`
          : acth
            ? `${acthText}${mass ? `; the notes or imaging record ${mass.text}` : ""}: endocrinology reads the source from a morning ACTH with imaging.`
            : mass
              ? `The notes or imaging record ${mass.text}; a morning ACTH separates an adrenal from an ACTH-driven source.`
              : "A morning ACTH separates an adrenal from an ACTH-driven source.";
      const k = ctx.lab("potassium");
      const features = [
        isLow(k) ? `low potassium (${ctx.show(k)})` : "",
        ctx.conditions("diabetes").length > 0 ? "diabetes" : "",
        ctx.model.conditions.some((c) => /hypertension/i.test(c.name)) ? "hypertension" : "",
      ].filter(Boolean);
      return {
        refs: [
          ...tests.map((t) => t.obs.ref),
          ...(acth ? [acth.obs.ref] : []),
          ...(mass?.refs ?? []),
          ...(isLow(k) ? [k.ref] : []),
        ],
        values: {
          tests: capitalise(joinList(tests.map((t) => `${t.label} ${ctx.show(t.obs)}`))),
          count: tests.length === 2 ? "Two" : "Three",
          source,
          features: features.length > 0 ? ` The ${joinList(features)} may be driven by the cortisol excess.` : "",
          patientSource: lowActh && mass ? "The lump on your adrenal gland may be making the extra cortisol. " : "",
        },
        ...(lowActh && mass ? { evidence: ["ese-ensat-2023-adrenal-incidentaloma"] } : {}),
      };
    },
  },
];
