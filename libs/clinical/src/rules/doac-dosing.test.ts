import { describe, expect, it } from "vitest";
import { healthDataSchema } from "@hds/contracts";
import type { Finding } from "../model.ts";
import { analyzeEhr } from "../pipeline.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const NOW = { now: new Date("2026-11-28T12:00:00Z") };

interface Case {
  age?: number;
  gender?: string;
  weight?: { value: string; unit: string };
  creatinine?: { value: string; unit: string };
  meds: string[];
  conditions?: string[];
  notes?: string;
}

function run(c: Case) {
  const data = healthDataSchema.parse({
    patientInfo: { ...(c.age === undefined ? {} : { age: c.age }), gender: c.gender ?? "male" },
    recentAbnormalLabs: c.creatinine
      ? [{ display: "Creatinine", date: "2026-11-20", value: c.creatinine.value, unit: c.creatinine.unit }]
      : [],
    vitalSigns: c.weight ? [{ display: "Body weight", date: "2026-11-20", ...c.weight }] : [],
    medications: c.meds.map((m) => ({ medication: m, status: "active" })),
    pastMedicalHistory: (c.conditions ?? []).map((d) => ({ display: d, clinicalStatus: "active" })),
    ...(c.notes ? { additionalContext: c.notes } : {}),
  });
  return analyzeEhr(data, NOW).findings;
}
const find = (findings: readonly Finding[], code: string) => findings.find((f) => f.code === code);

// Man of 80, 60 kg, creatinine 1.5 mg/dL: (140 − 80) × 60 ÷ (72 × 1.5) ≈ 33 mL/min.
const MODERATE = { age: 80, weight: { value: "60", unit: "kg" }, creatinine: { value: "1.5", unit: "mg/dL" } };
// Man of 85, 50 kg, creatinine 4.0 mg/dL: 55 × 50 ÷ 288 ≈ 9.5 mL/min.
const FAILURE = { age: 85, weight: { value: "50", unit: "kg" }, creatinine: { value: "4.0", unit: "mg/dL" } };
// Man of 40, 90 kg, creatinine 0.8 mg/dL: 100 × 90 ÷ 57.6 ≈ 156 mL/min.
const HIGH = { age: 40, weight: { value: "90", unit: "kg" }, creatinine: { value: "0.8", unit: "mg/dL" } };
// Woman of 78, 55 kg, creatinine 150 µmol/L (1.70 mg/dL): 62 × 55 ÷ (72 × 1.697) × 0.85 ≈ 23.7 mL/min.
const SEVERE_F = {
  age: 78,
  gender: "female",
  weight: { value: "55", unit: "kg" },
  creatinine: { value: "150", unit: "µmol/L" },
};
const AF = ["Atrial fibrillation"];

describe("doac-crcl-rivaroxaban", () => {
  it("flags rivaroxaban 20 mg in atrial fibrillation with an estimated clearance of 15–49 mL/min", () => {
    const f = find(
      run({ ...MODERATE, meds: ["Rivaroxaban 20 mg once daily"], conditions: AF }),
      "doac-crcl-rivaroxaban",
    );
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/about 33 mL\/min/);
    expect(f?.clinician).toMatch(/an estimate by Cockcroft–Gault/);
    expect(f?.clinician).toMatch(/actual body weight 60 kg/);
    // A creatinine in mg/dL reads as a US record: the US label's band (review 34, cardio-34 case 04).
    expect(f?.clinician).toMatch(
      /US label gives 15 mg once daily with the evening meal at a creatinine clearance of 50 mL\/min or less/,
    );
    expect(f?.clinician).toMatch(/Review the dose with the prescriber/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["xarelto-us-label", "cockcroft-gault-1976"]));
  });

  it("is high, not critical, below 15 mL/min whatever the dose", () => {
    const f = find(run({ ...FAILURE, meds: ["Xarelto"] }), "doac-crcl-rivaroxaban");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/US label says to avoid rivaroxaban below 15 mL\/min/);
  });

  it("stays silent on the label dose, without atrial fibrillation, without a dose or without a weight", () => {
    expect(
      find(run({ ...MODERATE, meds: ["Rivaroxaban 15 mg"], conditions: AF }), "doac-crcl-rivaroxaban"),
    ).toBeUndefined();
    expect(find(run({ ...MODERATE, meds: ["Rivaroxaban 20 mg"] }), "doac-crcl-rivaroxaban")).toBeUndefined();
    expect(find(run({ ...MODERATE, meds: ["Rivaroxaban"], conditions: AF }), "doac-crcl-rivaroxaban")).toBeUndefined();
    const { weight: _w, ...noWeight } = MODERATE;
    expect(
      find(run({ ...noWeight, meds: ["Rivaroxaban 20 mg"], conditions: AF }), "doac-crcl-rivaroxaban"),
    ).toBeUndefined();
    expect(
      find(run({ ...HIGH, meds: ["Rivaroxaban 20 mg"], conditions: AF }), "doac-crcl-rivaroxaban"),
    ).toBeUndefined();
  });
});

describe("doac-crcl-dabigatran", () => {
  it("flags dabigatran 150 mg below 30 mL/min as contraindicated in the EU SmPC, with creatinine in µmol/L", () => {
    const f = find(run({ ...SEVERE_F, meds: ["Pradaxa 150 mg twice daily"], conditions: AF }), "doac-crcl-dabigatran");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/about 24 mL\/min/);
    expect(f?.clinician).toMatch(/female/);
    expect(f?.clinician).toMatch(/EU SmPC contraindicates dabigatran below 30 mL\/min/);
    expect(f?.clinician).toMatch(/US label instead gives 75 mg twice daily/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["pradaxa-labels"]));
  });

  it("is moderate when the recorded 75 mg fits the US label at 15–30 mL/min", () => {
    const f = find(run({ ...SEVERE_F, meds: ["Dabigatran 75 mg"], conditions: AF }), "doac-crcl-dabigatran");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/fits the US label, not the EU SmPC/);
  });

  it("stays silent at 30 mL/min or more and without a creatinine", () => {
    expect(find(run({ ...MODERATE, meds: ["Dabigatran 110 mg"] }), "doac-crcl-dabigatran")).toBeUndefined();
    const { creatinine: _c, ...noCreatinine } = SEVERE_F;
    expect(find(run({ ...noCreatinine, meds: ["Dabigatran 150 mg"] }), "doac-crcl-dabigatran")).toBeUndefined();
  });
});

describe("doac-crcl-edoxaban", () => {
  it("flags edoxaban 60 mg at 15–50 mL/min against the US label's 30 mg", () => {
    const f = find(run({ ...MODERATE, meds: ["Savaysa 60 mg daily"] }), "doac-crcl-edoxaban");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/US label reduces edoxaban to 30 mg once daily at 15–50 mL\/min/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["savaysa-label"]));
  });

  it("flags edoxaban in atrial fibrillation above 95 mL/min, and below 15 mL/min as high", () => {
    const high = find(run({ ...HIGH, meds: ["Edoxaban 60 mg"], conditions: AF }), "doac-crcl-edoxaban");
    expect(high?.severity).toBe("moderate");
    expect(high?.clinician).toMatch(/not to use edoxaban for atrial fibrillation above 95 mL\/min/);
    expect(find(run({ ...FAILURE, meds: ["Edoxaban 30 mg"] }), "doac-crcl-edoxaban")?.severity).toBe("high");
  });

  it("stays silent on 30 mg at 15–50 mL/min, above 95 mL/min without atrial fibrillation, and without a dose", () => {
    expect(find(run({ ...MODERATE, meds: ["Edoxaban 30 mg"] }), "doac-crcl-edoxaban")).toBeUndefined();
    expect(find(run({ ...HIGH, meds: ["Edoxaban 60 mg"] }), "doac-crcl-edoxaban")).toBeUndefined();
    expect(find(run({ ...MODERATE, meds: ["Edoxaban"] }), "doac-crcl-edoxaban")).toBeUndefined();
  });
});

describe("doac-crcl-apixaban-failure", () => {
  it("flags apixaban below 15 mL/min as not recommended in the EU/UK SmPC", () => {
    const f = find(run({ ...FAILURE, meds: ["Apixaban 2.5 mg twice daily"] }), "doac-crcl-apixaban-failure");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/EU\/UK SmPC does not recommend apixaban below 15 mL\/min/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["eliquis-smpc-renal"]));
  });

  it("stays silent at 15 mL/min or more, leaving the dose criteria to the apixaban-af-dose rules", () => {
    const findings = run({ ...SEVERE_F, meds: ["Apixaban 2.5 mg twice daily"], conditions: AF });
    expect(find(findings, "doac-crcl-apixaban-failure")).toBeUndefined();
  });
});

describe("DOAC dosing: a creatinine clearance the record reports", () => {
  const reported = (crcl: string, meds: string[]) =>
    analyzeEhr(
      healthDataSchema.parse({
        patientInfo: { age: 82, gender: "male" },
        recentAbnormalLabs: [
          { display: "Creatinine clearance (Cockcroft-Gault)", value: crcl, unit: "mL/min", date: "2026-11-15" },
          { display: "Creatinine", value: "198", unit: "umol/L", date: "2026-11-15", referenceRange: "59-104" },
        ],
        medications: meds.map((medication) => ({ medication, status: "active" })),
        pastMedicalHistory: [{ display: "Paroxysmal atrial fibrillation", clinicalStatus: "active" }],
      }),
      NOW,
    ).findings;

  it("judges dabigatran 150 mg by a reported clearance of 26 mL/min when no weight is recorded", () => {
    const f = find(reported("26", ["Dabigatran 150 mg twice daily"]), "doac-crcl-dabigatran");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/creatinine clearance of 26 mL\/min \(reported as Creatinine clearance/);
    expect(f?.clinician).not.toMatch(/Cockcroft–Gault from age/);
  });

  it("leaves the eGFR-based DOAC review aside once the dose is judged by the clearance", () => {
    const low = reported("26", ["Dabigatran 150 mg twice daily"]);
    expect(find(low, "doac-renal-dose-review")).toBeUndefined();
    // A dose that fits the clearance: neither finding.
    const fits = reported("40", ["Rivaroxaban 15 mg once daily"]);
    expect(fits.filter((f) => f.code.startsWith("doac-"))).toEqual([]);
    // No strength recorded: the clearance cannot judge the dose, so the eGFR review stays.
    expect(find(reported("40", ["Rivaroxaban"]), "doac-renal-dose-review")).toBeDefined();
  });
});

describe("DOAC dosing: what must not fire", () => {
  it("says nothing for chronic kidney disease without a DOAC", () => {
    const findings = run({ ...FAILURE, meds: ["Amlodipine 5 mg"], conditions: ["Chronic kidney disease stage 5"] });
    expect(findings.filter((f) => f.code.startsWith("doac-crcl-"))).toEqual([]);
  });

  it("never reaches critical", () => {
    const findings = run({ ...FAILURE, meds: ["Rivaroxaban 20 mg", "Dabigatran 150 mg"], conditions: AF });
    const ours = findings.filter((f) => f.code.startsWith("doac-crcl-"));
    expect(ours.length).toBe(2);
    expect(ours.every((f) => f.severity !== "critical")).toBe(true);
  });
});

describe("DOAC reversal in acute upper GI bleeding", () => {
  const bleed = (med: string) => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 79, gender: "male" },
      recentAbnormalLabs: [
        { display: "Haemoglobin", value: "88", unit: "g/L", date: "2026-11-20", referenceRange: "130-170" },
      ],
      labTrends: [
        {
          code: "718-7",
          display: "Haemoglobin",
          values: [
            { date: "2026-08-14", value: "142", unit: "g/L" },
            { date: "2026-11-20", value: "88", unit: "g/L" },
          ],
        },
      ],
      medications: [{ medication: med, status: "active" }],
      vitalSigns: [{ display: "Heart rate", value: "112", unit: "/min", date: "2026-11-20" }],
      additionalContext: "ED: black tarry stools for 2 days, one episode of coffee-ground vomit.",
    });
    return analyzeEhr(data, NOW).findings.find((f) => f.code === "acute-gi-bleed");
  };

  it("names idarucizumab for dabigatran", () => {
    const f = bleed("Dabigatran 150 mg");
    expect(f?.nextSteps.join(" ")).toMatch(/idarucizumab for dabigatran/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/andexanet/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["praxbind-idarucizumab"]));
  });

  it("names andexanet alfa or prothrombin complex concentrate for a factor Xa inhibitor", () => {
    const f = bleed("Apixaban 5 mg");
    expect(f?.nextSteps.join(" ")).toMatch(
      /andexanet alfa \(licensed for apixaban\) or prothrombin complex concentrate for apixaban/,
    );
    expect(f?.nextSteps.join(" ")).not.toMatch(/idarucizumab/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["swiss-2023-andexanet"]));
  });

  it("keeps the protocol wording alone for an anticoagulant that is not a DOAC", () => {
    const f = bleed("Enoxaparin 40 mg");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/reversal by the local major-bleeding protocol/);
    expect(steps).not.toMatch(/idarucizumab|andexanet/);
  });
});

describe("dabigatran with a P-glycoprotein inhibitor and reduced kidney function (US label)", () => {
  const CASES = new URL("./fixtures/geriatrics-review11/", import.meta.url);

  it("names verapamil in the below-30 finding for the review case (dabigatran 150 mg, reported CrCl 26)", () => {
    const f = runReviewCase(loadReviewCase(CASES, "04-dabigatran-low-crcl")).findings.find(
      (x) => x.code === "doac-crcl-dabigatran",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Verapamil[^.]* is a P-glycoprotein inhibitor/);
    expect(f?.clinician).toMatch(/avoid P-glycoprotein inhibitors with dabigatran below 30 mL\/min/);
  });

  it("keeps 75 mg at 15–30 mL/min high, not moderate, when a P-gp inhibitor is taken", () => {
    const f = find(
      run({ ...SEVERE_F, meds: ["Dabigatran 75 mg", "Amiodarone 200 mg"], conditions: AF }),
      "doac-crcl-dabigatran",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).not.toMatch(/fits the US label/);
    expect(f?.clinician).toMatch(/Amiodarone 200 mg is a P-glycoprotein inhibitor/);
  });

  it("flags 150 mg with dronedarone at 30–50 mL/min, pointing to 75 mg twice daily", () => {
    const f = find(
      run({ ...MODERATE, meds: ["Dabigatran 150 mg", "Dronedarone 400 mg"], conditions: AF }),
      "doac-dabigatran-pgp-kidney",
    );
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/about 33 mL\/min/);
    expect(f?.clinician).toMatch(/considering 75 mg twice daily with dronedarone or systemic ketoconazole/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["pradaxa-labels"]));
  });

  it("stays silent for verapamil at 30–50, for topical ketoconazole, for 75 mg, above 50 and without the inhibitor", () => {
    const code = "doac-dabigatran-pgp-kidney";
    expect(find(run({ ...MODERATE, meds: ["Dabigatran 150 mg", "Verapamil 120 mg"] }), code)).toBeUndefined();
    expect(find(run({ ...MODERATE, meds: ["Dabigatran 150 mg", "Ketoconazole 2% cream"] }), code)).toBeUndefined();
    expect(find(run({ ...MODERATE, meds: ["Dabigatran 75 mg", "Dronedarone 400 mg"] }), code)).toBeUndefined();
    expect(find(run({ ...HIGH, meds: ["Dabigatran 150 mg", "Dronedarone 400 mg"] }), code)).toBeUndefined();
    expect(find(run({ ...MODERATE, meds: ["Dabigatran 150 mg"] }), code)).toBeUndefined();
    // Below 30 the contraindication finding speaks instead.
    expect(find(run({ ...SEVERE_F, meds: ["Dabigatran 150 mg", "Dronedarone 400 mg"] }), code)).toBeUndefined();
  });
});
