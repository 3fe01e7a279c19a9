import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMatches } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Nephrotic syndrome in adults (review 11, renal case 02): heavy proteinuria, a urine
 * protein:creatinine ratio of 300 mg/mmol (3,000 mg/g) or more, with a serum albumin below 30 g/L,
 * usually with oedema and high cholesterol (Kopp 2020, table 1; the KDIGO 2021 guideline text was
 * not read). Outside diabetes the cause is found by kidney biopsy, so the person is
 * referred to nephrology urgently. The albumin:creatinine ratio has no nephrotic cut-off in the
 * sources seen, so only the protein ratio is used.
 */

const F = FindingFamily.pattern;

/** Nephrotic-range urine protein:creatinine ratio, in mg/mmol and in mg/g (Kopp 2020, table 1). */
const UPCR_MG_MMOL = 300;
const UPCR_MG_G = 3000;
/** Serum albumin (g/dL, the rule unit) below which it is low enough for nephrotic syndrome: 30 g/L. */
const ALBUMIN_G_DL = 3.0;
/** Adults: children's nephrotic syndrome has its own definitions and pathway. */
const ADULT_AGE = 18;

const OEDEMA =
  /\b(?:o?edema|oedematous|edematous|swollen (?:legs?|ankles?|feet|face|eyes)|swelling (?:of|in|around) (?:both |the |his |her )?(?:legs?|ankles?|feet|face|eyes)|puffy (?:eyes|face)|periorbital swelling|frothy urine|foamy urine)\b/i;

function nephrotic(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.model.patient.age;
  if (age !== undefined && age < ADULT_AGE) return undefined;
  const upcr = ctx.lab("upcr");
  const ratio = ctx.valueOf(upcr);
  if (upcr === undefined || ratio === undefined) return undefined;
  // Read in the unit the laboratory used, so each cut-off is applied as the source states it.
  const raw = upcr.value.kind === "number" ? upcr.value.value : undefined;
  const perMmol = /mmol/i.test(upcr.unit ?? upcr.rawUnit ?? "");
  const heavy = perMmol && raw !== undefined ? raw >= UPCR_MG_MMOL : ratio >= UPCR_MG_G;
  if (!heavy) return undefined;
  const albObs = ctx.lab("albumin");
  const alb = ctx.valueOf(albObs);
  if (albObs === undefined || alb === undefined || alb >= ALBUMIN_G_DL) return undefined;

  const signs = [...new Set([...statedMatches(ctx.freeText, OEDEMA)].map((m) => m.quote.toLowerCase()))];
  const chol = ctx.lab("cholesterol-total");
  const cholHigh = chol !== undefined && chol.status === "high";
  const diabetes = ctx.conditions("diabetes").length > 0;
  const extras = [
    signs.length > 0 ? `The notes record ${signs.join(", ")}.` : undefined,
    cholHigh ? `Total cholesterol is high (${ctx.show(chol)}), as is usual in nephrotic syndrome.` : undefined,
    diabetes
      ? "Diabetes is recorded: diabetic kidney disease is a common cause, but a nephrologist decides whether another cause needs a biopsy."
      : undefined,
  ].filter(Boolean);

  return {
    refs: ctx.refs(upcr, albObs, cholHigh ? chol : undefined),
    values: { upcr: ctx.show(upcr), albumin: ctx.show(albObs) },
    clinicianExtra: extras.length > 0 ? extras.join(" ") : undefined,
  };
}

/** Whether the record shows adult nephrotic syndrome as this rule reads it (proteinuria-referral.ts gives way). */
export function nephroticSyndrome(ctx: RuleContext): boolean {
  return nephrotic(ctx) !== undefined;
}

export const NEPHROTIC_RULES: readonly Rule[] = [
  {
    id: "nephrotic-syndrome",
    family: F,
    severity: Severity.high,
    problem: "Kidney",
    title: "Nephrotic syndrome",
    clinician:
      "Urine protein:creatinine ratio {upcr} is in the nephrotic range (300 mg/mmol or more) and serum albumin {albumin} is below 30 g/L: this is nephrotic syndrome until shown otherwise.",
    patient:
      "Your urine is losing a lot of protein and the protein level in your blood is low. Together these point to a kidney condition called nephrotic syndrome, which needs an urgent kidney specialist review.",
    nextSteps: [
      "Refer urgently to nephrology: in adults the cause is usually found by kidney biopsy",
      "Look for secondary causes (diabetes, lupus, myeloma or amyloid, hepatitis B and C, HIV, recent medicines such as NSAIDs)",
      "Assess clot risk with a very low albumin, and treat oedema and proteinuria (diuretic, ACE inhibitor or ARB) with the kidney team",
    ],
    patientQuestions: ["When will I see the kidney specialist?", "Do I need a kidney biopsy?"],
    evidence: ["kopp-2020-podocytopathies"],
    keywords: ["nephrotic syndrome", "proteinuria", "hypoalbuminemia", "edema", "kidney biopsy"],
    match: nephrotic,
  },
];
