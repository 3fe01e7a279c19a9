import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 11 (lab panels), second wave: synthetic records kept with the test, no real patient. */
const CASES = new URL("./fixtures/lab-panels-review11/", import.meta.url);

const runCase = (name: string) => runReviewCase(loadReviewCase(CASES, name));
const flags = (r: ReturnType<typeof runCase>) =>
  Object.fromEntries(("labResults" in r.result ? r.result.labResults : []).map((l) => [l.name, l.flag ?? "none"]));
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

/** Case 14 with only one lab, changed as a test needs. */
function oneLab(lab: Record<string, string>) {
  const c = loadReviewCase(CASES, "14-no-context-mixed-qualitative");
  c.labResults = [lab];
  return runReviewCase(c);
}

describe("a laboratory 'Critical' flag on a value inside the engine's critical limits (review 11, 7)", () => {
  it("glucose 212 mg/dL flagged Critical: the laboratory's flag, graded high, no emergency department for the patient", () => {
    const r = runCase("14-no-context-mixed-qualitative");
    const f = find(r, "lab-critical");
    expect(f?.severity).toBe("high");
    expect(f?.title).toMatch(/flagged critical by the laboratory/);
    expect(f?.clinician).toMatch(/was flagged critical by the laboratory/);
    expect(f?.clinician).toMatch(/not beyond the commonly used critical limit \(above 450 mg\/dL\)/);
    expect(f?.clinician).not.toMatch(/is critically high/);
    expect(f?.nextSteps.join(" ")).toMatch(/today/);
    // The laboratory's flag is kept on the wire.
    expect(flags(r).Glucose).toBe("Critical");
    const patient = r.result.patientResponse;
    expect(patient).toMatch(/The laboratory marked your blood sugar \(glucose\) result for prompt attention/);
    expect(patient).toMatch(/Contact your doctor today/);
    expect(patient).not.toMatch(/Please act on this now/);
    expect(patient).not.toMatch(/go to an emergency department/);
    expect(patient).not.toMatch(/ketones/);
    // The clinician still sees the review step and whose flag it is.
    expect(r.result.clinicianResponse).toMatch(
      /Review the Glucose, serum\/plasma flagged critical by the laboratory today/,
    );
    expect(r.result.clinicianResponse).not.toMatch(/Critical findings — act now/);
    expect(r.result.clinicianResponse).toMatch(/\*\*critical-high\*\* \(laboratory flag\)/);
  });

  it("a glucose beyond the engine's own limit stays critical, worded as both the limit's and the laboratory's", () => {
    const r = oneLab({ name: "Glucose", value: "520", unit: "mg/dL", referenceRange: "70 - 99", flag: "Critical" });
    const f = find(r, "lab-critical");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/beyond a commonly used critical limit and flagged critical by the laboratory/);
    expect(r.result.patientResponse).toMatch(/Please act on this now/);
  });

  it("a glucose beyond the limit with no laboratory flag is the engine's call alone", () => {
    const r = oneLab({ name: "Glucose", value: "520", unit: "mg/dL", referenceRange: "70 - 99" });
    const f = find(r, "lab-critical");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/beyond a commonly used critical limit\./);
    expect(f?.clinician).not.toMatch(/laboratory/);
  });

  it("a value beyond the limit that the laboratory flagged only High is the engine's call (review 12)", () => {
    const r = oneLab({ name: "Glucose", value: "520", unit: "mg/dL", referenceRange: "70 - 99", flag: "High" });
    const f = find(r, "lab-critical");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/beyond a commonly used critical limit\./);
    expect(f?.clinician).not.toMatch(/laboratory/);
  });

  it("a critical flag on a test without an engine limit stays critical as the laboratory's flag", () => {
    const r = oneLab({ name: "ALT", value: "900", unit: "U/L", referenceRange: "7 - 56", flag: "Critical" });
    const f = find(r, "lab-critical");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/, flagged critical by the laboratory\./);
    expect(f?.clinician).not.toMatch(/beyond a commonly used critical limit/);
  });
});

describe("a result the engine cannot judge keeps the laboratory's flag, and the data note says so (review 11, 7)", () => {
  it("a child's creatinine and lymphocytes flagged by the lab: flag returned as sent, named in the data notes", () => {
    const r = runCase("13-child-alp-cbc");
    expect(flags(r)).toMatchObject({ Creatinine: "Low", Lymphocytes: "High" });
    const notes = r.result.clinicianResponse.split("## Data notes")[1] ?? "";
    expect(notes).toMatch(
      /Creatinine, serum 0\.4 mg\/dL[^\n]*The laboratory's flag \("Low"\) is returned as sent, unchecked/,
    );
    // Lymphocytes 5.8 at 7 years: above the 6–12-year band (1.0–5.0) since review 20, so judged high.
    expect(r.findings.some((f) => f.code === "lab-high" && /Lymphocytes/.test(f.title))).toBe(true);
  });

  it("with no flag sent, the note does not mention one", () => {
    const c = loadReviewCase(CASES, "13-child-alp-cbc");
    c.labResults = c.labResults.map((l: { name: string; flag?: string }) =>
      l.name === "Creatinine" ? { ...l, flag: undefined } : l,
    );
    const r = runReviewCase(c);
    const f = r.findings.find((x) => x.code === "lab-not-comparable" && /^Creatinine/.test(x.clinician));
    expect(f).toBeDefined();
    expect(f?.clinician).not.toMatch(/returned as sent/);
  });
});

describe("HbA1c at 53 mmol/mol is at the 7% goal, not below it (review 11, 10)", () => {
  // Review 15 (deep-coherence-b): 53 mmol/mol is 7.0%, at the goal, so it is no longer called above
  // it; it is read at the goal's upper limit, never "within the goal of below 53".
  it("HbA1c 53 mmol/mol in diabetes is not called within the goal of below 53, nor above it", () => {
    const r = runCase("12-duplicate-dates-creat");
    expect(find(r, "diabetes-above-target")).toBeUndefined();
    const f = find(r, "diabetes-at-goal");
    // Review 25 (labs-25): a UK record with no medicine that causes lows is read against NICE's 48.
    expect(f?.clinician).toMatch(/not above the common goal of 53 mmol\/mol \(7%\) but above the NICE target of 48/);
    expect(f?.clinician).not.toMatch(/within the common goal of below 53/);
    expect(r.result.patientResponse).not.toMatch(/well controlled/);
  });

  it("HbA1c 52 mmol/mol is still within the goal", () => {
    const c = loadReviewCase(CASES, "12-duplicate-dates-creat");
    c.labResults = c.labResults.map((l: { name: string; value: string }) =>
      l.name === "HbA1c" && l.value === "53" ? { ...l, value: "52" } : l,
    );
    const r = runReviewCase(c);
    expect(find(r, "diabetes-at-goal")?.clinician).toMatch(/HbA1c 52 mmol\/mol .*not above the common goal of 53/);
    expect(find(r, "diabetes-above-target")).toBeUndefined();
  });
});

describe("a low eGFR with no earlier result is repeated to exclude acute kidney injury (review 11, 13)", () => {
  it("eGFR 44 with no baseline: repeat first, then confirm chronicity", () => {
    const f = find(runCase("02-bmp-si-no-context"), "ckd-stage");
    expect(f?.clinician).toMatch(/acute kidney injury has to be excluded by a repeat first/);
    expect(f?.nextSteps[0]).toMatch(/^Repeat creatinine and eGFR soon to exclude acute kidney injury/);
    // Review 43: "Confirm chronicity" is now worded as the KDIGO repeat within and beyond 3 months.
    expect(f?.nextSteps.join(" ")).toMatch(/Repeat eGFR and urine ACR within and beyond 3 months/);
  });

  it("a low eGFR that has lasted more than 3 months gets no repeat-for-AKI step", () => {
    const c = loadReviewCase(CASES, "02-bmp-si-no-context");
    c.labResults = [
      ...c.labResults,
      { name: "eGFR", value: "46", unit: "mL/min/1.73m2", referenceRange: ">90", date: "2026-05-02" },
    ];
    const f = find(runReviewCase(c), "ckd-stage");
    expect(f?.clinician).toMatch(/meets the KDIGO definition of CKD/);
    expect(f?.clinician).not.toMatch(/acute kidney injury/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/exclude acute kidney injury/);
  });
});

describe("patient text names what TSH is (review 11, 16b)", () => {
  it("subclinical hypothyroidism: TSH is explained, once", () => {
    const patient = runCase("06-thyroid-subclinical-flag-disagree").result.patientResponse;
    expect(patient).toMatch(/Your TSH \(the hormone that tells the thyroid how hard to work\) is a bit high/);
    expect(patient.match(/the hormone that tells the thyroid/g)).toHaveLength(1);
  });
});
