import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";

/*
 * A PSA on a 5-alpha-reductase inhibitor, doubled, in a man with prostate symptoms is compared with
 * NICE NG12's threshold for his age (rules/psa-symptomatic.ts), not the generic 4.0 (review 11,
 * onc-haem case 02). Synthetic records.
 */
const NOW = { now: new Date("2026-11-22T00:00:00Z") };

function run(value: string, age: number, notes: string) {
  return analyzeLabResults(
    [labTestSchema.parse({ name: "PSA", value, unit: "ng/mL", referenceRange: "0-4.5", date: "2026-11-12" })],
    patientContextSchema.parse({
      age,
      gender: "male",
      medications: [{ name: "Finasteride", dosage: "5 mg", frequency: "daily" }],
      clinicalNotes: notes,
    }),
    NOW,
  );
}
const ari = (r: ReturnType<typeof run>) => r.findings.find((f) => f.code === "psa-on-5-ari");

describe("PSA on a 5-alpha-reductase inhibitor in a man with symptoms: NG12 age threshold", () => {
  it("man of 66 with nocturia, PSA 2.4 (about 4.8 doubled): above the 4.5 threshold, referral considered", () => {
    const f = ari(run("2.4", 66, "Nocturia and a poor stream."));
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(
      /about 4\.8 ng\/mL, above the NICE NG12 threshold for his age \(more than 4\.5 ng\/mL at 66\)/,
    );
    expect(f?.clinician).not.toMatch(/untreated men \(4\.0 ng\/mL\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/suspected prostate cancer pathway referral/);
    expect(f?.evidenceIds).toContain("nice-ng12-suspected-cancer");
  });

  it("man of 74 with nocturia, PSA 2.4: below the 6.5 threshold for his age, so no finding", () => {
    expect(ari(run("2.4", 74, "Nocturia and a poor stream."))).toBeUndefined();
  });

  it("man of 66 without symptoms: still compared with the generic 4.0 threshold", () => {
    const f = ari(run("2.4", 66, "Routine review, well."));
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/untreated men \(4\.0 ng\/mL\)/);
    expect(f?.clinician).not.toMatch(/NG12/);
  });
});
