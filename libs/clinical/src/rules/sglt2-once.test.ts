import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/deep-coherence-review13/", import.meta.url);

describe("one SGLT2 inhibitor suggestion, naming an earlier stop (review 13, deep coherence 12)", () => {
  it("folds the diabetic kidney suggestion into the HFrEF finding and names the stopped dapagliflozin", () => {
    const out = runReviewCase(loadReviewCase(FIXTURES, "12-ckd-t2dm-hf-gout-elderly"));
    expect(out.findings.some((f) => f.code === "sglt2i-opportunity-diabetic-kidney")).toBe(false);
    const hf = out.findings.find((f) => f.code === "hfref-pillars-missing")!;
    expect(hf.clinician).toMatch(/also protects the kidneys/);
    expect(hf.clinician).toMatch(/Dapagliflozin 10 mg was stopped on 2026-06-01 \(notes: "genital infection"\)/);
    expect(hf.clinician).toMatch(/not a gap/);
    expect(hf.patient).toMatch(/dapagliflozin was stopped earlier after a genital infection/);
  });
});
