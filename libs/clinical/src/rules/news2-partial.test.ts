import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/imaging-notes-review13/", import.meta.url);
const pe = (r: ReturnType<typeof runReviewCase>) => r.findings.find((f) => f.code === "pulmonary-embolism-on-imaging");

describe("partial NEWS2 with a pulmonary embolism on imaging", () => {
  it("adds up heart rate 104 and SpO2 93%, each below a single score of 3", () => {
    const f = pe(runReviewCase(loadReviewCase(CASES, "10-pe-on-ct")));
    expect(f?.clinician).toMatch(/partial NEWS2 of 3 \(SpO2 93% scores 2, heart rate 104\/min scores 1\)/);
    expect(f?.clinician).toMatch(/5 or more, or 3 in any one parameter, calls for urgent assessment within the hour/);
  });

  it("counts respiratory rate and systolic pressure too", () => {
    const c = loadReviewCase(CASES, "10-pe-on-ct");
    c.data.vitalSigns.push(
      { display: "Respiratory rate", value: "22", unit: "/min", date: "2026-11-27" },
      { display: "Blood pressure", value: "108/70", unit: "mmHg", date: "2026-11-27" },
    );
    expect(pe(runReviewCase(c))?.clinician).toMatch(/partial NEWS2 of 6 \(/);
  });

  it("says nothing about NEWS2 when no recorded observation scores", () => {
    const c = loadReviewCase(CASES, "10-pe-on-ct");
    c.data.vitalSigns = [
      { display: "Heart rate", value: "78", unit: "bpm", date: "2026-11-27" },
      { display: "SpO2", value: "97", unit: "%", date: "2026-11-27" },
    ];
    const f = pe(runReviewCase(c));
    expect(f).toBeDefined();
    expect(f?.clinician).not.toMatch(/NEWS2/);
  });
});
