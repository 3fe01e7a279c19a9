import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The serology review's cases (round 12, second pass), kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/serology-review12/", import.meta.url));
const find = (r: ReturnType<typeof runReviewCase>, code: string) => r.findings.find((f) => f.code === code);

describe("treated syphilis with the earlier titre in the laboratory note (review 12 serology case 09)", () => {
  it("reads the 1:64 to 1:2 fall after benzathine penicillin as an adequate response, not active syphilis", () => {
    const r = runReviewCase(load("09-syphilis-treated-serofast"));
    expect(find(r, "syphilis-serology-reactive")).toBeUndefined();
    const f = find(r, "syphilis-treated-adequate-response");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/1:64 \(2023, stated in the notes\) → 1:2 \(2026-11-10\), now 32-fold lower/);
    expect(f?.patient).toMatch(/earlier treatment worked/);
  });

  it("reads the earlier titre from the clinical notes too", () => {
    const c = load("09-syphilis-treated-serofast");
    c.labResults[1] = { ...c.labResults[1], notes: undefined };
    c.patientContext.clinicalNotes = "RPR 1:64 in March 2023, treated with benzathine penicillin.";
    expect(find(runReviewCase(c), "syphilis-treated-adequate-response")).toBeDefined();
  });

  it("stays active syphilis when the titre has not fallen fourfold", () => {
    const c = load("09-syphilis-treated-serofast");
    c.labResults[1] = { ...c.labResults[1], value: "1:32" };
    const r = runReviewCase(c);
    expect(find(r, "syphilis-treated-adequate-response")).toBeUndefined();
    expect(find(r, "syphilis-serology-reactive")).toBeDefined();
  });
});

describe("chronic hepatitis B suppressed on tenofovir (review 12 serology case 16)", () => {
  it("reads HBV DNA <20 IU/mL on tenofovir as controlled on treatment, with monitoring", () => {
    const f = find(runReviewCase(load("16-hbv-dna-undetected-on-tdf")), "hbv-suppressed-on-treatment");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/controlled on treatment/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/do not stop it outside specialist care/);
    expect(steps).toMatch(/kidney function \(creatinine, eGFR, phosphate\) on tenofovir/);
    expect(f?.patient).toMatch(/Your hepatitis B medicine is working/);
  });

  it("is not raised without an antiviral or with a measurable viral load", () => {
    const off = load("16-hbv-dna-undetected-on-tdf");
    off.patientContext.medications = [];
    off.patientContext.clinicalNotes = "Routine review.";
    expect(find(runReviewCase(off), "hbv-suppressed-on-treatment")).toBeUndefined();
    const detectable = load("16-hbv-dna-undetected-on-tdf");
    detectable.labResults[1] = { ...detectable.labResults[1], value: "850" };
    expect(find(runReviewCase(detectable), "hbv-suppressed-on-treatment")).toBeUndefined();
  });
});

describe("indeterminate IGRA before infliximab on prednisolone (review 12 serology case 12)", () => {
  it("does not read it as negative: repeat the IGRA or do a TST, with a chest X-ray, before the biologic", () => {
    const f = find(runReviewCase(load("12-igra-indeterminate")), "igra-indeterminate-before-biologic");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/before infliximab \(named in the notes\)/);
    expect(f?.clinician).toMatch(/must not be read as negative/);
    expect(f?.clinician).toMatch(/prednisolone 20 mg, lymphocytes 0\.6/);
    expect(f?.nextSteps.join(" ")).toMatch(/repeat the IGRA on a new sample or do a tuberculin skin test/);
    expect(f?.patient).toMatch(/does not mean you are free of TB/);
  });

  it("is not raised without a planned biologic", () => {
    const c = load("12-igra-indeterminate");
    c.patientContext.clinicalNotes = "Annual review.";
    expect(find(runReviewCase(c), "igra-indeterminate-before-biologic")).toBeUndefined();
  });
});

describe("Lyme IgM blot positive alone after 8 months of symptoms (review 12 serology case 15)", () => {
  it("says the IgM-only blot does not support Lyme disease and warns against prolonged antibiotics", () => {
    const f = find(runReviewCase(load("15-lyme-igm-only-late")), "lyme-igm-only-late");
    expect(f?.clinician).toMatch(/not diagnostic and does not support Lyme disease/);
    expect(f?.evidenceIds).toContain("arup-lyme-immunoblot-igm-4-weeks");
    expect(f?.nextSteps.join(" ")).toMatch(/avoid prolonged antibiotic courses/);
    expect(f?.patient).toMatch(/usually does not mean Lyme disease/);
  });

  it("is not raised within the first month of illness or with a positive IgG blot", () => {
    const early = load("15-lyme-igm-only-late");
    early.patientContext.clinicalNotes = "Fatigue and joint aches for 2 weeks.";
    expect(find(runReviewCase(early), "lyme-igm-only-late")).toBeUndefined();
    const igg = load("15-lyme-igm-only-late");
    igg.labResults[2] = { ...igg.labResults[2], value: "Positive", flag: "High" };
    expect(find(runReviewCase(igg), "lyme-igm-only-late")).toBeUndefined();
  });
});
