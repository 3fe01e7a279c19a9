import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { sentenceAround, statedMatches } from "./notes.ts";
import type { Rule } from "./types.ts";

/*
 * Hydroxychloroquine retinal monitoring (review 11, rheumatology case 03: 400 mg/day at 54 kg,
 * twelve years' use, eGFR 52, tamoxifen, no screening). The Royal College of Ophthalmologists'
 * December 2020 recommendations ("rcophth-2020-hcq-retinopathy"): retinopathy affects about 7.5%
 * of long-term users; risk rises with more than 5 mg/kg/day, tamoxifen and renal impairment (the
 * BSR summary gives eGFR below 60); everyone is referred for annual monitoring (SD-OCT and widefield
 * fundus autofluorescence) after five years of treatment, and from one year when extra risk
 * factors are present. Stopping the drug is the only way to prevent further damage, so a dose above
 * 5 mg/kg/day is also raised with the prescriber.
 *
 * The rule fires when monitoring is due (five years' use, or one year with a risk factor) and no
 * retinal screening from this year or last is stated in the notes. The dose per kg uses the latest recorded weight (or a
 * weight written in the notes); the duration uses the medication's start date. Without a start date the rule stays silent, since
 * whether monitoring is due cannot be told.
 */

const MG_PER_KG_LIMIT = 5;
const EGFR_RISK = 60;
const ROUTINE_YEARS = 5;
const RISK_YEARS = 1;
const YEAR_MS = 365.25 * 24 * 3600 * 1000;

const SCREENING =
  /\b(?:retinal|eye|macular|ophthalmolog\w*|optometr\w*)\s+(?:screening|scan|monitoring|check|review|test|exam\w*)\b|\boct\b|\bsd-oct\b|\bfundus autofluorescence\b|\bfaf\b/;

/**
 * Whether the notes state a retinal screening that still counts: "current" for one without a year or
 * from this year or last, else the latest year stated when every mention is older (review 20, deep
 * sweep case 02: "last retinal screening (OCT) 2023" silenced the rule three years later, though
 * monitoring is yearly). Undefined when no screening is stated.
 */
function screeningYear(ctx: RuleContext): "current" | number | undefined {
  const text = ctx.freeText;
  const thisYear = new Date(now(ctx)).getUTCFullYear();
  let latest: number | undefined;
  for (const m of statedMatches(text, SCREENING)) {
    const stated = [...sentenceAround(text, m.index, m.length).matchAll(/\b(?:19|20)\d{2}\b/g)].map((y) =>
      Number(y[0]),
    );
    if (stated.length === 0) return "current";
    const year = Math.max(...stated);
    if (year >= thisYear - 1) return "current";
    latest = Math.max(latest ?? year, year);
  }
  return latest;
}

/** Total mg a day from the dosage ("400 mg daily", "200 mg twice daily"), else tablet strength × times a day. */
function dailyMg(m: MedicationItem): number | undefined {
  const text = `${m.dosage ?? ""} ${m.frequency ?? ""}`.toLowerCase();
  const times = /\b(?:twice|bd|bid|2 times|two times)\b/.test(text)
    ? 2
    : /\b(?:three times|tds|tid)\b/.test(text)
      ? 3
      : /\b(?:daily|once|od|a day|per day|\/day|every day|nocte|mane)\b/.test(text)
        ? 1
        : undefined;
  if (times === undefined) return undefined;
  const inDosage = /(\d+(?:\.\d+)?)\s*mg\b/.exec(m.dosage ?? "");
  const inName = /(\d+(?:\.\d+)?)\s*mg\b/.exec(m.name);
  const mg = inDosage?.[1] ?? inName?.[1];
  return mg === undefined ? undefined : Number(mg) * times;
}

/**
 * Latest body weight in kg (a pound unit converted); a weight written only in the notes comes as a
 * vital from normalize/weight-notes.ts (review 12, immunosuppression case 10: "Weight 55 kg" in free
 * text only), with no item of the request to point to.
 */
function weightKg(ctx: RuleContext): { kg: number; ref?: string } | undefined {
  const v = [...ctx.vitals("weight")].sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  if (v?.value === undefined) return undefined;
  const kg = /lb|pound/i.test(v.unit ?? "") ? v.value * 0.4536 : v.value;
  return kg >= 20 && kg <= 300 ? { kg, ...(v.fromNotes !== true && { ref: v.ref }) } : undefined;
}

function now(ctx: RuleContext): number {
  return ctx.model.now ? Date.parse(ctx.model.now) : Date.now();
}

export const HYDROXYCHLOROQUINE_RULES: readonly Rule[] = [
  {
    id: "hydroxychloroquine-retinal-monitoring",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Medicine monitoring",
    title: "Hydroxychloroquine: retinal monitoring due{risk}",
    clinician:
      "{med} for {years} years{details}, and {screening}. Annual retinal monitoring (SD-OCT and widefield fundus autofluorescence) is due after five years of hydroxychloroquine, and from one year when there are extra risk factors (more than 5 mg/kg/day, tamoxifen, eGFR below 60).",
    patient:
      "Taking hydroxychloroquine for a long time can, rarely, damage the back of the eye without you noticing at first. You should be having a yearly eye scan; ask your doctor to arrange it.",
    nextSteps: [
      "Refer for hydroxychloroquine retinal monitoring (SD-OCT and widefield fundus autofluorescence), then yearly while on treatment",
    ],
    patientQuestions: ["Can you refer me for the yearly eye scan for hydroxychloroquine?"],
    evidence: ["rcophth-2020-hcq-retinopathy"],
    keywords: ["hydroxychloroquine", "retinopathy", "oct", "retinal screening", "tamoxifen"],
    match: (ctx) => {
      const meds = ctx.meds("hydroxychloroquine");
      const started = meds
        .map((m) => (m.startDate ? Date.parse(m.startDate) : NaN))
        .filter((t) => !Number.isNaN(t))
        .sort((a, b) => a - b)[0];
      if (meds.length === 0 || started === undefined) return undefined;
      const lastScreened = screeningYear(ctx);
      if (lastScreened === "current") return undefined;
      const years = (now(ctx) - started) / YEAR_MS;
      const risks: string[] = [];
      const refs = ctx.refs(...meds);
      const mg = meds
        .map(dailyMg)
        .reduce<number | undefined>((a, b) => (b === undefined ? a : (a ?? 0) + b), undefined);
      const weight = weightKg(ctx);
      let highDose = false;
      if (mg !== undefined && weight) {
        const perKg = mg / weight.kg;
        if (perKg > MG_PER_KG_LIMIT) {
          highDose = true;
          risks.push(
            `${formatNumber(mg)} mg/day at ${formatNumber(weight.kg)} kg is ${formatNumber(perKg, 1)} mg/kg/day, above 5`,
          );
          if (weight.ref !== undefined) refs.push(weight.ref);
        }
      }
      const tamoxifen = ctx.meds("tamoxifen");
      if (tamoxifen.length > 0) {
        risks.push(`with ${medNames(tamoxifen)}`);
        refs.push(...ctx.refs(...tamoxifen));
      }
      const egfrObs = ctx.lab("egfr");
      const egfr = ctx.valueOf(egfrObs);
      if (egfrObs && egfr !== undefined && egfr < EGFR_RISK) {
        risks.push(`eGFR ${ctx.show(egfrObs)}`);
        refs.push(egfrObs.ref);
      }
      const due = years >= ROUTINE_YEARS || (risks.length > 0 && years >= RISK_YEARS);
      if (!due) return undefined;
      return {
        refs,
        values: {
          med: medNames(meds),
          years: formatNumber(Math.floor(years)),
          details: risks.length ? `; extra retinopathy risk factors: ${risks.join("; ")}` : "",
          screening:
            lastScreened === undefined
              ? "no retinal screening is recorded"
              : `the last retinal screening stated is from ${lastScreened}, more than a year ago`,
          risk: risks.length ? " (extra risk factors)" : "",
        },
        ...(highDose
          ? {
              nextSteps: [
                "Refer for hydroxychloroquine retinal monitoring (SD-OCT and widefield fundus autofluorescence), then yearly while on treatment",
                "Review the dose with the prescriber: retinopathy risk rises above 5 mg/kg/day of body weight",
              ],
            }
          : {}),
      };
    },
  },
];
