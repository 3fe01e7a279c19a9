import type { ConditionItem } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { bpTreatmentCaution } from "./orthostatic.ts";

/*
 * A past ischaemic stroke or TIA, whatever its recorded status: the record of the event itself, not
 * a risk of one or a relative's. Read by the blood pressure rules (bp-after-stroke.ts), which set the
 * secondary-prevention goal on it.
 */

const STROKE =
  /\bstroke\b|cerebral infarct|cerebrovascular accident|\bcva\b|transient isch(?:a)?emic|\btia\b|lacunar infarct/i;
const NOT_THE_EVENT =
  /family|risk of|heat ?stroke|sun ?stroke|haemorrhagic|hemorrhagic|intracerebral h|subarachnoid|screen|ruled out|excluded|mimic/i;
const ICD = /^(?:I63|I64|G45|Z86\.73)/i;
/** The first fortnight after the event is read as the acute phase: an engine choice for when the stroke team leads. */
export const ACUTE_STROKE_DAYS = 14;
const DAY_MS = 86_400_000;

export interface StrokeHistory {
  conditions: ConditionItem[];
  /** Days since the newest dated event, when one is dated. */
  daysSince?: number;
  /** Within the acute phase: dated in the last fortnight, or named acute and current without a date. */
  acute: boolean;
  /** "TIA" or "stroke", for the texts. */
  event: string;
}

export function strokeHistory(ctx: RuleContext): StrokeHistory | undefined {
  const conditions = ctx.model.conditions.filter(
    (c) => (STROKE.test(c.name) || ICD.test(c.code ?? "")) && !NOT_THE_EVENT.test(c.name),
  );
  if (conditions.length === 0) return undefined;
  const now = ctx.model.now === undefined ? undefined : Date.parse(ctx.model.now);
  const times = conditions
    .map((c) => (c.date === undefined ? Number.NaN : Date.parse(c.date)))
    .filter((t) => !Number.isNaN(t));
  const newest = times.length === 0 ? undefined : Math.max(...times);
  const daysSince = now === undefined || newest === undefined ? undefined : Math.floor((now - newest) / DAY_MS);
  const undatedAcute = conditions.some(
    (c) => c.date === undefined && /\bacute\b/i.test(c.name) && /^(?:active|)$/i.test(c.status.trim()),
  );
  const acute = (daysSince !== undefined && daysSince >= 0 && daysSince <= ACUTE_STROKE_DAYS) || undatedAcute;
  const onlyTia = conditions.every((c) => /transient isch|\btia\b|^G45/i.test(`${c.name} ${c.code ?? ""}`));
  const h: StrokeHistory = { conditions, acute, event: onlyTia ? "TIA" : "stroke" };
  if (daysSince !== undefined) h.daysSince = daysSince;
  return h;
}

/** Adults under 80 (NICE's older-age target is left to the general rules) with a past stroke or TIA. */
export function strokeBpApplies(ctx: RuleContext): StrokeHistory | undefined {
  if (ctx.age === undefined || ctx.age < 18 || ctx.age >= 80) return undefined;
  return strokeHistory(ctx);
}

/**
 * Whether the stroke rules (bp-after-stroke.ts) speak for a reading, so the general category rules
 * stay quiet: below 180/120, with no orthostatic hypotension, falls or frailty to weigh.
 */
export function bpAfterStrokeApplies(ctx: RuleContext, sys: number, dia: number): boolean {
  if (sys >= 180 || dia >= 120) return false;
  return strokeBpApplies(ctx) !== undefined && bpTreatmentCaution(ctx) === undefined;
}
