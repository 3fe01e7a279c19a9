import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/*
 * Review 32, paeds-geri-32: a sweep at both ends of life (16 synthetic cases, UK, US and neither).
 * Found and changed:
 * - case 13: an afebrile 88-year-old with dementia, two days more confused, normal CRP and count,
 *   was told "possible sepsis, call 999" on a care-home urine dipstick alone, beside a finding saying
 *   the strip does not diagnose infection at her age. From 65 a positive dipstick no longer counts as
 *   a sign of infection for the sepsis findings unless an inflammatory marker is raised
 *   (rules/vital-signs.ts).
 * - case 07: a 6-week-old's sepsis finding read "at age 1 months" (rules/vital-signs.ts).
 * - case 02: "40 oz of whole cow's milk a day" was not read, and the step asked how much milk the
 *   toddler drinks (rules/patterns.ts).
 * - case 06: "type 1 diabetes since age 8" was not read as its duration (rules/diabetes-children.ts).
 * - case 09: a US teenager on isotretinoin was cited the MHRA's UK advice (rules/drug-lab.ts).
 * - case 14: a severely frail 90-year-old on a statin for primary prevention got no deprescribing
 *   prompt: new rules/frail-statin-review.ts (PATH programme review, Cleve Clin J Med 2017).
 */
const { load, run, edit } = reviewFolder(new URL("./fixtures/paeds-geri-32-review32/", import.meta.url));

type Run = ReturnType<typeof run>;
const citedUrls = (r: Run) =>
  [...Object.values(r.result.citations.patient), ...Object.values(r.result.citations.clinician)].map(
    (c) => (c as { url: string }).url,
  );

describe("children's results read for age (review 32, paeds-geri-32)", () => {
  it("01: a growing 14-year-old's ALP of 420 reads as bone growth, and a creatinine of 38 is not called low", () => {
    const r = run("01-neither-boy-14y-alp-420-creatinine-38-adult-ranges-labs");
    expect(codes(r)).toContain("alp-raised-growth");
    expect(codes(r)).toContain("lab-not-comparable");
    expect(r.findings.filter((f) => f.code === "lab-low")).toEqual([]);
    expect(patientText(r)).toMatch(/growth is the most likely reason/);
  });

  it("02: a toddler's '40 oz of whole cow's milk a day' is named as the cause, not asked about", () => {
    const r = run("02-us-toddler-2y-hb-9-8-ferritin-5-whole-milk-labs");
    const f = finding(r, "iron-deficiency-anaemia");
    expect(f?.clinician).toMatch(/The notes record 40 oz of whole cow's milk/);
    expect(f?.nextSteps).toContain("Cut down the cow's milk (40 oz) and offer iron-rich foods");
    expect(f?.nextSteps.join(" ")).not.toMatch(/how much cow's milk/);
    expect(patientText(r)).toMatch(/Drinking a lot of cow's milk is linked with low iron/);
  });

  it("03: a well 4-year-old of West African heritage with neutrophils 1.1 is not read as a dangerous neutropenia", () => {
    const r = run("03-uk-boy-4y-neutrophils-1-1-african-ancestry-ehr");
    expect(r.findings.every((f) => f.severity === "low" || f.severity === "info")).toBe(true);
    expect(clinicianText(r)).toMatch(/African or Middle Eastern ancestry/);
  });

  it("04: a US 2-year-old's blood lead of 12 is read against CDC's 3.5 with the home named as the source", () => {
    const f = finding(run("04-us-boy-2y-blood-lead-12-labs"), "lead-child");
    expect(f?.clinician).toMatch(/CDC's blood lead reference value of 3\.5/);
    expect(f?.clinician).toMatch(/peeling paint/);
  });

  it("05: a 10-year-old's 130/84 is judged by children's percentiles, not adult categories", () => {
    const r = run("05-uk-girl-10y-bp-128-82-ehr");
    expect(codes(r)).toEqual(["bp-child-percentiles"]);
    expect(patientText(r)).toMatch(/not with adult numbers/);
  });

  it("06: '15-year-old with type 1 diabetes since age 8' gives the duration ADA's screening asks for", () => {
    const f = finding(run("06-us-teen-15y-t1d-hba1c-9-5-labs"), "diabetes-kidney-monitoring-child");
    expect(f?.clinician).toMatch(/once diabetes has lasted 5 years \(here about 7 years\)/);
    expect(f?.clinician).not.toMatch(/not in the record/);
  });

  it("06: HbA1c 9.5% in a teenager with type 1 diabetes is above the ADA goal for children", () => {
    const f = finding(run("06-us-teen-15y-t1d-hba1c-9-5-labs"), "diabetes-above-target");
    expect(f?.clinician).toMatch(/For children and adolescents the ADA Standards of Care set an A1C goal below 7%/);
  });

  it("07: a febrile 6-week-old is a NICE high risk sepsis emergency, worded 'at age 1 month'", () => {
    const r = run("07-uk-infant-6wk-fever-38-4-ehr");
    const f = finding(r, "sepsis-risk-child");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/Possible sepsis at age 1 month: /);
    expect(f?.clinician).toMatch(/38 °C or more under 3 months/);
    expect(patientText(r)).toMatch(/call 999 or take the child to A&E/);
  });

  it("08: an 11-year-old with TSH 14 and low free T4 goes to paediatric endocrinology, not the adult plan", () => {
    const f = finding(run("08-neither-girl-11y-tsh-14-low-ft4-labs"), "overt-hypothyroidism");
    expect(f?.clinician).toMatch(/paediatric endocrinolog/);
    expect(f?.clinician).toMatch(/not the adult plan/);
  });

  it("09: a US teenager on isotretinoin is not cited the MHRA's UK advice", () => {
    const r = run("09-us-girl-16y-isotretinoin-tg-380-alt-70-labs");
    const f = finding(r, "isotretinoin-effects");
    expect(f?.clinician).toMatch(/Its label also warns of depression and, rarely, suicidal thoughts\./);
    expect(f?.clinician).not.toMatch(/MHRA/);
    expect(citedUrls(r).filter((u) => /gov\.uk\/guidance\/isotretinoin/.test(u))).toEqual([]);
  });

  it("09: a UK record keeps the MHRA's mental health advice", () => {
    const c = load("09-us-girl-16y-isotretinoin-tg-380-alt-70-labs");
    c.patientContext.clinicalNotes = "Dermatology clinic, NHS hospital in Bristol. Month 2 of isotretinoin.";
    const f = finding(runReviewCase(c), "isotretinoin-effects");
    expect(f?.clinician).toMatch(/the MHRA \(2023\) asks for mental health to be checked/);
    expect(f?.evidenceIds).toContain("mhra-2023-isotretinoin");
  });
});

describe("older adults (review 32, paeds-geri-32)", () => {
  it("10: sodium 124 four weeks after sertraline at 84 names the SSRI and the Beers monitoring", () => {
    const f = finding(run("10-uk-woman-84-sertraline-sodium-124-ehr"), "hyponatraemia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/sertraline 50 mg tablets is an SSRI/i);
  });

  it("11: three strongly anticholinergic medicines with falls and forgetfulness are a Beers review", () => {
    const f = finding(run("11-us-man-82-anticholinergic-falls-ehr"), "beers-older-adult-medicines");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Three strongly anticholinergic medicines are taken together/);
  });

  it("12: digoxin 2.4 with nausea, yellow vision, low potassium and a falling eGFR reads as possible toxicity", () => {
    const r = run("12-uk-woman-87-digoxin-2-4-falling-egfr-ehr");
    expect(codes(r)).toEqual(
      expect.arrayContaining(["digoxin-level-high", "digoxin-low-potassium", "egfr-rapid-decline"]),
    );
    expect(finding(r, "digoxin-level-high")?.nextSteps.join(" ")).toMatch(/Withhold digoxin/);
  });

  it("13: confusion with a positive dipstick and nothing else at 88 is not called sepsis", () => {
    const r = run("13-uk-woman-88-delirium-dipstick-positive-no-urinary-symptoms-ehr");
    expect(codes(r)).not.toContain("sepsis-high-risk-adult");
    expect(codes(r)).toContain("older-dipstick-confusion");
    expect(patientText(r)).not.toMatch(/\b999\b|A&E|sepsis/);
  });

  it("13: the same picture with a raised CRP is still a possible sepsis", () => {
    const r = runReviewCase(
      edit("13-uk-woman-88-delirium-dipstick-positive-no-urinary-symptoms-ehr", (d) => {
        d.recentNormalLabs = d.recentNormalLabs.filter((l) => l.display !== "CRP");
        d.recentAbnormalLabs.push({
          display: "CRP",
          value: "96",
          unit: "mg/L",
          date: "2026-11-29",
          referenceRange: "0-10",
          interpretation: "High",
        });
      }),
    );
    expect(codes(r)).toContain("sepsis-high-risk-adult");
  });

  it("13: at 40 a positive dipstick with new confusion still counts as a sign of infection", () => {
    const c = load("13-uk-woman-88-delirium-dipstick-positive-no-urinary-symptoms-ehr");
    c.data.patientInfo.age = 40;
    c.data.pastMedicalHistory = [];
    c.data.medications = [];
    c.data.additionalContext = "GP surgery, Leicester (NHS). New confusion today, more confused than this morning.";
    expect(codes(runReviewCase(c))).toContain("sepsis-high-risk-adult");
  });

  it("14: a severely frail 90-year-old on a statin for primary prevention is offered a review, citing the PATH review", () => {
    const r = run("14-neither-man-90-frail-atorvastatin-primary-prevention-labs");
    const f = finding(r, "statin-severe-frailty-review");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/The notes say it is for primary prevention/);
    expect(f?.clinician).toMatch(/no reason to start or continue a statin for primary prevention/);
    expect(patientText(r)).toMatch(/Ask your doctor whether it is still needed\. Do not stop it on your own\./);
    expect(citedUrls(r)).toContain(
      "https://www.mdedge.com/ccjm/article/130050/geriatrics/severely-frail-elderly-patients-do-not-need-lipid-lowering-drugs",
    );
  });

  it("14: a 90-year-old with no frailty stated gets no statin review from age alone", () => {
    const c = load("14-neither-man-90-frail-atorvastatin-primary-prevention-labs");
    c.patientContext.conditions = [];
    c.patientContext.clinicalNotes = "90-year-old man, lives alone, walks daily. Atorvastatin for primary prevention.";
    expect(codes(runReviewCase(c))).not.toContain("statin-severe-frailty-review");
  });

  it("14: with a past heart attack the statin review is low priority and says so", () => {
    const c = load("14-neither-man-90-frail-atorvastatin-primary-prevention-labs");
    c.patientContext.conditions.push({ name: "Myocardial infarction", status: "resolved" });
    c.patientContext.clinicalNotes = "90-year-old man in a nursing home, Clinical Frailty Scale 7.";
    const f = finding(runReviewCase(c), "statin-severe-frailty-review");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/Cardiovascular disease is recorded/);
  });

  it("15: ten years of omeprazole with low B12 and magnesium names the PPI for both", () => {
    const r = run("15-us-woman-79-omeprazole-b12-160-mg-1-3-labs");
    expect(codes(r)).toEqual(expect.arrayContaining(["ppi-hypomagnesaemia", "ppi-b12-low"]));
  });

  it("16: iron-deficiency anaemia in an 80-year-old man goes on the suspected cancer pathway (NICE NG12)", () => {
    const f = finding(run("16-uk-man-80-hb-108-ferritin-9-ida-ehr"), "ida-gi-investigation");
    expect(f?.clinician).toMatch(
      /suspected colorectal cancer pathway referral \(appointment within 2 weeks\) under NICE NG12/,
    );
  });
});
