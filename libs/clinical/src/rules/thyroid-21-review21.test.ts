import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/thyroid-21-review21/", import.meta.url));

describe("adult thyroid cases (review 21)", () => {
  it("low TSH, normal free T4 and raised free T3: overt T3 toxicosis, not subclinical with 'hormone normal'", () => {
    const r = run("01-t3-toxicosis-uk");
    expect(codes(r)).not.toContain("subclinical-hyperthyroidism");
    const overt = finding(r, "overt-hyperthyroidism");
    expect(overt?.severity).toBe("high");
    expect(overt?.clinician).toMatch(
      /normal free T4 19\.8 pmol\/L .* and raised free T3 8\.9 pmol\/L .*\(T3 toxicosis\)/,
    );
    expect(overt?.evidenceIds).toContain("uptodate-subclinical-hyperthyroidism");
    expect(patientText(r)).not.toMatch(/thyroid hormone level is normal/);
  });

  it("overt hyperthyroidism with raised TRAb and atrial fibrillation: Graves' named, beta-blocker recommended", () => {
    const r = run("02-overt-hyper-af-uk");
    const overt = finding(r, "overt-hyperthyroidism");
    expect(overt?.clinician).toMatch(/and free T3 14\.2 pmol\/L/);
    expect(overt?.clinician).toMatch(/TSH-receptor antibodies 6\.4 .* are raised: the cause is Graves' disease/);
    // The notes' "HR 128" is read as a vital since review 30 (engine-30, normalize/vital-notes.ts).
    expect(overt?.clinician).toMatch(
      /With heart rate 128\/min and atrial fibrillation, ATA 2016 recommends a beta-blocker/,
    );
    expect(clinicianText(r)).not.toMatch(/Determine the cause \(TRAb/);
    expect(clinicianText(r)).toMatch(/Start a beta-blocker for the heart rate and symptoms/);
    expect(patientText(r)).toMatch(/points to Graves' disease/);
    // The raised free T3 is read inside the finding, not as a separate line.
    expect(patientText(r)).not.toMatch(/Your free T3 \(thyroid hormone\) is higher/);
  });

  it("overt hyperthyroidism without antibodies or heart findings keeps the cause work-up and 'consider'", () => {
    const c = load("02-overt-hyper-af-uk");
    c.labResults = c.labResults.filter((l: { name: string }) => !/receptor/i.test(l.name));
    c.patientContext.conditions = [];
    c.patientContext.clinicalNotes = "Tremor and heat intolerance.";
    const r = runReviewCase(c);
    expect(clinicianText(r)).toMatch(/Determine the cause \(TRAb, uptake scan\)/);
    expect(clinicianText(r)).toMatch(/consider a beta-blocker for symptoms/);
    expect(clinicianText(r)).not.toMatch(/Graves' disease/);
  });

  it("78 years on levothyroxine 150 with TSH 0.2: over-replacement with age and osteopenia named", () => {
    const r = run("03-older-over-replaced-us");
    expect(finding(r, "levothyroxine-tsh-low")?.clinician).toMatch(/age 78 and recorded osteopenia/);
  });

  it("TSH 12 on levothyroxine taken with calcium and iron: timing corrected before a dose rise", () => {
    const r = run("04-high-tsh-calcium-iron-uk");
    expect(finding(r, "levothyroxine-tsh-high")?.clinician).toMatch(/about 4 hours apart from calcium or iron/);
  });

  it("TSH 3.1 on levothyroxine while planning a pregnancy: above the preconception goal of 2.5", () => {
    const r = run("05-preconception-tsh-3-1-uk");
    const f = finding(r, "preconception-tsh-above-goal-on-levothyroxine");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/not below 2\.5 mIU\/L/);
    expect(f?.evidenceIds).toContain("green-2015-preconception-tsh-ivf");
    expect(patientText(r)).toMatch(/aim for a TSH below 2\.5 before conception/);
  });

  it("TSH 2.1 on levothyroxine while planning a pregnancy stays quiet", () => {
    const c = load("05-preconception-tsh-3-1-uk");
    c.labResults[0].value = "2.1";
    expect(runReviewCase(c).findings).toEqual([]);
  });

  it("carbimazole with neutrophils 0.9, fever and sore throat: critical, stop the drug", () => {
    const r = run("06-carbimazole-neutropenia-sore-throat-uk");
    expect(finding(r, "antithyroid-neutropenia")?.severity).toBe("critical");
    expect(patientText(r)).toMatch(/Please act on this now/);
  });

  it("a single TSH 0.30 with normal free T4 and free T3: subclinical, checked again", () => {
    const r = run("07-subclinical-hyper-once-us");
    expect(codes(r)).toContain("subclinical-hyperthyroidism");
    expect(codes(r)).not.toContain("overt-hyperthyroidism");
  });

  it("levothyroxine with TSH 1.8 (EHR): quiet", () => {
    const r = run("08-quiet-levothyroxine-tsh-1-8-ehr");
    expect(r.findings).toEqual([]);
    expect(patientText(r)).toMatch(/Nothing in these results stands out/);
  });
});
