import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/uk-us-25b-review25/", import.meta.url));

/** A lab-results case with its notes changed. */
function withNotes(name: string, notes: string) {
  const c = load(name);
  c.patientContext.clinicalNotes = notes;
  return c;
}

describe("a fever with abnormal signs follows the record's own country (review 25, uk-us-25b)", () => {
  it("01: a US fever gets qSOFA (Sepsis-3) and the Surviving Sepsis Campaign, not NICE's bands or NG51", () => {
    const f = finding(run("01-us-fever-pyelo-qsofa"), "fever-sepsis-check");
    expect(f?.clinician).toMatch(
      /Abnormal: respiratory rate 23\/min \(2026-11-30\), heart rate 112\/min \(2026-11-30\) and blood pressure 96\/60 mmHg \(2026-11-30\)\./,
    );
    expect(f?.clinician).toMatch(
      /qSOFA \(Sepsis-3\) 2 of 3: respiratory rate 22\/min or more and systolic 100 mmHg or less; mentation, the third, is not recorded/,
    );
    expect(f?.clinician).toMatch(/Surviving Sepsis Campaign 2021 advises against qSOFA as the only screening tool/);
    expect(f?.clinician).not.toMatch(/NICE|21–24|91–130|91–100/);
    expect(f?.evidenceIds).toEqual(["ssc-2021-sepsis", "singer-2016-sepsis-3"]);
  });

  it("01: a US fever with one qSOFA sign counts 1 of 3; with none, no qSOFA line at all", () => {
    const one = load("01-us-fever-pyelo-qsofa");
    one.patientContext.vitalSigns[3].value = "118/72";
    expect(finding(runReviewCase(one), "fever-sepsis-check")?.clinician).toMatch(
      /qSOFA \(Sepsis-3\) 1 of 3: respiratory rate 22\/min or more;/,
    );
    const none = load("01-us-fever-pyelo-qsofa");
    none.patientContext.vitalSigns[2].value = "18";
    none.patientContext.vitalSigns[3].value = "118/72";
    const f = finding(runReviewCase(none), "fever-sepsis-check");
    expect(f?.clinician).toMatch(/Abnormal: heart rate 112\/min \(2026-11-30\)\./);
    expect(f?.clinician).not.toMatch(/qSOFA/);
  });

  it("02: its UK twin keeps NICE's question, its moderate to high risk bands and NG51", () => {
    const f = finding(run("02-uk-fever-pyelo-nice-bands"), "fever-sepsis-check");
    expect(f?.clinician).toMatch(/NICE asks 'could this be sepsis\?'/);
    expect(f?.clinician).toMatch(
      /At NICE's moderate to high risk level: respiratory rate 23\/min \(2026-11-30\) \(21–24\/min\), heart rate 112\/min \(2026-11-30\) \(91–130\/min\) and blood pressure 96\/60 mmHg \(2026-11-30\) \(systolic 91–100 mmHg\)/,
    );
    expect(f?.clinician).not.toMatch(/qSOFA|Surviving Sepsis/);
    expect(f?.evidenceIds).toEqual(["nice-ng51-sepsis"]);
  });
});

describe("long-term steroids and bone: US records read by ACR 2022 alone (review 25, uk-us-25b)", () => {
  it("03: a US woman of 71 on prednisone 7.5 mg (a decimal dose) is read as long-term use", () => {
    expect(codes(run("03-us-prednisone-71-no-bone"))).toContain("glucocorticoid-long-term");
  });

  it("03: she gets ACR's assess-and-treat, alendronate by its US name, and no UK formulary or NHS Scotland", () => {
    const f = finding(run("03-us-prednisone-71-no-bone"), "glucocorticoid-long-term");
    expect(f?.clinician).toMatch(
      /No bone protection is listed at age 71\. ACR 2022 asks for fracture risk to be assessed as soon as possible .* strongly recommends osteoporosis treatment, an oral bisphosphonate first, at medium or higher fracture risk\./,
    );
    expect(f?.clinician).not.toMatch(/UK formulary|without waiting/);
    expect(f?.nextSteps[0]).toMatch(
      /^Assess fracture risk now .*: an oral bisphosphonate such as alendronate or risedronate/,
    );
    expect(f?.nextSteps.join(" ")).not.toMatch(/alendronic acid|without waiting for DXA/);
    expect(f?.patient).toMatch(/At your age, steroids raise the chance of breaking a bone/);
    expect(f?.evidenceIds).toEqual([
      "acr-2022-giop",
      "steroid-hyperglycaemia-incidence-2013",
      "ese-es-2024-glucocorticoid-adrenal-insufficiency",
    ]);
  });

  it("03: with a past wrist fracture on a US record the patient is told about the fracture, not their age", () => {
    const c = load("03-us-prednisone-71-no-bone");
    c.patientContext.age = "58";
    c.patientContext.conditions.push({ name: "Fragility fracture of left wrist (2024)" });
    const f = finding(runReviewCase(c), "glucocorticoid-long-term");
    expect(f?.clinician).toMatch(/No bone protection is listed with .*fracture.* on record\. ACR 2022/);
    expect(f?.patient).toMatch(/With a past broken bone, steroids raise the chance/);
  });

  it("04: her UK twin keeps the formulary's treat-without-a-scan, alendronic acid and the UK sources", () => {
    const f = finding(run("04-uk-prednisolone-71-no-bone"), "glucocorticoid-long-term");
    expect(f?.clinician).toMatch(/UK formulary guidance starts bone protection .* straight away/);
    expect(f?.nextSteps[0]).toMatch(/^Start bone protection now, without waiting for DXA: .*alendronic acid 70 mg/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining([
        "rightdecisions-steroids-diabetes-inpatients",
        "devon-formulary-giop-prevention",
        "nhs-2020-steroid-emergency-card",
      ]),
    );
  });
});

describe("an untreated 130–139 reading from 80 follows the record's own country (review 25, uk-us-25b)", () => {
  it("05: a US man of 86 with 136/78 gets AHA/ACC's stage 1 route, low priority, with no NICE", () => {
    const r = run("05-us-bp-136-age-86-untreated");
    const f = finding(r, "bp-stage-1");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/AHA\/ACC 2025 starts stage 1 with lifestyle change/);
    expect(f?.clinician).toMatch(/PREVENT covers ages 30 to 79, so at this age any medicine is an individual decision/);
    expect(f?.nextSteps).toEqual([
      "Confirm with home readings; lifestyle measures first",
      "Any medicine at this age is an individual decision, weighed against frailty, falls and postural symptoms",
    ]);
    expect(clinicianText(r) + patientText(r)).not.toMatch(/NICE|150\/90|UK practice/);
    expect(f?.evidenceIds).not.toContain("nice-qs28-bp-targets");
    expect(f?.evidenceIds).not.toContain("nice-ng136-hypertension");
  });

  it("06: his UK twin keeps NICE's from-80 reading: no treatment on this reading", () => {
    const f = finding(run("06-uk-bp-136-age-86-untreated"), "bp-stage-1");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/From age 80, NICE's clinic target even for treated hypertension is below 150\/90/);
    expect(f?.nextSteps).toEqual(["No blood pressure treatment on this reading; recheck at routine visits"]);
    expect(f?.evidenceIds).toContain("nice-qs28-bp-targets");
  });

  it("05: the same US reading at 72 is not touched by the from-80 wording", () => {
    const c = load("05-us-bp-136-age-86-untreated");
    c.patientContext.age = "72";
    const f = finding(runReviewCase(c), "bp-stage-1");
    expect(f?.clinician).not.toMatch(/PREVENT covers ages 30 to 79|NICE's clinic target/);
  });
});

describe("low B12 on metformin cites the record's own country's body (review 25, uk-us-25b)", () => {
  it("07: a US record cites ADA's Standards of Care with the DPP analysis, not BSH 2014", () => {
    const f = finding(run("07-us-metformin-b12-low"), "metformin-b12-low");
    expect(f?.clinician).toMatch(/Vitamin B12 168 pg\/mL \(2026-11-24\), low, on long-term metformin/);
    expect(f?.evidenceIds).toEqual(["aroda-2016-metformin-b12", "ada-soc-2025-s9"]);
  });

  it("07: a US record on metformin with no B12 result is told to test periodically, citing ADA", () => {
    const c = load("07-us-metformin-b12-low");
    c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "Vitamin B12");
    const f = finding(runReviewCase(c), "metformin-b12-unmonitored");
    expect(f?.evidenceIds).toEqual(["aroda-2016-metformin-b12", "ada-soc-2025-s9"]);
  });

  it("08: its UK twin keeps BSH 2014", () => {
    const f = finding(run("08-uk-metformin-b12-low"), "metformin-b12-low");
    expect(f?.evidenceIds).toEqual(["aroda-2016-metformin-b12", "bsh-2014-b12-folate"]);
  });

  it("08: a UK record on metformin with no B12 result keeps its one source", () => {
    const c = load("08-uk-metformin-b12-low");
    c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "Serum vitamin B12");
    expect(finding(runReviewCase(c), "metformin-b12-unmonitored")?.evidenceIds).toEqual(["aroda-2016-metformin-b12"]);
  });
});

describe("a child with sepsis signs is sent by the record's own emergency number (review 25, uk-us-25b)", () => {
  it("09: a US child of 3 is referred by a 911 ambulance, never 999", () => {
    const r = run("09-us-child-sepsis-911");
    const f = finding(r, "sepsis-risk-child");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/referred for emergency medical care \(usually by a 911 ambulance\)/);
    expect(f?.nextSteps[0]).toBe(
      "Emergency pediatric assessment now: refer for emergency medical care (usually a 911 ambulance) and alert the hospital",
    );
    expect(clinicianText(r) + patientText(r)).not.toMatch(/\b999\b/);
  });

  it("09: with a petechial rash the US child's meningococcal note says 911 too", () => {
    const c = withNotes(
      "09-us-child-sepsis-911",
      "Pediatric urgent care, Denver, Colorado. Fever for 1 day, now lethargic, petechial rash on the legs.",
    );
    const r = runReviewCase(c);
    expect(clinicianText(r)).toMatch(/usually by a 911 ambulance/);
    expect(clinicianText(r) + patientText(r)).not.toMatch(/\b999\b/);
  });

  it("10: its UK twin keeps the 999 ambulance", () => {
    const f = finding(run("10-uk-child-sepsis-999"), "sepsis-risk-child");
    expect(f?.clinician).toMatch(/\(usually by 999 ambulance\)/);
    expect(f?.nextSteps[0]).toMatch(/usually 999 ambulance/);
  });
});

describe("US notes say US (review 25, uk-us-25b)", () => {
  it("03: the long-term steroid case in Arizona is not sent to NHS or NICE anywhere in either report", () => {
    const r = run("03-us-prednisone-71-no-bone");
    expect(clinicianText(r) + patientText(r)).not.toMatch(/\bNHS\b|\bNICE\b|Steroid Emergency Card/);
  });

  it("04: a UK record is still told about the NHS card", () => {
    expect(patientText(run("04-uk-prednisolone-71-no-bone"))).toMatch(/NHS Steroid Emergency Card/);
  });

  it("01: the US fever seen at an NHS walk-in centre reads as UK again: NICE's bands, no qSOFA", () => {
    const c = withNotes("01-us-fever-pyelo-qsofa", "NHS walk-in centre. Dysuria and right flank pain for 2 days.");
    const f = finding(runReviewCase(c), "fever-sepsis-check");
    expect(f?.clinician).toMatch(/respiratory rate 23\/min \(2026-11-30\) \(21–24\/min\)/);
    expect(f?.clinician).not.toMatch(/qSOFA/);
  });
});
