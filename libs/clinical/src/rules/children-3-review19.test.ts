import { describe, expect, it } from "vitest";
import { codes, loadReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/children-3-review19/", import.meta.url);
const { run } = reviewFolder(FOLDER);
type Run = ReturnType<typeof run>;
const about = (r: Run, code: string, name: RegExp) => r.findings.find((f) => f.code === code && name.test(f.title));
const judgedAbnormal = (r: Run, name: RegExp) =>
  r.findings.filter((f) => /^lab-(?:high|low|critical)$/.test(f.code) && name.test(f.title));

describe("young children's white cell counts against adult ranges (review 19, children-3)", () => {
  it("8 months: lymphocytes 8.4 and white cells 12.4 flagged high against adult ranges are normal for age", () => {
    const r = run("01-infant-8m-lymphocytes-adult-range");
    expect(judgedAbnormal(r, /Lymphocytes|White blood cell/)).toEqual([]);
    expect(about(r, "lab-flag-overruled", /Lymphocytes/)?.clinician).toMatch(
      /normal for age against 3\.5–11\.0 ×10⁹\/L \(children's range, 6 months to 2 years\); laboratory range 1\.0-4\.0/,
    );
    expect(about(r, "lab-flag-overruled", /White blood cell/)?.clinician).toMatch(/6–16 ×10⁹\/L/);
    expect(r.findings.every((f) => !/viral infection/.test(f.clinician))).toBe(true);
  });

  it("18 months with no ranges sent: white cells, neutrophils and lymphocytes are judged against children's ranges and stay quiet", () => {
    const r = run("02-toddler-18m-no-ranges");
    expect(r.findings.filter((f) => /Lymphocytes|Neutrophils|White blood cell/.test(f.title))).toEqual([]);
  });

  it("2 years, US adult ranges: neutrophils 1.6 are not called low and lymphocytes 7.1 not high", () => {
    const r = run("03-child-2y-adult-ranges-us");
    expect(judgedAbnormal(r, /Lymphocytes|Neutrophils|White blood cell/)).toEqual([]);
    expect(about(r, "lab-flag-overruled", /Neutrophils/)?.clinician).toMatch(
      /1\.5–8\.0 ×10⁹\/L \(children's range, 2–6 years\)/,
    );
    expect(about(r, "lab-flag-overruled", /Lymphocytes/)?.clinician).toMatch(/up to 9\.0 ×10⁹\/L/);
  });

  it("4 years with a pertussis-like cough: lymphocytes 11.5, above a child's range, stay high; neutrophils 1.8 are normal for age", () => {
    const r = run("04-child-4y-lymphocytosis-real");
    expect(about(r, "lab-high", /Lymphocytes/)).toBeDefined();
    expect(judgedAbnormal(r, /Neutrophils/)).toEqual([]);
  });

  it("4 years with low counts: a low lymphocyte count is still low (a ceiling-only band says nothing of the low side)", () => {
    const r = run("10-child-4y-low-lymphocytes");
    expect(about(r, "lab-low", /Lymphocytes/)).toBeDefined();
    expect(about(r, "lab-critical", /Neutrophils/)).toBeDefined();
    expect(codes(r)).not.toContain("lab-flag-overruled");
  });

  it("a laboratory's own children's range is used as sent", () => {
    const r = run("11-toddler-18m-lab-child-range");
    expect(about(r, "lab-high", /Lymphocytes/)?.clinician).toMatch(/reference 3\.0-9\.5/);
  });
});

describe("a newborn's haemoglobin (review 19, children-3)", () => {
  it("3 days: Hb 18.2 g/dL and haematocrit 0.54 are not called high or given adult causes", () => {
    const r = run("05-newborn-3-days-hb-18");
    expect(judgedAbnormal(r, /Hemoglobin|Hematocrit/)).toEqual([]);
    expect(r.findings.every((f) => !/smoking|altitude|dehydration|bone-marrow/.test(f.clinician))).toBe(true);
  });

  it("3 weeks: Hb 23.4 and haematocrit 0.70 stay critical, read as a newborn's, without smoking or altitude as causes", () => {
    const r = run("12-newborn-3-weeks-hb-23");
    const hb = about(r, "lab-critical", /Hemoglobin/);
    expect(hb?.clinician).toMatch(/usual even for a newborn/);
    expect(hb?.clinician).not.toMatch(/can come from smoking/);
    expect(hb?.evidenceIds).toContain("current-paediatrics-2018-haematology");
  });

  it("whole years of 0 with no younger age given do not count as a newborn: Hb 18.2 g/dL is still judged high", () => {
    const base = loadReviewCase(FOLDER, "05-newborn-3-days-hb-18");
    const labs = (base.labResults as { name: string; value: string; unit: string; referenceRange: string }[]).map(
      (l) => ({ display: l.name, value: l.value, unit: l.unit, referenceRange: l.referenceRange, date: "2026-11-28" }),
    );
    const r = runReviewCase({
      _now: base._now,
      data: { patientInfo: { age: 0, gender: "male" }, recentAbnormalLabs: labs, additionalContext: "Bloods taken." },
    });
    expect(judgedAbnormal(r, /Hemoglobin/)).not.toEqual([]);
    const dated = runReviewCase({ ...base, patientContext: { ...base.patientContext, age: "2 weeks" } });
    expect(judgedAbnormal(dated, /Hemoglobin|Hematocrit/)).toEqual([]);
  });
});

describe("LDL in a young person with type 1 diabetes (review 19, children-3)", () => {
  it("15 years, LDL 3.6 mmol/L: above the ADA goal of 2.6 mmol/L, with diet and glucose control first and the statin thresholds", () => {
    const r = run("07-teen-15y-t1d-ldl-3-6-mmol");
    const f = r.findings.find((x) => x.code === "diabetes-ldl-above-goal-child");
    expect(f?.clinician).toMatch(/below 100 mg\/dL \(2\.6 mmol\/L\)/);
    expect(f?.clinician).toMatch(
      /above 160 mg\/dL \(4\.1 mmol\/L\), or above 130 mg\/dL \(3\.4 mmol\/L\) with one or more/,
    );
    expect(f?.clinician).toMatch(/counselling about pregnancy/);
    expect(f?.evidenceIds).toContain("ada-soc-2026-s14");
    expect(f?.severity).toBe("low");
  });

  it("the same in mg/dL (LDL 139 mg/dL)", () => {
    const r = run("06-teen-15y-t1d-ldl-mgdl");
    expect(r.findings.find((x) => x.code === "diabetes-ldl-above-goal-child")?.clinician).toMatch(/139 mg\/dL/);
  });

  it("LDL 2.2 mmol/L at goal: quiet", () => {
    const r = run("13-teen-15y-t1d-ldl-2-2-quiet");
    expect(r.findings).toEqual([]);
  });
});

describe("further children's cases (review 19, children-3)", () => {
  it("6 years, iron deficiency: iron-deficiency anaemia is found", () => {
    const r = run("08-child-6y-iron-deficiency");
    expect(codes(r)).toContain("iron-deficiency-anaemia");
  });

  it("10 years, ALP 350 with normal liver tests: read as growth, no liver finding, nothing above low priority", () => {
    const r = run("09-child-10y-alp-350-quiet");
    expect(codes(r)).toContain("alp-raised-growth");
    expect(r.findings.filter((f) => f.severity !== "low" && f.severity !== "info")).toEqual([]);
    expect(codes(r).filter((c) => /liver|cholesta|hepat/.test(c))).toEqual([]);
  });
});
