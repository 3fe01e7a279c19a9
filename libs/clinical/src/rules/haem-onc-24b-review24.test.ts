import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/haem-onc-24b-review24/", import.meta.url));

describe("low B12 on metformin with neuropathy (review 24)", () => {
  it("01: the neurological finding leads, and the metformin finding does not repeat its steps or ask for a recorded foot exam", () => {
    const r = run("01-us-b12-low-metformin-neuropathy");
    expect(finding(r, "b12-deficiency-neurological")?.severity).toBe("critical");
    const f = finding(r, "metformin-b12-low");
    expect(f?.nextSteps).toEqual([]);
    expect(f?.clinician).toMatch(/the foot examination is read with both in mind/);
    expect(patientText(r)).not.toMatch(/ask your doctor to check your feet/);
    expect(clinicianText(r)).not.toMatch(/^- Replace B12$/m);
    expect(clinicianText(r)).not.toMatch(/Look for the cause \(diet, pernicious ana?emia/);
  });

  it("without a recorded foot examination, the feet are still to be examined", () => {
    const c = load("01-us-b12-low-metformin-neuropathy");
    c.data.additionalContext = "Diabetes follow-up. 6 months of numbness and tingling in both feet, worse at night.";
    const f = finding(runReviewCase(c), "metformin-b12-low");
    expect(f?.nextSteps[0]).toMatch(/^Examine the feet for neuropathy/);
    expect(f?.patient).toMatch(/ask your doctor to check your feet/);
  });

  it("with one mild symptom and no neurological finding, the metformin finding keeps its own replace and cause steps", () => {
    const c = load("01-us-b12-low-metformin-neuropathy");
    c.data.additionalContext = "Diabetes follow-up. Some tingling in both feet. Monofilament normal.";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("b12-deficiency-neurological");
    expect(finding(r, "metformin-b12-low")?.nextSteps.join(" ")).toMatch(/Replace B12/);
  });
});

describe("high haemoglobin in a smoker on testosterone (review 24)", () => {
  it("02: the high red cell count is read with the testosterone finding, not as a possible marrow disease", () => {
    const r = run("02-uk-raised-hb-smoker-testosterone");
    const f = finding(r, "testosterone-high-haematocrit");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/smoking .*and possible sleep apnoea/);
    expect(clinicianText(r)).not.toMatch(/Red blood cell count above the reference range/);
    expect(patientText(r)).not.toMatch(/bone-marrow condition|thalassaemia/);
  });

  it("without testosterone the red cell count is not folded into a testosterone finding", () => {
    const c = load("02-uk-raised-hb-smoker-testosterone");
    c.patientContext.medications = [];
    c.patientContext.conditions = [];
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("testosterone-high-haematocrit");
    expect(clinicianText(r)).toMatch(/Red blood cell count above the reference range/);
  });
});

describe("lymphocytosis 7.5 in a man of 70 (review 24)", () => {
  it("03: a lasting lymphocytosis asks for a film and flow cytometry", () => {
    const f = finding(run("03-uk-lymphocytosis-7-5-aged-70"), "persistent-lymphocytosis");
    expect(f?.nextSteps[0]).toMatch(/Blood film and peripheral blood flow cytometry/);
    expect(f?.patient).toMatch(/stayed high for months/);
    // The notes already record no night sweats and no weight loss.
    expect(f?.nextSteps[1]).toBe("Ask about fevers, and examine the lymph nodes, liver and spleen");
  });

  it("with no symptom history in the notes, all three are asked about", () => {
    const c = load("03-uk-lymphocytosis-7-5-aged-70");
    c.patientContext.clinicalNotes = "Routine bloods at the GP surgery. Lymphocytes 6.8 a year ago, not acted on.";
    const f = finding(runReviewCase(c), "persistent-lymphocytosis");
    expect(f?.nextSteps[1]).toBe(
      "Ask about fevers, night sweats and weight loss, and examine the lymph nodes, liver and spleen",
    );
  });
});

describe("a paraprotein found for the first time (review 24)", () => {
  const NEW = "paraprotein-new-finding";

  it("04: IgG kappa 0.8 g/dL, normal ratio, blood count, calcium and kidneys: low-risk MGUS, recheck in 6 months", () => {
    const r = run("04-us-paraprotein-normal-calcium-kidneys");
    const f = finding(r, NEW);
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/0\.8 g\/dL \(2026-11-20\), that is 8 g\/L,/);
    expect(f?.clinician).toMatch(/low-risk MGUS by the IMWG model/);
    expect(f?.clinician).toMatch(/Hemoglobin, calcium and creatinine are within range/);
    expect(f?.nextSteps[0]).toMatch(/in 6 months; if stable, every 2–3 years/);
    expect(f?.evidenceIds).toEqual(["emn-2014-mgus", "imwg-2010-mgus-smm"]);
    expect(patientText(r)).toMatch(/Your blood count, calcium and kidney tests are normal/);
    expect(clinicianText(r)).not.toMatch(/M-spike above the reference range/);
  });

  it("a high calcium beside it is no longer read as MGUS: haematology soon", () => {
    const c = load("04-us-paraprotein-normal-calcium-kidneys");
    c.labResults[4] = { ...c.labResults[4], value: "11.2", flag: "High" };
    const f = finding(runReviewCase(c), NEW);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/a high calcium \(11\.2 mg\/dL/);
    // Review 28: a calcium above 2.75 mmol/L (11 mg/dL) is end-organ damage by the myeloma optimal
    // care pathway, seen by haematology within a week.
    expect(f?.nextSteps[0]).toMatch(/Refer to ha?ematology to be seen within a week/);
  });

  it("without a light-chain ratio the risk is incomplete: send free light chains, yearly follow-up", () => {
    const c = load("04-us-paraprotein-normal-calcium-kidneys");
    c.labResults = c.labResults.filter((l: { name: string }) => !/kappa|lambda/i.test(l.name));
    const f = finding(runReviewCase(c), NEW);
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps[0]).toMatch(/Send serum free light chains/);
  });

  it("a recorded MGUS makes it a monitoring result, not a new finding", () => {
    const c = load("04-us-paraprotein-normal-calcium-kidneys");
    c.patientContext.conditions = [{ name: "MGUS, IgG kappa", status: "active" }];
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain(NEW);
    expect(codes(r)).toContain("mgus-known-paraprotein");
  });

  it("a recorded myeloma or lymphoma is not a new paraprotein", () => {
    for (const name of ["Multiple myeloma in remission", "Follicular lymphoma"]) {
      const c = load("04-us-paraprotein-normal-calcium-kidneys");
      c.patientContext.conditions = [{ name, status: "active" }];
      expect(codes(runReviewCase(c))).not.toContain(NEW);
    }
  });

  it("an M-spike reported as 0 is not a paraprotein", () => {
    const c = load("04-us-paraprotein-normal-calcium-kidneys");
    c.labResults[0] = { ...c.labResults[0], value: "0.0", flag: undefined, notes: undefined };
    expect(codes(runReviewCase(c))).not.toContain(NEW);
  });
});

describe("fever and neutropenia on chemotherapy (review 24)", () => {
  it("05: a US record is treated as an emergency with ASCO/IDSA guidance, not NICE", () => {
    const r = run("05-us-neutropenia-chemo-fever");
    const f = finding(r, "neutropenic-sepsis");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/within 1 hour of triage/);
    expect(f?.evidenceIds).toEqual(["asco-idsa-2018-outpatient-fever-neutropenia"]);
    expect(clinicianText(r)).not.toMatch(/NICE CG151|piperacillin/);
    expect(patientText(r)).toMatch(/Go to hospital now/);
  });

  it("a UK record keeps NICE CG151", () => {
    const c = load("05-us-neutropenia-chemo-fever");
    c.data.additionalContext =
      "Call to the NHS acute oncology line, day 9 after cycle 3 of TC. Fever 38.6 with rigors.";
    const f = finding(runReviewCase(c), "neutropenic-sepsis");
    expect(f?.evidenceIds).toEqual(["nice-cg151-neutropenic-sepsis"]);
    expect(f?.nextSteps.join(" ")).toMatch(/piperacillin with tazobactam/);
  });
});

describe("thrombocytosis with low ferritin (review 24)", () => {
  it("06: the high platelets are read as reactive to the iron deficiency", () => {
    const r = run("06-uk-thrombocytosis-low-ferritin");
    expect(finding(r, "iron-deficiency-anaemia")?.severity).toBe("high");
    expect(clinicianText(r)).toMatch(/most likely a reaction to the iron deficiency/);
  });
});

describe("a colon cancer survivor with a rising CEA (review 24)", () => {
  it("07: a rising CEA after stage III colon cancer asks for imaging and the cancer team", () => {
    const f = finding(run("07-us-colon-cancer-survivor-rising-cea"), "colorectal-cancer-recurrence-suspected");
    expect(f?.clinician).toMatch(/1\.8 → 2\.2 → 4\.1 → 7\.9 ng\/mL/);
    expect(f?.nextSteps.join(" ")).toMatch(/CT of the chest, abdomen and pelvis/);
  });
});

describe("a normal blood count (review 24)", () => {
  it("08: says nothing is wrong", () => {
    expect(codes(run("08-uk-normal-fbc-quiet"))).toEqual([]);
  });
});
