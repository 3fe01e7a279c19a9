import type { LabObservation } from "./model.ts";
import { sampleProblem } from "./rules/haemolysis.ts";

/**
 * Whether `obs`, a result from a sample the laboratory questioned (haemolysed potassium), is
 * superseded by `current`, a later normal result of the same test from a sample it did not
 * question. A repeat on a sound sample is what decides whether such a high value was real
 * (pseudohyperkalaemia); once it is normal the questioned value is history, not a current
 * critical result, and asks for no further repeat.
 */
export function supersededBySoundRepeat(obs: LabObservation, current: LabObservation | undefined): boolean {
  if (current === undefined || current === obs || current.status !== "normal") return false;
  if (obs.time === undefined || current.time === undefined || current.time <= obs.time) return false;
  return sampleProblem(obs) !== undefined && sampleProblem(current)?.haemolysed !== true;
}
