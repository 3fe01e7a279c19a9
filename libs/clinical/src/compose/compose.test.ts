import { healthDataSchema, labTestSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";

const now = new Date("2026-11-22T00:00:00Z");

function section(text: string, heading: string): string {
  const start = text.indexOf(`## ${heading}`);
  if (start < 0) return "";
  const end = text.indexOf("\n## ", start + 3);
  return text.slice(start, end < 0 ? undefined : end);
}

describe("clinician report", () => {
  it("lists a drug–gene finding under medication considerations instead of saying none was found", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 41, gender: "female" },
      medications: [{ medication: "Combined oral contraceptive (ethinylestradiol/levonorgestrel)", status: "active" }],
      geneticData: [{ geneCode: "0", geneDisplay: "F5", interpretation: "Heterozygous Factor V Leiden (R506Q)" }],
    });
    const meds = section(analyzeEhr(data, { now }).result.clinicianResponse, "Medication considerations");
    expect(meds).toContain("Inherited clotting variant with oestrogen");
    expect(meds).not.toContain("No drug");
  });

  it("says no interaction was found when none was", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 41, gender: "female" },
      medications: [{ medication: "Sertraline 50 mg", status: "active" }],
    });
    const meds = section(analyzeEhr(data, { now }).result.clinicianResponse, "Medication considerations");
    expect(meds).toContain("No drug–laboratory, drug–gene or pharmacogenomic interactions were found");
  });
});

describe("patient report", () => {
  it("keeps results that could not be compared out of the tests to keep up with", () => {
    const labs = [{ name: "Glucose", value: "5.6", date: "2026-11-02", unit: "mmol/L", referenceRange: "70-99" }].map(
      (l) => labTestSchema.parse(l),
    );
    const text = analyzeLabResults(labs, undefined, { now }).result.patientResponse;
    expect(section(text, "Tests to keep up with")).not.toContain("could not compare");
    expect(section(text, "Results we could not check")).toContain("We could not compare your");
  });
});
