import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/adrenal-pituitary-review13/", import.meta.url);

describe("blood pressure and glucose beside a probable phaeochromocytoma (review 13, adrenal-pituitary case 11)", () => {
  const r = runReviewCase(loadReviewCase(FOLDER, "11-phaeo-metanephrines"));

  it("puts the severe blood pressure down to the tumour and to alpha-blockade first", () => {
    const bp = r.findings.find((x) => x.code === "bp-severe");
    expect(bp?.clinician).toMatch(/phaeochromocytoma is the likely cause/);
    expect(bp?.clinician).toMatch(/not with a beta-blocker alone/);
  });

  it("qualifies the diabetes diagnosis: it may resolve after the tumour is removed", () => {
    const dm = r.findings.find((x) => x.code === "diabetes-range-undiagnosed");
    expect(dm?.clinician).toMatch(/often resolves after the tumour is removed/);
    expect(dm?.nextSteps.join(" ")).toMatch(/Review the diabetes diagnosis after the tumour is removed/);
    expect(dm?.evidenceIds).toContain("derrou-2021-phaeochromocytoma-glucose");
  });
});
