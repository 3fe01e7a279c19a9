import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/adrenal-pituitary-review13/", import.meta.url);
const load = () => loadReviewCase(FOLDER, "19-low-acth-opioids");
const finding = (c: ReturnType<typeof load>) =>
  runReviewCase(c).findings.find((x) => x.code === "opioid-induced-adrenal-insufficiency");

describe("low cortisol and ACTH on long-term opioids (review 13, adrenal-pituitary round 3, case 06)", () => {
  it("gives a finding with endocrine review, illness cover meanwhile and no abrupt opioid stop", () => {
    const f = finding(load());
    expect(f?.severity).toBe("moderate");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/endocrinology for a stimulation test/);
    expect(steps).toMatch(/While it is assessed, give advice on steroid cover during illness/);
    expect(steps).toMatch(/gradual opioid taper with the pain team \(no abrupt stop\)/);
    expect(f?.patient).toMatch(/Do not stop or cut your painkillers on your own/);
    expect(f?.evidenceIds).toContain("patel-2024-opioid-induced-adrenal-insufficiency");
  });

  it("does not fire without an opioid", () => {
    const c = load();
    c.patientContext.medications = [];
    expect(finding(c)).toBeUndefined();
  });
});
