import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const folder = new URL("./fixtures/nutrition-electrolytes-review13/", import.meta.url);

describe("the sodium lab line after a marathon", () => {
  // Review 13, case 11: sodium 121 flagged critical, with confusion and vomiting after a marathon.
  it("does not tell the patient the result is not an emergency beside the EAH finding", () => {
    const findings = runReviewCase(loadReviewCase(folder, "11-marathon-hyponatraemia")).findings;
    const line = findings.find((f) => f.code === "lab-critical" && /sodium/i.test(f.title));
    expect(line?.patient).not.toMatch(/not at a level that is usually an emergency/);
    expect(line?.patient).toMatch(/go to an emergency department now/);
    expect(line?.clinician).toMatch(/drinking more water than the body loses/);
  });
});
