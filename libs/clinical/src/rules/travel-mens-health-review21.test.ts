import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/*
 * Clinical review 21, travel medicine and men's health: fever after West Africa, eosinophilia after
 * Lake Malawi, dengue with warning signs, a positive strongyloides serology before prednisolone,
 * PSA at 62 and on finasteride, an afternoon testosterone, haematocrit on testosterone gel, raised
 * germ-cell markers with a testicular lump, and a quiet PSA. Synthetic cases in
 * fixtures/travel-mens-health-review21.
 */
const { load, run } = reviewFolder(new URL("./fixtures/travel-mens-health-review21/", import.meta.url));

describe("travel and men's health review 21", () => {
  it("01: fever after Lagos with platelets 95 asks for same-day malaria testing", () => {
    const r = run("01-fever-nigeria-platelets-95-uk");
    expect(finding(r, "malaria-returning-traveller")?.severity).toBe("high");
    expect(patientText(r)).toContain("you need a malaria blood test today");
    expect(patientText(r)).not.toContain("None of these results needs emergency care");
  });

  it("02: eosinophilia after volunteering in Malawi is read as a returned traveller's, with helminth serology", () => {
    const r = run("02-eosinophilia-lake-malawi-uk");
    const f = finding(r, "eosinophilia-causes");
    expect(f?.clinician).toContain('With time in the tropics in the notes ("volunteering in malawi")');
    expect(f?.clinician).toContain("strongyloides serology");
    expect(f?.clinician).toContain("schistosoma serology");
  });

  it("03: NS1-positive dengue with a rising haematocrit, falling platelets and abdominal pain is dengue with warning signs", () => {
    const r = run("03-dengue-thailand-haematocrit-rising-us");
    const f = finding(r, "dengue-warning-signs");
    expect(f?.severity).toBe("high");
    // A US record (platelets in 10^3/µL) since review 31, country-31: US spelling.
    expect(f?.clinician).toContain("hematocrit 41 % (2026-11-24) -> 47.5 % (2026-11-26)");
    expect(f?.clinician).toContain("plasma leakage, not simple dehydration");
    expect(patientText(r)).toContain("You need to be seen in hospital today");
    expect(patientText(r)).not.toContain("None of these results needs emergency care");
    // The rise is not read as fluid loss, and FIB-4 is not scored on dengue's platelets.
    expect(patientText(r)).not.toContain("because you have lost fluid");
    expect(codes(r)).not.toContain("fib4-fibrosis-risk");
    expect(finding(r, "fib4-deferred")?.clinician).toContain("low in acute dengue");
  });

  it("03: a positive dengue test with stable counts and no warning sign in the notes stays off the warning-sign finding", () => {
    const c = load("03-dengue-thailand-haematocrit-rising-us");
    c.labResults = c.labResults.filter(
      (l: { date: string; name: string }) => l.date !== "2026-11-24" || /dengue/i.test(l.name),
    );
    c.patientContext.clinicalNotes =
      "Came back from Thailand 5 days ago. Fever and headache, eating and drinking well.";
    expect(codes(runReviewCase(c))).not.toContain("dengue-warning-signs");
  });

  it("04: a strongyloides serology already positive before prednisolone asks for treatment, not another test", () => {
    const r = run("04-strongyloides-positive-before-prednisolone-uk");
    const f = finding(r, "strongyloides-before-steroids");
    expect(f?.clinician).toContain("Strongyloides IgG serology positive (2026-11-26) with steroids planned");
    expect(f?.clinician).toContain("the infection is already found, so treat it with ivermectin");
    expect(f?.clinician).not.toContain("send strongyloides serology");
    expect(patientText(r)).not.toContain("ask your doctor for a blood test for it");
    expect(patientText(r)).toContain("your positive test for this worm means it should be treated");
  });

  it("04: a positive strongyloides serology before steroids is acted on even with normal eosinophils and no travel note", () => {
    const c = load("04-strongyloides-positive-before-prednisolone-uk");
    c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "Eosinophils");
    c.patientContext.clinicalNotes = "New diagnosis of polymyalgia rheumatica; plan to start prednisolone 15 mg daily.";
    const f = finding(runReviewCase(c), "strongyloides-before-steroids");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("treat it with ivermectin");
  });

  it("05: PSA 5.2 ng/mL at 62 without symptoms is a raised PSA to repeat", () => {
    const r = run("05-psa-5-2-age-62-us");
    expect(finding(r, "psa-elevated")?.severity).toBe("moderate");
  });

  it("06: PSA 2.1 on finasteride with nocturia stays below the NG12 threshold for 66 once doubled", () => {
    const r = run("06-psa-2-1-on-finasteride-free-ratio-uk");
    expect(codes(r)).not.toContain("psa-elevated");
    expect(codes(r)).not.toContain("psa-on-5-ari");
  });

  it("07: a testosterone whose own note says it was taken at 16:00 is read as an afternoon sample", () => {
    const r = run("07-testosterone-7-5-afternoon-uk");
    expect(finding(r, "low-testosterone-confirm-first")?.clinician).toContain("on a sample taken at 16:00");
  });

  it("07: a 4 pm note is read the same way, and a morning note is not called afternoon", () => {
    const c = load("07-testosterone-7-5-afternoon-uk");
    c.labResults[0].notes = "drawn 4 pm";
    expect(finding(runReviewCase(c), "low-testosterone-confirm-first")?.clinician).toContain("taken at 4 pm");
    c.labResults[0].notes = "Sample taken 08:30";
    const morning = finding(runReviewCase(c), "low-testosterone-confirm-first")?.clinician;
    expect(morning).toContain("This sample was taken at 08:30, in the morning");
    expect(morning).not.toContain("which can read lower than a fasting morning one");
  });

  it("08: haematocrit 0.54 on testosterone gel is flagged for the prescriber", () => {
    const r = run("08-haematocrit-0-54-testosterone-gel-uk");
    expect(finding(r, "testosterone-high-haematocrit")?.severity).toBe("moderate");
  });

  it("09: raised AFP and hCG with a testicular lump at 28 ask for a suspected cancer referral", () => {
    const r = run("09-testicular-lump-afp-hcg-age-28-uk");
    const f = finding(r, "testicular-tumour-markers");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Alpha-fetoprotein 86");
    expect(f?.clinician).toContain('("lump in the right testis")');
    expect(clinicianText(r)).toContain("Suspected cancer pathway referral to urology");
    expect(patientText(r)).not.toContain("pregnancy hormone");
  });

  it("09: a raised hCG in a man with no testicular symptom asks for examination, at moderate priority", () => {
    const c = load("09-testicular-lump-afp-hcg-age-28-uk");
    c.patientContext.clinicalNotes = "Routine bloods.";
    const f = finding(runReviewCase(c), "testicular-tumour-markers");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("examine the testes");
    expect(f?.patient).toContain("There is no note of a lump");
  });

  it("09: the markers rule does not read a woman's hCG", () => {
    const c = load("09-testicular-lump-afp-hcg-age-28-uk");
    c.patientContext.gender = "female";
    c.patientContext.clinicalNotes = "Routine bloods.";
    expect(codes(runReviewCase(c))).not.toContain("testicular-tumour-markers");
  });

  it("10: a 62-year-old with PSA 1.1 and normal results stays quiet", () => {
    const r = run("10-psa-1-1-age-62-quiet-us");
    expect(r.findings).toHaveLength(0);
    expect(patientText(r)).toContain("Nothing in these results stands out as a concern");
  });
});
