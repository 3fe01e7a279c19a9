import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { HEART_FAILURE_RULES } from "./heart-failure.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * An NSAID taken with heart failure on the record was named only for the kidneys (review 26,
 * older-26 case 06: ibuprofen 600 mg three times a day for months at 81 with HFpEF, losartan and
 * furosemide). NSAIDs make a worsening of existing heart failure more likely (Ungprasert 2015
 * meta-analysis, evidence "ungprasert-2015-nsaid-hf-exacerbation"). When congestion is already in
 * the record, hf-decompensation-signs names the NSAID as a possible trigger, so this stays quiet.
 */

const DECOMPENSATION = HEART_FAILURE_RULES.find((r) => r.id === "hf-decompensation-signs");

function nsaidWithHeartFailure(ctx: RuleContext): RuleMatch | undefined {
  const nsaids = ctx.meds("nsaid");
  if (nsaids.length === 0) return undefined;
  const hf = ctx.conditions("heart-failure");
  if (hf.length === 0) return undefined;
  if (DECOMPENSATION?.match(ctx) !== undefined) return undefined;
  const drug = nsaids.length === 1 ? nsaids[0]?.drugs[0] : undefined;
  return {
    refs: ctx.refs(...nsaids, hf[0]),
    values: {
      med: medNames(nsaids),
      hf: hf[0]?.name ?? "heart failure",
      nsaid: drug === undefined ? "an anti-inflammatory pain medicine" : `${drug}, an anti-inflammatory pain medicine`,
    },
  };
}

export const NSAID_HEART_FAILURE_RULES: readonly Rule[] = [
  {
    id: "nsaid-heart-failure",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Heart failure",
    title: "NSAID with heart failure",
    clinician:
      '{med} with heart failure ("{hf}" listed). NSAIDs are best avoided in heart failure: in people who already have it they make a worsening more likely (about 40% more with conventional NSAIDs and celecoxib in a meta-analysis of observational studies).',
    patient:
      "You take {nsaid}, and you have heart failure. This kind of medicine can make heart failure worse. Ask your doctor or pharmacist about a different pain medicine. Do not stop or change your heart medicines on your own.",
    nextSteps: [
      "Stop the NSAID where possible and agree another approach to the pain with the patient",
      "Ask about breathlessness, ankle swelling and weight gain since the NSAID was started",
    ],
    patientQuestions: ["Which pain medicine is safe with my heart failure?"],
    evidence: ["ungprasert-2015-nsaid-hf-exacerbation"],
    keywords: ["nsaid", "heart failure", "ibuprofen", "naproxen", "exacerbation"],
    match: nsaidWithHeartFailure,
  },
];
