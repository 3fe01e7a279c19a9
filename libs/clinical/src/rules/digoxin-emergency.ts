import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMatches, statedMention } from "./notes.ts";

/*
 * A high digoxin level with signs that the toxicity threatens life is an emergency, not a same-day
 * call (review 15 critical values case 15: digoxin 3.1 µg/L, nausea, yellow vision, "Pulse 48",
 * eGFR 27, potassium 3.3). The DigiFab maker's page lists progressive slow rhythms, severe ventricular
 * rhythm disturbances and a potassium above 5.5 mmol/L in adults as signs of potentially
 * life-threatening digoxin toxicity, the setting for digoxin-specific antibody fragments; the digoxin
 * label names cardiac arrhythmias among the signs of toxicity. A pulse below 50, heart block or a
 * potassium above 5.5 with a high level is read as that setting; a slow pulse counts when the notes
 * also state symptoms of toxicity (symptomatic bradycardia). An engine choice: a slow pulse alone
 * keeps digoxin-level-high's urgent assessment, which already asks for an ECG.
 */

/** A heart rate below this with a high digoxin level is treated as a dangerous slow rhythm. */
const SLOW_PULSE_BELOW = 50;
/** The potassium (mmol/L) above which the DigiFab maker's page counts hyperkalaemia as life-threatening. */
const HIGH_POTASSIUM_ABOVE = 5.5;

/** "Pulse 48", "HR: 46 bpm", "heart rate of 44/min" in the notes (read on lower-cased text). */
const PULSE_TEXT =
  /\b(?:hr|pulse(?:\s+rate)?|heart\s+rate)\s*(?:(?:is|was|of|now)\s+|[:=]\s*)?(\d{2,3})\b(?!\s*(?:%|mmhg|years?|kg|mg))/;
const HEART_BLOCK =
  /\b(?:(?:second|third|2nd|3rd)[- ]degree\s+(?:heart\s+|av\s+|atrioventricular\s+)?block|complete\s+(?:heart|av)\s+block|mobitz(?:\s+(?:type\s+)?(?:i{1,2}|1|2))?|ventricular\s+tachycardia|bidirectional\s+vt|ventricular\s+fibrillation)\b/;

/** The newest recorded heart rate, else a stated one in the notes, with its refs. */
function heartRate(ctx: RuleContext): { value: number; refs: string[] } | undefined {
  const recorded = ctx.vitals("heart-rate").filter((v) => v.value !== undefined);
  const newest = [...recorded].sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  if (newest?.value !== undefined) return { value: newest.value, refs: [newest.ref] };
  for (const m of statedMatches(ctx.freeText, PULSE_TEXT, true)) {
    const value = Number(/(\d{2,3})/.exec(m.quote)?.[1]);
    if (Number.isFinite(value)) return { value, refs: [] };
  }
  return undefined;
}

/** The life-threatening signs in the record with a high digoxin level, in words, with the data they rest on. */
export function digoxinEmergency(
  ctx: RuleContext,
  symptomatic: boolean,
): { signs: string[]; refs: string[] } | undefined {
  const signs: string[] = [];
  const refs: string[] = [];
  const hr = heartRate(ctx);
  if (symptomatic && hr !== undefined && hr.value < SLOW_PULSE_BELOW) {
    signs.push(`a pulse of ${formatNumber(hr.value)}/min`);
    refs.push(...hr.refs);
  }
  const rhythm = statedMention(ctx.freeText, HEART_BLOCK);
  if (rhythm !== undefined) signs.push(`"${rhythm}" in the notes`);
  const k = ctx.value("potassium");
  if (k !== undefined && k > HIGH_POTASSIUM_ABOVE) {
    signs.push(`potassium ${ctx.showValue("potassium")}`);
    refs.push(...ctx.refs(ctx.lab("potassium")));
  }
  return signs.length > 0 ? { signs, refs } : undefined;
}
