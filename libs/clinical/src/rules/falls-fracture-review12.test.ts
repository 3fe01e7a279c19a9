import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 12 deep case 06 (synthetic): 84 y, recurrent falls, osteoporosis on alendronate, wrist fracture. */
const CASES = new URL("./fixtures/deep-reports-review12/", import.meta.url);
const NAME = "06-older-falls-osteoporosis";

const beers = (c: ReturnType<typeof loadReviewCase>) =>
  runReviewCase(c).findings.find((f) => f.code === "beers-older-adult-medicines");

describe("falls on osteoporosis: one statement of the fracture risk (review 12, deep case 06)", () => {
  it("says falls, osteoporosis and the previous fracture together mean a high fracture risk", () => {
    const f = beers(loadReviewCase(CASES, NAME));
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(
      /Together, the falls, osteoporosis recorded and a previous fracture \(Fracture of distal radius\) mean a high risk of fracture/,
    );
    expect(f?.clinician).toMatch(/multifactorial falls risk assessment/);
    expect(f?.nextSteps.join(" ")).toMatch(
      /include bone health in the falls assessment, and check that alendronic acid 70 mg weekly is taken regularly and correctly/,
    );
    expect(f?.patient).toMatch(/taking your bone medicine as prescribed/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nice-cg161-falls", "nogg-2022-osteoporosis"]));
  });

  it("without bone treatment states the risk but asks for no treatment check", () => {
    const c = loadReviewCase(CASES, NAME);
    c.data.medications = c.data.medications.filter((m: { medication: string }) => !/alendron/i.test(m.medication));
    const f = beers(c);
    expect(f?.clinician).toMatch(/mean a high risk of fracture/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/taken regularly and correctly/);
    expect(f?.patient).toMatch(/preventing falls matters all the more/);
  });

  it("adds nothing without osteoporosis or a fragility fracture", () => {
    const c = loadReviewCase(CASES, NAME);
    c.data.pastMedicalHistory = c.data.pastMedicalHistory.filter(
      (p: { display: string }) => !/osteoporosis/i.test(p.display),
    );
    const f = beers(c);
    expect(f?.clinician).toMatch(/A fall or fracture is recorded/);
    expect(f?.clinician).not.toMatch(/high risk of fracture/);
  });
});
