import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";

/*
 * A raised AST beside a raised CK, with ALT normal or only a little raised and below the AST: AST is
 * also released from injured muscle, and the liver enzymes alone cannot tell muscle from liver (see
 * SUMMARIES["lim-2020-rhabdomyolysis-liver-tests"]). Read as liver, such a result invites "alcohol or
 * fatty liver" and needless liver tests; the finding points to muscle and asks for a repeat after rest.
 */

/** ALT at most this many times its upper limit counts as "only a little raised". */
const ALT_MILD = 2;

function isHigh(obs: LabObservation | undefined): obs is LabObservation {
  return obs?.status === "high" || obs?.status === "critical-high";
}

export const MUSCLE_AST_RULES: readonly Rule[] = [
  {
    id: "ast-muscle-source",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Muscle enzymes",
    title: "Raised AST with a raised CK: likely from muscle",
    clinician:
      "AST {ast} with CK {ck} and ALT {alt}: a raised AST beside a raised CK, with ALT normal or only slightly raised and lower than the AST, most likely comes from muscle rather than the liver; AST and ALT are also released from injured muscle.",
    patient:
      "Your CK, a muscle enzyme, is raised, and so is your AST. AST is often called a liver test, but muscle releases it too, and with a raised CK your AST most likely comes from your muscles rather than your liver.",
    nextSteps: [
      "Ask about recent strenuous exercise, muscle injury, muscle pain and medicines that affect muscle",
      "Repeat CK, AST and ALT after a rest from strenuous exercise; assess the liver only if AST or ALT stay raised when CK is normal",
    ],
    patientQuestions: ["Should I repeat these tests after resting from hard exercise?"],
    evidence: ["lim-2020-rhabdomyolysis-liver-tests"],
    keywords: ["aspartate aminotransferase", "creatine kinase", "muscle injury", "exercise"],
    match: (ctx: RuleContext) => {
      const ast = ctx.lab("ast");
      const ck = ctx.lab("ck");
      const alt = ctx.lab("alt");
      const astValue = ctx.valueOf(ast);
      const altValue = ctx.valueOf(alt);
      const altLimit = ctx.upperLimit("alt");
      if (!isHigh(ast) || !isHigh(ck) || astValue === undefined || altValue === undefined) return undefined;
      if (altLimit === undefined || altValue > ALT_MILD * altLimit || altValue >= astValue) return undefined;
      return {
        refs: ctx.refs(ast, ck, alt),
        values: { ast: ctx.show(ast), ck: ctx.show(ck), alt: ctx.show(alt) },
      };
    },
  },
];
