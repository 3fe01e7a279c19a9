import { describe, expect, it } from "vitest";
import { notedInfantAgeMonths } from "../normalize/common.ts";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/paeds-23-review23/", import.meta.url));
const aboveInfo = (r: ReturnType<typeof run>) => r.findings.filter((f) => f.severity !== "info").map((f) => f.code);

describe("children's and teenagers' results (review 23, paeds-23)", () => {
  it("8 years, TSH 4.9 above an adult range with normal free T4: within the child's range, quiet", () => {
    const r = run("01-boy-8y-tsh-4-9-adult-range-quiet");
    expect(aboveInfo(r)).toEqual([]);
    const tsh = r.findings.find((f) => f.code === "lab-flag-overruled" && /Thyroid-stimulating/.test(f.clinician));
    expect(tsh?.clinician).toMatch(/up to 5\.0 mIU\/L \(children's range, 5–9 years\)/);
    expect(clinicianText(r)).not.toMatch(/subclinical hypothyroidism/i);
  });

  it("a TSH above the school-age child's own limit is still called raised, with children's advice", () => {
    const c = load("01-boy-8y-tsh-4-9-adult-range-quiet");
    c.labResults[0].value = "5.6";
    const f = finding(runReviewCase(c), "subclinical-hypothyroidism");
    expect(f?.clinician).toMatch(/In children, treatment of mild subclinical hypothyroidism/);
    expect(f?.evidenceIds).not.toContain("aace-ata-2012-hypothyroidism");
  });

  it("a laboratory's children's TSH range above the engine's is used as sent", () => {
    const c = load("09-girl-3y-tsh-8-1-ehr");
    c.data.recentAbnormalLabs[0].referenceRange = "0.7-8.4";
    c.data.recentAbnormalLabs[0].value = "7.9";
    expect(codes(runReviewCase(c))).not.toContain("subclinical-hypothyroidism");
  });

  it("5 months (age in the notes as '5-month-old'), TSH 5.8 above an adult range: within an infant's range, quiet", () => {
    const r = run("02-infant-5mo-tsh-ehr");
    expect(aboveInfo(r)).toEqual([]);
    expect(clinicianText(r)).toMatch(/5-month-old female/);
    expect(clinicianText(r)).toMatch(/children's range, 2 months to 3 years/);
  });

  it("a hyphenated baby's age in the notes is read", () => {
    expect(notedInfantAgeMonths(["9-month-old boy, pale."])).toBe(9);
    expect(notedInfantAgeMonths(["6-week-old, feeding well."])).toBe(1);
  });

  it("9 months with the age only in the notes: iron-deficiency anaemia against WHO's infant cut-off, cow's milk named", () => {
    const r = run("07-infant-9mo-iron-deficiency");
    const f = finding(r, "iron-deficiency-anaemia");
    expect(f?.clinician).toMatch(/cow's milk/);
    expect(finding(r, "anaemia")?.clinician).toMatch(/children aged 6–23 months \(105 g\/L\)/);
    expect(codes(r)).not.toContain("lab-not-comparable");
  });

  it("16 years, a first mild TSH rise without antibodies: low priority, children's advice, no adult guideline cited", () => {
    const f = finding(run("08-boy-16y-tsh-4-7-rugby"), "subclinical-hypothyroidism");
    expect(f?.severity).toBe("low");
    expect(f?.evidenceIds).toEqual([
      "nice-ng145-thyroid-disease",
      "crisafulli-2019-paediatric-subclinical-hypothyroidism",
      "kapelari-2008-paediatric-thyroid-ranges",
    ]);
    expect(f?.clinician).not.toMatch(/adults under 65/);
  });

  it("3 years with Down syndrome and TSH 8.1, above the child's range: subclinical hypothyroidism kept moderate, follow-up named", () => {
    const f = finding(run("09-girl-3y-tsh-8-1-ehr"), "subclinical-hypothyroidism");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/The record shows Down syndrome, so follow-up matters/);
  });

  it("12 years, creatinine 82 inside an adult range: high for her height by bedside Schwartz, not reassured by the adult eGFR", () => {
    const r = run("03-girl-12y-creatinine-82-inside-adult");
    expect(finding(r, "child-egfr-schwartz-low")?.clinician).toMatch(/estimated GFR 65/);
    expect(patientText(r)).not.toMatch(/kidneys? (?:are|is) (?:normal|fine)/i);
  });

  it("10 and 6 years with creatinine below, ALP above and haemoglobin below adult ranges: nothing above low", () => {
    for (const name of ["06-boy-10y-alp-310-quiet", "12-boy-6y-quiet-adult-ranges"]) {
      const r = run(name);
      expect(r.findings.filter((f) => f.severity !== "low" && f.severity !== "info")).toEqual([]);
      expect(codes(r)).toContain("alp-raised-growth");
      expect(codes(r)).not.toContain("subclinical-hypothyroidism");
      expect(codes(r).filter((c) => /anaemia/.test(c))).toEqual([]);
    }
  });

  it("14 years with heavy periods and iron-deficiency anaemia: WHO's 12–14-year cut-off and a bleeding-disorder check", () => {
    const r = run("05-girl-14y-heavy-periods-ferritin");
    expect(finding(r, "anaemia")?.clinician).toMatch(/children aged 12–14 years \(120 g\/L\)/);
    expect(finding(r, "iron-deficiency-anaemia")?.evidenceIds).toContain(
      "acog-co785-bleeding-disorders-adolescent-hmb",
    );
  });

  it("16 years with heavy periods and ferritin 9 but no anaemia: the periods named as the cause and a bleeding disorder asked about", () => {
    const f = finding(run("11-girl-16y-ferritin-9-no-anaemia"), "iron-deficiency-without-anaemia");
    expect(f?.clinician).toMatch(/first sign of a bleeding disorder/);
    expect(f?.patient).toMatch(/Heavy periods are a likely reason/);
    expect(f?.nextSteps.join(" ")).toMatch(/von Willebrand/);
    expect(f?.evidenceIds).toContain("acog-co785-bleeding-disorders-adolescent-hmb");
  });

  it("without heavy periods, low iron stores in a teenager get no bleeding-disorder advice", () => {
    const c = load("11-girl-16y-ferritin-9-no-anaemia");
    c.data.pastMedicalHistory = [];
    c.data.additionalContext = "Tired. Plays netball. Eats little meat.";
    const f = finding(runReviewCase(c), "iron-deficiency-without-anaemia");
    expect(f?.clinician).not.toMatch(/bleeding disorder/);
    expect(f?.nextSteps).toEqual(["Consider the cause and iron replacement; recheck ferritin"]);
  });

  it("15 years with a stable neutrophil count of 1.1: mild, reassuring wording, nothing above low", () => {
    const r = run("04-girl-15y-neutrophils-1-1-ehr");
    expect(r.findings.filter((f) => f.severity !== "low" && f.severity !== "info")).toEqual([]);
    expect(patientText(r)).toMatch(/does not usually raise the risk of infection/);
  });
});
