import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { parseNumber } from "../parse/number.ts";
import { formatNumber } from "../text.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { levothyroxineAbsorption } from "./levothyroxine.ts";
import { pregnancy } from "./patterns.ts";
import { readsAsUk } from "./uk-record.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Thyroid results in pregnancy. TSH falls in pregnancy, most in the first trimester, so a range
 * for non-pregnant adults both misses raised values and calls normal ones low. These rules judge
 * TSH against pregnancy limits; the non-pregnant TSH rules (patterns.ts, drug-lab.ts) step aside
 * in pregnancy, and each case they would have reported is reported here instead.
 *
 * Sources, checked 2026-11-23 (seenAt of each in evidence/added-sources.ts):
 * - ATA 2026 pregnancy guideline, which replaced the 2017 one: a laboratory- and trimester-specific
 *   TSH range is preferred; without one, 0.1–4.0 mU/L can be used in the first and second
 *   trimesters, and in the third the non-pregnant range will likely suffice; the non-pregnant
 *   free T4 range is one option when no trimester-specific one exists (ATA Quick-Reference, p. 5).
 * - ATA 2014 hypothyroidism treatment guideline (already in the library; its pregnancy points were
 *   checked on medscape.com/answers/122393-11320, a summary of that guideline, and agree with the
 *   ATA 2017 pregnancy quick-reference, eguideline.guidelinecentral.com/i/789888, p. 8): TSH every
 *   4 weeks in the first half of pregnancy and again in the second half; in women already on
 *   levothyroxine, two extra doses a week may be started once pregnancy is confirmed.
 * - hCG has thyrotropic activity that lowers TSH in early pregnancy (J Clin Endocrinol Metab 1988).
 * TSH in mIU/L, µIU/mL and mU/L is the same number, so limits read from a range text need no
 * conversion.
 */

const F = FindingFamily.pattern;
const UNIT = "mIU/L";

type Trimester = 1 | 2 | 3;

/** The gestational age, when read, and its trimester (the anaemia rule's: to 13 weeks, 14–27, 28 on). */
interface Gestation {
  weeks?: number;
  trimester?: Trimester;
}

/** TSH limits for this pregnancy, how they are named in texts, and where they come from. */
interface TshLimits {
  low?: number;
  high?: number;
  label: string;
  source: "laboratory-pregnancy" | "ata-fallback" | "non-pregnant";
  /** Sentences the clinician text adds on how the limits were chosen. */
  note?: string;
}

const ORDINAL = { 1: "first", 2: "second", 3: "third" } as const;

function gestation(ctx: RuleContext): Gestation | undefined {
  const p = pregnancy(ctx);
  if (p === undefined) return undefined;
  // A trimester named without a week count ("Pregnancy, first trimester") still sets the range.
  if (p.weeks === undefined) return p.trimester === undefined ? {} : { trimester: p.trimester };
  return { weeks: p.weeks, trimester: p.weeks < 14 ? 1 : p.weeks < 28 ? 2 : 3 };
}

function gestationText(g: Gestation): string {
  if (g.trimester === undefined) return "(no gestational age found)";
  return g.weeks === undefined
    ? `in the ${ORDINAL[g.trimester]} trimester`
    : `at ${g.weeks} weeks (${ORDINAL[g.trimester]} trimester)`;
}

/** Whether the first half of pregnancy may still be under way (before 20 weeks, or unknown). */
const firstHalf = (g: Gestation) => (g.weeks === undefined ? g.trimester !== 3 : g.weeks < 20);
/** Whether hCG may still be lowering TSH: the first trimester, or an unknown gestational age. */
const earlyOrUnknown = (g: Gestation) => g.trimester === undefined || g.trimester === 1;

const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
const RANGE_IN_TEXT = new RegExp(String.raw`${NUM}\s*(?:-|–|—|to)\s*${NUM}|(?:<=|≤|<|up to)\s*${NUM}`, "gi");
const TRIMESTER_LABEL =
  /\b(?:(1st|first|2nd|second|3rd|third)\s*(?:trimester|tri\b)|trimester\s*(1|2|3|iii|ii|i)\b|t\s?([123])\b)/i;
const ORDINAL_ONLY = /\b(1st|first|2nd|second|3rd|third)\b/i;
const PREGNANCY_WORD = /pregnan|gestation|trimester/i;
const NOT_PREGNANT_WORD = /\b(?:non|not)[- ]?pregnan/i;

function trimesterOfLabel(text: string, anyOrdinal: boolean): Trimester | undefined {
  const m = TRIMESTER_LABEL.exec(text) ?? (anyOrdinal ? ORDINAL_ONLY.exec(text) : null);
  const word = (m?.[1] ?? m?.[2] ?? m?.[3] ?? "").toLowerCase();
  if (["1st", "first", "1", "i"].includes(word)) return 1;
  if (["2nd", "second", "2", "ii"].includes(word)) return 2;
  if (["3rd", "third", "3", "iii"].includes(word)) return 3;
  return undefined;
}

interface TextRange {
  trimester?: Trimester;
  low?: number;
  high?: number;
}

/**
 * The pregnancy ranges in a laboratory's reference-range text: "First trimester: 0.1-2.5; Second
 * trimester: 0.2-3.0", "0.1-2.5 (1st trimester)", "T1 0.1-2.5 / T2 0.2-3.0", "Pregnancy 0.1-4.0".
 * Each range is labelled by the words before it, or, when the text puts its labels after the
 * ranges, by the words after it. Ranges labelled non-pregnant, or not labelled at all, are left out.
 */
export function pregnancyRangesInText(text: string | undefined): TextRange[] {
  if (text === undefined || !(PREGNANCY_WORD.test(text) || TRIMESTER_LABEL.test(text))) return [];
  const matches = [...text.matchAll(RANGE_IN_TEXT)];
  const anyOrdinal = /trimester/i.test(text);
  const sides = matches.map((m, i) => {
    const start = m.index;
    const end = start + m[0].length;
    const prevEnd = i === 0 ? 0 : (matches[i - 1]?.index ?? 0) + (matches[i - 1]?.[0].length ?? 0);
    const nextStart = matches[i + 1]?.index ?? text.length;
    return { before: text.slice(prevEnd, start), after: text.slice(end, nextStart) };
  });
  const labelled = (s: string) => TRIMESTER_LABEL.test(s) || PREGNANCY_WORD.test(s);
  const labelsAfter = sides.length > 0 && !labelled(sides[0]?.before ?? "") && labelled(sides[0]?.after ?? "");
  const out: TextRange[] = [];
  matches.forEach((m, i) => {
    const side = labelsAfter ? (sides[i]?.after ?? "") : (sides[i]?.before ?? "");
    if (NOT_PREGNANT_WORD.test(side) || !(labelled(side) || (anyOrdinal && ORDINAL_ONLY.test(side)))) return;
    const range: TextRange = {};
    const trimester = trimesterOfLabel(side, anyOrdinal);
    if (trimester !== undefined) range.trimester = trimester;
    const low = m[1] === undefined ? undefined : parseNumber(m[1].replace(",", "."));
    const high = parseNumber((m[2] ?? m[3] ?? "").replace(",", "."));
    if (low !== undefined) range.low = low;
    if (high !== undefined) range.high = high;
    if (range.high !== undefined && (range.low === undefined || range.low <= range.high)) out.push(range);
  });
  return out;
}

function showRange(low: number | undefined, high: number | undefined): string {
  if (low === undefined) return `up to ${formatNumber(high ?? 0)} ${UNIT}`;
  return `${formatNumber(low)}–${formatNumber(high ?? 0)} ${UNIT}`;
}

/**
 * The laboratory's pregnancy range for this trimester, else its range for pregnancy in general.
 * Without a gestational age and only per-trimester ranges, the lowest limits are used (the
 * stricter upper limit, the more lenient lower one) and the text says so.
 */
function laboratoryLimits(obs: LabObservation, g: Gestation): TshLimits | undefined {
  const ranges = pregnancyRangesInText(obs.rangeText);
  if (ranges.length === 0) return undefined;
  const general = ranges.find((r) => r.trimester === undefined);
  const own = g.trimester === undefined ? undefined : ranges.find((r) => r.trimester === g.trimester);
  const chosen = own ?? general;
  if (chosen !== undefined) {
    const which = own && g.trimester !== undefined ? `${ORDINAL[g.trimester]}-trimester` : "pregnancy";
    const limits: TshLimits = {
      label: `the laboratory's ${which} range (${showRange(chosen.low, chosen.high)})`,
      source: "laboratory-pregnancy",
    };
    if (chosen.low !== undefined) limits.low = chosen.low;
    if (chosen.high !== undefined) limits.high = chosen.high;
    return limits;
  }
  if (g.trimester !== undefined) return undefined;
  const highs = ranges.map((r) => r.high).filter((v): v is number => v !== undefined);
  const lows = ranges.map((r) => r.low).filter((v): v is number => v !== undefined);
  const limits: TshLimits = {
    label: `the laboratory's trimester ranges (the lowest limits, ${showRange(lows.length > 0 ? Math.min(...lows) : undefined, Math.min(...highs))}, since no gestational age was found)`,
    source: "laboratory-pregnancy",
  };
  if (highs.length > 0) limits.high = Math.min(...highs);
  if (lows.length > 0) limits.low = Math.min(...lows);
  return limits;
}

/**
 * The TSH limits for this pregnancy: the laboratory's pregnancy range when it gave one; otherwise,
 * as ATA 2026 suggests, 0.1–4.0 mU/L in the first and second trimesters (and when the gestational
 * age is unknown) and the non-pregnant range in the third.
 */
function tshLimits(ctx: RuleContext, obs: LabObservation, g: Gestation): TshLimits {
  const lab = laboratoryLimits(obs, g);
  if (lab) return lab;
  if (g.trimester === 3) {
    const limits: TshLimits = {
      label: `the non-pregnant range${obs.range?.text ? ` (${obs.range.text})` : ""}, which ATA 2026 finds likely to suffice in the third trimester`,
      source: "non-pregnant",
    };
    const low = ctx.lowerLimit("tsh");
    const high = ctx.upperLimit("tsh");
    if (low !== undefined) limits.low = low;
    if (high !== undefined) limits.high = high;
    return limits;
  }
  const notes = [
    g.trimester === undefined
      ? "No gestational age was found: this range is for the first and second trimesters, and in the third the non-pregnant range applies."
      : "",
    (ctx.upperLimit("tsh") ?? 0) > 4.5
      ? "The laboratory's non-pregnant upper limit is above 4.5 mIU/L, a case for which the guideline sets out a separate approach."
      : "",
  ].filter(Boolean);
  const limits: TshLimits = {
    low: 0.1,
    high: 4,
    label: `the 0.1–4.0 ${UNIT} range ATA 2026 suggests for the first and second trimesters when the laboratory has no trimester-specific range`,
    source: "ata-fallback",
  };
  if (notes.length > 0) limits.note = notes.join(" ");
  return limits;
}

const isHigh = (o: LabObservation) => o.status === "high" || o.status === "critical-high";
const isLow = (o: LabObservation) => o.status === "low" || o.status === "critical-low";

/**
 * Whether the laboratory's own flag counts: always, except against a laboratory pregnancy range,
 * where the status may come from the non-pregnant catalogue range (a per-trimester range text
 * cannot be parsed into a status) and only a flag the laboratory sent itself does.
 */
const flagCounts = (obs: LabObservation, limits: TshLimits) =>
  limits.source !== "laboratory-pregnancy" || obs.statusSource === "caller";

interface PregnancyTsh {
  obs: LabObservation;
  value: number;
  g: Gestation;
  limits: TshLimits;
  above: boolean;
  below: boolean;
}

function pregnancyTsh(ctx: RuleContext, g: Gestation): PregnancyTsh | undefined {
  const obs = ctx.lab("tsh");
  const value = ctx.valueOf(obs);
  if (obs === undefined || value === undefined) return undefined;
  const limits = tshLimits(ctx, obs, g);
  const above = (limits.high !== undefined && value > limits.high) || (isHigh(obs) && flagCounts(obs, limits));
  const below = (limits.low !== undefined && value < limits.low) || (isLow(obs) && flagCounts(obs, limits));
  return { obs, value, g, limits, above, below };
}

/**
 * What a raised TSH is above: the pregnancy limit, or, when only the laboratory's flag or its own
 * lower range puts it above (a non-pregnant upper limit below 4.0), the laboratory's range.
 */
function aboveText(t: PregnancyTsh): string {
  if (t.limits.high !== undefined && t.value > t.limits.high) return t.limits.label;
  return t.obs.statusSource === "caller" || !t.obs.range?.text
    ? "the laboratory's range (flagged high)"
    : `the laboratory's range (${t.obs.range.text})`;
}

const DAY_MS = 86_400_000;

/**
 * A note when the TSH was taken before this pregnancy began (by the gestational age at the time
 * of the request, with two weeks' margin; without one, more than 44 weeks before it), since the
 * pregnancy limits then do not apply to it.
 */
function predatesNote(ctx: RuleContext, obs: LabObservation, g: Gestation): string | undefined {
  const now = ctx.model.now ? Date.parse(ctx.model.now) : undefined;
  if (now === undefined || obs.time === undefined) return undefined;
  const weeksAgo = (now - obs.time) / (7 * DAY_MS);
  const predates = g.weeks === undefined ? weeksAgo > 44 : weeksAgo > g.weeks + 2;
  return predates ? "This TSH appears to predate the pregnancy; check TSH now." : undefined;
}

/** The clinician text's notes on the limits chosen and on a TSH older than the pregnancy. */
function limitNotes(ctx: RuleContext, t: PregnancyTsh): string | undefined {
  const notes = [t.limits.note, predatesNote(ctx, t.obs, t.g)].filter(Boolean);
  return notes.length > 0 ? notes.join(" ") : undefined;
}

function ft4Text(ctx: RuleContext): { text: string; status: "missing" | "low" | "normal" | "high" | "unjudged" } {
  const ft4 = ctx.lab("free-t4");
  if (ft4 === undefined) return { text: "Free T4 is not in the record.", status: "missing" };
  if (isLow(ft4))
    return { text: `Free T4 ${ctx.show(ft4)} is low, which points to overt hypothyroidism.`, status: "low" };
  if (isHigh(ft4))
    return { text: `Free T4 ${ctx.show(ft4)} is above its range; confirm both results.`, status: "high" };
  if (ft4.status === "normal")
    return {
      text: `Free T4 ${ctx.show(ft4)} is within its range (the non-pregnant free T4 range is one option when the laboratory has no trimester-specific one).`,
      status: "normal",
    };
  return { text: `Free T4 ${ctx.show(ft4)} could not be judged against a range.`, status: "unjudged" };
}

// --- Planning a pregnancy -----------------------------------------------------------------------

/** Notes or conditions that a pregnancy is being sought: trying to conceive, subfertility, fertility treatment. */
const PLANNING_PREGNANCY =
  /\b(?:trying (?:to|for a) (?:conceive|baby|pregnancy)|ttc|planning (?:a |her )?(?:pregnancy|to conceive|to get pregnant)|wants? to (?:conceive|get pregnant)|pre-?conception|(?:sub|in)fertil\w*|fertility (?:treatment|clinic|specialist|assessment))\b/;
/** Assisted reproduction, for which subclinical hypothyroidism is treated before the cycle. */
const ASSISTED_REPRODUCTION =
  /\b(?:ivf|icsi|in vitro fertili[sz]ation|intracytoplasmic sperm injection|assisted reproduct\w*|embryo transfer|egg collection|ovarian stimulation|iui)\b/;

/** How the record says a pregnancy is planned, quoted for the text, and whether assisted reproduction is. */
export function planningPregnancy(ctx: RuleContext): { quote: string; assisted: boolean } | undefined {
  if (ctx.sex === "male" || (ctx.age !== undefined && (ctx.age < 16 || ctx.age > 50))) return undefined;
  const text = [
    ctx.freeText,
    ...ctx.model.conditions.filter((c) => isActiveCondition(c.status)).map((c) => c.name.toLowerCase()),
  ].join(". ");
  const art = statedMention(text, ASSISTED_REPRODUCTION, true);
  const plan = statedMention(text, PLANNING_PREGNANCY, true);
  const quote = plan ?? art;
  return quote === undefined ? undefined : { quote, assisted: art !== undefined };
}

const isPositive = (o: LabObservation | undefined) =>
  o !== undefined && (isHigh(o) || (o.value.kind === "qualitative" && o.value.result === "positive"));

/** TSH (mIU/L) from which NICE NG145 and the British Thyroid Foundation favour levothyroxine whatever the antibodies. */
const TSH_TREAT = 10;
/** The TSH goal before conception or assisted reproduction. */
const PRECONCEPTION_TARGET = 2.5;

const HCG_CLINICIAN =
  "In the first trimester hCG stimulates the thyroid and lowers TSH, so a low TSH can be a normal finding then.";
const DO_NOT_CHANGE = "Do not start or change any medicine without talking to your doctor.";

/**
 * The TSH (mIU/L) above which the 2017 ATA pregnancy guideline let levothyroxine be considered in
 * TPO antibody-positive women whose TSH is still within the pregnancy range (weak recommendation).
 */
const TPO_CONSIDER = 2.5;

/** A past pregnancy loss named in the notes or conditions: "previous miscarriage", "2 miscarriages". */
const PREVIOUS_LOSS =
  /\b(?:(?:previous|prior|past|earlier|history of|hx of|recurrent)\s+(?:early\s+|first[- ]trimester\s+)?(?:miscarriages?|pregnancy loss(?:es)?|losses|stillbirths?)|(?:one|two|three|four|[1-9])\s+(?:previous\s+|prior\s+)?(?:miscarriages?|pregnancy losses))\b/;

/** How the record states a past pregnancy loss, quoted for the text, when it does. */
function previousLoss(ctx: RuleContext): string | undefined {
  // Conditions of any status: a past miscarriage is usually recorded as resolved.
  const text = [ctx.freeText, ...ctx.model.conditions.map((c) => c.name.toLowerCase())].join(". ");
  return statedMention(text, PREVIOUS_LOSS, true);
}

/** TPO antibodies in the record, recent or older: they are not repeated once measured. */
const tpoAntibodies = (ctx: RuleContext) => ctx.lab("tpo-ab") ?? ctx.anyLab("tpo-ab");

/**
 * What the 2017 ATA pregnancy guideline advised on levothyroxine for a TSH above the pregnancy
 * range with normal free T4, by the TPO antibodies (the 2026 guideline's own treatment
 * recommendations were not seen; see maraka-2018-sch-pregnancy in evidence/added-sources.ts).
 */
function treatmentAboveRange(
  ctx: RuleContext,
  value: number,
): { clinician: string; step: string; treat: boolean; tpo?: LabObservation } {
  const tpo = tpoAntibodies(ctx);
  if (value >= TSH_TREAT)
    return {
      clinician:
        "With TSH of 10 mIU/L or more, the 2017 ATA pregnancy guideline recommended levothyroxine whatever the antibodies (strong recommendation): start it promptly with the pregnancy care team.",
      step: "Start levothyroxine promptly with the pregnancy care team or endocrinology (ATA 2017: recommended at TSH 10 mIU/L or more); recheck TSH about every 4 weeks",
      treat: true,
      ...(tpo ? { tpo } : {}),
    };
  if (tpo === undefined)
    return {
      clinician:
        "Check TPO antibodies now: they decide treatment (ATA 2017: levothyroxine recommended for TPO-positive women with TSH above the pregnancy range, and may be considered for TPO-negative women with TSH below 10 mIU/L).",
      step: "Check TPO antibodies now; then decide on levothyroxine with the pregnancy care team (ATA 2017: recommended if TPO-positive, may be considered if TPO-negative with TSH below 10 mIU/L)",
      treat: false,
    };
  if (isPositive(tpo))
    return {
      clinician: `Thyroid peroxidase (TPO) antibodies ${ctx.show(tpo)} are positive: this is subclinical hypothyroidism in pregnancy with autoimmune thyroiditis, for which the 2017 ATA pregnancy guideline recommended levothyroxine (strong recommendation, moderate-quality evidence). Start it promptly with the pregnancy care team.`,
      step: "Start levothyroxine promptly with the pregnancy care team or endocrinology (ATA 2017: recommended for TPO-positive women with TSH above the pregnancy range); recheck TSH about every 4 weeks until mid-pregnancy",
      treat: true,
      tpo,
    };
  return {
    clinician: `TPO antibodies ${ctx.show(tpo)} are negative: with TSH above the pregnancy range and below 10 mIU/L, the 2017 ATA pregnancy guideline suggested levothyroxine may be considered (weak recommendation, low-quality evidence); decide with the pregnancy care team.`,
    step: "Decide on levothyroxine with the pregnancy care team (ATA 2017: may be considered for TPO-negative women with TSH above the pregnancy range and below 10 mIU/L); recheck TSH about every 4 weeks until mid-pregnancy",
    treat: false,
    tpo,
  };
}

/**
 * Iron or calcium taken with levothyroxine, named when the record shows it: in pregnancy the
 * tablets are spaced as well as the dose raised, never instead of it (levothyroxine.ts reads the
 * medication list and the notes).
 */
function bindingNote(ctx: RuleContext): { clinician: string; patient: string } | undefined {
  const clue = levothyroxineAbsorption(ctx);
  const said = clue?.quote !== undefined && /\b(?:iron|ferrous|calcium)\b/i.test(clue.quote);
  if (clue === undefined || (clue.binders.length === 0 && !said)) return undefined;
  const listed = [
    clue.binders.length > 0 ? `${medNames(clue.binders)} in the medication list` : "",
    said ? `the notes say "${clue.quote}"` : "",
  ]
    .filter(Boolean)
    .join(", and ");
  const named = `${clue.quote ?? ""} ${clue.binders.map((m) => m.name).join(" ")}`.toLowerCase();
  const kinds = [/\b(?:iron|ferrous)\b/.test(named) ? "iron" : "", /\bcalcium\b/.test(named) ? "calcium" : ""].filter(
    Boolean,
  );
  const tablets = `${kinds.join(" or ") || "iron or calcium"} tablet`;
  return {
    clinician: `Also ${listed}: iron and calcium bind levothyroxine in the gut and cut its absorption, so the tablets are taken about 4 hours apart as well as the dose being raised, not instead of it.`,
    patient: said
      ? `Taking your ${tablets} at the same time as your thyroid tablet stops some of the thyroid medicine being absorbed; ask how far apart to take them.`
      : `Your ${tablets} can stop some of your thyroid medicine being absorbed if taken close to it; ask how far apart to take them.`,
  };
}

/**
 * The raise for a UK record, from an NHS pathway's table by TSH (review 24, resp-endo-24 case 07: a
 * GP record given only the ATA's two extra doses a week): 25 micrograms a day for 2.5–5, 50 with an
 * endocrine antenatal clinic referral for 5–10, urgent referral above 10.
 */
function ukRaiseStep(tsh: number): string {
  const timing = "check adherence and timing (empty stomach, about 4 hours apart from iron and calcium)";
  if (tsh > 10) return `Refer urgently to an endocrine antenatal clinic (TSH above 10 mU/L in pregnancy); ${timing}`;
  const raise =
    tsh > 5 ? "50 micrograms a day now and refer to an endocrine antenatal clinic" : "25 micrograms a day now";
  return `Increase levothyroxine by ${raise} (NHS pathway, TSH ${tsh > 5 ? "5–10" : "2.5–5"} mU/L in pregnancy) and recheck TSH in about 4 weeks; ${timing}`;
}

export const PREGNANCY_THYROID_RULES: readonly Rule[] = [
  {
    id: "preconception-tsh-high",
    family: F,
    severity: Severity.high,
    problem: "Thyroid",
    title: "Raised TSH in a woman planning a pregnancy",
    clinician:
      "TSH {tsh} with {ft4} in a woman planning a pregnancy ({quote}){tpo}. Subclinical hypothyroidism before conception is not one to leave for a routine repeat in 6–12 weeks: {plan} Aim for a TSH below 2.5 mIU/L before conception{art}, the preconception goal fertility and pregnancy guidance uses. Once pregnant, the levothyroxine dose usually needs raising (typically by 25–50 micrograms a day) with TSH checked about every 4 weeks in the first half of pregnancy.",
    patient:
      "Your TSH, a test of how hard your body is driving the thyroid, is raised, and you are hoping to become pregnant. In early pregnancy the baby depends on your thyroid hormone, so doctors usually treat this now with a daily thyroid tablet (levothyroxine) rather than waiting to recheck it. {patientTest}Talk to your doctor soon about starting treatment. " +
      DO_NOT_CHANGE,
    nextSteps: [
      "Offer a pregnancy test now if she could be pregnant; if positive, manage as thyroid disease in pregnancy",
      "Once pregnant, raise the levothyroxine dose (typically by 25–50 micrograms a day) and check TSH about every 4 weeks in the first half of pregnancy",
    ],
    patientQuestions: [
      "Should I start thyroid treatment before trying to get pregnant, and what level should my TSH be?",
    ],
    evidence: [
      "btf-subclinical-hypothyroidism-conception",
      "nice-ng145-thyroid-disease",
      "green-2015-preconception-tsh-ivf",
      "ata-2014-hypothyroidism-tx",
    ],
    keywords: ["subclinical hypothyroidism", "preconception", "ivf", "tsh target", "levothyroxine", "infertility"],
    match: (ctx) => {
      if (gestation(ctx) !== undefined || ctx.meds("thyroid-hormone").length > 0) return undefined;
      const plan = planningPregnancy(ctx);
      const tsh = ctx.lab("tsh");
      const value = ctx.valueOf(tsh);
      if (plan === undefined || tsh === undefined || value === undefined || !isHigh(tsh)) return undefined;
      const ft4 = ctx.lab("free-t4");
      if (ft4 !== undefined && isLow(ft4)) return undefined; // overt hypothyroidism: treated whatever the plans
      const tpo = ctx.lab("tpo-ab") ?? ctx.anyLab("tpo-ab");
      const positive = isPositive(tpo);
      const treat = value >= TSH_TREAT || positive || plan.assisted;
      const steps = [
        treat
          ? `Start levothyroxine now (or seek prompt endocrine advice); aim for TSH below ${PRECONCEPTION_TARGET} mIU/L before conception${plan.assisted ? " and before the IVF cycle" : ""}`
          : `Consider starting levothyroxine now rather than waiting for a routine repeat; aim for TSH below ${PRECONCEPTION_TARGET} mIU/L before conception`,
        ...(tpo === undefined
          ? ["Check TPO antibodies with the next TSH: they guide treatment and the risk in pregnancy"]
          : []),
        ...(ft4 === undefined ? ["Check free T4 with the next TSH"] : []),
        "Recheck TSH after starting and adjust the dose towards the target before conception",
        "Offer a pregnancy test now if she could be pregnant; if positive, manage as thyroid disease in pregnancy",
        "Once pregnant, raise the levothyroxine dose (typically by 25–50 micrograms a day) and check TSH about every 4 weeks in the first half of pregnancy",
      ];
      return {
        refs: ctx.refs(tsh, ft4, tpo),
        values: {
          tsh: ctx.show(tsh),
          ft4: ft4 === undefined ? "no free T4 in the record" : `free T4 ${ctx.show(ft4)}`,
          quote: `"${plan.quote}"`,
          tpo:
            tpo === undefined
              ? ""
              : `; TPO antibodies ${ctx.show(tpo)}${positive ? ", positive, which makes progression to overt hypothyroidism more likely" : ""}`,
          plan: treat
            ? `with ${value >= TSH_TREAT ? "a TSH of 10 or more" : positive ? "positive TPO antibodies" : "assisted reproduction planned"}, levothyroxine is recommended now, or prompt endocrine advice.`
            : "levothyroxine can be considered now, to prevent progression once pregnant.",
          art: plan.assisted ? " and before the assisted-reproduction cycle" : "",
          patientTest:
            "If there is any chance you are already pregnant, take a pregnancy test now and tell your doctor the result. ",
        },
        nextSteps: steps,
        severity: treat ? Severity.high : Severity.moderate,
        ...(positive
          ? {
              patientExtra:
                "Your thyroid antibody (TPO) test is also raised. This means the thyroid is more likely to become underactive, which makes treatment before pregnancy more clearly worthwhile.",
            }
          : {}),
      };
    },
  },
  {
    // A woman already on levothyroxine and planning a pregnancy, with a TSH inside the laboratory
    // range but at or above the preconception goal: read as nothing to say before (review 21,
    // thyroid-21 05: TSH 3.1 on levothyroxine 75 micrograms, trying to conceive next month).
    id: "preconception-tsh-above-goal-on-levothyroxine",
    family: F,
    severity: Severity.moderate,
    problem: "Thyroid",
    title: "TSH above the preconception goal on levothyroxine",
    clinician: `TSH {tsh} on {med} in a woman planning a pregnancy ({quote}): within the laboratory range but not below ${PRECONCEPTION_TARGET} mIU/L, the preconception goal fertility and pregnancy guidance uses. Adjust the levothyroxine dose towards it before conception; once pregnant, the dose usually needs raising (typically by 25–50 micrograms a day) with TSH checked about every 4 weeks in the first half of pregnancy.`,
    patient:
      `Your TSH is in the usual range, but for someone hoping to become pregnant, doctors aim for a TSH below ${PRECONCEPTION_TARGET} before conception. Your thyroid tablet dose may need a small increase first. Tell your doctor as soon as you think you are pregnant, because the dose usually needs raising then. ` +
      DO_NOT_CHANGE,
    nextSteps: [
      `Adjust the levothyroxine dose towards a TSH below ${PRECONCEPTION_TARGET} mIU/L before conception and recheck TSH`,
      "Once pregnant, raise the levothyroxine dose (typically by 25–50 micrograms a day) and check TSH about every 4 weeks in the first half of pregnancy",
    ],
    patientQuestions: ["What should my TSH be before I try to get pregnant?"],
    evidence: [
      "green-2015-preconception-tsh-ivf",
      "btf-subclinical-hypothyroidism-conception",
      "ata-2014-hypothyroidism-tx",
    ],
    keywords: ["preconception", "levothyroxine", "tsh target", "hypothyroidism", "pregnancy planning"],
    match: (ctx) => {
      const med = ctx.meds("thyroid-hormone")[0];
      if (med === undefined || gestation(ctx) !== undefined) return undefined;
      const plan = planningPregnancy(ctx);
      const tsh = ctx.lab("tsh");
      const value = ctx.valueOf(tsh);
      // Above the range it is under-replacement, read by levothyroxine-tsh-high; below the goal, nothing to change.
      if (plan === undefined || tsh === undefined || value === undefined || isHigh(tsh)) return undefined;
      if (value < PRECONCEPTION_TARGET) return undefined;
      return {
        refs: ctx.refs(tsh, med),
        values: { tsh: ctx.show(tsh), med: med.name, quote: `"${plan.quote}"` },
      };
    },
  },
  {
    id: "pregnancy-tsh-high",
    family: F,
    severity: Severity.moderate,
    problem: "Thyroid",
    title: "TSH above the pregnancy range",
    clinician: "TSH {tsh} in pregnancy {gestation}: above {limit}{standardNormal}. {ft4} {treatment}",
    patient:
      "Your TSH, a blood test of how hard your body is driving the thyroid, is above the level used in pregnancy{patientNormal}. Thyroid hormone matters in pregnancy, so your doctor or midwife should look at this soon. {patientPlan} " +
      DO_NOT_CHANGE,
    nextSteps: [
      "Review promptly with the pregnancy care team: repeat TSH with free T4, judged against a pregnancy or trimester-specific range where the laboratory has one",
      // Not "following the ATA 2026 guideline": its treatment recommendations were not seen (only
      // its abstract and reference ranges), so the step names no source for the decision (review 23).
      "Decide on levothyroxine with the pregnancy care team once TSH and free T4 are confirmed",
    ],
    patientQuestions: ["Do I need more thyroid tests or treatment while I am pregnant?"],
    evidence: ["ata-2026-pregnancy"],
    keywords: ["tsh", "hypothyroidism in pregnancy", "pregnancy", "trimester-specific reference range"],
    match: (ctx) => {
      const g = gestation(ctx);
      if (g === undefined || ctx.meds("thyroid-hormone").length > 0) return undefined;
      const t = pregnancyTsh(ctx, g);
      if (t === undefined || !t.above) return undefined;
      const ft4 = ft4Text(ctx);
      const standardNormal = t.obs.status === "normal" && t.limits.source === "ata-fallback";
      // With normal free T4 the decision is the 2017 ATA one by TSH and TPO antibodies, said
      // outright (review 19, thyroid-pregnancy: "decide following the guideline" left it open, and
      // TPO antibodies were only a separate generic line). Low free T4 is overt hypothyroidism,
      // treated whatever the antibodies; a free T4 above range or unjudged is confirmed first.
      const overt = ft4.status === "low";
      const plan = ft4.status === "normal" || ft4.status === "missing" ? treatmentAboveRange(ctx, t.value) : undefined;
      const treatment = overt
        ? "Start levothyroxine promptly with the pregnancy care team, titrated to keep TSH in the pregnancy range, and recheck TSH about every 4 weeks."
        : plan === undefined
          ? "Review promptly with the pregnancy care team: repeat TSH with free T4 before deciding on levothyroxine."
          : `${ft4.status === "missing" ? "Check free T4 with the next TSH. " : ""}${plan.clinician}`;
      const match: RuleMatch = {
        refs: ctx.refs(t.obs, ctx.lab("free-t4"), plan?.tpo, ...ctx.conditions("pregnancy")),
        values: {
          tsh: ctx.show(t.obs),
          gestation: gestationText(g),
          limit: aboveText(t),
          standardNormal: standardNormal ? ", although the non-pregnant range would call it normal" : "",
          ft4: ft4.text,
          treatment,
          patientNormal: standardNormal ? ", even though it is inside the standard range" : "",
          patientPlan:
            overt || plan?.treat
              ? "They are likely to talk with you about starting a thyroid tablet (levothyroxine), which is usually advised in this situation in pregnancy, with a TSH check about every 4 weeks."
              : "They may repeat the test, check other thyroid tests and talk with you about whether you need treatment.",
        },
        severity: overt || t.value >= 10 || plan?.treat ? Severity.high : Severity.moderate,
      };
      if (overt) {
        match.evidence = ["aace-ata-2012-hypothyroidism", "ata-2014-hypothyroidism-tx", "ata-2026-pregnancy"];
        match.nextSteps = [
          "Start levothyroxine promptly with the pregnancy care team, titrated to keep TSH in the pregnancy range",
          "Check TSH about every 4 weeks in the first half of pregnancy and again in the second half",
        ];
      } else if (plan !== undefined) {
        match.evidence = ["ata-2026-pregnancy", "maraka-2018-sch-pregnancy"];
        match.nextSteps = [
          plan.step,
          ...(ft4.status === "missing" ? ["Check free T4 with the next TSH"] : []),
          "Judge TSH against a pregnancy or trimester-specific range where the laboratory has one",
        ];
      }
      const note = limitNotes(ctx, t);
      if (note) match.clinicianExtra = note;
      return match;
    },
  },
  {
    // TPO antibody-positive with TSH inside the pregnancy range, in the first half of pregnancy
    // (review 19, thyroid-pregnancy: only a generic antibody line was given, with nothing on the
    // 2017 ATA option of levothyroxine above 2.5 mIU/L, on a past pregnancy loss, or on the
    // 4-weekly TSH checks antibody-positive women need until mid-pregnancy).
    id: "pregnancy-tpo-positive-tsh",
    family: F,
    severity: Severity.low,
    problem: "Thyroid",
    title: "Positive TPO antibodies in pregnancy",
    clinician:
      "TSH {tsh} in pregnancy {gestation} with positive thyroid peroxidase (TPO) antibodies ({tpo}): TSH is within {limit}{rangeNote}. {plan} Antibody-positive women are more likely to become hypothyroid as pregnancy goes on: the 2017 ATA pregnancy guideline advised TSH about every 4 weeks until mid-pregnancy and at least once near 30 weeks, with levothyroxine if TSH rises above the pregnancy range.",
    patient:
      "Your thyroid antibody test (TPO) is positive, and your TSH, a blood test of how hard your body is driving the thyroid, is within the range used in pregnancy. {patientPlan}Because the antibodies make an underactive thyroid more likely as pregnancy goes on, your TSH is usually checked about every 4 weeks in the first half of pregnancy. " +
      DO_NOT_CHANGE,
    nextSteps: [
      "Check TSH about every 4 weeks until mid-pregnancy and at least once near 30 weeks; treat with levothyroxine if TSH rises above the pregnancy range",
    ],
    patientQuestions: ["Do I need thyroid medicine while I am pregnant, and when will my TSH be checked again?"],
    evidence: ["maraka-2018-sch-pregnancy", "ata-2026-pregnancy"],
    keywords: ["tpo antibodies", "thyroid autoimmunity", "pregnancy", "tsh 2.5", "levothyroxine", "pregnancy loss"],
    match: (ctx) => {
      const g = gestation(ctx);
      if (g === undefined || !firstHalf(g) || ctx.meds("thyroid-hormone").length > 0) return undefined;
      const t = pregnancyTsh(ctx, g);
      if (t === undefined || t.above || t.below) return undefined;
      const tpo = tpoAntibodies(ctx);
      if (tpo === undefined || !isPositive(tpo)) return undefined;
      const ft4 = ft4Text(ctx);
      if (ft4.status === "low" || ft4.status === "high") return undefined; // not euthyroid: judged apart
      const loss = previousLoss(ctx);
      const consider = t.value > TPO_CONSIDER;
      const lossText =
        loss === undefined
          ? ""
          : ` The same guideline allowed levothyroxine to be considered for TPO-positive women with a previous pregnancy loss, which the record notes ("${loss}").`;
      const plan = consider
        ? `TSH is above ${TPO_CONSIDER} mIU/L: for TPO-positive women with TSH between ${TPO_CONSIDER} mIU/L and the upper pregnancy limit, the 2017 ATA pregnancy guideline suggested levothyroxine may be considered (weak recommendation, moderate-quality evidence), at a low starting dose of 25–50 micrograms a day.${lossText} Discuss it with the pregnancy care team or endocrinology now.`
        : `TSH is ${TPO_CONSIDER} mIU/L or below, so the antibodies alone do not call for levothyroxine.${lossText}`;
      const steps = [
        ...(consider || loss !== undefined
          ? [
              `Discuss low-dose levothyroxine (25–50 micrograms a day) with the pregnancy care team or endocrinology now (ATA 2017: may be considered for TPO-positive women ${consider ? `with TSH above ${TPO_CONSIDER} mIU/L within the pregnancy range` : "with a previous pregnancy loss"})`,
            ]
          : []),
        "Check TSH about every 4 weeks until mid-pregnancy and at least once near 30 weeks; treat with levothyroxine if TSH rises above the pregnancy range",
        ...(ft4.status === "missing" ? ["Check free T4 with the next TSH"] : []),
      ];
      const match: RuleMatch = {
        refs: ctx.refs(t.obs, tpo, ctx.lab("free-t4"), ...ctx.conditions("pregnancy")),
        values: {
          tsh: ctx.show(t.obs),
          gestation: gestationText(g),
          tpo: ctx.show(tpo),
          limit: t.limits.label,
          rangeNote:
            t.limits.source === "ata-fallback"
              ? "; the laboratory's non-pregnant range is not the one to judge TSH by in pregnancy"
              : "",
          plan,
          patientPlan: consider
            ? `Your TSH is in the upper part of that range. With positive antibodies, doctors may offer a low dose of thyroid medicine (levothyroxine)${loss === undefined ? "" : ", which some consider more worthwhile after a previous miscarriage"}; it is a choice to talk through with your doctor or midwife soon. `
            : loss === undefined
              ? ""
              : "After a previous miscarriage, doctors may talk with you about a low dose of thyroid medicine (levothyroxine). ",
        },
        severity: consider ? Severity.moderate : Severity.low,
        nextSteps: steps,
      };
      const note = predatesNote(ctx, t.obs, g);
      if (note) match.clinicianExtra = note;
      return match;
    },
  },
  {
    id: "pregnancy-levothyroxine",
    family: F,
    severity: Severity.moderate,
    problem: "Thyroid",
    title: "Thyroid hormone in pregnancy",
    clinician: "{med} in pregnancy {gestation}: {tshText} {course}",
    patient:
      "You take thyroid medicine and you are pregnant. In pregnancy the body often needs more thyroid hormone, so the dose may need to go up, and your TSH blood test is {patientCourse}. {patientTsh} Do not change your medicine without talking to your doctor.",
    nextSteps: [
      "Check TSH about every 4 weeks in the first half of pregnancy and again in the second half; adjust the dose to keep TSH in the pregnancy range",
    ],
    patientQuestions: ["Does my thyroid dose need to change now that I am pregnant?"],
    evidence: ["ata-2014-hypothyroidism-tx", "ata-2026-pregnancy"],
    keywords: ["levothyroxine", "pregnancy", "tsh monitoring", "hypothyroidism in pregnancy"],
    match: (ctx) => {
      const g = gestation(ctx);
      const meds = ctx.meds("thyroid-hormone");
      if (g === undefined || meds.length === 0) return undefined;
      // Past 20 weeks the early advice (4-weekly TSH, extra doses from confirmation) is behind her
      // (review 24, deep-24 case 06: at 34 weeks the report still gave it).
      const inFirstHalf = firstHalf(g);
      const base = {
        med: medNames(meds),
        gestation: gestationText(g),
        course: inFirstHalf
          ? "The levothyroxine requirement is likely to rise in pregnancy: ATA 2014 advises TSH about every 4 weeks in the first half of pregnancy and again in the second half, with the dose adjusted to keep TSH in the pregnancy range, and allows two extra doses a week from the confirmation of pregnancy."
          : "In the second half of pregnancy ATA 2014 advises TSH checked again, with the dose adjusted to keep TSH in the pregnancy range until delivery.",
        patientCourse: inFirstHalf
          ? "usually checked about every 4 weeks in the first half of pregnancy"
          : "checked again in the second half of pregnancy",
      };
      const monitor = inFirstHalf
        ? "Check TSH about every 4 weeks in the first half of pregnancy and again in the second half; adjust the dose to keep TSH in the pregnancy range"
        : "Recheck TSH in the second half of pregnancy and after any dose change; adjust the dose to keep TSH in the pregnancy range until delivery";
      const t = pregnancyTsh(ctx, g);
      if (t === undefined) {
        return {
          refs: ctx.refs(...meds, ...ctx.conditions("pregnancy")),
          values: {
            ...base,
            tshText: "no TSH in the record; check TSH (with free T4) now.",
            patientTsh: "Ask your doctor or midwife when your TSH will be checked.",
          },
          nextSteps: ["Check TSH (with free T4) now", monitor],
        };
      }
      const refs = ctx.refs(t.obs, ...meds, ...ctx.conditions("pregnancy"));
      const tsh = ctx.show(t.obs);
      const note = limitNotes(ctx, t);
      let match: RuleMatch;
      if (t.above) {
        match = {
          refs,
          values: {
            ...base,
            tshText: `TSH ${tsh} is above ${aboveText(t)}: the replacement is not enough for pregnancy; review the dose promptly.`,
            patientTsh:
              "Your latest TSH is above the level used in pregnancy, so your doctor should review your dose soon.",
          },
          severity: Severity.high,
          nextSteps: [
            readsAsUk(ctx)
              ? ukRaiseStep(t.value)
              : inFirstHalf
                ? "Increase the levothyroxine dose now (ATA 2014: two extra doses a week of the current dose, about 29% more, from the confirmation of pregnancy) and recheck TSH in about 4 weeks; check adherence and timing (empty stomach, about 4 hours apart from iron and calcium)"
                : "Increase the levothyroxine dose now and recheck TSH in about 4 weeks; check adherence and timing (empty stomach, about 4 hours apart from iron and calcium)",
            // The raise already carries its recheck; later in pregnancy there is no 4-weekly round to add.
            ...(inFirstHalf ? [monitor] : []),
          ],
          ...(readsAsUk(ctx) && { evidence: ["bnssg-remedy-thyroid-pregnancy"] }),
        };
        const binding = bindingNote(ctx);
        if (binding !== undefined) {
          match.clinicianExtra = binding.clinician;
          match.patientExtra = binding.patient;
        }
      } else if (t.below) {
        const early = earlyOrUnknown(g) && !(t.limits.low !== undefined && t.value < t.limits.low);
        match = {
          refs,
          values: {
            ...base,
            tshText: `TSH ${tsh} is ${t.limits.low !== undefined && t.value < t.limits.low ? `below ${t.limits.label}` : `below the non-pregnant range but within ${t.limits.label}`}.${early ? ` ${HCG_CLINICIAN}` : ""} Check free T4 before any dose reduction.`,
            patientTsh: early
              ? "Your latest TSH is low. This can be normal early in pregnancy, and your doctor may check another thyroid test before changing anything."
              : "Your latest TSH is low, so your doctor may check another thyroid test to see whether the dose is right.",
          },
          nextSteps: ["Check free T4 before any dose reduction", monitor],
        };
        if (early) match.evidence = ["jcem-1988-hcg-thyrotropic"];
      } else {
        const raise = inFirstHalf
          ? [
              "If the dose has not been raised since pregnancy was confirmed, raise it now (ATA 2014: two extra doses a week of the current dose, about 29% more, from the confirmation of pregnancy) and recheck TSH in about 4 weeks",
            ]
          : [];
        match = {
          refs,
          values: {
            ...base,
            tshText: `TSH ${tsh} is within ${t.limits.label}.`,
            patientTsh: "Your latest TSH is in the range used in pregnancy.",
          },
          severity: inFirstHalf ? Severity.moderate : Severity.low,
          nextSteps: [...raise, monitor],
        };
      }
      if (note) match.clinicianExtra = [match.clinicianExtra, note].filter(Boolean).join(" ");
      return match;
    },
  },
  {
    id: "pregnancy-tsh-low",
    family: F,
    severity: Severity.low,
    problem: "Thyroid",
    title: "Low TSH in pregnancy",
    clinician: "TSH {tsh} in pregnancy {gestation}: {where}. {ft4} {hcg}",
    patient:
      "Your TSH, a thyroid blood test, is lower than the standard range. {patientHcg}{patientFt4}" + DO_NOT_CHANGE,
    nextSteps: [
      "Do not diagnose hyperthyroidism on TSH alone: judge free T4 against a pregnancy or trimester-specific range where the laboratory has one",
    ],
    patientQuestions: ["Is my low TSH normal for this stage of pregnancy?"],
    evidence: ["ata-2026-pregnancy"],
    keywords: ["low tsh", "pregnancy", "hcg", "gestational thyroid function"],
    match: (ctx) => {
      const g = gestation(ctx);
      if (g === undefined || g.trimester === 3 || ctx.medsOf("thyroid-hormone", "amiodarone").length > 0)
        return undefined;
      const t = pregnancyTsh(ctx, g);
      if (t === undefined || !t.below) return undefined;
      const ft4 = ft4Text(ctx);
      if (ft4.status === "low" || ft4.status === "high") return undefined;
      const outside = t.limits.low !== undefined && t.value < t.limits.low;
      const early = earlyOrUnknown(g);
      const steps = [
        ...(ft4.status === "normal"
          ? ["Do not diagnose hyperthyroidism on TSH alone; repeat TSH with free T4 if it is clinically indicated"]
          : [
              "Check free T4, judged against a pregnancy or trimester-specific range where the laboratory has one, before any diagnosis of hyperthyroidism",
            ]),
        ...(outside ? ["Review with the pregnancy care team: TSH is below the lower pregnancy limit"] : []),
      ];
      const match: RuleMatch = {
        refs: ctx.refs(t.obs, ctx.lab("free-t4"), ...ctx.conditions("pregnancy")),
        values: {
          tsh: ctx.show(t.obs),
          gestation: gestationText(g),
          where: outside ? `below ${t.limits.label}` : `below the non-pregnant range but within ${t.limits.label}`,
          ft4:
            ft4.status === "missing"
              ? "Free T4 is not in the record: check it before calling this hyperthyroidism, which a low TSH alone does not establish."
              : ft4.status === "normal"
                ? `${ft4.text.replace(/\.$/, "")}, so this is not overt hyperthyroidism.`
                : ft4.text,
          hcg: early ? HCG_CLINICIAN : "",
          patientHcg: early
            ? "Early in pregnancy this can be normal, because a pregnancy hormone (hCG) gently stimulates the thyroid. "
            : "The range used in pregnancy is lower than the standard one. ",
          patientFt4:
            ft4.status === "normal"
              ? "Your other thyroid test (free T4) is normal. "
              : "Your doctor may check another thyroid test (free T4) to be sure. ",
        },
        severity: outside ? Severity.moderate : Severity.low,
        nextSteps: steps,
      };
      if (early) match.evidence = ["jcem-1988-hcg-thyrotropic"];
      const note = limitNotes(ctx, t);
      if (note) match.clinicianExtra = note;
      return match;
    },
  },
];
