import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** Fourteenth review, medicine monitoring (synthetic records in fixtures/drug-monitoring-review14). */
const { load } = reviewFolder(new URL("./fixtures/drug-monitoring-review14/", import.meta.url));
const findings = (name: string) => runReviewCase(load(name)).findings;
const find = (name: string, code: string) => findings(name).find((f) => f.code === code);

describe("apixaban with reduced kidney function and the dose criteria incomplete", () => {
  // Case 02: 81-year-old, Eliquis 5 mg, eGFR 41, no weight and no creatinine in the record.
  it("asks for the missing weight and creatinine when age already meets one criterion", () => {
    const f = find("02-apixaban-81f-egfr41-no-weight", "doac-renal-dose-review");
    expect(f?.clinician).toMatch(/With age 81, one is met, and the record holds no weight or serum creatinine/);
    expect(f?.nextSteps).toContain(
      "Record a current weight and serum creatinine and check the apixaban dose against the label's criteria for atrial fibrillation",
    );
    expect(f?.evidenceIds).toContain("eliquis-label");
    expect(f?.patient).toMatch(/Keep taking it as prescribed/);
  });

  it("stays silent when no criterion is met, so the record gives no reason to expect the reduced dose", () => {
    const c = load("02-apixaban-81f-egfr41-no-weight");
    c.data.patientInfo.age = 66;
    expect(runReviewCase(c).findings.some((f) => f.code === "doac-renal-dose-review")).toBe(false);
  });

  it("points to the SmPC's 15–29 mL/min band below eGFR 30 when no clearance can be worked out", () => {
    const c = load("02-apixaban-81f-egfr41-no-weight");
    c.data.patientInfo.age = 66;
    c.data.recentAbnormalLabs[0].value = "26";
    const f = runReviewCase(c).findings.find((x) => x.code === "doac-renal-dose-review");
    expect(f?.clinician).toMatch(/creatinine clearance of 15–29 mL\/min, where the UK SmPC gives apixaban 2\.5 mg/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["eliquis-smpc-renal", "cockcroft-gault-1976"]));
  });

  // Case 01: atrial fibrillation recorded, age 84, weight 53.5 kg, apixaban 5 mg.
  it("does not ask to confirm the indication when atrial fibrillation is recorded", () => {
    const f = find("01-apixaban-84f-light-two-criteria", "apixaban-af-dose-high");
    expect(f?.clinician).not.toMatch(/confirm the indication/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Confirm the indication/);
  });
});

describe("medicine monitoring coherence", () => {
  // Case 05: omeprazole and furosemide, magnesium 0.41, potassium 3.1.
  it("explains the potassium–magnesium link once, in the diuretic finding", () => {
    const all = findings("05-omeprazole-low-mg-low-k-furosemide");
    const ppi = all.find((f) => f.code === "ppi-hypomagnesaemia");
    expect(all.find((f) => f.code === "diuretic-hypokalaemia")?.clinician).toMatch(
      /resistant to potassium replacement/,
    );
    expect(ppi?.clinician).not.toMatch(/resistant to potassium replacement/);
    expect(ppi?.clinician).toMatch(/see the diuretic finding/);
  });

  // Case 07: isotretinoin, triglycerides 5.6 mmol/L.
  it("names isotretinoin as the likely cause of very high triglycerides and reviews it first", () => {
    const f = find("07-isotretinoin-tg-alt-no-contraception", "severe-hypertriglyceridaemia");
    expect(f?.clinician).toMatch(/Isotretinoin raises triglycerides and is a likely contributor/);
    expect(f?.nextSteps[0]).toMatch(/^Review isotretinoin with the prescriber/);
    // The MIMS test-server page formerly cited was replaced by a seen PMC study (citations-last-a).
    expect(f?.evidenceIds).toContain("alajaji-2021-isotretinoin-laboratory");
  });

  // Case 09: rheumatoid arthritis on methotrexate, "Alcohol 4 units a week".
  it("does not raise alcohol within 14 units a week on methotrexate in rheumatoid arthritis", () => {
    expect(find("09-leflunomide-mtx-alt-3x", "methotrexate-safety-notes")).toBeUndefined();
    const c = load("09-leflunomide-mtx-alt-3x");
    c.patientContext.clinicalNotes = "Leflunomide added 10 weeks ago. Alcohol 24 units a week.";
    const f = runReviewCase(c).findings.find((x) => x.code === "methotrexate-safety-notes");
    expect(f?.clinician).toMatch(/above 14 units a week/);
    expect(f?.evidenceIds).toContain("humphreys-2017-methotrexate-alcohol");
  });

  // Case 11: QTc 521 ms on amiodarone, citalopram and fluconazole 200 mg.
  it("names fluconazole among the QT-prolonging medicines", () => {
    const f = find("11-qt-amiodarone-fluconazole-citalopram-low-k-mg", "qtc-prolonged");
    expect(f?.clinician).toMatch(
      /QT-prolonging medicines: Amiodarone 200 mg, Citalopram 20 mg and Fluconazole 200 mg/i,
    );
    expect(f?.evidenceIds).toContain("fluconazole-product-information-qt");
  });

  // Case 12: potassium 6.4 on ramipril, spironolactone and plain trimethoprim.
  it("names plain trimethoprim without saying it contains itself", () => {
    const f = find("12-trimethoprim-acei-spironolactone-k-6-4", "raas-hyperkalaemia");
    expect(f?.clinician).not.toMatch(/Trimethoprim contains trimethoprim/);
    expect(f?.clinician).toMatch(/Trimethoprim, a likely contributor/);
    expect(f?.patient).toMatch(/Your antibiotic, trimethoprim, can also raise potassium/);
  });

  // Case 13: HFrEF, spironolactone and ramipril, potassium 5.4.
  it("keeps the mineralocorticoid antagonist in heart failure while potassium is 5.5 or below", () => {
    const f = find("13-spironolactone-ramipril-k-5-4-hf", "raas-hyperkalaemia");
    expect(f?.clinician).toMatch(/spironolactone is kept at its dose while potassium and creatinine are rechecked/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Review dose of ACE inhibitor\/ARB\/MRA/);
  });

  // Case 15: simvastatin with gemfibrozil, CK 1840 with aching muscles.
  it("does not offer a short-course pause of simvastatin for gemfibrozil", () => {
    const c = load("15-simvastatin-gemfibrozil-ck");
    c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "Creatine kinase");
    c.patientContext.clinicalNotes = "Gemfibrozil added 6 weeks ago by another clinic.";
    const f = runReviewCase(c).findings.find((x) => x.code === "simvastatin-contraindicated-combination");
    expect(f?.clinician).not.toMatch(/antibiotics or antifungals/);
    expect(f?.nextSteps[0]).toMatch(/stop one of them or change to a combination that does not interact/);
  });

  // Case 17: azathioprine for 3 years, MCV 101 with normal counts.
  it("reads a mild macrocytosis on azathioprine with steady counts as a likely drug effect", () => {
    const f = find("17-azathioprine-normal-monitoring", "macrocytosis");
    expect(f?.clinician).toMatch(/thiopurines raise the MCV/);
    expect(f?.evidenceIds).toContain("decaux-2000-azathioprine-mcv");
  });
});

describe("normal monitoring bloods raise nothing", () => {
  it.each([
    ["04-edoxaban-normal-monitoring"],
    ["08-isotretinoin-normal-male"],
    ["16-allopurinol-aza-mmf-normal-monitoring"],
  ])("%s", (name) => {
    expect(findings(name).map((f) => f.code)).toEqual([]);
  });
});
