import { type ConditionItem, FindingFamily, type LabObservation, Severity } from "../model.ts";
import { anaphylaxisPicture } from "./anaphylaxis-picture.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/**
 * A tryptase rise over the person's baseline after a reaction, showing mast-cell activation; a high
 * baseline is a reason to look for mastocytosis.
 *
 * Tryptase: an acute sample above 1.2 × the person's baseline + 2 µg/L (the consensus "20% + 2"
 * formula) shows systemic mast-cell activation; a baseline above 20 µg/L is a reason to look for
 * mastocytosis ("valent-2019-tryptase-20-2"). Without a reaction on record, two values are only
 * a trend, so the rule needs anaphylaxis or an allergic reaction in the conditions or notes.
 *
 * A single raised tryptase after a reaction cannot be told apart from a raised baseline: the acute
 * sample belongs within 4 h of onset and the baseline before the reaction or more than 24 h after
 * all symptoms have settled (WAO table in "valent-2019-tryptase-20-2"'s seenAt), so the second
 * rule asks for that baseline.
 */

const REACTION = /\banaphyla\w*|\ballergic reaction\b|\bmast[- ]cell\b/i;
/** The unit to write tryptase limits in: ng/mL for a result reported so (equal to µg/L), else µg/L. */
const unitOf = (o: LabObservation) => (/ng\s*\/\s*ml/i.test(o.rawUnit ?? o.unit ?? "") ? "ng/mL" : "µg/L");

/** Baseline tryptase (µg/L) above which mastocytosis is looked for (see the module note). */
const MASTOCYTOSIS_BASELINE = 20;

/** The conditions naming a reaction, or undefined when neither they nor the notes mention one. */
function reactionOnRecord(ctx: RuleContext): ConditionItem[] | undefined {
  const conditions = ctx.model.conditions.filter((c) => REACTION.test(c.name));
  // A reaction the notes describe without naming it counts too (review 32, acute-32 case 02: hives,
  // throat tightness and a BP of 84/46 after peanuts, with a tryptase of 31.5, read as a lone high value).
  if (
    conditions.length === 0 &&
    statedMention(ctx.freeText, REACTION) === undefined &&
    anaphylaxisPicture(ctx) === undefined
  )
    return undefined;
  return conditions;
}

export const TRYPTASE_RULES: readonly Rule[] = [
  {
    id: "tryptase-rise-over-baseline",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Anaphylaxis",
    title: "Tryptase rise over baseline supports mast-cell activation",
    clinician:
      "Tryptase {acute} against a baseline of {baseline}: the rise passes the 20% + 2 threshold ({threshold} µg/L = 1.2 × baseline + 2), which supports systemic mast-cell activation, in keeping with anaphylaxis.{baselineNote}",
    patient:
      "Your tryptase blood test, taken soon after the reaction, rose well above your own usual level. This supports that the reaction was a true severe allergic reaction (anaphylaxis). Take these results to your allergy appointment.",
    nextSteps: [
      "Record the reaction as anaphylaxis supported by tryptase, and send both results with the allergy referral",
    ],
    patientQuestions: ["Do my tryptase results change what the allergy clinic needs to check?"],
    evidence: ["valent-2019-tryptase-20-2"],
    keywords: ["tryptase", "mast cell activation", "anaphylaxis", "mastocytosis"],
    match: (ctx) => {
      const conditions = reactionOnRecord(ctx);
      if (conditions === undefined) return undefined;
      const all = ctx.labs("tryptase").filter((o) => ctx.valueOf(o) !== undefined);
      if (all.length < 2) return undefined;
      const value = (o: LabObservation) => ctx.valueOf(o) ?? 0;
      const acute = all.reduce((a, b) => (value(b) > value(a) ? b : a));
      const baseline = all.reduce((a, b) => (value(b) < value(a) ? b : a));
      const threshold = 1.2 * value(baseline) + 2;
      if (acute === baseline || value(acute) <= threshold) return undefined;
      const high = value(baseline) > MASTOCYTOSIS_BASELINE;
      return {
        refs: ctx.refs(acute, baseline, ...conditions),
        values: {
          acute: ctx.show(acute),
          baseline: ctx.show(baseline),
          threshold: Math.round(threshold * 10) / 10,
          baselineNote: high
            ? ` The baseline itself is above ${MASTOCYTOSIS_BASELINE} µg/L, which is a reason to look for mastocytosis.`
            : ` The baseline is not raised, which makes an underlying mast-cell disorder less likely.`,
        },
        ...(high
          ? {
              nextSteps: [
                "Record the reaction as anaphylaxis supported by tryptase, and send both results with the allergy referral",
                "Ask haematology or the allergy service to assess for mastocytosis given the raised baseline",
              ],
            }
          : {}),
      };
    },
  },
  {
    id: "tryptase-acute-without-baseline",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Anaphylaxis",
    title: "Raised tryptase after a reaction, with no baseline to compare",
    clinician:
      "Tryptase {acute} (above the upper limit of {upper} {unit}) after a reported reaction. A raised level taken within hours of onset is in keeping with mast-cell activation, but without the person's own baseline it cannot be told apart from a raised baseline, and the 20% + 2 rule (acute above 1.2 × baseline + 2 {unit}) cannot be applied. A baseline sample, taken more than 24 hours after all symptoms have settled, settles both questions; a baseline above {mastocytosis} {unit} would be a reason to look for mastocytosis.",
    patient:
      "Your tryptase blood test, taken after the reaction, was high. This fits with a severe allergic reaction (anaphylaxis), but to be sure it has to be compared with your own usual level. That needs one more tryptase test when you are well, at least a day after all symptoms have gone. Ask whether it has been arranged, and take both results to your allergy appointment.",
    nextSteps: [
      "Take a baseline tryptase more than 24 hours after all symptoms have settled, and compare it with the acute value by the 20% + 2 rule",
      "Send the acute and baseline results with the allergy referral",
    ],
    patientQuestions: ["When should my second tryptase test be taken?"],
    evidence: ["valent-2019-tryptase-20-2"],
    keywords: ["tryptase", "baseline tryptase", "mast cell activation", "anaphylaxis"],
    match: (ctx) => {
      const conditions = reactionOnRecord(ctx);
      if (conditions === undefined) return undefined;
      const all = ctx.labs("tryptase").filter((o) => ctx.valueOf(o) !== undefined);
      // Two or more values are compared by the rule above.
      const acute = all.length === 1 ? all[0] : undefined;
      const upper = ctx.upperLimit("tryptase");
      if (acute === undefined || upper === undefined || (ctx.valueOf(acute) ?? 0) <= upper) return undefined;
      return {
        refs: ctx.refs(acute, ...conditions),
        // The limits in the unit the result came in (review 30, country-30 case 14: a Seattle result in
        // ng/mL was compared with "the upper limit of 11.4 µg/L"; the two units are equal).
        values: { acute: ctx.show(acute), upper, mastocytosis: MASTOCYTOSIS_BASELINE, unit: unitOf(acute) },
      };
    },
  },
];
