/**
 * An eGFR fall of 25% or more, or a creatinine rise of 30% or more, after an ACE inhibitor or ARB was
 * started or raised, outside heart failure (review 21, cardio-meds-leftovers case 08: eGFR 71 -> 50
 * and creatinine 78 -> 104 µmol/L seven weeks after ramipril went from 5 to 10 mg in hypertension and
 * diabetes were staged as a CKD category from one result and never tied to the dose change).
 *
 * NICE's CKD advice on renin-angiotensin system antagonists ("nice-ckd-ras-creatinine-rise") keeps
 * the dose when eGFR falls by less than 25% or creatinine rises by less than 30% from the
 * pre-treatment baseline, which egfr-rapid-decline already says as the start's expected dip; the UK
 * Kidney Association eCKD guide seen with it: beyond those limits, repeat the tests, stop the drug and
 * look for other causes such as volume depletion or NSAIDs, and with no other explanation consider
 * investigation for renal artery stenosis. In heart failure ESC 2021's limits apply instead
 * (hf-kidney-dip.ts); a rise meeting the acute kidney injury criteria is the kidney rules'.
 */
import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { plainName, recentChange } from "./hf-kidney-dip.ts";
import { kidneyFunctionUnstable } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";

const RAS = ["ace-inhibitor", "arb"] as const;
/** NICE: the fall (fraction of the pre-treatment eGFR) and rise (of creatinine) beyond which the dose is not kept. */
const EGFR_FALL_LIMIT = 0.25;
const CREATININE_RISE_LIMIT = 0.3;

const latestOf = (ctx: RuleContext, id: string): LabObservation | undefined =>
  ctx.labs(id).find((o) => o.standard !== undefined && o.time !== undefined);

/**
 * The eGFR fall or creatinine rise beyond NICE's limits after a recent ACE inhibitor or ARB start or
 * increase, outside heart failure; undefined otherwise.
 */
export function rasEgfrFallBeyondLimit(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.conditions("heart-failure").length > 0 || kidneyFunctionUnstable(ctx)) return undefined;
  const egfr = latestOf(ctx, "egfr");
  const creat = latestOf(ctx, "creatinine");
  const egfrChange = egfr === undefined ? undefined : recentChange(ctx, egfr, "egfr", RAS);
  const creatChange = creat === undefined ? undefined : recentChange(ctx, creat, "creatinine", RAS);
  const egfrBase = ctx.valueOf(egfrChange?.baseline);
  const creatBase = ctx.valueOf(creatChange?.baseline);
  const egfrNow = ctx.valueOf(egfr);
  const creatNow = ctx.valueOf(creat);
  const fall = egfrBase !== undefined && egfrNow !== undefined && egfrBase > 0 ? 1 - egfrNow / egfrBase : undefined;
  const rise =
    creatBase !== undefined && creatNow !== undefined && creatBase > 0 ? creatNow / creatBase - 1 : undefined;
  const beyondFall = fall !== undefined && fall >= EGFR_FALL_LIMIT;
  const beyondRise = rise !== undefined && rise >= CREATININE_RISE_LIMIT;
  if (!beyondFall && !beyondRise) return undefined;
  const change = (beyondFall ? egfrChange : creatChange) ?? egfrChange ?? creatChange;
  if (change === undefined) return undefined;
  const parts = [
    fall !== undefined && egfrChange !== undefined
      ? `eGFR ${ctx.show(egfr)}, down ${formatNumber(fall * 100, 0)}% from ${ctx.show(egfrChange.baseline)}`
      : "",
    rise !== undefined && creatChange !== undefined
      ? `creatinine ${ctx.show(creat)}, up ${formatNumber(rise * 100, 0)}% from ${ctx.show(creatChange.baseline)}`
      : "",
  ].filter(Boolean);
  return {
    refs: ctx.refs(
      ...(egfrChange !== undefined ? [egfr, egfrChange.baseline] : []),
      ...(creatChange !== undefined ? [creat, creatChange.baseline] : []),
      change.med,
    ),
    values: {
      change: parts.join("; "),
      med: medNames([change.med]),
      medWord: plainName(change.med),
      when: change.when,
    },
  };
}

export const RAS_EGFR_FALL_RULES: readonly Rule[] = [
  {
    id: "ras-egfr-fall-beyond-limit",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Kidney function and medicines",
    title: "Kidney function fall after starting or raising an ACE inhibitor or ARB: beyond the accepted limit",
    clinician:
      "{change}, after {med} ({when}). After starting or increasing an ACE inhibitor or ARB, NICE keeps the dose when eGFR falls by less than 25% or creatinine rises by less than 30% from the pre-treatment baseline; this change is larger, so it is read with the medicine change rather than as a chronic kidney disease category. UK Kidney Association eCKD guide: repeat the tests, stop the medicine and look for other causes such as volume depletion or NSAIDs; with no other explanation, consider investigation for renal artery stenosis.",
    patient:
      "Your kidney test has dropped since {medWord} was started or increased. A small dip is expected with this kind of medicine, but this one is larger, so your doctor should repeat the test soon and review the medicine. Do not change it on your own before speaking to them.",
    nextSteps: [
      "Repeat creatinine, eGFR and potassium; stop the ACE inhibitor/ARB and look for other causes: volume depletion, NSAIDs, intercurrent illness",
      "With no other explanation, consider investigation for renal artery stenosis; judge any chronic kidney disease category only once kidney function has settled",
    ],
    patientQuestions: ["Is my blood pressure medicine the reason my kidney test dropped?"],
    evidence: ["nice-ckd-ras-creatinine-rise"],
    keywords: ["ace inhibitor", "angiotensin receptor blocker", "egfr", "creatinine", "renal artery stenosis"],
    match: rasEgfrFallBeyondLimit,
  },
];
