import { describe, expect, it } from "vitest";
import { clinicianText, codes, loadReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/children-6-18-review20/", import.meta.url);
const { run } = reviewFolder(FOLDER);
type Run = ReturnType<typeof run>;
const about = (r: Run, code: string, name: RegExp) => r.findings.find((f) => f.code === code && name.test(f.title));
const judgedAbnormal = (r: Run, name: RegExp) =>
  r.findings.filter((f) => /^lab-(?:high|low|critical)$/.test(f.code) && name.test(f.title));
const COUNTS = /Lymphocytes|Neutrophils|White blood cell/;

describe("school-age children's white cell counts (review 20, children 6–18)", () => {
  it("9 years, adult ranges: white cells 12.1, neutrophils 7.6 and lymphocytes 3.6 are normal for 6–12 years", () => {
    const r = run("01-girl-9y-counts-adult-ranges");
    expect(judgedAbnormal(r, COUNTS)).toEqual([]);
    expect(codes(r)).not.toContain("lab-not-comparable");
    expect(about(r, "lab-flag-overruled", /White blood cell/)?.clinician).toMatch(
      /normal for age against 5–13 ×10⁹\/L \(children's range, 6–12 years\); laboratory range 4\.0-10\.0/,
    );
    expect(about(r, "lab-flag-overruled", /Neutrophils/)?.clinician).toMatch(/2\.0–8\.0 ×10⁹\/L/);
    expect(about(r, "lab-flag-overruled", /Lymphocytes/)?.clinician).toMatch(/1\.0–5\.0 ×10⁹\/L/);
  });

  it("ranges sent and overruled for age do not bring the note that adult ranges were used where none was supplied", () => {
    const r = run("05-boy-8y-lymphocytes-above-child-range");
    expect(codes(r)).toContain("lab-flag-overruled");
    expect(clinicianText(r)).not.toMatch(/Where no reference range was supplied/);
  });

  it("8 years with a whooping cough: lymphocytes 7.4, above the 6–12-year range, are high; white cells 12.6 are normal for age", () => {
    const r = run("05-boy-8y-lymphocytes-above-child-range");
    expect(about(r, "lab-high", /Lymphocytes/)).toBeDefined();
    expect(judgedAbnormal(r, /White blood cell/)).toEqual([]);
  });

  it("7 years: neutrophils 1.4 stay low (below the 6–12-year lower limit too)", () => {
    const r = run("09-girl-7y-neutrophils-low-for-age");
    expect(about(r, "lab-low", /Neutrophils/)).toBeDefined();
  });

  it("16 years with glandular fever: white cells 14.2 and lymphocytes 8.9 are judged high against the adult ranges sent", () => {
    const r = run("02-boy-16y-ebv");
    expect(about(r, "lab-high", /White blood cell/)).toBeDefined();
    expect(about(r, "lab-high", /Lymphocytes/)).toBeDefined();
    expect(codes(r)).not.toContain("lab-not-comparable");
  });

  it("16 years: a lymphocyte count within twice the adult limit is still judged high (no child's leeway from 12)", () => {
    const base = loadReviewCase(FOLDER, "02-boy-16y-ebv");
    const labs = (base.labResults as { name: string; value: string }[]).map((l) =>
      l.name === "Lymphocytes" ? { ...l, value: "6.1" } : l,
    );
    const r = runReviewCase({ ...base, labResults: labs });
    expect(about(r, "lab-high", /Lymphocytes/)).toBeDefined();
  });
});

describe("older children's other results (review 20, children 6–18)", () => {
  it("15-year-old sports check: ALP 312 read as growth, creatinine 58 against an adult range not called low, nothing above low priority", () => {
    const r = run("03-boy-15y-sports-check-quiet");
    expect(codes(r)).toContain("alp-raised-growth");
    expect(judgedAbnormal(r, /Creatinine/)).toEqual([]);
    expect(r.findings.filter((f) => f.severity !== "low" && f.severity !== "info")).toEqual([]);
  });

  it("14-year-old swimmer with no ranges sent: ALP read as growth and nothing above low priority", () => {
    const r = run("10-boy-14y-ehr-well-quiet");
    expect(codes(r)).toContain("alp-raised-growth");
    expect(r.findings.filter((f) => f.severity !== "low" && f.severity !== "info")).toEqual([]);
  });

  it("14-year-old girl with heavy periods: iron-deficiency anaemia against the WHO cut-off for 12–14 years", () => {
    const r = run("04-girl-14y-heavy-periods-iron");
    expect(codes(r)).toContain("iron-deficiency-anaemia");
    expect(about(r, "anaemia", /Anaemia/)?.clinician).toMatch(/children aged 12–14 years \(120 g\/L\)/);
  });

  it("13 years with LDL 5.2 mmol/L and an early family heart attack: severe hypercholesterolaemia sent to a paediatric lipid service", () => {
    const r = run("06-girl-13y-fh-ldl-5-2");
    const f = r.findings.find((x) => x.code === "severe-hypercholesterolaemia");
    expect(f?.clinician).toMatch(/paediatric lipid or FH service/);
  });

  it("16 years on isotretinoin with triglycerides 3.4 and ALT 58: isotretinoin effects for the prescriber", () => {
    const r = run("07-teen-16y-isotretinoin");
    expect(codes(r)).toContain("isotretinoin-effects");
  });

  it("11 years with type 1 diabetes, HbA1c 62 mmol/mol: above target with the children's goals", () => {
    const r = run("08-girl-11y-t1d-hba1c-62");
    expect(r.findings.find((x) => x.code === "diabetes-above-target")?.clinician).toMatch(/48 mmol\/mol/);
  });
});
