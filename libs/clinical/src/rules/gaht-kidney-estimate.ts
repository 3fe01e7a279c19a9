import { FindingFamily, Severity } from "../model.ts";
import { ckdEpi2021 } from "../normalize/egfr.ts";
import { gahtFrom } from "../normalize/gaht.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A low eGFR on gender-affirming hormones (review 14, hormones case 06: a trans woman on estradiol
 * and spironolactone, creatinine 101 µmol/L, eGFR 58 with the female term, read as CKD G3a with no
 * word that the sex term decides the category). Where each point was read: the seenAt of
 * "fadich-2022-transgender-kidney-function", "millington-2022-gaht-creatinine" and "kdigo-2024-ckd".
 * - Creatinine moves toward the affirmed gender's values within months of starting hormones, and
 *   which sex term a creatinine equation should use on hormone therapy is not settled; estimates
 *   differ by up to a quarter between the two.
 * - A cystatin C-based eGFR is the confirmatory estimate when creatinine is distorted by muscle mass.
 * The finding is raised only when the estimates (either sex term, or the laboratory's own) fall on
 * different sides of 60, where the CKD call itself depends on the choice.
 */

/** KDIGO: an eGFR below 60 mL/min/1.73 m² is category G3a or worse. */
const CKD_BELOW = 60;

function gahtKidneyEstimate(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.age;
  if (age === undefined || age < 18) return undefined;
  const gaht = gahtFrom(
    ctx.model.medications.filter((m) => m.active).map((m) => m.name),
    [...ctx.model.conditions.map((c) => c.name), ctx.freeText],
  );
  if (gaht === undefined) return undefined;
  const creat = ctx.lab("creatinine");
  const mgDl = ctx.valueOf(creat);
  if (creat === undefined || mgDl === undefined) return undefined;
  const female = ckdEpi2021(mgDl, age, "female");
  const male = ckdEpi2021(mgDl, age, "male");
  // A laboratory's own eGFR (another equation, or the other sex term) counts as one of the estimates.
  const egfr = ctx.lab("egfr");
  const reported = ctx.valueOf(egfr);
  const estimates = [female, male, ...(reported === undefined ? [] : [reported])];
  if (Math.min(...estimates) >= CKD_BELOW || Math.max(...estimates) < CKD_BELOW) return undefined;
  const hormone = gaht.hormone === "testosterone" ? "testosterone" : "oestrogen";
  return {
    refs: ctx.refs(creat, egfr),
    values: {
      hormone,
      creat: ctx.show(creat),
      female: formatNumber(Math.round(female)),
      male: formatNumber(Math.round(male)),
      reported: egfr ? ` The eGFR on record is ${ctx.show(egfr)}.` : "",
    },
  };
}

export const GAHT_KIDNEY_RULES: readonly Rule[] = [
  {
    id: "gaht-egfr-sex-term",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Kidney function",
    title: "eGFR on gender-affirming hormones: the sex term decides the CKD category",
    clinician:
      "On gender-affirming {hormone}, creatinine moves toward the affirmed gender's values within months, and which sex term a creatinine-based eGFR should use is not settled. Creatinine {creat} gives a CKD-EPI 2021 eGFR of {female} mL/min/1.73m² with the female term and {male} with the male term.{reported} Whether this is CKD category G3 (below 60) depends on that choice. A cystatin C-based eGFR is the confirmatory estimate before CKD is diagnosed or medicines are dosed by it.",
    patient:
      "Your kidney result (creatinine) is affected by your hormone treatment, because the hormones change muscle, and the usual formula for kidney function needs a male or female setting. Here the answer changes between slightly low and normal depending on the setting, so your doctor may use another blood test (cystatin C) to check your kidney function before drawing conclusions.",
    nextSteps: [
      "Measure cystatin C (eGFR from cystatin C, or creatinine with cystatin C) before diagnosing CKD or adjusting doses for kidney function",
    ],
    evidence: ["fadich-2022-transgender-kidney-function", "millington-2022-gaht-creatinine", "kdigo-2024-ckd"],
    keywords: ["transgender", "gender-affirming hormone therapy", "egfr", "creatinine", "cystatin c"],
    match: gahtKidneyEstimate,
  },
];
