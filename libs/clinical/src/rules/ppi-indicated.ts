import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { RuleMatch } from "./types.ts";

/*
 * A long-term PPI that has a lasting indication is not offered for review or stopping when it
 * lowers magnesium or B12 (review 15 leftovers-a, cases 03 and 04: Barrett's oesophagus, and healed
 * LA grade D oesophagitis, each told to "review the need for the PPI").
 * - Farrell et al. 2017 (evidence "farrell-2017-ppi-deprescribing"): the deprescribing
 *   recommendations do not apply to people who have or have had Barrett oesophagus, severe
 *   oesophagitis (grade C or D) or a documented bleeding gastrointestinal ulcer.
 * The PPI is then kept and the magnesium or B12 replaced; specialist advice is sought only if the
 * deficiency cannot be corrected while the PPI continues.
 */

const INDICATION =
  /\bbarrett'?s?\b|\b(?:la|los angeles)\s*grade\s*[cd]\b|\bgrade\s*[cd]\s+(?:reflux\s+)?(?:o?esophagitis)\b|\bsevere\s+(?:erosive\s+|reflux\s+)?o?esophagitis\b|\bbleeding\s+(?:peptic\s+|gastric\s+|duodenal\s+)?ulcer\b|\b(?:peptic|gastric|duodenal)\s+ulcer\s+(?:bleed|haemorrhage|hemorrhage)\b/i;

/** The lasting PPI indication in the record (a condition, even past, or a stated note), if any. */
export function longTermPpiIndication(ctx: RuleContext): { text: string; ref?: string } | undefined {
  // Barrett's or a severe oesophagitis counts even when recorded as past: "have or have had".
  const condition = ctx.model.conditions.find(
    (c) => INDICATION.test(c.name) && (isActiveCondition(c.status) || /resolved|inactive|past/i.test(c.status)),
  );
  if (condition !== undefined) return { text: condition.name.trim(), ref: condition.ref };
  const stated = statedMention(ctx.freeText, INDICATION);
  return stated === undefined ? undefined : { text: stated };
}

const REVIEW_NEED = /review (?:the )?(?:ongoing )?need for(?: and dose of)? the (?:PPI|acid suppression)/i;
/** "Replace B12 and review the ongoing need…": the replacement half is kept. */
const AND_REVIEW = /\s+and (?=review (?:the )?(?:ongoing )?need)/i;

/**
 * The PPI finding's match with a lasting indication taken into account: the "review the need"
 * step becomes keep-and-replace, and the indication is named.
 */
export function keepIndicatedPpi(
  ctx: RuleContext,
  match: RuleMatch,
  defaultSteps: readonly string[],
  what: "magnesium" | "B12",
): RuleMatch {
  const indication = longTermPpiIndication(ctx);
  if (indication === undefined) return match;
  const keep = `continue the PPI ("${indication.text}" is a reason for long-term acid suppression), asking gastroenterology only if the ${what} cannot be kept up on replacement`;
  const steps = (match.nextSteps ?? defaultSteps).map((s) => {
    if (!REVIEW_NEED.test(s)) return s;
    // "Replace magnesium; review the need for and dose of the PPI": the replacement part stays.
    const rest = s
      .replace(AND_REVIEW, "; ")
      .split(/;\s*/)
      .filter((part) => !REVIEW_NEED.test(part));
    if (rest.length === 0) return `${keep.charAt(0).toUpperCase()}${keep.slice(1)}`;
    return `${rest.join("; ")}; ${keep}`;
  });
  const why = /barrett/i.test(indication.text)
    ? "Barrett's oesophagus"
    : /ulcer/i.test(indication.text)
      ? "past bleeding ulcer"
      : "past severe inflammation of the food pipe";
  return {
    ...match,
    refs: [...match.refs, ...(indication.ref ? [indication.ref] : [])],
    clinicianExtra: [
      match.clinicianExtra,
      `Here the PPI has a lasting indication ("${indication.text}"): deprescribing guidance does not apply to Barrett's oesophagus, severe (grade C or D) oesophagitis or a past bleeding ulcer, so the PPI is continued and the ${what} replaced, not the PPI stopped.`,
    ]
      .filter(Boolean)
      .join(" "),
    patientExtra: [
      match.patientExtra,
      `Your stomach-acid medicine is still needed because of your ${why}, so keep taking it; the ${what} can be topped up instead.`,
    ]
      .filter(Boolean)
      .join(" "),
    nextSteps: steps,
    patientQuestions: [`How will my ${what} be kept up while I stay on my stomach-acid medicine?`],
    evidence: [...(match.evidence ?? []), "farrell-2017-ppi-deprescribing"],
  };
}
