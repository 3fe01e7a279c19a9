import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const CASES = new URL("./fixtures/genetics-review11/", import.meta.url);
const CASE = "10-family-history-only-breast-ovarian";

type Relative = { relationship: string; condition: string; onsetAge?: string };

function familyFinding(familyHistory: Relative[], additionalContext?: string) {
  const c = loadReviewCase(CASES, CASE);
  c.data.familyHistory = familyHistory;
  if (additionalContext === undefined) delete c.data.additionalContext;
  else c.data.additionalContext = additionalContext;
  return runReviewCase(c).findings.find((f) => f.code === "family-breast-ovarian-cancer");
}

describe("family-breast-ovarian-cancer referral (NICE CG164)", () => {
  it("refers outright for a mother with breast cancer under 40, Ashkenazi ancestry, and lists the uncle's pancreatic cancer", () => {
    const f = runReviewCase(loadReviewCase(CASES, CASE)).findings.find(
      (x) => x.code === "family-breast-ovarian-cancer",
    );
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("advised without waiting for a risk tool (NICE CG164)");
    expect(f?.clinician).toContain("a first-degree relative with breast cancer before 40");
    expect(f?.clinician).toContain("Jewish (Ashkenazi) ancestry");
    expect(f?.clinician).toContain("maternal uncle: Pancreatic cancer at 61");
    expect(f?.nextSteps.join(" ")).toContain("Refer to the family-history / clinical genetics service now");
    expect(f?.nextSteps.join(" ")).not.toContain("if positive");
    expect(f?.evidenceIds).toContain("nice-cg164-familial-breast-cancer");
  });

  it("refers outright for a father with breast cancer", () => {
    const f = familyFinding([{ relationship: "father", condition: "Breast cancer", onsetAge: "66" }]);
    expect(f?.clinician).toContain("male breast cancer in the family");
    expect(f?.nextSteps.join(" ")).toContain("clinical genetics service now");
  });

  it("counts Ashkenazi ancestry only with a family history of breast or ovarian cancer", () => {
    const f = familyFinding(
      [{ relationship: "aunt", condition: "Breast cancer", onsetAge: "45" }],
      "Ashkenazi Jewish ancestry.",
    );
    expect(f?.clinician).toContain("Jewish (Ashkenazi) ancestry");
    expect(f?.nextSteps.join(" ")).toContain("clinical genetics service now");
    // Ancestry alone is no family history of these cancers: no finding at all.
    expect(familyFinding([], "Ashkenazi Jewish ancestry.")).toBeUndefined();
  });

  it("keeps the risk-tool step when no referral criterion is met", () => {
    const f = familyFinding([{ relationship: "sister", condition: "Breast cancer", onsetAge: "45" }]);
    expect(f?.clinician).not.toContain("NICE CG164");
    expect(f?.clinician).not.toContain("Also give the genetics team");
    expect(f?.nextSteps).toEqual(["Use a familial risk tool; refer for genetic counselling and testing if positive"]);
    expect(f?.evidenceIds).not.toContain("nice-cg164-familial-breast-cancer");
  });

  it("does not treat a mother's breast cancer at 40 or later as the under-40 criterion", () => {
    const f = familyFinding([{ relationship: "mother", condition: "Breast cancer", onsetAge: "42" }]);
    expect(f?.clinician).not.toContain("before 40");
    expect(f?.nextSteps.join(" ")).toContain("if positive");
  });
});
