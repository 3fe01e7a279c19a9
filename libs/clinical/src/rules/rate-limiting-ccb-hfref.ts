import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { heartFailureDiagnosed, recordedHfref } from "./hfref-pillars.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Diltiazem or verapamil with a reduced ejection fraction (review 33, cardio-33 case 14: a Dallas
 * record with LVEF 35% and LVH on echo, hypertension treated with diltiazem ER 240 mg, was read
 * for its raised NT-proBNP and the missing HFrEF medicine groups, with no word that the calcium
 * blocker it took is one the guidelines say not to give). ESC 2021 (text seen 2026-12-01, see
 * FACTS_SEEN["esc-2021-hf"]): "Diltiazem or verapamil are not recommended in patients with HFrEF,
 * as they increase the risk of HF worsening and HF hospitalization" (class III, level C); for blood
 * pressure in HFrEF amlodipine and felodipine have been shown to be safe and may be considered.
 * AF rate control with these medicines and a low ejection fraction is af-rate-control.ts's, which
 * speaks only when no rate-control medicine is listed, so this rule also covers AF.
 */

function rateLimitingCcbWithHfref(ctx: RuleContext): RuleMatch | undefined {
  const ccbs = ctx.meds("rate-limiting-ccb");
  if (ccbs.length === 0) return undefined;
  const hfref = recordedHfref(ctx);
  if (hfref === undefined) return undefined;
  const diagnosed = heartFailureDiagnosed(ctx);
  const drug = ccbs.length === 1 ? ccbs[0]?.drugs[0] : undefined;
  return {
    // Without a recorded diagnosis the heading names what the scan shows, as hfref-pillars.ts does.
    ...(!diagnosed && { problem: "Reduced ejection fraction" }),
    refs: [...ctx.refs(...ccbs), ...hfref.refs],
    values: {
      med: medNames(ccbs),
      ef: hfref.text,
      lead: diagnosed ? "heart failure with reduced ejection fraction" : "a reduced ejection fraction",
      drug: drug ?? "a calcium-channel blocker that slows the heart",
      heart: diagnosed
        ? "heart failure with a weak heart pump"
        : "a heart that pumps more weakly than normal on your scan",
    },
  };
}

export const RATE_LIMITING_CCB_HFREF_RULES: readonly Rule[] = [
  {
    id: "rate-limiting-ccb-hfref",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Heart failure",
    title: "Diltiazem or verapamil with a reduced ejection fraction",
    clinician:
      "{med} with {lead} ({ef}). ESC 2021 does not recommend diltiazem or verapamil in HFrEF, as they increase the risk of worsening heart failure and hospital admission (class III).",
    patient:
      "You take {drug}, a medicine that slows the heart. With {heart}, this medicine can make the weakness worse. Please talk to your doctor soon about changing it to a different medicine. Do not stop it suddenly on your own.",
    nextSteps: [
      "Replace the diltiazem or verapamil: for blood pressure, amlodipine or felodipine can be used in HFrEF; for heart rate or angina, a beta-blocker licensed for heart failure, started low",
      "Ask about breathlessness, ankle swelling and weight gain, and examine for fluid overload",
    ],
    patientQuestions: ["Which blood pressure or heart medicine is safe with my weak heart pump?"],
    evidence: ["esc-2021-hf"],
    keywords: ["diltiazem", "verapamil", "hfref", "heart failure", "calcium channel blocker", "ejection fraction"],
    match: rateLimitingCcbWithHfref,
  },
];
