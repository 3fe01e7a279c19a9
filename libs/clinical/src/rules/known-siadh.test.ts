import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/leftovers-review11/", import.meta.url);
const siadh = () => loadReviewCase(FOLDER, "geriatrics-12-known-siadh");
const sodium = (c: ReturnType<typeof siadh>) => runReviewCase(c).findings.find((f) => f.code === "hyponatraemia");
const setLatest = (c: ReturnType<typeof siadh>, value: string) => {
  c.data.recentAbnormalLabs[0].value = value;
  c.data.labTrends[0].values[2].value = value;
};

// Review 11 geriatrics defect 10: SIADH from small-cell lung cancer on fluid restriction, sodium 126 → 130 → 131.
describe("low sodium with a recorded SIADH", () => {
  it("reads as the known SIADH, improving, with no new osmolality work-up", () => {
    const f = sodium(siadh());
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/recorded syndrome of inappropriate ADH secretion/);
    expect(f?.clinician).toMatch(/no new osmolality or urine sodium work-up/);
    expect(f?.clinician).toMatch(/risen from 126 mmol\/L/);
    expect(f?.nextSteps.join(" ")).toMatch(/Continue the SIADH plan/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/check serum osmolality/);
    expect(f?.patient).toMatch(/fits the condition already in your record \(SIADH\)/);
    expect(f?.patient).not.toMatch(/cause should be found/);
  });

  it("keeps the usual work-up when the sodium has fallen since the last value", () => {
    const c = siadh();
    setLatest(c, "127");
    const f = sodium(c);
    expect(f?.clinician).not.toMatch(/the known cause/);
    expect(f?.nextSteps.join(" ")).toMatch(/osmolality/);
  });

  it("keeps the usual reading below 125 mmol/L or with symptoms in the notes", () => {
    const profound = siadh();
    profound.data.labTrends[0].values[1].value = "121";
    setLatest(profound, "123");
    expect(sodium(profound)?.clinician).not.toMatch(/the known cause/);
    const confused = siadh();
    confused.data.additionalContext = "Known SIADH from SCLC on fluid restriction. New confusion today.";
    expect(sodium(confused)?.clinician).not.toMatch(/the known cause/);
  });

  it("does not apply without a recorded SIADH", () => {
    const c = siadh();
    c.data.pastMedicalHistory = [{ display: "Gastro-oesophageal reflux disease", clinicalStatus: "active" }];
    const f = sodium(c);
    expect(f?.clinician).not.toMatch(/the known cause/);
    expect(f?.nextSteps.join(" ")).toMatch(/osmolality/);
  });
});
