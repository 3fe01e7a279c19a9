import type { MedicationItem } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { RuleMatch } from "./types.ts";

/**
 * A high potassium after a recorded rise in the spironolactone dose, whatever it is taken for: heart failure aside (medicine-review.ts),
 * hypertension, or as an anti-androgen in gender-affirming care (hormones review 14, case 06:
 * spironolactone 100 → 200 mg, potassium 4.6 → 5.7 mmol/L, ramipril unchanged). The spironolactone
 * label ties hyperkalaemia to titration, asks for potassium within a week of it, and answers a high
 * potassium by lowering the dose or stopping (aldactone-label), so the dose rise is named as the likely
 * cause and reviewed first, instead of a plan built around keeping the ACE inhibitor.
 */

// Spironolactone only: the label cited is its own (eplerenone's differs and is not used here).
const MRA_NAME = String.raw`(?:spironolactone|aldactone)`;
const RAISED = String.raw`(?:increased|raised|doubled|titrated|up-?titrated|went up|uptitrated)`;
/** "Spironolactone increased from 100 to 200 mg", "doubled her spironolactone", "spironolactone dose raised". */
const MRA_DOSE_RISE = new RegExp(
  String.raw`\b${MRA_NAME}\b[^.;\n]{0,40}?\b${RAISED}\b|\b${RAISED}\b[^.;\n]{0,25}?\b${MRA_NAME}\b`,
  "i",
);

/** Steps kept word for word from the general hyperkalaemia list, so the eGFR/ECG wording still applies. */
const REPEAT_STEP = "Repeat potassium promptly (exclude a haemolysed sample)";
const EGFR_ECG_STEP = "Check eGFR and, if potassium is 6.0 or more, an ECG";

export function mraDoseRiseHyperkalaemia(
  ctx: RuleContext,
  meds: readonly MedicationItem[],
): Partial<RuleMatch> | undefined {
  const mras = meds.filter((m) => m.drugs.includes("spironolactone"));
  if (mras.length === 0) return undefined;
  const quote = statedMention(ctx.freeText, MRA_DOSE_RISE);
  if (quote === undefined) return undefined;
  const names = medNames(mras);
  const others = meds.filter((m) => !mras.includes(m));
  return {
    clinicianExtra: `The notes record a recent dose rise ("${quote}"): the likely cause. The spironolactone label links hyperkalaemia to dose titration, asks for potassium within a week of it, and answers hyperkalaemia by lowering the dose or stopping${others.length > 0 ? `; ${medNames(others)} adds to the effect but is not what changed` : ""}.`,
    patientExtra:
      "Your potassium went up after a recent increase in your dose of a medicine that raises potassium, which is the likely reason. Your doctor may lower the dose. Do not change it on your own.",
    nextSteps: [
      REPEAT_STEP,
      `Review the ${names} dose rise with its prescriber: lower the dose or stop it, as the label advises for hyperkalaemia, and recheck potassium and creatinine within a week of the change`,
      EGFR_ECG_STEP,
    ],
    evidence: ["aldactone-label"],
  };
}
