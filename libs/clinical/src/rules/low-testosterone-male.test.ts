import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/endocrine-review11/", import.meta.url);
const CODE = "low-testosterone-confirm-first";
const load = () => loadReviewCase(FOLDER, "06-low-testosterone-opioid");

describe("low testosterone in a man", () => {
  it("asks for fasting morning repeats and names the opioid, obesity and diabetes before any gel", () => {
    const f = runReviewCase(load()).findings.find((x) => x.code === CODE);
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/taken at 16:40 and non-fasting/);
    expect(f?.clinician).toMatch(/at least two occasions/);
    expect(f?.clinician).toMatch(/opioid treatment \(Morphine/i);
    expect(f?.clinician).toMatch(/obesity and type 2 diabetes/);
    expect(f?.clinician).toMatch(/SHBG/);
    expect(f?.clinician).toMatch(/treatment is not indicated on this result/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/fasting morning sample/);
    expect(steps).toMatch(/LH and FSH/);
    expect(steps).toMatch(/Review the need for Morphine/i);
    expect(steps).toMatch(/Do not start testosterone/);
    expect(f?.patient).toMatch(/do not stop them on your own/);
  });

  it("without opioids or metabolic causes gives only the confirm-first advice", () => {
    const c = load();
    c.patientContext.conditions = [];
    c.patientContext.medications = [];
    c.patientContext.clinicalNotes = "Low libido.";
    c.labResults[0].date = "2026-11-14T08:30:00";
    const f = runReviewCase(c).findings.find((x) => x.code === CODE);
    expect(f?.clinician).not.toMatch(/recognised causes|opioid|non-fasting|16:40/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Morphine/);
  });

  it("asks for a second morning sample, not a morning repeat, when the sample was a morning one (review 13)", () => {
    const c = loadReviewCase(
      new URL("./fixtures/adrenal-pituitary-review13/", import.meta.url),
      "17-testosterone-morning",
    );
    const f = runReviewCase(c).findings.find((x) => x.code === CODE);
    expect(f?.clinician).toMatch(/taken at 08:20, in the morning; a second fasting morning sample/);
    expect(f?.patient).toMatch(/this morning sample needs confirming with a second one/);
    expect(f?.patient).not.toMatch(/needs repeating on a morning sample/);
    expect(f?.nextSteps[0]).toMatch(/^Confirm with a second total testosterone/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/afternoon/);
  });

  it("does not fire in a woman, with a normal testosterone, or on testosterone treatment", () => {
    const woman = load();
    woman.patientContext.gender = "female";
    expect(runReviewCase(woman).findings.some((x) => x.code === CODE)).toBe(false);

    const normal = load();
    normal.labResults[0].value = "450";
    normal.labResults[0].flag = "Normal";
    expect(runReviewCase(normal).findings.some((x) => x.code === CODE)).toBe(false);

    const treated = load();
    treated.patientContext.medications.push({ name: "Testosterone gel 50 mg daily" });
    expect(runReviewCase(treated).findings.some((x) => x.code === CODE)).toBe(false);
  });
});
