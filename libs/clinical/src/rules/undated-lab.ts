import { labById } from "../catalogue/index.ts";
import { type Finding, FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatReported } from "../trends.ts";
import { midSentence } from "../text.ts";

/*
 * Spec rule 3 processes undated labs in the order received; it ranks them last only when the
 * element limits apply. An undated result further out of range than the latest dated one (sodium
 * 121 with no date beside 128 dated; review 12, messy labs 14) may be the newest, so it is
 * interpreted and reported with its date unknown, not only counted in a data note. A critical one
 * is already reported by the critical-value finding; this covers the rest.
 */

const side = (obs: LabObservation): -1 | 1 | undefined =>
  obs.status === "low" || obs.status === "critical-low"
    ? -1
    : obs.status === "high" || obs.status === "critical-high"
      ? 1
      : undefined;

/** The value in the catalogue's standard unit, so results sent in different units compare. */
const level = (obs: LabObservation): number | undefined =>
  obs.standard?.value ?? (obs.value.kind === "number" ? obs.value.value : undefined);

/** Undated, non-critical results of the current result's test that lie further out of range on the same side. */
export function undatedFurtherOut(current: LabObservation, others: readonly LabObservation[]): LabObservation[] {
  const now = level(current);
  if (current.time === undefined || now === undefined) return [];
  return others.filter((o) => {
    const v = level(o);
    const s = side(o);
    if (o.time !== undefined || o.critical || o.status === "critical-low" || o.status === "critical-high") return false;
    if (v === undefined || s === undefined || (side(current) !== undefined && side(current) !== s)) return false;
    return s * (v - now) > 0 && o.value.kind === "number" && o.value.comparator === undefined;
  });
}

const show = (obs: LabObservation) =>
  `${obs.value.kind === "number" ? formatReported(obs.value.value) : obs.rawValue.trim()}${obs.unit ? ` ${obs.unit}` : ""}`;

/** The finding for an undated result further out of range than the test's latest dated result. */
export function undatedFurtherOutFinding(obs: LabObservation, current: LabObservation): Finding {
  const def = obs.analyteId ? labById(obs.analyteId) : undefined;
  const name = def?.name ?? obs.name;
  const plain = midSentence(def?.plain ?? obs.name);
  const where = side(obs) === -1 ? "below" : "above";
  const range = obs.range?.text ? ` (reference ${obs.range.text})` : "";
  return {
    id: `lab-undated-further-out:${obs.ref}`,
    code: "lab-undated-further-out",
    family: FindingFamily.labFlag,
    severity: Severity.high,
    problem: "Other results",
    title: `Undated ${name} further out of range`,
    clinician: `${name} ${show(obs)} (date unknown) is ${where} the reference range${range}, further out than the latest dated result, ${show(current)} on ${current.date?.slice(0, 10)}. With no date it may be the newest result: confirm today when it was taken and, if it is current, assess and act on it at this level.`,
    patient: `One of your ${plain} results has no date and is further from the usual range than your latest dated result. Ask your doctor soon when it was taken and whether it is your current result.`,
    nextSteps: [`Confirm today when the undated ${name} ${show(obs)} was taken and whether it is current`],
    patientQuestions: [`When was my ${plain} result of ${show(obs)} taken, and is it my current result?`],
    evidenceIds: [],
    refs: [obs.ref],
    keywords: [name, "undated"],
  };
}
