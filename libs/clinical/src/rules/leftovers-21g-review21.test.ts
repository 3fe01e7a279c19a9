import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";
import {
  clinicianLine,
  clinicianText,
  codes,
  finding,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/leftovers-21g-review21/", import.meta.url));

describe("review 21, leftovers 21g", () => {
  it("01: with a severe symptomatic low magnesium, 'magnesium first' is said once, by the intravenous plan", () => {
    const r = run("01-magnesium-0-45-omeprazole-diuretic-uk");
    expect(codes(r)).toContain("hypomagnesaemia-severe-symptomatic");
    const steps = r.findings.flatMap((f) => f.nextSteps);
    expect(steps.filter((s) => /magnesium first/i.test(s))).toHaveLength(1);
    expect(finding(r, "diuretic-hypokalaemia")?.nextSteps).toEqual([
      "Replace potassium alongside the magnesium",
      "Review the diuretic dose",
    ]);
    expect(finding(r, "ppi-hypomagnesaemia")?.nextSteps).toEqual(["Review the need for and dose of the PPI"]);
  });

  it("01b: without the severe plan (magnesium 0.62) the drug findings keep their own magnesium-first steps", () => {
    const c = load("01-magnesium-0-45-omeprazole-diuretic-uk");
    const mg = c.labResults.find((l: { name: string }) => /magnesium/i.test(l.name));
    mg.value = "0.62";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("hypomagnesaemia-severe-symptomatic");
    expect(finding(r, "diuretic-hypokalaemia")?.nextSteps[0]).toMatch(/^Replace magnesium first/);
  });

  it("02: beside a creatinine rise against an undated baseline, the low eGFR line drops the three-month CKD sentence", () => {
    const r = run("02-creatinine-rise-undated-baseline-egfr-uk");
    expect(codes(r)).toContain("aki-creatinine-rise");
    const egfr = r.findings.find((f) => f.code === "lab-low" && /eGFR/.test(f.title));
    expect(egfr?.clinician).not.toContain("below 60 for three months");
    expect(egfr?.clinician).toContain("gives no CKD category until repeat results show a stable creatinine");
    expect(egfr?.evidenceIds).toEqual(expect.arrayContaining(["kdigo-2012-aki", "kdigo-2024-ckd"]));
    expect(patientText(r)).not.toContain("below 60 for three months");
    expect(patientText(r)).toContain("does not on its own mean long-term kidney disease");
  });

  it("03: when the only acute item is the critical potassium the screen reads, the deferral names that result", () => {
    const r = run("03-critical-potassium-aldosteronism-screen-us");
    const screen = finding(r, "primary-aldosteronism-screen");
    expect(screen?.clinician).toContain("Not for now: consider it once the critical potassium result is treated.");
    expect(screen?.nextSteps[0]).toContain("once the critical potassium result has been treated");
    expect(clinicianText(r)).not.toContain("acute illness");
  });

  it("04: a temperature sent as a lab row reads 'read as a vital sign' in the results table, not 'not judged'", () => {
    const r = run("04-temperature-lab-row-fever");
    expect(codes(r)).toContain("fever-sepsis-check");
    const row = clinicianText(r)
      .split("\n")
      .find((l) => l.startsWith("| Temperature"));
    expect(row).toContain("read as a vital sign");
    expect(row).not.toContain("not judged");
  });

  it("05: an LVEF of 35% on an echo without a heart-failure diagnosis is titled as a scan result, not as heart failure", () => {
    const r = run("05-echo-ef-35-no-hf-diagnosis");
    expect(finding(r, "hfref-pillars-missing")?.title).toBe(
      "Reduced ejection fraction on a scan: guideline medicine groups not listed",
    );
    expect(clinicianText(r)).not.toContain("**Heart failure with reduced ejection fraction");
  });

  it("06: deep mode offers no allopurinol article as further reading for a lamotrigine rash", () => {
    const c = load("06-lamotrigine-rash-deep-ehr-uk");
    const r = analyzeEhr(healthDataSchema.parse(c.data), { now: new Date(c._now ?? ""), mode: "deep" });
    expect(codes(r)).toContain("lamotrigine-rash");
    expect(clinicianText(r)).not.toContain("Allopurinol Hypersensitivity: Strategies");
  });

  it("07 (quiet): a glucose of 3.6 mmol/L inside the laboratory's range in a well adult without diabetes is not called low", () => {
    const r = run("07-quiet-glucose-3-6-in-range-well-adult-uk");
    expect(r.findings.filter((f) => f.severity !== "info")).toEqual([]);
    expect(patientText(r)).toContain("Nothing in these results stands out as a concern");
    expect(patientText(r)).not.toMatch(/blood sugar was low/i);
  });

  it("07b: the same 3.6 mmol/L flagged below the laboratory's own range (3.9-5.5) is still read as low", () => {
    const c = load("07-quiet-glucose-3-6-in-range-well-adult-uk");
    c.labResults[0].referenceRange = "3.9-5.5";
    expect(codes(runReviewCase(c))).toContain("hypoglycaemia");
  });

  it("07c: below 55 mg/dL (2.9 mmol/L) inside a laboratory's wide range is still read as low", () => {
    const c = load("07-quiet-glucose-3-6-in-range-well-adult-uk");
    c.labResults[0].value = "2.9";
    c.labResults[0].referenceRange = "2.5-6.0";
    expect(codes(runReviewCase(c))).toContain("hypoglycaemia");
  });

  it("08: topiramate acidosis: the raised chloride is read in the topiramate finding, with no generic chloride line", () => {
    const r = run("08-topiramate-bicarbonate-chloride-us");
    expect(clinicianLine(r, "Low bicarbonate on topiramate")).toContain("the hyperchloremic pattern");
    expect(clinicianText(r)).not.toContain("**Chloride above the reference range");
  });
});
