import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";

/*
 * BMI counts muscle as weight like fat, so a very muscular adult can reach the overweight or class 1
 * obesity range with little body fat (CDC on BMI; NICE CG189 adds waist-to-height ratio for BMI
 * under 35). When the record says so (review 12, overcall case 12: a competitive bodybuilder with
 * BMI 30.8), weight-loss advice from BMI alone is not given.
 */

const MUSCULAR =
  /\b(?:body-?\s?build(?:er|ers|ing)|power-?\s?lift(?:er|ing)|weight-?\s?lift(?:er|ing)|strongman|high muscle mass|very muscular|heavily muscled)\b/;

/** Below class 2 obesity: muscle alone rarely explains a higher BMI, and NICE's waist measure stops at 35. */
const MUSCULAR_BMI_BELOW = 35;

/** The record's words stating a very muscular build, when the BMI is one muscle can explain. */
export function muscularBuild(ctx: RuleContext, bmi: number): string | undefined {
  return bmi < MUSCULAR_BMI_BELOW ? statedMention(ctx.freeText, MUSCULAR, true) : undefined;
}

/** The patient text after "Your BMI is " for a recorded very muscular build. */
export const MUSCULAR_BMI_PATIENT =
  "above the usual range, but BMI counts muscle as well as fat, so in a very muscular person it overstates body fat. A waist measurement says more about your health than BMI does.";

export const MUSCULAR_BMI_STEP =
  "Judge body fat by waist-to-height ratio or waist circumference rather than BMI; no weight-loss advice from BMI alone";
