import type { LabTest } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "./pipeline.ts";

const now = new Date("2026-11-23T00:00:00Z");
const date = "2026-11-12";
const findingsOf = (labs: LabTest[], gender = "male", age = "60") =>
  analyzeLabResults(
    labs.map((l) => ({ date, ...l })),
    { gender, age },
    { now },
  ).findings;
const textOf = (labs: LabTest[], prefix: string, gender?: string, age?: string) =>
  findingsOf(labs, gender, age).find((f) => f.id.startsWith(prefix))?.clinician;

describe("why a result was not judged, in words that fit it (review 9, messy data)", () => {
  it("gives both readings of a number whose decimal mark is unknown", () => {
    const text = textOf([{ name: "Ferritin", value: "1,250", unit: "ng/mL" }], "lab-not-comparable");
    expect(text).toContain("reads as 1250 or 1.25");
    expect(text).toContain("confirm the decimal mark");
  });

  it("names the unit a mislabelled value and its range look like", () => {
    const text = textOf(
      [{ name: "Glucose", value: "5.4", unit: "mg/dL", referenceRange: "3.9-5.5" }],
      "lab-not-comparable",
    );
    expect(text).toContain("the value and its range look like mmol/L, not mg/dL; confirm the unit");
  });

  it("describes a pending result as not yet available", () => {
    const text = textOf([{ name: "Vitamin B12", value: "pending", unit: "ng/L" }], "lab-not-comparable");
    expect(text).toContain("not yet available");
    expect(text).not.toContain("not a number");
  });
});

describe("a laboratory flag the numbers overrule", () => {
  it("says that sodium 140 was flagged low but is within 135-145", () => {
    const text = textOf(
      [{ name: "Sodium", value: "140", unit: "mmol/L", referenceRange: "135-145", flag: "Low" }],
      "lab-flag-overruled",
    );
    expect(text).toContain(
      "Sodium 140 mmol/L on 2026-11-12 was flagged low by the laboratory, but it is normal against 135-145",
    );
  });

  it("says that a child's haemoglobin flagged low against an adult range is normal for age", () => {
    const text = textOf(
      [{ name: "Haemoglobin", value: "11.4", unit: "g/dL", referenceRange: "12.0-15.5", flag: "Low" }],
      "lab-flag-overruled",
      "female",
      "4",
    );
    expect(text).toContain("was flagged low by the laboratory, but it is normal for age");
  });
});
