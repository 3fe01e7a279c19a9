import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { childRickets } from "./nutritional-rickets.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { joinList } from "../text.ts";

/*
 * An ALP above 1000 U/L in a well young child (review 21, infants-children): the growth reading
 * (patterns.ts, alp-raised-growth) said "most likely from bone (growth)" whatever the height of
 * the ALP, while a value this high is not growth.
 *
 * - Huh et al. 2009 (huh-2009-transient-hyperphosphatasemia): in 316 healthy children aged 8 to
 *   24 months, an ALP above 1000 U/L, the level the study took for transient hyperphosphatasaemia,
 *   was found in 2.8%.
 * - Shkalim Zemer et al. 2023 (shkalim-zemer-2023-benign-transient-hyperphosphatasemia): 382
 *   children with an ALP above 1000 U/L and no bone or liver disease, mostly up to 24 months old,
 *   often after fever, diarrhoea or a viral infection; it resolves on its own, once the other
 *   causes of a very high ALP, above all bone and liver disease, are excluded.
 * The rule holds under 5 years (an engine choice: both studies' children were mostly infants and
 * toddlers) and stands aside for rickets (nutritional-rickets.ts).
 */

/** The children's age, in years, below which the rule applies (an engine choice). */
const YOUNG_CHILD_AGE = 5;
/** The studies' line for transient hyperphosphatasaemia, U/L. */
const TH_ALP = 1000;

/** A result judged outside its range, either way. */
const outOfRange = (o: LabObservation | undefined): boolean =>
  o !== undefined && ["high", "critical-high", "low", "critical-low"].includes(o.status);

const NAMES: Readonly<Record<string, string>> = {
  alt: "ALT",
  ast: "AST",
  "bilirubin-total": "bilirubin",
  ggt: "GGT",
  calcium: "calcium",
  phosphorus: "phosphate",
  "vitamin-d-25oh": "25-OH vitamin D",
  "pth-intact": "PTH",
};

/** A very high ALP in a young child with no liver or bone test raised (or low), and no rickets. */
export function transientHyperphosphatasaemia(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age >= YOUNG_CHILD_AGE) return undefined;
  const alp = ctx.lab("alp");
  const value = ctx.valueOf(alp);
  if (alp === undefined || value === undefined || value <= TH_ALP) return undefined;
  const measured = Object.keys(NAMES).filter((id) => ctx.lab(id) !== undefined);
  if (measured.some((id) => outOfRange(ctx.lab(id)))) return undefined;
  if (childRickets(ctx) !== undefined) return undefined;
  const months = ctx.ageMonths;
  return {
    refs: ctx.refs(alp, ...measured.map((id) => ctx.lab(id))),
    values: {
      alp: ctx.show(alp),
      age: months !== undefined && months < 24 ? `${months} months` : String(ctx.age),
      normal:
        measured.length > 0
          ? `${joinList(measured.map((id) => NAMES[id] ?? id))} not outside their ranges`
          : "no other bone or liver test measured",
    },
    nextSteps: ["calcium", "phosphorus", "vitamin-d-25oh", "ggt"].every((id) => measured.includes(id))
      ? ["If the child stays well, repeat the ALP in a few months rather than investigating further"]
      : [
          "Check calcium, phosphate, 25-OH vitamin D and GGT, and look for signs of rickets or liver disease",
          "If the child is well and these are normal, repeat the ALP in a few months rather than investigating further",
        ],
  };
}

export const TRANSIENT_HYPERPHOSPHATASAEMIA_RULES: readonly Rule[] = [
  {
    id: "alp-transient-hyperphosphatasaemia",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Alkaline phosphatase and growth",
    title: "Very high ALP in a young child: possibly transient hyperphosphatasaemia",
    clinician:
      "ALP {alp} at age {age}, with {normal}: above 1000 U/L, well beyond the rise of normal growth. In a well infant or toddler an ALP this high with no bone or liver disease fits transient hyperphosphatasaemia (found in 2.8% of healthy children aged 8 to 24 months in one cohort), a benign rise that often follows fever, diarrhoea or a viral infection and settles on its own. It is accepted once bone disease, such as rickets, and liver disease are excluded.",
    patient:
      "The alkaline phosphatase (an enzyme from bone and liver) is very high. In babies and young children this sometimes happens for a while, often after an infection or diarrhoea, and goes back to normal by itself. The doctor will check that the bones and liver are healthy and may repeat the test in a few months.",
    nextSteps: [
      "If the child is well and bone and liver tests are normal, repeat the ALP in a few months rather than investigating further",
    ],
    patientQuestions: ["When should the alkaline phosphatase be checked again?"],
    evidence: ["huh-2009-transient-hyperphosphatasemia", "shkalim-zemer-2023-benign-transient-hyperphosphatasemia"],
    keywords: ["transient hyperphosphatasaemia", "alkaline phosphatase", "infant", "toddler"],
    match: transientHyperphosphatasaemia,
  },
];
