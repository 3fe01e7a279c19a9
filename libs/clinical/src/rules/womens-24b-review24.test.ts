import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/womens-24b-review24/", import.meta.url));

describe("PCOS review with an OGTT showing impaired glucose tolerance (review 24)", () => {
  it("01: a 2-hour glucose of 9.1 mmol/L is read as IGT, not 'last HbA1c, reassess in 1–3 years'", () => {
    const r = run("01-uk-pcos-testosterone-lh-ogtt-igt");
    const f = finding(r, "pcos-review");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/2-hour OGTT glucose of 9\.1 mmol\/L .* is impaired glucose tolerance/);
    expect(f?.nextSteps[0]).toMatch(/shows impaired glucose tolerance; offer lifestyle support/);
    expect(f?.evidenceIds).toContain("who-2006-diabetes-intermediate-hyperglycaemia");
    expect(f?.patient).toMatch(/a blood sugar test at least once a year/);
    expect(f?.patient).not.toMatch(/every 1 to 3 years/);
    // The 2-hour value is read inside the review, not listed again on its own.
    expect(clinicianText(r)).not.toMatch(/\*\*Glucose 2 hours post 75g load above/);
  });

  it("a normal 2-hour value keeps the routine 1–3 year advice at low priority", () => {
    const c = load("01-uk-pcos-testosterone-lh-ogtt-igt");
    c.labResults[8].value = "6.4";
    delete c.labResults[8].flag;
    const f = finding(runReviewCase(c), "pcos-review");
    expect(f?.severity).toBe("low");
    expect(f?.patient).toMatch(/every 1 to 3 years/);
    expect(f?.clinician).not.toMatch(/impaired glucose tolerance/);
  });
});

describe("early pregnancy bloods (review 24)", () => {
  it("02: Hb 10.3 at 9 weeks is read against the first-trimester cut-off; rubella non-immune gets MMR after the birth", () => {
    const r = run("02-us-early-pregnancy-prenatal-panel-anemia-rubella");
    expect(finding(r, "anaemia")?.clinician).toMatch(/first trimester, at 9 weeks \(11\.0 g\/dL\)/);
    expect(codes(r)).toContain("hcg-expected-in-pregnancy");
    expect(patientText(r)).toMatch(/not given during pregnancy; it is offered after the birth/);
    // The negative infection screens and antibody screen raise no finding.
    expect(r.findings.some((f) => /hepatitis|hiv|antibody screen|syphilis|rpr/i.test(f.title))).toBe(false);
  });
});

describe("gestational diabetes: NICE in UK records (review 24)", () => {
  it("03: a UK fasting OGTT value of 5.7 mmol/L meets NICE NG3 and cites NICE only", () => {
    const f = finding(run("03-uk-gdm-ogtt-nice-fasting-5-7"), "gestational-diabetes");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/NICE NG3: fasting 5\.6 or 2-hour 7\.8/);
    expect(f?.clinician).not.toMatch(/ADA/);
    expect(f?.evidenceIds).toEqual(["nice-ng3-diabetes-pregnancy"]);
  });

  it("a UK fasting value of 5.3 mmol/L (ADA one-step only) is not called gestational diabetes", () => {
    const c = load("03-uk-gdm-ogtt-nice-fasting-5-7");
    c.labResults[0].value = "5.3";
    delete c.labResults[0].flag;
    expect(codes(runReviewCase(c))).not.toContain("gestational-diabetes");
  });

  it("the same values outside the UK are still judged by the ADA one-step thresholds", () => {
    const c = load("03-uk-gdm-ogtt-nice-fasting-5-7");
    c.labResults[0].value = "5.3";
    c.patientContext.clinicalNotes = "Prenatal OGTT at 26 weeks for BMI 34 and mother with type 2 diabetes.";
    expect(finding(runReviewCase(c), "gestational-diabetes")?.clinician).toMatch(/ADA one-step/);
  });
});

describe("gestational diabetes by the US 100 g 3-hour OGTT (review 24)", () => {
  it("04: two values over Carpenter–Coustan thresholds make the diagnosis; the stricter NDDG set is not met", () => {
    const r = run("04-us-gdm-100g-ogtt-carpenter-coustan");
    const f = finding(r, "gestational-diabetes-100g-ogtt");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/at 27 weeks, 100 g 3-hour OGTT \(after a 50 g challenge of 152 mg\/dL/);
    expect(f?.clinician).toMatch(/fasting 92 mg\/dL .*3-hour 128 mg\/dL/);
    expect(f?.clinician).toMatch(/Two values meet or exceed the Carpenter–Coustan thresholds/);
    expect(f?.clinician).toMatch(/National Diabetes Data Group .* are not met by two values/);
    expect(f?.evidenceIds).toEqual(["acog-pb190-gdm"]);
    expect(codes(r)).not.toContain("gestational-diabetes");
  });

  it("one value over the threshold does not make the diagnosis", () => {
    const c = load("04-us-gdm-100g-ogtt-carpenter-coustan");
    c.labResults[3].value = "150";
    expect(codes(runReviewCase(c))).not.toContain("gestational-diabetes-100g-ogtt");
  });

  it("a 3-hour value named only by its time is still read as part of the test", () => {
    const c = load("04-us-gdm-100g-ogtt-carpenter-coustan");
    c.labResults[3].value = "150";
    c.labResults[4] = { ...c.labResults[4], name: "Glucose 3 hr", value: "146" };
    expect(finding(runReviewCase(c), "gestational-diabetes-100g-ogtt")?.clinician).toMatch(/3-hour 146 mg\/dL/);
  });

  it("outside pregnancy the 100 g thresholds are not applied", () => {
    const c = load("04-us-gdm-100g-ogtt-carpenter-coustan");
    c.patientContext.conditions = [];
    c.patientContext.clinicalNotes = "3 hr GTT for reactive hypoglycaemia symptoms.";
    expect(codes(runReviewCase(c))).not.toContain("gestational-diabetes-100g-ogtt");
  });
});

describe("postnatal anaemia after PPH (review 24)", () => {
  it("05: Hb 86 g/L with ferritin 11 after a 1.2 L PPH is iron deficiency explained by the blood loss", () => {
    const r = run("05-uk-postnatal-anaemia-hb-86-ehr");
    const f = finding(r, "iron-deficiency-anaemia");
    expect(f?.clinician).toMatch(
      /Postpartum haemorrhage \(estimated blood loss 1200 ml\)\), which explains the iron loss/,
    );
    expect(clinicianText(r)).toMatch(/Start iron replacement/);
    expect(clinicianText(r)).not.toMatch(/colonoscopy|bidirectional endoscopy/i);
  });
});

describe("unscheduled bleeding on continuous combined HRT (review 24)", () => {
  it("06: bleeding coded as an active problem is read; a US record gets ACOG's first evaluation", () => {
    const f = finding(run("06-us-hrt-unscheduled-bleeding-ehr"), "hrt-combined-unscheduled-bleeding");
    expect(f?.severity).toBe("moderate");
    // Review 25: "no bleeding until 6 weeks ago: spotting on and off since" is now read as stated.
    expect(f?.clinician).toMatch(/"spotting" on estradiol/);
    expect(f?.clinician).toMatch(/BMI 31\.5 \(minor\)/);
    expect(f?.clinician).toMatch(/ACOG Committee Opinion 734/);
    expect(f?.nextSteps[0]).toMatch(/transvaginal ultrasound or office endometrial sampling/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["bms-2024-unscheduled-bleeding-hrt", "acog-co734-tvus-postmenopausal-bleeding"]),
    );
  });

  it("a UK record keeps the BMS ultrasound pathway and does not cite ACOG", () => {
    const c = load("06-us-hrt-unscheduled-bleeding-ehr");
    c.data.additionalContext += " Seen at the GP surgery.";
    const f = finding(runReviewCase(c), "hrt-combined-unscheduled-bleeding");
    expect(f?.nextSteps[0]).toMatch(/BMS pathway/);
    expect(f?.evidenceIds).not.toContain("acog-co734-tvus-postmenopausal-bleeding");
  });

  it("a resolved bleeding problem is not read as bleeding now", () => {
    const c = load("06-us-hrt-unscheduled-bleeding-ehr");
    c.data.pastMedicalHistory[1].clinicalStatus = "resolved";
    c.data.additionalContext = "On continuous combined HRT for 16 months. No missed doses.";
    expect(codes(runReviewCase(c))).not.toContain("hrt-combined-unscheduled-bleeding");
  });
});

describe("combined pill with raised blood pressure and migraine without aura (review 24)", () => {
  it("07: BP 146/94 and 148/92 on Rigevidon is UKMEC 3; a method without oestrogen is offered", () => {
    const r = run("07-uk-coc-migraine-no-aura-37-bp-raised-ehr");
    const f = finding(r, "combined-contraceptive-hypertension");
    expect(f?.clinician).toMatch(/UKMEC category 3/);
    expect(f?.nextSteps[0]).toMatch(/method without oestrogen/);
    expect(clinicianText(r)).toMatch(/ambulatory blood pressure monitoring/);
    expect(codes(r)).not.toContain("chc-migraine-aura");
  });
});

describe("alendronate for 7 years (review 24)", () => {
  it("08: treatment review is due, with a break considered as the hip T-score is above −2.5", () => {
    const f = finding(run("08-uk-alendronate-7-years-review-ehr"), "bisphosphonate-duration-review");
    expect(f?.clinician).toMatch(/about 7 years: treatment review is due after 5 years/);
    expect(f?.clinician).toMatch(/lowest hip T-score of −2\.2/);
    expect(f?.patient).toMatch(/Do not stop it on your own/);
  });
});

describe("well-woman panel (review 24)", () => {
  it("09: only a low-priority, reassuring note on an LDL of 101 mg/dL", () => {
    const r = run("09-us-well-woman-annual-ldl-101");
    expect(codes(r)).toEqual(["lab-high"]);
    expect(r.findings[0]?.severity).toBe("low");
    expect(patientText(r)).toMatch(/only a little above the optimal level/);
  });
});
