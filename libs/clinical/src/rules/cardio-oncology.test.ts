import { describe, expect, it } from "vitest";
import { healthDataSchema } from "@hds/contracts";
import type { Finding } from "../model.ts";
import { analyzeEhr } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };
const echo = (findings: string, conclusion = "Mild LV systolic dysfunction, new since baseline") => ({
  type: "Echocardiogram",
  description: "Transthoracic echocardiogram",
  date: "2026-10-12",
  modality: "US",
  findings,
  conclusion,
});

function run(
  study: object,
  context = "Finished chemotherapy (doxorubicin, cyclophosphamide, paclitaxel, trastuzumab) 2021.",
) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 58, gender: "female" },
    pastMedicalHistory: [{ display: "Breast cancer, left, HER2-positive", clinicalStatus: "remission" }],
    medications: [{ medication: "Trastuzumab", status: "completed", dosage: "completed" }],
    imagingStudies: [study],
    additionalContext: context,
  });
  return analyzeEhr(data, NOW);
}
const find = (r: { findings: readonly Finding[] }) =>
  r.findings.find((f) => f.code === "cancer-therapy-cardiac-dysfunction");

describe("cancer therapy-related cardiac dysfunction (review 10, case 06)", () => {
  it("reads an LVEF fall from 62% to 46% after trastuzumab and doxorubicin as moderate CTRCD needing referral and ACEi/ARB plus beta-blocker", () => {
    const f = find(
      run(
        echo("LVEF 46% (62% in 2021 before trastuzumab/doxorubicin). Global longitudinal strain reduced."),
        "Finished chemotherapy (doxorubicin, trastuzumab) 2021. Mild breathlessness on hills.",
      ),
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/LVEF 46%, down from 62% before cancer treatment/);
    expect(f?.clinician).toMatch(/a new fall of 10 points or more to an LVEF of 40–49%/);
    expect(f?.clinician).toMatch(/The notes record "breathlessness"/);
    expect(f?.nextSteps.join(" ")).toMatch(/Refer to cardio-oncology/);
    expect(f?.nextSteps.join(" ")).toMatch(/ACE inhibitor or ARB and a beta-blocker/);
    expect(f?.patient).toMatch(/from 62% to 46%/);
  });

  it("does not fire for a small fall that stays at 50% or more, or without a baseline", () => {
    expect(find(run(echo("LVEF 55% (60% in 2021 before trastuzumab).", "Normal LV function")))).toBeUndefined();
    expect(find(run(echo("LVEF 46%. Global longitudinal strain normal.", "Mild LV dysfunction")))).toBeUndefined();
  });

  it("does not fire without an anthracycline or HER2-targeted treatment in the record", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 58, gender: "female" },
      imagingStudies: [echo("LVEF 46% (62% in 2021 before surgery).")],
    });
    expect(find(analyzeEhr(data, NOW))).toBeUndefined();
  });
});
