import { type ConditionItem, FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { type BpPosition, bpPosition } from "../vocab/vitals.ts";
import { medNames, type RuleContext, severalMedicines } from "./context.ts";
import { isStated, statedMention } from "./notes.ts";
import { ANTICHOLINERGIC_ANTIDEPRESSANTS, fallsOrFractures } from "./older-adults.ts";
import { posturalSymptoms } from "./postural-symptoms.ts";
import type { Rule, RuleMatch } from "./types.ts";

const FELL = /\b(?:falls?|fell|fallen)\b/i;

/** Consensus definition (Freeman 2011): a fall on standing of at least 20 mmHg systolic or 10 mmHg diastolic. */
const SYSTOLIC_FALL = 20;
const DIASTOLIC_FALL = 10;
/** With hypertension, a systolic fall of 30 mmHg may be the more fitting criterion (Freeman 2011, Shibao 2013). */
const SYSTOLIC_FALL_HYPERTENSION = 30;
/** Systolic pressure from which a baseline reading is in the hypertension range (AHA/ACC stage 2, ESC). */
const HYPERTENSIVE_SYSTOLIC = 140;
/** ESC 2024 allows a more lenient blood pressure goal from this age. */
const OLDEST_AGE = 85;

/** Classes that lower blood pressure; some can unmask orthostatic hypotension (AHA 2024 statement). */
export const BP_LOWERING = [
  "ace-inhibitor",
  "arb",
  "thiazide",
  "loop-diuretic",
  "mra",
  "potassium-sparing",
  "other-bp-lowering",
] as const;

const STATED = /\b(?:orthostatic|postural)\s+(?:hypotension|drop)\b/;
/** Fainting stated in the notes: symptomatic orthostatic hypotension with syncope is high priority. */
const SYNCOPE = /\b(?:syncop\w*|faint(?:s|ed|ing)?|passed out|blacked out|collapsed?)\b/;
/**
 * Medicines outside the blood-pressure classes that cause or worsen orthostatic hypotension:
 * alpha-blockers taken for the prostate and dopaminergic Parkinson's medicines (levodopa and
 * dopamine agonists), named among its medicine causes in Parkinson's disease (jpd-2020-oh-parkinsons).
 */
const PROSTATE_ALPHA_BLOCKER =
  /\b(?:tamsulosin|flomax|alfuzosin|xatral|silodosin|urorec|doxazosin|terazosin|prazosin)\b/i;
const DOPAMINERGIC =
  /\b(?:levodopa|co-?careldopa|co-?beneldopa|sinemet|madopar|stalevo|ropinirole|requip|pramipexole|mirapexin|rotigotine|neupro|apomorphine)\b/i;
/** A lying systolic from which supine hypertension is named alongside orthostatic hypotension. */
const SUPINE_HYPERTENSIVE_SYSTOLIC = 140;
const FRAILTY = /\bfrail(?:ty)?\b/;
/** Conditions with autonomic failure, in which supine hypertension belongs to neurogenic orthostatic hypotension. */
const AUTONOMIC_FAILURE =
  /\bparkinson'?s?\b|\bmultiple system atrophy\b|\blewy body\b|\bautonomic (?:failure|neuropathy|dysfunction)\b|\bneurogenic orthostatic\b/;

interface PositionedBp {
  sys: number;
  dia?: number;
  position: BpPosition;
  refs: string[];
  day?: string;
  time?: number;
}

/** A fall in pressure on standing that meets the consensus definition. */
export interface OrthostaticDrop {
  base: PositionedBp;
  standing: PositionedBp;
  sysFall: number;
  diaFall?: number;
}

/** Blood pressures whose names give the position they were taken in. */
function positionedReadings(ctx: RuleContext): PositionedBp[] {
  const out: PositionedBp[] = [];
  const add = (name: string, sys: number, dia: number | undefined, refs: string[], date?: string, time?: number) => {
    const position = bpPosition(name);
    if (position === undefined) return;
    const r: PositionedBp = { sys, position, refs };
    if (dia !== undefined) r.dia = dia;
    if (date !== undefined) r.day = date.slice(0, 10);
    if (time !== undefined) r.time = time;
    out.push(r);
  };
  for (const v of ctx.vitals("bp")) {
    if (v.value !== undefined && v.diastolic !== undefined) add(v.name, v.value, v.diastolic, [v.ref], v.date, v.time);
  }
  const dias = ctx.vitals("diastolic");
  for (const s of ctx.vitals("systolic")) {
    if (s.value === undefined) continue;
    const d = dias.find((x) => x.time === s.time && bpPosition(x.name) === bpPosition(s.name));
    add(s.name, s.value, d?.value, d ? [s.ref, d.ref] : [s.ref], s.date, s.time);
  }
  for (const r of notedReadings(ctx.freeText)) add(r.words, r.sys, r.dia, []);
  return out;
}

const BP_FIGURE = /\b(\d{2,3})\s*\/\s*(\d{2,3})\b/g;
const SENTENCE_END = /[.;\n]/g;

/**
 * Readings the notes give with their position ("Lying BP 128/70, standing 104/62 with dizziness"):
 * each named by the words since the previous figure in its sentence. A postural drop written only
 * in the notes had gone unraised beside falls on doxazosin (review 23, deep-23 case 05).
 */
function notedReadings(text: string): { words: string; sys: number; dia: number }[] {
  const out: { words: string; sys: number; dia: number }[] = [];
  let from = 0;
  for (const m of text.matchAll(BP_FIGURE)) {
    const gap = text.slice(from, m.index);
    const words = gap.slice(Math.max(0, ...[...gap.matchAll(SENTENCE_END)].map((e) => e.index + 1)));
    from = m.index + m[0].length;
    const sys = Number(m[1]);
    const dia = Number(m[2]);
    if (sys >= 60 && sys <= 260 && dia >= 30 && dia < sys && isStated(text, m.index, m[0].length))
      out.push({ words, sys, dia });
  }
  return out;
}

/** Both readings on the same day; two undated ones are taken as one postural measurement. */
function sameDay(a: PositionedBp, b: PositionedBp): boolean {
  return a.day === b.day;
}

/**
 * The fall from a lying or sitting reading to a standing one of the same day that meets the
 * consensus definition: the latest such day, and on it the largest systolic fall.
 */
export function orthostaticDrop(ctx: RuleContext): OrthostaticDrop | undefined {
  const readings = positionedReadings(ctx);
  const drops: OrthostaticDrop[] = [];
  for (const standing of readings.filter((r) => r.position === "standing")) {
    for (const base of readings.filter((r) => r.position !== "standing" && sameDay(r, standing))) {
      const sysFall = base.sys - standing.sys;
      const diaFall = base.dia !== undefined && standing.dia !== undefined ? base.dia - standing.dia : undefined;
      if (sysFall < SYSTOLIC_FALL && (diaFall ?? 0) < DIASTOLIC_FALL) continue;
      const drop: OrthostaticDrop = { base, standing, sysFall };
      if (diaFall !== undefined) drop.diaFall = diaFall;
      drops.push(drop);
    }
  }
  const latest = (d: OrthostaticDrop) => d.standing.time ?? Number.NEGATIVE_INFINITY;
  drops.sort((a, b) => latest(b) - latest(a) || b.sysFall - a.sysFall);
  return drops[0];
}

/** Orthostatic hypotension named as a current condition, or stated (not denied) in the notes. */
function statedOrthostatic(ctx: RuleContext): { conditions: ConditionItem[]; quote?: string } | undefined {
  const conditions = ctx.model.conditions.filter(
    (c) => isActiveCondition(c.status) && STATED.test(c.name.toLowerCase()),
  );
  const quote = statedMention(ctx.freeText, STATED, true);
  if (conditions.length === 0 && quote === undefined) return undefined;
  return quote === undefined ? { conditions } : { conditions, quote };
}

/** Where orthostatic hypotension is stated: "Orthostatic hypotension; "postural drop" in the notes". */
function whereStated(stated: { conditions: ConditionItem[]; quote?: string }): string {
  const inNotes = stated.quote === undefined ? [] : [`"${stated.quote}" in the notes`];
  return [...stated.conditions.map((c) => c.name), ...inNotes].join("; ");
}

function frailtyStated(ctx: RuleContext): boolean {
  return (
    ctx.model.conditions.some((c) => isActiveCondition(c.status) && FRAILTY.test(c.name.toLowerCase())) ||
    statedMention(ctx.freeText, FRAILTY, true) !== undefined
  );
}

function showBp(r: PositionedBp): string {
  return `${formatNumber(r.sys)}${r.dia === undefined ? "" : `/${formatNumber(r.dia)}`} mmHg`;
}

function showFall(d: OrthostaticDrop): string {
  return d.diaFall === undefined
    ? `${formatNumber(d.sysFall)} mmHg systolic`
    : `${formatNumber(d.sysFall)}/${formatNumber(d.diaFall)} mmHg`;
}

/**
 * Heart-rate rise per mmHg of systolic fall on standing: below about 0.5 bpm/mmHg points to a
 * neurogenic cause (autonomic failure), above it to other causes (evidence "pmc7029426-noh-hr-ratio").
 */
const NEUROGENIC_HR_RATIO = 0.5;

/**
 * The heart-rate response to the same postural measurement: heart rates named with the base
 * reading's position and with standing, on the standing reading's day. Undefined when either is
 * missing or the systolic pressure did not fall.
 */
export function heartRateRatio(
  ctx: RuleContext,
  d: OrthostaticDrop,
): { base: number; standing: number; ratio: number; refs: string[] } | undefined {
  if (d.sysFall <= 0) return undefined;
  const rates = ctx
    .vitals("heart-rate")
    .filter((v) => v.value !== undefined && (v.date?.slice(0, 10) ?? undefined) === d.standing.day);
  const at = (position: BpPosition) =>
    rates
      .filter((v) => bpPosition(v.name) === position)
      .sort((a, b) => (b.time ?? Number.NEGATIVE_INFINITY) - (a.time ?? Number.NEGATIVE_INFINITY))[0];
  const base = at(d.base.position);
  const standing = at("standing");
  if (base?.value === undefined || standing?.value === undefined) return undefined;
  return {
    base: base.value,
    standing: standing.value,
    ratio: (standing.value - base.value) / d.sysFall,
    refs: [base.ref, standing.ref],
  };
}

/** What the heart-rate response says about the cause, for the clinician. */
function heartRateText(ctx: RuleContext, d: OrthostaticDrop, hr: NonNullable<ReturnType<typeof heartRateRatio>>) {
  const rise = hr.standing - hr.base;
  const shown = `Heart rate ${formatNumber(hr.base)} ${d.base.position} and ${formatNumber(hr.standing)} standing: a ${rise >= 0 ? "rise" : "change"} of ${formatNumber(rise)}/min for a ${formatNumber(d.sysFall)} mmHg systolic fall, about ${formatNumber(hr.ratio, 2)} bpm per mmHg.`;
  // Beta-blockers and rate-limiting calcium-channel blockers blunt the heart-rate rise.
  const rateSlowing = ctx.medsOf("beta-blocker", "rate-limiting-ccb");
  const af = ctx.conditions("atrial-fibrillation").length > 0;
  const caveat = [
    rateSlowing.length > 0
      ? ` ${medNames(rateSlowing)} can blunt the heart-rate rise, so the ratio is less telling here.`
      : "",
    // The cut-off was derived in people in sinus rhythm.
    af ? " With atrial fibrillation the heart-rate response cannot be read this way." : "",
  ].join("");
  return hr.ratio < NEUROGENIC_HR_RATIO
    ? `${shown} A rise under 0.5 bpm per mmHg of systolic fall points to neurogenic orthostatic hypotension (autonomic failure, as in Parkinson's disease) rather than fluid loss or medicines alone.${caveat}`
    : `${shown} A rise of 0.5 bpm per mmHg or more points away from a neurogenic cause: look for fluid loss, bleeding, deconditioning and medicines.${caveat}`;
}

/** Current medicines that can cause or worsen orthostatic hypotension, by what our sources say of them. */
function aggravatingMedicines(ctx: RuleContext): { text: string[]; refs: string[]; evidence: string[] } {
  const bp = ctx.medsOf(...BP_LOWERING);
  const antidepressants = ctx.model.medications.filter(
    (m) => m.active && m.drugs.some((d) => ANTICHOLINERGIC_ANTIDEPRESSANTS.has(d)),
  );
  const text = [
    bp.length > 0
      ? `Current blood-pressure-lowering medicines (${medNames(bp)}): some antihypertensive classes can unmask orthostatic hypotension, although intensive treatment does not cause it in most people with essential hypertension.`
      : "",
    antidepressants.length > 0
      ? `${medNames(antidepressants)} ${severalMedicines(antidepressants) ? "are antidepressants" : "is an antidepressant"} with strong anticholinergic activity, which the 2023 Beers Criteria name as a cause of orthostatic hypotension.`
      : "",
    "The medicines that aggravate it are often ones not taken for blood pressure, so the whole list is reviewed.",
  ].filter(Boolean);
  const other = ctx.model.medications.filter(
    (m) => m.active && !bp.includes(m) && (PROSTATE_ALPHA_BLOCKER.test(m.name) || DOPAMINERGIC.test(m.name)),
  );
  if (other.length > 0)
    text.splice(
      text.length - 1,
      0,
      `${medNames(other)}: alpha-blockers taken for the prostate and dopaminergic Parkinson's medicines (levodopa, dopamine agonists) are common medicine causes of orthostatic hypotension; review their need, dose and timing.`,
    );
  return {
    text,
    refs: ctx.refs(...bp, ...antidepressants, ...other),
    evidence: [
      ...(antidepressants.length > 0 ? ["ags-beers-2023"] : []),
      ...(other.length > 0 ? ["jpd-2020-oh-parkinsons"] : []),
    ],
  };
}

/**
 * A lying reading in the hypertensive range with a standing one below it, with orthostatic
 * hypotension: supine hypertension, which is managed at night (short-acting treatment at bedtime,
 * head-up sleeping) rather than by lowering the daytime pressure further (jpd-2020-oh-parkinsons).
 */
export function supineHypertension(d: OrthostaticDrop | undefined): boolean {
  return (
    d !== undefined &&
    d.base.position === "lying" &&
    d.base.sys >= SUPINE_HYPERTENSIVE_SYSTOLIC &&
    d.standing.sys < SUPINE_HYPERTENSIVE_SYSTOLIC
  );
}

/**
 * What a high lying reading means. With blood-pressure-lowering medicines listed and no sign of
 * autonomic failure (no such condition, no blunted heart-rate rise), the medicines are the cause to
 * correct first (jpd-2020-oh-parkinsons), and naming the reading the supine hypertension of
 * neurogenic orthostatic hypotension would point the reader at a diagnosis nothing supports.
 */
function supineText(ctx: RuleContext, d: OrthostaticDrop, hr: ReturnType<typeof heartRateRatio>): string {
  const autonomic =
    ctx.model.conditions.some((c) => isActiveCondition(c.status) && AUTONOMIC_FAILURE.test(c.name.toLowerCase())) ||
    statedMention(ctx.freeText, AUTONOMIC_FAILURE) !== undefined ||
    (hr !== undefined && hr.ratio < NEUROGENIC_HR_RATIO);
  const bp = ctx.medsOf(...BP_LOWERING);
  if (bp.length > 0 && !autonomic)
    return `The lying reading (${showBp(d.base)}) is high while the standing one is not: with ${medNames(bp)} listed and no sign of autonomic failure recorded, the medicines are the first cause to correct, rather than reading this as the supine hypertension of neurogenic orthostatic hypotension. Adding a long-acting daytime antihypertensive for the lying reading would deepen the fall on standing.`;
  return `The lying reading (${showBp(d.base)}) is supine hypertension, which is common with neurogenic orthostatic hypotension: it is not treated by adding a long-acting daytime antihypertensive, which deepens the fall on standing; if it needs treatment, non-drug measures such as sleeping head-up and, in severe cases, a short-acting medicine at bedtime are used.`;
}

/** The consensus's caution for hypertensive readings, when the fall meets only the 20 mmHg systolic criterion. */
function hypertensionCaveat(ctx: RuleContext, d: OrthostaticDrop): string {
  const hypertensive = d.base.sys >= HYPERTENSIVE_SYSTOLIC || ctx.conditions("hypertension").length > 0;
  const onlySystolic20 = d.sysFall < SYSTOLIC_FALL_HYPERTENSION && (d.diaFall ?? 0) < DIASTOLIC_FALL;
  return hypertensive && onlySystolic20
    ? "With hypertension a 30 mmHg systolic fall may be the more fitting criterion, though a fall of more than 20 mmHg is itself a risk factor for falls."
    : "";
}

const orthostaticRule: Rule = {
  id: "orthostatic-hypotension",
  family: FindingFamily.vitals,
  severity: Severity.moderate,
  problem: "Blood pressure",
  title: "Orthostatic hypotension",
  clinician:
    "Orthostatic hypotension{found}. The consensus definition is a sustained fall of at least 20 mmHg systolic or 10 mmHg diastolic within 3 minutes of standing.",
  patient:
    "{patientFound} It may cause no symptoms, but it makes falls more likely. Some medicines can cause it or make it worse. Ask your doctor to review your medicines with you; do not stop or change any on your own.",
  nextSteps: [
    "Repeat blood pressure and heart rate lying (or sitting) and after 1 and 3 minutes standing, and ask about symptoms on standing; a heart rate that does not rise points to a neurogenic cause",
    "Review medicines that can cause or worsen orthostatic hypotension, including those not taken for blood pressure, before changing blood-pressure treatment",
  ],
  patientQuestions: [
    "Could any of my medicines be lowering my blood pressure when I stand up?",
    "Should my blood pressure be checked lying down and then standing up?",
  ],
  evidence: ["freeman-2011-oh-consensus", "aha-2024-oh-hypertension", "shibao-2013-ash-oh"],
  keywords: ["orthostatic hypotension", "postural hypotension", "postural drop", "falls", "standing blood pressure"],
  match: (ctx): RuleMatch | undefined => {
    const drop = orthostaticDrop(ctx);
    const stated = drop === undefined ? statedOrthostatic(ctx) : undefined;
    if (drop === undefined && stated === undefined) return undefined;
    const meds = aggravatingMedicines(ctx);
    const falls = fallsOrFractures(ctx);
    const syncope = statedMention(ctx.freeText, SYNCOPE);
    const supine = supineHypertension(drop);
    const hr = drop ? heartRateRatio(ctx, drop) : undefined;
    const found = drop
      ? `: blood pressure ${showBp(drop.base)} ${drop.base.position} and ${showBp(drop.standing)} standing${drop.standing.day ? ` (${drop.standing.day})` : drop.standing.refs.length === 0 ? " (in the notes)" : ""}, a fall of ${showFall(drop)}`
      : ` is recorded (${stated ? whereStated(stated) : ""}), but no standing reading in the data confirms it`;
    const details = [
      drop ? hypertensionCaveat(ctx, drop) : "",
      drop && hr ? heartRateText(ctx, drop, hr) : "",
      ...meds.text,
      falls
        ? "A fall or fracture is recorded: a systolic fall on standing of more than 20 mmHg is a risk factor for falls, especially in older people with hypertension."
        : "",
      syncope !== undefined
        ? `The notes report "${syncope}": symptomatic orthostatic hypotension with syncope needs prompt review.`
        : "",
      supine && drop ? supineText(ctx, drop, hr) : "",
    ].filter(Boolean);
    const patientFound = drop
      ? `Your blood pressure fell when you stood up (from ${showBp(drop.base)} to ${showBp(drop.standing)}). Doctors call this orthostatic or postural hypotension.`
      : "Your notes mention a drop in blood pressure when you stand up (orthostatic or postural hypotension).";
    return {
      refs: [
        ...(drop ? [...drop.base.refs, ...drop.standing.refs] : ctx.refs(...(stated?.conditions ?? []))),
        ...(hr?.refs ?? []),
        ...meds.refs,
      ],
      values: { found, patientFound },
      clinicianExtra: details.join(" "),
      severity: falls || syncope !== undefined ? Severity.high : Severity.moderate,
      evidence: [
        ...meds.evidence,
        ...(supine ? ["jpd-2020-oh-parkinsons"] : []),
        ...(hr ? ["pmc7029426-noh-hr-ratio"] : []),
      ],
    };
  },
};

/** Why blood pressure treatment calls for care here, for the blood pressure rules (rules/other.ts). */
export interface BpTreatmentCaution {
  clinician: string;
  patient: string;
  steps: string[];
  /** The patient's question about their goal, in place of the general one. */
  question: string;
  /**
   * Orthostatic hypotension (measured or stated) or a recorded fall, not only frailty or age: advice
   * to bring the pressure down would then pull against the finding's own.
   */
  posturalOrFalls: boolean;
  /** The high reading is a lying one with orthostatic hypotension (see supineHypertension). */
  supineHypertension: boolean;
  refs: string[];
  evidence: string[];
}

/**
 * Orthostatic hypotension, a recorded fall or fracture, stated frailty or age 85 or over: the usual
 * advice to start or step up treatment is then weighed against these (ESC 2024, AHA 2024 statement).
 */
export function bpTreatmentCaution(ctx: RuleContext): BpTreatmentCaution | undefined {
  const drop = orthostaticDrop(ctx);
  const stated = drop === undefined ? statedOrthostatic(ctx) : undefined;
  const orthostatic = drop !== undefined || stated !== undefined;
  const falls = fallsOrFractures(ctx);
  // A fracture alone is no fall: the patient text names only what the record holds (review 13, case 15).
  const fell =
    falls !== undefined &&
    (falls.conditions.some((c) => FELL.test(c.name)) || statedMention(ctx.freeText, FELL, true) !== undefined);
  const frail = frailtyStated(ctx);
  const oldest = ctx.age !== undefined && ctx.age >= OLDEST_AGE;
  // Dizziness on standing with no standing reading yet: NICE NG136 measures one first (review 13, case 26).
  const dizzy = orthostatic ? undefined : posturalSymptoms(ctx);
  if (!orthostatic && !falls && !frail && !oldest && dizzy === undefined) return undefined;
  const reasons = [
    drop ? `orthostatic hypotension (${showBp(drop.standing)} standing, a fall of ${showFall(drop)})` : "",
    stated ? "recorded orthostatic hypotension" : "",
    falls ? (fell ? "a recorded fall" : "a recorded fracture") : "",
    dizzy === undefined ? "" : `postural symptoms ("${dizzy}" in the notes)`,
    frail ? "frailty" : "",
    oldest ? `age ${ctx.age}` : "",
  ].filter(Boolean);
  const reasonText = joinAnd(reasons);
  const posturalOrFalls = orthostatic || falls !== undefined;
  const clinician = [
    `Treatment decisions here weigh ${reasonText}.`,
    "The 2024 ESC guideline allows a more lenient goal, as low as reasonably achievable, with symptomatic orthostatic hypotension, age 85 or over, moderate-to-severe frailty or limited life expectancy, and asks for personalised, shared decisions.",
    orthostatic
      ? "With orthostatic hypotension the AHA statement advises first reviewing and removing aggravating medicines, often ones not taken for blood pressure, then optimising the blood-pressure regimen rather than abandoning it."
      : "",
    dizzy === undefined
      ? ""
      : "NICE NG136 asks for a standing reading, after at least 1 minute standing, in people with symptoms of postural hypotension such as postural dizziness or falls.",
  ].filter(Boolean);
  const steps = [
    orthostatic
      ? "Before starting or increasing treatment, review medicines that lower standing pressure, and judge treatment by standing as well as seated readings"
      : "Measure blood pressure lying or sitting and then after 1 and 3 minutes standing before starting or increasing treatment",
    `Agree the pace and goal of treatment with the patient in view of ${reasonText}`,
  ];
  const patient = orthostatic
    ? "Your blood pressure also drops when you stand up, so your doctor will weigh that, with your other health needs, before starting or changing blood pressure treatment. Do not change it on your own."
    : falls
      ? fell
        ? "Because you have had a fall, your doctor may also check your blood pressure standing up, and will weigh the benefits and risks before starting or changing blood pressure treatment."
        : "Because you have had a broken bone, your doctor may also check your blood pressure standing up, as a fall could lead to another one, and will weigh the benefits and risks before starting or changing blood pressure treatment."
      : dizzy !== undefined
        ? "Because you have felt dizzy on standing, your doctor may check your blood pressure standing up as well as sitting before changing your blood pressure treatment."
        : "Your doctor will weigh the benefits and risks of any change to your blood pressure treatment with you.";
  return {
    clinician: clinician.join(" "),
    patient,
    steps,
    question:
      posturalOrFalls || dizzy !== undefined
        ? "What blood pressure goal is right for me, and should it be checked standing up as well as sitting?"
        : "What blood pressure goal is right for me, and how can I check it at home?",
    posturalOrFalls,
    supineHypertension: supineHypertension(drop),
    refs: [
      ...(drop ? [...drop.base.refs, ...drop.standing.refs] : ctx.refs(...(stated?.conditions ?? []))),
      ...ctx.refs(...(falls?.conditions ?? [])),
    ],
    evidence: [
      "esc-2024-elevated-bp",
      ...(orthostatic ? ["aha-2024-oh-hypertension"] : ["shibao-2013-ash-oh"]),
      ...(dizzy === undefined ? [] : ["nice-ng136-hypertension"]),
    ],
  };
}

function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export const ORTHOSTATIC_RULES: readonly Rule[] = [orthostaticRule];
