import { FindingFamily, type LabObservation, Severity, type VitalItem } from "../model.ts";
import { formatNumber } from "../text.ts";
import { preventEstimated } from "./cv-risk.ts";
import type { RuleContext } from "./context.ts";
import { notedWaistCm, notesSayFasting } from "./metabolic-syndrome-notes.ts";
import { latestBp } from "./other.ts";
import { pregnantOrPostnatal } from "./pregnancy-emergencies.ts";
import type { Rule } from "./types.ts";

/*
 * Metabolic syndrome by the harmonised criteria of the 2009 joint interim statement (Alberti et al.,
 * Circulation 2009;120:1640): three of five, none obligatory.
 * - Waist circumference above the population's cut-point. Only a recorded waist counts, and only at
 *   102 cm or more in men and 88 cm or more in women (the AHA/NHLBI cut-points, the highest the
 *   statement lists), so that no population is counted on a cut-point lower than its own. The
 *   statement's lower cut-points for other populations (94/80 cm Europid, 90/80 cm Asian) are not
 *   applied, since ethnicity is not in the record.
 * - Triglycerides 150 mg/dL (1.7 mmol/L) or more, or drug treatment for raised triglycerides.
 * - HDL cholesterol below 40 mg/dL (1.0 mmol/L) in men, below 50 mg/dL (1.3 mmol/L) in women. The
 *   statement also counts drug treatment for low HDL; here a fibrate or nicotinic acid counts only
 *   once, for triglycerides (a statin not at all), so one drug never makes two criteria.
 * - Blood pressure 130 systolic or more, or 85 diastolic or more, or antihypertensive treatment with
 *   a history of hypertension.
 * - Fasting glucose 100 mg/dL (5.6 mmol/L) or more, or drug treatment of raised glucose (a
 *   glucose-lowering medicine with diabetes recorded, since metformin, SGLT2 inhibitors and GLP-1
 *   receptor agonists are also given for other reasons). A glucose not named fasting is not counted,
 *   nor is HbA1c, which is not one of the criteria.
 * A result given in mmol/L is judged against the statement's mmol/L cut-off, so a rounding of the
 * conversion never moves it across. Adults only, and not in pregnancy or the weeks after birth.
 *
 * The 2019 ACC/AHA primary-prevention guideline lists metabolic syndrome among the risk-enhancing
 * factors that favour a statin at borderline or intermediate 10-year ASCVD risk (ages 40–75), and
 * puts a healthy lifestyle first.
 */

/** The statement's criteria are for adults. */
const ADULT_AGE = 18;
/** ACC/AHA 2019: 10-year ASCVD risk is estimated, and risk enhancers weighed, from 40 to 75. */
const RISK_ESTIMATE_AGES = { from: 40, to: 75 } as const;

const WAIST_CM = { male: 102, female: 88 } as const;
const FIBRATE_OR_NIACIN = /\b(?:fenofibrat\w*|gemfibrozil|bezafibrat\w*|ciprofibrat\w*|niacin|nicotinic acid)\b/i;
const FASTING = /fast|fpg|fbg/i;

interface Criterion {
  /** Clinician words: "triglycerides 212 mg/dL (2026-11-12)". */
  clinician: string;
  /** Patient words: "high triglycerides (a blood fat)". */
  patient: string;
  refs: string[];
}

/** The value in the unit it was reported in when that is mmol/L, else in the rule unit (mg/dL). */
function cutOff(ctx: RuleContext, obs: LabObservation, mgdl: number, mmol: number): number | undefined {
  const value = ctx.valueOf(obs);
  if (value === undefined || obs.standard === undefined) return undefined;
  const si = /mmol/i.test(obs.unit ?? "") && obs.value.kind === "number" && obs.standard.value !== 0;
  if (!si) return value - mgdl;
  return value * ((obs.value.kind === "number" ? obs.value.value : 0) / obs.standard.value) - mmol;
}

function waistCm(v: VitalItem): number | undefined {
  if (v.value === undefined) return undefined;
  const unit = (v.unit ?? "").toLowerCase().trim();
  if (unit === "cm" || unit === "") return v.value;
  if (unit === "mm") return v.value / 10;
  if (unit === "m") return v.value * 100;
  if (/^(?:in|inch|inches|\[in_i\]|")$/.test(unit)) return v.value * 2.54;
  return undefined;
}

function waistCriterion(ctx: RuleContext): Criterion | undefined {
  const sex = ctx.sex;
  if (sex === undefined) return undefined;
  const waist = ctx.model.vitals.find((v) => v.kind === "other" && /\bwaist\b/i.test(v.name) && v.value !== undefined);
  const noted = waist === undefined ? notedWaistCm(ctx) : undefined;
  const cm = waist !== undefined ? waistCm(waist) : noted?.cm;
  if (cm === undefined || cm < WAIST_CM[sex]) return undefined;
  return {
    clinician: `waist ${formatNumber(cm, 0)} cm${noted ? ` ("${noted.text}" in the notes)` : ""} (${sex === "male" ? "102" : "88"} cm or more)`,
    patient: "a large waist",
    refs: waist ? [waist.ref] : [],
  };
}

function fibrateOrNiacin(ctx: RuleContext) {
  return ctx.model.medications.find((m) => m.active && FIBRATE_OR_NIACIN.test(m.name));
}

function triglycerideCriterion(ctx: RuleContext): Criterion | undefined {
  const tg = ctx.lab("triglycerides");
  const over = tg === undefined ? undefined : cutOff(ctx, tg, 150, 1.7);
  if (tg !== undefined && over !== undefined && over >= 0)
    return { clinician: `triglycerides ${ctx.show(tg)}`, patient: "high triglycerides (a blood fat)", refs: [tg.ref] };
  const drug = fibrateOrNiacin(ctx);
  if (drug === undefined) return undefined;
  return { clinician: `treated triglycerides (${drug.name})`, patient: "treatment for a blood fat", refs: [drug.ref] };
}

/**
 * Low HDL by value only: a fibrate or nicotinic acid counts once, for triglycerides, since the same
 * drug is not read as two criteria.
 */
function hdlCriterion(ctx: RuleContext): Criterion | undefined {
  const hdl = ctx.lab("hdl-c");
  const sex = ctx.sex;
  // Without a recorded sex only the men's cut-off, which is low for either sex, is used.
  const under =
    hdl === undefined ? undefined : sex === "female" ? cutOff(ctx, hdl, 50, 1.3) : cutOff(ctx, hdl, 40, 1.0);
  if (hdl !== undefined && under !== undefined && under < 0)
    return {
      clinician: `HDL cholesterol ${ctx.show(hdl)}`,
      patient: "low HDL ('good') cholesterol",
      refs: [hdl.ref],
    };
  return undefined;
}

function bpCriterion(ctx: RuleContext): Criterion | undefined {
  const bp = latestBp(ctx);
  if (bp !== undefined && (bp.sys >= 130 || bp.dia >= 85))
    return {
      clinician: `blood pressure ${formatNumber(bp.sys, 0)}/${formatNumber(bp.dia, 0)} mmHg${bp.date ? ` (${bp.date.slice(0, 10)})` : ""}`,
      patient: "raised blood pressure",
      refs: bp.refs,
    };
  const history = ctx.conditions("hypertension");
  const treated = ctx.medsOf("ace-inhibitor", "arb", "thiazide", "other-bp-lowering", "mra");
  if (history.length === 0 || treated.length === 0) return undefined;
  return {
    clinician: `treated hypertension (${treated.map((m) => m.name).join(", ")})`,
    patient: "treated high blood pressure",
    refs: ctx.refs(history[0], ...treated),
  };
}

/** A glucose named fasting, or the latest one when the notes say the bloods were fasting. */
function isFasting(ctx: RuleContext, o: LabObservation): boolean {
  return FASTING.test(`${o.name} ${o.notes ?? ""}`) || (o === ctx.lab("glucose") && notesSayFasting(ctx));
}

function glucoseCriterion(ctx: RuleContext): Criterion | undefined {
  const fasting = ctx.labs("glucose").find((o) => o.standard !== undefined && isFasting(ctx, o));
  const over = fasting === undefined ? undefined : cutOff(ctx, fasting, 100, 5.6);
  if (fasting !== undefined && over !== undefined && over >= 0)
    return {
      clinician: `fasting glucose ${ctx.show(fasting)}${FASTING.test(`${fasting.name} ${fasting.notes ?? ""}`) ? "" : " (fasting, as the notes say)"}`,
      patient: "raised fasting blood sugar",
      refs: [fasting.ref],
    };
  const diabetes = ctx.conditions("diabetes");
  const drugs = ctx.medsOf("metformin", "sulfonylurea", "insulin", "sglt2i", "glp1-ra", "dpp4i");
  if (diabetes.length === 0 || drugs.length === 0) return undefined;
  return {
    clinician: `treated diabetes (${drugs.map((m) => m.name).join(", ")})`,
    patient: "treated blood sugar",
    refs: ctx.refs(diabetes[0], ...drugs),
  };
}

function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** A glucose above the cut-off that was not counted because it is not named fasting. */
function uncountedGlucose(ctx: RuleContext): LabObservation | undefined {
  const g = ctx.lab("glucose");
  if (g === undefined || isFasting(ctx, g)) return undefined;
  const over = cutOff(ctx, g, 100, 5.6);
  return over !== undefined && over >= 0 ? g : undefined;
}

export const METABOLIC_SYNDROME_RULES: readonly Rule[] = [
  {
    id: "metabolic-syndrome",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Cardiovascular risk",
    title: "Metabolic syndrome (harmonised criteria)",
    clinician:
      "{count} of the 5 harmonised criteria for metabolic syndrome are met ({criteria}); 3 make the diagnosis (joint interim statement, Alberti 2009). Lifestyle change (weight loss, physical activity, diet) is the first step.",
    patient:
      "Several of your results add up to what doctors call metabolic syndrome: {items}. This mix raises the risk of {risks}. Healthy habits improve all of these: more activity, healthier food and, if you are overweight, losing some weight.",
    nextSteps: [
      "Lifestyle first: weight loss if overweight, regular physical activity, a heart-healthy diet, less alcohol",
      "Treat each component on its own merits (blood pressure, lipids, glucose)",
    ],
    patientQuestions: ["What is my overall risk of heart disease, and what would lower it most?"],
    evidence: ["alberti-2009-metabolic-syndrome", "acc-aha-2019-primary-prevention"],
    keywords: ["metabolic syndrome", "triglycerides", "hdl", "waist", "blood pressure", "fasting glucose"],
    match: (ctx) => {
      if (ctx.age === undefined || ctx.age < ADULT_AGE || pregnantOrPostnatal(ctx)) return undefined;
      const met = [
        waistCriterion(ctx),
        triglycerideCriterion(ctx),
        hdlCriterion(ctx),
        bpCriterion(ctx),
        glucoseCriterion(ctx),
      ].filter((c): c is Criterion => c !== undefined);
      if (met.length < 3) return undefined;
      // Known diabetes is not a risk still to come, and the statin discussion the enhancer feeds is
      // moot when a statin is already taken or diabetes itself calls for one (review 15,
      // primary-care-labs 02: a man with type 2 diabetes on atorvastatin).
      const diabetes = ctx.conditions("diabetes").length > 0;
      const enhancer =
        ctx.age >= RISK_ESTIMATE_AGES.from &&
        ctx.age <= RISK_ESTIMATE_AGES.to &&
        ctx.conditions("ascvd").length === 0 &&
        !diabetes &&
        ctx.meds("statin").length === 0;
      const glucose = met.some((c) => c.clinician.includes("glucose")) ? undefined : uncountedGlucose(ctx);
      const clinicianExtra = [
        glucose === undefined
          ? ""
          : `Glucose ${ctx.show(glucose)} is not named fasting, so it is not counted; a fasting glucose would show whether a further criterion is met.`,
        enhancer
          ? "Metabolic syndrome is a risk-enhancing factor (ACC/AHA 2019): at borderline or intermediate 10-year ASCVD risk it favours starting a statin in the risk discussion."
          : "",
      ].filter(Boolean);
      return {
        refs: [...new Set(met.flatMap((c) => c.refs))],
        values: {
          count: met.length,
          criteria: met.map((c) => c.clinician).join("; "),
          items: joinWords([...new Set(met.map((c) => c.patient))]),
          risks: diabetes ? "heart disease and stroke" : "heart disease, stroke and type 2 diabetes",
        },
        severity: met.length >= 4 ? Severity.moderate : Severity.low,
        clinicianExtra: clinicianExtra.join(" "),
        ...(enhancer
          ? {
              nextSteps: [
                "Lifestyle first: weight loss if overweight, regular physical activity, a heart-healthy diet, less alcohol",
                preventEstimated(ctx)
                  ? "Count metabolic syndrome as a risk enhancer beside the 10-year risk estimate in this report (PREVENT) in the statin discussion"
                  : "Estimate 10-year ASCVD risk and count metabolic syndrome as a risk enhancer in the statin discussion",
                "Treat each component on its own merits (blood pressure, lipids, glucose)",
              ],
              patientExtra: "Your doctor can also use this when working out your risk of heart disease.",
            }
          : {}),
      };
    },
  },
];
