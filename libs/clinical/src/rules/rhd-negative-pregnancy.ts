import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { pregnancy } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * An RhD-negative blood group at pregnancy booking (review 18, everyday-sweep case 05: "O RhD
 * negative" with a negative antibody screen at 10 weeks was passed over as "nothing stands out").
 * NICE recommends anti-D immunoglobulin for every RhD-negative pregnant woman not known to be
 * sensitised, usually at the 28-week appointment, and after potentially sensitising events; NICE
 * DG25 adds a test of the baby's RhD type from cell-free DNA in the mother's blood to target it.
 * An antibody screen with antibodies found is a different question (possible sensitisation) and is
 * left to the maternity team, so the rule is silent then.
 */

const BLOOD_GROUP = /\b(?:blood group|abo|rh(?:esus)?\s*(?:\(?d\)?)?\s*(?:type|group|status)?|rhd)\b/i;
const RHD_NEGATIVE =
  /\b(?:rh(?:esus)?\s*-?\s*\(?d\)?\s*neg(?:ative)?|rh\s*neg(?:ative)?|d\s*neg(?:ative)?|[abo]{1,2}\s*neg(?:ative)?|[abo]{1,2}\s*-(?!\w))/i;
const ANTIBODY_SCREEN = /\b(?:antibody screen|red cell antibod|atypical antibod|indirect (?:antiglobulin|coombs))/i;
const ANTIBODIES_FOUND = /\b(?:positive|detected|present|anti-[a-z])\b/i;
const ANTIBODIES_NOT_FOUND = /\b(?:negative|not detected|none detected|no (?:\w+ )?antibodies)\b/i;
/** Anti-D already given or planned in the notes: the team has it in hand. */
const ANTI_D_IN_HAND = /\banti-?d\b/i;

function rhdNegativeResult(ctx: RuleContext): LabObservation | undefined {
  return ctx.model.labs.find((o) => BLOOD_GROUP.test(o.name) && RHD_NEGATIVE.test(o.rawValue));
}

function antibodiesFound(ctx: RuleContext): boolean {
  return ctx.model.labs.some(
    (o) => ANTIBODY_SCREEN.test(o.name) && ANTIBODIES_FOUND.test(o.rawValue) && !ANTIBODIES_NOT_FOUND.test(o.rawValue),
  );
}

function match(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex === "male" || pregnancy(ctx) === undefined) return undefined;
  const group = rhdNegativeResult(ctx);
  if (group === undefined || antibodiesFound(ctx) || ANTI_D_IN_HAND.test(ctx.freeText)) return undefined;
  return { refs: ctx.refs(group), values: { group: group.rawValue.trim() } };
}

export const RHD_NEGATIVE_PREGNANCY_RULES: readonly Rule[] = [
  {
    id: "rhd-negative-pregnancy",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Pregnancy",
    title: "RhD-negative blood group in pregnancy",
    clinician:
      "Blood group \"{group}\" in pregnancy, with no red cell antibodies reported: NICE recommends anti-D immunoglobulin for RhD-negative women not known to be sensitised, usually at 28 weeks, and after any potentially sensitising event (such as bleeding, abdominal injury or a procedure). A test of the baby's RhD type from cell-free DNA in the mother's blood (NICE DG25), where offered, spares anti-D when the baby is RhD negative.",
    patient:
      "Your blood group is RhD negative, which is common. If your baby is RhD positive, your body could make antibodies that affect this or a later pregnancy. An injection called anti-D, usually at about 28 weeks, prevents this. Tell your midwife if you have any bleeding, a fall or a blow to your {tummy}, as you may need anti-D sooner.",
    nextSteps: [
      "Offer routine antenatal anti-D prophylaxis (usually at 28 weeks), or fetal RhD testing from cell-free DNA where available to target it",
      "Give anti-D after potentially sensitising events (such as bleeding, abdominal trauma or an invasive procedure)",
    ],
    patientQuestions: ["When will I have my anti-D injection, and is a test of my baby's blood group offered?"],
    evidence: ["nice-dg25-fetal-rhd"],
    keywords: ["rhesus negative", "rhd negative", "anti-d", "pregnancy", "haemolytic disease of the newborn"],
    match,
  },
];
