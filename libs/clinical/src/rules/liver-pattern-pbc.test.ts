import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/hepatology-gi-review13/", import.meta.url);
const pattern = (c: ReturnType<typeof loadReviewCase>) =>
  runReviewCase(c).findings.find((f) => f.code === "liver-injury-pattern");

describe("liver-injury-pattern beside a probable PBC (review 13 hepatology-gi 07)", () => {
  it("does not ask to test for PBC, or for the ultrasound the PBC finding asks for, with AMA positive", () => {
    const steps = pattern(loadReviewCase(FIXTURES, "07-cholestatic-alp-ggt"))?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Cholestatic pattern/);
    expect(steps).not.toMatch(/primary biliary cholangitis/);
    expect(steps).not.toMatch(/ultrasound/);
  });

  it("keeps both steps when the AMA is negative", () => {
    const c = loadReviewCase(FIXTURES, "07-cholestatic-alp-ggt");
    const ama = c.labResults.find((l: { name: string }) => l.name.startsWith("Anti-mitochondrial"));
    Object.assign(ama, { value: "Negative", flag: "Normal" });
    const steps = pattern(c)?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/primary biliary cholangitis/);
    expect(steps).toMatch(/ultrasound/);
  });
});
