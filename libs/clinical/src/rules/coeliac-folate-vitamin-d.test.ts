import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const folder = new URL("./fixtures/nutrition-electrolytes-review13/", import.meta.url);
const finding = (c: ReviewCase, code: string) => runReviewCase(c).findings.find((f) => f.code === code);

describe("folate and vitamin D beside probable coeliac disease (review 13, nutrition cases 09 and 01)", () => {
  it("sends B12 in the same request as the folic acid the coeliac finding starts, not before it", () => {
    const c = loadReviewCase(folder, "09-coeliac-serology");
    const f = finding(c, "folate-deficiency");
    expect(f?.clinician).toMatch(/folic acid 5 mg is started now .* B12 checked in the same request/);
    expect(f?.clinician).not.toMatch(/after B12 deficiency is excluded/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/before replacing folate/);
    expect(finding(c, "coeliac-serology-positive")?.nextSteps.join(" ")).toMatch(/check B12 at the same time/);
  });

  it("keeps B12 first for low folate without the planned pregnancy", () => {
    const c = loadReviewCase(folder, "09-coeliac-serology");
    c.patientContext = { ...c.patientContext, socialHistory: undefined, clinicalNotes: "Bloating, loose stools." };
    expect(finding(c, "folate-deficiency")?.clinician).toMatch(/after B12 deficiency is excluded/);
  });

  it("treats vitamin D below 30 nmol/L by the same Royal Osteoporosis Society threshold as case 01", () => {
    const d09 = finding(loadReviewCase(folder, "09-coeliac-serology"), "vitamin-d-deficiency");
    expect(d09?.clinician).toMatch(/Royal Osteoporosis Society treats a level below 30 nmol\/L/);
    expect(d09?.nextSteps.join(" ")).toMatch(/Start vitamin D replacement/);
    expect(d09?.nextSteps.join(" ")).not.toMatch(/Consider vitamin D replacement/);
    expect(d09?.evidenceIds).toContain("ros-2018-vitamin-d-bone-health");
    const d01 = finding(loadReviewCase(folder, "01-rygb-multi-deficiency"), "vitamin-d-deficiency");
    expect(d01?.clinician).toMatch(/Royal Osteoporosis Society treats a level below 30 nmol\/L/);
  });
});
