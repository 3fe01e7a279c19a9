import { describe, expect, it } from "vitest";
import { SEVERITY_RANK } from "../model.ts";
import { clinicianText, finding, patientText, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/obstetrics-postpartum-review20/", import.meta.url));
const codes = (r: ReturnType<typeof run>) => r.findings.map((f) => f.code).sort();

describe("pre-eclampsia and HELLP (review 20, obstetrics-postpartum)", () => {
  it("01: a US urine protein:creatinine ratio in mg/mg (0.52) counts as proteinuria in pre-eclampsia", () => {
    const r = run("01-preeclampsia-34w-us-units");
    const pe = finding(r, "pre-eclampsia");
    expect(pe?.severity).toBe("critical");
    expect(pe?.clinician).toMatch(/with proteinuria \(urine protein:creatinine ratio 0\.52 mg\/mg/);
  });

  it("02: HELLP at 36 weeks is a critical emergency sent to the maternity unit", () => {
    const r = run("02-hellp-uk-36w");
    expect(finding(r, "hellp-syndrome")?.severity).toBe("critical");
    expect(patientText(r)).toMatch(/maternity unit/);
  });
});

describe("gestational diabetes and the follow-up after it (review 20, obstetrics-postpartum)", () => {
  it("03: an OGTT at 26 weeks over NICE's thresholds is gestational diabetes, not prediabetes", () => {
    const r = run("03-gdm-ogtt-26w-uk");
    expect(codes(r)).toContain("gestational-diabetes");
    expect(codes(r)).not.toContain("prediabetes-range");
  });

  it("04: a normal US-unit OGTT at 27 weeks is quiet", () => {
    const r = run("04-gdm-ogtt-us-normal");
    expect(r.findings).toEqual([]);
  });

  it("05: a raised HbA1c 14 weeks after gestational diabetes names the NICE NG3 follow-up", () => {
    const r = run("05-post-gdm-14w-postpartum-hba1c");
    const pre = finding(r, "prediabetes-range");
    expect(pre?.clinician).toMatch(/Past gestational diabetes is recorded: NICE NG3 reads an HbA1c of 39–47 mmol\/mol/);
    expect(pre?.patient).toMatch(/Having had diabetes in pregnancy adds to the chance of type 2 diabetes/);
    expect(pre?.evidenceIds).toContain("nice-ng3-diabetes-pregnancy");
  });
});

describe("anaemia after birth (review 20, obstetrics-postpartum)", () => {
  it("06: iron deficiency a week after a delivery with blood loss is put down to the delivery, not sent for a source search", () => {
    const r = run("06-postpartum-anaemia-day7-uk");
    const ida = finding(r, "iron-deficiency-anaemia");
    expect(ida?.clinician).toMatch(/which explains the iron loss/);
    expect(ida?.clinician).not.toMatch(/source of iron loss should be found/);
    expect(clinicianText(r)).not.toMatch(/bidirectional endoscopy/);
    expect(patientText(r)).not.toMatch(/Finding out why the iron is low is important/);
  });
});

describe("normal third-trimester results do not alarm (review 20, obstetrics-postpartum)", () => {
  it("07: neutrophils 10.2 at 35 weeks are read as usual in pregnancy, like the white cell count beside them", () => {
    const r = run("07-normal-third-trimester-uk");
    const text = patientText(r);
    expect(text).toMatch(
      /Your neutrophils \(infection-fighting white cells\) are higher than the usual range\. A high level of this size is common in pregnancy/,
    );
    expect(text).not.toMatch(/usually reflects infection, inflammation or steroid medicines/);
    expect(r.findings.filter((f) => SEVERITY_RANK[f.severity] > SEVERITY_RANK.moderate)).toEqual([]);
  });
});

describe("breastfeeding, cholestasis and the thyroid after birth (review 20, obstetrics-postpartum)", () => {
  it("08: a breastfeeding mother on sertraline, ibuprofen and desogestrel hears nothing above moderate", () => {
    const r = run("08-breastfeeding-medicines-ehr");
    expect(r.findings.filter((f) => SEVERITY_RANK[f.severity] > SEVERITY_RANK.moderate)).toEqual([]);
    expect(patientText(r)).not.toMatch(/stop breastfeeding|not safe while breastfeeding/i);
  });

  it("09: mild obstetric cholestasis (bile acids 22) is graded mild, without emergency wording", () => {
    const r = run("09-cholestasis-mild-37w-us");
    expect(finding(r, "cholestasis-of-pregnancy")?.title).toMatch(/mild/);
    expect(patientText(r)).not.toMatch(/emergency department|right away/i);
  });

  it("10: overt hypothyroidism six months after birth names the hypothyroid phase of postpartum thyroiditis", () => {
    const r = run("10-postpartum-thyroiditis-hypo-phase");
    const hypo = finding(r, "overt-hypothyroidism");
    expect(hypo?.clinician).toMatch(/hypothyroid phase of postpartum thyroiditis/);
    expect(hypo?.clinician).toMatch(/an attempt to stop it after 12 months/);
    expect(hypo?.evidenceIds).toContain("ata-2017-pregnancy-quickref");
  });
});
