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
const CASES = new URL("./fixtures/infection-antimicrobial-review21/", import.meta.url);
const { run } = reviewFolder(CASES);

describe("infection and antimicrobial monitoring, review 21", () => {
  it("a vancomycin trough above range with an acute creatinine rise: the AKI steps name vancomycin and its level", () => {
    const r = run("01-vanc-trough-24-creat-rising-us");
    const steps = finding(r, "aki-creatinine-rise")?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Review Vancomycin with pharmacy or microbiology before the next dose/i);
    expect(steps).toMatch(/Vancomycin Trough 24\.1 µg\/mL \(2026-11-28\) is above the laboratory's range/);
    expect(finding(r, "aki-creatinine-rise")?.evidenceIds).toContain("rybak-2020-vancomycin-monitoring");
  });

  it("a gentamicin pre-dose level above range with AKI: gentamicin is named with its level and the hospital monitoring source", () => {
    const r = run("02-gentamicin-level-high-day3-uk");
    const f = finding(r, "aki-creatinine-rise");
    expect(f?.nextSteps.join(" ")).toMatch(/Review Gentamicin .*Gentamicin level \(pre-dose\) 2\.4 mg\/L/i);
    expect(f?.evidenceIds).toContain("ouh-gentamicin-monitoring");
    expect(f?.evidenceIds).not.toContain("rybak-2020-vancomycin-monitoring");
  });

  it("oral vancomycin for C. difficile is no kidney-toxic antibiotic in an AKI", () => {
    const c = loadReviewCase(CASES, "08-cdiff-wcc18-creat-uk");
    c.patientContext.medications.push({ name: "Vancomycin oral", dosage: "125 mg", frequency: "four times daily" });
    const steps = finding(runReviewCase(c), "aki-creatinine-rise")?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/Review Vancomycin/i);
  });

  it("severe C. difficile: the creatinine baseline is quoted in the unit the laboratory reported (µmol/L), not as '1 mg/dL'", () => {
    const r = run("08-cdiff-wcc18-creat-uk");
    const text = finding(r, "c-difficile-infection")?.clinician ?? "";
    expect(text).toMatch(/creatinine 168 µmol\/L \(2026-11-26\), up 91% from 88 µmol\/L \(2026-09-01\)/);
    expect(text).not.toMatch(/from 1 mg\/dL/);
  });

  it("ALT 4× the limit on Rifater without symptoms: linked to the TB drugs, below the ATS stopping threshold, keep taking", () => {
    const r = run("07-tb-rhze-alt-4x-uk");
    const f = finding(r, "antituberculosis-transaminase-rise");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/ALT 168 U\/L \(2026-11-26\) \(4\.1× the upper limit\)/);
    expect(f?.clinician).toMatch(/hepatitis symptoms or jaundice would already meet the threshold/);
    expect(f?.evidenceIds).toEqual(["ats-2006-tb-hepatotoxicity"]);
    expect(codes(r)).not.toContain("antituberculosis-liver-injury");
    expect(patientText(r)).toMatch(/Keep taking them unless your team tells you otherwise/);
  });

  it("on TB drugs, ALT 5× the limit (or 3× with nausea) goes to the stopping finding, not the watch finding", () => {
    const c = loadReviewCase(CASES, "07-tb-rhze-alt-4x-uk");
    c.labResults[0].value = "210";
    const high = runReviewCase(c);
    expect(codes(high)).toContain("antituberculosis-liver-injury");
    expect(codes(high)).not.toContain("antituberculosis-transaminase-rise");
    const sym = loadReviewCase(CASES, "07-tb-rhze-alt-4x-uk");
    sym.patientContext.clinicalNotes = "Week 5 of TB treatment. Nausea for 3 days.";
    expect(codes(runReviewCase(sym))).toContain("antituberculosis-liver-injury");
    expect(codes(runReviewCase(sym))).not.toContain("antituberculosis-transaminase-rise");
  });

  it("ALT 1.5× the limit on TB drugs without symptoms: a low watch point with no 3× warning", () => {
    const c = loadReviewCase(CASES, "07-tb-rhze-alt-4x-uk");
    c.labResults[0].value = "62";
    const f = finding(runReviewCase(c), "antituberculosis-transaminase-rise");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).not.toMatch(/would already meet the threshold/);
  });

  it("HIV viral load 45 copies/mL on treatment: said to be below the BHIVA blip range, at info, not an unexplained 'high' result", () => {
    const r = run("06-hiv-blip-45-us");
    const f = finding(r, "hiv-viraemia-on-art");
    expect(f?.severity).toBe("info");
    expect(f?.clinician).toMatch(/below 50 copies\/mL/);
    expect(f?.nextSteps).toEqual(["Keep the routine viral load schedule; reinforce adherence at the next contact"]);
    expect(patientText(r)).not.toMatch(/HIV-1 RNA, Quantitative PCR is higher than the usual range/);
    expect(patientText(r)).not.toMatch(/Why is the virus showing again/);
  });

  it("HIV viral load 1,200 with CD4 180 on Biktarvy: virological failure and PJP prophylaxis in the advanced-HIV finding", () => {
    const r = run("05-hiv-vl-1200-cd4-180-us");
    const f = finding(r, "hiv-advanced-cd4-below-200");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/virological failure/);
    expect(f?.nextSteps.join(" ")).toMatch(/Pneumocystis prophylaxis with trimethoprim-sulfamethoxazole/);
  });

  it("nitrofurantoin with eGFR 38: the MHRA threshold of 45 and the short-course exception are stated", () => {
    const f = finding(run("03-nitrofurantoin-egfr38-uk"), "nitrofurantoin-kidney");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/below an eGFR of 45/);
  });

  it("trimethoprim with potassium 5.8 on ramipril: trimethoprim is named as a contributor", () => {
    const f = finding(run("04-trimethoprim-k58-ramipril-uk"), "raas-hyperkalaemia");
    expect(f?.clinician).toMatch(/Trimethoprim, a likely contributor/);
  });

  it("treponemal and RPR 1:32 both reactive: syphilis with benzathine penicillin by stage", () => {
    const f = finding(run("09-syphilis-rpr-1-32-us"), "syphilis-serology-reactive");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join(" ")).toMatch(/benzathine penicillin G/);
  });

  it("tenofovir disoproxil for hepatitis B alone with tubular signs: no HIV medicine, HIV clinic or unsent HBsAg result is named", () => {
    const r = run("11-hbv-tenofovir-creat-phosphate-uk");
    const f = finding(r, "tdf-proximal-tubulopathy");
    expect(f?.nextSteps[0]).toMatch(/^Arrange with the hepatitis B \(liver\) service to replace tenofovir disoproxil/);
    expect(patientText(r)).not.toMatch(/HIV/);
    expect(clinicianText(r)).not.toMatch(/HIV/);
    const hbv = finding(r, "hbv-suppressed-on-treatment");
    expect(hbv?.clinician).toMatch(
      /^Chronic hepatitis B in the record \("Chronic hepatitis B"\) with hepatitis B virus DNA <10 IU\/mL/,
    );
    expect(hbv?.clinician).not.toMatch(/HBsAg/);
    expect(patientText(r)).not.toMatch(/surface test stays positive/);
  });

  it("tenofovir disoproxil with HIV in the record still names the HIV service", () => {
    const c = loadReviewCase(CASES, "11-hbv-tenofovir-creat-phosphate-uk");
    c.patientContext.conditions.push({ name: "HIV-1 infection", status: "active" });
    const f = finding(runReviewCase(c), "tdf-proximal-tubulopathy");
    expect(f?.nextSteps[0]).toMatch(/^Arrange with the HIV service/);
    expect(f?.patient).toMatch(/one of your HIV medicines, tenofovir disoproxil,/);
    expect(f?.patient).toMatch(/Because you also have hepatitis B/);
  });

  it("procalcitonin 0.08 with influenza A and a mildly raised CRP: the CRP and the detected PCR lines, no alarm", () => {
    const r = run("12-procalcitonin-low-viral-chest-us");
    // The "Influenza A DETECTED" PCR is read as detected since review 21 (leftovers-21d case 04).
    expect([...codes(r)].sort()).toEqual(["lab-abnormal", "lab-high"]);
    expect(patientText(r)).toMatch(/None of these results needs emergency care on its own/);
  });

  it("HIV suppressed (<40) with CD4 650 and normal bloods stays quiet", () => {
    const r = run("10-hiv-suppressed-quiet-uk");
    expect(codes(r)).toEqual([]);
    expect(patientText(r)).toMatch(/Nothing in these results stands out as a concern/);
    expect(clinicianText(r)).toMatch(/No rule-based problems were identified/);
  });
});
