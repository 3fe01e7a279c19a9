import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/leftovers-a-review15/", import.meta.url);
const find = (c: ReviewCase, code: string) => runReviewCase(c).findings.find((f) => f.code === code);

describe("a PPI with a lasting indication is kept (review 15 leftovers-a, cases 03–05)", () => {
  it("keeps the PPI in Barrett's oesophagus when magnesium is low", () => {
    const f = find(loadReviewCase(FOLDER, "03-barrett-ppi-low-magnesium"), "ppi-hypomagnesaemia");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/review the need for/i);
    expect(steps).toMatch(/^Replace magnesium; continue the PPI/);
    expect(f?.patient).toMatch(/still needed because of your Barrett's oesophagus/);
    expect(f?.patientQuestions.join(" ")).not.toMatch(/Do I still need/);
    expect(f?.evidenceIds).toContain("farrell-2017-ppi-deprescribing");
  });

  it("keeps the PPI after grade D oesophagitis when B12 is low", () => {
    const f = find(loadReviewCase(FOLDER, "04-barrett-ppi-low-b12"), "ppi-b12-low");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/review the ongoing need/i);
    expect(steps).toMatch(/Replace B12; continue the PPI/);
    expect(f?.patient).toMatch(/past severe inflammation of the food pipe/);
  });

  it("still reviews the PPI taken for heartburn with no Barrett's", () => {
    const f = find(loadReviewCase(FOLDER, "05-gord-ppi-low-magnesium"), "ppi-hypomagnesaemia");
    expect(f?.nextSteps.join(" ")).toMatch(/review the need for and dose of the PPI/);
    expect(f?.evidenceIds).not.toContain("farrell-2017-ppi-deprescribing");
  });
});
