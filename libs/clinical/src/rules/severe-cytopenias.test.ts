import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";
import { codes } from "../testing/review-case.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };
type Lab = { name: string; value: string; unit: string; referenceRange: string };

function run(
  labs: Lab[],
  context: { age?: number; notes?: string; conditions?: string[]; medications?: string[] } = {},
) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-19", ...l })),
    patientContextSchema.parse({
      age: context.age ?? 60,
      gender: "male",
      conditions: (context.conditions ?? []).map((name) => ({ name, status: "active" })),
      medications: (context.medications ?? []).map((name) => ({ name })),
      clinicalNotes: context.notes,
    }),
    NOW,
  );
}
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

const WBC = (value: string): Lab => ({ name: "WBC", value, unit: "Thousand/uL", referenceRange: "3.8-10.8" });
const PLT = (value: string): Lab => ({ name: "Platelet Count", value, unit: "Thousand/uL", referenceRange: "140-400" });
const HB = (value: string): Lab => ({ name: "Hemoglobin", value, unit: "g/dL", referenceRange: "13.2-17.1" });
const ANC = (value: string): Lab => ({
  name: "Absolute Neutrophil Count",
  value,
  unit: "cells/uL",
  referenceRange: "1500-7800",
});

describe("low counts in two or more cell lines", () => {
  it("asks for a film and haematology today, not a myeloma screen, for WBC 0.8 and platelets 18 at 60 (review10 case)", () => {
    const r = run([PLT("18"), WBC("0.8")], {
      notes: "Routine bloods before knee surgery. Bruising easily for two weeks.",
    });
    const f = find(r, "severe-cytopenias");
    expect(f?.severity).toBe("high");
    // Counts in Thousand/uL read as a US record (review 31): US spelling, and no NICE NG12.
    expect(f?.clinician).toMatch(/Acute leukemia and marrow failure/);
    expect(f?.clinician).toMatch(/No neutrophil count was reported/);
    expect(f?.clinician).toMatch(/Myeloma is among the causes at 60 or over, but/);
    expect(f?.clinician).not.toMatch(/NG12/);
    expect(f?.evidenceIds).not.toContain("nice-ng12-suspected-cancer");
    expect(f?.nextSteps.join(" ")).toMatch(/Blood film today and same-day discussion with the on-call hematologist/);
    expect(codes(r)).not.toContain("myeloma-investigations-low-white-cells");
  });

  it("is an emergency when two lines reach the severe pancytopenia levels", () => {
    const f = find(run([HB("7.1"), ANC("300"), PLT("25")]), "severe-cytopenias");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/pancytopenia/);
    expect(f?.clinician).toMatch(/severe pancytopenia levels/);
    expect(f?.nextSteps.join(" ")).toMatch(/Discuss with the on-call hematologist now/);
  });

  it("is an emergency with stated bleeding and platelets below 30", () => {
    const f = find(run([PLT("22"), WBC("0.9")], { notes: "Gum bleeding since Monday." }), "severe-cytopenias");
    expect(f?.severity).toBe("critical");
  });

  it("stays silent with mildly low counts and no severe line, leaving the myeloma screen in place", () => {
    const r = run([WBC("3.1"), PLT("120")]);
    expect(find(r, "severe-cytopenias")).toBeUndefined();
    expect(codes(r)).toContain("myeloma-investigations-low-white-cells");
  });

  it("stays silent with one low line only", () => {
    expect(find(run([PLT("18"), WBC("6.0")]), "severe-cytopenias")).toBeUndefined();
  });

  it("stays silent during chemotherapy and in known leukaemia", () => {
    expect(
      find(run([PLT("18"), WBC("0.8")], { notes: "Day 10 after cycle 3 of chemotherapy." }), "severe-cytopenias"),
    ).toBeUndefined();
    expect(
      find(run([PLT("18"), WBC("0.8")], { conditions: ["Acute myeloid leukaemia"] }), "severe-cytopenias"),
    ).toBeUndefined();
  });
});
