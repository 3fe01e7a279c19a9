import type { PatientModel } from "../model.ts";
import { RuleContext } from "../rules/context.ts";

/**
 * Conditions that a source can be written for: a heart-failure guideline speaks to people with
 * heart failure, and citing it for a statement made to someone without heart failure misleads the
 * reader, however true the statement. `as const` object plus a type of the same name.
 */
export const Population = {
  heartFailure: "heart-failure",
  atrialFibrillation: "atrial-fibrillation",
  ckd: "ckd",
  diabetes: "diabetes",
  pregnancy: "pregnancy",
  anaemia: "anaemia",
} as const;
export type Population = (typeof Population)[keyof typeof Population];

const { heartFailure, atrialFibrillation, ckd, diabetes, pregnancy, anaemia } = Population;

/**
 * Library sources written for people with a condition, with the conditions a patient must have
 * for the source to fit (all of them: the KDIGO guideline on diabetes in CKD needs both). Sources
 * not listed are general (drug labels, screening, diagnosis and general guidelines). Only sources
 * the library may cite are listed; add a condition-specific one here when it is added there.
 */
export const SOURCE_POPULATIONS: Readonly<Record<string, readonly Population[]>> = {
  "aha-acc-hfsa-2022-hf": [heartFailure],
  "esc-2021-hf": [heartFailure],
  "esc-2023-hf-fu": [heartFailure],
  "hfm-weight-gain": [heartFailure],
  "acc-aha-2023-af": [atrialFibrillation],
  "kdigo-2024-ckd": [ckd],
  "kdigo-2017-ckd-mbd": [ckd],
  "kdigo-2021-bp-ckd": [ckd],
  "kdigo-2026-anemia-ckd": [ckd, anaemia],
  "kdoqi-2020-nutrition-ckd": [ckd],
  "kdigo-2022-diabetes-ckd": [diabetes, ckd],
  "ada-soc-2026-s6": [diabetes],
  "ada-soc-2026-s10": [diabetes],
  "ada-soc-2026-s11": [diabetes],
  "aace-2022-dm-care-plan": [diabetes],
  "acog-pb190-gdm": [pregnancy],
  "acog-pb222-htn-preeclampsia": [pregnancy],
  "acog-pb223-thyroid-pregnancy": [pregnancy],
  "ata-2026-pregnancy": [pregnancy],
  "uspstf-2021-gdm": [pregnancy],
  "uspstf-2024-ida-pregnancy": [pregnancy],
};

/** Medicine classes licensed only to treat diabetes: taking one places the patient in a diabetes guideline's scope. */
const DIABETES_ONLY_CLASSES = ["insulin", "sulfonylurea", "metformin"] as const;

/**
 * The conditions of {@link Population} this patient has, as a source's scope reads them: a current
 * condition in the record; for CKD also an eGFR below 60 or a urine ACR of 30 mg/g or more (the
 * KDIGO criteria, whose guideline is written for people being assessed on them); for diabetes also
 * an HbA1c of 6.5% or more or a medicine licensed only for diabetes; for anaemia also a haemoglobin
 * below its reference range.
 */
export function patientPopulations(ctx: RuleContext): Set<Population> {
  const found = new Set<Population>();
  if (ctx.conditions("heart-failure").length > 0 || ctx.conditions("hfref").length > 0) found.add(heartFailure);
  if (ctx.conditions("atrial-fibrillation").length > 0) found.add(atrialFibrillation);
  const egfr = ctx.value("egfr");
  const acr = ctx.value("uacr");
  if (ctx.conditions("ckd").length > 0 || (egfr !== undefined && egfr < 60) || (acr !== undefined && acr >= 30))
    found.add(ckd);
  const a1c = ctx.value("hba1c");
  if (
    ctx.conditions("diabetes").length > 0 ||
    (a1c !== undefined && a1c >= 6.5) ||
    ctx.medsOf(...DIABETES_ONLY_CLASSES).length > 0
  )
    found.add(diabetes);
  if (ctx.sex !== "male" && ctx.conditions("pregnancy").length > 0) found.add(pregnancy);
  const hb = ctx.lab("hemoglobin");
  if (ctx.conditions("anaemia").length > 0 || hb?.status === "low" || hb?.status === "critical-low") found.add(anaemia);
  return found;
}

/** {@link patientPopulations} of a model, for callers outside the rules (reports, retrieval). */
export function modelPopulations(model: PatientModel): Set<Population> {
  return patientPopulations(new RuleContext(model));
}

/** The conditions a source is written for (none for a general source). */
export function sourcePopulations(id: string): readonly Population[] {
  return SOURCE_POPULATIONS[id] ?? [];
}

/** Whether a source fits a patient with these conditions: it is general, or they have all it is written for. */
export function fitsPopulations(id: string, populations: ReadonlySet<Population>): boolean {
  return sourcePopulations(id).every((p) => populations.has(p));
}

/**
 * The sources among `ids` that fit this patient. Rules pass the condition-specific guidelines a
 * statement could cite, and cite only those the patient's conditions make fitting.
 */
export function fittingSources(ctx: RuleContext, ids: readonly string[]): string[] {
  const populations = patientPopulations(ctx);
  return ids.filter((id) => fitsPopulations(id, populations));
}
