import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The renal review's cases (round 11), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/renal-review11/", import.meta.url);

const load = () => loadReviewCase(CASES, "15-hypercalcaemia-malignancy-us");
const run = runReviewCase;
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("high calcium graded on the albumin-corrected value (review case 15)", () => {
  it("grades calcium 13.4 mg/dL with albumin 3.1 g/dL as severe (corrected about 14.1)", () => {
    const f = find(run(load()), "hypercalcaemia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("albumin-corrected about 14.1 mg/dL");
    expect(f?.clinician).toContain("(severe, 14 mg/dL or more)");
    expect(f?.clinician).not.toContain("moderate, 12–14");
    expect(f?.evidenceIds).toContain("medscape-calcium-albumin-correction");
  });

  it("does not correct with a normal albumin", () => {
    const c = load();
    c.labResults[1] = { ...c.labResults[1], value: "4.2", flag: undefined };
    const f = find(run(c), "hypercalcaemia");
    expect(f?.clinician).not.toContain("albumin-corrected");
    expect(f?.clinician).toContain("(moderate, 12–14 mg/dL)");
  });

  it("does not correct a result the laboratory already adjusted", () => {
    const c = load();
    c.labResults[0] = { ...c.labResults[0], name: "Adjusted calcium" };
    const f = find(run(c), "hypercalcaemia");
    expect(f?.clinician).not.toContain("albumin-corrected");
  });

  it("does not correct with an albumin from another week", () => {
    const c = load();
    c.labResults[1] = { ...c.labResults[1], date: "2026-11-01" };
    expect(find(run(c), "hypercalcaemia")?.clinician).not.toContain("albumin-corrected");
  });
});
