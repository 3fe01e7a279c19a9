import { type FamilyHistoryItem, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { lastColonoscopy } from "./lynch-surveillance.ts";
import type { RuleMatch } from "./types.ts";

/*
 * A family history of bowel cancer on a UK record, read by the BSG/ACPGBI/UKCGG 2019 guideline
 * (evidence "bsg-2019-hereditary-crc") rather than the US Multi-Society Task Force (review 25,
 * cancer-25b): the UK sets a single colonoscopy at 55 for moderate familial risk, not 5-yearly
 * colonoscopy from 40, and only a cluster of three relatives gets 5-yearly colonoscopy from 40 to 75.
 */

/** BSG 2019 moderate familial risk: one first-degree relative diagnosed under 50, or two at any age. */
const MODERATE_ONSET_UNDER = 50;
const ONE_OFF_AGE = 55;
const HIGH_START_AGE = 40;
const HIGH_STOP_AGE = 75;
const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

type Tier = "high" | "moderate" | "below";

function bsgTier(fdr: FamilyHistoryItem[]): Tier {
  if (fdr.length >= 3) return "high";
  if (fdr.length === 2 || fdr.some((f) => f.onsetAge !== undefined && f.onsetAge < MODERATE_ONSET_UNDER))
    return "moderate";
  return "below";
}

/** The patient's age at the last recorded colonoscopy, when the record gives both. */
function ageAtLastColonoscopy(ctx: RuleContext): { date: string; age: number } | undefined {
  const date = lastColonoscopy(ctx);
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  if (date === undefined || ctx.age === undefined || Number.isNaN(now)) return undefined;
  return { date, age: Math.floor(ctx.age - (now - Date.parse(date)) / YEAR_MS) };
}

function moderateMatch(ctx: RuleContext, relatives: string): Omit<RuleMatch, "refs"> {
  const rule = `a single colonoscopy at ${ONE_OFF_AGE}, with any later colonoscopy set by what it finds (BSG/ACPGBI/UKCGG 2019, moderate familial risk: one first-degree relative diagnosed under ${MODERATE_ONSET_UNDER}, or two at any age).`;
  const base = { evidence: ["bsg-2019-hereditary-crc"], evidenceReplacesRule: true as const };
  const done = ageAtLastColonoscopy(ctx);
  if (done !== undefined && done.age >= ONE_OFF_AGE)
    return {
      ...base,
      values: { relatives, advice: `${rule} Colonoscopy ${done.date} (at about ${done.age}): that check is done.` },
      nextSteps: [`Plan any further colonoscopy from the findings of the ${done.date} colonoscopy`],
      patientExtra: `UK guidance advises one colonoscopy at ${ONE_OFF_AGE} for this family history, and you have had it; whether you need another depends on what it found.`,
    };
  if (ctx.age === undefined || ctx.age < ONE_OFF_AGE)
    return {
      ...base,
      values: { relatives, advice: rule },
      nextSteps: [`Plan a single colonoscopy at age ${ONE_OFF_AGE}`],
      patientExtra: `UK guidance advises one colonoscopy at ${ONE_OFF_AGE} for this family history.`,
    };
  return {
    ...base,
    values: {
      relatives,
      advice: `${rule} At ${ctx.age} with no colonoscopy from ${ONE_OFF_AGE} in the record, it is due now.`,
    },
    nextSteps: [`Arrange the family-history colonoscopy now (advised at ${ONE_OFF_AGE}; none recorded since)`],
    patientExtra: `UK guidance advises one colonoscopy at ${ONE_OFF_AGE} for this family history; you have not had it yet, so ask your doctor to arrange it.`,
    patientQuestions: ["Can you arrange a colonoscopy for me now?"],
  };
}

/** Notes that already settle the relative's tumour testing: the check is not asked for again. */
const TUMOUR_TESTED =
  /\b(?:mmr|mismatch repair)[- ](?:proficient|deficient|intact|normal)\b|\b(?:pmmr|dmmr|msi-h|msi-high|microsatellite (?:stable|unstable))\b|\blynch (?:syndrome )?(?:was |has been )?(?:excluded|ruled out|confirmed)\b|\b(?:under|seen by|referred to) (?:the )?(?:clinical )?genetics\b/i;

/**
 * A first-degree relative with bowel cancer before 50 may carry Lynch syndrome, which would change
 * the patient's own plan from one colonoscopy at 55 to 2-yearly surveillance from 25 or 35 (review 26,
 * cancer-26b case 01: a UK woman whose brother had bowel cancer at 44 was only told of the colonoscopy
 * at 55). NHS genomics guidance (evidence "hee-genotes-family-history-gi-cancer") checks the
 * relative's tumour for mismatch repair deficiency and refers a suspected hereditary syndrome to
 * clinical genetics.
 */
function withLynchCheck(ctx: RuleContext, fdr: FamilyHistoryItem[], match: RuleMatch): RuleMatch {
  const young = fdr.some((f) => f.onsetAge !== undefined && f.onsetAge < MODERATE_ONSET_UNDER);
  if (!young || TUMOUR_TESTED.test(ctx.freeText)) return match;
  return {
    ...match,
    values: {
      ...match.values,
      advice: `${match.values?.advice ?? ""} A diagnosis before ${MODERATE_ONSET_UNDER} also raises the question of Lynch syndrome: find out whether the relative's tumour was tested for mismatch repair deficiency, and refer to clinical genetics if it was deficient or a hereditary bowel cancer syndrome is suspected, since a confirmed syndrome replaces this plan with its own surveillance.`,
    },
    nextSteps: [
      ...(match.nextSteps ?? []),
      "Ask whether the relative's bowel cancer was tested for mismatch repair deficiency (Lynch syndrome); refer to clinical genetics if deficient or a hereditary syndrome is suspected",
    ],
    patientExtra:
      `${match.patientExtra ?? ""} Because your relative was diagnosed young, it is worth finding out whether their cancer was tested for Lynch syndrome, an inherited condition; if it was found or is suspected, a genetics clinic can advise on your own checks.`.trim(),
    patientQuestions: [
      ...(match.patientQuestions ?? ["When should I have my colonoscopy?"]),
      "Should I be referred to a genetics clinic?",
    ],
    evidence: [...(match.evidence ?? []), "hee-genotes-family-history-gi-cancer"],
  };
}

/** The BSG 2019 reading of a UK patient's first-degree relatives with bowel cancer. */
export function bsgFamilyColorectal(ctx: RuleContext, fdr: FamilyHistoryItem[], relatives: string): RuleMatch {
  const refs = ctx.refs(...fdr);
  const tier = bsgTier(fdr);
  if (tier === "moderate") return withLynchCheck(ctx, fdr, { refs, ...moderateMatch(ctx, relatives) });
  if (tier === "high")
    return {
      refs,
      values: {
        relatives,
        advice: `three or more first-degree relatives: if they span more than one generation, BSG/ACPGBI/UKCGG 2019 advises colonoscopy every 5 years from ${HIGH_START_AGE} to ${HIGH_STOP_AGE}.`,
      },
      nextSteps: [
        `Confirm the relatives span more than one generation; colonoscopy every 5 years from ${HIGH_START_AGE} to ${HIGH_STOP_AGE}`,
      ],
      patientExtra: "With several relatives affected, UK guidance advises a colonoscopy every 5 years from age 40.",
      evidence: ["bsg-2019-hereditary-crc"],
      evidenceReplacesRule: true,
    };
  // Below the criteria the history sets no colonoscopy: a note to keep, not a task.
  return {
    refs,
    severity: Severity.low,
    values: {
      relatives,
      advice: `this does not meet the BSG/ACPGBI/UKCGG 2019 moderate-risk criteria (one first-degree relative diagnosed under ${MODERATE_ONSET_UNDER}, or two at any age), so no family-history colonoscopy is set by that guideline; review if another relative is diagnosed.`,
    },
    nextSteps: ["Review the family history if another relative is diagnosed with bowel cancer"],
    patientExtra:
      "On this history alone UK guidance does not advise an extra colonoscopy; tell your doctor if another relative is diagnosed.",
    evidence: ["bsg-2019-hereditary-crc"],
    evidenceReplacesRule: true,
  };
}
