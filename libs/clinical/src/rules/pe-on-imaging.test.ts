import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/imaging-notes-review13/", import.meta.url));
const find = (r: ReturnType<typeof runReviewCase>, code: string) => r.findings.find((f) => f.code === code);

describe("pulmonary embolism confirmed on imaging", () => {
  it("an acute PE on CTPA with no anticoagulant: start anticoagulation today and stop the combined pill", () => {
    const r = runReviewCase(load("10-pe-on-ct"));
    const f = find(r, "pulmonary-embolism-on-imaging");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/apixaban or rivaroxaban/);
    // "No right heart strain" in the report is a denial, not strain.
    expect(f?.clinician).not.toMatch(/Right-ventricular strain is reported/);
    expect(f?.clinician).toMatch(/stop it now.*UKMEC 4/);
    expect(f?.patient).toMatch(/Stop your combined contraceptive pill now/);
    expect(r.result.patientResponse).not.toMatch(/Nothing in these results stands out/);
  });

  it("stays silent once an anticoagulant is on the list", () => {
    const c = load("10-pe-on-ct");
    c.data.medications.push({ medication: "Apixaban 10 mg twice daily", status: "active" });
    expect(find(runReviewCase(c), "pulmonary-embolism-on-imaging")).toBeUndefined();
  });

  it("does not read a negative CTPA or an old PE report as a current clot", () => {
    expect(find(runReviewCase(load("02-lung-nodule-4mm-lowrisk")), "pulmonary-embolism-on-imaging")).toBeUndefined();
    expect(find(runReviewCase(load("16-pe-history-resolved-deep")), "pulmonary-embolism-on-imaging")).toBeUndefined();
  });
});

describe("pulmonary embolism on imaging, anticoagulant named only in the notes", () => {
  it("asks to record and check an anticoagulant the notes say was started", () => {
    const c = load("10-pe-on-ct");
    c.data.additionalContext =
      "Pleuritic chest pain for 2 days after long-haul flight. Started apixaban 10 mg twice daily in ED.";
    const f = find(runReviewCase(c), "pulmonary-embolism-on-imaging");
    expect(f?.clinician).toMatch(
      /The notes mention "apixaban": if anticoagulation has started, add it to the medication list/,
    );
    expect(f?.patient).toMatch(/If you have already started a blood thinner/);
  });

  it("'Not on anticoagulation yet' is not read as treatment", () => {
    const f = find(runReviewCase(load("10-pe-on-ct")), "pulmonary-embolism-on-imaging");
    expect(f?.clinician).not.toMatch(/The notes mention/);
  });
});
