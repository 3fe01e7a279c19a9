import { FindingFamily, Severity } from "../model.ts";
import { boneFragility } from "./bone.ts";
import { medNames, type RuleContext } from "./context.ts";
import { longTermPpiDuration } from "./ppi-long-term-older.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * A proton pump inhibitor taken for years beside a fragility fracture or osteoporosis raised nothing
 * (review 38, bone-falls-38 case 09: omeprazole for 7 years beside a rib fracture on prednisolone).
 * Sources (seenAt in evidence/added-sources.ts):
 * - MHRA Drug Safety Update, April 2012 (mhra-2012-ppi-fracture): observational studies suggest a
 *   modest rise in hip, wrist and spine fracture risk (10–40% above baseline) with PPIs at high doses
 *   or for more than a year, mainly in older people; those at risk of osteoporosis are treated by
 *   current guidelines with adequate calcium and vitamin D.
 * - FDA Drug Safety Communication, 2010 (fda-2010-ppi-fracture): the same possible risk, mainly from
 *   50; prescribers consider whether a lower dose or shorter course would do.
 * The association is observational and modest, so this is a low note beside the bone findings, never
 * a reason to stop a PPI that is needed.
 */

/** The risk was seen mainly from this age (FDA 2010: most studies were of people 50 or older). */
const FROM_AGE = 50;

function match(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age < FROM_AGE) return undefined;
  const ppis = ctx.meds("ppi");
  if (ppis.length === 0) return undefined;
  const bone = boneFragility(ctx);
  if (bone === undefined) return undefined;
  const duration = longTermPpiDuration(ctx, ppis);
  if (duration === undefined) return undefined;
  const us = readsAsUsUnits(ctx);
  return {
    refs: ctx.refs(...ppis),
    values: {
      med: medNames(ppis),
      duration,
      what: bone.what,
      regulator: us ? "FDA 2010" : "MHRA 2012",
    },
    nextSteps: [
      us
        ? "When reviewing the PPI, consider whether a lower dose or a shorter course would treat the condition adequately (FDA 2010); do not stop one that is still needed"
        : "Treat the bone risk by current guidelines with adequate calcium and vitamin D (MHRA 2012), and weigh the fracture risk when reviewing whether the PPI is still needed at this dose",
    ],
    evidence: [us ? "fda-2010-ppi-fracture" : "mhra-2012-ppi-fracture"],
    evidenceReplacesRule: true,
  };
}

export const PPI_FRACTURE_RISK_RULES: readonly Rule[] = [
  {
    id: "ppi-long-term-fracture-risk",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Bone health",
    title: "Long-term proton pump inhibitor beside fragile bones",
    clinician:
      "{med} taken {duration}, beside {what}. Observational studies suggest that proton pump inhibitors taken at high doses or for more than a year may modestly raise the risk of hip, wrist and spine fracture, mainly in older people ({regulator}); the association is modest and other risk factors may contribute.",
    patient:
      "You have taken {med}, a medicine that lowers stomach acid, for a long time. Some studies suggest that taking these medicines for years may slightly raise the chance of breaking a bone, which matters more when bones are already fragile. Do not stop it on your own; ask your doctor whether you still need it at this dose.",
    nextSteps: ["Weigh the fracture risk when reviewing whether the PPI is still needed"],
    patientQuestions: ["Do I still need my stomach acid medicine at this dose, given my bones?"],
    evidence: ["mhra-2012-ppi-fracture"],
    keywords: ["proton pump inhibitor", "fracture risk", "osteoporosis", "omeprazole", "long-term use"],
    match,
  },
];
