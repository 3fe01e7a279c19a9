import { describe, expect, it } from "vitest";
import { healthDataSchema } from "@hds/contracts";
import type { Finding } from "../model.ts";
import { analyzeEhr } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };
const CT = {
  type: "CT chest abdomen pelvis",
  description: "Surveillance CT",
  date: "2026-11-05",
  modality: "CT",
  findings: "New 1.8 cm hypodense lesion segment VI liver, not present 2025. No lung nodules.",
  conclusion: "Indeterminate new liver lesion, suspicious for metastasis; MRI liver recommended.",
};
const CEA = [
  { date: "2025-11-01", value: "2.1", unit: "ng/mL" },
  { date: "2026-05-02", value: "4.8", unit: "ng/mL" },
  { date: "2026-11-02", value: "9.6", unit: "ng/mL" },
];

function run(imaging: object[], ceaTrend = CEA) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 67, gender: "male" },
    recentAbnormalLabs: [
      { display: "CEA", value: "9.6", unit: "ng/mL", date: "2026-11-02", referenceRange: "<5.0" },
      { display: "ALP", value: "168", unit: "U/L", date: "2026-11-02", referenceRange: "40-130" },
    ],
    pastMedicalHistory: [
      {
        display: "Adenocarcinoma of sigmoid colon, stage IIIB, resected",
        clinicalStatus: "remission",
        onsetDate: "2023-04",
        code: "C18.7",
      },
    ],
    imagingStudies: imaging,
    labTrends: [{ code: "2039-6", display: "CEA", values: ceaTrend }],
  });
  return analyzeEhr(data, NOW);
}
const find = (r: { findings: readonly Finding[] }) =>
  r.findings.find((f) => f.code === "colorectal-cancer-recurrence-suspected");

describe("colorectal cancer recurrence (review 10, case 07)", () => {
  it("reads a rising CEA with a new liver lesion on the surveillance CT as probable recurrence, high", () => {
    const f = find(run([CT]));
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/CEA rising \(2\.1 → 4\.8 → 9\.6 ng\/mL/);
    expect(f?.clinician).toMatch(
      /CT chest abdomen pelvis \(2026-11-05\) reports "New 1\.8 cm hypodense lesion segment VI liver/,
    );
    expect(f?.clinician).toMatch(/probable recurrence \(liver metastasis\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/MRI of the liver/);
    expect(f?.nextSteps.join(" ")).toMatch(/colorectal cancer multidisciplinary team/);
    expect(f?.patient).toMatch(/new spot in the liver/);
  });

  it("reads a rising CEA without a liver lesion as possible recurrence needing imaging, moderate", () => {
    const clear = {
      ...CT,
      findings: "No new liver lesion. No lung nodules.",
      conclusion: "No evidence of recurrence.",
    };
    const f = find(run([clear]));
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).toMatch(/CT of the chest, abdomen and pelvis/);
  });

  it("does not fire without colorectal cancer in the record or without a rise or lesion", () => {
    const flat = CEA.map((p) => ({ ...p, value: "1.0" }));
    const data = run([{ ...CT, findings: "Normal liver.", conclusion: "No recurrence." }], [...flat]);
    expect(
      data.findings.some((f) => f.code === "colorectal-cancer-recurrence-suspected" && f.severity === "high"),
    ).toBe(false);
  });
});
