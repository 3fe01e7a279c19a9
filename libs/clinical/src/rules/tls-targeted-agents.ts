import type { MedicationItem } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";

/*
 * Targeted anticancer drugs that cause tumour lysis without being cytotoxic chemotherapy (review 13
 * oncology, case 10: laboratory and clinical TLS on day 3 of the venetoclax ramp-up was reported as
 * "No chemotherapy is in the record", and the drug was not held). The MHRA Drug Safety Update on
 * venetoclax (gov.uk, seen 2026-11-29) reports fatal TLS in CLL even after a single 20 mg dose, the
 * lowest ramp-up step; the Venclexta prescriber site (seen 2026-11-29) has dosing interrupted or
 * reduced for TLS, and after an interruption of over a week in the ramp-up the TLS risk reassessed
 * before restarting, possibly at a lower step.
 */
const TLS_TARGETED = /\b(?:venetoclax|venclexta|venclyxto|obinutuzumab|gazyva|gazyvaro)\b/i;

export function tlsTargetedAgents(ctx: RuleContext): MedicationItem[] {
  return ctx.model.medications.filter((m) => m.active && TLS_TARGETED.test(m.name));
}

export function holdTargetedAgentSteps(meds: readonly MedicationItem[]): string[] {
  if (meds.length === 0) return [];
  return [
    `Withhold the next ${medNames(meds)} dose until the salts and creatinine are back to baseline; restart only on the haematologist's advice (after a break of over a week in the ramp-up, the tumour lysis risk is reassessed and a lower step may be needed)`,
  ];
}
