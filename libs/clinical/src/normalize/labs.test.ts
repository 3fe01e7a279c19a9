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
    ["-", undefined],
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

  it("refuses a value impossible in its stated unit (g/L total protein labelled g/dL)", () => {
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

  it("reads a '-' flag as no flag and judges the value by its range", () => {
    const k = buildObservation(raw({ value: "4.2", unit: "mmol/L", referenceRange: "3.5-5.1", flag: "-" }), undefined);
    expect(k).toMatchObject({ status: "normal", statusSource: "range" });
  });

  it("does not call a value strictly inside the printed range high or low because its flag says so", () => {
    const sodium = raw({ name: "Sodium", value: "140", unit: "mmol/L", referenceRange: "135-145", flag: "Low" });
    expect(buildObservation(sodium, undefined)).toMatchObject({ status: "normal", statusSource: "range" });
    const potassium = raw({ value: "4.2", unit: "mmol/L", referenceRange: "3.5-5.1", flag: "High" });
    expect(buildObservation(potassium, undefined)).toMatchObject({ status: "normal", statusSource: "range" });
  });

  it("reports a value outside the printed range even when the flag says normal", () => {
    const glucose = raw({ name: "Glucose", value: "118", unit: "mg/dL", referenceRange: "70-99", flag: "N" });
    expect(buildObservation(glucose, undefined)).toMatchObject({ status: "high", statusSource: "range" });
    const potassium = raw({ value: "5.8", unit: "mmol/L", referenceRange: "3.5-5.1", flag: "Low" });
    expect(buildObservation(potassium, undefined)).toMatchObject({ status: "high", statusSource: "range" });
  });

  it("keeps an abnormal or critical flag the numbers do not contradict", () => {
    const abnormal = raw({ value: "4.2", unit: "mmol/L", referenceRange: "3.5-5.1", flag: "A" });
    expect(buildObservation(abnormal, undefined)).toMatchObject({ status: "abnormal", statusSource: "caller" });
    const onBound = raw({ value: "5.1", unit: "mmol/L", referenceRange: "3.5-5.1", flag: "High" });
    expect(buildObservation(onBound, undefined)).toMatchObject({ status: "high", statusSource: "caller" });
    const critical = raw({ value: "4.2", unit: "mmol/L", referenceRange: "3.5-5.1", flag: "Critical" });
    expect(buildObservation(critical, undefined)).toMatchObject({ status: "abnormal", critical: true });
    const noRange = raw({ name: "Glucose", value: "118", unit: "mg/dL", flag: "Normal" });
    expect(buildObservation(noRange, undefined)).toMatchObject({ status: "normal", statusSource: "caller" });
  });
});

describe("values far outside the range", () => {
  it.each([
    ["hs-troponin T", "100", "ng/L", "high"],
    ["hs-troponin I", "150", "ng/L", "high"],
    ["TSH", "30", "mIU/L", "high"],
    ["TSH", "0.05", "mIU/L", "low"],
    ["ALT", "300", "U/L", "high"],
    ["AST", "350", "U/L", "high"],
    ["Lipase", "900", "U/L", "high"],
    ["Total bilirubin", "6", "mg/dL", "high"],
    ["CRP", "60", "mg/L", "high"],
    ["D-dimer", "3", "µg/mL FEU", "high"],
    ["CK", "1200", "U/L", "high"],
    ["Ferritin", "1800", "ng/mL", "high"],
    ["Platelets", "25", "10^3/µL", "low"],
    ["UACR", "250", "mg/g", "high"],
    ["UACR", ">300", "mg/g", "high"],
    ["PSA", "25", "ng/mL", "high"],
    ["eGFR", "10", "mL/min/1.73m2", "low"],
    ["eGFR", "7.97", "mL/min/1.73m2", "low"],
    ["NT-proBNP", "2500", "pg/mL", "high"],
    ["NT-proBNP", "1988.81", "pg/mL", "high"],
  ])("judges %s %s %s as %s, not as a mislabelled unit", (name, value, unit, status) => {
    const obs = buildObservation(raw({ name, value, unit }), "male");
    expect(obs).toMatchObject({ status, statusSource: "catalogue" });
    expect(obs.notComparable).toBeUndefined();
  });

  it.each([
    ["Hemoglobin", "135", "g/dL"],
    ["Sodium", "1400", "mmol/L"],
    ["Sodium", "14", "mmol/L"],
    ["Albumin", "40", "g/dL"],
    ["Calcium", "95", "mg/dL"],
  ])("sets aside %s %s %s, impossible in that unit", (name, value, unit) => {
    const obs = buildObservation(raw({ name, value, unit }), "female");
    expect(obs).toMatchObject({ status: "unknown", notComparable: "implausible-unit", critical: false });
    expect(obs.standard).toBeUndefined();
  });

  it("raises no critical alert for a g/L haemoglobin labelled g/dL, whatever the range or sex", () => {
    for (const sex of [undefined, "male", "female"] as const) {
      const obs = buildObservation(raw({ name: "Hgb", value: "135", unit: "g/dL" }), sex);
      expect(obs).toMatchObject({ status: "unknown", critical: false, notComparable: "implausible-unit" });
    }
    const withRange = buildObservation(
      raw({ name: "Hgb", value: "135", unit: "g/dL", referenceRange: "120-160" }),
      "female",
    );
    expect(withRange).toMatchObject({ status: "unknown", critical: false });
  });

  it("judges a value the same for either sex when the sex is unknown", () => {
    const troponin = buildObservation(raw({ name: "hs-troponin T", value: "100", unit: "ng/L" }), undefined);
    expect(troponin).toMatchObject({ status: "high", statusSource: "catalogue" });
    expect(troponin.range?.high).toBeUndefined();
    const hb = buildObservation(raw({ name: "Hgb", value: "12.5", unit: "g/dL" }), undefined);
    expect(hb).toMatchObject({ status: "unknown", notComparable: "sex-unknown" });
  });
});

describe("European report formats", () => {
  it("reads platelets in G/L as a count, judged against the catalogue's critical limit", () => {
    const plt = buildObservation(raw({ name: "Platelets", value: "15", unit: "G/L" }), undefined);
    expect(plt).toMatchObject({ unit: "10^9/L", status: "critical-low", critical: true });
    const ranged = buildObservation(
      raw({ name: "Platelets", value: "90", unit: "G/L", referenceRange: "150-400 G/L" }),
      undefined,
    );
    expect(ranged.status).toBe("low");
  });

  it("keeps G/L haemoglobin in grams per litre", () => {
    expect(buildObservation(raw({ name: "Hgb", value: "135", unit: "G/L" }), "female")).toMatchObject({
      unit: "g/L",
      status: "normal",
    });
  });

  it("reads a zero-led decimal comma and an eGFR unit written with one", () => {
    const dd = buildObservation(raw({ name: "D-dimer", value: "0,500 mg/L FEU" }), undefined);
    expect(dd).toMatchObject({ status: "normal", standard: { value: 0.5 } });
    const egfr = buildObservation(raw({ name: "eGFR", value: "45", unit: "mL/min/1,73m2" }), undefined);
    expect(egfr).toMatchObject({ unit: "mL/min/1.73m2", status: "low" });
  });
});

describe("censored values against a range", () => {
  it.each([
    ["eGFR", ">60", "mL/min/1.73m2", ">60", "normal"],
    ["Potassium", "<3.5", "mmol/L", "3.5-5.1", "low"],
    ["Potassium", ">5.1", "mmol/L", "3.5-5.1", "high"],
    ["Potassium", "<=3.5", "mmol/L", "3.5-5.1", "unknown"],
    ["Potassium", "<5.0", "mmol/L", "3.5-5.1", "unknown"],
  ])("%s %s %s against %s is %s", (name, value, unit, referenceRange, status) => {
    expect(buildObservation(raw({ name, value, unit, referenceRange }), undefined).status).toBe(status);
  });
});

describe("a child's results", () => {
  const child = (over: Partial<RawLab>) => buildObservation(raw(over), "male", 9);

  it("are not judged against the catalogue's adult range", () => {
    expect(child({ name: "Hemoglobin", value: "16.45", unit: "g/dL" })).toMatchObject({
      status: "unknown",
      notComparable: "adult-range-only",
    });
  });

  it("are judged against a range sent with them", () => {
    expect(child({ name: "Hemoglobin", value: "16.45", unit: "g/dL", referenceRange: "11.5-15.5" }).status).toBe(
      "high",
    );
  });

  it("still raise a critical value and read qualitative results", () => {
    expect(child({ name: "Potassium", value: "7.2", unit: "mmol/L" }).critical).toBe(true);
    expect(child({ name: "Nitrite, urine (dipstick)", value: "Negative" }).status).toBe("normal");
  });

  it("are judged as adults' from 18", () => {
    expect(buildObservation(raw({ name: "Hemoglobin", value: "16.45", unit: "g/dL" }), "male", 18).status).toBe(
      "normal",
    );
  });
});

describe("censored values at a critical limit", () => {
  it.each([
    ["Glucose", "<40", "mg/dL", "critical-low"],
    ["Glucose", ">450", "mg/dL", "critical-high"],
    ["Hemoglobin", "<7", "g/dL", "critical-low"],
    ["Glucose", "<=40", "mg/dL", "low"],
  ])("%s %s %s is %s", (name, value, unit, status) => {
    expect(buildObservation(raw({ name, value, unit }), "female").status).toBe(status);
  });
});

describe("catalogue ranges in another unit than the result (review 6 G11)", () => {
  const tc = (value: string, unit: string) =>
    buildObservation(raw({ name: "Total cholesterol", value, unit }), "male", 50);

  it("shows the band in the result's unit, with the band's own text", () => {
    const obs = tc("5.4", "mmol/L");
    expect(obs.range?.text).toBe(
      "≤5.17 mmol/L; 5.17–6.21 borderline; ≥6.21 high (<200 desirable; 200–239 borderline; ≥240 high mg/dL)",
    );
    // Named fasting: a glucose not stated as fasting is not judged against this fasting band.
    const glucose = buildObservation(raw({ name: "Fasting glucose", value: "6.2", unit: "mmol/L" }), undefined, 50);
    expect(glucose.range?.text).toBe("3.89–5.49 mmol/L (70–99 mg/dL (fasting))");
  });

  it("keeps the band's text for a result in the band's unit, or one that only renames it", () => {
    expect(tc("210", "mg/dL").range?.text).toBe("<200 desirable; 200–239 borderline; ≥240 high");
    const k = buildObservation(raw({ value: "4.0", unit: "mEq/L" }), undefined, 50);
    expect(k.range?.text).toBe("3.5–5.0 mEq/L");
  });

  it("marks a cholesterol in the borderline band as borderline, in either unit", () => {
    expect(tc("5.4", "mmol/L")).toMatchObject({ status: "high", borderline: true });
    expect(tc("210", "mg/dL")).toMatchObject({ status: "high", borderline: true });
  });

  it("does not mark a high or a normal cholesterol, or one judged by the laboratory's range, as borderline", () => {
    expect(tc("6.5", "mmol/L")).toMatchObject({ status: "high" });
    expect(tc("6.5", "mmol/L").borderline).toBeUndefined();
    expect(tc("4.8", "mmol/L").borderline).toBeUndefined();
    const withRange = buildObservation(
      raw({ name: "Total cholesterol", value: "5.4", unit: "mmol/L", referenceRange: "<5.0" }),
      "male",
      50,
    );
    expect(withRange).toMatchObject({ status: "high", rangeSource: "caller" });
    expect(withRange.borderline).toBeUndefined();
  });
});

describe("a one-sex range with the sex unknown (review 6 G1)", () => {
  const hb = (value: string, referenceRange: string) =>
    buildObservation(raw({ name: "Haemoglobin", value, unit: "g/L", referenceRange }), undefined, 30);

  it("judges the result against it", () => {
    expect(hb("134", "F: 115-165")).toMatchObject({ status: "normal", rangeSource: "caller" });
    expect(hb("108", "F: 115-165")).toMatchObject({ status: "low", range: { text: "F: 115-165" } });
  });

  it("still leaves a two-sex range unjudged where the sex decides", () => {
    expect(hb("134", "M: 130-170; F: 115-165").status).toBe("normal");
    const obs = hb("125", "M: 130-170; F: 115-165");
    expect(obs.status).toBe("unknown");
    expect(obs.notComparable).toBe("sex-unknown");
  });
});

describe("a child's haemoglobin and ferritin against WHO's cut-offs for age (review 8, peds #10)", () => {
  const at = (age: number, over: Partial<RawLab>, sex: "male" | "female" = "female") =>
    buildObservation(raw(over), sex, age);

  it("is not low when an adult range sent with it says so but the cut-off for the age does not", () => {
    const obs = at(6, { name: "Hemoglobin", value: "11.8", unit: "g/dL", referenceRange: "12.0-15.5", flag: "Low" });
    expect(obs).toMatchObject({ status: "normal", rangeSource: "catalogue" });
    expect(obs.range?.text).toContain("WHO anaemia cut-off, children aged 5–11 years");
    expect(obs.range?.text).toContain("laboratory range 12.0-15.5");
    expect(
      at(13, { name: "Hemoglobin", value: "13.4", unit: "g/dL", referenceRange: "13.5-17.5" }, "male").status,
    ).toBe("normal");
  });

  it("stays low when it is below the cut-off for the age, or the laboratory flags it critical", () => {
    expect(at(4, { name: "Hemoglobin", value: "10.9", unit: "g/dL", referenceRange: "11.5-13.5" }).status).toBe("low");
    expect(at(2, { name: "Haemoglobin", value: "84", unit: "g/L", referenceRange: "105-135" }).status).toBe("low");
    expect(
      at(6, { name: "Hemoglobin", value: "11.8", unit: "g/dL", referenceRange: "12.0-15.5", flag: "Critical" })
        .critical,
    ).toBe(true);
  });

  it("is judged low against the cut-off with no range sent, and left unjudged above it", () => {
    expect(at(9, { name: "Hemoglobin", value: "10.2", unit: "g/dL" })).toMatchObject({
      status: "low",
      rangeSource: "catalogue",
    });
    // No upper limit for the age is on file: a high value is not called normal.
    expect(at(9, { name: "Hemoglobin", value: "16.45", unit: "g/dL" }).notComparable).toBe("adult-range-only");
    expect(at(3, { name: "Ferritin", value: "9", unit: "ug/L" }).status).toBe("low");
    expect(at(6, { name: "Ferritin", value: "32", unit: "ng/mL" }).notComparable).toBe("adult-range-only");
  });

  it("leaves an adult's range alone", () => {
    expect(
      buildObservation(
        raw({ name: "Hemoglobin", value: "11.8", unit: "g/dL", referenceRange: "12.0-15.5" }),
        "female",
        30,
      ).status,
    ).toBe("low");
  });
});

describe("serology and immunity results (review 8, onc #16)", () => {
  const obs = (name: string, value: string, unit?: string, referenceRange?: string) =>
    buildObservation(
      raw({ name, value, ...(unit ? { unit } : {}), ...(referenceRange ? { referenceRange } : {}) }),
      "female",
      31,
    );

  it("reads negative screening tests as normal", () => {
    expect(obs("HIV 1/2 Ag/Ab", "Non reactive")).toMatchObject({ status: "normal", analyteId: "hiv-ag-ab" });
    expect(obs("Syphilis EIA (treponemal)", "Not detected")).toMatchObject({ status: "normal" });
    expect(obs("Hepatitis B surface antigen", "Non-reactive").status).toBe("normal");
  });

  it("reads an immunity test's positive result or protective level as normal, and its absence as low", () => {
    expect(obs("Rubella IgG", "Positive")).toMatchObject({ status: "normal", range: { expected: "positive" } });
    expect(obs("Rubella IgG", "Negative").status).toBe("low");
    expect(obs("Anti-HBs", ">1000", "mIU/mL")).toMatchObject({ status: "normal", analyteId: "anti-hbs" });
    expect(obs("Anti-HBs", "86", "IU/L", ">10").status).toBe("normal");
    expect(obs("Anti-HBs", "4", "mIU/mL").status).toBe("low");
  });

  it("reads a reactive result, with its titre", () => {
    expect(obs("HIV-1/2 antigen/antibody combo (4th gen)", "Reactive").status).toBe("abnormal");
    const rpr = obs("RPR", "Reactive 1:32");
    expect(rpr).toMatchObject({ status: "abnormal", analyteId: "rpr" });
    expect(rpr.value).toMatchObject({ kind: "qualitative", result: "positive", titre: 32 });
  });
});

describe("tests added in review 8", () => {
  it("flags any blasts in the blood, and 20 % or more as critical", () => {
    const blasts = (value: string) => buildObservation(raw({ name: "Blasts", value, unit: "%" }), "male", 40);
    expect(blasts("0").status).toBe("normal");
    expect(blasts("3").status).toBe("high");
    expect(blasts("62")).toMatchObject({ status: "critical-high", critical: true });
  });

  it("judges a child's blood lead against the CDC reference value, in either unit", () => {
    const lead = buildObservation(raw({ name: "Lead (venous)", value: "0.68", unit: "umol/L" }), "male", 4);
    expect(lead).toMatchObject({ status: "high", analyteId: "lead-blood" });
    expect(lead.standard?.value).toBeCloseTo(14.08, 1);
    expect(buildObservation(raw({ name: "Lead, blood", value: "<2.0", unit: "ug/dL" }), "female", 2).status).toBe(
      "normal",
    );
  });

  it("keeps urea apart from urea nitrogen", () => {
    const urea = buildObservation(raw({ name: "Urea", value: "64", unit: "mg/dL" }), "male", 50);
    expect(urea.analyteId).toBe("urea");
    expect(buildObservation(raw({ name: "Urea", value: "8.9", unit: "mmol/L" }), "male", 50)).toMatchObject({
      analyteId: "urea",
      status: "high",
    });
    // 64 mg/dL of urea is 10.7 mmol/L, above the range; as BUN it would have been far higher.
    expect(urea.status).toBe("high");
  });

  it("reads blood ketones, not urine ketones, and a level above 3.0 mmol/L as critical", () => {
    expect(
      buildObservation(
        raw({ name: "Blood ketones (beta-hydroxybutyrate)", value: "4.8", unit: "mmol/L" }),
        "female",
        40,
      ),
    ).toMatchObject({ analyteId: "bhb", status: "critical-high" });
  });

  it("judges a urine protein-to-creatinine ratio in mg/mmol", () => {
    expect(
      buildObservation(raw({ name: "Urine protein:creatinine ratio", value: "64", unit: "mg/mmol" }), "female", 30),
    ).toMatchObject({ analyteId: "upcr", status: "high" });
  });
});

describe("a number with three digits after one comma", () => {
  it("reads it as decimals when the printed range uses a decimal comma", () => {
    const ft4 = buildObservation(
      raw({ name: "Free T4", value: "1,234", unit: "ng/dl", referenceRange: "0,93 - 1,70" }),
      "female",
    );
    expect(ft4).toMatchObject({ value: { value: 1.234 }, status: "normal", critical: false });
  });

  it("reads it as decimals when another result of the request uses a decimal comma", () => {
    const tsh = buildObservation(raw({ name: "TSH", value: "1,875", unit: "mIU/l" }), "female", 50, "comma");
    expect(tsh).toMatchObject({ value: { value: 1.875 }, status: "normal" });
  });

  it("reads it as decimals when thousands are impossible for the test, whatever the request's mark", () => {
    const sg = buildObservation(
      raw({ name: "Specific gravity", value: "1,025", category: "urinalysis" }),
      "female",
      50,
      "point",
    );
    expect(sg).toMatchObject({ value: { value: 1.025 }, status: "normal" });
    const ft4 = buildObservation(raw({ name: "Free T4", value: "1,234", unit: "ng/dL" }), "female");
    expect(ft4).toMatchObject({ value: { value: 1.234 }, critical: false });
  });

  it("keeps thousands when the request uses a decimal point", () => {
    const ferritin = buildObservation(raw({ name: "Ferritin", value: "1,250", unit: "ng/mL" }), "male", 50, "point");
    expect(ferritin).toMatchObject({ value: { value: 1250 }, status: "high" });
  });

  it("judges nothing and raises no alarm when nothing tells which reading is meant", () => {
    const ferritin = buildObservation(raw({ name: "Ferritin", value: "1,250", unit: "ng/mL" }), "male");
    expect(ferritin).toMatchObject({ status: "unknown", notComparable: "ambiguous-number", critical: false });
    expect(ferritin.standard).toBeUndefined();
  });
});

describe("a value whose unit label its own range contradicts", () => {
  it.each([
    ["Glucose", "5.4", "3.9-5.5"],
    ["Calcium", "2.38", "2.15-2.55"],
    ["Creatinine", "88", "62-106"],
  ])("%s %s mg/dL against %s: unreadable, with no critical limit applied", (name, value, referenceRange) => {
    const obs = buildObservation(raw({ name, value, unit: "mg/dL", referenceRange }), "male", 60);
    expect(obs).toMatchObject({ notComparable: "implausible-unit", critical: false, status: "unknown" });
    expect(obs.standard).toBeUndefined();
  });

  it("still reads a value in its unit when only the range is on another scale", () => {
    const obs = buildObservation(
      raw({ name: "Glucose", value: "35", unit: "mg/dL", referenceRange: "3.9-5.5" }),
      "male",
    );
    expect(obs).toMatchObject({ notComparable: "unit-mismatch", critical: true, standard: { value: 35 } });
  });
});

describe("a child's result against an adult range the laboratory printed", () => {
  // Ages 3 months and 4: under 6 months the catalogue has no children's band for the counts (review
  // 20 added one for 6–12 years, so at 8 the band decides; see below).
  it.each([
    ["Lymphocytes", "5.9", "x10E9/L", "1.0-4.0", 0.25],
    ["Creatinine", "0.35", "mg/dL", "0.6-1.2", 4],
    ["WBC", "11.8", "10^3/µL", "4.0-11.0", 0.25],
  ])("leaves %s %s unjudged on the side children normally are", (name, value, unit, referenceRange, age) => {
    const obs = buildObservation(raw({ name, value, unit, referenceRange }), "female", age);
    expect(obs).toMatchObject({ status: "unknown", notComparable: "adult-range-only" });
  });

  it("reads a young child's counts against the children's bands: lymphocytes 5.9 and WBC 11.8 at 4 are normal for age (review 19)", () => {
    for (const [name, value, unit, referenceRange] of [
      ["Lymphocytes", "5.9", "x10E9/L", "1.0-4.0"],
      ["WBC", "11.8", "10^3/µL", "4.0-11.0"],
    ] as const) {
      const obs = buildObservation(raw({ name, value, unit, referenceRange }), "female", 4);
      expect(obs).toMatchObject({ status: "normal", rangeSource: "catalogue" });
      expect(obs.range?.text).toMatch(/children's range, 2–6 years\); laboratory range/);
    }
  });

  it("reads a school-age child's counts against the 6–12-year bands, and an adolescent's against the adult range (review 20)", () => {
    const at = (name: string, value: string, range: string, age: number) =>
      buildObservation(raw({ name, value, unit: "x10E9/L", referenceRange: range }), "female", age);
    expect(at("WBC", "11.8", "4.0-11.0", 8)).toMatchObject({ status: "normal", rangeSource: "catalogue" });
    expect(at("Lymphocytes", "5.9", "1.0-4.0", 8)).toMatchObject({ status: "high" });
    expect(at("Lymphocytes", "5.9", "1.0-4.0", 15)).toMatchObject({ status: "high", rangeSource: "caller" });
    expect(at("WBC", "11.8", "4.0-11.0", 15)).toMatchObject({ status: "high", rangeSource: "caller" });
  });

  it("judges it against a children's range, beyond children's reach, and on the other side", () => {
    const childRange = raw({ name: "WBC", value: "16.5", unit: "10^3/µL", referenceRange: "5.5-15.5" });
    expect(buildObservation(childRange, "female", 4)).toMatchObject({ status: "high" });
    const farHigh = raw({ name: "WBC", value: "40", unit: "10^3/µL", referenceRange: "4.0-11.0" });
    expect(buildObservation(farHigh, "female", 4).status).toMatch(/high/);
    const highCreatinine = raw({ name: "Creatinine", value: "1.5", unit: "mg/dL", referenceRange: "0.6-1.2" });
    expect(buildObservation(highCreatinine, "female", 4)).toMatchObject({ status: "high" });
    expect(buildObservation({ ...childRange, referenceRange: "4.0-11.0" }, "female", 40)).toMatchObject({
      status: "high",
    });
  });
});

describe("a censored result below the measurable limit", () => {
  it("is not called low for a test whose low values mean nothing, but is for one whose do", () => {
    const bilirubin = raw({ name: "Bilirubin, total", value: "<3", unit: "µmol/L", referenceRange: "3 - 21" });
    expect(buildObservation(bilirubin, "male")).toMatchObject({ status: "normal" });
    const ferritin = raw({ name: "Ferritin", value: "<5", unit: "µg/L", referenceRange: "15-200" });
    expect(buildObservation(ferritin, "male")).toMatchObject({ status: "low" });
  });
});

describe("an adult haemoglobin without a laboratory range", () => {
  const hb = (value: string, sex: "male" | "female") =>
    buildObservation(raw({ name: "Haemoglobin", value, unit: "g/L" }), sex, 45);

  it("is judged by the WHO anaemia cut-offs for the sex: 130 g/L for men, 120 g/L for women", () => {
    expect(hb("136", "male")).toMatchObject({ status: "normal", rangeSource: "catalogue" });
    expect(hb("128", "male")).toMatchObject({ status: "low" });
    expect(hb("121", "female")).toMatchObject({ status: "normal" });
    expect(hb("118", "female")).toMatchObject({ status: "low" });
    expect(hb("128", "male").range?.text).toMatch(/WHO anaemia cut-off/);
  });
});
