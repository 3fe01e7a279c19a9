import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/screening-26-review26/", import.meta.url));
const OVERDUE = "cervical-screening-overdue";
/** An EHR case with its patient's age or gender changed (`edit` changes only the record lists). */
const withPatient = (name: string, change: (p: { age: number; gender: string }) => void) => {
  const c = load(name);
  change(c.data.patientInfo);
  return c;
};

describe("cervical screening recall, menopause diagnosis and free PSA (review 26, screening-26)", () => {
  it("01: a UK woman of 34 whose last smear was in 2019 is told the 3-yearly NHS recall is overdue", () => {
    const f = finding(run("01-uk-last-smear-2019"), OVERDUE);
    expect(f?.clinician).toMatch(/last test 2019 \("last smear 2019, normal"\), so the 3-yearly recall/);
    expect(f?.clinician).toMatch(/every 5 years after an HPV-negative screen taken from 1 July 2025/);
    expect(f?.patient).toMatch(/last cervical screening test was in 2019, more than 3 years ago.*GP practice/);
    expect(f?.evidenceIds).toEqual(["nhs-cervical-screening-recall"]);
  });

  it("a smear in 2025 is not yet due, so no recall finding", () => {
    const c = edit("01-uk-last-smear-2019", (d) => {
      d.additionalContext = d.additionalContext.replace("Last smear 2019", "Last smear 2025");
    });
    expect(codes(runReviewCase(c))).not.toContain(OVERDUE);
  });

  it("02: at 56 a screen in 2022 is within the 5-yearly interval for 50 to 64", () => {
    expect(codes(run("02-uk-56-last-smear-2022-not-due"))).not.toContain(OVERDUE);
  });

  it("at 56 a screen in 2020 is past the 5-yearly interval", () => {
    const c = edit("02-uk-56-last-smear-2022-not-due", (d) => {
      d.additionalContext = d.additionalContext.replace("2022", "2020");
    });
    expect(finding(runReviewCase(c), OVERDUE)?.clinician).toMatch(/last test 2020 .*5-yearly recall/);
  });

  it("03: 'never had a smear test' at 29 is named as never screened", () => {
    const r = run("03-uk-never-had-smear");
    expect(finding(r, OVERDUE)?.clinician).toMatch(/never screened, as the notes say \("never had a smear test"\)/);
    expect(patientText(r)).toMatch(/you have never had cervical screening/);
  });

  it("at 23, before the NHS programme starts, 'never had a smear' draws nothing", () => {
    const c = withPatient("03-uk-never-had-smear", (p) => {
      p.age = 23;
    });
    expect(codes(runReviewCase(c))).not.toContain(OVERDUE);
  });

  it("04: after an abnormal smear, colposcopy and LLETZ no routine recall interval is given", () => {
    expect(codes(run("04-uk-colposcopy-follow-up"))).not.toContain(OVERDUE);
  });

  it("the same old smear without the abnormal history is read as overdue", () => {
    const c = edit("04-uk-colposcopy-follow-up", (d) => {
      d.additionalContext = "GP review. Last smear 2018, normal. No symptoms.";
    });
    expect(codes(runReviewCase(c))).toContain(OVERDUE);
  });

  it("05: after a total hysterectomy for fibroids an old smear is not called overdue", () => {
    expect(codes(run("05-uk-total-hysterectomy"))).not.toContain(OVERDUE);
  });

  it("a subtotal hysterectomy leaves the cervix, so the old smear is overdue", () => {
    const c = edit("05-uk-total-hysterectomy", (d) => {
      d.additionalContext = d.additionalContext.replace("Total abdominal hysterectomy", "Subtotal hysterectomy");
      d.pastMedicalHistory = [];
    });
    expect(codes(runReviewCase(c))).toContain(OVERDUE);
  });

  it("06: a US woman of 45 with a negative co-test in 2019 is past the USPSTF 5-year co-testing interval", () => {
    const f = finding(run("06-us-cotest-2019-overdue"), OVERDUE);
    expect(f?.clinician).toMatch(/5-yearly recall .* USPSTF \(2018\)/);
    expect(f?.patient).toMatch(/primary care clinician or gynecologist/);
    expect(f?.patient).not.toMatch(/GP/);
    expect(f?.evidenceIds).toEqual(["uspstf-2018-cervical-screening"]);
  });

  it("07: a US Pap in 2023 at 35 is within the 3-yearly cytology interval", () => {
    expect(codes(run("07-us-pap-2023-not-due"))).not.toContain(OVERDUE);
  });

  it("a cytology-only Pap in 2022 at 35 is past the 3-yearly interval (no 5-year HPV interval)", () => {
    const c = edit("07-us-pap-2023-not-due", (d) => {
      d.additionalContext = d.additionalContext.replace("2023", "2022");
    });
    expect(finding(runReviewCase(c), OVERDUE)?.clinician).toMatch(/3-yearly recall/);
  });

  it("08: at 68, past the programme's upper age, 'never had a smear' draws nothing", () => {
    expect(codes(run("08-uk-68-never-screened"))).not.toContain(OVERDUE);
  });

  it("the same note at 60 is read as never screened", () => {
    const c = withPatient("08-uk-68-never-screened", (p) => {
      p.age = 60;
    });
    expect(codes(runReviewCase(c))).toContain(OVERDUE);
  });

  it("09: 'cervical screening overdue' in the notes is quoted as the reason", () => {
    expect(finding(run("09-uk-screening-overdue"), OVERDUE)?.clinician).toMatch(
      /the notes record it as overdue \("cervical screening overdue"\)/,
    );
  });

  it("'cervical screening up to date' draws nothing", () => {
    const c = edit("09-uk-screening-overdue", (d) => {
      d.additionalContext = d.additionalContext.replace(
        "Cervical screening overdue - reminder letters not answered",
        "Cervical screening up to date",
      );
    });
    expect(codes(runReviewCase(c))).not.toContain(OVERDUE);
  });

  it("10: a US woman of 26 whose last Pap was in 2022 is told the 3-yearly cytology interval has passed", () => {
    const r = run("10-us-pap-2022-age-26");
    expect(finding(r, OVERDUE)?.clinician).toMatch(/3-yearly recall .*cytology every 3 years from 21 to 29/);
  });

  it("at 19, below the USPSTF starting age, the same note draws nothing", () => {
    const c = withPatient("10-us-pap-2022-age-26", (p) => {
      p.age = 19;
    });
    expect(codes(runReviewCase(c))).not.toContain(OVERDUE);
  });

  it("a man's record never draws the cervical screening finding", () => {
    const c = withPatient("03-uk-never-had-smear", (p) => {
      p.gender = "male";
    });
    expect(codes(runReviewCase(c))).not.toContain(OVERDUE);
  });

  it("11: an FSH at 47 with flushes and irregular periods is read as not needed for the diagnosis (NG23)", () => {
    const r = run("11-uk-fsh-at-47-with-symptoms");
    expect(finding(r, "perimenopause-clinical")?.clinician).toMatch(
      /NICE NG23 diagnoses perimenopause without laboratory tests .* \(48 U\/L .*\) is not needed to make it/,
    );
    expect(codes(r)).not.toContain("menopause-fsh-40-to-45");
  });

  it("12: at 42 'periods every 2-3 months' with flushes counts as a cycle change, so the FSH is read (NG23 1.2.5)", () => {
    const r = run("12-uk-fsh-at-42-with-symptoms");
    expect(finding(r, "menopause-fsh-40-to-45")?.clinician).toMatch(
      /a change in the periods \("periods every 2-3 months"\)/,
    );
    expect(clinicianText(r)).not.toMatch(/Follicle-stimulating hormone above the reference range/);
  });

  it("at 42 with flushes but no change in the periods the FSH is left to the range flag", () => {
    const c = load("12-uk-fsh-at-42-with-symptoms");
    c.patientContext.clinicalNotes = "GP: hot flushes. Periods regular every 28 days.";
    expect(codes(runReviewCase(c))).not.toContain("menopause-fsh-40-to-45");
  });

  it("13: at 48, flushes and 8 months without a period are a clinical diagnosis; the FSH is not needed", () => {
    const f = finding(run("13-uk-fsh-at-48-periods-stopped"), "perimenopause-clinical");
    expect(f?.clinician).toMatch(/no periods \("no periods for 8 months"\): NICE NG23 diagnoses perimenopause/);
    expect(f?.clinician).toMatch(/\(71 U\/L .*\) is not needed/);
  });

  it("14 months without a period at 48 is named as the menopause", () => {
    const c = load("13-uk-fsh-at-48-periods-stopped");
    c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace("8 months", "14 months");
    const f = finding(runReviewCase(c), "perimenopause-clinical");
    expect(f?.clinician).toMatch(/diagnoses menopause after 12 months without a period without laboratory tests/);
    expect(f?.patient).toMatch(/a year without a period fit the menopause/);
  });

  it("at 44 the same picture goes to the 40-to-45 FSH reading, not the over-45 clinical diagnosis", () => {
    const c = load("13-uk-fsh-at-48-periods-stopped");
    c.patientContext.age = "44";
    const r = runReviewCase(c);
    expect(codes(r)).toContain("menopause-fsh-40-to-45");
    expect(codes(r)).not.toContain("perimenopause-clinical");
  });

  it("14: a free-to-total PSA ratio sent with a symptomatic raised PSA is named, without softening the referral", () => {
    const f = finding(run("14-psa-symptomatic-free-ratio-28"), "psa-above-age-threshold-symptomatic");
    expect(f?.clinician).toMatch(/free-to-total PSA ratio is 28% \(2026-11-24\); it is not part of the NICE NG12/);
    expect(f?.evidenceIds).toContain("hoffman-2000-free-total-psa-ratio");
    expect(f?.nextSteps.join(" ")).toMatch(/suspected prostate cancer pathway referral/);
  });

  it("without a ratio the symptomatic PSA finding says nothing of free PSA", () => {
    const c = load("14-psa-symptomatic-free-ratio-28");
    c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "PSA free/total ratio");
    const f = finding(runReviewCase(c), "psa-above-age-threshold-symptomatic");
    expect(f?.clinician).not.toMatch(/free-to-total/);
    expect(f?.evidenceIds).not.toContain("hoffman-2000-free-total-psa-ratio");
  });
});
