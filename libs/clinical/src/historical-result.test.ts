import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "./testing/review-case.ts";

const FIXTURES = new URL("./rules/fixtures/hepatology-gi-review13/", import.meta.url);

describe("results settled by a later normal one (review 13, hepatology-gi 12)", () => {
  it("reads a 2019 AST as history once ALT is normal in 2026", () => {
    const out = runReviewCase(loadReviewCase(FIXTURES, "12-messy-units-old"));
    const codes = out.findings.map((f) => f.code);
    expect(out.findings.some((f) => f.code === "lab-high" && /AST/.test(f.title))).toBe(false);
    const note = out.findings.find((f) => f.code === "lab-historical");
    expect(note?.clinician).toMatch(/870 U\/L \(2019-03-02\) is historical: .*31 U\/L on 2026-11-12 is normal/);
    expect(codes).not.toContain("lab-critical");
    // Nor does the ALT above 1000 from 2019 keep a row among the key findings.
    expect(JSON.stringify(out.result)).not.toMatch(/>1000 U\/L/);
  });

  it("keeps an old result current when its own repeat is still abnormal", () => {
    const c = loadReviewCase(FIXTURES, "12-messy-units-old");
    c.labResults.push({ name: "AST", value: "95", unit: "IU/L", flag: "High", date: "2026-11-12" });
    const out = runReviewCase(c);
    expect(out.findings.some((f) => f.code === "lab-historical")).toBe(false);
    expect(out.findings.some((f) => f.code === "lab-high" && /AST/.test(f.title))).toBe(true);
  });
});
