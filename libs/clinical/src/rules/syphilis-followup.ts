import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { isStated, sentenceAround, sentenceStart, statedMatches } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Syphilis after documented treatment, read from the dated non-treponemal titres (review10
 * infection-haem #4). A fall of fourfold or more (two dilutions, 1:64 to 1:16 or lower) after
 * treatment is the expected, adequate serological response; most treated people keep a low
 * reactive titre for a long time (serofast), and only a minority become non-reactive
 * (SUMMARIES["sena-2017-rpr-decline"]). Retreatment is for new signs or symptoms or a sustained
 * fourfold rise; there are very limited data that more antibiotic changes a serofast titre
 * (SUMMARIES["tuddenham-2022-syphilis-key-questions"]). The treponemal test stays reactive and says
 * nothing about the response.
 *
 * Treatment counts when benzathine penicillin is named, in the medications or in a stated sentence
 * of the notes or conditions, with a date we can read (ISO, "October 2024", or a year).
 */

const BENZATHINE = /\b(?:benzathine|bicillin|extencilline|lentocilin)\b/i;
const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const MONTH_SHORT = MONTHS.map((m) => m.slice(0, 3)).join("|");

/** The last day covered by a date written in a text, as a time; a month or year reads as its end. */
export function dateInText(text: string): { time: number; shown: string } | undefined {
  const iso = /\b(20\d{2}|19\d{2})-(\d{2})(?:-(\d{2}))?\b/.exec(text);
  if (iso) {
    const [y, m, d] = [Number(iso[1]), Number(iso[2]), iso[3] === undefined ? undefined : Number(iso[3])];
    const time = d === undefined ? Date.UTC(y, m, 0) : Date.UTC(y, m - 1, d);
    return { time, shown: iso[0] };
  }
  const named = new RegExp(String.raw`\b(${MONTH_SHORT})[a-z]*\.?\s+(\d{4})\b`, "i").exec(text);
  if (named) {
    const month = MONTHS.findIndex((m) => m.startsWith(named[1]!.toLowerCase()));
    const y = Number(named[2]);
    return { time: Date.UTC(y, month + 1, 0), shown: named[0] };
  }
  const year = /\b(?:in\s+)?((?:19|20)\d{2})\b/.exec(text);
  if (year) return { time: Date.UTC(Number(year[1]), 11, 31), shown: year[1]! };
  return undefined;
}

/** The notes with the laboratory's own notes on the non-treponemal results ("Previous RPR 1:64 in 2023"), lower-cased. */
function syphilisText(ctx: RuleContext): string {
  return [ctx.freeText, ...ctx.labs("rpr").map((o) => o.notes ?? "")].join(" ").toLowerCase();
}

/** Documented benzathine penicillin treatment with a date: from the medications, else the notes or conditions. */
export function documentedTreatment(ctx: RuleContext): { time: number; text: string; refs: string[] } | undefined {
  for (const m of ctx.model.medications) {
    if (!BENZATHINE.test(m.name)) continue;
    const when = m.startDate ?? m.endDate;
    const date = when === undefined ? undefined : dateInText(when);
    if (date !== undefined) return { time: date.time, text: `${m.name} (${date.shown})`, refs: [m.ref] };
  }
  const notes = syphilisText(ctx);
  for (const hit of statedMatches(notes, BENZATHINE, true)) {
    const sentence = sentenceAround(notes, hit.index, hit.length);
    const date = dateInText(sentence);
    if (date !== undefined) return { time: date.time, text: `"${sentence.trim()}"`, refs: [] };
  }
  // A condition that says so ("Secondary syphilis, treated October 2024"), when the notes name the drug.
  if (statedMatches(notes, BENZATHINE, true).next().done !== true) {
    for (const c of ctx.model.conditions.filter((x) => /\bsyphilis\b/i.test(x.name))) {
      const lower = c.name.toLowerCase();
      const at = lower.search(/\btreated\b/);
      if (at === -1 || !isStated(lower, at, 7)) continue;
      const date = dateInText(lower.slice(at));
      if (date !== undefined) return { time: date.time, text: `"${c.name}"`, refs: [c.ref] };
    }
  }
  return undefined;
}

/** The titre's denominator ("1:64" is 64); 0 for a non-reactive result; undefined when it cannot be read. */
export function titre(obs: LabObservation): number | undefined {
  const m = /\b1\s*:\s*(\d+)\b/.exec(obs.rawValue);
  if (m) return Number(m[1]);
  if (obs.value.kind === "qualitative" && obs.value.result === "negative") return 0;
  return undefined;
}

interface TitrePoint {
  titre: number;
  time: number;
  shown: string;
  ref?: string;
}

/** An earlier titre stated with a date in the notes or a laboratory note ("RPR 1:64 in 2023"). */
const STATED_TITRE = /\b(?:rpr|vdrl)\b[^.;\n]{0,30}?\b1\s*:\s*(\d+)\b/gi;

/** A titre tied to the treatment rather than to a date ("RPR 1:64 before treatment", "pre-treatment RPR 1:64"). */
const AT_TREATMENT_AFTER = /^\s*[,(]?\s*(?:before|prior to|at (?:the )?(?:time of )?)\s*(?:treatment|diagnosis)\b/;
const AT_TREATMENT_BEFORE =
  /\b(?:pre-?\s?treatment|at diagnosis)\s*(?:(?:rpr|vdrl)\b\s*(?:titre|titer)?\s*(?:of|was|=|:)?\s*)?$/;

/** Every titre written in a text ("1:64"). */
const TITRE = /\b1\s*:\s*(\d+)\b/g;

/**
 * The titres stated in the notes, each with its own date: from the first titre after "RPR" or
 * "VDRL" to the end of that sentence, so "RPR 1:64 before treatment, 1:2 since 2020" gives both
 * (review 22, sexual-health-bone case 04). A titre's date is the one written after it, before the
 * next titre, else the one written before it since the last; one tied to the treatment ("before
 * treatment", "pre-treatment RPR") is read at the treatment's date. Titres with no date are left out.
 */
function statedTitres(ctx: RuleContext, treatment: { time: number } | undefined): TitrePoint[] {
  const text = syphilisText(ctx);
  const points: TitrePoint[] = [];
  const read = new Set<number>();
  for (const hit of statedMatches(text, STATED_TITRE, true)) {
    const sentence = sentenceAround(text, hit.index, hit.length);
    const from = sentenceStart(text, hit.index);
    const anchor = hit.index + hit.length;
    const tokens = [...sentence.matchAll(TITRE)]
      .map((m) => ({ at: from + m.index, end: from + m.index + m[0].length, titre: Number(m[1]) }))
      .filter((t) => t.end >= anchor && !read.has(t.at));
    tokens.forEach((t, i) => {
      read.add(t.at);
      const after = text.slice(t.end, tokens[i + 1]?.at ?? from + sentence.length);
      const before = text.slice(i === 0 ? from : tokens[i - 1]!.end, t.at);
      const atTreatment = AT_TREATMENT_AFTER.test(after.slice(0, 40)) || AT_TREATMENT_BEFORE.test(before.slice(-25));
      if (atTreatment && treatment !== undefined) {
        points.push({
          titre: t.titre,
          time: treatment.time,
          shown: `1:${t.titre} (at treatment, stated in the notes)`,
        });
        return;
      }
      const date = dateInText(after) ?? dateInText(before);
      if (date !== undefined)
        points.push({ titre: t.titre, time: date.time, shown: `1:${t.titre} (${date.shown}, stated in the notes)` });
    });
  }
  return points;
}

const DAY = 86_400_000;

/**
 * The response to documented treatment: the titre at treatment (the highest within 30 days before
 * or after it), the lowest since and the current one. Undefined without a dated treatment and a
 * dated titre on each side of it.
 */
export function titreResponse(ctx: RuleContext):
  | {
      treatment: { time: number; text: string; refs: string[] };
      baseline: TitrePoint;
      nadir: TitrePoint;
      current: TitrePoint;
      series: TitrePoint[];
    }
  | undefined {
  const treatment = documentedTreatment(ctx);
  if (treatment === undefined) return undefined;
  const measured = ctx.labs("rpr").flatMap((obs) => {
    const t = titre(obs);
    if (t === undefined || obs.time === undefined) return [];
    return [
      {
        titre: t,
        time: obs.time,
        shown: `${obs.rawValue.trim()} (${obs.date?.slice(0, 10) ?? "undated"})`,
        ref: obs.ref,
      },
    ];
  });
  const series = [...statedTitres(ctx, treatment), ...measured].sort((a, b) => a.time - b.time);
  const around = series.filter((p) => Math.abs(p.time - treatment.time) <= 31 * DAY || p.time <= treatment.time);
  const baseline = around
    .filter((p) => p.time <= treatment.time + 31 * DAY)
    .reduce<TitrePoint | undefined>((best, p) => (best === undefined || p.titre > best.titre ? p : best), undefined);
  if (baseline === undefined) return undefined;
  const after = series.filter((p) => p.time > baseline.time && p.time > treatment.time - 31 * DAY);
  const current = after.at(-1);
  if (current === undefined) return undefined;
  const nadir = after.reduce((low, p) => (p.titre < low.titre ? p : low), after[0]!);
  return { treatment, baseline, nadir, current, series: [baseline, ...after] };
}

/** Adequate response: the current titre at least fourfold below the baseline, with no fourfold rise from the lowest since. */
export function adequateResponse(ctx: RuleContext): RuleMatch | undefined {
  const r = titreResponse(ctx);
  if (r === undefined || r.baseline.titre === 0) return undefined;
  if (r.current.titre * 4 > r.baseline.titre) return undefined;
  if (r.nadir.titre > 0 ? r.current.titre >= r.nadir.titre * 4 : r.current.titre >= 4) return undefined;
  // "now non-reactive", not "now non-reactive than at treatment" (review 23, sexual-repro case 07).
  const fold =
    r.current.titre === 0 ? "non-reactive" : `${r.baseline.titre / r.current.titre}-fold lower than at treatment`;
  return {
    refs: [
      ...r.series.flatMap((p) => (p.ref === undefined ? [] : [p.ref])),
      ...[...ctx.labs("treponemal-ab"), ...ctx.labs("tppa")].slice(0, 2).map((o) => o.ref),
      ...r.treatment.refs,
    ],
    values: {
      treatment: r.treatment.text,
      series: r.series.map((p) => p.shown).join(" → "),
      fold,
      state:
        r.current.titre === 0
          ? "The non-treponemal test is now non-reactive"
          : "The titre stays low and reactive, a serofast state that is common after successful treatment",
    },
  };
}

export const SYPHILIS_FOLLOWUP_RULES: readonly Rule[] = [
  {
    id: "syphilis-treated-adequate-response",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Syphilis",
    title: "Syphilis treated before: the titre has fallen as expected",
    clinician:
      "Documented treatment: {treatment}. Non-treponemal titres: {series}, now {fold}. A fall of fourfold or more is an adequate serological response. {state}; the treponemal test usually stays reactive for life and does not show the response. No retreatment is needed for this result; retreat and reassess (including for neurosyphilis) only with new signs or symptoms or a sustained fourfold rise in the titre.",
    patient:
      "Your syphilis tests show that your earlier treatment worked: the level in your blood has fallen as expected. A low level often stays for a long time, and the other kind of syphilis test usually stays positive for life. You do not need more treatment for this result. Your doctor may still check the level from time to time.",
    nextSteps: [
      "No retreatment for this result; record the adequate serological response",
      "Continue clinical and serological follow-up with the same non-treponemal test; retreat only for new signs or symptoms or a sustained fourfold rise",
    ],
    patientQuestions: ["When should my syphilis blood test be checked again?"],
    evidence: ["sena-2017-rpr-decline", "tuddenham-2022-syphilis-key-questions", "cdc-2021-sti-guidelines"],
    keywords: ["syphilis", "rpr", "serofast", "treatment response", "fourfold decline"],
    match: adequateResponse,
  },
];
