import { FindingFamily, Severity } from "../model.ts";
import { complexHealth } from "./a1c-goal-older.ts";
import { comfortCareStated } from "./comfort-care.ts";
import type { RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/*
 * The statin question at 85 and over on a UK record (review 23, lipids-23 case 01: an independent
 * 87-year-old with LDL-C 4.1 mmol/L and no vascular disease, asking about a cholesterol tablet, got
 * three "above the reference range" lines and nothing for the clinician on the question itself).
 * QRISK3 gives no score from 85 (NG238 1.1.7), and NICE regards people of 85 or older as at raised
 * CVD risk from age alone, with a statin considered for primary prevention
 * (FACTS_SEEN["nice-cg181-lipid-modification"]). "Considered", not offered: the clinician weighs it
 * with the patient. Frailty, dementia, a care home or comfort care leave the question to the
 * clinician's judgement (very-old-age.ts, comfort-care.ts), so the finding stays quiet there.
 */

const NICE_FROM_AGE = 85;
const LIPIDS = ["ldl-c", "non-hdl-c", "cholesterol-total"] as const;
export const OTHER_LIPID_LOWERING = /\b(?:ezetimibe|evolocumab|alirocumab|inclisiran|bempedoic)\b/i;
/** A statin already tried and stopped, or declined: the question has been asked. */
export const STATIN_ASKED =
  /\b(?:declined|refused|did not want|intoleran\w*|allerg\w*)\b[^.]{0,30}\b(?:statins?|\w+vastatin)\b|\b(?:statins?|\w+vastatin)\b[^.]{0,30}\b(?:declined|refused|intoleran\w*|side[- ]effects?|stopped)\b/i;

function statinQuestionAt85(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.age;
  if (age === undefined || age < NICE_FROM_AGE || !readsAsUk(ctx)) return undefined;
  if (ctx.meds("statin").length > 0 || ctx.model.medications.some((m) => m.active && OTHER_LIPID_LOWERING.test(m.name)))
    return undefined;
  if (STATIN_ASKED.test(ctx.freeText)) return undefined;
  if (ctx.everHad("ascvd").length > 0 || ctx.conditions("diabetes").length > 0 || ctx.conditions("ckd").length > 0)
    return undefined;
  if (complexHealth(ctx) !== undefined || comfortCareStated(ctx) !== undefined) return undefined;
  const lipids = LIPIDS.map((id) => ctx.lab(id)).filter((o) => o !== undefined);
  if (lipids.length === 0) return undefined;
  const high = lipids.some((o) => o.status === "high");
  return {
    refs: ctx.refs(...lipids),
    values: { age, lead: high ? "Some of your cholesterol results are above the usual range. " : "" },
  };
}

export const STATIN_85_UK_RULES: readonly Rule[] = [
  {
    id: "statin-question-85-plus-uk",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Cardiovascular risk",
    title: "Statin question at 85 or over (UK)",
    clinician:
      "Age {age} with no cardiovascular disease, diabetes or CKD recorded and no statin. QRISK3 estimates risk only up to 84 (NICE NG238), so no score applies; NICE regards people aged 85 or older as at increased cardiovascular risk from age alone, and a statin can be considered for primary prevention, as a decision made with the patient rather than a risk-score offer.",
    patient:
      "{lead}At 85 and over, UK guidance counts age alone as raising the chance of a heart attack or stroke, so a cholesterol-lowering medicine (a statin) is something you can talk over with your doctor; it is your choice, made together.",
    nextSteps: [
      "Discuss a statin for primary prevention with the patient (NICE: consider at 85 or older; no QRISK3 score at this age)",
    ],
    patientQuestions: ["Would a statin help me at my age?"],
    evidence: ["nice-cg181-lipid-modification"],
    keywords: ["statin", "primary prevention", "older adults", "QRISK3"],
    match: statinQuestionAt85,
  },
];
