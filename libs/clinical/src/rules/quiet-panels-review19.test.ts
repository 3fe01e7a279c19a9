import { describe, expect, it } from "vitest";
import { SEVERITY_RANK } from "../model.ts";
import { clinicianText, patientText, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/quiet-panels-review19/", import.meta.url));
const codes = (r: ReturnType<typeof run>) => r.findings.map((f) => f.code).sort();
/** The part of the patient text that lists what stands out. */
const standsOut = (r: ReturnType<typeof run>) => {
  const text = patientText(r);
  return text.slice(text.indexOf("## What stands out"), text.indexOf("## Questions"));
};
/** Words a careful GP would not put in a letter about these results. */
const ALARM = /urgent|as soon as possible|right away|emergency department|call 999|911|serious|cancer|prompt review/i;

const ALL = [
  "01-annual-physical-45m-uk-minor-flags",
  "02-young-woman-ferritin-18-normal-hb-uk",
  "03-runner-ck-420-after-marathon-us",
  "04-well-75f-tsh-4-6-normal-ft4-uk",
  "05-child-9-alp-320-uk",
  "06-pregnant-12w-booking-bloods-uk",
  "07-us-annual-physical-52f-lipids-flags",
  "08-athlete-low-pulse-uk-vitals",
  "09-70m-egfr-58-stable-normal-acr-ehr",
  "10-52m-controlled-htn-t2dm-ehr",
  "11-64f-hypothyroid-stable-on-levothyroxine-ehr",
  "12-us-healthy-30m-gilbert-like-bili",
];

describe("healthy and stable people hear nothing above low priority (review 19, quiet panels)", () => {
  for (const name of ALL) {
    it(`${name}: no finding above low, and nothing alarming in what stands out`, () => {
      const r = run(name);
      expect(r.findings.filter((f) => SEVERITY_RANK[f.severity] > SEVERITY_RANK.low).map((f) => f.code)).toEqual([]);
      expect(standsOut(r)).not.toMatch(ALARM);
    });
  }

  it("06: normal booking bloods at 12 weeks raise no finding at all", () => {
    const r = run("06-pregnant-12w-booking-bloods-uk");
    expect(r.findings).toEqual([]);
    expect(patientText(r)).toMatch(/Nothing in these results stands out as a concern/);
  });
});

describe("a result just outside its range is told as slight, with what a range means, once (review 19, quiet panels)", () => {
  it("01: bilirubin 22 (to 21) and HDL 2.3 (to 2.2) are 'slightly higher', without the causes of a clearly high result", () => {
    const r = run("01-annual-physical-45m-uk-minor-flags");
    const text = standsOut(r);
    expect(text).toMatch(
      /Your bilirubin \(a breakdown product of red cells\) is slightly higher than the usual range\./,
    );
    expect(text).toMatch(/Your HDL cholesterol \(the 'good' cholesterol\) is slightly higher than the usual range\./);
    expect(text).not.toMatch(/yellow skin/);
    // What a range means is said once, not on each slight result.
    expect(text.match(/about 95 in 100 healthy people/g)).toHaveLength(1);
    // The clinician keeps the laboratory facts.
    const bili = r.findings.find((f) => f.code === "lab-high" && /Bilirubin/.test(f.title));
    expect(bili?.clinician).toMatch(/22 µmol\/L .*above the reference range \(reference 0-21\)/);
    expect(bili?.evidenceIds).toContain("bennett-2019-reference-ranges");
  });

  it("01: creatinine 118 (to 104) is not 'slight': creatinine is not a test told that way, and its causes stay", () => {
    const r = run("01-annual-physical-45m-uk-minor-flags");
    const creat = r.findings.find((f) => f.code === "lab-high" && /Creatinine/.test(f.title));
    expect(creat?.patient).toMatch(/is higher than the usual range\. .*high muscle mass can also raise it/);
  });

  it("07: bilirubin 1.3 mg/dL (0.2-1.2) and WBC 3.6 (3.8-10.8) are slight; the LDL above its goal is not", () => {
    const r = run("07-us-annual-physical-52f-lipids-flags");
    const text = standsOut(r);
    expect(text).toMatch(/bilirubin .* is slightly higher than the usual range/);
    expect(text).toMatch(/white blood cell count is slightly lower than the usual range\./);
    expect(text).not.toMatch(/raise infection risk|bone-marrow/);
    expect(text).toMatch(/high LDL \('bad'\) cholesterol/);
  });

  it("08: urea 7.9 (to 7.8) is slight; the mildly low neutrophils are told without units", () => {
    const r = run("08-athlete-low-pulse-uk-vitals");
    const text = standsOut(r);
    expect(text).toMatch(/Your urea .* is slightly higher than the usual range/);
    expect(text).not.toMatch(/bleeding in the gut/);
    expect(text).toMatch(
      /A low level like this, only mildly below the range, does not usually raise the risk of infection/,
    );
    expect(text).not.toMatch(/×10⁹\/L|per microlitre/);
    // The clinician keeps the numbers.
    const anc = r.findings.find((f) => /Neutrophils/.test(f.title));
    expect(anc?.clinician).toMatch(/1\.0 ×10⁹\/L \(1000 per microlitre\) or more does not usually raise the risk/);
  });
});

describe("mild liver, thyroid and kidney results keep low priority (review 19, quiet panels)", () => {
  it("01: ALT 42 (to 40) beside bilirubin 22 (to 21) is the mildest liver picture: low, 'only mildly raised'", () => {
    const r = run("01-annual-physical-45m-uk-minor-flags");
    const f = r.findings.find((x) => x.code === "liver-injury-pattern");
    expect(f?.severity).toBe("low");
    expect(f?.patient).toMatch(/^Two liver tests are only mildly raised\./);
  });

  it("04: TSH 4.6 with a normal free T4 at 75 is watch-and-wait subclinical hypothyroidism at low priority", () => {
    const r = run("04-well-75f-tsh-4-6-normal-ft4-uk");
    const f = r.findings.find((x) => x.code === "subclinical-hypothyroidism");
    expect(f?.severity).toBe("low");
    expect(f?.nextSteps.join(" ")).toMatch(/watch and wait rather than treat/);
    expect(standsOut(r)).toMatch(/common with age\. It is usually checked again rather than treated\./);
    expect(standsOut(r).match(/TSH/g)).toHaveLength(1);
  });

  it("09: eGFR 58-61 for four years with a normal ACR at 70 is told as mild and steady, checked yearly", () => {
    const r = run("09-70m-egfr-58-stable-normal-acr-ehr");
    const f = r.findings.find((x) => x.code === "ckd-stage");
    expect(f?.severity).toBe("low");
    expect(f?.patient).toMatch(/stayed about the same for 4 years and there is no protein leaking into the urine/);
    expect(standsOut(r)).not.toMatch(/not working as well as they should/);
  });

  it("09: urine ACR 1.1 then 0.9 mg/mmol, both normal, is not reported as falling", () => {
    const r = run("09-70m-egfr-58-stable-normal-acr-ehr");
    expect(codes(r)).not.toContain("trend-falling");
    expect(clinicianText(r)).not.toMatch(/UACR\) falling/);
  });
});

describe("well-controlled chronic disease stays calm (review 19, quiet panels)", () => {
  it("10: HbA1c 6.6% on metformin is told once, as at goal", () => {
    const r = run("10-52m-controlled-htn-t2dm-ehr");
    expect(codes(r)).toContain("diabetes-at-goal");
    expect(standsOut(r).match(/HbA1c/g)).toHaveLength(1);
    expect(standsOut(r)).toMatch(/This shows your diabetes is well controlled\./);
  });

  it("05: ALP 320 at 9 with normal liver tests is told once, as growth", () => {
    const r = run("05-child-9-alp-320-uk");
    expect(codes(r)).toEqual(["alp-raised-growth", "lab-high"]);
    expect(standsOut(r).match(/alkaline phosphatase/g)).toHaveLength(1);
    expect(standsOut(r)).toMatch(/growth is the most likely reason/);
  });

  it("12: an isolated unconjugated bilirubin rise is told once, as likely Gilbert syndrome", () => {
    const r = run("12-us-healthy-30m-gilbert-like-bili");
    expect(codes(r)).toContain("isolated-raised-bilirubin");
    expect(standsOut(r).match(/bilirubin/gi)).toHaveLength(1);
  });
});

describe("a CK a little raised after a race is read with the race (review 19, quiet panels)", () => {
  it("03: CK 420 (to 308) two days after a marathon is common after hard exercise, with a repeat after rest", () => {
    const r = run("03-runner-ck-420-after-marathon-us");
    const ck = r.findings.find((f) => f.code === "lab-high" && /Creatine kinase/.test(f.title));
    expect(ck?.patient).toMatch(/common for several days after hard exercise, like the exercise in your notes/);
    expect(ck?.patient).not.toMatch(/shows muscle injury/);
    expect(ck?.evidenceIds).toContain("young-1984-ck-after-marathon");
  });
});

describe("stable results are not told as trends, and tests already done are not asked for (review 19, quiet panels)", () => {
  it("11: TSH 1.9, 2.4, 2.1 on a steady levothyroxine dose is not 'rising'", () => {
    const r = run("11-64f-hypothyroid-stable-on-levothyroxine-ehr");
    expect(codes(r)).not.toContain("trend-rising");
    expect(clinicianText(r)).not.toMatch(/Thyroid-stimulating hormone rising/);
  });

  it("10: a B12 the annual-review note records as checked and normal is not asked for again", () => {
    const r = run("10-52m-controlled-htn-t2dm-ehr");
    expect(codes(r)).not.toContain("metformin-b12-unmonitored");
    expect(patientText(r)).not.toMatch(/B12/);
  });
});
