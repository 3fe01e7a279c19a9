import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { LEFLUNOMIDE, MYCOPHENOLATE, JAK_INHIBITOR, OTHER_BIOLOGIC, named } from "./immunosuppressant-names.ts";

/**
 * Live vaccines planned while on immunosuppression, where they can cause the infection they protect
 * against.
 */

const F = FindingFamily.drugLab;

const LIVE_VACCINE =
  /\b(?:yellow\s+fever|mmr|measles|varicella\s+vaccin\w*|chicken\s*pox\s+vaccin\w*|zostavax|bcg|oral\s+typhoid|vivotif|live\s+(?:attenuated\s+)?(?:vaccin\w*|influenza|flu)|nasal\s+flu\s+vaccin\w*|fluenz\w*|oral\s+polio)\b/;
const SHINGLES_VACCINE = /\b(?:shingles|herpes\s+zoster|zoster)\s+vaccin\w*|\bshingrix\b/;

/** The immunosuppressive medicines on the list (not glucocorticoids, whose effect depends on the dose). */
export function immunosuppressants(ctx: RuleContext): MedicationItem[] {
  const byClass = ctx.medsOf(
    "anti-tnf",
    "anti-cd20",
    "methotrexate",
    "thiopurine",
    "calcineurin-inhibitor",
    "cytotoxic",
  );
  const byName = [MYCOPHENOLATE, LEFLUNOMIDE, JAK_INHIBITOR, OTHER_BIOLOGIC].flatMap((re) => named(ctx, re));
  return [...new Set([...byClass, ...byName])];
}

function liveVaccinePlanned(ctx: RuleContext): RuleMatch | undefined {
  const text = ctx.freeText;
  const live = statedMention(text, LIVE_VACCINE);
  // A question about the shingles vaccine ("asked about") is itself the reason to name the non-live one.
  const shingles = SHINGLES_VACCINE.exec(text)?.[0];
  if (live === undefined && shingles === undefined) return undefined;
  const meds = immunosuppressants(ctx);
  if (meds.length === 0) return undefined;
  const shinglesStep = "For shingles, use the non-live recombinant vaccine (Shingrix), not the live one (Zostavax)";
  return {
    refs: ctx.refs(...meds),
    values: {
      med: medNames(meds),
      what:
        live === undefined
          ? `a shingles vaccine is asked about ("${shingles}")`
          : `a live vaccine is planned ("${live}")`,
    },
    severity: live === undefined ? Severity.moderate : Severity.high,
    clinicianExtra:
      shingles === undefined
        ? undefined
        : "For shingles, the recombinant vaccine (Shingrix) is not live and is licensed for adults at raised risk because of immunosuppressive treatment; the live vaccine (Zostavax) is not given.",
    nextSteps:
      live === undefined
        ? [shinglesStep]
        : [
            `Do not give the live vaccine while on ${medNames(meds)}: discuss with the prescribing specialist and the travel or vaccination clinic first`,
            "Non-live (inactivated) vaccines can be given",
            ...(shingles === undefined ? [] : [shinglesStep]),
          ],
  };
}

export const LIVE_VACCINE_IMMUNOSUPPRESSION_RULES: readonly Rule[] = [
  {
    id: "live-vaccine-on-immunosuppression",
    family: F,
    severity: Severity.high,
    problem: "Vaccines and immunosuppression",
    title: "Vaccine planned on immunosuppressive treatment: live vaccines are not given",
    clinician:
      "On {med}, {what}. The UK Green Book lists current or recent immunosuppressive, including biological, therapy among the reasons to withhold or defer live vaccines (yellow fever, MMR, varicella, live shingles vaccine, BCG, oral typhoid, live nasal influenza), since the vaccine strain can multiply and cause severe infection; where there is doubt, specialist advice is sought rather than giving the vaccine.",
    patient:
      "Your medicine lowers your immune defences. Some vaccines contain a weakened live germ (for example yellow fever, MMR, chickenpox and one of the shingles vaccines) and are not safe for you while you take it. Tell the travel or vaccination clinic about your medicine, and ask your specialist before any vaccine; non-live vaccines can still be given.",
    nextSteps: ["Do not give live vaccines: discuss with the prescribing specialist first"],
    patientQuestions: ["Which vaccines are safe for me while I take this medicine?"],
    evidence: ["green-book-ch6-live-vaccines", "shingrix-recombinant-immunosuppressed"],
    keywords: ["live vaccine", "yellow fever", "mmr", "zostavax", "shingrix", "bcg", "immunosuppression", "biologic"],
    match: liveVaccinePlanned,
  },
];
