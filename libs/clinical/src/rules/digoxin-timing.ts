import type { LabObservation } from "../model.ts";
import { COUNT_WORDS, countOf } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { readShorthand, statedMention } from "./notes.ts";

/**
 * When a digoxin sample was taken, as the notes or the level's laboratory note state it (review 28,
 * psych-elderly-28 case 10: "Level taken 8 hours after the dose" was not read, and the step still
 * asked to confirm the sampling time). The LANOXIN label (evidence "lanoxin-label") samples just
 * before the next dose or at least 6–8 hours after the last; audits count a sample from 6 hours
 * after the dose as taken after distribution, and one taken earlier as uninterpretable
 * (evidence "bernard-1996-digoxin-sampling"). So 6 hours or more, or a pre-dose sample, is read as
 * correctly timed, and less than 6 hours as too early.
 */

/** Hours from the dose from which a sample is read as taken after distribution. */
const DISTRIBUTED_HOURS = 6;

/** "8 hours after the dose", "drawn 7 h post-dose", "3 hrs after his morning digoxin". */
const HOURS_AFTER_DOSE = new RegExp(
  String.raw`\b(\d{1,2}(?:\.\d)?|${Object.keys(COUNT_WORDS).join("|")})\s*(?:h|hrs?|hours?)\s+(?:post[\s-]?dose|after (?:the |her |his |their |last )?(?:morning |evening |night(?:ly)? |last )?(?:dose|digoxin|tablet))\b`,
);
/** A sample taken just before the next dose, which the label prefers. */
const PRE_DOSE =
  /\b(?:pre[\s-]?dose (?:sample|level)|(?:sample|level) (?:taken |drawn )?(?:just )?before (?:the |her |his |their )?next dose|trough (?:sample|level))\b/;

export interface DigoxinSampleTime {
  /** The notes' words, quoted. */
  words: string;
  /** Taken less than {@link DISTRIBUTED_HOURS} hours after the dose. */
  early: boolean;
}

/** The sampling time the level's laboratory note or the notes state; undefined when neither does. */
export function digoxinSampleTime(ctx: RuleContext, obs: LabObservation): DigoxinSampleTime | undefined {
  const labNote = obs.notes === undefined ? "" : readShorthand(obs.notes.toLowerCase());
  for (const text of [labNote, ctx.freeText]) {
    const stated = statedMention(text, HOURS_AFTER_DOSE, true);
    if (stated !== undefined) {
      const count = HOURS_AFTER_DOSE.exec(stated)![1]!;
      const hours = countOf(count);
      return { words: stated, early: hours < DISTRIBUTED_HOURS };
    }
    const before = statedMention(text, PRE_DOSE, true);
    if (before !== undefined) return { words: before, early: false };
  }
  return undefined;
}

/** The step that asks for the sampling time, which a stated time answers. */
export const CONFIRM_SAMPLE_TIME_STEP = "Confirm the sample was taken at least 6–8 hours after the last dose";

/** The clinician's sentence on a stated sampling time. */
export function sampleTimeText(time: DigoxinSampleTime): string {
  return time.early
    ? `The notes record the sample as "${time.words}": taken less than ${DISTRIBUTED_HOURS} hours after the dose, before digoxin has finished distributing into the tissues, it reads higher than the steady level and is too early to interpret; it does not rule toxicity in or out.`
    : `The notes record the sample as "${time.words}", correctly timed (just before the next dose or ${DISTRIBUTED_HOURS} hours or more after the last), so the level is read as it stands.`;
}

/** The steps with the sampling-time step answered: dropped when correctly timed, a repeat when too early. */
export function withSampleTime(steps: readonly string[], time: DigoxinSampleTime): string[] {
  return steps.flatMap((s) =>
    s !== CONFIRM_SAMPLE_TIME_STEP
      ? [s]
      : time.early
        ? [
            "Repeat the digoxin level just before the next dose or at least 6–8 hours after the last: this sample was taken too early to interpret",
          ]
        : [],
  );
}

/** The patient's sentence when the sample was taken too early. */
export const EARLY_SAMPLE_PATIENT =
  "The blood was taken soon after a digoxin dose, which can make the level read higher than it really is, so the test may need to be repeated at the right time.";
