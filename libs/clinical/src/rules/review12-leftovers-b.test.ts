import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const DEEP = new URL("./fixtures/deep-reports-review12/", import.meta.url);
const YOUNG = new URL("./fixtures/young-adults-review12/", import.meta.url);

describe("review 12 leftovers (b)", () => {
  // Deep case 01: allopurinol 300 mg with eGFR 27.
  it("asks for an allopurinol dose review at eGFR below 30, worded as start low and titrate", () => {
    const r = runReviewCase(loadReviewCase(DEEP, "01-dm-ckd-hf-af-polypharmacy"));
    const f = r.findings.find((x) => x.code === "allopurinol-low-egfr-dose-review");
    expect(f?.severity).toBe(Severity.low);
    expect(f?.clinician).toMatch(/100 mg a day or less, lower in chronic kidney disease/);
    expect(f?.clinician).toMatch(/rather than capping it by kidney function/);
  });

  it("does not ask for the review at a 100 mg dose", () => {
    const low = loadReviewCase(DEEP, "01-dm-ckd-hf-af-polypharmacy");
    const meds: { medication: string }[] = low.data.medications ?? [];
    low.data.medications = meds.map((m) =>
      /allopurinol/i.test(m.medication) ? { ...m, medication: "Allopurinol 100 mg" } : m,
    );
    expect(runReviewCase(low).findings.some((x) => x.code === "allopurinol-low-egfr-dose-review")).toBe(false);
  });

  // Young-adults case 05: runner, 10 months' amenorrhoea, LH and oestradiol low, no FSH, stress fracture on record.
  it("names RED-S and bone health when FSH is missing but LH is low, and reads the recorded stress fracture", () => {
    const r = runReviewCase(loadReviewCase(YOUNG, "05-reds-anorexia-athlete"));
    const f = r.findings.find((x) => x.code === "functional-hypothalamic-amenorrhoea");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/RED-S/);
    expect(f?.clinician).toMatch(/stress fracture already shows bone is affected/);
    expect(f?.nextSteps.join(" ")).toMatch(/DXA bone density scan now/);
    expect(f?.nextSteps.join(" ")).toMatch(/FSH/);
  });

  // Young-adults case 01: PCOS with a 2-hour OGTT glucose of 8.4 mmol/L.
  it("names impaired glucose tolerance in PCOS and does not request the OGTT again", () => {
    const r = runReviewCase(loadReviewCase(YOUNG, "01-pcos-labs"));
    const f = r.findings.find((x) => x.code === "pcos-pattern");
    expect(f?.clinician).toMatch(/impaired glucose tolerance \(7\.8–11\.0 mmol\/L by WHO criteria\)/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/OGTT glucose on record .* shows impaired glucose tolerance/);
    expect(steps).not.toMatch(/HbA1c or an oral glucose tolerance test/);
  });
});
