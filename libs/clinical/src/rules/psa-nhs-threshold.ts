import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { isStated, statedMention } from "./notes.ts";
import { brca2PsaRaised } from "./psa-brca2.ts";
import { psaConfounders } from "./psa-confounders.ts";
import { withPsaFamilyHistory } from "./psa-family-history.ts";
import { prostateSymptom } from "./psa-symptomatic.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";
import { psaDuringRetention } from "./urinary-retention-notes.ts";

/*
 * A PSA of 3.0 to 3.9 ng/mL in a man of 50 to 69 without symptoms (review 22, urology-mens case 01:
 * PSA 3.8 µg/L at 54, inside the laboratory's 0-4.0 range, drew no finding at all). The generic
 * 4.0 cut-off (psa-elevated) misses it, but the NHS Prostate Cancer Risk Management Programme
 * treats 3 ng/mL or more as raised at 50 to 69 (`pcrmp-psa-gp-summary`, seen 2026-11-30), and the
 * Scottish referral guidelines 2025 refer urgently at 3 or more under 70
 * (`scottish-referral-guidelines-prostate-2025`). From 4.0 the raised PSA finding reads it.
 *
 * A free-to-total PSA ratio reported with a total PSA of about 4 to 10 is read here too
 * (`freePsaNote`, review 22 case 04): a lower free share points towards cancer rather than benign
 * enlargement (Catalona 1995), and a higher one lowers the chance without ruling it out (Hoffman 2000).
 */

const F = FindingFamily.pattern;
/** The PSA (ng/mL) the PCRMP treats as raised in men aged 50 to 69. */
export const PCRMP_PSA_THRESHOLD = 3.0;
const GENERIC_THRESHOLD = 4.0;

/** A free-to-total PSA ratio, by its laboratory name ("PSA, % Free", "Free/total PSA ratio"). */
const FREE_RATIO_NAME =
  /\b(?:free\s*(?:\/|to)\s*total|%\s*free|percent(?:age)?\s*free|free\s*psa\s*(?:ratio|%|percent))|\bf\/t\s*psa\b|\bpsa\b[^a-z]*%\s*free/i;

/** Whether a result's laboratory name is that of a free-to-total PSA ratio (read by rules/lead-finding.ts). */
export function isFreePsaRatioName(name: string): boolean {
  return FREE_RATIO_NAME.test(name);
}

/** The free-to-total PSA ratio in the record, as a percentage, with its observation. */
export function freePsaRatio(ctx: RuleContext): { obs: LabObservation; percent: number } | undefined {
  const obs = ctx.model.labs
    .filter((o) => FREE_RATIO_NAME.test(o.name))
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  // The ratio has no catalogue entry, so its number is read as sent.
  const value = obs?.value.kind === "number" && obs.value.comparator === undefined ? obs.value.value : undefined;
  if (obs === undefined || value === undefined || value <= 0) return undefined;
  // A ratio reported as a fraction (0.11) is read as a percentage.
  const percent = /%|percent/i.test(`${obs.unit ?? ""} ${obs.rawUnit ?? ""}`) || value > 1 ? value : value * 100;
  return percent > 100 ? undefined : { obs, percent };
}

/**
 * What a free-to-total ratio adds to a total PSA of about 4 to 10 ng/mL, the range it was studied
 * in; undefined otherwise.
 */
export function freePsaNote(ctx: RuleContext, total: number | undefined): Partial<RuleMatch> | undefined {
  if (total === undefined || total < 4 || total > 10) return undefined;
  const free = freePsaRatio(ctx);
  if (free === undefined) return undefined;
  return {
    refs: ctx.refs(free.obs),
    clinicianExtra: `The free-to-total PSA ratio is ${formatNumber(free.percent, 1)}%${free.obs.date ? ` (${free.obs.date.slice(0, 10)})` : ""}. At a total PSA of about 4 to 10 ng/mL a lower free share points towards cancer rather than benign enlargement (in the study that set it up, median about 9% with cancer in a normal-sized gland against about 19% with benign enlargement), and a higher share lowers the chance of cancer without ruling it out (about 1 in 10 remains), so the ratio adds to the urology assessment rather than replacing it.`,
    patientExtra:
      "The share of your PSA that is 'free' was measured too. A lower share points more towards a cancer than a harmless enlargement of the prostate, and a higher share makes cancer less likely without ruling it out, so it helps with, but does not replace, a specialist's assessment.",
    evidence: ["catalona-1995-free-psa", "hoffman-2000-free-total-psa-ratio"],
  };
}

/**
 * A PSA of 4.0 to 4.9 ng/mL in a man of 70 to 79 is above the generic cut-off but below the age
 * band the Scottish referral guidelines refer at (5 or more at 70 to 79; NHS Lothian RefHelp: above
 * 5 from 70), so it is compared and repeated rather than read as a reason to refer (review 22,
 * urology-mens case 14: PSA 4.6 at 74 was read only against 4.0).
 */
export function olderManBelowAgeBand(ctx: RuleContext, psa: number): Partial<RuleMatch> | undefined {
  if (ctx.age === undefined || ctx.age < 70 || ctx.age > 79 || psa < GENERIC_THRESHOLD || psa >= 5) return undefined;
  return {
    severity: Severity.low,
    clinicianExtra: `At ${ctx.age}, though, UK referral guidance uses an age-specific level: the Scottish referral guidelines refer men of 70 to 79 at 5 ng/mL or more, and NHS Lothian above 5 from 70, so this value is below the referral level for his age; compare it with his earlier results, and refer if it reaches that level or a rectal examination is suspicious.`,
    patientExtra:
      "For a man of your age, UK guidance usually refers to a specialist only from a level of 5, so this result is below that; your doctor will compare it with your earlier results.",
    nextSteps: [
      "Compare with earlier PSA results and repeat in line with the man's wishes; refer if it reaches 5 ng/mL or more (age 70 to 79) or a rectal examination is suspicious",
    ],
    evidence: ["scottish-referral-guidelines-prostate-2025", "nhs-lothian-refhelp-raised-psa"],
  };
}

/*
 * The level a raised PSA (psa-elevated, 4.0 ng/mL or more) is read against. A US record, or one
 * with no region, keeps "the commonly used 4.0"; a UK record (readsAsUk, uk-record.ts) is read
 * against the UK levels instead (review 22, uk-us-22: a UK man of 62 with PSA 6.1 was told only of
 * "the commonly used 4.0", from the US screening source): 3 ng/mL from 50 to 69 (PCRMP) and under
 * 70 (Scottish referral guidelines), 5 ng/mL at 70 to 79 (Scottish). Below 5 at 70 to 79 is
 * olderManBelowAgeBand's, and from 80 no UK level was seen, so those keep the generic cut-off.
 */
const GENERIC_TEXT = "the commonly used 4.0 ng/mL threshold";

function ukPsaLevel(ctx: RuleContext, psa: number): { text: string; evidence: string[] } | undefined {
  if (ctx.age === undefined || !readsAsUk(ctx)) return undefined;
  if (ctx.age >= 50 && ctx.age <= 69)
    return {
      text: "the 3.0 ng/mL the NHS Prostate Cancer Risk Management Programme treats as raised in men aged 50 to 69 (the Scottish referral guidelines refer men under 70 urgently from 3)",
      evidence: ["pcrmp-psa-gp-summary", "scottish-referral-guidelines-prostate-2025"],
    };
  if (ctx.age < 50)
    return {
      text: "the 3 ng/mL from which the Scottish referral guidelines refer men under 70 urgently",
      evidence: ["scottish-referral-guidelines-prostate-2025"],
    };
  if (ctx.age <= 79 && psa >= 5)
    return {
      text: "the 5 ng/mL from which the Scottish referral guidelines refer men aged 70 to 79",
      evidence: ["scottish-referral-guidelines-prostate-2025"],
    };
  return undefined;
}

/** The level a raised PSA is compared with, in the clinician text: UK levels for a UK record. */
export function psaThresholdText(ctx: RuleContext, psa: number): string {
  return ukPsaLevel(ctx, psa)?.text ?? GENERIC_TEXT;
}

/**
 * The UK sources for a UK record's raised PSA, replacing the rule's US screening source (review 23,
 * sexual-repro: a UK man's PSA cited USPSTF beside the NHS level). Where no UK level applies (a
 * man of 80 or more, or 70 to 79 below 5) the PCRMP guidance still frames the repeat and its
 * pre-test conditions. Not a UK record: nothing, and the rule's own source stands.
 */
export function ukPsaEvidence(
  ctx: RuleContext,
  psa: number,
): { evidence: string[]; evidenceReplacesRule: true } | undefined {
  if (!readsAsUk(ctx)) return undefined;
  return { evidence: ukPsaLevel(ctx, psa)?.evidence ?? ["pcrmp-psa-gp-summary"], evidenceReplacesRule: true };
}

/*
 * What a UK record's raised PSA leads to (review 24, uk-pathways-24 case 01: a UK man of 62, PSA
 * 6.1, with the notes recording no urinary infection and no ejaculation or cycling in the 48 hours
 * before, was still told to repeat it first). Where a UK age level applies, the Scottish referral
 * guidelines (`scottish-referral-guidelines-prostate-2025`) refer on the urgent suspicion of cancer
 * pathway and need no repeat from primary care unless a urinary infection is confirmed or
 * suspected, and NHS North Central London's urgent suspected cancer guidance
 * (`ncl-icb-urgent-suspected-cancer-urology`) repeats a raised PSA only when another cause is
 * likely. A sample taken in a state that raises PSA is repeated (psa-confounders.ts), so callers
 * leave those out.
 */
const UTI_WORDS = /\b(?:uti|urinary (?:tract )?infection|urine infection)\b/gi;
const PRE_TEST_48H = /\b(?:ejaculat\w*|cycl(?:ed|ing)|(?:vigorous )?exercise)\b/gi;
const CONDITIONS_MET = /\bpre-?test (?:conditions|criteria) (?:were |all )?met\b/i;

/** Whether the text names the pattern and every mention is denied ("no recent UTI"). */
function onlyDenied(text: string, re: RegExp): boolean {
  const all = [...text.matchAll(re)];
  return all.length > 0 && all.every((m) => !isStated(text, m.index, m[0].length));
}

/** Whether the notes record the PSA pre-test conditions as met. */
function preTestConditionsStated(ctx: RuleContext): boolean {
  const text = ctx.freeText;
  if (statedMention(text, CONDITIONS_MET) !== undefined) return true;
  return onlyDenied(text, UTI_WORDS) && onlyDenied(text, PRE_TEST_48H);
}

/** The raised PSA finding's plan where no UK referral plan applies. */
export const REPEAT_PSA = "A raised PSA should be repeated before further tests.";

/**
 * The plan for a UK record's PSA at or above the UK level for age, taken in no known state that
 * raises it: refer when the notes record the pre-test conditions as met, otherwise check them
 * first. Undefined for other records, and where no UK level applies.
 */
export function ukPsaReferral(
  ctx: RuleContext,
  psa: number,
): (Partial<RuleMatch> & { plan: string; patientReading: string }) | undefined {
  const level = readsAsUk(ctx) ? ukPsaLevel(ctx, psa) : undefined;
  if (level === undefined) return undefined;
  const evidence = [...level.evidence, "ncl-icb-urgent-suspected-cancer-urology"];
  if (preTestConditionsStated(ctx))
    return {
      plan: "The notes record the pre-test conditions as met (no urinary infection, and no ejaculation or vigorous exercise in the 48 hours before), so UK guidance refers on the urgent suspected cancer pathway without a repeat first: a repeat from primary care is needed only when a urinary infection is confirmed or suspected or another cause is likely.",
      patientReading:
        "Most men with a raised PSA do not have cancer. As the test was done in the right conditions, UK guidance is to see a prostate specialist soon rather than repeat it first; your doctor will talk this through with you.",
      nextSteps: [
        "Discuss with him and refer on the urgent suspected prostate cancer pathway; no repeat PSA is needed first",
      ],
      patientQuestions: ["When should I expect to hear about an appointment with a prostate specialist?"],
      evidence,
    };
  return {
    plan: "Check it was taken with the pre-test conditions met (no urinary infection, no ejaculation or vigorous exercise in the 48 hours before, no prostate biopsy or other urological procedure in the previous 6 weeks): if so, UK guidance refers on the urgent suspected cancer pathway without a repeat; if not, repeat it once they are met.",
    patientReading:
      "Many things besides cancer can raise it. Your doctor will check that nothing before the test could have raised it; if nothing did, UK guidance is to see a prostate specialist rather than repeat the test first.",
    nextSteps: [
      "Check the pre-test conditions: if they were met, refer on the urgent suspected prostate cancer pathway without a repeat; if not, repeat the PSA once they are (6 weeks after a urinary infection or procedure)",
    ],
    patientQuestions: ["Do I need to see a prostate specialist about this PSA?"],
    evidence,
  };
}

/**
 * Combine a base match with an optional addition: texts joined, refs and sources added; the
 * addition's severity and plan replace the base's when it has them.
 */
export function withAddition(match: RuleMatch, add: Partial<RuleMatch> | undefined): RuleMatch {
  if (add === undefined) return match;
  return {
    ...match,
    ...(add.severity !== undefined && { severity: add.severity }),
    ...(add.nextSteps !== undefined && { nextSteps: add.nextSteps }),
    refs: [...match.refs, ...(add.refs ?? [])],
    clinicianExtra: [match.clinicianExtra, add.clinicianExtra].filter(Boolean).join(" "),
    patientExtra: [match.patientExtra, add.patientExtra].filter(Boolean).join(" "),
    evidence: [...(match.evidence ?? []), ...(add.evidence ?? [])],
  };
}

/*
 * A UK man in his forties: the PCRMP sets no level below 50, but the Scottish referral guidelines
 * refer from 3 under 70 and NICE NG12's level for a man of 40 to 49 with possible symptoms is above
 * 2.5, so 3.0 to 3.9 is raised by every UK level seen (review 25, cancer-25 case 03: PSA 3.4 at 46
 * on a UK record drew no finding). A record not read as UK stays with the PCRMP's 50 to 69.
 */
const FORTIES_FROM = 40;
const FORTIES_LEVEL =
  "the level from which the Scottish referral guidelines refer men under 70 urgently; the NHS Prostate Cancer Risk Management Programme sets no level below 50, and NICE NG12's level for a man of 40 to 49 with possible prostate symptoms is lower still (above 2.5 ng/mL)";
const FIFTIES_SIXTIES_LEVEL =
  "the level the NHS Prostate Cancer Risk Management Programme treats as raised in men aged 50 to 69 and at which the Scottish referral guidelines refer men under 70 urgently";

/** The UK level's wording for his age: the PCRMP's at 50 to 69, and on a UK record from 40. */
function levelForAge(ctx: RuleContext): { level: string; band: string } | undefined {
  const age = ctx.age;
  if (age === undefined || age > 69) return undefined;
  if (age >= 50) return { level: FIFTIES_SIXTIES_LEVEL, band: "men aged 50 to 69" };
  return age >= FORTIES_FROM && readsAsUk(ctx) ? { level: FORTIES_LEVEL, band: "men in their forties" } : undefined;
}

function match(ctx: RuleContext): RuleMatch | undefined {
  const band = levelForAge(ctx);
  if (ctx.sex !== "male" || band === undefined) return undefined;
  const psa = ctx.lab("psa");
  const value = ctx.valueOf(psa);
  if (psa === undefined || value === undefined || value < PCRMP_PSA_THRESHOLD || value >= GENERIC_THRESHOLD)
    return undefined;
  if (ctx.meds("5-ari").length > 0) return undefined; // assay-interference.ts: the PSA is halved
  if (ctx.everHad("prostate-cancer").length > 0) return undefined;
  if (brca2PsaRaised(ctx, value)) return undefined; // psa-brca2.ts: the raised PSA finding reads a carrier's
  // A man with symptoms is read against NICE NG12's age threshold (psa-symptomatic.ts): the PCRMP
  // is for men without symptoms and leaves symptomatic men to clinical judgement and NICE guidance.
  if (prostateSymptom(ctx) !== undefined) return undefined;
  const confounded = psaConfounders(ctx) ?? psaDuringRetention(ctx);
  const met = confounded === undefined && preTestConditionsStated(ctx);
  return withPsaFamilyHistory(ctx, {
    ...confounded,
    refs: [...ctx.refs(psa), ...(confounded?.refs ?? [])],
    values: {
      psa: ctx.show(psa),
      age: String(ctx.age),
      range: psa.status === "high" ? "" : ", and inside the laboratory's range,",
      ...band,
    },
    evidence: [
      ...(confounded?.evidence ?? []),
      ...(band.level === FORTIES_LEVEL ? ["nice-ng12-suspected-cancer"] : []),
      ...(met ? ["ncl-icb-urgent-suspected-cancer-urology"] : []),
    ],
    // Pre-test conditions the notes record as met are not asked about again (review 25, cancer-25 case 03).
    ...(met && {
      nextSteps: [
        "The notes record the pre-test conditions as met: discuss referral on the urgent suspected prostate cancer pathway with him, without a repeat PSA first",
      ],
    }),
  });
}

export const PSA_NHS_THRESHOLD_RULES: readonly Rule[] = [
  {
    id: "psa-above-nhs-threshold",
    family: F,
    severity: Severity.moderate,
    problem: "Prostate",
    title: "PSA of 3 or more under 70: raised by NHS thresholds",
    clinician:
      "PSA {psa} at age {age} is below the generic 4.0 ng/mL cut-off{range} but at or above 3.0 ng/mL, {level}.",
    patient:
      "Your PSA (a prostate blood test) is below the cut-off often printed on reports, but UK guidance for {band} counts a level of 3 or more as raised. Most men with a raised PSA do not have cancer. Your doctor will check that nothing before the test could have raised it and talk with you about seeing a prostate specialist.",
    nextSteps: [
      "Check the pre-test conditions (no urinary infection in the previous 6 weeks, no ejaculation or vigorous exercise in the 48 hours before, no prostate biopsy in the previous 6 weeks); if they were met, discuss urology referral with the man",
    ],
    patientQuestions: ["Do I need to see a prostate specialist about this PSA?"],
    evidence: ["pcrmp-psa-gp-summary", "scottish-referral-guidelines-prostate-2025"],
    keywords: ["psa", "prostate cancer", "psa threshold", "prostate cancer risk management programme"],
    match,
  },
];
