import type { PatientModel } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { isPlanned } from "./genetics.ts";

/*
 * A medicine listed as planned ("Methotrexate (planned)", a status of on-hold or planned, a start
 * date after today) is not taken yet. Drug–laboratory rules read a result as the effect of a medicine
 * being taken ("raised liver enzymes on methotrexate", "high potassium on spironolactone"), so they
 * read the medicines taken now (review 20). Drug–gene rules keep planned medicines: a genotype is
 * checked before the first dose, and they say "planned" themselves (genetics.ts isPlanned).
 */

/** The model with planned medicines set aside as not taken; none when nothing is planned. */
export function withPlannedSetAside(ctx: RuleContext): PatientModel | undefined {
  const planned = ctx.model.medications.filter((m) => m.active && isPlanned(ctx, m));
  if (planned.length === 0) return undefined;
  return {
    ...ctx.model,
    medications: ctx.model.medications.map((m) => (planned.includes(m) ? { ...m, active: false } : m)),
  };
}
