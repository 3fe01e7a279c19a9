import { describe, expect, it } from "vitest";
import {
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
  runReviewCase,
} from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/cancer-25-review25/", import.meta.url));

/** A case's notes with every UK word taken out, so it reads as a US record. */
const asUs = (name: string) =>
  edit(name, (d) => {
    d.additionalContext = d.additionalContext.replace(/\b(?:NHS|GP surgery|GP practice|UK)\b/g, "clinic");
    for (const s of d.imagingStudies ?? []) s.description = (s.description ?? "").replace(/\bNHS\b/g, "");
  });

describe("cancer screening and inherited cancer risk (review 25, cancer-25)", () => {
  it("01: a UK BRCA1 carrier of 36 is screened by yearly MRI alone, as the NHS very high risk protocol sets it", () => {
    const f = finding(run("01-uk-brca1-36-mri-only"), "brca-pathogenic-variant");
    const step = f?.nextSteps.join(" ") ?? "";
    expect(step).toMatch(
      /Annual breast MRI, with mammography added from 40 \(NHS Breast Screening Programme very high risk protocol\): breast MRI 2026-05-18 within the year/,
    );
    expect(step).not.toMatch(/mammogram due|no mammogram|NCCN/);
    expect(f?.patient).not.toMatch(/mammogram is due/);
    expect(f?.evidenceIds).toEqual(["nhs-bsp-very-high-risk-protocols", "nice-cg164-familial-breast-cancer"]);
  });

  it("01: the same carrier on a US record keeps NCCN's mammogram from 30, named as due", () => {
    const f = finding(runReviewCase(asUs("01-uk-brca1-36-mri-only")), "brca-pathogenic-variant");
    expect(f?.nextSteps.join(" ")).toMatch(/Annual breast MRI and mammography per NCCN: .*no mammogram in the record/);
    expect(f?.patient).toMatch(/from 30, a mammogram\) are advised with this gene change: your mammogram is due now/);
    expect(f?.evidenceIds).toContain("nccn-genetic-familial-bopp");
  });

  it("01: at 44 the UK carrier's mammogram joins the MRI and is due when none is recorded", () => {
    const c = edit("01-uk-brca1-36-mri-only", () => undefined);
    c.data.patientInfo.age = 44;
    const f = finding(runReviewCase(c), "brca-pathogenic-variant");
    expect(f?.nextSteps.join(" ")).toMatch(
      /Annual breast MRI and mammography from 40 to 50 \(NHS .*\): breast MRI 2026-05-18 within the year; no mammogram in the record/,
    );
    expect(f?.patient).toMatch(
      /A yearly breast MRI scan and mammogram are advised with this gene change: your mammogram is due now/,
    );
  });

  it("02: a UK carrier of 58 whose MRI stopped at the density review is due only her mammogram, with no ovary surgery step after it was done", () => {
    const f = finding(run("02-uk-brca2-58-mammogram-overdue"), "brca-pathogenic-variant");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(
      /Annual mammography from 51 to 70, with breast MRI as well only if the breast density review advises it .*: mammogram due \(last in the record 2025-09-10/,
    );
    expect(steps).not.toMatch(/breast MRI due|salpingo-oophorectomy/);
    expect(f?.patient).toMatch(/A yearly mammogram is advised .*: your mammogram is due now/);
  });

  it("02: with her ovaries still in place and no scans, a UK carrier is still offered the operation's discussion", () => {
    const c = edit("02-uk-brca2-58-mammogram-overdue", (d) => {
      d.pastMedicalHistory = d.pastMedicalHistory.filter((p) => !/oophorectomy/i.test(p.display ?? ""));
      d.imagingStudies = [];
      d.additionalContext = "Annual review at the GP practice. BRCA2 carrier. Has not had risk-reducing surgery.";
    });
    c.data.patientInfo.age = 38;
    const f = finding(runReviewCase(c), "brca-pathogenic-variant");
    expect(f?.nextSteps.join(" ")).toMatch(/NHS Breast Screening Programme very high risk protocol: MRI from 25/);
    expect(f?.nextSteps.join(" ")).toMatch(/risk-reducing salpingo-oophorectomy/);
  });

  it("03: a UK man of 46 with PSA 3.4 is read as raised for his age, not left silent", () => {
    const f = finding(run("03-uk-psa-3-4-age-46"), "psa-above-nhs-threshold");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(
      /PSA 3\.4 µg\/L \(2026-11-24\) at age 46 .*the level from which the Scottish referral guidelines refer men under 70 urgently; the NHS Prostate Cancer Risk Management Programme sets no level below 50/,
    );
    expect(f?.patient).toMatch(/UK guidance for men in their forties counts a level of 3 or more as raised/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["scottish-referral-guidelines-prostate-2025", "nice-ng12-suspected-cancer"]),
    );
  });

  it("03: pre-test conditions the notes record as met are not asked about again; unrecorded ones are", () => {
    const f = finding(run("03-uk-psa-3-4-age-46"), "psa-above-nhs-threshold");
    expect(f?.nextSteps).toEqual([
      "The notes record the pre-test conditions as met: discuss referral on the urgent suspected prostate cancer pathway with him, without a repeat PSA first",
    ]);
    expect(f?.evidenceIds).toContain("ncl-icb-urgent-suspected-cancer-urology");
    const unrecorded = edit("03-uk-psa-3-4-age-46", (d) => {
      d.additionalContext =
        "Seen at the GP surgery. Asked for a PSA test after a friend's diagnosis. No urinary symptoms.";
    });
    expect(finding(runReviewCase(unrecorded), "psa-above-nhs-threshold")?.nextSteps[0]).toMatch(
      /^Check the pre-test conditions/,
    );
  });

  it("03: the same PSA stays silent on a US record at 46 and on a UK record under 40", () => {
    expect(codes(runReviewCase(asUs("03-uk-psa-3-4-age-46")))).not.toContain("psa-above-nhs-threshold");
    const young = load("03-uk-psa-3-4-age-46");
    young.data.patientInfo.age = 38;
    expect(codes(runReviewCase(young))).not.toContain("psa-above-nhs-threshold");
  });

  it("03: at 54 the UK reading keeps the PCRMP's level for 50 to 69", () => {
    const c = load("03-uk-psa-3-4-age-46");
    c.data.patientInfo.age = 54;
    const f = finding(runReviewCase(c), "psa-above-nhs-threshold");
    expect(f?.clinician).toMatch(/treats as raised in men aged 50 to 69/);
    expect(f?.evidenceIds).not.toContain("nice-ng12-suspected-cancer");
  });

  it("04: a BRCA2 carrier's raised PSA, taken properly, is referred now rather than repeated (IMPACT)", () => {
    const r = run("04-us-brca2-man-psa-4-6");
    const f = finding(r, "psa-elevated");
    expect(f?.clinician).toMatch(/above 3\.0 ng\/mL in a man with a pathogenic BRCA2 variant \(the IMPACT study/);
    expect(f?.clinician).toMatch(/refer to urology now for prostate MRI and biopsy assessment/);
    expect(f?.clinician).not.toMatch(/should be repeated before further tests/);
    expect(f?.nextSteps[0]).toMatch(/^Discuss with him and refer to urology now/);
    expect(f?.patient).toMatch(/refer you to a prostate specialist now rather than repeat the test first/);
    expect(f?.evidenceIds).toContain("impact-2019-brca2-psa");
  });

  it("04: a carrier's PSA of 3.4 at 52 is raised for him, and on a UK record no second NHS-threshold finding is added", () => {
    const c = edit("04-us-brca2-man-psa-4-6", (d) => {
      d.recentAbnormalLabs[0]!.value = "3.4";
      d.additionalContext += " Registered with an NHS GP practice.";
    });
    const r = runReviewCase(c);
    expect(finding(r, "psa-elevated")?.nextSteps[0]).toMatch(/refer to urology now/);
    expect(codes(r)).not.toContain("psa-above-nhs-threshold");
  });

  it("04: a carrier's PSA taken after cycling is repeated first, and a non-carrier's 4.6 keeps the repeat", () => {
    const cycled = edit("04-us-brca2-man-psa-4-6", (d) => {
      d.additionalContext =
        "Annual PSA screening since his BRCA2 result. No urinary symptoms. Cycled 40 miles the morning of the blood test.";
    });
    const f = finding(runReviewCase(cycled), "psa-elevated");
    expect(f?.clinician).toMatch(/cannot be interpreted and is not a reason to refer now/);
    expect(f?.nextSteps.join(" ")).toMatch(/Repeat PSA with no vigorous exercise/);
    expect(f?.patient).toMatch(/if the repeat is still raised your doctor will refer you/);
    const noGene = edit("04-us-brca2-man-psa-4-6", (d) => {
      d.pastMedicalHistory = d.pastMedicalHistory.filter((p) => !/BRCA/.test(p.display ?? ""));
    });
    noGene.data.geneticData = [];
    const plain = finding(runReviewCase(noGene), "psa-elevated");
    expect(plain?.clinician).toMatch(/A raised PSA should be repeated before further tests/);
    expect(plain?.clinician).not.toMatch(/IMPACT/);
  });

  it("04: a carrier of 74 keeps the confirm-then-refer plan, outside IMPACT's ages", () => {
    const c = load("04-us-brca2-man-psa-4-6");
    c.data.patientInfo.age = 74;
    const f = finding(runReviewCase(c), "psa-elevated");
    expect(f?.nextSteps[0]).toMatch(/^Repeat PSA within weeks to confirm; if it is still raised, refer promptly/);
    expect(patientText(runReviewCase(c))).toMatch(/if the repeat test is still raised/);
  });

  it("05: an MLH1 carrier whose last colonoscopy was 2.7 years ago is told it is overdue", () => {
    const f = finding(run("05-uk-lynch-mlh1-colonoscopy-overdue"), "lynch-syndrome-variant");
    expect(f?.clinician).toMatch(/Last colonoscopy 2024-03-20 \(2\.7 years ago\): surveillance is overdue/);
    expect(f?.nextSteps[0]).toBe("Book the overdue surveillance colonoscopy now (last 2024-03-20)");
    // He takes aspirin already: it is not offered again.
    expect(f?.nextSteps.join(" ")).not.toMatch(/aspirin/);
    expect(f?.evidenceIds).toContain("bsg-2019-hereditary-crc");
  });

  it("05: a colonoscopy named only in the notes is not read as none: its date is confirmed instead", () => {
    const r = runReviewCase(edit("05-uk-lynch-mlh1-colonoscopy-overdue", (d) => (d.imagingStudies = [])));
    const f = finding(r, "lynch-syndrome-variant");
    expect(f?.clinician).toMatch(
      /the notes record "last colonoscopy march 2024" but no dated colonoscopy is in the record/,
    );
    expect(f?.clinician).not.toMatch(/the first is due now/);
    expect(f?.nextSteps.join(" ")).toMatch(/Confirm the date of the last colonoscopy/);
    expect(f?.patient).toMatch(/Your notes mention an earlier colonoscopy/);
  });

  it("05: with no colonoscopy anywhere, the first is still due now", () => {
    const c = edit("05-uk-lynch-mlh1-colonoscopy-overdue", (d) => {
      d.imagingStudies = [];
      d.additionalContext = "GP surgery review. Lynch syndrome (MLH1). Never had a colonoscopy. No bowel symptoms.";
    });
    const f = finding(runReviewCase(c), "lynch-syndrome-variant");
    expect(f?.clinician).toMatch(/at 41 with no colonoscopy in the record, the first is due now/);
  });

  it("06: a son of 38 whose father had colon cancer at 44 is due a colonoscopy now, with the start age read plainly", () => {
    const f = finding(run("06-us-father-crc-44-son-38"), "family-colorectal-cancer");
    expect(f?.clinician).toMatch(
      /colonoscopy every 5 years from age 34, the earlier of 40 and 10 years before the youngest relative's diagnosis \(US Multi-Society Task Force 2017\)\. At 38, already past that start age/,
    );
    expect(f?.nextSteps[0]).toMatch(/^Arrange a colonoscopy now/);
  });

  it("07: a positive FIT with iron-deficiency anaemia at 62 is referred on the suspected cancer pathway", () => {
    const r = run("07-uk-fit-positive-ida-62");
    const fit = finding(r, "fit-positive-referral");
    expect(fit?.severity).toBe("high");
    expect(fit?.nextSteps[0]).toMatch(/suspected colorectal cancer pathway \(appointment within 2 weeks\)/);
    expect(fit?.clinician).toMatch(/low ferritin .* adds to the case for lower-bowel investigation/);
    expect(finding(r, "ida-gi-investigation")?.nextSteps[0]).toMatch(/coeliac serology already in the record/);
  });

  it("08: painless visible haematuria at 52 with no infection goes to urology on the 2-week pathway (NG12)", () => {
    const f = finding(run("08-uk-visible-haematuria-52"), "haematuria-suspected-cancer-referral");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/at 45 or over with unexplained visible haematuria/);
    expect(f?.evidenceIds).toContain("nice-ng12-suspected-cancer");
  });

  it("09: post-menopausal spotting at 58, on no hormone, is referred on the suspected cancer pathway (NG12)", () => {
    const f = finding(run("09-uk-postmenopausal-bleeding-58"), "postmenopausal-bleeding");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/\("vaginal spotting"\) at age 58, not on tamoxifen or HRT/);
    expect(f?.clinician).toMatch(/Her obesity \(BMI 36\.4\) and diabetes add to the risk/);
    expect(f?.nextSteps[0]).toMatch(/^Refer on the suspected cancer pathway for endometrial cancer/);
    expect(f?.patient).toMatch(/usually to be seen within 2 weeks/);
    expect(f?.evidenceIds).toEqual(["nice-ng12-suspected-cancer", "acog-co734-tvus-postmenopausal-bleeding"]);
  });

  it("09: on a US record the first test is an ultrasound or sampling (ACOG 734); on tamoxifen or after a hysterectomy this rule is silent", () => {
    const us = edit("09-uk-postmenopausal-bleeding-58", (d) => {
      d.recentAbnormalLabs[0] = {
        display: "Hemoglobin A1c",
        value: "7.5",
        unit: "%",
        date: "2026-11-12",
        referenceRange: "4.0-5.6",
        interpretation: "H",
      };
    });
    const f = finding(runReviewCase(us), "postmenopausal-bleeding");
    expect(f?.nextSteps[0]).toMatch(/^Arrange prompt transvaginal ultrasound or endometrial sampling \(ACOG 734\)/);
    expect(f?.evidenceIds).toEqual(["acog-co734-tvus-postmenopausal-bleeding"]);
    const tamoxifen = edit("09-uk-postmenopausal-bleeding-58", (d) => {
      d.medications.push({ medication: "Tamoxifen 20 mg tablets", status: "active", frequency: "once daily" });
    });
    const r = runReviewCase(tamoxifen);
    expect(codes(r)).not.toContain("postmenopausal-bleeding");
    expect(codes(r)).toContain("tamoxifen-postmenopausal-bleeding");
    const hysterectomy = edit("09-uk-postmenopausal-bleeding-58", (d) => {
      d.additionalContext = "Hysterectomy 2015 for fibroids. Two episodes of vaginal spotting in the last month.";
    });
    expect(codes(runReviewCase(hysterectomy))).not.toContain("postmenopausal-bleeding");
  });

  it("09: a woman of 50 with spotting and no word of the menopause is not read as post-menopausal", () => {
    const c = edit("09-uk-postmenopausal-bleeding-58", (d) => {
      d.additionalContext = "Two episodes of vaginal spotting between periods in the last month.";
    });
    c.data.patientInfo.age = 50;
    expect(codes(runReviewCase(c))).not.toContain("postmenopausal-bleeding");
  });

  it("10: a man of 64 with iron-deficiency anaemia is sent for gastroscopy and colonoscopy on the suspected cancer pathway", () => {
    const r = run("10-uk-man-iron-deficiency-anaemia-64");
    const f = finding(r, "ida-gi-investigation");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/At 60 or over this is a reason for a suspected colorectal cancer pathway referral/);
    expect(f?.nextSteps[0]).toMatch(/gastroscopy and colonoscopy/);
    expect(f?.nextSteps.join(" ")).toMatch(/Start iron alongside the referral, not instead of it/);
    expect(finding(r, "lab-high")?.clinician).toMatch(/reaction to the iron deficiency/);
  });

  it("11: weight loss with a raised platelet count at 66 in an ex-smoker prompts a 2-week chest X-ray (NG12)", () => {
    const f = finding(run("11-uk-weight-loss-thrombocytosis-66"), "lung-cancer-chest-xray-urgent");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(
      /A raised platelet count, 512 10\^9\/L \(2026-11-26\), is a further reason NG12 gives for the X-ray/,
    );
    expect(f?.nextSteps[1]).toMatch(/If the X-ray is normal, the weight or appetite loss still needs explaining/);
  });

  it("01, 02 and 09 read through in deep mode, every citation numbered", () => {
    for (const name of [
      "01-uk-brca1-36-mri-only",
      "02-uk-brca2-58-mammogram-overdue",
      "09-uk-postmenopausal-bleeding-58",
    ])
      expectDeepReadsThrough(runDeepReviewCase(load(name)));
  });
});
