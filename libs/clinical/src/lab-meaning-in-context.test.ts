import type { LabTest } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "./pipeline.ts";

const now = new Date("2026-11-23T00:00:00Z");
const date = "2026-11-18";
const analyse = (labs: LabTest[], gender = "female", age = "61") =>
  analyzeLabResults(
    labs.map((l) => ({ date, ...l })),
    { gender, age },
    { now },
  );
const flagText = (labs: LabTest[], code: string, gender?: string, age?: string) =>
  analyse(labs, gender, age).findings.find((f) => f.id.startsWith(code))?.clinician;

describe("a low calcium already adjusted for albumin (review 9, endocrine)", () => {
  it("is a true low, with magnesium, vitamin D and PTH to check, not 'often due to a low albumin'", () => {
    const text = flagText(
      [{ name: "Adjusted calcium", value: "2.02", unit: "mmol/L", referenceRange: "2.20-2.60" }],
      "lab-abnormal",
    );
    expect(text).toContain("true low calcium");
    expect(text).toMatch(/magnesium, vitamin D, parathyroid hormone/);
    expect(text).not.toContain("low albumin");
  });

  it("is a true low when the albumin beside it is normal", () => {
    const text = flagText(
      [
        { name: "Calcium", value: "2.02", unit: "mmol/L", referenceRange: "2.20-2.60" },
        { name: "Albumin", value: "41", unit: "g/L", referenceRange: "35-50" },
      ],
      "lab-abnormal",
    );
    expect(text).not.toContain("low albumin");
  });

  it("keeps the albumin explanation for a total calcium with a low albumin", () => {
    const text = flagText(
      [
        { name: "Calcium", value: "2.02", unit: "mmol/L", referenceRange: "2.20-2.60" },
        { name: "Albumin", value: "28", unit: "g/L", referenceRange: "35-50" },
      ],
      "lab-abnormal:lab:0",
    );
    expect(text).toContain("low albumin");
  });
});

describe("a low TSH read by the free T4 beside it", () => {
  const tsh: LabTest = { name: "TSH", value: "0.18", unit: "mIU/L", referenceRange: "0.27-4.2" };
  const ft4 = (value: string): LabTest => ({ name: "Free T4", value, unit: "pmol/L", referenceRange: "12-22" });

  it.each([
    ["16.0", "mild (subclinical) overactive thyroid"],
    ["31.0", "together with a raised free T4 means the thyroid is overactive"],
  ])("free T4 %s: %s", (value, expected) => {
    expect(flagText([tsh, ft4(value)], "lab-abnormal:lab:0", "male", "50")).toContain(expected);
  });
});

describe("a low phosphate beside a raised PTH", () => {
  it("is explained as the effect of PTH on the kidneys", () => {
    const text = flagText(
      [
        { name: "Phosphate", value: "0.71", unit: "mmol/L", referenceRange: "0.80-1.50" },
        { name: "PTH", value: "12.8", unit: "pmol/L", referenceRange: "1.6-6.9" },
      ],
      "lab-abnormal:lab:0",
    );
    expect(text).toContain("makes the kidneys pass more phosphate into the urine");
  });
});

describe("a raised LH by sex (review 9, endocrine 14 and 18)", () => {
  const lh: LabTest = { name: "LH", value: "38", unit: "IU/L", referenceRange: "2-12" };

  it("names menopause and the ovaries for a woman, never the testes", () => {
    const text = flagText([lh], "lab-abnormal", "female", "56");
    expect(text).toContain("menopause or ovary problems");
    expect(text).not.toContain("testis");
  });

  it("names the testes for a man, never menopause", () => {
    const text = flagText([lh], "lab-abnormal", "male", "40");
    expect(text).toContain("testis problems");
    expect(text).not.toContain("menopause");
  });
});
