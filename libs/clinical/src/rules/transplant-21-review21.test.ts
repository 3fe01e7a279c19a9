import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/transplant-21-review21/", import.meta.url));

describe("tacrolimus level below target after a transplant (review 21)", () => {
  it("names rifampicin as the inducer that lowered the level and hands it to the transplant team today", () => {
    const r = run("02-tac-low-rifampicin-us");
    const f = finding(r, "cni-level-below-target");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.evidenceIds).toEqual(["prograf-tacrolimus-label"]);
    expect(clinicianText(r)).toMatch(/2\.9 ng\/mL .* is below the target of 6–8/);
    expect(clinicianText(r)).toMatch(/Rifampin induces CYP3A4/);
    expect(clinicianText(r)).toMatch(/Contact the transplant team today about the level and rifampin/);
    expect(patientText(r)).toMatch(/Your rifampin can lower the level of your transplant medicine\. Do not stop/);
  });

  it("without an inducer it is a moderate finding for the transplant team (liver recipient)", () => {
    const f = finding(run("07-liver-mmf-low-wbc-uk"), "cni-level-below-target");
    expect(f?.severity).toBe(Severity.moderate);
    expect(f?.clinician).toMatch(/Check adherence, the timing of the sample/);
  });

  it("is not raised without a transplant (tacrolimus for another disease) or with the level in target", () => {
    const c = load("02-tac-low-rifampicin-us");
    const noTx = structuredClone(c);
    noTx.patientContext.conditions = [{ name: "Latent tuberculosis infection", status: "active" }];
    noTx.patientContext.clinicalNotes = "Started rifampin for latent TB.";
    expect(codes(runReviewCase(noTx))).not.toContain("cni-level-below-target");
    expect(codes(run("08-quiet-kidney-tx-5y-stable-uk"))).not.toContain("cni-level-below-target");
  });
});

describe("low neutrophils on mycophenolate after a transplant (review 21)", () => {
  it("is handed to the transplant team without telling the patient to stop it, and the 'harmless' reading is gone", () => {
    const r = run("07-liver-mmf-low-wbc-uk");
    const f = finding(r, "transplant-mycophenolate-neutropenia");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.evidenceIds).toEqual(["mycophenolate-mofetil-us-label"]);
    expect(clinicianText(r)).toMatch(/interrupts or reduces the dose below 1\.3 × 10⁹\/L/);
    expect(clinicianText(r)).toMatch(/they decide whether to reduce or pause mycophenolate/);
    expect(patientText(r)).toMatch(/Do not stop or change it on your own/);
    expect(patientText(r)).not.toMatch(/Stop taking/);
    expect(patientText(r)).not.toMatch(/harmless/);
    expect(codes(r)).not.toContain("mycophenolate-marrow-toxicity");
  });

  it("stays quiet with neutrophils at or above 1.3", () => {
    const c = load("07-liver-mmf-low-wbc-uk");
    const ok = structuredClone(c);
    ok.labResults = ok.labResults.map((l: { name: string }) => (l.name === "Neutrophils" ? { ...l, value: "1.6" } : l));
    expect(codes(runReviewCase(ok))).not.toContain("transplant-mycophenolate-neutropenia");
  });
});

describe("rising CMV viral load after a transplant (review 21)", () => {
  it("is a high finding for the transplant team with the series and no fixed threshold", () => {
    const r = run("06-cmv-rising-month2-ehr");
    const f = finding(r, "transplant-cmv-rising");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.evidenceIds).toEqual(["ast-2019-cmv-sot"]);
    expect(clinicianText(r)).toMatch(/<137 IU\/mL \(2026-11-05\) → 620 IU\/mL .* → 8400 IU\/mL/);
    expect(clinicianText(r)).toMatch(/the threshold depends on the center and the assay/);
    expect(patientText(r)).toMatch(/shows the amount of virus going up/);
  });

  it("is not raised for a falling load or without a transplant", () => {
    const c = load("06-cmv-rising-month2-ehr");
    const falling = structuredClone(c);
    // 8400 → 2900 → 620 IU/mL: still detectable, but falling.
    falling.data.labTrends[0].values = [
      { date: "2026-11-12", value: "8400", unit: "IU/mL" },
      { date: "2026-11-19", value: "2900", unit: "IU/mL" },
      { date: "2026-11-26", value: "620", unit: "IU/mL" },
    ];
    falling.data.recentAbnormalLabs = falling.data.recentAbnormalLabs.slice(1);
    expect(codes(runReviewCase(falling))).not.toContain("transplant-cmv-rising");
    const noTx = structuredClone(c);
    noTx.data.pastMedicalHistory = [];
    noTx.data.additionalContext = "Weekly CMV PCR.";
    expect(codes(runReviewCase(noTx))).not.toContain("transplant-cmv-rising");
  });
});

describe("transplant cases already read well (review 21)", () => {
  it("a tacrolimus level above target with a creatinine rise is high, for the transplant team", () => {
    const r = run("01-kidney-tac-14-creat-up-uk");
    expect(finding(r, "cni-level-above-target")?.severity).toBe(Severity.high);
    expect(clinicianText(r)).toMatch(/above the target of 5–8/);
  });

  it("clarithromycin with a tacrolimus level of 17.8 and potassium 6.1 is critical and names the macrolide", () => {
    const r = run("03-tac-clarithromycin-ehr");
    expect(finding(r, "cni-level-above-target")?.severity).toBe(Severity.critical);
    expect(clinicianText(r)).toMatch(/Clarithromycin 500 mg inhibits CYP3A4/);
  });

  it("a stable kidney transplant five years on with tacrolimus in target stays quiet", () => {
    const r = run("08-quiet-kidney-tx-5y-stable-uk");
    expect(r.findings.filter((f) => f.severity === Severity.high || f.severity === Severity.critical)).toEqual([]);
    expect(codes(r)).not.toContain("cni-level-above-target");
    expect(patientText(r)).toMatch(/transplanted kidney/);
  });
});

describe("low magnesium on tacrolimus names the medicine as a cause (review 21)", () => {
  it("reads tacrolimus once, by its generic name, among the causes of a low magnesium", () => {
    const r = run("04-tac-low-mg-k-in-target-uk");
    expect(patientText(r)).toMatch(
      /A low level can come from immune-suppressing medicines such as your tacrolimus, alcohol/,
    );
    expect(patientText(r)).not.toMatch(/tacrolimus and envarsus/i);
    expect(finding(r, "cni-hyperkalaemia")?.severity).toBe(Severity.high);
  });

  it("does not name immune-suppressing medicines for a patient who takes none", () => {
    const c = load("04-tac-low-mg-k-in-target-uk");
    const none = structuredClone(c);
    none.patientContext.medications = [{ name: "Amlodipine", dosage: "5 mg", frequency: "once daily" }];
    expect(patientText(runReviewCase(none))).not.toMatch(/immune-suppressing/);
  });
});
