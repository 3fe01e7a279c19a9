import { FindingFamily, Severity } from "../model.ts";
import { activeEndometriosis } from "./ca125-endometriosis.ts";
import { ca125DuringPeriod, REPEAT_AWAY_FROM_PERIOD } from "./ca125-menstruation.ts";
import { hasCondition, KNOWN_OVARIAN_CANCER, ovarianSymptoms } from "./endocrine-oncology.ts";
import type { Rule } from "./types.ts";

/*
 * A raised CA-125 taken during a period, without endometriosis (review 13 oncology leftovers, round 4):
 * the repeat-away-from-the-period advice was given only inside the endometriosis reading. Menstruation
 * raises CA-125 for a few days in any woman (Masahashi 1988), so the value is repeated mid-cycle. With
 * symptoms NICE lists for ovarian cancer, or from 50 (CG122 tests women of that age with such symptoms),
 * the repeat never holds up the ultrasound: ca125-symptoms-ultrasound keeps its 2-week scan.
 */

const CA125_RAISED = 35;
const OLDER_AGE = 50;

export const CA125_PERIOD_RULES: readonly Rule[] = [
  {
    id: "ca125-during-period",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Raised CA-125 taken during a period",
    title: "Raised CA-125 taken during a period: repeat away from the period",
    clinician: "CA-125 {ca125} is raised. {menses}{urgent}",
    patient: "{patientMenses}{patientUrgent}",
    nextSteps: [REPEAT_AWAY_FROM_PERIOD],
    patientQuestions: ["When should my CA-125 be repeated, and does anything else need doing first?"],
    evidence: ["masahashi-1988-ca125-menstruation"],
    keywords: ["ca-125", "menstruation", "period", "repeat test"],
    match: (ctx) => {
      if (ctx.sex === "male") return undefined;
      const obs = ctx.lab("ca-125");
      const value = ctx.valueOf(obs);
      if (obs === undefined || value === undefined || value < CA125_RAISED) return undefined;
      // The endometriosis reading gives the same advice; a known ovarian cancer is read as a marker of it.
      if (activeEndometriosis(ctx) !== undefined || hasCondition(ctx, KNOWN_OVARIAN_CANCER)) return undefined;
      const menses = ca125DuringPeriod(ctx);
      if (menses === undefined) return undefined;
      const urgent = ovarianSymptoms(ctx).length > 0 || (ctx.age !== undefined && ctx.age >= OLDER_AGE);
      return {
        refs: [obs.ref],
        values: {
          ca125: ctx.show(obs),
          menses: menses.clinician,
          urgent: urgent
            ? " With her symptoms or age, the repeat must not delay the ultrasound of the abdomen and pelvis: arrange that now and read the repeat beside it."
            : "",
          patientMenses: menses.patient,
          patientUrgent: urgent ? " The scan you need should still go ahead now, without waiting for the repeat." : "",
        },
        ...(urgent && {
          nextSteps: [
            "Do not wait for a repeat CA-125: arrange the ultrasound of the abdomen and pelvis now",
            `${menses.step}, alongside the scan`,
          ],
        }),
      };
    },
  },
];
