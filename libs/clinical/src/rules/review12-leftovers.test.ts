import { describe, expect, it } from "vitest";
import { findCitableEvidence } from "../evidence/library.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const HAEM = new URL("./fixtures/haematology-review12/", import.meta.url);
const CARDIO = new URL("./fixtures/cardiometabolic-review12/", import.meta.url);

const labLine = (r: ReturnType<typeof runReviewCase>, name: RegExp) =>
  r.findings.find((f) => f.code.startsWith("lab-") && name.test(f.title));

describe("review 12 leftovers: haematology", () => {
  // Case 12: neutrophils 13.1 on prednisolone 15 mg for polymyalgia, CRP 2, well.
  // Since review 19 the neutrophilia finding carries the causes and the plan; the lab line points to it.
  const neutrophilia = (r: ReturnType<typeof runReviewCase>) =>
    r.findings.find((f) => f.code === "neutrophilia-repeat-film");

  it("names the listed steroid as the likely cause of the high neutrophils", () => {
    const r = runReviewCase(loadReviewCase(HAEM, "12-neutrophilia-on-prednisolone"));
    expect(labLine(r, /^Neutrophils/)?.clinician).toMatch(/Read with the raised white cell count finding/);
    expect(neutrophilia(r)?.clinician).toMatch(/the record lists prednisolone, a corticosteroid/);
    expect(r.result.patientResponse).toMatch(/steroid medicines such as your prednisolone/i);
  });

  it("leaves steroids out when the medicines listed are not steroids", () => {
    const c = loadReviewCase(HAEM, "12-neutrophilia-on-prednisolone");
    c.patientContext.medications = [{ name: "Amlodipine", dosage: "5 mg", frequency: "daily" }];
    const r = runReviewCase(c);
    expect(neutrophilia(r)?.clinician).not.toMatch(/the record lists/);
    expect(r.result.patientResponse).not.toMatch(/steroid medicines such as your/i);
  });

  // Case 15: ferritin 890, transferrin saturation 28 %, fatty liver, about 30 units of alcohol a week.
  it("names the stated alcohol intake in the raised-ferritin finding", () => {
    const r = runReviewCase(loadReviewCase(HAEM, "15-ferritin-high-tsat-normal-fatty-liver"));
    const f = r.findings.find((x) => x.code === "raised-ferritin-tsat-below-45");
    expect(f?.clinician).toMatch(/The notes record alcohol \("30 units"\): alcohol raises ferritin too/);
    expect(f?.patient).toMatch(/Alcohol can also raise ferritin/);
    expect(f?.evidenceIds).toContain("acb-1995-alcohol-iron-status");
    for (const id of f?.evidenceIds ?? []) expect(findCitableEvidence(id), id).toBeDefined();
  });

  it("does not mention alcohol when none is stated", () => {
    const c = loadReviewCase(HAEM, "15-ferritin-high-tsat-normal-fatty-liver");
    c.patientContext.socialHistory = "Does not drink alcohol.";
    const f = runReviewCase(c).findings.find((x) => x.code === "raised-ferritin-tsat-below-45");
    expect(f?.clinician).not.toMatch(/alcohol raises ferritin/);
  });

  // Case 18: neutrophils 1.3, similar for 8 years, well man; his ethnicity is in a field the request
  // does not carry, so the Duffy-null finding cannot be made from it.
  it("does not tell a mildly low count that it raises the risk of serious infection", () => {
    const r = runReviewCase(loadReviewCase(HAEM, "18-well-benign-ethnic-neutropenia"));
    expect(r.result.patientResponse).not.toMatch(/raises the risk of serious infection/);
    expect(r.result.patientResponse).toMatch(
      /only mildly below the range, does not usually raise the risk of infection/,
    );
  });

  it("keeps the infection-risk text for a count below 1.0", () => {
    const c = loadReviewCase(HAEM, "18-well-benign-ethnic-neutropenia");
    c.labResults[1].value = "0.8";
    expect(runReviewCase(c).result.patientResponse).toMatch(/raises the risk of serious infection/);
  });

  it("reads 'previous counts similar for 8 years' as stable when the ancestry is in the notes", () => {
    const c = loadReviewCase(HAEM, "18-well-benign-ethnic-neutropenia");
    c.patientContext.clinicalNotes = `Black African. ${c.patientContext.clinicalNotes}`;
    const f = runReviewCase(c).findings.find((x) => x.code === "duffy-null-neutrophil-count");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/previous counts similar for 8 years/);
  });
});

describe("review 12 leftovers: cardiometabolic", () => {
  // Case 15: type 2 diabetes, eGFR 46 → 41, ACR 38 mg/mmol, no statin.
  it("offers atorvastatin 20 mg for diabetes with chronic kidney disease", () => {
    const r = runReviewCase(loadReviewCase(CARDIO, "15-ehr-dkd-acr-high-no-sglt2"));
    const f = r.findings.find((x) => x.code === "statin-opportunity-diabetes");
    expect(f?.nextSteps.join(" ")).toMatch(/offer atorvastatin 20 mg/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/at least a moderate-intensity statin/);
    expect(f?.evidenceIds).toContain("nice-cg181-lipid-modification");
  });
});
