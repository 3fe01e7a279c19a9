import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The cardiology review's cases (round 13), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/cardiology-review13/", import.meta.url);

type Report = ReturnType<typeof runReviewCase>;
const find = (r: Report, code: string) => r.findings.find((f) => f.code === code);

describe("familial hypercholesterolaemia from the notes (review 13 cardiology)", () => {
  it("reads yellow lumps on the Achilles tendons as tendon xanthomata: Simon Broome definite FH (case 06)", () => {
    const r = runReviewCase(loadReviewCase(CASES, "06-fh-pattern-ldl-6.2"));
    const f = find(r, "familial-hypercholesterolaemia-definite");
    expect(f?.clinician).toMatch(/yellowish lumps on achilles tendons/i);
    expect(find(r, "familial-hypercholesterolaemia-suspected")).toBeUndefined();
  });

  it("does not call lumps that are not described as yellow tendon deposits xanthomata", () => {
    const c = loadReviewCase(CASES, "06-fh-pattern-ldl-6.2");
    c.data.additionalContext = "Insurance medical. Painful lumps on Achilles tendons after running. Non-smoker.";
    const r = runReviewCase(c);
    expect(find(r, "familial-hypercholesterolaemia-definite")).toBeUndefined();
    expect(find(r, "familial-hypercholesterolaemia-suspected")).toBeDefined();
  });

  it("counts a sister's high cholesterol in the notes as family support for possible FH (case 15)", () => {
    const r = runReviewCase(loadReviewCase(CASES, "15-ldl-mgdl-fh-us-units"));
    expect(find(r, "familial-hypercholesterolaemia-suspected")?.clinician).toMatch(
      /first-degree relative in the notes \("sister also high cholesterol"\)/i,
    );
  });

  it("does not count a relative whose cholesterol is stated to be normal", () => {
    const c = loadReviewCase(CASES, "15-ldl-mgdl-fh-us-units");
    c.patientContext.clinicalNotes = "Untreated LDL before statin was 240 mg/dL. Sister has no high cholesterol.";
    expect(find(runReviewCase(c), "familial-hypercholesterolaemia-suspected")).toBeUndefined();
  });

  it("names a high-intensity statin and ezetimibe for someone on rosuvastatin 5 mg (case 15)", () => {
    const r = runReviewCase(loadReviewCase(CASES, "15-ldl-mgdl-fh-us-units"));
    const steps = find(r, "severe-hypercholesterolaemia")?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/high-intensity statin \(atorvastatin 40–80 mg or rosuvastatin 20–40 mg\).*ezetimibe/);
    expect(steps).not.toMatch(/Start or intensify/);
  });
});
