import { FindingFamily, Severity } from "../model.ts";
import { reportsPathogenic } from "../vocab/genetics.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { medNames, type RuleContext } from "./context.ts";
import { CONTRACEPTIVE } from "./survivorship.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/*
 * Combined hormonal contraception in a carrier of a BRCA1 or BRCA2 variant (review 44, meds-44 case
 * 01: a Bristol woman on Microgynon with a pathogenic BRCA1 variant got the carrier finding and
 * nothing on her pill). UKMEC places known carriers of gene mutations linked with breast cancer at
 * category 3 for combined methods, the risks usually outweighing the benefits, and progestogen-only
 * methods lower (as read in the seenAt of "fsrh-ukmec-2016"). UK records only: the US MEC row on
 * these carriers was not seen, so a US record is not told UK or US categories.
 */

const BRCA_CONDITION = /\bbrca\s?[12]\b[^,;]*\b(?:carrier|pathogenic|mutation|variant)\b/i;
/** A condition line that names a BRCA result which is not a carrier state ("variant of uncertain significance"). */
const NOT_CARRIER = /\buncertain\b|\bvus\b|\bnegative\b|\bnot detected\b|\bbenign\b/i;

function chcBrca(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex !== "female" || !readsAsUk(ctx)) return undefined;
  const pills = ctx
    .meds("oestrogen")
    .filter((m) => CONTRACEPTIVE.test([m.name, m.dosage, m.frequency].filter(Boolean).join(" ")));
  if (pills.length === 0) return undefined;
  const gene = [...ctx.genes("BRCA1"), ...ctx.genes("BRCA2")].find((g) => reportsPathogenic(g.interpretation, g.value));
  const condition = ctx.model.conditions.find(
    (c) => isActiveCondition(c.status) && BRCA_CONDITION.test(c.name) && !NOT_CARRIER.test(c.name),
  );
  if (gene === undefined && condition === undefined) return undefined;
  return {
    refs: [...ctx.refs(...pills, condition), ...(gene ? [gene.ref] : [])],
    values: {
      med: medNames(pills),
      carrier: gene ? `A pathogenic ${gene.gene} variant` : (condition?.name ?? "A BRCA variant"),
    },
  };
}

export const CHC_BRCA_RULES: readonly Rule[] = [
  {
    id: "combined-contraceptive-brca",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Contraception",
    title: "Combined hormonal contraception in a BRCA variant carrier",
    clinician:
      "{carrier} with {med}: UKMEC places known carriers of gene mutations linked with breast cancer at category 3 for combined hormonal contraception, the risks usually outweighing the benefits, so its use needs an informed discussion or a change of method. Progestogen-only methods and intrauterine methods sit lower in UKMEC for these carriers.",
    patient:
      "You carry a BRCA gene change and take a contraceptive that contains oestrogen. UK guidance says that for people with this gene change the risks of oestrogen-containing contraception usually outweigh the benefits, so it is worth talking with your doctor or clinic about your options. Do not simply stop it: other methods can be started with no gap in between.",
    nextSteps: [
      "Discuss the combined method's UKMEC category 3 with her and offer a method without oestrogen (progestogen-only pill, implant, or an IUS or copper IUD), switching with no gap in contraception",
    ],
    patientQuestions: ["Which contraception suits me best with my BRCA gene change?"],
    evidence: ["fsrh-ukmec-2016"],
    keywords: ["brca1", "brca2", "combined oral contraceptive", "medical eligibility criteria", "breast cancer"],
    match: chcBrca,
  },
];
