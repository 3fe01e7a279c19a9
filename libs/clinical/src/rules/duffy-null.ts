import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isLow } from "./lab-status.ts";

/*
 * Duffy-null associated neutrophil count, formerly "benign ethnic neutropenia" (see
 * SUMMARIES["merz-2023-duffy-null-anc"], ["hibbs-2025-duffy-null-intervals"] and
 * ["nhs-lothian-refhelp-neutropenia"]): many healthy people of African or Middle Eastern ancestry
 * carry the Duffy-null blood group, which lowers the neutrophil count (and with it the white cell
 * count) without raising the risk of infection. Lothian's referral guidance investigates such a
 * patient only when the neutrophils are below 1.0 ×10⁹/L on repeat testing and asks for no further
 * monitoring otherwise. The rule reads it only when nothing else explains the count: other blood
 * cells normal, no stated infection or symptom of one, no medicine those sources or the engine's
 * other rules link to neutropenia, and an earlier count that was low too and not clearly higher.
 */

/** The count below which Lothian's guidance investigates even with this ancestry, per microlitre (1.0 ×10⁹/L). */
const INVESTIGATE_BELOW = 1000;
/**
 * A fall from the previous count larger than this share is not read as stable: an engine choice,
 * not a source's, so a count drifting down toward 1.0 ×10⁹/L is left to the usual reading.
 */
const STABLE_FALL = 0.25;

/**
 * Countries of African or Middle Eastern ancestry, read only with a word of family or origin ("family
 * originally from Yemen", "Somali heritage"), never as travel (review 22, haem-22 case 10: "Family
 * originally from Yemen" was not read, where "Yemeni" was).
 */
const ANCESTRY_COUNTRIES = [
  "yemen",
  "somalia",
  "somaliland",
  "ethiopia",
  "eritrea",
  "sudan",
  "south sudan",
  "nigeria",
  "ghana",
  "kenya",
  "uganda",
  "(?:the )?(?:democratic republic of (?:the )?)?congo",
  "cameroon",
  "sierra leone",
  "zimbabwe",
  "(?:the )?gambia",
  "senegal",
  "saudi arabia",
  "oman",
].join("|");

/**
 * Ancestry with common Duffy-null status, or the trait itself, stated in the notes or conditions.
 * "South African" alone says nothing of ancestry and is left out; "Black South African" is read.
 */
const ANCESTRY = new RegExp(
  String.raw`\b(?:black[\s-]+(?:british|african|caribbean|american|south african)|afro-?caribbean|african[\s-]+caribbean|(?<!\bsouth\s)african|middle[\s-]+eastern|arab(?:ic)?|ethnicity\W{0,3}black|ghanaian|nigerian|somali(?:an)?|ethiopian|eritrean|sudanese|kenyan|ugandan|congolese|cameroonian|sierra leonean|zimbabwean|gambian|senegalese|yemeni|saudi|emirati|omani|duffy[\s-]*null|(?:benign )?ethnic neutropenia)\b|\b(?:family|families|parents?|born|originally|roots?|heritage|descent|origins?)\b[^.;\n]{0,25}?\b(?:from|in)\s+(?:${ANCESTRY_COUNTRIES})\b|\b(?:${ANCESTRY_COUNTRIES})[\s-]+(?:heritage|origin|descent|family|roots)\b`,
);

/** Stated infection, its symptoms, or findings that point to another cause of a low count. */
const OTHER_CAUSE =
  /\b(?:infections?|infected|fevers?|feverish|febrile|rigors?|sore throat|mouth ulcers?|oral ulcers?|viral illness|flu|influenza|covid|hiv|hepatitis|chemotherapy|radiotherapy|splenomegaly|lymphadenopathy|night sweats|weight loss|rheumatoid|lupus|sle)\b/;

/** Medicine classes known to lower neutrophils (the Lothian list, and the drugs other rules watch). */
const NEUTROPENIC_DRUGS = [
  "clozapine",
  "antithyroid",
  "methotrexate",
  "thiopurine",
  "fluoropyrimidine",
  "co-trimoxazole",
  "sulfonylurea",
  "thiazide",
  "nsaid",
  "dopamine-blocker",
] as const;

/** Notes and the names of recorded conditions, lower-cased, for the ancestry and cause searches. */
export function recordText(ctx: RuleContext): string {
  return [ctx.freeText, ...ctx.model.conditions.map((c) => `${c.name.toLowerCase()}.`)].join(" ");
}

/** The current neutrophil count and the previous one on an earlier date, when both have values. */
function currentAndPrevious(ctx: RuleContext): [LabObservation, LabObservation] | undefined {
  const counts = ctx.labs("anc").filter((o) => o.standard !== undefined);
  const current = counts[0];
  if (current?.time === undefined) return undefined;
  const previous = counts.find((o) => o.time !== undefined && o.time < current.time!);
  return previous ? [current, previous] : undefined;
}

/**
 * A count stated as stable over time in the notes ("neutrophils 1.1-1.3 on four counts since 2018,
 * stable"), or a Duffy-null status or benign ethnic neutropenia recorded as a finding: either stands
 * in for an earlier count in the results (review 12, overcall case 03), as do earlier counts said to
 * be similar ("previous counts similar for 8 years", review 12, haematology 18), and earlier low
 * counts given as such ("neutrophils 1.3 and 1.5 on previous checks", review 22, haem-22 case 10).
 */
const STATED_STABLE =
  /\b(?:neutrophils?|anc|neutropenia|(?:previous|earlier|past|prior) (?:blood )?counts?)\b(?:[^.;\n]|\.(?=\d)){0,80}\b(?:stable|unchanged|similar|since (?:19|20)\d\d|for (?:many |several |\d+ )?years|long-?standing|on (?:(?:the|two|three|several|\d+)\s+)?(?:previous|earlier|past|prior|repeat(?:ed)?) (?:blood )?(?:checks?|counts?|tests?|occasions?))\b/;
const RECORDED_TRAIT =
  /\b(?:duffy[\s-]*null(?:\s+(?:phenotype|status|genotype))?\s+(?:confirmed|known|documented|recorded)|(?:known|confirmed|documented)\s+duffy[\s-]*null|benign ethnic neutropenia|duffy-null associated neutrophil count)\b/;

/*
 * A Duffy-null status the record gives as already tested, by name or as the Fy(a-b-) phenotype:
 * review 26 (haem-26b case 05), "Duffy-null phenotype (Fy(a-b-)) confirmed by the hospital lab" was
 * still offered a phenotype test to confirm it.
 */
const CONFIRMED_DUFFY_NULL =
  /\bduffy[\s-]*null\b[^.;\n]{0,40}?\b(?:confirmed|known|documented|tested)\b|\b(?:confirmed|known|documented)\s+duffy[\s-]*null\b|\bfy\s*\(\s*a\s*-\s*b\s*-\s*\)/i;

/** The earlier count in the results, or the record's statement that the count has been stable. */
function earlierEvidence(ctx: RuleContext, current: LabObservation): LabObservation | string | undefined {
  const previous = currentAndPrevious(ctx)?.[1];
  if (previous !== undefined) return previous;
  const text = recordText(ctx);
  const quote = statedMention(text, STATED_STABLE, true) ?? statedMention(text, RECORDED_TRAIT, true);
  return quote === undefined || current.time === undefined ? undefined : quote;
}

/**
 * The stated ancestry, when nothing else explains a low neutrophil count: the other cell lines
 * measured and not low, no neutropenia-causing medicine, and no stated infection or other cause.
 */
function nothingElseExplains(ctx: RuleContext): string | undefined {
  // The other cell lines must be measured and not low: a low count of another line is not this trait.
  const hb = ctx.lab("hemoglobin");
  const platelets = ctx.lab("platelets");
  const lymphocytes = ctx.lab("alc");
  if (hb === undefined || platelets === undefined || isLow(hb) || isLow(platelets) || isLow(lymphocytes))
    return undefined;
  if (ctx.medsOf(...NEUTROPENIC_DRUGS).length > 0) return undefined;
  const text = recordText(ctx);
  const ancestry = statedMention(text, ANCESTRY, true);
  if (ancestry === undefined || statedMention(text, OTHER_CAUSE, true) !== undefined) return undefined;
  return ancestry;
}

/*
 * A single mildly low count (1.0 ×10⁹/L or more) with the ancestry stated and no earlier count or
 * statement of stability (review 19, blood-counts-2 case 08: neutrophils 1.3 in a well 34-year-old of
 * Nigerian ancestry) got the lab lines only, the white cell one naming bone-marrow problems. Lothian
 * investigates such a patient only below 1.0 on repeat testing; the finding says so, with one repeat
 * count to show the level is stable, and no alarm.
 */
export function duffyNullSingleCount(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age < 18) return undefined;
  const current = ctx.labs("anc").find((o) => o.standard !== undefined);
  const now = ctx.valueOf(current);
  if (current === undefined || now === undefined || !isLow(current) || now < INVESTIGATE_BELOW) return undefined;
  if (earlierEvidence(ctx, current) !== undefined) return undefined;
  const ancestry = nothingElseExplains(ctx);
  if (ancestry === undefined) return undefined;
  const wbc = ctx.lab("wbc");
  const lowWbc = isLow(wbc) ? wbc : undefined;
  return {
    refs: ctx.refs(current, lowWbc),
    values: {
      anc: ctx.show(current),
      ancestry,
      wbc: lowWbc
        ? ` The white cell count ${ctx.show(lowWbc)} is low with it, as white cell counts are lower in Duffy-null adults too.`
        : "",
    },
    ...(lowWbc ? { evidence: ["hibbs-2025-duffy-null-intervals"] } : {}),
  };
}

export function duffyNullCount(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age !== undefined && ctx.age < 18) return undefined;
  const current = ctx.labs("anc").find((o) => o.standard !== undefined);
  if (current === undefined) return undefined;
  const earlier = earlierEvidence(ctx, current);
  if (earlier === undefined) return undefined;
  const previous = typeof earlier === "string" ? undefined : earlier;
  const now = ctx.valueOf(current);
  const before = previous === undefined ? now : ctx.valueOf(previous);
  if (now === undefined || before === undefined) return undefined;
  if (!isLow(current) || (previous !== undefined && !isLow(previous))) return undefined;
  if (now < INVESTIGATE_BELOW || before < INVESTIGATE_BELOW) return undefined;
  if (now < before * (1 - STABLE_FALL)) return undefined;
  const ancestry = nothingElseExplains(ctx);
  if (ancestry === undefined) return undefined;
  const wbc = ctx.lab("wbc");
  const lowWbc = isLow(wbc) ? wbc : undefined;
  const confirmed = statedMention(recordText(ctx), CONFIRMED_DUFFY_NULL);
  return {
    ...(confirmed === undefined
      ? {}
      : {
          clinicianExtra: `The record states the Duffy-null status is already confirmed ("${confirmed}"), so no phenotype test is needed.`,
          nextSteps: [
            "No further work-up is usually needed; investigate if the neutrophils fall below 1.0 ×10⁹/L on repeat testing or infections or mouth ulcers occur",
            "Record the Duffy-null associated neutrophil count as a known variant so that future counts are read against it",
          ],
        }),
    refs: ctx.refs(current, previous, lowWbc),
    values: {
      anc: ctx.show(current),
      previous:
        typeof earlier === "string" ? `with the record stating "${earlier}"` : `previously ${ctx.show(earlier)}`,
      ancestry,
      wbc: lowWbc
        ? ` The white cell count ${ctx.show(lowWbc)} is low with it, as white cell counts are lower in Duffy-null adults too.`
        : "",
    },
    ...(lowWbc
      ? {
          evidence: ["hibbs-2025-duffy-null-intervals"],
          patientExtra: "Your total white cell count is a little low for the same reason.",
        }
      : {}),
  };
}

export const DUFFY_NULL_RULES: readonly Rule[] = [
  {
    id: "duffy-null-neutrophil-count",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Neutrophil count",
    title: "Likely Duffy-null associated neutrophil count (formerly benign ethnic neutropenia)",
    clinician:
      'Neutrophils {anc}, {previous}: mildly low and stable, with other blood cells normal, no stated infection or neutropenia-causing medicine, and the ancestry stated in the record ("{ancestry}"). This fits a Duffy-null associated neutrophil count (formerly benign ethnic neutropenia), a normal variant common in people of African and Middle Eastern ancestry that does not raise the risk of infection.{wbc} It usually needs no further work-up unless the count falls below 1.0 ×10⁹/L on repeat testing or infections, mouth ulcers or other symptoms occur.',
    patient:
      "Your neutrophils (infection-fighting white cells) are a little below the usual range, as they were before. Many healthy people with African or Middle Eastern family roots have a naturally lower count, linked to a common inherited blood type called Duffy-null. It does not raise the risk of infection and usually needs no further tests. Tell your doctor if you get frequent or severe infections, mouth ulcers or a fever.",
    nextSteps: [
      "No further work-up is usually needed; investigate if the neutrophils fall below 1.0 ×10⁹/L on repeat testing or infections or mouth ulcers occur",
      "Record the likely Duffy-null associated neutrophil count so that future counts are read against it; a Duffy phenotype test can confirm the Duffy-null status if it would change care",
    ],
    patientQuestions: ["Should my notes record that a lower neutrophil count is normal for me?"],
    evidence: ["merz-2023-duffy-null-anc", "nhs-lothian-refhelp-neutropenia"],
    keywords: ["duffy-null", "benign ethnic neutropenia", "neutropenia", "neutrophils", "anc"],
    match: duffyNullCount,
  },
  {
    id: "duffy-null-single-count",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Neutrophil count",
    title: "Mildly low neutrophil count, possibly Duffy-null associated: repeat once",
    clinician:
      'Neutrophils {anc}, mildly low, with other blood cells normal, no stated infection or neutropenia-causing medicine, and the ancestry stated in the record ("{ancestry}"). A count of 1.0 ×10⁹/L or more does not usually raise the risk of infection, and a Duffy-null associated neutrophil count (formerly benign ethnic neutropenia), a normal variant common in people of African and Middle Eastern ancestry, is the likely reading.{wbc} Repeat the count once to show it is stable; investigate only if it falls below 1.0 ×10⁹/L on repeat testing or infections or mouth ulcers occur (NHS Lothian).',
    patient:
      "Your neutrophils (infection-fighting white cells) are a little below the usual range. Many healthy people with African or Middle Eastern family roots have a naturally lower count, linked to a common inherited blood type called Duffy-null, which does not raise the risk of infection. Your doctor may repeat the test once to check it is steady. Tell your doctor if you get frequent or severe infections, mouth ulcers or a fever.",
    nextSteps: [
      "Repeat the full blood count once to confirm a stable count; investigate only if the neutrophils fall below 1.0 ×10⁹/L on repeat testing or infections or mouth ulcers occur",
    ],
    patientQuestions: ["Could a lower neutrophil count be normal for me?"],
    evidence: ["merz-2023-duffy-null-anc", "nhs-lothian-refhelp-neutropenia"],
    keywords: ["duffy-null", "benign ethnic neutropenia", "neutropenia", "neutrophils", "anc"],
    match: duffyNullSingleCount,
  },
];
