import { describe, expect, it } from "vitest";
import { finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/*
 * Clinical review 30, wave 2, nations-30b: follow-ups on country-right content. Scottish records were
 * given NICE NG12 and its 2-week wording (country-30 case 09), a US record with a positive FIT and
 * iron-deficiency anaemia was asked for a bidirectional endoscopy and, separately, a colonoscopy
 * (country-30 case 01), UK warfarin records cited the ACC/AHA AF guideline (sources-30 cases 01/02),
 * and the lipid guideline entry carried the withdrawn CG181. Synthetic cases in
 * fixtures/nations-30b-review30b.
 */
const { run, load } = reviewFolder(new URL("./fixtures/nations-30b-review30b/", import.meta.url));

interface LabCase {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string }[];
  patientContext: { clinicalNotes: string };
}

/** All the words a finding gives the clinician: statement and steps. */
const said = (f: ReturnType<typeof finding>) => `${f?.clinician ?? ""} ${f?.nextSteps.join(" ") ?? ""}`;
const NG12 = /NICE|NG12|within 2 weeks|suspected (?:colorectal )?cancer pathway/;
const SCOTTISH = /Scottish Referral Guidelines for Suspected Cancer/;
const LOWER_GI = "scottish-referral-guidelines-lower-gi-2025";
const UPPER_GI = "scottish-referral-guidelines-upper-gi-2025";

describe("Scottish records follow the Scottish Referral Guidelines for Suspected Cancer (review 30b, nations-30b)", () => {
  it("01: iron-deficiency anaemia in a Glasgow man of 67 is a qFIT-led urgent suspicion of cancer referral, not NG12's 2-week pathway", () => {
    const f = finding(run("01-scotland-glasgow-ida-man-67"), "ida-gi-investigation");
    expect(f?.clinician).toMatch(SCOTTISH);
    expect(f?.clinician).toMatch(
      /a result of 20 µg Hb\/g or more, or a person who cannot complete the test, makes it an urgent suspicion of cancer \(USC\) referral/,
    );
    expect(said(f)).not.toMatch(NG12);
    expect(f?.nextSteps[0]).toMatch(
      /^Arrange a qFIT with the referral for gastroscopy and colonoscopy: .*urgent suspicion of cancer \(USC\)/,
    );
    expect(f?.evidenceIds).toEqual([LOWER_GI, "bsg-2021-ida"]);
  });

  it("02: a postmenopausal Edinburgh woman of 56 gets the same Scottish qFIT pathway, which has no age of 60", () => {
    const f = finding(run("02-scotland-edinburgh-ida-postmenopausal-woman-56"), "ida-gi-investigation");
    expect(f?.clinician).toMatch(SCOTTISH);
    expect(said(f)).not.toMatch(NG12);
    expect(f?.evidenceIds).toContain(LOWER_GI);
  });

  it("03 near-negative: the same man in Leeds keeps NICE NG12's suspected cancer pathway", () => {
    const f = finding(run("03-england-leeds-ida-man-67"), "ida-gi-investigation");
    expect(f?.clinician).toMatch(
      /suspected colorectal cancer pathway referral \(appointment within 2 weeks\) under NICE NG12/,
    );
    expect(said(f)).not.toMatch(SCOTTISH);
    expect(f?.evidenceIds).not.toContain(LOWER_GI);
  });

  it("04 near-negative: a Cardiff record keeps the NG12 wording (Wales refers by NG12 criteria)", () => {
    const f = finding(run("04-wales-cardiff-ida-man-70"), "ida-gi-investigation");
    expect(f?.clinician).toMatch(/NICE NG12/);
    expect(said(f)).not.toMatch(/Scottish|USC/);
  });

  it("05: a qFIT of 45 in Aberdeen is an urgent suspicion of cancer referral to the colorectal service, with no NICE", () => {
    const r = run("05-scotland-aberdeen-qfit-45-looser-stools");
    const f = finding(r, "fit-positive-referral");
    expect(f?.clinician).toMatch(
      /qFIT of 20 µg Hb\/g or more, .* urgent suspicion of cancer \(USC\) referral to the colorectal service/,
    );
    expect(f?.nextSteps[0]).toMatch(
      /^Refer to the colorectal service as an urgent suspicion of cancer \(USC\) referral/,
    );
    expect(said(f)).not.toMatch(NG12);
    expect(f?.evidenceIds).toEqual([LOWER_GI]);
    expect(patientText(r)).not.toMatch(/within 2 weeks/);
  });

  it("06: a qFIT of 14 in Dundee is below Scotland's USC threshold of 20: referred by the board's qFIT pathway, not as USC", () => {
    const f = finding(run("06-scotland-dundee-qfit-14-looser-stools"), "fit-positive-referral");
    expect(f?.clinician).toMatch(/below the 20 µg Hb\/g at which/);
    expect(f?.nextSteps[0]).toMatch(/health board's qFIT pathway/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/as an urgent suspicion of cancer/);
    expect(said(f)).not.toMatch(NG12);
  });

  it("07 near-negative: a FIT of 14 in Bristol keeps NICE's 10 µg/g threshold and 2-week pathway", () => {
    const f = finding(run("07-england-bristol-fit-14-looser-stools"), "fit-positive-referral");
    expect(f?.clinician).toMatch(/NICE's diagnostics guidance on quantitative FIT/);
    expect(f?.nextSteps[0]).toMatch(/suspected colorectal cancer pathway \(appointment within 2 weeks\)/);
    expect(f?.evidenceIds).not.toContain(LOWER_GI);
  });

  it("14: dysphagia with weight loss in Inverness is an urgent suspicion of cancer referral by the Scottish upper GI guideline", () => {
    const r = run("14-scotland-inverness-dysphagia-weight-loss");
    const f = finding(r, "upper-gi-urgent-endoscopy");
    expect(f?.clinician).toMatch(SCOTTISH);
    expect(f?.clinician).toMatch(/persistent or progressive dysphagia/);
    expect(f?.nextSteps).toEqual([
      "Refer to the upper GI service as an urgent suspicion of cancer (USC) referral by the local pathway (Scottish Referral Guidelines for Suspected Cancer)",
    ]);
    expect(said(f)).not.toMatch(NG12);
    expect(f?.evidenceIds).toEqual([UPPER_GI]);
    expect(patientText(r)).toMatch(/Scottish guidance asks doctors to refer urgently/);
    expect(patientText(r)).not.toMatch(/within 2 weeks/);
  });

  it("15 near-negative: the same symptoms in Norwich keep NG12's direct-access endoscopy within 2 weeks", () => {
    const f = finding(run("15-england-norwich-dysphagia-weight-loss"), "upper-gi-urgent-endoscopy");
    expect(f?.clinician).toMatch(/NICE NG12 offers urgent direct-access upper GI endoscopy/);
    expect(f?.evidenceIds).not.toContain(UPPER_GI);
  });
});

describe("a US positive FIT with iron-deficiency anemia asks for one colonoscopy (review 30b, nations-30b)", () => {
  it("08: the anemia step adds the upper endoscopy to the colonoscopy the positive FIT needs, not a second colonoscopy", () => {
    const r = run("08-us-dayton-fit-85-ida-rectal-bleeding");
    const ida = finding(r, "ida-gi-investigation");
    expect(ida?.nextSteps[0]).toBe(
      "Add an upper endoscopy at the same sitting as the colonoscopy for the positive FIT (bidirectional endoscopy)",
    );
    const steps = r.findings.flatMap((f) => f.nextSteps);
    expect(steps.filter((s) => /^Refer\b.*colonoscopy/.test(s))).toEqual([
      "Refer promptly for colonoscopy (a positive FIT is not repeated instead)",
    ]);
  });

  it("08 near-negative: without the FIT the anemia step still asks for bidirectional endoscopy", () => {
    const c = load("08-us-dayton-fit-85-ida-rectal-bleeding");
    const lab = c as unknown as LabCase;
    lab.labResults = lab.labResults.filter((o) => !/FIT/.test(o.name));
    const ida = finding(runReviewCase(c), "ida-gi-investigation");
    expect(ida?.nextSteps[0]).toMatch(
      /^Refer for bidirectional endoscopy \(upper endoscopy and colonoscopy, at the same sitting\)/,
    );
  });

  it("09 near-negative: a positive FIT without anemia has only the colonoscopy step", () => {
    const r = run("09-us-columbus-fit-60-no-anemia");
    expect(finding(r, "ida-gi-investigation")).toBeUndefined();
    expect(finding(r, "fit-positive-referral")?.nextSteps).toEqual([
      "Refer promptly for colonoscopy (a positive FIT is not repeated instead)",
    ]);
  });
});

describe("warfarin in AF cites the record's own country's AF guideline (review 30b, nations-30b)", () => {
  it("10: a high INR on warfarin for AF in Sheffield cites NICE NG196, not the ACC/AHA guideline", () => {
    const f = finding(run("10-uk-sheffield-warfarin-inr-6-8-af"), "warfarin-inr-high");
    expect(f?.evidenceIds).toContain("nice-ng196-af");
    expect(f?.evidenceIds).not.toContain("acc-aha-2023-af");
  });

  it("11 near-negative: its Tampa twin keeps the ACC/AHA guideline and no NICE", () => {
    const f = finding(run("11-us-tampa-warfarin-inr-6-8-af"), "warfarin-inr-high");
    expect(f?.evidenceIds).toContain("acc-aha-2023-af");
    expect(f?.evidenceIds).not.toContain("nice-ng196-af");
  });

  it("10 near-negative: warfarin for a DVT in Sheffield cites no AF guideline at all", () => {
    const c = load("10-uk-sheffield-warfarin-inr-6-8-af") as unknown as {
      patientContext: { conditions: { name: string; status: string }[] };
    };
    c.patientContext.conditions = [{ name: "Deep vein thrombosis", status: "active" }];
    const f = finding(runReviewCase(c as never), "warfarin-inr-high");
    expect(f?.evidenceIds).not.toContain("nice-ng196-af");
    expect(f?.evidenceIds).not.toContain("acc-aha-2023-af");
  });
});

describe("the NICE lipid guideline is cited as NG238, which replaced CG181 (review 30b, nations-30b)", () => {
  it("13: a UK cholesterol result at 91 cites NG238 by its current title and address", () => {
    const r = run("13-uk-ldl-care-home-91");
    const cited = Object.values(r.result.citations.patient).find((c) => c?.url?.includes("nice.org.uk/guidance/ng"));
    expect(cited?.url).toBe("https://www.nice.org.uk/guidance/ng238");
    expect(cited?.title).toMatch(/NICE guideline NG238/);
    expect(JSON.stringify(r.result.citations)).not.toMatch(/cg181|CG181/);
  });
});

describe("the potassium aim is given in the record's unit (review 30b, nations-30b)", () => {
  it("16: a US potassium of 3.2 mEq/L is corrected to about 4.0 mEq/L before the aldosterone screen", () => {
    const f = finding(run("16-us-htn-k-3-2-meq"), "primary-aldosteronism-screen");
    expect(f?.nextSteps[0]).toMatch(/^Correct the low potassium first \(aim about 4\.0 mEq\/L\)/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/mmol\/L/);
  });

  it("16 near-negative: the same result in mmol/L keeps the aim in mmol/L", () => {
    const c = load("16-us-htn-k-3-2-meq");
    const lab = c as unknown as LabCase;
    lab.labResults = lab.labResults.map((o) => (o.name === "Potassium" ? { ...o, unit: "mmol/L" } : o));
    const f = finding(runReviewCase(c), "primary-aldosteronism-screen");
    expect(f?.nextSteps[0]).toMatch(/\(aim about 4\.0 mmol\/L\)/);
  });
});

describe("UK syphilis partner notification goes through the sexual health clinic (review 30b, nations-30b)", () => {
  const UK_PN =
    "Refer to the local sexual health (GUM) clinic, whose health advisers arrange partner notification and testing";

  it("17: a Manchester record is sent to the sexual health (GUM) clinic for partner notification, not a public health service", () => {
    const f = finding(run("17-uk-syphilis-positive"), "syphilis-serology-reactive");
    expect(f?.nextSteps).toContain(UK_PN);
    expect(f?.nextSteps.join(" ")).not.toMatch(/public health service/);
    expect(f?.nextSteps[0]).toMatch(/^Take a treatment history and stage the infection/);
  });

  it("17 near-negative: the same result in Columbus, Ohio keeps the US public health service step", () => {
    const c = load("17-uk-syphilis-positive");
    (c as unknown as LabCase).patientContext.clinicalNotes =
      "Primary care clinic, Columbus, Ohio. Painless rash on palms for 2 weeks. MSM. Last STI screen 18 months ago.";
    const f = finding(runReviewCase(c), "syphilis-serology-reactive");
    expect(f?.nextSteps).toContain("Arrange partner notification and testing with the local public health service");
    expect(f?.nextSteps).not.toContain(UK_PN);
  });
});

describe("a UK secondary-prevention LDL finding cites NICE first, as its text reads (review 30b, nations-30b)", () => {
  const IDS = ["aha-acc-2023-ccd", "acc-aha-2026-dyslipidemia", "esc-eas-2019-dyslipidaemias"];

  it("12: a UK record after a heart attack cites NICE NG238 before the AHA/ACC and ESC guidelines", () => {
    const f = finding(run("12-uk-lipids-on-statin-nonhdl"), "ldl-above-goal-ascvd");
    expect(f?.clinician).toMatch(/^LDL-C .*; NICE NG238 aims for LDL-C 2\.0 mmol\/L or less/);
    expect(f?.evidenceIds[0]).toBe("nice-cg181-lipid-modification");
    for (const id of IDS) expect(f?.evidenceIds.indexOf(id)).toBeGreaterThan(0);
  });

  it("12 near-negative: the same LDL in mg/dL on a US record keeps AHA/ACC first", () => {
    const c = load("12-uk-lipids-on-statin-nonhdl") as unknown as {
      labResults: { name: string; value: string; unit?: string; referenceRange?: string; flag?: string }[];
      patientContext: { clinicalNotes: string };
    };
    c.labResults = c.labResults
      .filter((o) => o.name === "LDL cholesterol")
      .map((o) => ({ ...o, value: "131", unit: "mg/dL", referenceRange: "<100" }));
    c.patientContext.clinicalNotes = "Cardiology follow-up, Denver, Colorado. MI in 2026 with a stent.";
    const f = finding(runReviewCase(c as never), "ldl-above-goal-ascvd");
    expect(f?.evidenceIds[0]).toBe("aha-acc-2023-ccd");
  });
});

describe("a rising troponin names the ST depression stated in the notes (review 30b, nations-30b)", () => {
  interface EhrCase {
    data: { additionalContext?: string };
  }

  it("18: chest pressure with 1 mm ST depression V4-V6 and a rising troponin reads as a possible NSTEMI", () => {
    const f = finding(run("18-us-troponin-rise-st-depression-ehr"), "troponin-elevated");
    expect(f?.clinician).toMatch(/The notes also record "1 mm ST depression V4-V6" on the ECG/);
    expect(f?.clinician).toMatch(/possible non-ST-elevation myocardial infarction/);
  });

  it("18 near-negative: 'no ST depression' in the notes is not read as an ECG change", () => {
    const c = load("18-us-troponin-rise-st-depression-ehr");
    const ehr = c as unknown as EhrCase;
    ehr.data.additionalContext = String(ehr.data.additionalContext).replace(
      "ECG: 1 mm ST depression V4-V6",
      "ECG: sinus rhythm, no ST depression",
    );
    const f = finding(runReviewCase(c), "troponin-elevated");
    expect(f?.clinician).toMatch(/assess now as a possible acute coronary syndrome/);
    expect(f?.clinician).not.toMatch(/The notes also record/);
  });
});
