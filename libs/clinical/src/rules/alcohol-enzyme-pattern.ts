import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { alcoholHepatitis, statedAlcohol } from "./alcohol-hepatitis.ts";
import type { RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";

/*
 * An AST at least twice the ALT with a raised GGT is the liver-enzyme pattern of alcohol-related
 * liver disease (US VA liver-tests course: an AST:ALT ratio of 2 or more, a raised GGT and a raised
 * MCV support the diagnosis, which drinkers often understate; Torkadi 2013: the ratio above 2 with
 * raised GGT separated alcohol-related disease from NASH and viral hepatitis). With alcohol in the
 * record but no amount ("known alcohol misuse"), no alcohol finding fired and the results were
 * listed one by one, the GGT as "alcohol use, fatty liver or bile-duct problems" (review 20). An
 * amount stated has its own findings (alcohol-above-low-risk.ts, alcohol-hepatitis.ts), which now
 * name the ratio too. AST also exceeds ALT in cirrhosis of any cause, so the finding says so.
 */

const RATIO = 2;

export interface AlcoholEnzymePattern {
  ast: LabObservation;
  alt: LabObservation;
  ggt: LabObservation;
  ratio: number;
}

/** An AST above its range and at least twice the ALT, with a raised GGT. */
export function alcoholEnzymePattern(ctx: RuleContext): AlcoholEnzymePattern | undefined {
  const ast = ctx.lab("ast");
  const alt = ctx.lab("alt");
  const ggt = ctx.lab("ggt");
  const astValue = ctx.valueOf(ast);
  const altValue = ctx.valueOf(alt);
  if (ast?.status !== "high" || alt === undefined || ggt === undefined) return undefined;
  if (ggt.status !== "high" && ggt.status !== "critical-high") return undefined;
  if (astValue === undefined || altValue === undefined || altValue <= 0) return undefined;
  const ratio = astValue / altValue;
  return ratio >= RATIO ? { ast, alt, ggt, ratio } : undefined;
}

/** "AST:ALT 2.3", the clause the alcohol findings add when the pattern is there. */
export function ratioClause(p: AlcoholEnzymePattern): string {
  return `AST:ALT ${formatNumber(p.ratio, 1)}, a ratio of 2 or more with a raised GGT, the pattern of alcohol-related liver disease`;
}

export const ALCOHOL_ENZYME_PATTERN_RULES: readonly Rule[] = [
  {
    id: "alcohol-enzyme-pattern",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Liver tests",
    title: "AST twice the ALT with a raised GGT, and alcohol in the record",
    clinician:
      'AST {ast} and ALT {alt} ({ratio}), GGT {ggt}{mcv}; the record notes alcohol ("{quote}") without an amount. Drinking is often understated, and an AST:ALT ratio of 2 or more with a raised GGT supports alcohol-related liver disease; AST also exceeds ALT in cirrhosis of any cause. Take a drinking history with a validated tool (such as AUDIT) and give a brief intervention (WHO mhGAP); check albumin, bilirubin, INR and platelets, which show advanced disease.',
    patient:
      "Your liver tests show a pattern, with one liver enzyme (AST) more than twice another (ALT) and a raised GGT, that is typical of liver irritation from alcohol. Cutting down lowers the risks to your liver and your health, and your doctor or practice team can support you with this.",
    nextSteps: [
      "Take a drinking history with AUDIT and give a brief intervention: feedback on these results, advice on cutting down, and follow-up",
      "Check albumin, bilirubin, INR and platelets for signs of advanced liver disease",
    ],
    patientQuestions: ["How can I cut down on alcohol, and what support is there?"],
    evidence: [
      "va-liver-tests-alcoholic-liver-disease",
      "torkadi-2013-ast-alt-ratio-alcohol",
      "who-mhgap-2012-alcohol-brief-intervention",
    ],
    keywords: ["alcohol", "ast alt ratio", "ggt", "alcohol-related liver disease", "audit"],
    match: (ctx) => {
      if (ctx.age === undefined || ctx.age < 18) return undefined;
      const intake = statedAlcohol(ctx);
      // An amount stated is read against the UK and NICE thresholds by the other alcohol findings.
      if (intake === undefined || intake.unitsPerWeek !== undefined) return undefined;
      if (alcoholHepatitis(ctx) !== undefined) return undefined;
      const p = alcoholEnzymePattern(ctx);
      if (p === undefined) return undefined;
      const mcv = ctx.lab("mcv");
      return {
        refs: ctx.refs(p.ast, p.alt, p.ggt, mcv?.status === "high" ? mcv : undefined),
        values: {
          ast: ctx.show(p.ast),
          alt: ctx.show(p.alt),
          ggt: ctx.show(p.ggt),
          ratio: `AST:ALT ${formatNumber(p.ratio, 1)}`,
          mcv: mcv?.status === "high" ? ` and MCV ${ctx.show(mcv)}, also raised by alcohol` : "",
          quote: intake.quote,
        },
      };
    },
  },
];
