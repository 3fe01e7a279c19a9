import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, type ReviewRun } from "../testing/review-case.ts";

/*
 * Clinical review 21, older adults (75-95, often frail, in care homes, on many medicines): a statin
 * question at 91, a stable G3aA1 at 84, low sodium on indapamide and citalopram with falls, tight
 * HbA1c on gliclazide and insulin with dementia, apixaban with a low weight and raised creatinine,
 * a borderline B12 on metformin and a PPI, a raised TSH at 86, a positive dipstick in a care-home
 * resident without symptoms, end-of-life care with abnormal bloods, and a quiet 80-year-old.
 * Synthetic cases in fixtures/older-adults-21-review21.
 */
const { run } = reviewFolder(new URL("./fixtures/older-adults-21-review21/", import.meta.url));
const allSteps = (r: ReviewRun) => r.findings.flatMap((f) => f.nextSteps);
const aboveLow = (r: ReviewRun) => r.findings.filter((f) => f.severity !== "low" && f.severity !== "info");

describe("older adults review 21", () => {
  it("01: a high LDL at 91 with no cardiovascular disease raises no statin-start finding and no risk score is promised", () => {
    const r = run("01-ldl-4-6-care-home-91-no-cvd-uk");
    expect(codes(r).some((c) => c.startsWith("statin-"))).toBe(false);
    expect(aboveLow(r)).toEqual([]);
    expect(patientText(r)).toContain("The usual heart-risk calculator is made for people up to 84");
    expect(patientText(r)).not.toContain("work out your overall heart risk");
    expect(r.result.citations.patient["1"]?.url).toBe("https://www.nice.org.uk/guidance/ng238");
  });

  it("02: three years of eGFR 48-50 with a normal ACR at 84 is a steady G3aA1, checked yearly, not repeated", () => {
    const r = run("02-egfr-48-stable-3y-no-albuminuria-84-ehr");
    expect(finding(r, "ckd-stage")?.severity).toBe("low");
    expect(patientText(r)).toContain("stayed about the same for 3 years");
    expect(allSteps(r)).toContain("Monitor eGFR and urine ACR once a year (G3aA1, KDIGO)");
    expect(clinicianText(r)).not.toContain("exclude acute kidney injury");
  });

  it("03: sodium 129 on indapamide and citalopram with falls is high priority, names both medicines and the falls", () => {
    const r = run("03-sodium-129-indapamide-citalopram-falls-uk");
    expect(finding(r, "hyponatraemia")?.severity).toBe("high");
    expect(finding(r, "diuretic-hyponatraemia")?.clinician).toContain("indapamide");
    expect(clinicianText(r)).toContain("Citalopram is an SSRI");
    expect(clinicianText(r)).toContain("The notes mention a fall");
  });

  it("04: HbA1c 6.1% on gliclazide and insulin with dementia in a nursing home is flagged as overtreatment", () => {
    const r = run("04-hba1c-6-1-gliclazide-insulin-dementia-us");
    expect(finding(r, "diabetes-tight-control-frailty")?.severity).toBe("high");
    expect(allSteps(r)).toContain(
      "Reduce or stop the sulfonylurea or insulin and agree a less strict individual goal focused on avoiding hypoglycemia",
    );
  });

  it("05: apixaban 5 mg at 79 with 58 kg and creatinine 135 reads the recorded weight and gives the clearance", () => {
    const r = run("05-apixaban-5mg-79-58kg-creat-135-uk");
    const f = finding(r, "doac-crcl-apixaban-severe");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("actual body weight 58 kg");
  });

  it("06: a borderline B12 on metformin and a PPI asks for methylmalonic acid and replacement once each", () => {
    const r = run("06-b12-low-normal-memory-88-us");
    expect(codes(r)).toEqual(expect.arrayContaining(["metformin-b12-low", "ppi-b12-low"]));
    const stepsSection = clinicianText(r).split("## Suggested next steps")[1]?.split("\n## ")[0] ?? "";
    const steps = stepsSection.split("\n").filter((l) => l.startsWith("- "));
    expect(steps.filter((l) => /methylmalonic/i.test(l))).toHaveLength(1);
    expect(steps.filter((l) => /^- Replace B12 if deficient/.test(l))).toHaveLength(1);
  });

  it("07: TSH 6.8 with a normal free T4 at 86 is watched, not treated", () => {
    const r = run("07-tsh-6-8-ft4-normal-86-uk");
    expect(finding(r, "subclinical-hypothyroidism")?.severity).toBe("low");
    expect(clinicianText(r)).toContain("At 65 or over with TSH below 10 mIU/L, watch and wait rather than treat");
  });

  it("08: a positive dipstick in a care-home resident with no symptoms is asymptomatic bacteriuria: no antibiotics", () => {
    const r = run("08-dipstick-positive-asymptomatic-care-home-uk");
    expect(codes(r)).toContain("asymptomatic-bacteriuria-no-antibiotics");
    expect(allSteps(r)).toContain(
      "Do not start antibiotics for the bacteriuria, and do not repeat the urine test while there are no symptoms",
    );
  });

  it("09: end-of-life care leaves out new heart-failure medicines and asks for tests only where they serve comfort", () => {
    const r = run("09-end-of-life-92-abnormal-bloods-ehr");
    expect(codes(r)).not.toContain("hfref-pillars-missing");
    const f = finding(r, "comfort-care-tests");
    expect(f?.clinician).toContain('"end-of-life" in the notes');
    expect(f?.clinician).toContain(
      "heart failure with reduced ejection fraction: guideline medicine groups not listed",
    );
    expect(f?.evidenceIds).toEqual(["hodgkinson-2016-ng31-dying-adults"]);
    expect(allSteps(r)).toContain(
      "Only if it would change comfort-focused care: check ferritin, transferrin saturation, B12 and folate",
    );
    expect(allSteps(r)).not.toContain("Check ferritin, transferrin saturation, B12 and folate");
    expect(patientText(r)).toContain("Your notes say your care is now focused on comfort");
    expect(patientText(r)).not.toContain("Four groups of medicines");
    // The morphine advice concerns comfort now and stays.
    expect(codes(r)).toContain("opioid-kidney-accumulation");
  });

  it("10: a well 80-year-old with normal bloods for his age stays quiet", () => {
    const r = run("10-stable-80-quiet-uk");
    expect(aboveLow(r)).toEqual([]);
    expect(codes(r)).not.toContain("ckd-stage");
    expect(codes(r)).not.toContain("comfort-care-tests");
  });
});
