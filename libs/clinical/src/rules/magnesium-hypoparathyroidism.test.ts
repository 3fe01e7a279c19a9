import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const folder = new URL("./fixtures/nutrition-electrolytes-review13/", import.meta.url);
const load = () => loadReviewCase(folder, "03-ppi-hypomagnesaemia");
const CODE = "hypocalcaemia-hypoparathyroidism";
const finding = (c: ReviewCase) => runReviewCase(c).findings.find((f) => f.code === CODE);

describe("low calcium and PTH from low magnesium (review 13, nutrition case 03)", () => {
  // Magnesium 0.38, adjusted calcium 1.92, PTH 1.1, cramps and tremor, omeprazole, bendroflumethiazide, digoxin.
  it("reads functional hypoparathyroidism, replaces magnesium intravenously and names both drug causes", () => {
    const r = runReviewCase(load());
    const f = r.findings.find((x) => x.code === CODE);
    expect(f?.severity).toBe("critical");
    expect(f?.title).toMatch(/from low magnesium \(functional hypoparathyroidism\)/);
    expect(f?.clinician).toMatch(/omeprazole and bendroflumethiazide are likely causes of the low magnesium/);
    expect(f?.patient).not.toMatch(/neck surgery/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/replace magnesium intravenously with ECG monitoring \(on digoxin: check the QT interval/);
    expect(steps).toMatch(/Stop or switch omeprazole and bendroflumethiazide/);
    // The eTG web copy formerly cited was replaced by NHS Highland's public guideline (citations-last-a).
    expect(f?.evidenceIds).toContain("nhs-highland-hypomagnesaemia");
    const pthLine = r.findings.find((x) => x.code === "lab-low" && /Parathyroid/.test(x.title));
    expect(pthLine?.clinician).toMatch(/functional hypoparathyroidism/);
  });

  it("keeps the hypoparathyroidism reading when magnesium is normal", () => {
    const c = load();
    c.labResults[0].value = "0.85 mmol/L";
    c.labResults[0].flag = "Normal";
    const f = finding(c);
    expect(f?.clinician).toMatch(/hypoparathyroidism, the parathyroid glands are not making enough hormone/);
    expect(f?.nextSteps.join(" ")).toMatch(/alfacalcidol or calcitriol/);
  });
});
