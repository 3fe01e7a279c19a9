import { describe, expect, it } from "vitest";
import { SEVERITY_RANK, Severity } from "../model.ts";
import {
  clinicianText,
  codes,
  finding,
  patientText,
  type ReviewCase,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/womens-health-21-review21/", import.meta.url));
const count = (text: string, re: RegExp) => text.match(new RegExp(re.source, `${re.flags}g`))?.length ?? 0;

describe("cervical screening: high-risk HPV with normal cytology is not silent (review 21)", () => {
  it("a first HPV positive with NILM asks for a repeat HPV test in 12 months, not colposcopy", () => {
    const r = run("09-hpv-positive-normal-cytology-uk");
    const f = finding(r, "hpv-positive-normal-cytology");
    expect(f?.severity).toBe(Severity.low);
    expect(f?.evidenceIds).toEqual(["phw-cervical-screening-hpv-normal-cells", "cdc-2021-asccp-2019-table"]);
    expect(clinicianText(r)).toMatch(/repeat HPV testing in 12 months/);
    expect(f?.nextSteps[0]).toMatch(/Repeat the HPV test in 12 months/);
    expect(patientText(r)).toMatch(/another test in 12 months/);
    expect(patientText(r)).not.toMatch(/Nothing in these results stands out/);
  });

  it("HPV 16 typed on the same screen goes to colposcopy (ASCCP 2019)", () => {
    const c: ReviewCase = load("09-hpv-positive-normal-cytology-uk");
    c.labResults.push({ name: "HPV genotype 16", value: "Detected", unit: "", date: "2026-11-12" });
    const f = finding(runReviewCase(c), "hpv-positive-normal-cytology");
    expect(f?.severity).toBe(Severity.moderate);
    expect(f?.nextSteps).toEqual(["Refer for colposcopy (HPV 16 or 18 with normal cytology)"]);
  });

  it("a second positive a year on names both programmes' next step", () => {
    const c: ReviewCase = load("09-hpv-positive-normal-cytology-uk");
    c.labResults.push({ name: "HPV (high risk) test", value: "Positive", unit: "", date: "2025-11-10" });
    const r = runReviewCase(c);
    expect(clinicianText(r)).toMatch(/HPV was also positive on 2025-11-10/);
    expect(finding(r, "hpv-positive-normal-cytology")?.nextSteps[0]).toMatch(
      /colposcopy \(ASCCP 2019\).*24 months \(NHS\)/,
    );
  });

  it("abnormal cytology, or a negative HPV test, does not read as this pattern", () => {
    const abnormal: ReviewCase = load("09-hpv-positive-normal-cytology-uk");
    abnormal.labResults[1].value = "Low-grade squamous intraepithelial lesion (LSIL)";
    expect(codes(runReviewCase(abnormal))).not.toContain("hpv-positive-normal-cytology");
    const negative: ReviewCase = load("09-hpv-positive-normal-cytology-uk");
    negative.labResults[0].value = "Negative";
    expect(codes(runReviewCase(negative))).not.toContain("hpv-positive-normal-cytology");
  });
});

describe("a low AMH is read as egg numbers, not as infertility (review 21)", () => {
  it("a 34-year-old's direct-to-consumer AMH gets the ASRM caveat instead of a bare low flag", () => {
    const r = run("06-amh-34y-fertility-us");
    const f = finding(r, "amh-low-not-fertility-predictor");
    expect(f?.evidenceIds).toEqual(["asrm-2020-ovarian-reserve"]);
    expect(clinicianText(r)).toMatch(/poor predictor of the chance of conceiving independently of age/);
    expect(patientText(r)).toMatch(/does not tell you your chance of getting pregnant/);
    expect(patientText(r)).not.toMatch(/anti-Mullerian Hormone is lower than the usual range/);
  });

  it("with an FSH above 25 IU/L the ovarian-failure reading speaks instead", () => {
    const c: ReviewCase = load("06-amh-34y-fertility-us");
    c.labResults.push({ name: "FSH", value: "38", unit: "mIU/mL", referenceRange: "3.5-12.5", date: "2026-11-19" });
    expect(codes(runReviewCase(c))).not.toContain("amh-low-not-fertility-predictor");
  });
});

describe("combined pill with migraine with aura and raised blood pressure: the switch is said once (review 21)", () => {
  it("the blood pressure finding adds its reason without repeating the switch step or question", () => {
    const r = run("03-coc-bp-migraine-aura-ehr");
    expect(finding(r, "combined-contraceptive-migraine-aura")?.severity).toBe(Severity.high);
    const bp = finding(r, "combined-contraceptive-hypertension");
    expect(bp?.nextSteps).toEqual(["Continue the blood pressure assessment in its own right"]);
    expect(clinicianText(r)).toMatch(/UKMEC category 3/);
    expect(count(clinicianText(r), /method without oestrogen \(progestogen-only pill/)).toBe(0);
    expect(count(patientText(r), /Do not simply stop it/)).toBe(1);
    expect(patientText(r)).toMatch(/one more reason for the change of method advised for your migraine with aura/);
    expect(count(patientText(r), /Which contraception is safe for me/)).toBe(1);
  });

  it("without the aura the blood pressure finding still gives its own switch advice", () => {
    const c: ReviewCase = load("03-coc-bp-migraine-aura-ehr");
    c.data.pastMedicalHistory = [];
    c.data.additionalContext = "Pill review. Non-smoker.";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("combined-contraceptive-migraine-aura");
    expect(finding(r, "combined-contraceptive-hypertension")?.nextSteps[0]).toMatch(/Offer a method without oestrogen/);
    expect(patientText(r)).toMatch(/Do not simply stop it/);
  });
});

describe("perimenopause over 45 reads a raised LH with the FSH (review 21)", () => {
  it("the LH sent with the FSH is not left as a separate out-of-range result", () => {
    const r = run("01-menopause-51y-fsh-us");
    expect(clinicianText(r)).toMatch(/nor is the raised LH \(31 mIU\/mL/);
    expect(clinicianText(r)).not.toMatch(/Luteinizing hormone above the reference range/);
    expect(patientText(r)).not.toMatch(/Your LH/);
  });
});

describe("women's health cases already read correctly (review 21)", () => {
  it("premature ovarian insufficiency at 38 with two FSH results is confirmed and high priority", () => {
    const f = finding(run("02-poi-38y-fsh-35-twice-uk"), "premature-ovarian-insufficiency");
    expect(f?.severity).toBe(Severity.high);
  });

  it("iron-deficiency anaemia with heavy periods points to the periods", () => {
    const r = run("04-ferritin-9-heavy-periods-us");
    expect(finding(r, "iron-deficiency-anaemia")?.severity).toBe(Severity.high);
    expect(clinicianText(r)).toMatch(/menstrual loss is the likely source/);
  });

  it("alendronate with eGFR 32 is flagged, and the low vitamin D is treated because of osteoporosis", () => {
    const r = run("05-alendronate-egfr-32-vitd-low-uk");
    expect(codes(r)).toEqual(expect.arrayContaining(["alendronate-low-egfr", "vitamin-d-deficiency"]));
  });

  it("CA-125 48 with bloating at 56 asks for the NG12 ultrasound", () => {
    expect(finding(run("07-ca125-48-bloating-56y-uk"), "ca125-symptoms-ultrasound")?.severity).toBe(Severity.high);
  });

  it("post-menopausal bleeding on tamoxifen at 58 is referred on the suspected cancer pathway", () => {
    const r = run("08-tamoxifen-pmb-endometrium-ehr");
    expect(finding(r, "tamoxifen-postmenopausal-bleeding")?.severity).toBe(Severity.high);
  });

  it("an ultrasound already in the notes is carried into the referral, not asked for again", () => {
    const r = run("08-tamoxifen-pmb-endometrium-ehr");
    expect(clinicianText(r)).toMatch(/ultrasound endometrial thickness of 9 mm; it goes with the referral/);
    expect(patientText(r)).toMatch(/the scan you have had is part of that check/);
    expect(patientText(r)).not.toMatch(/Do I need a scan of my womb/);
    const noScan: ReviewCase = load("08-tamoxifen-pmb-endometrium-ehr");
    noScan.data.additionalContext = "Postmenopausal since 52. Two episodes of vaginal spotting in the last month.";
    expect(patientText(runReviewCase(noScan))).toMatch(/usually with a scan and sometimes a sample of the lining/);
  });

  it("a healthy 45-year-old's annual check stays quiet", () => {
    const r = run("10-quiet-45y-annual-us");
    expect(r.findings.every((f) => SEVERITY_RANK[f.severity] <= SEVERITY_RANK[Severity.low])).toBe(true);
    expect(codes(r).filter((c) => !c.startsWith("lab-"))).toEqual([]);
    expect(patientText(r)).toMatch(/None of these results needs emergency care/);
  });
});
