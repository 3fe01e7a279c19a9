import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/adrenal-pituitary-review13/", import.meta.url);
const load = () => loadReviewCase(FOLDER, "20-acromegaly-igf1");
const acro = (c: ReturnType<typeof load>) => runReviewCase(c).findings.find((x) => x.code === "acromegaly-suspected");

describe("raised IGF-1 with features of acromegaly (review 13, adrenal-pituitary round 3, case 05)", () => {
  it("asks for a glucose-suppressed GH, a pituitary MRI and endocrinology, and links the comorbidities", () => {
    const f = acro(load());
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/larger ring, glove or shoe size, coarse facial features, carpal tunnel syndrome/);
    expect(f?.clinician).toMatch(/hypertension, raised glucose or HbA1c and sleep apnoea/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/oral glucose tolerance test .* pituitary MRI/);
    expect(steps).toMatch(/sleep apnoea.*colonoscopy/);
    expect(f?.evidenceIds).toEqual(["endosoc-2014-acromegaly", "giustina-2020-acromegaly-comorbidities"]);
  });

  it("needs at least two features: a raised IGF-1 with sweating alone keeps the lab line only", () => {
    const c = load();
    c.patientContext.clinicalNotes = "Sweating at night.";
    expect(acro(c)).toBeUndefined();
  });
});

describe("diabetes-range glucose beside suspected acromegaly (review 13, adrenal-pituitary round 4, case 05)", () => {
  const diabetes = (c: ReturnType<typeof load>) =>
    runReviewCase(c).findings.find((x) => x.code === "diabetes-range-undiagnosed");

  it("says GH excess can cause or worsen the diabetes and that it may improve once acromegaly is treated", () => {
    const f = diabetes(load());
    expect(f?.clinician).toMatch(/growth hormone excess may be causing or worsening this diabetes/);
    expect(f?.patient).toMatch(/may improve once it is treated/);
    expect(f?.nextSteps.join(" ")).toMatch(/after the acromegaly is treated/);
    expect(f?.evidenceIds).toContain("ferrau-2018-acromegaly-diabetes");
  });

  it("leaves the diabetes finding alone when acromegaly is not suspected", () => {
    const c = load();
    c.patientContext.clinicalNotes = "Sweating at night.";
    expect(diabetes(c)?.clinician).not.toMatch(/growth hormone/);
  });
});
