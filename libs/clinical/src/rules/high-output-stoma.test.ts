import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 15 (restore-steps): a high-output ileostomy that is depleting the patient (synthetic records). */
const CASES = new URL("./fixtures/restore-steps-review15/", import.meta.url);
const run = (name: string, edit?: (c: ReturnType<typeof loadReviewCase>) => void) => {
  const c = loadReviewCase(CASES, name);
  edit?.(c);
  return runReviewCase(c).findings.find((f) => f.code === "high-output-stoma-depletion");
};

describe("high-output-stoma-depletion", () => {
  it("links low magnesium, low sodium and a creatinine rise to the stoma and restores the fluid steps", () => {
    const f = run("04-high-output-ileostomy-low-mg-aki");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/^High output stoma: magnesium 0\.48 mmol\/L .* is low; sodium 131 mmol\/L/);
    expect(f?.clinician).toMatch(/from 84 µmol\/L \(2026-09-02\) to 142 µmol\/L \(2026-11-19\) \(1\.7 times\)/);
    expect(f?.clinician).toMatch(/notes record "drinking lots of water"/);
    const steps = f?.nextSteps.join(" | ") ?? "";
    expect(f?.nextSteps[0]).toMatch(/^Assess hydration today: .*intravenous saline/);
    expect(steps).toMatch(/Limit plain \(hypotonic\) drinks .* to about 500 mL a day/);
    expect(steps).toMatch(/oral rehydration solution with at least 90 mmol\/L sodium/);
    expect(steps).toMatch(/Replace magnesium: intravenous magnesium sulphate first, then oral magnesium oxide/);
    expect(steps).toMatch(/spot urine sodium/);
    expect(steps).not.toMatch(/intestinal failure/);
    expect(f?.patient).toMatch(/contact your stoma team or doctor today/);
    expect(f?.evidenceIds).toEqual([
      "bsg-2006-short-bowel",
      "cuh-high-output-stoma-fluid-advice",
      "jpen-2020-ileostomy-spot-urine-sodium",
    ]);
  });

  it("is moderate and leaves out magnesium and kidney steps when only sodium is low", () => {
    const f = run("04-high-output-ileostomy-low-mg-aki", (c) => {
      c.labResults = c.labResults
        .filter((l: { name: string; date: string }) => !(l.name === "Creatinine" && l.date === "2026-11-19"))
        .map((l: { name: string }) => (l.name === "Magnesium" ? { ...l, value: "0.80", flag: undefined } : l));
    });
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).not.toMatch(/magnesium sulphate|intravenous saline/);
    expect(f?.patient).toMatch(/a low sodium \(salt\)\. /);
  });

  it("stays silent for an ileostomy that is not high output, with normal results", () => {
    expect(run("05-ileostomy-normal-electrolytes")).toBeUndefined();
  });

  it("stays silent for a high-output stoma whose results are normal", () => {
    const f = run("05-ileostomy-normal-electrolytes", (c) => {
      c.patientContext.clinicalNotes = "High output stoma, about 1.6 litres a day. Well.";
    });
    expect(f).toBeUndefined();
  });

  it("does not read a stated absence of high output as one", () => {
    const f = run("04-high-output-ileostomy-low-mg-aki", (c) => {
      c.patientContext.clinicalNotes = "Ileostomy 6 weeks ago. No high output stoma; output thick. Dizzy on standing.";
    });
    expect(f).toBeUndefined();
  });
});
