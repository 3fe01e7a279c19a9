/**
 * Pancreatic cancer surveillance for a carrier of a pathogenic variant with a first-degree relative
 * who had pancreatic cancer (review 13, pharmacogenomics 12: a BRCA2 carrier whose mother had it was
 * told nothing). The CAPS Consortium (2020, Table 3) makes carriers of BRCA2, BRCA1, PALB2, ATM, MLH1,
 * MSH2 or MSH6 with at least one affected first-degree relative eligible, starting at 45 or 50 or 10
 * years younger than the youngest affected relative, with MRI/MRCP and EUS and then yearly imaging
 * when nothing concerning is found.
 */
import { type RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/** The genes whose carriers CAPS 2020 makes eligible once a first-degree relative had pancreatic cancer. */
const CAPS_GENES = ["BRCA2", "BRCA1", "PALB2", "ATM", "MLH1", "MSH2", "MSH6"];
/** CAPS 2020 starts these carriers at 45 or 50; the later age is taken unless a relative's age brings it forward. */
const CAPS_START_AGE = 50;
const YEARS_BEFORE_RELATIVE = 10;

function surveillance(ctx: RuleContext, m: RuleMatch, defaultSteps: readonly string[]): RuleMatch {
  const gene = ctx.model.genetics.find((g) => m.refs.includes(g.ref) && CAPS_GENES.includes(g.gene))?.gene;
  const relatives = ctx.family("pancreatic-cancer").filter((f) => f.degree === 1);
  if (gene === undefined || relatives.length === 0) return m;
  const ages = relatives.flatMap((f) => (f.onsetAge === undefined ? [] : [f.onsetAge]));
  const start = Math.min(CAPS_START_AGE, ...ages.map((a) => a - YEARS_BEFORE_RELATIVE));
  const who = relatives.map((f) => f.relationship.toLowerCase()).join(" and ");
  const due = ctx.age !== undefined && ctx.age >= start;
  return {
    ...m,
    refs: [...m.refs, ...relatives.map((f) => f.ref)],
    clinicianExtra: [
      m.clinicianExtra,
      `With a first-degree relative with pancreatic cancer (${who}), a ${gene} carrier is eligible for pancreatic cancer surveillance (CAPS 2020): from age ${start}, MRI/MRCP and EUS, then yearly imaging if nothing concerning is found.`,
    ]
      .filter(Boolean)
      .join(" "),
    patientExtra: [
      m.patientExtra,
      `Because your ${who} had pancreatic cancer, you may be offered regular pancreas scans${due ? "" : ` from age ${start}`}; ask your genetics team about this.`,
    ]
      .filter(Boolean)
      .join(" "),
    nextSteps: [
      ...(m.nextSteps ?? defaultSteps),
      `Discuss pancreatic cancer surveillance (CAPS 2020: ${gene} carrier with an affected first-degree relative) ${due ? "now" : `from age ${start}`}: MRI/MRCP and EUS`,
    ],
    evidence: [...(m.evidence ?? []), "caps-2020-pancreatic-surveillance"],
  };
}

/** A hereditary cancer rule whose match also carries CAPS pancreatic surveillance where the family history calls for it. */
export function withPancreaticSurveillance(rule: Rule): Rule {
  return {
    ...rule,
    match: (ctx) => {
      const m = rule.match(ctx);
      return m && surveillance(ctx, m, rule.nextSteps);
    },
  };
}
