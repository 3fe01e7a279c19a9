import { describe, expect, it } from "vitest";
import { SEVERITY_RANK } from "../model.ts";
import { clinicianText, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/infection-child-leftovers-review20/", import.meta.url));
type Run = ReturnType<typeof run>;
/** The part of the patient text that lists what stands out. */
const standsOut = (r: Run) => {
  const text = patientText(r);
  return text.slice(text.indexOf("## What stands out"), text.indexOf("## Questions"));
};
const ALARM = /urgent|as soon as possible|right away|emergency department|call 999|serious|cancer/i;

describe("a current fever leads, routine prevention follows (infection-child-leftovers 01, 02)", () => {
  it("01: the fever finding comes first and the statin offer is put off to low priority", () => {
    const r = run("01-febrile-chest-infection-diabetes-no-statin-ehr");
    expect(r.findings[0]?.code).toBe("fever-sepsis-check");
    const statin = finding(r, "statin-opportunity-diabetes");
    expect(statin?.severity).toBe("low");
    expect(statin?.clinician).toMatch(/Not for now: consider it once the acute illness is treated/);
    const text = standsOut(r);
    expect(text.indexOf("Your temperature is high")).toBeLessThan(text.indexOf("statin"));
    // Nothing is dropped for a fever alone: the HbA1c line stays (124/76 on this UK record is not
    // "elevated" below NICE's 140/90, review 23, uk-us-23).
    expect(codes(r)).toContain("diabetes-above-target");
  });

  it("02: a fever from last year does not put off the statin offer", () => {
    const r = run("02-old-fever-diabetes-no-statin-ehr");
    expect(codes(r)).not.toContain("fever-sepsis-check");
    expect(finding(r, "statin-opportunity-diabetes")?.severity).toBe("moderate");
    expect(finding(r, "statin-opportunity-diabetes")?.clinician).not.toMatch(/Not for now/);
  });
});

describe("liver enzymes in glandular fever are read with it (infection-child-leftovers 03, 04)", () => {
  it("03: ALT, GGT and white cells point to the glandular fever finding, not fatty liver or alcohol", () => {
    const r = run("03-teen-glandular-fever-alt-wbc");
    const gf = finding(r, "glandular-fever");
    expect(gf?.clinician).toMatch(/Raised ALT .* and GGT .*: liver enzymes are raised in most people/);
    expect(gf?.evidenceIds).toContain("simpson-2022-mononucleosis-liver-tests");
    expect(patientText(r)).not.toMatch(/fatty liver|alcohol/);
    expect(patientText(r)).not.toMatch(/stress or steroid medicines/);
    expect(patientText(r)).toMatch(/often raises liver tests a little for a few weeks/);
  });

  it("04: an ALT above 1000 U/L keeps its own reading and is not put down to EBV", () => {
    const r = run("04-ebv-alt-above-1000");
    expect(codes(r)).toContain("acute-liver-injury");
    expect(finding(r, "glandular-fever")?.clinician).not.toMatch(/liver enzymes are raised/);
    expect(clinicianText(r)).not.toMatch(/Read with the glandular fever finding/);
  });
});

describe("hepatitis C RNA undetectable after treatment is named a cure (infection-child-leftovers 05-07)", () => {
  it("05: 14 weeks after treatment the RNA is a sustained virological response", () => {
    const r = run("05-hcv-rna-undetected-12-weeks-after-daa");
    const f = finding(r, "hcv-antibody-rna-not-detected");
    expect(f?.clinician).toMatch(/14 weeks after it: .*sustained virological response \(SVR\), a cure/);
    expect(f?.evidenceIds).toContain("gesa-2022-hcv-consensus");
    expect(f?.patient).toMatch(/treatment has cured the infection/);
    expect(f?.patient).not.toMatch(/false alarm/);
  });

  it("06: treatment with no timing asks for the timing before calling it a cure", () => {
    const f = finding(run("06-hcv-treated-timing-unknown"), "hcv-antibody-rna-not-detected");
    expect(f?.clinician).toMatch(/recorded but not when it ended.*confirm the timing/);
    expect(f?.patient).not.toMatch(/false alarm/);
  });

  it("07: with no treatment on record the past-infection-or-false-positive reading stays", () => {
    const f = finding(run("07-hcv-antibody-only-never-treated"), "hcv-antibody-rna-not-detected");
    expect(f?.clinician).toMatch(/past infection that has resolved .* or a false-positive antibody/);
    expect(f?.clinician).not.toMatch(/SVR/);
    expect(f?.evidenceIds).not.toContain("gesa-2022-hcv-consensus");
  });
});

describe("children's results with sex not given (infection-child-leftovers 08)", () => {
  it("08: a 15-year-old's creatinine below an adult range is not called low when sex is missing", () => {
    const r = run("08-boy-15y-creatinine-no-sex-given");
    expect(codes(r)).not.toContain("lab-low");
    expect(codes(r)).toContain("lab-not-comparable");
    expect(patientText(r)).not.toMatch(/muscle mass/);
  });
});

describe("a growing teenager's ALP is not a liver issue (infection-child-leftovers 09)", () => {
  it("09: filed under growth, not 'Liver tests', and quiet", () => {
    const r = run("09-girl-13y-alp-growth-quiet");
    expect(finding(r, "alp-raised-growth")?.problem).toBe("Alkaline phosphatase and growth");
    expect(clinicianText(r)).not.toMatch(/Main issues: Liver tests/);
    expect(r.findings.filter((f) => SEVERITY_RANK[f.severity] > SEVERITY_RANK.low)).toEqual([]);
    expect(standsOut(r)).not.toMatch(ALARM);
  });
});

describe("a child's lymphocytosis with a whooping cough (infection-child-leftovers 10, 11)", () => {
  it("10: coughing fits with vomiting and raised lymphocytes: consider pertussis", () => {
    const r = run("10-girl-9y-whooping-cough-lymphocytes");
    const f = finding(r, "pertussis-lymphocytosis");
    expect(f?.severity).toBe("moderate");
    expect(f?.evidenceIds).toContain("medscape-pertussis-wbc");
    expect(patientText(r)).toMatch(/whooping cough \(pertussis\)/);
    expect(patientText(r)).not.toMatch(/often follows a viral infection/);
  });

  it("11: a cold with a mild cough keeps the viral reading and no pertussis finding", () => {
    const r = run("11-boy-10y-viral-cold-lymphocytes-quiet");
    expect(codes(r)).not.toContain("pertussis-lymphocytosis");
    expect(r.findings.filter((f) => SEVERITY_RANK[f.severity] > SEVERITY_RANK.low)).toEqual([]);
    expect(standsOut(r)).not.toMatch(ALARM);
  });
});
