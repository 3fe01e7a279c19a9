import { FindingFamily, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * A total IgE above 1000 IU/mL in asthma or cystic fibrosis: the total-IgE criterion for allergic
 * bronchopulmonary aspergillosis (ABPA). The criteria also need sensitisation to Aspergillus
 * fumigatus (specific IgE or skin test) and, in the ISHAM working group's set, two of precipitins or
 * IgG to A. fumigatus, compatible chest imaging and eosinophils above 500/µL; in the older
 * Rosenberg–Patterson set, central bronchiectasis is a major and brown sputum plugs a minor criterion ("abpa-criteria-asthma"). The rule asks for the work-up;
 * it does not diagnose.
 */

/** Total IgE (IU/mL = kU/L) of the ABPA criterion. */
const ABPA_IGE = 1000;
/** Eosinophils (per µL, the catalogue unit) of the ISHAM criterion. */
const ABPA_EOS = 500;
const PREDISPOSED = /\basthma\b|\bcystic fibrosis\b/i;
const PLUGS = /\b(?:mucus|mucous|sputum) plugs?\b/i;

export const ABPA_SCREEN_RULES: readonly Rule[] = [
  {
    id: "abpa-screen-high-ige",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Asthma",
    title: "Total IgE above 1000 IU/mL in asthma: look for allergic bronchopulmonary aspergillosis",
    clinician:
      "Total IgE {ige} with {condition}. A total IgE above 1000 IU/mL is one of the diagnostic criteria for allergic bronchopulmonary aspergillosis (ABPA), which also need sensitisation to Aspergillus fumigatus (raised specific IgE or a positive skin test) and supporting features: precipitins or IgG to A. fumigatus, compatible chest imaging, or eosinophils above 500/µL (0.5 × 10^9/L).{eos}{plugs}",
    patient:
      "Your total IgE, an allergy antibody, is very high. In people with asthma this can be a sign of an allergy to a common mould (Aspergillus) that affects the airways, called ABPA. Ask your doctor whether you need a blood test for Aspergillus allergy and a chest scan.",
    nextSteps: [
      "Check Aspergillus fumigatus-specific IgE and IgG (or precipitins), and arrange chest imaging (CT for central bronchiectasis) if they are raised",
      "Refer to a respiratory specialist if the work-up supports ABPA",
    ],
    patientQuestions: ["Should I be tested for an allergy to Aspergillus mould?"],
    evidence: ["abpa-criteria-asthma"],
    keywords: ["allergic bronchopulmonary aspergillosis", "abpa", "total ige", "aspergillus", "asthma"],
    match: (ctx) => {
      const conditions = ctx.model.conditions.filter((c) => isActiveCondition(c.status) && PREDISPOSED.test(c.name));
      if (conditions.length === 0) return undefined;
      const ige = ctx.lab("ige-total");
      if (ige === undefined || (ctx.valueOf(ige) ?? 0) <= ABPA_IGE) return undefined;
      const eos = ctx.lab("eosinophils-abs");
      const eosValue = ctx.valueOf(eos);
      const plugs = statedMention(ctx.freeText, PLUGS);
      return {
        refs: ctx.refs(ige, ...conditions, eosValue !== undefined && eosValue > ABPA_EOS ? eos : undefined),
        values: {
          ige: ctx.show(ige),
          condition: conditions.map((c) => c.name).join(", "),
          eos:
            eosValue !== undefined && eosValue > ABPA_EOS
              ? ` The eosinophil count, ${ctx.show(eos)}, is above that level.`
              : "",
          plugs:
            plugs === undefined
              ? ""
              : ` The notes mention ${plugs}, a minor criterion in the classic (Rosenberg–Patterson) set.`,
        },
      };
    },
  },
];
