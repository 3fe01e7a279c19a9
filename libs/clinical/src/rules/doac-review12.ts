import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { creatinineClearance, drugMeds, PGP_INHIBITOR, pgpInhibitors, strengthMg } from "./doac-dosing.ts";
import type { Rule } from "./types.ts";

/**
 * DOAC gaps found in the twelfth review (haematology cases 02 and 03):
 * - apixaban, rivaroxaban or dabigatran with a strong CYP3A4 and P-glycoprotein inhibitor. The
 *   apixaban label halves 5 or 10 mg twice daily with ketoconazole, itraconazole or ritonavir and
 *   avoids them with 2.5 mg (evidence "apixaban-label-dual-inhibitors"); for clarithromycin it asks
 *   for no dose change, but in older adults on a DOAC clarithromycin was linked with more
 *   admissions for major bleeding than azithromycin (evidence "hill-2020-clarithromycin-doac"), so
 *   the finding is about choosing the antibiotic and watching for bleeding, not the DOAC dose;
 * - apixaban 5 mg or more with a creatinine clearance of 15–29 mL/min, where the UK SmPC gives
 *   2.5 mg twice daily in atrial fibrillation whatever the age and weight (evidence
 *   "eliquis-smpc-renal"); below 15 the doac-crcl-apixaban-failure rule speaks;
 * - dabigatran with an eGFR below 30 when no creatinine clearance can be worked out (no weight or
 *   creatinine): the EU SmPC contraindicates it below a clearance of 30 (evidence "pradaxa-labels"),
 *   and an eGFR this low makes that likely, so the clearance is asked for now rather than left to the
 *   general "review below 50" finding.
 */

const AZOLE_OR_BOOSTER = /\b(?:ketoconazole|itraconazole|voriconazole|posaconazole|ritonavir|cobicistat|paxlovid)\b/i;
const CLARITHROMYCIN = /\b(?:clarithromycin|klaricid|biaxin)\b/i;
/** Topical azoles are not the systemic use the label means. */
const TOPICAL = /\b(?:cream|shampoo|gel|ointment|topical|lotion|scalp|pessary|vaginal)\b/i;
const BLEEDING_AGE = 75;
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

const activeMatching = (ctx: RuleContext, re: RegExp): MedicationItem[] =>
  ctx.model.medications.filter((m) => m.active && re.test(m.name) && !TOPICAL.test(`${m.name} ${m.dosage ?? ""}`));

/** What else in the record adds to the bleeding risk of the pair, for the text and the grade. */
function bleedingAdders(ctx: RuleContext): { text: string[]; refs: string[] } {
  const text: string[] = [];
  const refs: string[] = [];
  if (ctx.age !== undefined && ctx.age >= BLEEDING_AGE) text.push(`age ${ctx.age}`);
  const crcl = creatinineClearance(ctx);
  const egfr = ctx.value("egfr");
  if (crcl !== undefined && crcl.mlMin < SEVERE_KIDNEY) {
    text.push(`creatinine clearance ${crcl.text}`);
    refs.push(...crcl.refs);
  } else if (crcl === undefined && egfr !== undefined && egfr < SEVERE_KIDNEY) {
    text.push(`eGFR ${ctx.showValue("egfr")}`);
    refs.push(...ctx.refs(ctx.lab("egfr")));
  }
  const others = ctx.medsOf("nsaid", "antiplatelet", "aspirin", "clopidogrel");
  if (others.length > 0) {
    text.push(`${medNames(others)} as well`);
    refs.push(...ctx.refs(...others));
  }
  return { text, refs };
}

const SHARED = {
  family: FindingFamily.drugLab,
  problem: "Anticoagulation",
} as const;

export const DOAC_REVIEW12_RULES: readonly Rule[] = [
  {
    ...SHARED,
    id: "doac-strong-cyp3a4-pgp-inhibitor",
    severity: Severity.high,
    title: "Anticoagulant with a strong CYP3A4 and P-glycoprotein inhibitor",
    clinician:
      "{doac} with {inhibitor}, which blocks both CYP3A4 and P-glycoprotein and raises the anticoagulant's blood level. {advice}{adders}",
    patient:
      "One of your medicines, {inhibitor}, can raise the level of your blood thinner in the blood and so the chance of bleeding. Do not stop either on your own; ask your doctor or pharmacist today whether another medicine can be used instead, and get help quickly if you notice bleeding, black stools or unusual bruising.",
    nextSteps: [
      "Review the pair with the prescriber now: choose a medicine that does not interact (for an infection, an antibiotic that does not block CYP3A4), or adjust the anticoagulant as its label says",
      "Ask about bleeding, check haemoglobin and kidney function, and watch closely while both are taken",
    ],
    patientQuestions: ["Can I take a different antibiotic or medicine that does not affect my blood thinner?"],
    evidence: ["apixaban-label-dual-inhibitors", "hill-2020-clarithromycin-doac"],
    keywords: ["apixaban", "rivaroxaban", "dabigatran", "clarithromycin", "cyp3a4", "p-glycoprotein", "bleeding"],
    match: (ctx) => {
      const apixaban = drugMeds(ctx, "apixaban");
      const doacs = [...apixaban, ...drugMeds(ctx, "rivaroxaban"), ...drugMeds(ctx, "dabigatran")];
      if (doacs.length === 0) return undefined;
      const azoles = apixaban.length > 0 ? activeMatching(ctx, AZOLE_OR_BOOSTER) : [];
      const clari = activeMatching(ctx, CLARITHROMYCIN);
      if (azoles.length === 0 && clari.length === 0) return undefined;
      const parts: string[] = [];
      if (azoles.length > 0) {
        const mg = strengthMg(apixaban);
        parts.push(
          mg === 2.5
            ? `The apixaban label says to avoid ${medNames(azoles)} with the 2.5 mg dose.`
            : `The apixaban label halves a 5 or 10 mg twice-daily dose while ${medNames(azoles)} is taken, and avoids the combination with 2.5 mg.`,
        );
      }
      if (clari.length > 0)
        parts.push(
          "With clarithromycin the apixaban label asks for no dose change, but in adults aged 66 or over on a DOAC, clarithromycin was linked with about 1.7 times the rate of hospital admission for major bleeding within 30 days compared with azithromycin: prefer an antibiotic that does not interact where the infection allows.",
        );
      const adders = bleedingAdders(ctx);
      const adderText =
        adders.text.length > 0 ? ` The bleeding risk is higher still here: ${adders.text.join("; ")}.` : "";
      return {
        refs: [...ctx.refs(...doacs, ...azoles, ...clari), ...adders.refs],
        values: {
          doac: medNames(doacs),
          inhibitor: medNames([...azoles, ...clari]),
          advice: parts.join(" "),
          adders: adderText,
        },
        // Clarithromycin alone in a younger patient with no other bleeding risk is a review, not urgent.
        severity: azoles.length > 0 || adders.text.length > 0 ? Severity.high : Severity.moderate,
      };
    },
  },
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
      const meds = drugMeds(ctx, "apixaban");
      if (meds.length === 0) return undefined;
      const mg = strengthMg(meds);
      if (mg === undefined || mg <= 2.5) return undefined;
      const crcl = creatinineClearance(ctx);
      if (crcl === undefined || crcl.mlMin < APIXABAN_SEVERE_FROM || crcl.mlMin >= SEVERE_KIDNEY) return undefined;
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
