import { type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Lynch syndrome: surveillance overdue, or bowel symptoms

/**
 * ACG 2015 (evidence "acg-2015-hereditary-gi-cancer"): colonoscopy at least every 2 years in Lynch
 * syndrome, annual to be considered in carriers. A last colonoscopy longer ago than that is overdue.
 */
const LYNCH_INTERVAL_YEARS = 2;

const COLONOSCOPY = /\bcolonoscop/i;

/** Lower-bowel symptoms that, in a Lynch carrier, call for a diagnostic colonoscopy, not the next recall. */
const BOWEL_SYMPTOMS =
  /\b(?:rectal bleeding|bleeding (?:per rectum|from the (?:back passage|bottom))|blood (?:in|with|mixed (?:in|with)) (?:the )?(?:stools?|faeces|feces)|bloody (?:stools?|diarrho?ea)|change in bowel habit|iron[- ]deficiency an(?:a)?emia)\b/i;

export interface LynchContext {
  text: string;
  steps: string[];
  severity?: Severity;
  patient: string;
}

/** The latest colonoscopy date in the imaging studies, if any. */
function lastColonoscopy(ctx: RuleContext): string | undefined {
  const dates = ctx.model.imaging
    .filter((i) => COLONOSCOPY.test(`${i.type} ${i.description} ${i.modality ?? ""}`))
    .map((i) => i.date?.slice(0, 10))
    .filter((d): d is string => d !== undefined && !Number.isNaN(Date.parse(d)))
    .sort();
  return dates.at(-1);
}

/**
 * The overdue surveillance and bowel symptoms of a Lynch carrier, as extra text and first steps.
 * Symptoms make it high severity with a prompt (urgent-pathway) colonoscopy; overdue surveillance
 * alone keeps the finding's severity and asks for the colonoscopy to be booked now.
 */
export function lynchSurveillanceContext(ctx: RuleContext): LynchContext | undefined {
  const last = lastColonoscopy(ctx);
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  const years = last === undefined || Number.isNaN(now) ? undefined : (now - Date.parse(last)) / (365.25 * DAY_MS);
  const overdue = years !== undefined && years > LYNCH_INTERVAL_YEARS;
  const symptom = statedMention(ctx.freeText, BOWEL_SYMPTOMS);
  if (!overdue && !symptom) return undefined;
  const parts: string[] = [];
  if (overdue)
    parts.push(
      `Last colonoscopy ${last} (${years!.toFixed(1)} years ago): surveillance is overdue (at least every ${LYNCH_INTERVAL_YEARS} years in Lynch syndrome).`,
    );
  if (symptom)
    parts.push(
      `The notes describe "${symptom}": in a Lynch carrier this needs a prompt diagnostic colonoscopy on an urgent pathway, not the routine recall.`,
    );
  return {
    text: ` ${parts.join(" ")}`,
    steps: symptom
      ? ["Arrange colonoscopy urgently (urgent suspected-cancer pathway) for the bowel symptoms"]
      : [`Book the overdue surveillance colonoscopy now (last ${last})`],
    ...(symptom ? { severity: Severity.high } : {}),
    patient: symptom
      ? " Because of the bleeding or bowel changes in your notes, you need a colonoscopy soon, not at the next routine check. Contact your doctor this week."
      : " Your last colonoscopy was more than 2 years ago, so your next one is overdue. Ask your doctor to book it.",
  };
}

// ---------------------------------------------------------------------------------------------
// HLA-B*58:01 and allopurinol taken for a long time without a reaction

/**
 * The allopurinol label (evidence "fda-allopurinol-label-hla-b5801"): severe skin reactions mostly
 * begin in the first few months of treatment, so screening current users is not advised. An engine
 * choice: after 6 months taken without a reaction the result is an alert for review, not a
 * same-day stop. A planned start, a start date not known, or a shorter time stays critical.
 */
const ALLOPURINOL_TOLERANCE_DAYS = 180;

function daysTaken(ctx: RuleContext, m: MedicationItem): number | undefined {
  const start = m.startDate === undefined ? Number.NaN : Date.parse(m.startDate);
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  if (Number.isNaN(start) || Number.isNaN(now) || start > now) return undefined;
  return Math.floor((now - start) / DAY_MS);
}

/** A reaction or a break stated in the notes: the tolerance does not hold. */
const REACTION_OR_BREAK =
  /\b(?:rash|blister\w*|mouth ulcers?|skin reaction|hypersensitivity|dress|stevens|restart\w*|re-?start\w*|stopped|paused|interrupted)\b/i;

export interface AllopurinolTolerance {
  drugs: string;
  steps: string[];
  patient: string;
}

/** Allopurinol taken for over 6 months with no reaction or break stated: the lower-severity wording. */
export function allopurinolTolerated(ctx: RuleContext): AllopurinolTolerance | undefined {
  const meds = ctx.meds("allopurinol");
  if (meds.length === 0) return undefined;
  const days = meds.map((m) => daysTaken(ctx, m));
  if (days.some((d) => d === undefined || d <= ALLOPURINOL_TOLERANCE_DAYS)) return undefined;
  if (statedMention(ctx.freeText, REACTION_OR_BREAK)) return undefined;
  const since = meds.map((m) => m.startDate?.slice(0, 10)).join(", ");
  return {
    drugs: `Taking ${medNames(meds)} since ${since} with no reaction recorded: the risk of these reactions is concentrated in the first months of treatment, so continuing can be discussed at the next routine review rather than stopped today. Any break in treatment makes a restart a new start.`,
    steps: [
      "Record HLA-B*58:01 as a drug allergy alert",
      "Discuss at the next routine review whether to continue allopurinol; do not restart it after any break without review",
      "Tell the patient to stop allopurinol and seek care at once with a rash, fever, blisters or mouth ulcers",
    ],
    patient:
      "You have taken allopurinol for a long time without a reaction, and these reactions usually start in the first months. Do not stop it on your own; discuss it at your next review. Stop it and get medical help at once if you get a rash, fever, blisters or mouth sores.",
  };
}
