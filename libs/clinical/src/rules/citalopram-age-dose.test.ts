import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/deep-coherence-review13/", import.meta.url);
const CASE = "13-copd-af-osteoporosis-woman";

describe("citalopram above the maximum for people over 65 (review 13, deep coherence 13)", () => {
  it("flags 40 mg at 72 with clarithromycin and low potassium although the QTc is below the limit", () => {
    const c = loadReviewCase(FIXTURES, CASE);
    // While the 7-day clarithromycin course from 20 Nov is still running (course-ended.test.ts covers after).
    c._now = "2026-11-24T09:00:00Z";
    const out = runReviewCase(c);
    expect(out.findings.some((f) => f.code === "qtc-prolonged")).toBe(false);
    const f = out.findings.find((x) => x.code === "citalopram-over-age-maximum");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/20 mg daily maximum for people over 65/);
    expect(f?.clinician).toMatch(/clarithromycin/);
    expect(f?.clinician).toMatch(/low potassium 3\.3/);
    expect(f?.evidenceIds).toContain("mhra-2011-citalopram-qt");
    expect(f?.patient).toMatch(/lower it to 20 mg a day/);
  });

  it("is moderate with no added risk, and silent at 20 mg", () => {
    const c = loadReviewCase(FIXTURES, CASE);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    c.data.medications = c.data.medications.filter((m: any) => !/clarithromycin/i.test(m.medication));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    c.data.recentAbnormalLabs = c.data.recentAbnormalLabs.filter((l: any) => !/potassium/i.test(l.display));
    expect(runReviewCase(c).findings.find((x) => x.code === "citalopram-over-age-maximum")?.severity).toBe("moderate");
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    for (const m of c.data.medications as any[])
      m.medication = m.medication.replace("Citalopram 40 mg", "Citalopram 20 mg");
    expect(runReviewCase(c).findings.some((x) => x.code === "citalopram-over-age-maximum")).toBe(false);
  });
});
