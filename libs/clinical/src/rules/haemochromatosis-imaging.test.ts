import { describe, expect, it } from "vitest";
import { healthDataSchema } from "@hds/contracts";
import type { Finding } from "../model.ts";
import { analyzeEhr } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };
const LAB = (display: string, value: string, unit: string, referenceRange: string) => ({
  display,
  value,
  unit,
  date: "2026-11-10",
  referenceRange,
});
const US = {
  type: "Ultrasound abdomen",
  description: "Liver ultrasound",
  date: "2026-11-01",
  modality: "US",
  findings: "Liver coarse echotexture with mildly nodular contour; spleen 13.5 cm.",
  conclusion: "Features raise concern for chronic liver disease/possible cirrhosis.",
};

function run(imaging: object[], medications: object[], context: string) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 52, gender: "male" },
    recentAbnormalLabs: [
      LAB("Ferritin", "1480", "ug/L", "30-400"),
      LAB("Transferrin saturation", "82", "%", "20-45"),
      LAB("ALT", "74", "U/L", "<45"),
      LAB("AST", "61", "U/L", "<40"),
      LAB("Platelets", "128", "x10^9/L", "150-400"),
    ],
    medications,
    imagingStudies: imaging,
    geneticData: [
      { geneCode: "3077", geneDisplay: "HFE", interpretation: "Homozygous C282Y", value: "p.Cys282Tyr homozygous" },
    ],
    additionalContext: context,
  });
  return analyzeEhr(data, NOW);
}
const find = (r: { findings: readonly Finding[] }) =>
  r.findings.find((f) => f.code === "haemochromatosis-liver-assessment");
const VIT_C = [{ medication: "Vitamin C 1000 mg", status: "active", dosage: "daily" }];

describe("haemochromatosis with a liver scan suggesting cirrhosis (review 10, case 03)", () => {
  it("uses the ultrasound: hepatology now and 6-monthly HCC surveillance, not 'if fibrosis is advanced'", () => {
    const f = find(run([US], VIT_C, "Drinks about 30 units alcohol per week."));
    expect(f?.clinician).toMatch(/Ultrasound abdomen \(2026-11-01\) reports nodular contour and spleen 13\.5 cm/);
    expect(f?.clinician).toMatch(/platelets are 128/);
    expect(f?.nextSteps).toContain("Refer to hepatology now: the liver imaging suggests cirrhosis");
    expect(f?.nextSteps.join(" ")).toMatch(/every 6 months/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/If fibrosis is advanced/);
    expect(f?.evidenceIds).toContain("aasld-2023-hcc");
  });

  it("names the alcohol and the vitamin C supplement as things to cut down or stop", () => {
    const f = find(run([US], VIT_C, "Drinks about 30 units alcohol per week."));
    expect(f?.clinician).toMatch(/30 units/);
    expect(f?.nextSteps.join(" ")).toMatch(/Advise stopping alcohol/);
    expect(f?.nextSteps.join(" ")).toMatch(/Stop Vitamin C 1000 mg/);
    expect(f?.patient).toMatch(/Stop your vitamin C supplement/);
  });

  it("does not ask the patient whether a liver scan is needed when one was done", () => {
    const f = find(run([US], [], ""));
    expect(f?.patientQuestions.join(" ")).not.toMatch(/Do I need a liver scan/);
    const without = find(run([], [], ""));
    expect(without?.patientQuestions.join(" ")).toMatch(/Do I need a liver scan/);
    expect(without?.nextSteps.join(" ")).toMatch(/If fibrosis is advanced/);
  });
});
