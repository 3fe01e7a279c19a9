import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/uk-us-25-review25/", import.meta.url));

/** A lab-results case with its notes changed. */
function withNotes(name: string, notes: string) {
  const c = load(name);
  c.patientContext.clinicalNotes = notes;
  return c;
}

describe("a fever during chemotherapy with a normal count follows the record's own country (review 25, uk-us-25)", () => {
  it("01: a US fever with neutrophils 4.1 is not called neutropenic sepsis and does not quote NICE", () => {
    const f = finding(run("01-us-fever-chemo-normal-anc"), "neutropenic-sepsis");
    expect(f?.title).toBe("Fever during chemotherapy, neutrophils not low on this count");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(
      /Not febrile neutropenia on this count, but a fever during chemotherapy is still assessed/,
    );
    expect(f?.clinician).toMatch(
      /ASCO\/IDSA 2018 asks for the first dose of empirical antibacterial therapy within 1 hour/,
    );
    expect(f?.clinician).not.toMatch(/NICE|CG151/);
    expect(f?.nextSteps[0]).toMatch(/^Assess today .* repeat complete blood count/);
    expect(f?.evidenceIds).toEqual(["asco-idsa-2018-outpatient-fever-neutropenia"]);
    expect(f?.patient).toMatch(/still needs checking today/);
  });

  it("01: the same US fever with neutrophils 0.3 is still suspected neutropenic sepsis, the 1-hour emergency", () => {
    const c = load("01-us-fever-chemo-normal-anc");
    c.labResults[1].value = "0.3";
    const f = finding(runReviewCase(c), "neutropenic-sepsis");
    expect(f?.title).toBe("Fever during chemotherapy: suspected neutropenic sepsis");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps[0]).toMatch(/within 1 hour of triage \(ASCO\/IDSA 2018\)/);
  });

  it("02: its UK twin keeps NICE CG151 and the 24-hour oncology line", () => {
    const f = finding(run("02-uk-fever-chemo-normal-anc"), "neutropenic-sepsis");
    expect(f?.title).toBe("Fever during chemotherapy: suspected neutropenic sepsis");
    expect(f?.clinician).toMatch(/NICE CG151 asks that neutropenic sepsis be suspected/);
    expect(f?.evidenceIds).toEqual(["nice-cg151-neutropenic-sepsis"]);
  });
});

describe("low B12 with spinal cord signs follows the record's own country (review 25, uk-us-25)", () => {
  it("03: a US record gets intramuscular B12 (AAFP) and same-day assessment, without NHS Lothian, NICE or BSH", () => {
    const f = finding(run("03-us-b12-neuropathy"), "b12-deficiency-neurological");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(
      /start intramuscular vitamin B12 now and arrange same-day specialist \(neurology or hematology\)/,
    );
    expect(f?.clinician).toMatch(/intramuscular treatment improves them faster/);
    expect(f?.clinician).not.toMatch(/NHS|Lothian|hydroxocobalamin|do not rely on oral/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/NHS|hydroxocobalamin/);
    expect(f?.evidenceIds).toEqual(["aafp-2017-b12"]);
  });

  it("04: its UK twin keeps alternate-day hydroxocobalamin and NHS Lothian's same-day admission", () => {
    const f = finding(run("04-uk-b12-neuropathy"), "b12-deficiency-neurological");
    expect(f?.clinician).toMatch(/start alternate-day intramuscular hydroxocobalamin now/);
    expect(f?.clinician).toMatch(
      /NHS Lothian's referral guideline asks for same-day emergency admission; do not rely on oral B12/,
    );
    expect(f?.evidenceIds).toEqual(["nice-ng239-b12", "nhs-lothian-b12-neurological", "bsh-2014-b12-folate"]);
  });

  it("03: without cord signs a US record gets the injection step first, still without UK sources", () => {
    const c = withNotes(
      "03-us-b12-neuropathy",
      "Primary care visit, Portland, Oregon. Numbness and tingling in both feet for 3 months.",
    );
    const f = finding(runReviewCase(c), "b12-deficiency-neurological");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/^Start intramuscular vitamin B12 now/);
    expect(f?.evidenceIds).toEqual(["aafp-2017-b12"]);
  });
});

describe("sepsis signs are not put in NICE's bands on a US record (review 25, uk-us-25)", () => {
  it("05: a US fever with a fast pulse and low-normal pressure lists them as abnormal, not as NICE's risk level", () => {
    const f = finding(run("05-us-sepsis-adult-vitals"), "fever-sepsis-check");
    expect(f?.clinician).toMatch(/Abnormal: respiratory rate 22\/min/);
    expect(f?.clinician).not.toMatch(/NICE|moderate to high risk/);
  });

  it("05: the same record at an NHS walk-in centre keeps NICE's moderate to high risk level", () => {
    const c = withNotes("05-us-sepsis-adult-vitals", "NHS walk-in centre. Productive cough and fever for 2 days.");
    expect(finding(runReviewCase(c), "fever-sepsis-check")?.clinician).toMatch(
      /At NICE's moderate to high risk level: respiratory rate 22\/min/,
    );
  });
});

describe("long-term steroids: no NHS Steroid Emergency Card on a US record (review 25, uk-us-25)", () => {
  it("06: US prednisone 10 mg for 8 months gets the ESE/Endocrine Society risk and teaching, not the NHS card", () => {
    const r = run("06-us-prednisone-long-term");
    const f = finding(r, "glucocorticoid-long-term");
    expect(f?.clinician).toMatch(
      /ESE\/Endocrine Society 2024 guideline counts the patient at risk of adrenal insufficiency/,
    );
    expect(f?.nextSteps.join(" ")).toMatch(/Teach the patient about the risk of adrenal insufficiency/);
    expect(f?.evidenceIds).not.toContain("nhs-2020-steroid-emergency-card");
    expect(clinicianText(r) + patientText(r)).not.toMatch(/Steroid Emergency Card/);
  });

  it("06: the same record at a GP surgery keeps the NHS Steroid Emergency Card", () => {
    const c = withNotes(
      "06-us-prednisone-long-term",
      "GP surgery review. Prednisolone 10 mg daily for 8 months; taper planned.",
    );
    const f = finding(runReviewCase(c), "glucocorticoid-long-term");
    expect(f?.nextSteps.join(" ")).toMatch(/Issue an NHS Steroid Emergency Card and teach sick-day rules/);
    expect(f?.evidenceIds).toContain("nhs-2020-steroid-emergency-card");
  });
});

describe("treated blood pressure targets by country and age (review 25, uk-us-25)", () => {
  it("07: a US record at 84 with 158/86 on treatment is told AHA/ACC's goal, with no NICE target", () => {
    const r = run("07-us-bp-age-84-treated");
    const f = finding(r, "bp-stage-2");
    expect(f?.clinician).toMatch(/AHA\/ACC 2025 keeps the treated goal of below 130\/80 mmHg for adults of every age/);
    expect(f?.clinician).toMatch(/weighed against frailty, falls and postural symptoms/);
    expect(clinicianText(r)).not.toMatch(/NICE|150\/90/);
    expect(f?.evidenceIds).not.toContain("nice-qs28-bp-targets");
  });

  it("07: the same record at a GP surgery is told NICE's from-80 target of below 150/90", () => {
    const c = withNotes(
      "07-us-bp-age-84-treated",
      "Annual review at the GP surgery. Lives independently, walks daily.",
    );
    const f = finding(runReviewCase(c), "bp-stage-2");
    expect(f?.clinician).toMatch(/NICE's clinic blood pressure target is below 150\/90 mmHg/);
    expect(f?.evidenceIds).toContain("nice-qs28-bp-targets");
  });

  it("07: a treated 146/84 at 84 stays below the from-80 line and raises no blood pressure finding", () => {
    const c = load("07-us-bp-age-84-treated");
    c.patientContext.vitalSigns = [{ name: "Blood pressure", value: "146/84", unit: "mmHg", date: "2026-11-28" }];
    expect(codes(runReviewCase(c)).filter((x) => x.startsWith("bp-"))).toEqual([]);
  });

  it("08: a UK record with treated 134–138 at three visits meets NICE's under-80 target: low, with NICE's steps", () => {
    const f = finding(run("08-uk-bp-treated-sustained-136"), "bp-above-target");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/also raised at earlier visits/);
    expect(f?.clinician).toMatch(/below 140\/90 mmHg \(NICE QS28, from NG136\), which this reading meets/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/toward below 130\/80/);
    expect(f?.nextSteps[1]).toMatch(/NICE's clinic target of below 140\/90 mmHg is met/);
    expect(f?.patient).toMatch(/within the target that UK guidance uses at your age/);
  });

  it("08: the same readings on a US record stay above AHA/ACC's goal, moderate, with no NICE target", () => {
    const c = withNotes(
      "08-uk-bp-treated-sustained-136",
      "Hypertension follow-up, Austin, Texas. Takes amlodipine every day.",
    );
    const f = finding(runReviewCase(c), "bp-above-target");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).toMatch(/toward below 130\/80 mmHg/);
    expect(f?.clinician).not.toMatch(/NICE|140\/90/);
  });

  it("08: on the UK record a high home average is not called on target", () => {
    const c = withNotes(
      "08-uk-bp-treated-sustained-136",
      "Annual hypertension review at the GP surgery. Home BP average 142/88 over the last week.",
    );
    const f = finding(runReviewCase(c), "bp-above-target");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).not.toMatch(/which this reading meets/);
  });
});

describe("AF stroke prevention is read by the record's own country's guideline (review 25, uk-us-25)", () => {
  it("09: a US man of 76 with hypertension: ACC/AHA/ACCP/HRS 2023, anticoagulation recommended, no ESC", () => {
    const f = finding(run("09-us-af-no-anticoagulant"), "af-no-anticoagulant");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/CHA2DS2-VA score 3 .*: ACC\/AHA\/ACCP\/HRS 2023 recommends anticoagulation/);
    expect(f?.clinician).not.toMatch(/ESC|NICE/);
    expect(f?.evidenceIds).toEqual(["acc-aha-2023-af"]);
  });

  it("10: his UK twin: NICE NG196 on CHA2DS2-VASc, anticoagulation offered", () => {
    const f = finding(run("10-uk-af-no-anticoagulant"), "af-no-anticoagulant");
    expect(f?.clinician).toMatch(/CHA2DS2-VASc 3\. NICE NG196 offers anticoagulation at a CHA2DS2-VASc of 2 or more/);
    expect(f?.clinician).not.toMatch(/ESC|ACC\/AHA/);
    expect(f?.nextSteps[0]).toMatch(/^Offer an oral anticoagulant/);
    expect(f?.evidenceIds).toEqual(["nice-ng196-af"]);
  });

  it("10: a UK woman of 68 with no other risk factor (CHA2DS2-VASc 2) is offered anticoagulation, as NICE says", () => {
    const c = load("10-uk-af-no-anticoagulant");
    c.patientContext.age = "68";
    c.patientContext.gender = "female";
    c.patientContext.conditions = [{ name: "Atrial fibrillation" }];
    const f = finding(runReviewCase(c), "af-no-anticoagulant");
    expect(f?.clinician).toMatch(/CHA2DS2-VA score 1 .*; CHA2DS2-VASc 2 with female sex/);
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/^Offer an oral anticoagulant/);
  });

  it("09: the same woman on a US record is in ACC/AHA's 'reasonable' band: low priority, discussed", () => {
    const c = load("09-us-af-no-anticoagulant");
    c.patientContext.age = "68";
    c.patientContext.gender = "female";
    c.patientContext.conditions = [{ name: "Atrial fibrillation" }];
    const f = finding(runReviewCase(c), "af-no-anticoagulant");
    expect(f?.severity).toBe("low");
    expect(f?.nextSteps[0]).toMatch(
      /^Discuss anticoagulation: at this score \(a stroke risk of about 1–2% a year\) it is reasonable/,
    );
    expect(f?.evidenceIds).toEqual(["acc-aha-2023-af"]);
  });
});
