import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedAnaemiaCauses } from "./haematology-context.ts";
import { statedAlcohol } from "./alcohol-hepatitis.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Large red cells with two or more low blood counts in an older adult, not explained by low B12 or
 * folate, alcohol, liver disease or a marrow-suppressing medicine, are a marrow question: myelodysplasia
 * is the main diagnosis to consider (review 11 onc-haem, case 16: MCV 98 → 107 with Hb 102,
 * platelets 96 and neutrophils 1.2, B12, folate and TSH normal, was offered only "check B12, folate,
 * liver tests and TSH").
 * - NHS Lothian RefHelp, macrocytic anaemia (seen 2026-11-28): applies to macrocytosis with low
 *   neutrophils or platelets; when B12, folate, thyroid and reticulocytes do not explain it,
 *   myelodysplasia is the main diagnosis; blood film, then refer to haematology.
 * - Galloway & Hamilton, BMJ 2007: myelodysplasia often presents as a macrocytic anaemia with normal
 *   B12 and folate.
 * The cytopenia-severity rule in oncology-haematology.ts reads counts at severe levels only; this
 * one reads the milder, combined picture.
 */

const F = FindingFamily.pattern;

/** MCV above this (fL) is macrocytosis, as in the macrocytosis finding. */
const MACROCYTOSIS_FL = 100;
/** Myelodysplasia is a disease of older adults; below this age other causes come first. */
const MIN_AGE = 50;

/*
 * UK units a week above which stated drinking counts as a cause of the macrocytosis: the UK Chief
 * Medical Officers' low-risk limit (drinkaware.co.uk, seen 2026-11-29: not more than 14 units a
 * week regularly). Review 14, haematology case 14: "drinks 4 units a week" read as alcohol excess
 * and silenced the finding in a man with a rising monocyte count and two low counts.
 */
const LOW_RISK_UNITS_A_WEEK = 14;
const ALCOHOL_EXCESS =
  /\b(?:alcohol (?:excess|misuse|dependence|use disorder|abuse)|heavy (?:drinking|drinker)|drinks heavily)\b/i;
/** A persistent monocytosis at this level (×10⁹/L), 10% or more of the white cells, is CMML's (WHO 2016). */
const MONOCYTOSIS = 1.0;
const MONOCYTE_SHARE = 0.1;
/** How long (days) the monocytosis must have lasted to count as persistent (WHO 2016: 3 months). */
const PERSISTENT_DAYS = 90;
const DAY_MS = 86_400_000;

function below(ctx: RuleContext, id: string): LabObservation | undefined {
  const obs = ctx.lab(id);
  const value = ctx.valueOf(obs);
  const lower = ctx.lowerLimit(id);
  return obs !== undefined && value !== undefined && lower !== undefined && value < lower ? obs : undefined;
}

function joinWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function normal(ctx: RuleContext, id: string): LabObservation | undefined {
  const obs = ctx.lab(id);
  return obs?.status === "normal" ? obs : undefined;
}

interface MacrocyticCytopenia {
  mcv: LabObservation;
  low: { obs: LabObservation; words: string }[];
}

/** The pattern, when it is there and nothing in the record explains it. */
export function macrocyticCytopenia(ctx: RuleContext): MacrocyticCytopenia | undefined {
  if (ctx.age === undefined || ctx.age < MIN_AGE) return undefined;
  const mcv = ctx.lab("mcv");
  const mcvValue = ctx.valueOf(mcv);
  if (mcv === undefined || mcvValue === undefined || mcvValue <= MACROCYTOSIS_FL) return undefined;
  const low = [
    { obs: below(ctx, "hemoglobin"), words: "haemoglobin" },
    { obs: below(ctx, "platelets"), words: "platelets" },
    { obs: below(ctx, "anc"), words: "neutrophils" },
  ].filter((l): l is { obs: LabObservation; words: string } => l.obs !== undefined);
  if (low.length < 2) return undefined;
  // Explained: low B12 or folate (the B12/folate findings read it), a marrow-suppressing medicine,
  // chemotherapy or a known blood cancer, liver disease, or alcohol excess.
  if (below(ctx, "vitamin-b12") !== undefined || below(ctx, "folate") !== undefined) return undefined;
  if (statedAnaemiaCauses(ctx).some((c) => c.kind !== "bleeding" && c.kind !== "surgery")) return undefined;
  if (ctx.conditions("liver-disease").length > 0) return undefined;
  if (statedMention(ctx.freeText, ALCOHOL_EXCESS) !== undefined) return undefined;
  const units = statedAlcohol(ctx)?.unitsPerWeek;
  if (units !== undefined && units > LOW_RISK_UNITS_A_WEEK) return undefined;
  return { mcv, low };
}

/**
 * A monocyte count of 1 ×10⁹/L or more, 10% or more of the white cells, that the record shows at that
 * level for 3 months or more: with the cytopenias, chronic myelomonocytic leukaemia is named too.
 */
function persistentMonocytosis(ctx: RuleContext): { obs: LabObservation; since: string } | undefined {
  const obs = ctx.lab("monocytes-abs");
  const value = ctx.valueOf(obs);
  if (obs === undefined || value === undefined || value < MONOCYTOSIS) return undefined;
  const wbc = ctx.valueOf(ctx.lab("wbc"));
  if (wbc !== undefined && value < wbc * MONOCYTE_SHARE) return undefined;
  const points = ctx.series("monocytes-abs")?.points ?? [];
  const last = points[points.length - 1];
  // The earliest date from which every later reading stays at the monocytosis level.
  let since: (typeof points)[number] | undefined;
  for (let i = points.length - 1; i >= 0 && points[i]!.value >= MONOCYTOSIS; i -= 1) since = points[i];
  if (since === undefined || last === undefined) return undefined;
  const days = (Date.parse(last.date) - Date.parse(since.date)) / DAY_MS;
  return days >= PERSISTENT_DAYS ? { obs, since: since.date.slice(0, 10) } : undefined;
}

function match(ctx: RuleContext): RuleMatch | undefined {
  const found = macrocyticCytopenia(ctx);
  if (found === undefined) return undefined;
  const monocytosis = persistentMonocytosis(ctx);
  const points = ctx.series("mcv")?.points ?? [];
  const first = points[0];
  const last = points[points.length - 1];
  const rising = first !== undefined && last !== undefined && points.length >= 2 && last.value > first.value;
  const checked = [
    { id: "vitamin-b12", words: "B12" },
    { id: "folate", words: "folate" },
    { id: "tsh", words: "TSH" },
  ];
  const normalTests = checked.filter((t) => normal(ctx, t.id) !== undefined);
  const missing = checked.filter((t) => ctx.lab(t.id) === undefined).map((t) => t.words);
  return {
    refs: ctx.refs(
      found.mcv,
      ...found.low.map((l) => l.obs),
      ...normalTests.map((t) => ctx.lab(t.id)),
      monocytosis?.obs,
    ),
    values: {
      mcv: ctx.show(found.mcv),
      trend: rising ? `, rising from ${formatNumber(first.value)} ${first.unit} (${first.date.slice(0, 10)})` : "",
      low: joinWords(found.low.map((l) => `${l.words} ${ctx.show(l.obs)}`)),
      haematinics:
        normalTests.length > 0
          ? ` ${joinWords(normalTests.map((t) => t.words))} ${normalTests.length === 1 ? "is" : "are"} normal, so ${normalTests.length === 1 ? "it does" : "they do"} not explain it.`
          : "",
    },
    nextSteps: [
      ...(missing.length > 0 ? [`Check ${missing.join(", ")} if not already done`] : []),
      "Blood film and reticulocyte count",
      monocytosis === undefined
        ? "Refer to haematology to assess for myelodysplasia"
        : "Refer to haematology to assess for myelodysplasia or chronic myelomonocytic leukaemia",
    ],
    ...(monocytosis !== undefined && {
      clinicianExtra: `Monocytes ${ctx.show(monocytosis.obs)} have stayed at 1 ×10⁹/L or more since ${monocytosis.since}: a persistent monocytosis with these counts also raises chronic myelomonocytic leukaemia (WHO 2016 criteria: monocytes 1 ×10⁹/L or more and 10% or more of the white cells, lasting 3 months or more once other causes are excluded).`,
      patientExtra:
        "One type of white cell (monocytes) has also stayed high for months, which the specialist will want to know about.",
      evidence: ["who-2016-myeloid-cmml"],
    }),
  };
}

export const MACROCYTIC_CYTOPENIA_RULES: readonly Rule[] = [
  {
    id: "macrocytosis-with-cytopenias",
    family: F,
    severity: Severity.high,
    problem: "Anaemia",
    title: "Large red cells with low blood counts: possible marrow disorder",
    clinician:
      "MCV {mcv}{trend}, with low {low}.{haematinics} Macrocytosis with two or more low counts in an older adult, without low B12 or folate, alcohol excess, liver disease or a marrow-suppressing medicine, points to the bone marrow; myelodysplasia is the main diagnosis to consider. A blood film and haematology referral are needed rather than repeating the same tests.",
    patient:
      "Your red blood cells are larger than usual and more than one type of blood cell is low. The usual simple causes, such as low vitamin B12 or folate, have not explained it, so the next step is a closer look at your blood under the microscope and a referral to a blood specialist (haematologist).",
    nextSteps: ["Blood film and reticulocyte count", "Refer to haematology to assess for myelodysplasia"],
    patientQuestions: ["When will I see the blood specialist?"],
    evidence: ["nhs-lothian-refhelp-macrocytic-anaemia", "galloway-2007-macrocytosis"],
    keywords: ["macrocytosis", "cytopenia", "pancytopenia", "myelodysplasia", "myelodysplastic syndrome"],
    match,
  },
];
