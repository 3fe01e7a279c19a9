/**
 * Digoxin with poor kidney function and no digoxin level in the record (review 12, deep case 01:
 * digoxin 125 micrograms at eGFR 27 with potassium 5.8 and no level). The label names impaired
 * renal function among the things that predispose to toxicity; the level is read with the clinical picture and taken just before the next dose or at
 * least 6–8 hours after the last one. With a level in the record, rules/drug-lab.ts reads it.
 */
import { FindingFamily, Severity } from "../model.ts";
import { medNames } from "./context.ts";
import type { Rule } from "./types.ts";

/** eGFR (mL/min/1.73m2) below which digoxin without a level is flagged: severely reduced (G4–G5). */
const LOW_EGFR = 30;
const DIGOXIN_RESULT = /\b(?:digoxin|lanoxin)\b/i;

export const DIGOXIN_KIDNEY_RULES: readonly Rule[] = [
  {
    id: "digoxin-low-egfr-no-level",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Kidney function and medicines",
    title: "Digoxin with eGFR below 30 and no digoxin level",
    clinician:
      "{digoxin} with eGFR {egfr} and no digoxin level in the record. Impaired kidney function predisposes to digoxin toxicity (nausea, vomiting, visual change, slow or irregular heartbeat); the dose is reviewed against kidney function with a level.{potassium}",
    patient:
      "You take digoxin, a heart medicine that can build up in the body when the kidneys work less well, and your kidney test is low. A blood test of the digoxin level helps your doctor check the dose. Tell your doctor if you feel sick, see changes in your vision or notice a slow or uneven heartbeat.",
    nextSteps: [
      "Check a digoxin level, taken just before the next dose or at least 6–8 hours after the last dose, and review the digoxin dose for the kidney function",
    ],
    patientQuestions: ["Is my digoxin dose right for my kidney function?"],
    evidence: ["lanoxin-label"],
    keywords: ["digoxin", "digoxin level", "chronic kidney disease", "egfr", "digoxin toxicity"],
    match: (ctx) => {
      const meds = ctx.meds("digoxin");
      const egfr = ctx.value("egfr");
      if (meds.length === 0 || egfr === undefined || egfr >= LOW_EGFR) return undefined;
      if (ctx.model.labs.some((o) => DIGOXIN_RESULT.test(o.name))) return undefined;
      const k = ctx.lab("potassium");
      const kAbnormal = k !== undefined && k.status !== "normal" && k.status !== undefined;
      return {
        refs: ctx.refs(...meds, ctx.lab("egfr"), ...(kAbnormal ? [k] : [])),
        values: {
          digoxin: medNames(meds),
          egfr: ctx.showValue("egfr"),
          potassium: kAbnormal
            ? ` Potassium ${ctx.show(k)} is also outside its range, and electrolyte disturbances add to the risk.`
            : "",
        },
      };
    },
  },
];
