import { FindingFamily, Severity } from "../model.ts";
import { medNames } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * Symptoms of a clot in someone taking tamoxifen (review 20, oncology-2, case 08: a swollen calf two
 * weeks after surgery on tamoxifen drew no comment). The tamoxifen label's boxed warning (openFDA,
 * seen 2026-11-29) lists pulmonary embolism and stroke among serious, sometimes fatal, events:
 * pulmonary embolism 0.75 against 0.25 per 1000 women-years on placebo in NSABP P-1. A surgery or
 * immobility context is quoted beside the symptom, not read as a trigger on its own.
 */

const CLOT_SYMPTOM =
  /\b(?:calf|leg)\s+(?:swelling|swollen|pain|tender\w*)\b|\bswollen\s+(?:(?:left|right)\s+)?(?:calf|leg)\b|\bswelling\s+(?:(?:of|in)\s+)?(?:the\s+|her\s+|his\s+)?(?:(?:left|right)\s+)?(?:calf|leg)\b|(?:\?\s*|\b(?:suspected|possible|query)\s+)(?:dvt|deep vein thrombosis|pe|pulmonary embol\w*|clot)\b|\bsudden(?:ly)?\s+(?:short of breath|breathless\w*)\b|\bpleuritic chest pain\b/i;
const SETTING =
  /\b(?:\w+\s+)?(?:surgery|operation|arthroscopy|replacement|\w+ectomy|fracture|plaster cast|immobil\w*|bed[- ]?(?:bound|rest)|long-haul flight)\b[^.;,]{0,30}/i;

export const TAMOXIFEN_CLOT_RULES: readonly Rule[] = [
  {
    id: "tamoxifen-clot-symptoms",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Possible blood clot on tamoxifen",
    title: "Possible blood clot on tamoxifen: same-day assessment",
    clinician:
      'On {meds}, with "{symptom}" in the notes{setting}. Tamoxifen raises the risk of venous thromboembolism (its label\'s boxed warning: pulmonary embolism 0.75 against 0.25 per 1000 women-years on placebo in NSABP P-1), so the symptom is assessed for a deep vein thrombosis or pulmonary embolism the same day.',
    patient:
      "Tamoxifen slightly raises the risk of blood clots. The leg or breathing symptom in your notes needs checking by a doctor today. Go to an emergency department or call an ambulance if you become short of breath, have chest pain or cough up blood. Do not stop tamoxifen on your own; your cancer team will advise.",
    nextSteps: [
      "Same-day assessment for deep vein thrombosis or pulmonary embolism",
      "Tell the breast oncology team; whether tamoxifen continues is their decision",
    ],
    patientQuestions: ["Could this be a blood clot, and should I keep taking tamoxifen?"],
    evidence: ["fda-tamoxifen-label-uterine"],
    keywords: ["tamoxifen", "venous thromboembolism", "deep vein thrombosis", "pulmonary embolism"],
    match: (ctx) => {
      const meds = ctx.meds("tamoxifen");
      if (meds.length === 0) return undefined;
      const symptom = statedMention(ctx.freeText, CLOT_SYMPTOM, true);
      if (symptom === undefined) return undefined;
      const setting = statedMention(ctx.freeText, SETTING, true);
      return {
        refs: ctx.refs(...meds),
        values: {
          meds: medNames(meds),
          symptom,
          setting: setting !== undefined ? ` and "${setting.trim()}"` : "",
        },
      };
    },
  },
];
