import { Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { methotrexateLowCounts } from "./drug-blood.ts";
import { LEFLUNOMIDE, named } from "./immunosuppressant-names.ts";
import { mycophenolateOutsideTransplant } from "./mycophenolate-marrow.ts";
import { dmardLowCounts, sulfasalazineMarrow } from "./sulfasalazine.ts";
import { thiopurineMarrow } from "./thiopurine-safety.ts";

/**
 * One patient wording for low blood counts on a marrow-toxic antirheumatic or immunosuppressant
 * (methotrexate, a thiopurine, sulfasalazine, leflunomide, mycophenolate), shared by their rules.
 *
 * Separate wordings once gave three different instructions for the same situation, and a sore
 * throat or fever already in the notes was told as "if you get a fever". The sources behind the rules all
 * withhold or stop the drug at these counts and assess the same day when neutrophils are below
 * 1.0 × 10⁹/L with signs of infection, so the patient is told to stop until the team has checked
 * the blood, and a recorded sign of infection with so few neutrophils sends them to hospital now.
 */

/** Neutrophils (per µL, as the engine reads them) below which a sign of infection is an emergency. */
const ANC_SEVERE = 1000;
/** Neutrophils (per µL) below which the finding is critical with or without signs of infection. */
const ANC_CRITICAL = 500;

/** The instruction for the drug itself: "Stop taking" also lifts the report's closing "do not stop" line. */
export function marrowStopSentence(drug: string): string {
  return `Stop taking ${drug} until the team who prescribes it has checked your blood, and contact them today.`;
}

/** What the patient does about infection, given the neutrophil count and the signs recorded. */
export function marrowInfectionAdvice(anc: number | undefined, signs: string | undefined): string {
  const severe = anc !== undefined && anc < ANC_SEVERE;
  if (severe && signs !== undefined)
    return `Your notes record signs of infection (${signs}). With so few infection-fighting cells this can be a serious infection, so go to an emergency department now.`;
  if (signs !== undefined)
    return `Your notes record signs of infection (${signs}): tell the team when you call, and ask to be seen today.`;
  if (severe)
    return "Because your infection-fighting cells are very low, you need to be seen today. If you get a fever, shivers or a sore throat, go to an emergency department straight away.";
  return "Tell them at once about mouth ulcers, bruising or bleeding. If you get a fever, shivers or a sore throat, get medical help straight away, at an emergency department if you cannot reach your team.";
}

/** Critical when the laboratory flags a count critical, neutrophils are below 0.5, or below 1.0 with signs of infection. */
export function marrowSeverity(anc: number | undefined, signs: string | undefined, flagged: boolean): Severity {
  const urgent = anc !== undefined && (anc < ANC_CRITICAL || (anc < ANC_SEVERE && signs !== undefined));
  return flagged || urgent ? Severity.critical : Severity.high;
}

/**
 * The marrow-toxic medicine(s) whose low-count finding fires in this record, named as the medicine
 * list names them, for the findings that read the same counts (macrocytosis, pancytopenia).
 */
export function drugMarrowToxicity(ctx: RuleContext): string | undefined {
  const names = [
    methotrexateLowCounts(ctx) === undefined ? "" : medNames(ctx.meds("methotrexate")),
    thiopurineMarrow(ctx) === undefined ? "" : medNames(ctx.meds("thiopurine")),
    String(sulfasalazineMarrow(ctx)?.values?.med ?? ""),
    String(dmardLowCounts(ctx, named(ctx, LEFLUNOMIDE))?.values?.med ?? ""),
    String(dmardLowCounts(ctx, mycophenolateOutsideTransplant(ctx))?.values?.med ?? ""),
  ].filter(Boolean);
  return names.length > 0 ? names.join(", ") : undefined;
}
