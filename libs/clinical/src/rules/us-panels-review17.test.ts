import { describe, expect, it } from "vitest";
import { codes, finding, type ReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/us-panels-review17/", import.meta.url));
type Run = ReturnType<typeof runReviewCase>;
const lab = (r: Run, name: string) => r.model.labs.find((o) => o.name === name);
/** A copy of a lab-results case with one result's fields changed. */
function withLab(c: ReviewCase, name: string, change: Record<string, string>): ReviewCase {
  const copy = structuredClone(c);
  const item = copy.labResults.find((l: { name: string }) => l.name === name);
  Object.assign(item, change);
  return copy;
}

describe("Quest spellings of units (review 17, us-panels 01)", () => {
  it('reads "mg/dL (calc)" and "% of total Hgb" as mg/dL and %, and the annual physical stays quiet', () => {
    const r = run("01-quest-annual-physical-quiet");
    expect(lab(r, "LDL-CHOLESTEROL")?.standard).toEqual({ value: 101, unit: "mg/dL" });
    expect(lab(r, "NON HDL CHOLESTEROL")?.standard).toEqual({ value: 118, unit: "mg/dL" });
    expect(lab(r, "HEMOGLOBIN A1c")?.standard).toEqual({ value: 5.4, unit: "%" });
    expect(r.findings.filter((f) => f.severity !== "low" && f.severity !== "info")).toEqual([]);
    expect(codes(r)).not.toContain("prediabetes-range");
  });

  it("an HbA1c in % of total Hgb and an LDL-C in mg/dL (calc) reach the rules that need them", () => {
    const base = load("01-quest-annual-physical-quiet");
    const a1c = runReviewCase(withLab(base, "HEMOGLOBIN A1c", { value: "6.1", flag: "High" }));
    expect(codes(a1c)).toContain("prediabetes-range");
    const ldl = runReviewCase(withLab(base, "LDL-CHOLESTEROL", { value: "196" }));
    expect(finding(ldl, "severe-hypercholesterolaemia")?.clinician).toMatch(/196 mg\/dL/);
  });
});

describe("LabCorp CBC with differential and the legacy eGFR pair (review 17, us-panels 02)", () => {
  it("reads Lymphs (Absolute), Eos (Absolute) and Baso (Absolute) as the absolute counts in x10E3/uL", () => {
    const r = run("02-labcorp-cbc-diff-legacy-egfr-pair");
    expect(lab(r, "Lymphs (Absolute)")).toMatchObject({ analyteId: "alc", standard: { value: 1600, unit: "/µL" } });
    expect(lab(r, "Eos (Absolute)")).toMatchObject({ analyteId: "eosinophils-abs" });
    expect(lab(r, "Baso (Absolute)")).toMatchObject({ analyteId: "basophils-abs" });
    // The percentages beside them are not reported as results that "could not be compared".
    expect(codes(r)).not.toContain("lab-not-comparable");
  });

  it("uses the non-African-American eGFR and does not call a single 55 established CKD", () => {
    const stage = finding(run("02-labcorp-cbc-diff-legacy-egfr-pair"), "ckd-stage");
    expect(stage?.clinician).toMatch(/eGFR 55 mL\/min\/1\.73m2/);
    expect(stage?.clinician).toMatch(/A single result does not establish CKD/);
  });
});

describe("CKD G3b on full-dose metformin in an EHR record (review 17, us-panels 03)", () => {
  it("names the recorded daily dose as above the limit for eGFR 30-44", () => {
    const r = run("03-ehr-ckd3b-metformin-full-dose");
    const f = finding(r, "metformin-egfr-reduce");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/The recorded dose, about 2000 mg a day, is above that limit/);
    expect(codes(r)).toEqual(expect.arrayContaining(["ckd-stage", "sglt2i-opportunity-diabetic-kidney"]));
  });

  it("says nothing of the kind when the recorded dose is already within the limit", () => {
    const c = load("03-ehr-ckd3b-metformin-full-dose");
    c.data.medications[0] = { ...c.data.medications[0], medication: "metFORMIN 500 MG Oral Tablet", dosage: "500 mg" };
    const f = finding(runReviewCase(c), "metformin-egfr-reduce");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).not.toMatch(/above that limit/);
  });
});

describe("caught on US panels (review 17, us-panels 04, 06, 07)", () => {
  it("LDL Chol Calc (NIH) 198 mg/dL with a father's MI at 48: severe hypercholesterolaemia and possible FH", () => {
    const r = run("04-ldl-198-possible-fh");
    expect(finding(r, "severe-hypercholesterolaemia")?.clinician).toMatch(/LDL-C 198 mg\/dL/);
    expect(codes(r)).toContain("familial-hypercholesterolaemia-suspected");
  });

  it("ferritin 8 ng/mL with a normal haemoglobin is iron deficiency without anaemia", () => {
    const r = run("06-ferritin-8-normal-hemoglobin");
    expect(finding(r, "iron-deficiency-without-anaemia")?.clinician).toMatch(/Ferritin 8 ng\/mL/);
    expect(codes(r).some((c) => /anaemia/.test(c) && c !== "iron-deficiency-without-anaemia")).toBe(false);
  });

  it("calcium 11.2 mg/dL with PTH 78 pg/mL reads as PTH-dependent hypercalcaemia", () => {
    const f = finding(run("07-calcium-11-2-pth-78"), "hypercalcaemia");
    expect(f?.clinician).toMatch(/Calcium 11\.2 mg\/dL/);
    expect(f?.clinician).toMatch(/PTH 78 pg\/mL .*PTH-dependent hypercalcemia/);
  });
});

describe("ALT over 3 times the limit three months into a statin (review 17, us-panels 05)", () => {
  it("says the rise followed the start, and stops the statin if it persists at 3 times or more", () => {
    const r = run("05-ehr-alt-3x-after-statin-start");
    const f = finding(r, "statin-alt-elevated");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/ALT was 31 U\/L \(2026-08-20\) before the statin was started \(2026-08-25\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/Stop the statin if ALT stays at 3 times the upper limit or more/);
    // ALP is in the record, so it is not asked for again.
    expect(f?.nextSteps.join(" ")).not.toMatch(/with ALP/);
    expect(f?.evidenceIds).toContain("nice-cg181-lipid-modification");
  });

  it("does not call fatty liver likely from prediabetes when the ALT was normal before the statin", () => {
    const masld = finding(run("05-ehr-alt-3x-after-statin-start"), "masld-risk");
    expect(masld?.severity).toBe("low");
    expect(masld?.clinician).not.toMatch(/is likely/);
    expect(masld?.clinician).toMatch(/read with the statin finding first/);
  });

  it("keeps the fatty-liver reading when the ALT was already raised before the statin", () => {
    const c = load("05-ehr-alt-3x-after-statin-start");
    c.data.labTrends[0].values[0] = { date: "2026-08-20", value: "96", unit: "IU/L", interpretation: "H" };
    const r = runReviewCase(c);
    expect(finding(r, "masld-risk")?.clinician).toMatch(/is likely/);
    expect(finding(r, "statin-alt-elevated")?.clinician ?? "").not.toMatch(/the rise followed the start/);
  });
});

describe("overt hypothyroidism with a raised LDL-C (review 17, us-panels 08)", () => {
  it("re-checks the lipids once euthyroid rather than treating them now, citing the Endocrine Society", () => {
    const f = finding(run("08-tsh-reflex-ft4-overt-hypothyroid"), "overt-hypothyroidism");
    expect(f?.clinician).toMatch(/TSH 12\.4 mIU\/L .* free T4 0\.61 ng\/dL/);
    expect(f?.clinician).toMatch(/LDL-C 158 mg\/dL \(2026-11-24\) is raised/);
    expect(f?.nextSteps).toContain(
      "Repeat the lipid profile once euthyroid before deciding on lipid-lowering treatment",
    );
    expect(f?.evidenceIds).toContain("endosoc-2020-lipids-endocrine");
  });

  it("leaves the lipid sentence out when the LDL-C is not raised", () => {
    const c = withLab(load("08-tsh-reflex-ft4-overt-hypothyroid"), "LDL Chol Calc (NIH)", {
      value: "88",
      flag: "Normal",
    });
    const f = finding(runReviewCase(c), "overt-hypothyroidism");
    expect(f?.clinician).not.toMatch(/LDL-C/);
    expect(f?.evidenceIds).not.toContain("endosoc-2020-lipids-endocrine");
  });
});

describe("urinalysis with microscopy is not a blood count (review 17, us-panels 09)", () => {
  it("RBC 11-30 /hpf is not the red cell count, and is quoted as printed", () => {
    const r = run("09-urinalysis-microhematuria-smoker");
    // Since review 17 (urinalysis) these are the urine microscopy counts, not the blood counts.
    expect(lab(r, "RBC")?.analyteId).toBe("urine-rbc");
    expect(lab(r, "WBC")?.analyteId).toBe("urine-wbc");
    expect(lab(r, "WBC Esterase")?.analyteId).toBe("urine-le");
    const rbc = r.findings.find((f) => f.code === "lab-high" && /red blood cells, urine microscopy/i.test(f.title));
    expect(rbc?.clinician).toMatch(/11-30 \/hpf/);
    expect(r.findings.map((f) => f.clinician).join(" ")).not.toMatch(/thalassaemia|bone-marrow/);
  });

  it("a WBC of 0-5 /hpf with no range is not read as a white cell count of 0", () => {
    const c = withLab(load("09-urinalysis-microhematuria-smoker"), "WBC", { referenceRange: "" });
    const r = runReviewCase(c);
    expect(r.findings.filter((f) => /white (?:blood )?cell/i.test(f.title))).toEqual([]);
  });
});

describe("quiet US results not over-called (review 17, us-panels 10, 11)", () => {
  it("vitamin D 24.1 ng/mL flagged low by the laboratory stays a low-priority line", () => {
    const r = run("10-vitd-24-b12-folate-quiet");
    expect(r.findings.map((f) => [f.code, f.severity])).toEqual([["lab-low", "low"]]);
  });

  it('LabCorp\'s "C-Reactive Protein, Cardiac" is the high-sensitivity test, read as heart risk', () => {
    const r = run("11-mens-health-panel-quiet");
    expect(lab(r, "C-Reactive Protein, Cardiac")?.analyteId).toBe("hs-crp");
    expect(r.findings.filter((f) => f.severity !== "low" && f.severity !== "info")).toEqual([]);
    expect(codes(r)).toContain("ast-muscle-source");
  });
});

describe("low magnesium in mg/dL on a PPI and a thiazide (review 17, us-panels 12)", () => {
  it("reads 1.2 mg/dL as below 0.5 mmol/L and names the PPI", () => {
    const r = run("12-ehr-low-magnesium-ppi");
    expect(finding(r, "hypomagnesaemia-severe-symptomatic")?.clinician).toMatch(/Magnesium 1\.2 mg\/dL/);
    expect(finding(r, "ppi-hypomagnesaemia")?.clinician).toMatch(/omeprazole/);
  });
});
