import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import { notedInfantAgeMonths, parseAge, parseAgeMonths } from "../normalize/common.ts";
import { codes, type ReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/children-2-review18/", import.meta.url));
type Run = ReturnType<typeof run>;
const find = (r: Run, code: string) => r.findings.find((f) => f.code === code);
const about = (r: Run, code: string, name: RegExp) => r.findings.find((f) => f.code === code && name.test(f.title));
const clinicianReport = (r: Run) => (r.result as { clinicianResponse: string }).clinicianResponse;
const THYROID_ALARM = /^(?:subclinical|overt)-hypothyroidism$/;

describe("a baby's age however it is written (review 18, children)", () => {
  it("reads '8m', '1y 6m' and '10d' as months or days, and keeps '45M' (45-year-old male) as years", () => {
    expect([parseAge("8m"), parseAgeMonths("8m")]).toEqual([0, 8]);
    expect([parseAge("1y 6m"), parseAgeMonths("1y 6m")]).toEqual([1, 18]);
    expect([parseAge("2 years 3 months"), parseAgeMonths("2 years 3 months")]).toEqual([2, 27]);
    expect(parseAgeMonths("10d")).toBe(0);
    expect([parseAge("45M"), parseAgeMonths("45M")]).toEqual([45, undefined]);
  });

  it("finds a baby's age in the notes, and not an older child's or a sibling's age in years", () => {
    expect(notedInfantAgeMonths(["4 mo girl, ex-term"])).toBe(4);
    expect(notedInfantAgeMonths(["10 days old, term, well baby"])).toBe(0);
    expect(notedInfantAgeMonths(["8/12 old, bronchiolitis"])).toBe(8);
    expect(notedInfantAgeMonths(["seen aged 6 weeks"])).toBe(1);
    expect(notedInfantAgeMonths(["7 year old brother has asthma"])).toBeUndefined();
    expect(notedInfantAgeMonths(["weight 8 m above"])).toBeUndefined();
    expect(notedInfantAgeMonths(["Postpartum check; 6 week old baby doing well"])).toBeUndefined();
    expect(notedInfantAgeMonths(["brings her 3 month old girl along"])).toBeUndefined();
  });

  it("'8m': Hb 106 g/L and MCV 74 against adult ranges are normal for 8 months, with no anaemia or haemoglobinopathy screen", () => {
    const r = run("01-infant-8m-age-m");
    expect(clinicianReport(r)).toMatch(/8-month-old male/);
    expect(codes(r)).not.toContain("anaemia");
    expect(codes(r)).not.toContain("microcytosis-haemoglobinopathy-screen");
    expect(about(r, "lab-flag-overruled", /Haemoglobin/)?.clinician).toMatch(/children aged 6–23 months/);
    // Review 22 (paeds-ranges-22): now read against a young child's MCV range, normal for age.
    expect(about(r, "lab-flag-overruled", /Mean corpuscular volume/)?.clinician).toMatch(/normal for age/);
  });

  it("'8m': platelets 520 against an adult range are not called high in an infant", () => {
    const r = run("01-infant-8m-age-m");
    expect(about(r, "lab-high", /Platelet/)).toBeUndefined();
    expect(about(r, "lab-not-comparable", /Platelet/)).toBeDefined();
  });

  it("age only in the notes ('4 mo girl'): Hb 101 g/L is not judged against a woman's cut-off", () => {
    const r = run("12-infant-age-in-notes-only");
    expect(clinicianReport(r)).toMatch(/4-month-old female/);
    expect(codes(r)).not.toContain("anaemia");
    expect(codes(r)).not.toContain("microcytic-anaemia-iron-studies");
    expect(clinicianReport(r)).not.toMatch(/cut-off for women/);
  });

  it("EHR age 0 with '10 days old' in the context: the report speaks of a newborn, and a newborn's TSH 8.9 raises no thyroid finding", () => {
    const r = run("03-newborn-10-days-ehr");
    expect(clinicianReport(r)).toMatch(/newborn male/i);
    expect(codes(r).filter((c) => THYROID_ALARM.test(c))).toEqual([]);
    expect(about(r, "lab-not-comparable", /Thyroid-stimulating/)).toBeDefined();
  });
});

describe("thyroid tests in the first months of life (review 18, children)", () => {
  it("3 weeks: TSH 6.8 with a normal free T4 is not subclinical hypothyroidism against an adult range", () => {
    const r = run("02-neonate-3wks-tsh-alp");
    expect(codes(r).filter((c) => THYROID_ALARM.test(c))).toEqual([]);
    expect(about(r, "lab-high", /Thyroid-stimulating/)).toBeUndefined();
  });

  it("3 weeks: ALP, phosphate, creatinine and platelets against adult ranges raise no liver, bone, kidney or blood alarm", () => {
    const r = run("02-neonate-3wks-tsh-alp");
    expect(find(r, "alp-raised-growth")?.severity).toBe(Severity.low);
    expect(find(r, "phosphate-raised-minor")?.severity).toBe(Severity.low);
    expect(about(r, "lab-high", /Platelet/)).toBeUndefined();
    expect(r.findings.filter((f) => f.severity === Severity.high || f.severity === Severity.critical)).toEqual([]);
  });

  it("a TSH far above a newborn's range at 3 weeks is still judged", () => {
    const c: ReviewCase = load("02-neonate-3wks-tsh-alp");
    c.labResults[0].value = "14";
    expect(about(runReviewCase(c), "lab-high", /Thyroid-stimulating/)).toBeDefined();
  });

  // Review 23 (paeds-23): from 2 months an infant's own upper limit, 7.0 mIU/L, judges the TSH.
  it("from 2 months the infant's range judges the TSH: 6.8 is within it, 7.6 is raised", () => {
    const c: ReviewCase = load("02-neonate-3wks-tsh-alp");
    c.patientContext.age = "3 months";
    expect(find(runReviewCase(c), "subclinical-hypothyroidism")).toBeUndefined();
    c.labResults[0].value = "7.6";
    expect(find(runReviewCase(c), "subclinical-hypothyroidism")).toBeDefined();
  });

  it("6 weeks, TSH 24 with a low free T4 and prolonged jaundice: congenital hypothyroidism, urgent, levothyroxine 10–15 µg/kg", () => {
    const r = run("10-infant-6-weeks-tsh-high-ft4-low");
    const f = find(r, "overt-hypothyroidism");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/congenital or early hypothyroidism until shown otherwise/);
    expect(f?.nextSteps.join(" ")).toMatch(/Same-day referral to paediatric endocrinology/);
    expect(f?.nextSteps.join(" ")).toMatch(/10–15 µg\/kg once daily without waiting for imaging/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/older or cardiac patients|6–8 weeks/);
    expect(f?.patient).toMatch(/baby/);
    expect(f?.patient).not.toMatch(/weight gain/);
    expect(f?.evidenceIds).toContain("medscape-2023-congenital-hypothyroidism-guidelines");
  });
});

describe("a child's creatinine read for height (review 18, children)", () => {
  it("4 years, 102 cm, creatinine 86 µmol/L inside the adult range: bedside Schwartz eGFR 43, high priority, nephrology", () => {
    const r = run("05-child-4y-creatinine-height");
    const f = find(r, "child-egfr-schwartz-low");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/estimated GFR 43 mL\/min\/1\.73 m² by the bedside Schwartz equation/);
    expect(f?.nextSteps.join(" ")).toMatch(/paediatric nephrology promptly/);
    expect(f?.evidenceIds).toContain("nkf-bedside-schwartz-2009");
    expect(clinicianReport(r)).not.toMatch(/CKD-EPI|CKD stage|G[1-5]A[1-3]/);
  });

  it("the same child with a creatinine of 30 µmol/L (eGFR about 124) has no kidney finding", () => {
    const c: ReviewCase = load("05-child-4y-creatinine-height");
    c.labResults[0].value = "30";
    expect(codes(runReviewCase(c))).not.toContain("child-egfr-schwartz-low");
  });

  it("13 years, 158 cm, creatinine 0.52 mg/dL flagged low against an adult range: normal for height, no kidney finding", () => {
    const r = run("06-boy-13y-alp-ehr");
    expect(codes(r)).not.toContain("child-egfr-schwartz-low");
    expect(about(r, "lab-low", /Creatinine/)).toBeUndefined();
  });

  it("without a height no estimate is made", () => {
    const c: ReviewCase = load("05-child-4y-creatinine-height");
    delete c.patientContext.vitalSigns;
    // Since review 22 (paeds-ranges-22) a height stated in the notes is read too, so it goes as well.
    c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace("height 102 cm, ", "");
    expect(codes(runReviewCase(c))).not.toContain("child-egfr-schwartz-low");
  });
});

describe("children's results that stay quiet against adult ranges (review 18, children)", () => {
  it("13 years: ALP 412 with normal ALT and bilirubin, and phosphate 5.6 mg/dL, read as growth, not liver or bone disease", () => {
    const r = run("06-boy-13y-alp-ehr");
    expect(find(r, "alp-raised-growth")?.clinician).toMatch(/with ALT and bilirubin normal/);
    expect(find(r, "phosphate-raised-minor")).toBeDefined();
    expect(r.findings.filter((f) => f.severity !== Severity.low && f.severity !== Severity.info)).toEqual([]);
  });

  // Lymphocytes: review 20 (children 6–18) added the 6–12-year band (1.0–5.0), so 3.9 is normal for age.
  it("10 years with adult ranges printed throughout: nothing above low priority, creatinine not judged, lymphocytes normal for age", () => {
    const r = run("09-girl-10y-adult-ranges-quiet");
    expect(about(r, "lab-not-comparable", /Creatinine/)).toBeDefined();
    expect(about(r, "lab-flag-overruled", /Lymphocytes/)?.clinician).toMatch(
      /1\.0–5\.0 ×10⁹\/L \(children's range, 6–12 years\)/,
    );
    expect(r.findings.filter((f) => f.severity !== Severity.low && f.severity !== Severity.info)).toEqual([]);
  });

  it("18 months: lymphocyte-predominant count and Hb 112 g/L give no anaemia or lymphocytosis finding", () => {
    const r = run("04-toddler-18-months-counts");
    expect(clinicianReport(r)).toMatch(/18-month-old female/);
    expect(about(r, "lab-flag-overruled", /Haemoglobin/)).toBeDefined();
    expect(codes(r).filter((c) => /anaemia|lymphocytosis|neutropenia/.test(c))).toEqual([]);
  });

  it("7 years, vitamin D 24 ng/mL against a 30–100 range: no deficiency finding and not called deficient", () => {
    const r = run("07-girl-7y-vitd-24");
    expect(codes(r)).not.toContain("vitamin-d-deficiency");
    expect(about(r, "lab-low", /vitamin D/i)?.clinician).toMatch(/below 12 ng\/mL there is a real risk of deficiency/);
  });

  it("2 years, platelets 690 two weeks after a chest infection: judged high, as a reaction, with no marrow alarm", () => {
    const r = run("11-toddler-2y-platelets-after-infection");
    expect(about(r, "lab-high", /Platelet/)?.clinician).toMatch(/reaction to inflammation/);
    expect(codes(r).filter((c) => /thrombocytosis|myeloprolif/.test(c))).toEqual([]);
  });
});
