import { type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { RuleMatch } from "./types.ts";

/*
 * A magnesium just below its lower limit on a proton pump inhibitor, with no symptoms and no low
 * potassium or calcium (review 11, renal case 16): one result a hair under the limit is confirmed
 * before it is treated, and the PPI's need is reviewed. "Just below" is within 5% of the lower
 * limit (0.665 for a limit of 0.70 mmol/L): an engine choice, not a published grade.
 */

/** Fraction of the lower limit above which a low magnesium counts as just below it. An engine choice. */
const JUST_BELOW = 0.95;

/** Symptoms of low magnesium (or of the low calcium and potassium it brings) stated in the notes. */
const SYMPTOMS =
  /\b(?:tingling|paraesthesi\w*|paresthesi\w*|numbness|cramps?|spasms?|tetany|twitch\w*|tremor|seizures?|fits?|palpitations?|arrhythmi\w*|weak(?:ness)?|confus\w*)\b/;

export function borderlineMagnesium(ctx: RuleContext, mg: LabObservation): Partial<RuleMatch> | undefined {
  const value = ctx.valueOf(mg);
  const lower = ctx.lowerLimit("magnesium");
  if (value === undefined || lower === undefined || mg.status === "critical-low") return undefined;
  if (value < lower * JUST_BELOW) return undefined;
  const lowOther = (["potassium", "calcium"] as const).some((id) => {
    const o = ctx.lab(id);
    return o !== undefined && (o.status === "low" || o.status === "critical-low");
  });
  if (lowOther || statedMention(ctx.freeText, SYMPTOMS) !== undefined) return undefined;
  return {
    severity: Severity.low,
    clinicianExtra:
      "It is only just below the lower limit, with no symptoms recorded and no low potassium or calcium: repeat it before treating.",
    nextSteps: [
      "Repeat magnesium with potassium and calcium at the next blood test; replace magnesium if it stays low or symptoms appear",
      "Review the need for and dose of the PPI",
    ],
  };
}
