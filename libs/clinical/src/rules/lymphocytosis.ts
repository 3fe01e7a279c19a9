import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber, joinList } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { BLOOD_CANCER, knownBloodCancer } from "./neutrophilia.ts";
import { isStated, statedMatches, statedMention } from "./notes.ts";
import { splenectomy } from "./post-splenectomy-counts.ts";
import { pregnantOrPostnatal } from "./pregnancy-emergencies.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A lymphocytosis that lasts, or comes with enlarged lymph nodes, in an adult: not the viral
 * after-effect the plain lab text suggests, but a reason to look for chronic lymphocytic leukaemia
 * or another lymphoproliferative disorder (review case L3). iwCLL 2018 defines CLL by 5 ×10⁹/L or
 * more clonal B lymphocytes sustained for 3 months, clonality shown by flow cytometry; NHS referral
 * guidance asks for immunophenotyping of a lymphocytosis above 5 ×10⁹/L lasting over 3 months.
 */

/** 5 ×10⁹/L in the rule unit for lymphocytes (per microlitre). */
const THRESHOLD_PER_UL = 5000;
const PERSISTENT_DAYS = 90;
const DAY_MS = 86_400_000;

/** Enlarged lymph nodes stated in the notes ("lymphadenopathy", "nodes both axillae", "palpable cervical nodes"). */
const NODES =
  /\b(?:lymphadenopathy|(?:enlarged|palpable|swollen)\s+(?:(?:axillary|cervical|inguinal|supraclavicular|lymph)\s+)?(?:nodes?|glands?)|(?:lymph\s+)?nodes?\s+(?:in\s+)?(?:both\s+|the\s+|left\s+|right\s+)?(?:axilla\w*|neck|groin|cervical|inguinal|supraclavicular)|(?:axillary|cervical|inguinal|supraclavicular)\s+(?:lymph\s+)?(?:nodes?|lymphadenopathy))/g;

function statedNodes(ctx: RuleContext): string | undefined {
  const text = ctx.freeText;
  return [...text.matchAll(NODES)].find((m) => isStated(text, m.index, m[0].length))?.[0];
}

/** An earlier result above the threshold taken at least 3 months before the current one. */
function earlierHigh(ctx: RuleContext, current: LabObservation): LabObservation | undefined {
  if (current.time === undefined) return undefined;
  return ctx
    .labs("alc")
    .filter((o) => o !== current && o.time !== undefined && current.time! - o.time >= PERSISTENT_DAYS * DAY_MS)
    .find((o) => (ctx.valueOf(o) ?? 0) > THRESHOLD_PER_UL);
}

/*
 * An earlier raised count the notes give with its time, "lymphocytes 5.1 a year ago", "lymphocytes
 * were 6.0 in 2024" (review 21, haem-coag case 08: 6.2 now in a 70-year-old whose notes gave 5.1 a
 * year before was read as "no earlier count on record" and "often a passing reaction to a virus").
 * A value in ×10⁹/L above the threshold, 3 months or more before the current count, stands for an
 * earlier result.
 */
const NOTED_EARLIER =
  /\b(?:lymphocytes?|lymphocyte\s+count|lymphs|alc)\s*(?:was|were|of|=|:)?\s*(?:~|about|around)?\s*(\d{1,2}(?:\.\d+)?)\s*(?:x\s*10\^?9\/l|×\s*10⁹\/l)?\s*,?\s*(?:(a|one|\d+)\s+(years?|months?)\s+ago|(last\s+year)|in\s+((?:19|20)\d\d))\b/g;

/** The fewest months the notes' time phrase can lie before the current count. */
function monthsBefore(m: RegExpExecArray, current: LabObservation): number {
  const [, , count, unit, lastYear, year] = m;
  if (lastYear !== undefined) return 12;
  if (year !== undefined) {
    const at = new Date(current.time ?? Number.NaN);
    return (at.getUTCFullYear() - Number(year)) * 12 + at.getUTCMonth() - 11;
  }
  const n = count === "a" || count === "one" ? 1 : Number(count);
  return unit?.startsWith("year") ? n * 12 : n;
}

/** The notes' quote of an earlier count above 5 ×10⁹/L taken 3 months or more before the current one. */
function notedEarlierHigh(ctx: RuleContext, current: LabObservation): string | undefined {
  for (const hit of statedMatches(ctx.freeText, NOTED_EARLIER, true)) {
    const m = new RegExp(NOTED_EARLIER.source).exec(hit.quote);
    if (m === null || Number(m[1]) * 1000 <= THRESHOLD_PER_UL) continue;
    if (monthsBefore(m, current) >= PERSISTENT_DAYS / 30) return hit.quote;
  }
  return undefined;
}

function persistentLymphocytosis(ctx: RuleContext): RuleMatch | undefined {
  const obs = ctx.lab("alc");
  const value = ctx.valueOf(obs);
  if (ctx.age === undefined || ctx.age < 18 || obs === undefined || value === undefined) return undefined;
  if (value <= THRESHOLD_PER_UL) return undefined;
  // Review 28, haem-onc-28 case 03: known CLL on watch and wait was told to have flow cytometry "to
  // look for chronic lymphocytic leukaemia"; a known blood cancer has its own plan, as for a single count.
  // "Chronic" reads as an unchanged state, which a known diagnosis is meant to be.
  if (knownBloodCancer(ctx) || statedMention(ctx.freeText, BLOOD_CANCER, true) !== undefined) return undefined;
  const earlier = earlierHigh(ctx, obs);
  const noted = earlier === undefined ? notedEarlierHigh(ctx, obs) : undefined;
  const nodes = statedNodes(ctx);
  if (earlier === undefined && noted === undefined && nodes === undefined) return undefined;
  const why = [
    earlier ? `and ${ctx.show(earlier)} 3 months or more earlier` : "",
    noted ? `and an earlier raised count in the notes ("${noted}")` : "",
    nodes ? `with enlarged lymph nodes in the notes ("${nodes}")` : "",
  ].filter(Boolean);
  const told = `${earlier || noted ? " and have stayed high for months" : ""}${nodes ? ", and swollen glands were noted" : ""}`;
  const toAsk = B_SYMPTOMS_ASKED.filter(
    ([, re]) => !re.test(ctx.freeText) || statedMention(ctx.freeText, re) !== undefined,
  );
  return {
    refs: ctx.refs(obs, earlier),
    values: { alc: ctx.show(obs), why: why.join(", "), told },
    // Review 24, haem-onc-24b case 03: "ask about night sweats and weight loss" beside notes that
    // already said "no night sweats, no weight loss"; only what the notes leave open is asked.
    ...(toAsk.length < B_SYMPTOMS_ASKED.length && {
      nextSteps: [
        "Blood film and peripheral blood flow cytometry (immunophenotyping) of the lymphocytes",
        `${toAsk.length > 0 ? `Ask about ${joinList(toAsk.map(([name]) => name))}, and examine` : "Examine"} the lymph nodes, liver and spleen`,
      ],
    }),
  };
}

/** The B symptoms asked about; one the notes mention only as absent ("no night sweats") is already asked. */
const B_SYMPTOMS_ASKED: readonly (readonly [string, RegExp])[] = [
  ["fevers", /\bfevers?\b|\bpyrexi\w*/i],
  ["night sweats", /\b(?:night )?sweats\b/i],
  ["weight loss", /\bweight loss\b|\blost weight\b|\blosing weight\b/i],
];

/*
 * A single lymphocytosis above 5 ×10⁹/L in an adult, with no earlier count and no nodes stated, got
 * only "often follows a viral infection" (review 19, blood-counts-2 case 01: lymphocytes 9.6 in a well
 * 71-year-old). NHS referral guidance seen 2026-11-29 gives the plan: a reactive lymphocytosis
 * generally settles within 2 months, so a well person has the count rechecked in 1–2 months (Devon,
 * western locality); a persistent one is immunophenotyped to look for a clonal B-cell population,
 * chronic lymphocytic leukaemia or monoclonal B-cell lymphocytosis among the causes (Devon, both
 * localities; iwCLL 2018); a stable count in a well person is unlikely to need treatment. NHS Lothian
 * refers urgently with weight loss, fever or drenching night sweats, nodes or a spleen, and refers
 * with anaemia (Hb below 100 g/L), neutrophils below 1.0 or platelets below 100 ×10⁹/L. A recent
 * illness in the notes keeps the wording on the reactive reading.
 */

/** Stated symptoms for which Lothian refers urgently (fever alone is left to the recent-illness reading). */
const B_SYMPTOMS =
  /\b(?:(?:drenching\s+)?night\s+sweats|drenching\s+sweats|(?:unintentional\s+|unexplained\s+)?weight\s+loss|losing\s+weight|(?:persistent|recurrent|unexplained)\s+fevers?)\b/g;
const SPLEEN = /\b(?:splenomegaly|(?:enlarged|palpable)\s+spleen|hepatosplenomegaly)\b/g;
/** A recent infection that explains a transient lymphocytosis. */
const RECENT_ILLNESS =
  /\b(?:viral|virus|sore\s+throat|tonsillitis|glandular\s+fever|mononucleosis|ebv|cmv|flu|influenza|covid|cold|cough|chest\s+infection|infection|fever|febrile|pertussis|whooping\s+cough)\b/g;

/** Low haemoglobin, neutrophils or platelets: Devon refers a lymphocytosis with any of them. */
function cytopenias(ctx: RuleContext): LabObservation[] {
  const low = (o: LabObservation | undefined): o is LabObservation =>
    o?.status === "low" || o?.status === "critical-low";
  return [ctx.lab("hemoglobin"), ctx.lab("anc"), ctx.lab("platelets")].filter(low);
}

const LABEL: Readonly<Record<string, string>> = {
  hemoglobin: "haemoglobin",
  anc: "neutrophils",
  platelets: "platelets",
};

interface Single {
  obs: LabObservation;
  /** Stated symptoms or spleen, and low counts, that call for referral rather than a repeat. */
  flags: string[];
  urgent: boolean;
  low: LabObservation[];
  illness?: string;
}

function single(ctx: RuleContext): Single | undefined {
  const obs = ctx.lab("alc");
  const value = ctx.valueOf(obs);
  if (ctx.age === undefined || ctx.age < 18 || obs === undefined || value === undefined) return undefined;
  if (value <= THRESHOLD_PER_UL || pregnantOrPostnatal(ctx) || knownBloodCancer(ctx)) return undefined;
  // A known blood cancer has its own plan; after a splenectomy the count stays raised for years.
  if (statedMention(ctx.freeText, BLOOD_CANCER) !== undefined || splenectomy(ctx)) return undefined;
  // Lasting or with nodes: the persistent rule above reads it.
  if (earlierHigh(ctx, obs) ?? notedEarlierHigh(ctx, obs) ?? statedNodes(ctx)) return undefined;
  const text = ctx.freeText;
  const symptom = statedMention(text, B_SYMPTOMS);
  const spleen = statedMention(text, SPLEEN);
  const low = cytopenias(ctx);
  const flags = [
    symptom ? `"${symptom}" in the notes` : "",
    spleen ? `"${spleen}" in the notes` : "",
    ...low.map((o) => `${LABEL[o.analyteId ?? ""] ?? o.name} ${ctx.show(o)}`),
  ].filter(Boolean);
  const illness = statedMention(text, RECENT_ILLNESS);
  return { obs, flags, urgent: symptom !== undefined || spleen !== undefined, low, ...(illness && { illness }) };
}

function wellLymphocytosis(ctx: RuleContext): RuleMatch | undefined {
  const s = single(ctx);
  if (s === undefined || s.flags.length > 0) return undefined;
  const age = ctx.age ?? 0;
  return {
    refs: ctx.refs(s.obs),
    values: {
      alc: ctx.show(s.obs),
      reading:
        s.illness !== undefined
          ? ` The notes mention a recent illness ("${s.illness}"), which makes a passing reactive lymphocytosis the likely reading.`
          : age >= 60
            ? " In an older adult a lymphocytosis that persists may be clonal, with chronic lymphocytic leukaemia or monoclonal B-cell lymphocytosis among the causes."
            : "",
    },
  };
}

function flaggedLymphocytosis(ctx: RuleContext): RuleMatch | undefined {
  const s = single(ctx);
  if (s === undefined || s.flags.length === 0) return undefined;
  return {
    refs: ctx.refs(s.obs, ...s.low),
    values: {
      alc: ctx.show(s.obs),
      flags: s.flags.join(" and "),
      refer: s.urgent ? "Refer urgently to haematology" : "Refer to haematology",
      patientWhy: s.urgent ? "the symptoms noted in your record" : "another part of your blood count is also low",
    },
  };
}

const RULES: readonly Rule[] = [
  {
    id: "persistent-lymphocytosis",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Blood count",
    title: "Lasting lymphocytosis: look for a lymphoproliferative disorder",
    clinician:
      "Lymphocytes {alc} {why}. A lymphocytosis above {five} that lasts 3 months or more, or comes with enlarged nodes, in an adult calls for a blood film and flow cytometry (immunophenotyping) to look for chronic lymphocytic leukaemia or another lymphoproliferative disorder: iwCLL 2018 defines CLL by {five} or more clonal B lymphocytes sustained for at least 3 months, with clonality confirmed by flow cytometry.",
    patient:
      "Your lymphocytes (a type of white blood cell) are high{told}. This needs a closer look: your doctor may arrange a blood film and a test of the type of these cells (flow cytometry).",
    nextSteps: [
      "Blood film and peripheral blood flow cytometry (immunophenotyping) of the lymphocytes",
      "Ask about fevers, night sweats and weight loss, and examine the lymph nodes, liver and spleen",
    ],
    patientQuestions: ["Why are my lymphocytes high, and do I need more tests?"],
    evidence: ["iwcll-2018-cll-guidelines", "devon-cll-referral-guidance", "bnssg-leucocytosis-pathway"],
    keywords: ["lymphocytosis", "chronic lymphocytic leukaemia", "cll", "flow cytometry", "immunophenotyping"],
    match: persistentLymphocytosis,
  },
  {
    id: "lymphocytosis-repeat-film",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Blood count",
    title: "Raised lymphocyte count in a well adult: repeat with a blood film",
    clinician:
      "Lymphocytes {alc}, above {five}, with no earlier count on record, no enlarged nodes stated and no symptoms or low counts that call for referral now.{reading} A reactive lymphocytosis, as after a viral infection, generally settles within 2 months: ask about fevers, night sweats and weight loss, examine the lymph nodes, liver and spleen, and repeat the full blood count with a blood film in 1–2 months (NHS Lothian waits longer in a well person: 3 months above {ten}, 6 months between 5 and 10). If the lymphocytosis persists, peripheral blood immunophenotyping (flow cytometry) looks for a clonal B-cell population (chronic lymphocytic leukaemia needs {five} or more clonal B cells for 3 months, iwCLL 2018); a stable raised count in a well person is unlikely to need treatment. Refer with symptoms, enlarged nodes, liver or spleen, anaemia, neutropenia or thrombocytopenia, or a rapidly rising count.",
    patient:
      "Your lymphocytes (a type of white blood cell) are raised. This is often a passing reaction to an infection such as a virus. Your doctor will usually repeat the blood count, with a closer look at the cells (a blood film), in 1–2 months, and arrange a further test of the cells if the count stays high. Tell your doctor if you have night sweats, fevers, weight loss or lumps in your neck, armpits or groin.",
    nextSteps: [
      "Repeat FBC with blood film in 1–2 months; ask about fevers, night sweats and weight loss; examine lymph nodes, liver and spleen",
      "If the lymphocytosis persists: peripheral blood immunophenotyping (flow cytometry) for a clonal B-cell population",
    ],
    patientQuestions: ["When should my lymphocyte count be checked again?"],
    evidence: [
      "devon-western-lymphocytosis-guidance",
      "nhs-lothian-refhelp-lymphocytosis",
      "devon-cll-referral-guidance",
      "iwcll-2018-cll-guidelines",
    ],
    keywords: ["lymphocytosis", "blood film", "flow cytometry", "immunophenotyping", "chronic lymphocytic leukaemia"],
    match: wellLymphocytosis,
  },
  {
    id: "lymphocytosis-refer",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Blood count",
    title: "Raised lymphocyte count with symptoms or low blood counts: refer to haematology",
    clinician:
      "Lymphocytes {alc}, above {five}, with {flags}. {refer} rather than waiting for a repeat count, with a blood film, liver tests and viral serology; examine the lymph nodes, liver and spleen. NHS Lothian refers a lymphocytosis above {five} urgently with weight loss, fever or drenching night sweats, nodes or a spleen, and also with cytopenias; Devon refers one with anaemia, neutropenia or thrombocytopenia. Peripheral blood immunophenotyping (flow cytometry) looks for a clonal B-cell disorder such as chronic lymphocytic leukaemia.",
    patient:
      "Your lymphocytes (a type of white blood cell) are raised, and because of {patientWhy} your doctor should refer you to a blood specialist (haematologist) soon rather than just repeat the test.",
    nextSteps: [
      "Refer to haematology (urgently with B symptoms, nodes or spleen) with FBC, blood film, liver tests and viral serology",
      "Peripheral blood immunophenotyping (flow cytometry)",
    ],
    patientQuestions: ["How soon will I see a blood specialist?"],
    evidence: [
      "nhs-lothian-refhelp-lymphocytosis",
      "devon-western-lymphocytosis-guidance",
      "iwcll-2018-cll-guidelines",
    ],
    keywords: [
      "lymphocytosis",
      "b symptoms",
      "haematology referral",
      "flow cytometry",
      "chronic lymphocytic leukaemia",
    ],
    match: flaggedLymphocytosis,
  },
];

/**
 * A count threshold (rule unit per µL) in the unit of the reported lymphocyte count: "5 ×10⁹/L" for
 * an SI count, "5 10^3/µL" beside a US count (review 29, country-29: a US record read "above
 * 5 ×10⁹/L" beside results in 10^3/µL).
 */
function inCountUnit(obs: LabObservation | undefined, perMicrolitre: number): string {
  const si = `${formatNumber(perMicrolitre / 1000)} ×10⁹/L`;
  if (obs?.unit === undefined || obs.value.kind !== "number" || obs.value.value === 0 || !obs.standard) return si;
  if (/10\^?9|10⁹|\/\s*l$/i.test(obs.unit.trim())) return si;
  const ratio = obs.standard.value / obs.value.value;
  return `${formatNumber(perMicrolitre / ratio)} ${obs.unit}`;
}

export const LYMPHOCYTOSIS_RULES: readonly Rule[] = RULES.map((rule) => ({
  ...rule,
  match: (ctx: RuleContext): RuleMatch | undefined => {
    const m = rule.match(ctx);
    if (m === undefined) return undefined;
    const obs = ctx.lab("alc");
    return {
      ...m,
      values: { ...m.values, five: inCountUnit(obs, THRESHOLD_PER_UL), ten: inCountUnit(obs, 2 * THRESHOLD_PER_UL) },
    };
  },
}));
