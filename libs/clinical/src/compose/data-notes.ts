import type { Finding } from "../model.ts";

/**
 * Findings about the data rather than the patient: a result that could not be judged, and a
 * laboratory flag the numbers overruled (either way). They are notes, not steps or tests to keep
 * up with (review 11, lab panels 8: "Hematocrit 34 % could not be judged…" was listed under the
 * clinician's next steps, and a child's haemoglobin reassurance under the patient's tests to keep
 * up with).
 */
const DATA_NOTE_CODES: ReadonlySet<string> = new Set([
  "lab-not-comparable",
  "lab-flag-overruled",
  "lab-superseded",
  "lab-historical",
]);

export function isDataNote(f: Finding): boolean {
  return DATA_NOTE_CODES.has(f.code);
}

/** The clinician's data notes from such findings, in the order the findings came. */
export function dataNoteSentences(findings: readonly Finding[]): string[] {
  return [...new Set(findings.filter(isDataNote).map((f) => f.clinician.trim()))];
}
