import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 13 imaging-notes case 12 (synthetic): 41-year-old man, brother with bowel cancer at 44, no colonoscopy. */
const CASES = new URL("./fixtures/imaging-notes-review13/", import.meta.url);

const crc = (c: ReturnType<typeof loadReviewCase>) =>
  runReviewCase(c).findings.find((f) => f.code === "family-colorectal-cancer");

describe("family history of colorectal cancer, past the start age", () => {
  it("asks for a colonoscopy now, in the clinician and the patient text", () => {
    const f = crc(loadReviewCase(CASES, "12-family-history-early-mi-crc"));
    expect(f?.clinician).toMatch(/from age 34.*US Multi-Society Task Force 2017/);
    expect(f?.clinician).toMatch(
      /At 41, already past that start age, with no colonoscopy on record: arrange a colonoscopy now/,
    );
    expect(f?.nextSteps).toEqual(["Arrange a colonoscopy now: already past the family-history start age of 34"]);
    expect(f?.patient).toMatch(/arrange a colonoscopy now/);
  });

  it("keeps the start-age advice when a colonoscopy was done within 5 years", () => {
    const c = loadReviewCase(CASES, "12-family-history-early-mi-crc");
    c.data.imagingStudies = [
      { type: "Colonoscopy", description: "Colonoscopy", date: "2024-03-01", findings: "Normal to caecum." },
    ];
    const f = crc(c);
    expect(f?.clinician).not.toMatch(/arrange a colonoscopy now/);
    expect(f?.nextSteps).toEqual(["Arrange colonoscopy at the age and interval for family-history risk"]);
  });

  it("keeps the start-age advice for someone younger than the start age", () => {
    const c = loadReviewCase(CASES, "12-family-history-early-mi-crc");
    c.data.patientInfo.age = 30;
    expect(crc(c)?.clinician).not.toMatch(/already past/);
  });
});
