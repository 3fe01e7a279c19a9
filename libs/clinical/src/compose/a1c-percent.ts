import type { LabObservation, PatientModel } from "../model.ts";
import { RuleContext } from "../rules/context.ts";
import { readsAsUsUnits } from "../rules/uk-record.ts";
import { hba1cMmolMolToPercent, parseUnit } from "../units.ts";

/*
 * US clinicians read HbA1c in % (NGSP). Since review 44 the findings on a US record whose laboratory
 * reports mmol/mol (IFCC) give the % first, but the results table still showed only "48 mmol/mol"
 * (review 45, leftovers-45 cases 09 and 10). The table keeps the reported figure, which its
 * reference range is in, and gives the % beside it on a US record; other records are left as sent.
 */

/** The results table's " (6.5%)" after an HbA1c in mmol/mol on a US record; "" otherwise. */
export function usA1cPercent(model: PatientModel): (obs: LabObservation) => string {
  const us = readsAsUsUnits(new RuleContext(model));
  return (obs) =>
    us && obs.analyteId === "hba1c" && obs.value.kind === "number" && parseUnit(obs.unit)?.dim === "mmol/mol"
      ? ` (${hba1cMmolMolToPercent(obs.value.value).toFixed(1)}%)`
      : "";
}
