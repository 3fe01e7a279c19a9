import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/hepatology-gi-review13/", import.meta.url);
const CODE = "possible-decompensated-cirrhosis";

describe("possible decompensated cirrhosis (review 13 hepatology-gi 09)", () => {
  it("names decompensated alcohol-related cirrhosis and asks for creatinine, paracentesis and varices", () => {
    const f = runReviewCase(loadReviewCase(FIXTURES, "09-alcohol-related-liver")).findings.find((x) => x.code === CODE);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/"increasing abdominal girth" in the notes/);
    expect(f?.clinician).toMatch(/alcohol-related cirrhosis that has decompensated/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Check creatinine to calculate the MELD score/);
    expect(steps).toMatch(/Diagnostic paracentesis/);
    expect(steps).toMatch(/varices/);
  });

  it("is silent without a sign of ascites", () => {
    const c = loadReviewCase(FIXTURES, "09-alcohol-related-liver");
    c.data.additionalContext = "Drinks about 80 units/week of strong cider. Ankle swelling.";
    expect(runReviewCase(c).findings.some((x) => x.code === CODE)).toBe(false);
  });
});
