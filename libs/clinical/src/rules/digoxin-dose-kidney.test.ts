import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The cardiology review's cases (round 13), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/cardiology-review13/", import.meta.url);

type Report = ReturnType<typeof runReviewCase>;
const find = (r: Report, code: string) => r.findings.find((f) => f.code === code);

describe("digoxin 250 micrograms at eGFR about 32 in an 83-year-old (review 13 cardiology, case 12)", () => {
  it("calls the dose too high for the kidney function and asks for a lower one on restarting", () => {
    const f = find(runReviewCase(loadReviewCase(CASES, "12-digoxin-high-low-k")), "digoxin-level-high");
    expect(f?.clinician).toMatch(/Digoxin 250 micrograms a day with an eGFR below 40 at age 83 is above the label's/);
    expect(f?.nextSteps.at(-1)).toMatch(/^If digoxin is restarted, use a lower maintenance dose than 250 micrograms/);
    expect(f?.nextSteps.join(" ")).toMatch(/Withhold digoxin;/);
  });

  it("says nothing of the dose at 125 micrograms", () => {
    const c = loadReviewCase(CASES, "12-digoxin-high-low-k");
    c.data.medications[0] = {
      medication: "Digoxin 125 micrograms",
      status: "active",
      dosage: "125 micrograms",
      frequency: "once daily",
    };
    const f = find(runReviewCase(c), "digoxin-level-high");
    expect(f?.clinician).not.toMatch(/maintenance dose/);
  });
});
