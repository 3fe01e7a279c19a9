import type { LabObservation } from "../model.ts";

/** Whether a result is above its range, critically or not. */
export const isHigh = (o: LabObservation | undefined): o is LabObservation =>
  o?.status === "high" || o?.status === "critical-high";

/** Whether a result is below its range, critically or not. */
export const isLow = (o: LabObservation | undefined): o is LabObservation =>
  o?.status === "low" || o?.status === "critical-low";
