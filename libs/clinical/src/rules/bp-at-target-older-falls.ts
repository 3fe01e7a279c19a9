import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { bpDeprescribing } from "./bp-deprescribing-falls.ts";
import { showBp } from "./bp-readings.ts";
import { medNames, type RuleContext } from "./context.ts";
import { fallsRecorded } from "./older-adults.ts";
import { BP_LOWERING } from "./orthostatic.ts";
import { latestBp } from "./other.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/*
 * A treated blood pressure of 140–149/<90 from age 80 meets NICE's clinic target (below 150/90,
 * evidence "nice-qs28-bp-targets") and so reads as nothing, which is right unless the person falls:
 * then NICE NG136 asks for a standing reading after at least 1 minute standing, and the report said
 * neither that the pressure is at target nor that it should be measured standing (review 26,
 * older-26 case 01: 146/82 on amlodipine and ramipril at 86 with two falls). UK records only: the
 * US goal is AHA/ACC's below 130/80 at every age, and no US source on this was seen.
 */

/** NICE's clinic target for treated hypertension from this age is below 150/90 mmHg. */
const NICE_OLDER_AGE = 80;
const TARGET = { sys: 150, dia: 90 } as const;

/** A standing reading, or postural hypotension, already in the record: the orthostatic rule reads it. */
const STANDING_KNOWN =
  /\bstanding\b|\b(?:orthostatic|postural)\s+(?:hypotension|drop|bp|blood pressure)\b|\blying and standing\b/i;

function atTargetWithFalls(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age < NICE_OLDER_AGE || !readsAsUk(ctx)) return undefined;
  const meds = ctx.medsOf(...BP_LOWERING);
  if (meds.length === 0) return undefined;
  const bp = latestBp(ctx);
  if (bp === undefined || bp.sys >= TARGET.sys || bp.dia >= TARGET.dia) return undefined;
  // A low-normal pressure on several medicines with falls is bp-medicines-deprescribing-falls'.
  if (bpDeprescribing(ctx) !== undefined) return undefined;
  const falls = fallsRecorded(ctx);
  if (falls === undefined) return undefined;
  const named = [...ctx.model.conditions.map((c) => c.name), ...ctx.vitals("bp").map((v) => v.name)];
  if (STANDING_KNOWN.test(ctx.freeText) || named.some((n) => STANDING_KNOWN.test(n))) return undefined;
  return {
    refs: [...bp.refs, ...ctx.refs(...meds), ...ctx.refs(...falls.conditions)],
    values: {
      bp: showBp(bp),
      reading: `${bp.sys}/${bp.dia}`,
      meds: medNames(meds),
      age: formatNumber(ctx.age),
      falls: falls.conditions.length > 0 ? `"${falls.conditions[0]?.name}" recorded` : "falls in the notes",
    },
  };
}

export const BP_AT_TARGET_OLDER_FALLS_RULES: readonly Rule[] = [
  {
    id: "bp-at-target-older-falls-standing",
    family: FindingFamily.vitals,
    severity: Severity.low,
    problem: "Blood pressure",
    title: "Treated blood pressure at NICE's target for age 80 and over, with falls: measure it standing",
    clinician:
      "Blood pressure {bp} on {meds} at age {age} meets NICE's clinic target for treated hypertension from age 80 (below 150/90 mmHg), so there is no case for adding treatment. With {falls}, NICE NG136 asks for blood pressure to be measured seated or lying and again after at least 1 minute standing, to look for a systolic fall of 20 mmHg or more; no standing reading is in the record.",
    patient:
      "Your blood pressure ({reading}) is within the target for people aged 80 and over, so there is no need to add blood pressure medicine. Because you have had falls, ask your {gp} to check your blood pressure standing up as well as sitting, to see whether it drops when you stand. Do not stop or change your medicines on your own.",
    nextSteps: [
      "Measure blood pressure seated or lying and again after 1 and 3 minutes standing",
      "If systolic pressure falls by 20 mmHg or more on standing, treat it as postural hypotension before any change to treatment",
    ],
    patientQuestions: ["Should my blood pressure be checked standing up as well as sitting?"],
    evidence: ["nice-qs28-bp-targets", "nice-ng136-hypertension"],
    keywords: ["blood pressure target", "older adults", "falls", "postural hypotension", "standing blood pressure"],
    match: atTargetWithFalls,
  },
];
