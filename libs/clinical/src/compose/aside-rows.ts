import { FindingFamily, Severity, type Finding, type LabObservation, type PatientModel } from "../model.ts";

/**
 * Rows a laboratory export sends among its results that are not results: a comment line
 * ("Comment: Note", "Interpretation: see below") with text and no number.
 */
const COMMENT_NAME = /^\s*(?:lab\s+)?(?:comments?|notes?|interpretation|remarks?|footnotes?)\s*:?\s*$/i;

/**
 * The race-coefficient eGFR a US export sends beside the race-free one ("eGFR If Africn Am", Quest's
 * older "eGFR AFRICAN AMERICAN" beside "eGFR NON-AFR. AMERICAN"; review 27, labs-27b 03).
 */
const RACE_EGFR = /\be?gfr\b.*\b(?:africn|african|afr)\b\.?\s*am/i;
const NOT_RACE = /\bnon\b/i;

export function isRaceEgfr(obs: LabObservation): boolean {
  return obs.analyteId === undefined && RACE_EGFR.test(obs.name) && !NOT_RACE.test(obs.name);
}

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
  if (!isRaceEgfr(obs)) return false;
  return model.labs.some((o) => o.analyteId === "egfr");
}

/** The data note on a race-coefficient eGFR set aside: what it is and why it is not judged. */
export function raceEgfrNote(obs: LabObservation): Finding {
  const value = obs.unit ? `${obs.rawValue} ${obs.unit}` : obs.rawValue;
  const day = obs.date ? ` on ${obs.date.slice(0, 10)}` : "";
  return {
    id: `lab-race-egfr:${obs.ref}`,
    code: "lab-race-egfr",
    family: FindingFamily.labFlag,
    severity: Severity.info,
    problem: "Other results",
    title: `${obs.name} ${value}: race-coefficient eGFR, not judged`,
    clinician: `${obs.name} ${value}${day} was not judged: it is the eGFR recalculated with the race coefficient, which the race-free CKD-EPI 2021 equation and the NKF-ASN task force retired; the eGFR without it is the one read.`,
    patient: `One kidney filtering result (${obs.name}) was worked out with an older formula that adjusted for race and is no longer used, so we read the other kidney filtering result instead.`,
    nextSteps: [],
    patientQuestions: [],
    evidenceIds: ["inker-2021-ckd-epi-race-free", "nkf-asn-2021-race-free-egfr"],
    refs: [obs.ref],
    keywords: ["egfr", "race coefficient"],
  };
}
