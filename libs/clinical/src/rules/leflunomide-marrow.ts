import { FindingFamily, Severity } from "../model.ts";
import { LEFLUNOMIDE, named } from "./immunosuppressant-names.ts";
import { dmardLowCounts } from "./sulfasalazine.ts";
import type { Rule } from "./types.ts";

/**
 * Low blood counts on leflunomide (review 18: neutrophils 1.2 and platelets 96 on leflunomide got
 * only plain lab flags and a "no liver tests" line). The NHS SPS leflunomide monitoring advice
 * uses the same stop thresholds as for sulfasalazine (white cells below 3.5, neutrophils below 1.6,
 * platelets below 140 × 10⁹/L), whatever the dose, so the 10 mg dose is read as the 20 mg one.
 * Leflunomide stays in the body for months, so the specialist also decides on a washout.
 */
export const LEFLUNOMIDE_MARROW_RULES: readonly Rule[] = [
  {
    id: "leflunomide-marrow-toxicity",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Medication safety",
    title: "Low blood counts on leflunomide: stop and review",
    clinician:
      "Low counts on leflunomide ({med}): {counts}. Leflunomide can suppress the bone marrow. The NHS Specialist Pharmacy Service monitoring advice considers stopping it and contacting the specialist when white cells are below 3.5, neutrophils below 1.6 or platelets below 140 {countUnit}. Because leflunomide stays in the body for months after the last dose, ask the specialist whether a washout is needed.",
    patient:
      "You take leflunomide, and some of your blood cell counts are low. This medicine can sometimes stop the bone marrow making enough blood cells. {stop}",
    nextSteps: ["Stop leflunomide and contact the prescribing specialist today"],
    patientQuestions: ["Will I need a different medicine for my arthritis?"],
    evidence: ["sps-leflunomide-monitoring"],
    keywords: ["leflunomide", "neutropenia", "thrombocytopenia", "dmard", "washout"],
    match: (ctx) => dmardLowCounts(ctx, named(ctx, LEFLUNOMIDE)),
  },
];
