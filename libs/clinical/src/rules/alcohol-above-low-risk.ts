import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { alcoholEnzymePattern, ratioClause } from "./alcohol-enzyme-pattern.ts";
import {
  alcoholHepatitis,
  drinkEstimate,
  drinkEvidence,
  statedAlcohol,
  usDrinkEvidence,
  weeklyAmount,
} from "./alcohol-hepatitis.ts";
import type { RuleContext } from "./context.ts";
import { readsAsUsUnits } from "./uk-record.ts";
import type { Rule } from "./types.ts";

/*
 * Drinking above the UK Chief Medical Officers' low-risk guideline (no more than 14 units a week,
 * 2016) but not above the NICE NG50 elastography amounts (men 50, women 35 units a week, which
 * alcohol-intake-elastography covers), with a raised GGT, a raised MCV or an AST above the ALT:
 * results alcohol can raise. Without this the report listed a GGT of 186 and an MCV of 103 in a
 * man recorded as drinking 40 units a week and named no cause and no step on the drinking (review
 * 15, primary-care-labs 07). WHO mhGAP recommends screening with a validated tool and a brief
 * intervention for hazardous or harmful drinking in non-specialist care.
 */

const LOW_RISK_UNITS_PER_WEEK = 14;
const ELASTOGRAPHY_UNITS = { male: 50, female: 35 } as const;

const NAMES: Record<string, string> = { ggt: "GGT", mcv: "MCV", ast: "AST" };

function fittingResults(ctx: RuleContext): LabObservation[] {
  const out: LabObservation[] = [];
  for (const id of ["ggt", "mcv"] as const) {
    const o = ctx.lab(id);
    if (o?.status === "high") out.push(o);
  }
  const ast = ctx.lab("ast");
  const astValue = ctx.valueOf(ast);
  const altValue = ctx.value("alt");
  if (ast?.status === "high" && astValue !== undefined && altValue !== undefined && astValue > altValue) out.push(ast);
  return out;
}

export const ALCOHOL_ABOVE_LOW_RISK_RULES: readonly Rule[] = [
  {
    id: "alcohol-above-low-risk-labs",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Liver tests",
    title: "Drinking above the UK low-risk guideline, with results alcohol can raise",
    clinician:
      'The notes record alcohol ("{quote}"), about {amount} a week{estimate}, above the UK Chief Medical Officers\' low-risk guideline of no more than 14 units a week{usLimit}; {labs} fit{fitVerb} it. WHO mhGAP recommends screening with a validated tool (such as AUDIT) and a brief intervention for hazardous or harmful drinking in primary care.',
    patient:
      "You drink more alcohol than the UK low-risk guide of 14 units a week{usLimitPatient}. Alcohol can raise some of the blood tests in this report: {plain}. Cutting down lowers the risks to your liver and your health, and your doctor or practice team can support you with this.",
    nextSteps: [
      "Complete a full AUDIT and give a brief intervention: feedback on these results, advice on cutting down, and follow-up",
      "If the AUDIT or history suggests dependence, assess and manage it as alcohol dependence",
    ],
    patientQuestions: ["How can I cut down on alcohol, and what support is there?"],
    evidence: ["uk-cmo-2016-low-risk-drinking", "who-mhgap-2012-alcohol-brief-intervention"],
    keywords: ["alcohol", "audit", "brief intervention", "ggt", "mcv", "units"],
    match: (ctx) => {
      if (ctx.age === undefined || ctx.age < 18 || ctx.sex === undefined) return undefined;
      const intake = statedAlcohol(ctx);
      const units = intake?.unitsPerWeek;
      if (intake === undefined || units === undefined) return undefined;
      if (units <= LOW_RISK_UNITS_PER_WEEK || units > ELASTOGRAPHY_UNITS[ctx.sex]) return undefined;
      // Alcohol-related hepatitis has its own, more urgent finding.
      if (alcoholHepatitis(ctx) !== undefined) return undefined;
      const fitting = fittingResults(ctx);
      if (fitting.length === 0) return undefined;
      const liver = fitting.filter((o) => o.analyteId !== "mcv").map((o) => NAMES[o.analyteId ?? ""]);
      const plain = [
        liver.length === 1
          ? `a liver test (${liver[0]})`
          : liver.length > 1
            ? `liver tests (${liver.join(" and ")})`
            : "",
        fitting.some((o) => o.analyteId === "mcv") ? "red cell size (MCV)" : "",
      ].filter(Boolean);
      const pattern = alcoholEnzymePattern(ctx);
      const shown = fitting.map((o) => `${NAMES[o.analyteId ?? ""] ?? o.name} ${ctx.show(o)}`);
      return {
        refs: ctx.refs(...fitting),
        evidence: [
          ...usDrinkEvidence(ctx),
          ...drinkEvidence(intake),
          ...(pattern !== undefined ? ["va-liver-tests-alcoholic-liver-disease"] : []),
        ],
        values: {
          quote: intake.quote,
          amount: weeklyAmount(ctx, units),
          estimate: drinkEstimate(intake),
          // 14 UK units of 8 g are 112 g, about 8 US standard drinks of 14 g (niaaa-standard-drink).
          usLimit: readsAsUsUnits(ctx) ? " (112 g of alcohol, about 8 US standard drinks)" : "",
          usLimitPatient: readsAsUsUnits(ctx) ? " (about 8 US standard drinks)" : "",
          labs: `the raised ${shown.join(", ").replace(/, ([^,]*)$/, " and $1")}${pattern !== undefined ? ` (${ratioClause(pattern)})` : fitting.some((o) => o.analyteId === "ast") ? " (AST above ALT)" : ""}`,
          fitVerb: fitting.length === 1 ? "s" : "",
          plain: plain.join(" and "),
        },
      };
    },
  },
];
