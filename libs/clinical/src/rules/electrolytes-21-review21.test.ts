import { describe, expect, it } from "vitest";
import {
  clinicianLine,
  clinicianText,
  codes,
  finding,
  patientText,
  type ReviewCase,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

/*
 * Review 21, electrolytes and acid-base: potassium, magnesium, phosphate, calcium and sodium as UK
 * and US clinics send them (mmol/L and mEq/L, mg/dL calcium, adjusted calcium, notes and medicines).
 */
const { load, run } = reviewFolder(new URL("./fixtures/electrolytes-21-review21/", import.meta.url));

const ALL = [
  "01-potassium-6-4-well-delayed-sample-uk",
  "02-potassium-6-4-ecg-changes-ckd-us-ehr",
  "03-magnesium-0-45-omeprazole-uk",
  "04-phosphate-0-3-refeeding-uk",
  "05-calcium-2-9-pth-high-uk",
  "06-calcium-11-8-pth-suppressed-us-ehr",
  "07-corrected-calcium-albumin-28-uk",
  "08-sodium-150-dementia-uk",
  "09-hypokalaemia-hypertension-us",
  "10-quiet-normal-ue-uk",
];

/** Every next step of a run, across findings. */
const steps = (r: ReturnType<typeof run>) => r.findings.flatMap((f) => f.nextSteps);

describe("review 21: electrolytes", () => {
  it.each(ALL)("%s: reports hold no NaN, undefined or object text", (name) => {
    const r = run(name);
    expect(`${patientText(r)}\n${clinicianText(r)}`).not.toMatch(/\bNaN\b|\bundefined\b|\[object/);
  });

  describe("01: potassium 6.4 in a well man with platelets 612 and a sample kept overnight", () => {
    it("names the high platelet count and the delayed sample as causes of a spurious potassium", () => {
      const r = run("01-potassium-6-4-well-delayed-sample-uk");
      const line = clinicianLine(r, "High potassium");
      expect(line).toMatch(/Platelets 612 .* raised: platelets release potassium as a serum sample clots/);
      expect(line).toMatch(/delayed sample \("sample taken .* next morning"\)/);
      expect(finding(r, "hyperkalaemia")?.evidenceIds).toEqual(
        expect.arrayContaining(["salek-2018-pseudohyperkalaemia", "adlm-2012-pseudohyperkalaemia"]),
      );
      expect(steps(r).join("\n")).toMatch(/plasma \(lithium heparin\) potassium/);
      expect(patientText(r)).toMatch(/high platelet count and a delay .* can make potassium read falsely high/);
    });

    it("keeps the urgent repeat with an ECG: the clue does not make the result safe to ignore", () => {
      const r = run("01-potassium-6-4-well-delayed-sample-uk");
      expect(finding(r, "hyperkalaemia")?.severity).toBe("high");
      expect(steps(r).join("\n")).toMatch(/Repeat potassium urgently, within 1 working day .* with an ECG/);
    });

    it("reads a high white count the same way, and says nothing of it when the counts are normal", () => {
      const c: ReviewCase = structuredClone(load("01-potassium-6-4-well-delayed-sample-uk"));
      c.patientContext.clinicalNotes = "Well, no symptoms.";
      const platelets = c.labResults.find((l: { name: string }) => l.name === "Platelets");
      Object.assign(platelets, { name: "White blood cells", value: "48.0", referenceRange: "4.0-11.0" });
      expect(clinicianLine(runReviewCase(c), "High potassium")).toMatch(/white cells release potassium/);
      Object.assign(platelets, { value: "7.0", flag: undefined });
      const quiet = clinicianLine(runReviewCase(c), "High potassium");
      expect(quiet).not.toMatch(/release potassium|delayed sample/);
      expect(quiet).toMatch(/often spurious \(pseudohyperkalaemia\)/);
    });
  });

  it("02: potassium 6.4 mEq/L with peaked T waves on spironolactone is an emergency, and the MRA finding does not add a potassium review", () => {
    const r = run("02-potassium-6-4-ecg-changes-ckd-us-ehr");
    expect(finding(r, "raas-hyperkalaemia")?.severity).toBe("critical");
    expect(steps(r).join("\n")).toMatch(/Give IV calcium at once/);
    expect(steps(r).join("\n")).not.toMatch(/Review the potassium in the record/);
    expect(finding(r, "mra-low-egfr")?.nextSteps).not.toContain("Check potassium");
  });

  it("03: magnesium 0.45 on omeprazole with cramps and a low adjusted calcium asks for IV magnesium today", () => {
    const r = run("03-magnesium-0-45-omeprazole-uk");
    expect(finding(r, "hypomagnesaemia-severe-symptomatic")?.severity).toBe("high");
    expect(codes(r)).toContain("ppi-hypomagnesaemia");
  });

  describe("04: phosphate 0.3 three days after restarting eating in anorexia nervosa", () => {
    it("reads eating again by mouth as refeeding, and calls it refeeding syndrome", () => {
      const r = run("04-phosphate-0-3-refeeding-uk");
      expect(finding(r, "refeeding-syndrome")?.severity).toBe("critical");
      expect(clinicianText(r)).toMatch(/after feeding started \("started eating" in the notes\)/);
    });

    it("does not set out the risk 'before feeding' once feeding has restarted, nor repeat the electrolyte step", () => {
      const r = run("04-phosphate-0-3-refeeding-uk");
      expect(clinicianText(r)).not.toMatch(/before feeding is a high risk criterion/);
      expect(steps(r).join("\n")).not.toMatch(/Before and during refeeding/);
    });

    it("does not give obesity advice for a low BMI", () => {
      const r = run("04-phosphate-0-3-refeeding-uk");
      expect(finding(r, "bmi-underweight")?.nextSteps.join(" ")).not.toMatch(/sleep apnoea|lipids/);
    });
  });

  it("05: adjusted calcium 2.90 with PTH 8.5 pmol/L reads as primary hyperparathyroidism with the stone history", () => {
    const r = run("05-calcium-2-9-pth-high-uk");
    expect(clinicianLine(r, "High calcium")).toMatch(/consistent with primary hyperparathyroidism/);
    expect(steps(r).join("\n")).toMatch(
      /a kidney stone and a calcium more than 0\.25 mmol\/L above the upper limit in the record are indications for surgery/,
    );
  });

  describe("06: calcium 11.8 mg/dL with albumin 3.3 and PTH suppressed, weight loss in a smoker", () => {
    it("asks for PTHrP and a search for cancer", () => {
      const r = run("06-calcium-11-8-pth-suppressed-us-ehr");
      expect(finding(r, "hypercalcaemia")?.nextSteps.join("\n")).toMatch(/Measure PTH-related protein \(PTHrP\)/);
      expect(finding(r, "hypercalcaemia")?.evidenceIds).toContain("sternlicht-2015-hypercalcaemia-malignancy");
    });

    it("does not ask to adjust for the albumin when the finding already states the adjusted value", () => {
      const r = run("06-calcium-11-8-pth-suppressed-us-ehr");
      expect(clinicianLine(r, "High calcium")).toMatch(/albumin-corrected about 12\.4 mg\/dL/);
      expect(steps(r).join("\n")).not.toMatch(/Adjust the calcium for the albumin/);
    });
  });

  it("07: total calcium 2.05 with albumin 28 g/L adjusts to about 2.29 and raises no alarm", () => {
    const r = run("07-corrected-calcium-albumin-28-uk");
    expect(clinicianLine(r, "Calcium below the reference range")).toMatch(
      /adjusted for it, the calcium is about 2\.29/,
    );
    expect(r.findings.every((f) => f.severity === "low")).toBe(true);
  });

  it("08: sodium 150 in an 89-year-old drinking poorly and drowsy goes to same-day assessment, lowered slowly", () => {
    const r = run("08-sodium-150-dementia-uk");
    expect(finding(r, "hypernatraemia")?.severity).toBe("high");
    expect(codes(r)).toContain("delirium-acute-illness");
    expect(steps(r).join("\n")).toMatch(/no more than about 10 mmol\/L in 24 hours/);
  });

  it("09: potassium 2.9 mEq/L with bicarbonate 31 and resistant hypertension screens for aldosteronism", () => {
    const r = run("09-hypokalaemia-hypertension-us");
    expect(codes(r)).toContain("primary-aldosteronism-screen");
    expect(clinicianLine(r, "Hypertension with low potassium")).toMatch(/On Losartan, renin is raised/i);
  });

  it("10: a normal U&E, calcium and magnesium in a well woman stays quiet", () => {
    const r = run("10-quiet-normal-ue-uk");
    expect(r.findings.filter((f) => f.severity !== "info" && f.severity !== "low")).toEqual([]);
    expect(patientText(r)).not.toMatch(/urgent|emergency department now/i);
  });
});
