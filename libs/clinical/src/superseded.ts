import { labById } from "./catalogue/index.ts";
import { type Finding, FindingFamily, type LabObservation, Severity } from "./model.ts";
import { sampleProblem } from "./rules/haemolysis.ts";
import { plateletClumping } from "./rules/pseudothrombocytopenia.ts";

/**
 * Whether `obs`, a result from a sample the laboratory questioned (haemolysed potassium, clumped
 * platelets), is superseded by `current`, a later normal result of the same test from a sample it
 * did not question. A repeat on a sound sample is what decides whether such a high value was real
 * (pseudohyperkalaemia); once it is normal the questioned value is history, not a current
 * critical result, and asks for no further repeat.
 */
export function supersededBySoundRepeat(obs: LabObservation, current: LabObservation | undefined): boolean {
  if (current === undefined || current === obs || current.status !== "normal") return false;
  // Taken at the same time (one date, no time of day), the sound sample is the repeat: the
  // questioned one is then ordered after it (trends.ts, currentFirst; review 30, engine-30 case 08).
  if (obs.time === undefined || current.time === undefined || current.time < obs.time) return false;
  const questioned = sampleProblem(obs) !== undefined || plateletClumping(obs) !== undefined;
  return questioned && sampleProblem(current)?.haemolysed !== true && plateletClumping(current) === undefined;
}

const when = (obs: LabObservation) => (obs.date ? ` (${obs.date.slice(0, 16).replace("T", " ")})` : "");
const shown = (obs: LabObservation) => `${obs.rawValue.trim()}${obs.unit ? ` ${obs.unit}` : ""}`;

/**
 * A data note that names a superseded result once, as history, so the reader who holds the
 * laboratory's report sees why its high value is not acted on (review 12, messy labs 07:
 * "6.4 on a haemolysed sample, 4.3 on repeat").
 */
export function supersededNote(obs: LabObservation, current: LabObservation): Finding {
  const name = (obs.analyteId ? labById(obs.analyteId)?.name : undefined) ?? obs.name;
  const quote = sampleProblem(obs)?.quote ?? plateletClumping(obs);
  return {
    id: `lab-superseded:${obs.ref}`,
    code: "lab-superseded",
    family: FindingFamily.labFlag,
    severity: Severity.info,
    problem: "Other results",
    title: `${name} ${shown(obs)} superseded by a repeat`,
    clinician: `${name} ${shown(obs)}${when(obs)} was from a sample the laboratory questioned${quote ? ` ("${quote}")` : ""}; the repeat on a sound sample, ${shown(current)}${when(current)}, is normal, so the earlier value is taken as spurious and needs no further repeat.`,
    patient: `An earlier ${name.toLowerCase()} result came from a sample the laboratory questioned; the repeat test was normal.`,
    nextSteps: [],
    patientQuestions: [],
    evidenceIds: [],
    refs: [obs.ref],
    keywords: [name],
  };
}
