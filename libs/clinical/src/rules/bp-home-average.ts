import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { bpInNotes, type NotedBp, showBp } from "./bp-readings.ts";
import { knownHypertension, latestBp } from "./other.ts";
import { pregnantOrPostnatal } from "./pregnancy-emergencies.ts";
import type { Rule } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * A home or ambulatory average written in the notes with no clinic reading in the record (review
 * 30b, engine-30b case 07: "7-day home monitoring done. Home BP average 154/96" gave no finding at
 * all, because the blood pressure categories read only clinic readings and a home average only
 * beside one). NICE NG136 ("nice-ng136-hypertension") stages out-of-office averages on their own
 * lower scale: stage 1 from a home or ambulatory daytime average of 135/85 mmHg, stage 2 from
 * 150/95, and treated adults under 80 aim for a home average below 135/85. With a clinic reading
 * the category rules (other.ts, bpRecord) read the average beside it instead. A US record is read
 * from the same 135/85 (an engine choice: the AHA/ACC 2025 out-of-office thresholds were not seen
 * today), told only that AHA/ACC 2025 uses home and ambulatory readings to confirm hypertension
 * ("aha-acc-2025-hbp"), without NICE's stages.
 */

/** NICE NG136: out-of-office averages, stage 1 and stage 2. */
const STAGE_1 = { sys: 135, dia: 85 };
const STAGE_2 = { sys: 150, dia: 95 };
/** NICE's older-adult target age: its treated home target below 135/85 is for under 80. */
const NICE_OLDER_AGE = 80;

const atLeast = (bp: NotedBp, t: { sys: number; dia: number }) => bp.sys >= t.sys || bp.dia >= t.dia;

const ORGAN_DAMAGE_STEP =
  "Record a clinic blood pressure; look for target organ damage (urine albumin-to-creatinine ratio and blood in the urine, HbA1c, electrolytes and eGFR, total and HDL cholesterol, fundoscopy, 12-lead ECG) and estimate cardiovascular risk";

function homeAverage(ctx: RuleContext): NotedBp | undefined {
  return bpInNotes(ctx).find((n) => n.kind !== "repeat" && atLeast(n, STAGE_1));
}

export const BP_HOME_AVERAGE_RULES: readonly Rule[] = [
  {
    id: "bp-home-average-high",
    family: FindingFamily.vitals,
    severity: Severity.moderate,
    problem: "Blood pressure",
    title: "Home or ambulatory blood pressure average in the hypertension range",
    clinician: "{Kind} blood pressure average {bp} in the notes, with no clinic reading in the record: {reading}",
    patient:
      "The average of your blood pressure readings taken {where} is high. Readings outside the clinic are usually lower than clinic ones, so an average at this level counts as high blood pressure. {plan}",
    nextSteps: [ORGAN_DAMAGE_STEP, "Discuss treatment: lifestyle changes, and blood pressure medicine"],
    patientQuestions: ["What should my home blood pressure be, and do I need medicine for it?"],
    evidence: ["nice-ng136-hypertension"],
    keywords: ["home blood pressure monitoring", "ambulatory blood pressure", "hypertension"],
    match: (ctx) => {
      if (ctx.age === undefined || ctx.age < 18 || pregnantOrPostnatal(ctx)) return undefined;
      if (latestBp(ctx) !== undefined) return undefined;
      const avg = homeAverage(ctx);
      if (avg === undefined) return undefined;
      const us = readsAsUsUnits(ctx);
      const stage2 = atLeast(avg, STAGE_2);
      const known = knownHypertension(ctx);
      const nice = stage2
        ? "at or above NICE NG136's stage 2 level for a home or ambulatory daytime average (150/95 mmHg; stage 1 from 135/85)"
        : "in NICE NG136's stage 1 range for a home or ambulatory daytime average (135/85 to 149/94 mmHg)";
      const reading = us
        ? `home and ambulatory readings usually run lower than office ones, and AHA/ACC 2025 uses them to confirm hypertension: ${known ? "check adherence and the home monitor's technique, record an office reading and review treatment" : "record an office reading and confirm the diagnosis"}.`
        : known
          ? `${nice}${ctx.age < NICE_OLDER_AGE ? "; NICE's target for treated adults under 80 is a home or ambulatory average below 135/85" : ""}. Check adherence and the home monitor's technique, and review treatment.`
          : `${nice}. NICE diagnoses hypertension from a clinic reading of 140/90 mmHg or more confirmed by an out-of-office average of 135/85 or more.`;
      return {
        refs: [],
        values: {
          Kind: avg.kind === "home" ? "Home" : "Ambulatory daytime",
          bp: showBp(avg),
          reading,
          where: avg.kind === "home" ? "at home" : "with a monitor worn over a day",
          plan: known
            ? "Your doctor may check how you take your medicines and review your treatment."
            : "Your doctor will check your heart, kidneys and eyes and talk with you about treatment.",
        },
        ...(known && {
          nextSteps: [
            "Check adherence and home-monitoring technique; record a clinic reading; review and step up treatment if the average stays above target",
          ],
        }),
        evidence: us ? ["aha-acc-2025-hbp"] : ["nice-ng136-hypertension"],
        evidenceReplacesRule: true,
      };
    },
  },
];
