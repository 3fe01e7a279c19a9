import type { RuleContext } from "./context.ts";
import { recordedEatingDisorder } from "./eating-disorder.ts";

/*
 * A slightly low sodium in a recorded eating disorder (review 13, nutrition case 02: sodium 134 in
 * a 19-year-old with anorexia nervosa, BMI 13.2, two days into nasogastric refeeding, told it "often
 * means nothing" and to repeat it in a few weeks). Refeeding brings shifts in fluid and salt balance
 * as well as the fall in phosphate, potassium and magnesium (Reber 2019), so the sodium is followed
 * with those checks, read beside the eating-disorder finding, not left for routine bloods.
 */

export interface EatingDisorderSodium {
  refs: string[];
  step: string;
  advice: string;
  evidence: string[];
}

export function eatingDisorderSodium(ctx: RuleContext): EatingDisorderSodium | undefined {
  const ed = recordedEatingDisorder(ctx);
  if (ed === undefined) return undefined;
  return {
    refs: ed.refs,
    step: `With ${ed.text}: recheck the sodium with the potassium, phosphate and magnesium checks of the refeeding or medical monitoring plan (refeeding shifts fluid and salt balance), and read it with the eating-disorder finding`,
    advice:
      "With your eating disorder, your body salts can change quickly, especially as eating builds back up, so your team will check this with your other blood salts.",
    evidence: ["reber-2019-refeeding-syndrome", "nice-cg32-nutrition-support"],
  };
}
