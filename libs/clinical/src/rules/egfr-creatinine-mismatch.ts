/**
 * A reported eGFR that its own day's creatinine contradicts (review 16, Synthea records: creatinine
 * 2.75 mg/dL with a reported eGFR of 87 in a 70-year-old woman, whose creatinine gives about 18;
 * creatinine 0.91 mg/dL with an eGFR of 4 in a 68-year-old man, which gave "G5, stop metformin").
 * The two cannot both describe one sample, and nothing says which is wrong: the finding asks for
 * both to be checked and repeated, and the findings that rest on either say so.
 */
import { type Finding, FindingFamily, type LabObservation, Severity } from "../model.ts";
import { ageAt, ckdEpi2021, creatinineMgDl, dayOf, pregnantNow } from "../normalize/egfr.ts";
import { CYSTATIN_EGFR_NAME } from "../trends.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import type { Rule } from "./types.ts";

const ADULT_AGE = 18;
/**
 * Apart by at least this factor, with one of the two in the CKD range: far beyond the spread of
 * the equations laboratories use for the same creatinine, and enough to change what is done.
 */
const FACTOR = 2;
const CKD_BELOW = 60;

interface Mismatch {
  egfr: LabObservation;
  creatinine: LabObservation;
  reported: number;
  calculated: number;
}

/** The newest reported eGFR and its day's creatinine when they disagree as above; else undefined. */
export function egfrCreatinineMismatch(ctx: RuleContext): Mismatch | undefined {
  const { age, sex } = ctx.model.patient;
  if (age === undefined || age < ADULT_AGE || (sex !== "male" && sex !== "female")) return undefined;
  if (pregnantNow(ctx.model)) return undefined;
  // A cystatin C-based eGFR is meant to differ from the creatinine one where muscle mass distorts
  // creatinine (KDIGO 2024 advises it then): no sign of a mislabelled sample (review 20, ckd case 06).
  const egfr = ctx
    .labs("egfr")
    .find((o) => o.derivation === undefined && o.standard !== undefined && !CYSTATIN_EGFR_NAME.test(o.name));
  const reported =
    egfr && egfr.value.kind === "number" && egfr.value.comparator === undefined ? ctx.valueOf(egfr) : undefined;
  const day = egfr && dayOf(egfr);
  if (egfr === undefined || reported === undefined || reported <= 0 || day === undefined) return undefined;
  const creatinine = ctx.labs("creatinine").find((o) => dayOf(o) === day && creatinineMgDl(o) !== undefined);
  const mgDl = creatinine && creatinineMgDl(creatinine);
  if (creatinine === undefined || mgDl === undefined) return undefined;
  const now = ctx.model.now === undefined ? undefined : Date.parse(ctx.model.now);
  const at = ageAt(creatinine, age, now === undefined || Number.isNaN(now) ? undefined : now);
  if (at < ADULT_AGE) return undefined;
  const calculated = Math.round(ckdEpi2021(mgDl, at, sex));
  const low = Math.min(reported, calculated);
  if (low >= CKD_BELOW || Math.max(reported, calculated) < FACTOR * low) return undefined;
  return { egfr, creatinine, reported, calculated };
}

export const EGFR_CREATININE_MISMATCH_RULES: readonly Rule[] = [
  {
    id: "egfr-creatinine-mismatch",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Kidney function",
    title: "Reported eGFR and the same day's creatinine disagree",
    clinician:
      "The reported eGFR {egfr} and the creatinine {creatinine} from the same day cannot both be right: the race-free CKD-EPI 2021 equation gives an eGFR of about {calculated} mL/min/1.73 m² from that creatinine, {direction} the reported value. One of them may belong to another sample or patient, or be mistyped. {ifCreatinine} Findings here that rest on either result say so.",
    patient:
      "Two of your kidney blood test results from {year} do not agree with each other: your creatinine and your eGFR (an estimate of kidney filtering) point to very different levels of kidney function. One of them is probably wrong. Ask your doctor to check them with the laboratory and repeat the blood test before any decision is based on them.",
    nextSteps: [
      "Check both results with the laboratory (sample, patient, unit, typing) and repeat creatinine with eGFR before acting on either",
      "Hold decisions based on kidney function (medicine choice or dose, CKD staging) until the repeat, unless the lower estimate already needs action",
    ],
    patientQuestions: ["Which of my kidney test results is right, and should the test be repeated?"],
    evidence: ["inker-2021-ckd-epi-race-free", "kdigo-2024-ckd"],
    keywords: ["eGFR", "creatinine", "CKD-EPI", "discrepancy", "data quality"],
    match: (ctx) => {
      const m = egfrCreatinineMismatch(ctx);
      if (m === undefined) return undefined;
      const lower = m.calculated < m.reported;
      return {
        refs: ctx.refs(m.egfr, m.creatinine),
        values: {
          egfr: ctx.show(m.egfr),
          creatinine: ctx.show(m.creatinine),
          calculated: formatNumber(m.calculated),
          direction: lower ? "far below" : "far above",
          ifCreatinine: `If the creatinine is right, kidney function is ${lower ? "much worse" : "much better"} than the eGFR says${lower ? ", and medicines cleared by the kidney need review" : ""}.`,
          year: (m.egfr.date ?? "").slice(0, 4) || "the same day",
        },
      };
    },
  },
];

/**
 * Findings other than the mismatch itself that rest on either of the two results say that they
 * do, so that a "G5, stop metformin" is not read without the creatinine that contradicts it; an
 * urgent one waits for the repeat (moderate), while a critical one stays so, since the worse of
 * the two may be the true one.
 */
export function withEgfrCreatinineDoubt(findings: readonly Finding[], ctx: RuleContext): Finding[] {
  const m = egfrCreatinineMismatch(ctx);
  if (m === undefined) return [...findings];
  const refs = new Set([m.egfr.ref, m.creatinine.ref]);
  return findings.map((f) =>
    f.code === "egfr-creatinine-mismatch" || !f.refs.some((r) => refs.has(r))
      ? f
      : {
          ...f,
          severity: f.severity === Severity.high ? Severity.moderate : f.severity,
          clinician: `${f.clinician} The reported eGFR (${formatNumber(m.reported)}) and the creatinine of ${m.egfr.date?.slice(0, 10)} disagree (the creatinine gives about ${formatNumber(m.calculated)} by CKD-EPI 2021): confirm both before acting on this.`,
          patient: `${f.patient} Your kidney results from that day do not agree with each other, so they need checking first.`,
        },
  );
}
