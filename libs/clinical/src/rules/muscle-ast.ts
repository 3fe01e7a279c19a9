import type { MeaningInContext } from "../catalogue/overlay.ts";
import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { ckFindingHoldsStatin } from "./drug-lab.ts";
import { RHABDO_CK_ULN } from "./rhabdomyolysis.ts";
import type { Rule } from "./types.ts";

/*
 * A raised AST beside a raised CK, with ALT normal or only a little raised and below the AST: AST is
 * also released from injured muscle, and the liver enzymes alone cannot tell muscle from liver (see
 * SUMMARIES["lim-2020-rhabdomyolysis-liver-tests"]). Read as liver, such a result invites "alcohol or
 * fatty liver" and needless liver tests; the finding points to muscle and asks for a repeat after rest.
 * With a CK in the rhabdomyolysis range (above 5 times its upper limit, rules/rhabdomyolysis.ts) a
 * more clearly raised ALT below the AST is read the same way (review 11, rheumatology case 11: CK
 * 8,900 U/L, AST 310, ALT 160 U/L): muscle releases enough of both to explain it.
 */

/** ALT at most this many times its upper limit counts as "only a little raised". */
const ALT_MILD = 2;

function isHigh(obs: LabObservation | undefined): obs is LabObservation {
  return obs?.status === "high" || obs?.status === "critical-high";
}

/**
 * AST and ALT read as coming from muscle: CK and AST raised, ALT below the AST, and ALT either at most
 * twice its upper limit or any level when CK is in the rhabdomyolysis range. `severe` says which.
 */
export function transaminasesFromMuscle(ctx: RuleContext): { severe: boolean } | undefined {
  const ast = ctx.lab("ast");
  const ck = ctx.lab("ck");
  const astValue = ctx.valueOf(ast);
  const altValue = ctx.value("alt");
  const altLimit = ctx.upperLimit("alt");
  const ckValue = ctx.valueOf(ck);
  const ckLimit = ctx.upperLimit("ck");
  if (!isHigh(ast) || !isHigh(ck) || astValue === undefined || altValue === undefined) return undefined;
  if (altLimit === undefined || altValue >= astValue) return undefined;
  if (altValue <= ALT_MILD * altLimit) return { severe: false };
  const rhabdoRange = ckValue !== undefined && ckLimit !== undefined && ckValue > RHABDO_CK_ULN * ckLimit;
  return rhabdoRange ? { severe: true } : undefined;
}

/**
 * A raised ALT that muscle may account for, whether or not an AST was measured: CK raised with ALT at
 * most twice its upper limit, or CK in the rhabdomyolysis range at any ALT. ALT too is released from
 * injured muscle (lim-2020-rhabdomyolysis-liver-tests), so such an ALT is not read as liver disease
 * (fatty liver above all) until it is repeated once the CK has settled. Returns the CK observation.
 */
export function altMayBeMuscle(ctx: RuleContext): LabObservation | undefined {
  const ck = ctx.lab("ck");
  const alt = ctx.lab("alt");
  const altValue = ctx.valueOf(alt);
  const altLimit = ctx.upperLimit("alt");
  const ckValue = ctx.valueOf(ck);
  const ckLimit = ctx.upperLimit("ck");
  if (!isHigh(ck) || !isHigh(alt) || altValue === undefined || altLimit === undefined) return undefined;
  if (altValue <= ALT_MILD * altLimit) return ck;
  return ckValue !== undefined && ckLimit !== undefined && ckValue > RHABDO_CK_ULN * ckLimit ? ck : undefined;
}

/**
 * The generic ALT or AST line beside a CK in the rhabdomyolysis range: "liver cells may be damaged"
 * sat next to a finding reading the same ALT as possibly from muscle (review 19, statin-muscle-2
 * case 01: CK 2,400 U/L, 13 times its limit, ALT 58 U/L). Muscle releases both enzymes
 * (lim-2020-rhabdomyolysis-liver-tests), so the line gives that reading whether or not a finding does.
 */
const TRANSAMINASE_WITH_MUSCLE_CK: MeaningInContext = {
  text: "beside a CK more than 5 times its upper limit may come largely from the injured muscle, which releases ALT and AST too; it is read as a liver result only if it stays raised once the CK has settled",
  patient:
    "may come largely from your muscles, because your muscle test (CK) is very high and injured muscle releases this enzyme too; it is checked again once the CK has settled",
  evidence: ["lim-2020-rhabdomyolysis-liver-tests"],
};

/** The meaning of a raised ALT or AST beside a CK above 5 times its upper limit, for the generic lab line. */
export function transaminaseWithMuscleCk(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if ((obs.analyteId !== "alt" && obs.analyteId !== "ast") || !isHigh(obs)) return undefined;
  const ck = ctx.lab("ck");
  const ckValue = ctx.valueOf(ck);
  const ckLimit = ctx.upperLimit("ck");
  if (!isHigh(ck) || ckValue === undefined || ckLimit === undefined) return undefined;
  return ckValue > RHABDO_CK_ULN * ckLimit ? TRANSAMINASE_WITH_MUSCLE_CK : undefined;
}

export const MUSCLE_AST_RULES: readonly Rule[] = [
  {
    id: "ast-muscle-source",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Muscle enzymes",
    title: "Raised AST with a raised CK: likely from muscle",
    clinician: "AST {ast} with CK {ck} and ALT {alt}: {why} AST and ALT are also released from injured muscle.",
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
      const muscle = transaminasesFromMuscle(ctx);
      if (muscle === undefined) return undefined;
      const [ast, ck, alt] = [ctx.lab("ast"), ctx.lab("ck"), ctx.lab("alt")];
      const why = muscle.severe
        ? "with CK in the rhabdomyolysis range and AST above ALT, both transaminases most likely come from muscle rather than the liver; liver tests are reassessed once CK has fallen."
        : "a raised AST beside a raised CK, with ALT normal or only slightly raised and lower than the AST, most likely comes from muscle rather than the liver;";
      return {
        refs: ctx.refs(ast, ck, alt),
        values: { ast: ctx.show(ast), ck: ctx.show(ck), alt: ctx.show(alt), why },
        ...(muscle.severe && {
          patientExtra: "Your ALT, another liver test, is also raised, most likely for the same reason.",
        }),
        // Statin muscle injury the CK finding already acts on (review 24, statins-24 case 01): asking
        // about exercise and repeating "after a rest" beside "stop the statin" misdirects.
        ...((muscle.severe || (ctx.meds("statin").length > 0 && ckFindingHoldsStatin(ctx))) && {
          nextSteps: [
            "Treat the muscle injury first; repeat AST and ALT with CK, and assess the liver only if they stay raised once CK has fallen",
          ],
          // Not "after resting from hard exercise": a CK this high is more often a long lie, a fall or a seizure (review 16, acute panels 02).
          patientQuestions: ["Will my liver tests be checked again once my CK has come down?"],
        }),
      };
    },
  },
];
