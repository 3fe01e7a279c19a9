import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isHigh } from "./lab-status.ts";

/*
 * A raised GGT, with ALT, ALP and bilirubin not raised, on an enzyme-inducing antiseizure medicine
 * (review 21, neurology-21 case 09: GGT 112 after 12 years of carbamazepine was read only as
 * "often alcohol, fatty liver or bile-duct problems"). GGT rose in 90% of people over six months of
 * phenytoin, about threefold on average, more with regular alcohol ("keeffe-1986-phenytoin-ggt"),
 * and an isolated GGT rise on long-term antiseizure treatment is read as liver enzyme induction
 * rather than liver impairment ("wkw-1982-anticonvulsant-ggt"). The other liver tests must be in the
 * results and not raised: a raised ALT, ALP or bilirubin is left to the liver rules.
 */

const INDUCER = /\b(?:carbamazepine|tegretol|phenytoin|epanutin|dilantin|phenobarbit(?:al|one)|primidone|mysoline)\b/i;

function antiseizureGgt(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter((m) => m.active && INDUCER.test(m.name));
  const ggt = ctx.lab("ggt");
  if (meds.length === 0 || !isHigh(ggt)) return undefined;
  const others = [ctx.lab("alt"), ctx.lab("alp"), ctx.lab("bilirubin")];
  // ALT must be in the results to call the rise isolated; ALP and bilirubin, when present, must be normal.
  if (others[0] === undefined || others.some(isHigh)) return undefined;
  return {
    refs: ctx.refs(ggt, ...others, ...meds),
    values: { ggt: ctx.show(ggt!), meds: medNames(meds) },
  };
}

export const ANTISEIZURE_GGT_RULES: readonly Rule[] = [
  {
    id: "antiseizure-enzyme-induction-ggt",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Liver tests",
    title: "Raised GGT on an enzyme-inducing antiseizure medicine: usually enzyme induction",
    clinician:
      "GGT {ggt} with ALT and the other liver tests not raised, on {meds}. Enzyme-inducing antiseizure medicines commonly raise GGT (in 9 of 10 people after six months of phenytoin, about threefold on average), through liver enzyme induction rather than liver damage, so an isolated rise like this is not by itself a reason to change the medicine. Regular alcohol adds to the rise.",
    patient:
      "Your GGT (a liver enzyme) is raised, while your other liver tests are normal. Your medicine, {meds}, commonly raises GGT by making the liver produce more of its enzymes; this is not a sign of liver damage on its own and does not usually mean the medicine needs changing. Alcohol can raise it further.",
    nextSteps: [
      "No change to the antiseizure medicine for this alone; ask about alcohol intake and recheck liver tests with routine monitoring",
    ],
    evidence: ["keeffe-1986-phenytoin-ggt", "wkw-1982-anticonvulsant-ggt"],
    keywords: ["ggt", "gamma-glutamyl transferase", "enzyme induction", "carbamazepine", "phenytoin"],
    match: antiseizureGgt,
  },
];
