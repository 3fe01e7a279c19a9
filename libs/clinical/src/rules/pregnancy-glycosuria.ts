import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { gestation } from "./pregnancy-labs.ts";

/*
 * Sugar on a urine dipstick in pregnancy (review 12, messy-labs case 06b: a trace at 32 weeks was
 * read as "blood sugar is high, or an SGLT2-inhibitor medicine", a medicine class not used in
 * pregnancy and not in her record). The rise in glomerular filtration of pregnancy lowers the
 * renal threshold for glucose, so glycosuria is common with a normal blood glucose
 * (SUMMARIES["gpnotebook-glycosuria-pregnancy"]). NICE NG3 names the dipstick results that should
 * prompt testing for gestational diabetes: 2+ or more once, or 1+ or more on two or more occasions.
 * With diabetes recorded, or an SGLT2 inhibitor listed, the test's own text still applies.
 */

/** NICE NG3: a single dipstick at or above this grade, or two at 1+ or more, prompts testing. */
const SINGLE_GRADE = 2;
const REPEATED_TIMES = 2;

/** The dipstick grade of a positive result: "trace" is 0, "positive" without a grade counts as 1+. */
function grade(obs: LabObservation): number | undefined {
  if (obs.value.kind !== "qualitative" || obs.value.result === "negative") return undefined;
  if (obs.value.result === "trace") return 0;
  return obs.value.grade ?? 1;
}

/** The text for glycosuria in a current pregnancy; else undefined. */
export function glycosuriaInPregnancy(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (obs.analyteId !== "urine-glucose" || grade(obs) === undefined) return undefined;
  if (gestation(ctx) === undefined || ctx.conditions("diabetes").length > 0 || ctx.meds("sglt2i").length > 0)
    return undefined;
  const positives = ctx.labs("urine-glucose").filter((o) => (grade(o) ?? 0) >= 1).length;
  const prompts = (grade(obs) ?? 0) >= SINGLE_GRADE || positives >= REPEATED_TIMES;
  const nice = prompts
    ? "at this level (2+ or more once, or 1+ or more on two occasions) NICE advises considering a test for gestational diabetes"
    : "NICE advises considering a test for gestational diabetes only when it is 2+ or more once, or 1+ or more on two occasions";
  return {
    text: `is common in pregnancy: the kidneys filter more blood, so some sugar can pass into the urine even when blood sugar is normal; ${nice}`,
    evidence: ["gpnotebook-glycosuria-pregnancy", "nice-ng3-diabetes-pregnancy"],
  };
}
