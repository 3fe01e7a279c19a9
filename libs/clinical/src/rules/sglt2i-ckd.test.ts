import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The renal review's cases (round 11), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/renal-review11/", import.meta.url);

const load = () => loadReviewCase(CASES, "13-us-units-ckd-deep");
const run = runReviewCase;
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);
const CODE = "sglt2i-opportunity-ckd-albuminuria";
const acrIndex = (c: ReturnType<typeof load>) =>
  c.data.recentAbnormalLabs.findIndex((l: { display: string }) => /albumin/i.test(l.display));

describe("SGLT2 inhibitor for CKD with heavy albuminuria without diabetes (review case 13)", () => {
  it("recommends an SGLT2 inhibitor for eGFR 32 and ACR 520 mg/g without diabetes, citing KDIGO 2024", () => {
    const f = find(run(load()), CODE);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("520 mg/g");
    expect(f?.clinician).toMatch(/whether or not diabetes is present/);
    expect(f?.clinician).toMatch(/alongside the ACE inhibitor or ARB/);
    expect(f?.evidenceIds).toContain("kdigo-2024-ckd");
  });

  it("does not fire below ACR 200 mg/g", () => {
    const c = load();
    c.data.recentAbnormalLabs[acrIndex(c)].value = "150";
    expect(find(run(c), CODE)).toBeUndefined();
  });

  it("reads ACR 25 mg/mmol as above the cut-off and 15 mg/mmol as below", () => {
    const c = load();
    const i = acrIndex(c);
    c.data.recentAbnormalLabs[i] = {
      ...c.data.recentAbnormalLabs[i],
      value: "25",
      unit: "mg/mmol",
      referenceRange: "<3",
    };
    expect(find(run(c), CODE)).toBeDefined();
    c.data.recentAbnormalLabs[i].value = "15";
    expect(find(run(c), CODE)).toBeUndefined();
  });

  it("leaves diabetes to its own rule, and does not fire on an SGLT2 inhibitor or after a kidney transplant", () => {
    const diabetes = load();
    diabetes.data.pastMedicalHistory.push({ display: "Type 2 diabetes", clinicalStatus: "active" });
    expect(find(run(diabetes), CODE)).toBeUndefined();
    const taking = load();
    taking.data.medications.push({ medication: "Dapagliflozin 10 mg", status: "active" });
    expect(find(run(taking), CODE)).toBeUndefined();
    const transplant = load();
    transplant.data.pastMedicalHistory.push({ display: "Kidney transplant recipient", clinicalStatus: "active" });
    expect(find(run(transplant), CODE)).toBeUndefined();
  });

  it("does not fire with eGFR below 20", () => {
    const c = load();
    const i = c.data.recentAbnormalLabs.findIndex((l: { display: string }) => l.display === "Creatinine");
    c.data.recentAbnormalLabs[i].value = "4.2";
    expect(find(run(c), CODE)).toBeUndefined();
  });
});
