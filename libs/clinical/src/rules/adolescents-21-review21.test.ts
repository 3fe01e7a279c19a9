import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/adolescents-21-review21/", import.meta.url));

describe("adolescents aged 12–17 (review 21)", () => {
  it("16 years with anorexia nervosa, potassium 2.9 and low phosphate: urgent medical instability and refeeding risk", () => {
    const r = run("01-girl-16y-anorexia-low-k-phos");
    expect(finding(r, "eating-disorder-medical-instability")?.severity).toBe("critical");
    expect(patientText(r)).toMatch(/Please act on this now/);
    expect(patientText(r)).toMatch(/refeeding syndrome/);
  });

  it("17 years on creatine with creatinine 105: the repeat is of creatinine read against height, not an adult eGFR", () => {
    const r = run("02-boy-17y-creatinine-105-muscular");
    expect(codes(r)).toContain("creatine-creatinine");
    expect(clinicianText(r)).not.toMatch(/Repeat creatinine and eGFR/);
    expect(clinicianText(r)).toMatch(/bedside Schwartz equation, as adult eGFR equations do not apply/);
    expect(finding(r, "creatine-creatinine")?.evidenceIds).toContain("nkf-bedside-schwartz-2009");
    expect(clinicianText(r)).not.toMatch(/\bG[1-5]a?b?\b|CKD stage/);
  });

  it("13 years with TSH 8.2, normal free T4 and TPO antibodies: subclinical hypothyroidism with children's advice", () => {
    const r = run("03-girl-13y-tsh-8-tpo-positive");
    expect(finding(r, "subclinical-hypothyroidism")?.clinician).toMatch(/In children/);
    expect(clinicianText(r)).toMatch(/does not apply to a child or young person/);
  });

  it("16 years with high LDL: not told a doctor can work out his heart risk, since QRISK3 starts at 25", () => {
    const r = run("04-boy-16y-us-lipids-ldl-162");
    expect(patientText(r)).not.toMatch(/Your doctor can work out your overall heart risk/);
    expect(patientText(r)).toMatch(/made for adults aged 25 and over, so it is not used at your age/);
    expect(clinicianText(r)).not.toMatch(/statin/i);
  });

  it("14 years with type 1 diabetes and HbA1c 79: above target, for the children's diabetes team", () => {
    const r = run("05-girl-14y-t1d-hba1c-79-ehr");
    expect(codes(r)).toContain("diabetes-above-target");
    expect(codes(r)).not.toContain("diabetes-range-undiagnosed");
    expect(clinicianText(r)).toMatch(/children's diabetes team/);
  });

  it("15 years with routine bloods inside the laboratory's ranges stays quiet", () => {
    const r = run("06-girl-15y-routine-bloods-quiet-us");
    expect(codes(r)).toEqual([]);
    expect(patientText(r)).toMatch(/Nothing in these results stands out/);
  });
});
