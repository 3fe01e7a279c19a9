import type { Finding, LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { monovalentUnit } from "./equivalent-units.ts";
import { sampleProblem } from "./haemolysis.ts";
import { CONFIRMED_SAMPLE } from "./hyperkalaemia-emergency.ts";
import { statedMention } from "./notes.ts";

/**
 * A high potassium that is itself the repeat: the potassium findings' "Repeat potassium promptly
 * (exclude a haemolysed sample)" then asked for what was already done (review 31, engine-31 case 02:
 * "Repeat sample this afternoon, not haemolysed, K 6.3"; case 03: two high potassium results the same
 * day). The repeat on a fresh sample is how a spurious (haemolysed) high potassium is excluded, as
 * the sources behind the hyperkalaemia findings say (nhs-highland-hyperkalaemia; UK Kidney
 * Association bands); once it is done, what is left is to act on the value and recheck after acting.
 * Engine choice: the step is reworded, not dropped, so the recheck after treatment stays.
 */

/** "repeat sample ... K 6.3", "repeated potassium 6.3", "K 6.3 on repeat": a repeat with its value. */
const REPEAT_WITH_VALUE =
  /\brepeat(?:ed)?\s+(?:sample|specimen|potassium|k\+?|u\s*&\s*e'?s?|bloods?)\b[^.;\n]{0,60}?\b\d(?:\.\d)?\b|\b(?:potassium|k\+?)\s*(?:of\s+)?\d(?:\.\d)?\s*(?:mmol\/l|meq\/l)?\s+on\s+(?:a\s+)?repeat\b/i;

/** The words or results that show the current potassium is a repeat, or undefined. */
export function potassiumRepeatDone(ctx: RuleContext): string | undefined {
  const noted =
    statedMention(ctx.freeText, REPEAT_WITH_VALUE) ??
    statedMention(ctx.freeText, new RegExp(CONFIRMED_SAMPLE.source, "i"));
  if (noted !== undefined) return `"${noted}" in the notes`;
  const [latest, earlier] = ctx.labs("potassium");
  const upper = ctx.upperLimit("potassium");
  const k = ctx.valueOf(latest);
  const before = ctx.valueOf(earlier);
  if (latest?.date === undefined || earlier?.date === undefined || upper === undefined) return undefined;
  if (k === undefined || before === undefined || k <= upper || before <= upper) return undefined;
  if (latest.date.slice(0, 10) !== earlier.date.slice(0, 10)) return undefined;
  // A haemolysed or delayed sample is no confirmation (haemolysis.ts reads those pairs).
  if (sampleProblem(latest) !== undefined || sampleProblem(earlier) !== undefined) return undefined;
  const unit = monovalentUnit(latest);
  return `two high results the same day, ${earlier.rawValue.trim()} and ${latest.rawValue.trim()} ${unit} on ${latest.date.slice(0, 10)}`;
}

/** "Repeat potassium promptly (exclude a haemolysed sample)" and its "and creatinine" form. */
const REPEAT_TO_EXCLUDE =
  /^Repeat potassium( and creatinine)? (?:promptly|soon|urgently|today)\s*\((?:exclude|excluding) a ha?emoly[sz]ed sample\)/;

/** The findings with the repeat-to-exclude-haemolysis step reworded when the repeat is already done. */
export function withPotassiumRepeatDone(findings: readonly Finding[], ctx: RuleContext): Finding[] {
  if (!findings.some((f) => f.nextSteps.some((s) => REPEAT_TO_EXCLUDE.test(s)))) return [...findings];
  const done = potassiumRepeatDone(ctx);
  if (done === undefined) return [...findings];
  // Said once in full; a second finding's repeat step becomes the recheck alone, so the step list
  // does not carry the same sentence twice.
  let said = false;
  const reworded = (_m: string, creat: string | undefined): string => {
    const text = said
      ? `Recheck potassium${creat ?? ""} after acting on it`
      : `The high potassium is already confirmed (${done}): act on it, and recheck potassium${creat ?? ""} after acting`;
    said = true;
    return text;
  };
  return findings.map((f) =>
    f.nextSteps.some((s) => REPEAT_TO_EXCLUDE.test(s))
      ? { ...f, nextSteps: f.nextSteps.map((s) => s.replace(REPEAT_TO_EXCLUDE, reworded)) }
      : f,
  );
}

/**
 * Another potassium of the same day as a questioned one (haemolysed, delayed), with no time of day
 * on either and no sample problem of its own: it may be the repeat on a fresh sample, or the first
 * sample. The report could not say which of two same-day results was haemolysed, nor tie the sound
 * one to the repeat it asked for (review 31, engine-31 case 03: 6.4 mEq/L "hemolyzed" and 5.2 mEq/L
 * the same day, read as two unrelated findings). Both are then named by value.
 */
export function sameDaySoundPotassium(obs: LabObservation, ctx: RuleContext): LabObservation | undefined {
  const day = obs.date?.slice(0, 10);
  if (obs.analyteId !== "potassium" || day === undefined || obs.date?.includes("T")) return undefined;
  return ctx
    .labs("potassium")
    .find(
      (o) =>
        o !== obs &&
        !o.derivation &&
        o.date?.slice(0, 10) === day &&
        !o.date.includes("T") &&
        ctx.valueOf(o) !== undefined &&
        sampleProblem(o) === undefined,
    );
}
