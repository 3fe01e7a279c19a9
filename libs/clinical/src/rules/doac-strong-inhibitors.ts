import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { courseEnded } from "./course-ended.ts";
import { creatinineClearance, drugMeds, strengthMg } from "./doac-dosing.ts";
import type { Rule } from "./types.ts";

/**
 * A DOAC taken with a strong CYP3A4 and P-glycoprotein inhibitor, or with clarithromycin: the dose
 * or the antibiotic choice changes, and bleeding risk rises.
 *
 * apixaban, rivaroxaban or dabigatran with a strong CYP3A4 and P-glycoprotein inhibitor. The
 * apixaban label halves 5 or 10 mg twice daily with ketoconazole, itraconazole or ritonavir and
 * avoids them with 2.5 mg (evidence "apixaban-label-dual-inhibitors"); for clarithromycin it asks
 * for no dose change, but in older adults on a DOAC clarithromycin was linked with more
 * admissions for major bleeding than azithromycin (evidence "hill-2020-clarithromycin-doac"), so
 * the finding is about choosing the antibiotic and watching for bleeding, not the DOAC dose;
 */

const AZOLE_OR_BOOSTER = /\b(?:ketoconazole|itraconazole|voriconazole|posaconazole|ritonavir|cobicistat|paxlovid)\b/i;
const CLARITHROMYCIN = /\b(?:clarithromycin|klaricid|biaxin)\b/i;
/** Topical azoles are not the systemic use the label means. */
const TOPICAL = /\b(?:cream|shampoo|gel|ointment|topical|lotion|scalp|pessary|vaginal)\b/i;
const BLEEDING_AGE = 75;
const SEVERE_KIDNEY = 30;

const activeMatching = (ctx: RuleContext, re: RegExp): MedicationItem[] =>
  ctx.model.medications.filter(
    (m) => m.active && re.test(m.name) && !TOPICAL.test(`${m.name} ${m.dosage ?? ""}`) && !courseEnded(ctx, m),
  );

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

export const DOAC_STRONG_INHIBITOR_RULES: readonly Rule[] = [
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
];
