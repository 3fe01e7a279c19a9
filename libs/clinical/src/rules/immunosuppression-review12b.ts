import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Second round of review 12 (immunosuppression cases 07 and 14):
 * - Pneumocystis (PJP) prophylaxis: KDIGO and other vasculitis guidelines advise co-trimoxazole
 *   prophylaxis for ANCA-associated vasculitis treated with rituximab or cyclophosphamide
 *   (kdigo-2024-anca-vasculitis, seen as a secondary summary). The prompt is limited to that
 *   setting, since it is the one our source covers; steroids alone do not trigger it.
 * - Low IgG after a CD20 antibody with recurrent infections: rituximab often lowers IgG, and
 *   recurrent infection is what leads to immunoglobulin replacement in the cohort of Roberts et al.
 *   (roberts-2015-rituximab-hypogammaglobulinaemia); immunoglobulin monitoring is advised on it.
 */

const F = FindingFamily.drugLab;

const CYCLOPHOSPHAMIDE = /\b(?:cyclophosphamide|endoxana|cytoxan)\b/i;
const AAV =
  /\b(?:anca|granulomatosis with polyangiitis|gpa|wegener\w*|microscopic polyangiitis|mpa|eosinophilic granulomatosis|egpa|churg[- ]strauss|small[- ]vessel vasculitis|pauci-?immune)\b/i;
/** Medicines that prevent Pneumocystis pneumonia. */
const PJP_PROPHYLAXIS =
  /\b(?:co-?trimoxazole|septrin|bactrim|trimethoprim[- /]sulfamethoxazole|sulfamethoxazole|tmp[- /]smx|dapsone|atovaquone|pentamidine)\b/i;

function pjpProphylaxis(ctx: RuleContext): RuleMatch | undefined {
  const meds = [
    ...ctx.meds("anti-cd20"),
    ...ctx.model.medications.filter((m) => m.active && CYCLOPHOSPHAMIDE.test(m.name)),
  ];
  if (meds.length === 0) return undefined;
  const aav = ctx.model.conditions.filter((c) => AAV.test(c.name));
  if (aav.length === 0) return undefined;
  if (ctx.model.medications.some((m) => m.active && PJP_PROPHYLAXIS.test(m.name))) return undefined;
  if (statedMention(ctx.freeText, PJP_PROPHYLAXIS) !== undefined) return undefined;
  return {
    refs: ctx.refs(...meds, ...aav),
    values: { med: medNames(meds), condition: aav[0]?.name ?? "ANCA-associated vasculitis" },
  };
}

/** Total IgG, not a subclass or an IgG antibody to something. */
const IGG = /^\s*(?:serum\s+|total\s+)?(?:igg|immunoglobulin\s+g)(?:\s*\(?(?:serum|total)\)?)?\s*$/i;
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

export const IMMUNOSUPPRESSION_REVIEW12B_RULES: readonly Rule[] = [
  {
    id: "pjp-prophylaxis-not-listed",
    family: F,
    severity: Severity.moderate,
    problem: "Infection prevention",
    title: "No Pneumocystis prophylaxis listed on rituximab or cyclophosphamide for vasculitis",
    clinician:
      "{med} for {condition}, and no Pneumocystis (PJP) prophylaxis is listed. Vasculitis guidelines, including KDIGO's, advise prophylaxis against Pneumocystis jirovecii pneumonia with co-trimoxazole (trimethoprim/sulfamethoxazole) for ANCA-associated vasculitis treated with rituximab or cyclophosphamide.",
    patient:
      "Your vasculitis treatment lowers your defences against a lung infection called Pneumocystis pneumonia. An antibiotic (usually co-trimoxazole) is normally taken to prevent it. Ask your specialist whether you should be on it.",
    nextSteps: [
      "Ask the vasculitis team whether co-trimoxazole (or an alternative if it cannot be taken) PJP prophylaxis should be started",
    ],
    patientQuestions: ["Should I take an antibiotic to prevent a chest infection while on this treatment?"],
    evidence: ["kdigo-2024-anca-vasculitis"],
    keywords: ["pneumocystis", "pjp", "co-trimoxazole", "rituximab", "cyclophosphamide", "vasculitis"],
    match: pjpProphylaxis,
  },
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
