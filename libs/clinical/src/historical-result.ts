import { labById } from "./catalogue/index.ts";
import { type Finding, FindingFamily, type LabObservation, type PatientModel, Severity } from "./model.ts";

/** A result this much older than a later normal one is history, not a current problem. */
const HISTORY_MS = 365 * 24 * 60 * 60 * 1000;

/** ALT and AST rise and fall together in liver injury: a later normal one speaks for the other. */
const PARTNER: Readonly<Record<string, string>> = { alt: "ast", ast: "alt" };

const normal = (o: LabObservation) => o.status === "normal";

/**
 * A later normal result, at least a year after `obs`, that shows an abnormal `obs` has since
 * settled: a repeat of the same test, else (for a transaminase with no repeat) its partner
 * transaminase. Review 13 hepatology-gi 12: an AST of 870 and an ALT above 1000 from a hepatitis A
 * seven years before, with ALT 31 now, were reported as current findings.
 */
export function normalisedSince(obs: LabObservation, model: PatientModel): LabObservation | undefined {
  if (normal(obs) || obs.time === undefined || obs.analyteId === undefined) return undefined;
  const at = obs.time;
  const later = (o: LabObservation) => o.time !== undefined && o.time - at >= HISTORY_MS && normal(o);
  const partner = PARTNER[obs.analyteId];
  const same = model.labs.filter((o) => o.analyteId === obs.analyteId);
  // A repeat that is not normal keeps the test current, whatever its partner shows.
  if (same.some((o) => o.time !== undefined && o.time > at && !normal(o))) return undefined;
  return (
    same.find(later) ??
    (partner === undefined ? undefined : model.labs.find((o) => o.analyteId === partner && later(o)))
  );
}

const shown = (obs: LabObservation) => `${obs.rawValue.trim()}${obs.unit ? ` ${obs.unit}` : ""}`;
const day = (obs: LabObservation) => obs.date?.slice(0, 10) ?? "";
const nameOf = (obs: LabObservation) => (obs.analyteId ? labById(obs.analyteId)?.name : undefined) ?? obs.name;

/** A data note naming an old abnormal result once, as history, with the later normal one that settled it. */
export function historicalNote(obs: LabObservation, since: LabObservation): Finding {
  const name = nameOf(obs);
  const later = since.analyteId === obs.analyteId ? "" : `${nameOf(since)} `;
  return {
    id: `lab-historical:${obs.ref}`,
    code: "lab-historical",
    family: FindingFamily.labFlag,
    severity: Severity.info,
    problem: "Other results",
    title: `${name} ${shown(obs)} (${day(obs)}): historical`,
    clinician: `${name} ${shown(obs)} (${day(obs)}) is historical: ${later}${shown(since)} on ${day(since)} is normal, so it is not read as a current abnormality.`,
    patient: `An older ${name} result from ${day(obs).slice(0, 4)} was abnormal; a later test was normal.`,
    nextSteps: [],
    patientQuestions: [],
    evidenceIds: [],
    refs: [obs.ref],
    keywords: [name],
  };
}
