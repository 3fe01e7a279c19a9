import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, type ReviewRun } from "../testing/review-case.ts";

/*
 * Clinical review 21, multimorbidity (whole GP records, light mode, several long-term conditions and
 * 8-15 medicines): diabetes with CKD 3b, heart failure, AF, gout and COPD; rheumatoid arthritis on
 * methotrexate with hypertension, osteoporosis and depression; alcohol-related cirrhosis with
 * diabetes and treated varices; dementia with Parkinson's and falls on 12 medicines; and two stable
 * records. Synthetic cases in fixtures/multimorbidity-21-review21.
 */
const { run } = reviewFolder(new URL("./fixtures/multimorbidity-21-review21/", import.meta.url));
const allSteps = (r: ReviewRun) => r.findings.flatMap((f) => f.nextSteps);

describe("multimorbidity review 21", () => {
  it("01: high potassium on ramipril and spironolactone in heart failure leads, with the kidney-dose pointers for metformin, gliclazide and colchicine", () => {
    const r = run("01-t2d-ckd3b-hf-af-gout-copd-74-uk");
    expect(codes(r)[0]).toBe("raas-hyperkalaemia");
    expect(codes(r)).toEqual(
      expect.arrayContaining(["metformin-egfr-reduce", "sulfonylurea-ckd", "colchicine-kidney-dose"]),
    );
    expect(clinicianText(r)).toContain('- Colchicine 500 microgram tablets: see "Kidney function and medicines"');
  });

  it("02: the osmolality tests for a low sodium on a thiazide and an SSRI are asked for once, not by both sodium findings", () => {
    const r = run("02-ra-mtx-htn-osteoporosis-depression-68-us");
    expect(codes(r)).toEqual(expect.arrayContaining(["diuretic-hyponatraemia", "hyponatraemia"]));
    expect(allSteps(r).filter((s) => s.includes("urine osmolality"))).toHaveLength(1);
    expect(finding(r, "diuretic-hyponatraemia")?.nextSteps).toContain(
      "Review the diuretic (hydrochlorothiazide 25 mg tablet)",
    );
  });

  it("03: known alcohol-related cirrhosis is not read as fatty liver, and treated varices are not offered a first camera test", () => {
    const r = run("03-cirrhosis-diabetes-varices-propranolol-59-uk");
    expect(codes(r)).toContain("cirrhosis-severity");
    expect(codes(r)).not.toContain("masld-risk");
    expect(patientText(r)).not.toContain("fat in the liver");
    expect(patientText(r)).not.toContain("camera test");
    expect(patientText(r)).toContain("Regular liver scans are also advised.");
  });

  it("04: only the symptom in the notes is named for serotonin toxicity, and the B12 causes step names only the medicines taken", () => {
    const r = run("04-dementia-parkinsons-falls-12-meds-81-uk");
    const patient = patientText(r);
    expect(patient).not.toContain("sweating, shaking or twitching you have noticed");
    expect(patient).toContain("The confusion mentioned in your notes may be caused by this combination");
    const b12 = finding(r, "b12-deficiency-neurological");
    expect(b12?.nextSteps).toContain(
      "Intrinsic factor antibodies for pernicious anaemia; review omeprazole 20 mg capsules as a possible contributor",
    );
    expect(clinicianText(r)).not.toContain("review metformin and acid suppression");
  });

  it("05: a stable 70-year-old with diabetes at goal on eight medicines stays quiet", () => {
    const r = run("05-quiet-htn-t2d-lipids-stable-70-us");
    expect(r.findings.filter((f) => f.severity !== "low" && f.severity !== "info")).toEqual([]);
  });

  it("06: a stable 72-year-old with CKD G3aA1, treated hypothyroidism and asthma raises nothing above moderate", () => {
    const r = run("06-quiet-hypothyroid-asthma-oa-ckd3a-stable-72-uk");
    expect(r.findings.filter((f) => f.severity === "high" || f.severity === "critical")).toEqual([]);
    expect(finding(r, "ckd-stage")?.severity).toBe("low");
  });
});
