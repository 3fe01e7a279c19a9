import type { MeaningInContext } from "../catalogue/overlay.ts";
import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";
import { magnesiumHypoparathyroidism } from "./magnesium-hypoparathyroidism.ts";
import { isLow } from "./lab-status.ts";

/*
 * A low calcium with a low parathyroid hormone (PTH) is hypoparathyroidism; after thyroid or
 * parathyroid surgery it is the commonest cause of acute symptomatic hypocalcaemia in hospital
 * (review 13, adrenal-pituitary case 10: adjusted calcium 1.78 mmol/L, PTH 0.4 pmol/L, phosphate
 * high, three days after a total thyroidectomy, with perioral and finger tingling). Read one result
 * at a time, the calcium was put down to a magnesium just under its range, the PTH text spoke of a
 * high calcium, and the phosphate of the kidneys, all at low priority.
 *
 * Society for Endocrinology emergency guidance (Turner 2016, addendum 2019): severe hypocalcaemia,
 * an adjusted calcium below 1.9 mmol/L and/or symptoms, is a medical emergency treated with IV
 * calcium gluconate under ECG monitoring, then an infusion; magnesium deficiency is a cause too.
 *
 * A low magnesium can itself hold PTH down, so without neck surgery the magnesium reading in
 * rules/calcium-low-magnesium.ts stands; after neck surgery the glands are the cause and the
 * magnesium is corrected alongside.
 */

/** Adjusted calcium (mg/dL, the rule unit) below which hypocalcaemia is severe: 1.9 mmol/L. */
const SEVERE_CALCIUM = 7.6;
const NECK_SURGERY =
  /\b(?:total |completion )?thyroidectomy\b|\bparathyroidectomy\b|\bneck (?:surgery|dissection|exploration)\b/i;
const SYMPTOMS =
  /\btingl\w*|\bparaesthes\w*|\bparesthes\w*|\bpins and needles\b|\bnumb\w*|\bcramp\w*|\bcarpopedal\b|\btetany\b|\bmuscle spasms?\b|\blaryngospasm\b|\bchvostek\w*|\btrousseau\w*|\bseizures?\b|\bprolonged qtc?\b/i;

interface Hypoparathyroidism {
  calcium: LabObservation;
  pth: LabObservation;
  afterSurgery: boolean;
}

/** A low calcium with a low PTH, and whether neck surgery is recorded. */
export function hypoparathyroidism(ctx: RuleContext): Hypoparathyroidism | undefined {
  const calcium = ctx.lab("calcium");
  const pth = ctx.lab("pth-intact");
  if (!isLow(calcium) || !isLow(pth)) return undefined;
  const surgeryText = [...ctx.model.conditions.map((c) => c.name), ctx.freeText].join("\n");
  return { calcium, pth, afterSurgery: NECK_SURGERY.test(surgeryText) };
}

/** A low calcium after recorded neck surgery with no PTH on record yet. */
function lowCalciumAfterNeckSurgery(ctx: RuleContext): LabObservation | undefined {
  const calcium = ctx.lab("calcium");
  if (!isLow(calcium) || ctx.lab("pth-intact") !== undefined) return undefined;
  const surgeryText = [...ctx.model.conditions.map((c) => c.name), ctx.freeText].join("\n");
  return NECK_SURGERY.test(surgeryText) ? calcium : undefined;
}

const LOW_PTH_LOW_CALCIUM: MeaningInContext = {
  text: "with a low calcium means the parathyroid glands are underactive (hypoparathyroidism)",
  evidence: ["sfe-2016-acute-hypocalcaemia"],
};
const LOW_PTH_LOW_MAGNESIUM: MeaningInContext = {
  text: "with a low calcium and a low magnesium most likely means the magnesium deficiency is holding the parathyroid glands back (functional hypoparathyroidism); it recovers once magnesium is replaced",
  evidence: ["sfe-2016-acute-hypocalcaemia", "nhs-highland-hypomagnesaemia"],
};
const LOW_CALCIUM_AFTER_NECK_SURGERY: MeaningInContext = {
  text: "comes with a low parathyroid hormone (PTH) after neck surgery: the parathyroid glands are not working, which is the cause to treat (see the hypocalcaemia finding)",
  evidence: ["sfe-2016-acute-hypocalcaemia"],
};
const HIGH_PHOSPHATE_LOW_PTH: MeaningInContext = {
  text: "fits the low parathyroid hormone (PTH): without it the kidneys hold on to phosphate",
  evidence: ["sfe-2016-acute-hypocalcaemia"],
};

/**
 * The meaning of a calcium, PTH or phosphate result read beside a low calcium with a low PTH, or
 * undefined. Kidney failure is read before this (evaluate.ts), so a high phosphate there keeps that text.
 */
export function hypoparathyroidMeaning(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  const h = hypoparathyroidism(ctx);
  if (h === undefined) return undefined;
  if (obs.analyteId === "pth-intact" && isLow(obs))
    return !h.afterSurgery && isLow(ctx.lab("magnesium")) ? LOW_PTH_LOW_MAGNESIUM : LOW_PTH_LOW_CALCIUM;
  if (obs.analyteId === "phosphorus" && (obs.status === "high" || obs.status === "critical-high"))
    return HIGH_PHOSPHATE_LOW_PTH;
  if (obs.analyteId === "calcium" && h.afterSurgery) return LOW_CALCIUM_AFTER_NECK_SURGERY;
  return undefined;
}

const SEVERE_STEPS: readonly string[] = [
  "Emergency: give IV calcium gluconate, 10–20 mL of 10% in 50–100 mL 5% glucose over 10 minutes with ECG monitoring, repeated until symptoms settle; then a calcium gluconate infusion (100 mL of 10% in 1 L of 0.9% saline or 5% glucose at 50–100 mL/h), titrated to the calcium",
  "Correct the magnesium as well if it is low, and recheck calcium, magnesium and phosphate often",
  "Start activated vitamin D (alfacalcidol or calcitriol) with oral calcium, with endocrinology or the surgical team's advice",
];
const MILD_STEPS: readonly string[] = [
  "Start oral calcium and recheck the adjusted calcium within 24 hours; treat as an emergency (IV calcium gluconate) if symptoms appear or the calcium falls below 1.9 mmol/L",
  "Correct the magnesium as well if it is low",
  "Discuss activated vitamin D (alfacalcidol or calcitriol) with endocrinology",
];

export const HYPOPARATHYROIDISM_ACUTE_RULES: readonly Rule[] = [
  {
    // Review 46 (endocrine-sweep-46 case 05): adjusted calcium 2.05 mmol/L the day after a total
    // thyroidectomy, with tingling lips and fingertips and no PTH yet, was a low-priority lab-low.
    id: "hypocalcaemia-after-neck-surgery",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Hypocalcaemia",
    title: "{title}",
    clinician:
      "Calcium {calcium} is low after thyroid or parathyroid surgery, with no PTH on record: post-surgical hypoparathyroidism is the likely cause until a PTH shows otherwise. {grade}",
    patient:
      "Your calcium is low. After neck surgery this usually means the small glands that control calcium (the parathyroid glands) are not working properly for now. {patient}",
    nextSteps: ["Measure PTH, magnesium and phosphate now, with the repeat calcium", ...MILD_STEPS],
    patientQuestions: [
      "How long will I need calcium and vitamin D treatment, and how often will my calcium be checked?",
    ],
    evidence: ["sfe-2016-acute-hypocalcaemia", "endobible-hypocalcaemia-management"],
    keywords: ["hypocalcaemia", "hypoparathyroidism", "thyroidectomy", "calcium gluconate"],
    match: (ctx) => {
      const calcium = lowCalciumAfterNeckSurgery(ctx);
      if (calcium === undefined) return undefined;
      const ca = ctx.valueOf(calcium);
      const low = ca !== undefined && ca < SEVERE_CALCIUM;
      const symptom = statedMention(ctx.freeText, SYMPTOMS);
      const severe = low || symptom !== undefined;
      const why = [
        low ? "the calcium is below 1.9 mmol/L" : "",
        symptom !== undefined ? `"${symptom}" in the notes` : "",
      ].filter(Boolean);
      return {
        refs: [calcium.ref],
        severity: severe ? Severity.critical : Severity.high,
        values: {
          calcium: ctx.show(calcium),
          title: severe
            ? "Symptomatic hypocalcaemia after neck surgery: IV calcium now"
            : "Hypocalcaemia after neck surgery: likely hypoparathyroidism",
          grade: severe
            ? `This is severe acute hypocalcaemia (${why.join(" and ")}), a medical emergency: it can cause laryngospasm, seizures and heart rhythm problems.`
            : "The calcium is not yet in the severe range and no symptoms are recorded; it needs treatment and close rechecks.",
          patient: severe
            ? "With your symptoms this needs treatment today: go to an emergency department now or call an ambulance (999 in the UK, 911 in the US, or your local emergency number), especially if the tingling spreads, your muscles cramp or you feel your throat tighten."
            : "Please contact your surgical team or doctor today about calcium treatment. If you get tingling around your mouth or in your fingers, or muscle cramps, get urgent medical help.",
        },
        ...(severe && {
          nextSteps: [
            "Measure PTH and magnesium with the next blood test, without delaying treatment",
            ...SEVERE_STEPS,
          ],
        }),
      };
    },
  },
  {
    id: "hypocalcaemia-hypoparathyroidism",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Hypocalcaemia",
    title: "{title}",
    clinician: "Calcium {calcium} is low with a low PTH {pth}{surgery}: {reading} {grade}",
    patient: "Your calcium is low {cause} {patient}",
    nextSteps: MILD_STEPS,
    patientQuestions: [
      "How long will I need calcium and vitamin D treatment, and how often will my calcium be checked?",
    ],
    evidence: ["sfe-2016-acute-hypocalcaemia", "endobible-hypocalcaemia-management"],
    keywords: ["hypocalcaemia", "hypoparathyroidism", "thyroidectomy", "calcium gluconate", "parathyroid hormone"],
    match: (ctx) => {
      const h = hypoparathyroidism(ctx);
      if (h === undefined) return undefined;
      const ca = ctx.valueOf(h.calcium);
      const symptom = statedMention(ctx.freeText, SYMPTOMS);
      const severe = (ca !== undefined && ca < SEVERE_CALCIUM) || symptom !== undefined;
      const why = [
        ca !== undefined && ca < SEVERE_CALCIUM ? "the calcium is below 1.9 mmol/L" : "",
        symptom !== undefined ? `"${symptom}" in the notes` : "",
      ].filter(Boolean);
      const mg = ctx.lab("magnesium");
      // Without neck surgery a low magnesium is the likely cause (rules/magnesium-hypoparathyroidism.ts).
      const functional = !h.afterSurgery && isLow(mg) ? magnesiumHypoparathyroidism(ctx, mg, severe) : undefined;
      const magnesium =
        h.afterSurgery && isLow(mg)
          ? ` The magnesium ${ctx.show(mg)} is low too and should be corrected, but after neck surgery it does not explain the low calcium.`
          : "";
      return {
        refs: [h.calcium.ref, h.pth.ref, ...(isLow(mg) ? [mg.ref] : [])],
        severity: severe ? Severity.critical : Severity.high,
        values: {
          calcium: ctx.show(h.calcium),
          pth: ctx.show(h.pth),
          surgery: h.afterSurgery ? " after thyroid or parathyroid surgery" : "",
          reading: functional?.reading ?? "hypoparathyroidism, the parathyroid glands are not making enough hormone.",
          cause:
            functional?.patientCause ??
            "because the small glands in your neck that control calcium (the parathyroid glands) are not working properly.",
          title: functional
            ? functional.title
            : severe
              ? `Severe hypocalcaemia from ${h.afterSurgery ? "post-surgical " : ""}hypoparathyroidism: IV calcium now`
              : `Hypocalcaemia from ${h.afterSurgery ? "post-surgical " : ""}hypoparathyroidism`,
          grade: severe
            ? `This is severe acute hypocalcaemia (${why.join(" and ")}), a medical emergency: it can cause laryngospasm, seizures and heart rhythm problems.${magnesium}`
            : `The calcium is not yet in the severe range and no symptoms are recorded; it needs treatment and close rechecks.${magnesium}`,
          patient: severe
            ? `It is very low${functional ? "" : ", which can happen after neck surgery,"} and this needs treatment today: go to an emergency department now or call an ambulance (999 in the UK, 911 in the US, or your local emergency number), especially if the tingling spreads, your muscles cramp or you feel your throat tighten.`
            : "Please contact your doctor today about calcium treatment. If you get tingling around your mouth or in your fingers, or muscle cramps, get urgent medical help.",
        },
        ...(severe && { nextSteps: functional?.severeSteps ?? SEVERE_STEPS }),
        ...(functional && { evidence: ["sfe-2016-acute-hypocalcaemia", ...functional.evidence] }),
      };
    },
  },
];
