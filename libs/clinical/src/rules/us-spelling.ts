import { patientScope } from "../evidence/populations.ts";
import type { RuleContext } from "./context.ts";

/**
 * A fixed sentence in the record's country's spelling: US labels and CDC guidance write rifampin
 * (review 41), matching the drug names drug-lab.ts tbDrugs gives US records; UK and other records
 * keep rifampicin.
 */
export function localSpelling(ctx: RuleContext, text: string): string {
  return patientScope(ctx).country === "us" ? text.replace(/\brifampicin\b/g, "rifampin") : text;
}
