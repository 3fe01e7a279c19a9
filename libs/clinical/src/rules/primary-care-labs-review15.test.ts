import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

/** Review 15 (everyday GP-surgery lab requests), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/primary-care-labs-review15/", import.meta.url);

const runCase = (name: string) => runReviewCase(loadReviewCase(CASES, name));
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);
const withNotes = (c: ReviewCase, clinicalNotes: string): ReviewCase => ({
  ...c,
  patientContext: { ...c.patientContext, clinicalNotes },
});

describe("a well adult with every result normal (review 15, primary-care-labs 12)", () => {
  it("gives a calm, short report with no findings", () => {
    const r = runCase("12-well-adult-all-normal");
    expect(r.findings).toHaveLength(0);
    expect(r.result.patientResponse).toMatch(/Nothing in these results stands out as a concern/);
    expect(r.result.patientResponse).toMatch(/None of these results needs emergency care/);
    expect(r.result.patientResponse.length).toBeLessThan(1200);
  });
});

describe("annual diabetes review (review 15, primary-care-labs 02)", () => {
  it("reads the HbA1c against a goal in the units the laboratory reported", () => {
    const f = find(runCase("02-diabetes-annual-review"), "diabetes-above-target");
    // Review 28: a UK record read the NICE way names NICE's target for this person, in mmol/mol.
    expect(f?.clinician).toMatch(
      /above the target NICE NG28 sets for this person\. NICE NG28 supports aiming for (?:48|53) mmol\/mol/,
    );
    expect(f?.clinician).not.toMatch(/7%/);
  });

  it("metabolic syndrome in known diabetes on a statin: no diabetes risk still to come, no statin discussion", () => {
    const f = find(runCase("02-diabetes-annual-review"), "metabolic-syndrome");
    expect(f).toBeDefined();
    expect(f?.patient).not.toMatch(/type 2 diabetes/);
    expect(f?.clinician).not.toMatch(/favours starting a statin/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/statin discussion/);
  });
});

describe("statin review with a mild ALT rise (review 15, primary-care-labs 04)", () => {
  it("does not ask for an ALP that is already in the record, and keeps the statin", () => {
    const f = find(runCase("04-statin-alt-ck"), "statin-alt-elevated");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/with ALP to classify/);
    expect(steps).toMatch(/Repeat ALT to see whether the rise persists/);
    expect(steps).toMatch(/Continue the statin/);
  });

  it("still asks for the ALP when none was measured", () => {
    const c = loadReviewCase(CASES, "04-statin-alt-ck");
    c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "Alkaline phosphatase");
    const f = find(runReviewCase(c), "statin-alt-elevated");
    expect(f?.nextSteps.join(" ")).toMatch(/Repeat ALT with ALP to classify the pattern/);
  });
});

describe("older man with iron-deficiency anaemia on aspirin (review 15, primary-care-labs 06)", () => {
  it("refers on the suspected cancer pathway, and the aspirin sentence reads as English", () => {
    const r = runCase("06-older-normocytic-anaemia-low-ferritin");
    const f = find(r, "ida-gi-investigation");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Current aspirin does not explain the iron loss and does not replace the tests/);
  });
});

describe("drinking above the low-risk guideline with a raised GGT and MCV (review 15, primary-care-labs 07)", () => {
  it("names the drinking and asks for AUDIT and a brief intervention, citing the CMO and WHO sources", () => {
    const r = runCase("07-alcohol-ggt-mcv");
    const f = find(r, "alcohol-above-low-risk-labs");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/about 40 UK units a week/);
    expect(f?.clinician).toMatch(/GGT 186 U\/L/);
    expect(f?.clinician).toMatch(/MCV 103 fL/);
    expect(f?.nextSteps.join(" ")).toMatch(/full AUDIT and give a brief intervention/);
    expect(f?.evidenceIds).toEqual(["uk-cmo-2016-low-risk-drinking", "who-mhgap-2012-alcohol-brief-intervention"]);
    expect(f?.patient).toMatch(/14 units a week/);
    expect(f?.patient).not.toMatch(/\([^)]*\(/);
    const titles = Object.values(r.result.citations.clinician).map((c) => c.title);
    expect(titles).toContain("Alcohol consumption: advice on low risk drinking");
  });

  it("is silent within the low-risk guideline", () => {
    const c = withNotes(loadReviewCase(CASES, "07-alcohol-ggt-mcv"), "Drinks about 10 units a week.");
    expect(find(runReviewCase(c), "alcohol-above-low-risk-labs")).toBeUndefined();
  });

  it("is silent when no result that alcohol raises is raised", () => {
    const c = loadReviewCase(CASES, "07-alcohol-ggt-mcv");
    c.labResults = c.labResults.filter((l: { name: string }) => !/Gamma GT|MCV|AST/.test(l.name));
    expect(find(runReviewCase(c), "alcohol-above-low-risk-labs")).toBeUndefined();
  });

  it("leaves drinking above the NG50 amount to the elastography finding", () => {
    const c = withNotes(loadReviewCase(CASES, "07-alcohol-ggt-mcv"), "Drinks about 70 units a week.");
    const r = runReviewCase(c);
    expect(find(r, "alcohol-above-low-risk-labs")).toBeUndefined();
    expect(find(r, "alcohol-intake-elastography")).toBeDefined();
  });
});

describe("raised PSA at 68 with urinary symptoms (review 15, primary-care-labs 14)", () => {
  it("an urgent referral is not emergency advice: the help-fast section does not point to advice that is not there", () => {
    const r = runCase("14-raised-psa-68");
    expect(find(r, "psa-above-age-threshold-symptomatic")?.severity).toBe("high");
    expect(r.result.patientResponse).not.toMatch(/Some points above say when to get help quickly/);
    expect(r.result.patientResponse).toMatch(/None of these results needs emergency care on its own/);
  });
});

describe("everyday results kept in proportion (review 15, primary-care-labs 10, 13, 15)", () => {
  it("an isolated raised bilirubin reads as likely Gilbert syndrome, at low priority", () => {
    const r = runCase("10-gilbert-bilirubin");
    expect(find(r, "isolated-raised-bilirubin")?.severity).toBe("low");
    expect(r.findings.some((f) => f.severity === "high" || f.severity === "critical")).toBe(false);
  });

  it("a haemolysed potassium of 5.9 is not an alarm, and says the sample was damaged", () => {
    const r = runCase("13-haemolysed-potassium");
    expect(r.findings.some((f) => f.severity === "critical" || f.severity === "high")).toBe(false);
    expect(r.result.patientResponse).toMatch(/haemolysed/);
  });

  it("sodium 128 on a thiazide and sertraline names both medicines", () => {
    const r = runCase("15-hyponatraemia-sertraline-thiazide");
    expect(find(r, "diuretic-hyponatraemia")?.severity).toBe("high");
    expect(find(r, "hyponatraemia")?.clinician).toMatch(/Sertraline/);
  });
});
