import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  finding,
  loadReviewCase,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/liver-meds-22b-review22/", import.meta.url));

describe("liver-meds-22b review 22", () => {
  it("calls steatotic liver disease MetALD, not MASLD, in a man drinking 30 units (about 240 g) a week", () => {
    const r = run("01-man-30-units-week-t2d-alt-metald");
    const f = finding(r, "masld-risk");
    expect(f?.clinician).toMatch(/MetALD/);
    expect(f?.clinician).toMatch(/about 240 g of alcohol a week/);
    expect(f?.clinician).toMatch(/MASLD limit of 210 g a week for men/);
    expect(f?.clinician).not.toMatch(/metabolic dysfunction-associated steatotic liver disease is likely/);
    expect(f?.patient).toMatch(/Cutting down alcohol/);
    expect(f?.evidenceIds).toContain("metald-alcohol-thresholds");
  });

  it("shows a FIB-4 of 1.298 to three decimals, so it does not read as 1.3 'below 1.3'", () => {
    const r = run("01-man-30-units-week-t2d-alt-metald");
    expect(clinicianText(r)).toMatch(/FIB-4 = 1\.298, from age 54.*below 1\.3, a low risk/);
    expect(clinicianText(r)).not.toMatch(/FIB-4 = 1\.3[ ,]/);
  });

  it("puts alcohol-related liver disease first for a woman drinking 50 units (about 400 g) a week", () => {
    const r = run("02-woman-50-units-week-obesity-alt-ald");
    const f = finding(r, "masld-risk");
    expect(f?.clinician).toMatch(/MetALD upper limit of 350 g a week for women/);
    expect(f?.clinician).toMatch(/alcohol-related liver disease is the leading cause/);
    expect(codes(r)).toContain("alcohol-intake-elastography");
  });

  it("keeps MASLD for a man drinking about 10 units a week, below the MetALD range", () => {
    const r = run("03-man-10-units-week-obesity-alt-masld");
    const f = finding(r, "masld-risk");
    expect(f?.clinician).toMatch(/metabolic dysfunction-associated steatotic liver disease is likely/);
    expect(f?.clinician).not.toMatch(/MetALD/);
    // Review 36 (liver-gi-36): the recorded intake is now read against the MASLD limit, which cites the thresholds source.
    expect(f?.clinician).toMatch(/within the MASLD limit of 210 g a week for men/);
  });

  it("warns that HbA1c underestimates glucose in known diabetes with decompensated cirrhosis, citing only the cirrhosis source", () => {
    const r = run("04-t2d-decompensated-cirrhosis-hba1c-low");
    const f = finding(r, "hba1c-unreliable-cirrhosis");
    expect(f?.clinician).toMatch(/Alcohol-related cirrhosis, decompensated/);
    expect(f?.clinician).toMatch(/fasting glucose 11\.2 mmol\/L .* in the diabetes range/);
    expect(f?.patient).toMatch(/reads too low in cirrhosis/);
    expect(f?.patient).not.toMatch(/ana?emia/);
    expect(f?.evidenceIds).toEqual(["addepally-2018-hba1c-cirrhosis"]);
    expect(codes(r)).not.toContain("hba1c-unreliable-known-diabetes");
    expect(codes(r)).not.toContain("diabetes-at-goal");
  });

  it("does not diagnose diabetes on HbA1c alone in cirrhosis, and offers glucose monitoring rather than fructosamine", () => {
    const r = run("05-cirrhosis-no-diabetes-hba1c-50");
    const f = finding(r, "diabetes-range-undiagnosed");
    expect(f?.clinician).toMatch(/is not reliable here \(Cirrhosis due to hepatitis C/);
    expect(f?.nextSteps.join(" ")).toMatch(/capillary or continuous glucose monitoring/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/with fructosamine for longer-term control/);
    expect(f?.patient).toMatch(/cirrhosis of the liver/);
    expect(f?.patient).not.toMatch(/red blood cells/);
    expect(f?.evidenceIds).toContain("addepally-2018-hba1c-cirrhosis");
  });

  it("names gout prophylaxis without an NSAID at eGFR 26 even when no NSAID is taken", () => {
    const r = run("06-gout-egfr-26-urate-high-no-nsaid");
    const f = finding(r, "gout-urate-above-target");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/colchicine at a dose suited to kidney function, or low-dose prednisolone/);
    expect(steps).not.toMatch(/an NSAID/);
    expect(f?.evidenceIds).toContain("kdigo-2024-ckd");
    expect(clinicianText(r)).not.toMatch(/colchicine, an NSAID or prednisolone/);
  });

  it("keeps an NSAID among prophylaxis options with normal kidney function", () => {
    const r = run("07-gout-egfr-85-urate-high-quiet-kidney");
    const f = finding(r, "gout-urate-above-target");
    expect(f?.nextSteps.join(" ")).toMatch(/colchicine, an NSAID or prednisolone/);
    expect(f?.evidenceIds).not.toContain("kdigo-2024-ckd");
  });

  it("stays quiet on HbA1c reliability in diabetes without cirrhosis or anaemia treatment", () => {
    const r = run("08-t2d-no-cirrhosis-hba1c-53-quiet");
    expect(codes(r)).not.toContain("hba1c-unreliable-cirrhosis");
    expect(codes(r)).not.toContain("hba1c-unreliable-known-diabetes");
    expect(codes(r)).not.toContain("masld-risk");
    expect(patientText(r)).not.toMatch(/cirrhosis|MetALD/);
    expect(finding(r, "diabetes-at-goal")).toBeDefined();
  });

  it("raises hepatitis E to high in pregnancy at 31 weeks, with same-day obstetric and hepatology review", () => {
    const r = run("09-hev-igm-pregnant-31-weeks");
    const f = finding(r, "hev-infection");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Pregnant at 31 weeks: hepatitis E is more often severe in pregnancy/);
    expect(f?.nextSteps[0]).toMatch(/Same-day obstetric and hepatology review/);
    expect(f?.patient).toMatch(/more serious in pregnancy/);
    expect(f?.patient).not.toMatch(/Most people get better by themselves/);
    expect(f?.evidenceIds).toContain("shalimar-2013-hev-pregnancy");
  });

  it("keeps hepatitis E moderate, with no pregnancy wording, in a man", () => {
    const r = run("10-hev-man-not-pregnant-stays-moderate");
    const f = finding(r, "hev-infection");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).not.toMatch(/Pregnant/);
    expect(f?.patient).toMatch(/Most people get better by themselves/);
    expect(f?.evidenceIds).not.toContain("shalimar-2013-hev-pregnancy");
  });

  it("gives a vancomycin trough of 25 mg/L with a stable creatinine its own dose-review finding", () => {
    const r = run("11-vancomycin-trough-25-no-aki");
    const f = finding(r, "vancomycin-level-high");
    expect(f?.clinician).toMatch(/Vancomycin trough 25 mg\/L .* on Vancomycin intravenous/i);
    expect(f?.nextSteps.join(" ")).toMatch(/with pharmacy before the next dose/);
    expect(f?.evidenceIds).toContain("rybak-2020-vancomycin-monitoring");
    expect(codes(r)).not.toContain("aki-creatinine-rise");
  });

  it("leaves a high vancomycin trough beside a creatinine rise to the AKI finding", () => {
    const c = loadReviewCase(
      new URL("./fixtures/infection-antimicrobial-review21/", import.meta.url),
      "01-vanc-trough-24-creat-rising-us",
    );
    const r = runReviewCase(c);
    expect(codes(r)).toContain("aki-creatinine-rise");
    expect(codes(r)).not.toContain("vancomycin-level-high");
  });
});
