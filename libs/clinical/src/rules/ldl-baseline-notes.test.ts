import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The cardiology review's cases (round 13), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/cardiology-review13/", import.meta.url);

type Report = ReturnType<typeof runReviewCase>;
const find = (r: Report, code: string) => r.findings.find((f) => f.code === code);

describe("untreated LDL-C 240 mg/dL in the notes, on rosuvastatin 5 mg (review 13 cardiology, case 15)", () => {
  it("reads it as the baseline for FH criteria and the 50% fall", () => {
    const f = find(runReviewCase(loadReviewCase(CASES, "15-ldl-mgdl-fh-us-units")), "severe-hypercholesterolaemia");
    expect(f?.clinician).toMatch(/240 mg\/dL is the baseline .*to 120 mg\/dL or lower/);
  });

  it("reads a baseline in mmol/L", () => {
    const c = loadReviewCase(CASES, "15-ldl-mgdl-fh-us-units");
    c.patientContext.clinicalNotes = "Pre-treatment LDL 6.8 mmol/L.";
    const f = find(runReviewCase(c), "severe-hypercholesterolaemia");
    expect(f?.clinician).toMatch(/6\.8 mmol\/L is the baseline .*to 3\.4 mmol\/L or lower/);
  });
});
