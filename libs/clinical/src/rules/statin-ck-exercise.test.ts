import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/leftovers-review11/", import.meta.url);
const mild = () => loadReviewCase(FOLDER, "rheumatology-10-statin-ck-mild");
const ckFinding = (c: ReturnType<typeof mild>) =>
  runReviewCase(c).findings.find((f) => f.code === "statin-ck-elevated");

// Review 11 rheumatology defect 7: atorvastatin 80 mg, thigh aching, CK 410 U/L (1.3× ULN) the morning after football.
describe("statin with a minor CK rise after recorded exercise", () => {
  it("asks for a repeat CK after rest instead of pausing the statin, and reads the TSH already in the record", () => {
    const f = ckFinding(mild());
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/after exercise \("5-a-side" in the notes\)/);
    expect(f?.nextSteps[0]).toMatch(/repeat CK after a few days without strenuous exercise/);
    expect(f?.nextSteps[0]).toMatch(/TSH in the record: 1\.9/);
    expect(f?.nextSteps[0]).toMatch(/need not be paused/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/pause atorvastatin while/);
    expect(f?.patient).toMatch(/Exercise can raise this test/);
    expect(f?.patient).toMatch(/Do not stop the statin on your own/);
  });

  it("keeps the pause-and-assess steps without exercise in the notes", () => {
    const c = mild();
    c.data.additionalContext = "Mild bilateral thigh aching since dose increased.";
    expect(ckFinding(c)?.nextSteps[0]).toMatch(/pause atorvastatin while they are assessed/);
  });

  it("keeps the usual steps at 4× the upper limit or more, or with weakness in the notes", () => {
    const high = mild();
    high.data.recentAbnormalLabs[0].value = "1400";
    expect(ckFinding(high)?.nextSteps[0]).not.toMatch(/few days without strenuous exercise/);
    const weak = mild();
    weak.data.additionalContext += " Now weak climbing stairs.";
    expect(ckFinding(weak)?.nextSteps[0]).not.toMatch(/few days without strenuous exercise/);
  });
});
