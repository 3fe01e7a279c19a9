import { describe, expect, it } from "vitest";
import { buildObservation, normaliseFlag, type RawLab } from "./labs.ts";

const raw = (over: Partial<RawLab>): RawLab => ({
  ref: "lab:0",
  source: "lab-results",
  index: 0,
  name: "Potassium",
  value: "4.0",
  ...over,
});

describe("lab status", () => {
  it.each([
    ["H", "high"],
    ["HH", "critical-high"],
    ["Critical", "critical"],
    ["Panic low", "critical-low"],
    ["Normal", "normal"],
    ["A", "abnormal"],
    ["weird", undefined],
  ])("folds the caller flag %j", (flag, status) => expect(normaliseFlag(flag)).toBe(status));

  it("uses the caller's flag when given", () => {
    expect(buildObservation(raw({ value: "4.0", unit: "mmol/L", flag: "High" }), undefined)).toMatchObject({
      status: "high",
      statusSource: "caller",
    });
  });

  it("derives the flag from the caller's range", () => {
    expect(buildObservation(raw({ value: "5.6", unit: "mmol/L", referenceRange: "3.5-5.1" }), undefined)).toMatchObject(
      { status: "high", statusSource: "range" },
    );
  });

  it("derives the flag from the catalogue's range for the patient's sex", () => {
    const hb = buildObservation(raw({ name: "Hgb", value: "12.5", unit: "g/dL" }), "male");
    expect(hb).toMatchObject({ analyteId: "hemoglobin", status: "low", statusSource: "catalogue" });
    expect(buildObservation(raw({ name: "Hgb", value: "12.5", unit: "g/dL" }), "female").status).toBe("normal");
  });

  it("converts units before comparing (mmol/L value, mg/dL range)", () => {
    const g = buildObservation(
      raw({ name: "Glucose", value: "5.0", unit: "mmol/L", referenceRange: "70-99 mg/dL" }),
      undefined,
    );
    expect(g.status).toBe("normal");
    expect(g.standard?.value).toBeCloseTo(90.1, 0);
  });

  it("never guesses when units do not match", () => {
    const mismatch = buildObservation(
      raw({ name: "Zonulin", value: "5.6", unit: "mmol/L", referenceRange: "70-99 mg/dL" }),
      undefined,
    );
    expect(mismatch).toMatchObject({ status: "unknown", notComparable: "unit-mismatch" });
    const unlabelled = buildObservation(
      raw({ name: "Glucose", value: "5.6", unit: "mmol/L", referenceRange: "70-99" }),
      undefined,
    );
    expect(unlabelled).toMatchObject({ status: "unknown", notComparable: "unit-mismatch" });
    const noUnit = buildObservation(raw({ name: "Glucose", value: "5.6" }), undefined);
    expect(noUnit).toMatchObject({ status: "unknown", notComparable: "no-unit" });
  });

  it("refuses a tenfold-off value that looks like a mislabelled unit", () => {
    const tp = buildObservation(
      raw({ name: "Protein [Mass/volume] in Serum or Plasma", code: "2885-2", value: "72", unit: "g/dL" }),
      undefined,
    );
    expect(tp).toMatchObject({ status: "unknown", notComparable: "implausible-unit" });
    const crp = buildObservation(raw({ name: "CRP", value: "150", unit: "mg/L" }), undefined);
    expect(crp.status).toBe("high");
  });

  it("marks values beyond the catalogue's critical limits, whatever the flag", () => {
    expect(buildObservation(raw({ value: "6.9", unit: "mmol/L", flag: "High" }), undefined)).toMatchObject({
      status: "critical-high",
      critical: true,
    });
    expect(buildObservation(raw({ name: "Sodium", value: "118", unit: "mEq/L" }), undefined)).toMatchObject({
      status: "critical-low",
      critical: true,
    });
  });

  it("handles comparators and qualitative results", () => {
    expect(
      buildObservation(raw({ name: "PSA", value: "<0.1", unit: "ng/mL", referenceRange: "0-4" }), "male").status,
    ).toBe("normal");
    expect(buildObservation(raw({ name: "eGFR", value: ">90", referenceRange: ">60" }), undefined).status).toBe(
      "normal",
    );
    expect(
      buildObservation(raw({ name: "Urine protein", value: "1+", referenceRange: "Negative" }), undefined).status,
    ).toBe("abnormal");
    expect(
      buildObservation(raw({ name: "Nitrite", value: "Negative", category: "urinalysis" }), undefined).status,
    ).toBe("normal");
  });

  it("reads units written inside the value", () => {
    const chol = buildObservation(
      raw({ name: "Total cholesterol", value: "6.2 mmol/L", referenceRange: "<5.2" }),
      undefined,
    );
    expect(chol).toMatchObject({ unit: "mmol/L", status: "high" });
    expect(chol.standard?.value).toBeCloseTo(239.8, 0);
  });
});
