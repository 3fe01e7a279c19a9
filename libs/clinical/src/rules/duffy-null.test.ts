import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-22T00:00:00Z") };
const D = "2026-11-10";
const EARLIER = "2023-06-01";
type Lab = { name: string; value: string; unit: string; referenceRange: string; date: string };

const anc = (value: string, date = D): Lab => ({
  name: "Neutrophils",
  value,
  unit: "x10^9/L",
  referenceRange: "2.0-7.5",
  date,
});
const OTHERS: Lab[] = [
  { name: "WBC", value: "3.4", unit: "x10^9/L", referenceRange: "4.0-11.0", date: D },
  { name: "Lymphocytes", value: "1.7", unit: "x10^9/L", referenceRange: "1.0-4.0", date: D },
  { name: "Haemoglobin", value: "146", unit: "g/L", referenceRange: "130-170", date: D },
  { name: "Platelets", value: "232", unit: "x10^9/L", referenceRange: "150-400", date: D },
];
/** Review 6, G15: a well man of Ghanaian ancestry, neutrophils 1.3 now and 1.4 three years ago. */
const G15 = [anc("1.3"), ...OTHERS, anc("1.4", EARLIER)];
const NOTES = "Routine bloods for a new job. Well, no infections, no mouth ulcers. Same result 3 years ago.";
const ANCESTRY = "Ghanaian (Black African) ancestry.";

function run(labs: Lab[], socialHistory = ANCESTRY, clinicalNotes = NOTES, medications: { name: string }[] = []) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse(l)),
    patientContextSchema.parse({ age: 33, gender: "male", socialHistory, clinicalNotes, medications }),
    NOW,
  );
}
const CODE = "duffy-null-neutrophil-count";
const find = (r: ReturnType<typeof run>) => r.findings.find((f) => f.code === CODE);

describe("Duffy-null associated neutrophil count (review 6, G15)", () => {
  it("reads a mildly low, stable count with the ancestry stated as likely Duffy-null, citing its sources", () => {
    const f = find(run(G15));
    expect(f?.clinician).toMatch(/Neutrophils 1\.3 10\^9\/L \(2026-11-10\), previously 1\.4 10\^9\/L \(2023-06-01\)/);
    expect(f?.clinician).toMatch(/Duffy-null associated neutrophil count \(formerly benign ethnic neutropenia\)/);
    expect(f?.clinician).toMatch(/below 1\.0 ×10⁹\/L on repeat testing/);
    expect(f?.patient).toMatch(/does not raise the risk of infection/);
    expect(f?.evidenceIds).toEqual([
      "merz-2023-duffy-null-anc",
      "nhs-lothian-refhelp-neutropenia",
      "hibbs-2025-duffy-null-intervals",
    ]);
  });

  it("replaces the generic low-neutrophil and low-white-cell texts in both reports", () => {
    const r = run(G15);
    expect(r.result.patientResponse).not.toMatch(/bone-marrow problems|raises the risk of serious infection/);
    expect(r.result.clinicianResponse).not.toMatch(/bone-marrow problems|raises the risk of serious infection/);
    expect(r.result.patientResponse).toMatch(/white cell count is a little low for the same reason/);
  });

  it("keeps the generic texts when no ancestry is stated, or it is denied", () => {
    for (const social of ["", "Not of African ancestry."]) {
      const r = run(G15, social);
      expect(find(r)).toBeUndefined();
      // A count of 1.3 gets the generic mild-neutropenia text (in plain words since review 19,
      // quiet-panels), without the ancestry-specific finding.
      expect(r.result.patientResponse).toMatch(/only mildly below the range, does not usually raise/);
    }
    expect(find(run(G15, "Born in South Africa; South African."))).toBeUndefined();
  });

  it("reads Middle Eastern ancestry and a recorded benign ethnic neutropenia", () => {
    expect(find(run(G15, "Middle Eastern heritage."))).toBeDefined();
    expect(find(run(G15, "", "Known benign ethnic neutropenia. Well."))).toBeDefined();
  });

  it("does not reassure about a count that fell to 0.9, or fell by more than a quarter, or was normal before", () => {
    expect(find(run([anc("0.9"), ...OTHERS, anc("1.6", EARLIER)]))).toBeUndefined();
    expect(find(run([anc("1.2"), ...OTHERS, anc("1.8", EARLIER)]))).toBeUndefined();
    expect(find(run([anc("1.3"), ...OTHERS, anc("2.5", EARLIER)]))).toBeUndefined();
  });

  it("needs an earlier count: a single low count is left to the usual reading", () => {
    expect(find(run([anc("1.3"), ...OTHERS]))).toBeUndefined();
  });

  it("does not fire with another low cell line, a stated infection or symptom, or a neutropenia-causing medicine", () => {
    const lowPlatelets = G15.map((l) => (l.name === "Platelets" ? { ...l, value: "120" } : l));
    expect(find(run(lowPlatelets))).toBeUndefined();
    expect(find(run(G15, ANCESTRY, "Recurrent mouth ulcers and sore throat."))).toBeUndefined();
    expect(find(run(G15, ANCESTRY, NOTES, [{ name: "Carbimazole 20 mg" }]))).toBeUndefined();
    expect(find(run(G15, ANCESTRY, NOTES, [{ name: "Clozapine 300 mg" }]))).toBeUndefined();
  });
});
