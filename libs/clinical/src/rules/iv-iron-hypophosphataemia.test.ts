import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const folder = new URL("./fixtures/nutrition-electrolytes-review13/", import.meta.url);

describe("the phosphate lab line after ferric carboxymaltose", () => {
  // Review 13, case 07: phosphate 0.31 after two FCM doses; the critical line blamed poor nutrition, alcohol or vitamin D.
  it("names the iron infusion, not poor nutrition or alcohol, beside the FCM finding", () => {
    const findings = runReviewCase(loadReviewCase(folder, "07-fcm-hypophosphataemia")).findings;
    const line = findings.find((f) => f.code === "lab-critical" && /phosph/i.test(f.title));
    expect(line?.clinician).toMatch(/ferric carboxymaltose iron infusion, a known cause/);
    expect(line?.clinician).not.toMatch(/alcohol/);
    expect(line?.evidenceIds).toContain("mhra-2020-fcm-hypophosphataemia");
  });
});
