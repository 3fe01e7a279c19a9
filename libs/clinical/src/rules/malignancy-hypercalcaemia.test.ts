import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const folder = new URL("./fixtures/nutrition-electrolytes-review13/", import.meta.url);
const load = () => loadReviewCase(folder, "05-malignancy-hypercalcaemia");
const hypercalcaemia = (c: ReviewCase) => runReviewCase(c).findings.find((f) => f.code === "hypercalcaemia");

describe("hypercalcaemia of malignancy with a thiazide and a raised creatinine (review 13, nutrition case 05)", () => {
  // Calcium 13.4 mg/dL, PTH 8, squamous lung cancer, hydrochlorothiazide, creatinine 1.9, confusion and vomiting.
  it("stops the thiazide, asks for PTHrP and reads the creatinine as acute kidney injury", () => {
    const f = hypercalcaemia(load());
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Stop Hydrochlorothiazide 25 mg/i);
    expect(steps).toMatch(/PTH-related protein \(PTHrP\)/);
    expect(f?.clinician).toMatch(/so it is stopped/);
    expect(f?.clinician).toMatch(/Creatinine 1\.9 mg\/dL .*treat it as acute kidney injury/);
    expect(f?.evidenceIds).toContain("sternlicht-2015-hypercalcaemia-malignancy");
  });

  it("leaves no thiazide to review after stopping it, and defers kidney staging rather than naming a chronic kidney disease", () => {
    const out = runReviewCase(load());
    const f = out.findings.find((x) => x.code === "hypercalcaemia");
    expect(f?.nextSteps.join(" ")).not.toMatch(/review thiazides/);
    const clinicians = out.findings.map((x) => x.clinician).join(" ");
    expect(clinicians).not.toMatch(/routine care left out of this report:[^.]*chronic kidney disease category/);
    expect(clinicians).toMatch(/kidney disease staging, once creatinine is stable after the illness/);
  });

  it("adds none of it without a cancer in the record, except the PTHrP a suppressed PTH asks for anyway", () => {
    const c = load();
    c.data.pastMedicalHistory = [];
    const f = hypercalcaemia(c);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/Stop Hydrochlorothiazide/);
    // Review 21 (electrolytes case 06): with PTH suppressed and no cause in the record, a cancer is
    // looked for with a PTHrP, whether or not one is recorded.
    expect(steps).toMatch(/Measure PTH-related protein \(PTHrP\) and look for a cancer/);
  });
});
