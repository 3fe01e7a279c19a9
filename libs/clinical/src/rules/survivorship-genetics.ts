import type { GeneticItem } from "../model.ts";
import { brcaBreastPlanStep, surgeryDone } from "./brca-breast-imaging.ts";
import type { RuleContext } from "./context.ts";
import { sentenceAround, statedMatches, statedMention } from "./notes.ts";
import { readsAsUk } from "./uk-record.ts";

/**
 * Tailoring of the hereditary-cancer and statin-gene findings (rules/genetics.ts) to the patient
 * in front of us: the statin actually taken, a man with Lynch syndrome, a survivor past the ages at
 * which surveillance starts, and a BRCA carrier whose ovaries are still in place.
 *
 * - SLCO1B1 and atorvastatin (CPIC 2022, as UF Health's implementation page sets it out): with
 *   decreased function start at 40 mg/day or less and add a non-statin if more is needed; with poor
 *   function 20 mg/day or less, then rosuvastatin 20 mg/day or less or combination therapy.
 * - BRCA (NCCN, as tabulated by its readers): risk-reducing salpingo-oophorectomy typically at
 *   35–40 for BRCA1 and 40–45 for BRCA2, earlier when the family's ages at diagnosis call for it.
 */

// ---------------------------------------------------------------------------------------------
// SLCO1B1: the statin taken

const STATIN_GENERICS = [
  "atorvastatin",
  "rosuvastatin",
  "pravastatin",
  "pitavastatin",
  "fluvastatin",
  "lovastatin",
  "simvastatin",
] as const;

/** Generic names of the statins currently taken, in the order of the medicine list. */
export function statinsTaken(ctx: RuleContext): string[] {
  const names = ctx
    .meds("statin")
    .flatMap((m) => m.drugs.filter((d) => (STATIN_GENERICS as readonly string[]).includes(d)));
  return [...new Set(names)];
}

/** CPIC 2022 dose advice for atorvastatin by SLCO1B1 phenotype; undefined for another phenotype. */
export function atorvastatinAdvice(phenotype: string | undefined): { text: string; step: string } | undefined {
  if (phenotype === "poor")
    return {
      text: "For atorvastatin with poor function, CPIC 2022 advises 20 mg/day or less; if more LDL lowering is needed, rosuvastatin 20 mg/day or less, or combination therapy.",
      step: "Keep atorvastatin at 20 mg/day or less (CPIC 2022, SLCO1B1 poor function); if more LDL lowering is needed, consider rosuvastatin 20 mg/day or less or add a non-statin",
    };
  if (phenotype === "decreased-function" || phenotype === "intermediate")
    return {
      text: "For atorvastatin with decreased function, CPIC 2022 advises 40 mg/day or less, with combination therapy if more LDL lowering is needed.",
      step: "Keep atorvastatin at 40 mg/day or less (CPIC 2022, SLCO1B1 decreased function); if more LDL lowering is needed, add a non-statin such as ezetimibe rather than raise the dose",
    };
  return undefined;
}

/** The patient's sentence on the statin they take (or none), after the general one. */
export function statinPatientAdvice(taken: readonly string[]): string {
  if (taken.includes("simvastatin"))
    return "You take simvastatin. A different statin or a lower dose may suit you better.";
  if (taken.length > 0)
    return `You take ${taken.join(" and ")}. Your doctor can check that the dose suits your gene result.`;
  return "If you ever need a statin, your doctor can choose one and a dose that suit your gene result.";
}

// ---------------------------------------------------------------------------------------------
// Lynch syndrome

/** Age from which colonoscopy has started for every Lynch gene, so the starting age need not be given. */
const LYNCH_START_PASSED = 40;

/** The notes placing the patient with a genetics service already, so a referral is not asked for again. */
const UNDER_GENETICS =
  /\b(?:under|known to|seen (?:by|in)|followed (?:up )?(?:by|in)|advised by|attends|reviewed (?:by|in))\s+(?:the\s+)?(?:(?:clinical|cancer|regional)\s+){0,2}genetics\b|\bfamily cancer clinic\b/i;

/**
 * The Lynch surveillance sentence and steps, for the patient's sex, age and cancer history.
 * `colonoscopyStepGiven`: the gene's own colonoscopy step is in the finding already (lynch-gene-timing.ts).
 */
export function lynchAdvice(ctx: RuleContext, colonoscopyStepGiven = false): { surveillance: string; steps: string[] } {
  const survivor = ctx.everHad("colorectal-cancer").length > 0;
  const older = ctx.age !== undefined && ctx.age >= LYNCH_START_PASSED;
  const man = ctx.sex === "male";
  // UK records follow BSG 2019's 2-yearly interval; "1–2 years" is the US (ACG) reading (review 25, cancer-25b).
  const every = readsAsUk(ctx) ? "every 2 years" : "every 1–2 years";
  const colon = survivor
    ? `colonoscopy ${every}, continuing after colorectal cancer surgery alongside the cancer follow-up`
    : older
      ? `colonoscopy ${every}`
      : `colonoscopy ${every} starting in the 20s–30s (gene-dependent)`;
  const referral = statedMention(ctx.freeText, UNDER_GENETICS) === undefined ? ["Refer to genetics"] : [];
  const colonoscopyStep = colonoscopyStepGiven ? [] : [`Colonoscopy ${every}`];
  const other = man
    ? "gene-specific surveillance for other Lynch-related cancers"
    : "endometrial and other cancer surveillance";
  const steps = survivor
    ? [
        "Make sure the patient is known to a cancer genetics service",
        `Keep colonoscopy ${every} alongside the colorectal cancer follow-up`,
      ]
    : [...referral, ...colonoscopyStep];
  return {
    surveillance: `${colon}, ${other}`,
    steps: [...steps, ...(man ? [] : ["Gynaecological risk management"]), "Offer cascade testing to relatives"],
  };
}

// ---------------------------------------------------------------------------------------------
// BRCA in a woman

/** NCCN ages for risk-reducing salpingo-oophorectomy: by this age it is due. */
const RRSO_BY_AGE: Readonly<Record<string, number>> = { BRCA1: 40, BRCA2: 45 };
const RRSO_AGES: Readonly<Record<string, string>> = { BRCA1: "35–40", BRCA2: "40–45" };
const UK_RRSO_USUAL_BY = 45;

/**
 * The surgery's timing in the words of the record's country (review 26, cancer-26b case 04: a UK
 * BRCA1 carrier was told what NCCN advises). NICE NG241 times the surgery to the gene (its
 * gene-by-gene ages were not seen, so none is quoted) and CG164 to a completed family; NHS England's
 * registry service describes it as usually offered at around 35–45. NCCN's gene-specific ages still
 * set when it is due.
 */
function rrsoTiming(ctx: RuleContext, gene: string): { advice: string; basis: string; late: (age: number) => boolean } {
  if (readsAsUk(ctx))
    return {
      advice:
        "In UK practice BRCA carriers are usually offered risk-reducing salpingo-oophorectomy at around 35–45, once her family is complete, with the gynaecology oncology team discussing its timing for her gene and its benefits and risks, including an early surgical menopause (NICE NG241, CG164)",
      basis: "UK practice: usually around 35–45, once her family is complete",
      // Within the UK's usual window it is due, not yet overdue.
      late: (age) => age > UK_RRSO_USUAL_BY,
    };
  return {
    advice: `NCCN advises risk-reducing salpingo-oophorectomy at ${RRSO_AGES[gene]} for ${gene} carriers (earlier if relatives were diagnosed young)`,
    basis: `NCCN: ${RRSO_AGES[gene]} for ${gene} carriers`,
    late: () => true,
  };
}

const OVARIES_REMOVED =
  /\b(?:(?:bilateral )?salpingo-?oophorectom(?:y|ies)|oophorectom(?:y|ies)|\bbso\b|ovaries (?:were |have been )?removed|total abdominal hysterectomy (?:and|with) bso)\b/i;
/** The operation talked about with the patient and put off or declined, as the notes say. */
const RRSO_DISCUSSED =
  /\b(?:rrso|(?:risk-reducing )?salpingo-?oophorectom\w*|oophorectom\w*|bso)\b[^.;]{0,80}?\b(?:deferred|declined|postponed|discussed)\b|\b(?:discussed|deferred|declined|postponed)\b[^.;]{0,60}?\b(?:rrso|salpingo-?oophorectom\w*|oophorectom\w*|bso)\b/i;
const OVARIES_IN_PLACE = /\bovar(?:y|ies) (?:still )?in situ\b|\bovaries (?:still )?(?:in place|present|intact)\b/i;

/** A discussion dated more than this many years back is raised again, as her view may have changed. */
const DISCUSSION_CURRENT_YEARS = 2;

/**
 * The notes' discussion of the operation, with the passage to the end of its sentence, unless the
 * latest year it names is more than two years old (review 10: "declined salpingo-oophorectomy in
 * 2022" is worth raising again).
 */
function recentDiscussion(
  ctx: RuleContext,
  text: string,
): { index: number; length: number; passage: string } | undefined {
  const hit = statedMatches(text, RRSO_DISCUSSED, true).next().value;
  if (hit === undefined) return undefined;
  const passage = text.slice(hit.index).split(/\.(?:\s|$)/)[0] ?? "";
  const years = [...passage.matchAll(/\b(?:19|20)\d\d\b/g)].map((m) => Number(m[0]));
  const now = new Date(ctx.model.now ?? Number.NaN).getUTCFullYear();
  if (years.length > 0 && Number.isFinite(now) && Math.max(...years) < now - DISCUSSION_CURRENT_YEARS) return undefined;
  return { index: hit.index, length: hit.length, passage };
}

/** Whether the notes or conditions say her ovaries were removed (not only that it was discussed). */
export function ovariesRemoved(ctx: RuleContext): boolean {
  const text = [ctx.freeText, ...ctx.model.conditions.map((c) => c.name.toLowerCase())].join(". ");
  return surgeryDone(text, OVARIES_REMOVED);
}

export interface BrcaWomanAdvice {
  meaning: string;
  steps: string[];
  questions: string[];
  patientExtra: string;
}

/**
 * The BRCA advice for a woman (or a patient whose sex is not recorded), read against her age, a
 * past breast cancer and whether her ovaries have been removed; undefined when none of these
 * changes the general advice (a young carrier with no cancer history).
 */
export function brcaWomanAdvice(ctx: RuleContext, g: GeneticItem, general: string): BrcaWomanAdvice | undefined {
  const gene = g.gene === "BRCA1" ? "BRCA1" : "BRCA2";
  const text = [ctx.freeText, ...ctx.model.conditions.map((c) => c.name.toLowerCase())].join(". ");
  const removed = surgeryDone(text, OVARIES_REMOVED);
  const inPlace = statedMention(text, OVARIES_IN_PLACE, true);
  const survivor = ctx.everHad("breast-cancer").length > 0;
  const age = ctx.age;
  // Only for a woman: the ovaries of a patient whose sex is not recorded are not assumed.
  const due = ctx.sex === "female" && !removed && age !== undefined && age >= RRSO_BY_AGE[gene]!;
  if (!survivor && !due) return undefined;
  const timing = rrsoTiming(ctx, gene);
  const rrso = timing.advice;
  // Already talked through and put off by her choice: her decision is named and revisited, not raised as new.
  const hit = due ? recentDiscussion(ctx, text) : undefined;
  const discussed = hit && sentenceAround(text, hit.index, hit.length).trim();
  const waiting = hit !== undefined && /\b(?:defer|declin|postpon|wait|decided against)\w*/.test(hit.passage);
  // Overdue when the notes say the ovaries are in place; otherwise the record only lacks the surgery.
  const meaning = due
    ? discussed
      ? `${general} ${rrso}; at ${age} it is due, and the notes record that it has been discussed ("${discussed}"), so it is revisited with her at her next review rather than raised as new.`
      : inPlace
        ? `${general} ${rrso}; at ${age}, with the ovaries in situ according to the notes, it is ${timing.late(age!) ? "overdue" : "due"}.`
        : `${general} ${rrso}; at ${age} it is due now if the ovaries are still in place (no oophorectomy in the record).`
    : general;
  const steps = [
    ...(due
      ? [
          discussed
            ? `Risk-reducing salpingo-oophorectomy already discussed ("${discussed}"): revisit it with her at her next review (${timing.basis})`
            : inPlace
              ? `Discuss risk-reducing salpingo-oophorectomy now: ${timing.late(age!) ? "overdue" : "due"} at ${age} for a ${gene} carrier (${timing.basis}); refer to gynaecology or the high-risk clinic`
              : `Confirm whether the ovaries are still in place; if so, discuss risk-reducing salpingo-oophorectomy now (${timing.basis})`,
        ]
      : []),
    survivor
      ? "Continue yearly breast imaging (mammography, with MRI as NCCN advises for carriers) within the breast cancer follow-up"
      : brcaBreastPlanStep(ctx),
    "Offer cascade testing to first-degree relatives",
  ];
  const questions = [
    due && discussed
      ? "When should we talk again about removing my ovaries and fallopian tubes?"
      : due
        ? `Should I have my ovaries and fallopian tubes removed${inPlace ? " now" : ", if I still have them"}?`
        : "What breast checks do I need now?",
    "Should my family members be tested?",
  ];
  const patientExtra = due
    ? discussed
      ? `You have already talked with your team about an operation to remove the ovaries and fallopian tubes, which greatly lowers the risk of ovarian cancer${waiting ? ", and chose to wait for now" : ""}. Your team will go over it with you again at your next review.`
      : `${inPlace ? "Your ovaries are still in place. For" : "If you still have your ovaries: for"} women with this gene change, an operation to remove the ovaries and fallopian tubes is usually advised by your age. It greatly lowers the risk of ovarian cancer. It is worth talking about with your doctor, even if you decided against it before.`
    : "";
  return { meaning, steps, questions, patientExtra };
}
