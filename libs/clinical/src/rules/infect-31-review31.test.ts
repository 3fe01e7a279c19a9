import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/infect-31-review31/", import.meta.url));

interface LabsCase {
  labResults: { name: string; value: string; unit: string; referenceRange?: string; flag?: string; date?: string }[];
  patientContext: { clinicalNotes: string; medications: { name: string; dosage?: string; frequency?: string }[] };
}
interface EhrCase {
  data: {
    patientInfo: { age: number; gender: string };
    recentAbnormalLabs: { display: string; value: string; unit: string }[];
    recentNormalLabs: { display: string; value: string; unit: string }[];
    medications: { medication: string; status: string; frequency?: string; startDate?: string }[];
    pastMedicalHistory: { display: string; clinicalStatus?: string }[];
    familyHistory?: { relationship: string; condition: string; onsetAge?: string }[];
    additionalContext: string;
  };
}
const labs = (name: string) => {
  const c = load(name);
  return { c, l: c as unknown as LabsCase };
};
const ehr = (name: string) => {
  const c = load(name);
  return { c, d: (c as unknown as EhrCase).data };
};

describe("chlamydia with gonorrhoea: one bracket, US spelling on a US record (review 31, infect-31 cases 01 and 06)", () => {
  it("01: the screen note and the gonorrhea note share one bracket, and gonorrhea found is not also 'already tested'", () => {
    const r = run("01-us-chlamydia-gonorrhea-naat-labs");
    const f = finding(r, "chlamydia-positive");
    expect(f?.clinician).toMatch(
      /including syphilis \(HIV already tested; gonorrhea was found too and needs ceftriaxone: see its own finding\)/,
    );
    expect(clinicianText(r)).not.toMatch(/\) \(/);
    expect(clinicianText(r)).not.toMatch(/\bgonorrhoea\b/);
    expect(patientText(r)).not.toMatch(/\bgonorrhoea\b/);
    expect(finding(r, "gonorrhoea-positive")?.title).toBe(
      "Gonorrhea detected: ceftriaxone, partner notification and retest",
    );
  });

  it("06 near-negative: a UK record keeps 'gonorrhoea' and the BASHH regimen; a complete screen keeps its single note", () => {
    const r = run("06-uk-gonorrhoea-chlamydia-swab-labs");
    const f = finding(r, "chlamydia-positive");
    expect(f?.clinician).toMatch(
      /the screen for gonorrhoea, HIV and syphilis is in the record \(gonorrhoea was found too and needs ceftriaxone: see its own finding\)/,
    );
    expect(finding(r, "gonorrhoea-positive")?.clinician).toMatch(/UK \(BASHH\) practice/);
    expect(clinicianText(r)).not.toMatch(/\) \(/);
  });

  it("01 near-negative: chlamydia alone keeps the 'already tested' note in its bracket", () => {
    const { c, l } = labs("01-us-chlamydia-gonorrhea-naat-labs");
    l.labResults = l.labResults.map((o) => (/gonorrhoeae/.test(o.name) ? { ...o, value: "Not detected" } : o));
    const f = finding(runReviewCase(c), "chlamydia-positive");
    expect(f?.clinician).toMatch(/including syphilis \(gonorrhea and HIV already tested\); and offer/);
  });
});

describe("C. difficile severity on a US record uses IDSA/SHEA criteria, not the UK markers (review 31, infect-31 case 02)", () => {
  it("02: white cells 17.2 K/uL in Phoenix is severe by IDSA/SHEA, cited to IDSA/SHEA only, with no 'usual markers' or NICE wording", () => {
    const f = finding(run("02-us-c-difficile-wbc-17-labs"), "c-difficile-infection");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(
      /Severe by the IDSA\/SHEA criteria \(white cells 15,000\/µL or more, or creatinine above 1\.5 mg\/dL\): white cells 17\.2/,
    );
    expect(f?.clinician).not.toMatch(/usual markers|38\.5|50%|NICE/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/against baseline|temperature/);
    expect(f?.evidenceIds).toEqual(["idsa-shea-2021-cdi"]);
  });

  it("02: creatinine 1.8 mg/dL with normal white cells is severe on a US record, with no baseline needed", () => {
    const { c, l } = labs("02-us-c-difficile-wbc-17-labs");
    l.labResults = l.labResults.map((o) =>
      o.name === "WBC"
        ? { ...o, value: "9.1", flag: "Normal" }
        : o.name === "Creatinine"
          ? { ...o, value: "1.8", flag: "High" }
          : o,
    );
    const f = finding(runReviewCase(c), "c-difficile-infection");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/IDSA\/SHEA criteria .*: creatinine 1\.8 mg\/dL/);
  });

  it("02 near-negative: white cells 11.2 and creatinine 1.1 mg/dL with a temperature of 38.6 °C is not severe by IDSA/SHEA", () => {
    const { c, l } = labs("02-us-c-difficile-wbc-17-labs");
    l.labResults = l.labResults.map((o) => (o.name === "WBC" ? { ...o, value: "11.2" } : o));
    l.patientContext.clinicalNotes = l.patientContext.clinicalNotes.replace("Temp 100.4 F", "Temp 101.5 F");
    const f = finding(runReviewCase(c), "c-difficile-infection");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(
      /No IDSA\/SHEA severity marker \(white cells 15,000\/µL or more, creatinine above 1\.5 mg\/dL\)/,
    );
  });

  it("02 near-negative: the same patient in a Leeds NHS practice keeps the UK markers and NICE NG199", () => {
    const { c, l } = labs("02-us-c-difficile-wbc-17-labs");
    l.patientContext.clinicalNotes = "GP surgery, Leeds (NHS). Seven watery stools a day after clindamycin.";
    l.labResults = l.labResults.map((o) =>
      o.name === "Creatinine"
        ? { ...o, value: "97", unit: "umol/L", referenceRange: "45-90" }
        : o.name === "Albumin"
          ? { ...o, value: "31", unit: "g/L", referenceRange: "35-50" }
          : o,
    );
    const f = finding(runReviewCase(c), "c-difficile-infection");
    expect(f?.clinician).toMatch(/Severe by the UK markers: white cells/);
    expect(f?.evidenceIds).toContain("nice-ng199-cdiff");
  });
});

describe("chronic hepatitis B on a UK record: NICE CG165 surveillance, no AASLD (review 31, infect-31 case 03)", () => {
  it("03: a Birmingham NHS record is given NICE CG165's fibrosis-based surveillance, not the AASLD origin groups, and AASLD is not cited", () => {
    const f = finding(run("03-uk-chronic-hepatitis-b-surveillance-ehr"), "hbv-chronic-infection");
    const steps = f?.nextSteps.join("\n") ?? "";
    expect(steps).toMatch(
      /Liver-cancer surveillance by NICE CG165: hepatic ultrasound and AFP every 6 months with significant fibrosis/,
    );
    expect(steps).not.toMatch(/AASLD|African origin/);
    expect(f?.evidenceIds).not.toContain("aasld-2018-hbv");
    expect(f?.evidenceIds).toContain("nice-cg165-chronic-hbv");
  });

  it("03: on a UK record, recorded cirrhosis makes surveillance a NICE CG165 step", () => {
    const { c, d } = ehr("03-uk-chronic-hepatitis-b-surveillance-ehr");
    d.pastMedicalHistory = [...d.pastMedicalHistory, { display: "Compensated cirrhosis", clinicalStatus: "active" }];
    const f = finding(runReviewCase(c), "hbv-chronic-infection");
    expect(f?.nextSteps.join(" ")).toMatch(/hepatic ultrasound and AFP every 6 months \(NICE CG165: cirrhosis\)/);
    expect(f?.severity).toBe("moderate");
  });

  it("03 near-negative: the same record from a Chicago clinic keeps the AASLD 2018 group and source", () => {
    const { c, d } = ehr("03-uk-chronic-hepatitis-b-surveillance-ehr");
    d.additionalContext =
      "Hepatology clinic, Chicago Illinois. Chronic hepatitis B known for 10 years, born in Nigeria. No alcohol.";
    d.recentNormalLabs = d.recentNormalLabs.map((o) =>
      o.display === "Albumin"
        ? { ...o, value: "4.2", unit: "g/dL" }
        : o.display === "Bilirubin"
          ? { ...o, value: "0.6", unit: "mg/dL" }
          : o,
    );
    const f = finding(runReviewCase(c), "hbv-chronic-infection");
    expect(f?.nextSteps.join(" ")).toMatch(/AASLD 2018 group: a man over 40 of African origin/);
    expect(f?.evidenceIds).toContain("aasld-2018-hbv");
  });
});

describe("premature coronary heart disease in the family on a UK record: QRISK3's under-60 definition (review 31, infect-31 case 04)", () => {
  it("04: a brother's MI at 57 on a Bristol NHS record is premature, worded by QRISK3 and NICE NG238, not ACC/AHA", () => {
    const f = finding(run("04-uk-family-premature-chd-brother-57-ehr"), "family-premature-ascvd");
    expect(f?.clinician).toMatch(
      /Brother with Myocardial infarction at 57: a family history of premature coronary heart disease \(angina or a heart attack in a first-degree relative under 60\), which QRISK3 counts/,
    );
    expect(f?.clinician).not.toMatch(/before 55|before 65|risk-enhancing/);
    expect(f?.nextSteps[0]).toMatch(/^Record the family history in QRISK3/);
    expect(f?.evidenceIds).toEqual(["nice-cg181-lipid-modification", "qrisk3-2017-bmj"]);
  });

  it("04 near-negative: a mother's MI at 62 on the UK record is not premature (QRISK3 counts under 60 only)", () => {
    const { c, d } = ehr("04-uk-family-premature-chd-brother-57-ehr");
    d.familyHistory = [{ relationship: "Mother", condition: "Myocardial infarction", onsetAge: "62" }];
    d.additionalContext = "GP surgery, Bristol (NHS). NHS Health Check. Non-smoker. BMI 27.";
    expect(codes(runReviewCase(c))).not.toContain("family-premature-ascvd");
  });

  it("04 near-negative: the brother's MI at 57 on a US record is not premature by ACC/AHA (male before 55); at 52 it is, with ACC/AHA wording", () => {
    const { c, d } = ehr("04-uk-family-premature-chd-brother-57-ehr");
    d.additionalContext =
      "Primary care, Portland Oregon. Annual physical. Brother had a heart attack at 57. Non-smoker. BMI 27.";
    d.recentAbnormalLabs = d.recentAbnormalLabs.map((o) =>
      o.display === "LDL cholesterol" ? { ...o, value: "159", unit: "mg/dL" } : { ...o, value: "247", unit: "mg/dL" },
    );
    d.recentNormalLabs = d.recentNormalLabs.map((o) =>
      o.display === "HDL cholesterol"
        ? { ...o, value: "43", unit: "mg/dL" }
        : o.display === "Triglycerides"
          ? { ...o, value: "159", unit: "mg/dL" }
          : o.display === "HbA1c"
            ? { ...o, value: "5.6", unit: "%" }
            : o,
    );
    expect(codes(runReviewCase(c))).not.toContain("family-premature-ascvd");
    d.familyHistory = [{ relationship: "Brother", condition: "Myocardial infarction", onsetAge: "52" }];
    d.additionalContext =
      "Primary care, Portland Oregon. Annual physical. Brother had a heart attack at 52. Non-smoker. BMI 27.";
    const f = finding(runReviewCase(c), "family-premature-ascvd");
    expect(f?.clinician).toMatch(/male first-degree relative before 55, female before 65/);
    expect(f?.evidenceIds).toContain("acc-aha-2019-primary-prevention");
  });
});

describe("shingles vaccine before a planned immunosuppressant read from the medication list, per country (review 31, infect-31 case 05)", () => {
  const SHINGLES = "shingles-vaccine-before-immunosuppression";

  it("05: 'Tofacitinib (planned)' in the list of a Sheffield NHS record, with nothing in the notes, gets the reminder with the Green Book", () => {
    const f = finding(run("05-uk-tofacitinib-planned-med-list-ehr"), SHINGLES);
    expect(f?.clinician).toMatch(
      /^Tofacitinib is planned \(in the medication list\) and no shingles vaccine is recorded/,
    );
    expect(f?.clinician).toMatch(/NHS shingles programme \(Green Book chapter 28a\)/);
    expect(f?.evidenceIds).toEqual(["green-book-ch28a-shingles"]);
  });

  it("05: the same planned drug on a US record cites ACIP 2022 (adults 19 or older)", () => {
    const { c, d } = ehr("05-uk-tofacitinib-planned-med-list-ehr");
    d.additionalContext = "Rheumatology clinic, Columbus Ohio. Rheumatoid arthritis, active despite methotrexate.";
    d.recentNormalLabs = [...d.recentNormalLabs, { display: "Creatinine", value: "0.8", unit: "mg/dL" }];
    const f = finding(runReviewCase(c), SHINGLES);
    expect(f?.clinician).toMatch(/ACIP \(2022\) recommends two doses .* adults 19 or older/);
    expect(f?.evidenceIds).toEqual(["acip-2022-rzv-immunocompromised"]);
  });

  it("05: a start date after today marks a listed biologic as planned too", () => {
    const { c, d } = ehr("05-uk-tofacitinib-planned-med-list-ehr");
    d.medications = [
      d.medications[0]!,
      { medication: "Rituximab 1 g infusion", status: "active", frequency: "two doses", startDate: "2026-12-14" },
    ];
    expect(finding(runReviewCase(c), SHINGLES)?.clinician).toMatch(/^Rituximab is planned \(in the medication list\)/);
  });

  it("05 near-negative: tofacitinib listed as taken (no planned status), or a Shingrix course recorded, gets no reminder", () => {
    const { c, d } = ehr("05-uk-tofacitinib-planned-med-list-ehr");
    d.medications = [
      d.medications[0]!,
      { medication: "Tofacitinib 5 mg twice daily", status: "active", frequency: "twice daily" },
    ];
    expect(codes(runReviewCase(c))).not.toContain(SHINGLES);
    const done = ehr("05-uk-tofacitinib-planned-med-list-ehr");
    done.d.additionalContext = `${done.d.additionalContext} Shingrix course completed 2025.`;
    expect(codes(runReviewCase(done.c))).not.toContain(SHINGLES);
  });
});

describe("adult sepsis wording by country (review 31, infect-31 cases 07 and 10)", () => {
  it("07: a UK care-home record with new confusion is told 999 and A&E, and confusion is not called a body measurement", () => {
    const f = finding(run("07-uk-uti-older-adult-confusion-ehr"), "sepsis-high-risk-adult");
    expect(f?.patient).toMatch(/^Findings such as new confusion, together with signs of an infection/);
    expect(f?.patient).toMatch(/call 999 or go to A&E/);
    expect(f?.patient).not.toMatch(/body measurements/);
  });

  it("10: a Houston record's first-hour steps say 911 and the Surviving Sepsis Campaign, not NICE's senior decision maker or U&E", () => {
    const r = run("10-us-sepsis-lactate-labs");
    const steps = finding(r, "sepsis-high-risk-adult")?.nextSteps.join("\n") ?? "";
    expect(steps).toMatch(/911 transport to an emergency department/);
    expect(steps).toMatch(/immediately, ideally within 1 hour \(Surviving Sepsis Campaign 2021\)/);
    expect(steps).toMatch(/electrolytes, BUN and creatinine/);
    expect(steps).not.toMatch(/senior clinical decision maker|urea and electrolytes|recogni[sz]ing high risk/);
  });

  it("09 near-negative: a UK pneumonia with sepsis keeps NICE's first-hour steps and CURB65 5/5", () => {
    const r = run("09-uk-pneumonia-curb65-4-ehr");
    const steps = finding(r, "sepsis-high-risk-adult")?.nextSteps.join("\n") ?? "";
    expect(steps).toMatch(/senior clinical decision maker/);
    expect(steps).toMatch(/within 1 hour of recognising high risk/);
    expect(finding(r, "pneumonia-curb65")?.clinician).toMatch(/CURB65 5\/5 \(CRB65 4\/4\)/);
    expect(finding(r, "sepsis-high-risk-adult")?.patient).toMatch(/call 999 or go to A&E/);
  });
});

describe("infection sweep cases read through (review 31, infect-31 cases 08 and 07)", () => {
  it("08: US leg cellulitis with CRP 9.6 mg/dL reads the markers as expected with cellulitis, in US spelling", () => {
    const r = run("08-us-cellulitis-leg-labs");
    expect(codes(r)).toContain("cellulitis-inflammatory-markers");
    expect(clinicianText(r)).toMatch(/analyzed/);
  });

  it("07: a positive dipstick with confusion at 84 is not read as a UTI on the strip alone", () => {
    const f = finding(run("07-uk-uti-older-adult-confusion-ehr"), "older-dipstick-confusion");
    expect(f?.nextSteps.join(" ")).toMatch(/Do not treat on the dipstick alone/);
  });
});
