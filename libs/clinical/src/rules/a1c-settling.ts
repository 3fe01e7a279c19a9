import { type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { fastFall } from "./glp1-retinopathy.ts";
import type { RuleMatch } from "./types.ts";

/**
 * An HbA1c above goal that is still falling fast after a glucose-lowering medicine was started: the
 * new treatment has not yet had its full effect, so the step is to let it work and recheck, not to
 * intensify (review 15, leftovers-a case 06: semaglutide started, HbA1c 97 → 58 mmol/mol in 21
 * weeks, and the report said "intensify therapy"). NICE NG28 1.5.1 measures HbA1c every 3–6 months
 * until it is stable on unchanging treatment. "Fast" reuses the retinopathy rule's fall of 1.5
 * points within 6 months (an engine choice); "recent" is a start within 6 months of the latest result.
 */

const GLUCOSE_LOWERING = ["metformin", "sulfonylurea", "sglt2i", "glp1-ra", "insulin", "dpp4i"] as const;
const RECENT_DAYS = 183;
const DAY_MS = 86_400_000;

export function a1cSettlingOnNewTreatment(ctx: RuleContext, above: RuleMatch): RuleMatch | undefined {
  const fall = fastFall(ctx);
  if (fall === undefined || fall.to !== ctx.lab("hba1c") || fall.to.time === undefined) return undefined;
  const latest = fall.to.time;
  const started = ctx.medsOf(...GLUCOSE_LOWERING).filter((m: MedicationItem) => {
    const start = m.startDate === undefined ? Number.NaN : Date.parse(m.startDate);
    return !Number.isNaN(start) && start <= latest && latest - start <= RECENT_DAYS * DAY_MS;
  });
  if (started.length === 0) return undefined;
  const since = started
    .map((m) => m.startDate?.slice(0, 10) ?? "")
    .sort()
    .at(0);
  return {
    ...above,
    refs: [...above.refs, ...ctx.refs(fall.from, ...started)],
    severity: Severity.low,
    clinicianExtra: `HbA1c has fallen from ${ctx.show(fall.from)} to ${ctx.show(fall.to)} in about ${fall.weeks} weeks since ${medNames(started)} was started (${since}): the new treatment has probably not yet had its full effect, so this result is not a reason to intensify.`,
    patientExtra: `Your HbA1c has come down a lot since you started ${medNames(started)}, and it may still be falling. The usual step is to give the new medicine time to work and check again in about 3 months.`,
    nextSteps: [
      "Continue the current treatment and let the new medicine take full effect; do not add or raise a glucose-lowering medicine on this result",
      "Recheck HbA1c in 3 months (it is measured every 3–6 months until stable on unchanged treatment); if it is then still above the agreed goal, review adherence and intensify",
    ],
    patientQuestions: ["When should my HbA1c be checked again?"],
    evidence: [...(above.evidence ?? []), "nice-ng28-t2d-adults"],
  };
}

/**
 * An HbA1c taken before a glucose-lowering medicine was started says nothing about that medicine, so
 * it is no reason to add another (review 27, endocrine case 15: semaglutide started two weeks after an
 * HbA1c of 71, and the report offered an SGLT2 inhibitor). NICE NG28 1.5.1 rechecks HbA1c every 3–6
 * months until stable on unchanging treatment; 3 months after the start is the engine's choice.
 */
export function a1cBeforeNewTreatment(ctx: RuleContext, above: RuleMatch): RuleMatch | undefined {
  const a1c = ctx.lab("hba1c");
  if (a1c?.time === undefined) return undefined;
  const taken = a1c.time;
  const started = ctx.medsOf(...GLUCOSE_LOWERING).filter((m: MedicationItem) => {
    const start = m.startDate === undefined ? Number.NaN : Date.parse(m.startDate);
    return !Number.isNaN(start) && start > taken;
  });
  if (started.length === 0) return undefined;
  const since = started
    .map((m) => m.startDate?.slice(0, 10) ?? "")
    .sort()
    .at(-1);
  return {
    ...above,
    refs: [...above.refs, ...ctx.refs(...started)],
    severity: Severity.low,
    clinicianExtra: `This HbA1c predates ${medNames(started)}, started ${since}: it does not show that medicine's effect, so it is not a reason to add or raise another.`,
    patientExtra: `This HbA1c was taken before you started ${medNames(started)}, so it does not yet show what the new medicine does. The usual step is to give it time to work and check again in about 3 months.`,
    nextSteps: [
      "Continue the current treatment and let the new medicine take effect; do not add or raise a glucose-lowering medicine on this result",
      "Recheck HbA1c about 3 months after the new medicine was started (it is measured every 3–6 months until stable on unchanged treatment)",
    ],
    patientQuestions: ["When should my HbA1c be checked again?"],
    evidence: [...(above.evidence ?? []), "nice-ng28-t2d-adults"],
  };
}
