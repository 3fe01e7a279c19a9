import type { MedicationItem } from "../model.ts";
import type { RuleContext } from "./context.ts";

/** An oral isotretinoin: a gel, cream or other topical form is left out. */
export function oralIsotretinoin(ctx: RuleContext): MedicationItem[] {
  return ctx
    .meds("isotretinoin")
    .filter((m) => !/\b(?:gel|cream|topical|lotion|ointment)\b/i.test(`${m.name} ${m.dosage ?? ""}`));
}
