import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * Pneumocystis (PJP) prophylaxis missing from the medicines in ANCA vasculitis treated with rituximab
 * or cyclophosphamide.
 *
 * Pneumocystis (PJP) prophylaxis: KDIGO and other vasculitis guidelines advise co-trimoxazole
 * prophylaxis for ANCA-associated vasculitis treated with rituximab or cyclophosphamide
 * (kdigo-2024-anca-vasculitis, seen as a secondary summary). The prompt is limited to that
 * setting, since it is the one our source covers; steroids alone do not trigger it.
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

export const PJP_PROPHYLAXIS_RULES: readonly Rule[] = [
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
];
