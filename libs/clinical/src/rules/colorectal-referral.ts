import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { checkpointInhibitors } from "./adrenal-crisis-suspected.ts";
import type { RuleContext } from "./context.ts";
import { isStated } from "./notes.ts";
import { nsaidInNotes } from "./nsaid-in-notes-kidney.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { devolvedNation, readsAsUsUnits } from "./uk-record.ts";

/*
 * Stool tests that decide a lower-bowel referral.
 * - FIT: NICE's diagnostics guidance on quantitative FIT refers adults on a suspected cancer pathway
 *   (an appointment within 2 weeks) for colorectal cancer when the FIT result is at least
 *   10 µg haemoglobin per gram of faeces. Results reported in another unit (ng/mL of buffer) are
 *   assay-specific and are not converted, so the rule reads only µg/g.
 * - Faecal calprotectin: NICE DG11 uses it to tell inflammatory bowel disease from irritable bowel
 *   syndrome in people with lower bowel symptoms; people with IBD need specialist (gastroenterology)
 *   care. A raised result in someone not known to have IBD is therefore a referral question.
 */

const F = FindingFamily.pattern;

/** A stool result in micrograms per gram ("ug Hb/g faeces", "µg/g", "mcg/g", "mg/kg"). */
const PER_GRAM = /^\s*(?:[µμu]g|mcg)\b[^/]*\/\s*g\b|^\s*mg\s*\/\s*kg\b/i;

/** The reported number of a stool result in µg/g, or undefined for another unit or a "<" result. */
function perGram(obs: LabObservation | undefined): number | undefined {
  if (obs === undefined || obs.value.kind !== "number") return undefined;
  if (obs.value.comparator === "<" || obs.value.comparator === "<=") return undefined;
  if (!PER_GRAM.test(obs.unit ?? "")) return undefined;
  return obs.value.value;
}

/** Lower-bowel warning features stated in the notes. */
const BOWEL_RED_FLAGS: { re: RegExp; words: string }[] = [
  {
    re: /\b(?:rectal bleeding|blood (?:in|with|mixed (?:in|with)) (?:the )?(?:stools?|faeces|feces)|bloody (?:stools?|diarrho?ea)|blood mixed in|passing blood|bleeding from the (?:back passage|bottom))\b/g,
    words: "blood in the stool",
  },
  {
    re: /\b(?:nocturnal (?:diarrho?ea|symptoms|stools?)|waking (?:at night|in the night|up at night)|wakes? (?:at night|in the night) to open)\b/g,
    words: "night-time symptoms",
  },
  { re: /\b(?:weight loss|lost (?:\d+(?:\.\d+)?\s*)?(?:kg|lb|stone|weight))\b/g, words: "weight loss" },
];

function redFlags(ctx: RuleContext): string[] {
  const text = ctx.freeText;
  const flags = BOWEL_RED_FLAGS.filter(({ re }) =>
    [...text.matchAll(re)].some((m) => isStated(text, m.index, m[0].length)),
  ).map((f) => f.words);
  const hb = ctx.value("hemoglobin");
  const lower = ctx.lowerLimit("hemoglobin");
  if (hb !== undefined && lower !== undefined && hb < lower)
    flags.push(`anaemia (haemoglobin ${ctx.showValue("hemoglobin")})`);
  return flags;
}

/** Inflammatory bowel disease already diagnosed: calprotectin then tracks disease activity. */
const KNOWN_IBD = /\b(?:crohn|ulcerative colitis|inflammatory bowel disease|ibd|colitis)\b/i;

/** A FIT of 10 µg/g or more in an adult: the positive FIT this rule refers (read by ida-gi-referral.ts). */
export function positiveFit(ctx: RuleContext): { obs: LabObservation; value: number } | undefined {
  const obs = ctx.anyLab("fit");
  const value = perGram(obs);
  if (obs === undefined || value === undefined || value < 10) return undefined;
  if (ctx.age !== undefined && ctx.age < 18) return undefined;
  return { obs, value };
}

/** The qFIT from which the Scottish referral guidelines make a referral an urgent suspicion of cancer. */
const SCOTTISH_USC_FIT = 20;

/*
 * Scotland refers by its own guidelines, not NICE's (review 30b, nations-30b case 05/06: an Aberdeen
 * and a Dundee record were given NICE's 10 µg/g threshold and 2-week pathway). The Scottish
 * Referral Guidelines for Suspected Cancer 2025 make a qFIT of 20 or more with symptoms or
 * iron-deficiency anaemia an urgent suspicion of cancer (USC) referral; below 20 the health board's
 * qFIT pathway sets the priority.
 */
function scottishFit(ctx: RuleContext, obs: LabObservation, value: number, bloodsDone: boolean): Partial<RuleMatch> {
  const usc = value >= SCOTTISH_USC_FIT;
  return {
    values: {
      fit: ctx.show(obs),
      guidance: usc
        ? "The Scottish Referral Guidelines for Suspected Cancer (2025) make a qFIT of 20 µg Hb/g or more, with colorectal symptoms or iron-deficiency anaemia, an urgent suspicion of cancer (USC) referral to the colorectal service."
        : "This is below the 20 µg Hb/g at which the Scottish Referral Guidelines for Suspected Cancer (2025) make it an urgent suspicion of cancer (USC) referral; the health board's qFIT pathway sets the priority of the referral, with the symptoms.",
      when: usc ? "urgently" : "soon",
    },
    nextSteps: [
      usc
        ? "Refer to the colorectal service as an urgent suspicion of cancer (USC) referral (Scottish Referral Guidelines for Suspected Cancer)"
        : "Refer to the colorectal service by the health board's qFIT pathway (below the 20 µg Hb/g USC threshold)",
      ...(bloodsDone ? [] : ["Check a full blood count and ferritin if not already done"]),
    ],
    evidence: ["scottish-referral-guidelines-lower-gi-2025"],
    evidenceReplacesRule: true,
  };
}

function fitReferral(ctx: RuleContext): RuleMatch | undefined {
  const fit = positiveFit(ctx);
  if (fit === undefined) return undefined;
  const { obs } = fit;
  const ferritin = ctx.lab("ferritin");
  const ferritinValue = ctx.valueOf(ferritin);
  const ferritinLower = ctx.lowerLimit("ferritin");
  const lowFerritin = ferritinValue !== undefined && ferritinLower !== undefined && ferritinValue < ferritinLower;
  const bloodsDone = ferritin !== undefined && ctx.lab("hemoglobin") !== undefined;
  const extra = lowFerritin
    ? `The low ferritin (${ctx.show(ferritin)}) adds to the case for lower-bowel investigation.`
    : undefined;
  // A US record has no NICE FIT threshold or 2-week pathway (review 30, country-30 case 01: a
  // Dayton, Ohio record was told of NICE's diagnostics guidance and "the suspected colorectal cancer
  // pathway"). There the positive FIT is followed by colonoscopy, arranged promptly; no US source
  // for the timing was seen today, so none is named.
  if (readsAsUsUnits(ctx))
    return {
      refs: ctx.refs(obs, lowFerritin ? ferritin : undefined),
      values: {
        fit: ctx.show(obs),
        guidance:
          "A positive FIT is followed by a colonoscopy, arranged promptly, not by a repeat stool test; with symptoms the colonoscopy is diagnostic rather than screening.",
        when: "soon",
      },
      clinicianExtra: extra,
      nextSteps: [
        "Refer promptly for colonoscopy (a positive FIT is not repeated instead)",
        ...(bloodsDone ? [] : ["Check a complete blood count and ferritin if not already done"]),
      ],
      evidence: [],
      evidenceReplacesRule: true,
    };
  if (devolvedNation(ctx) === "Scotland")
    return {
      refs: ctx.refs(obs, lowFerritin ? ferritin : undefined),
      clinicianExtra: extra,
      ...scottishFit(ctx, obs, fit.value, bloodsDone),
    };
  return {
    refs: ctx.refs(obs, lowFerritin ? ferritin : undefined),
    values: { fit: ctx.show(obs), guidance: NICE_FIT, when: "urgently, with an appointment within 2 weeks" },
    clinicianExtra: extra,
    nextSteps: bloodsDone
      ? ["Refer on the suspected colorectal cancer pathway (appointment within 2 weeks)"]
      : undefined,
  };
}

const NICE_FIT =
  "NICE's diagnostics guidance on quantitative FIT refers adults at this level on a suspected cancer pathway for colorectal cancer (an appointment within 2 weeks).";

function calprotectinReferral(ctx: RuleContext): RuleMatch | undefined {
  const obs = ctx.anyLab("calprotectin");
  const value = perGram(obs);
  const upper = obs?.range?.high;
  if (obs === undefined || value === undefined || upper === undefined || value <= upper) return undefined;
  if (ctx.model.conditions.some((c) => c.status !== "resolved" && KNOWN_IBD.test(c.name))) return undefined;
  // On a checkpoint inhibitor this is immune colitis, read by rules/ici-colitis-hepatitis.ts, not an IBD referral.
  if (checkpointInhibitors(ctx).length > 0) return undefined;
  const flags = redFlags(ctx);
  const hb = ctx.lab("hemoglobin");
  const anaemic = flags.some((f) => f.startsWith("anaemia"));
  // NSAIDs raise faecal calprotectin themselves (review 22, liver-gi-22 case 03: naproxen most days
  // beside a calprotectin of 210 µg/g, with no word of it). No pathway seen today says to repeat
  // the test off the NSAID before referring, so the finding only names the effect.
  const nsaidMed = ctx.meds("nsaid")[0];
  const nsaid = nsaidMed?.name ?? nsaidInNotes(ctx);
  const nsaidText =
    nsaid === undefined
      ? undefined
      : `An NSAID is taken (${nsaidMed === undefined ? `"${nsaid}" in the notes` : nsaid}): NSAIDs raise faecal calprotectin themselves through NSAID enteropathy, found in 44% of people taking them in one study and in a fifth of those at levels seen in inflammatory bowel disease, so read the result with the NSAID in mind.`;
  const extras = [
    flags.length > 0
      ? `Warning features in the record: ${flags.join(", ")}. With these, the referral should be urgent.`
      : undefined,
    nsaidText,
  ].filter((x): x is string => x !== undefined);
  return {
    refs: ctx.refs(obs, anaemic ? hb : undefined),
    values: { calprotectin: ctx.show(obs), upper: `${upper} ${obs.unit ?? ""}`.trim() },
    severity: flags.length > 0 ? Severity.high : Severity.moderate,
    clinicianExtra: extras.length > 0 ? extras.join(" ") : undefined,
    ...(nsaid === undefined ? {} : { evidence: ["nice-dg11-calprotectin", "tibble-1999-nsaid-calprotectin"] }),
    patientExtra:
      [
        flags.length > 0 ? "Because of your other symptoms, this referral should be made urgently." : undefined,
        nsaid === undefined
          ? undefined
          : "Anti-inflammatory painkillers such as the one you take can also raise this test, so tell your doctor how often you take them.",
      ]
        .filter((x): x is string => x !== undefined)
        .join(" ") || undefined,
    nextSteps: flags.length > 0 ? ["Refer urgently to gastroenterology for assessment and colonoscopy"] : undefined,
  };
}

export const COLORECTAL_REFERRAL_RULES: readonly Rule[] = [
  {
    id: "fit-positive-referral",
    family: F,
    severity: Severity.high,
    problem: "Bowel",
    title: "Positive FIT: bowel investigation needed soon",
    clinician: "FIT {fit}: at or above 10 µg haemoglobin per gram of faeces. {guidance}",
    patient:
      "Your stool test (FIT) found blood that cannot be seen by eye. You need a hospital bowel test soon, usually a colonoscopy (a camera test of the bowel), to find where the blood comes from. Your doctor should refer you {when}. Many people with this result do not have cancer, but it must be checked.",
    nextSteps: [
      "Refer on the suspected colorectal cancer pathway (appointment within 2 weeks)",
      "Check a full blood count and ferritin if not already done",
    ],
    patientQuestions: ["When will I hear about my bowel test?"],
    evidence: ["nice-fit-colorectal-referral", "nice-ng12-suspected-cancer"],
    keywords: ["fit", "faecal immunochemical test", "colorectal cancer", "suspected cancer referral"],
    match: fitReferral,
  },
  {
    id: "calprotectin-raised-referral",
    family: F,
    severity: Severity.moderate,
    problem: "Bowel",
    title: "Raised faecal calprotectin: bowel inflammation to be assessed",
    clinician:
      "Faecal calprotectin {calprotectin} is above the laboratory limit ({upper}). NICE DG11 uses faecal calprotectin to tell inflammatory bowel disease (Crohn's disease, ulcerative colitis) from irritable bowel syndrome; a raised result points to bowel inflammation, and people with inflammatory bowel disease need specialist assessment.",
    patient:
      "Your stool test for bowel inflammation (calprotectin) is raised. This can be a sign of inflammatory bowel disease, such as Crohn's disease or ulcerative colitis. You should see a bowel specialist (gastroenterologist), who may look inside your bowel with a camera.",
    nextSteps: ["Refer to gastroenterology for assessment of possible inflammatory bowel disease"],
    patientQuestions: ["Do I need a camera test of my bowel?"],
    evidence: ["nice-dg11-calprotectin"],
    keywords: ["calprotectin", "inflammatory bowel disease", "crohn's disease", "ulcerative colitis"],
    match: calprotectinReferral,
  },
];
