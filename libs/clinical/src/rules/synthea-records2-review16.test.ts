import { describe, expect, it } from "vitest";
import { reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/synthea-records2-review16/", import.meta.url));
const section = (text: string, heading: string) => text.split(`## ${heading}`)[1]?.split("\n## ")[0] ?? "";

describe("Synthea records, second pass (review 16)", () => {
  it("reviews an antiplatelet with warfarin in AF with stable coronary disease when a stroke is also recorded", () => {
    const { findings } = run("01-af-cad-stroke-warfarin-clopidogrel");
    const f = findings.find((x) => x.code === "anticoagulant-antiplatelet-af-stable-cad");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(
      /A stroke or TIA is recorded \(Ischaemic stroke\); in AF the anticoagulant is the treatment/,
    );
    expect(f?.clinician).toMatch(/Adding to the bleeding risk in this record: age 91/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["yasuda-2019-afire", "esc-ehra-af-oac-antiplatelet"]));
    expect(f?.patient).toMatch(/Do not stop it on your own/);
    expect(findings.some((x) => x.code === "anticoagulant-antiplatelet-af-no-indication")).toBe(false);
  });

  it("says a high creatinine and a normal eGFR from the same day cannot both be right", () => {
    const { findings, result } = run("02-creatinine-high-egfr-normal-same-day");
    const f = findings.find((x) => x.code === "egfr-creatinine-mismatch");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/eGFR 87 .* and the creatinine 243 µmol\/L .* cannot both be right/);
    expect(f?.clinician).toMatch(/about 18 mL\/min\/1\.73 m² from that creatinine, far below/);
    expect(f?.clinician).toMatch(/If the creatinine is right, kidney function is much worse/);
    expect(f?.nextSteps[0]).toMatch(/repeat creatinine with eGFR before acting on either/);
    expect(f?.evidenceIds).toEqual(["inker-2021-ckd-epi-race-free", "kdigo-2024-ckd"]);
    const creatinine = findings.find((x) => x.code === "lab-high");
    expect(creatinine?.clinician).toMatch(/disagree \(the creatinine gives about 18 by CKD-EPI 2021\)/);
    expect(section(result.patientResponse, "What stands out")).toMatch(/One of them is probably wrong/);
  });

  it("holds urgent kidney findings on an eGFR of 4 that the same day's normal creatinine contradicts", () => {
    const { findings } = run("03-egfr-very-low-creatinine-normal-metformin");
    const mismatch = findings.find((x) => x.code === "egfr-creatinine-mismatch");
    expect(mismatch?.clinician).toMatch(/far above the reported value/);
    expect(mismatch?.clinician).toMatch(/much better than the eGFR says\./);
    for (const code of ["metformin-egfr-contraindicated", "ckd-stage", "egfr-rapid-decline"]) {
      const f = findings.find((x) => x.code === code);
      expect(f?.severity, code).toBe("moderate");
      expect(f?.clinician, code).toMatch(/The reported eGFR \(4\) and the creatinine of 2026-11-18 disagree/);
      expect(f?.patient, code).toMatch(/do not agree with each other/);
    }
    expect(findings.some((x) => x.severity === "high" || x.severity === "critical")).toBe(false);
  });

  it("stays quiet when eGFR and creatinine agree (stable CKD G3a)", () => {
    const { findings } = run("04-egfr-creatinine-agree-quiet");
    expect(findings.some((x) => x.code === "egfr-creatinine-mismatch")).toBe(false);
    expect(findings.some((x) => /disagree/.test(x.clinician))).toBe(false);
    expect(findings.every((x) => x.severity === "moderate" || x.severity === "low" || x.severity === "info")).toBe(
      true,
    );
  });

  it("says once, not once per test, that a child's results have only adult ranges", () => {
    const { result } = run("05-child-fbc-adult-ranges-only");
    const unchecked = section(result.patientResponse, "Results we could not check");
    expect(unchecked.match(/normal ranges for children differ/g)).toHaveLength(1);
    // White cells: judged against the 6–12-year band since review 20 (children 6–18), and the MCV
    // since review 22 (paeds-ranges-22).
    expect(unchecked).toMatch(/red blood cell count, haematocrit and platelets results/);
    expect(unchecked).toMatch(/Ask your doctor about them\./);
    const notes = section(result.clinicianResponse, "Data notes");
    expect(notes.match(/children's ranges differ by age/g)).toHaveLength(1);
    expect(notes).toMatch(/Platelet count 293 10\*9\/L, all on 2026-11-20, could not be judged/);
    expect(section(result.patientResponse, "What stands out")).toMatch(/Some results could not be checked/);
  });

  it("finds nothing to act on in a well 19-year-old's routine bloods", () => {
    const { findings, result } = run("06-young-adult-routine-quiet");
    expect(findings.filter((x) => x.severity !== "info" && x.severity !== "low")).toEqual([]);
    expect(result.patientResponse).not.toMatch(/children/);
    expect(section(result.patientResponse, "What stands out")).toMatch(/Nothing in these results stands out/);
  });
});
