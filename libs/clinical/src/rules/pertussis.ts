import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A child's raised lymphocyte count with a whooping cough (review 20, children 6-18 case 05: an
 * 8-year-old with three weeks of cough, a whoop and vomiting after coughing was told the count
 * "often follows a viral infection"). Medscape's pertussis work-up (medscape-pertussis-wbc) and
 * Lagergren's 1963 series recorded with it: a raised white cell count with an absolute lymphocytosis
 * comes in the late catarrhal and paroxysmal phases, in most children over 6 months in the first
 * weeks of the cough; it is not specific, and it is rare in vaccinated adults, so the rule is for
 * under-18s only and asks that whooping cough be considered, not that it be diagnosed.
 */

const CHILD_BELOW = 18;
const WHOOPING =
  /\b(?:whoop(?:ing)?|pertussis|paroxysm(?:s|al)?\s+(?:of\s+)?cough\w*|cough(?:ing)?\s+(?:fits|paroxysms|bouts)|(?:vomit\w*|sick)\s+after\s+cough\w*|post-?tussive\s+vomit\w*)\b/i;

function coughText(ctx: RuleContext): string | undefined {
  const fromConditions = ctx.model.conditions.find((c) => WHOOPING.test(c.name));
  if (fromConditions !== undefined) return `"${fromConditions.name}" in the record`;
  const m = WHOOPING.exec(ctx.freeText);
  return m === null ? undefined : `"${m[0]}" in the notes`;
}

function pertussisLymphocytosis(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age >= CHILD_BELOW) return undefined;
  const lymphs = ctx.lab("alc");
  if (lymphs?.status !== "high") return undefined;
  const cough = coughText(ctx);
  if (cough === undefined) return undefined;
  const wbc = ctx.lab("wbc");
  return {
    refs: ctx.refs(lymphs, wbc?.status === "high" ? wbc : undefined),
    values: { lymphs: ctx.show(lymphs), cough },
  };
}

export const PERTUSSIS_RULES: readonly Rule[] = [
  {
    id: "pertussis-lymphocytosis",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Infection",
    title: "Raised lymphocytes with a whooping cough: consider pertussis",
    clinician:
      "Lymphocytes {lymphs} with {cough}. A raised white cell count with an absolute lymphocytosis is a recognised feature of pertussis in children, in the late catarrhal and paroxysmal phases; it is not specific, but with this cough it supports considering whooping cough rather than reading the count as a passing viral reaction.",
    patient:
      "Your lymphocyte count (a type of white cell) is raised. Together with a cough that whoops or brings on vomiting, this can be a sign of whooping cough (pertussis). Ask your doctor whether it should be tested for.",
    nextSteps: ["Consider pertussis (whooping cough) and whether to test for it"],
    patientQuestions: ["Could this be whooping cough, and should it be tested for?"],
    evidence: ["medscape-pertussis-wbc"],
    keywords: ["pertussis", "whooping cough", "lymphocytosis", "children"],
    match: pertussisLymphocytosis,
  },
];
