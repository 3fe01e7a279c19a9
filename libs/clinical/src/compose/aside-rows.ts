import type { LabObservation, PatientModel } from "../model.ts";

/**
 * Rows a laboratory export sends among its results that are not results: a comment line
 * ("Comment: Note", "Interpretation: see below") with text and no number.
 */
const COMMENT_NAME = /^\s*(?:lab\s+)?(?:comments?|notes?|interpretation|remarks?|footnotes?)\s*:?\s*$/i;

/** The race-coefficient eGFR a US export sends beside the race-free one ("eGFR If Africn Am"). */
const RACE_EGFR = /\begfr\b.*\bif\s+(?:africn|african)\s+am/i;

function isCommentRow(obs: LabObservation): boolean {
  return obs.analyteId === undefined && COMMENT_NAME.test(obs.name) && obs.value.kind !== "number";
}

/**
 * Whether a row stays out of the results (key findings, out-of-range findings): a lab comment
 * line, or the race-coefficient eGFR when an eGFR without it is in the record. The 2021 CKD-EPI
 * equation dropped race, so the race-adjusted value is not a second result to judge.
 */
export function setAsideRow(obs: LabObservation, model: PatientModel): boolean {
  if (isCommentRow(obs)) return true;
  if (obs.analyteId !== undefined || !RACE_EGFR.test(obs.name)) return false;
  return model.labs.some((o) => o.analyteId === "egfr");
}
