/**
 * A plasma metanephrine raised less than twice the upper limit, sampled seated or taken on a
 * tricyclic antidepressant (review 13, overcall case 14: normetanephrine 1.1 times the limit,
 * seated, on amitriptyline, normotensive). Such rises are mostly false positives: seated sampling
 * gives many modest normetanephrine rises that a supine sample after rest does not repeat (Boyd
 * 2019; Kline 2021), and tricyclics caused 41% of false-positive normetanephrine results (Eisenhofer
 * 2003). The reading asks for a supine repeat after a medicine review and does not lead with the tumour.
 */
import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

/** Below twice the upper limit: Boyd 2019 took a rise above it as the likely true tumour. */
const MILD_FOLD = 2;
const SEATED = /\b(?:seated|sitting|sat (?:up|down))\b/i;
/** The medicines Eisenhofer 2003 found behind false-positive normetanephrine rises. */
const INTERFERING =
  /\b(?:amitriptyline|nortriptyline|imipramine|clomipramine|dosulepin|dothiepin|doxepin|lofepramine|trimipramine|desipramine|phenoxybenzamine)\b/i;

export function mildMetanephrineLikelyFalse(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  // Value and printed range are in the caller's unit, so their ratio needs no conversion.
  const value = obs.value.kind === "number" ? obs.value.value : undefined;
  const upper = obs.range?.high;
  if (value === undefined || upper === undefined || upper <= 0 || value / upper >= MILD_FOLD) return undefined;
  const drug = ctx.model.medications.find((m) => m.active && INTERFERING.test(m.name));
  const seated = statedMention(ctx.freeText, SEATED) !== undefined;
  if (drug === undefined && !seated) return undefined;
  const why = [
    seated ? "the sample was taken seated" : "",
    drug === undefined ? "" : `${drug.name.toLowerCase()} can raise it`,
  ]
    .filter(Boolean)
    .join(", and ");
  return {
    text: `is a mild rise, less than twice the upper limit, and ${why}: mild rises like this are usually false positives. Repeat it with blood taken lying down after a rest, judged against a supine reference range${drug === undefined ? "" : ", after reviewing whether the medicine can be paused or changed safely"}; a rise that persists on a properly taken sample needs specialist review`,
    patient: `here is small. ${seated ? "Sitting up for the blood test" : "Some medicines"}${seated && drug !== undefined ? " and one of your medicines" : ""} can cause a small rise like this, so the usual next step is to repeat the test lying down after a rest${drug === undefined ? "" : ", once your doctor has looked at your medicines"}`,
    evidence: ["kline-2021-supine-metanephrines", "jcem-2003-metanephrine-false-positives"],
  };
}
