import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { prevent10Year, type PreventInputs } from "../risk/prevent.ts";
import { formatNumber } from "../text.ts";
import { bpReadings, latestVisit } from "./bp-readings.ts";
import { isCensored, medNames, type RuleContext } from "./context.ts";
import { currentSmoking } from "./other.ts";
import { LDL_SEVERE } from "./patterns.ts";
import { lowRiskStatinAnswer } from "./statin-low-risk.ts";
import { higherRiskStatinAnswer } from "./statin-risk-answer.ts";
import { readsAsUk } from "./uk-record.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * The 10-year cardiovascular risk from the AHA PREVENT base equations (risk/prevent.ts), for adults
 * of 30–79 without known cardiovascular disease, when every input is in the record and current.
 * The 2025 AHA/ACC high blood pressure guideline uses a PREVENT 10-year total CVD risk of 7.5% or
 * more to start medicines in stage 1 hypertension (SUMMARIES["aha-acc-2025-hbp"]). No statin
 * threshold for PREVENT was found in the sources read, so the statin answer reads the ASCVD figure
 * against the ACC/AHA 2019 categories, set on the pooled cohort equations, and says so.
 *
 * Inputs and what counts as present:
 *  - total and HDL cholesterol, eGFR (reported or calculated from creatinine) and the systolic
 *    pressure of the newest visit (mean of its seated readings), each dated within a year;
 *  - smoking status stated either way (a current smoker by currentSmoking(), or a non-smoker or
 *    ex-smoker in the conditions or notes); without it nothing is computed;
 *  - diabetes from the conditions, or a current HbA1c of 6.5% (48 mmol/mol) or more;
 *  - blood-pressure-lowering medicines and statins from the medicine list (absent means none).
 * An eGFR reported as "> X" (X of 60 or more) is used at X: above 60 the eGFR term is small, and
 * the estimate is then at most slightly high; the text says so.
 */

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/** How US practice uses the figure (SUMMARIES["aha-acc-2025-hbp"]). */
const US_USE =
  "The 2025 AHA/ACC high blood pressure guideline uses this total CVD risk: with an average blood pressure of 130/80 mmHg or more, a risk of 7.5% or more (or diabetes, chronic kidney disease or cardiovascular disease) means starting a blood pressure medicine alongside lifestyle change; below 7.5%, medicine is started if the average stays at 130/80 or more after 3–6 months of lifestyle change.";
/**
 * UK practice estimates the risk with QRISK3 from 25 to 84 without CVD (NICE NG238 1.1.7) and offers
 * atorvastatin 20 mg from a QRISK3 of 10% (FACTS_SEEN["nice-cg181-lipid-modification"]).
 */
const UK_USE =
  "In UK practice NICE estimates this risk with QRISK3 (adults 25–84 without cardiovascular disease) and offers a statin for primary prevention from a QRISK3 of 10%; PREVENT is an American tool, so its figure is a guide and not a QRISK3 score.";
const UK_PATIENT = "In the UK, doctors usually work out this chance with a different tool, called QRISK3.";

const uniqIds = (ids: readonly string[]) => [...new Set(ids)];
const DIABETES_A1C_PERCENT = 6.5;

/** Classes that lower blood pressure (PREVENT's "antihypertensive medicine" input). */
const BP_LOWERING = [
  "ace-inhibitor",
  "arb",
  "thiazide",
  "loop-diuretic",
  "mra",
  "potassium-sparing",
  "other-bp-lowering",
  "beta-blocker",
];

/** A non-smoker or ex-smoker stated in a sentence. */
const NOT_SMOKING =
  /\b(?:non-?smoker|never\s+smok\w*|ex-?smoker|former\s+smoker|(?:quit|stopped|gave up)\s+smoking|(?:does\s*n[o']?t|do not|doesn't)\s+smoke|not\s+a\s+smoker|no\s+tobacco|denies\s+(?:smoking|tobacco)|smok(?:er|ing)\s*:\s*(?:no|never|former|ex))\b/;
const SOMEONE_ELSE =
  /\b(?:mother|father|mum|mom|dad|parents?|brother|sister|son|daughter|husband|wife|partner|spouse)\b[^.;]*\bsmok/;

function nowMs(ctx: RuleContext): number | undefined {
  return ctx.model.now === undefined ? undefined : Date.parse(ctx.model.now);
}

/** Dated within the last year (a date after now counts too; an undated value is not current). */
function current(ctx: RuleContext, date: string | undefined): boolean {
  if (date === undefined) return false;
  const t = Date.parse(date);
  const now = nowMs(ctx);
  if (Number.isNaN(t)) return false;
  return now === undefined || Number.isNaN(now) || now - t <= YEAR_MS;
}

/** The current uncensored value of a lab with its observation. */
function currentLab(ctx: RuleContext, id: string): { value: number; obs: LabObservation } | undefined {
  const obs = ctx.lab(id);
  if (obs === undefined || isCensored(obs) || !current(ctx, obs.date)) return undefined;
  const value = ctx.valueOf(obs);
  return value === undefined ? undefined : { value, obs };
}

/** The current eGFR; one reported as "> X" with X of 60 or more is read at X. */
function currentEgfr(ctx: RuleContext): { value: number; obs: LabObservation; floor: boolean } | undefined {
  const obs = ctx.lab("egfr");
  if (obs === undefined || !current(ctx, obs.date) || obs.standard === undefined) return undefined;
  if (obs.value.kind === "number" && (obs.value.comparator === ">" || obs.value.comparator === ">=")) {
    // Read at the bound in both censored readings, so the estimate does not depend on the reading.
    const bound = obs.standard.value;
    if (bound < 60) return undefined;
    ctx.valueOf(obs);
    return { value: bound, obs, floor: true };
  }
  if (isCensored(obs)) return undefined;
  const value = ctx.valueOf(obs);
  return value === undefined ? undefined : { value, obs, floor: false };
}

/** Smoking status stated either way; undefined when the record does not say. */
function smokingStatus(ctx: RuleContext): { smoker: boolean; refs: string[] } | undefined {
  const smoking = currentSmoking(ctx);
  if (smoking) return { smoker: true, refs: smoking.refs };
  const past = ctx
    .everHad("smoker")
    .find((c) => /\b(?:former|ex|past|quit|stopped|history of|never|non)\b|\b(?:ex|non)-/i.test(c.name));
  if (past) return { smoker: false, refs: [past.ref] };
  for (const sentence of ctx.freeText.split(/[.;\n]+/)) {
    if (NOT_SMOKING.test(sentence) && !SOMEONE_ELSE.test(sentence)) return { smoker: false, refs: [] };
  }
  return undefined;
}

/** The newest visit's seated systolic pressure (mean of its readings) and diastolic, dated within a year. */
function currentBp(
  ctx: RuleContext,
): { sys: number; dia: number; date: string; refs: string[]; n: number } | undefined {
  const visit = latestVisit(bpReadings(ctx));
  const date = visit[0]?.date;
  if (visit.length === 0 || date === undefined || !current(ctx, date)) return undefined;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    sys: mean(visit.map((r) => r.sys)),
    dia: mean(visit.map((r) => r.dia)),
    date: date.slice(0, 10),
    refs: visit.flatMap((r) => r.refs),
    n: visit.length,
  };
}

const pct = (risk: number): string => formatNumber(Math.round(risk * 1000) / 10);

function inHundred(risk: number): string {
  const n = Math.round(risk * 100);
  return n < 1 ? "Fewer than 1 in 100" : `About ${n} in 100`;
}

/** Whether this record has every input of the PREVENT estimate, so the report gives it. */
export function preventEstimated(ctx: RuleContext): boolean {
  return preventMatch(ctx) !== undefined;
}

function preventMatch(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.age;
  const sex = ctx.sex;
  if (age === undefined || sex === undefined || age < 30 || age > 79) return undefined;
  // PREVENT is for people without cardiovascular disease.
  if (ctx.everHad("ascvd").length > 0 || ctx.everHad("heart-failure").length > 0 || ctx.everHad("hfref").length > 0)
    return undefined;
  // A 10-year figure understates the lifelong risk of an LDL-C of 190 mg/dL (4.9 mmol/L) or more, or
  // of familial hypercholesterolaemia: ACC/AHA treat that LDL-C without a risk estimate and NICE CG71
  // says standard risk tools do not apply in FH (review 30, cardio-30 case 01: a 35-year-old with
  // LDL-C 5.4 mmol/L and a father's MI at 46 was told "about 2 in 100" beside "possible FH").
  const ldl = ctx.value("ldl-c");
  if ((ldl !== undefined && ldl >= LDL_SEVERE) || ctx.conditions("familial-hypercholesterolaemia").length > 0)
    return undefined;

  const tc = currentLab(ctx, "cholesterol-total");
  const hdl = currentLab(ctx, "hdl-c");
  const egfr = currentEgfr(ctx);
  const bp = currentBp(ctx);
  const smoking = smokingStatus(ctx);
  if (!tc || !hdl || !egfr || !bp || !smoking) return undefined;

  const dmConditions = ctx.conditions("diabetes");
  const a1c = currentLab(ctx, "hba1c");
  const a1cDiabetes = a1c !== undefined && a1c.value >= DIABETES_A1C_PERCENT;
  const diabetes = dmConditions.length > 0 || a1cDiabetes;
  const bpMeds = ctx.medsOf(...BP_LOWERING);
  const statins = ctx.meds("statin");

  const inputs: PreventInputs = {
    age,
    sex,
    totalCholesterolMgDl: tc.value,
    hdlMgDl: hdl.value,
    sbp: bp.sys,
    bpTreated: bpMeds.length > 0,
    diabetes,
    currentSmoker: smoking.smoker,
    egfr: egfr.value,
    statin: statins.length > 0,
  };
  const risk = prevent10Year(inputs);
  if (risk === undefined) return undefined;

  const sbpText = `${formatNumber(Math.round(bp.sys))} mmHg${bp.n > 1 ? ` (mean of ${bp.n} readings)` : ""} on ${bp.date}`;
  const dmText =
    dmConditions.length > 0
      ? `diabetes (${dmConditions[0]?.name})`
      : a1cDiabetes
        ? `diabetes by HbA1c ${ctx.show(a1c?.obs)}`
        : "no diabetes";
  const inputsText = [
    `age ${age}`,
    sex,
    `total cholesterol ${ctx.show(tc.obs)}`,
    `HDL cholesterol ${ctx.show(hdl.obs)}`,
    `systolic blood pressure ${sbpText}`,
    bpMeds.length > 0 ? `on blood pressure medicine (${medNames(bpMeds)})` : "no blood pressure medicine",
    dmText,
    smoking.smoker ? "current smoker" : "not a current smoker",
    `eGFR ${ctx.show(egfr.obs)}`,
    statins.length > 0 ? `on a statin (${medNames(statins)})` : "no statin",
  ].join(", ");

  const extras: string[] = [];
  if (egfr.floor)
    extras.push(`The eGFR was reported as a lower limit and used at that value, so the estimate may be slightly high.`);
  const uk = readsAsUk(ctx);
  const stage1 = bp.sys < 140 && bp.dia < 90 && (bp.sys >= 130 || bp.dia >= 80);
  if (stage1 && bpMeds.length === 0 && !uk)
    extras.push(
      `The latest reading is in the stage 1 range (130–139/80–89 mmHg), where this threshold applies once the average of readings confirms it.`,
    );

  // The estimate answers the statin question: low (statin-low-risk.ts) or higher (statin-risk-answer.ts).
  const answer =
    lowRiskStatinAnswer(ctx, risk.ascvd, { diabetes, statin: statins.length > 0 }) ??
    higherRiskStatinAnswer(ctx, risk.ascvd, { diabetes });
  if (answer) extras.push(answer.clinician);
  return {
    ...(answer && {
      patientExtra: answer.patient,
      nextSteps: [
        ...answer.steps,
        "Recalculate after changes in blood pressure, cholesterol, smoking, kidney function or treatment",
      ],
      evidence: answer.evidence,
    }),
    // A UK record is told the NICE tool, and not the AHA/ACC blood pressure threshold (review 28,
    // deep-28 case 05: an NHS Health Check read against the US guideline alone).
    ...(uk && {
      patientExtra: [answer?.patient, UK_PATIENT].filter(Boolean).join(" "),
      evidence: uniqIds(["khan-2024-prevent", "nice-cg181-lipid-modification", ...(answer?.evidence ?? [])]),
      evidenceReplacesRule: true as const,
    }),
    refs: [
      ...ctx.refs(tc.obs, hdl.obs, egfr.obs, a1cDiabetes ? a1c?.obs : undefined),
      ...bp.refs,
      ...smoking.refs,
      ...dmConditions.map((c) => c.ref),
      ...bpMeds.map((m) => m.ref),
      ...statins.map((m) => m.ref),
    ],
    values: {
      cvd: pct(risk.cvd),
      ascvd: pct(risk.ascvd),
      inputs: inputsText,
      inHundred: inHundred(risk.cvd),
      use: uk ? UK_USE : US_USE,
    },
    ...(extras.length > 0 ? { clinicianExtra: extras.join(" ") } : {}),
  };
}

export const CV_RISK_RULES: readonly Rule[] = [
  {
    id: "prevent-10y-cv-risk",
    family: FindingFamily.pattern,
    // Low at any risk: an info finding is listed with tests to keep up with, where a risk estimate
    // is lost; the text, not the grade, says what the level means.
    severity: Severity.low,
    problem: "Cardiovascular risk",
    title: "10-year cardiovascular risk (PREVENT)",
    clinician:
      "AHA PREVENT base equations (sex-specific, race-free; adults 30–79 without cardiovascular disease): 10-year risk of total cardiovascular disease (heart attack, stroke or heart failure) {cvd}%, of atherosclerotic cardiovascular disease {ascvd}%. Inputs: {inputs}. {use} The estimate also informs the statin discussion under the cholesterol guideline in use.",
    patient:
      "We estimated your chance of heart problems with a tool called PREVENT. {inHundred} people like you would have a heart attack, stroke or heart failure in the next 10 years. Your doctor can use this to decide with you about blood pressure or cholesterol medicines.",
    nextSteps: [
      "Use the 10-year risk in the shared decision on blood pressure and cholesterol treatment",
      "Recalculate after changes in blood pressure, cholesterol, smoking, kidney function or treatment",
    ],
    patientQuestions: ["What could I do to lower my risk of heart attack and stroke?"],
    evidence: ["khan-2024-prevent", "aha-acc-2025-hbp"],
    keywords: ["cardiovascular risk", "PREVENT", "10-year risk", "blood pressure", "cholesterol"],
    match: preventMatch,
  },
];
