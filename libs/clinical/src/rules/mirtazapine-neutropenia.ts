import { FindingFamily, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { infectionSigns, inReportedUnit } from "./drug-blood.ts";
import { marrowInfectionAdvice, marrowSeverity, marrowStopSentence } from "./drug-marrow.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * Mirtazapine with neutrophils below 1.5 × 10⁹/L. Mirtazapine can rarely cause severe neutropenia or
 * agranulocytosis. Neutrophils of 0.9 with a sore throat six weeks
 * after starting it read as a low-priority result outside the range, with no word of the drug and
 * "none of these results needs emergency care" (review 47, mental-health-47 case 09).
 */
const MIRTAZAPINE = /\b(?:mirtazapine|zispin|remeron)\b/i;
/**
 * Per µL, as the engine reads neutrophils. Falls to 1.0–1.5 are common and often benign, so they
 * count only with signs of infection, the combination for which the label asks for mirtazapine to be
 * stopped; below 1.0 the count itself is enough.
 */
const ANC_FLOOR = 1500;
const ANC_ALONE = 1000;

function mirtazapineNeutropenia(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter((m) => m.active && MIRTAZAPINE.test(m.name));
  const obs = ctx.lab("anc");
  const anc = ctx.valueOf(obs);
  if (meds.length === 0 || obs === undefined || anc === undefined || anc >= ANC_FLOOR) return undefined;
  const signs = infectionSigns(ctx);
  if (anc >= ANC_ALONE && signs === undefined) return undefined;
  return {
    refs: ctx.refs(obs, ...meds),
    values: { anc: ctx.show(obs), med: medNames(meds), floor: inReportedUnit(obs, ANC_FLOOR) },
    severity: marrowSeverity(anc, signs, obs.critical === true || obs.status === "critical-low"),
    clinicianExtra: signs
      ? `Signs of infection are recorded (${signs}): with neutrophils this low, assess the same day as possible neutropenic sepsis.`
      : undefined,
    patientExtra: `${marrowStopSentence("mirtazapine")} ${marrowInfectionAdvice(anc, signs)}`,
  };
}

export const MIRTAZAPINE_NEUTROPENIA_RULES: readonly Rule[] = [
  {
    id: "mirtazapine-neutropenia",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Medication safety",
    title: "Low neutrophil count on mirtazapine: possible drug-induced neutropenia",
    clinician:
      "Neutrophils {anc} (below {floor}) on {med}: mirtazapine can rarely cause severe neutropenia or agranulocytosis. Stop mirtazapine, repeat the full blood count with a film, and look for other causes.",
    patient:
      "Your neutrophils (infection-fighting white cells) are low. Your antidepressant mirtazapine can rarely cause this.",
    nextSteps: [
      "Stop mirtazapine and repeat the full blood count with a blood film within 24 hours; look for other causes (viral infection, other drugs, B12 or folate deficiency)",
      "Agree another antidepressant with the patient",
    ],
    evidence: ["jmcr-2023-mirtazapine-neutropenic-sepsis"],
    keywords: ["mirtazapine", "neutropenia", "agranulocytosis", "antidepressant"],
    match: mirtazapineNeutropenia,
  },
];
