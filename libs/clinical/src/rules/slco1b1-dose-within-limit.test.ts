import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/pharmacogenomics-review13/", import.meta.url);

describe("SLCO1B1 reduced function with a statin dose inside the CPIC limit (review 13, pharmacogenomics 15)", () => {
  it("atorvastatin 20 mg with decreased function: low priority and no change needed", () => {
    const f = runReviewCase(loadReviewCase(FIXTURES, "15-messy-pgx-normal")).findings.find(
      (x) => x.code === "slco1b1-simvastatin",
    );
    expect(f?.severity).toBe("low");
    expect(f?.patient).toMatch(/no change is needed/);
    expect(f?.patient).not.toMatch(/talk to your doctor soon/);
  });

  it("atorvastatin 80 mg with decreased function stays a prompt to review", () => {
    const c = loadReviewCase(FIXTURES, "15-messy-pgx-normal");
    c.data.medications[1].medication = "atorvastatin 80 mg";
    const f = runReviewCase(c).findings.find((x) => x.code === "slco1b1-simvastatin");
    expect(f?.severity).toBe("moderate");
    expect(f?.patient).not.toMatch(/no change is needed/);
  });
});
