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
 * intervention for hazardous or harmful drinking in non-specialist care. A US record is read against
 * NIAAA's limits instead (see US_LOW_RISK).
 */

const LOW_RISK_UNITS_PER_WEEK = 14;
const ELASTOGRAPHY_UNITS = { male: 50, female: 35 } as const;

/*
 * A US record is read against NIAAA's low-risk drinking limits in US standard drinks of 14 g
 * (niaaa-low-risk-drinking, niaaa-standard-drink), not the UK CMOs' 14 units (review 28, country-28c:
 * a US woman was told the UK guide). The amount is compared as the report shows it, rounded to whole
 * drinks, so that "about 7 drinks" is never called above a limit of 7.
 */
const US_LOW_RISK = {
  male: { week: 14, day: 4, who: "men" },
  female: { week: 7, day: 3, who: "women" },
} as const;
const UK_UNIT_GRAMS = 8;
const US_DRINK_GRAMS = 14;
const usDrinksAWeek = (units: number) => Math.round((units * UK_UNIT_GRAMS) / US_DRINK_GRAMS);

/** Whether the weekly amount is above the low-risk limit of the record's country. */
function aboveLowRisk(ctx: RuleContext, sex: "male" | "female", units: number): boolean {
  return readsAsUsUnits(ctx) ? usDrinksAWeek(units) > US_LOW_RISK[sex].week : units > LOW_RISK_UNITS_PER_WEEK;
}

/** The limit as the clinician and the patient are told it, and its source, in the record's country. */
function lowRiskLimit(ctx: RuleContext, sex: "male" | "female") {
  if (!readsAsUsUnits(ctx))
    return {
      guide: "the UK low-risk guideline",
      limit: "the UK Chief Medical Officers' low-risk guideline of no more than 14 units a week",
      patientLimit: "the UK low-risk guide of 14 units a week",
      evidence: ["uk-cmo-2016-low-risk-drinking"],
    };
  const us = US_LOW_RISK[sex];
  return {
    guide: "the US low-risk drinking limits",
    limit: `the NIAAA low-risk drinking limits for ${us.who} of no more than ${us.week} US standard drinks a week and ${us.day} on any one day`,
    patientLimit: `the US low-risk limit for ${us.who} of ${us.week} standard drinks a week`,
    evidence: ["niaaa-low-risk-drinking"],
  };
}

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
    title: "Drinking above {guide}, with results alcohol can raise",
    clinician:
      'The notes record alcohol ("{quote}"), about {amount} a week{estimate}, above {limit}; {labs} fit{fitVerb} it. WHO mhGAP recommends screening with a validated tool (such as AUDIT) and a brief intervention for hazardous or harmful drinking in primary care.',
    patient:
      "You drink more alcohol than {patientLimit}. Alcohol can raise some of the blood tests in this report: {plain}. Cutting down lowers the risks to your liver and your health, and your doctor or practice team can support you with this.",
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
      if (!aboveLowRisk(ctx, ctx.sex, units) || units > ELASTOGRAPHY_UNITS[ctx.sex]) return undefined;
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
      const { evidence, ...limit } = lowRiskLimit(ctx, ctx.sex);
      return {
        refs: ctx.refs(...fitting),
        evidence: [
          ...evidence,
          "who-mhgap-2012-alcohol-brief-intervention",
          ...usDrinkEvidence(ctx),
          ...drinkEvidence(intake),
          ...(pattern !== undefined ? ["va-liver-tests-alcoholic-liver-disease"] : []),
        ],
        evidenceReplacesRule: true,
        values: {
          ...limit,
          quote: intake.quote,
          amount: weeklyAmount(ctx, units),
          estimate: drinkEstimate(intake),
          labs: `the raised ${shown.join(", ").replace(/, ([^,]*)$/, " and $1")}${pattern !== undefined ? ` (${ratioClause(pattern)})` : fitting.some((o) => o.analyteId === "ast") ? " (AST above ALT)" : ""}`,
          fitVerb: fitting.length === 1 ? "s" : "",
          plain: plain.join(" and "),
        },
      };
    },
  },
];
