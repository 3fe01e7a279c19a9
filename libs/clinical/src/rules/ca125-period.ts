import { FindingFamily, Severity } from "../model.ts";
import { activeEndometriosis } from "./ca125-endometriosis.ts";
import { ca125DuringPeriod, REPEAT_AWAY_FROM_PERIOD } from "./ca125-menstruation.ts";
import { hasCondition, KNOWN_OVARIAN_CANCER, ovarianSymptoms } from "./endocrine-oncology.ts";
import type { Rule } from "./types.ts";

/*
 * A raised CA-125 taken during a period, without endometriosis (review 13 oncology leftovers, round 4):
 * the repeat-away-from-the-period advice was given only inside the endometriosis reading. Menstruation
 * raises CA-125 above its level in the rest of the cycle, with or without endometriosis (Kafali 2004), so the value is repeated mid-cycle. With
 * symptoms NICE lists for ovarian cancer the repeat never holds up the ultrasound: ca125-symptoms-ultrasound
 * keeps its 2-week scan. Age alone is not a reason for the scan (review 14 known gaps): CG122 tests
 * women with those symptoms, "especially" from 50, and asks for the scan after a raised CA-125 in them,
 * so without symptoms a woman of 50 or more has the repeat like anyone else.
 */

const CA125_RAISED = 35;
/** Without symptoms now: what a repeat that stays raised leads to under CG122. */
const IF_STILL_RAISED =
  "If the repeat is still 35 or more, ask again about persistent bloating, early satiety, pelvic or abdominal pain and urinary urgency or frequency; with any of them, arrange an ultrasound of the abdomen and pelvis";

export const CA125_PERIOD_RULES: readonly Rule[] = [
  {
    id: "ca125-during-period",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Raised CA-125 taken during a period",
    title: "Raised CA-125 taken during a period: repeat away from the period",
    clinician: "CA-125 {ca125} is raised. {menses}{urgent}",
    patient: "{patientMenses}{patientUrgent}",
    nextSteps: [REPEAT_AWAY_FROM_PERIOD, IF_STILL_RAISED],
    patientQuestions: ["When should my CA-125 be repeated, and does anything else need doing first?"],
    evidence: ["kafali-2004-ca125-menstrual-cycle", "nice-cg122-ovarian-cancer"],
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
      const urgent = ovarianSymptoms(ctx).length > 0;
      return {
        refs: [obs.ref],
        values: {
          ca125: ctx.show(obs),
          menses: menses.clinician,
          urgent: urgent
            ? " With her symptoms, the repeat must not delay the ultrasound of the abdomen and pelvis: arrange that now and read the repeat beside it."
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
