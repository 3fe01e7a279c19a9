/**
 * SLCO1B1 reduced function with a statin dose already inside the CPIC 2022 limit (review 13,
 * pharmacogenomics 15: atorvastatin 20 mg with decreased function was raised as moderate and the
 * patient told to "talk to your doctor soon", although CPIC's limit for that result is 40 mg).
 * With the dose inside the limit there is nothing to change, only a limit to keep to.
 */
import { mgOf } from "./cardio-rhythm.ts";
import type { RuleContext } from "./context.ts";
import { isPlanned } from "./genetics.ts";

/** CPIC 2022 atorvastatin maximum (mg a day) by SLCO1B1 phenotype (see atorvastatinAdvice). */
const ATORVASTATIN_LIMIT_MG: Readonly<Record<string, number>> = {
  poor: 20,
  "decreased-function": 40,
  intermediate: 40,
};

/**
 * The atorvastatin dose taken, when every current statin is atorvastatin at a written dose within
 * the CPIC limit for the phenotype; undefined otherwise (another statin, or a dose not read).
 */
export function atorvastatinWithinLimit(
  ctx: RuleContext,
  phenotype: string | undefined,
): { mg: number; limit: number } | undefined {
  const limit = phenotype === undefined ? undefined : ATORVASTATIN_LIMIT_MG[phenotype];
  if (limit === undefined) return undefined;
  const statins = ctx.meds("statin").filter((m) => !isPlanned(ctx, m));
  if (statins.length === 0 || !statins.every((m) => m.drugs.length === 1 && m.drugs.includes("atorvastatin")))
    return undefined;
  const doses = statins.map(mgOf);
  if (doses.some((d) => d === undefined || d > limit)) return undefined;
  return { mg: Math.max(...doses.map((d) => d ?? 0)), limit };
}
