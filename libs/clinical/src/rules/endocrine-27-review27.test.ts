import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, edit, load } = reviewFolder(new URL("./fixtures/endocrine-27-review27/", import.meta.url));

describe("biotin and total T3 (review 27, endocrine case 05)", () => {
  it("05: a high total T3 on biotin is read with the artefact, not told to the patient as an overactive thyroid", () => {
    const r = run("05-us-biotin-thyroid-pattern");
    expect(finding(r, "biotin-thyroid-interference")?.clinician).toMatch(/total T3 210 ng\/dL/);
    expect(patientText(r)).not.toMatch(/total T3 \(thyroid hormone\) is higher/);
  });

  it("05: a total T3 in range on biotin is not named in the biotin finding", () => {
    const c = load("05-us-biotin-thyroid-pattern");
    c.labResults[2].value = "150";
    delete c.labResults[2].flag;
    expect(finding(runReviewCase(c), "biotin-thyroid-interference")?.clinician).not.toMatch(/total T3/);
  });
});

describe("amiodarone monitoring names only the missing tests (review 27, endocrine case 04)", () => {
  it("04: with a TSH taken this week the patient is told only the liver tests are missing, and TSH is not re-ordered", () => {
    const f = finding(run("04-uk-amiodarone-thyrotoxicosis"), "amiodarone-unmonitored");
    expect(f?.patient).toMatch(/no recent liver blood tests/);
    expect(f?.patient).not.toMatch(/no recent thyroid/);
    expect(f?.nextSteps[0]).toMatch(/^Check liver tests now/);
  });

  it("04: with no thyroid or liver tests at all both are named", () => {
    const c = edit("04-uk-amiodarone-thyrotoxicosis", (d) => {
      d.recentAbnormalLabs = [];
      d.additionalContext = "Cardiology clinic letter, NHS trust. On amiodarone for 3 years. Well.";
    });
    const f = finding(runReviewCase(c), "amiodarone-unmonitored");
    expect(f?.patient).toMatch(/no recent thyroid or liver blood tests/);
    expect(f?.nextSteps[0]).toMatch(/^Check TSH \(with free T4 and T3 if abnormal\) and liver tests now/);
  });
});

describe("untreated osteoporosis with an eGFR below 35 (review 27, endocrine case 14)", () => {
  it("14: eGFR 26 withdraws alendronate and zoledronate as first line and warns of denosumab hypocalcaemia", () => {
    const r = run("14-uk-osteoporosis-low-vitd-egfr-26-deep");
    const f = finding(r, "osteoporosis-untreated");
    expect(f?.nextSteps.join(" ")).not.toMatch(/oral bisphosphonate \(alendronate or risedronate\) first line/);
    expect(f?.nextSteps.join(" ")).toMatch(/is below 35: calculate creatinine clearance/);
    expect(f?.clinician).toMatch(/zoledronate is contraindicated at a creatinine clearance below 35/);
    expect(f?.clinician).toMatch(/boxed warning of severe, sometimes fatal hypocalcaemia/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["fosamax-label", "reclast-label-renal", "prolia-label-advanced-ckd"]),
    );
    expect(f?.patient).toMatch(/rules out some bone medicines/);
  });

  it("14: at eGFR 32 the denosumab warning (below 30) is left out", () => {
    const c = edit("14-uk-osteoporosis-low-vitd-egfr-26-deep", (d) => {
      d.recentAbnormalLabs[0] = { ...d.recentAbnormalLabs[0], value: "32" };
    });
    const f = finding(runReviewCase(c), "osteoporosis-untreated");
    expect(f?.clinician).toMatch(/alendronate is not recommended/);
    expect(f?.evidenceIds).not.toContain("prolia-label-advanced-ckd");
  });

  it("14: at eGFR 48 the usual first-line oral bisphosphonate step stands", () => {
    const c = edit("14-uk-osteoporosis-low-vitd-egfr-26-deep", (d) => {
      d.recentAbnormalLabs[0] = { ...d.recentAbnormalLabs[0], value: "48" };
    });
    const f = finding(runReviewCase(c), "osteoporosis-untreated");
    expect(f?.nextSteps.join(" ")).toMatch(/oral bisphosphonate \(alendronate or risedronate\) first line/);
    expect(f?.clinician).not.toMatch(/Kidney function narrows the choice/);
  });
});

describe("low morning cortisol on long-term prednisolone (review 27, endocrine case 10)", () => {
  it("10: a UK record keeps the NHS Steroid Emergency Card and reads cortisol below 150 nmol/L by ESE/ES R2.7", () => {
    const r = run("10-uk-low-cortisol-long-term-prednisolone-deep");
    const f = finding(r, "cortisol-low-on-glucocorticoid");
    expect(f?.clinician).toMatch(/below 150 nmol\/L \(5 µg\/dL\) means continuing that dose/);
    expect(f?.nextSteps).toContain(
      "Issue an NHS Steroid Emergency Card and teach sick-day rules (double the daily dose with fever or an illness needing antibiotics; with vomiting, emergency hydrocortisone injection and urgent help)",
    );
    expect(f?.evidenceIds).toContain("nhs-2020-steroid-emergency-card");
    expect(f?.patient).toMatch(/Carry an NHS Steroid Emergency Card/);
  });

  it("10: a US twin gets sick-day teaching without the NHS card", () => {
    const c = edit("10-uk-low-cortisol-long-term-prednisolone-deep", (d) => {
      d.additionalContext =
        "Primary care visit, Madison, Wisconsin. On prednisone for PMR for 18 months, tapering was planned. Feels well.";
      d.medications[0] = { ...d.medications[0], medication: "predniSONE 5 MG Oral Tablet" };
      d.medications[1] = { ...d.medications[1], medication: "budesonide-formoterol 160/4.5 inhaler" };
      d.recentAbnormalLabs[0] = {
        display: "Cortisol, AM",
        value: "2.6",
        unit: "ug/dL",
        date: "2026-11-27",
        referenceRange: "6.2-19.4",
        interpretation: "Low",
      };
      d.recentAbnormalLabs[1] = { ...d.recentAbnormalLabs[1], value: "7.8", unit: "%", referenceRange: "4.0-5.6" };
      d.recentNormalLabs = [];
    });
    const r = runReviewCase(c);
    const f = finding(r, "cortisol-low-on-glucocorticoid");
    expect(f?.clinician).toMatch(/Teach the patient what to do with the dose during illness/);
    expect(clinicianText(r) + patientText(r)).not.toMatch(/NHS Steroid Emergency Card/);
  });

  it("10: a morning cortisol of 160 nmol/L, low for the laboratory, does not get the below-150 advice", () => {
    const c = edit("10-uk-low-cortisol-long-term-prednisolone-deep", (d) => {
      d.recentAbnormalLabs[0] = { ...d.recentAbnormalLabs[0], value: "160" };
    });
    const f = finding(runReviewCase(c), "cortisol-low-on-glucocorticoid");
    expect(f).toBeDefined();
    expect(f?.clinician).not.toMatch(/below 150 nmol\/L/);
  });
});

describe("PTH-dependent hypercalcaemia on a US record (review 27, endocrine case 06)", () => {
  it("06: a US record with a kidney stone cites the international consensus, not NICE NG132", () => {
    const f = finding(run("06-us-primary-hyperparathyroidism-pth-normal"), "hypercalcaemia");
    expect(f?.clinician).toMatch(/inappropriately normal/);
    expect(f?.evidenceIds).toContain("khan-2017-phpt-consensus");
    expect(f?.evidenceIds).not.toContain("nice-ng132-primary-hyperparathyroidism");
  });

  it("06: its UK twin keeps NICE NG132", () => {
    const c = edit("06-us-primary-hyperparathyroidism-pth-normal", (d) => {
      d.additionalContext = "NHS GP surgery, Leeds. Calcium high in June 2026 too. Kidney stone 2021. Not on thiazide.";
      d.recentAbnormalLabs[0] = {
        ...d.recentAbnormalLabs[0],
        value: "2.72",
        unit: "mmol/L",
        referenceRange: "2.20-2.60",
      };
      d.recentNormalLabs = [
        { display: "PTH", value: "6.1", unit: "pmol/L", date: "2026-11-20", referenceRange: "1.6-6.9" },
        { display: "Albumin", value: "43", unit: "g/L", date: "2026-11-20", referenceRange: "35-50" },
        { display: "eGFR", value: "78", unit: "mL/min/1.73m2", date: "2026-11-20", referenceRange: ">60" },
      ];
    });
    const r = runReviewCase(c);
    expect(codes(r)).toContain("hypercalcaemia");
    expect(finding(r, "hypercalcaemia")?.evidenceIds).toContain("nice-ng132-primary-hyperparathyroidism");
  });
});

describe("HbA1c taken before a new glucose-lowering medicine (review 27, endocrine case 15)", () => {
  it("15: an HbA1c from before semaglutide was started is not a reason to add an SGLT2 inhibitor", () => {
    const f = finding(run("15-uk-semaglutide-pancreatitis-history"), "diabetes-above-target");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/This HbA1c predates semaglutide .*started 2026-11-16/);
    expect(f?.clinician).not.toMatch(/SGLT2 inhibitor/);
    expect(f?.nextSteps[0]).toMatch(/do not add or raise a glucose-lowering medicine/);
  });

  it("15: semaglutide started before the HbA1c leaves the usual intensification", () => {
    const c = edit("15-uk-semaglutide-pancreatitis-history", (d) => {
      d.medications[1] = { ...d.medications[1], startDate: "2026-03-01" };
      d.additionalContext = "NHS GP diabetes review. On semaglutide since March. No abdominal pain now.";
    });
    const f = finding(runReviewCase(c), "diabetes-above-target");
    expect(f?.clinician).not.toMatch(/predates/);
    expect(f?.severity).toBe("moderate");
  });
});
