import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/deep-coherence-review13/", import.meta.url);
const CASE = "13-copd-af-osteoporosis-woman";

describe("COPD eosinophils on oral steroids (review 13, deep coherence 10)", () => {
  it("reads a high count on prednisolone as still supporting the inhaled steroid", () => {
    const out = runReviewCase(loadReviewCase(FIXTURES, CASE));
    expect(out.findings.some((f) => f.code === "copd-eosinophils-on-oral-steroid")).toBe(false);
    const f = out.findings.find((x) => x.code === "copd-eosinophils-high-on-oral-steroid");
    expect(f?.clinician).toMatch(/still supports keeping the inhaled steroid/);
    expect(out.result.patientResponse).not.toMatch(/earlier result/);
  });

  it("still calls a low count on steroids unusable, without an earlier result it does not have", () => {
    const c = loadReviewCase(FIXTURES, CASE);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    for (const l of [...c.data.recentAbnormalLabs, ...c.data.recentNormalLabs] as any[])
      if (/eosinophil/i.test(l.display ?? l.name ?? "")) l.value = "0.12";
    const out = runReviewCase(c);
    const f = out.findings.find((x) => x.code === "copd-eosinophils-on-oral-steroid");
    expect(f?.clinician).toMatch(/No count off oral steroids is on record/);
    expect(f?.patient).not.toMatch(/earlier result/);
  });
});
