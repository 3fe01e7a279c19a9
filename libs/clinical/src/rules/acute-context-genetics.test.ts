import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const CASES = new URL("./fixtures/genetics-review11/", import.meta.url);
const CASE = "03-hlab5801-allopurinol-ckd";

describe("acute context: a critical gene-drug finding is not an acute illness", () => {
  it("HLA-B*58:01 on allopurinol with CKD 3b: the CKD finding stays, and the HLA finding has no acute-illness clause", () => {
    const { findings } = runReviewCase(loadReviewCase(CASES, CASE));
    const hla = findings.find((f) => f.code === "hla-b5801-allopurinol");
    expect(hla?.severity).toBe("critical");
    expect(hla?.clinician).not.toContain("acute illness");
    expect(hla?.clinician).not.toContain("routine care left out");
    expect(findings.map((f) => f.code)).toContain("ckd-stage");
  });

  it("still leaves routine care out when a non-genetic critical finding is present beside it", () => {
    const c = loadReviewCase(CASES, CASE);
    c.data.recentAbnormalLabs = [
      ...(c.data.recentAbnormalLabs ?? []),
      { display: "Potassium", value: "7.1", unit: "mmol/L", date: "2026-11-27", referenceRange: "3.5-5.3" },
    ];
    const { findings } = runReviewCase(c);
    expect(findings.map((f) => f.code)).not.toContain("ckd-stage");
    const hla = findings.find((f) => f.code === "hla-b5801-allopurinol");
    expect(hla?.clinician).not.toContain("routine care left out");
    // The note goes on the acute finding instead.
    expect(findings.find((f) => f.code === "hyperkalaemia")?.clinician).toContain("routine care left out");
  });
});
