// Review 6: how single results are graded and worded (B12, vitamin D, total cholesterol, platelets,
// urine ACR naming).
import { labResultsRequestSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";

interface Lab {
  name: string;
  value: string;
  unit: string;
  referenceRange?: string;
  date?: string;
}

function run(labs: Lab[], opts: { meds?: string[]; conditions?: string[]; age?: number } = {}) {
  const req = labResultsRequestSchema.parse({
    webhookUrl: "https://example.org/h",
    labResults: labs.map((l) => ({ date: "2026-11-10", ...l })),
    patientContext: {
      age: opts.age ?? 50,
      gender: "female",
      medications: (opts.meds ?? []).map((name) => ({ name })),
      conditions: (opts.conditions ?? []).map((name) => ({ name })),
    },
  });
  return analyzeLabResults(req.labResults, req.patientContext);
}

const finding = (labs: Lab[], code: string, opts?: Parameters<typeof run>[1]) =>
  run(labs, opts).findings.find((f) => f.code === code);

const b12 = (value: string, unit = "ng/L", referenceRange?: string): Lab => ({
  name: "Vitamin B12",
  value,
  unit,
  ...(referenceRange ? { referenceRange } : {}),
});

describe("B12 graded low or borderline (G8)", () => {
  it("calls a B12 below the deficiency cut-off low, and seeks the cause instead of methylmalonic acid", () => {
    const f = finding([b12("145", "ng/L", "197-771")], "b12-deficiency");
    expect(f?.title).toBe("Low vitamin B12");
    expect(f?.patient).toMatch(/^Your vitamin B12 is low\./);
    expect(f?.nextSteps.join(" ")).not.toMatch(/methylmalonic/i);
    expect(f?.nextSteps[0]).toMatch(/^Look for the cause/);
  });

  it("calls a B12 below the laboratory's lower limit low even above 200 pg/mL, keeping methylmalonic acid", () => {
    const f = finding([b12("230", "pg/mL", "250-900")], "b12-deficiency");
    expect(f?.title).toBe("Low vitamin B12");
    expect(f?.clinician).toContain("below the laboratory's lower limit");
    expect(f?.nextSteps.join(" ")).toMatch(/methylmalonic/i);
  });

  it("keeps borderline for the indeterminate band within the laboratory's range", () => {
    const f = finding([b12("250", "pg/mL", "180-900")], "b12-deficiency");
    expect(f?.title).toBe("Borderline vitamin B12");
    expect(f?.patient).toMatch(/^Your vitamin B12 is borderline\./);
    expect(f?.nextSteps.join(" ")).toMatch(/methylmalonic/i);
  });

  it("does not fire on a B12 of 300 pg/mL or more", () => {
    expect(finding([b12("320", "pg/mL", "180-900")], "b12-deficiency")).toBeUndefined();
  });

  it("grades the metformin finding alike", () => {
    const low = finding([b12("145", "ng/L", "197-771")], "metformin-b12-low", { meds: ["Metformin"] });
    expect(low?.title).toBe("Low B12 on metformin");
    expect(low?.nextSteps.join(" ")).not.toMatch(/methylmalonic/i);
    const borderline = finding([b12("250", "pg/mL", "180-900")], "metformin-b12-low", { meds: ["Metformin"] });
    expect(borderline?.title).toBe("Borderline B12 on metformin");
    expect(borderline?.nextSteps.join(" ")).toMatch(/methylmalonic/i);
  });
});

describe("low vitamin D (G13)", () => {
  const vitd = (value: string, unit: string) =>
    finding([{ name: "25-OH Vitamin D", value, unit }], "vitamin-d-deficiency");

  it("gives the thresholds in the result's unit and cites the IOM for them", () => {
    const f = vitd("38", "nmol/L");
    expect(f?.clinician).toContain("below 50 nmol/L (20 ng/mL)");
    expect(f?.clinician).toContain("Institute of Medicine 2011");
    expect(f?.evidenceIds).toContain("iom-2011-vitamin-d-dri");
    expect(vitd("25", "nmol/L")?.clinician).toContain("below 30 nmol/L (12 ng/mL)");
    expect(vitd("15", "ng/mL")?.clinician).toContain("below 20 ng/mL (50 nmol/L)");
  });

  it("cites the Endocrine Society only for its advice against routine testing", () => {
    const f = vitd("38", "nmol/L");
    expect(f?.clinician).not.toMatch(/generally considered adequate/);
    expect(f?.clinician).toContain("The Endocrine Society (2024) advises against routine testing");
  });

  it("does not fire at 50 nmol/L or 20 ng/mL and above", () => {
    expect(vitd("55", "nmol/L")).toBeUndefined();
    expect(vitd("21", "ng/mL")).toBeUndefined();
  });
});

describe("total cholesterol against the catalogue's bands (G11)", () => {
  const report = (value: string) => run([{ name: "Total cholesterol", value, unit: "mmol/L" }]);

  it("calls 5.4 mmol/L borderline high, with the bands in mmol/L", () => {
    const r = report("5.4");
    expect(r.result.clinicianResponse).toMatch(
      /\| 5\.4 mmol\/L \| ≤5\.17 mmol\/L; 5\.17–6\.21 borderline; .*\| borderline high \|/,
    );
    const f = r.findings.find((x) => x.code === "lab-high");
    expect(f?.title).toBe("Cholesterol, total in the borderline-high band");
    expect(f?.patient).toMatch(/^Your total cholesterol is a little above the desirable level\./);
  });

  it("keeps calling 6.5 mmol/L high", () => {
    const r = report("6.5");
    expect(r.result.clinicianResponse).toMatch(/\| 6\.5 mmol\/L \|.*\| high \|/);
    expect(r.findings.find((x) => x.code === "lab-high")?.title).toBe("Cholesterol, total above the reference range");
  });
});

describe("low platelets text (G14)", () => {
  it("does not tie a mildly low count to bleeding risk", () => {
    const f = finding([{ name: "Platelets", value: "138", unit: "x10^9/L", referenceRange: "150-400" }], "lab-low");
    expect(f?.patient).not.toMatch(/can raise bleeding risk/);
    expect(f?.patient).toContain("a mildly low count does not usually cause bleeding");
  });
});

describe("a urine ACR named 'Urine ACR' (G3)", () => {
  const labs: Lab[] = [
    { name: "eGFR", value: "55", unit: "mL/min/1.73m2", referenceRange: ">60" },
    { name: "eGFR", value: "57", unit: "mL/min/1.73m2", referenceRange: ">60", date: "2025-11-08" },
  ];
  const opts = { conditions: ["Type 2 diabetes"], age: 70 };

  it("counts as the urine albumin test in the record", () => {
    const withAcr = run([...labs, { name: "Urine ACR", value: "2.1", unit: "mg/mmol", referenceRange: "<3" }], opts);
    expect(withAcr.model.labs.find((l) => l.name === "Urine ACR")?.analyteId).toBe("uacr");
    expect(withAcr.result.clinicianResponse).not.toContain("without a urine albumin-to-creatinine ratio");
  });

  it("is still asked for when absent", () => {
    expect(run(labs, opts).result.clinicianResponse).toContain("without a urine albumin-to-creatinine ratio");
  });
});
