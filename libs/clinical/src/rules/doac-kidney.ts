import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import {
  type CrClEstimate,
  creatinineClearance,
  drugMeds,
  PGP_INHIBITOR,
  pgpInhibitors,
  strengthMg,
} from "./doac-dosing.ts";
import type { Rule } from "./types.ts";
import { latestWeightKg } from "./body-weight.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/**
 * Apixaban and dabigatran doses that a low creatinine clearance or eGFR makes too high.
 *
 * apixaban 5 mg or more with a creatinine clearance of 15–29 mL/min, where the UK SmPC gives
 * 2.5 mg twice daily in atrial fibrillation whatever the age and weight (evidence
 * "eliquis-smpc-renal"); below 15 the doac-crcl-apixaban-failure rule speaks;
 * dabigatran with an eGFR below 30 when no creatinine clearance can be worked out (no weight or
 * creatinine): the EU SmPC contraindicates it below a clearance of 30 (evidence "pradaxa-labels"),
 * and an eGFR this low makes that likely, so the clearance is asked for now rather than left to the
 * general "review below 50" finding.
 */

const SEVERE_KIDNEY = 30;
const APIXABAN_SEVERE_FROM = 15;

/**
 * Dabigatran that doac-dabigatran-egfr-below-30 speaks for: an eGFR below 30 and no creatinine
 * clearance to judge it by (with one, doac-crcl-dabigatran does). The general "review below 50"
 * finding steps aside for it (haematology case 03 listed both).
 */
export function dabigatranBelow30ByEgfr(ctx: RuleContext): MedicationItem[] {
  const egfr = ctx.value("egfr");
  if (egfr === undefined || egfr >= SEVERE_KIDNEY || creatinineClearance(ctx) !== undefined) return [];
  return drugMeds(ctx, "dabigatran");
}

/** How many of the FDA label's three criteria (age 80+, 60 kg or less, creatinine 1.5 mg/dL or more) are met. */
function fdaApixabanCriteriaMet(ctx: RuleContext): number {
  const kg = latestWeightKg(ctx)?.kg;
  const creatinine = ctx.value("creatinine");
  return [
    ctx.age !== undefined && ctx.age >= 80,
    kg !== undefined && kg <= 60 + 1e-6,
    creatinine !== undefined && creatinine >= 1.5 - 1e-6,
  ].filter(Boolean).length;
}

/**
 * Apixaban above 2.5 mg with a creatinine clearance of 15–29 mL/min: doac-crcl-apixaban-severe's,
 * which asks for 2.5 mg whatever the age and weight, so apixaban-af-dose-high, which asks the same
 * from the age, weight and creatinine criteria, steps aside for it (review 20, older-adults-meds
 * case 01: two findings and two next steps asked for the same dose change).
 */
export function apixabanTooHighForCrCl(ctx: RuleContext): { meds: MedicationItem[]; crcl: CrClEstimate } | undefined {
  const meds = drugMeds(ctx, "apixaban");
  if (meds.length === 0) return undefined;
  const mg = strengthMg(meds);
  if (mg === undefined || mg <= 2.5) return undefined;
  const crcl = creatinineClearance(ctx);
  if (crcl === undefined || crcl.mlMin < APIXABAN_SEVERE_FROM || crcl.mlMin >= SEVERE_KIDNEY) return undefined;
  // A US record is judged by the FDA label, which sets the reduced dose by age, weight and creatinine,
  // not by the SmPC's 15–29 band: with two of its three met, apixaban-af-dose-high says so under it
  // (review 29b, meds-29b case 03: at 84, 58 kg, creatinine 1.6 mg/dL in Arizona, the UK SmPC was cited).
  if (mg === 5 && readsAsUsUnits(ctx) && fdaApixabanCriteriaMet(ctx) >= 2) return undefined;
  return { meds, crcl };
}

const SHARED = {
  family: FindingFamily.drugLab,
  problem: "Anticoagulation",
} as const;

export const DOAC_KIDNEY_RULES: readonly Rule[] = [
  {
    ...SHARED,
    id: "doac-crcl-apixaban-severe",
    severity: Severity.high,
    title: "Apixaban above 2.5 mg with a creatinine clearance of 15–29 mL/min",
    clinician:
      "{med} with a creatinine clearance of {crcl}. For atrial fibrillation the UK SmPC gives apixaban 2.5 mg twice daily at 15–29 mL/min, whatever the age and weight, so the recorded dose is higher than advised. Review the dose with the prescriber.",
    patient:
      "Your kidney tests suggest your kidneys clear medicines slowly. At this level a lower apixaban dose is usually advised. Do not stop or change it on your own; ask your doctor or pharmacist to check the dose soon.",
    nextSteps: [
      "Review the apixaban dose with the prescriber: for atrial fibrillation the UK SmPC gives 2.5 mg twice daily at a creatinine clearance of 15–29 mL/min",
      "Recheck creatinine and weight to confirm the clearance",
    ],
    patientQuestions: ["Is my blood thinner dose right for my kidney function?"],
    evidence: ["eliquis-smpc-renal", "cockcroft-gault-1976"],
    keywords: ["apixaban", "eliquis", "creatinine clearance", "severe renal impairment", "cockcroft-gault"],
    match: (ctx) => {
      const found = apixabanTooHighForCrCl(ctx);
      if (found === undefined) return undefined;
      const { meds, crcl } = found;
      return { refs: [...ctx.refs(...meds), ...crcl.refs], values: { med: medNames(meds), crcl: crcl.text } };
    },
  },
  {
    ...SHARED,
    id: "doac-dabigatran-egfr-below-30",
    severity: Severity.high,
    title: "Dabigatran with an eGFR below 30",
    clinician:
      "{med} with eGFR {egfr}. Dabigatran is cleared mostly by the kidneys, and the EU SmPC contraindicates it below a creatinine clearance of 30 mL/min; no clearance can be worked out from this record (weight or creatinine missing), and an eGFR this low makes one below 30 likely.{pgp} Work out the clearance now and, if it is below 30, change to an anticoagulant suited to this kidney function.",
    patient:
      "Your kidney tests suggest your kidneys clear medicines slowly. Dabigatran is removed mostly by the kidneys, and at this level it may not be suitable. Do not stop it on your own; ask your doctor or pharmacist to review it soon.",
    nextSteps: [
      "Calculate creatinine clearance (Cockcroft–Gault) from a current weight and creatinine now; below 30 mL/min the EU SmPC contraindicates dabigatran",
      "Look for a cause of the fall in kidney function, and ask about bleeding",
    ],
    patientQuestions: ["Is dabigatran still the right blood thinner for my kidney function?"],
    evidence: ["pradaxa-labels"],
    keywords: ["dabigatran", "pradaxa", "egfr", "creatinine clearance", "renal impairment"],
    match: (ctx) => {
      const meds = dabigatranBelow30ByEgfr(ctx);
      if (meds.length === 0) return undefined;
      const pgp = pgpInhibitors(ctx, PGP_INHIBITOR);
      return {
        refs: [...ctx.refs(ctx.lab("egfr"), ...meds), ...ctx.refs(...pgp)],
        values: {
          med: medNames(meds),
          egfr: ctx.showValue("egfr"),
          pgp:
            pgp.length > 0
              ? ` ${medNames(pgp)} inhibits P-glycoprotein and raises dabigatran levels further; the US label says to avoid P-glycoprotein inhibitors with dabigatran at a clearance of 15–30 mL/min.`
              : "",
        },
      };
    },
  },
];
