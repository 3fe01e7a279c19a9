import { describe, expect, it } from "vitest";
import { parseAge, parseAgeMonths } from "../normalize/common.ts";
import { codes, type ReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/paediatrics-review17/", import.meta.url));
type Run = ReturnType<typeof run>;
const find = (r: Run, code: string) => r.findings.find((f) => f.code === code);
const about = (r: Run, code: string, name: RegExp) => r.findings.find((f) => f.code === code && name.test(f.title));
const reports = (r: Run) => {
  const { patientResponse, clinicianResponse } = r.result as { patientResponse: string; clinicianResponse: string };
  return { patient: patientResponse, clinician: clinicianResponse };
};
const allText = (r: Run) => {
  const { patient, clinician } = reports(r);
  return `${patient}\n${clinician}`;
};
/** Adult-only tools and formulas that have no place in a child's report. */
const ADULT_ONLY =
  /QRISK|PREVENT|10-year (?:ASCVD )?risk (?:score|of)|CKD-EPI|CKD stage|G[1-5]A[1-3]|two first-line drugs/i;

describe("a baby's results against adult ranges (review 17, paediatrics)", () => {
  it("3 months: haemoglobin 98 g/L against an adult range is not judged, with no anaemia finding", () => {
    const r = run("01-infant-3mo-well");
    expect(about(r, "lab-not-comparable", /Haemoglobin/)).toBeDefined();
    expect(about(r, "lab-low", /Haemoglobin/)).toBeUndefined();
    expect(codes(r).filter((c) => /anaemia/.test(c))).toEqual([]);
  });

  it("3 months: the ALP is read as growth at '3 months', not 'age 0', and the report speaks to a parent", () => {
    const r = run("01-infant-3mo-well");
    expect(find(r, "alp-raised-growth")?.clinician).toMatch(/at age 3 months is above/);
    expect(reports(r).patient).toMatch(/a child's results\. If you are reading this as a parent or carer/);
    expect(reports(r).clinician).toMatch(/3-month-old female/);
  });

  it("a haemoglobin far below even a baby's low point is still judged low", () => {
    const c: ReviewCase = load("01-infant-3mo-well");
    c.labResults[0].value = "82";
    expect(about(runReviewCase(c), "lab-low", /Haemoglobin/)).toBeDefined();
  });

  it("a laboratory's own range for a baby is used as sent", () => {
    const c: ReviewCase = load("01-infant-3mo-well");
    Object.assign(c.labResults[0], { value: "88", referenceRange: "95-135" });
    expect(about(runReviewCase(c), "lab-low", /Haemoglobin/)).toBeDefined();
  });

  it("reads the British '8/12' as 8 months: haemoglobin 108 g/L is normal for age, MCV 75 is normal for age, no screen asked", () => {
    const r = run("11-infant-6m-age-shorthand");
    expect(reports(r).clinician).toMatch(/8-month-old male/);
    expect(codes(r)).not.toContain("anaemia");
    expect(codes(r)).not.toContain("microcytosis-haemoglobinopathy-screen");
    expect(about(r, "lab-flag-overruled", /Haemoglobin/)?.clinician).toMatch(/children aged 6–23 months/);
    // Review 22 (paeds-ranges-22): now read against a young child's MCV range, normal for age.
    expect(about(r, "lab-flag-overruled", /Mean corpuscular volume/)?.clinician).toMatch(/normal for age/);
  });

  it("an MCV well below any child's range is still judged in a baby", () => {
    const c: ReviewCase = load("11-infant-6m-age-shorthand");
    c.labResults[1].value = "62";
    expect(about(runReviewCase(c), "lab-low", /Mean corpuscular volume/)).toBeDefined();
  });

  it("parses fractional ages as months, weeks and days, and leaves plain years alone", () => {
    expect([parseAge("8/12"), parseAgeMonths("8/12")]).toEqual([0, 8]);
    expect(parseAgeMonths("3/52")).toBe(0);
    expect(parseAgeMonths("6/52")).toBe(1);
    expect(parseAgeMonths("5/7")).toBe(0);
    expect([parseAge("8"), parseAgeMonths("8")]).toEqual([8, undefined]);
  });
});

describe("a toddler's counts (review 17, paediatrics)", () => {
  it("2 years: lymphocytes 6.5 and MCV 76 are not called abnormal against adult ranges; haemoglobin is normal for age", () => {
    const r = run("02-toddler-2y-lymphocytes");
    // Review 19 (children-3): read against a 2–6-year-old's lymphocyte range, normal for age.
    expect(about(r, "lab-flag-overruled", /Lymphocytes/)?.clinician).toMatch(/normal for age/);
    // Review 22 (paeds-ranges-22): now read against a young child's MCV range, normal for age.
    expect(about(r, "lab-flag-overruled", /Mean corpuscular volume/)?.clinician).toMatch(/normal for age/);
    expect(about(r, "lab-flag-overruled", /Hemoglobin/)).toBeDefined();
    expect(
      codes(r).filter((c) => /^(?:anaemia|iron-deficiency-anaemia)$|haemoglobinopathy|lymphocytosis/.test(c)),
    ).toEqual([]);
  });

  it("2 years with a raised CRP: low iron stores, and the ferritin is not also called normal with no action needed", () => {
    const r = run("02-toddler-2y-lymphocytes");
    expect(find(r, "iron-deficiency-without-anaemia")?.clinician).toMatch(/below 30 µg\/L/);
    expect(about(r, "lab-flag-overruled", /Ferritin/)).toBeUndefined();
    expect(allText(r)).not.toMatch(
      /Ferritin 22 ng\/mL on 2026-11-25 was flagged low by the laboratory, but it is normal/,
    );
  });

  it("without inflammation the same ferritin stays normal for age with its flag note", () => {
    const c: ReviewCase = load("02-toddler-2y-lymphocytes");
    c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "CRP");
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("iron-deficiency-without-anaemia");
    expect(about(r, "lab-flag-overruled", /Ferritin/)).toBeDefined();
  });
});

describe("children's results that must still be caught (review 17, paediatrics)", () => {
  it("7 years, platelets 25 with bruising after a cold: childhood ITP, same-day paediatric review", () => {
    const r = run("03-child-7y-itp");
    const itp = find(r, "isolated-thrombocytopenia-child");
    expect(itp?.evidenceIds).toContain("ash-2019-itp");
    expect(itp?.nextSteps.join(" ")).toMatch(/Same-day review by a pediatrician/);
  });

  it("15 years, Hb 7.9 g/dL, MCV 64, ferritin 4 with heavy periods: severe iron-deficiency anaemia, bleeding disorder asked about", () => {
    const r = run("05-girl-15y-hmb-anaemia");
    expect(find(r, "iron-deficiency-anaemia")?.severity).toBe("high");
    expect(find(r, "iron-deficiency-anaemia")?.clinician).toMatch(/von Willebrand/);
    expect(find(r, "anaemia")?.clinician).toMatch(/severe anemia/);
  });

  it("10 years, 150/95 twice: stage 2 by AAP 2017's fixed level, high priority, specialist within a week", () => {
    const r = run("07-boy-10y-bp-150-95");
    const bp = find(r, "bp-child-percentiles");
    expect(bp?.severity).toBe("high");
    expect(bp?.clinician).toMatch(/stage 2 hypertension range whatever the tables give/);
    expect(bp?.clinician).toMatch(/Also at this level at earlier visits \(152\/96 mmHg/);
    expect(bp?.nextSteps.join(" ")).toMatch(/refer to paediatric specialist care within 1 week/);
    expect(bp?.patient).toMatch(/high for a child of any age or height/);
    expect(codes(r).filter((c) => /^bp-(elevated|stage)/.test(c))).toEqual([]);
    expect(allText(r)).not.toMatch(ADULT_ONLY);
  });

  it("10 years, 132/78: at least stage 1, moderate, repeat in 1–2 weeks", () => {
    const c: ReviewCase = load("07-boy-10y-bp-150-95");
    c.data.vitalSigns = c.data.vitalSigns.filter((v: { display: string }) => v.display !== "Blood pressure");
    c.data.vitalSigns.push({ display: "Blood pressure", value: "132/78", unit: "mmHg", date: "2026-11-24" });
    const bp = find(runReviewCase(c), "bp-child-percentiles");
    expect(bp?.severity).toBe("moderate");
    expect(bp?.clinician).toMatch(/at least in the stage 1 hypertension range/);
    expect(bp?.nextSteps.join(" ")).toMatch(/repeat in 1–2 weeks/);
  });

  it("9 years, LDL 210 mg/dL with a father's heart attack at 41: possible FH to a paediatric lipid service, no adult risk score", () => {
    const r = run("08-girl-9y-ldl-210-fh");
    expect(codes(r)).toEqual(
      expect.arrayContaining(["severe-hypercholesterolaemia", "familial-hypercholesterolaemia-suspected"]),
    );
    expect(find(r, "severe-hypercholesterolaemia")?.clinician).toMatch(/pediatric lipid or FH service/);
    expect(reports(r).clinician).toMatch(/10-year risk calculators do not apply/);
  });
});

describe("growing children's chemistry (review 17, paediatrics)", () => {
  it("12 years in a growth spurt (US units): ALP 420 and phosphorus 5.6 read as growth, creatinine and eGFR not judged", () => {
    const r = run("04-boy-12y-growth-spurt-us");
    expect(find(r, "alp-raised-growth")?.patient).toMatch(/growth is the most likely reason/);
    expect(codes(r)).toContain("phosphate-raised-minor");
    expect(about(r, "lab-not-comparable", /Creatinine/)).toBeDefined();
    expect(about(r, "lab-not-comparable", /glomerular/)?.clinician).toMatch(
      /pediatric equation, which needs the child's height/,
    );
    expect(allText(r)).not.toMatch(/cholestatic|bile-duct blockage|R ratio of|Paget|bone metastas/i);
    expect(allText(r)).not.toMatch(ADULT_ONLY);
  });

  it("5 years before an anaesthetic: creatinine 0.4 and a CKD-EPI eGFR give no kidney finding", () => {
    const r = run("09-child-5y-creatinine-low-quiet");
    expect(codes(r).filter((c) => /ckd|kidney|egfr|aki/.test(c))).toEqual([]);
    expect(about(r, "lab-not-comparable", /glomerular/)).toBeDefined();
    expect(codes(r)).toContain("alp-raised-growth");
  });

  it("14 years with an LDL of 3.2 mmol/L and no family history: no FH or severe finding", () => {
    const r = run("10-boy-14y-lipids-borderline");
    expect(codes(r).filter((c) => /familial|severe-hyper|statin/.test(c))).toEqual([]);
    expect(allText(r)).not.toMatch(ADULT_ONLY);
  });
});

describe("adolescents under adult-style categories (review 17, paediatrics)", () => {
  it("14 years, 136/82 twice: stage 1 with AAP's steps, not the adult 'medication depending on cardiovascular risk'", () => {
    const r = run("12-teen-14y-bp-obese");
    const bp = find(r, "bp-stage-1");
    expect(bp?.evidenceIds).toContain("aap-2017-pediatric-hbp");
    expect(bp?.nextSteps.join(" ")).toMatch(/Under 18: .*confirm with ambulatory monitoring/);
    expect(bp?.nextSteps.join(" ")).not.toMatch(/medication depending on cardiovascular risk/);
  });

  it("an adult's stage 1 keeps the adult step", () => {
    const c: ReviewCase = load("12-teen-14y-bp-obese");
    c.data.patientInfo.age = 44;
    expect(find(runReviewCase(c), "bp-stage-1")?.nextSteps).toContain(
      "Lifestyle measures; medication depending on cardiovascular risk",
    );
  });

  it("16 years, stage 2 at a single visit: AAP's referral within a week, not the adult two-drug start", () => {
    const c: ReviewCase = load("12-teen-14y-bp-obese");
    c.data.patientInfo.age = 16;
    c.data.vitalSigns = [{ display: "Blood pressure", value: "146/92", unit: "mmHg", date: "2026-11-19" }];
    const steps = find(runReviewCase(c), "bp-stage-2")?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Under 18: repeat the reading, check blood pressure in an arm and a leg/);
    expect(steps).not.toMatch(/usually two drugs/);
  });

  it("16 years with type 1 diabetes: children's HbA1c goals, AAP's blood pressure category, no adult risk tools", () => {
    const r = run("06-teen-16y-t1d-annual");
    expect(find(r, "diabetes-above-target")?.evidenceIds).toEqual(
      // A US record: ADA's children's section, not NICE NG18 (review 30, country-30).
      expect.arrayContaining(["ada-soc-2026-s14", "ispad-2024-glycaemic-targets"]),
    );
    expect(find(r, "bp-elevated")?.evidenceIds).toContain("aap-2017-pediatric-hbp");
    expect(allText(r)).not.toMatch(ADULT_ONLY);
  });
});
