import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/labs-24-review24/", import.meta.url));

describe("lab-results requests as laboratories send them (review 24)", () => {
  it("01: an annual panel with one borderline glucose and a slightly high LDL is read calmly", () => {
    const r = run("01-us-annual-panel-borderline-glucose");
    expect(finding(r, "prediabetes-range")?.clinician).toMatch(/Fasting glucose 104 mg\/dL/);
    expect(r.findings.filter((f) => f.severity === "high" || f.severity === "critical")).toEqual([]);
    expect(codes(r)).not.toContain("lab-critical");
    expect(finding(r, "lab-high")?.severity).toBe("low");
  });

  it("02: a delayed sample's potassium and glucose quote the laboratory and ask for a proper repeat", () => {
    const r = run("02-uk-delayed-sample-potassium");
    expect(finding(r, "hyperkalaemia")?.clinician).toMatch(
      /The laboratory reports a delayed sample \("Sample >24 h old/,
    );
    expect(patientText(r)).toMatch(/the blood sample took too long to be processed/);
    const low = finding(r, "hypoglycaemia");
    expect(low?.severity).toBe("low");
    expect(low?.clinician).toMatch(/The laboratory questions the sample \("Sample >24 h old.*glycolysis/);
    expect(low?.nextSteps[0]).toMatch(/fluoride \(grey-top\) sample/);
    expect(low?.evidenceIds).toContain("mft-biochemistry-preanalytical");
  });

  it("a delayed-sample comment without a request to repeat still questions the potassium", () => {
    const c = load("02-uk-delayed-sample-potassium");
    c.labResults[1].notes = "Sample >24 h old on receipt. Potassium may be falsely raised due to delayed separation.";
    expect(finding(runReviewCase(c), "hyperkalaemia")?.clinician).toMatch(/reports a delayed sample/);
  });

  it("a sample received promptly is not read as delayed, and the low glucose stays a low glucose", () => {
    const c = load("02-uk-delayed-sample-potassium");
    c.labResults[1].notes = "Sample received within 2 hours of collection.";
    c.labResults[5].notes = "Sample received within 2 hours of collection.";
    const r = runReviewCase(c);
    expect(clinicianText(r)).not.toMatch(/delayed sample|questions the sample/);
    expect(finding(r, "hypoglycaemia")?.severity).toBe("moderate");
  });

  it("03: a low sodium on a lipaemic sample is confirmed by direct ISE before any work-up", () => {
    const r = run("03-us-lipaemic-triglycerides-sodium");
    const na = finding(r, "hyponatraemia");
    expect(na?.severity).toBe("low");
    expect(na?.clinician).toMatch(/lipemic \("Lipemic specimen.*pseudohyponatremia/);
    expect(na?.nextSteps[0]).toMatch(/^Confirm the sodium by direct ion-selective electrode/);
    expect(na?.patient).toMatch(/cloudy with fat/);
    expect(na?.patient).not.toMatch(/its cause should be found/);
    expect(na?.evidenceIds).toContain("fortgens-2011-pseudohyponatraemia");
    expect(finding(r, "severe-hypertriglyceridaemia")?.severity).toBe("high");
  });

  it("reads a 'grossly lipemic' comment on another result from the same sample", () => {
    const c = load("03-us-lipaemic-triglycerides-sodium");
    delete c.labResults[3].notes;
    expect(finding(runReviewCase(c), "hyponatraemia")?.clinician).toMatch(/"Specimen grossly lipemic\."/);
  });

  it("without a lipaemia comment the low sodium is worked up as usual", () => {
    const c = load("03-us-lipaemic-triglycerides-sodium");
    delete c.labResults[3].notes;
    delete c.labResults[0].notes;
    const na = finding(runReviewCase(c), "hyponatraemia");
    expect(na?.severity).toBe("moderate");
    expect(na?.clinician).not.toMatch(/pseudohyponatraemia/);
  });

  it("04: qualitative serology and dipsticks: positives named, negatives quiet, nothing alarming", () => {
    const r = run("04-uk-qualitative-serology-dipstick");
    expect(codes(r)).toEqual(expect.arrayContaining(["chlamydia-positive", "liver-hcv-antibody-needs-rna"]));
    expect(r.findings.filter((f) => f.severity === "high" || f.severity === "critical")).toEqual([]);
    expect(clinicianText(r)).not.toMatch(/Hepatitis B surface antigen.*(?:positive|abnormal)/i);
    expect(patientText(r)).toMatch(/chlamydia infection/);
  });

  it("04: an HCV antibody the laboratory says has its RNA to follow asks to check that result, not to order it", () => {
    const f = finding(run("04-uk-qualitative-serology-dipstick"), "liver-hcv-antibody-needs-rna");
    expect(f?.clinician).toMatch(/The laboratory says the RNA is to follow \("Hepatitis C RNA to follow/);
    expect(f?.nextSteps).toEqual([
      "Check the HCV RNA result the laboratory says is to follow, to tell current from past infection",
    ]);
    expect(f?.patient).toMatch(/already on its way/);
  });

  it("without that comment the HCV RNA is asked for", () => {
    const c = load("04-uk-qualitative-serology-dipstick");
    delete c.labResults[1].notes;
    expect(finding(runReviewCase(c), "liver-hcv-antibody-needs-rna")?.nextSteps[0]).toMatch(/^Test HCV RNA/);
  });

  it("05: a censored free T4 '>100' flagged critical is critical, and 'Pulse 128 irregular' is read as possible AF", () => {
    const r = run("05-uk-censored-thyroid-critical");
    expect(finding(r, "lab-critical")?.severity).toBe("critical");
    expect(finding(r, "overt-hyperthyroidism")?.clinician).toMatch(/free T4 >100 pmol\/L/);
    expect(finding(r, "irregular-pulse-possible-af")?.clinician).toMatch(/"pulse 128 irregular"/);
  });

  it("a regular pulse with its rate is not read as irregular", () => {
    const c = load("05-uk-censored-thyroid-critical");
    c.patientContext.clinicalNotes = "Palpitations, weight loss 6 kg. Pulse 128 regular. Seen in GP surgery.";
    expect(codes(runReviewCase(c))).not.toContain("irregular-pulse-possible-af");
  });

  it("06: a phoned critical potassium on lisinopril and spironolactone is an emergency", () => {
    const r = run("06-us-critical-potassium-on-acei-spiro");
    expect(finding(r, "raas-hyperkalaemia")?.severity).toBe("critical");
    expect(patientText(r)).toMatch(/needs emergency treatment now/);
    expect(clinicianText(r)).not.toMatch(/from a sample the laboratory questions/);
  });

  it("06: 'Creatinine 1.2 mg/dL in August' in the notes is the baseline the creatinine of 2.9 is read against", () => {
    const r = run("06-us-critical-potassium-on-acei-spiro");
    expect(finding(r, "aki-creatinine-rise")?.clinician).toMatch(/from 1\.2 mg\/dL \(the baseline given in the notes/);
    expect(clinicianText(r)).not.toMatch(/no acute creatinine rise is recorded/);
  });

  it("a month with a year from long ago is not taken as a recent baseline", () => {
    const c = load("06-us-critical-potassium-on-acei-spiro");
    c.patientContext.clinicalNotes =
      "Three days of vomiting and diarrhoea, eating and drinking little. Creatinine 1.2 mg/dL in August 2019.";
    expect(codes(runReviewCase(c))).not.toContain("aki-creatinine-rise");
  });

  it("07: a flag the laboratory's own range contradicts is noted, not reported as abnormal", () => {
    const r = run("07-us-flag-high-range-normal");
    expect(codes(r)).toEqual(["lab-flag-overruled", "lab-flag-overruled"]);
    expect(patientText(r)).toMatch(/Nothing in these results stands out/);
  });

  it("08: a haemolysed potassium repeated normal a week later is only noted as superseded", () => {
    const r = run("08-uk-repeat-potassium-two-dates-normalised");
    expect(codes(r)).toEqual(["lab-superseded"]);
    expect(codes(r)).not.toContain("hyperkalaemia");
  });

  it("09: creatinine rising across two dates on naproxen and ramipril: the NSAID and the trend are named", () => {
    const r = run("09-uk-creatinine-rising-two-dates");
    expect(codes(r)).toEqual(expect.arrayContaining(["nsaid-ckd", "trend-rising"]));
    expect(finding(r, "ckd-stage")?.clinician).toMatch(/A single result does not establish CKD/);
    expect(r.findings.filter((f) => f.severity === "critical")).toEqual([]);
  });

  it("10: UK routine bloods with '<4' CRP, '>90' eGFR and no lipid ranges are quiet", () => {
    const r = run("10-uk-quiet-normals");
    expect(codes(r)).toEqual([]);
  });

  it("11: Synthea-style names with zero-width spaces and '10*3/uL' units are read as the right tests", () => {
    const r = run("11-us-synthea-style-names-dipstick");
    expect(codes(r)).not.toContain("lab-not-comparable");
    expect(codes(r)).not.toContain("lab-unknown");
    expect(finding(r, "diabetes-above-target")?.clinician).toMatch(/HbA1c 8\.9 %/);
    expect(clinicianText(r)).toMatch(/Glucose, urine \(dipstick\) \+\+/);
  });
});
