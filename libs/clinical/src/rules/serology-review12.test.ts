import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The serology review's cases (round 12), kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/serology-review12/", import.meta.url));
const find = (r: ReturnType<typeof runReviewCase>, code: string) => r.findings.find((f) => f.code === code);

describe("resolved hepatitis B before R-CHOP named in the notes (review 12 serology case 02)", () => {
  it("reads R-CHOP as anti-CD20 therapy: high reactivation risk with prophylaxis, not 'no treatment needed'", () => {
    const r = runReviewCase(load("02-hbv-resolved-before-rituximab"));
    const f = find(r, "hbv-reactivation-anti-cd20");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/R-CHOP \(named in the notes\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/start antiviral prophylaxis \(entecavir or tenofovir\)/);
    expect(f?.patient).toMatch(/Medicines like rituximab/);
    expect(find(r, "hbv-resolved-immune")).toBeUndefined();
  });

  it("reads R-CHOP in the medication list too, and a regimen written with a space in the notes", () => {
    const listed = load("02-hbv-resolved-before-rituximab");
    listed.patientContext.clinicalNotes = "Pre-chemotherapy screening.";
    listed.patientContext.medications = [{ name: "R-CHOP cycle 1" }];
    expect(find(runReviewCase(listed), "hbv-reactivation-anti-cd20")?.patient).toMatch(/Medicines like rituximab/);
    const spaced = load("02-hbv-resolved-before-rituximab");
    spaced.patientContext.clinicalNotes = "Plan R CHOP from Monday.";
    expect(find(runReviewCase(spaced), "hbv-reactivation-anti-cd20")?.severity).toBe("high");
  });

  it("keeps the resolved-infection finding when no anti-CD20 therapy is named", () => {
    const c = load("02-hbv-resolved-before-rituximab");
    c.patientContext.clinicalNotes = "Routine screening.";
    const r = runReviewCase(c);
    expect(find(r, "hbv-reactivation-anti-cd20")).toBeUndefined();
    expect(find(r, "hbv-resolved-immune")).toBeDefined();
  });
});

describe("HIV with a detectable viral load on antiretroviral therapy (review 12 serology case 08)", () => {
  it("reads virological failure (adherence, resistance test, specialist) instead of 'start ART'", () => {
    const f = find(runReviewCase(load("08-hiv-failure-low-cd4")), "hiv-advanced-cd4-below-200");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(
      /detectable on antiretroviral therapy \(Dolutegravir, Lamivudine\): virological failure/,
    );
    expect(f?.clinician).not.toMatch(/started immediately or as soon as possible after diagnosis/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/drug-resistance test while the current regimen is still being taken/);
    expect(steps).not.toMatch(/start antiretroviral therapy immediately/);
    expect(steps).toMatch(/Pneumocystis prophylaxis/);
    expect(f?.patient).toMatch(/not keeping the virus down/);
    expect(f?.patient).not.toMatch(/best started soon/);
    expect(f?.evidenceIds).toContain("dhhs-virologic-failure");
  });

  it("still advises starting treatment when no antiretroviral medicine is listed", () => {
    const c = load("08-hiv-failure-low-cd4");
    c.patientContext.medications = [];
    c.patientContext.clinicalNotes = "New diagnosis.";
    const f = find(runReviewCase(c), "hiv-advanced-cd4-below-200");
    expect(f?.nextSteps.join(" ")).toMatch(/start antiretroviral therapy immediately/);
    expect(f?.patient).toMatch(/best started soon/);
  });
});

describe("syphilis in pregnancy with a penicillin allergy (review 12 serology case 10)", () => {
  it("is urgent, penicillin only with desensitisation, and repeats the serology at 28 weeks and delivery", () => {
    const f = find(runReviewCase(load("10-syphilis-pregnant-rpr")), "syphilis-serology-reactive");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/In pregnancy this is urgent/);
    expect(f?.clinician).toMatch(/desensitisation, then treat with penicillin/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/do not substitute another antibiotic/);
    expect(steps).toMatch(/28 weeks and at delivery/);
    expect(f?.patient).toMatch(/Because you are pregnant, treatment is needed soon/);
  });

  it("gives no pregnancy plan outside pregnancy", () => {
    const c = load("10-syphilis-pregnant-rpr");
    c.patientContext.conditions = [];
    const f = find(runReviewCase(c), "syphilis-serology-reactive");
    expect(f?.clinician).not.toMatch(/pregnancy/i);
    expect(f?.nextSteps.join(" ")).not.toMatch(/desensitisation/);
  });
});

describe("hepatitis C antibody reactive with HCV RNA not detected (review 12 serology case 04)", () => {
  it("reads no current infection (past or false-positive antibody) with no treatment", () => {
    const r = runReviewCase(load("04-hcv-ab-pos-rna-neg"));
    const f = find(r, "hcv-antibody-rna-not-detected");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/no current hepatitis C infection/);
    expect(f?.clinician).toMatch(/false-positive antibody/);
    expect(f?.patient).toMatch(/you do not have hepatitis C now/);
    expect(find(r, "liver-hcv-active")).toBeUndefined();
  });

  it("is not raised when the RNA is detected or older than the antibody", () => {
    const detected = load("04-hcv-ab-pos-rna-neg");
    detected.labResults[1] = { ...detected.labResults[1], value: "Detected" };
    expect(find(runReviewCase(detected), "hcv-antibody-rna-not-detected")).toBeUndefined();
    const older = load("04-hcv-ab-pos-rna-neg");
    older.labResults[1] = { ...older.labResults[1], date: "2020-01-10" };
    expect(find(runReviewCase(older), "hcv-antibody-rna-not-detected")).toBeUndefined();
  });
});
