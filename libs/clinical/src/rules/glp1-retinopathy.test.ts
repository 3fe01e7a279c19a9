import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/leftovers-a-review15/", import.meta.url);
const find = (c: ReviewCase) => runReviewCase(c).findings.find((f) => f.code === "glp1-rapid-a1c-fall-retinopathy");

describe("fast HbA1c fall on a GLP-1 medicine with retinopathy (review 15 leftovers-a, cases 06–08)", () => {
  it("asks for a retinal review, naming the fall, the retinopathy and the insulin", () => {
    const f = find(loadReviewCase(FOLDER, "06-semaglutide-retinopathy-rapid-a1c"));
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/fell from 97 mmol\/mol \(2026-06-10\) to 58 mmol\/mol \(2026-11-05\)/);
    expect(f?.clinician).toMatch(/Pre-proliferative diabetic retinopathy/);
    expect(f?.clinician).toMatch(/with insulin/);
    expect(f?.nextSteps[0]).toMatch(/retinal review/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["vilsboll-2018-semaglutide-retinopathy", "ozempic-label"]));
  });

  it("applies to tirzepatide, a dual GIP/GLP-1 agonist, too", () => {
    const c = loadReviewCase(FOLDER, "06-semaglutide-retinopathy-rapid-a1c");
    c.data.medications[0].medication = "Mounjaro (tirzepatide) 7.5 mg weekly injection";
    expect(find(c)?.clinician).toMatch(/tirzepatide/);
  });

  it("stays quiet when screening found no retinopathy", () => {
    expect(find(loadReviewCase(FOLDER, "07-semaglutide-no-retinopathy"))).toBeUndefined();
  });

  it("stays quiet with retinopathy when HbA1c is steady", () => {
    expect(find(loadReviewCase(FOLDER, "08-semaglutide-retinopathy-steady-a1c"))).toBeUndefined();
  });

  it("stays quiet when the fall was spread over more than six months", () => {
    const c = loadReviewCase(FOLDER, "06-semaglutide-retinopathy-rapid-a1c");
    c.data.recentNormalLabs[1].date = "2025-09-10";
    expect(find(c)).toBeUndefined();
  });
});

describe("grading the fast HbA1c fall with retinopathy", () => {
  it("is low for background retinopathy without insulin", () => {
    const c = loadReviewCase(FOLDER, "06-semaglutide-retinopathy-rapid-a1c");
    c.data.pastMedicalHistory[1].display = "Background diabetic retinopathy (R1)";
    c.data.medications = c.data.medications.filter((m: { medication: string }) => !/insulin/i.test(m.medication));
    expect(find(c)?.severity).toBe("low");
  });
});
