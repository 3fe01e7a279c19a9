import { bpReadings, showBp } from "./bp-readings.ts";
import type { RuleContext } from "./context.ts";
import { heldText, isInRecord, KIDNEY_FUNCTION, type WantedTest } from "./tests-in-record.ts";
import { joinList } from "../text.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";

/**
 * Raised clinic readings in an adult with no hypertension on record and no blood pressure
 * medicine, and no home or ambulatory readings: NICE NG136 (evidence "nice-ng136-hypertension")
 * confirms a clinic reading from 140/90 to below 180/120 mmHg with ambulatory monitoring (home
 * monitoring if ambulatory is unsuitable) before hypertension is diagnosed, and meanwhile assesses
 * cardiovascular risk and target organ damage. Raised readings at two clinic visits are not that
 * confirmation (the white-coat effect is common), so the stage 2 finding then asks for confirmation
 * first and does not advise starting medicines. At 180/120 or more bp-severe (other.ts) applies.
 */

/** NICE NG136's clinic range that is confirmed out of office before diagnosis: from 140/90 to below 180/120 mmHg. */
const NICE_CONFIRM_FROM = { sys: 140, dia: 90 };
const NICE_SEVERE = { sys: 180, dia: 120 };

/** Whether a clinic reading, in an untreated adult without known hypertension, awaits out-of-office confirmation. */
export function awaitsOutOfOfficeConfirmation(ctx: RuleContext, sys: number, dia: number, known: boolean): boolean {
  if (known || (ctx.age !== undefined && ctx.age < 18)) return false;
  const raised = sys >= NICE_CONFIRM_FROM.sys || dia >= NICE_CONFIRM_FROM.dia;
  const severe = sys >= NICE_SEVERE.sys || dia >= NICE_SEVERE.dia;
  return raised && !severe;
}

/** The clinician's sentence for readings raised at more than one clinic visit, none out of office. */
export function clinicOnlyText(earlier: string): string {
  return `Raised at more than one clinic visit (also ${earlier}), with no home or ambulatory readings in the record: repeated clinic readings do not confirm hypertension, since the white-coat effect is common, and no medicine is started on them alone.`;
}

export const CONFIRM_FIRST_PATIENT =
  "It was high at more than one clinic visit. Clinic readings can be higher than everyday ones, so readings over a day with a small monitor, or at home, are needed to confirm high blood pressure before deciding on medicines.";

const CONFIRM_STEP =
  "Confirm with ambulatory blood pressure monitoring (home monitoring if ambulatory is unsuitable) before diagnosing hypertension or starting medicines (NICE NG136)";

const OUT_OF_OFFICE_CONFIRM_STEP =
  "Confirm with ambulatory blood pressure monitoring or home readings (out of the office) before diagnosing hypertension or starting medicines";

/**
 * The blood tests of NICE NG136 1.3.3, which 1.2.5 carries out while confirmation is awaited. A
 * result more than a year older than the newest in the record is asked for again: an engine
 * choice, not a guideline figure (as the stage 2 work-up in other.ts).
 */
const ORGAN_DAMAGE_TESTS: readonly WantedTest[] = [
  { words: "urine albumin:creatinine ratio", ids: ["uacr"], withinDays: 365 },
  { words: "HbA1c", ids: ["hba1c"], withinDays: 365 },
  { words: "electrolytes", ids: ["sodium", "potassium"], allOf: true, withinDays: 365 },
  { words: "kidney function", ids: KIDNEY_FUNCTION, withinDays: 365 },
  { words: "total and HDL cholesterol", ids: ["cholesterol-total", "hdl-c"], allOf: true, withinDays: 365 },
];

/** What 1.3.3 asks for beyond blood and urine results, which the record's results cannot show done. */
const ORGAN_DAMAGE_OTHER = ["a urine dipstick for blood", "fundoscopy", "a 12-lead ECG"];

/**
 * The steps while out-of-office confirmation is awaited. The target organ damage step names only
 * the tests the record lacks, and says those it holds from the last year were reviewed with their
 * results (review 28: creatinine, potassium and HbA1c of the same month were asked for again).
 */
export function confirmFirstSteps(ctx: RuleContext): string[] {
  // A US record is told the AHA/ACC wording, with no NICE citation and no NICE 1.3.3 list (review 29,
  // rheum-29 case 06: a Chicago record was told "(NICE NG136)" ambulatory monitoring). ACC/AHA also
  // confirm the diagnosis with out-of-office readings before it is made (aha-acc-2025-hbp).
  if (readsAsUsUnits(ctx)) return [OUT_OF_OFFICE_CONFIRM_STEP, "Check kidney function, potassium and urine albumin"];
  // NICE is named in the step on a UK record only (review 37, country-37 case 07: a Hamburg record
  // was told "(NICE NG136)"); the clinician text says whose practice the confirmation range is.
  const confirm = readsAsUk(ctx) ? CONFIRM_STEP : OUT_OF_OFFICE_CONFIRM_STEP;
  const present = ORGAN_DAMAGE_TESTS.filter((t) => isInRecord(ctx, t));
  const missing = ORGAN_DAMAGE_TESTS.filter((t) => !present.includes(t));
  const asked = `Meanwhile look for target organ damage and estimate cardiovascular risk: ${joinList([...missing.map((t) => t.words), ...ORGAN_DAMAGE_OTHER])}`;
  if (present.length === 0) return [confirm, asked];
  const held = present.flatMap((t) => heldText(ctx, t) ?? []);
  const reviewed = `${joinList(present.map((t) => t.words))} from the last 12 months already in the record and reviewed${held.length > 0 ? `: ${held.join("; ")}` : ""}`;
  return [confirm, `${asked} (${reviewed})`];
}

/**
 * The newest earlier sitting or lying reading below 140/90 mmHg, when the current raised reading is
 * the only one: naming it shows the raised reading is a single one and hypertension is not yet
 * diagnosed (review 12 cardiometabolic case 13: 152/94 after rushing, 128/80 five months before).
 */
export function earlierBelowRange(
  ctx: RuleContext,
  current: { date?: string },
): { clinician: string; patient: string } | undefined {
  const day = current.date?.slice(0, 10);
  if (day === undefined) return undefined;
  const before = bpReadings(ctx).find(
    (r) =>
      !r.standing &&
      r.date !== undefined &&
      r.date.slice(0, 10) < day &&
      r.sys < NICE_CONFIRM_FROM.sys &&
      r.dia < NICE_CONFIRM_FROM.dia,
  );
  if (before === undefined) return undefined;
  return {
    clinician: `The earlier reading of ${showBp(before)} was below 140/90 mmHg, so this is a single raised reading and hypertension is not yet diagnosed.`,
    patient: `Your earlier reading of ${showBp({ sys: before.sys, dia: before.dia })} was lower.`,
  };
}
