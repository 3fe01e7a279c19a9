import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { healthDataSchema, labResultsRequestSchema } from "@hds/contracts";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";
import { retrieveEvidence } from "../research.ts";

/**
 * A clinical review's case, kept as a fixture beside the test that uses it: either an EHR request's
 * `data` or a lab-results request (`labResults`, `patientContext`), with `_now`, the moment the
 * case is read at. Synthetic records, no real patient.
 */
// JSON a test may edit field by field (a copy of the case with one value changed): kept loose on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ReviewCase = { _now?: string; data?: any; labResults?: any; patientContext?: any };

/** Reads the case `name`.json from a fixtures folder (`new URL("./fixtures/…/", import.meta.url)`). */
export function loadReviewCase(folder: URL, name: string): ReviewCase {
  return JSON.parse(readFileSync(new URL(`${name}.json`, folder), "utf8")) as ReviewCase;
}

/**
 * A review test's fixtures folder (`new URL("./fixtures/…/", import.meta.url)`): `load` reads a
 * case by name, `run` reads and runs it, `edit` reads an EHR case and changes its record.
 */
export function reviewFolder(folder: URL) {
  const load = (name: string) => loadReviewCase(folder, name);
  /** An EHR case read afresh with some of its record changed. */
  const edit = (name: string, change: (data: EhrCaseData) => void): ReviewCase => {
    const c = load(name);
    change(c.data as EhrCaseData);
    return c;
  };
  /** A case run with other notes: a lab case's clinicalNotes, an EHR case's additionalContext. */
  const withNotes = (name: string, notes: string) => {
    const c = load(name);
    if (c.patientContext !== undefined) c.patientContext.clinicalNotes = notes;
    else c.data.additionalContext = notes;
    return runReviewCase(c);
  };
  return { load, run: (name: string) => runReviewCase(load(name)), edit, withNotes };
}

type CaseItem = Record<string, string>;

/** The parts of an EHR case's `data` a test changes, items as sent. */
export interface EhrCaseData {
  pastMedicalHistory: CaseItem[];
  medications: CaseItem[];
  recentAbnormalLabs: CaseItem[];
  recentNormalLabs: CaseItem[];
  imagingStudies: CaseItem[];
  vitalSigns: CaseItem[];
  additionalContext: string;
}

/** The moment a case is read at. */
const caseNow = (c: ReviewCase): Date => new Date(c._now ?? "2026-11-20T12:00:00Z");

/** Runs a case as the API would: validated by the request schemas, then analysed. */
export function runReviewCase(c: ReviewCase) {
  const now = caseNow(c);
  if (c.labResults !== undefined) {
    const req = labResultsRequestSchema.parse({
      webhookUrl: "https://example.org/h",
      labResults: c.labResults,
      patientContext: c.patientContext,
    });
    return analyzeLabResults(req.labResults, req.patientContext, { now });
  }
  return analyzeEhr(healthDataSchema.parse(c.data), { now });
}

/** Runs an EHR case as the deep agent would: the light analysis plus the detailed discussion. */
export function runDeepReviewCase(c: ReviewCase) {
  return analyzeEhr(healthDataSchema.parse(c.data), { now: caseNow(c), mode: "deep" });
}

/** What runReviewCase returns: findings, the result with both reports, the model and counts. */
export type ReviewRun = ReturnType<typeof runReviewCase>;

/** The patient-friendly report of a run. */
export const patientText = (r: ReviewRun): string => r.result.patientResponse;

/** The clinician report of a run. */
export const clinicianText = (r: ReviewRun): string => r.result.clinicianResponse;

/** The codes of a run's findings, in report order. */
export const codes = (r: ReviewRun): string[] => r.findings.map((f) => f.code);

/** The first finding of a run with this code. */
export const finding = (r: ReviewRun, code: string) => r.findings.find((f) => f.code === code);

/** The ids of the sources the research step retrieves for the run's finding with this code. */
export function citedFor(r: ReviewRun, code: string): string[] {
  const f = finding(r, code);
  if (f === undefined) throw new Error(`no ${code}`);
  return retrieveEvidence(r.model, [f]).byFinding[f.id] ?? [];
}

/** The clinician-report line of one finding, found by its bold title ("" when absent). */
export const clinicianLine = (r: ReviewRun, title: string): string =>
  clinicianText(r)
    .split("\n")
    .find((l) => l.includes(`**${title}`)) ?? "";

/**
 * A deep report that reads through: it has its detailed discussion, no template gap ("undefined",
 * "{name}") in either text, and every citation number in the clinician text resolves.
 */
export function expectDeepReadsThrough(r: Pick<ReviewRun, "result">): void {
  expect(r.result.clinicianResponse).toContain("# Detailed discussion");
  for (const text of [r.result.clinicianResponse, r.result.patientResponse])
    expect(text).not.toMatch(/undefined|\{[a-z]+\}/);
  for (const n of r.result.clinicianResponse.matchAll(/\[(\d+)\]/g))
    expect(r.result.citations.clinician[n[1] as string]).toBeDefined();
}
