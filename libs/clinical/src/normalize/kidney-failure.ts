import { LabStatus, type PatientModel } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { isCriticalFlag } from "./labs.ts";

/** Tests whose very high level is what kidney failure is: they rise as filtering fails. */
export const RETAINED_IN_KIDNEY_FAILURE = new Set(["creatinine", "urea", "bun"]);

/** A current kidney failure (KDIGO G5, on dialysis or not) recorded among the conditions. */
export function inKidneyFailure(model: Pick<PatientModel, "conditions">): boolean {
  return model.conditions.some((c) => c.concepts.includes("kidney-failure") && isActiveCondition(c.status));
}

/**
 * In recorded kidney failure a creatinine of 650 µmol/L is its known state (on dialysis, it depends
 * on the time since the last session), not the emergency a commonly used critical limit marks in
 * someone whose kidneys worked last week. Such a result is read as high, not critical. A result the
 * laboratory itself flagged critical stays critical: the laboratory may know it is new.
 */
export function readKidneyFailureLevels(model: PatientModel): void {
  if (!inKidneyFailure(model)) return;
  for (const obs of model.labs) {
    if (!obs.critical || obs.status !== LabStatus.criticalHigh || isCriticalFlag(obs.callerFlag)) continue;
    if (obs.analyteId === undefined || !RETAINED_IN_KIDNEY_FAILURE.has(obs.analyteId)) continue;
    obs.critical = false;
    obs.status = LabStatus.high;
  }
}
