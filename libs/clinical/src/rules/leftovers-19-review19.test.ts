import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/leftovers-19-review19/", import.meta.url);
const load = (name: string) => loadReviewCase(FOLDER, name);

describe("a denied habit is not a cause (review 19, leftovers)", () => {
  const finding = (c: ReturnType<typeof load>) =>
    runReviewCase(c).findings.find((f) => f.title === "High haematocrit on testosterone");

  it("01: 'Non-smoker' does not make smoking a cause of the high haematocrit on testosterone", () => {
    const f = finding(load("01-testosterone-haematocrit-non-smoker"));
    expect(f?.clinician).toMatch(/withholding testosterone/);
    expect(f?.clinician).not.toMatch(/smoking/);
    expect(f?.nextSteps).toContain("Repeat the full blood count");
  });

  it("01, smoking stated: the smoking is named as a cause that adds to it", () => {
    const c = load("01-testosterone-haematocrit-non-smoker");
    c.patientContext.clinicalNotes = "On testosterone for 2 years for hypogonadism. Feels well. Smokes 15 a day.";
    expect(finding(c)?.clinician).toMatch(/other causes that add to it: smoking \("smokes 15 a day"\)/i);
  });
});
