import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { highSodium } from "./hypernatraemia.ts";
import { isHigh } from "./lab-status.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * Lithium with large urine volumes or thirst in the notes (review 32, medcase-32 case 04: a woman on
 * lithium for 11 years, "passing large volumes of urine, very thirsty, drinking about 5 litres a day",
 * sodium 145, got "No rule-based problems were identified"). Lithium can cause nephrogenic diabetes
 * insipidus in up to 20 to 40 percent of people taking it, the defect can persist after it is stopped,
 * and such people can become dangerously dehydrated with a high sodium if they cannot drink freely
 * ("stone-1999-lithium-ndi"). A sodium above the upper limit is left to the hypernatraemia finding,
 * which names lithium's nephrogenic diabetes insipidus itself (rules/hypernatraemia.ts).
 */

/** Large urine volumes, as notes state them. */
const POLYURIA =
  /\bpolyuri[ac]\b|\bpassing (?:large (?:volumes|amounts) of |a lot of |lots of |more )urine\b|\burinating (?:a lot|more)\b|\bhigh urine output\b/i;
/**
 * Passing urine at night: read with large volumes or thirst only, since on its own it has other
 * causes (an enlarged prostate; review 32, medcase-32 case 04).
 */
const NOCTURIA =
  /\bnocturia\b|\bgetting up \w+ times? (?:a|at|each) night\b|\bup \w+ times? (?:a|at|each) night to (?:pass urine|urinate|pee|wee)\b/i;
/** Thirst or heavy drinking of water, as notes state them. */
const THIRST =
  /\b(?:very |excessively |always )?thirsty\b|\bexcessive thirst\b|\bpolydipsia\b|\bdrinking (?:about |around |over |up to )?\d+(?:\.\d+)? (?:litres?|liters?|l)\b(?: of (?:water|fluid))? (?:a|per|each) day\b/i;

/** The notes' words for urine volume, thirst and night-time urine, as one phrase; undefined without volume or thirst. */
function symptoms(ctx: RuleContext): string | undefined {
  const volume = statedMention(ctx.freeText, POLYURIA, true);
  const thirst = statedMention(ctx.freeText, THIRST, true);
  if (volume === undefined && thirst === undefined) return undefined;
  const night = statedMention(ctx.freeText, NOCTURIA, true);
  const found = [volume, thirst, night].filter((q): q is string => q !== undefined).map((q) => `"${q}"`);
  return found.length === 1 ? found[0] : `${found.slice(0, -1).join(", ")} and ${found.at(-1)}`;
}

export const LITHIUM_POLYURIA_RULES: readonly Rule[] = [
  {
    id: "lithium-polyuria-ndi",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Lithium",
    title: "Thirst or large urine volumes on lithium",
    clinician:
      "The notes record {symptoms} while taking {med}. Lithium is a common cause of nephrogenic diabetes insipidus, in which the kidneys cannot concentrate urine; it can persist after lithium is stopped, and the person can become dangerously dehydrated with a high sodium whenever drinking is cut short (illness, surgery, admission). {exclude}, and compare paired serum and urine osmolality: a urine osmolality below the serum osmolality points to it, and a supervised water deprivation test with desmopressin confirms it.",
    patient:
      "You take lithium and your notes mention passing a lot of urine or being very thirsty. Lithium can stop the kidneys holding on to water. Keep drinking to your thirst and do not cut down on fluids. Ask your doctor about blood and urine tests for this, and get help quickly if you are being sick, have diarrhoea or cannot drink, because you can lose water fast.",
    nextSteps: [
      "Check glucose or HbA1c, calcium, sodium, kidney function and a lithium level, with paired serum and urine osmolality",
      "If the urine is dilute, discuss with the prescriber and consider referral for a water deprivation test with desmopressin",
      "Advise drinking to thirst and not restricting fluids; plan what to do with lithium during illness with vomiting, diarrhoea or poor intake",
    ],
    patientQuestions: ["Could my lithium be causing my thirst and passing so much urine?"],
    evidence: ["stone-1999-lithium-ndi"],
    keywords: ["lithium", "nephrogenic diabetes insipidus", "polyuria", "polydipsia", "thirst"],
    match: (ctx) => {
      const lithium = ctx.meds("lithium");
      if (lithium.length === 0 || highSodium(ctx) !== undefined) return undefined;
      const said = symptoms(ctx);
      if (said === undefined) return undefined;
      // A high calcium already in the record is named, not asked for (review 48, multimorbid-48
      // case 09: "exclude a high calcium" beside a calcium of 2.74 mmol/L and its own finding).
      const calcium = ctx.lab("calcium");
      const exclude = isHigh(calcium)
        ? `Calcium ${ctx.show(calcium)} is high and can itself cause thirst and large urine volumes (see the high calcium finding); exclude a high glucose`
        : "Exclude a high glucose and a high calcium";
      return {
        refs: ctx.refs(...lithium, ctx.lab("sodium"), ctx.lab("lithium"), isHigh(calcium) ? calcium : undefined),
        values: { symptoms: said, med: medNames(lithium), exclude },
      };
    },
  },
];
