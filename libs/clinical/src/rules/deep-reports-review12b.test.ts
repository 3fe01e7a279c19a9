import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The deep-reports review's cases (round 12, second pass), kept with the test (synthetic records). */

const { load } = reviewFolder(new URL("./fixtures/deep-reports-review12/", import.meta.url));
type Report = ReturnType<typeof runReviewCase>;
const find = (r: Report, code: string) => r.findings.find((f) => f.code === code);

describe("creatinine rise in cirrhosis with ascites (review 12 deep case 03)", () => {
  it("names possible HRS-AKI, with diuretics and the NSAID stopped and albumin before the diagnosis", () => {
    const f = find(runReviewCase(load("03-cirrhosis-ascites-hyponatraemia")), "aki-creatinine-rise");
    expect(f?.clinician).toMatch(/hepatorenal syndrome \(HRS-AKI\)/);
    expect(f?.clinician).toMatch(/International Club of Ascites/);
    expect(f?.nextSteps[0]).toMatch(/^Stop spironolactone 200 mg, furosemide 80 mg and naproxen/i);
    expect(f?.nextSteps.join(" ")).toMatch(/albumin 1 g\/kg a day \(at most 100 g a day\) for 2 days/);
    expect(f?.evidenceIds).toContain("ica-2015-aki-cirrhosis");
    expect(f?.patient).toMatch(/hepatorenal syndrome/);
  });

  it("keeps the general reading without ascites", () => {
    const dry = load("03-cirrhosis-ascites-hyponatraemia");
    dry.data.pastMedicalHistory = dry.data.pastMedicalHistory.filter(
      (c: { display: string }) => c.display !== "Ascites",
    );
    dry.data.imagingStudies = [];
    dry.data.additionalContext = "Mild abdominal pain. Abstinent from alcohol 18 months.";
    const f = find(runReviewCase(dry), "aki-creatinine-rise");
    expect(f).toBeDefined();
    expect(f?.clinician).not.toMatch(/hepatorenal/);
  });
});

describe("free T4 on a checkpoint inhibitor (review 12 deep case 02)", () => {
  it("reads the low free T4 with a low TSH as the pituitary, not as non-thyroidal illness", () => {
    const r = runReviewCase(load("02-immunotherapy-endocrine"));
    const row = r.findings.find((f) => f.code === "lab-low" && /free thyroxine|FT4/i.test(f.title));
    expect(row?.clinician).toMatch(/hypophysitis/);
    expect(row?.clinician).not.toMatch(/non-thyroidal/);
    expect(row?.clinician).toMatch(/before any thyroid hormone/);
  });
});

describe("HIV and smoking in the cardiovascular risk discussion (review 12 deep case 05)", () => {
  it("counts HIV as a risk-enhancing factor beside the family history", () => {
    const f = find(runReviewCase(load("05-hiv-art-cv-risk")), "family-premature-ascvd");
    expect(f?.clinician).toMatch(/HIV infection, itself a risk-enhancing factor/);
    expect(f?.evidenceIds).toContain("acc-aha-2018-cholesterol");
    expect(f?.patient).toMatch(/HIV also adds to this risk/);
  });

  it("counts current smoking stated in the notes", () => {
    const f = find(runReviewCase(load("05-hiv-art-cv-risk-smoker-in-notes")), "family-premature-ascvd");
    expect(f?.clinician).toMatch(/current smoking, a major risk factor/);
    expect(f?.patient).toMatch(/Smoking and HIV also add to this risk/);
  });
});
