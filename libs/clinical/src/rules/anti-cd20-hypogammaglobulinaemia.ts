import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * Low IgG with recurrent infections after a CD20 antibody such as rituximab, which can call for
 * immunoglobulin replacement.
 *
 * Low IgG after a CD20 antibody with recurrent infections: rituximab often lowers IgG, and
 * recurrent infection is what leads to immunoglobulin replacement in the cohort of Roberts et al.
 * (roberts-2015-rituximab-hypogammaglobulinaemia); immunoglobulin monitoring is advised on it.
 */

const F = FindingFamily.drugLab;

/** Total IgG, not a subclass or an IgG antibody to something. */
export const IGG = /^\s*(?:serum\s+|total\s+)?(?:igg|immunoglobulin\s+g)(?:\s*\(?(?:serum|total)\)?)?\s*$/i;
const RECURRENT_INFECTION =
  /\brecurrent\s+(?:chest\s+|respiratory\s+|sino-?pulmonary\s+|bacterial\s+)?infections?\b|\b(?:\d+|two|three|four|five|six|several|multiple|repeated)\s+(?:courses|rounds)\s+(?:of\s+)?antibiotics?\b|\b(?:\d+|two|three|four|five|six|several|multiple|repeated)\s+(?:chest\s+)?infections\b/i;

function lowIgg(ctx: RuleContext): LabObservation | undefined {
  return ctx.model.labs.find((o) => IGG.test(o.name) && (o.status === "low" || o.status === "critical-low"));
}

function hypogammaglobulinaemiaAfterAntiCd20(ctx: RuleContext): RuleMatch | undefined {
  const meds: MedicationItem[] = ctx.meds("anti-cd20");
  const igg = meds.length === 0 ? undefined : lowIgg(ctx);
  if (igg === undefined) return undefined;
  const infection = ctx.model.conditions.find((c) => RECURRENT_INFECTION.test(c.name));
  const said = infection === undefined ? statedMention(ctx.freeText, RECURRENT_INFECTION) : undefined;
  if (infection === undefined && said === undefined) return undefined;
  return {
    refs: ctx.refs(igg, ...meds, infection),
    values: {
      med: medNames(meds),
      igg: ctx.show(igg),
      infections: infection === undefined ? `"${said}"` : infection.name,
    },
  };
}

export const ANTI_CD20_HYPOGAMMAGLOBULINAEMIA_RULES: readonly Rule[] = [
  {
    id: "hypogammaglobulinaemia-after-anti-cd20",
    family: F,
    severity: Severity.moderate,
    problem: "Medication safety",
    title: "Low IgG with recurrent infections after a CD20 antibody",
    clinician:
      "IgG {igg} on {med}, with recurrent infections ({infections}). CD20 antibodies such as rituximab often lower IgG, sometimes for a long time, and low IgG with recurrent infection is the setting in which immunoglobulin replacement is considered; immunoglobulins are monitored regularly on these drugs.",
    patient:
      "Your level of IgG, the main infection-fighting antibody, is low, and you have had repeated infections. Your medicine ({med}) can cause this. Talk to your specialist before your next dose: a referral to an immunology clinic, and medicines to prevent infections, may help.",
    nextSteps: [
      "Discuss with the prescribing specialist before the next dose of the CD20 antibody",
      "Refer to clinical immunology to assess for immunoglobulin replacement or antibiotic prophylaxis",
      "Repeat IgG (with IgA and IgM) and keep a record of infections and antibiotic courses",
    ],
    patientQuestions: ["Do I need to see an immunology specialist about my low antibody level?"],
    evidence: ["roberts-2015-rituximab-hypogammaglobulinaemia"],
    keywords: ["hypogammaglobulinaemia", "igg", "rituximab", "anti-cd20", "recurrent infection", "immunoglobulin"],
    match: hypogammaglobulinaemiaAfterAntiCd20,
  },
];
