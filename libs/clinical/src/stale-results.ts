import { labById } from "./catalogue/index.ts";
import { type Finding, FindingFamily, type PatientModel, Severity } from "./model.ts";
import { midSentence } from "./text.ts";

const DAY_MS = 86_400_000;
/**
 * A critical result older than this may well have been acted on already: it is a result to repeat
 * today unless it has been, not an emergency now. Far longer than the week the lithium and
 * pregnancy rules allow (rules/lithium-timing.ts), which read the notes' symptoms beside their
 * results: here the notes may describe today ("temperature 38.1 today") beside a count from weeks
 * before, records reach the service some time after they were drawn, and rules with a window of
 * their own (febrile neutropenia) have judged that already.
 */
const STALE_DAYS = 90;
/**
 * Results older than this describe the patient then, not now: the span after which a later normal
 * result makes an abnormal one history (historical-result.ts) and the clinician report says
 * "current values may differ".
 */
const OLD_DAYS = 365;
/** Findings whose rules already word the age of their results. */
const OWN_TIMING = new Set(["lithium-level-high", "hellp-syndrome", "pre-eclampsia", "pregnancy-hypertension"]);
/**
 * Inherited traits (a TPMT activity or genotype, a germline variant) do not change with time, so an
 * old result is as valid as a new one and is not sent for a repeat (review 21: a TPMT activity from
 * the year before was told "ask whether the test should be repeated").
 */
const LASTING_FAMILIES: ReadonlySet<string> = new Set([FindingFamily.pharmacogenomics, FindingFamily.genetics]);
/** Findings about a test that is missing or overdue (by their codes): an old result is their point. */
const MONITORING_CODE = /unmonitored|no-level|-gap$|-due$|monitoring/;

interface Measured {
  time: number | undefined;
  /** A vital-sign reading, not a test result. */
  reading: boolean;
  /** The test's name for a clinician, and in words a patient knows. */
  name: string;
  plain: string;
}

/** The results and readings a finding rests on, with their times and names for a patient. */
function measuredRefs(f: Finding, model: PatientModel): Measured[] {
  const out: Measured[] = [];
  for (const ref of f.refs) {
    if (ref.startsWith("lab:")) {
      const o = model.labs.find((l) => l.ref === ref);
      const def = o?.analyteId ? labById(o.analyteId) : undefined;
      if (o)
        out.push({
          time: o.time,
          reading: false,
          name: midSentence((def?.name ?? o.name).split(",")[0]!),
          plain: midSentence(def?.plain ?? o.name),
        });
    } else if (ref.startsWith("vital:")) {
      const v = model.vitals.find((x) => x.ref === ref);
      const name = v && (v.kind === "bp" || v.kind === "systolic") ? "blood pressure" : midSentence(v?.name ?? "");
      if (v) out.push({ time: v.time, reading: true, name, plain: name });
    }
  }
  return out;
}

/** "a test in 1996", "readings up to 1996": what the results were, for a patient. */
function sources(measured: readonly Measured[], year: string): string {
  const noun = measured.every((m) => m.reading) ? "reading" : "test";
  return measured.length === 1 ? `a ${noun} in ${year}` : `${noun}s up to ${year}`;
}

function joinNames(names: readonly string[]): string {
  const unique = [...new Set(names)];
  return unique.length <= 1 ? (unique[0] ?? "") : `${unique.slice(0, -1).join(", ")} and ${unique.at(-1)}`;
}

/**
 * Urgent findings that rest only on results from well before the analysis. Records sent here are
 * often years old (the Synthea records' newest results are from 1979 to 2021): a potassium of 6.9
 * from 2022 was sent to the emergency department "now". A critical finding whose newest result is
 * more than three months old becomes one to repeat today unless it has been acted on; an urgent finding
 * whose newest result is more than a year old becomes one to repeat before acting, since the
 * patient's state now is unknown, and a moderate one says how old its results are. Findings with
 * an undated result, or none, are left as they are.
 */
export function adjustForStaleResults(findings: readonly Finding[], model: PatientModel): Finding[] {
  const now = model.now === undefined ? Number.NaN : Date.parse(model.now);
  if (Number.isNaN(now)) return [...findings];
  return findings.map((f) => {
    const urgent = f.severity === Severity.critical || f.severity === Severity.high;
    if (!urgent && f.severity !== Severity.moderate) return f;
    if (OWN_TIMING.has(f.code) || MONITORING_CODE.test(f.code) || LASTING_FAMILIES.has(f.family)) return f;
    const measured = measuredRefs(f, model);
    if (measured.length === 0 || measured.some((m) => m.time === undefined)) return f;
    const newest = Math.max(...measured.map((m) => m.time!));
    const days = Math.floor((now - newest) / DAY_MS);
    const old = days > OLD_DAYS;
    if (!old && (days <= STALE_DAYS || f.severity !== Severity.critical)) return f;
    const date = new Date(newest).toISOString().slice(0, 10);
    const names = joinNames(measured.map((m) => m.name));
    const plain = joinNames(measured.map((m) => m.plain));
    const results = new Set(measured.map((m) => m.plain)).size === 1 ? "result" : "results";
    const years = Math.floor(days / 365.25);
    const age = old ? `about ${years} year${years === 1 ? "" : "s"}` : `${days} days`;
    if (old && !urgent)
      return {
        ...f,
        clinician: `${f.clinician} These results are from ${date}, ${age} before this analysis: the patient's current values are unknown.`,
        patient: `${f.patient} This is from ${sources(measured, date.slice(0, 4))}, ${age} ago, which may not show how things are now.`,
      };
    if (old)
      return {
        ...f,
        severity: Severity.moderate,
        clinician: `${f.clinician} These results are from ${date}, ${age} before this analysis: the patient's current values are unknown.`,
        nextSteps: [
          `Repeat ${names} first: the results are from ${date}, ${age} ago; act on the steps below only if the repeat confirms them`,
          ...f.nextSteps,
        ],
        patient: `Your ${plain} ${results} from ${date.slice(0, 4)} needed attention at the time. That was ${age} ago, so ${results === "result" ? "it" : "they"} may not show how things are now. Ask your doctor whether this was dealt with then and whether the test should be repeated.`,
      };
    return {
      ...f,
      severity: Severity.high,
      clinician: `${f.clinician} These results are from ${date}, ${age} before this analysis: unless they have been acted on already, repeat them today and act on the repeat.`,
      nextSteps: [
        `Unless already acted on: the results are from ${date}, ${age} before this analysis; repeat ${names} today and act on the repeat as below`,
        ...f.nextSteps,
      ],
      patient: `Your ${plain} ${results} from ${date} ${results === "result" ? "was" : "were"} at a level that needs acting on the same day. If this has not already been dealt with, contact your doctor today so the test can be repeated.`,
    };
  });
}
