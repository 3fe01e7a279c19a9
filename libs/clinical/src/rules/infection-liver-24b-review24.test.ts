import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/infection-liver-24b-review24/", import.meta.url));
const FLUCLOX = "flucloxacillin-liver-injury";

describe("infection: fever with a urinary source (review 24)", () => {
  it("01: CRP 180 with fever and a UTI in an 81-year-old: the sepsis check is asked for, with the raised heart rate", () => {
    const r = run("01-us-crp-180-fever-uti-empagliflozin-81f-ehr");
    const f = finding(r, "fever-sepsis-check");
    expect(f?.clinician).toMatch(/temperature 38\.9 °C/);
    expect(f?.clinician).toMatch(/heart rate 104\/min/);
    expect(codes(r)).toContain("lab-high");
  });
});

describe("viral hepatitis serology (review 24)", () => {
  it("02: HBsAg reactive at a new-patient check: referral, the phase tests and contact testing", () => {
    const r = run("02-uk-hbsag-positive-new-patient-34m-labs");
    const f = finding(r, "hbv-chronic-infection");
    expect(f?.nextSteps.join(" ")).toMatch(/Refer to hepatology/);
    expect(f?.nextSteps.join(" ")).toMatch(/HBeAg, HBV DNA/);
    expect(f?.nextSteps.join(" ")).toMatch(/household contacts/);
    expect(patientText(r)).toMatch(/should be tested and offered the hepatitis B vaccine/);
  });

  it("03: HCV antibody with RNA not detected: no current infection, nothing urgent, no treatment", () => {
    const r = run("03-uk-hcv-antibody-positive-rna-negative-52f-labs");
    const f = finding(r, "hcv-antibody-rna-not-detected");
    expect(f?.severity).toBe("low");
    expect(patientText(r)).toMatch(/do not have hepatitis C now/);
    expect(clinicianText(r)).not.toMatch(/refer to hepatology/i);
  });
});

describe("liver tests (review 24)", () => {
  it("04: known MASLD with FIB-4 1.67 is read as indeterminate, asking for elastography", () => {
    const f = finding(run("04-us-masld-fib4-indeterminate-58m-ehr"), "fib4-fibrosis-risk");
    expect(f?.clinician).toMatch(/FIB-4 = 1\.67/);
    expect(f?.clinician).toMatch(/indeterminate result that calls for elastography/);
  });

  it("04: MASLD on the problem list with steatosis on a scan report is not called 'likely' nor 'assessed for' again", () => {
    const r = run("04-us-masld-fib4-indeterminate-58m-ehr");
    expect(finding(r, "masld-risk")?.clinician).toMatch(
      /\(MASLD\) is already recorded, and the raised ALT fits it; its fibrosis risk is read from the FIB-4/,
    );
    const steps = finding(r, "liver-injury-pattern")?.nextSteps.join("\n");
    expect(steps).toMatch(/Test for hepatitis A \(hepatitis B and hepatitis C already in the record\)/);
    expect(steps).not.toMatch(/assess for fatty liver disease/);
  });

  it("without MASLD recorded or a scan reporting it, MASLD stays 'likely' and is still assessed for", () => {
    const c = load("04-us-masld-fib4-indeterminate-58m-ehr");
    c.data.pastMedicalHistory.pop();
    c.data.imagingStudies = [];
    const r = runReviewCase(c);
    // Review 36 (liver-gi-36): with the FIB-4 worked out, the finding points to it instead of asking for it.
    expect(finding(r, "masld-risk")?.clinician).toMatch(
      /steatotic liver disease is likely; its fibrosis risk is read from the FIB-4 \(see that finding\)/,
    );
    expect(finding(r, "liver-injury-pattern")?.nextSteps.join("\n")).toMatch(/assess for fatty liver disease/);
  });

  it("05: an isolated ALP of 386 in a growing 15-year-old is read as bone, not liver", () => {
    const r = run("05-uk-isolated-alp-raised-teenager-15m-labs");
    expect(codes(r)).toContain("alp-raised-growth");
    expect(codes(r)).not.toContain("liver-injury-pattern");
    expect(patientText(r)).toMatch(/growth is the most likely reason/);
  });

  it("08: a normal liver panel on atorvastatin is quiet", () => {
    const r = run("08-uk-normal-lft-on-atorvastatin-quiet-labs");
    expect(r.findings).toEqual([]);
    expect(patientText(r)).toMatch(/Nothing in these results stands out/);
  });
});

describe("cholestatic jaundice after flucloxacillin names the antibiotic (review 24)", () => {
  it("06: jaundice three weeks after flucloxacillin: the drug is named beside the urgent imaging, and the statin is not blamed", () => {
    const r = run("06-uk-flucloxacillin-cholestatic-dili-67m-ehr");
    const f = finding(r, FLUCLOX);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Flucloxacillin 500 mg capsules within the eight weeks/);
    expect(f?.clinician).toMatch(/age over 55 was the strongest risk factor/);
    expect(f?.clinician).toMatch(/does not replace that imaging/);
    expect(f?.evidenceIds).toContain("fairley-1993-flucloxacillin-jaundice");
    expect(codes(r)).toContain("jaundice-suspected-cancer");
    expect(codes(r)).not.toContain("statin-alt-elevated");
    expect(patientText(r)).toMatch(/antibiotic flucloxacillin recently/);
  });

  it("a course that ended more than eight weeks before is not counted, and the statin line returns", () => {
    const c = load("06-uk-flucloxacillin-cholestatic-dili-67m-ehr");
    c.data.medications[0].startDate = "2026-08-01";
    c.data.medications[0].endDate = "2026-08-08";
    c.data.additionalContext = "GP surgery. Itching for a week, dark urine, pale stools. Ultrasound requested.";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain(FLUCLOX);
    expect(codes(r)).toContain("statin-alt-elevated");
  });

  it("flucloxacillin named only in the notes counts; an allergy to it does not", () => {
    const c = load("06-uk-flucloxacillin-cholestatic-dili-67m-ehr");
    c.data.medications.shift();
    expect(finding(runReviewCase(c), FLUCLOX)?.clinician).toMatch(/named in the notes/);
    c.data.additionalContext =
      "GP surgery. Itching for a week, dark urine, pale stools. Flucloxacillin allergy (rash).";
    expect(codes(runReviewCase(c))).not.toContain(FLUCLOX);
  });

  it("a raised ALT with a normal ALP after flucloxacillin is not read as its cholestatic injury", () => {
    const c = load("06-uk-flucloxacillin-cholestatic-dili-67m-ehr");
    c.data.recentAbnormalLabs = c.data.recentAbnormalLabs.filter((l: { display: string }) => l.display !== "ALP");
    c.data.recentNormalLabs.push({
      display: "ALP",
      value: "96",
      unit: "U/L",
      date: "2026-11-27",
      referenceRange: "30-130",
    });
    c.data.labTrends = [];
    expect(codes(runReviewCase(c))).not.toContain(FLUCLOX);
  });
});

describe("fever after travel (review 24)", () => {
  it("07: fever with platelets 62 after Lagos: same-day malaria testing leads, and the platelets are read with it", () => {
    const r = run("07-us-returned-traveller-fever-platelets-62-labs");
    expect(codes(r)[0]).toBe("malaria-returning-traveller");
    const f = finding(r, "malaria-returning-traveller");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/platelets 62/);
    expect(patientText(r)).toMatch(/malaria blood test today/);
  });
});
