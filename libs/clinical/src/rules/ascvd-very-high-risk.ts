import type { ConditionItem } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { currentSmoking } from "./other.ts";

/*
 * Very high risk among people with vascular disease (review 17, lipids case 07: MI with PCI, then an
 * ischaemic stroke, diabetes, LDL-C 62 mg/dL on atorvastatin 80 mg, read as at goal). The 2026
 * ACC/AHA dyslipidemia guideline (FACTS_SEEN["acc-aha-2026-dyslipidemia"]) calls clinical ASCVD very
 * high risk with 2 or more major ASCVD events (recent ACS, MI, ischaemic stroke, symptomatic PAD), or
 * 1 with 2 or more high-risk features (age 65 or more, coronary bypass or PCI, current smoking,
 * diabetes, heart failure, hypertension), and sets its goal at LDL-C below 55 mg/dL instead of 70.
 * An engine choice: events are counted by kind (MI, stroke, PAD), since one MI is often listed twice
 * ("NSTEMI", "old MI"); two MIs count as two only when one is dated within the past year, which the
 * guideline counts apart (recent ACS, and MI other than the recent ACS).
 */

const MAJOR_EVENTS: readonly { kind: string; words: RegExp; icd: RegExp }[] = [
  {
    kind: "myocardial infarction",
    words: /\b(?:mi|n?stemi|myocardial infarction|heart attack|acute coronary syndrome|acs)\b/,
    icd: /^I2[1-4]/,
  },
  {
    kind: "ischaemic stroke",
    words: /\b(?:isch(?:a)?emic stroke|cerebral infarction|stroke)\b/,
    icd: /^I63/,
  },
  {
    kind: "symptomatic peripheral artery disease",
    words: /\bperipheral arter(?:y|ial) disease\b|\bpad\b/,
    icd: /^I70\.2/,
  },
];

const NOT_MAJOR = /\b(?:haemorrhagic|hemorrhagic|tia|transient)\b/;
const REVASCULARISATION = /\b(?:pci|stent(?:ed|ing)?|angioplasty|cabg|bypass graft|coronary bypass)\b/;
/** "medically managed (no PCI)", "without a stent": a revascularisation the notes rule out. */
const NOT_REVASCULARISED =
  /\b(?:no|not|without|never)\b[^.;]{0,20}\b(?:pci|stent(?:ed|ing)?|angioplasty|cabg|bypass graft|coronary bypass)\b/;

/** Whether a sentence of the notes records a revascularisation it does not rule out. */
function notesRevascularisation(text: string): boolean {
  return text.split(/[.;\n]+/).some((s) => REVASCULARISATION.test(s) && !NOT_REVASCULARISED.test(s));
}

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** The kind of major event a condition is; an MI dated within the past year is a recent ACS, a separate event. */
function eventKind(c: ConditionItem, now: string | undefined): string | undefined {
  const name = c.name.toLowerCase();
  if (NOT_MAJOR.test(name)) return undefined;
  const code = (c.code ?? "").toUpperCase();
  const kind = MAJOR_EVENTS.find((e) => e.words.test(name) || e.icd.test(code))?.kind;
  const age = c.date && now ? Date.parse(now) - Date.parse(c.date) : Number.NaN;
  return kind === MAJOR_EVENTS[0]?.kind && age >= 0 && age <= YEAR_MS
    ? "acute coronary syndrome in the past year"
    : kind;
}

/** Why clinical ASCVD is very high risk by the 2026 ACC/AHA definition, or undefined. */
export function veryHighRiskAscvd(ctx: RuleContext): { events: string[]; features: string[] } | undefined {
  const ascvd = ctx.everHad("ascvd");
  const events = [
    ...new Set(ascvd.map((c) => eventKind(c, ctx.model.now)).filter((k): k is string => k !== undefined)),
  ];
  if (events.length === 0) return undefined;
  const revascularised =
    ascvd.some((c) => REVASCULARISATION.test(c.name.toLowerCase())) || notesRevascularisation(ctx.freeText);
  const features = [
    ctx.age !== undefined && ctx.age >= 65 ? `age ${ctx.age}` : "",
    revascularised ? "coronary revascularisation" : "",
    currentSmoking(ctx) !== undefined ? "current smoking" : "",
    ctx.conditions("diabetes").length > 0 ? "diabetes" : "",
    ctx.conditions("heart-failure").length > 0 ? "heart failure" : "",
    ctx.conditions("hypertension").length > 0 ? "hypertension" : "",
  ].filter(Boolean);
  return events.length >= 2 || features.length >= 2 ? { events, features } : undefined;
}
