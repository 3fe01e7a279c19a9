/**
 * Hypertension in an adult under 40 when no blood pressure reading carries the advice (review 21,
 * cardio-meds-leftovers case 01: a 33-year-old with a new diagnosis, sent as a lab-results request
 * with the readings only in the notes, passed silently). The blood pressure findings of
 * rules/other.ts add NICE NG136 1.4.14 to a raised reading ("nice-ng136-hypertension": for adults
 * under 40 with hypertension, consider specialist evaluation of secondary causes and a more
 * detailed look at the long-term balance of treatment benefit and risk); this finding says it when
 * none of them does. A BMJ practice review ("rison-2022-young-hypertension") puts secondary causes
 * at up to 30% of young-onset hypertension.
 */
import { FindingFamily, Severity } from "../model.ts";
import { statedMention } from "./notes.ts";
import { knownSecondaryCause, OTHER_RULES, YOUNG_ADULT, YOUNG_ADULT_US } from "./other.ts";
import { pregnancy } from "./patterns.ts";
import type { RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/** Notes saying the search for a cause was done or is under way. */
const ASSESSED =
  /\b(?:secondary (?:causes?|hypertension) (?:excluded|ruled out|screen(?:ed)?|work-?up|investigated)|(?:referred|referral) to (?:the )?(?:hypertension|blood pressure|renal|nephrology|endocrin\w*) (?:clinic|team|service)|seen (?:in|by) (?:the )?(?:hypertension|blood pressure) (?:clinic|specialist))\b/i;

/** Whether a blood pressure reading's finding already gives the under-40 advice. */
function toldWithReading(ctx: RuleContext): boolean {
  return OTHER_RULES.some((r) => {
    const steps = r.match(ctx)?.nextSteps;
    return steps?.includes(YOUNG_ADULT.step) === true || steps?.includes(YOUNG_ADULT_US.step) === true;
  });
}

const UK_ADVICE = `${YOUNG_ADULT.clinician} Secondary causes may account for up to 30% of young-onset hypertension; thyroid disease, kidney disease and renal artery stenosis from fibromuscular dysplasia are the commonest in younger people.`;

export const YOUNG_HYPERTENSION_RULES: readonly Rule[] = [
  {
    id: "hypertension-under-40",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Blood pressure",
    title: "Hypertension under 40: consider specialist evaluation for secondary causes",
    // {advice}: NICE NG136 with the BMJ review, or on a US record the BMJ review alone (review 29b, country-29b).
    clinician: "{htn} at age {age}. {advice}",
    patient: YOUNG_ADULT.patient,
    nextSteps: [YOUNG_ADULT.step],
    patientQuestions: ["Should I be checked for a cause of my high blood pressure?"],
    evidence: ["nice-ng136-hypertension", "rison-2022-young-hypertension"],
    keywords: ["hypertension", "young adult", "secondary hypertension", "specialist referral"],
    match: (ctx) => {
      const age = ctx.age;
      if (age === undefined || age < 18 || age >= YOUNG_ADULT.belowAge) return undefined;
      const htn = ctx.conditions("hypertension");
      if (htn.length === 0) return undefined;
      // Hypertension in pregnancy has its own pathway.
      if (pregnancy(ctx) !== undefined) return undefined;
      if (knownSecondaryCause(ctx) || statedMention(ctx.freeText, ASSESSED) !== undefined) return undefined;
      if (toldWithReading(ctx)) return undefined;
      const values = { htn: htn[0]?.name ?? "Hypertension", age: `${age}` };
      if (readsAsUsUnits(ctx))
        return {
          refs: ctx.refs(...htn),
          values: { ...values, advice: YOUNG_ADULT_US.clinician },
          nextSteps: [YOUNG_ADULT_US.step],
          evidence: [YOUNG_ADULT_US.evidence],
          evidenceReplacesRule: true,
        };
      return { refs: ctx.refs(...htn), values: { ...values, advice: UK_ADVICE } };
    },
  },
];
