import { healthDataSchema, labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };
type Med = { medication: string; startDate?: string };

function run(meds: Med[], notes: string, labs: object[] = []) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 69, gender: "female" },
    pastMedicalHistory: [{ display: "Postmenopausal osteoporosis", clinicalStatus: "active", onsetDate: "2018-02" }],
    medications: meds.map((m) => ({ status: "active", ...m })),
    recentAbnormalLabs: labs,
    additionalContext: notes,
  });
  return analyzeEhr(data, NOW);
}
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

// Review 10, women's health case alendronate-8y-thigh-pain-69f.
const ALENDRONATE = { medication: "Alendronic acid 70 mg tablet", startDate: "2018-03-01" };
const NOTES =
  "On weekly alendronate since March 2018. For 3 months has had a dull ache in the right thigh, worse on walking. Due a dental extraction next month.";

describe("thigh pain on a long-term antiresorptive", () => {
  it("reads thigh pain after 8 years of alendronate as a possible atypical femoral fracture, rated high", () => {
    const f = find(run([ALENDRONATE], NOTES), "antiresorptive-thigh-pain");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/"ache in the right thigh" in someone taking alendronic acid for about 8 years/);
    expect(f?.nextSteps.join(" ")).toMatch(/X-ray the full length of both femurs/);
    expect(f?.nextSteps.join(" ")).toMatch(/stop the antiresorptive/);
    expect(f?.patient).toMatch(/Your thigh pain needs checking/);
  });

  it("counts denosumab at any duration, rates a bisphosphonate under 3 years moderate, and ignores denied pain", () => {
    expect(
      find(run([{ medication: "Prolia 60 mg injection" }], "Groin pain for 6 weeks."), "antiresorptive-thigh-pain")
        ?.severity,
    ).toBe("high");
    const short = run([{ medication: "Alendronic acid 70 mg", startDate: "2025-06-01" }], "Aching thigh for a month.");
    expect(find(short, "antiresorptive-thigh-pain")?.severity).toBe("moderate");
    expect(find(run([ALENDRONATE], "No thigh pain. Walking well."), "antiresorptive-thigh-pain")).toBeUndefined();
    expect(find(run([], "Pain in the left thigh."), "antiresorptive-thigh-pain")).toBeUndefined();
  });
});

describe("treatment review after long bisphosphonate use", () => {
  it("asks for a review after 5 years of an oral bisphosphonate, not before", () => {
    const f = find(run([ALENDRONATE], NOTES), "bisphosphonate-duration-review");
    expect(f?.clinician).toMatch(/^Alendronic acid for about 8 years: treatment review is due after 5 years of oral/);
    expect(f?.nextSteps.join(" ")).toMatch(/FRAX/);
    expect(f?.patient).toMatch(/Do not stop it on your own/);
    expect(
      find(run([{ medication: "Risedronate 35 mg", startDate: "2023-01-01" }], ""), "bisphosphonate-duration-review"),
    ).toBeUndefined();
  });

  it("uses 3 years for zoledronate, and reads a duration stated in the notes", () => {
    const zol = find(
      run([{ medication: "Zoledronic acid 5 mg infusion yearly", startDate: "2022-10-01" }], ""),
      "bisphosphonate-duration-review",
    );
    expect(zol?.clinician).toMatch(/after 3 years of intravenous/);
    const noted = find(
      run([{ medication: "Alendronate 70 mg weekly" }], "Has taken alendronate for 7 years."),
      "bisphosphonate-duration-review",
    );
    expect(noted?.clinician).toMatch(/about 7 years/);
  });

  it("works on the lab-results path, where medicines carry no start date", () => {
    const r = analyzeLabResults(
      [labTestSchema.parse({ name: "Calcium", value: "2.3", unit: "mmol/L", referenceRange: "2.2-2.6" })],
      patientContextSchema.parse({
        age: 70,
        gender: "female",
        medications: [{ name: "Alendronic acid 70 mg", frequency: "weekly" }],
        clinicalNotes: "On alendronate for 6 years.",
      }),
      NOW,
    );
    expect(find(r, "bisphosphonate-duration-review")?.clinician).toMatch(/about 6 years/);
  });
});

describe("dental extraction on an antiresorptive", () => {
  it("advises telling the dentist and not stopping the bisphosphonate routinely", () => {
    const f = find(run([ALENDRONATE], NOTES), "antiresorptive-dental");
    expect(f?.clinician).toMatch(/"dental extraction"/);
    expect(f?.clinician).toMatch(/not routinely advised \(SDCEP\)/);
    expect(f?.patient).toMatch(/Tell your dentist/);
    expect(f?.evidenceIds).toEqual(["sdcep-2017-mronj"]);
  });

  it("adds denosumab timing advice, and stays quiet with no antiresorptive", () => {
    const f = find(
      run([{ medication: "Denosumab 60 mg every 6 months" }], "Needs a tooth extraction."),
      "antiresorptive-dental",
    );
    expect(f?.nextSteps.join(" ")).toMatch(/month before the next dose/);
    expect(find(run([], "Due a dental extraction."), "antiresorptive-dental")).toBeUndefined();
  });
});

describe("kidney staging from a single eGFR", () => {
  it("does not tell the patient they have kidney disease from one result", () => {
    const f = find(
      run([ALENDRONATE], NOTES, [
        { display: "eGFR", value: "58", unit: "mL/min/1.73m2", date: "2026-11-12", referenceRange: ">59" },
      ]),
      "ckd-stage",
    );
    expect(f?.clinician).toMatch(/A single result does not establish CKD/);
    expect(f?.patient).toMatch(/A single result does not mean kidney disease/);
    expect(f?.patient).not.toMatch(/kidneys are not working/);
    expect(f?.patientQuestions.join(" ")).not.toMatch(/my kidney disease/);
  });
});
