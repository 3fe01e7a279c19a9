import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 11 (lab panels) case 16, kept with the test (synthetic record, no real patient). */
const CASES = new URL("./fixtures/lab-panels-review11/", import.meta.url);

/** Case 16's calcium and albumin only, changed as a test needs. */
function calciumCase(calcium: Record<string, string>, albumin?: Record<string, string>) {
  const c = loadReviewCase(CASES, "16-critical-k-no-context");
  c.labResults = [calcium, ...(albumin ? [albumin] : [])];
  const r = runReviewCase(c);
  const f = r.findings.find((x) => x.code === "lab-low" && /^Calcium/.test(x.title));
  return { r, f };
}

const CA = {
  name: "Calcium",
  value: "7.9",
  unit: "mg/dL",
  referenceRange: "8.5 - 10.2",
  flag: "Low",
  date: "2026-11-28",
};
const ALB = {
  name: "Albumin",
  value: "2.4",
  unit: "g/dL",
  referenceRange: "3.5 - 5.0",
  flag: "Low",
  date: "2026-11-28",
};

describe("a low total calcium is read after correcting for a low albumin (review 11, 15)", () => {
  it("calcium 7.9 mg/dL with albumin 2.4 g/dL: corrected about 9.2, within the range, explained by the albumin", () => {
    const { r, f } = calciumCase(CA, ALB);
    expect(f?.clinician).toMatch(/is explained by the low albumin/);
    expect(f?.clinician).toMatch(/about 9\.2 mg\/dL, within the usual range/);
    expect(f?.evidenceIds).toContain("medscape-calcium-albumin-correction");
    expect(r.result.patientResponse).toMatch(/explained by the low albumin/);
    expect(r.result.patientResponse).not.toMatch(/true low calcium/);
  });

  it("the same in mmol/L: 1.98 mmol/L with albumin 24 g/L is explained by the albumin", () => {
    const { f } = calciumCase(
      { ...CA, value: "1.98", unit: "mmol/L", referenceRange: "2.10 - 2.55" },
      { ...ALB, value: "24", unit: "g/L", referenceRange: "35 - 50" },
    );
    expect(f?.clinician).toMatch(/about 2\.\d+ mmol\/L, within the usual range/);
  });

  it("a calcium still low after correction is called a true low calcium", () => {
    const { f } = calciumCase({ ...CA, value: "6.9" }, { ...ALB, value: "3.4" });
    expect(f?.clinician).toMatch(/stays low after adjusting for the low albumin/);
    expect(f?.clinician).toMatch(/about 7\.4 mg\/dL/);
    expect(f?.clinician).not.toMatch(/within the usual range/);
  });

  it("no correction without an albumin, with a normal albumin, or for a calcium the laboratory already adjusted", () => {
    expect(calciumCase(CA).f?.clinician).not.toMatch(/adjusting for|explained by the low albumin/);
    expect(calciumCase(CA, { ...ALB, value: "4.2" }).f?.clinician).not.toMatch(/explained by the low albumin/);
    expect(calciumCase({ ...CA, name: "Adjusted calcium" }, ALB).f?.clinician).not.toMatch(
      /explained by the low albumin|stays low after adjusting/,
    );
  });
});
