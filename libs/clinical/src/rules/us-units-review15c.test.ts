import { describe, expect, it } from "vitest";
import { findLab } from "../catalogue/index.ts";
import type { Finding } from "../model.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 15 (US laboratory exports in conventional units), kept with the test (synthetic records). */
const CASES = new URL("./fixtures/us-units-review15c/", import.meta.url);

const runCase = (name: string) => runReviewCase(loadReviewCase(CASES, name));
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

describe("US analyte names (review 15, US units)", () => {
  it.each([
    ["T4,Free(Direct)", "free-t4"],
    ["Free T4 (Direct)", "free-t4"],
    ["Microalb/Creat Ratio", "uacr"],
    ["eGFR If NonAfricn Am", "egfr"],
    ["eGFR If Non-African Am", "egfr"],
  ])("%s is read as %s", (name, id) => {
    expect(findLab(name)?.id).toBe(id);
  });

  it('the race-coefficient "eGFR If Africn Am" is not read as the eGFR', () => {
    expect(findLab("eGFR If Africn Am")?.id).not.toBe("egfr");
  });
});

describe("US cases judged as the named tests (review 15, US units 02, 03, 12)", () => {
  it("TSH <0.005 uIU/mL with T4,Free(Direct) 3.41 ng/dL and symptoms is overt hyperthyroidism", () => {
    const r = runCase("12-odd-values");
    expect(find(r, "overt-hyperthyroidism")).toBeDefined();
    expect(r.result.clinicianResponse).not.toMatch(/No pattern beyond/);
    expect(r.result.patientResponse).not.toMatch(/T4,Free\(Direct\)/);
  });

  it("a Microalb/Creat Ratio of 48 mg/g counts as the UACR in diabetes (no 'no UACR in the record')", () => {
    const r = runCase("02-diabetes-followup");
    expect(r.result.clinicianResponse).not.toMatch(/without a urine albumin-to-creatinine ratio/);
    expect(r.result.patientResponse).not.toMatch(/Microalb\/Creat Ratio/);
  });

  it("the laboratory's non-African-American eGFR is used, not a recalculated one", () => {
    const r = runCase("03-ckd-bun-creatinine");
    const ckd = find(r, "ckd-stage");
    expect(ckd?.clinician).toMatch(/eGFR 31 mL\/min/);
    expect(ckd?.clinician).not.toMatch(/calculated from creatinine/);
    expect(r.result.clinicianResponse).not.toMatch(/No eGFR was reported/);
  });
});

describe("upper GI bleeding on a US report (review 15, US units 14)", () => {
  it("names BUN as urea nitrogen, in mg/dL", () => {
    const f = find(runCase("14-severe-anemia-ll"), "acute-gi-bleed");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/Urea nitrogen \(BUN\) 41 mg\/dL/);
  });

  it("writes a haemoglobin fall in g/dL when the report is in g/dL", () => {
    const c = loadReviewCase(CASES, "14-severe-anemia-ll");
    c.labResults = [
      ...c.labResults,
      { name: "Hemoglobin", value: "12.9", unit: "g/dL", referenceRange: "12.6-17.7", date: "2026-08-02" },
    ];
    const f = find(runReviewCase(c), "acute-gi-bleed");
    expect(f?.clinician).toMatch(/fallen from 12\.9 g\/dL \(2026-08-02\) to 6\.7 g\/dL \(a fall of 6\.2 g\/dL\)/);
    expect(f?.clinician).not.toMatch(/g\/L/);
  });
});
