import type { Finding } from "../model.ts";
import { joinList } from "../text.ts";

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
  "lab-race-egfr",
]);

export function isDataNote(f: Finding): boolean {
  return DATA_NOTE_CODES.has(f.code);
}

/** The clinician's data notes from such findings, in the order the findings came. */
export function dataNoteSentences(findings: readonly Finding[]): string[] {
  return [...new Set(unjudgedTogether(findings.filter(isDataNote)).map((f) => f.clinician.trim()))];
}

/**
 * A result that could not be judged which another result's finding already tells of: a failed
 * repeat is named in the finding for the result it left standing (evaluate.ts), so listing it again
 * under the results we could not check said it twice (review 28, labs-27b case 01).
 */
export function toldElsewhere(f: Finding, findings: readonly Finding[]): boolean {
  return findings.some(
    (g) => g !== f && g.code.startsWith("lab-") && !isDataNote(g) && g.refs.some((r) => f.refs.includes(r)),
  );
}

/** How the texts of a result that could not be judged split into the test and the reason. */
const UNJUDGED_CLINICIAN = / could not be judged, so no flag was derived: /;
const UNJUDGED_PATIENT =
  /^We could not compare your (.+) result with a normal range (.+)\. Ask your doctor about it\.$/;

/** At most this many tests are named in a merged line; the rest are counted. */
const NAMED = 4;

/** "and 1 more results" is not English and hides one name that fits: all are named then. */
function named(items: readonly string[]): string {
  return items.length <= NAMED + 1
    ? joinList(items)
    : `${items.slice(0, NAMED).join(", ")} and ${items.length - NAMED} more`;
}

/**
 * Results that could not be judged for one and the same reason, as one finding each (review 16:
 * a 9-year-old's report said "normal ranges for children differ from adults'" once for each of ten
 * blood-count results). Other findings are returned as they came; a merged one stands where the
 * first of its group stood.
 */
export function unjudgedTogether(findings: readonly Finding[]): Finding[] {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    if (f.code !== "lab-not-comparable") continue;
    const clinician = f.clinician.split(UNJUDGED_CLINICIAN);
    const patient = UNJUDGED_PATIENT.exec(f.patient);
    if (clinician.length !== 2 || patient === null) continue;
    const key = `${clinician[1]}|${patient[2]}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const merged = new Map<Finding, Finding | undefined>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const [first] = group as [Finding, ...Finding[]];
    const why = first.clinician.split(UNJUDGED_CLINICIAN)[1]!;
    const patientWhy = UNJUDGED_PATIENT.exec(first.patient)![2]!;
    const results = group.map((f) => f.clinician.split(UNJUDGED_CLINICIAN)[0]!);
    // One date for all is said once; explanations in brackets are dropped from a list of several.
    const date = / on (\d{4}-\d{2}-\d{2})$/.exec(results[0]!)?.[1];
    const oneDay = date !== undefined && results.every((r) => r.endsWith(` on ${date}`));
    const shown = oneDay ? results.map((r) => r.slice(0, -` on ${date}`.length)) : results;
    const plain = group.map((f) => UNJUDGED_PATIENT.exec(f.patient)![1]!.replace(/\s*\([^)]*\)/g, ""));
    merged.set(first, {
      ...first,
      id: `${first.id}+${group.length - 1}`,
      title: `${group.length} results: not judged`,
      clinician: `${joinList(shown)}${oneDay ? `, all on ${date},` : ""} could not be judged, so no flag was derived: ${why}`,
      patient: `We could not compare your ${named(plain)} results with a normal range ${patientWhy}. Ask your doctor about them.`,
      nextSteps: [...new Set(group.flatMap((f) => f.nextSteps))],
      refs: group.flatMap((f) => f.refs),
      keywords: group.flatMap((f) => f.keywords),
    });
    for (const f of group.slice(1)) merged.set(f, undefined);
  }
  return findings.flatMap((f) => {
    if (!merged.has(f)) return [f];
    const m = merged.get(f);
    return m === undefined ? [] : [m];
  });
}
