import { FindingFamily, type LabObservation, Severity } from "../model.ts";
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
 */

const REACTION = /\banaphyla\w*|\ballergic reaction\b|\bmast[- ]cell\b/i;
/** Baseline tryptase (µg/L) above which mastocytosis is looked for (see the module note). */
const MASTOCYTOSIS_BASELINE = 20;

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
      const conditions = ctx.model.conditions.filter((c) => REACTION.test(c.name));
      if (conditions.length === 0 && statedMention(ctx.freeText, REACTION) === undefined) return undefined;
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
];
