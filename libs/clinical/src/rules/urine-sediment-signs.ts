import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Dysmorphic red cells or red cell casts reported on urine microscopy with no red cell count beside
 * them (review 19, notes-and-counts 11: "RBC, dysmorphic: Present" with no range was dropped). With a
 * count, the microhaematuria finding reads them as a kidney source (haematuria-cancer-referral.ts);
 * without one, nothing did. They point to a medical renal (glomerular) cause (bpac, seen 2026-11-29
 * under hnyp-nvh-pathway), and the AUA/SUFU guideline refers to nephrology when medical renal disease
 * is suspected, while the risk-based urological evaluation still applies.
 */
const SIGN =
  /\bdysmorphic\b|\bacanthocyt\w*|\b(?:rbc|red (?:blood )?cell|erythrocyte)s?,?\s+casts?\b|\bcasts?,?\s+(?:rbc|red (?:blood )?cell|erythrocyte)s?\b/i;

function positive(o: LabObservation): boolean {
  return o.status === "abnormal" || o.status === "high" || o.status === "critical-high";
}

function match(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age !== undefined && ctx.age < 18) return undefined;
  // With a red cell count the microhaematuria finding reads these signs itself.
  if (ctx.labs("urine-rbc").length > 0) return undefined;
  const signs = ctx.model.labs.filter((o) => o.analyteId === undefined && SIGN.test(o.name) && positive(o));
  if (signs.length === 0) return undefined;
  return {
    refs: ctx.refs(...signs),
    values: { signs: signs.map((o) => `${o.name} ${o.rawValue.trim()}`).join(", ") },
  };
}

export const URINE_SEDIMENT_RULES: readonly Rule[] = [
  {
    id: "urine-glomerular-signs",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Haematuria",
    title: "Dysmorphic red cells or red cell casts in the urine: look for a kidney cause",
    clinician:
      "{signs} on urine microscopy, with no red cell count per high-power field reported. Dysmorphic red cells and red cell casts point to a medical kidney (glomerular) cause of the blood. Check blood pressure, creatinine with eGFR and a urine albumin- or protein-to-creatinine ratio, and ask for the red cell count; the AUA/SUFU guideline refers to nephrology when medical renal disease is suspected, and the risk-based urological evaluation still applies alongside.",
    patient:
      "Your urine test found red blood cells with an unusual shape. This can mean the blood comes from the kidneys' filters. Your doctor will usually check your blood pressure, a kidney blood test and protein in your urine, and may ask a kidney specialist to see you.",
    nextSteps: [
      "Check blood pressure, creatinine/eGFR and urine ACR or PCR; ask the laboratory for the red cell count per high-power field",
      "Refer to nephrology if medical renal disease is suspected; keep the risk-based urological evaluation",
    ],
    patientQuestions: ["Could the blood in my urine come from my kidneys, and do I need to see a kidney specialist?"],
    evidence: ["aua-sufu-2020-microhematuria", "hnyp-nvh-pathway"],
    keywords: ["dysmorphic red cells", "red cell casts", "glomerular haematuria", "urine microscopy", "nephrology"],
    match,
  },
];
