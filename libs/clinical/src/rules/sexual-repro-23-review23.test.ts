import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/sexual-repro-23-review23/", import.meta.url));

const steps = (f: { nextSteps: readonly string[] } | undefined) => f?.nextSteps.join(" | ") ?? "";

describe("sexual health, urology and gynaecology (review 23, sexual-repro-23)", () => {
  it("01: a UK gonorrhoea with chlamydia untested asks for a chlamydia test and treatment if found", () => {
    const f = finding(run("01-gonorrhoea-chlamydia-not-tested-uk"), "gonorrhoea-positive");
    expect(f?.clinician).toMatch(/Chlamydia has not been tested in this episode: test for it/);
    expect(steps(f)).toMatch(/send a chlamydia NAAT, and treat chlamydia as well if it is found/);
    expect(steps(f)).toMatch(/ceftriaxone 1 g/);
  });

  it("01: a UK gonorrhoea with chlamydia tested negative says nothing more about chlamydia (BASHH monotherapy)", () => {
    const c = load("01-gonorrhoea-chlamydia-not-tested-uk");
    c.labResults.push({
      name: "Chlamydia trachomatis NAAT (vulvovaginal swab)",
      value: "Not detected",
      date: "2026-11-26",
      referenceRange: "Not detected",
    });
    const f = finding(runReviewCase(c), "gonorrhoea-positive");
    expect(f?.clinician).not.toMatch(/chlamydia/i);
    expect(steps(f)).not.toMatch(/chlamydia/i);
  });

  it("01: a US gonorrhoea with chlamydia tested negative does not add doxycycline", () => {
    const c = load("01-gonorrhoea-chlamydia-not-tested-uk");
    c.patientContext.clinicalNotes = "Seen at a community clinic with vaginal discharge. Not pregnant.";
    c.labResults.push({
      name: "Chlamydia trachomatis NAAT (vulvovaginal swab)",
      value: "Not detected",
      date: "2026-11-26",
      referenceRange: "Not detected",
    });
    const f = finding(runReviewCase(c), "gonorrhoea-positive");
    expect(steps(f)).toMatch(/ceftriaxone 500 mg/);
    expect(steps(f)).toMatch(/chlamydia tested negative in this episode, so doxycycline is not added/);
  });

  it("02: a UK gonorrhoea with chlamydia also found names the chlamydia treatment, and the chlamydia finding gives doxycycline", () => {
    const r = run("02-gonorrhoea-and-chlamydia-positive-uk");
    expect(finding(r, "gonorrhoea-positive")?.clinician).toMatch(/Chlamydia was found too and is treated as well/);
    expect(steps(finding(r, "chlamydia-positive"))).toMatch(/doxycycline 100 mg twice daily for 7 days/);
  });

  it("03: a UK man's raised PSA cites the NHS sources, not the US screening source", () => {
    const r = run("03-psa-4-8-age-66-uk-asymptomatic");
    const f = finding(r, "psa-elevated");
    expect(f?.evidenceIds).toContain("pcrmp-psa-gp-summary");
    expect(f?.evidenceIds).not.toContain("uspstf-2018-prostate");
    expect(JSON.stringify(r.result.citations)).not.toMatch(/uspstf|preventive services task force/i);
  });

  it("03: a UK man of 82 with a raised PSA (no UK age level) still gets the UK source, not USPSTF", () => {
    const c = load("03-psa-4-8-age-66-uk-asymptomatic");
    c.patientContext.age = "82";
    const f = finding(runReviewCase(c), "psa-elevated");
    expect(f?.evidenceIds).toEqual(["pcrmp-psa-gp-summary"]);
  });

  it("03: a record with no UK setting keeps the US screening source", () => {
    const c = load("03-psa-4-8-age-66-uk-asymptomatic");
    c.patientContext.clinicalNotes = "Asked for a PSA test after reading about it. No urinary symptoms.";
    expect(finding(runReviewCase(c), "psa-elevated")?.evidenceIds).toContain("uspstf-2018-prostate");
  });

  it("04: a PSA on finasteride that has not fallen from the pre-treatment value in the notes is flagged", () => {
    const f = finding(run("04-psa-not-fallen-on-finasteride-earlier-value-in-notes-uk"), "psa-on-5-ari");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/The PSA before treatment was 3\.2/);
    expect(f?.clinician).toMatch(/has barely fallen/);
    expect(f?.clinician).toMatch(/should have fallen to about half \(about 1\.6\)/);
    expect(f?.patient).toMatch(/not come down as expected/);
  });

  it("04: a PSA that has halved on finasteride from the value in the notes stays quiet", () => {
    const c = load("04-psa-not-fallen-on-finasteride-earlier-value-in-notes-uk");
    c.labResults[0].value = "1.5";
    expect(finding(runReviewCase(c), "psa-on-5-ari")).toBeUndefined();
  });

  it("04: within 6 months of starting, the pre-treatment value is not used to call the PSA unfallen", () => {
    const c = load("04-psa-not-fallen-on-finasteride-earlier-value-in-notes-uk");
    c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace("October 2025", "September 2026");
    expect(finding(runReviewCase(c), "psa-on-5-ari")?.clinician ?? "").not.toMatch(/PSA before treatment/);
  });

  it("05: fibroids with heavy bleeding on tranexamic acid and iron-deficiency anaemia are referred to gynaecology", () => {
    const r = run("05-ehr-fibroids-heavy-bleeding-anaemia-uk");
    const f = finding(r, "iron-deficiency-anaemia");
    expect(steps(f)).toMatch(/Refer to gynaecology for the fibroids: the periods are still heavy on tranexamic acid/);
    expect(steps(f)).toMatch(/a fibroid lies in or distorts the uterine cavity/);
    expect(steps(f)).not.toMatch(/hormonal coil/);
    expect(f?.evidenceIds).toContain("bnssg-remedy-fibroids");
    expect(patientText(r)).toMatch(/gynaecologist/);
  });

  it("05: heavy periods without fibroids keep the NG88 treatment review", () => {
    const c = load("05-ehr-fibroids-heavy-bleeding-anaemia-uk");
    c.data.conditions = [{ display: "Menorrhagia", clinicalStatus: "active" }];
    c.data.imagingStudies = [];
    const f = finding(runReviewCase(c), "iron-deficiency-anaemia");
    expect(steps(f)).toMatch(/Review the treatment of the heavy periods/);
    expect(steps(f)).not.toMatch(/gynaecology/);
    expect(f?.evidenceIds).not.toContain("bnssg-remedy-fibroids");
  });

  it("06: a BRCA1 carrier whose RRSO was discussed and deferred is not told to have it discussed as new", () => {
    const r = run("06-ehr-brca1-rrso-discussed-deferred");
    const f = finding(r, "brca-pathogenic-variant");
    expect(f?.clinician).toMatch(/the notes record that it has been discussed/);
    expect(steps(f)).toMatch(/Risk-reducing salpingo-oophorectomy already discussed/);
    expect(steps(f)).not.toMatch(/Confirm whether the ovaries are still in place|Refer to cancer genetics/);
    expect(f?.patient).toMatch(/already talked with your team .* and chose to wait for now/);
    // "Considering risk-reducing mastectomy" is not a mastectomy: the breast scans are still read.
    expect(steps(f)).toMatch(/breast MRI 2026-09-12 within the year/);
  });

  it("06: an oophorectomy done is still read as done", () => {
    const c = load("06-ehr-brca1-rrso-discussed-deferred");
    c.data.additionalContext = "BRCA1 carrier. Risk-reducing salpingo-oophorectomy in 2025, histology benign.";
    const f = finding(runReviewCase(c), "brca-pathogenic-variant");
    expect(f?.clinician).not.toMatch(/due|discussed/);
  });

  it("07: treated syphilis with a non-reactive RPR now is read as an adequate response, not as tests needing another test", () => {
    const r = run("07-syphilis-treated-before-low-titre-uk");
    expect(codes(r)).toContain("syphilis-treated-adequate-response");
    expect(codes(r)).not.toContain("syphilis-serology-discordant");
    expect(clinicianText(r)).not.toMatch(/now non-reactive than at treatment/);
  });

  it("08: chlamydia with no HIV or syphilis test asks for both", () => {
    const f = finding(run("08-chlamydia-positive-no-hiv-test-uk"), "chlamydia-positive");
    expect(f?.clinician).toMatch(/including HIV and syphilis \(gonorrhoea already tested\)/);
  });

  it("09: the PCOS metabolic step names the HbA1c already in the record", () => {
    const f = finding(run("09-pcos-labs-uk"), "pcos-pattern");
    expect(steps(f)).toMatch(/HbA1c 37 mmol\/mol .* already in the record/);
    expect(steps(f)).not.toMatch(/HbA1c or an oral glucose tolerance test/);
  });

  it("10: a raised FSH at 42 with hot flushes and no period for 7 months reads as the menopause, with contraception", () => {
    const f = finding(run("10-fsh-raised-age-42-amenorrhoea-uk"), "menopause-fsh-40-to-45");
    expect(f?.clinician).toMatch(/NICE NG23 uses an FSH test/);
    expect(steps(f)).toMatch(/contraception until 2 years after the last period/);
  });

  it("10: the same FSH at 47 is left to the over-45 reading, and under 40 to the POI rule", () => {
    const c = load("10-fsh-raised-age-42-amenorrhoea-uk");
    c.patientContext.age = "47";
    expect(codes(runReviewCase(c))).not.toContain("menopause-fsh-40-to-45");
    c.patientContext.age = "38";
    expect(codes(runReviewCase(c))).not.toContain("menopause-fsh-40-to-45");
  });

  it("11 and 12: a negative STI screen and HRT started at 52 stay quiet", () => {
    expect(codes(run("11-full-sti-screen-negative-quiet-uk"))).toEqual([]);
    expect(codes(run("12-hrt-started-age-52-quiet"))).toEqual([]);
  });
});
