import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext, severalMedicines } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";
import { isHigh } from "./lab-status.ts";

/**
 * DRESS (drug reaction with eosinophilia and systemic symptoms): a drug rash with fever and raised
 * eosinophils, where the culprit drug has to be stopped promptly.
 *
 * DRESS (drug reaction with eosinophilia and systemic symptoms): a rash with fever or facial
 * swelling, raised eosinophils and a drug known to cause it, typically started weeks before.
 * Withdrawing the culprit drug promptly, with supportive care and usually steroids, is the
 * mainstay (evidence "ajem-2022-dress-review"); liver and kidney are the organs most often hit.
 */

const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** Beyond about three months a new DRESS from a long-taken drug is unusual: graded high, not critical. */
const DRESS_LATE_WEEKS = 12;

const DRESS_DRUG =
  /\b(?:allopurinol|carbamazepine|oxcarbazepine|lamotrigine|phenytoin|phenobarbit\w*|sulfasalazine|sulphasalazine|dapsone|minocycline|vancomycin|co-?trimoxazole|sulfamethoxazole|sulphamethoxazole|septrin|bactrim)\b/i;
const RASH = /\b(?:rash|eruption|exanthem\w*|erythroderm\w*)\b/i;
const FEVER = /\b(?:fever|febrile|pyrexi\w*|temperature\s+(?:of\s+)?3[89](?:\.\d)?)\b/i;
const FACIAL_SWELLING = /\b(?:facial|face)\s+(?:swelling|oedema|edema)\b|\bswollen\s+face\b/i;

function weeksOn(ctx: RuleContext, m: MedicationItem): number | undefined {
  const start = m.startDate ? Date.parse(m.startDate) : Number.NaN;
  if (Number.isNaN(start)) return undefined;
  const now = ctx.model.now ? Date.parse(ctx.model.now) : Date.now();
  const weeks = (now - start) / WEEK;
  return weeks >= 0 ? weeks : undefined;
}

export const DRESS_RULES: readonly Rule[] = [
  {
    id: "dress-suspected",
    family: FindingFamily.drugLab,
    severity: Severity.critical,
    problem: "Possible severe drug reaction",
    title: "Possible DRESS (drug reaction with eosinophilia and systemic symptoms)",
    clinician:
      "Possible DRESS: {drug}{when}, with {features} and eosinophils {eos}.{organs} DRESS is a severe, potentially fatal delayed drug reaction; the culprit drug is withdrawn at once, and the patient needs same-day assessment of the skin, liver, kidneys and heart, with steroids usually given.",
    patient:
      "Your rash, with {patientFeatures} and a raised blood count of a type of white cell, may be a serious reaction to {drugPlain}. Contact your doctor or urgent care today and ask whether to stop it now; go to {emergencyDepartment} if you feel very unwell, your skin blisters or peels, or you become short of breath.",
    nextSteps: [
      "Stop the suspected drug now and record the reaction as an allergy",
      "Same-day hospital assessment: full blood count and film, liver and kidney function, troponin, and examination for skin blistering, mucosal involvement and lymph nodes",
    ],
    patientQuestions: ["Could my rash and fever be a reaction to one of my medicines, and which one should I stop?"],
    evidence: ["ajem-2022-dress-review"],
    keywords: ["dress", "drug reaction with eosinophilia", "allopurinol", "carbamazepine", "rash", "eosinophilia"],
    match: (ctx) => {
      const drugs = ctx.model.medications.filter((m) => m.active && DRESS_DRUG.test(m.name));
      if (drugs.length === 0) return undefined;
      const eos = ctx.lab("eosinophils-abs");
      if (!isHigh(eos)) return undefined;
      const rash = statedMention(ctx.freeText, RASH);
      if (rash === undefined) return undefined;
      const fever = statedMention(ctx.freeText, FEVER);
      const face = statedMention(ctx.freeText, FACIAL_SWELLING);
      if (fever === undefined && face === undefined) return undefined;
      const organs = [ctx.lab("alt"), ctx.lab("creatinine")].filter(isHigh);
      const weeks = drugs.map((m) => weeksOn(ctx, m)).filter((w): w is number => w !== undefined);
      const started = weeks.length > 0 ? Math.min(...weeks) : undefined;
      const features = [`"${rash}"`, fever && `"${fever}"`, face && `"${face}"`].filter(Boolean);
      return {
        refs: [...ctx.refs(...drugs, eos, ...organs)],
        values: {
          drug: medNames(drugs),
          drugPlain: severalMedicines(drugs) ? "one of your medicines" : medNames(drugs),
          when: started === undefined ? "" : ` started about ${Math.max(1, Math.round(started))} weeks ago`,
          features: features.join(", "),
          patientFeatures: [fever && "fever", face && "facial swelling"].filter(Boolean).join(" and "),
          eos: ctx.show(eos),
          organs:
            organs.length > 0
              ? ` Organ involvement: ${organs.map((o) => `${o.name} ${ctx.show(o)}`).join(", ")}; a new rise in creatinine here is read as acute kidney injury from the reaction, not chronic kidney disease.`
              : "",
        },
        severity: started !== undefined && started > DRESS_LATE_WEEKS ? Severity.high : Severity.critical,
      };
    },
  },
];
