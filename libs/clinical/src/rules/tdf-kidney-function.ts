import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { ANTIRETROVIRAL_KIDNEY_RULES } from "./antiretroviral-kidney.ts";
import { medNames, type RuleContext } from "./context.ts";
import { notedCreatinineBaseline } from "./creatinine-baseline-notes.ts";
import { hivConfirmed } from "./hiv.ts";
import { isHigh } from "./lab-status.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * Tenofovir disoproxil (TDF) with reduced or falling kidney function (review 35, resp-infect-35 case
 * 07, pinned as antimicrobial-35 case 05: efavirenz/emtricitabine/TDF with creatinine 1.6 mg/dL, up
 * from 1.0 a year earlier, and eGFR 52 got an AKI finding and a failing-regimen finding, but nothing
 * naming TDF as a kidney-harming drug). rules/antiretroviral-kidney.ts's tdf-proximal-tubulopathy
 * needs two signs of tubular damage; a raised creatinine alone was left unsaid.
 * The Viread label ("fda-viread-label-renal") reports acute renal failure and Fanconi syndrome,
 * asks for creatinine, creatinine clearance, urine glucose and protein (and phosphate in CKD) before
 * and during treatment, and lengthens the dosing interval below a clearance of 50 mL/min; EACS
 * ("eacs-arv-nephrotoxicity") replaces TDF by TAF or a non-tenofovir drug when the eGFR keeps falling
 * with no other cause. A US record cites the label with EACS; others EACS with the tenofovir kidney
 * review, since the label seen is the US one.
 */

/** TDF by name or in a combination; tenofovir alafenamide (TAF) is not it. */
const TDF =
  /\b(?:tenofovir disoproxil|tdf|viread|truvada|atripla|eviplera|complera|stribild|delstrigo)\b(?![^,;]*alafenamide)/i;
/** An eGFR below this counts as reduced kidney function on TDF. */
const EGFR_REDUCED = 60;
/** A creatinine this many times an earlier one counts as a rise. */
const RISE_RATIO = 1.25;

/** A rise in creatinine against the earliest result on record, or the baseline the notes give. */
function creatinineRise(ctx: RuleContext, latest: LabObservation): string | undefined {
  const now = ctx.valueOf(latest);
  if (now === undefined) return undefined;
  const list = ctx.labs("creatinine").filter((o) => ctx.valueOf(o) !== undefined);
  const earliest = list[list.length - 1];
  if (earliest !== undefined && earliest !== latest) {
    const before = ctx.valueOf(earliest) ?? now;
    return now >= before * RISE_RATIO ? `up from ${ctx.show(earliest)}` : undefined;
  }
  const noted = notedCreatinineBaseline(ctx);
  if (noted !== undefined && now >= noted.mgdl * RISE_RATIO)
    return `up from ${noted.shown} in the notes ("${noted.quote}")`;
  return undefined;
}

function tdfKidney(ctx: RuleContext): RuleMatch | undefined {
  const tdf = ctx.model.medications.filter((m) => m.active && TDF.test(m.name));
  if (tdf.length === 0) return undefined;
  // Two signs of tubular damage are tdf-proximal-tubulopathy's, which says more.
  if (ANTIRETROVIRAL_KIDNEY_RULES[0]?.match(ctx) !== undefined) return undefined;
  const creatinine = ctx.lab("creatinine");
  const egfr = ctx.lab("egfr");
  const rise = creatinine === undefined ? undefined : creatinineRise(ctx, creatinine);
  const egfrValue = ctx.valueOf(egfr);
  const lowEgfr = egfrValue !== undefined && egfrValue < EGFR_REDUCED;
  if (rise === undefined && !lowEgfr && !isHigh(creatinine)) return undefined;
  const parts = [
    ...(creatinine !== undefined && (rise !== undefined || isHigh(creatinine))
      ? [`creatinine ${ctx.show(creatinine)}${rise === undefined ? "" : `, ${rise}`}`]
      : []),
    ...(lowEgfr && egfr !== undefined ? [`eGFR ${ctx.show(egfr)}`] : []),
  ];
  const surface = ctx.anyLab("hbsag");
  const hbv =
    ctx.conditions("liver-disease").some((c) => /\bhepatitis b\b|\bhbv\b/i.test(c.name)) ||
    (surface?.value.kind === "qualitative" && surface.value.result === "positive");
  const hiv = hivConfirmed(ctx);
  const us = readsAsUsUnits(ctx);
  return {
    refs: ctx.refs(...tdf, creatinine, lowEgfr ? egfr : undefined),
    values: {
      tdf: medNames(tdf),
      kidney: parts.join("; "),
      label: us
        ? "The Viread (TDF) label reports acute kidney failure and Fanconi syndrome, asks for creatinine, estimated creatinine clearance, urine glucose and urine protein before and during treatment (and phosphate in chronic kidney disease), lengthens the dosing interval when creatinine clearance is below 50 mL/min, and advises against other nephrotoxic drugs such as high-dose NSAIDs alongside it."
        : "Tenofovir disoproxil is cleared by the kidney and can damage the proximal tubules, so creatinine, eGFR, phosphate and urine protein and glucose are followed on it.",
      hbv: hbv
        ? " With hepatitis B, the replacement must still treat it: stopping tenofovir without another hepatitis B antiviral can cause a flare."
        : "",
      hivKidney: hiv ? ", HIV-associated kidney disease" : "",
      medicine: hiv ? "one of your HIV medicines, tenofovir disoproxil," : "your tenofovir disoproxil medicine",
    },
    ...(us
      ? { evidence: ["fda-viread-label-renal", "eacs-arv-nephrotoxicity"], evidenceReplacesRule: true as const }
      : {}),
    nextSteps: [
      "Repeat creatinine and eGFR, with phosphate, urine protein:creatinine ratio and urine glucose, to look for tubular damage; stop other nephrotoxic drugs such as NSAIDs",
      `Review tenofovir disoproxil with ${service(hiv, hbv)}: replace it with tenofovir alafenamide or a non-tenofovir drug${hbv ? " that still treats hepatitis B" : ""} if the fall in kidney function is confirmed with no other cause, and adjust the dosing interval if creatinine clearance is below 50 mL/min meanwhile`,
    ],
  };
}

const service = (hiv: boolean, hbv: boolean) =>
  hiv ? "the HIV service" : hbv ? "the hepatitis B (liver) service" : "the prescriber";

export const TDF_KIDNEY_FUNCTION_RULES: readonly Rule[] = [
  {
    id: "tdf-kidney-function",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    // TDF is taken for HIV, hepatitis B or PrEP: the heading does not assume HIV.
    problem: "Kidney and antiviral medicines",
    title: "Tenofovir disoproxil (TDF) with reduced or falling kidney function",
    clinician:
      "On {tdf}, with {kidney}. {label} EACS replaces TDF by tenofovir alafenamide (TAF) or a non-tenofovir drug when the eGFR keeps falling with no other cause, or tubular damage is shown; TAF has shown fewer tenofovir-related kidney effects. Other causes of the change (dehydration, NSAIDs, other nephrotoxins{hivKidney}) are looked for alongside.{hbv}",
    patient:
      "Your kidney test has changed, and {medicine} can affect the kidneys. Your kidney blood and urine tests need repeating soon. If the medicine is the cause, a related medicine that is gentler on the kidneys is usually swapped in. Keep taking your tablets until your clinic tells you otherwise, and avoid anti-inflammatory painkillers such as ibuprofen meanwhile.",
    nextSteps: [
      "Repeat creatinine and eGFR, with phosphate, urine protein:creatinine ratio and urine glucose",
      "Review tenofovir disoproxil with the prescriber: replace it with tenofovir alafenamide or a non-tenofovir drug if the fall in kidney function is confirmed",
    ],
    patientQuestions: ["Could my tenofovir medicine be affecting my kidneys, and should it be changed?"],
    evidence: ["eacs-arv-nephrotoxicity", "jrenhep-2017-tenofovir-renal"],
    keywords: ["tenofovir disoproxil", "nephrotoxicity", "creatinine", "tenofovir alafenamide", "viread", "egfr"],
    match: tdfKidney,
  },
];
