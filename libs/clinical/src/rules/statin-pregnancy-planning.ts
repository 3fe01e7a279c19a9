import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { pregnancy } from "./patterns.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * A statin offered to a woman who could become pregnant (review 26, medicines-26 cases 08-09: a
 * woman of 34 with type 1 diabetes offered atorvastatin heard nothing about pregnancy). UK advice
 * (UKTIS, uktis-statins-pregnancy) is to stop a statin 3 months before trying to conceive and through
 * pregnancy, so the offer comes with a word on contraception and pregnancy plans. Pregnancy itself
 * has its own finding (pregnancy-statin.ts). Engine choices: 16 to 49 years; a record reading as US
 * is left out, as the US advice seen covers stopping in pregnancy, not planning before it; a
 * menopause, hysterectomy or sterilisation in the notes means no pregnancy to plan for.
 */

const CHILDBEARING_AGES = { from: 16, to: 49 };

const CANNOT_CONCEIVE =
  /\b(?:post-?menopausal|after (?:the|her) menopause|hysterectomy|sterilis(?:ed|ation)|tubal ligation)\b/;

/** The step to add to a statin offer, with its source, or undefined when it does not apply. */
export function statinPregnancyPlanning(ctx: RuleContext): { step: string; evidence: string } | undefined {
  const age = ctx.age;
  if (ctx.sex !== "female" || age === undefined) return undefined;
  if (age < CHILDBEARING_AGES.from || age > CHILDBEARING_AGES.to) return undefined;
  if (readsAsUsUnits(ctx) || pregnancy(ctx) !== undefined) return undefined;
  if (statedMention(ctx.freeText, CANNOT_CONCEIVE, true) !== undefined) return undefined;
  if (ctx.model.conditions.some((c) => CANNOT_CONCEIVE.test(c.name.toLowerCase()))) return undefined;
  return {
    step: "Discuss contraception and any pregnancy plans with the statin: UK advice (UKTIS) is to stop a statin 3 months before trying to conceive and through pregnancy",
    evidence: "uktis-statins-pregnancy",
  };
}
