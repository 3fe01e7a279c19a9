import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { capitalise, formatNumber } from "../text.ts";
import { antipsychoticInDementia } from "./antipsychotic-dementia.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { parseUnit } from "../units.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * Metabolic monitoring on an antipsychotic (review 10, neuro-psych-meds case 10). NICE CG178 asks
 * for weight, waist, pulse and blood pressure, fasting glucose, HbA1c and lipids at baseline, at
 * 12 weeks, at 1 year and then every year (SUMMARIES["nice-cg178-psychosis"]). The rule names the
 * antipsychotic when its metabolic results are abnormal, and says when the yearly bloods are
 * overdue.
 * A US record gets the US schedule instead (review 28, psych-elderly-28 case 06: olanzapine in Ohio
 * was read against NICE CG178 and the BAP): the ADA/APA consensus checks fasting glucose yearly but
 * fasting lipids only every 5 years after the 12-week check (SUMMARIES["ada-apa-2004-antipsychotic-metabolic"]).
 */

/** Antipsychotics by generic and common brand names. */
export const ANTIPSYCHOTIC =
  /\b(?:olanzapine|zyprexa|clozapine|clozaril|quetiapine|seroquel|risperidone|risperdal|paliperidone|aripiprazole|abilify|amisulpride|lurasidone|ziprasidone|asenapine|cariprazine|brexpiprazole|haloperidol|chlorpromazine|flupentixol|zuclopenthixol|sulpiride|trifluoperazine)\b/i;

/** Months after which the yearly bloods are overdue. */
const OVERDUE_MONTHS = 12;
/** Months after which the US schedule's lipid check is overdue (every 5 years after week 12). */
const US_LIPID_OVERDUE_MONTHS = 60;

const UK_SCHEDULE =
  "NICE CG178: weight, waist, blood pressure, fasting glucose, HbA1c and lipids at baseline, 12 weeks, 1 year, then yearly";
const US_SCHEDULE =
  "ADA/APA consensus: weight at baseline, 4, 8 and 12 weeks, then quarterly; blood pressure and fasting glucose at baseline, 12 weeks, then yearly; fasting lipids at baseline, 12 weeks, then every 5 years";
const MONTH_MS = 30.44 * 86_400_000;

/** HbA1c (%) from which the result is above the normal range; triglycerides (mg/dL) likewise. */
const HBA1C_RAISED = 5.7;
/**
 * The same for an HbA1c reported in mmol/mol, NICE's non-diabetic hyperglycaemia (review 48, notes-48
 * case 10: 40 mmol/mol, inside its UK range of 20–41, was called "raised" as it is 5.8%; the
 * prediabetes reading in patterns.ts judges a result by its own units in the same way).
 */
const HBA1C_RAISED_MMOL_MOL = 42;

function a1cRaised(ctx: RuleContext, a1c: LabObservation): boolean {
  if (parseUnit(a1c.unit)?.dim === "mmol/mol" && a1c.value.kind === "number")
    return a1c.value.value >= HBA1C_RAISED_MMOL_MOL;
  return (ctx.valueOf(a1c) ?? 0) >= HBA1C_RAISED;
}
const TG_RAISED = 150;

function ageMonths(ctx: RuleContext, obs: LabObservation | undefined): number | undefined {
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  if (obs?.time === undefined || Number.isNaN(now)) return undefined;
  return (now - obs.time) / MONTH_MS;
}

/** The overdue sentence of a US record, which has one interval for sugar and another for lipids. */
function usOverdueText(late: readonly boolean[], ages: readonly (number | undefined)[]): string {
  const part = (i: number, what: string, interval: string) =>
    late[i]
      ? `the last ${what} is about ${Math.floor(ages[i] ?? 0)} months old, so the ${interval} check is overdue`
      : "";
  const parts = [part(0, "HbA1c or glucose result", "yearly"), part(1, "lipid result", "5-yearly")].filter(Boolean);
  const text = parts.join("; ");
  return ` ${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/**
 * Weight beside the antipsychotic (review 29, deep-29 case 05: quetiapine with mirtazapine, diabetes
 * and BMI 41 drew no word on weight): obesity named, as weight gain is an effect the monitoring follows
 * (ADA/APA consensus), and mirtazapine, whose increased appetite and weight gain are common
 * (hse-mirtazapine-side-effects), named as adding to it.
 */
function weightContext(ctx: RuleContext): {
  clinician: string;
  patient: string;
  evidence: string[];
  meds: MedicationItem[];
} {
  const bmi = ctx
    .vitals("bmi")
    .filter((v) => v.value !== undefined)
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  const obese =
    bmi?.value !== undefined && bmi.value >= 30
      ? `BMI ${formatNumber(bmi.value)}`
      : ctx.conditions("obesity").length > 0
        ? "Obesity"
        : undefined;
  const mirtazapine = ctx.model.medications.filter(
    (m) => m.active && /\b(?:mirtazapine|remeron|zispin)\b/i.test(m.name),
  );
  const clinician = [
    obese === undefined
      ? ""
      : `${obese} is recorded: weight gain is among the antipsychotic effects this monitoring follows, and weight support is part of the plan.`,
    mirtazapine.length === 0
      ? ""
      : `${medNames(mirtazapine)} also commonly increases appetite and weight, adding to it.`,
  ]
    .filter(Boolean)
    .join(" ");
  return {
    clinician,
    patient:
      mirtazapine.length === 0
        ? ""
        : "Your other medicine, mirtazapine, can also make you hungrier and add to weight gain. Do not stop it on your own; ask your doctor about it.",
    evidence: mirtazapine.length === 0 ? [] : ["hse-mirtazapine-side-effects"],
    meds: mirtazapine,
  };
}

function antipsychoticMetabolic(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter((m) => m.active && ANTIPSYCHOTIC.test(m.name));
  if (meds.length === 0) return undefined;
  // In dementia the question is whether the antipsychotic is still needed (antipsychotic-dementia.ts);
  // the psychosis guideline's "keep taking it, psychiatry leads any change" would contradict that review.
  if (antipsychoticInDementia(ctx) !== undefined) return undefined;
  const a1c = ctx.lab("hba1c");
  const glucose = ctx.lab("glucose");
  const tg = ctx.lab("triglycerides");
  const lipids = tg ?? ctx.lab("cholesterol-total") ?? ctx.lab("ldl-c");
  const sugar = a1c ?? glucose;
  const abnormal = [
    a1c !== undefined && a1cRaised(ctx, a1c) ? `HbA1c ${ctx.show(a1c)}` : "",
    tg !== undefined && (ctx.valueOf(tg) ?? 0) >= TG_RAISED ? `triglycerides ${ctx.show(tg)}` : "",
  ].filter(Boolean);
  const us = readsAsUsUnits(ctx);
  const weight = weightContext(ctx);
  const limits = [OVERDUE_MONTHS, us ? US_LIPID_OVERDUE_MONTHS : OVERDUE_MONTHS];
  const ages = [sugar, lipids].map((o) => ageMonths(ctx, o));
  // Overdue when the sugar or lipid result in the record is older than its schedule allows. A
  // missing one is not called overdue: the record sent may hold only part of the bloods (a clozapine FBC).
  const late = ages.map((m, i) => m !== undefined && m > (limits[i] ?? OVERDUE_MONTHS));
  const overdue = late.some(Boolean);
  if (abnormal.length === 0 && !overdue) return undefined;
  const oldest = Math.max(...ages.filter((m): m is number => m !== undefined));
  const overdueText = !overdue
    ? ""
    : us
      ? usOverdueText(late, ages)
      : ` The last ${sugar !== undefined && lipids !== undefined ? "HbA1c or glucose and lipid results are" : "metabolic result is"} about ${Math.floor(oldest)} months old, so the yearly check is overdue.`;
  return {
    refs: ctx.refs(...meds, a1c, tg, ...weight.meds),
    ...(us
      ? { evidence: ["ada-apa-2004-antipsychotic-metabolic", ...weight.evidence], evidenceReplacesRule: true as const }
      : weight.evidence.length > 0 && { evidence: weight.evidence }),
    ...(weight.clinician !== "" && { clinicianExtra: weight.clinician }),
    ...(weight.patient !== "" && { patientExtra: weight.patient }),
    values: {
      drug: medNames(meds),
      schedule: us ? US_SCHEDULE : UK_SCHEDULE,
      abnormal:
        abnormal.length > 0
          ? ` ${capitalise(abnormal.join(" and "))} ${abnormal.length > 1 ? "are" : "is"} raised, which antipsychotic treatment can partly cause.`
          : "",
      overdue: overdueText,
    },
    nextSteps: [
      ...(!overdue
        ? []
        : us && !late[1]
          ? ["Repeat HbA1c (or fasting glucose) now, with weight, waist and blood pressure"]
          : ["Repeat HbA1c (or fasting glucose) and lipids now, with weight, waist and blood pressure"]),
      "Share the results with the {gp} and psychiatrist: offer lifestyle and weight support, and let psychiatry lead any change of antipsychotic or dose",
    ],
  };
}

export const ANTIPSYCHOTIC_METABOLIC_RULES: readonly Rule[] = [
  {
    id: "antipsychotic-metabolic-monitoring",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Antipsychotic monitoring",
    title: "Metabolic monitoring on an antipsychotic",
    clinician: "On {drug}, which needs metabolic monitoring ({schedule}).{abnormal}{overdue}",
    patient:
      "Your medicine ({drug}) can raise weight, blood sugar and blood fats, so these need checking at least once a year. Keep taking it, and talk to your doctor about these checks and about support with weight.",
    nextSteps: ["Check HbA1c (or fasting glucose), lipids, weight, waist and blood pressure at least yearly"],
    evidence: ["nice-cg178-psychosis", "bap-2016-antipsychotic-metabolic"],
    keywords: ["antipsychotic", "olanzapine", "metabolic monitoring", "weight gain", "hba1c", "lipids"],
    match: antipsychoticMetabolic,
  },
];
