import { Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { RuleMatch } from "./types.ts";

/*
 * A low sodium in someone with a recorded SIADH is the known condition, not a new hyponatraemia to
 * work up (review 11 geriatrics case 12: a woman of 72 with SIADH from small-cell lung cancer on a
 * 1 L fluid restriction, sodium 126 → 130 → 131 mmol/L, was asked for osmolality and urine sodium and
 * told its cause "should be found"). Fluid restriction is the first-line treatment of SIAD in the
 * published guidelines (ESE/ERBP 2014; reviewed in J Endocrinol Invest 2016), so the reading is: known
 * cause, treatment under way, sodium followed by the team treating it.
 *
 * The hyponatraemia finding keeps its own reading (and its work-up and urgency) when the sodium is
 * profound (below 125 mmol/L), has fallen since the last value, or the notes record symptoms: then
 * something has changed and the known diagnosis does not settle it.
 */

const SIADH =
  /\bsiadh?\b|\binappropriate (?:secretion of )?(?:anti-?diuretic hormone|adh|antidiuresis)\b|\binappropriate anti-?diuresis\b/i;
/** Symptoms that make a low sodium more than a monitoring result. */
const SYMPTOMS =
  /\bconfus\w*|\bdrows\w*|\bvomit\w*|\bseizure\w*|\bfits?\b|\bfall(?:s|en)?\b|\bunsteady\b|\bmuddled\b|\bheadache\w*|\bnause\w*|\bletharg\w*/i;
/** Below this the grade is profound (ESE/ERBP 2014). */
const PROFOUND = 125;

/** What the sodium finding says instead of its work-up when a recorded SIADH explains a stable or rising sodium. */
export function sodiumInKnownSiadh(ctx: RuleContext): RuleMatch | undefined {
  const siadh = ctx.model.conditions.find((c) => isActiveCondition(c.status) && SIADH.test(c.name));
  if (siadh === undefined) return undefined;
  const obs = ctx.lab("sodium");
  const na = ctx.valueOf(obs);
  if (obs === undefined || na === undefined || na < PROFOUND) return undefined;
  if (statedMention(ctx.freeText, SYMPTOMS) !== undefined) return undefined;
  const points = ctx.series("sodium")?.points ?? [];
  const earlier = points.length >= 2 ? points[points.length - 2] : undefined;
  if (earlier !== undefined && earlier.value > na) return undefined;
  const first = points.length >= 2 ? points[0] : undefined;
  const trend =
    first !== undefined && first.value < na
      ? ` Sodium has risen from ${formatNumber(first.value, 0)} mmol/L (${first.date.slice(0, 10)}), in keeping with the treatment working.`
      : earlier !== undefined
        ? ` It is no lower than the previous ${formatNumber(earlier.value, 0)} mmol/L (${earlier.date.slice(0, 10)}).`
        : "";
  const grade = na < 130 ? "moderate" : "mild";
  // "Syndrome of …" reads mid-sentence in lower case; an acronym ("SIADH …") stays as written.
  const name = /^[A-Z][a-z]/.test(siadh.name) ? siadh.name.charAt(0).toLowerCase() + siadh.name.slice(1) : siadh.name;
  return {
    refs: ctx.refs(obs, siadh),
    values: {
      na: ctx.show(obs),
      reading: `${grade} hyponatraemia in recorded ${name}: the known cause, so no new osmolality or urine sodium work-up is needed.${trend} Fluid restriction is the first-line treatment of SIADH; the plan of the team treating it continues.`,
      level: grade === "mild" ? "a little low" : "low",
      advice:
        "This fits the condition already in your record (SIADH), which makes the body hold on to water. Keep to the plan your team has given you, such as the fluid limit, and tell them if you feel confused, sick, drowsy or unsteady.",
    },
    severity: Severity.low,
    nextSteps: [
      "Continue the SIADH plan (fluid restriction, treating the cause) and the sodium checks the treating team has set",
      "Reassess sooner if the sodium falls, drops below 125 mmol/L, or symptoms such as confusion, vomiting or unsteadiness appear",
    ],
    patientQuestions: ["How often should my sodium be checked, and how long do I keep to the fluid limit?"],
    evidence: ["ese-erbp-2014-hyponatraemia", "siad-2016-practical-recommendations"],
  };
}
