/**
 * The AHA PREVENT equations, base model, 10-year risk of total cardiovascular disease (CVD:
 * atherosclerotic CVD and heart failure) and of atherosclerotic CVD (ASCVD): sex-specific and
 * race-free, for adults aged 30–79 without known CVD (Khan SS et al., Development and Validation
 * of the American Heart Association's PREVENT Equations, Circulation 2024;149(6):430–449,
 * DOI 10.1161/CIRCULATIONAHA.123.067626, PMID 37947085).
 *
 * Each outcome is a logistic model: risk = exp(x) / (1 + exp(x)), x = constant + Σ βᵢ·termᵢ, with
 *   age        (age − 55) / 10
 *   nonHdl     (total − HDL cholesterol in mmol/L) − 3.5
 *   hdl        (HDL in mmol/L − 1.3) / 0.3
 *   sbpLow     (min(SBP, 110) − 110) / 20
 *   sbpHigh    (max(SBP, 110) − 130) / 20
 *   egfrLow    (min(eGFR, 60) − 60) / −15
 *   egfrHigh   (max(eGFR, 60) − 90) / −15
 *   diabetes, smoker, bpTreated, statin: 0 or 1
 * and the interactions bpTreated·sbpHigh, statin·nonHdl, age·nonHdl, age·hdl, age·sbpHigh,
 * age·diabetes, age·smoker, age·egfrLow. Cholesterol in mg/dL is converted with 0.02586.
 *
 * The coefficients were not typed from memory. They were copied from, and checked term by term
 * against, independent public implementations (see prevent.test.ts for where each was seen):
 * the Stata module PREVENT by Ariel Linden (SSC, 2024, prevent10i.ado), a TypeScript port of the
 * AHA's own R package AHAprevent 1.0.0, and (ASCVD) venkmurthy/vmtools; the results are checked
 * against the published worked examples of the R package preventr (martingmayer/preventr).
 */

export type PreventSex = "female" | "male";

export interface PreventInputs {
  age: number;
  sex: PreventSex;
  /** Total cholesterol, mg/dL. */
  totalCholesterolMgDl: number;
  /** HDL cholesterol, mg/dL. */
  hdlMgDl: number;
  /** Systolic blood pressure, mmHg. */
  sbp: number;
  /** On blood-pressure-lowering medicine. */
  bpTreated: boolean;
  diabetes: boolean;
  currentSmoker: boolean;
  /** eGFR, mL/min/1.73 m². */
  egfr: number;
  statin: boolean;
}

export interface PreventRisk {
  /** 10-year risk of total CVD (ASCVD and heart failure), 0–1. */
  cvd: number;
  /** 10-year risk of ASCVD (coronary heart disease and stroke), 0–1. */
  ascvd: number;
}

/** Cholesterol mg/dL → mmol/L, the factor all the implementations above use. */
export const CHOLESTEROL_MG_DL_TO_MMOL_L = 0.02586;

/**
 * Ranges inside which the equations are used. Age, cholesterol and the lower bounds are the
 * equations' own (preventr and the Stata module agree); for SBP and eGFR the narrower upper bound
 * of the two is kept (preventr 180 mmHg and 140, Stata 200 mmHg and 150).
 */
export const PREVENT_RANGES = {
  age: { low: 30, high: 79 },
  totalCholesterolMgDl: { low: 130, high: 320 },
  hdlMgDl: { low: 20, high: 100 },
  sbp: { low: 90, high: 180 },
  egfr: { low: 15, high: 140 },
} as const;

interface Coefficients {
  constant: number;
  age: number;
  nonHdl: number;
  hdl: number;
  sbpLow: number;
  sbpHigh: number;
  diabetes: number;
  smoker: number;
  egfrLow: number;
  egfrHigh: number;
  bpTreated: number;
  statin: number;
  bpTreatedSbpHigh: number;
  statinNonHdl: number;
  ageNonHdl: number;
  ageHdl: number;
  ageSbpHigh: number;
  ageDiabetes: number;
  ageSmoker: number;
  ageEgfrLow: number;
}

/** Base model, 10 years (Khan 2024 supplement, Table S12A, as carried by the implementations above). */
export const PREVENT_10Y: Record<PreventSex, Record<"cvd" | "ascvd", Coefficients>> = {
  female: {
    cvd: {
      constant: -3.307728,
      age: 0.7939329,
      nonHdl: 0.0305239,
      hdl: -0.1606857,
      sbpLow: -0.2394003,
      sbpHigh: 0.3600781,
      diabetes: 0.8667604,
      smoker: 0.5360739,
      egfrLow: 0.6045917,
      egfrHigh: 0.0433769,
      bpTreated: 0.3151672,
      statin: -0.1477655,
      bpTreatedSbpHigh: -0.0663612,
      statinNonHdl: 0.1197879,
      ageNonHdl: -0.0819715,
      ageHdl: 0.0306769,
      ageSbpHigh: -0.0946348,
      ageDiabetes: -0.27057,
      ageSmoker: -0.078715,
      ageEgfrLow: -0.1637806,
    },
    ascvd: {
      constant: -3.819975,
      age: 0.719883,
      nonHdl: 0.1176967,
      hdl: -0.151185,
      sbpLow: -0.0835358,
      sbpHigh: 0.3592852,
      diabetes: 0.8348585,
      smoker: 0.4831078,
      egfrLow: 0.4864619,
      egfrHigh: 0.0397779,
      bpTreated: 0.2265309,
      statin: -0.0592374,
      bpTreatedSbpHigh: -0.0395762,
      statinNonHdl: 0.0844423,
      ageNonHdl: -0.0567839,
      ageHdl: 0.0325692,
      ageSbpHigh: -0.1035985,
      ageDiabetes: -0.2417542,
      ageSmoker: -0.0791142,
      ageEgfrLow: -0.1671492,
    },
  },
  male: {
    cvd: {
      constant: -3.031168,
      age: 0.7688528,
      nonHdl: 0.0736174,
      hdl: -0.0954431,
      sbpLow: -0.4347345,
      sbpHigh: 0.3362658,
      diabetes: 0.7692857,
      smoker: 0.4386871,
      egfrLow: 0.5378979,
      egfrHigh: 0.0164827,
      bpTreated: 0.288879,
      statin: -0.1337349,
      bpTreatedSbpHigh: -0.0475924,
      statinNonHdl: 0.150273,
      ageNonHdl: -0.0517874,
      ageHdl: 0.0191169,
      ageSbpHigh: -0.1049477,
      ageDiabetes: -0.2251948,
      ageSmoker: -0.0895067,
      ageEgfrLow: -0.1543702,
    },
    ascvd: {
      constant: -3.500655,
      age: 0.7099847,
      nonHdl: 0.1658663,
      hdl: -0.1144285,
      sbpLow: -0.2837212,
      sbpHigh: 0.3239977,
      diabetes: 0.7189597,
      smoker: 0.3956973,
      egfrLow: 0.3690075,
      egfrHigh: 0.0203619,
      bpTreated: 0.2036522,
      statin: -0.0865581,
      bpTreatedSbpHigh: -0.0322916,
      statinNonHdl: 0.114563,
      ageNonHdl: -0.0300005,
      ageHdl: 0.0232747,
      ageSbpHigh: -0.0927024,
      ageDiabetes: -0.2018525,
      ageSmoker: -0.0970527,
      ageEgfrLow: -0.1217081,
    },
  },
};

function within(value: number, range: { low: number; high: number }): boolean {
  return Number.isFinite(value) && value >= range.low && value <= range.high;
}

/** Which input lies outside the range the equations are used in, if any. */
export function preventOutOfRange(inputs: PreventInputs): keyof typeof PREVENT_RANGES | undefined {
  for (const key of Object.keys(PREVENT_RANGES) as (keyof typeof PREVENT_RANGES)[]) {
    if (!within(inputs[key], PREVENT_RANGES[key])) return key;
  }
  return undefined;
}

function logOdds(c: Coefficients, x: PreventInputs): number {
  const age = (x.age - 55) / 10;
  const tc = x.totalCholesterolMgDl * CHOLESTEROL_MG_DL_TO_MMOL_L;
  const hdlMmol = x.hdlMgDl * CHOLESTEROL_MG_DL_TO_MMOL_L;
  const nonHdl = tc - hdlMmol - 3.5;
  const hdl = (hdlMmol - 1.3) / 0.3;
  const sbpLow = (Math.min(x.sbp, 110) - 110) / 20;
  const sbpHigh = (Math.max(x.sbp, 110) - 130) / 20;
  const egfrLow = (Math.min(x.egfr, 60) - 60) / -15;
  const egfrHigh = (Math.max(x.egfr, 60) - 90) / -15;
  const dm = x.diabetes ? 1 : 0;
  const smk = x.currentSmoker ? 1 : 0;
  const bp = x.bpTreated ? 1 : 0;
  const st = x.statin ? 1 : 0;
  return (
    c.constant +
    c.age * age +
    c.nonHdl * nonHdl +
    c.hdl * hdl +
    c.sbpLow * sbpLow +
    c.sbpHigh * sbpHigh +
    c.diabetes * dm +
    c.smoker * smk +
    c.egfrLow * egfrLow +
    c.egfrHigh * egfrHigh +
    c.bpTreated * bp +
    c.statin * st +
    c.bpTreatedSbpHigh * bp * sbpHigh +
    c.statinNonHdl * st * nonHdl +
    c.ageNonHdl * age * nonHdl +
    c.ageHdl * age * hdl +
    c.ageSbpHigh * age * sbpHigh +
    c.ageDiabetes * age * dm +
    c.ageSmoker * age * smk +
    c.ageEgfrLow * age * egfrLow
  );
}

const logistic = (x: number): number => Math.exp(x) / (1 + Math.exp(x));

/**
 * 10-year total CVD and ASCVD risk (0–1) from the PREVENT base model; undefined when an input is
 * outside the range the equations are used in (see {@link PREVENT_RANGES}).
 */
export function prevent10Year(inputs: PreventInputs): PreventRisk | undefined {
  if (preventOutOfRange(inputs) !== undefined) return undefined;
  const set = PREVENT_10Y[inputs.sex];
  return { cvd: logistic(logOdds(set.cvd, inputs)), ascvd: logistic(logOdds(set.ascvd, inputs)) };
}
