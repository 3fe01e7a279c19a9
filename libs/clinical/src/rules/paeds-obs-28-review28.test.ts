import { describe, expect, it } from "vitest";
import { parseAgeMonths } from "../normalize/common.ts";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";
import type { ReviewCase } from "../testing/review-case.ts";

const { run, load, edit } = reviewFolder(new URL("./fixtures/paeds-obs-28-review28/", import.meta.url));

/** The parts of a lab-results case's request a test changes. */
interface LabCase {
  labResults: { name: string; value: string; unit: string }[];
  patientContext: { age: number | string; conditions: { name: string }[]; clinicalNotes: string };
}

const editLabs = (name: string, change: (c: LabCase) => void) => {
  const c = load(name);
  change(c as unknown as LabCase);
  return runReviewCase(c as ReviewCase);
};

describe("paediatrics and obstetrics sweep (review 28, paeds-obs-28)", () => {
  it("01: a 4-year-old drinking 1.2 litres of cow's milk has iron-deficiency anaemia read by children's cut-offs", () => {
    const r = run("01-uk-girl-4y-cows-milk-hb-95-ferritin-6");
    const f = finding(r, "iron-deficiency-anaemia");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/WHO's cut-off for iron deficiency in apparently healthy children under 5 years/);
    expect(f?.clinician).toMatch(/cow's milk intake above about 500 mL a day/);
    expect(finding(r, "anaemia")?.clinician).toMatch(/children aged 24–59 months \(110 g\/L\)/);
  });

  it("02: a 15-year-old with HbA1c 7.1% and fasting glucose 134 mg/dL is diabetes, confirmed by two tests, for the children's team", () => {
    const r = run("02-us-boy-15y-hba1c-7-1-bmi-34");
    expect(finding(r, "diabetes-range-undiagnosed")?.severity).toBe("high");
    expect(clinicianText(r)).toMatch(/Refer to the pediatric diabetes team/);
    expect(finding(r, "bp-elevated")?.clinician).toMatch(/From age 13, the AAP 2017 guideline/);
  });

  it("03: a child's TSH above 10 is read by paediatric evidence, not the adults' guideline alone", () => {
    const f = finding(run("03-uk-boy-8y-tsh-12-normal-ft4"), "subclinical-hypothyroidism");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/In children, too, there is general agreement to treat a TSH above 10 mIU\/L/);
    expect(f?.evidenceIds).toContain("apem-2021-paediatric-subclinical-hypothyroidism");
    expect(f?.evidenceIds).not.toContain("aace-ata-2012-hypothyroidism");
  });

  it("03: an adult's TSH of 12, and a child's mild rise, do not get the children's above-10 sentence", () => {
    const adult = load("03-uk-boy-8y-tsh-12-normal-ft4");
    (adult.data as { patientInfo: { age: number } }).patientInfo.age = 40;
    const a = finding(runReviewCase(adult), "subclinical-hypothyroidism");
    expect(a?.clinician).not.toMatch(/In children/);
    expect(a?.evidenceIds).not.toContain("apem-2021-paediatric-subclinical-hypothyroidism");
    const mild = finding(
      runReviewCase(
        edit("03-uk-boy-8y-tsh-12-normal-ft4", (d) => {
          d.recentAbnormalLabs[0]!.value = "7.5";
        }),
      ),
      "subclinical-hypothyroidism",
    );
    expect(mild?.clinician).not.toMatch(/general agreement to treat/);
    expect(mild?.evidenceIds).toContain("crisafulli-2019-paediatric-subclinical-hypothyroidism");
  });

  it("04: an age of 0.75 years is a 9-month-old, not a 0-year-old, and the lead finding says so", () => {
    const r = run("04-us-infant-9mo-lead-8");
    expect(clinicianText(r)).toMatch(/9-month-old female/);
    const f = finding(r, "lead-child");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/at age 9 months is at or above CDC's blood lead reference value of 3\.5/);
    expect(clinicianText(r)).not.toMatch(/0-year-old|at age 0 /);
  });

  it("04: whole years, and fractions from 2 years, stay years", () => {
    expect([parseAgeMonths(0.75), parseAgeMonths("1.5"), parseAgeMonths("0.5 years")]).toEqual([9, 18, 6]);
    expect([parseAgeMonths(1), parseAgeMonths(2.5), parseAgeMonths("45"), parseAgeMonths(0)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const r = editLabs("04-us-infant-9mo-lead-8", (c) => {
      c.patientContext.age = 5;
    });
    expect(clinicianText(r)).toMatch(/5-year-old female/);
  });

  it("05: OGTT 5.8 / 8.9 mmol/L at 28 weeks is gestational diabetes by NICE NG3, without prediabetes advice", () => {
    const r = run("05-uk-pregnant-28wk-ogtt-5-8-8-9");
    expect(finding(r, "gestational-diabetes")?.severity).toBe("high");
    expect(finding(r, "gestational-diabetes")?.clinician).toMatch(/NICE NG3: fasting 5\.6 or 2-hour 7\.8/);
    expect(codes(r)).not.toContain("prediabetes-range");
  });

  it("06: 150/100 at 34 weeks with proteinuria and ALT 90 is severe pre-eclampsia, critical", () => {
    const f = finding(run("06-us-pregnant-34wk-bp-150-100-upcr-ast-alt"), "pre-eclampsia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/Severe features: ALT 90 U\/L/);
  });

  it("07: TSH 4.8 at 9 weeks on levothyroxine asks for a dose rise now", () => {
    const r = run("07-uk-pregnant-9wk-tsh-4-8-levothyroxine");
    expect(finding(r, "pregnancy-levothyroxine")?.severity).toBe("high");
    expect(clinicianText(r)).toMatch(/Increase levothyroxine by 25 micrograms a day now/);
  });

  it("08: Hb 7.8 g/dL on day 5 after a 900 mL bleed is high-priority iron-deficiency anemia", () => {
    const r = run("08-us-postpartum-day5-hb-7-8");
    expect(finding(r, "anaemia")?.severity).toBe("high");
    // A US record names the 10.0 g/dL level without the UK guideline (review 30b, older-obs-30b case 12b).
    expect(finding(r, "anaemia")?.clinician).toMatch(
      /10\.0 g\/dL, the level commonly taken as anemia in the six weeks after birth/,
    );
    expect(finding(r, "iron-deficiency-anaemia")?.severity).toBe("high");
  });

  it("09: on a UK record, Hb 109 g/L at 28 weeks is not called anaemia; the anti-D advice stands", () => {
    const r = run("09-uk-rh-negative-28wk-no-anti-d");
    expect(codes(r)).not.toContain("anaemia");
    expect(patientText(r)).not.toMatch(/ana?emia/i);
    expect(finding(r, "rhd-negative-pregnancy")?.clinician).toMatch(/usually at 28 weeks/);
  });

  it("09: below the UK cut-off of 105 g/L it is still anaemia, named as the BSH/RCOG cut-off", () => {
    const r = runReviewCase(
      edit("09-uk-rh-negative-28wk-no-anti-d", (d) => {
        d.recentNormalLabs[2]!.value = "101";
      }),
    );
    const f = finding(r, "anaemia");
    expect(f?.clinician).toMatch(
      /Haemoglobin 101 g\/L .*below the BSH\/RCOG cut-off for pregnancy in the third trimester/,
    );
    expect(f?.evidenceIds).toContain("bsh-2020-iron-pregnancy");
  });

  it("09: on a US record the same haemoglobin at 28 weeks is still read against WHO's 11.0 g/dL, naming both", () => {
    const r = runReviewCase(
      edit("09-uk-rh-negative-28wk-no-anti-d", (d) => {
        Object.assign(d.recentNormalLabs[2]!, { display: "Hemoglobin", value: "10.9", unit: "g/dL" });
        d.additionalContext = "Prenatal visit, Chicago. 28+2 weeks, second pregnancy. No bleeding or abdominal trauma.";
      }),
    );
    expect(finding(r, "anaemia")?.clinician).toMatch(/below the WHO cut-off.*The UK cut-off \(BSH\/RCOG\)/);
  });

  it("09: a UK ferritin of 14 beside Hb 109 g/L at 28 weeks is iron deficiency without anaemia, treated by BSH", () => {
    const r = runReviewCase(
      edit("09-uk-rh-negative-28wk-no-anti-d", (d) => {
        d.recentAbnormalLabs.push({
          display: "Ferritin",
          value: "14",
          unit: "ug/L",
          date: "2026-11-26",
          referenceRange: "15-150",
        });
      }),
    );
    expect(codes(r)).not.toContain("iron-deficiency-anaemia");
    const f = finding(r, "iron-deficiency-without-anaemia");
    expect(f?.clinician).toMatch(/In pregnancy the BSH takes a ferritin below 30 µg\/L as iron deficiency/);
    expect(f?.evidenceIds).toContain("bsh-2020-iron-pregnancy");
    expect(clinicianText(r)).toMatch(/Offer oral iron \(BSH/);
  });

  it("10: low iron stores at 16 weeks (US) are given pregnancy advice and read against the pregnancy cut-off", () => {
    const f = finding(run("10-us-pregnant-16wk-ferritin-12"), "iron-deficiency-without-anaemia");
    expect(f?.clinician).toMatch(/Iron needs rise through pregnancy.*ACOG Practice Bulletin 233/);
    expect(f?.clinician).toMatch(/below the laboratory's non-pregnant range but not below the pregnancy cut-off/);
    expect(f?.evidenceIds).toContain("acog-pb233-anemia-pregnancy");
    expect(f?.patient).toMatch(/Pregnancy raises the body's need for iron/);
  });

  it("10: not pregnant, the same iron stores keep the general advice", () => {
    const r = editLabs("10-us-pregnant-16wk-ferritin-12", (c) => {
      c.patientContext.conditions = [];
      c.patientContext.clinicalNotes = "Clinic visit, Phoenix. Feels well. Vegetarian.";
      c.labResults[1]!.value = "12.4";
    });
    const f = finding(r, "iron-deficiency-without-anaemia");
    expect(f?.clinician).not.toMatch(/pregnancy/);
    expect(f?.evidenceIds).not.toContain("acog-pb233-anemia-pregnancy");
  });

  it("11: a haemolysed capillary potassium of 6.1 in a well child is repeated, not acted on", () => {
    const r = run("11-uk-boy-6y-capillary-potassium-6-1");
    expect(codes(r)).toEqual(["lab-high"]);
    expect(finding(r, "lab-high")?.severity).toBe("low");
    expect(clinicianText(r)).toMatch(/Repeat potassium on a fresh, non-haemolysed sample before acting/);
  });

  it("12: a 14-year-old's prediabetes is not offered the adults' metformin for prevention", () => {
    const r = run("12-us-girl-14y-alt-180-obesity");
    const f = finding(r, "prediabetes-range");
    expect(clinicianText(r)).not.toMatch(/consider metformin in higher-risk people/);
    expect(clinicianText(r)).toMatch(/metformin for prevention is adult advice, with little evidence in young people/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["ada-2025-prevention-metformin-adults", "haemer-2014-prediabetes-youth"]),
    );
    expect(finding(r, "masld-risk-child")?.clinician).toMatch(
      /above 80 U\/L, significant liver disease is more likely/,
    );
  });

  it("12: an adult with the same HbA1c keeps the metformin advice", () => {
    const r = editLabs("12-us-girl-14y-alt-180-obesity", (c) => {
      c.patientContext.age = 45;
    });
    expect(clinicianText(r)).toMatch(/consider metformin in higher-risk people/);
    expect(finding(r, "prediabetes-range")?.evidenceIds).not.toContain("haemer-2014-prediabetes-youth");
  });
});
