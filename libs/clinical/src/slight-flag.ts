import type { LabObservation } from "./model.ts";

/*
 * A result just outside its laboratory's range, in a test where that is common in well people.
 * A laboratory range is set to hold about 95% of a healthy reference group, so about 1 in 20 healthy
 * people's results for any one test falls outside it (SUMMARIES["bennett-2019-reference-ranges"]).
 * Told as "higher than the usual range. A high level can cause yellow skin and comes from liver or
 * bile-duct problems…", a bilirubin of 22 with a range up to 21 at a health check read as alarming
 * (review 19, quiet panels 01). Such a result is told as slightly outside the range, with what the
 * range means instead of the causes of a clearly abnormal one. The finding itself stays (low): the
 * clinician still sees it, and rules that read the test together with others are unchanged.
 */

/**
 * Tests where a value just beyond the range is common in well people and has no decision threshold
 * at the range's edge (an engine choice). Left out on purpose: glucose, HbA1c, sodium, potassium,
 * calcium, creatinine and eGFR, haemoglobin, ferritin, TSH, lipids other than HDL, and markers such
 * as troponin or PSA, where the edge of the range is itself a clinical line.
 */
const SLIGHT_OK: ReadonlySet<string> = new Set([
  "alt",
  "ast",
  "alp",
  "ggt",
  "bilirubin-total",
  "hdl-c",
  "bun",
  "urea",
  "chloride",
  "bicarbonate",
  "albumin",
  "total-protein",
  "wbc",
  "alc",
  "monocytes-abs",
  "eosinophils-abs",
  "basophils-abs",
  "rbc",
  "hematocrit",
  "mcv",
  "mch",
  "mchc",
  "rdw",
  "mpv",
  "phosphorus",
  "ldh",
]);

/** "Just outside": beyond the limit by no more than this share of the range's width (an engine choice). */
const SLIGHT_SHARE_OF_WIDTH = 0.1;
/** Floating-point slack, so that 1.3 against a range of 0.2–1.2 counts as 0.1 beyond it. */
const ROUNDING = 1e-9;

/** Whether the result is a numeric high or low just beyond both-ended range the laboratory printed. */
export function slightlyOutsideRange(obs: LabObservation): boolean {
  if (!SLIGHT_OK.has(obs.analyteId ?? "") || obs.rangeSource !== "caller") return false;
  return justBeyondRange(obs);
}

/** Whether a numeric high or low lies just beyond its both-ended range, whoever supplied the range. */
export function justBeyondRange(obs: LabObservation): boolean {
  if (obs.borderline === true) return false;
  if (obs.status !== "high" && obs.status !== "low") return false;
  const { value, range } = obs;
  if (value.kind !== "number" || value.comparator !== undefined || range?.low === undefined || range.high === undefined)
    return false;
  const margin = (range.high - range.low) * SLIGHT_SHARE_OF_WIDTH;
  if (!(margin > 0)) return false;
  return obs.status === "high"
    ? value.value > range.high && value.value - range.high <= margin + ROUNDING
    : value.value < range.low && range.low - value.value <= margin + ROUNDING;
}

/** The patient's words for such a result, in place of the causes of a clearly abnormal one. */
export const SLIGHT_PATIENT_MEANING =
  "Usual ranges are set to include about 95 in 100 healthy people, so a result just outside one is common in people who are well. Your doctor will read it with your other results.";

/**
 * Texts with SLIGHT_PATIENT_MEANING kept in the first that has it and dropped from the rest: with
 * three results just outside their ranges the patient reads it once, not three times.
 */
export function rangeMeaningOnce(texts: readonly string[]): string[] {
  let said = false;
  return texts.map((text) => {
    if (!text.includes(SLIGHT_PATIENT_MEANING)) return text;
    if (!said) {
      said = true;
      return text;
    }
    return text.replace(` ${SLIGHT_PATIENT_MEANING}`, "").replace(SLIGHT_PATIENT_MEANING, "").trim();
  });
}
