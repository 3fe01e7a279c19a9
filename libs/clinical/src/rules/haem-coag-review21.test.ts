import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  finding,
  loadReviewCase,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";
import type { ReviewRun } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/haem-coag-review21/", import.meta.url);
const { run } = reviewFolder(CASES);
/** The generic lab line of one test, found by the start of its title. */
const labLine = (r: ReviewRun, title: string) => r.findings.find((f) => f.title.startsWith(title));

describe("haematology and coagulation, review 21", () => {
  it("INR 3.6 on warfarin a week after a clarithromycin course the notes name: the course is named as the likely cause, with its source", () => {
    const r = run("01-inr-3-6-af-no-bleed-uk");
    const f = finding(r, "warfarin-inr-high");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/The notes name clarithromycin, which can raise the INR on warfarin/);
    expect(f?.nextSteps.join(" ")).toMatch(/finished a course of clarithromycin/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/look for interacting drugs/);
    expect(f?.evidenceIds).toContain("recker-1997-clarithromycin-warfarin");
    expect(patientText(r)).toMatch(/Your notes mention clarithromycin/);
  });

  it("a macrolide only in an allergy line or long ago is not named as the cause", () => {
    const allergy = loadReviewCase(CASES, "01-inr-3-6-af-no-bleed-uk");
    allergy.patientContext.clinicalNotes = "Target INR 2.5. Allergic to clarithromycin (rash). No bleeding.";
    expect(finding(runReviewCase(allergy), "warfarin-inr-high")?.clinician).not.toMatch(/clarithromycin/);
    const old = loadReviewCase(CASES, "01-inr-3-6-af-no-bleed-uk");
    old.patientContext.clinicalNotes = "Target INR 2.5. Had erythromycin for a chest infection in 2019. No bleeding.";
    expect(finding(runReviewCase(old), "warfarin-inr-high")?.nextSteps.join(" ")).toMatch(/look for interacting drugs/);
  });

  it("INR 3.8 with nosebleeds and bleeding gums: non-major bleeding on warfarin, seen today", () => {
    const r = run("02-inr-3-8-af-nosebleeds");
    const f = finding(r, "warfarin-inr-high");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join(" ")).toMatch(/Same-day assessment/);
    expect(patientText(r)).toMatch(/seen by a doctor today/);
  });

  it("INR 1.6 with a mechanical mitral valve and carbamazepine: judged against 2.5–3.5, the inducer named", () => {
    const r = run("03-inr-1-6-mechanical-mitral-ehr");
    expect(finding(r, "warfarin-inr-low")?.severity).toBe("high");
    expect(finding(r, "warfarin-inr-low")?.clinician).toMatch(/2\.5–3\.5/);
    expect(codes(r)).toContain("enzyme-inducer-warfarin");
  });

  it("APTT, PT and INR just above range on apixaban: read as the drug's expected effect, with the assay caveat on the APTT line", () => {
    const r = run("04-aptt-apixaban-us");
    const aptt = labLine(r, "Activated partial thromboplastin time");
    expect(aptt?.severity).toBe("low");
    expect(aptt?.clinician).toMatch(
      /on apixaban, a direct oral anticoagulant, is most often the medicine's expected effect/,
    );
    expect(aptt?.clinician).toMatch(/lupus anticoagulant tests falsely positive/);
    expect(aptt?.clinician).not.toMatch(/from heparin, clotting-factor problems/);
    expect(aptt?.evidenceIds).toContain("ash-2021-doac-assay-interference");
    expect(labLine(r, "Prothrombin time")?.clinician).not.toMatch(/liver disease or low vitamin K/);
    expect(patientText(r)).toMatch(/expected while you take apixaban/);
    expect(patientText(r)).not.toMatch(/lupus anticoagulant|liver disease/);
  });

  it("the same clotting times without a DOAC keep the usual causes", () => {
    const c = loadReviewCase(CASES, "04-aptt-apixaban-us");
    c.patientContext.medications = [];
    const aptt = labLine(runReviewCase(c), "Activated partial thromboplastin time");
    expect(aptt?.clinician).toMatch(/from heparin, clotting-factor problems or lupus anticoagulant/);
  });

  it("platelets 85 on day 7 of enoxaparin with a calf 'a little swollen': 4Ts thrombosis scores 1, the leg is scanned and the finding is critical", () => {
    const r = run("05-plt-85-enoxaparin-day7-ehr");
    const f = finding(r, "heparin-induced-thrombocytopenia");
    // With 5 of the record's points and a suspected clot the rule calls it critical (oncology-haematology.ts).
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/thrombosis 1 \(suspected thrombosis \("calf a little swollen" in the notes\)\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/Compression ultrasound of the symptomatic leg now/);
  });

  it("D-dimer 640 ng/mL FEU at 78 with no symptoms: below the age-adjusted cut-off, kept low", () => {
    const r = run("06-ddimer-78y-no-symptoms-us");
    expect(finding(r, "d-dimer-below-age-adjusted-cutoff")?.severity).toBe("low");
    expect(r.findings.every((f) => f.severity === "low" || f.severity === "info")).toBe(true);
  });

  it("quiet: neutrophils 1.3, stable for years, with Ghanaian ancestry: the Duffy-null reading, nothing above low", () => {
    const r = run("07-neutrophils-1-3-african-quiet");
    expect(codes(r)).toContain("duffy-null-neutrophil-count");
    expect(r.findings.every((f) => f.severity === "low" || f.severity === "info")).toBe(true);
  });

  it("lymphocytes 6.2 at 70 with 5.1 a year ago in the notes: a lasting lymphocytosis, not 'no earlier count' and a passing virus", () => {
    const r = run("08-lymphocytosis-6-2-70y");
    const f = finding(r, "persistent-lymphocytosis");
    expect(f?.clinician).toMatch(/an earlier raised count in the notes \("lymphocytes 5\.1 a year ago"\)/);
    expect(codes(r)).not.toContain("lymphocytosis-repeat-film");
    expect(clinicianText(r)).not.toMatch(/no earlier count on record/);
    expect(patientText(r)).not.toMatch(/passing reaction to an infection/);
  });

  it("an earlier count the notes give below 5 or only weeks ago does not make the lymphocytosis lasting", () => {
    for (const note of ["Lymphocytes 4.2 a year ago.", "Lymphocytes 5.8 2 months ago."]) {
      const c = loadReviewCase(CASES, "08-lymphocytosis-6-2-70y");
      c.patientContext.clinicalNotes = `Routine diabetes bloods. ${note} No night sweats.`;
      expect(codes(runReviewCase(c))).toContain("lymphocytosis-repeat-film");
    }
  });

  it("haematocrit 0.56 on testosterone in a smoker: withhold testosterone, smoking named as a contributor", () => {
    const r = run("09-hb-185-testosterone-smoker-ehr");
    const f = finding(r, "testosterone-high-haematocrit");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/smoking/);
  });

  it("B12 180 ng/L on long-term metformin with a normal MCV: the metformin finding", () => {
    expect(codes(run("10-b12-180-metformin-normal-mcv"))).toContain("metformin-b12-low");
  });

  it("quiet: INR 2.4 on warfarin for AF with a normal count: no findings", () => {
    const r = run("11-inr-2-4-af-normal-fbc-quiet-us");
    expect(r.findings).toEqual([]);
    expect(patientText(r)).toMatch(/Nothing in these results stands out as a concern/);
  });
});
