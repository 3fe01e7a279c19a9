import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { OLDER_ADULT_AGE } from "./older-adults.ts";
import { longTermPpiIndication } from "./ppi-indicated.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A proton pump inhibitor taken for years by an older adult with no lasting reason recorded was
 * passed over in silence (review 26, older-26 cases 07 and 10: omeprazole for eight and nine years
 * after heartburn had settled). Farrell et al. 2017 recommend lowering the dose, stopping or
 * on-demand use once at least 4 weeks of treatment for heartburn or mild to moderate reflux has
 * settled the symptoms, and exclude Barrett oesophagus, severe oesophagitis and a bleeding ulcer.
 * A PPI alongside an NSAID, an antithrombotic or a systemic glucocorticoid may be gastroprotection,
 * and a low magnesium or B12 on one has its own finding (drug-lab.ts), so neither is raised here.
 */

/** A PPI taken this long counts as long term here: well past Farrell's 4-week minimum. */
const LONG_TERM_DAYS = 365;
const DAY_MS = 86_400_000;

const GASTROPROTECTION_CLASSES = [
  "nsaid",
  "aspirin",
  "clopidogrel",
  "antiplatelet",
  "warfarin",
  "doac",
  "heparin",
  "systemic-glucocorticoid",
] as const;

/** Conditions that can need an acid suppressant long term, beyond those ppi-indicated.ts names. */
const OTHER_INDICATION =
  /\bulcer\b|\bzollinger|\bgastrinoma\b|\beosinophilic o?esophagitis\b|\bo?esophageal stricture\b|\bgastrointestinal (?:bleed|haemorrhage|hemorrhage)\b|\bgi bleed\b/i;

/** Long use stated in the notes: "omeprazole started years ago", "on lansoprazole for 6 years". */
const LONG_USE_NOTES =
  /\b(?:ppi|omeprazole|esomeprazole|lansoprazole|pantoprazole|rabeprazole)\b[^.]{0,40}?\b(?:(?:\d+|many|several)\s+)?years(?: ago)?\b/;

function yearsSince(ctx: RuleContext, m: MedicationItem): number | undefined {
  const start = m.startDate === undefined ? Number.NaN : Date.parse(m.startDate);
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  if (Number.isNaN(start) || Number.isNaN(now)) return undefined;
  const days = (now - start) / DAY_MS;
  return days >= LONG_TERM_DAYS ? days / 365.25 : undefined;
}

function longTermPpiWithoutReason(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age < OLDER_ADULT_AGE) return undefined;
  const ppis = ctx.meds("ppi");
  if (ppis.length === 0) return undefined;
  if (longTermPpiIndication(ctx) !== undefined) return undefined;
  if (ctx.model.conditions.some((c) => OTHER_INDICATION.test(c.name) && isActiveCondition(c.status))) return undefined;
  if (statedMention(ctx.freeText, OTHER_INDICATION) !== undefined) return undefined;
  if (ctx.medsOf(...GASTROPROTECTION_CLASSES).length > 0) return undefined;
  if (ctx.lab("magnesium")?.status === "low" || ctx.lab("vitamin-b12")?.status === "low") return undefined;
  const duration = longTermPpiDuration(ctx, ppis);
  if (duration === undefined) return undefined;
  return { refs: ctx.refs(...ppis), values: { med: medNames(ppis), duration } };
}

/**
 * How long the PPIs have been taken, when a year or more: "for about 7 years" from a start date, or
 * the notes' words; undefined otherwise. Shared with ppi-fracture-risk.ts.
 */
export function longTermPpiDuration(ctx: RuleContext, ppis: MedicationItem[]): string | undefined {
  const years = ppis.map((m) => yearsSince(ctx, m)).find((y) => y !== undefined);
  if (years !== undefined) return `for about ${formatNumber(Math.floor(years))} years`;
  const noted = statedMention(ctx.freeText, LONG_USE_NOTES);
  return noted === undefined ? undefined : `long term ("${noted}" in the notes)`;
}

export const PPI_LONG_TERM_OLDER_RULES: readonly Rule[] = [
  {
    id: "ppi-long-term-no-indication-older",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Medicines in older age",
    title: "Long-term proton pump inhibitor with no lasting reason recorded",
    clinician:
      "{med} taken {duration}, with no lasting reason for it in the record (no Barrett oesophagus, severe oesophagitis or bleeding ulcer, and no NSAID, antithrombotic or steroid that it could be protecting against). Deprescribing guidance advises that once at least 4 weeks of treatment for heartburn or mild to moderate reflux or oesophagitis has settled the symptoms, the dose is lowered, the PPI stopped, or it is taken only when symptoms occur.",
    patient:
      "You have taken {med}, a medicine that lowers stomach acid, for a long time, and your record does not show a reason that needs it every day. Ask your doctor or pharmacist whether a lower dose, taking it only when you have symptoms, or stopping it could suit you. Do not stop it on your own.",
    nextSteps: [
      "Ask why the PPI was started and whether symptoms have settled; if it was for heartburn or mild to moderate reflux, lower the dose, stop it, or change to on-demand use",
      "Keep the PPI if a lasting reason is found (Barrett oesophagus, severe oesophagitis, a bleeding ulcer, or gastroprotection that is still needed)",
    ],
    patientQuestions: ["Do I still need my stomach acid medicine every day?"],
    evidence: ["farrell-2017-ppi-deprescribing"],
    keywords: ["proton pump inhibitor", "deprescribing", "older adults", "omeprazole", "long-term use"],
    match: longTermPpiWithoutReason,
  },
];
