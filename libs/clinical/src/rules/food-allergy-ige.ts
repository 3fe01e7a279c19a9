import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { sentenceAround } from "./notes.ts";
import type { Rule } from "./types.ts";

/**
 * A positive food-specific IgE for a food eaten without trouble: sensitisation, not allergy.
 *
 * Specific IgE: a positive test shows sensitisation, not allergy; low-level positives have a
 * poor positive predictive value, many people eat the food without trouble despite specific
 * IgE, and the diagnosis rests on the history (timing of symptoms after the food) with tests
 * read against it ("begin-2013-food-allergy-diagnosis", "nice-cg116-food-allergy").
 */

/** Foods in specific IgE panels, with what eating them is called in notes ("bread" for wheat). */
const FOODS: readonly { food: string; lab: RegExp; eaten: RegExp }[] = [
  { food: "peanut", lab: /\bpeanut\b|\bf13\b/i, eaten: /\bpeanuts?\b/i },
  { food: "wheat", lab: /\bwheat\b|\bf4\b/i, eaten: /\bwheat\b|\bbread\b|\bpasta\b|\btoast\b/i },
  { food: "milk", lab: /\bmilk\b|\bf2\b/i, eaten: /\bmilk\b|\bcheese\b|\byog(?:h)?urt\b|\bdairy\b/i },
  { food: "egg", lab: /\begg\b|\bf1\b/i, eaten: /\beggs?\b/i },
  { food: "soya", lab: /\bsoy(?:a|bean)?\b|\bf14\b/i, eaten: /\bsoy(?:a|bean)?\b|\btofu\b/i },
  { food: "fish", lab: /\bcod\b|\bfish\b|\bf3\b/i, eaten: /\bfish\b|\bcod\b/i },
  { food: "sesame", lab: /\bsesame\b|\bf10\b/i, eaten: /\bsesame\b|\bhummus\b|\btahini\b/i },
];
const SPECIFIC_IGE = /\bspecific\s+ige\b|\bsige\b|\bige\b.*\b(?:f\d{1,3})\b|\brast\b/i;
/** Eaten regularly: "eats … daily", "tolerates", "has … every day". */
const EATS = /\b(?:eats?|eating|tolerat\w*|has|have|consum\w*)\b/i;
const REGULAR_NO_SYMPTOMS =
  /\b(?:no|without)\s+(?:symptoms?|reactions?|problems?|issues?)\b|\bwithout (?:any )?trouble\b|\btolerat\w*\b/i;

function toleratedFoods(ctx: RuleContext) {
  const labs = ctx.model.labs.filter(
    (o) => SPECIFIC_IGE.test(o.name) && (o.status === "high" || o.status === "critical-high"),
  );
  const text = ctx.freeText;
  const found: { food: string; lab: LabObservation; quote: string }[] = [];
  for (const f of FOODS) {
    const lab = labs.find((o) => f.lab.test(o.name));
    if (lab === undefined) continue;
    const re = new RegExp(f.eaten.source, "gi");
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const sentence = sentenceAround(text, m.index, m[0].length);
      if (EATS.test(sentence) && REGULAR_NO_SYMPTOMS.test(sentence)) {
        found.push({ food: f.food, lab, quote: sentence.trim() });
        break;
      }
    }
  }
  return found;
}

export const FOOD_ALLERGY_IGE_RULES: readonly Rule[] = [
  {
    id: "specific-ige-food-tolerated",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Allergy",
    title: "Food-specific IgE raised for a food eaten without symptoms: sensitisation, not allergy",
    clinician:
      'Specific IgE raised for {foods} ({labs}), yet the notes say: "{quote}". A positive specific IgE shows sensitisation, not allergy: many people eat the food without trouble and low-level results have a poor positive predictive value. Food allergy is diagnosed from an allergy-focused history (symptoms soon after the food) with tests read against it, so a tolerated food should not be avoided on the test alone.',
    patient:
      "Your blood test shows antibodies to {foods_plain}, but you eat {them} regularly without problems. A positive test on its own does not mean you are allergic, and you should not stop eating foods you already eat without symptoms. Talk to your doctor if you ever react after eating something.",
    nextSteps: [
      "Advise continuing the foods eaten without symptoms; do not avoid a tolerated food because of a positive test",
      "Test for food allergy only after an allergy-focused history suggests a reaction; refer to an allergy service if a reaction is reported",
    ],
    patientQuestions: ["Do these results mean I have to change what I eat?"],
    evidence: ["begin-2013-food-allergy-diagnosis", "nice-cg116-food-allergy"],
    keywords: ["specific ige", "food allergy", "sensitisation", "allergy testing"],
    match: (ctx) => {
      const found = toleratedFoods(ctx);
      if (found.length === 0) return undefined;
      const foods = [...new Set(found.map((f) => f.food))];
      const list = foods.length === 1 ? (foods[0] as string) : `${foods.slice(0, -1).join(", ")} and ${foods.at(-1)}`;
      return {
        refs: ctx.refs(...found.map((f) => f.lab)),
        values: {
          foods: list,
          foods_plain: list,
          them: foods.length === 1 ? "it" : "them",
          labs: found.map((f) => ctx.show(f.lab)).join(", "),
          quote: (found[0] as { quote: string }).quote,
        },
      };
    },
  },
];
