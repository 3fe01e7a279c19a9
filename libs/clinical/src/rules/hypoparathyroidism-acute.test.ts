import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/adrenal-pituitary-review13/", import.meta.url);
const CODE = "hypocalcaemia-hypoparathyroidism";
const load = () => loadReviewCase(FOLDER, "10-hypopara-post-thyroidectomy");

describe("hypocalcaemia from hypoparathyroidism (review 13, adrenal-pituitary case 10)", () => {
  it("makes symptomatic severe hypocalcaemia after thyroidectomy a critical finding with IV calcium", () => {
    const r = runReviewCase(load());
    const f = r.findings.find((x) => x.code === CODE);
    expect(f?.severity).toBe("critical");
    expect(f?.title).toMatch(/post-surgical hypoparathyroidism/);
    expect(f?.nextSteps.join(" ")).toMatch(/IV calcium gluconate, 10–20 mL of 10%.*ECG monitoring/);
    expect(f?.nextSteps.join(" ")).toMatch(/alfacalcidol or calcitriol/);
    expect(f?.clinician).toMatch(/does not explain the low calcium/);
    expect(f?.patient).toMatch(/emergency department now/);
  });

  it("reads the PTH by the calcium beside it and no longer blames the magnesium", () => {
    const r = runReviewCase(load());
    const all = r.findings.map((x) => `${x.clinician} ${x.patient}`).join(" ");
    expect(all).not.toMatch(/with high calcium/);
    expect(all).not.toMatch(/the likely cause and the one to correct first/);
    expect(all).not.toMatch(/reduced kidney function/);
    expect(all).toMatch(/with a low calcium means the parathyroid glands are underactive/);
  });

  it("is high, not critical, for a mild asymptomatic low calcium with a low PTH", () => {
    const c = load();
    c.labResults[0].value = "2.05";
    c.patientContext.clinicalNotes = "Well, no symptoms.";
    const f = runReviewCase(c).findings.find((x) => x.code === CODE);
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join(" ")).toMatch(/oral calcium/);
  });

  it("leaves a low PTH with a normal calcium alone", () => {
    const c = load();
    c.labResults[0].value = "2.40";
    c.labResults[0].flag = "Normal";
    expect(runReviewCase(c).findings.find((x) => x.code === CODE)).toBeUndefined();
  });
});
