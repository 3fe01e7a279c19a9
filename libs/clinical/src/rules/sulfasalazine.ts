import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { fallenFrom, infectionSigns } from "./drug-blood.ts";
import { marrowInfectionAdvice, marrowSeverity, marrowStopSentence } from "./drug-marrow.ts";
import { parseUnit } from "../units.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { SULFASALAZINE, named } from "./immunosuppressant-names.ts";

/**
 * Low blood counts on sulfasalazine, at which the drug is stopped (also read by drug-marrow.ts).
 */

const F = FindingFamily.drugLab;

/** Neutrophils (per µL, as the engine reads them), white cells and platelets (10⁹/L) that stop sulfasalazine or leflunomide (SPS). */
const SULFASALAZINE_STOP = { anc: 1600, wbc: 3.5, platelets: 140 } as const;
const COUNT_WORDS = { anc: "neutrophils", wbc: "white cells", platelets: "platelets" } as const;

export function sulfasalazineMarrow(ctx: RuleContext): RuleMatch | undefined {
  return dmardLowCounts(ctx, named(ctx, SULFASALAZINE));
}

/**
 * Counts below the SPS stop thresholds on a DMARD whose monitoring uses them (sulfasalazine,
 * leflunomide), with the shared marrow wording; undefined without the medicine or a low count.
 */
export function dmardLowCounts(ctx: RuleContext, meds: MedicationItem[]): RuleMatch | undefined {
  if (meds.length === 0) return undefined;
  const low = (Object.keys(SULFASALAZINE_STOP) as (keyof typeof SULFASALAZINE_STOP)[]).flatMap((id) => {
    const obs = ctx.lab(id);
    const value = ctx.valueOf(obs);
    if (obs === undefined || value === undefined || value >= SULFASALAZINE_STOP[id]) return [];
    const prior = fallenFrom(ctx, id);
    return [{ obs, text: `${COUNT_WORDS[id]} ${ctx.show(obs)}${prior ? ` (from ${ctx.show(prior)})` : ""}` }];
  });
  if (low.length === 0) return undefined;
  const anc = ctx.valueOf(low.find((l) => l.obs.analyteId === "anc")?.obs);
  const signs = infectionSigns(ctx);
  const urgent = (anc !== undefined && anc < 500) || (anc !== undefined && anc < 1000 && signs !== undefined);
  return {
    refs: ctx.refs(...low.map((l) => l.obs), ...meds),
    values: {
      med: medNames(meds),
      counts: low.map((l) => l.text).join(", "),
      stop: marrowStopSentence("it"),
      // The same numbers in the unit the counts were reported in (review 48, us-sources-48 case 09:
      // counts in 10^3/µL beside thresholds "× 10⁹/L").
      countUnit: low.some((l) => parseUnit(l.obs.unit)?.key === "10^3/µL") ? "× 10³/µL" : "× 10⁹/L",
    },
    severity: marrowSeverity(
      anc,
      signs,
      low.some((l) => l.obs.status === "critical-low"),
    ),
    clinicianExtra: signs === undefined ? undefined : `Signs of infection are recorded (${signs}).`,
    patientExtra: marrowInfectionAdvice(anc, signs),
    nextSteps: [
      `Stop ${medNames(meds)} now and contact the prescribing specialist today; do not restart it without specialist advice`,
      ...(urgent
        ? [
            "Assess the same day and treat the fever as neutropenic sepsis (urgent blood cultures and intravenous antibiotics)",
          ]
        : []),
      "Repeat the full blood count with a differential and liver tests",
    ],
  };
}

export const SULFASALAZINE_RULES: readonly Rule[] = [
  {
    id: "sulfasalazine-marrow-toxicity",
    family: F,
    severity: Severity.high,
    problem: "Medication safety",
    title: "Low blood counts on sulfasalazine: stop and review",
    clinician:
      "Low counts on sulfasalazine ({med}): {counts}. This fits sulfasalazine marrow toxicity, most often in the first months of treatment. The NHS Specialist Pharmacy Service monitoring advice stops sulfasalazine and involves the consultant when white cells are below 3.5, neutrophils below 1.6 or platelets below 140 {countUnit}, and checks the blood count at once with a severe sore throat or mouth ulcers.",
    patient:
      "You take sulfasalazine, and some of your blood cell counts are low. This medicine can sometimes stop the bone marrow making enough blood cells. {stop}",
    nextSteps: ["Stop sulfasalazine and contact the prescribing specialist today"],
    patientQuestions: ["Will I need a different medicine for my arthritis?"],
    evidence: ["sps-sulfasalazine-monitoring"],
    keywords: ["sulfasalazine", "agranulocytosis", "neutropenia", "dmard"],
    match: sulfasalazineMarrow,
  },
];
