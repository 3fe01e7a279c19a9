import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** Review 23, fresh sweep: common primary-care lab work read as an outside clinician would. */
const { load, run } = reviewFolder(new URL("./fixtures/fresh-sweep-23-review23/", import.meta.url));

describe("medicines named in patient sentences (review 23, fresh sweep 01 and 08)", () => {
  it("names the QT-prolonging drug alone, not its lower-cased record line with dose and start date", () => {
    const f = finding(run("01-hyponatraemia-citalopram-thiazide-79f-uk-labs"), "qt-drug-low-potassium-magnesium");
    expect(f?.patient).toContain("You take citalopram, which can affect the heart's rhythm");
    expect(f?.patient).not.toMatch(/20 mg|september/i);
  });

  it("names the prolactin-raising drug alone in the patient text", () => {
    const f = finding(run("08-prolactin-risperidone-29f-uk-labs"), "prolactin-high-on-dopamine-blocker");
    expect(f?.patient).toContain("Your medicine risperidone commonly raises prolactin");
    expect(f?.patient).not.toContain("4 mg");
  });
});

describe("a high prolactin on risperidone with TSH and kidney function in the record (fresh sweep 08)", () => {
  it("does not list an underactive thyroid and kidney failure as still to exclude when both tests are normal", () => {
    const f = finding(run("08-prolactin-risperidone-29f-uk-labs"), "prolactin-high-on-dopamine-blocker");
    expect(f?.clinician).toContain("a pituitary or nearby tumour is the other cause to exclude");
    expect(f?.clinician).toContain("(normal kidney function and TSH in the record make");
  });

  it("still lists them when the record has neither test", () => {
    const c = load("08-prolactin-risperidone-29f-uk-labs");
    c.labResults = c.labResults.filter((l: { name: string }) => !/TSH|eGFR/.test(l.name));
    const f = finding(runReviewCase(c), "prolactin-high-on-dopamine-blocker");
    expect(f?.clinician).toContain(
      "kidney failure, an underactive thyroid and a pituitary or nearby tumour are the other causes to exclude.",
    );
  });
});

describe("high calcium with an inappropriately normal PTH (fresh sweep 02)", () => {
  it("does not ask to review lithium or calcium supplements that neither the list nor the notes hold", () => {
    const r = run("02-calcium-high-pth-high-normal-63f-us-ehr");
    const f = finding(r, "hypercalcaemia");
    expect(f?.clinician).toContain("inappropriately normal");
    expect(f?.nextSteps.join(" ")).not.toMatch(/lithium|supplements/i);
  });

  it("still asks about supplements when the notes do not settle them", () => {
    const c = load("02-calcium-high-pth-high-normal-63f-us-ehr");
    c.data.additionalContext = "Annual physical in Ohio. Mild fatigue.";
    const steps = finding(runReviewCase(c), "hypercalcaemia")?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/calcium supplements/);
    expect(steps).not.toMatch(/lithium|thiazides/);
  });
});

describe("the triple whammy during vomiting (fresh sweep 03)", () => {
  it("names the combination as a likely contributor without repeating the kidney steps", () => {
    const r = run("03-triple-whammy-aki-vomiting-74m-uk-ehr");
    const f = finding(r, "nsaid-raas-diuretic");
    expect(f?.clinician).toContain("Creatinine has already risen acutely");
    expect(f?.nextSteps).toEqual([]);
    expect(finding(r, "aki-creatinine-rise")?.nextSteps.join(" ")).toMatch(/Hold Ibuprofen/i);
  });

  it("keeps its own step when creatinine has not risen", () => {
    const c = load("03-triple-whammy-aki-vomiting-74m-uk-ehr");
    c.data.labTrends = [];
    c.data.recentAbnormalLabs = [];
    c.data.recentNormalLabs = [
      { display: "Creatinine", value: "92", unit: "umol/L", date: "2026-11-26", referenceRange: "59-104" },
    ];
    c.data.additionalContext = "Routine review. Buys ibuprofen for hip pain.";
    expect(finding(runReviewCase(c), "nsaid-raas-diuretic")?.nextSteps).toEqual([
      "Avoid the NSAID; check creatinine and potassium",
    ]);
  });
});

describe("an entirely normal US annual panel with LDL 102 (fresh sweep 09)", () => {
  it("stays short and calm, and speaks plainly to the patient about the LDL", () => {
    const r = run("09-normal-annual-panel-44f-us-labs");
    expect(codes(r)).toEqual(["lab-high"]);
    const text = patientText(r);
    expect(text).toContain("near or above optimal");
    expect(text).not.toMatch(/in the record|10-year heart risk estimate/);
    expect(clinicianText(r)).toContain("10-year heart risk estimate");
  });
});

describe("odd value formats (fresh sweep 10 and 11)", () => {
  it("reads 1,200 ng / L, >20, <5 and µ/μ units, and keeps a B12 on injections quiet", () => {
    const r = run("10-odd-formatting-uk-b12-injections-labs");
    expect(codes(r).sort()).toEqual(["b12-high-on-treatment", "lab-high"]);
    expect(finding(r, "b12-high-on-treatment")?.clinician).toContain("1200 ng/L");
    expect(patientText(r)).toContain("Nothing in these results stands out as a concern");
  });

  it("reads triglycerides of 1,050 mg / dL as a pancreatitis risk", () => {
    const f = finding(run("11-odd-formatting-us-triglycerides-1050-labs"), "severe-hypertriglyceridaemia");
    expect(f?.clinician).toContain("Triglycerides 1050 mg/dL");
  });
});

describe("the NICE myeloma screen on a low white cell count at 60 or over (review 23, Synthea records)", () => {
  it("does not send a well 64-year-old with a white cell count just below its range for very urgent tests", () => {
    expect(codes(run("12-slight-low-wbc-64m-us-labs"))).not.toContain("myeloma-investigations-low-white-cells");
  });

  it("still does with another feature of myeloma beside it", () => {
    const c = load("12-slight-low-wbc-64m-us-labs");
    c.labResults[1] = { ...c.labResults[1], value: "11.2", flag: "Low" };
    expect(codes(runReviewCase(c))).toContain("myeloma-investigations-low-white-cells");
  });

  it("still does with a clearly low count", () => {
    const c = load("12-slight-low-wbc-64m-us-labs");
    c.labResults[0] = { ...c.labResults[0], value: "3.1" };
    expect(codes(runReviewCase(c))).toContain("myeloma-investigations-low-white-cells");
  });

  it("does not lean on an eGFR that its own day's creatinine contradicts", () => {
    const c = load("12-slight-low-wbc-64m-us-labs");
    c.labResults[6] = { ...c.labResults[6], value: "24", flag: "Low" };
    expect(codes(runReviewCase(c))).toContain("egfr-creatinine-mismatch");
    expect(codes(runReviewCase(c))).not.toContain("myeloma-investigations-low-white-cells");
  });
});

describe("starting a statin after a heart attack, by the record's country (fresh sweep 13)", () => {
  it("does not quote NICE's atorvastatin 80 mg to a US record", () => {
    const steps = finding(run("13-mi-no-statin-ldl-us-ehr"), "ldl-above-goal-ascvd")?.nextSteps.join(" ") ?? "";
    expect(steps).toContain("Start a high-intensity statin");
    expect(steps).not.toContain("NICE");
  });

  it("quotes it to a UK record", () => {
    const c = load("13-mi-no-statin-ldl-us-ehr");
    c.data.additionalContext = "GP practice review in England. Stopped atorvastatin himself last year.";
    const steps = finding(runReviewCase(c), "ldl-above-goal-ascvd")?.nextSteps.join(" ") ?? "";
    expect(steps).toContain("NICE: atorvastatin 80 mg");
  });
});

describe("alendronate with a low eGFR but a clearance above the label's limit (review 23, Synthea records)", () => {
  const withKidney = (weightKg: string) => {
    const c = load("06-low-vitamin-d-alendronate-76f-uk-ehr");
    c.data.recentAbnormalLabs.push({
      display: "eGFR",
      value: "30",
      unit: "mL/min/1.73m2",
      date: "2026-11-26",
      referenceRange: ">60",
      interpretation: "Low",
    });
    c.data.recentNormalLabs = c.data.recentNormalLabs.filter((l: { display: string }) => l.display !== "eGFR");
    c.data.vitalSigns = [{ display: "Body weight", value: weightKg, unit: "kg", date: "2026-11-26" }];
    return finding(runReviewCase(c), "alendronate-low-egfr");
  };

  it("tells the patient she can keep taking it, as the plan says", () => {
    const f = withKidney("80");
    expect(f?.nextSteps.join(" ")).toMatch(/alendronate can continue/);
    expect(f?.patient).toContain("high enough for you to keep taking it");
    expect(f?.patient).not.toContain("not usually recommended");
  });

  it("keeps the warning when the clearance is below the limit", () => {
    const f = withKidney("30");
    expect(f?.nextSteps.join(" ")).toMatch(/^Stop/);
    expect(f?.patient).toContain("not usually recommended");
  });
});

describe("a raised PSA after treated prostate cancer (fresh sweep 14)", () => {
  it("sends it to the cancer team, without screening words or the screening guideline", () => {
    const f = finding(run("14-treated-prostate-cancer-psa-5-us-ehr"), "psa-elevated");
    expect(f?.patient).toContain("the team that looks after it should see this result");
    expect(f?.patient).not.toContain("Many things besides cancer");
    expect(f?.nextSteps).toEqual([
      "Tell the urology or oncology team that follows the prostate cancer, with the earlier PSA results",
    ]);
    expect(f?.evidenceIds).toEqual(["eau-2023-bcr-definition-table"]);
  });

  it("leaves a PSA rising on androgen deprivation to the finding made for it", () => {
    const c = load("14-treated-prostate-cancer-psa-5-us-ehr");
    c.data.medications.push({
      medication: "Leuprolide 22.5 mg injection",
      status: "active",
      frequency: "every 3 months",
    });
    const r = runReviewCase(c);
    expect(codes(r)).toContain("psa-rising-on-adt");
    expect(codes(r)).not.toContain("psa-elevated");
  });

  it("keeps the screening reading for a man without prostate cancer", () => {
    const c = load("14-treated-prostate-cancer-psa-5-us-ehr");
    c.data.pastMedicalHistory = [];
    c.data.additionalContext = "Follow-up visit in Oregon. No urinary infection symptoms.";
    expect(finding(runReviewCase(c), "psa-elevated")?.patient).toContain("Many things besides cancer");
  });
});
