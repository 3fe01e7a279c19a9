/**
 * Coeliac disease already diagnosed.
 *
 * Review 30b, hepato-30b case 13: coeliac disease on record, diagnosed on duodenal biopsy 3 weeks
 * before and now on a gluten-free diet, with a raised tTG-IgA and iron-deficiency anaemia. The tTG
 * finding called it "probable coeliac disease", asked for referral to confirm it and for gluten in
 * more than one meal a day for 6 weeks before a biopsy (NICE NG20's advice before a diagnosis, not
 * after one), and the iron finding said "nothing in the record points to the gut". A tTG-IgA that
 * is still raised weeks into the diet is expected with a recent diagnosis: it is not a new case to
 * confirm.
 */
import type { ConditionItem } from "../model.ts";
import type { RuleContext } from "./context.ts";

const COELIAC = /\bc(?:o)?eliac (?:disease|sprue)\b|\bgluten[- ]sensitive enteropathy\b/i;
/** A condition entry that is a question or a screen, not a diagnosis. */
const NOT_DIAGNOSED = /\b(?:suspected|possible|probable|query|screen\w*|family history|fh|rule out|r\/o)\b|\?/i;

/** A recorded (diagnosed) coeliac disease, whatever its status: it does not resolve. */
export function recordedCoeliac(ctx: RuleContext): ConditionItem | undefined {
  return ctx.model.conditions.find((c) => COELIAC.test(c.name) && !NOT_DIAGNOSED.test(c.name));
}
