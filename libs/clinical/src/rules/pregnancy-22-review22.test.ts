import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/pregnancy-22-review22/", import.meta.url));

describe("iron deficiency anaemia at 28 weeks (review 22, pregnancy-22)", () => {
  it("reads Hb 102 g/L against the pregnancy cut-off and ferritin 18 against the BSH pregnancy threshold of 30", () => {
    const r = run("01-28-weeks-hb-102-ferritin-18");
    const ida = finding(r, "iron-deficiency-anaemia");
    expect(ida?.clinician).toMatch(/ferritin below 30 µg\/L in pregnancy indicates iron deficiency \(BSH 2020\)/);
    expect(ida?.evidenceIds).toContain("bsh-2020-iron-pregnancy");
    expect(finding(r, "anaemia")?.clinician).toMatch(/cut-off for pregnancy in the third trimester, at 28 weeks/);
    expect(finding(r, "anaemia")?.clinician).toMatch(/non-pregnant severity grades do not apply/);
  });
});

describe("ALP 250 U/L at 34 weeks in a healthy pregnancy (review 22, pregnancy-22)", () => {
  it("stays quiet: one low line that names the placenta, no liver finding", () => {
    const r = run("02-34-weeks-alp-250-quiet");
    expect(r.findings.every((f) => f.severity === "low")).toBe(true);
    expect(codes(r)).not.toContain("cholestasis-of-pregnancy");
    expect(patientText(r)).toMatch(/the placenta makes this enzyme too/);
  });
});

describe("75 g OGTT at 26 weeks with a 2-hour glucose of 8.1 mmol/L (review 22, pregnancy-22)", () => {
  it("calls gestational diabetes by NICE NG3 (2-hour 7.8 or more), not prediabetes", () => {
    const r = run("03-26-weeks-ogtt-2h-8-1");
    const f = finding(r, "gestational-diabetes");
    expect(f?.clinician).toMatch(/NICE NG3: fasting 5\.6 or 2-hour 7\.8 mmol\/L or more/);
    expect(f?.evidenceIds).toContain("nice-ng3-diabetes-pregnancy");
    expect(codes(r).some((c) => /prediabetes/.test(c))).toBe(false);
  });
});

describe("platelets 118 at 37 weeks with a normal blood pressure in the notes (review 22, pregnancy-22)", () => {
  it("is low-priority gestational thrombocytopenia that names the noted blood pressure, and a creatinine of 52 stays quiet", () => {
    const r = run("04-37-weeks-platelets-118-quiet");
    const f = finding(r, "gestational-thrombocytopenia");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/with blood pressure 118\/72 mmHg and liver enzymes not raised/);
    expect(r.findings.every((x) => x.severity === "low")).toBe(true);
    expect(codes(r)).not.toContain("pregnancy-creatinine-raised");
    expect(codes(r)).not.toContain("pregnancy-hypertension");
  });
});

describe("HELLP pattern at 34 weeks with blood pressure and symptoms only in the notes (review 22, pregnancy-22)", () => {
  it("names the noted blood pressure and the pain under the right ribs in the HELLP finding", () => {
    const r = run("05-34-weeks-hellp-pattern");
    const f = finding(r, "hellp-syndrome");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/Blood pressure 152\/101 mmHg\./);
    expect(f?.clinician).toMatch(/epigastric or right upper quadrant pain/);
    expect(patientText(r)).toMatch(/pain just below the ribs/);
  });

  it("does not read a booking blood pressure in the notes as today's", () => {
    const c = load("05-34-weeks-hellp-pattern");
    c.patientContext.clinicalNotes = "34 weeks pregnant. Booking BP 112/70. Headache since last night.";
    expect(finding(runReviewCase(c), "hellp-syndrome")?.clinician).not.toMatch(/Blood pressure 112\/70/);
  });
});

describe("itch at 32 weeks with bile acids 45 µmol/L (review 22, pregnancy-22)", () => {
  it("the ALT and ALP lines point to the cholestasis finding instead of the adult causes", () => {
    const r = run("06-32-weeks-itch-bile-acids-45");
    expect(finding(r, "cholestasis-of-pregnancy")?.clinician).toMatch(/moderate by its grading/);
    const lines = r.findings.filter((f) => f.code === "lab-high" && /ALT|ALP/.test(f.clinician));
    expect(lines).toHaveLength(2);
    for (const f of lines) {
      expect(f.clinician).toMatch(/Read with the cholestasis of pregnancy finding/);
      expect(f.clinician).not.toMatch(/fatty liver, alcohol, medicines or hepatitis|from the bile ducts or from bone/);
      expect(f.patient).toMatch(/part of the liver condition of pregnancy explained in this report/);
    }
  });

  it("says 'bile acids are', not 'bile acids is'", () => {
    const line = run("06-32-weeks-itch-bile-acids-45").findings.find((f) => /^Bile acids/.test(f.clinician));
    expect(line?.patient).toBe("Your bile acids are higher than the usual range.");
  });
});

describe("uPCR 42 mg/mmol at 30 weeks with BP 146/94 written in the notes (review 22, pregnancy-22)", () => {
  it("reads the noted readings as pre-eclampsia by NICE NG133, not as 'no blood pressure in the record'", () => {
    const r = run("07-30-weeks-creatinine-88-pcr-42-bp");
    const f = finding(r, "pre-eclampsia");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/blood pressure 146\/94 mmHg \(the higher of 146\/94 and 144\/92 mmHg\)/);
    expect(codes(r)).not.toContain("pregnancy-proteinuria");
    expect(clinicianText(r)).not.toMatch(/No blood pressure reading is in the record/);
  });

  it("reads creatinine 88 µmol/L, normal outside pregnancy, as high for pregnancy", () => {
    const f = finding(run("07-30-weeks-creatinine-88-pcr-42-bp"), "pregnancy-creatinine-raised");
    expect(f?.clinician).toMatch(
      /above 77 µmol\/L \(0\.87 mg\/dL\) is outside the normal range for pregnancy \(Wiles 2019\)/,
    );
  });

  it("still asks for a blood pressure when the notes give none", () => {
    const c = load("07-30-weeks-creatinine-88-pcr-42-bp");
    c.patientContext.clinicalNotes = "30 weeks pregnant, first pregnancy. No headache or visual symptoms.";
    expect(finding(runReviewCase(c), "pregnancy-proteinuria")?.clinician).toMatch(
      /No blood pressure reading is in the record/,
    );
  });
});

describe("TSH 3.2 mU/L at 10 weeks with a normal free T4 (review 22, pregnancy-22)", () => {
  it("stays quiet: within the ATA 2026 first-trimester range of 0.1-4.0", () => {
    const r = run("08-10-weeks-tsh-3-2-quiet");
    expect(r.findings).toHaveLength(0);
  });
});
