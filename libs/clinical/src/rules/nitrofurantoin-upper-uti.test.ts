import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/primary-acute-review11/", import.meta.url);
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

// Review 11 primary-acute case 10: 58-year-old man on nitrofurantoin day 2, fever 38.8 °C, rigors, right loin pain.
describe("review 11 case 10: nitrofurantoin with signs of upper urinary tract infection", () => {
  const c = loadReviewCase(FIXTURES, "10-male-uti-pyelo-us-labs");

  it("is high: not suitable for pyelonephritis, review the antibiotic today with a urine culture", () => {
    const f = find(runReviewCase(c), "nitrofurantoin-upper-uti");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain('"right loin pain" in the notes');
    expect(f?.clinician).toContain("temperature 38.8 °C");
    expect(f?.clinician).toContain("not suitable for pyelonephritis");
    expect(f?.nextSteps[0]).toMatch(/^Review the antibiotic today/);
    expect(f?.nextSteps.join(" ")).toMatch(/urine culture/);
    // US units on this record: IDSA's complicated UTI guideline, not NICE NG111 (review 26, us-sources-26b).
    expect(f?.evidenceIds).toEqual(["idsa-2025-complicated-uti"]);
  });

  it("fires on fever and rigors with a urinary infection named, without loin pain", () => {
    const febrile = structuredClone(c);
    febrile.patientContext.clinicalNotes =
      "Dysuria and frequency 4 days, now rigors. Started nitrofurantoin yesterday.";
    expect(find(runReviewCase(febrile), "nitrofurantoin-upper-uti")?.severity).toBe("high");
  });

  it("stays silent for cystitis without fever or loin pain", () => {
    const lower = structuredClone(c);
    lower.patientContext.vitalSigns = [{ name: "Temperature", value: "36.9 C" }];
    lower.patientContext.clinicalNotes =
      "Dysuria and frequency 2 days, no loin pain, no fever. Nitrofurantoin started.";
    expect(find(runReviewCase(lower), "nitrofurantoin-upper-uti")).toBeUndefined();
  });

  it("stays silent for a fever with no urinary infection named (nitrofurantoin prophylaxis)", () => {
    const other = structuredClone(c);
    other.patientContext.clinicalNotes = "Cough and fever for 3 days. On long-term nitrofurantoin prophylaxis.";
    expect(find(runReviewCase(other), "nitrofurantoin-upper-uti")).toBeUndefined();
  });

  it("stays silent without nitrofurantoin", () => {
    const cefalexin = structuredClone(c);
    cefalexin.patientContext.medications = [{ name: "Cefalexin 500 mg" }];
    expect(find(runReviewCase(cefalexin), "nitrofurantoin-upper-uti")).toBeUndefined();
  });
});
