import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 33, infect-resp-33: infection and respiratory medicine. Found and changed:
 * - COPD exacerbation on a record of neither country read "NICE NG114 … NICE NG115" and cited both,
 *   and told the patient to "call 999 or go to A&E" (copd-exacerbation.ts): NICE's steps are now
 *   for UK records only, and the patient text uses the neutral words that evaluate.ts turns into
 *   999/A&E or 911 by country. GOLD 2025's own pages were not seen today (only the GOLD 2023
 *   executive summary's title page and abstract), so nothing new cites GOLD.
 * - Community-acquired pneumonia on a US record was scored "NICE CG191 CRB65/CURB65", with NICE's
 *   tiers and citation, and called a BUN "urea" (pneumonia-curb65.ts): a US record now reads with
 *   ATS/IDSA 2019, which prefers the PSI to CURB65, and a BUN is named BUN.
 * - A temperature sent in °F read "temperature 38.8 °C" in the sepsis finding (vital-signs.ts): it
 *   now reads as sent, with °C beside it.
 * - A pregnant woman (10 weeks) with pyelonephritis on trimethoprim was told neither of NICE NG111's
 *   points: referral considered in pregnancy, trimethoprim only with a susceptible culture
 *   (uti-upper-dipstick.ts).
 * - An active C. difficile infection on the problem list, with the toxin result in the notes, white
 *   cells 18.6 and creatinine 1.7 mg/dL, drew no C. difficile finding (c-difficile.ts) and a
 *   "no infection recorded" repeat blood film (neutrophilia.ts).
 * - Ciprofloxacin was not named among QT-prolonging medicines beside a QTc of 478 ms
 *   (vocab/medications.ts).
 * - Resolved hepatitis B before rituximab on an NHS record read "AASLD 2018 advises" and cited AASLD;
 *   the anti-HBs flag line beside it offered a vaccine as "no sign of … a past infection"
 *   (hbv-reactivation.ts, evaluate.ts): non-US records now read with EASL 2017, and the anti-HBs
 *   result is named in the finding.
 * The other cases sweep sepsis, antibiotic interactions, HIV, latent TB, neutropenic fever, asthma
 * and procalcitonin, and pin what already reads right.
 */
const { run } = reviewFolder(new URL("./fixtures/infect-resp-33-review33/", import.meta.url));

describe("infection and respiratory records read by country and in the record's units (review 33, infect-resp-33)", () => {
  it("01: COPD exacerbation on a record of neither country cites no NICE and gives no UK emergency number", () => {
    const r = run("01-neither-copd-exacerbation-spo2-89");
    const f = finding(r, "copd-exacerbation");
    expect(f?.severity).toBe("critical");
    expect(f?.evidenceIds).toContain("aimar-2014-copd-management");
    expect(f?.evidenceIds.filter((id) => id.startsWith("nice-"))).toEqual([]);
    expect(f?.clinician).not.toMatch(/NICE/);
    expect(f?.clinician).toMatch(/target of 88–92%/);
    expect(f?.patient).toMatch(/call your local emergency number or go to an emergency department now/);
    expect(f?.patient).not.toMatch(/999|A&E/);
  });

  it("02: UK COPD exacerbation without hospital features keeps NICE NG114/NG115 and a same-day review", () => {
    const r = run("02-uk-copd-exacerbation-spo2-93-gp");
    const f = finding(r, "copd-exacerbation");
    expect(f?.severity).toBe("high");
    expect(f?.evidenceIds).toContain("nice-ng114-copd-exacerbation-antibiotics");
    expect(f?.clinician).toMatch(/NICE NG114/);
  });

  it("03: UK pneumonia keeps NICE CG191 CURB65 wording with urea in mmol/L and °C as sent", () => {
    const r = run("03-uk-cap-curb65-4-confused");
    const f = finding(r, "pneumonia-curb65");
    expect(f?.clinician).toMatch(/NICE CG191 CRB65\/CURB65/);
    expect(f?.clinician).toMatch(/CURB65 5\/5/);
    expect(f?.clinician).toMatch(/urea 11\.4 mmol\/L/);
    expect(f?.evidenceIds).toContain("nice-cg191-pneumonia");
    expect(finding(r, "sepsis-high-risk-adult")?.severity).toBe("critical");
    expect(clinicianText(r)).toMatch(/temperature 38\.9 °C/);
    expect(clinicianText(r)).not.toMatch(/°F/);
  });

  it("04: US pneumonia reads with ATS/IDSA 2019 (PSI preferred), names the BUN, and shows °F as sent", () => {
    const r = run("04-us-cap-bun-mg-dl-psi");
    const f = finding(r, "pneumonia-curb65");
    expect(f?.evidenceIds).toContain("ats-idsa-2019-cap");
    expect(f?.evidenceIds).not.toContain("nice-cg191-pneumonia");
    expect(f?.clinician).not.toMatch(/NICE/);
    expect(f?.clinician).toMatch(/BUN 34 mg\/dL/);
    expect(f?.clinician).toMatch(/Pneumonia Severity Index \(PSI\)/);
    expect(finding(r, "sepsis-high-risk-adult")?.clinician).toMatch(/temperature 101\.8 °F \(38\.8 °C\)/);
  });

  it("05: US sepsis with hypotension and lactate 4.3 is critical, with the temperature in °F", () => {
    const r = run("05-us-sepsis-lactate-4-hypotension");
    const f = finding(r, "sepsis-high-risk-adult");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/lactate 4\.3 mmol\/L/);
    expect(f?.clinician).toMatch(/102\.6 °F \(39\.2 °C\)/);
    expect(f?.clinician).not.toMatch(/NICE/);
  });

  it("06: pyelonephritis at 10 weeks of pregnancy on trimethoprim names referral and the trimethoprim review", () => {
    const r = run("06-uk-pyelonephritis-pregnant-trimethoprim");
    const f = finding(r, "uti-dipstick-possible-pyelonephritis");
    expect(f?.clinician).toMatch(/Pregnant: NICE NG111 advises considering hospital referral/);
    expect(f?.clinician).toMatch(/On trimethoprim: NICE NG111 uses it for pyelonephritis only when the culture/);
    expect(f?.nextSteps[0]).toMatch(/^Pregnant: consider hospital referral/);
  });

  it("07: an asymptomatic catheter urine growing E. coli in a well man raises no infection finding", () => {
    const r = run("07-neither-catheter-uti-man");
    expect(codes(r).filter((c) => /uti|pyelo|sepsis/.test(c))).toEqual([]);
  });

  it("08: active C. difficile with the toxin in the notes is read as severe by IDSA/SHEA, with no 'no infection' line", () => {
    const r = run("08-us-cdiff-wbc-18-ppi");
    const f = finding(r, "c-difficile-infection");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(
      /toxin positive" in the notes, with Clostridioides difficile infection on the problem list/,
    );
    expect(f?.clinician).toMatch(/Severe by the IDSA\/SHEA criteria/);
    expect(f?.evidenceIds).toContain("idsa-shea-2021-cdi");
    expect(codes(r)).not.toContain("neutrophilia-repeat-film");
  });

  it("09: clarithromycin with simvastatin and apixaban draws both interactions", () => {
    const r = run("09-uk-clarithromycin-simvastatin-apixaban");
    expect(codes(r)).toEqual(
      expect.arrayContaining(["simvastatin-contraindicated-combination", "doac-strong-cyp3a4-pgp-inhibitor"]),
    );
  });

  it("10: ciprofloxacin is named as QT-prolonging beside a QTc of 478 ms, and as the INR's likely cause", () => {
    const r = run("10-us-cipro-warfarin-inr-citalopram");
    expect(finding(r, "qtc-prolonged")?.clinician).toMatch(/QT-prolonging medicines: [^.]*ciprofloxacin/i);
    expect(finding(r, "warfarin-inr-high")?.clinician).toMatch(/Ciprofloxacin can raise the INR/);
    expect(clinicianText(r)).toMatch(/4 mEq\/L/);
  });

  it("11: trimethoprim with ramipril and spironolactone is named in the raised-potassium finding", () => {
    const r = run("11-neither-trimethoprim-ramipril-spironolactone-k");
    expect(finding(r, "raas-hyperkalaemia")?.clinician).toMatch(/trimethoprim/i);
  });

  it("12: resolved hepatitis B before rituximab on an NHS record reads with EASL 2017, anti-HBs named once", () => {
    const r = run("12-uk-hbv-core-positive-before-rituximab");
    const f = finding(r, "hbv-reactivation-anti-cd20");
    expect(f?.evidenceIds).toContain("easl-2017-hbv");
    expect(f?.evidenceIds).not.toContain("aasld-2018-hbv");
    expect(f?.clinician).toMatch(/EASL 2017 advises antiviral prophylaxis/);
    expect(f?.clinician).toMatch(/anti-HBs <10 mIU\/mL/);
    expect(f?.clinician).not.toMatch(/AASLD/);
    expect(codes(r)).not.toContain("lab-low");
    expect(patientText(r)).not.toMatch(/whether a vaccine is advised/);
  });

  it("13: HIV with CD4 150 reads as advanced disease with ART and Pneumocystis prophylaxis", () => {
    const r = run("13-us-hiv-cd4-150-viral-load");
    expect(finding(r, "hiv-advanced-cd4-below-200")?.clinician).toMatch(/Pneumocystis prophylaxis/);
  });

  it("14: a positive IGRA before adalimumab asks to exclude active TB and treat latent TB first", () => {
    const r = run("14-neither-igra-positive-before-adalimumab");
    expect(finding(r, "latent-tb-before-anti-tnf")?.severity).toBe("high");
  });

  it("15: fever on chemotherapy with neutrophils 0.3 is critical neutropenic sepsis", () => {
    const r = run("15-us-neutropenic-fever-anc-0-3");
    expect(finding(r, "neutropenic-sepsis")?.severity).toBe("critical");
  });

  it("16: asthma with three steroid courses reads as high risk of attacks", () => {
    const r = run("16-uk-asthma-eos-0-6-prednisolone-courses");
    expect(finding(r, "asthma-high-risk-attacks")?.severity).toBe("high");
  });

  it("17: influenza with a low procalcitonin draws nothing urgent", () => {
    const r = run("17-neither-pct-low-crp-viral");
    expect(r.findings.filter((f) => f.severity === "critical" || f.severity === "high")).toEqual([]);
  });

  it("18: US COPD exacerbation, drowsy at SpO2 88%, reads with AIMAR and 911", () => {
    const r = run("18-us-copd-exacerbation-clarithromycin-atorvastatin");
    const f = finding(r, "copd-exacerbation");
    expect(f?.severity).toBe("critical");
    expect(f?.evidenceIds).toContain("aimar-2014-copd-management");
    expect(f?.patient).toMatch(/call 911 or go to an emergency department now/);
    expect(codes(r)).toContain("atorvastatin-inhibitor-dose");
  });

  it("19: UK COPD exacerbation with cyanosis still tells the patient 999 or A&E", () => {
    const r = run("19-uk-copd-exacerbation-spo2-87-cyanosed");
    const f = finding(r, "copd-exacerbation");
    expect(f?.severity).toBe("critical");
    expect(f?.patient).toMatch(/call 999 or go to A&E now/);
    expect(f?.evidenceIds).toContain("nice-ng115-copd");
  });

  it("20: pyelonephritis, not pregnant and on cefalexin, draws neither the pregnancy nor the trimethoprim note", () => {
    const r = run("20-neither-pyelonephritis-not-pregnant-cefalexin");
    const f = finding(r, "uti-dipstick-possible-pyelonephritis");
    expect(f).toBeDefined();
    expect(f?.clinician).not.toMatch(/Pregnant:|On trimethoprim/);
  });

  it("21: a resolved C. difficile infection draws no C. difficile finding and leaves the white-cell repeat", () => {
    const r = run("21-uk-cdiff-resolved-history-raised-wbc");
    expect(codes(r)).not.toContain("c-difficile-infection");
    expect(codes(r)).toContain("neutrophilia-repeat-film");
  });

  it("22: resolved hepatitis B before rituximab on a US record keeps AASLD 2018", () => {
    const r = run("22-us-hbv-core-positive-before-rituximab");
    const f = finding(r, "hbv-reactivation-anti-cd20");
    expect(f?.evidenceIds).toContain("aasld-2018-hbv");
    expect(f?.clinician).toMatch(/AASLD 2018 advises/);
  });
});
