import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/hepatology-gi-review13/", import.meta.url);
const find = (c: ReturnType<typeof loadReviewCase>) =>
  runReviewCase(c).findings.find((f) => f.code === "wilson-disease-possible");

describe("possible Wilson disease (review 13 hepatology-gi 02)", () => {
  it("names Wilson disease from a low ceruloplasmin and hepatitis, with the supporting clues", () => {
    const f = find(loadReviewCase(FIXTURES, "02-wilson-young-adult"));
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Ceruloplasmin 0.09 g/L");
    expect(f?.clinician).toContain("low ALP");
    expect(f?.clinician).toContain('"haptoglobin low"');
    expect(f?.clinician).toContain('"tremor"');
    expect(f?.clinician).toContain("No INR is recorded");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/24-hour urinary copper/);
    expect(steps).toMatch(/Kayser-Fleischer/);
    expect(steps).toMatch(/brothers and sisters/);
  });

  it("is critical with a raised INR, and silent with a normal ceruloplasmin", () => {
    const c = loadReviewCase(FIXTURES, "02-wilson-young-adult");
    const inr = structuredClone(c);
    inr.data.recentAbnormalLabs.push({
      display: "INR",
      value: "1.9",
      unit: "",
      date: "2026-11-15",
      referenceRange: "0.9-1.2",
      interpretation: "High",
    });
    expect(find(inr)?.severity).toBe("critical");
    const normal = structuredClone(c);
    const cp = normal.data.recentAbnormalLabs.find((l: { display: string }) => l.display === "Ceruloplasmin");
    Object.assign(cp, { value: "0.32", interpretation: "Normal" });
    expect(find(normal)).toBeUndefined();
  });
});
