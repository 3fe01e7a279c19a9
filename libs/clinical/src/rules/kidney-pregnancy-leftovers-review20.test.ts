import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/kidney-pregnancy-leftovers-review20/", import.meta.url));

describe("haemoglobin in later pregnancy and after birth (review 20, kidney-pregnancy leftovers)", () => {
  it("Hb 107 g/L at 32 weeks is anaemia by WHO but not by the UK cut-off: low priority, both named", () => {
    const r = run("01-hb-107-at-32-weeks-uk");
    const anaemia = finding(r, "anaemia");
    expect(anaemia?.severity).toBe("low");
    expect(anaemia?.clinician).toMatch(/WHO cut-off for pregnancy in the third trimester.*\(110 g\/L\)/);
    expect(anaemia?.clinician).toMatch(/UK cut-off \(BSH\/RCOG\).*105 g\/L: by it this is not anaemia/);
    expect(anaemia?.evidenceIds).toContain("bsh-2020-iron-pregnancy");
  });

  it("a US result in g/dL in the third trimester keeps the WHO finding and quotes the UK cut-off in g/dL", () => {
    const anaemia = finding(run("02-hb-10-7-at-30-weeks-us"), "anaemia");
    expect(anaemia?.clinician).toMatch(/\(11\.0 g\/dL\)/);
    expect(anaemia?.clinician).toMatch(/10\.5 g\/dL: by it this is not anemia/);
  });

  it("Hb 100 g/L at 22 weeks is below both cut-offs and keeps moderate priority without the UK note", () => {
    const anaemia = finding(run("03-hb-100-at-22-weeks-uk"), "anaemia");
    expect(anaemia?.severity).toBe("moderate");
    expect(anaemia?.clinician).not.toMatch(/UK cut-off/);
  });

  it("Hb 104 g/L ten days after birth is not anaemia by the BSH/RCOG postpartum cut-off (quiet)", () => {
    const r = run("04-postpartum-day10-hb-104-quiet");
    expect(codes(r)).not.toContain("anaemia");
    expect(patientText(r)).toMatch(
      /at or above 100 g\/L, the BSH\/RCOG cut-off for anaemia in the six weeks after birth/,
    );
    expect(patientText(r)).not.toMatch(/This is called ana?emia/);
  });

  it("Hb 88 g/L after a postpartum haemorrhage is graded against the postpartum cut-off, without a blood-loss work-up step", () => {
    const r = run("05-postpartum-day4-hb-88-pph");
    const anaemia = finding(r, "anaemia");
    expect(anaemia?.clinician).toMatch(
      /below the BSH\/RCOG cut-off for the six weeks after birth \(100 g\/L\): anaemia after birth/,
    );
    expect(anaemia?.clinician).not.toMatch(/WHO cut-off for women/);
    expect(anaemia?.evidenceIds).toContain("bsh-2020-iron-pregnancy");
    expect(clinicianText(r)).not.toMatch(/while the blood loss is assessed/);
  });
});

describe("HbA1c after gestational diabetes before 13 weeks (review 20, kidney-pregnancy leftovers)", () => {
  it("an HbA1c 7 weeks after the birth is not read; a fasting glucose 6–13 weeks after birth is offered", () => {
    const r = run("06-post-gdm-8-weeks-hba1c-41");
    const early = finding(r, "post-gdm-early-hba1c");
    expect(early?.clinician).toMatch(/taken 7 weeks after a birth that followed gestational diabetes/);
    expect(early?.nextSteps.join(" ")).toMatch(/fasting plasma glucose 6–13 weeks after the birth/);
    expect(codes(r)).not.toContain("prediabetes-range");
  });

  it("an HbA1c 20 weeks after the birth is read as usual, with NICE NG3's high-risk band", () => {
    const r = run("07-post-gdm-20-weeks-hba1c-43");
    expect(codes(r)).not.toContain("post-gdm-early-hba1c");
    expect(finding(r, "prediabetes-range")?.clinician).toMatch(/NICE NG3 reads an HbA1c of 39–47 mmol\/mol/);
  });
});

describe("low urea in pregnancy (review 20, kidney-pregnancy leftovers)", () => {
  it("urea 2.2 mmol/L at 24 weeks is read as the usual fall in pregnancy, not diet or liver disease", () => {
    const r = run("08-low-urea-24-weeks");
    expect(clinicianText(r)).toMatch(/Urea 2\.2 mmol\/L.*expected in pregnancy/);
    expect(clinicianText(r)).not.toMatch(/low protein intake or liver disease/);
  });
});

describe("kidney failure on dialysis (review 20, kidney-pregnancy leftovers)", () => {
  it("ferritin 450 µg/L on haemodialysis and an ESA is read as the iron treatment's level", () => {
    const r = run("09-haemodialysis-ferritin-450");
    expect(clinicianText(r)).toMatch(/Ferritin 450 µg\/L.*usual with dialysis or treatment for kidney anaemia/);
    expect(clinicianText(r)).not.toMatch(/inflammation, liver disease or alcohol/);
  });

  it("anaemia on dialysis and an ESA without a reported eGFR is read as treated anaemia of CKD", () => {
    const r = run("09-haemodialysis-ferritin-450");
    expect(codes(r)).not.toContain("anaemia");
    expect(finding(r, "anaemia-ckd")?.clinician).toMatch(/eGFR not reported \(kidney failure on record\)/);
    expect(finding(r, "anaemia-ckd")?.severity).toBe("low");
  });

  it("known CKD stage 5 with a critical potassium: routine kidney care deferred without asking for a stable creatinine", () => {
    const r = run("10-ckd5-k-6-4");
    expect(clinicianText(r)).not.toMatch(/once creatinine is stable after the illness/);
  });
});

describe("eGFRs from different equations on one date (review 20, kidney-pregnancy leftovers)", () => {
  it("a same-date combined creatinine–cystatin C eGFR stages the CKD and fills the table row, and the others are named", () => {
    const r = run("11-same-day-egfr-combined");
    expect(clinicianText(r)).toMatch(/\| Estimated glomerular filtration rate \(eGFR\) \| 54 mL/);
    const stage = finding(r, "ckd-stage");
    expect(stage?.clinician).toMatch(/eGFR 54 .* is GFR category G3a/);
    expect(stage?.clinician).toMatch(
      /from creatinine–cystatin C 54 \(G3a\), from cystatin C 41 \(G3b\), from creatinine 71 \(G2\)/,
    );
    expect(stage?.clinician).not.toMatch(/ask the laboratory/);
  });

  it("with only creatinine and cystatin C estimates, the one used is named and the combined one asked for", () => {
    const stage = finding(run("12-same-day-egfr-cr-and-cys"), "ckd-stage");
    expect(stage?.clinician).toMatch(
      /from cystatin C 44 \(G3b\), from creatinine 75 \(G2\); the cystatin C value is used here/,
    );
    expect(stage?.clinician).toMatch(/ask the laboratory for it/);
  });
});
