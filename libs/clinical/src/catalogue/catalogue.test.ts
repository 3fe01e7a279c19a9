import { describe, expect, it } from "vitest";
import { LAB_CATALOGUE, findLab } from "./index.ts";
import { labDefinitionSchema } from "./schema.ts";

describe("lab catalogue", () => {
  it("has at least 80 tests, each valid against the schema", () => {
    expect(LAB_CATALOGUE.length).toBeGreaterThanOrEqual(80);
    for (const def of LAB_CATALOGUE) {
      const parsed = labDefinitionSchema.safeParse(def);
      expect(parsed.success, `${def.id}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it("has unique ids and LOINC codes", () => {
    const ids = LAB_CATALOGUE.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    const codes = LAB_CATALOGUE.flatMap((d) => [d.loinc, ...d.loincAlternates]);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("says what abnormal results mean for nearly every test", () => {
    const withMeaning = LAB_CATALOGUE.filter((d) => d.meaning.high || d.meaning.low || d.meaning.positive);
    expect(withMeaning.length).toBeGreaterThanOrEqual(80);
  });

  it.each([
    ["Hgb", "hemoglobin"],
    ["HbA1c", "hba1c"],
    ["A1C", "hba1c"],
    ["Glycated haemoglobin", "hba1c"],
    ["Glucose, fasting", "glucose"],
    ["eGFR (CKD-EPI 2021)", "egfr"],
    ["Albumin/Creatinine Ratio, Urine", "uacr"],
    // Review 6 G3: "urine" is a discriminating word, so these need their own spellings.
    ["Urine ACR", "uacr"],
    ["Urine ACR (random)", "uacr"],
    ["ACR urine", "uacr"],
    ["uACR", "uacr"],
    ["Urine Albumin/Creatinine Ratio", "uacr"],
    ["Microalbumin/creatinine ratio", "uacr"],
    ["25-hydroxy vitamin D", "vitamin-d-25oh"],
    ["Vitamin B-12", "vitamin-b12"],
    ["Urea Nitrogen", "bun"],
    ["Carbon Dioxide", "bicarbonate"],
    ["Hemoglobin [Mass/\u200bvolume] in Blood", "hemoglobin"],
    ["TSH, 3rd generation", "tsh"],
    ["Troponin I, high sensitivity", "hs-troponin-i"],
  ])("finds %j", (name, id) => expect(findLab(name)?.id).toBe(id));

  it("finds tests by primary and alternate LOINC codes (Synthea's blood codes)", () => {
    expect(findLab("whatever", "2339-0")?.id).toBe("glucose");
    expect(findLab("whatever", "38483-4")?.id).toBe("creatinine");
    expect(findLab("whatever", "33914-3")?.id).toBe("egfr");
    expect(findLab("whatever", "14959-1")?.id).toBe("uacr");
  });

  it("does not force a loose match", () => {
    expect(findLab("Lymphocytes %")).toBeUndefined();
    expect(findLab("Bilirubin.total [Mass/volume] in Urine by Test strip")).toBeUndefined();
    expect(findLab("Zonulin")).toBeUndefined();
    // A urine albumin or creatinine concentration, or a protein ratio, is not the albumin ratio.
    expect(findLab("Urine albumin")?.id).toBeUndefined();
    expect(findLab("Urine creatinine")?.id).toBeUndefined();
    expect(findLab("Urine PCR")?.id).toBeUndefined();
  });
});
