import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { creatinineClearance } from "./doac-dosing.ts";
import { kidneyFunctionUnstable } from "./patterns.ts";
import type { Rule } from "./types.ts";

/*
 * Zoledronic acid for osteoporosis with kidney function too low for it (review 14 known gaps: an
 * 86-year-old due her yearly 5 mg infusion at a Cockcroft–Gault clearance near 20 mL/min drew no
 * warning, while alendronate at an eGFR below 35 did). Sources, seen 2026-11-29:
 * - The Reclast (zoledronic acid 5 mg) US label, as summarised by Cancer Therapy Advisor and in the
 *   FDA's 2011 safety alert: contraindicated at a creatinine clearance below 35 mL/min and with
 *   evidence of acute renal impairment; clearance is checked before each dose; older age, diuretics,
 *   nephrotoxic medicines and dehydration add to the risk of acute renal failure.
 * - MHRA Drug Safety Update: renal function measured before each dose, the patient well hydrated;
 *   use in severe renal impairment generally not recommended.
 * The 4 mg cancer product (Zometa) is dosed by clearance on its own label and is left out here.
 */

/** Creatinine clearance (mL/min) below which the 5 mg label contraindicates it. */
const CRCL_LIMIT = 35;
const ZOLEDRONATE = /zoledron|aclasta|reclast/i;
/** The cancer product: 4 mg, every 3–4 weeks, or the Zometa brand. */
const CANCER_PRODUCT = /zometa|\b4\s*mg\b|every\s+[34]/i;

function osteoporosisZoledronate(ctx: RuleContext): MedicationItem[] {
  return ctx.meds("bisphosphonate").filter((m) => {
    const text = [m.name, m.dosage, m.frequency].filter(Boolean).join(" ");
    return ZOLEDRONATE.test(text) && !CANCER_PRODUCT.test(text);
  });
}

/** Why the kidney function rules the infusion out, or asks for the clearance; undefined when it does not. */
function kidneyBar(ctx: RuleContext): { reading: string; refs: string[]; known: boolean; acute: boolean } | undefined {
  const acute = kidneyFunctionUnstable(ctx);
  const crcl = creatinineClearance(ctx);
  if (crcl !== undefined && crcl.mlMin < CRCL_LIMIT)
    return { reading: `Creatinine clearance ${crcl.text}`, refs: crcl.refs, known: true, acute };
  const egfr = ctx.lab("egfr");
  const value = ctx.valueOf(egfr);
  if (crcl === undefined && egfr !== undefined && value !== undefined && value < CRCL_LIMIT)
    return {
      reading: `eGFR ${ctx.show(egfr)} (no creatinine clearance could be worked out)`,
      refs: [egfr.ref],
      known: false,
      acute,
    };
  if (acute)
    return { reading: "An acute rise in creatinine", refs: ctx.refs(ctx.lab("creatinine")), known: true, acute };
  return undefined;
}

export const ZOLEDRONATE_KIDNEY_RULES: readonly Rule[] = [
  {
    id: "zoledronate-low-clearance",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Kidney function and medicines",
    title: "Zoledronic acid with kidney function below its limit",
    clinician:
      "{med}: {reading}. The zoledronic acid 5 mg label contraindicates it at a creatinine clearance below 35 mL/min and with acute renal impairment, after reports of acute renal failure, some needing dialysis; the MHRA asks for renal function before each dose and good hydration. {plan}",
    patient:
      "Your kidney tests are below the level at which your yearly bone drip (zoledronic acid) can be given safely. Ask your doctor about this before the next dose is due; a different way of protecting your bones may be needed.",
    nextSteps: [
      "Do not give the next zoledronic acid infusion at a creatinine clearance below 35 mL/min or while kidney function is acutely impaired; review bone protection with the prescriber or osteoporosis service",
      "Before any future infusion: creatinine clearance (Cockcroft–Gault) on a recent creatinine, and make sure the patient is well hydrated",
    ],
    patientQuestions: ["Is my yearly bone drip still safe for my kidneys, and what else could protect my bones?"],
    evidence: ["reclast-label-renal", "mhra-dsu-zoledronic-acid-renal"],
    keywords: ["zoledronic acid", "creatinine clearance", "acute kidney injury", "osteoporosis"],
    match: (ctx) => {
      const meds = osteoporosisZoledronate(ctx);
      if (meds.length === 0) return undefined;
      const bar = kidneyBar(ctx);
      if (bar === undefined) return undefined;
      const plan = bar.acute
        ? "Kidney function is changing now, so no infusion until it has recovered and the clearance is rechecked."
        : bar.known
          ? "At this clearance it should not be given."
          : "An eGFR this low makes a clearance below 35 likely: work it out before the next dose.";
      return {
        refs: [...ctx.refs(...meds), ...bar.refs],
        severity: bar.known ? Severity.high : Severity.moderate,
        values: { med: medNames(meds), reading: bar.reading, plan },
      };
    },
  },
];
