import type { ImagingItem } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMatches } from "./notes.ts";
import { readsAsUk } from "./uk-record.ts";

/*
 * The yearly breast imaging of a woman carrying a BRCA1/2 variant, read against the scans in the
 * record (review 21, deep sweep 02: a 45-year-old carrier's last mammogram was 13 months old and the
 * finding only said "Annual breast MRI and mammography per NCCN"). NCCN, as densebreast-info.org sets
 * it out (seen 2026-11-29; FACTS_SEEN nccn-genetic-familial-bopp): annual breast MRI from 25 and
 * mammography added from 30, to 75 and individual after that, unless both breasts were removed. "Annual" is read here as a scan in the
 * last 12 months; an older one is named as due.
 */

/**
 * The ages of a carrier's yearly scans: MRI from `mriFrom`, mammography added from `mammogramFrom`,
 * MRI left to the breast density review from `mriByReviewFrom`, and no scan called due after `lastAge`.
 */
interface Schedule {
  mriFrom: number;
  mammogramFrom: number;
  mriByReviewFrom: number;
  lastAge: number;
}

/** NCCN: MRI from 25, mammography from 30, both to 75 and individual after that. */
const NCCN: Schedule = { mriFrom: 25, mammogramFrom: 30, mriByReviewFrom: Infinity, lastAge: 75 };
/**
 * A UK carrier is screened in the NHS Breast Screening Programme's very high risk protocol, not to
 * NCCN's ages (review 25, cancer-25 case 01: a 36-year-old UK carrier was told her mammogram was
 * due). Its table for BRCA1, BRCA2 and PALB2 carriers (gov.uk, updated 29 April 2025): yearly MRI
 * from 25 to 39, MRI and mammography 40 to 50, mammography with or without MRI 51 to 70, MRI then
 * kept or dropped on the breast density review at 50.
 */
const NHS_VHR: Schedule = { mriFrom: 25, mammogramFrom: 40, mriByReviewFrom: 51, lastAge: 70 };
const YEAR_MS = 365 * 86_400_000;

/** The plan as a next step begins, for the schedule and age. */
function planText(uk: boolean, age: number): string {
  if (!uk) return "Annual breast MRI and mammography per NCCN";
  const nhs = "NHS Breast Screening Programme very high risk protocol";
  if (age < NHS_VHR.mammogramFrom) return `Annual breast MRI, with mammography added from 40 (${nhs})`;
  if (age < NHS_VHR.mriByReviewFrom) return `Annual breast MRI and mammography from 40 to 50 (${nhs})`;
  return `Annual mammography from 51 to 70, with breast MRI as well only if the breast density review advises it (${nhs})`;
}

/** The patient's words for the plan, for the schedule and age. */
function patientPlan(uk: boolean, age: number): string {
  if (!uk) return "Yearly breast scans (an MRI and, from 30, a mammogram) are advised with this gene change";
  if (age < NHS_VHR.mammogramFrom)
    return "A yearly breast MRI scan is advised with this gene change (a mammogram is added from 40)";
  if (age < NHS_VHR.mriByReviewFrom) return "A yearly breast MRI scan and mammogram are advised with this gene change";
  return "A yearly mammogram is advised with this gene change (an MRI as well only if your screening team advises it)";
}

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
 * mastectomy. On a UK record (`uk`) the NHS very high risk protocol's ages stand, with `patient` the
 * plan in the patient's words.
 */
export function brcaBreastImagingStep(
  ctx: RuleContext,
): { step: string; due: string[]; refs: string[]; uk: boolean; patient: string } | undefined {
  const age = ctx.age;
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  const uk = readsAsUk(ctx);
  const plan = uk ? NHS_VHR : NCCN;
  if (age === undefined || age < plan.mriFrom || age > plan.lastAge || Number.isNaN(now)) return undefined;
  const text = [ctx.freeText, ...ctx.model.conditions.map((c) => c.name.toLowerCase())].join(". ");
  if (surgeryDone(text, MASTECTOMY)) return undefined;
  const mri = age < plan.mriByReviewFrom ? latest(ctx, isBreastMri) : undefined;
  const mammogram = age >= plan.mammogramFrom ? latest(ctx, isMammogram) : undefined;
  if (mri === undefined && mammogram === undefined) return undefined;
  const parts: string[] = [];
  const due: string[] = [];
  for (const [name, scan] of [
    ["breast MRI", mri],
    ["mammogram", mammogram],
  ] as const) {
    if (name === "mammogram" ? age < plan.mammogramFrom : age >= plan.mriByReviewFrom) continue;
    if (scan === undefined) {
      parts.push(`no ${name} in the record`);
      due.push(name);
    } else if (now - Date.parse(scan.date!) > YEAR_MS) {
      parts.push(`${name} due (last in the record ${scan.date!.slice(0, 10)}, more than a year ago)`);
      due.push(name);
    } else parts.push(`${name} ${scan.date!.slice(0, 10)} within the year`);
  }
  return {
    step: `${planText(uk, age)}: ${parts.join("; ")}`,
    due,
    refs: [mri, mammogram].filter((s) => s !== undefined).map((s) => s.ref),
    uk,
    patient: patientPlan(uk, age),
  };
}

/** A UK carrier's scans when none is in the record to read against (NHS very high risk protocol). */
export const NHS_VHR_PLAN =
  "Yearly breast surveillance through the NHS Breast Screening Programme very high risk protocol: MRI from 25, mammography added from 40, and from 51 mammography with MRI only if the breast density review advises it";

/** The breast-imaging step: the scans in the record read against the plan, or the plan alone. */
export const brcaBreastPlanStep = (ctx: RuleContext): string =>
  brcaBreastImagingStep(ctx)?.step ?? (readsAsUk(ctx) ? NHS_VHR_PLAN : "Annual breast MRI and mammography per NCCN");
