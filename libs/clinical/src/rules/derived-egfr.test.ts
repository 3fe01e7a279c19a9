import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

interface Lab {
  display: string;
  value: string;
  unit: string;
  date?: string;
}

const creatinine = (value: string, unit = "mg/dL"): Lab => ({ display: "Creatinine", value, unit });
const egfr = (value: string): Lab => ({ display: "eGFR", value, unit: "mL/min/1.73m2" });

function analyse(labs: Lab[], medications: string[], patientInfo: { age?: number; gender?: string }) {
  const data = healthDataSchema.parse({
    patientInfo,
    recentAbnormalLabs: labs.map((l) => ({ date: "2026-10-01", ...l })),
    medications: medications.map((medication) => ({ medication, status: "active" })),
  });
  return analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") });
}

const man74 = { age: 74, gender: "male" };

describe("kidney rules on an eGFR calculated from creatinine", () => {
  it("fire the metformin rule from a calculated eGFR, saying it was calculated and citing CKD-EPI 2021", () => {
    const { findings } = analyse([creatinine("4.6")], ["Metformin 1000 mg twice daily"], man74);
    const f = findings.find((x) => x.code === "metformin-egfr-contraindicated");
    expect(f).toBeDefined();
    expect(f?.clinician).toContain("eGFR is 13 mL/min/1.73m2 (calculated from creatinine 4.6 mg/dL, CKD-EPI 2021");
    expect(f?.clinician).toContain("the engine calculated it from creatinine, age and sex (race-free CKD-EPI 2021)");
    expect(f?.patient).toContain("worked out from your creatinine");
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["inker-2021-ckd-epi-race-free", "kdigo-2024-ckd"]));
    expect(f?.refs).toContain("lab:0");
  });

  it("stage CKD from creatinine given in µmol/L", () => {
    const { findings } = analyse([creatinine("407", "µmol/L")], [], man74);
    const f = findings.find((x) => x.code === "ckd-stage");
    expect(f?.clinician).toContain("is GFR category G5");
    expect(f?.clinician).toContain("calculated from creatinine 407 µmol/L (4.6 mg/dL), CKD-EPI 2021");
  });

  it("say in the reports that the value was calculated, and cite the equation's publication", () => {
    const { result } = analyze74();
    expect(result.clinicianResponse).toContain("calculated from creatinine 4.6 mg/dL, CKD-EPI 2021");
    expect(result.clinicianResponse).toContain(
      "No eGFR was reported with the creatinine, so eGFR was calculated from creatinine, age and sex with the race-free CKD-EPI 2021 equation (latest 13 mL/min/1.73m2 from creatinine 4.6 mg/dL on 2026-10-01)",
    );
    const titles = Object.values(result.citations.clinician).map((c) => c.title);
    expect(titles).toContain("New Creatinine- and Cystatin C–Based Equations to Estimate GFR without Race");
  });

  it("say only the creatinine draws without a reported eGFR were calculated, when the record reports eGFRs too", () => {
    const data = healthDataSchema.parse({
      patientInfo: man74,
      recentAbnormalLabs: [
        { display: "Creatinine", value: "1.6", unit: "mg/dL", date: "2026-06-01" },
        { display: "eGFR", value: "44", unit: "mL/min/1.73m2", date: "2026-10-01" },
      ],
    });
    const text = analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") }).result.clinicianResponse;
    expect(text).toContain(
      "No eGFR was reported from the same day as the creatinine of 2026-06-01, so for that draw eGFR was calculated from creatinine",
    );
    expect(text).toContain("Reported eGFRs are used as reported.");
    expect(text).toContain("(most recent calculated value ");
    expect(text).not.toContain("No eGFR was reported with");
  });

  it("use a reported eGFR of the same date rather than one calculated from creatinine", () => {
    const { findings } = analyse([creatinine("4.6"), egfr("52")], ["Metformin 500 mg"], man74);
    expect(findings.find((x) => x.code === "metformin-egfr-contraindicated")).toBeUndefined();
    const f = findings.find((x) => x.code === "metformin-egfr-monitor");
    expect(f?.clinician).toContain("eGFR 52 mL/min/1.73m2");
    expect(f?.clinician).not.toContain("calculated");
    expect(f?.evidenceIds).not.toContain("inker-2021-ckd-epi-race-free");
  });

  it("stay silent for a child, an unknown sex and a censored creatinine", () => {
    const kidneyCodes = (labs: Lab[], info: { age?: number; gender?: string }) =>
      analyse(labs, ["Metformin 500 mg"], info)
        .findings.map((f) => f.code)
        .filter((c) => c.startsWith("metformin-egfr") || c === "ckd-stage");
    expect(kidneyCodes([creatinine("4.6")], { age: 15, gender: "male" })).toEqual([]);
    expect(kidneyCodes([creatinine("4.6")], { age: 74, gender: "unknown" })).toEqual([]);
    expect(kidneyCodes([creatinine("4.6")], { age: 74 })).toEqual([]);
    expect(kidneyCodes([creatinine(">4.6")], man74)).toEqual([]);
  });
});

function analyze74() {
  return analyse([creatinine("4.6")], ["Metformin 1000 mg twice daily"], man74);
}
