import { FindingFamily, Severity, type VitalItem } from "../model.ts";
import { formatNumber } from "../text.ts";
import { complexHealth } from "./a1c-goal-older.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * Advice written for middle age, given to the very old or frail (review 16, very-old-age: a
 * 107-year-old with coronary disease on simvastatin 20 mg told to move to the highest tolerated
 * high-intensity statin and consider a PCSK9 inhibitor, and told to discuss losing weight at a BMI
 * of 27.9). NLA (nla-2015-part2) advises for secondary prevention from age 80 a moderate-intensity
 * statin, decided with the patient after weighing drug interactions, the number of medicines, other
 * conditions including frailty, and preference; ESPEN (espen-2019-geriatrics) advises against dietary
 * restriction in older people, keeps weight-reducing diets for obesity with weight-related health
 * problems, and screens every older person for malnutrition.
 */

/**
 * Age from which these tempered wordings apply without frailty. An engine choice: ESC treats
 * older people with vascular disease as younger ones, and a fit 82-year-old keeps the usual advice.
 */
export const VERY_OLD_AGE = 90;
/** From this age, frailty, dementia or living in a care home stated in the record also counts. */
const FRAIL_FROM_AGE = 75;

/**
 * Why this person counts as very old or frail, as a phrase that can open a sentence ("at age 107",
 * "with frailty - severe (eFI) at age 91"), or undefined.
 */
export function veryOldOrFrail(ctx: RuleContext): string | undefined {
  const age = ctx.age;
  if (age === undefined || age < FRAIL_FROM_AGE) return undefined;
  const complex = complexHealth(ctx);
  if (complex !== undefined) return `with ${complex.text} at age ${age}`;
  return age >= VERY_OLD_AGE ? `at age ${age}` : undefined;
}

/** Age from which recorded weight loss is read as a possible sign of malnutrition here. */
const OLDER_AGE = 65;
/** GLIM's weight-loss criterion: more than 5% within 6 months (glim-2019-malnutrition). */
const LOSS_FRACTION = 0.05;
const SIX_MONTHS_DAYS = 183;
/**
 * Weight loss the notes call intended, a medicine or operation taken to lose weight, or fluid taken
 * off with diuretics: none of these is the loss GLIM counts.
 */
const INTENDED =
  /\b(?:trying to lose|intentional(?:ly)?|on a diet|dieting|slimming|weight[- ]loss (?:programme|program|injection|drug|medication)|bariatric|gastric (?:band|bypass|sleeve)|semaglutide|tirzepatide|wegovy|mounjaro|diures\w*|offloaded)\b/;

interface WeightLoss {
  from: VitalItem;
  to: VitalItem;
  fraction: number;
  days: number;
}

function kg(v: VitalItem): number | undefined {
  if (v.value === undefined) return undefined;
  return v.unit === "lb" ? v.value * 0.45359237 : v.value;
}

const DAY_MS = 86_400_000;

/**
 * The largest recorded fall in weight of more than 5% to the newest weight from one within the
 * 6 months before it, in an older adult, unless the notes say it was intended.
 */
export function recordedWeightLoss(ctx: RuleContext): WeightLoss | undefined {
  if (ctx.age === undefined || ctx.age < OLDER_AGE || statedMention(ctx.freeText, INTENDED) !== undefined)
    return undefined;
  if (ctx.model.medications.some((m) => m.active && INTENDED.test(m.name.toLowerCase()))) return undefined;
  const dated = ctx
    .vitals("weight")
    .filter((v) => v.date !== undefined && kg(v) !== undefined)
    .sort((a, b) => Date.parse(b.date!) - Date.parse(a.date!));
  const to = dated[0];
  if (to === undefined) return undefined;
  let best: WeightLoss | undefined;
  for (const from of dated.slice(1)) {
    const days = (Date.parse(to.date!) - Date.parse(from.date!)) / DAY_MS;
    if (days <= 0 || days > SIX_MONTHS_DAYS) continue;
    const fraction = (kg(from)! - kg(to)!) / kg(from)!;
    if (fraction > LOSS_FRACTION && (best === undefined || fraction > best.fraction))
      best = { from, to, fraction, days };
  }
  return best;
}

const showWeight = (v: VitalItem) => `${formatNumber(v.value!, 1)} ${v.unit ?? "kg"} (${v.date})`;

export const VERY_OLD_AGE_RULES: readonly Rule[] = [
  {
    id: "weight-loss-older-adult",
    family: FindingFamily.vitals,
    severity: Severity.moderate,
    problem: "Weight",
    title: "Weight loss in an older adult",
    clinician:
      "Weight down from {from} to {to}, {percent}% in about {months} months, at age {age}. GLIM counts weight loss the person did not intend of more than 5% within 6 months as one of the criteria of malnutrition (with reduced intake or an illness as its cause), and ESPEN advises screening every older person for malnutrition. A BMI in the healthy or overweight range does not rule it out.",
    patient:
      "Your weight has gone down by about {percent}% in the last {months} months. In older people, losing weight without trying can mean not eating enough or an illness that needs checking, even when the weight is not low. Please talk to your doctor about it.",
    nextSteps: [
      "Confirm the weights and ask whether the loss was intended; screen for malnutrition with a validated tool",
      "Look for the cause: appetite and intake, mood, teeth and swallowing, medicines, and new illness",
    ],
    patientQuestions: ["Why might I be losing weight, and what should I eat to stop it?"],
    evidence: ["glim-2019-malnutrition", "espen-2019-geriatrics"],
    keywords: ["weight loss", "malnutrition", "older adults", "glim"],
    match: (ctx) => {
      const loss = recordedWeightLoss(ctx);
      if (loss === undefined) return undefined;
      return {
        refs: [loss.from.ref, loss.to.ref],
        values: {
          from: showWeight(loss.from),
          to: showWeight(loss.to),
          percent: formatNumber(loss.fraction * 100, 0),
          months: formatNumber(Math.max(1, Math.round(loss.days / 30.4)), 0),
          age: ctx.age ?? "",
        },
      };
    },
  },
];
