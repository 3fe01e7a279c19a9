import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const folder = new URL("./fixtures/nutrition-electrolytes-review13/", import.meta.url);
const load = () => loadReviewCase(folder, "12-laxative-diuretic-hypokalaemia");
const finding = (c: ReviewCase, id: string) => runReviewCase(c).findings.find((f) => f.id === id);

describe("low potassium from laxative or diuretic misuse", () => {
  // Review 13, case 12: bulimia, K 2.4 with palpitations, ten senna a day, furosemide bought without a prescription.
  it("stops the misused diuretic, gives IV potassium with ECG monitoring and names the misuse", () => {
    const c = load();
    const f = finding(c, "purging-hypokalaemia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/furosemide 40 mg and senna 15 mg taken as purging/);
    expect(f?.clinician).toMatch(/hypochloremic metabolic alkalosis/);
    expect(f?.nextSteps.join(" | ")).toMatch(/IV potassium with ECG monitoring \("palpitations"/);
    expect(f?.nextSteps.join(" | ")).toMatch(/Stop the furosemide 40 mg .*do not add a potassium-sparing/i);
    expect(f?.nextSteps.join(" | ")).toMatch(/rebound edema/);
    expect(finding(c, "diuretic-hypokalaemia")).toBeUndefined();
  });

  it("leaves a prescribed diuretic without an eating disorder to the diuretic finding", () => {
    const c = load();
    c.data.pastMedicalHistory = [];
    c.data.additionalContext = "Palpitations.";
    c.data.medications = c.data.medications.filter((m: { medication: string }) => !/senna/i.test(m.medication));
    expect(finding(c, "purging-hypokalaemia")).toBeUndefined();
    expect(finding(c, "diuretic-hypokalaemia")).toBeDefined();
  });
});
