import { describe, expect, it } from "vitest";
import { codes, type ReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/paediatric-review15d/", import.meta.url));
const run = (c: ReviewCase) => runReviewCase(c);
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("paediatric review 15d: kidney screening in children with diabetes (NICE NG18)", () => {
  it("12-year-old with type 1 diabetes: a yearly early-morning urine ACR, no adult eGFR step or ADA citation", () => {
    const r = run(load("01-t1d-12yo-kidney"));
    const f = find(r, "diabetes-kidney-monitoring-child");
    expect(f?.clinician).toMatch(/early-morning urine albumin:creatinine ratio, from age 12 in type 1 diabetes/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/eGFR/);
    expect(f?.evidenceIds).toEqual(["nice-ng18-diabetes-cyp"]);
    expect(codes(r)).not.toContain("diabetes-kidney-monitoring");
  });

  it("stays silent under 12 in type 1 diabetes, and when an ACR is on file", () => {
    const young = load("01-t1d-12yo-kidney");
    young.patientContext.age = "10";
    expect(codes(run(young))).not.toContain("diabetes-kidney-monitoring-child");
    const done = load("01-t1d-12yo-kidney");
    done.labResults.push({ name: "Urine albumin creatinine ratio", value: "0.8", unit: "mg/mmol", date: "2026-11-10" });
    expect(codes(run(done))).not.toContain("diabetes-kidney-monitoring-child");
  });

  it("an adult keeps the adult finding", () => {
    const adult = load("01-t1d-12yo-kidney");
    adult.patientContext.age = "40";
    const r = run(adult);
    expect(codes(r)).toContain("diabetes-kidney-monitoring");
    expect(codes(r)).not.toContain("diabetes-kidney-monitoring-child");
  });
});

describe("paediatric review 15d: type 2 diabetes found at 16", () => {
  it("cites the children's guidelines, not NICE PH38, and asks for the children's diabetes team", () => {
    const f = find(run(load("02-teen-t2d-obesity")), "diabetes-range-undiagnosed");
    expect(f?.evidenceIds).not.toContain("nice-ph38-t2d-prevention");
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nice-ng18-diabetes-cyp", "white-2024-uk-youth-t2d"]));
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/children's diabetes team/);
    expect(steps).not.toMatch(/foot checks/);
  });
});

describe("paediatric review 15d: blood pressure categories by age (AAP 2017)", () => {
  it("128/80 at 16 is stage 1 (diastolic 80), citing AAP 2017 beside the adult guideline", () => {
    const f = find(run(load("02-teen-t2d-obesity")), "bp-stage-1");
    expect(f?.clinician).toMatch(/diastolic 80–89/);
    expect(f?.clinician).toMatch(/From age 13, the AAP 2017 guideline/);
    expect(f?.evidenceIds).toContain("aap-2017-pediatric-hbp");
  });

  it("124/78 at 10 gets no adult category: compared with percentile tables instead", () => {
    const r = run(load("04-bp-10yo"));
    expect(codes(r)).toContain("bp-child-percentiles");
    expect(codes(r).filter((c) => /^bp-(elevated|stage)/.test(c))).toEqual([]);
  });

  it("an adult's reading does not cite the children's guideline", () => {
    const c = load("02-teen-t2d-obesity");
    c.data.patientInfo.age = 30;
    expect(find(run(c), "bp-stage-1")?.evidenceIds).not.toContain("aap-2017-pediatric-hbp");
  });
});

describe("paediatric review 15d: ALP against a children's range", () => {
  it("ALP within the laboratory's children's range: no growth finding, no high line", () => {
    const r = run(load("03-alp-child-range"));
    expect(codes(r)).not.toContain("alp-raised-growth");
    expect(codes(r)).not.toContain("lab-high");
  });

  it("ALP above a children's range is not put down to growth; above an adult range it still is", () => {
    const r = run(load("05-alp-above-child-range"));
    expect(codes(r)).not.toContain("alp-raised-growth");
    expect(codes(r)).toContain("lab-high");
    const adult = load("05-alp-above-child-range");
    adult.labResults[0] = { ...adult.labResults[0], value: "420", referenceRange: "30-130" };
    expect(codes(run(adult))).toContain("alp-raised-growth");
  });
});

describe("HbA1c above goal in a child (review 15d, paediatric 01)", () => {
  it("gives the children's goals and team, and offers no adult add-on medicine", () => {
    const r = run(load("01-t1d-12yo-kidney"));
    const f = r.findings.find((x) => x.code === "diabetes-above-target");
    expect(f?.clinician).toMatch(/48 mmol\/mol \(6\.5%\) or lower ideal/);
    expect(f?.clinician).not.toMatch(/SGLT2|GLP-1/);
    expect(f?.nextSteps.join(" ")).toMatch(/children's diabetes team/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nice-ng18-diabetes-cyp", "ispad-2024-glycaemic-targets"]));
  });
});
