import { describe, expect, it } from "vitest";
import {
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
  runReviewCase,
} from "../testing/review-case.ts";

const { run, load, edit } = reviewFolder(new URL("./fixtures/haem-older-30-review30/", import.meta.url));

const DIPSTICK = "11-uk-delirium-dipstick-over-65";

describe("a positive dipstick with worsening confusion at 65 or over is not read as a urine infection (review 30, haem-older-30)", () => {
  it("11: an 84-year-old with increased confusion and a positive strip gets the over-65 dipstick finding, citing the UK pathway", () => {
    const r = run(DIPSTICK);
    const f = finding(r, "older-dipstick-confusion");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/advises against using urine dipsticks to diagnose a urinary infection from age 65/);
    expect(f?.clinician).toMatch(/nitrite positive and leucocyte esterase 2\+/i);
    expect(f?.clinician).not.toMatch(/Urine dipstick Urine/);
    expect(f?.nextSteps.join(" ")).toMatch(/send urine for culture before any antibiotic/);
    expect(f?.evidenceIds).toEqual(["phe-uti-over-65-dipstick", "nice-qs90-uti-adults"]);
    expect(patientText(r)).toMatch(/from age 65 this test is not a reliable way to find a urine infection/);
  });

  it("11: the increased confusion is no longer read as 'no symptoms' (asymptomatic bacteriuria) and is read as possible delirium", () => {
    const c = codes(run(DIPSTICK));
    expect(c).not.toContain("asymptomatic-bacteriuria-no-antibiotics");
    expect(c).toContain("delirium-acute-illness");
  });

  it("11 near-negative: with dysuria and new frequency recorded the over-65 dipstick finding stays quiet", () => {
    const c = load(DIPSTICK);
    c.data.additionalContext =
      "Care home visit, Glasgow, Scotland. Two days of increased confusion, dysuria and new frequency. Temp 37.2. Staff dipped urine: leucocytes 2+, nitrite positive.";
    expect(codes(runReviewCase(c))).not.toContain("older-dipstick-confusion");
  });

  it("11 near-negative: a woman of 58 with the same notes and strip does not get the over-65 finding", () => {
    const c = load(DIPSTICK);
    c.data.patientInfo.age = 58;
    expect(codes(runReviewCase(c))).not.toContain("older-dipstick-confusion");
  });

  it("11 near-negative: without any confusion, a resident with no urinary symptoms keeps the asymptomatic bacteriuria reading", () => {
    const c = edit(DIPSTICK, (d) => {
      d.additionalContext =
        "Care home review, Glasgow, Scotland. Well, usual self, no urinary symptoms, no fever. Staff dipped urine: leucocytes 2+, nitrite positive.";
    });
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("older-dipstick-confusion");
    expect(codes(r)).toContain("asymptomatic-bacteriuria-no-antibiotics");
  });

  it("11 near-negative: confusion denied in the notes is not read as worsening confusion", () => {
    const c = edit(DIPSTICK, (d) => {
      d.additionalContext =
        "Care home review, Glasgow, Scotland. No increased confusion, no urinary symptoms, no fever. Staff dipped urine: leucocytes 2+, nitrite positive.";
    });
    expect(codes(runReviewCase(c))).not.toContain("older-dipstick-confusion");
  });

  it("11 deep: the deep report reads through", () => {
    expectDeepReadsThrough(runDeepReviewCase(load(DIPSTICK)));
  });
});

describe("haematology and older-adult cases that read correctly stay so (review 30, haem-older-30)", () => {
  it("04: a stable ANC of 1.1 in an African American woman reads as a Duffy-null associated count, low priority, not alarming", () => {
    const r = run("04-us-black-woman-isolated-neutropenia");
    expect(finding(r, "duffy-null-neutrophil-count")?.severity).toBe("low");
    expect(r.findings.some((f) => f.severity === "high" || f.severity === "critical")).toBe(false);
  });

  it("07: a platelet fall of 79% on day 7 of enoxaparin with a swollen calf is a critical possible HIT", () => {
    const f = finding(run("07-uk-hit-heparin-day7"), "heparin-induced-thrombocytopenia");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps.join(" ")).toMatch(/Stop all heparin/);
  });

  it("10: apixaban 5 mg at 82, 52 kg and creatinine 1.6 mg/dL meets all three label criteria for 2.5 mg", () => {
    expect(finding(run("10-us-apixaban-dose-82-52kg"), "apixaban-af-dose-high")?.clinician).toMatch(
      /all three are met/,
    );
  });

  it("01 deep: the care-home polypharmacy case reads through in deep mode", () => {
    expectDeepReadsThrough(runDeepReviewCase(load("01-uk-care-home-falls-hyponatraemia-polypharmacy")));
  });
});

describe("a UK older adult's medicine review names STOPP/START, not only the US Beers Criteria (review 30, haem-older-30)", () => {
  const CARE_HOME = "01-uk-care-home-falls-hyponatraemia-polypharmacy";

  it("01: an 88-year-old in an English care home on 11 medicines is pointed to STOPP/START version 3, omissions included", () => {
    const f = finding(run(CARE_HOME), "beers-older-adult-medicines");
    expect(f?.clinician).toMatch(/STOPP\/START version 3 \(2023\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/Screen the whole list with STOPP\/START version 3, omissions \(START\)/);
    expect(f?.evidenceIds).toContain("stopp-start-v3-2023");
  });

  it("01 near-negative: the same resident in an Ohio nursing home, with US units, keeps the Beers reading without STOPP/START", () => {
    const c = edit(CARE_HOME, (d) => {
      d.additionalContext = d.additionalContext.replace(
        "Care home review, Shropshire (England).",
        "Nursing home review, Dayton, Ohio.",
      );
      d.recentAbnormalLabs = d.recentAbnormalLabs.map((o) =>
        o.display === "Creatinine" ? { ...o, value: "1.37", unit: "mg/dL", referenceRange: "0.57-1.00" } : o,
      );
    });
    const f = finding(runReviewCase(c), "beers-older-adult-medicines");
    expect(f).toBeDefined();
    expect(f?.clinician).not.toMatch(/STOPP\/START/);
    expect(f?.evidenceIds).not.toContain("stopp-start-v3-2023");
  });
});

describe("anaemia with a raised CRP and a ferritin of 45–69 µg/L is read as possible iron deficiency (review 30, haem-older-30)", () => {
  const RA = "13-uk-ferritin-60-crp-60-ra";
  const PMR = "14-us-ferritin-55-crp-high-pmr";
  const setFerritin = (name: string, value: string) =>
    edit(name, (d) => {
      d.recentNormalLabs = d.recentNormalLabs.map((o) => (o.display === "Ferritin" ? { ...o, value } : o));
    });

  it("13: Hb 106 g/L, ferritin 60 µg/L, CRP 60 mg/L and TSAT 12% in a UK RA flare: WHO's inflammation threshold, BSG for the search", () => {
    const r = run(RA);
    const f = finding(r, "iron-deficiency-inflammation-ferritin");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/WHO 2020 reads iron deficiency at a ferritin below 70 µg\/L/);
    expect(f?.clinician).toMatch(/transferrin saturation, 12 %.*is below 20%/);
    expect(f?.evidenceIds).toEqual(["who-2020-ferritin", "bsg-2021-ida"]);
    expect(patientText(r)).toMatch(/a normal result does not rule out a lack of iron/);
  });

  it("14: a US man with PMR, ferritin 55 ng/mL and CRP 3.8 mg/dL gets the same reading, US spelling and the AGA guideline", () => {
    const f = finding(run(PMR), "iron-deficiency-inflammation-ferritin");
    expect(f?.title).toMatch(/^Anemia with a raised CRP/);
    expect(f?.evidenceIds).toEqual(["who-2020-ferritin", "aga-2020-ida"]);
  });

  it("13 near-negative: a ferritin of 120 µg/L with the same CRP is not read as iron deficiency by this rule", () => {
    expect(codes(runReviewCase(setFerritin(RA, "120")))).not.toContain("iron-deficiency-inflammation-ferritin");
  });

  it("13 near-negative: with a normal CRP a ferritin of 60 µg/L stays unflagged", () => {
    const c = edit(RA, (d) => {
      d.recentAbnormalLabs = d.recentAbnormalLabs.filter((o) => o.display !== "CRP");
      d.recentNormalLabs.push({ display: "CRP", value: "3", unit: "mg/L", date: "2026-11-26", referenceRange: "0-5" });
    });
    expect(codes(runReviewCase(c))).not.toContain("iron-deficiency-inflammation-ferritin");
  });

  it("12 near-negative: a ferritin of 25 µg/L stays with the iron-deficiency-anaemia finding, not this one", () => {
    const c = codes(run("12-uk-ferritin-25-crp-60"));
    expect(c).toContain("iron-deficiency-anaemia");
    expect(c).not.toContain("iron-deficiency-inflammation-ferritin");
  });

  it("13 near-negative: with CKD recorded the kidney iron definitions apply instead", () => {
    const c = edit(RA, (d) => {
      d.pastMedicalHistory.push({
        display: "Chronic kidney disease stage 3a",
        clinicalStatus: "active",
        code: "N18.31",
      });
    });
    expect(codes(runReviewCase(c))).not.toContain("iron-deficiency-inflammation-ferritin");
  });

  it("13 deep: the deep report reads through", () => {
    expectDeepReadsThrough(runDeepReviewCase(load(RA)));
  });
});
