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

/** The review's cases, kept with the test (synthetic records, no real patient). */
const FOLDER = new URL("./fixtures/sexual-health-bone-22-review22/", import.meta.url);
const { run } = reviewFolder(FOLDER);

describe("sexual health serology, review 22", () => {
  it("01: a reactive HIV screen without a confirmatory test is a screening result, not a diagnosis", () => {
    const r = run("01-hiv-reactive-screen-uk");
    const f = finding(r, "hiv-screen-reactive");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/A reactive screen is not a diagnosis/);
    expect(f?.clinician).toMatch(/HIV-1\/HIV-2 antibody differentiation immunoassay/);
    expect(f?.patient).toMatch(/This is a screening result, not a diagnosis/);
    expect(patientText(r)).not.toMatch(/(?<!whether )you have HIV\b/i);
  });

  it("02: on ART with an undetectable viral load and a normal CD4 count stays quiet", () => {
    const r = run("02-hiv-art-undetectable-quiet-us");
    expect(r.findings.filter((f) => f.severity !== "low")).toEqual([]);
    expect(codes(r).filter((c) => /hiv/.test(c))).toEqual([]);
  });

  it("03: treponemal and RPR 1:16 reactive with no past treatment is syphilis to treat by stage, with partners told", () => {
    const r = run("03-syphilis-new-rpr-1-16-uk");
    const f = finding(r, "syphilis-serology-reactive");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/benzathine penicillin G 2\.4 million units/);
    expect(f?.clinician).not.toMatch(/The notes mention earlier syphilis/);
    expect(f?.patient).toMatch(/testing and treatment for your sex partners/);
    expect(codes(r)).not.toContain("syphilis-treated-adequate-response");
  });

  it("04: syphilis treated before with a pre-treatment titre in the notes and a low titre now reads as an adequate response, not a new syphilis", () => {
    const r = run("04-syphilis-treated-serofast-quiet-uk");
    expect(codes(r)).not.toContain("syphilis-serology-reactive");
    const f = finding(r, "syphilis-treated-adequate-response");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(
      /1:64 \(at treatment, stated in the notes\) → 1:2 \(2020, stated in the notes\) → 1:2 \(2026-11-24\), now 32-fold lower/,
    );
    expect(f?.clinician).toMatch(/serofast/);
    expect(patientText(r)).not.toMatch(/Your blood tests show syphilis/);
    expect(r.findings.filter((x) => x.severity !== "low")).toEqual([]);
  });

  it("a titre stated as 'pre-treatment RPR 1:64' is also read at the treatment date", () => {
    const c = loadReviewCase(FOLDER, "04-syphilis-treated-serofast-quiet-uk");
    c.patientContext.clinicalNotes =
      "Annual screen. Early syphilis treated 2019 with benzathine penicillin, pre-treatment RPR 1:64. No symptoms.";
    expect(finding(runReviewCase(c), "syphilis-treated-adequate-response")?.clinician).toMatch(
      /1:64 \(at treatment, stated in the notes\)/,
    );
  });

  it("a titre that rose fourfold from the low level stated after treatment is not called an adequate response", () => {
    const c = loadReviewCase(FOLDER, "04-syphilis-treated-serofast-quiet-uk");
    c.labResults[1].value = "1:16";
    c.patientContext.clinicalNotes =
      "Annual screen. Early syphilis treated 2019 with benzathine penicillin; RPR 1:64 before treatment, 1:2 since 2020. New partner in September.";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("syphilis-treated-adequate-response");
    const f = finding(r, "syphilis-serology-reactive");
    expect(f?.clinician).toMatch(
      /fell to 1:2 \(2020, stated in the notes\) and is now 1:16 \(2026-11-24\), a rise of fourfold or more: .* reinfection or treatment failure/,
    );
    expect(f?.severity).toBe("high");
  });

  it("with treatment stated but no titre from the time of treatment, the reactive finding stays and asks for the earlier titres", () => {
    const c = loadReviewCase(FOLDER, "04-syphilis-treated-serofast-quiet-uk");
    c.patientContext.clinicalNotes =
      "Annual screen. Early syphilis treated 2019 with benzathine penicillin. No symptoms.";
    const f = finding(runReviewCase(c), "syphilis-serology-reactive");
    expect(f?.clinician).toMatch(/compare this non-treponemal result with those after that treatment/);
  });

  it("05: a first HBsAg positive is a new diagnosis to refer (moderate), with the NICE work-up and contacts", () => {
    const r = run("05-hbsag-positive-new-uk");
    const f = finding(r, "hbv-chronic-infection");
    expect(f?.severity).toBe("moderate");
    expect(f?.title).toBe("HBsAg positive: likely chronic hepatitis B, for specialist review");
    expect(f?.nextSteps.join(" ")).toMatch(/Refer to hepatology .* NICE CG165/);
    expect(f?.nextSteps.join(" ")).toMatch(/sexual and household contacts/);
  });

  it("06: anti-HBc positive, HBsAg negative before R-CHOP: reactivation risk with prophylaxis, the regimen named as written", () => {
    const r = run("06-anti-hbc-before-rituximab-uk");
    const f = finding(r, "hbv-reactivation-anti-cd20");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/R-CHOP \(named in the notes\)/);
    expect(f?.clinician).toMatch(/antiviral prophylaxis \(entecavir or tenofovir\)/);
    expect(codes(r)).not.toContain("hbv-resolved-immune");
  });

  it("07: vaccinated (anti-HBs only, anti-HBc and HBsAg negative) is immune and quiet", () => {
    const r = run("07-anti-hbs-vaccinated-quiet-uk");
    expect(r.findings).toEqual([]);
    expect(clinicianText(r)).not.toMatch(/hepatitis B infection/i);
  });

  it("08: chlamydia NAAT positive: doxycycline, partner notification, and a retest at about 3 months", () => {
    const r = run("08-chlamydia-naat-positive-uk");
    const f = finding(r, "chlamydia-positive");
    expect(f?.clinician).toMatch(/doxycycline 100 mg twice daily for 7 days/);
    expect(f?.clinician).toMatch(/partner notification/);
    expect(f?.clinician).toMatch(/retest for reinfection at about 3 months/);
    expect(f?.clinician).toMatch(/gonorrhoea already tested/);
  });

  it("chlamydia in pregnancy: azithromycin first, and a test of cure after treatment", () => {
    const c = loadReviewCase(FOLDER, "08-chlamydia-naat-positive-uk");
    c.patientContext.clinicalNotes = "Booking bloods, 10 weeks pregnant. Asymptomatic.";
    const f = finding(runReviewCase(c), "chlamydia-positive");
    expect(f?.nextSteps[0]).toBe("Treat with azithromycin (doxycycline is contraindicated in pregnancy)");
    expect(f?.nextSteps.join(" ")).toMatch(/Test of cure after treatment in pregnancy/);
    expect(f?.evidenceIds).toContain("nhs-grampian-chlamydia-pregnancy");
    expect(f?.patient).toMatch(/Because you are pregnant/);
    // Not pregnant: doxycycline first and no test of cure.
    const notPregnant = finding(run("08-chlamydia-naat-positive-uk"), "chlamydia-positive");
    expect(notPregnant?.nextSteps[0]).toMatch(/^Treat: doxycycline/);
    expect(notPregnant?.nextSteps.join(" ")).not.toMatch(/Test of cure/);
  });

  it("09: gonorrhoea in a man is not given the note on silent infection in women; a woman's still is", () => {
    const r = run("09-gonorrhoea-naat-positive-uk");
    const f = finding(r, "gonorrhoea-positive");
    expect(f?.clinician).toMatch(/ceftriaxone/);
    expect(f?.clinician).not.toMatch(/Infection in women/);
    expect(f?.nextSteps.join(" ")).toMatch(/Partner notification/);
    const c = loadReviewCase(FOLDER, "09-gonorrhoea-naat-positive-uk");
    c.patientContext.gender = "female";
    expect(finding(runReviewCase(c), "gonorrhoea-positive")?.clinician).toMatch(
      /Infection in women is often without symptoms/,
    );
  });

  it("10: HCV antibody reactive with RNA not detected is a cleared infection, low, and the word result has no unit", () => {
    const r = run("10-hcv-ab-pos-rna-neg-quiet-uk");
    const f = finding(r, "hcv-antibody-rna-not-detected");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/HCV RNA Not detected \(2026-11-20\)/);
    expect(f?.clinician).not.toMatch(/Not detected IU\/mL/);
    expect(r.findings.filter((x) => x.severity !== "low")).toEqual([]);
  });
});

describe("bone and mineral results, review 22", () => {
  it("11: a raised PTH with vitamin D 18 nmol/L and a normal calcium is secondary hyperparathyroidism, rechecked after repletion", () => {
    const r = run("11-osteoporosis-low-vitd-secondary-pth-uk");
    const d = finding(r, "vitamin-d-deficiency");
    expect(d?.severity).toBe("moderate");
    expect(d?.clinician).toMatch(/the raised PTH reads as secondary hyperparathyroidism/);
    expect(d?.clinician).toMatch(/not primary hyperparathyroidism/);
    expect(d?.nextSteps.join(" ")).toMatch(/Recheck calcium and PTH once vitamin D is replete/);
    expect(d?.evidenceIds).toContain("statpearls-normocalcaemic-hyperparathyroidism");
    expect(d?.patient).toMatch(/most likely your body's response to the low vitamin D/);
    expect(finding(r, "osteoporosis-untreated")?.clinician).toMatch(/T-score of −2\.9/);
    expect(codes(r)).not.toContain("hypercalcaemia");
  });

  it("a high calcium with the raised PTH is not called secondary", () => {
    const c = loadReviewCase(FOLDER, "11-osteoporosis-low-vitd-secondary-pth-uk");
    c.labResults[2] = { ...c.labResults[2], value: "2.71", flag: "High" };
    const d = finding(runReviewCase(c), "vitamin-d-deficiency");
    expect(d?.clinician).not.toMatch(/secondary hyperparathyroidism/);
  });

  it("12: high calcium with a high PTH and replete vitamin D is primary hyperparathyroidism with a referral", () => {
    const r = run("12-phpt-high-calcium-high-pth-us");
    const f = finding(r, "hypercalcaemia");
    expect(f?.clinician).toMatch(/PTH-dependent hypercalcemia, consistent with primary hyperparathyroidism/);
    expect(f?.nextSteps.join(" ")).toMatch(/Refer to endocrinology or a parathyroid surgeon/);
    expect(codes(r)).not.toContain("vitamin-d-deficiency");
  });

  it("13: a persistently low ALP with stress fractures and early loss of baby teeth raises hypophosphatasia, with PLP and caution over antiresorptives", () => {
    const r = run("13-low-alp-osteopenia-uk");
    const f = finding(r, "alp-low-persistent-hypophosphatasia");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/2 of 2 results: 22 U\/L \(2026-11-18\), 24 U\/L \(2026-05-02\)/);
    expect(f?.clinician).toMatch(/stress fractures, low bone density and early loss of baby teeth/);
    expect(f?.clinician).toMatch(
      /antiresorptive treatment, first-line for osteoporosis, is relatively contraindicated/,
    );
    expect(f?.nextSteps.join(" ")).toMatch(/pyridoxal-5'-phosphate/);
    expect(f?.evidenceIds).toEqual(["ng-2023-low-alp-hypophosphatasia"]);
    expect(patientText(r)).toMatch(/hypophosphatasia/);
  });

  it("a planned bisphosphonate makes the low-ALP finding moderate; a single low ALP or one without a bone story stays a lab flag", () => {
    const planned = loadReviewCase(FOLDER, "13-low-alp-osteopenia-uk");
    planned.patientContext.clinicalNotes += " Planning to start alendronate.";
    const f = finding(runReviewCase(planned), "alp-low-persistent-hypophosphatasia");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/review it with a metabolic bone specialist/);
    const single = loadReviewCase(FOLDER, "13-low-alp-osteopenia-uk");
    single.labResults.splice(1, 1);
    expect(codes(runReviewCase(single))).not.toContain("alp-low-persistent-hypophosphatasia");
    const noStory = loadReviewCase(FOLDER, "13-low-alp-osteopenia-uk");
    noStory.patientContext.clinicalNotes = "Routine health check. Well.";
    expect(codes(runReviewCase(noStory))).not.toContain("alp-low-persistent-hypophosphatasia");
  });

  it("14: osteopenia with a FRAX 'major osteoporotic fracture risk' and normal vitamin D stays quiet: a fracture risk is not a fracture", () => {
    const r = run("14-osteopenia-vitd-ok-quiet-uk");
    expect(codes(r)).not.toContain("osteoporosis-untreated");
    expect(r.findings).toEqual([]);
    expect(patientText(r)).not.toMatch(/broken/);
  });

  it("a fragility fracture written beside a FRAX score is still read", () => {
    const c = loadReviewCase(FOLDER, "14-osteopenia-vitd-ok-quiet-uk");
    c.patientContext.clinicalNotes =
      "FRAX 10-year major osteoporotic fracture risk 14%. Wrist fracture from a minor fall in 2025.";
    expect(codes(runReviewCase(c))).toContain("osteoporosis-untreated");
  });
});
