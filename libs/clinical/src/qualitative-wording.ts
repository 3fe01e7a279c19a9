import { type LabObservation, LabStatus } from "./model.ts";
import { codedResultText } from "./parse/value.ts";

/**
 * The word for a present/absent result that came back positive and is flagged out of range
 * ("Reactive", "Detected", "Positive", "2+"): such a result has no range to be above, so reports
 * say it was reactive, detected or positive (review 12, serology: "hepatitis C antibody … higher
 * than the usual range" misread a reactive antibody as a level). Undefined for any other result.
 */
export function positiveWord(obs: LabObservation): "reactive" | "detected" | "positive" | undefined {
  if (obs.status !== LabStatus.high && obs.status !== LabStatus.abnormal) return undefined;
  if (obs.value.kind !== "qualitative" || obs.value.result !== "positive") return undefined;
  const text = obs.value.text.toLowerCase();
  if (/\breactive\b/.test(text)) return "reactive";
  if (/\bdetected\b/.test(text)) return "detected";
  return "positive";
}

/**
 * A present/absent result as reports quote it: a coded answer read as this test's result shows only
 * the result ("Nitrite, urine (dipstick) positive", not "… Urine nitrite positive (finding)"); one
 * left unread as free text, and every other value, is quoted as sent. On a test the catalogue does
 * not know the answer is quoted whole, since what it names is the only word of which target of a
 * panel was found ("Influenza A DETECTED" under a respiratory PCR panel).
 */
export function resultText(obs: LabObservation): string {
  return obs.value.kind === "qualitative" && obs.analyteId !== undefined
    ? codedResultText(obs.rawValue)
    : obs.rawValue.trim();
}
