import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { latestWeightKg } from "./body-weight.ts";
import { medNames, type RuleContext, severalMedicines } from "./context.ts";
import type { Rule } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";
import { kidneyFunctionUnstable } from "./patterns.ts";
import { genericName } from "../vocab/brands.ts";

/**
 * Direct oral anticoagulant (DOAC) doses checked against creatinine clearance, as the labels do
 * (they use Cockcroft–Gault, not eGFR): the record's own clearance when it reports one, else our
 * estimate. Each drug is judged only on the thresholds seen
 * in its own label or SmPC (see the evidence ids), and the text names which label it is:
 * - rivaroxaban, EU SmPC: 15 mg once daily for atrial fibrillation with CrCl 15–49 mL/min, not
 *   recommended below 15 mL/min (evidence "xarelto-smpc"); on a US record the US label: 15 mg once
 *   daily at 50 mL/min or less, avoided below 15 mL/min (evidence "xarelto-us-label");
 * - dabigatran, EU SmPC: contraindicated below 30 mL/min; the US label instead gives 75 mg twice
 *   daily for atrial fibrillation at 15–30 mL/min (evidence "pradaxa-labels");
 * - edoxaban, US label: 30 mg once daily at 15–50 mL/min, not recommended below 15, and not to be
 *   used in atrial fibrillation above 95 mL/min (evidence "savaysa-label");
 * - apixaban, EU/UK SmPC: not recommended below 15 mL/min or on dialysis. The age, weight and
 *   creatinine dose criteria are the apixaban-af-dose rules' (drug-lab.ts), not repeated here.
 *
 * A rule fires only when the recorded dose is clearly too high for the estimate, or the drug is not
 * recommended at that clearance. Without a readable strength a dose rule stays silent (a drug not
 * recommended at all is said whatever the dose). The estimate needs age, sex, a weight in kg or lb
 * and a creatinine: without any of them nothing fires. Severity is moderate or high, never
 * critical: this is a prescribing review, not an emergency.
 */

/** Cockcroft–Gault constants (creatinine in mg/dL, weight in kg). */
const CG_AGE_FROM = 140;
const CG_DIVISOR = 72;
const CG_FEMALE_FACTOR = 0.85;

/** Label thresholds, mL/min. */
const RIVAROXABAN_REDUCE_BELOW = 50;
/** Severe renal impairment in the rivaroxaban labelling: 15–29 mL/min. */
const SEVERE_BELOW = 30;
const NOT_RECOMMENDED_BELOW = 15;
/** The US Xarelto label's dosing (the manufacturer's US prescriber pages), for a US record. */
const US_XARELTO = ["xarelto-us-label", "cockcroft-gault-1976"] as const;
const DABIGATRAN_CONTRAINDICATED_BELOW = 30;

const VERY_LOW_PATIENT =
  "At this level of kidney function the medicine's label advises against rivaroxaban, so it needs reviewing.";
const AF_DOSE_PATIENT =
  "For atrial fibrillation, the rivaroxaban label gives a lower dose at this level of kidney function than the one you take.";
const EDOXABAN_REDUCE_UP_TO = 50;
const EDOXABAN_AF_ABOVE = 95;

export interface CrClEstimate {
  mlMin: number;
  /** How it was worked out, for the reader: "about 38 mL/min (Cockcroft–Gault estimate ...)". */
  text: string;
  refs: string[];
}

/**
 * Cockcroft–Gault creatinine clearance with actual body weight: (140 − age) × weight ÷ (72 ×
 * creatinine in mg/dL), × 0.85 for women (evidence "cockcroft-gault-1976"). Adults only; undefined
 * when age, sex, weight or creatinine is missing.
 */
export function cockcroftGault(ctx: RuleContext): CrClEstimate | undefined {
  const age = ctx.age;
  const sex = ctx.sex;
  const weight = latestWeightKg(ctx);
  const creatinineObs = ctx.lab("creatinine");
  const creatinine = ctx.valueOf(creatinineObs);
  if (age === undefined || age < 18 || sex === undefined || weight === undefined) return undefined;
  if (creatinine === undefined || creatinine <= 0) return undefined;
  const male = ((CG_AGE_FROM - age) * weight.kg) / (CG_DIVISOR * creatinine);
  const mlMin = sex === "female" ? male * CG_FEMALE_FACTOR : male;
  return {
    mlMin,
    text: `about ${formatNumber(mlMin, 0)} mL/min (an estimate by Cockcroft–Gault from age ${formatNumber(age)}, ${sex}, actual body weight ${weight.shown} and creatinine ${ctx.show(creatinineObs)})`,
    refs: ctx.refs(weight.vital, creatinineObs),
  };
}

/** A result named as a creatinine clearance ("Creatinine clearance (Cockcroft-Gault)", "CrCl"). */
const CRCL_NAME = /\b(?:creatinine\s+clearance|crcl)\b/i;
const ML_MIN = /^ml\/min$/i;

/**
 * The newest creatinine clearance the record reports, in mL/min: measured or worked out by the
 * sender, who may have used a weight or creatinine this record does not hold, so it is preferred to
 * our own estimate.
 */
function reportedCrCl(ctx: RuleContext): CrClEstimate | undefined {
  const obs = ctx.model.labs
    .filter((o) => CRCL_NAME.test(o.name) && o.value.kind === "number" && o.unit !== undefined && ML_MIN.test(o.unit))
    .sort((a, b) => (b.time ?? Number.NEGATIVE_INFINITY) - (a.time ?? Number.NEGATIVE_INFINITY))[0];
  if (obs === undefined || obs.value.kind !== "number" || obs.value.comparator !== undefined) return undefined;
  return {
    mlMin: obs.value.value,
    text: `${formatNumber(obs.value.value)} mL/min (reported as ${obs.name}${obs.date ? `, ${obs.date.slice(0, 10)}` : ""})`,
    refs: [obs.ref],
  };
}

/** The creatinine clearance the dose checks use: the record's own, else our Cockcroft–Gault estimate. */
export function creatinineClearance(ctx: RuleContext): CrClEstimate | undefined {
  return reportedCrCl(ctx) ?? cockcroftGault(ctx);
}

/** Entries naming a drug (its generic name) by generic or brand name. */
export function drugMeds(ctx: RuleContext, drug: string): MedicationItem[] {
  return ctx.meds("doac").filter((m) => m.drugs.some((d) => genericName(d) === drug));
}

/** The one strength (mg) the entries name, from the medication text and its dosage; undefined when none or several. */
export function strengthMg(meds: readonly MedicationItem[]): number | undefined {
  const strengths = new Set<number>();
  for (const m of meds) {
    const text = `${m.name} ${m.dosage ?? ""}`;
    for (const hit of text.matchAll(/(?<![\d.,/])(\d+(?:[.,]\d+)?)\s*mg\b/gi)) {
      strengths.add(Number((hit[1] ?? "").replace(",", ".")));
    }
  }
  return strengths.size === 1 ? [...strengths][0] : undefined;
}

/**
 * Whether these DOAC entries were judged against a creatinine clearance here: a clearance is known
 * and each entry names its strength. The cruder eGFR-based review (drug-lab.ts) then steps aside.
 */
export function doseJudgedByClearance(ctx: RuleContext, meds: readonly MedicationItem[]): boolean {
  return creatinineClearance(ctx) !== undefined && meds.every((m) => strengthMg([m]) !== undefined);
}

const hasAf = (ctx: RuleContext) => ctx.conditions("atrial-fibrillation").length > 0;

/**
 * P-glycoprotein inhibitors the US Pradaxa label names (evidence "pradaxa-labels"): with reduced
 * kidney function they add to dabigatran exposure. At 15–30 mL/min the label says to avoid any of
 * them with dabigatran (atrial fibrillation); at 30–50 mL/min it advises considering 75 mg twice
 * daily only with dronedarone or systemic ketoconazole, and no change for the others.
 */
export const PGP_INHIBITOR =
  /\b(?:verapamil|dronedarone|multaq|ketoconazole|amiodarone|quinidine|clarithromycin|ticagrelor)\b/i;
const PGP_REDUCE_WITH = /\b(?:dronedarone|multaq|ketoconazole)\b/i;
/** Topical ketoconazole is not the systemic use the label means. */
const TOPICAL = /\b(?:cream|shampoo|gel|ointment|topical|lotion|scalp)\b/i;
const DABIGATRAN_PGP_REVIEW_BELOW = 50;

export const pgpInhibitors = (ctx: RuleContext, re: RegExp): MedicationItem[] =>
  ctx.model.medications.filter((m) => m.active && re.test(m.name) && !TOPICAL.test(`${m.name} ${m.dosage ?? ""}`));

const SHARED = {
  family: FindingFamily.drugLab,
  problem: "Anticoagulation",
  patientQuestions: ["Is my blood thinner dose right for my kidney function?"],
} as const;

const REVIEW_STEPS = [
  "Review the dose with the prescriber against the label, using a current weight and creatinine",
  "Confirm the indication: the renal thresholds differ between atrial fibrillation and venous thromboembolism",
] as const;

/**
 * A rule's match for one drug judged by its label against the creatinine clearance: `judge` says
 * why the recorded dose (mg, when readable) does not fit, or undefined when it does.
 */
const UNSTEADY_CLEARANCE =
  "Creatinine is rising acutely, so this clearance is not a steady-state estimate and kidney function may be lower still: recheck it once kidney function settles.";

/**
 * Why a dose does not fit the label, with what the patient is told ("{patientWhy}") and, when the
 * label gives no dose to move to, the closing line and steps that replace the dose review.
 */
interface Verdict {
  why: string;
  patientWhy?: string;
  review?: string;
  nextSteps?: readonly string[];
  severity?: Severity;
  evidence?: readonly string[];
  replaces?: true;
}

const REVIEW_DOSE = "Review the dose with the prescriber.";

function judgedByClearance(
  drug: string,
  judge: (crclMlMin: number, mg: number | undefined, ctx: RuleContext) => Verdict | undefined,
): Rule["match"] {
  return (ctx) => {
    const meds = drugMeds(ctx, drug);
    if (meds.length === 0) return undefined;
    const crcl = creatinineClearance(ctx);
    if (crcl === undefined) return undefined;
    const verdict = judge(crcl.mlMin, strengthMg(meds), ctx);
    if (verdict === undefined) return undefined;
    return {
      refs: [...ctx.refs(...meds), ...crcl.refs],
      // A clearance from a creatinine still rising is not a steady-state estimate (review 33,
      // renal-drugs-33 case 12: rivaroxaban at "about 14 mL/min" in stage 3 acute kidney injury).
      values: {
        med: medNames(meds),
        crcl: crcl.text,
        why: kidneyFunctionUnstable(ctx) ? `${verdict.why} ${UNSTEADY_CLEARANCE}` : verdict.why,
        patientWhy: verdict.patientWhy ?? "",
        review: verdict.review ?? REVIEW_DOSE,
      },
      severity: verdict.severity ?? Severity.moderate,
      ...(verdict.evidence && { evidence: verdict.evidence }),
      // A verdict from another country's label cites it instead of the rule's default (the EU SmPC).
      ...(verdict.replaces && { evidenceReplacesRule: true as const }),
      // Atrial fibrillation on the problem list is the indication: asking to confirm it read as if
      // the record did not say (review 23, coherence-23).
      ...(hasAf(ctx) && { nextSteps: [REVIEW_STEPS[0]] }),
      ...(verdict.nextSteps && { nextSteps: verdict.nextSteps }),
    };
  };
}

export const DOAC_DOSING_RULES: readonly Rule[] = [
  {
    ...SHARED,
    id: "doac-crcl-rivaroxaban",
    severity: Severity.moderate,
    title: "Rivaroxaban dose to review for the creatinine clearance",
    clinician: "{med} with a creatinine clearance of {crcl}. {why} {review}",
    // Said per label reading (review 36, cardio-36 case 01: a US DVT patient was told the dose "may
    // be higher than advised" where the US label gives no lower dose).
    patient:
      "Your kidney tests suggest your kidneys clear medicines more slowly. {patientWhy} Do not stop or change it on your own; ask your doctor or pharmacist to review it soon.",
    nextSteps: REVIEW_STEPS,
    evidence: ["xarelto-smpc", "cockcroft-gault-1976"],
    keywords: ["rivaroxaban", "xarelto", "creatinine clearance", "cockcroft-gault", "renal dosing"],
    match: judgedByClearance("rivaroxaban", (crcl, mg, ctx) => {
      // A US record is read against the US label (review 34, cardio-34 case 04: a Tucson record at
      // about 32 mL/min was told the EU SmPC's band). Its atrial fibrillation band includes 50 mL/min.
      const us = readsAsUsUnits(ctx);
      if (crcl < NOT_RECOMMENDED_BELOW)
        return us
          ? {
              why: "The US label says to avoid rivaroxaban below 15 mL/min.",
              patientWhy: VERY_LOW_PATIENT,
              severity: Severity.high,
              evidence: US_XARELTO,
              replaces: true,
            }
          : {
              why: "The EU SmPC does not recommend rivaroxaban below 15 mL/min.",
              patientWhy: VERY_LOW_PATIENT,
              severity: Severity.high,
            };
      // Only in atrial fibrillation: the venous thromboembolism reduction is a judgement, not a rule.
      if (us && crcl <= RIVAROXABAN_REDUCE_BELOW && mg === 20 && hasAf(ctx))
        return {
          why: "For atrial fibrillation the US label gives 15 mg once daily with the evening meal at a creatinine clearance of 50 mL/min or less (calculated with actual body weight), so 20 mg looks higher than the label advises.",
          patientWhy: AF_DOSE_PATIENT,
          evidence: US_XARELTO,
          replaces: true,
        };
      if (crcl < RIVAROXABAN_REDUCE_BELOW && mg === 20 && hasAf(ctx))
        return {
          why: "For atrial fibrillation the EU SmPC gives 15 mg once daily at 15–49 mL/min, so 20 mg looks higher than the label advises.",
          patientWhy: AF_DOSE_PATIENT,
        };
      // Review 28, haem-onc-28 case 12: 20 mg for a DVT at about 18 mL/min drew no word at all. For
      // venous thromboembolism the lower dose is weighed, not required, so it is put as a question.
      // The NHS board's advice is for UK records; a US record gets the label's caution alone.
      // Review 35, cardio-35 case 02: a US record with a DVT at about 19 mL/min was read against the
      // EU SmPC; it now reads the US label's DVT and PE dosing, which has no lower dose for this use.
      if (crcl < SEVERE_BELOW && mg === 20 && !hasAf(ctx))
        return us
          ? {
              why: "For deep vein thrombosis or pulmonary embolism the US label gives no lower dose and says to avoid rivaroxaban below 15 mL/min; patients below 30 mL/min were not studied (levels are expected to be like those in moderate kidney impairment), so weigh the bleeding risk and watch closely for bleeding.",
              // No lower dose to move to: the review is of the bleeding risk, not of the dose.
              patientWhy:
                "For a clot in the leg or lung, the US label for rivaroxaban has no lower dose, but people with kidney function as low as yours were not studied, so the risk of bleeding needs weighing and watching for.",
              review: "Review the anticoagulant with the prescriber.",
              nextSteps: [
                "Weigh the bleeding risk with the prescriber: the US label gives no lower dose for DVT or PE, was not studied below 30 mL/min, and says to avoid rivaroxaban below 15 mL/min",
                "Watch closely for bleeding, and recheck creatinine and weight to confirm the clearance",
              ],
              evidence: ["xarelto-us-dvt-pe-dosing", "cockcroft-gault-1976"],
              replaces: true,
            }
          : {
              why: "The EU SmPC advises caution at 15–29 mL/min. For deep vein thrombosis or pulmonary embolism, after the first 3 weeks, NHS Highland's guideline (following the SmPC) asks to consider 15 mg once daily instead of 20 mg when the assessed bleeding risk outweighs the risk of a recurrent clot, and to consider discussing it with haematology.",
              patientWhy:
                "For a clot in the leg or lung, a lower rivaroxaban dose may be considered at this level of kidney function if your risk of bleeding outweighs the risk of another clot.",
              evidence: ["xarelto-smpc", "nhs-highland-dvt-rivaroxaban-renal", "cockcroft-gault-1976"],
            };
      return undefined;
    }),
  },
  {
    ...SHARED,
    id: "doac-crcl-dabigatran",
    severity: Severity.high,
    title: "Dabigatran with a creatinine clearance below 30 mL/min",
    clinician:
      "{med} with a creatinine clearance of {crcl}. The EU SmPC contraindicates dabigatran below 30 mL/min; the US label instead gives 75 mg twice daily for atrial fibrillation at 15–30 mL/min and no dose below 15 mL/min or on dialysis.{dose}{pgp} Review the anticoagulant with the prescriber.",
    patient:
      "Your kidney tests suggest your kidneys clear medicines slowly. Dabigatran is removed mostly by the kidneys, and at this level it may not be suitable or may need a lower dose. Do not stop it on your own; ask your doctor or pharmacist to review it soon.",
    nextSteps: [
      "Review dabigatran with the prescriber: below 30 mL/min the EU SmPC contraindicates it; under the US label only 75 mg twice daily for atrial fibrillation at 15–30 mL/min",
      "Recheck creatinine and weight to confirm the clearance, and look for a cause of a recent fall in kidney function",
    ],
    evidence: ["pradaxa-labels", "cockcroft-gault-1976"],
    keywords: ["dabigatran", "pradaxa", "creatinine clearance", "cockcroft-gault", "renal impairment"],
    match: (ctx) => {
      const meds = drugMeds(ctx, "dabigatran");
      if (meds.length === 0) return undefined;
      const crcl = creatinineClearance(ctx);
      if (crcl === undefined || crcl.mlMin >= DABIGATRAN_CONTRAINDICATED_BELOW) return undefined;
      const mg = strengthMg(meds);
      // 75 mg at 15–30 mL/min is the US label's atrial fibrillation dose: still outside the EU SmPC, less pressing.
      const pgp = pgpInhibitors(ctx, PGP_INHIBITOR);
      const usDose = mg === 75 && crcl.mlMin >= NOT_RECOMMENDED_BELOW && pgp.length === 0;
      return {
        refs: [...ctx.refs(...meds), ...crcl.refs, ...ctx.refs(...pgp)],
        values: {
          med: medNames(meds),
          crcl: crcl.text,
          dose: usDose ? " The recorded 75 mg fits the US label, not the EU SmPC." : "",
          pgp:
            pgp.length > 0
              ? ` ${medNames(pgp)} ${severalMedicines(pgp) ? "are P-glycoprotein inhibitors" : "is a P-glycoprotein inhibitor"}, which raises dabigatran levels further: the US label says to avoid P-glycoprotein inhibitors with dabigatran below 30 mL/min, so even its 75 mg dose does not apply.`
              : "",
        },
        severity: usDose ? Severity.moderate : Severity.high,
      };
    },
  },
  {
    ...SHARED,
    id: "doac-dabigatran-pgp-kidney",
    severity: Severity.moderate,
    title: "Dabigatran with dronedarone or ketoconazole and reduced kidney function",
    clinician:
      "{med} with {pgp} and a creatinine clearance of {crcl}. Kidney impairment and P-glycoprotein inhibition each raise dabigatran exposure and together more so: for atrial fibrillation at 30–50 mL/min the US label advises considering 75 mg twice daily with dronedarone or systemic ketoconazole, and for venous thromboembolism avoiding P-glycoprotein inhibitors below 50 mL/min. Review the dose with the prescriber.",
    patient:
      "One of your medicines can raise the level of your blood thinner, dabigatran, and your kidney tests suggest your kidneys clear it more slowly. Together these can raise the bleeding risk. Do not stop or change either on your own; ask your doctor or pharmacist to check the dose soon.",
    nextSteps: [
      "Review the dabigatran dose with the prescriber: the US label advises considering 75 mg twice daily at 30–50 mL/min with dronedarone or systemic ketoconazole",
      "Ask about bleeding or bruising, and recheck creatinine to confirm the clearance",
    ],
    evidence: ["pradaxa-labels", "cockcroft-gault-1976"],
    keywords: ["dabigatran", "dronedarone", "ketoconazole", "p-glycoprotein", "creatinine clearance"],
    match: (ctx) => {
      const meds = drugMeds(ctx, "dabigatran");
      if (meds.length === 0) return undefined;
      const crcl = creatinineClearance(ctx);
      // Below 30 mL/min the doac-crcl-dabigatran finding says it, naming any P-gp inhibitor.
      if (crcl === undefined || crcl.mlMin < DABIGATRAN_CONTRAINDICATED_BELOW) return undefined;
      if (crcl.mlMin >= DABIGATRAN_PGP_REVIEW_BELOW) return undefined;
      // 75 mg twice daily is already the label's reduced dose.
      if (strengthMg(meds) === 75) return undefined;
      const pgp = pgpInhibitors(ctx, PGP_REDUCE_WITH);
      if (pgp.length === 0) return undefined;
      return {
        refs: [...ctx.refs(...meds, ...pgp), ...crcl.refs],
        values: { med: medNames(meds), pgp: medNames(pgp), crcl: crcl.text },
      };
    },
  },
  {
    ...SHARED,
    id: "doac-crcl-edoxaban",
    severity: Severity.moderate,
    title: "Edoxaban not matched to the creatinine clearance",
    clinician: "{med} with a creatinine clearance of {crcl}. {why} Review the dose with the prescriber.",
    patient:
      "Your kidney tests suggest your edoxaban dose may not match how well your kidneys clear medicines. Do not stop or change it on your own; ask your doctor or pharmacist to check it soon.",
    nextSteps: REVIEW_STEPS,
    evidence: ["savaysa-label", "cockcroft-gault-1976"],
    keywords: ["edoxaban", "savaysa", "creatinine clearance", "cockcroft-gault", "renal dosing"],
    match: judgedByClearance("edoxaban", (crcl, mg, ctx) => {
      if (crcl < NOT_RECOMMENDED_BELOW)
        return { why: "The US label does not recommend edoxaban below 15 mL/min.", severity: Severity.high };
      if (crcl <= EDOXABAN_REDUCE_UP_TO && mg === 60)
        return {
          why: "The US label reduces edoxaban to 30 mg once daily at 15–50 mL/min, so 60 mg looks higher than advised.",
        };
      if (crcl > EDOXABAN_AF_ABOVE && hasAf(ctx))
        return {
          why: "The US label says not to use edoxaban for atrial fibrillation above 95 mL/min, where it prevented ischaemic stroke less well than warfarin; another anticoagulant is advised.",
        };
      return undefined;
    }),
  },
  {
    ...SHARED,
    id: "doac-crcl-apixaban-failure",
    severity: Severity.high,
    title: "Apixaban with a creatinine clearance below 15 mL/min",
    clinician:
      "{med} with a creatinine clearance of {crcl}. The EU/UK SmPC does not recommend apixaban below 15 mL/min or on dialysis. Review the anticoagulant with the prescriber.",
    patient:
      "Your kidney tests suggest your kidneys are working at a very low level. At this level apixaban is not generally advised in the UK and Europe. Do not stop it on your own; ask your doctor or pharmacist to review it soon.",
    nextSteps: [
      "Review apixaban with the prescriber (and the kidney team): the EU/UK SmPC does not recommend it below 15 mL/min or on dialysis",
      "Recheck creatinine and weight to confirm the clearance",
    ],
    evidence: ["eliquis-smpc-renal", "cockcroft-gault-1976"],
    keywords: ["apixaban", "eliquis", "creatinine clearance", "kidney failure", "cockcroft-gault"],
    match: (ctx) => {
      const meds = drugMeds(ctx, "apixaban");
      if (meds.length === 0) return undefined;
      const crcl = creatinineClearance(ctx);
      if (crcl === undefined || crcl.mlMin >= NOT_RECOMMENDED_BELOW) return undefined;
      return { refs: [...ctx.refs(...meds), ...crcl.refs], values: { med: medNames(meds), crcl: crcl.text } };
    },
  },
];

/**
 * The reversal named for life-threatening bleeding on a DOAC, by drug (evidence
 * "praxbind-idarucizumab" and "swiss-2023-andexanet"): idarucizumab for dabigatran; andexanet alfa
 * (licensed for apixaban and rivaroxaban) or prothrombin complex concentrate for factor Xa
 * inhibitors. Empty when no DOAC is among the medicines.
 */
export function doacReversal(meds: readonly MedicationItem[]): { text: string; evidence: string[] } {
  const agents = new Set(meds.filter((m) => m.classes.includes("doac")).flatMap((m) => m.drugs.map(genericName)));
  const parts: string[] = [];
  const evidence: string[] = [];
  if (agents.has("dabigatran")) {
    parts.push("idarucizumab for dabigatran");
    evidence.push("praxbind-idarucizumab");
  }
  const xa = ["apixaban", "rivaroxaban", "edoxaban"].filter((g) => agents.has(g));
  if (xa.length > 0) {
    const named = xa.filter((g) => g !== "edoxaban");
    parts.push(
      named.length > 0
        ? `andexanet alfa (licensed for ${named.join(" and ")}) or prothrombin complex concentrate for ${xa.join(" and ")}`
        : `prothrombin complex concentrate for ${xa.join(" and ")}`,
    );
    evidence.push("swiss-2023-andexanet");
  }
  return { text: parts.join("; "), evidence };
}
