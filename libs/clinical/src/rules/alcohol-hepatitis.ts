/**
 * Alcohol and the liver, read from the alcohol intake the notes or social history state.
 *
 * - alcohol-hepatitis: heavy drinking with jaundice (bilirubin above 3 mg/dL, 51 µmol/L) and an
 *   AST-led rise (AST above 50 U/L, AST:ALT above 1.5, both below 400): the picture of
 *   alcohol-related hepatitis. Maddrey's discriminant function, 4.6 × (PT − control PT) +
 *   bilirubin (mg/dL), grades it; 32 or more is severe and calls for same-day hospital care
 *   (EASL 2018 ALD guideline). The jaundice is then not read as a possible pancreatic cancer
 *   (rules/patterns.ts, jaundice-suspected-cancer), and a raised INR or PT is not explained by warfarin
 *   the record does not show (evaluate.ts).
 * - alcohol-intake-elastography: intake above 50 UK units a week in a man or 35 in a woman:
 *   NICE NG50 offers transient elastography to look for cirrhosis.
 *
 * Units per week are estimated only from an explicit amount: "60 units a week", "35-40 drinks a
 * week" (US standard drinks, 14 g of alcohol, read as 1.75 UK units of 8 g), "1.5 bottles of wine
 * daily" (a 750 mL bottle at 12% holds 9 units). The lower end of a range is used. Failing all
 * else, drinks described without units ("6 pints most nights") are estimated by alcohol-drinks.ts.
 */
import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { isStated, sentenceStart } from "./notes.ts";
import { drinkAmounts } from "./alcohol-drinks.ts";
import { acuteLiverInjury } from "./acute-liver-injury.ts";
import { cirrhosisOnImaging, cirrhosisSignsText } from "./imaging-abdomen.ts";
import { readsAsUsUnits } from "./uk-record.ts";
import type { Rule } from "./types.ts";

const F = FindingFamily.pattern;

const NUM = String.raw`(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?`;
const PER_WEEK = String.raw`(?:a|per|each|every|\/)\s*(?:week|wk)`;
const PER_DAY = String.raw`(?:a|per|each|every|\/)\s*(?:day|night|evening)|daily|nightly`;
/*
 * "Most days/nights/evenings" is 5 days a week, as alcohol-drinks.ts reads it (review 28: "4 drinks
 * most evenings" was 7 days here and 5 there).
 */
const MOST_DAYS = String.raw`most (?:days|nights|evenings)`;
const DAYS_A_WEEK = { week: 1, day: 7, most: 5 } as const;

/** An amount of alcohol and what one of it holds in UK units. */
const AMOUNTS: readonly { re: RegExp; units: number; per: keyof typeof DAYS_A_WEEK }[] = [
  { re: new RegExp(String.raw`\b${NUM}\s*(?:uk\s+)?units?(?:\s+of\s+alcohol)?\s*${PER_WEEK}`), units: 1, per: "week" },
  {
    re: new RegExp(String.raw`\b${NUM}\s*(?:uk\s+)?units?(?:\s+of\s+alcohol)?\s*(?:${PER_DAY})`),
    units: 1,
    per: "day",
  },
  { re: new RegExp(String.raw`\b${NUM}\s*(?:standard\s+)?drinks?\s*${PER_WEEK}`), units: 1.75, per: "week" },
  {
    re: new RegExp(String.raw`\b${NUM}\s*(?:uk\s+)?units?(?:\s+of\s+alcohol)?\s*${MOST_DAYS}`),
    units: 1,
    per: "most",
  },
  { re: new RegExp(String.raw`\b${NUM}\s*(?:standard\s+)?drinks?\s*(?:${PER_DAY})`), units: 1.75, per: "day" },
  { re: new RegExp(String.raw`\b${NUM}\s*(?:standard\s+)?drinks?\s*${MOST_DAYS}`), units: 1.75, per: "most" },
  { re: new RegExp(String.raw`\b${NUM}\s*bottles?\s+of\s+wine\s*(?:${PER_DAY})`), units: 9, per: "day" },
  { re: new RegExp(String.raw`\b${NUM}\s*bottles?\s+of\s+wine\s*${MOST_DAYS}`), units: 9, per: "most" },
  { re: new RegExp(String.raw`\b${NUM}\s*bottles?\s+of\s+wine\s*${PER_WEEK}`), units: 9, per: "week" },
];

/** Words that state heavy or harmful drinking without an amount. */
const HEAVY_WORDS =
  /\balcohol (?:excess|misuse|dependence|use disorder|abuse)\b|\bheavy (?:drink\w*|alcohol)\b|\balcoholi(?:c|sm)\b/;

/** Notes that say drinking has stopped. */
const ABSTINENT = /\babstinen(?:t|ce)\b|\bstopped drinking\b|\bno longer drinks\b|\bteetotal\b/;

export interface AlcoholIntake {
  /** The words quoted from the notes. */
  quote: string;
  /** Estimated UK units a week (the lower end of a range), when an amount is stated. */
  unitsPerWeek?: number;
  /** The amount is worked out from drinks described in the notes (alcohol-drinks.ts), not stated as units. */
  fromDrinks?: boolean;
}

/** Alcohol intake the notes state (not denied), with units a week when an amount is given. */
export function statedAlcohol(ctx: RuleContext): AlcoholIntake | undefined {
  const text = ctx.freeText;
  // Stopped drinking ("abstinent from alcohol 14 months"): no current intake.
  if (ABSTINENT.test(text)) return undefined;
  for (const { re, units, per } of AMOUNTS) {
    const m = re.exec(text);
    if (m === null || !isStated(text, m.index, m[0].length)) continue;
    const low = Number(m[1]);
    if (!Number.isFinite(low) || low <= 0) continue;
    return { quote: m[0].trim(), unitsPerWeek: low * units * DAYS_A_WEEK[per] };
  }
  const m = HEAVY_WORDS.exec(text);
  if (m !== null && isStated(text, m.index, m[0].length)) return { quote: m[0] };
  const condition = ctx.model.conditions.find(
    (c) =>
      /\balcohol/i.test(c.name) && !/\bcirrhos|\bliver\b|\bremission\b/i.test(c.name) && isActiveCondition(c.status),
  );
  if (condition !== undefined) return { quote: condition.name };
  // Drinks described without units, read last so that stated units or heavy drinking stay as written.
  const drinks = drinkAmounts(text).find(
    (d) =>
      isStated(text, d.index, d.quote.length) &&
      !NOT_OWN_OR_PAST.test(text.slice(sentenceStart(text, d.index), d.index)),
  );
  if (drinks !== undefined) return { quote: drinks.quote, unitsPerWeek: drinks.unitsPerWeek, fromDrinks: true };
  return undefined;
}

/** Someone else's drinking, or drinking in the past, earlier in the sentence. */
const NOT_OWN_OR_PAST =
  /\b(?:used to|previously|formerly|in the past|until|father|mother|dad|mum|brother|sister|husband|wife|partner|son|daughter)\b/;

/** UK units a week above which NICE NG50 offers transient elastography (men 50, women 35). */
function elastographyThreshold(ctx: RuleContext): number | undefined {
  if (ctx.sex === "male") return 50;
  if (ctx.sex === "female") return 35;
  return undefined;
}

/** Grams of alcohol in a UK unit and in a US standard drink (niaaa-standard-drink). */
const UK_UNIT_GRAMS = 8;
const US_DRINK_GRAMS = 14;

/** UK units as US standard drinks, to the nearest whole drink. */
const asUsDrinks = (units: number) => formatNumber(Math.round((units * UK_UNIT_GRAMS) / US_DRINK_GRAMS));

/**
 * A weekly amount in the record's own measure: US standard drinks on a record that reads as
 * American, UK units otherwise (review 27, us-words-27: "about 61 UK units a week" was told to a US
 * clinician whose notes said "5 drinks a day").
 */
export function weeklyAmount(ctx: RuleContext, unitsPerWeek: number): string {
  return readsAsUsUnits(ctx)
    ? `${asUsDrinks(unitsPerWeek)} US standard drinks (14 g of alcohol each)`
    : `${formatNumber(Math.round(unitsPerWeek))} UK units`;
}

/** Says that an amount was worked out from drinks, with its grams, for a clinician's sentence. */
export const drinkEstimate = (intake: AlcoholIntake): string =>
  intake.fromDrinks === true && intake.unitsPerWeek !== undefined
    ? ` (${formatNumber(Math.round(intake.unitsPerWeek * UK_UNIT_GRAMS))} g of alcohol; estimated from the drinks the notes describe, at the lower usual strength)`
    : "";

/** The source for the unit content of drinks, added when an amount was worked out from them. */
export const drinkEvidence = (intake: AlcoholIntake): string[] =>
  intake.fromDrinks === true ? ["uk-alcohol-units-drinks"] : [];

/** The source for a US record's standard drinks, added to a finding that counts them. */
export const usDrinkEvidence = (ctx: RuleContext): string[] => (readsAsUsUnits(ctx) ? ["niaaa-standard-drink"] : []);

/** Heavy drinking: an amount above the NG50 threshold, or words that state it. */
export function heavyDrinking(ctx: RuleContext): AlcoholIntake | undefined {
  const intake = statedAlcohol(ctx);
  if (intake === undefined) return undefined;
  if (intake.unitsPerWeek === undefined) return intake;
  return intake.unitsPerWeek > (elastographyThreshold(ctx) ?? 35) ? intake : undefined;
}

/** A control prothrombin time the notes give ("control 12 seconds", "control PT 12 s"). */
const CONTROL_PT = /\bcontrol(?:\s+(?:pt|prothrombin time))?\s*(?:of|=|:|is)?\s*(\d+(?:\.\d+)?)\s*(?:s\b|sec)/;

export interface AlcoholHepatitis {
  refs: string[];
  intake: AlcoholIntake;
  bili: number;
  ast: number;
  alt: number;
  /** Maddrey's discriminant function, when a prothrombin time is measured. */
  maddrey?: { value: number; pt: number; control: number; controlFrom: "notes" | "range" };
}

/** The alcohol-related hepatitis picture (see the file comment), or undefined. */
export function alcoholHepatitis(ctx: RuleContext): AlcoholHepatitis | undefined {
  const bili = ctx.value("bilirubin-total");
  const ast = ctx.value("ast");
  const alt = ctx.value("alt");
  if (bili === undefined || ast === undefined || alt === undefined || alt <= 0) return undefined;
  if (bili <= 3 || ast <= 50 || ast >= 400 || alt >= 400 || ast / alt <= 1.5) return undefined;
  const intake = heavyDrinking(ctx);
  if (intake === undefined) return undefined;
  const ptObs = ctx.lab("pt");
  const pt = ctx.valueOf(ptObs);
  const refs = ctx.refs(ctx.lab("bilirubin-total"), ctx.lab("ast"), ctx.lab("alt"), ptObs);
  const found: AlcoholHepatitis = { refs, intake, bili, ast, alt };
  if (pt !== undefined) {
    const noted = CONTROL_PT.exec(ctx.freeText);
    const range = ptObs?.range;
    const mid = range?.low !== undefined && range.high !== undefined ? (range.low + range.high) / 2 : undefined;
    const control = noted ? Number(noted[1]) : mid;
    if (control !== undefined && control > 0) {
      found.maddrey = {
        value: 4.6 * (pt - control) + bili,
        pt,
        control,
        controlFrom: noted ? "notes" : "range",
      };
    }
  }
  return found;
}

export const ALCOHOL_HEPATITIS_RULES: readonly Rule[] = [
  {
    id: "alcohol-hepatitis",
    family: F,
    severity: Severity.high,
    problem: "Liver tests",
    title: "Jaundice with heavy drinking: probable alcohol-related hepatitis",
    clinician:
      'Bilirubin {bili}, AST {ast}, ALT {alt} (AST:ALT {ratio}) with the notes recording alcohol ("{quote}"{units}): the picture of alcohol-related hepatitis.{maddrey}',
    patient:
      "Your liver tests show jaundice and a pattern that fits liver inflammation caused by alcohol (alcohol-related hepatitis). This needs prompt assessment by a doctor.",
    nextSteps: [
      "Assess in hospital: screen for infection, check kidney function and glucose, and give thiamine",
      "Liver ultrasound to exclude bile-duct obstruction and look for cirrhosis",
      "Plan for alcohol withdrawal and support to stop drinking",
    ],
    evidence: ["easl-2018-ald"],
    keywords: ["alcohol-related hepatitis", "maddrey discriminant function", "jaundice", "alcohol"],
    match: (ctx) => {
      const found = alcoholHepatitis(ctx);
      if (found === undefined) return undefined;
      const { intake, maddrey } = found;
      const severe = maddrey !== undefined && maddrey.value >= 32;
      const values = {
        bili: ctx.showValue("bilirubin-total"),
        ast: ctx.showValue("ast"),
        alt: ctx.showValue("alt"),
        ratio: formatNumber(found.ast / found.alt, 1),
        quote: intake.quote,
        units:
          intake.unitsPerWeek !== undefined
            ? `, about ${weeklyAmount(ctx, intake.unitsPerWeek)} a week or more${drinkEstimate(intake)}`
            : "",
        maddrey:
          maddrey === undefined
            ? " No prothrombin time is in the record, so Maddrey's discriminant function cannot be worked out: measure it."
            : ` Maddrey's discriminant function = 4.6 × (PT ${formatNumber(maddrey.pt, 1)} − control ${formatNumber(maddrey.control, 1)} s${maddrey.controlFrom === "range" ? ", taken as the middle of the reference range" : ""}) + bilirubin ${formatNumber(found.bili, 1)} mg/dL = ${formatNumber(maddrey.value, 0)}; ${maddrey.value >= 32 ? "32 or more is severe alcohol-related hepatitis, with a high short-term mortality" : "below 32, not in the severe range"}.`,
      };
      // Cirrhosis already known or seen on a scan: the ultrasound still looks for an obstructed bile
      // duct, not for the cirrhosis (review 23, deep-23 case 03).
      const evidence = intake.unitsPerWeek === undefined ? [] : [...usDrinkEvidence(ctx), ...drinkEvidence(intake)];
      const cirrhosisKnown =
        ctx.model.conditions.some((c) => /\bcirrhos/i.test(c.name)) ||
        cirrhosisOnImaging(ctx.model.imaging) !== undefined;
      if (!severe)
        return {
          refs: found.refs,
          values,
          evidence,
          ...(cirrhosisKnown && {
            nextSteps: [
              "Assess in hospital: screen for infection, check kidney function and glucose, and give thiamine",
              "Liver ultrasound to exclude bile-duct obstruction",
              "Plan for alcohol withdrawal and support to stop drinking",
            ],
          }),
        };
      return {
        refs: found.refs,
        values,
        evidence,
        severity: Severity.critical,
        nextSteps: [
          "Arrange same-day hospital admission under the medical or liver team",
          "Screen for infection (blood and urine cultures, chest X-ray, ascitic tap if ascites) before any corticosteroid; consider prednisolone once infection is excluded",
          "Give thiamine before glucose; assess and treat alcohol withdrawal",
          "Liver ultrasound to exclude bile-duct obstruction",
        ],
        patientExtra:
          "Your results suggest this is severe. Please go to hospital today, or call your doctor now so they can arrange it. Tell the staff how much you have been drinking and when you last had a drink.",
        patientQuestions: ["Do I need to go to hospital today?"],
      };
    },
  },
  {
    id: "alcohol-intake-elastography",
    family: F,
    severity: Severity.moderate,
    problem: "Liver tests",
    title: "Drinking above {limits}: check the liver for scarring",
    clinician:
      'The notes record alcohol ("{quote}"), about {amount} a week or more{estimate}{labs}. {ng50} offers transient elastography to look for cirrhosis in men drinking over {ng50Limits}, for several months.',
    patient:
      "The amount of alcohol you drink can damage the liver over time, even when you feel well. A simple scan of the liver (elastography) can check for scarring. Cutting down helps the liver recover, and your doctor can support you with this.",
    nextSteps: [
      "Offer transient elastography to look for cirrhosis",
      "Assess drinking with AUDIT and give a brief intervention; offer support or referral to alcohol services",
    ],
    evidence: ["nice-ng50-cirrhosis"],
    keywords: ["alcohol", "transient elastography", "cirrhosis", "audit"],
    match: (ctx) => {
      const intake = statedAlcohol(ctx);
      const threshold = elastographyThreshold(ctx);
      if (intake?.unitsPerWeek === undefined || threshold === undefined || intake.unitsPerWeek <= threshold)
        return undefined;
      // Jaundice or known cirrhosis has its own finding; elastography is not the next step then.
      if (alcoholHepatitis(ctx) !== undefined) return undefined;
      if (ctx.model.conditions.some((c) => /\bcirrhos/i.test(c.name))) return undefined;
      const raised = (["ggt", "ast", "alt", "mcv"] as const)
        .map((id) => ctx.lab(id))
        .filter((o) => o?.status === "high");
      const names: Record<string, string> = { ggt: "GGT", ast: "AST", alt: "ALT", mcv: "MCV" };
      // A liver scan already suggesting cirrhosis: elastography is no longer the first step to look
      // for it; NICE NG50 refers people with cirrhosis to hepatology (review 22, deep sweep 04).
      const scan = cirrhosisOnImaging(ctx.model.imaging);
      // A US record counts in standard drinks; NG50's limits are given in grams and drinks beside its UK units.
      const us = readsAsUsUnits(ctx);
      const limits = us
        ? {
            limits: `about ${asUsDrinks(50)} US standard drinks a week (men) or ${asUsDrinks(35)} (women)`,
            ng50: "For reference, UK guidance (NICE NG50, not a US care pathway)",
            ng50Limits: `50 UK units a week (${50 * UK_UNIT_GRAMS} g of alcohol, about ${asUsDrinks(50)} US standard drinks) and women over 35 (${35 * UK_UNIT_GRAMS} g, about ${asUsDrinks(35)})`,
          }
        : {
            limits: "50 units a week (men) or 35 (women)",
            ng50: "NICE NG50",
            ng50Limits: "50 units a week and women over 35",
          };
      return {
        refs: [...ctx.refs(...raised), ...(scan ? [scan.study.ref] : [])],
        evidence: [
          ...usDrinkEvidence(ctx),
          ...drinkEvidence(intake),
          ...(us && !scan ? ["hadefi-2020-ald-noninvasive"] : []),
        ],
        // A US record is not offered NICE's pathway as its own (review 29, country-29): no US guideline's
        // elastography threshold was seen, so the step rests on what the tests are validated for.
        ...(us &&
          !scan && {
            clinicianExtra:
              "In alcohol-related liver disease, transient elastography and the ELF test are among the best-validated non-invasive tests for fibrosis.",
            nextSteps: [
              "Consider transient elastography (or another validated fibrosis test) to look for advanced fibrosis or cirrhosis",
              "Assess drinking with AUDIT and give a brief intervention; offer support or referral to alcohol services",
            ],
          }),
        ...(scan && {
          clinicianExtra: `${scan.name} already reports ${cirrhosisSignsText(scan.signs)}, which suggests cirrhosis: refer to hepatology to confirm it, with elastography as part of that assessment.`,
          patientExtra:
            "Your liver scan already suggests the liver may be scarred (cirrhosis), so a liver specialist should see you to confirm it.",
          nextSteps: [
            CIRRHOSIS_SCAN_STEP,
            "Assess drinking with AUDIT and give a brief intervention; offer support or referral to alcohol services",
          ],
        }),
        values: {
          ...limits,
          quote: intake.quote,
          amount: weeklyAmount(ctx, intake.unitsPerWeek),
          estimate: drinkEstimate(intake),
          labs:
            raised.length > 0
              ? `, with a raised ${raised.map((o) => `${names[o?.analyteId ?? ""] ?? o?.name} ${ctx.show(o)}`).join(" and ")}, which fit it`
              : "",
        },
      };
    },
  },
];

/** The step when a liver scan already suggests cirrhosis; fib4-fibrosis-risk gives the same one, so it is said once. */
export const CIRRHOSIS_SCAN_STEP =
  "Refer to hepatology now: the liver imaging already suggests cirrhosis (elastography as part of that assessment)";

/** Words in the notes that mention warfarin or another anticoagulant. */
const ANTICOAGULANT_WORDS = /\b(?:warfarin|anticoagula\w*|blood[- ]thinners?|acenocoumarol|phenprocoumon)\b/;

/**
 * A raised INR or prothrombin time that the liver explains: alcohol-related hepatitis or known
 * cirrhosis, with no anticoagulant in the medicines or the notes. Its text then names the liver,
 * not warfarin and its target range, which would read as if the patient took it.
 */
export function liverClottingMeaning(
  obs: { analyteId?: string; status: string },
  ctx: RuleContext,
): { text: string; evidence: readonly string[] } | undefined {
  if (obs.analyteId !== "inr" && obs.analyteId !== "pt") return undefined;
  if (obs.status !== "high" && obs.status !== "critical-high") return undefined;
  if (ctx.meds("warfarin").length > 0 || ctx.meds("doac").length > 0) return undefined;
  if (ANTICOAGULANT_WORDS.test(ctx.freeText)) return undefined;
  const liver =
    alcoholHepatitis(ctx) !== undefined ||
    acuteLiverInjury(ctx) !== undefined ||
    ctx.model.conditions.some((c) => /\bcirrho/i.test(c.name)) ||
    cirrhosisOnImaging(ctx.model.imaging) !== undefined;
  if (!liver) return undefined;
  return {
    text: "means blood takes longer to clot; with these liver results it most likely shows the liver making fewer clotting proteins",
    evidence: [],
  };
}
