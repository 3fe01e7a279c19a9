import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";
import { drugWord } from "../vocab/brands.ts";

/** Review 15 (US wording), run on the US-units cases (synthetic records). */
const CASES = new URL("./fixtures/us-units-review15c/", import.meta.url);

const runCase = (name: string) => runReviewCase(loadReviewCase(CASES, name));
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

describe("brand names keep their capitals (review 15, US wording 1)", () => {
  it.each([
    ["prilosec", "Prilosec 20 mg", "Prilosec"],
    ["prilosec", "prilosec 20mg", "Prilosec"],
    ["klor-con", "Klor-Con M20", "Klor-Con"],
    ["eliquis", "ELIQUIS 5 mg", "Eliquis"],
    ["omeprazole", "Omeprazole 20 mg", "omeprazole"],
  ])("%s from %s is written %s", (drug, record, word) => {
    expect(drugWord(drug, record)).toBe(word);
  });

  it("the B12 text says 'your Prilosec', not 'your prilosec'", () => {
    const r = runCase("07-vitd-b12-metformin");
    expect(r.result.patientResponse).toMatch(/your Prilosec/);
    expect(r.result.patientResponse).not.toMatch(/prilosec/);
  });

  it("the GI bleeding text names Eliquis and Aleve with capitals", () => {
    const f = find(runCase("14-severe-anemia-ll"), "acute-gi-bleed");
    expect(f?.patient).toMatch(/Eliquis and Aleve/);
    expect(`${f?.patient} ${f?.clinician} ${f?.nextSteps.join(" ")}`).not.toMatch(/eliquis|aleve/);
  });
});

describe("potassium thresholds in the result's unit (review 15, US wording 2)", () => {
  it("a potassium in mEq/L is answered in mEq/L", () => {
    const r = runCase("06-critical-potassium-hh");
    const text = r.findings
      .filter((f) => /potassium/i.test(f.clinician))
      .map((f) => `${f.clinician} ${f.nextSteps.join(" ")}`)
      .join(" ");
    expect(text).toMatch(/6\.9 mEq\/L is severe hyperkalemia \(6\.5 mEq\/L or more\)/);
    expect(text).toMatch(/potassium 6\.9 mEq\/L\)/);
    expect(text).not.toMatch(/mmol\/L/);
  });

  it("the same potassium in mmol/L keeps mmol/L", () => {
    const c = loadReviewCase(CASES, "06-critical-potassium-hh");
    for (const l of c.labResults) if (/^potassium$/i.test(l.name)) l.unit = "mmol/L";
    const r = runReviewCase(c);
    // The rest of the record is still in US units, so it keeps US spelling.
    expect(r.result.clinicianResponse).toMatch(/6\.9 mmol\/L is severe hyperkalemia \(6\.5 mmol\/L or more\)/);
  });
});

describe("a glipizide low quotes no gliclazide figure (review 15, US wording 3)", () => {
  it("names glipizide and gives no 10–24 hours", () => {
    const r = runCase("09-hypoglycemia-ll");
    expect(r.result.clinicianResponse).toMatch(
      /A low on a sulfonylurea \(glipizide[^)]*\) can last or come back for many hours/,
    );
    expect(r.result.clinicianResponse).not.toMatch(/gliclazide|10–24 hours/);
  });

  it("a gliclazide low keeps the gliclazide figure", () => {
    const c = loadReviewCase(CASES, "09-hypoglycemia-ll");
    const meds: { name: string }[] = c.patientContext.medications;
    for (const m of meds) m.name = m.name.replace(/glipizide/i, "Gliclazide");
    expect(runReviewCase(c).result.clinicianResponse).toMatch(/gliclazide acts for 10–24 hours/);
  });
});

describe("rows that are not results (review 15, US wording 4)", () => {
  it("a 'Comment: Note' line is not a key finding", () => {
    const r = runCase("12-odd-values");
    expect(r.result.clinicianResponse).not.toMatch(/\| Comment \|/);
  });

  /** Every line naming the race-coefficient row is the note that it is not judged, for its race coefficient. */
  const onlyAsRaceNote = (text: string) =>
    text
      .split("\n")
      .filter((l) => /Africn/.test(l))
      .every((l) => /race/.test(l) && /not judged|no longer used/.test(l));

  it("the race-coefficient eGFR is left out beside the race-free one", () => {
    const r = runCase("03-ckd-bun-creatinine");
    // Named only in the data note saying it is not judged (review 27, labs-27b: the race coefficient is retired).
    expect(onlyAsRaceNote(`${r.result.patientResponse}\n${r.result.clinicianResponse}`)).toBe(true);
    expect(find(r, "ckd-stage")?.clinician).toMatch(/eGFR 31 mL\/min/);
  });

  it("without the lab's race-free eGFR, an earlier or calculated eGFR stands and the race row stays out", () => {
    const c = loadReviewCase(CASES, "03-ckd-bun-creatinine");
    c.labResults = c.labResults.filter((l: { name: string }) => !/NonAfricn/i.test(l.name));
    const r = runReviewCase(c);
    expect(onlyAsRaceNote(r.result.clinicianResponse)).toBe(true);
    expect(find(r, "ckd-stage")).toBeDefined();
  });
});
