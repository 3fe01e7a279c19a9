import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { parseNumber } from "../parse/number.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/**
 * COPD with a respiratory acidosis on a blood gas: acute hypercapnic (type 2) respiratory failure,
 * often made worse by high-concentration oxygen. The BTS emergency oxygen guideline (evidence
 * "bts-2017-emergency-oxygen") gives a target saturation of 88–92% by Venturi mask in COPD at risk
 * of hypercapnia, with a repeat gas after 30–60 minutes; NICE QS10 statement 7 (evidence
 * "nice-qs10-copd-niv") gives non-invasive ventilation when acidotic hypercapnia persists after
 * 1 hour of optimal medical therapy. While it holds, the adult sepsis finding (vital-signs.ts) does
 * not read the fast breathing, low saturation or drowsiness as sepsis on their own: they are the
 * ventilatory failure. Thresholds, said here so they can be checked: pH below 7.35, and pCO2 above
 * 6.0 kPa (45 mmHg), the level COPD-X (Lung Foundation Australia) uses for NIV and that defines
 * type 2 respiratory failure in the BTS oxygen guideline summaries.
 */

export const PH_ACIDOSIS = 7.35;
const PCO2_KPA = 6.0;
const KPA_PER_MMHG = 0.133322;

const PCO2_NAME = /^(?:p[av]?co2|pco₂|partial pressure (?:of )?carbon dioxide|carbon dioxide,? partial pressure)\b/i;
const PH_NAME = /^(?:ph|blood ph|arterial ph|venous ph)\b/i;
const COPD = /\b(?:copd|chronic obstructive|emphysema)\b/;
/** High-concentration oxygen named in the notes ("15 L/min oxygen via non-rebreather"). */
const HIGH_OXYGEN =
  /\b(?:(?:1[0-5]|[6-9])\s*l(?:itres?)?\s*\/?\s*min|non-?rebreath(?:er|ing)|reservoir mask|high[- ](?:flow|concentration) oxygen)\b/;
/** Drowsiness or reduced consciousness, a sign of carbon dioxide retention. */
const DROWSY = /\b(?:drowsy|drowsiness|obtunded|reduced (?:gcs|consciousness)|hard to rouse|somnolent|confused)\b/;

/** A number from a lab observation: the standard value when mapped, else the reported figure. */
function numberOf(ctx: RuleContext, o: LabObservation): number | undefined {
  return ctx.valueOf(o) ?? parseNumber(o.rawValue);
}

/** The newest observation whose name matches, or the mapped analyte. */
function newestNamed(ctx: RuleContext, name: RegExp, id?: string): LabObservation | undefined {
  const mapped = id === undefined ? undefined : ctx.lab(id);
  if (mapped !== undefined) return mapped;
  return [...ctx.model.labs].filter((o) => name.test(o.name.trim())).sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
}

export interface HypercapnicAcidosis {
  ph: LabObservation;
  pco2: LabObservation;
  phValue: number;
  pco2Kpa: number;
}

/**
 * COPD on record or in the notes, with a blood gas giving pH and a pCO2 above 6.0 kPa; else
 * undefined. Acidotic (pH below 7.35) is this file's acute finding; compensated is the chronic one
 * (copd-chronic-hypercapnia.ts).
 */
export function copdHypercapnia(ctx: RuleContext): HypercapnicAcidosis | undefined {
  const copd =
    ctx.model.conditions.some((c) => c.concepts.includes("copd") || COPD.test(c.name.toLowerCase())) ||
    statedMention(ctx.freeText, COPD, true) !== undefined;
  if (!copd) return undefined;
  const ph = newestNamed(ctx, PH_NAME, "blood-ph");
  const pco2 = newestNamed(ctx, PCO2_NAME);
  if (ph === undefined || pco2 === undefined) return undefined;
  const phValue = numberOf(ctx, ph);
  const raw = parseNumber(pco2.rawValue);
  if (phValue === undefined || raw === undefined) return undefined;
  const unit = (pco2.rawUnit ?? pco2.unit ?? "").toLowerCase();
  // Without a unit, a figure above 20 can only be mmHg (kPa values stay well below it).
  const pco2Kpa = unit.includes("mm") || (unit === "" && raw > 20) ? raw * KPA_PER_MMHG : raw;
  if (pco2Kpa <= PCO2_KPA) return undefined;
  return { ph, pco2, phValue, pco2Kpa };
}

/** COPD on record or in the notes, with pH below 7.35 and pCO2 above 6.0 kPa; else undefined. */
export function copdHypercapnicAcidosis(ctx: RuleContext): HypercapnicAcidosis | undefined {
  const found = copdHypercapnia(ctx);
  return found !== undefined && found.phValue < PH_ACIDOSIS ? found : undefined;
}

export const COPD_HYPERCAPNIA_RULES: readonly Rule[] = [
  {
    id: "copd-hypercapnic-acidosis",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Breathing",
    title: "COPD with respiratory acidosis: acute hypercapnic respiratory failure",
    clinician:
      "COPD with pH {ph} and pCO2 {pco2} (pH below 7.35 with pCO2 above 6.0 kPa): a respiratory acidosis, acute hypercapnic (type 2) respiratory failure{oxygen}{drowsy}. Give controlled oxygen to a target saturation of 88–92% (BTS: Venturi mask) and repeat the blood gas after 30–60 minutes; treat the exacerbation. NICE QS10 gives non-invasive ventilation when the acidosis and raised pCO2 persist after 1 hour of optimal medical therapy. Fast breathing, low saturation and drowsiness here are the ventilatory failure and are not read as sepsis on their own; assess for sepsis if there are other signs (heart rate above 130/min, systolic 90 mmHg or less, a source of infection on examination or imaging).",
    patient:
      "Your blood test shows that carbon dioxide is building up in your blood because your lungs are struggling, which is serious. You need urgent hospital care now: the team will give carefully controlled oxygen and may need to help your breathing with a mask machine.",
    nextSteps: [
      "Controlled oxygen now: target saturation 88–92% by Venturi mask; avoid high-concentration oxygen",
      "Repeat the blood gas after 30–60 minutes",
      "Non-invasive ventilation if pH stays below 7.35 with a raised pCO2 after 1 hour of optimal medical therapy (bronchodilators, steroids, antibiotics when indicated); senior review",
    ],
    patientQuestions: ["Do I need help with my breathing, and how much oxygen is safe for me?"],
    evidence: ["bts-2017-emergency-oxygen", "nice-qs10-copd-niv"],
    keywords: ["copd exacerbation", "hypercapnia", "respiratory acidosis", "type 2 respiratory failure", "niv"],
    match: (ctx) => {
      const found = copdHypercapnicAcidosis(ctx);
      if (found === undefined) return undefined;
      const oxygen = statedMention(ctx.freeText, HIGH_OXYGEN, true);
      const drowsy = statedMention(ctx.freeText, DROWSY, true);
      return {
        refs: ctx.refs(found.ph, found.pco2),
        values: {
          ph: formatNumber(found.phValue, 2),
          pco2: `${found.pco2.rawValue} ${found.pco2.rawUnit ?? found.pco2.unit ?? ""}`.trim(),
          oxygen: oxygen === undefined ? "" : `, after high-concentration oxygen ("${oxygen}" in the notes)`,
          drowsy: drowsy === undefined ? "" : `; "${drowsy}" in the notes can be carbon dioxide retention`,
        },
      };
    },
  },
];
