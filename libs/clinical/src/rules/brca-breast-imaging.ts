import type { ImagingItem } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMatches } from "./notes.ts";

/*
 * The yearly breast imaging of a woman carrying a BRCA1/2 variant, read against the scans in the
 * record (review 21, deep sweep 02: a 45-year-old carrier's last mammogram was 13 months old and the
 * finding only said "Annual breast MRI and mammography per NCCN"). NCCN, as densebreast-info.org sets
 * it out (seen 2026-11-29; FACTS_SEEN nccn-genetic-familial-bopp): annual breast MRI from 25 and
 * mammography added from 30, to 75 and individual after that, unless both breasts were removed. "Annual" is read here as a scan in the
 * last 12 months; an older one is named as due.
 */

const MRI_FROM_AGE = 25;
/** From here NCCN individualises screening, so no scan is called due. */
const INDIVIDUAL_FROM_AGE = 75;
const MAMMOGRAM_FROM_AGE = 30;
const YEAR_MS = 365 * 86_400_000;

const MASTECTOMY = /\b(?:bilateral|double|risk-reducing)\s+mastectom\w*/i;
/** Words before a mention of surgery that make it not done: declined, offered, planned, discussed. */
const NOT_DONE_BEFORE =
  /\b(?:declin|refus|offer|discuss|consider|plan|await|wait|list|due|recommend|advis|think|thought|defer)\w*[^.;]*$/i;
/** Words just after it that do the same: "salpingo-oophorectomy discussed ... and deferred". */
const NOT_DONE_AFTER =
  /^\s*(?:(?:was|were|has been|have been|is)\s+)?(?:discussed|deferred|declined|refused|offered|considered|planned|postponed|recommended|advised|not (?:yet )?done)\b/i;

/**
 * Whether the notes say a risk-reducing operation was done, not only talked about (review 23,
 * sexual-repro case 06: "Risk-reducing salpingo-oophorectomy discussed ... deferred" was read as
 * the ovaries removed, and "considering risk-reducing mastectomy" as both breasts removed).
 */
export function surgeryDone(text: string, re: RegExp): boolean {
  return [...statedMatches(text, re, true)].some(
    (m) =>
      !NOT_DONE_BEFORE.test(text.slice(Math.max(0, m.index - 60), m.index)) &&
      !NOT_DONE_AFTER.test(text.slice(m.index + m.length)),
  );
}
const BREAST_MRI =
  /\bbreast\b[^.;\n]{0,40}\b(?:mri|magnetic resonance)\b|\b(?:mri|magnetic resonance)\b[^.;\n]{0,40}\bbreasts?\b/i;
const MAMMOGRAM = /\bmammo\w*|\btomosynthesis\b/i;

function latest(ctx: RuleContext, kind: (s: ImagingItem) => boolean): ImagingItem | undefined {
  return ctx.model.imaging
    .filter((s) => s.date !== undefined && Number.isFinite(Date.parse(s.date)) && kind(s))
    .sort((a, b) => Date.parse(b.date!) - Date.parse(a.date!))[0];
}

const named = (s: ImagingItem) => `${s.type} ${s.description}`;
const isBreastMri = (s: ImagingItem) =>
  BREAST_MRI.test(named(s)) || (s.modality === "MR" && /\bbreasts?\b/i.test(named(s)));
const isMammogram = (s: ImagingItem) => MAMMOGRAM.test(named(s)) || s.modality === "MG";

/**
 * The breast-screening step for a woman carrier, naming each scan in the record and whether it is
 * due (`due`: the scans due, by name); undefined when no breast scan is recorded (the general step stands) or after a bilateral
 * mastectomy.
 */
export function brcaBreastImagingStep(ctx: RuleContext): { step: string; due: string[]; refs: string[] } | undefined {
  const age = ctx.age;
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  if (age === undefined || age < MRI_FROM_AGE || age > INDIVIDUAL_FROM_AGE || Number.isNaN(now)) return undefined;
  const text = [ctx.freeText, ...ctx.model.conditions.map((c) => c.name.toLowerCase())].join(". ");
  if (surgeryDone(text, MASTECTOMY)) return undefined;
  const mri = latest(ctx, isBreastMri);
  const mammogram = age >= MAMMOGRAM_FROM_AGE ? latest(ctx, isMammogram) : undefined;
  if (mri === undefined && mammogram === undefined) return undefined;
  const parts: string[] = [];
  const due: string[] = [];
  for (const [name, scan] of [
    ["breast MRI", mri],
    ["mammogram", mammogram],
  ] as const) {
    if (age < MAMMOGRAM_FROM_AGE && name === "mammogram") continue;
    if (scan === undefined) {
      parts.push(`no ${name} in the record`);
      due.push(name);
    } else if (now - Date.parse(scan.date!) > YEAR_MS) {
      parts.push(`${name} due (last in the record ${scan.date!.slice(0, 10)}, more than a year ago)`);
      due.push(name);
    } else parts.push(`${name} ${scan.date!.slice(0, 10)} within the year`);
  }
  return {
    step: `Annual breast MRI and mammography per NCCN: ${parts.join("; ")}`,
    due,
    refs: [mri, mammogram].filter((s) => s !== undefined).map((s) => s.ref),
  };
}
