import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";
import { isHigh } from "./lab-status.ts";

/*
 * A rash in the first months of allopurinol (review 15, deep multimorbid case 08: a 74-year-old with
 * eGFR 33 started on 300 mg four weeks earlier wrote of "an itchy red rash on the trunk and arms and
 * a temperature of 38.1"; with no eosinophil count the DRESS finding stayed silent and the report
 * spoke only of the urate target and the colchicine interaction). Severe allopurinol reactions
 * mostly begin in the first few months ("fda-allopurinol-label-hla-b5801"), patients are told to
 * stop it at the first sign of a rash ("patientcare-allopurinol-hypersensitivity"), and the culprit
 * is withdrawn at once when DRESS is possible ("ajem-2022-dress-review"). ACR 2020 starts it at
 * 100 mg a day or less, lower in CKD ("acr-2020-gout"). With raised eosinophils and fever,
 * dress-suspected (dress.ts) reports the same picture; this rule then stays silent.
 */

const DAY_MS = 86_400_000;
/** The first months, when these reactions begin: an engine choice matching allopurinol-tolerance.ts. */
const EARLY_DAYS = 180;
const START_MG = 100;
/** The kidney function below which a starting dose above 100 mg is named as high (CKD stage 3 or worse). */
const CKD_EGFR = 60;

const RASH = /\b(?:rash|eruption|exanthem\w*|erythroderm\w*|skin reaction|hives|urticaria)\b/i;
/** Signs that make it a possible severe reaction, to be seen in hospital the same day. */
const SEVERE =
  /\b(?:fever|febrile|pyrexi\w*|temperature\s+(?:of\s+)?3[89](?:\.\d)?|blister\w*|peeling|mouth ulcers?|mucosal|(?:facial|face)\s+(?:swelling|oedema|edema)|swollen\s+face|lymph\s*nodes?)\b/i;

function daysTaken(ctx: RuleContext, m: MedicationItem): number | undefined {
  const start = m.startDate === undefined ? Number.NaN : Date.parse(m.startDate);
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  if (Number.isNaN(start) || Number.isNaN(now) || start > now) return undefined;
  return Math.floor((now - start) / DAY_MS);
}

function mgOf(m: MedicationItem): number | undefined {
  const hit = /(?<![\d.])(\d+(?:\.\d+)?)\s*mg\b/i.exec(`${m.name} ${m.dosage ?? ""}`);
  return hit === null ? undefined : Number(hit[1]);
}

export interface EarlyRash {
  meds: MedicationItem[];
  rash: string;
  severe?: string;
}

/** A rash stated in the notes within the first months of allopurinol, unless the DRESS finding reports it. */
export function allopurinolEarlyRash(ctx: RuleContext): EarlyRash | undefined {
  const meds = ctx.meds("allopurinol").filter((m) => {
    const d = daysTaken(ctx, m);
    return d !== undefined && d <= EARLY_DAYS;
  });
  if (meds.length === 0) return undefined;
  const rash = statedMention(ctx.freeText, RASH);
  if (rash === undefined) return undefined;
  const severe = statedMention(ctx.freeText, SEVERE);
  // Raised eosinophils with fever or facial swelling: dress-suspected reports it.
  if (severe !== undefined && isHigh(ctx.lab("eosinophils-abs"))) return undefined;
  return severe === undefined ? { meds, rash } : { meds, rash, severe };
}

export const ALLOPURINOL_EARLY_RASH_RULES: readonly Rule[] = [
  {
    id: "allopurinol-early-rash",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Possible severe drug reaction",
    title: "Rash in the first months of allopurinol: stop it now",
    clinician:
      'The notes record "{rash}"{severe} about {weeks} weeks after {med} was started. Severe allopurinol reactions (DRESS, Stevens–Johnson syndrome, toxic epidermal necrolysis) mostly begin in the first months of treatment, and allopurinol is stopped at the first sign of a rash.{dose}',
    patient:
      "A new rash in the first months of allopurinol can be the start of a serious reaction to it. Stop taking allopurinol now and contact your doctor today.{patientSevere}",
    nextSteps: [
      "Stop allopurinol now and record the reaction as an allergy; do not restart it",
      "Assess the same day: examine for blistering, mouth or eye involvement, facial swelling and lymph nodes; check a full blood count with eosinophils, liver and kidney function",
    ],
    patientQuestions: ["Is my rash a reaction to allopurinol, and what can I take for my gout instead?"],
    evidence: ["fda-allopurinol-label-hla-b5801", "patientcare-allopurinol-hypersensitivity", "ajem-2022-dress-review"],
    keywords: ["allopurinol", "rash", "allopurinol hypersensitivity", "dress", "stevens-johnson syndrome"],
    match: (ctx) => {
      const found = allopurinolEarlyRash(ctx);
      if (found === undefined) return undefined;
      const { meds: early, rash, severe } = found;
      const weeks = Math.max(1, Math.round(Math.min(...early.map((m) => daysTaken(ctx, m) ?? 0)) / 7));
      const egfr = ctx.lab("egfr");
      const egfrValue = ctx.valueOf(egfr);
      const highStart = early.find((m) => (mgOf(m) ?? 0) > START_MG);
      const dose =
        highStart !== undefined && egfrValue !== undefined && egfrValue < CKD_EGFR
          ? ` It was started at ${formatNumber(mgOf(highStart) ?? 0)} mg with eGFR ${ctx.show(egfr)}; ACR 2020 starts allopurinol at 100 mg a day or less, and lower in chronic kidney disease.`
          : "";
      return {
        refs: [...ctx.refs(...early), ...(dose === "" ? [] : ctx.refs(egfr))],
        values: {
          rash,
          severe: severe === undefined ? "" : ` with "${severe}"`,
          weeks,
          med: medNames(early),
          dose,
          patientSevere:
            severe === undefined
              ? " Get urgent help if you get a fever, blisters, sore mouth or eyes, or a swollen face."
              : " With a fever or other signs like these, you need to be seen in hospital today.",
        },
        ...(severe === undefined
          ? {}
          : {
              severity: Severity.critical,
              nextSteps: [
                "Stop allopurinol now and record the reaction as an allergy; do not restart it",
                "Same-day hospital assessment for a severe drug reaction: examine for blistering, mouth or eye involvement, facial swelling and lymph nodes; full blood count with eosinophils, liver and kidney function",
              ],
            }),
        ...(dose === "" ? {} : { evidence: ["acr-2020-gout"] }),
      };
    },
  },
];
