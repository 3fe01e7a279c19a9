import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const CASES = new URL("./fixtures/rheumatology-review11/", import.meta.url);
const base = () => loadReviewCase(CASES, "12-biologic-screening");
const finding = (c: ReviewCase) => runReviewCase(c).findings.find((f) => f.code === "latent-tb-before-anti-tnf");

type Med = { medication: string; status: string; dosage?: string; startDate?: string };
function withData(c: ReviewCase, patch: (d: ReviewCase["data"]) => void): ReviewCase {
  const copy = structuredClone(c);
  patch(copy.data);
  return copy;
}

describe("latent TB with a TNF inhibitor already started (review 11 case 12)", () => {
  it("says the drug was started on its date, asks to contact the prescriber now, and does not ask for a new chest X-ray", () => {
    const f = finding(base());
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/already started on 2026-11-10/);
    expect(f?.clinician).not.toMatch(/current or planned/);
    expect(f?.clinician).toMatch(/Chest X-ray on file .*2026-10-20/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/contact the prescribing team now/);
    expect(steps).toMatch(/repeat imaging only if symptoms/);
    expect(steps).not.toMatch(/get a chest X-ray/);
    expect(steps).not.toMatch(/Start \(or resume\)/);
    expect(f?.patient).toMatch(/already started this medicine/);
  });

  it("keeps the planned wording and asks for a chest X-ray when the drug has no start date and no film is on file", () => {
    const planned = withData(base(), (d) => {
      for (const m of d.medications as Med[]) delete m.startDate;
      d.imagingStudies = [];
      d.additionalContext = "Born in Pakistan.";
    });
    const f = finding(planned);
    expect(f?.clinician).toMatch(/current or planned/);
    expect(f?.nextSteps.join(" ")).toMatch(/get a chest X-ray/);
    expect(f?.patient).not.toMatch(/already started/);
  });

  it("does not count a chest X-ray older than three months", () => {
    const old = withData(base(), (d) => {
      d.imagingStudies[0].date = "2026-01-10";
    });
    const f = finding(old);
    expect(f?.clinician).not.toMatch(/Chest X-ray on file/);
    expect(f?.nextSteps.join(" ")).toMatch(/get a chest X-ray/);
  });
});
