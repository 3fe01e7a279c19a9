import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 13 imaging-notes case 26 (synthetic): treated hypertension, MRI done for dizziness on standing. */
const CASES = new URL("./fixtures/imaging-notes-review13/", import.meta.url);

const aboveTarget = (c: ReturnType<typeof loadReviewCase>) =>
  runReviewCase(c).findings.find((f) => f.code === "bp-above-target");

describe("blood pressure above target with postural symptoms in the notes", () => {
  it("asks for a standing reading before any step-up when dizziness on standing is noted, even resolved", () => {
    const f = aboveTarget(loadReviewCase(CASES, "26-brain-white-matter-75"));
    expect(f?.nextSteps.join(" | ")).toMatch(/after 1 and 3 minutes standing before starting or increasing treatment/);
    expect(f?.nextSteps.join(" | ")).not.toMatch(/consider adjusting treatment/);
    expect(f?.clinician).toMatch(/NICE NG136 asks for a standing reading/);
    expect(f?.patient).toMatch(/felt dizzy on standing/);
    expect(f?.evidenceIds).toContain("nice-ng136-hypertension");
  });

  it("keeps the usual step-up advice when the dizziness is denied", () => {
    const c = loadReviewCase(CASES, "26-brain-white-matter-75");
    c.data.additionalContext = "MRI for headaches. No dizziness on standing. Memory fine, no focal symptoms.";
    const f = aboveTarget(c);
    expect(f?.nextSteps.join(" | ")).toMatch(/consider adjusting treatment/);
    expect(f?.clinician).not.toMatch(/standing reading/);
  });
});
