import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  finding,
  patientText,
  reviewFolder,
  runReviewCase,
  type ReviewRun,
} from "../testing/review-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/leftovers-31b-review31b/", import.meta.url));

interface LabsCase {
  labResults: { name: string; value: string; unit: string; flag?: string }[];
  patientContext: { clinicalNotes: string };
}

/** A lab-results case read afresh with its notes or a result changed. */
const labs = (name: string, change: (c: LabsCase) => void) => {
  const c = load(name);
  change(c as unknown as LabsCase);
  return runReviewCase(c);
};

/** The glucose line (the lab flag finding for glucose). */
const glucoseLine = (r: ReviewRun) => r.findings.find((f) => f.code === "lab-high" && /glucose/i.test(f.title));

describe("a glucose within the less strict range of a frail older adult is not 'above target' (review 31b, leftovers-31b)", () => {
  it("01: 88, nursing home, glipizide, A1c 6.9%: glucose 118 mg/dL is read against ADA's older-adult range, not as above target", () => {
    const r = run("01-us-frail-88-glipizide-a1c-6-9-labs");
    expect(codes(r)).toContain("diabetes-tight-control-frailty");
    const g = glucoseLine(r);
    expect(g?.clinician).not.toMatch(/above target/);
    expect(g?.clinician).toMatch(/within the less strict glucose range ADA gives for older adults, 90–150 mg\/dL/);
    expect(g?.clinician).toMatch(/not a reason to add or increase glucose-lowering treatment/);
    expect(g?.evidenceIds).toContain("ada-soc-2026-s13");
    expect(g?.evidenceIds).not.toContain("nice-ng28-t2d-adults");
    expect(patientText(r)).not.toMatch(/above target/);
  });

  it("02: the UK twin (care home, gliclazide, HbA1c 52 mmol/mol, glucose 6.6 mmol/L) gives mmol/L and NICE's relaxed target", () => {
    const r = run("02-uk-frail-88-gliclazide-hba1c-52-ehr");
    const g = glucoseLine(r);
    expect(g?.clinician).not.toMatch(/above target/);
    expect(g?.clinician).toMatch(/older adults, 5\.0–8\.3 mmol\/L \(90–150 mg\/dL\) before meals/);
    expect(g?.clinician).toMatch(/NICE asks for the HbA1c target to be relaxed for older or frail people/);
    expect(g?.evidenceIds).toEqual(expect.arrayContaining(["nice-ng28-t2d-adults", "ada-soc-2026-s13"]));
    const tight = finding(r, "diabetes-tight-control-frailty");
    expect(tight?.clinician).toMatch(/NICE NG28/);
    expect(tight?.evidenceIds).toContain("nice-ng28-t2d-adults");
  });

  it("01: a glucose of 182 mg/dL in the same woman is above even the less strict range: the usual line stays", () => {
    const r = labs("01-us-frail-88-glipizide-a1c-6-9-labs", (c) => {
      c.labResults[0]!.value = "182";
    });
    expect(glucoseLine(r)?.clinician).toMatch(/is above target for someone with diabetes/);
  });

  it("03: a working 58-year-old with no frailty keeps the usual line, and the US tight-control finding names no NICE", () => {
    const r = run("03-us-58-metformin-glucose-118-labs");
    expect(glucoseLine(r)?.clinician).toMatch(/is above target for someone with diabetes/);
    const tight = finding(run("01-us-frail-88-glipizide-a1c-6-9-labs"), "diabetes-tight-control-frailty");
    expect(tight?.clinician).not.toMatch(/NICE/);
    expect(tight?.evidenceIds).toEqual(["ada-soc-2026-s13"]);
  });
});

describe("hepatitis B controlled on treatment follows NICE CG165 on a UK record (review 31b, leftovers-31b)", () => {
  const HBV = "hbv-suppressed-on-treatment";

  it("04: a Leeds man born in Nigeria on tenofovir is not given AASLD's 'African origin' surveillance group", () => {
    const f = finding(run("04-uk-hbv-tenofovir-suppressed-nigerian-man-ehr"), HBV);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/AASLD|origin/);
    expect(steps).toMatch(/NICE CG165: hepatic ultrasound and AFP every 6 months with significant fibrosis/);
    expect(f?.evidenceIds).not.toContain("aasld-2018-hbv");
    expect(f?.evidenceIds).toContain("nice-cg165-chronic-hbv");
  });

  it("05: a San Jose man born in Vietnam on entecavir keeps the AASLD group and source", () => {
    const f = finding(run("05-us-hbv-entecavir-suppressed-asian-man-labs"), HBV);
    expect(f?.nextSteps.join(" ")).toMatch(/ultrasound every 6 months \(a man over 40 of Asian origin/);
    expect(f?.evidenceIds).toContain("aasld-2018-hbv");
    expect(f?.evidenceIds).not.toContain("nice-cg165-chronic-hbv");
  });
});

describe("Scottish records use Scottish sources and criteria (review 31b, leftovers-31b)", () => {
  it("06: H. pylori in Aberdeen without alarm features cites NHS Scotland board guidance, not NICE CG184", () => {
    const f = finding(run("06-scot-h-pylori-positive-aberdeen-labs"), "h-pylori-positive");
    expect(f?.clinician).not.toMatch(/NICE|CG184/);
    expect(f?.clinician).toMatch(/NHS Scotland boards' antimicrobial guidance/);
    expect(f?.evidenceIds).toEqual(["nhs-lanarkshire-h-pylori-eradication"]);
  });

  it("06: the same result in Leeds keeps NICE CG184", () => {
    const r = labs("06-scot-h-pylori-positive-aberdeen-labs", (c) => {
      c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace(
        "GP practice in Aberdeen",
        "GP surgery in Leeds",
      );
    });
    const f = finding(r, "h-pylori-positive");
    expect(f?.clinician).toMatch(/NICE CG184 offers eradication therapy/);
    expect(f?.evidenceIds).toEqual(["nice-cg184-dyspepsia"]);
  });

  it("07: lung screening on a Glasgow record cites the Scottish Government's answer, not the Welsh statement", () => {
    const f = finding(run("07-scot-lung-screening-ex-smoker-glasgow-ehr"), "lung-cancer-screening-due");
    expect(f?.clinician).toMatch(/check what is offered in Scotland\./);
    expect(f?.clinician).toMatch(/years rather than months/);
    expect(f?.evidenceIds).toEqual(["scottish-parliament-2025-lung-screening"]);
  });

  it("07: a Belfast record cites the UK-wide recommendation, not the Welsh statement", () => {
    const c = load("07-scot-lung-screening-ex-smoker-glasgow-ehr");
    (c.data as { additionalContext: string }).additionalContext = (
      c.data as { additionalContext: string }
    ).additionalContext.replace("GP practice in Glasgow", "GP practice in Belfast");
    const f = finding(runReviewCase(c), "lung-cancer-screening-due");
    expect(f?.clinician).toMatch(/check what is offered in Northern Ireland\./);
    expect(f?.evidenceIds).toEqual(["cruk-lung-cancer-screening"]);
  });

  it("08: a second episode of visible haematuria at 38 in Dundee, culture negative, is a USC referral", () => {
    const r = run("08-scot-visible-haematuria-38-two-episodes-labs");
    const f = finding(r, "haematuria-suspected-cancer-referral");
    expect(f?.clinician).toMatch(/under 45 with more than one episode of unexplained visible haematuria/);
    expect(f?.evidenceIds).toEqual(["scottish-referral-guidelines-bladder-kidney-2025"]);
    expect(codes(r)).not.toContain("dipstick-blood-repeat-uk");
  });

  it("09: a single episode at 38 is not a USC referral, and is not read as non-visible haematuria", () => {
    const r = run("09-scot-visible-haematuria-38-single-episode-labs");
    expect(codes(r)).not.toContain("haematuria-suspected-cancer-referral");
    expect(codes(r)).not.toContain("dipstick-blood-repeat-uk");
    const f = finding(r, "visible-haematuria-single-under-45-scotland");
    expect(f?.clinician).toMatch(/does not meet the criteria for a USC referral/);
    expect(f?.evidenceIds).toEqual(["scottish-referral-guidelines-bladder-kidney-2025"]);
  });

  it("08: the Leeds twin at 38 is not given a suspected cancer referral (NG12 starts at 45)", () => {
    const r = labs("08-scot-visible-haematuria-38-two-episodes-labs", (c) => {
      c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace(
        "GP practice in Dundee",
        "GP surgery in Leeds",
      );
    });
    expect(codes(r)).not.toContain("haematuria-suspected-cancer-referral");
    expect(codes(r)).not.toContain("visible-haematuria-single-under-45-scotland");
  });

  it("10: haemoptysis at 34 in an Edinburgh smoker gets the Scottish USC referral (no age limit there)", () => {
    const f = finding(run("10-scot-haemoptysis-34-smoker-edinburgh-labs"), "lung-cancer-chest-xray-urgent");
    expect(f?.title).not.toMatch(/40 or over/);
    expect(f?.nextSteps[0]).toMatch(/^Refer to the respiratory service as an urgent suspicion of cancer \(USC\)/);
    expect(f?.evidenceIds).toEqual(["scottish-referral-guidelines-lung-2025"]);
  });

  it("11: the Leeds twin at 34 is below NG12's age of 40: no finding", () => {
    expect(codes(run("11-uk-haemoptysis-34-smoker-leeds-labs"))).not.toContain("lung-cancer-chest-xray-urgent");
  });

  it("12: repeat-positive dipsticks in Dundee with no culture name the Scottish route, not NG12 or a Yorkshire pathway", () => {
    const r = run("12-scot-repeat-dipstick-no-culture-dundee-labs");
    const f = finding(r, "persistent-non-visible-haematuria");
    expect(f?.clinician).not.toMatch(/NICE|NG12/);
    expect(f?.clinician).toMatch(/urgent suspicion of cancer \(USC\) referral to urology at 60 or over/);
    expect(f?.evidenceIds).toEqual([
      "scottish-referral-guidelines-bladder-kidney-2025",
      "nhs-ggc-non-visible-haematuria",
    ]);
  });

  it("12: the Leeds twin keeps NG12 and the NHS pathway", () => {
    const r = labs("12-scot-repeat-dipstick-no-culture-dundee-labs", (c) => {
      c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace(
        "GP practice in Dundee",
        "GP surgery in Leeds",
      );
    });
    const f = finding(r, "persistent-non-visible-haematuria");
    expect(f?.clinician).toMatch(/NICE NG12 at 60 or over/);
    expect(f?.evidenceIds).toEqual(["hnyp-nvh-pathway", "nice-ng12-suspected-cancer"]);
  });
});

describe("sexually transmitted infections on US records (review 31b, leftovers-31b)", () => {
  it("13: chlamydia in Columbus, Ohio cites CDC and US partner management, not NHS Highland", () => {
    const r = run("13-us-chlamydia-positive-ohio-labs");
    const f = finding(r, "chlamydia-positive");
    expect(f?.evidenceIds).toEqual(["cdc-2021-sti-guidelines"]);
    expect(`${f?.clinician} ${f?.nextSteps.join(" ")}`).not.toMatch(/sexual health services/);
    expect(f?.clinician).toMatch(/expedited partner therapy where state law allows/);
    expect(patientText(r)).not.toMatch(/sexual health clinic/);
  });

  it("13: the Leeds twin keeps NHS Highland and sexual health services", () => {
    const r = labs("13-us-chlamydia-positive-ohio-labs", (c) => {
      c.patientContext.clinicalNotes = "Sexual health clinic, Leeds. Routine screening, new partner. Not pregnant.";
    });
    const f = finding(r, "chlamydia-positive");
    expect(f?.evidenceIds).toEqual(["nhs-highland-chlamydia-2023"]);
    expect(f?.clinician).toMatch(/partner notification through sexual health services/);
  });

  it("14: qualitative results only with Houston, Texas in the notes read as US: gonorrhea, CDC", () => {
    const r = run("14-us-gonorrhea-qualitative-only-texas-labs");
    const f = finding(r, "gonorrhoea-positive");
    expect(f?.title).toMatch(/^Gonorrhea detected/);
    expect(`${clinicianText(r)} ${patientText(r)}`).not.toMatch(/\bgonorrhoea\b/i);
    expect(f?.evidenceIds).toContain("cdc-2020-gonococcal-update");
  });

  it("14: the US gonorrhea finding sends partners to the clinic or health department, not 'sexual health services'", () => {
    const r = run("14-us-gonorrhea-qualitative-only-texas-labs");
    const f = finding(r, "gonorrhoea-positive");
    expect(f?.nextSteps.join(" ")).not.toMatch(/sexual health services/);
    expect(f?.nextSteps).toContain(
      "Partner services: recent sex partners need evaluation, testing and treatment, with the clinic's or the local health department's help; no sex until they and their partners are treated",
    );
    expect(patientText(r)).toMatch(/your clinic or the local health department can help you tell them/);
    expect(f?.evidenceIds).toContain("cdc-2021-sti-guidelines");
  });
});
