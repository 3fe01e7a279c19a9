import type { LabObservation } from "../model.ts";

/**
 * For a monovalent ion (potassium, sodium) mEq/L and mmol/L are the same number, so a threshold
 * written in mmol/L only needs the label of the result it stands beside: a US report in mEq/L
 * should not be answered in mmol/L.
 */
export function monovalentUnit(obs: LabObservation | undefined): "mEq/L" | "mmol/L" {
  const unit = obs?.rawUnit ?? obs?.unit ?? "";
  return /^\s*meq\s*\/\s*l\s*$/i.test(unit) ? "mEq/L" : "mmol/L";
}

/** Text with its mmol/L labels written in the result's unit (see monovalentUnit). */
export function inMonovalentUnit(text: string, unit: "mEq/L" | "mmol/L"): string {
  return unit === "mmol/L" ? text : text.replaceAll("mmol/L", unit);
}
