import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/hepatology-gi-review13/", import.meta.url);
const anaemia = (c: ReturnType<typeof loadReviewCase>) => runReviewCase(c).findings.find((f) => f.code === "anaemia");

describe("anaemia with haemolysis recorded in the notes (review 13 hepatology-gi 02)", () => {
  it("points the work-up at haemolysis before haematinics", () => {
    const f = anaemia(loadReviewCase(FIXTURES, "02-wilson-young-adult"));
    expect(f?.clinician).toMatch(/points to haemolysis/);
    expect(f?.nextSteps[0]).toMatch(/^Confirm haemolysis .*direct antiglobulin/);
    expect(f?.evidenceIds).toContain("gpnotebook-haemolytic-anaemia-investigations");
  });

  it("keeps the usual work-up when the notes deny haemolysis", () => {
    const c = loadReviewCase(FIXTURES, "02-wilson-young-adult");
    c.data.additionalContext = "University student, new tremor. No haemolysis.";
    const f = anaemia(c);
    expect(f?.clinician).not.toMatch(/ha?emolysis/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Coombs/);
  });
});
