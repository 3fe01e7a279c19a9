import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/leftovers-c-review15/", import.meta.url);
const REVIEW14 = new URL("./fixtures/infection-review14/", import.meta.url);
const codes = (c: ReturnType<typeof loadReviewCase>) => runReviewCase(c).findings.map((f) => f.code);
const find = (c: ReturnType<typeof loadReviewCase>, code: string) =>
  runReviewCase(c).findings.find((f) => f.code === code);

describe("cellulitis with raised inflammatory markers (review 15, leftovers-c)", () => {
  it("reads the markers as the cellulitis's own, with no red flags named, when none are recorded", () => {
    for (const c of [
      loadReviewCase(FOLDER, "05-leg-cellulitis-improving"),
      loadReviewCase(REVIEW14, "12-ehr-cellulitis-diabetic"),
    ]) {
      const f = find(c, "cellulitis-inflammatory-markers");
      expect(f?.severity).toBe("info");
      expect(f?.clinician).toMatch(/do not call for a search for another source/);
      expect(f?.clinician).toMatch(/no red flags are recorded/);
      expect(codes(c)).not.toContain("cellulitis-red-flags");
    }
  });

  it("names periorbital infection and rapid spread, and asks for same-day hospital assessment", () => {
    const c = loadReviewCase(FOLDER, "06-periorbital-cellulitis-spreading");
    const f = find(c, "cellulitis-red-flags");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/infection around the eye or nose; rapid spread/);
    expect(f?.clinician).not.toMatch(/sepsis signs \(/);
    expect(f?.nextSteps.join(" ")).toMatch(/Same-day hospital assessment/);
    expect(codes(c)).not.toContain("cellulitis-inflammatory-markers");
  });

  it("names sepsis vital signs and orbital features only when recorded", () => {
    const c = loadReviewCase(FOLDER, "05-leg-cellulitis-improving");
    c.patientContext.vitalSigns[1].value = "134";
    expect(find(c, "cellulitis-red-flags")?.clinician).toMatch(/sepsis signs \(heart rate 134\/min\)/);
    const eye = loadReviewCase(FOLDER, "06-periorbital-cellulitis-spreading");
    eye.data.additionalContext = "Left periorbital cellulitis with pain on eye movement and double vision.";
    expect(find(eye, "cellulitis-red-flags")?.clinician).toMatch(/features of orbital cellulitis/);
  });

  it("stays quiet with cellulitis denied or past, or with normal markers", () => {
    expect(
      codes(loadReviewCase(FOLDER, "07-no-cellulitis-crp-raised")).filter((x) => x.startsWith("cellulitis")),
    ).toEqual([]);
    const normal = loadReviewCase(FOLDER, "05-leg-cellulitis-improving");
    normal.labResults = normal.labResults.filter((l: { name: string }) => l.name === "Creatinine");
    expect(codes(normal).filter((x) => x.startsWith("cellulitis"))).toEqual([]);
    const denied = loadReviewCase(FOLDER, "05-leg-cellulitis-improving");
    denied.patientContext.clinicalNotes =
      "Pain and pallor of the shin; no blisters, no pain out of proportion, no lymphangitis.";
    expect(codes(denied)).not.toContain("cellulitis-red-flags");
  });
});
