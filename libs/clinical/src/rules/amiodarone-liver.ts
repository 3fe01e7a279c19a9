import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { otherLiverSuspects } from "./liver-co-suspects.ts";
import { transaminasesFromMuscle } from "./muscle-ast.ts";
import type { Rule } from "./types.ts";

/**
 * A transaminase above 3× its upper limit on amiodarone: possible amiodarone liver injury.
 *
 * Amiodarone causes several forms of drug-induced liver injury, more often at higher doses and
 * over longer treatment ("livertox-amiodarone"); it is stopped when the ALT is above 3× the
 * laboratory's upper limit, and the indication is reviewed ("medicinetoday-2009-amiodarone-liver").
 * Without this rule such a result read only as a generic raised ALT with fatty liver and alcohol
 * first among its causes.
 */

/** Multiple of the upper limit above which amiodarone is stopped (Howell and Nicoll 2009). */
const STOP_TIMES_ULN = 3;

export const AMIODARONE_LIVER_RULES: readonly Rule[] = [
  {
    id: "amiodarone-liver-injury",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Liver tests and medicines",
    title: "Possible amiodarone liver injury",
    clinician:
      "{enzyme} {value}, {times}× the upper limit{rise}, on {med}: possible amiodarone-induced liver injury. Amiodarone is stopped when ALT is above 3× the upper limit of normal unless the rhythm indication outweighs the liver risk, a decision for the cardiologist; liver injury from amiodarone is more common with higher doses and longer treatment, and because the drug stays in the body for months the injury can progress after it is stopped.",
    patient:
      "A liver test ({enzyme}) is much higher than normal while you take amiodarone, a heart-rhythm medicine that can inflame the liver. Please contact your doctor within the next day or two: they will check your liver further and decide with your heart specialist whether amiodarone should be stopped. Do not stop it on your own. Get help the same day if your skin or eyes turn yellow.",
    nextSteps: [
      "Review amiodarone with cardiology now: stopping it is advised at ALT above 3× the upper limit unless the arrhythmia risk outweighs the liver risk, and an alternative rhythm strategy may be needed",
      "Check bilirubin, ALP, albumin and INR, and exclude other causes (viral hepatitis, alcohol, congestion from heart failure, other liver-toxic medicines)",
      "Repeat the liver tests within 1–2 weeks and keep monitoring them after amiodarone is stopped",
    ],
    patientQuestions: ["Is amiodarone affecting my liver, and should it be stopped?"],
    evidence: ["medicinetoday-2009-amiodarone-liver", "livertox-amiodarone"],
    keywords: ["amiodarone", "drug-induced liver injury", "hepatotoxicity", "alt", "transaminase"],
    match: (ctx) => {
      const meds = ctx.meds("amiodarone");
      // Transaminases released by injured muscle (a raised CK, AST above ALT) say nothing of the liver.
      if (meds.length === 0 || transaminasesFromMuscle(ctx)) return undefined;
      // ALT is the test the stopping threshold names; AST stands in only when no ALT was sent.
      const id = ctx.lab("alt") !== undefined ? "alt" : "ast";
      const obs = ctx.lab(id);
      const value = ctx.valueOf(obs);
      const uln = ctx.upperLimit(id);
      if (obs === undefined || value === undefined || uln === undefined || value <= STOP_TIMES_ULN * uln)
        return undefined;
      const first = ctx.series(id)?.points[0];
      const rise =
        first !== undefined && first.value < value / 2
          ? `, up from ${formatNumber(first.value)} ${first.unit} on ${first.date}`
          : "";
      return {
        refs: ctx.refs(obs, ...meds),
        values: {
          enzyme: id === "alt" ? "ALT" : "AST",
          value: ctx.show(obs),
          times: formatNumber(value / uln, 1),
          rise,
          med: medNames(meds),
        },
        clinicianExtra: otherLiverSuspects(ctx, "amiodarone"),
      };
    },
  },
];

/**
 * A transaminase raised on amiodarone but not beyond the 3× stopping threshold. Symptom-free
 * transaminase rises are common on amiodarone (about a quarter of patients followed prospectively,
 * "lewis-1989-amiodarone-hepatotoxicity"), so the generic gloss (fatty liver, alcohol first) missed
 * the likeliest cause (review 20, cardiology-labs case 07: ALT 2.4× the upper limit).
 */
export function mildAmiodaroneTransaminaseRise(ctx: RuleContext, obs: LabObservation): boolean {
  if (!ctx.meds("amiodarone").some((m) => m.active) || transaminasesFromMuscle(ctx)) return false;
  const value = ctx.valueOf(obs);
  const uln = ctx.upperLimit(obs.analyteId ?? "");
  return value !== undefined && uln !== undefined && value > uln && value <= STOP_TIMES_ULN * uln;
}

/** Whether the amiodarone liver finding reads this record, so the generic ALT line and trend defer to it. */
export function amiodaroneLiverInjury(ctx: RuleContext): boolean {
  return AMIODARONE_LIVER_RULES.some((r) => r.match(ctx) !== undefined);
}
