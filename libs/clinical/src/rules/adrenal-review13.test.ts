import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/adrenal-pituitary-review13/", import.meta.url);

describe("adrenal and related findings (review 13, adrenal-pituitary cases 01, 02, 15 and 16)", () => {
  it("reads a low cortisol after prednisolone was stopped as withdrawal only, and restarts the glucocorticoid", () => {
    const r = runReviewCase(loadReviewCase(FOLDER, "02-pred-stopped-abruptly"));
    expect(r.findings.some((x) => x.code === "glucocorticoid-adrenal-insufficiency")).toBe(true);
    expect(r.findings.some((x) => x.code === "adrenal-crisis-suspected")).toBe(false);
    const na = r.findings.find((x) => x.code === "hyponatraemia");
    expect(na?.nextSteps.join(" ")).toMatch(/restart the glucocorticoid/);
    expect(na?.nextSteps.join(" ")).not.toMatch(/^Treat as part of the adrenal crisis/);
  });

  it("writes a blood pressure sent with its unit with the unit once", () => {
    const r = runReviewCase(loadReviewCase(FOLDER, "01-addisonian-crisis-labs"));
    const text = r.findings.map((x) => x.clinician).join(" ");
    expect(text).toMatch(/88\/54 mmHg/);
    expect(text).not.toMatch(/mmHg mmHg/);
  });

  it("agrees the verb with a single explained result", () => {
    const r = runReviewCase(loadReviewCase(FOLDER, "16-sick-day-rules-on-hydrocortisone"));
    const text = r.findings.map((x) => x.clinician).join(" ");
    expect(text).not.toMatch(/The low sodium belong /);
  });

  it("does not tell a patient with a vertebral fracture, and no fall, that they have had a fall", () => {
    const r = runReviewCase(loadReviewCase(FOLDER, "15-cushings-features"));
    const bp = r.findings.find((x) => x.code === "bp-stage-2");
    expect(bp?.patient).not.toMatch(/you have had a fall/);
    expect(bp?.clinician).not.toMatch(/a recorded fall/);
  });
});

describe("generic lines and work-up beside the adrenal and pituitary findings (review 13, adrenal-pituitary round 2)", () => {
  const generic = (name: string, lab: RegExp) =>
    runReviewCase(loadReviewCase(FOLDER, name)).findings.find(
      (x) => (x.code === "lab-high" || x.code === "lab-low") && lab.test(x.clinician),
    );

  it("points the low glucose and high potassium of an adrenal crisis to the crisis finding (case 01)", () => {
    expect(generic("01-addisonian-crisis-labs", /^Glucose/)?.clinician).not.toMatch(/diabetes medicines/);
    expect(generic("01-addisonian-crisis-labs", /^Potassium/)?.clinician).toMatch(/Read with the adrenal finding/);
  });

  it("points the raised prolactin to the macroprolactin finding (case 05)", () => {
    expect(generic("05-macroprolactin", /^Prolactin/)?.clinician).toMatch(/macroprolactin/);
  });

  it("ties the high bicarbonate to the aldosteronism screen and warns that an ARB can hide it (case 12)", () => {
    expect(generic("12-primary-aldo", /^Carbon dioxide|^Bicarbonate/)?.clinician).toMatch(/primary aldosteronism/);
    const pa = runReviewCase(loadReviewCase(FOLDER, "12-primary-aldo")).findings.find(
      (x) => x.code === "primary-aldosteronism-screen",
    );
    expect(pa?.clinician).toMatch(/falsely normal/);
    expect(pa?.evidenceIds).toContain("jedrusik-2021-antihypertensives-pa-testing");
  });

  it("does not ask again for pituitary hormones already in the record (case 03)", () => {
    const f = runReviewCase(loadReviewCase(FOLDER, "03-secondary-AI-pituitary")).findings.find(
      (x) => x.code === "adrenal-crisis-suspected",
    );
    const step = f?.nextSteps.find((s) => s.startsWith("Pituitary work-up"));
    expect(step).toMatch(/pituitary MRI/);
    expect(step).not.toMatch(/TSH and free T4|prolactin/);
  });
});
