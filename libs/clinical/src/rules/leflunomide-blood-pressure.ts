import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { LEFLUNOMIDE, named } from "./immunosuppressant-names.ts";
import { latestBp } from "./other.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * A clinic blood pressure of 140/90 or more on leflunomide (review 21: 154/96, from 128/80 before
 * leflunomide, got only the general hypertension finding, and "no drug–laboratory interactions").
 * Hypertension is a reported side effect of leflunomide, and blood pressure is part of its NHS SPS
 * monitoring at baseline and every 2–3 months, so the prescriber is told. The hypertension finding
 * itself says how to confirm and treat the reading; this one only names the medicine.
 */
const RAISED = { sys: 140, dia: 90 } as const;

function leflunomideBp(ctx: RuleContext): RuleMatch | undefined {
  const meds = named(ctx, LEFLUNOMIDE);
  if (meds.length === 0) return undefined;
  const bp = latestBp(ctx);
  if (bp === undefined || (bp.sys < RAISED.sys && bp.dia < RAISED.dia)) return undefined;
  return {
    refs: [...ctx.refs(...meds), ...bp.refs],
    values: { med: medNames(meds), bp: `${bp.sys}/${bp.dia} mmHg${bp.date ? ` (${bp.date.slice(0, 10)})` : ""}` },
  };
}

export const LEFLUNOMIDE_BLOOD_PRESSURE_RULES: readonly Rule[] = [
  {
    id: "leflunomide-blood-pressure",
    family: FindingFamily.drugLab,
    severity: Severity.low,
    problem: "Blood pressure",
    title: "Raised blood pressure on leflunomide",
    clinician:
      "Blood pressure {bp} on leflunomide ({med}). Hypertension is a reported side effect of leflunomide, and blood pressure is part of its monitoring (NHS SPS: at baseline and every 2–3 months once stable), so the prescriber needs to know about raised readings.",
    patient:
      "Leflunomide, one of your medicines, can raise blood pressure. Tell the team who prescribes it about these readings.",
    nextSteps: ["Tell the leflunomide prescriber about the raised blood pressure readings"],
    evidence: ["sps-leflunomide-monitoring"],
    keywords: ["leflunomide", "hypertension", "blood pressure", "dmard"],
    match: leflunomideBp,
  },
];
