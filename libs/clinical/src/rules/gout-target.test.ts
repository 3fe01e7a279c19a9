import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const CASES = new URL("./fixtures/rheumatology-review11/", import.meta.url);

function run(urate: string, opts: { condition?: string; notes?: string } = {}) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 60, gender: "male" },
    pastMedicalHistory: [{ display: opts.condition ?? "Gout", clinicalStatus: "active" }],
    recentAbnormalLabs: [
      { display: "Urate", value: urate, unit: "mmol/L", date: "2026-11-15", referenceRange: "0.20-0.42" },
    ],
    additionalContext: opts.notes,
  });
  return analyzeEhr(data, { now: new Date("2026-11-28T00:00:00Z") }).findings.find(
    (f) => f.code === "gout-urate-above-target",
  );
}

describe("gout urate target with tophi (EULAR 2016)", () => {
  it("review 11 rheumatology case 04: a tophus in the notes sets the target to 0.30 mmol/L (5 mg/dL)", () => {
    const f = runReviewCase(loadReviewCase(CASES, "04-gout-allopurinol-not-at-target")).findings.find(
      (x) => x.code === "gout-urate-above-target",
    );
    expect(f?.clinician).toContain("goal of below about 0.3 mmol/L (5 mg/dL)");
    expect(f?.clinician).toContain("EULAR 2016");
    expect(f?.clinician).toContain("then below about 0.36 mmol/L (6 mg/dL)");
    expect(f?.nextSteps.join(" ")).toContain("until urate is below about 0.3 mmol/L (5 mg/dL)");
    expect(f?.evidenceIds).toContain("eular-2016-gout");
  });

  it("reads tophaceous gout named as the condition, and fires between the two targets only with tophi", () => {
    const f = run("0.33", { condition: "Chronic tophaceous gout" });
    expect(f?.clinician).toContain("(5 mg/dL)");
    expect(run("0.33")).toBeUndefined();
  });

  it("keeps the usual 0.36 mmol/L (6 mg/dL) target without tophi, or when tophi are denied", () => {
    for (const f of [run("0.48"), run("0.48", { notes: "No tophi on examination." })]) {
      expect(f?.clinician).toContain("below about 0.36 mmol/L (6 mg/dL)");
      expect(f?.clinician).not.toContain("EULAR 2016");
      expect(f?.evidenceIds).not.toContain("eular-2016-gout");
    }
  });
});
