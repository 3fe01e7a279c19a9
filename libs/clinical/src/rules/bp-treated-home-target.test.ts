import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/overcall-review13/", import.meta.url);
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

// Review 13 overcall case 09: 59, on amlodipine and ramipril, clinic 178/104, home average 132/82.
describe("review 13 overcall case 09: treated hypertension at NICE's home target", () => {
  const c = loadReviewCase(FIXTURES, "09-bp-178-home-normal");

  it("reads the home average against NICE NG136's treated target, not as stage 2 to intensify", () => {
    const r = runReviewCase(c);
    expect(find(r, "bp-stage-2")).toBeUndefined();
    const f = find(r, "bp-out-of-office-normal");
    expect(f?.clinician).toContain("132/82");
    expect(f?.clinician).toContain("below 135/85");
    expect(f?.evidenceIds).toContain("nice-ng136-hypertension");
    expect(JSON.stringify(r.findings)).not.toMatch(/start or intensify/i);
  });

  it("still counts a treated home average of 135/85 or more as high", () => {
    const high: ReviewCase = {
      ...c,
      data: { ...c.data, additionalContext: "Clinic 178/104, home average 138/86 over 7 days." },
    };
    expect(find(runReviewCase(high), "bp-stage-2")).toBeDefined();
  });

  it("never tells a treated person with one unconfirmed reading to start treatment", () => {
    const single: ReviewCase = { ...c, data: { ...c.data, additionalContext: "" } };
    const f = find(runReviewCase(single), "bp-stage-2");
    expect(f?.nextSteps.join(" ")).not.toMatch(/\bstart\b/i);
    expect(f?.nextSteps.join(" ")).toMatch(/intensify the current treatment/);
  });
});
