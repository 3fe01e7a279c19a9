import { describe, expect, it } from "vitest";
import { findCitableEvidence } from "../evidence/library.ts";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load } = reviewFolder(new URL("./fixtures/haematology-review12/", import.meta.url));
const finding = (c: ReturnType<typeof load>, code: string) => runReviewCase(c).findings.find((f) => f.code === code);
const citable = (f: ReturnType<typeof finding>) => {
  for (const id of f?.evidenceIds ?? []) expect(findCitableEvidence(id), id).toBeDefined();
};

describe("review 12 haematology: DOACs", () => {
  // Case 02: apixaban 5 mg bd, 84 y, 54 kg, creatinine 168 µmol/L, with clarithromycin and naproxen.
  it("flags apixaban with clarithromycin, naming the other bleeding risks", () => {
    const f = finding(load("02-ehr-apixaban-egfr-22-clarithro"), "doac-strong-cyp3a4-pgp-inhibitor");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Clarithromycin 500 mg/i);
    expect(f?.clinician).toMatch(/azithromycin/);
    expect(f?.clinician).toMatch(/Naproxen 250 mg as well/i);
    citable(f);
  });

  it("gives the apixaban label's halving with an azole and grades clarithromycin alone in a younger patient moderate", () => {
    const c = load("02-ehr-apixaban-egfr-22-clarithro");
    c.data.patientInfo.age = 60;
    c.data.medications = c.data.medications.filter((m: { medication: string }) => !/naproxen/i.test(m.medication));
    c.data.recentAbnormalLabs = [];
    expect(finding(c, "doac-strong-cyp3a4-pgp-inhibitor")?.severity).toBe("moderate");
    c.data.medications.push({ medication: "Itraconazole 200 mg", status: "active", dosage: "200 mg" });
    const f = finding(c, "doac-strong-cyp3a4-pgp-inhibitor");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/halves a 5 or 10 mg twice-daily dose/);
  });

  it("works out the creatinine clearance and applies the UK 15–29 mL/min apixaban dose", () => {
    const f = finding(load("02-ehr-apixaban-egfr-22-clarithro"), "doac-crcl-apixaban-severe");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/about 19 mL\/min \(an estimate by Cockcroft–Gault/);
    expect(f?.clinician).toMatch(/2\.5 mg twice daily at 15–29 mL\/min/);
    citable(f);
  });

  // Case 03: dabigatran 150 mg bd, eGFR 48 → 27 without weight or creatinine, with verapamil.
  it("asks for the clearance now when dabigatran meets an eGFR below 30, naming verapamil", () => {
    const f = finding(load("03-ehr-dabigatran-egfr-falling"), "doac-dabigatran-egfr-below-30");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/EU SmPC contraindicates it below a creatinine clearance of 30/);
    expect(f?.clinician).toMatch(/Verapamil 120 mg inhibits P-glycoprotein/);
    citable(f);
  });
});

describe("review 12 haematology: eosinophilia", () => {
  // Case 09: allopurinol for 5 weeks, rash, fever, facial swelling, eosinophils 3.2, ALT 212, creatinine 142.
  it("calls possible DRESS critical and says to stop the drug", () => {
    const f = finding(load("09-eosinophilia-allopurinol-rash"), "dress-suspected");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/Possible DRESS: Allopurinol/i);
    expect(f?.clinician).toMatch(/acute kidney injury from the reaction/);
    expect(f?.nextSteps[0]).toMatch(/Stop the suspected drug now/);
    citable(f);
  });

  it("does not call DRESS without fever or facial swelling", () => {
    const c = load("09-eosinophilia-allopurinol-rash");
    c.patientContext.clinicalNotes = "Widespread rash. Started allopurinol 5 weeks ago.";
    expect(finding(c, "dress-suspected")).toBeUndefined();
  });

  // Case 10: eosinophils 1.1 after 6 months barefoot in rural Cambodia; prednisolone planned.
  it("asks for strongyloides serology before the planned steroids", () => {
    const f = finding(load("10-eosinophilia-traveller-strongyloides"), "strongyloides-before-steroids");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/strongyloides serology/);
    expect(f?.clinician).toMatch(/before steroids start/);
    expect(f?.patient).toMatch(/before you start steroids/);
    citable(f);
  });

  it("stays silent on strongyloides when no steroid is listed or planned", () => {
    const c = load("10-eosinophilia-traveller-strongyloides");
    c.patientContext.clinicalNotes = "Returned from 6 months volunteering in rural Cambodia. Walked barefoot.";
    expect(finding(c, "strongyloides-before-steroids")).toBeUndefined();
  });
});

describe("review 12 haematology: DAT-positive haemolysis", () => {
  // Case 14: Hb 79, haptoglobin <0.1, LDH 690, reticulocytes 312, bilirubin 58, DAT positive (IgG), breathless.
  it("reads the supplied positive DAT as autoimmune haemolysis, same day, without asking for a DAT", () => {
    const f = finding(load("14-haemolysis-screen-dat-positive"), "haemolysis-pattern");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/autoimmune haemolytic anaemia until shown otherwise/);
    expect(f?.nextSteps[0]).toMatch(/^Same-day haematology advice/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/direct antiglobulin \(Coombs\) test/);
    expect(f?.patient).toMatch(/urgent care today/);
    citable(f);
  });

  it("does not send haemolytic jaundice down the pancreatic cancer pathway", () => {
    expect(finding(load("14-haemolysis-screen-dat-positive"), "jaundice-suspected-cancer")).toBeUndefined();
  });

  it("keeps the usual haemolysis work-up when the DAT is negative", () => {
    const c = load("14-haemolysis-screen-dat-positive");
    const dat = c.labResults.find((l: { name: string }) => l.name === "DAT");
    dat.value = "Negative";
    const f = finding(c, "haemolysis-pattern");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/direct antiglobulin \(Coombs\) test/);
  });
});

describe("review 12 haematology: B12 with neurological symptoms", () => {
  // Case 16: B12 118 ng/L with numbness and tingling, unsteady gait worse in the dark, memory lapses.
  // A gait worse in the dark is lost position sense, so it is graded critical since review 15
  // (infection-b12-b: NHS Lothian admits cord symptoms the same day).
  it("asks for urgent intramuscular hydroxocobalamin", () => {
    const f = finding(load("16-b12-low-neuro-metformin-ppi"), "b12-deficiency-neurological");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/alternate-day intramuscular hydroxocobalamin now/);
    expect(f?.clinician).toMatch(/"unsteady"/);
    expect(f?.patient).toMatch(/B12 injections/);
    citable(f);
  });

  it("stays silent without neurological words", () => {
    const c = load("16-b12-low-neuro-metformin-ppi");
    c.patientContext.clinicalNotes = "Tired.";
    expect(finding(c, "b12-deficiency-neurological")).toBeUndefined();
  });
});

describe("review 12 haematology: testosterone and haematocrit", () => {
  // Case 04: haematocrit 0.56 on testosterone undecanoate, smoker, snoring with witnessed apnoeas.
  it("states the 54% threshold, withholds testosterone and links smoking and apnoeas", () => {
    const f = finding(load("04-raised-hct-testosterone-smoker"), "testosterone-high-haematocrit");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/above 54%/);
    expect(f?.clinician).toMatch(/possible sleep apnoea/);
    expect(f?.nextSteps[0]).toMatch(/^Withhold testosterone now/);
    citable(f);
  });

  it("keeps the moderate review when the haematocrit is raised but not above 54%", () => {
    const c = load("04-raised-hct-testosterone-smoker");
    const hct = c.labResults.find((l: { name: string }) => l.name === "Haematocrit");
    hct.value = "0.52";
    const f = finding(c, "testosterone-high-haematocrit");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).not.toMatch(/above 54%/);
  });
});

describe("review 12 haematology: fever with neutropenia", () => {
  // Case 13: methotrexate with trimethoprim, neutrophils 0.4 and "temperature 38.1 today" in the notes.
  it("calls febrile neutropenia now from a fever in the notes and the newest count", () => {
    const f = finding(load("13-pancytopenia-mtx-trimethoprim"), "febrile-neutropenia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/^Febrile neutropenia: "temperature 38\.1" in the notes/);
    expect(f?.nextSteps[0]).toMatch(/empirical antibiotics without delay/);
  });

  it("does not read a count from weeks before as the count at the fever", () => {
    const c = load("13-pancytopenia-mtx-trimethoprim");
    c._now = "2026-12-20T12:00:00Z";
    expect(finding(c, "febrile-neutropenia")).toBeUndefined();
  });
});

describe("review 12 haematology: severe thrombocytopenia with bleeding", () => {
  // Case 08: platelets 8 with petechiae, gum bleeding and oral blood blisters; film without fragments or blasts.
  it("asks for emergency assessment and frames isolated thrombocytopenia as likely ITP", () => {
    const f = finding(load("08-itp-plt-8-wet-purpura"), "severe-thrombocytopenia-bleeding");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/most likely immune thrombocytopenia \(ITP\)/);
    expect(f?.clinician).toMatch(/"blood blisters"/);
    expect(f?.nextSteps[0]).toMatch(/^Emergency same-day haematology assessment/);
    citable(f);
  });

  it("stays silent without bleeding in the notes", () => {
    const c = load("08-itp-plt-8-wet-purpura");
    c.patientContext.clinicalNotes = "Routine check, feels well.";
    expect(finding(c, "severe-thrombocytopenia-bleeding")).toBeUndefined();
  });

  it("leaves a child to the paediatric ITP finding, where skin bleeding alone is not an emergency", () => {
    const c = load("08-itp-plt-8-wet-purpura");
    c.patientContext.age = 6;
    const r = runReviewCase(c);
    expect(r.findings.find((f) => f.code === "severe-thrombocytopenia-bleeding")).toBeUndefined();
    expect(r.findings.find((f) => f.code === "isolated-thrombocytopenia-child")).toBeDefined();
  });
});

describe("review 12 haematology: anaemia before planned surgery", () => {
  // Case 17: Hb 11.2 g/dL, ferritin 22, listed for total hip replacement in 6 weeks.
  it("asks for the iron deficiency to be corrected before the operation, with IV iron considered", () => {
    const f = finding(load("17-preop-anaemia-hip-replacement"), "preop-iron-deficiency-anaemia");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/NICE NG24/);
    expect(f?.clinician).toMatch(/in about 6 weeks/);
    expect(f?.nextSteps[0]).toMatch(/consider intravenous iron/);
    citable(f);
  });

  it("stays silent without planned surgery", () => {
    const c = load("17-preop-anaemia-hip-replacement");
    c.patientContext.clinicalNotes = "Hip pain.";
    expect(finding(c, "preop-iron-deficiency-anaemia")).toBeUndefined();
  });
});
