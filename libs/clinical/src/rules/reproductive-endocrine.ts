import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { countOf, formatNumber } from "../text.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { referenceNow } from "./past-mention.ts";
import { glucoseTimePoint, mmolOf } from "./pregnancy-glucose.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Reproductive endocrine patterns in women (review 10, women's health and endocrine, 6–8). Sources
 * as seen on 2026-11-28 (see the seenAt of each id):
 * - "eshre-2024-poi": premature ovarian insufficiency under 40 is disordered cycles (amenorrhoea or
 *   irregular cycles) for at least 4 months with an FSH above 25 IU/L, repeated after 4–6 weeks when
 *   in doubt; karyotype and FMR1 premutation for all non-iatrogenic POI, 21-hydroxylase antibodies
 *   when the cause is unknown, TSH at diagnosis; hormone therapy until at least the usual age of
 *   menopause; spontaneous pregnancy is possible, so contraception is still needed.
 * - "endocrine-society-2017-fha": evaluate for FHA after 3 months of amenorrhoea; a diagnosis of
 *   exclusion (pregnancy, prolactin, thyroid); DXA after 6 months of amenorrhoea, sooner with
 *   undernutrition or skeletal fragility; correct the energy deficit with dietary and psychological
 *   support; not the combined pill only to bring periods back or to protect bone.
 * - "ioc-2023-reds": low energy availability in athletes; screening, risk grading and treatment by a
 *   physician with the sports health team.
 * - "nhsggc-macroprolactin" and "endocrine-society-2011-hyperprolactinaemia": macroprolactin is
 *   biologically inactive; post-PEG recovery below 40% means macroprolactin, above 60% none; the
 *   post-PEG (monomeric) prolactin is read against its own range.
 * - "teede-2023-pcos": two of irregular cycles, hyperandrogenism and polycystic ovaries, other causes
 *   excluded (thyroid, prolactin, non-classic CAH by 17-OHP); metabolic risk assessment; the combined
 *   pill first-line for irregular cycles and hyperandrogenism; a withdrawal bleed at least every 3–4
 *   months protects the endometrium (RCOG, seen second-hand).
 */

/** ESHRE 2024: FSH above 25 IU/L. */
const POI_FSH_ABOVE = 25;
const POI_AGE_BELOW = 40;
const POI_MONTHS = 4;
/** ESHRE 2016 / 2024 (on doubt): a repeat FSH 4 to 6 weeks later. */
const REPEAT_GAP_MS = 28 * 86_400_000;
/** Endocrine Society FHA 2017: evaluate from 3 months of amenorrhoea; DXA from 6 months. */
const FHA_MONTHS = 3;
const FHA_DXA_MONTHS = 6;
/** WHO adult underweight. */
const UNDERWEIGHT_BMI = 18.5;
const OBESE_BMI = 30;
/** Post-PEG prolactin recovery: below 40% macroprolactin (NHSGGC and common laboratory practice). */
const MACRO_RECOVERY_BELOW = 40;
/** Fewer than 4 periods a year: cycles of 90 days or more. */
const LONG_CYCLE_DAYS = 90;

const NUM = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen)`;

const isHigh = (o: LabObservation | undefined) => o?.status === "high" || o?.status === "critical-high";
const isLow = (o: LabObservation | undefined) => o?.status === "low" || o?.status === "critical-low";
const isNormal = (o: LabObservation | undefined) => o?.status === "normal";

/** How long periods have been absent, in months, from the notes ("no period for 9 months"). */
const AMENORRHOEA_FOR = [
  new RegExp(
    String.raw`\bno (?:menstrual )?(?:periods?|menses|menstruation|bleeds?)\s+(?:for|in)\s+(?:the\s+(?:last|past)\s+)?${NUM}\s*(months?|years?)`,
    "g",
  ),
  new RegExp(String.raw`\bamenorrh\w*\s+(?:for|of)\s+${NUM}\s*(months?|years?)`, "g"),
  new RegExp(
    String.raw`\b${NUM}\s*(months?|years?)\s+(?:of\s+(?:secondary\s+)?amenorrh\w*|without\s+(?:a\s+)?(?:periods?|menses))`,
    "g",
  ),
  new RegExp(String.raw`\b(?:last (?:menstrual )?period|lmp)\s+(?:was\s+)?${NUM}\s*(months?|years?)\s+ago`, "g"),
];

function amenorrhoeaMonthsInNotes(ctx: RuleContext): number | undefined {
  let best: number | undefined;
  for (const re of AMENORRHOEA_FOR) {
    for (const m of ctx.freeText.matchAll(re)) {
      const n = countOf(m[1] ?? "");
      const months = /^y/.test(m[2] ?? "") ? n * 12 : n;
      if (Number.isFinite(months)) best = Math.max(best ?? 0, months);
    }
  }
  return best;
}

const AMENORRHOEA_CONDITION = /\bamenorrh|\boligomenorrh|\bno (?:menstrual )?periods\b/i;
const CYCLE_DISORDER_CONDITION =
  /\b(?:amenorrh|oligomenorrh|oligo-?ovulat|anovulat|irregular (?:periods|menses|menstruation|cycles?)|infrequent periods)/i;

function conditionsLike(ctx: RuleContext, re: RegExp) {
  return ctx.model.conditions.filter((c) => re.test(c.name) && !/resolved|inactive|remission/i.test(c.status));
}

/** Months since the onset of a recorded amenorrhoea, when its onset date is given. */
function amenorrhoeaMonthsFromOnset(ctx: RuleContext): number | undefined {
  const now = ctx.model.now ? Date.parse(ctx.model.now) : undefined;
  let best: number | undefined;
  for (const c of conditionsLike(ctx, AMENORRHOEA_CONDITION)) {
    const onset = c.date ? Date.parse(c.date) : Number.NaN;
    if (now === undefined || Number.isNaN(onset) || onset > now) continue;
    best = Math.max(best ?? 0, (now - onset) / (30.44 * 86_400_000));
  }
  return best;
}

interface CycleState {
  /** Months without periods, when the record says. */
  months?: number;
  /** A recorded condition of absent or disordered periods. */
  condition?: string;
  /** Irregular cycles said in the notes. */
  quote?: string;
  /** The longest cycle the notes give, in days ("cycles every 45-90 days"). */
  longestDays?: number;
  refs: string[];
}

const CYCLE_WORDS =
  /\b(?:irregular (?:periods|menses|menstruation|cycles?)|oligomenorrh\w*|amenorrh\w*|infrequent periods|anovulat\w*|no (?:menstrual )?periods?)\b/;
const CYCLE_DAYS = new RegExp(
  String.raw`\b(?:cycles?|periods?)\s+(?:every|of|lasting|(?:are|is)\s+every)\s+(\d+)\s*(?:-|–|to)\s*(\d+)\s*days`,
);
const CYCLE_DAYS_SINGLE = /\b(?:cycles?|periods?)\s+(?:every|of)\s+(\d+)\s*days/;
/**
 * Cycle gaps written in weeks or months ("periods every 2-4 months", review 14 hormones case 11):
 * the day patterns above missed them, so a record of three-monthly periods read as regular.
 */
const CYCLE_WEEKS_MONTHS =
  /\b(?:cycles?|periods?)\s+(?:come\s+|are\s+)?every\s+(\d+)\s*(?:(?:-|–|to)\s*(\d+)\s*)?(weeks?|months?)\b/;
const DAYS_PER = { week: 7, month: 30 } as const;

function cycles(ctx: RuleContext): CycleState {
  const text = ctx.freeText;
  const conds = conditionsLike(ctx, CYCLE_DISORDER_CONDITION);
  const notesMonths = amenorrhoeaMonthsInNotes(ctx);
  const onsetMonths = amenorrhoeaMonthsFromOnset(ctx);
  const months =
    notesMonths === undefined && onsetMonths === undefined ? undefined : Math.max(notesMonths ?? 0, onsetMonths ?? 0);
  const range = CYCLE_DAYS.exec(text);
  const single = CYCLE_DAYS_SINGLE.exec(text);
  const span = CYCLE_WEEKS_MONTHS.exec(text);
  const spanDays = span
    ? Math.max(Number(span[1]), Number(span[2] ?? span[1])) * DAYS_PER[/^w/.test(span[3] ?? "") ? "week" : "month"]
    : undefined;
  const longestDays = range ? Math.max(Number(range[1]), Number(range[2])) : single ? Number(single[1]) : spanDays;
  return {
    months,
    condition: conds[0]?.name,
    quote: statedMention(text, CYCLE_WORDS, true),
    longestDays,
    refs: conds.map((c) => c.ref),
  };
}

function disorderedCycles(c: CycleState): boolean {
  return (
    c.condition !== undefined ||
    c.quote !== undefined ||
    c.months !== undefined ||
    (c.longestDays !== undefined && c.longestDays > 35)
  );
}

function cycleText(c: CycleState): string {
  if (c.months !== undefined) return `no periods for ${formatNumber(Math.round(c.months))} months`;
  if (c.longestDays !== undefined) return `cycles up to ${c.longestDays} days apart`;
  if (c.condition !== undefined) return c.condition.toLowerCase();
  return c.quote ?? "disordered cycles";
}

/** A current pregnancy: recorded, or a positive hCG. */
function pregnant(ctx: RuleContext): boolean {
  if (ctx.conditions("pregnancy").length > 0) return true;
  const hcg = ctx.anyLab("hcg");
  const v = ctx.value("hcg");
  return isHigh(hcg) || (v !== undefined && v >= 25) || hcg?.status === "abnormal";
}

/** A BMI stated in the notes or recorded as a vital sign. */
function bmi(ctx: RuleContext): number | undefined {
  const vital = ctx.vitals("bmi").find((v) => v.value !== undefined && v.value >= 8 && v.value <= 80);
  if (vital?.value !== undefined) return vital.value;
  const m = /\bbmi\s*(?:of|is|was|:|=)?\s*(\d{2}(?:\.\d+)?)/.exec(ctx.freeText);
  const v = m ? Number(m[1]) : undefined;
  return v !== undefined && v >= 8 && v <= 80 ? v : undefined;
}

/** Results the catalogue does not hold, found by name ("Macroprolactin recovery", "17-OH Progesterone"). */
function labsNamed(ctx: RuleContext, re: RegExp): LabObservation[] {
  return ctx.model.labs
    .filter((o) => o.analyteId === undefined && re.test(o.name))
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
}

function words(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------- premature ovarian insufficiency

function poi(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex !== "female" || ctx.age === undefined || ctx.age >= POI_AGE_BELOW) return undefined;
  if (pregnant(ctx)) return undefined;
  const raised = ctx
    .labs("fsh")
    .filter((o) => (ctx.valueOf(o) ?? 0) > POI_FSH_ABOVE)
    .sort((a, b) => (a.time ?? 0) - (b.time ?? 0));
  if (raised.length === 0) return undefined;
  const c = cycles(ctx);
  const longEnough = c.months !== undefined ? c.months >= POI_MONTHS : c.condition !== undefined;
  if (!longEnough) return undefined;
  const first = raised[0];
  const last = raised[raised.length - 1];
  const confirmed = first?.time !== undefined && last?.time !== undefined && last.time - first.time >= REPEAT_GAP_MS;
  const e2 = ctx.anyLab("estradiol");
  const amh = labsNamed(ctx, /\bamh\b|anti-?m[uü]ll/i)[0];
  const support = [
    ...(isLow(e2) && e2 ? [`oestradiol ${ctx.show(e2)} low`] : []),
    ...(amh && isLow(amh) ? [`AMH ${ctx.show(amh)} low`] : []),
  ];
  const duration =
    c.months !== undefined
      ? cycleText(c)
      : `${c.condition?.toLowerCase() ?? "amenorrhoea"} (duration not recorded; the criterion is 4 months or more)`;
  const tsh = ctx.anyLab("tsh");
  const tests = [
    "karyotype",
    "FMR1 premutation testing",
    "21-hydroxylase (adrenal) antibodies",
    ...(tsh === undefined ? ["TSH"] : []),
  ];
  return {
    refs: [...raised.map((o) => o.ref), ...ctx.refs(isLow(e2) ? e2 : undefined, amh), ...c.refs],
    severity: confirmed ? Severity.high : Severity.moderate,
    values: {
      age: ctx.age,
      cycles: duration,
      fsh: words(raised.map((o) => ctx.show(o))),
      support: support.length > 0 ? `, with ${words(support)}` : "",
      confirmed: confirmed
        ? "FSH is above 25 IU/L on two samples at least 4 weeks apart, so the diagnosis is confirmed"
        : "one FSH above 25 IU/L meets the criteria; a repeat 4–6 weeks later settles any doubt",
    },
    nextSteps: [
      "Offer hormone therapy (HRT, or a combined hormonal contraceptive if contraception is also wanted) unless contraindicated, continued until at least the usual age of menopause, for bone and cardiovascular protection and symptoms",
      "DXA bone density scan at diagnosis",
      `Look for a cause: ${words(tests)}`,
      ...(confirmed ? [] : ["Repeat FSH 4–6 weeks after the first if the diagnosis is in doubt"]),
      "Refer to a specialist POI, menopause or reproductive endocrinology service, with psychological support",
      "Explain that fertility is much reduced but spontaneous pregnancy can occur: contraception is still needed if pregnancy is not wanted",
    ],
  };
}

// ---------------------------------------------------------------- functional hypothalamic amenorrhoea

interface Clue {
  text: string;
  plain: string;
  ref?: string;
}

const STRESS_FRACTURE_CONDITION = /\bstress fracture|\bbone stress injur/i;

const CLUES: readonly { re: RegExp; plain: string }[] = [
  { re: /\b(?:stress fractures?|bone stress injur(?:y|ies))\b[^.;]*/, plain: "a stress fracture" },
  {
    re: /\b(?:lost \d+(?:\.\d+)? ?(?:kg|lbs?|pounds|stone)|weight loss|losing weight)\b[^.;,]*/,
    plain: "weight loss",
  },
  {
    re: /\b(?:runs? \d+ ?(?:km|miles?)[^.;,]*|(?:\d+ ?(?:km|miles?)|\d+ hours?) (?:a|per) week[^.;,]*|(?:1500 ?m |marathon |distance |elite |competitive )?(?:runner|athlete|gymnast|ballet dancer|dancer)|heavy training|trains? (?:daily|twice a day|\d+ hours)|excessive exercise)\b/,
    plain: "heavy training",
  },
  {
    re: /\b(?:restrict\w* (?:food|eating|intake|calories|diet)|restricts? [^.;]{0,20}?food|food restriction|eating disorder|anorexia|low (?:calorie|energy) intake|skips? meals)\b[^.;,]*/,
    plain: "restricted eating",
  },
];

function fhaClues(ctx: RuleContext): Clue[] {
  const out: Clue[] = [];
  const b = bmi(ctx);
  if (b !== undefined && b < UNDERWEIGHT_BMI) out.push({ text: `BMI ${formatNumber(b, 1)}`, plain: "a low weight" });
  for (const { re, plain } of CLUES) {
    const q = statedMention(ctx.freeText, re, true);
    if (q !== undefined) out.push({ text: `"${q}"`, plain });
  }
  // A stress fracture is often recorded as a diagnosis rather than written in the notes.
  const fracture = conditionsLike(ctx, STRESS_FRACTURE_CONDITION)[0];
  if (fracture !== undefined && !out.some((k) => k.plain === "a stress fracture"))
    out.push({ text: fracture.name.toLowerCase(), plain: "a stress fracture", ref: fracture.ref });
  return out;
}

function fha(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex !== "female" || ctx.age === undefined || ctx.age < 12 || ctx.age >= POI_AGE_BELOW) return undefined;
  if (pregnant(ctx)) return undefined;
  const c = cycles(ctx);
  const amenorrhoea =
    c.months !== undefined ? c.months >= FHA_MONTHS : conditionsLike(ctx, AMENORRHOEA_CONDITION).length > 0;
  if (!amenorrhoea) return undefined;
  const fsh = ctx.anyLab("fsh");
  const lh = ctx.anyLab("lh");
  const e2 = ctx.anyLab("estradiol");
  // FSH may be missing when LH is already low: a low LH with low oestradiol is not ovarian failure.
  if (lh === undefined || !isLow(e2) || e2 === undefined) return undefined;
  if (fsh === undefined && !isLow(lh)) return undefined;
  const fshValue = ctx.value("fsh");
  if (isHigh(fsh) || isHigh(lh) || (fshValue !== undefined && fshValue > POI_FSH_ABOVE)) return undefined;
  const prl = ctx.anyLab("prolactin");
  const tsh = ctx.anyLab("tsh");
  if (isHigh(prl) || isHigh(tsh)) return undefined;
  const clues = fhaClues(ctx);
  if (clues.length === 0) return undefined;
  const fracture = clues.some((k) => k.plain === "a stress fracture");
  const ft4 = ctx.anyLab("free-t4");
  const lowFt4 = isLow(ft4) && !isLow(tsh) && !isHigh(tsh) && ft4 !== undefined;
  const gonadotrophins = [lh, ...(fsh ? [fsh] : [])].map(
    (o) => `${o.analyteId === "lh" ? "LH" : "FSH"} ${ctx.show(o)} ${isLow(o) ? "low" : "not raised"}`,
  );
  const exclusions = [
    ...(ctx.anyLab("hcg") === undefined ? ["pregnancy"] : []),
    ...(fsh === undefined ? ["FSH"] : []),
    ...(prl === undefined ? ["prolactin"] : []),
    ...(tsh === undefined ? ["TSH and free T4"] : []),
  ];
  const longEnoughForDxa = c.months !== undefined && c.months >= FHA_DXA_MONTHS;
  return {
    refs: [
      lh.ref,
      e2.ref,
      ...ctx.refs(fsh, prl, tsh, lowFt4 ? ft4 : undefined),
      ...c.refs,
      ...clues.flatMap((k) => (k.ref ? [k.ref] : [])),
    ],
    severity: fracture ? Severity.high : Severity.moderate,
    values: {
      cycles: cycleText(c),
      hormones: `${words(gonadotrophins)}, oestradiol ${ctx.show(e2)} low`,
      clues: words(clues.map((k) => k.text)),
    },
    clinicianExtra: [
      fracture ? "The stress fracture already shows bone is affected." : "",
      lowFt4 && ft4
        ? `Free T4 ${ctx.show(ft4)} is low with a TSH that is not raised: this is not primary hypothyroidism; it is more often non-thyroidal, but with low gonadotrophins a pituitary cause should be kept in mind if the picture does not fit.`
        : "",
    ]
      .filter(Boolean)
      .join(" "),
    patientExtra: lowFt4
      ? "Your thyroid hormone is a little low, but your TSH is normal, so this is not an underactive thyroid gland. Your doctor will recheck it."
      : "",
    nextSteps: [
      `Confirm it is functional by excluding other causes${exclusions.length > 0 ? ` (${words(exclusions)} not in the record)` : ""}; consider other pituitary hormones and a pituitary MRI if the picture does not fit${lowFt4 ? " (the low free T4 with low gonadotrophins)" : ""} or periods do not return once energy balance improves`,
      longEnoughForDxa || fracture
        ? "DXA bone density scan now (6 months or more of amenorrhoea, or a stress fracture)"
        : "DXA bone density scan once amenorrhoea reaches 6 months, sooner with a fracture or marked undernutrition",
      "Dietitian and sports medicine input to correct low energy availability (more food, less training, weight gain), using the IOC REDs risk assessment to guide training",
      "Screen for an eating disorder and psychological stressors; offer psychological support such as CBT",
      "Do not start the combined pill only to bring periods back or to protect bone: it masks recovery and does not protect bone here",
    ],
  };
}

// ---------------------------------------------------------------- macroprolactinaemia

const POST_PEG = /\b(?:post[- ]?peg|peg|monomeric|bioactive|free)\b/i;
const PROLACTIN_WORD = /\b(?:prolactin|prl)\b/i;
const RECOVERY = /\brecovery\b|^\s*macroprolactin\b/i;
const PROLACTIN_SYMPTOMS =
  /\b(?:galactorrh\w*|milky (?:nipple )?discharge|amenorrh\w*|oligomenorrh\w*|no periods?|irregular (?:periods|cycles)|headaches?|visual (?:field )?(?:loss|symptoms|disturbance)|low libido|erectile)\b/;

function macroprolactin(ctx: RuleContext): RuleMatch | undefined {
  const total = ctx.labs("prolactin").find((o) => !POST_PEG.test(o.name) && !RECOVERY.test(o.name));
  if (!isHigh(total) || total === undefined) return undefined;
  const peg = labsNamed(ctx, PROLACTIN_WORD).find((o) => POST_PEG.test(o.name) && !RECOVERY.test(o.name));
  const recovery = labsNamed(ctx, RECOVERY).find((o) => o.value.kind === "number");
  const rec =
    recovery?.value.kind === "number" && (recovery.unit ?? "%").includes("%") ? recovery.value.value : undefined;
  if (peg !== undefined && !isNormal(peg) && !isLow(peg)) return undefined;
  const lowRecovery = rec !== undefined && rec < MACRO_RECOVERY_BELOW;
  if (peg === undefined && !lowRecovery) return undefined;
  if (peg !== undefined && rec !== undefined && !lowRecovery) return undefined;
  const symptoms = statedMention(ctx.freeText, PROLACTIN_SYMPTOMS);
  const parts = [
    ...(peg ? [`the monomeric (post-PEG) prolactin ${ctx.show(peg)} is within its range`] : []),
    ...(lowRecovery && recovery ? [`recovery after PEG is ${ctx.show(recovery)}, below 40%`] : []),
  ];
  return {
    refs: ctx.refs(total, peg, recovery),
    values: {
      total: ctx.show(total),
      detail: words(parts),
      advice:
        symptoms === undefined
          ? "; with no symptoms of prolactin excess recorded, it needs no pituitary MRI and no treatment"
          : `. Symptoms are recorded ("${symptoms}"), which macroprolactin does not explain: look for another cause`,
    },
    clinicianExtra:
      peg === undefined ? "The post-PEG (monomeric) prolactin is not in the record; check it is within its range." : "",
    patientExtra: symptoms === undefined ? "" : "Your doctor will still look for another cause of your symptoms.",
    nextSteps: [
      "No pituitary MRI and no dopamine agonist for the macroprolactin itself; record it so a future raised prolactin is not investigated again",
      symptoms === undefined
        ? "Recheck the monomeric prolactin only if symptoms of prolactin excess appear (milky nipple discharge, periods stopping, headaches or visual loss)"
        : "Assess the recorded symptoms for another cause (pregnancy, thyroid, medicines, polycystic ovaries) as usual",
    ],
  };
}

// ---------------------------------------------------------------- polycystic ovary syndrome

const HIRSUTISM =
  /\b(?:hirsut\w*|excess (?:facial |body )?hair|facial hair|female[- ]pattern hair loss|androgenic alopecia)\b/;
const PCOM = /\b(?:polycystic ovar(?:ies|ian morphology|y morphology)|pcom|multi-?follicular ovar(?:ies|y))\b/;
// A wish for pregnancy later ("wants to conceive in 2 years") is not trying now (review 12, young adults 01).
const TRYING =
  /\b(?:trying to (?:conceive|get pregnant)|wants? (?:to conceive|a pregnancy)(?!\s+(?:in\s+(?:\d+|a|an|one|two|three|a few|the future|future)\b|later|one day|someday|eventually|next year|after))|ttc)\b/;
/** WHO 2006: a 75 g OGTT 2-hour plasma glucose of 7.8 to below 11.1 mmol/L is impaired glucose tolerance. */
const IGT_2H_FROM = 7.8;
const DIABETES_2H_FROM = 11.1;

/** The newest 2-hour glucose of a 75 g OGTT on record, in mmol/L. */
function ogtt2h(ctx: RuleContext): { obs: LabObservation; mmol: number } | undefined {
  const obs = [...ctx.model.labs]
    .filter((o) => /glucose|ogtt|\bgtt\b/i.test(o.name) && glucoseTimePoint(`${o.name} ${o.notes ?? ""}`) === "2h")
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  const mmol = obs === undefined ? undefined : mmolOf(ctx, obs);
  return obs === undefined || mmol === undefined ? undefined : { obs, mmol };
}

/** The glycaemic next step when the OGTT is already on record, so it is not requested again. */
function ogttStep(ctx: RuleContext, o: { obs: LabObservation; mmol: number }): string {
  const shown = `the 2-hour OGTT glucose on record (${ctx.show(o.obs)})`;
  if (o.mmol >= DIABETES_2H_FROM)
    return `Glycaemic status: ${shown} is in the diabetes range; confirm and manage as diabetes`;
  if (o.mmol >= IGT_2H_FROM)
    return `Glycaemic status: ${shown} shows impaired glucose tolerance; offer lifestyle support to prevent type 2 diabetes and recheck glycaemia at least once a year`;
  return `Glycaemic status: ${shown} is normal; repeat glycaemic screening regularly`;
}

const FREE_ANDROGEN = /\bfree androgen index\b|\bfai\b|\bfree testosterone\b/i;
const SEVENTEEN_OHP = /\b17[- ]?(?:oh|hydroxy)[- ]?(?:progesterone|p)\b|\b17-?ohp\b/i;

function pcos(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex !== "female" || ctx.age === undefined || ctx.age < 12 || ctx.age >= 50) return undefined;
  if (pregnant(ctx) || knownPcos(ctx) !== undefined) return undefined;
  const c = cycles(ctx);
  const ovulatory = disorderedCycles(c);
  const hirsutCondition = ctx.model.conditions.find((x) => HIRSUTISM.test(x.name.toLowerCase()));
  const hirsutQuote = statedMention(ctx.freeText, HIRSUTISM, true);
  const testosterone = ctx.anyLab("testosterone-total");
  const freeAndrogen = labsNamed(ctx, FREE_ANDROGEN).find(isHigh);
  const biochemical = [
    ...(isHigh(testosterone) && testosterone ? [testosterone] : []),
    ...(freeAndrogen ? [freeAndrogen] : []),
  ];
  const clinical = hirsutCondition?.name.toLowerCase() ?? hirsutQuote;
  const androgen = clinical !== undefined || biochemical.length > 0;
  const pcom = statedMention(ctx.freeText, PCOM, true);
  // Adolescents: irregular cycles and hyperandrogenism both; ovarian morphology is not used.
  const adolescent = ctx.age < 20;
  const met = [ovulatory, androgen, !adolescent && pcom !== undefined].filter(Boolean).length;
  if (adolescent ? !(ovulatory && androgen) : met < 2) return undefined;
  // Other causes, where tested: thyroid, prolactin, non-classic CAH (17-OHP), ovarian insufficiency.
  const tsh = ctx.anyLab("tsh");
  const prl = ctx.anyLab("prolactin");
  const ohp = labsNamed(ctx, SEVENTEEN_OHP)[0];
  const fshValue = ctx.value("fsh");
  if (isHigh(tsh) || isLow(tsh) || isHigh(prl) || isHigh(ohp) || (fshValue !== undefined && fshValue > POI_FSH_ABOVE))
    return undefined;
  const untested = [...(tsh ? [] : ["TSH"]), ...(prl ? [] : ["prolactin"]), ...(ohp ? [] : ["17-hydroxyprogesterone"])];
  const features = [
    ...(ovulatory ? [cycleText(c)] : []),
    ...(clinical !== undefined ? [clinical] : []),
    ...biochemical.map((o) => `${o.name} ${ctx.show(o)} raised`),
    ...(!adolescent && pcom !== undefined ? [`"${pcom}"`] : []),
  ];
  // Metabolic risk from the record.
  const a1c = ctx.anyLab("hba1c");
  const glucose = ctx.anyLab("glucose");
  const tg = ctx.anyLab("triglycerides");
  const hdl = ctx.anyLab("hdl-c");
  const alt = ctx.anyLab("alt");
  const lh = ctx.anyLab("lh");
  const b = bmi(ctx);
  const metabolic = [
    ...(isHigh(a1c) && a1c ? [`HbA1c ${ctx.show(a1c)}`] : []),
    ...(isHigh(glucose) && glucose ? [`glucose ${ctx.show(glucose)}`] : []),
    ...(isHigh(tg) && tg ? [`triglycerides ${ctx.show(tg)}`] : []),
    ...(isLow(hdl) && hdl ? [`HDL ${ctx.show(hdl)}`] : []),
    ...(b !== undefined && b >= OBESE_BMI ? [`BMI ${formatNumber(b, 1)}`] : []),
  ];
  const liver = isHigh(alt) && alt ? ` ALT ${ctx.show(alt)} is raised: consider fatty liver disease (MASLD).` : "";
  const fewPeriods =
    (c.longestDays !== undefined && c.longestDays >= LONG_CYCLE_DAYS) || (c.months !== undefined && c.months >= 3);
  const trying = statedMention(ctx.freeText, TRYING) !== undefined;
  const ogtt = ogtt2h(ctx);
  const igt = ogtt !== undefined && ogtt.mmol >= IGT_2H_FROM && ogtt.mmol < DIABETES_2H_FROM;
  return {
    refs: [
      ...biochemical.map((o) => o.ref),
      ...ctx.refs(
        isHigh(lh) ? lh : undefined,
        tsh,
        prl,
        ohp,
        ...labsNamed(ctx, /\bshbg\b|sex hormone binding/i).slice(0, 1),
      ),
      ...c.refs,
      ...(hirsutCondition ? [hirsutCondition.ref] : []),
      ...(ogtt ? [ogtt.obs.ref] : []),
      // The metabolic results the text quotes: their own lab lines would say them a second time.
      ...ctx.refs(
        isHigh(a1c) ? a1c : undefined,
        isHigh(glucose) ? glucose : undefined,
        isHigh(tg) ? tg : undefined,
        isLow(hdl) ? hdl : undefined,
        isHigh(alt) ? alt : undefined,
      ),
    ],
    values: {
      features: words(features),
      met:
        met === 3
          ? "all 3 Rotterdam criteria"
          : adolescent
            ? "both criteria needed under 20 (irregular cycles and hyperandrogenism)"
            : "2 of the 3 Rotterdam criteria",
      excluded:
        untested.length === 0
          ? "Thyroid, prolactin and 17-hydroxyprogesterone results are normal, so the usual other causes are excluded."
          : `${words(untested)} ${untested.length === 1 ? "is" : "are"} not in the record and should be checked to exclude other causes.`,
    },
    clinicianExtra: [
      metabolic.length > 0
        ? `Metabolic risk is already evident (${words(metabolic)}): assess glycaemic status, lipids, blood pressure and weight now and regularly.`
        : "Assess glycaemic status, lipids, blood pressure and weight, and repeat them regularly.",
      igt && ogtt
        ? `The 2-hour OGTT glucose of ${ctx.show(ogtt.obs)} is impaired glucose tolerance (7.8–11.0 mmol/L by WHO criteria): prediabetes, a high risk of type 2 diabetes rather than diabetes itself.`
        : "",
      liver.trim(),
      isHigh(lh) && lh ? `The raised LH (${ctx.show(lh)}) fits PCOS and is not a sign of menopause.` : "",
    ]
      .filter(Boolean)
      .join(" "),
    nextSteps: [
      ...(untested.length > 0 ? [`Check ${words(untested)} to exclude other causes`] : []),
      ...(ogtt
        ? [
            ogttStep(ctx, ogtt),
            "Lipid profile, blood pressure and weight, then regularly; lifestyle support for weight",
          ]
        : [
            // An HbA1c already sent is named, not asked for again (review 23, sexual-repro case 09).
            a1c === undefined
              ? "Metabolic screening: HbA1c or an oral glucose tolerance test, lipid profile, blood pressure and weight, then regularly; lifestyle support for weight"
              : `Metabolic screening: lipid profile, blood pressure and weight (HbA1c ${ctx.show(a1c)} already in the record), then regularly with glycaemic status; lifestyle support for weight`,
          ]),
      fewPeriods
        ? "Cycles this long mean fewer than 4 periods a year at times: protect the endometrium with a combined pill, or a progestogen to bring on a bleed at least every 3–4 months"
        : "If periods come fewer than 4 times a year, protect the endometrium with a combined pill or a progestogen to bring on a bleed at least every 3–4 months",
      ...(trying
        ? [
            "She is trying to conceive: refer for fertility assessment (letrozole is first-line for anovulatory infertility) rather than starting the pill",
          ]
        : [
            "For the excess hair and irregular cycles: the combined pill is first-line medicine, with cosmetic measures such as laser; an antiandrogen only if these are not enough or the pill cannot be used",
          ]),
      "Metformin mainly for the metabolic features, alongside lifestyle measures",
    ],
    ...(ogtt
      ? { evidence: ["who-2006-diabetes-intermediate-hyperglycaemia", ...(igt ? ["nice-ph38-t2d-prevention"] : [])] }
      : {}),
  };
}

// ---------------------------------------------------------------- known PCOS: the review

const PCOS_CONDITION = /\bpolycystic ovar(?:y|ian) syndrome\b|\bpcos\b/i;
/** A pregnancy planned, now or later ("planning pregnancy in 1-2 yrs"), or fertility treatment. */
const PLANNING_PREGNANCY =
  /\b(?:planning (?:a )?(?:pregnancy|to conceive|a baby|to get pregnant)|(?:wants?|hoping|hopes|plans?) to (?:conceive|get pregnant|try for a baby)|trying to (?:conceive|get pregnant)|ttc|fertility treatment|ivf)\b/;
const FAMILY_DIABETES =
  /\b(?:mother|father|mum|dad|sister|brother|parents?|siblings?|fh|family history)\b[^.;]{0,25}?\b(?:t2dm|t2d|type 2 diabetes|diabetes)\b/;
/** Combined pills, patch and ring, named or by brand (the oestrogen class also holds HRT). */
const COMBINED_CONTRACEPTIVE =
  /contracept|ethinyl|microgynon|rigevidon|marvelon|femodene|cilest|yasmin|yaz\b|dianette|co-cyprindiol|lucette|gedarel|levest|zoely|qlaira|nuvaring|evra/i;
const YEAR_MS = 365.25 * 86_400_000;

function knownPcos(ctx: RuleContext): { name: string; ref: string } | undefined {
  return ctx.model.conditions.find((c) => PCOS_CONDITION.test(c.name) && isActiveCondition(c.status));
}

/** Years from an observation to the analysis date, when both are known. */
function yearsAgo(ctx: RuleContext, time: number | undefined): number | undefined {
  const now = referenceNow(ctx);
  return time === undefined || now === undefined ? undefined : (now - time) / YEAR_MS;
}

/**
 * A recorded PCOS diagnosis is reviewed, not diagnosed again (review 16, women-bone-hormones case
 * 10: a 2019 diagnosis on the combined pill was asked for prolactin and 17-OHP "to exclude other
 * causes" and offered the pill she took). The 2023 international guideline (1.8.3, 1.8.4, 1.9.3,
 * 1.9.11, 2.2): glycaemic status every one to three years by the other diabetes risk factors, blood
 * pressure every year and when planning pregnancy, lipids at a frequency set by the result and
 * overall cardiovascular risk, an OGTT when planning pregnancy, and screening for depression and
 * anxiety.
 */
function pcosReview(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex !== "female" || ctx.age === undefined || ctx.age < 12 || ctx.age >= 50) return undefined;
  const known = knownPcos(ctx);
  if (known === undefined || pregnant(ctx)) return undefined;
  const text = ctx.freeText;
  const b = bmi(ctx);
  const a1c = ctx.anyLab("hba1c");
  const glucose = ctx.anyLab("glucose");
  const ogtt = ogtt2h(ctx);
  const glycaemic = [a1c, glucose, ogtt?.obs]
    .filter((o): o is LabObservation => o !== undefined)
    .sort((x, y) => (y.time ?? 0) - (x.time ?? 0))[0];
  const raised = [a1c, glucose].filter(isHigh).length > 0;
  const family = ctx.model.familyHistory.some((f) => /diabet/i.test(f.condition))
    ? "diabetes in the family"
    : undefined;
  const familyQuote = family ?? statedMention(text, FAMILY_DIABETES);
  const risks = [
    ...(b !== undefined && b >= 25 ? [`BMI ${formatNumber(b, 1)}`] : []),
    ...(familyQuote === undefined ? [] : [family ?? `"${familyQuote}"`]),
  ];
  const glycaemicAge = yearsAgo(ctx, glycaemic?.time);
  const due = glycaemicAge !== undefined && glycaemicAge >= (risks.length > 0 ? 1 : 3);
  const interval = `every 1–3 years${risks.length > 0 ? `, at the shorter end with other diabetes risk factors (${words(risks)})` : ""}`;
  // Review 24, womens-24b case 01: an OGTT showing impaired glucose tolerance beside a normal
  // HbA1c of the same day was read as "last HbA1c, reassess in 1–3 years".
  const igt = ogtt !== undefined && ogtt.mmol >= IGT_2H_FROM ? ogtt : undefined;
  const glycaemicStep = igt
    ? ogttStep(ctx, igt)
    : glycaemic === undefined
      ? "Glycaemic status: none in the record; a 75 g OGTT is the most accurate test (HbA1c or fasting glucose if it cannot be done)"
      : raised
        ? `Glycaemic status: ${glycaemic === ogtt?.obs ? "the OGTT" : glycaemic.name} ${ctx.show(glycaemic)} is raised; confirm and manage it (a 75 g OGTT is the most accurate test in PCOS)`
        : `Glycaemic status: ${due ? "due now; " : ""}last ${glycaemic === ogtt?.obs ? "OGTT" : glycaemic.name} ${ctx.show(glycaemic)}; reassess ${interval}`;
  const planning = statedMention(text, PLANNING_PREGNANCY, true);
  const bp = [...ctx.vitals("bp"), ...ctx.vitals("systolic")].sort((x, y) => (y.time ?? 0) - (x.time ?? 0))[0];
  const bpAge = yearsAgo(ctx, bp?.time);
  const bpStep =
    bp === undefined || (bpAge !== undefined && bpAge >= 1)
      ? "Blood pressure: measure it now, then every year"
      : `Blood pressure every year (last ${bp.rawValue} mmHg${bp.date ? ` on ${bp.date.slice(0, 10)}` : ""})`;
  const lipids = ["triglycerides", "hdl-c", "ldl-c", "cholesterol-total"].flatMap((id) => ctx.anyLab(id) ?? []);
  const lipidFlags = [
    ...(isHigh(ctx.anyLab("triglycerides")) ? ["raised triglycerides"] : []),
    ...(isLow(ctx.anyLab("hdl-c")) ? ["low HDL"] : []),
    ...(isHigh(ctx.anyLab("ldl-c")) ? ["raised LDL"] : []),
  ];
  const lipidStep =
    lipids.length === 0
      ? "Lipid profile (total, LDL and HDL cholesterol, triglycerides): none in the record"
      : `Lipid profile again at an interval set by the result${lipidFlags.length > 0 ? ` (${words(lipidFlags)} now)` : ""} and overall cardiovascular risk`;
  const pill = ctx
    .meds("oestrogen")
    .filter((m) => COMBINED_CONTRACEPTIVE.test(m.name))
    .at(0);
  const c = cycles(ctx);
  const fewPeriods =
    (c.longestDays !== undefined && c.longestDays >= LONG_CYCLE_DAYS) || (c.months !== undefined && c.months >= 3);
  return {
    refs: [known.ref, ...ctx.refs(glycaemic, igt?.obs, bp, pill)],
    // "Known polycystic ovary syndrome (Polycystic ovary syndrome)" says the name twice.
    values: {
      name: /^(?:polycystic ovary syndrome|pcos)$/i.test(known.name.trim()) ? "" : ` (${known.name})`,
      sugarInterval: igt ? "at least once a year" : "every 1 to 3 years",
    },
    ...(igt ? { severity: Severity.moderate } : {}),
    clinicianExtra: [
      igt === undefined || igt.mmol >= DIABETES_2H_FROM
        ? ""
        : `The 2-hour OGTT glucose of ${ctx.show(igt.obs)} is impaired glucose tolerance (7.8–11.0 mmol/L by WHO criteria), a high risk of type 2 diabetes, whatever the HbA1c.`,
      pill === undefined
        ? ""
        : `She already takes a combined pill, ${pill.name}: the first-line medicine for cycles and hyperandrogenism, which also gives regular withdrawal bleeds.`,
      planning === undefined
        ? ""
        : `A pregnancy is planned ("${planning}"): the guideline advises an OGTT and a blood pressure check when planning pregnancy, given the higher risk of high blood sugar and high blood pressure in pregnancy with PCOS.`,
    ]
      .filter(Boolean)
      .join(" "),
    patientExtra: [
      igt === undefined
        ? ""
        : "Your sugar drink test (glucose tolerance test) shows your blood sugar rose higher than it should after the drink. This means a higher chance of type 2 diabetes later; healthy eating, activity and weight support can lower that chance.",
      planning === undefined
        ? ""
        : "Before you try for a baby, a glucose tolerance test (a blood sugar test after a sugary drink) and a blood pressure check are advised.",
    ]
      .filter(Boolean)
      .join(" "),
    nextSteps: [
      glycaemicStep,
      ...(planning === undefined
        ? []
        : ["When she plans to conceive (or seeks fertility treatment): a 75 g OGTT and a blood pressure check"]),
      bpStep,
      lipidStep,
      `Healthy eating and activity, preventing weight gain${b !== undefined && b >= 25 ? `; weight-management support if she wishes (BMI ${formatNumber(b, 1)})` : ""}`,
      "Ask about mood: screen for depression and anxiety with a validated tool, and assess or refer if symptoms are moderate or severe",
      ...(pill === undefined && fewPeriods
        ? [
            "Cycles this long mean fewer than 4 periods a year at times: protect the endometrium with a combined pill, or a progestogen to bring on a bleed at least every 3–4 months",
          ]
        : []),
    ],
    ...(ogtt ? { evidence: ["who-2006-diabetes-intermediate-hyperglycaemia"] } : {}),
  };
}

export const REPRODUCTIVE_ENDOCRINE_RULES: readonly Rule[] = [
  {
    id: "premature-ovarian-insufficiency",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Premature ovarian insufficiency",
    title: "Premature ovarian insufficiency (FSH above 25 IU/L before 40)",
    clinician:
      "Premature ovarian insufficiency: age {age}, {cycles} and FSH {fsh}{support}. This meets the ESHRE 2024 criteria (disordered cycles for 4 months or more with FSH above 25 IU/L before 40): {confirmed}. Without treatment the oestrogen deficiency harms bone and cardiovascular health, so hormone therapy is advised until at least the usual age of menopause.",
    patient:
      "Your missed periods and hormone results fit premature ovarian insufficiency (POI). This means the ovaries have largely stopped working before 40. Hormone treatment until the usual age of menopause protects your bones and heart. Your doctor may suggest a bone scan, some blood tests and a specialist. Pregnancy is less likely but still possible, so use contraception if you do not want to become pregnant.",
    nextSteps: [
      "Offer hormone therapy until at least the usual age of menopause, a DXA scan, karyotype, FMR1 and adrenal antibody tests, and specialist referral",
    ],
    patientQuestions: [
      "Which hormone treatment suits me, and how long should I take it?",
      "Do I need a bone scan and tests for the cause?",
      "What does this mean for having children?",
    ],
    evidence: ["eshre-2024-poi"],
    keywords: ["premature ovarian insufficiency", "poi", "fsh", "amenorrhoea", "hormone replacement"],
    match: poi,
  },
  {
    id: "functional-hypothalamic-amenorrhoea",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Functional hypothalamic amenorrhoea",
    title: "Functional hypothalamic amenorrhoea with low energy availability (RED-S pattern)",
    clinician:
      "Likely functional hypothalamic amenorrhoea from low energy availability (RED-S): {cycles}, {hormones}, with {clues}. This is a diagnosis of exclusion, and the low oestrogen puts bone at risk.",
    patient:
      "Your missed periods and low hormone levels fit a pattern where the body saves energy because it gets too little fuel for the activity it does. Doctors call this functional hypothalamic amenorrhoea, part of RED-S (relative energy deficiency in sport). It can weaken bones. Eating more, and sometimes training less, usually brings periods back. Your doctor may suggest a bone scan and help from a dietitian and a sports doctor. A contraceptive pill just to bring periods back is not advised: it hides the problem and does not protect bone.",
    nextSteps: ["Exclude other causes, arrange a DXA scan, and involve a dietitian and sports medicine"],
    patientQuestions: [
      "Do I need a bone density scan?",
      "Can I see a dietitian and a sports doctor about my eating and training?",
    ],
    evidence: ["endocrine-society-2017-fha", "ioc-2023-reds"],
    keywords: [
      "functional hypothalamic amenorrhoea",
      "red-s",
      "low energy availability",
      "female athlete",
      "bone density",
    ],
    match: fha,
  },
  {
    id: "macroprolactinaemia",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Macroprolactinaemia",
    title: "Macroprolactinaemia (raised total prolactin, normal monomeric prolactin)",
    clinician:
      "Macroprolactinaemia: total prolactin {total} is raised, but {detail}. The excess is macroprolactin, which is biologically inactive{advice}.",
    patient:
      "Most of your prolactin is a large, inactive form called macroprolactin. Your active prolactin is normal. This form is harmless and needs no treatment or scan.",
    nextSteps: ["No pituitary MRI and no dopamine agonist for macroprolactinaemia"],
    evidence: ["nhsggc-macroprolactin", "endocrine-society-2011-hyperprolactinaemia"],
    keywords: ["macroprolactin", "macroprolactinaemia", "prolactin", "peg precipitation"],
    match: macroprolactin,
  },
  {
    id: "pcos-pattern",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Polycystic ovary syndrome",
    title: "Polycystic ovary syndrome pattern (Rotterdam criteria)",
    clinician: "Polycystic ovary syndrome pattern: {features} meet {met}. {excluded}",
    patient:
      "Your periods, hormone results and other findings fit polycystic ovary syndrome (PCOS). PCOS raises the risk of diabetes and heart disease, so blood sugar, cholesterol, weight and blood pressure are worth checking regularly. Long gaps between periods can thicken the womb lining, so it may need protecting, usually with the pill or a short course of progestogen tablets. The pill can also help with extra hair growth.",
    nextSteps: ["Metabolic screening, endometrial protection with infrequent periods, and treatment of symptoms"],
    patientQuestions: [
      "Do I have PCOS, and what does it mean for my health?",
      "Which treatment would help my periods and the extra hair?",
    ],
    evidence: ["teede-2023-pcos"],
    keywords: ["polycystic ovary syndrome", "pcos", "hirsutism", "irregular periods", "hyperandrogenism"],
    match: pcos,
  },
  {
    id: "pcos-review",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Polycystic ovary syndrome",
    title: "Known polycystic ovary syndrome: review of long-term risks",
    clinician:
      "Known polycystic ovary syndrome{name}: a review of an established diagnosis, so the tests that exclude other causes are not repeated. The 2023 international guideline advises reassessing glycaemic status every 1–3 years according to other diabetes risk factors, measuring blood pressure every year, repeating lipids at an interval set by the result and overall cardiovascular risk, supporting a healthy lifestyle and weight, and screening for depression and anxiety.",
    patient:
      "You have polycystic ovary syndrome (PCOS). It raises the chance of diabetes, high blood pressure, raised cholesterol, and low mood or anxiety, so regular checks help: blood pressure every year, a blood sugar test {sugarInterval}, cholesterol, weight, and a talk about how you are feeling.",
    nextSteps: ["Glycaemic status every 1–3 years, blood pressure yearly, lipids, weight and mood"],
    patientQuestions: ["Which checks are due for my PCOS, and how often should I have them?"],
    evidence: ["teede-2023-pcos"],
    keywords: ["polycystic ovary syndrome", "pcos", "annual review", "glycaemic status", "depression screening"],
    match: pcosReview,
  },
];
