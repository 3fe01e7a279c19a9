import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The renal review's cases (round 11), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/renal-review11/", import.meta.url);

const load = () => loadReviewCase(CASES, "08-aki-triple-whammy");
const run = runReviewCase;
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);
const potassiumIndex = (c: ReturnType<typeof load>) =>
  c.data.recentAbnormalLabs.findIndex((l: { display: string }) => /potassium/i.test(l.display));

describe("AKI with high potassium during vomiting and diarrhoea (review case 08)", () => {
  it("asks for same-day hospital assessment for potassium 6.3 with acute kidney injury", () => {
    const f = find(run(load()), "raas-hyperkalaemia");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps[0]).toMatch(/^Same-day hospital assessment: ECG/);
    expect(f?.clinician).toMatch(/needs same-day hospital assessment/);
    expect(f?.patient).toMatch(/seen in hospital today/);
    expect(f?.evidenceIds).toContain("nhs-highland-hyperkalaemia");
  });

  it("keeps the prompt repeat, not a hospital visit, below 6.0", () => {
    const c = load();
    c.data.recentAbnormalLabs[potassiumIndex(c)].value = "5.8";
    const f = find(run(c), "raas-hyperkalaemia");
    expect(f?.nextSteps[0]).toMatch(/^Repeat potassium and creatinine promptly/);
    expect(f?.evidenceIds).not.toContain("nhs-highland-hyperkalaemia");
  });

  it("reads the creatinine rise as AKI stage 2 because the notes date it, without the timing hedge", () => {
    const f = find(run(load()), "aki-creatinine-rise");
    expect(f?.clinician).toMatch(/treat this as acute kidney injury \(KDIGO stage 2/);
    expect(f?.clinician).not.toMatch(/timing should be clarified/);
  });

  it("keeps the timing hedge when the notes describe no acute illness", () => {
    const c = load();
    c.data.additionalContext = "Started ibuprofen from pharmacy 10 days ago for knee pain.";
    const f = find(run(c), "aki-creatinine-rise");
    expect(f?.clinician).toMatch(/timing should be clarified/);
  });
});
