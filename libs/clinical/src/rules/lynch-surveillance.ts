import { Severity } from "../model.ts";
import { type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

/**
 * Lynch syndrome carriers: colonoscopy surveillance overdue, or bowel symptoms that need a diagnostic
 * colonoscopy now (read by the Lynch finding in genetics.ts).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

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
export function lastColonoscopy(ctx: RuleContext): string | undefined {
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
