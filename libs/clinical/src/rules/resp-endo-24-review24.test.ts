import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/resp-endo-24-review24/", import.meta.url));

describe("COPD (review 24)", () => {
  it("01: exacerbations on LAMA/LABA with eosinophils 350 cells/uL: consider adding an inhaled steroid", () => {
    const f = finding(run("01-us-copd-frequent-exacerbations-eos-350"), "copd-exacerbations-eosinophils-consider-ics");
    expect(f?.clinician).toMatch(/blood eosinophil count of 350 \/µL/);
    expect(f?.nextSteps[0]).toMatch(/consider adding an inhaled corticosteroid/);
  });

  it("01: a US record is given GOLD, not NICE; the same record from a UK practice keeps NICE", () => {
    const code = "copd-exacerbations-eosinophils-consider-ics";
    const us = finding(run("01-us-copd-frequent-exacerbations-eos-350"), code);
    expect(us?.clinician).toMatch(/GOLD advises it for continuing exacerbations/);
    expect(us?.clinician).not.toMatch(/NICE/);
    expect(us?.evidenceIds).not.toContain("nice-ng115-copd");
    const c = load("01-us-copd-frequent-exacerbations-eos-350");
    c.data.additionalContext = `UK GP surgery COPD review. ${c.data.additionalContext}`;
    const uk = finding(runReviewCase(c), code);
    expect(uk?.clinician).toMatch(/NICE NG115 considers adding an inhaled corticosteroid/);
    expect(uk?.evidenceIds).toContain("nice-ng115-copd");
  });

  it("02: chronic hypercapnia on home oxygen: controlled oxygen, and the PaO2 on oxygen is not read against LTOT criteria", () => {
    const r = run("02-uk-copd-hypercapnia-on-ltot");
    const f = finding(r, "copd-chronic-hypercapnia");
    expect(f?.clinician).toMatch(/88–92%/);
    expect(f?.clinician).toMatch(/Already on home oxygen/);
    expect(f?.clinician).not.toMatch(/above the BTS range for long-term oxygen/);
    expect(f?.nextSteps).toEqual([
      "Record chronic hypercapnic respiratory failure, so oxygen is controlled to 88–92% in any exacerbation or emergency",
    ]);
  });

  it("not on oxygen, the same gas is still read against the LTOT criteria", () => {
    const c = load("02-uk-copd-hypercapnia-on-ltot");
    c.data.medications = c.data.medications.filter((m: { medication: string }) => !/oxygen/i.test(m.medication));
    c.data.additionalContext = "Respiratory clinic (NHS). ABG at rest on air, stable, no exacerbation for 3 months.";
    const f = finding(runReviewCase(c), "copd-chronic-hypercapnia");
    expect(f?.clinician).toMatch(/above 8 kPa: above the BTS range for long-term oxygen/);
    expect(f?.clinician).not.toMatch(/Already on home oxygen/);
  });

  it("02: a past admission 'on the ward' does not tell someone at home that they are in hospital now", () => {
    const r = run("02-uk-copd-hypercapnia-on-ltot");
    expect(patientText(r)).not.toMatch(/in hospital now/);
  });

  it("a stay on the ward now is still read as in hospital", () => {
    const c = load("02-uk-copd-hypercapnia-on-ltot");
    c.data.additionalContext = "Currently on the ward with an exacerbation, NIV overnight. Target saturations 88-92%.";
    expect(patientText(runReviewCase(c))).toMatch(/in hospital now/);
    c.data.additionalContext = "Two admissions in the last year, currently on the ward with an exacerbation.";
    expect(patientText(runReviewCase(c))).toMatch(/in hospital now/);
  });
});

describe("asthma (review 24)", () => {
  it("03: high-dose ICS/LABA with good adherence and technique: refer now, naming FeNO and eosinophils; bursts and urgent care counted", () => {
    const r = run("03-us-asthma-uncontrolled-high-dose-ics-saba-overuse");
    const f = finding(r, "asthma-high-risk-attacks");
    expect(f?.clinician).toMatch(/9 reliever inhalers in a year, 3 oral steroid courses, "one urgent care visit"/);
    expect(f?.nextSteps[0]).toMatch(/^Refer to a specialist asthma service now/);
    expect(f?.nextSteps[0]).toMatch(/FeNO 56 ppb .* and blood eosinophil count 520/);
    expect(clinicianText(r)).not.toMatch(/step up treatment \(for example ICS\/formoterol/);
  });

  it("03: a US record cites the SABA cohort, not the UK deaths review", () => {
    const f = finding(run("03-us-asthma-uncontrolled-high-dose-ics-saba-overuse"), "asthma-high-risk-attacks");
    expect(f?.clinician).toMatch(/In a national cohort, collecting 3 or more reliever canisters/);
    expect(f?.clinician).not.toMatch(/UK National Review of Asthma Deaths/);
    expect(f?.evidenceIds).toContain("nwaru-2020-saba-overuse");
    expect(f?.evidenceIds).not.toContain("nhs-scotland-saba-prescribing");
  });

  // A Scottish record since review 32 (country-32b): the deaths-review wording rests on NHS Scotland's page.
  it("without adherence and technique on record, the review-first steps stand; a Scottish record keeps the UK wording", () => {
    const c = load("03-us-asthma-uncontrolled-high-dose-ics-saba-overuse");
    c.patientContext.clinicalNotes =
      "NHS GP in Edinburgh. Using salbutamol most days, 9 canisters issued in the past 12 months. Three prednisolone bursts this year.";
    const f = finding(runReviewCase(c), "asthma-high-risk-attacks");
    expect(f?.nextSteps[0]).toMatch(/^Asthma review within days: check adherence/);
    expect(f?.clinician).toMatch(/UK National Review of Asthma Deaths/);
    expect(f?.evidenceIds).toContain("nhs-scotland-saba-prescribing");
  });

  it("non-adherence is not read as adherence", () => {
    const c = load("03-us-asthma-uncontrolled-high-dose-ics-saba-overuse");
    c.patientContext.clinicalNotes =
      "9 canisters filled in the past 12 months. Technique checked today, good; non-adherent on refill history.";
    expect(finding(runReviewCase(c), "asthma-high-risk-attacks")?.nextSteps[0]).not.toMatch(/^Refer/);
  });
});

describe("bronchiectasis (review 24)", () => {
  it("04: a first Pseudomonas isolate: offer eradication with the BTS source", () => {
    const f = finding(run("04-uk-bronchiectasis-first-pseudomonas"), "bronchiectasis-new-pseudomonas");
    expect(f?.nextSteps[0]).toMatch(/Offer Pseudomonas eradication/);
  });
});

describe("adrenal insufficiency (review 24)", () => {
  it("05: Addison's with vomiting, low BP, Na 131, K 5.4: critical, emergency hydrocortisone", () => {
    const r = run("05-uk-addisons-hydrocortisone-vomiting");
    const f = finding(r, "adrenal-crisis-known-insufficiency");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps[0]).toMatch(/hydrocortisone 100 mg IM or IV now/);
    expect(patientText(r)).toMatch(/Use your emergency hydrocortisone injection now/);
  });
});

describe("primary hyperparathyroidism (review 24)", () => {
  it("06: calcium 11.4 mg/dL, eGFR 54 and a radius T-score of −2.7 are all named as reasons for surgery", () => {
    const r = run("06-us-primary-hyperparathyroidism-surgical-criteria");
    const f = finding(r, "hypercalcaemia");
    expect(f?.nextSteps).toContain(
      "Refer to endocrinology or a parathyroid surgeon: osteoporosis or a fragility fracture, a calcium more than 1 mg/dL above the upper limit and an eGFR below 60 (54 mL/min/1.73m2 (2026-11-18)) in the record are indications for surgery",
    );
    expect(f?.evidenceIds).toContain("khan-2017-phpt-consensus");
  });

  it("06: with a high calcium, the bone plan does not say to continue calcium intake", () => {
    const r = run("06-us-primary-hyperparathyroidism-surgical-criteria");
    expect(clinicianText(r)).not.toMatch(/continue maintenance vitamin D and calcium intake/);
    expect(clinicianText(r)).toMatch(/calcium and vitamin D supplements are reviewed with the high calcium/);
  });

  it("a calcium within 1 mg/dL of the limit and a normal eGFR add no consensus criterion", () => {
    const c = load("06-us-primary-hyperparathyroidism-surgical-criteria");
    for (const l of c.labResults) {
      if (l.name === "Calcium") l.value = "10.9";
      if (l.name === "eGFR") Object.assign(l, { value: "78", flag: "Normal" });
      if (l.name === "Creatinine") Object.assign(l, { value: "0.82", flag: "Normal" });
    }
    const f = finding(runReviewCase(c), "hypercalcaemia");
    const refer = f?.nextSteps.find((s) => s.startsWith("Refer to endocrinology"));
    expect(refer).toMatch(/osteoporosis or a fragility fracture in the record is an indication for surgery/);
    expect(refer).not.toMatch(/above the upper limit|eGFR below 60/);
    // Review 27 (endocrine case 06): on a US record the international consensus, which lists
    // osteoporosis too, is cited in place of NICE NG132.
    expect(f?.evidenceIds).toContain("khan-2017-phpt-consensus");
    expect(f?.evidenceIds).not.toContain("nice-ng132-primary-hyperparathyroidism");
  });
});

describe("thyroid (review 24)", () => {
  it("07: UK, 9 weeks pregnant on levothyroxine with TSH 4.9: raise by 25 micrograms a day, with the NHS pathway cited", () => {
    const f = finding(run("07-uk-hypothyroid-pregnant-9-weeks-tsh-high"), "pregnancy-levothyroxine");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/^Increase levothyroxine by 25 micrograms a day now \(NHS pathway/);
    expect(f?.evidenceIds).toContain("bnssg-remedy-thyroid-pregnancy");
    expect(f?.patient).toMatch(/iron tablet/);
  });

  it("the same result in a US record keeps the ATA two-extra-doses step", () => {
    const c = load("07-uk-hypothyroid-pregnant-9-weeks-tsh-high");
    c.patientContext.clinicalNotes =
      "Positive home pregnancy test, LMP 09/28/2026, about 9 weeks pregnant. Takes levothyroxine with prenatal vitamins (contain iron).";
    const f = finding(runReviewCase(c), "pregnancy-levothyroxine");
    expect(f?.nextSteps[0]).toMatch(/ATA 2014: two extra doses a week/);
    expect(f?.evidenceIds).not.toContain("bnssg-remedy-thyroid-pregnancy");
  });

  it("a UK TSH between 5 and 10 in pregnancy: 50 micrograms and an endocrine antenatal referral", () => {
    const c = load("07-uk-hypothyroid-pregnant-9-weeks-tsh-high");
    c.labResults[0].value = "7.2";
    expect(finding(runReviewCase(c), "pregnancy-levothyroxine")?.nextSteps[0]).toMatch(
      /by 50 micrograms a day now and refer to an endocrine antenatal clinic/,
    );
  });

  it("08: TSH below 0.1 three times at 76 with AF: treatment advised and endocrinology to find the cause", () => {
    const f = finding(run("08-us-subclinical-hyperthyroid-af-age-76"), "subclinical-hyperthyroidism");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/ATA 2016 recommends treatment/);
    expect(f?.nextSteps[0]).toMatch(/Refer to endocrinology/);
  });

  it("10: well-controlled hypothyroidism is quiet", () => {
    expect(codes(run("10-uk-quiet-hypothyroid-well-controlled"))).toEqual([]);
  });
});

describe("prolactin (review 24)", () => {
  it("09: prolactin 2380 on risperidone with amenorrhoea: review with psychiatry, not stop", () => {
    const r = run("09-uk-prolactin-high-risperidone-amenorrhoea");
    const f = finding(r, "prolactin-high-on-dopamine-blocker");
    expect(f?.nextSteps[0]).toMatch(/review the antipsychotic with psychiatry/);
    expect(patientText(r)).toMatch(/Do not stop it on your own/);
  });
});
