import { FindingFamily, type LabObservation, Severity, type VitalItem } from "../model.ts";
import { parseNumber } from "../parse/number.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { isStated, sentenceStart, statedMention } from "./notes.ts";
import { niceNtProBnpReferral, type NiceReferral } from "./hf-suspected-nice.ts";
import { checkMissing, KIDNEY_FUNCTION, reviewWording, type TestsStep } from "./tests-in-record.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * Thresholds, as read on 2026-11-22 in the full text of the 2021 ESC heart-failure guideline
 * (see FACTS_SEEN["esc-2021-hf"] in evidence/added-sources.ts for where):
 * - Table 12 (self-care): with increasing dyspnoea or oedema, or a sudden unexpected weight gain of
 *   more than 2 kg in 3 days, patients may increase their diuretic dose and/or alert their team.
 * - Table 6: weight gain of more than 2 kg a week is among the less specific signs of heart failure;
 *   orthopnoea, paroxysmal nocturnal dyspnoea and ankle swelling among the typical symptoms.
 * - Section 11.3: oxygen is recommended when SpO2 is below 90%, and non-invasive ventilation is
 *   considered in respiratory distress (respiratory rate above 25/min, SpO2 below 90%).
 * - Section 11.1: BNP below 100 pg/mL or NT-proBNP below 300 pg/mL make acute heart failure unlikely.
 * - Hyponatraemia is a sodium below 136 mmol/L and marks a worse outcome in heart failure.
 */
const GAIN_KG = 2;
const GAIN_DAYS = 3;
const GAIN_WEEK_DAYS = 7;
const SPO2_LOW = 90;
const RR_HIGH = 25;
const NT_PROBNP_ACUTE = 300;
const BNP_ACUTE = 100;
const SODIUM_LOW = 136;

/**
 * The smallest creatinine rise read as worsening kidney function: 0.3 mg/dL, or 1.5 times the
 * previous value, the smallest changes KDIGO's acute kidney injury criteria count. The texts quote
 * the values only; whether the rise meets those criteria is the aki-creatinine-rise rule's call.
 */
const CREATININE_RISE_MG_DL = 0.3;
const CREATININE_RISE_RATIO = 1.5;

/**
 * With a known date of analysis, a vital sign older than this is not read as a sign of the
 * present state. An engine choice, not a guideline threshold: decompensation develops over days
 * (ESC 2021 Table 21), so a weeks-old reading says little about today; the texts give every date.
 */
const CURRENT_DAYS = 14;

const DAY_MS = 86_400_000;

/** One sign of congestion found in the record: its clinician text, the data it rests on, and its weight. */
interface Sign {
  text: string;
  refs: string[];
  severe: boolean;
  /** Plain words for the patient text, set on severe signs. */
  plain?: string;
}

const BREATHLESS = String.raw`(?:short(?:ness)? of breath|sob|breathless(?:ness)?|dyspn(?:o)?ea|dyspn(?:o)?eic|difficulty breathing)`;
const OEDEMA = String.raw`(?:swelling|o?edema|oedematous|edematous)`;
const WHERE = String.raw`(?:bilateral|peripheral|pitting|dependent|leg|legs|ankle|ankles|pedal|foot|feet|lower|limb|limbs|extremity|extremities|lower-limb|lower-extremity|sacral|abdominal)`;
const MORE = String.raw`(?:worsening|increasing|increased|worse|more|new|progressive|rising)`;

/** Congestion in the notes: what it is called in the clinician text, its patterns, whether it is severe. */
const NOTE_SIGNS: readonly { label: string; re: RegExp; severe: boolean; plain?: string }[] = [
  {
    label: "breathlessness at rest",
    re: new RegExp(
      String.raw`\b${BREATHLESS}\s+(?:even\s+)?(?:at|while at|when at)\s+rest\b|\brest(?:ing)? dyspn(?:o)?ea\b|\bunable to (?:speak|talk|complete) (?:in )?(?:full )?sentences\b`,
    ),
    severe: true,
    plain: "being short of breath at rest",
  },
  {
    label: "orthopnoea",
    re: new RegExp(
      String.raw`\borthopn(?:o)?(?:ea|eic)\b|\b${BREATHLESS}\s+(?:when\s+|on\s+|while\s+)?(?:lying|laying)\s+(?:flat|down)\b|\b(?:can(?:not|'t| not)|unable to)\s+lie\s+(?:flat|down)\b|\b(?:sleeps?|sleeping|slept)\s+(?:upright|sitting up|in (?:a|the|his|her) chair)\b|\b(?:needs?|needing|using|uses|sleeps? (?:on|with)|sleeping (?:on|with))\s+(?:more|extra|additional)\s+pillows\b|\b(?:needs?|needing|sleeps? (?:on|with)|sleeping (?:on|with)|slept (?:on|with))\s+(?:[3-9]|three|four|five|six)\s+pillows\b`,
    ),
    severe: false,
  },
  {
    label: "paroxysmal nocturnal dyspnoea",
    re: new RegExp(
      String.raw`\bparoxysmal nocturnal dyspn(?:o)?ea\b|\bpnd\b|\bwak(?:es|ing|e)\s+(?:up\s+)?(?:at night\s+)?(?:short of breath|breathless|gasping|choking|with (?:breathlessness|shortness of breath))|\bwoke\s+(?:up\s+)?(?:at night\s+)?(?:short of breath|breathless|gasping)`,
    ),
    severe: false,
  },
  {
    label: "increasing breathlessness",
    re: new RegExp(
      String.raw`\b${MORE}\s+(?:exertional\s+)?${BREATHLESS}|\b${BREATHLESS}\s+(?:is\s+|has\s+been\s+|has\s+)?(?:worse|worsening|increasing|getting worse)\b|\bmore breathless\b`,
    ),
    severe: false,
  },
  {
    label: "worsening swelling (oedema)",
    re: new RegExp(
      String.raw`\b${MORE}(?:\s+${WHERE}){0,3}\s+${OEDEMA}\b|\b${OEDEMA}(?:\s+(?:of|in|to)\s+(?:the\s+|both\s+|his\s+|her\s+)?${WHERE}){1,2}\s+(?:is\s+|are\s+|has\s+|have\s+)?(?:worse|worsening|increasing|increased|getting worse|spreading)\b|\b${WHERE}\s+${OEDEMA}\s+(?:is\s+|are\s+|has\s+been\s+|has\s+)?(?:worse|worsening|increasing|increased|getting worse)\b|\b(?:legs?|ankles?|feet|abdomen|belly)\s+(?:are\s+|is\s+|look\s+|looks\s+)?(?:more|increasingly)\s+swollen\b|\b${OEDEMA}\b[^.;]{0,30}?,?\s+(?:and\s+)?(?:worsening|increasing|getting worse)\b(?!\s+(?:short|sob|breath|dyspn|exertional))`,
    ),
    severe: false,
  },
];

/** Rapid weight gain named in the notes without numbers. */
const RAPID_GAIN = /\b(?:rapid|sudden|unexplained)\s+weight\s+gain\b/;
/** Weight gain in numbers in the notes: "gained 3 kg in 2 days", "weight up 2.5 kg over 3 days". */
const GAIN_IN_TEXT =
  /\b(?:gained|weight\s+(?:up|increased?|gain(?:ed)?)\s*(?:by|of)?)\s*(\d+(?:\.\d+)?)\s*(kg|kgs|kilos?|kilograms?|lbs?|pounds?)\b[^.;]{0,25}?\b(?:in|over)\s+(?:the\s+)?(?:last\s+|past\s+)?(\d+|one|two|three|four|five|six|seven|a)\s*(days?|week)\b/g;
const WORD_NUMBERS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

/** A weight gain in the notes above the guideline's amounts, as a sign. */
function notedWeightGain(text: string): Sign | undefined {
  for (const m of text.matchAll(GAIN_IN_TEXT)) {
    if (!isStated(text, m.index, m[0].length)) continue;
    const amount = parseNumber(m[1] ?? "");
    const count = WORD_NUMBERS[m[3] ?? ""] ?? parseNumber(m[3] ?? "");
    if (amount === undefined || count === undefined) continue;
    const kg = /^(?:lb|pound)/.test(m[2] ?? "") ? amount * 0.45359237 : amount;
    const days = (m[4] ?? "").startsWith("week") ? count * 7 : count;
    if (kg > GAIN_KG && days <= GAIN_WEEK_DAYS)
      return { text: `weight gain in the notes ("${m[0].trim()}")`, refs: [], severe: false };
  }
  const rapid = statedMention(text, RAPID_GAIN);
  return rapid === undefined ? undefined : { text: `${rapid} in the notes`, refs: [], severe: false };
}

// ---------------------------------------------------------------------------------------------
// Reading vital signs and labs.
// ---------------------------------------------------------------------------------------------

/** Whether a vital sign may stand for the present: dated within CURRENT_DAYS of `now`, or no `now` to judge by. */
function isCurrent(ctx: RuleContext, v: VitalItem): boolean {
  const now = ctx.model.now === undefined ? undefined : Date.parse(ctx.model.now);
  if (now === undefined || Number.isNaN(now) || v.time === undefined) return true;
  return now - v.time <= CURRENT_DAYS * DAY_MS;
}

/** The latest reading of a vital sign: the latest dated one, else the first given. */
function latestVital(ctx: RuleContext, kind: VitalItem["kind"]): VitalItem | undefined {
  const list = ctx.vitals(kind);
  const dated = list.filter((v) => v.time !== undefined).sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
  return dated[0] ?? list[0];
}

function dateOf(v: { date?: string }): string {
  return v.date === undefined ? "" : ` (${v.date.slice(0, 10)})`;
}

/** Whole calendar days between two dated items (date-only and timed dates alike). */
function daysBetween(later: { date?: string }, earlier: { date?: string }): number | undefined {
  if (later.date === undefined || earlier.date === undefined) return undefined;
  const a = Date.parse(later.date.slice(0, 10));
  const b = Date.parse(earlier.date.slice(0, 10));
  return Number.isNaN(a) || Number.isNaN(b) ? undefined : Math.round((a - b) / DAY_MS);
}

/** A body weight in kg, when its unit says kg or lb; weights without a known unit are not compared. */
function weightKg(v: VitalItem): number | undefined {
  if (v.value === undefined) return undefined;
  if (v.unit === "kg") return v.value;
  if (v.unit === "lb") return v.value * 0.45359237;
  return undefined;
}

/**
 * A gain of more than 2 kg from a weight taken up to 3 days (else up to 7 days) before the latest
 * one. The largest gain in the window is taken, so a dip before a rise is not missed.
 */
function weightGain(ctx: RuleContext): Sign | undefined {
  const weights = ctx
    .vitals("weight")
    .filter((v) => v.date !== undefined && weightKg(v) !== undefined)
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
  const latest = weights[0];
  const latestKg = latest === undefined ? undefined : weightKg(latest);
  if (latest === undefined || latestKg === undefined || !isCurrent(ctx, latest)) return undefined;
  for (const window of [GAIN_DAYS, GAIN_WEEK_DAYS]) {
    let best: { v: VitalItem; gain: number; days: number } | undefined;
    for (const v of weights.slice(1)) {
      const days = daysBetween(latest, v);
      const kg = weightKg(v);
      if (days === undefined || kg === undefined || days < 1 || days > window) continue;
      const gain = latestKg - kg;
      if (best === undefined || gain > best.gain) best = { v, gain, days };
    }
    if (best !== undefined && best.gain > GAIN_KG) {
      const unit = latest.unit === "lb" ? " lb" : " kg";
      const was = `${formatNumber(best.v.value ?? 0, 1)}${unit}${dateOf(best.v)}`;
      return {
        text: `weight ${formatNumber(latest.value ?? 0, 1)}${unit}${dateOf(latest)}, up ${formatNumber(best.gain, 1)} kg in ${best.days} ${best.days === 1 ? "day" : "days"} from ${was}`,
        refs: [latest.ref, best.v.ref],
        severe: false,
      };
    }
  }
  return undefined;
}

/** SpO2 in %, reading a fraction ("0.88") as a percentage. */
function spo2Percent(v: VitalItem): number | undefined {
  if (v.value === undefined) return undefined;
  return v.value > 0 && v.value <= 1 ? v.value * 100 : v.value;
}

function lowSpo2(ctx: RuleContext): Sign | undefined {
  const v = latestVital(ctx, "spo2");
  const pct = v === undefined ? undefined : spo2Percent(v);
  if (v === undefined || pct === undefined || pct >= SPO2_LOW || pct < 50 || !isCurrent(ctx, v)) return undefined;
  return {
    text: `SpO2 ${formatNumber(pct, 1)}%${dateOf(v)}`,
    refs: [v.ref],
    severe: true,
    plain: "a low oxygen level",
  };
}

function fastBreathing(ctx: RuleContext): Sign | undefined {
  const v = latestVital(ctx, "respiratory-rate");
  if (v?.value === undefined || v.value <= RR_HIGH || v.value > 80 || !isCurrent(ctx, v)) return undefined;
  return {
    text: `respiratory rate ${formatNumber(v.value)}/min${dateOf(v)}`,
    refs: [v.ref],
    severe: true,
    plain: "fast breathing",
  };
}

/** The latest result of a test with a value, and the one before it in time, if any. */
function latestTwo(ctx: RuleContext, id: string): { last: LabObservation; before?: LabObservation } | undefined {
  const list = ctx.labs(id).filter((o) => o.standard !== undefined);
  const last = list[0];
  if (last === undefined) return undefined;
  const before = list.find((o) => o.time !== undefined && last.time !== undefined && o.time < last.time);
  return before === undefined ? { last } : { last, before };
}

/**
 * Supporting results: a rising natriuretic peptide, a creatinine rise, a low or falling sodium. With
 * `peptideInLead`, the lead already quotes the peptide, so it is repeated only to show a rise
 * (review 16 hf-af case 11).
 */
function supportingResults(ctx: RuleContext, peptideInLead: boolean): { texts: string[]; refs: string[] } {
  const texts: string[] = [];
  const refs: string[] = [];
  for (const [id, name, acute] of [
    ["nt-probnp", "NT-proBNP", NT_PROBNP_ACUTE],
    ["bnp", "BNP", BNP_ACUTE],
  ] as const) {
    const pair = latestTwo(ctx, id);
    const last = pair === undefined ? undefined : ctx.valueOf(pair.last);
    if (pair === undefined || last === undefined) continue;
    const before = ctx.valueOf(pair.before);
    const rising = before !== undefined && last > before;
    if (!rising && (last < acute || peptideInLead)) continue;
    texts.push(`${name} ${ctx.show(pair.last)}${rising ? `, up from ${ctx.show(pair.before)}` : ""}`);
    refs.push(...ctx.refs(pair.last, rising ? pair.before : undefined));
    break;
  }
  const cr = latestTwo(ctx, "creatinine");
  const crLast = cr === undefined ? undefined : ctx.valueOf(cr.last);
  const crBefore = cr === undefined ? undefined : ctx.valueOf(cr.before);
  if (
    cr !== undefined &&
    crLast !== undefined &&
    crBefore !== undefined &&
    crBefore > 0 &&
    (crLast - crBefore >= CREATININE_RISE_MG_DL || crLast / crBefore >= CREATININE_RISE_RATIO)
  ) {
    texts.push(`creatinine ${ctx.show(cr.last)}, up from ${ctx.show(cr.before)}`);
    refs.push(...ctx.refs(cr.last, cr.before));
  }
  const na = latestTwo(ctx, "sodium");
  const naLast = na === undefined ? undefined : ctx.valueOf(na.last);
  if (na !== undefined && naLast !== undefined && naLast < SODIUM_LOW) {
    const naBefore = ctx.valueOf(na.before);
    const falling = naBefore !== undefined && naBefore > naLast;
    texts.push(
      `sodium ${ctx.show(na.last)}${falling ? `, down from ${ctx.show(na.before)}` : ""}, below 136 mmol/L (hyponatraemia, a marker of worse outcome in heart failure)`,
    );
    refs.push(...ctx.refs(na.last, falling ? na.before : undefined));
  }
  return { texts, refs };
}

// ---------------------------------------------------------------------------------------------
// Who the rule is for.
// ---------------------------------------------------------------------------------------------

/** Heart failure named in free text ("known HFrEF", "CHF"), not denied, supposed or about a relative. */
const HF_IN_TEXT = /\b(?:heart failure|cardiac failure|hfref|hfpef|hfmref|hfimpef|chf|ccf|reduced ejection fraction)\b/;
const NOT_OWN_HF = /\b(?:family history|fh|mother|father|brother|sister|sibling|relative|risk of|at risk)\b[^.;]*$/;

/** Known heart failure: a current listed condition, else a stated mention in the notes. */
function knownHeartFailure(ctx: RuleContext): { refs: string[]; source: string } | undefined {
  const listed = ctx.conditions("heart-failure")[0];
  if (listed !== undefined) return { refs: [listed.ref], source: `listed as "${listed.name}"` };
  const text = ctx.freeText;
  const global = new RegExp(HF_IN_TEXT.source, "g");
  for (const m of text.matchAll(global)) {
    const before = text.slice(sentenceStart(text, m.index), m.index);
    if (isStated(text, m.index, m[0].length) && !NOT_OWN_HF.test(before)) {
      return { refs: [], source: `"${m[0]}" named in the notes` };
    }
  }
  return undefined;
}

/**
 * A natriuretic peptide in pmol/L, quoted with its pg/mL equivalent (the catalogue's factor,
 * pmol/L × 8.457 for NT-proBNP, × 3.46 for BNP): the rule-out and referral levels are in pg/mL and
 * ng/L, and "212 pmol/L" beside "125 pg/mL" left the reader to convert (review 34, cardio-34 case 01;
 * review 37, cardio-renal-37 case 04 in the possible-new-heart-failure finding).
 */
export function peptideShown(ctx: RuleContext, id: string, obs: LabObservation | undefined): string {
  const shown = ctx.show(obs);
  const pg = /^pmol\/l$/i.test(obs?.unit ?? "") ? ctx.value(id) : undefined;
  return pg === undefined ? shown : `${shown}, about ${formatNumber(Math.round(pg / 10) * 10)} pg/mL,`;
}

/** A natriuretic peptide at or above the acute heart-failure rule-out cut-off, quoted; else undefined. */
function acuteRangePeptide(ctx: RuleContext): { text: string; refs: string[] } | undefined {
  for (const [id, name, acute] of [
    ["nt-probnp", "NT-proBNP", NT_PROBNP_ACUTE],
    ["bnp", "BNP", BNP_ACUTE],
  ] as const) {
    const obs = ctx.lab(id);
    const v = ctx.valueOf(obs);
    if (obs !== undefined && v !== undefined && v >= acute)
      return { text: `${name} ${peptideShown(ctx, id, obs).replace(/,$/, "")}`, refs: [obs.ref] };
  }
  return undefined;
}

/** Signs of congestion in the vitals, weights and notes. */
function congestionSigns(ctx: RuleContext): Sign[] {
  const text = ctx.freeText;
  const signs: Sign[] = [];
  for (const found of [lowSpo2(ctx), fastBreathing(ctx), weightGain(ctx), notedWeightGain(text)]) {
    if (found !== undefined) signs.push(found);
  }
  for (const s of NOTE_SIGNS) {
    const quote = statedMention(text, s.re);
    if (quote === undefined) continue;
    const sign: Sign = { text: `${s.label} in the notes ("${quote}")`, refs: [], severe: s.severe };
    if (s.plain !== undefined) sign.plain = s.plain;
    signs.push(sign);
  }
  return signs;
}

/**
 * Whether hf-decompensation-signs reads the record as possible new (or acute) heart failure: no
 * heart failure known, a peptide in the acute range and signs of congestion. That finding then gives
 * the peptide, its NICE referral timing and the work-up, so the plain raised-peptide finding
 * (patterns.ts) would say them a second time (review 20, cardiology labs 01).
 */
export function suspectedNewHeartFailure(ctx: RuleContext): boolean {
  return (
    knownHeartFailure(ctx) === undefined && acuteRangePeptide(ctx) !== undefined && congestionSigns(ctx).length > 0
  );
}

/** COPD listed as a condition or named in the notes (its usual saturation may be below 90%). */
function hasCopd(ctx: RuleContext): boolean {
  const copd = /\b(?:copd|chronic obstructive|emphysema)\b/;
  return (
    ctx.model.conditions.some((c) => copd.test(c.name.toLowerCase())) ||
    statedMention(ctx.freeText, copd, true) !== undefined
  );
}

function joinSigns(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const ROUTINE_STEPS = [
  "Check creatinine, electrolytes and the natriuretic peptide, and compare them with previous results",
  "Review the diuretic plan and adherence, salt and fluid intake, and look for a trigger (infection, arrhythmia, ischaemia, uncontrolled blood pressure, NSAIDs)",
] as const;

/**
 * The baseline blood tests of a heart-failure work-up, read against the record (review 24,
 * cardio-24b case 05: all four came with the NT-proBNP and were asked for again). A month old at most.
 */
const NEW_HF_BLOODS: TestsStep = {
  verb: "ECG; check",
  tests: [
    { words: "creatinine", ids: KIDNEY_FUNCTION, withinDays: 30 },
    { words: "electrolytes", ids: ["sodium", "potassium"], withinDays: 30 },
    { words: "full blood count", ids: ["hemoglobin"], withinDays: 30 },
    { words: "thyroid function", ids: ["tsh"], withinDays: 30 },
  ],
  whenPresent: "ECG (creatinine, electrolytes, full blood count and thyroid function are already in the record)",
};

/** Steps for possible new heart failure: the referral (with NICE's timing when known), ECG, and a trigger; no diuretic plan to review. */
function newHeartFailureSteps(ctx: RuleContext, nice: NiceReferral | undefined): string[] {
  return [
    nice?.step ?? "Assess promptly for heart failure: specialist assessment and echocardiography",
    checkMissing(ctx, NEW_HF_BLOODS) ?? reviewWording(ctx, NEW_HF_BLOODS),
    "Look for a cause or trigger (ischaemia, arrhythmia, valve disease, uncontrolled blood pressure) and stop NSAIDs where possible",
  ];
}

/**
 * Signs that heart failure may be worsening (decompensating), or in someone without known heart
 * failure but with a natriuretic peptide in the acute range, that it may be starting. Vital signs,
 * a weight series and the notes are read; supporting results (a rising natriuretic peptide, a
 * creatinine rise, a low sodium) are quoted but never fire the rule alone. Severe signs (SpO2 below
 * 90%, a respiratory rate above 25/min, breathlessness at rest) make it critical: same-day review.
 */
export const HEART_FAILURE_RULES: readonly Rule[] = [
  {
    id: "hf-decompensation-signs",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Heart failure",
    title: "Possible {kind} heart failure",
    clinician: "{lead}: {signs}.{supporting} {advice}",
    patient:
      "{patientLead} {patientAction} Watch for these signs. Your weight goes up by more than 2 kg (about 4.5 pounds) in 3 days. You get more short of breath, need more pillows, or wake at night short of breath. Your legs, ankles or {tummy} swell more. {diuretics}{emergency}",
    nextSteps: [
      "Prompt review by the heart-failure team or {gp}: weight trend, breathlessness lying flat, oedema, lung crackles and jugular venous pressure",
      ...ROUTINE_STEPS,
    ],
    patientQuestions: [
      "What should I do if my weight goes up or I get more short of breath?",
      "Should I have a plan for changing my water tablet dose?",
    ],
    evidence: ["esc-2021-hf", "hfm-weight-gain"],
    keywords: [
      "heart failure",
      "decompensation",
      "congestion",
      "weight gain",
      "orthopnoea",
      "oedema",
      "breathlessness",
    ],
    match: (ctx): RuleMatch | undefined => {
      const hf = knownHeartFailure(ctx);
      const peptide = hf === undefined ? acuteRangePeptide(ctx) : undefined;
      if (hf === undefined && peptide === undefined) return undefined;
      const signs = congestionSigns(ctx);
      if (signs.length === 0) return undefined;
      const severe = signs.filter((s) => s.severe);
      const support = supportingResults(ctx, hf === undefined);
      const nsaids = ctx.meds("nsaid");
      const lead =
        hf !== undefined
          ? `Possible decompensation of known heart failure (${hf.source})`
          : severe.length > 0
            ? `Possible acute heart failure: ${peptide?.text ?? ""}, at or above the level below which acute heart failure is unlikely (NT-proBNP 300 pg/mL, BNP 100 pg/mL), with no heart failure on record`
            : `Possible new heart failure: ${peptide?.text ?? ""}, with no heart failure on record`;
      const us = readsAsUsUnits(ctx);
      const advice = [
        // A US record is not told ESC's acute or new-heart-failure wording (review 29b, country-29b); the
        // AHA/ACC/HFSA 2022 text seen does not cover these points, so the US wording names no guideline.
        severe.length > 0
          ? `Breathlessness at rest, SpO2 below 90% or a respiratory rate above 25/min are severe signs: assess the same day, as an emergency if the patient is in respiratory distress.${us ? "" : " ESC 2021 recommends oxygen when SpO2 is below 90% and considers non-invasive ventilation for respiratory distress (respiratory rate above 25/min, SpO2 below 90%)."}`
          : hf !== undefined
            ? // A US record is cared for under AHA/ACC/HFSA 2022, which recommends self-care education
              // and support (7.1.1, class 1; FACTS_SEEN); the 2 kg in 3 days is ESC's (review 29, country-29).
              `${us ? "AHA/ACC/HFSA 2022 recommends education and support for heart-failure self-care (class 1); " : ""}ESC 2021 self-care advice asks patients to alert their heart-failure team when breathlessness or oedema increases or weight rises suddenly by more than 2 kg in 3 days; review promptly for congestion and a trigger, and adjust the diuretic plan.`
            : `Assess promptly for heart failure, with an ECG and echocardiography${us ? "" : " (both recommended by ESC 2021 in suspected acute heart failure)"}, and look for a cause or trigger.`,
        nsaids.length > 0
          ? `Possible trigger on the medication list: ${medNames(nsaids)} (${us ? "NSAIDs" : "ESC 2021: NSAIDs"} can precipitate decompensation in heart failure).`
          : "",
        signs.some((s) => s.plain === "a low oxygen level") && hasCopd(ctx)
          ? `With COPD, compare the saturation with the patient's usual value and give oxygen with care: ${us ? "too much oxygen" : "ESC 2021 warns that too much oxygen"} can cause hypercapnia in COPD.`
          : "",
      ]
        .filter(Boolean)
        .join(" ");
      const patientLead =
        hf === undefined
          ? "Some signs in your record, together with a raised heart-strain blood test, can mean heart failure, with fluid building up in your body."
          : severe.length > 0
            ? `Some signs in your record, such as ${joinSigns(severe.map((s) => s.plain ?? s.text))}, can mean your heart failure has got much worse.`
            : "Some signs in your record suggest your heart failure may be getting worse, with fluid building up in your body.";
      // No heart failure on record: new heart failure, with NICE's referral timing and no diuretic plan to review.
      const nice = hf === undefined ? niceNtProBnpReferral(ctx) : undefined;
      const patientAction =
        severe.length > 0
          ? "You need to be checked by a doctor today."
          : hf === undefined
            ? `Please see your doctor soon so they can check you.${nice !== undefined ? ` ${nice.patient}` : ""}`
            : "Please contact your heart-failure team or doctor soon so they can check you.";
      const routine = hf === undefined ? newHeartFailureSteps(ctx, nice) : ROUTINE_STEPS;
      const match: RuleMatch = {
        refs: [
          ...new Set([
            ...(hf?.refs ?? peptide?.refs ?? []),
            ...signs.flatMap((s) => s.refs),
            ...support.refs,
            ...ctx.refs(...nsaids),
          ]),
        ],
        values: {
          kind: hf !== undefined ? "worsening (decompensated)" : severe.length > 0 ? "acute" : "new",
          lead,
          signs: signs.map((s) => s.text).join("; "),
          supporting: support.texts.length > 0 ? ` Supporting results: ${support.texts.join("; ")}.` : "",
          advice,
          patientLead,
          patientAction,
          // A thiazide for blood pressure, with no heart failure on record, comes with no heart-failure
          // team or diuretic plan (review 24, cardio-24b case 05: hydrochlorothiazide).
          diuretics:
            hf !== undefined || ctx.meds("loop-diuretic").length > 0
              ? "Do not change your water tablets (diuretics) on your own unless your heart-failure team has given you a plan for this. "
              : ctx.meds("thiazide").length > 0
                ? "Do not change your water tablets (diuretics) on your own. "
                : "",
          emergency:
            severe.length > 0
              ? "Call {emergencyNumber} now if you are short of breath while resting, very short of breath, have chest pain, or faint."
              : "Call {emergencyNumber} straight away if you become very short of breath, are short of breath while resting, have chest pain, or faint.",
        },
        severity: severe.length > 0 ? Severity.critical : Severity.high,
      };
      // A diuretic-dose question only for someone who takes one (review 12 cardiometabolic case 11),
      // and not for a blood pressure thiazide before any heart failure is known.
      const diureticPlan =
        ctx.meds("loop-diuretic").length > 0 || (hf !== undefined && ctx.meds("thiazide").length > 0);
      if (!diureticPlan) {
        match.patientQuestions = ["What should I do if my weight goes up or I get more short of breath?"];
      }
      if (severe.length > 0) {
        match.nextSteps = [
          "Same-day assessment, as an emergency if in respiratory distress; oxygen if SpO2 is below 90%",
          ...routine,
        ];
      } else if (hf === undefined) {
        match.nextSteps = routine;
      }
      if (us && hf !== undefined && severe.length === 0) match.evidence = ["aha-acc-hfsa-2022-hf"];
      // New or acute heart failure on a US record: no ESC (the weight-gain page stays for the patient's advice).
      if (us && (hf === undefined || severe.length > 0)) {
        match.evidence = ["aha-acc-hfsa-2022-hf", "hfm-weight-gain"];
        match.evidenceReplacesRule = true;
      }
      if (nice !== undefined && severe.length === 0) {
        match.clinicianExtra = nice.clinician;
        match.evidence = ["nice-qs9-heart-failure"];
      }
      return match;
    },
  },
];
