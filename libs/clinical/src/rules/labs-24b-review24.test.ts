import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/labs-24b-review24/", import.meta.url));
const sweep = reviewFolder(new URL("./fixtures/labs-24-review24/", import.meta.url));
const TG = "severe-hypertriglyceridaemia";

describe("a US record's triglycerides are graded by US cut-offs (review 24, labs-24 case 03)", () => {
  it("labs-24 03: >2000 mg/dL is very severe hypertriglyceridemia, with no converted NHS figures", () => {
    const r = sweep.run("03-us-lipaemic-triglycerides-sodium");
    const f = finding(r, TG);
    expect(f?.title).toBe("Very severe hypertriglyceridemia: risk of pancreatitis");
    expect(f?.clinician).toMatch(
      /very severe hypertriglyceridemia \(2000 mg\/dL or more in the Endocrine Society grades\)/,
    );
    expect(clinicianText(r)).not.toMatch(/1770|885/);
    expect(f?.nextSteps).toContain(
      "A fibrate is the first-line drug at this level, with dietary fat and simple carbohydrates cut",
    );
    expect(f?.evidenceIds).toContain("endo-soc-2012-hypertriglyceridemia");
    expect(f?.evidenceIds).not.toContain("nhs-lothian-hypertriglyceridaemia");
    expect(patientText(r)).not.toMatch(/specialist clinic/);
  });

  it("04: 1240 mg/dL with no alcohol or diabetes is severe, and looks for genetic causes", () => {
    const f = finding(run("04-us-triglycerides-1240-no-cause"), TG);
    expect(f?.title).toBe("Severe hypertriglyceridemia: risk of pancreatitis");
    expect(f?.clinician).toMatch(/1000 to 1999 mg\/dL in the Endocrine Society grades/);
    expect(f?.nextSteps[0]).toMatch(/family history of lipid disorders or pancreatitis/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/lipid clinic|885/);
  });

  it("keeps 950 mg/dL below the pancreatitis grade on a US record (885 was the converted NHS figure)", () => {
    const c = load("04-us-triglycerides-1240-no-cause");
    c.labResults[0].value = "950";
    const f = finding(runReviewCase(c), TG);
    expect(f?.title).toBe("Triglycerides 500 mg/dL or more");
    expect(f?.patient).not.toMatch(/Get medical help at once/);
  });

  it("keeps the NHS thresholds on a UK record", () => {
    const c = load("04-us-triglycerides-1240-no-cause");
    c.labResults[0].value = "14.0";
    c.labResults[0].unit = "mmol/L";
    c.labResults[0].referenceRange = "<1.7";
    c.patientContext.clinicalNotes = "Routine check at the GP surgery. No abdominal pain.";
    const f = finding(runReviewCase(c), TG);
    expect(f?.title).toBe("Triglycerides above 10 mmol/L: risk of pancreatitis");
    expect(f?.evidenceIds).toContain("nhs-lothian-hypertriglyceridaemia");
  });
});

describe("a new low eGFR after a fast fall (review 24, labs-24 case 09)", () => {
  it("labs-24 09: the high potassium on ramipril does not say 'In CKD' when CKD is not established", () => {
    const r = sweep.run("09-uk-creatinine-rising-two-dates");
    const f = finding(r, "raas-hyperkalaemia");
    expect(f?.clinician).not.toMatch(/In CKD/);
    expect(f?.patient).not.toMatch(/With kidney disease/);
  });

  it("keeps the KDIGO CKD advice when a low eGFR was already there more than 3 months earlier", () => {
    const c = sweep.load("09-uk-creatinine-rising-two-dates");
    c.labResults[1].value = "56";
    const f = finding(runReviewCase(c), "raas-hyperkalaemia");
    expect(f?.clinician).toMatch(/In CKD, KDIGO advises/);
  });

  it("labs-24 09: 69 to 47 in 3 months is a large fall to repeat, named as such", () => {
    const f = finding(sweep.run("09-uk-creatinine-rising-two-dates"), "egfr-rapid-decline");
    expect(f?.title).toBe("Large fall in eGFR within months: repeat to confirm");
    expect(f?.clinician).toMatch(/a fall of 32% in about 3 months, from GFR category G2 to G3a/);
    expect(f?.evidenceIds).toContain("kdigo-2012-ckd-progression");
  });

  it("05: a UK record names NICE NG203's accelerated progression and the 2-week repeat", () => {
    const f = finding(run("05-uk-egfr-fast-fall-gp"), "egfr-rapid-decline");
    expect(f?.clinician).toMatch(/NICE NG203 calls this accelerated progression/);
    expect(f?.nextSteps[0]).toMatch(/^Repeat eGFR within 2 weeks/);
    expect(f?.evidenceIds).toContain("nice-ng203-ckd");
  });

  it("says nothing of a fall under 25% over the same months", () => {
    const c = load("05-uk-egfr-fast-fall-gp");
    c.labResults[1].value = "62";
    expect(codes(runReviewCase(c))).not.toContain("egfr-rapid-decline");
  });
});

describe("a critical potassium from a delayed sample names the delay (review 24, labs-24b)", () => {
  it("01: the repeat is a promptly separated sample, not one 'without haemolysis'", () => {
    const r = run("01-us-critical-potassium-delayed-sample");
    const f = finding(r, "lab-critical");
    expect(f?.clinician).toMatch(/potassium leaks out of the red cells while a sample waits to be separated/);
    expect(f?.nextSteps[0]).toMatch(/fresh sample that reaches the laboratory and is separated without delay/);
    expect(clinicianText(r)).not.toMatch(/without ha?emolysis/);
  });

  it("keeps the haemolysis wording for a haemolysed sample", () => {
    const c = load("01-us-critical-potassium-delayed-sample");
    c.labResults[1].notes = "Sample grossly haemolysed. Please repeat.";
    const f = finding(runReviewCase(c), "lab-critical");
    expect(f?.nextSteps[0]).toMatch(/fresh sample taken without hemolysis/);
  });
});

describe("a TSH change within the suppressed range is not a trend (review 24, labs-24b)", () => {
  it("02: TSH 0.06 to 0.04 is shown as stable, not falling", () => {
    const text = clinicianText(run("02-uk-suppressed-tsh-small-change"));
    expect(text).toMatch(/stable \(0\.06 → 0\.04 mIU\/L/);
    expect(text).not.toMatch(/falling \(0\.06/);
  });

  it("still calls a fall into the suppressed range falling", () => {
    const c = load("02-uk-suppressed-tsh-small-change");
    c.labResults[0].value = "0.52";
    c.labResults[0].flag = undefined;
    expect(clinicianText(runReviewCase(c))).toMatch(/falling \(0\.52 → 0\.04 mIU\/L/);
  });
});

describe("numbers as reported (review 24, labs-24b)", () => {
  it("03: CK 1.04 times the limit is 'just above the upper limit', not '1×'", () => {
    const f = finding(run("03-us-ck-just-above-on-statin"), "statin-ck-elevated");
    expect(f?.clinician).toMatch(/CK 208 U\/L \(2026-11-23\) \(just above the upper limit\)/);
    expect(f?.clinician).not.toMatch(/\b1× the upper limit/);
  });

  it("keeps one decimal for a CK further above the limit", () => {
    const c = load("03-us-ck-just-above-on-statin");
    c.labResults[1].value = "262";
    expect(finding(runReviewCase(c), "statin-ck-elevated")?.clinician).toMatch(/\(1\.3× the upper limit\)/);
  });

  it("keeps the reported decimals in a trend cell: 1.0 → 1.4, not 1 → 1.4", () => {
    const c = load("03-us-ck-just-above-on-statin");
    c.labResults[2].value = "1.4";
    c.labResults[2].flag = "High";
    const text = clinicianText(runReviewCase(c));
    expect(text).toMatch(/rising \(1\.0 → 1\.4 mg\/dL/);
    expect(text).not.toMatch(/\(1 → 1\.4/);
  });
});
