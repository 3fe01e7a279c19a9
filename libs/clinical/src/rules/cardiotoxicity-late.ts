import { FindingFamily, Severity } from "../model.ts";
import { BREATHLESS, cardiotoxicTreatment, lvefReading } from "./cardio-oncology.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { chestRadiotherapy } from "./survivorship.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Reduced LVEF years after anthracycline or chest radiotherapy, with no pre-treatment LVEF in the
 * record (review 13, oncology case 13). `cancer-therapy-cardiac-dysfunction` grades a fall from a
 * baseline; a survivor seen decades later rarely has one, yet the 2022 ESC cardio-oncology guideline
 * (`esc-2022-cardio-oncology`, seen 2026-11-29) still treats it as CTRCD: Recommendation Table 23,
 * specialist CV assessment for new CV toxicity during and after cancer treatment; Table 42, ACE-I/ARB
 * and/or beta-blockers for adult survivors with moderate CTRCD late after cardiotoxic therapy.
 */

/** "Doxorubicin cumulative 300 mg/m2": the cumulative anthracycline dose when the notes give it. */
const CUMULATIVE_DOSE =
  /\b(?:doxorubicin|epirubicin|daunorubicin|anthracyclines?|adriamycin)\b[^.;\n]{0,30}?\b(\d{2,4})\s*mg\s*\/\s*m(?:2|²)/i;

/** The reduced-LVEF echo in a survivor of cardiotoxic treatment, when no baseline allows grading. */
export function lateCardiacDysfunction(ctx: RuleContext): RuleMatch | undefined {
  for (const study of ctx.model.imaging) {
    const reading = lvefReading(study);
    if (reading === undefined || reading.baseline !== undefined || reading.current >= 50) continue;
    const drug = cardiotoxicTreatment(ctx, study);
    const rt = chestRadiotherapy(ctx);
    if (drug === undefined && rt === undefined) continue;
    const dose = CUMULATIVE_DOSE.exec(ctx.freeText);
    const treatment = [
      drug === undefined ? undefined : `${drug}${dose ? ` (cumulative ${dose[1]} mg/m²)` : ""}`,
      rt === undefined ? undefined : "chest radiotherapy",
    ].filter((t): t is string => t !== undefined);
    const np = ctx.lab("nt-probnp") ?? ctx.lab("bnp");
    const npRaised = np?.status === "high" || np?.status === "critical-high";
    const breathless = statedMention(ctx.freeText, BREATHLESS);
    return {
      refs: [study.ref, ...(rt?.refs ?? []), ...ctx.refs(npRaised ? np : undefined)],
      severity: Severity.high,
      values: {
        study: `${study.type}${study.date ? ` (${study.date.slice(0, 10)})` : ""}`,
        current: reading.current,
        treatment: treatment.join(" and "),
        range:
          reading.current >= 40
            ? " An LVEF of 40–49% is the range the guideline grades as moderate CTRCD when a baseline is known."
            : " An LVEF below 40% is the range the guideline grades as severe CTRCD when a baseline is known.",
        np: npRaised ? ` The raised ${np === ctx.lab("bnp") ? "BNP" : "NT-proBNP"} ${ctx.show(np)} fits this.` : "",
        symptoms: breathless ? ` The notes record "${breathless}": assess for heart failure.` : "",
        radiation:
          rt === undefined
            ? ""
            : " Radiotherapy to the chest also causes valve and coronary disease years later; look for both at the same review.",
        patientTreatment: treatment.join(" and "),
      },
      nextSteps: [
        "Refer to cardio-oncology (or cardiology) with the echocardiogram report; the scan is done, so no new echo request is needed before that review",
        "Start an ACE inhibitor or ARB and/or a beta-blocker unless contraindicated; ECG",
        ...(rt === undefined
          ? []
          : ["Screen for radiation-related valve and coronary artery disease at the cardiology review"]),
      ],
      evidence:
        rt === undefined ? ["esc-2022-cardio-oncology"] : ["esc-2022-cardio-oncology", "ash-2016-hodgkin-late-effects"],
    };
  }
  return undefined;
}

export const CARDIOTOXICITY_LATE_RULES: readonly Rule[] = [
  {
    id: "late-cardiac-dysfunction-after-cancer-therapy",
    family: FindingFamily.imaging,
    severity: Severity.high,
    problem: "Heart function after cancer treatment",
    title: "Reduced heart function after cardiotoxic cancer treatment",
    clinician:
      "{study}: LVEF {current}%, after {treatment}. No LVEF from before treatment is in the record, so it cannot be graded against a baseline, but reduced LV systolic function in a survivor of cardiotoxic cancer treatment is cancer therapy-related cardiac dysfunction (CTRCD) until shown otherwise.{range}{np}{symptoms} The 2022 ESC cardio-oncology guideline recommends specialist cardiovascular assessment for new cardiovascular toxicity after cancer treatment, and an ACE inhibitor or ARB and/or a beta-blocker for adult survivors who develop CTRCD late after cardiotoxic treatment.{radiation}",
    patient:
      "Your heart scan shows that the heart's pumping strength is lower than normal. Cancer treatment you had, {patientTreatment}, can weaken the heart many years later. A heart specialist should see you, and medicines that protect the heart are usually started. Tell your doctor soon if you get more breathless, or if your ankles swell.",
    nextSteps: ["Refer to cardio-oncology (or cardiology)"],
    patientQuestions: ["Has my cancer treatment affected my heart, and which medicines will protect it?"],
    evidence: ["esc-2022-cardio-oncology"],
    keywords: [
      "cardio-oncology",
      "ctrcd",
      "anthracycline cardiomyopathy",
      "cancer survivor",
      "radiation heart disease",
    ],
    match: lateCardiacDysfunction,
  },
];
