import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const folder = new URL("./fixtures/nutrition-electrolytes-review13/", import.meta.url);
const load = () => loadReviewCase(folder, "08-zinc-deficiency");
const zinc = (c: ReviewCase) => runReviewCase(c).findings.find((f) => f.code === "zinc-deficiency");

describe("zinc deficiency on a high-output ileostomy (review 13, nutrition case 08)", () => {
  // Zinc 6.8 µmol/L, Crohn's disease with a high-output ileostomy, perioral and acral rash, hair loss, poor taste.
  it("names the deficiency with its features, replaces zinc and checks the stoma losses", () => {
    const f = zinc(load());
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/Zinc 6\.8 µmol\/L .*is low with Crohn's disease and High output ileostomy/);
    expect(f?.clinician).toMatch(/a perioral or acral rash, hair loss, poor taste/);
    expect(f?.clinician).toMatch(/not an acute-phase or low-albumin artefact/);
    expect(f?.clinician).toMatch(/low alkaline phosphatase 32 U\/L/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Replace zinc by mouth/);
    expect(steps).toMatch(/check a spot urine sodium/);
    expect(f?.evidenceIds).toContain("jpen-2020-ileostomy-spot-urine-sodium");
    expect(f?.evidenceIds).not.toContain("uhl-high-output-stoma-guideline");
  });

  it("warns of an acute-phase artefact when CRP is raised, at low priority", () => {
    const c = load();
    c.labResults[3].value = "64";
    const f = zinc(c);
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/CRP 64 mg\/L .*is raised.*recheck when well/);
  });

  it("stays silent for a low zinc with no bowel disease or features", () => {
    const c = load();
    c.patientContext.conditions = [];
    c.patientContext.clinicalNotes = "Routine check.";
    expect(zinc(c)).toBeUndefined();
  });
});
