import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Remaining items of the twelfth review (cardiometabolic and haematology), kept with the test (synthetic records). */
const CARDIO = new URL("./fixtures/cardiometabolic-review12/", import.meta.url);
const HAEM = new URL("./fixtures/haematology-review12/", import.meta.url);
const findings = (folder: URL, name: string) => runReviewCase(loadReviewCase(folder, name)).findings;

describe("review 12, remaining items", () => {
  // Cardiometabolic 03: triglycerides 14.2 mmol/L, "Drinks 6-8 pints at weekends".
  it("names alcohol counted in pints as the likely contributor to very high triglycerides", () => {
    const f = findings(CARDIO, "03-tg-14-mmol-pancreatitis").find((x) => x.code === "severe-hypertriglyceridaemia");
    expect(f?.clinician).toMatch(/The notes record alcohol \("6-8 pints"\): alcohol is a likely contributor/);
  });

  // Cardiometabolic 04: Lp(a) 210 nmol/L with LDL, HDL and triglycerides in the same request.
  it("does not ask for a lipid profile when LDL, HDL and triglycerides are supplied", () => {
    const f = findings(CARDIO, "04-lpa-high-otherwise-normal").find((x) => x.code === "family-premature-ascvd");
    expect(f?.nextSteps.join(" ")).not.toMatch(/Check a full lipid profile/);
    expect(f?.nextSteps).toContain("Review the full lipid profile and Lp(a) in the record");
  });

  // Cardiometabolic 06: rhabdomyolysis on simvastatin with clarithromycin.
  it("does not tell the patient to keep the statin when rhabdomyolysis says not to take more", () => {
    const all = findings(CARDIO, "06-ck-very-high-simva-clarithro");
    expect(all.some((x) => x.code === "rhabdomyolysis")).toBe(true);
    const f = all.find((x) => x.code === "simvastatin-contraindicated-combination");
    expect(f?.patient).not.toMatch(/do not stop either on your own/);
    expect(f?.patient).toMatch(/do not take more of the statin until you have spoken with a doctor/);
  });

  // Cardiometabolic 12: one eGFR of 55, no urine ACR, type 2 diabetes.
  it("defers the SGLT2 inhibitor until a single low eGFR is confirmed as CKD", () => {
    const f = findings(CARDIO, "12-ehr-af-no-anticoag").find((x) => x.code === "sglt2i-opportunity-diabetic-kidney");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/Kidney disease is not yet established/);
    expect(f?.nextSteps[0]).toMatch(/^Repeat eGFR and check urine ACR; if chronic kidney disease is confirmed/);
  });

  // Haematology 03: dabigatran 150 mg, eGFR 48 -> 27, no weight.
  it("lets the dabigatran finding speak alone at an eGFR below 30", () => {
    const codes = findings(HAEM, "03-ehr-dabigatran-egfr-falling").map((x) => x.code);
    expect(codes).toContain("doac-dabigatran-egfr-below-30");
    expect(codes).not.toContain("doac-renal-dose-review");
  });
});
