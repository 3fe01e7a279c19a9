import { FindingFamily, type ConditionItem, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { medNames, type RuleContext } from "./context.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * Aspirin with clopidogrel continued long after a minor stroke or TIA, when the bleeding risk has
 * outgrown the benefit.
 */

const F = FindingFamily.drugLab;

function activeConditions(ctx: RuleContext, re: RegExp): ConditionItem[] {
  return ctx.model.conditions.filter((c) => isActiveCondition(c.status) && (re.test(c.name) || re.test(c.code ?? "")));
}

const STROKE_OR_TIA = /\bstroke\b|\bcerebral infarct\w*|\btia\b|\btransient isch(?:a)?emic attack\b|\bI63\b|\bG45\b/i;
/** A coronary reason for dual antiplatelet therapy, whose duration is set by the cardiologist. */
const CORONARY_DAPT =
  /\b(?:acute coronary syndrome|acs|n?stemi|myocardial infarction|heart attack|stent\w*|pci|angioplasty|I2[12])\b/i;
/** Days after which DAPT for a minor stroke or TIA has outlived its course (10–21 days in the BMJ Rapid Recommendation, with a margin). */
const DAPT_DAYS = 30;

function daysSince(ctx: RuleContext, date: string | undefined): number | undefined {
  if (date === undefined || ctx.model.now === undefined) return undefined;
  const days = (Date.parse(ctx.model.now) - Date.parse(date)) / 86_400_000;
  return Number.isNaN(days) ? undefined : days;
}

function longDaptAfterStroke(ctx: RuleContext): RuleMatch | undefined {
  const aspirin = ctx.meds("aspirin");
  const p2y12 = ctx.medsOf("clopidogrel", "antiplatelet");
  if (aspirin.length === 0 || p2y12.length === 0) return undefined;
  const stroke = activeConditions(ctx, STROKE_OR_TIA);
  if (stroke.length === 0) return undefined;
  if (ctx.model.conditions.some((c) => CORONARY_DAPT.test(c.name) || CORONARY_DAPT.test(c.code ?? "")))
    return undefined;
  // Both must be dated: the later start is when the combination began.
  const starts = [...aspirin, ...p2y12].map((m) => daysSince(ctx, m.startDate));
  if (starts.some((d) => d === undefined)) return undefined;
  const days = Math.min(...starts.map((d) => d ?? 0));
  if (days <= DAPT_DAYS) return undefined;
  const anticoagulant = ctx.medsOf("warfarin", "doac");
  return {
    refs: [...ctx.refs(...aspirin, ...p2y12, ...anticoagulant), ...ctx.refs(...stroke)],
    values: {
      meds: medNames([...aspirin, ...p2y12]),
      weeks: Math.floor(days / 7),
      condition: stroke[0]?.name ?? "stroke",
    },
    ...(anticoagulant.length > 0
      ? {
          clinicianExtra: `An anticoagulant (${medNames(anticoagulant)}) is also taken: antiplatelets added to it raise bleeding further and need a specific reason.`,
        }
      : {}),
  };
}

export const DAPT_AFTER_STROKE_RULES: readonly Rule[] = [
  {
    id: "dapt-long-after-stroke",
    family: F,
    severity: Severity.moderate,
    problem: "Stroke prevention",
    title: "Aspirin with clopidogrel continued beyond the first month after a stroke or TIA",
    clinician:
      "{meds} together for about {weeks} weeks with {condition}. After a minor stroke or high-risk TIA the combination is a short early course (10–21 days in the BMJ Rapid Recommendation); in trials that continued it for 18–40 months it brought no significant further reduction in stroke and about 2.4 times the major bleeding, so long-term prevention uses a single antiplatelet (or an anticoagulant when the cause is atrial fibrillation).",
    patient:
      "You take two blood-thinning tablets, {meds}. After a stroke or mini-stroke, taking both together is usually only for the first few weeks; after that, one is usually enough and taking both raises the risk of bleeding. Please ask your doctor whether you still need both. Do not stop either on your own.",
    nextSteps: [
      "Review the indication and stop one antiplatelet (continue aspirin or clopidogrel alone) unless there is a separate reason for dual therapy",
      "Where atrial fibrillation is the cause, anticoagulation replaces antiplatelet therapy",
    ],
    patientQuestions: ["Do I still need both of my blood-thinning tablets?"],
    evidence: ["bmj-2018-dapt-rapid-recommendation", "aha-asa-2021-dapt-review"],
    keywords: ["dual antiplatelet therapy", "stroke", "tia", "clopidogrel", "aspirin", "bleeding"],
    match: longDaptAfterStroke,
  },
];
