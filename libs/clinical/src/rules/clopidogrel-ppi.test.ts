import { describe, expect, it } from "vitest";
import { codes, finding, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const CODE = "clopidogrel-omeprazole";

function record(ppi: string, genetics: object[] = []): ReviewCase {
  return {
    _now: "2026-12-01T10:00:00Z",
    data: {
      patientInfo: { age: 67, gender: "male" },
      pastMedicalHistory: [{ display: "Coronary artery disease with stent", clinicalStatus: "active" }],
      medications: [
        { medication: "Clopidogrel 75 mg tablets", status: "active", dosage: "once daily" },
        { medication: ppi, status: "active", dosage: "once daily" },
      ],
      recentAbnormalLabs: [],
      recentNormalLabs: [],
      geneticData: genetics,
      additionalContext: "Medication review.",
    },
  };
}

describe("clopidogrel with omeprazole or esomeprazole", () => {
  it("names the interaction and the regulators' advice with omeprazole", () => {
    const f = finding(runReviewCase(record("Omeprazole 20 mg capsules")), CODE);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/^Omeprazole 20 mg capsules with clopidogrel 75 mg tablets: /);
    expect(f?.patient).toContain("Your stomach medicine (omeprazole) can make clopidogrel");
    expect(f?.evidenceIds).toEqual(["mhra-2010-clopidogrel-ppi", "anmco-aigo-2021-gastroprotection"]);
  });

  it("names esomeprazole too", () => {
    expect(finding(runReviewCase(record("Esomeprazole 40 mg")), CODE)?.patient).toContain("(esomeprazole)");
  });

  it("is silent with lansoprazole, which the caution does not reach", () => {
    expect(codes(runReviewCase(record("Lansoprazole 30 mg")))).not.toContain(CODE);
  });

  it("leaves a poor metaboliser's PPI to the CYP2C19 finding, which names it", () => {
    const r = runReviewCase(
      record("Omeprazole 20 mg capsules", [
        { geneCode: "CYP2C19", geneDisplay: "CYP2C19", interpretation: "Poor metabolizer", value: "*2/*2" },
      ]),
    );
    expect(codes(r)).not.toContain(CODE);
    expect(finding(r, "cyp2c19-clopidogrel")?.clinician).toContain("also inhibits CYP2C19");
  });
});
