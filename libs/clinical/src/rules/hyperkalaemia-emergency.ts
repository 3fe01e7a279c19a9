import { patientScope } from "../evidence/populations.ts";
import { Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { inMonovalentUnit, monovalentUnit } from "./equivalent-units.ts";
import { hyperglycaemicCrisis } from "./metabolic-emergencies.ts";
import { statedMatches } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * A hyperkalaemia emergency: potassium 6.5 mmol/L or more, or any potassium above the upper limit
 * with hyperkalaemic ECG changes in the notes. UK hospital guidance following the UK Kidney
 * Association (nhs-ggc-hyperkalaemia, nhs-gri-ed-hyperkalaemia) treats both as severe: continuous
 * cardiac monitoring, IV calcium when the ECG shows changes, insulin–glucose (with salbutamol) to
 * shift potassium into cells, and the potassium-raising medicines withheld. Treatment is not
 * delayed for a repeat sample.
 */

/** Potassium (mmol/L) from which hyperkalaemia is severe whatever the ECG shows. */
export const SEVERE_POTASSIUM = 6.5;

/** Hyperkalaemic ECG changes as notes write them ("peaked T waves", "broad QRS 140 ms", "sine wave"). */
export const HYPERKALAEMIC_ECG =
  /\b(?:(?:peaked|tented|tall)\s+t[- ]?waves?|(?:broad|wide|widened|widening\s+of\s+the)\s+qrs(?:\s+complexe?s?)?|qrs\s+(?:widening|widened|broadening|prolong(?:ed|ation))|(?:absent|flattened|flat|loss\s+of)\s+p[- ]?waves?|sine[- ]?wave|pr\s+prolongation|prolonged\s+pr(?:\s+interval)?|ventricular\s+(?:tachycardia|fibrillation)|complete\s+heart\s+block)\b/;

/**
 * A sample the notes say was not haemolysed or was confirmed on repeat, or a blood gas result:
 * asking to "exclude a haemolysed sample" then repeats what is already known.
 */
export const CONFIRMED_SAMPLE =
  /\b(?:not\s+ha?emoly[sz]ed|non-?ha?emoly[sz]ed|unha?emoly[sz]ed|no\s+ha?emolysis|ha?emolysis\s+(?:excluded|ruled\s+out)|repeat(?:ed)?\s+(?:sample\s+|potassium\s+|k\+?\s+)?confirm(?:ed|s)|confirmed\s+on\s+(?:a\s+)?repeat|(?:venous|arterial)\s+blood\s+gas|\b[va]bg\b)/;

/** Medicines withheld in a hyperkalaemia emergency: the potassium-raising classes and trimethoprim. */
const WITHHELD = [
  "ace-inhibitor",
  "arb",
  "mra",
  "potassium-sparing",
  "potassium-supplement",
  "co-trimoxazole",
  "trimethoprim",
] as const;

export interface PotassiumEmergency {
  k: number;
  /** The ECG changes as the notes state them. */
  ecg?: string;
  /** The notes' words that the sample was confirmed or not haemolysed. */
  confirmed?: string;
}

/**
 * The hyperkalaemia emergency in this record, or undefined. A hyperglycaemic crisis is left out:
 * its own finding treats the potassium with the insulin (metabolic-emergencies.ts).
 */
export function potassiumEmergency(ctx: RuleContext): PotassiumEmergency | undefined {
  const k = ctx.value("potassium");
  if (k === undefined || k <= (ctx.upperLimit("potassium") ?? 5.0)) return undefined;
  const changes = [...new Set([...statedMatches(ctx.freeText, HYPERKALAEMIC_ECG, true)].map((m) => m.quote))];
  const ecg = changes.length > 0 ? changes.join(", ") : undefined;
  if (k < SEVERE_POTASSIUM && ecg === undefined) return undefined;
  if (hyperglycaemicCrisis(ctx) !== undefined) return undefined;
  const confirmed = CONFIRMED_SAMPLE.exec(ctx.freeText)?.[0];
  return { k, ...(ecg !== undefined ? { ecg } : {}), ...(confirmed !== undefined ? { confirmed } : {}) };
}

/**
 * Steps of the routine potassium findings that an emergency replaces: the repeat "to exclude a
 * haemolysed sample", the ECG still to be done, dose reviews and the staged reduction of medicines.
 */
const REPLACED_STEP =
  /ha?emoly|\becg\b|^review (?:dose|potassium supplements|diet|with the prescriber)|^stop |^halve|^withhold|^lower potassium|^reduce or stop|^check egfr|^review the egfr|^repeat potassium/i;

/** The emergency's next steps, with the routine ones it does not replace kept after them. */
function emergencySteps(ctx: RuleContext, e: PotassiumEmergency, own: readonly string[]): string[] {
  const withheld = ctx.medsOf(...WITHHELD);
  const level = `potassium ${formatNumber(e.k, 1)} ${monovalentUnit(ctx.lab("potassium"))}${e.ecg !== undefined ? ` with ECG changes ("${e.ecg}")` : ""}`;
  return [
    `Treat as a hyperkalaemia emergency now (${level}): continuous cardiac monitoring and senior review`,
    e.ecg !== undefined
      ? "Give IV calcium at once for the ECG changes (calcium gluconate 10% or calcium chloride), repeat the ECG and repeat the dose if the changes persist"
      : "12-lead ECG now; give IV calcium (calcium gluconate 10% or calcium chloride) if it shows hyperkalaemic changes",
    "Give IV insulin–glucose to move potassium into cells, with blood glucose monitoring for hypoglycaemia afterwards; nebulised salbutamol can be added",
    ...(withheld.length > 0
      ? [`Stop ${medNames(withheld)} now; restart only once potassium has settled and the cause is clear`]
      : []),
    e.confirmed !== undefined
      ? "Recheck potassium after treatment to judge the response and watch for a rebound"
      : "Send a repeat sample (or a blood gas) to confirm, without delaying treatment; recheck potassium after treatment",
    "Find and treat the cause (kidney function, acidosis, medicines); ask for renal advice if potassium stays high despite treatment",
    ...own.filter((s) => !REPLACED_STEP.test(s)),
  ];
}

/*
 * The hyperkalaemia source that fits the record's country, for every rule that treats a high
 * potassium (the emergency, the 6.0–6.4 "ECG now" band, tumour lysis, rhabdomyolysis). Review 31b
 * (acute-31b) gave the emergency a US source; review 32 (hyperk-32 cases 01–06) found tumour lysis,
 * rhabdomyolysis and the moderate band still citing NHS Greater Glasgow and Clyde's protocol on US
 * records, and every rule citing it on records that read as neither. A UK record gets the NHS
 * protocol that follows the UK Kidney Association guideline; a US record the ACEP-sponsored
 * emergency department consensus (calcium to protect the heart, then shifting and removing
 * potassium); a record of neither country KDIGO's international conference conclusions on acute and
 * chronic high potassium.
 */
export function hyperkalaemiaSources(ctx: RuleContext): string[] {
  const country = patientScope(ctx).country;
  if (country === "uk") return ["nhs-ggc-hyperkalaemia"];
  return country === "us" ? ["acep-2021-hyperkalaemia-ed"] : ["kdigo-2020-potassium-controversies"];
}

/** The emergency's sources: a UK record also gets the NHS emergency department protocol. */
function emergencySources(ctx: RuleContext): string[] {
  const sources = hyperkalaemiaSources(ctx);
  return patientScope(ctx).country === "uk" ? [...sources, "nhs-gri-ed-hyperkalaemia"] : sources;
}

const PATIENT_EMERGENCY =
  "A potassium this high can upset the heart rhythm and needs emergency treatment now. If you are not already in hospital, go to the emergency department now or call your local emergency number. Take a list of your medicines: the team will stop the ones that raise potassium.";

/**
 * A potassium rule made an emergency when potassiumEmergency finds one: critical, with the
 * emergency steps first and the patient sent to emergency care, not told to contact the doctor
 * today. The rule's own text about causes and medicines stays.
 */
export function withHyperkalaemiaEmergency(own: Rule): Rule {
  return {
    ...own,
    match: (ctx) => {
      const match = own.match(ctx);
      if (match === undefined) return match;
      const e = potassiumEmergency(ctx);
      if (e === undefined) return match;
      const confirmed =
        e.confirmed !== undefined
          ? ` The notes record a confirmed sample ("${e.confirmed}"), so it is not an artefact.`
          : "";
      const why =
        e.ecg !== undefined
          ? `Hyperkalaemia with ECG changes in the notes ("${e.ecg}") is an emergency whatever the level: IV calcium protects the heart while potassium is lowered.`
          : inMonovalentUnit(
              `Potassium ${formatNumber(e.k, 1)} mmol/L is severe hyperkalaemia (6.5 mmol/L or more): treat now, without waiting for a repeat.`,
              monovalentUnit(ctx.lab("potassium")),
            );
      const slow = ctx.vitals("heart-rate").find((v) => (v.value ?? 100) < 50);
      const brady =
        slow !== undefined ? ` Heart rate ${slow.rawValue}/min: bradycardia can be a sign of potassium toxicity.` : "";
      const result: RuleMatch = {
        ...match,
        refs: [...match.refs, ...ctx.refs(slow).filter((r) => !match.refs.includes(r))],
        ...(match.values?.lead !== undefined
          ? {
              values: {
                ...match.values,
                lead: "Your potassium (a body salt that keeps the heart rhythm steady) is high.",
              },
            }
          : {}),
        severity: Severity.critical,
        clinicianExtra: [match.clinicianExtra, `${why}${confirmed}${brady}`].filter(Boolean).join(" "),
        patientExtra: PATIENT_EMERGENCY,
        nextSteps: emergencySteps(ctx, e, match.nextSteps ?? own.nextSteps),
        evidence: [...new Set([...(match.evidence ?? []), ...emergencySources(ctx)])],
      };
      return result;
    },
  };
}
