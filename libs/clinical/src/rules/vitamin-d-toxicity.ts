import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";
import { isHigh } from "./lab-status.ts";

/*
 * Vitamin D toxicity (see SUMMARIES["marcinowska-2018-vitamin-d-toxicity"] and
 * ["sfe-2016-acute-hypercalcaemia"]): a 25-hydroxyvitamin D above 150 ng/mL (375 nmol/L) is the
 * hallmark of toxicity from overdose, usually of vitamin D supplements, and it shows itself as a
 * high calcium with PTH suppressed. The Society for Endocrinology grades an adjusted calcium of
 * 3.0–3.5 mmol/L as one that may cause symptoms and usually needs prompt treatment.
 *
 * Review 13, nutrition case 06 (50,000 IU a day bought online, calcium 2.92, creatinine up): the
 * supplement is stopped now rather than after a visit, and the high calcium is rehydrated, by mouth or
 * with intravenous saline when kidney function is reduced or calcium is 3.0 or more (RCEM learning).
 */

/** 25-hydroxyvitamin D above which toxicity is the reading, in the rule unit (ng/mL; 375 nmol/L). */
const TOXIC_NG_ML = 150;
/** Calcium from which symptoms call for same-day assessment, in the rule unit (mg/dL; 3.0 mmol/L). */
const PROMPT_CALCIUM_MG_DL = 3.0 * 4.008;

/** Symptoms of a high calcium, stated in the notes and not denied. */
const HYPERCALCAEMIA_SYMPTOMS =
  /\b(?:thirst(?:y)?|polydipsia|polyuria|passing (?:a lot of|more) urine|constipat(?:ed|ion)|nausea|vomiting|confus(?:ed|ion)|drows(?:y|iness)|abdominal pain|muscle weakness)\b/;

/** Vitamin D toxicity in the record: a toxic 25-hydroxyvitamin D with a high calcium or a vitamin D supplement. */
export function vitaminDToxicity(
  ctx: RuleContext,
): { vitd: LabObservation; calcium?: LabObservation; supplements: MedicationItem[] } | undefined {
  const vitd = ctx.lab("vitamin-d-25oh");
  const value = ctx.valueOf(vitd);
  if (vitd === undefined || value === undefined || value <= TOXIC_NG_ML) return undefined;
  const calcium = ctx.lab("calcium");
  const highCalcium = isHigh(calcium) ? calcium : undefined;
  const supplements = ctx.medsOf("vitamin-d", "calcium-supplement");
  if (highCalcium === undefined && ctx.meds("vitamin-d").length === 0) return undefined;
  return { vitd, ...(highCalcium ? { calcium: highCalcium } : {}), supplements };
}

export const VITAMIN_D_TOXICITY_RULES: readonly Rule[] = [
  {
    id: "vitamin-d-toxicity",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Calcium",
    title: "Vitamin D toxicity",
    clinician:
      "25-hydroxyvitamin D {vitd} is above 150 ng/mL (375 nmol/L), the hallmark of vitamin D toxicity from overdose{calcium}{supplements}.",
    patient:
      "Your vitamin D level is very high, at a level that can be harmful. This usually comes from taking too much vitamin D, and it can raise the calcium in your blood, which can cause thirst, constipation and kidney problems. {stop}",
    nextSteps: ["Stop vitamin D and calcium supplements and look for other sources of vitamin D"],
    evidence: ["marcinowska-2018-vitamin-d-toxicity", "sfe-2016-acute-hypercalcaemia", "rcem-hypercalcaemia-treatment"],
    keywords: ["vitamin d toxicity", "hypervitaminosis d", "hypercalcaemia", "25-hydroxyvitamin d"],
    match: (ctx) => {
      const found = vitaminDToxicity(ctx);
      if (found === undefined) return undefined;
      const { vitd, calcium, supplements } = found;
      const ca = ctx.valueOf(calcium);
      const symptom = calcium ? statedMention(ctx.freeText, HYPERCALCAEMIA_SYMPTOMS) : undefined;
      const prompt = ca !== undefined && ca >= PROMPT_CALCIUM_MG_DL && symptom !== undefined;
      const names = supplements.length > 0 ? ` (${medNames(supplements)})` : "";
      const kidney = [ctx.lab("creatinine")].find(isHigh);
      const rehydrate =
        calcium === undefined
          ? undefined
          : `Rehydrate: oral fluids, or intravenous 0.9% saline when calcium is 3.0 mmol/L or more, fluids cannot be kept down or kidney function is reduced${kidney ? ` (creatinine ${ctx.show(kidney)} is raised)` : ""}`;
      const steps = [
        `Stop vitamin D and calcium supplements${names} now and look for other sources of vitamin D`,
        ...(rehydrate ? [rehydrate] : []),
        prompt
          ? "Same-day assessment: a calcium of 3.0 mmol/L or more with symptoms usually needs prompt treatment"
          : calcium
            ? "Repeat calcium and kidney function within days and seek specialist advice"
            : "Check calcium and kidney function",
        "Recheck calcium, kidney function and 25-hydroxyvitamin D until they settle",
      ];
      return {
        refs: ctx.refs(vitd, calcium, kidney, ...supplements),
        values: {
          stop:
            supplements.length > 0
              ? `Stop taking your vitamin D${ctx.meds("calcium-supplement").length > 0 ? " and calcium" : ""} supplements now, and see your doctor within the next few days${calcium ? " for a repeat calcium and kidney test. Drink plenty of water meanwhile" : ""}.`
              : "Do not take any vitamin D or calcium supplements, and see your doctor within the next few days.",
          vitd: ctx.show(vitd),
          calcium: calcium
            ? `, with a high calcium (${ctx.show(calcium)})${symptom ? ` and symptoms that fit it in the notes ("${symptom}")` : ""}`
            : "",
          supplements: supplements.length > 0 ? `; on ${medNames(supplements)}` : "",
        },
        severity: prompt ? Severity.critical : calcium ? Severity.high : Severity.moderate,
        nextSteps: steps,
        ...(prompt
          ? {
              patientExtra:
                "Because your calcium is high and you have symptoms, you need to be seen today: contact your doctor straight away.",
            }
          : {}),
      };
    },
  },
];
