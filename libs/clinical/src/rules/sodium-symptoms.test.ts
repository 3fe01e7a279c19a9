import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

// Review 11 (geriatrics) case 06: sodium 124 on sertraline, "more unsteady and muddled per carer".
const CASES = new URL("./fixtures/geriatrics-review11/", import.meta.url);

describe("hyponatraemia: symptoms as carers and notes word them", () => {
  it("reads 'muddled' in the notes as confusion beside a low sodium", () => {
    const f = runReviewCase(loadReviewCase(CASES, "06-ssri-hyponatraemia")).findings.find(
      (x) => x.code === "hyponatraemia",
    );
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("The notes mention confusion");
  });

  it("names confusion at a moderate low sodium when 'muddled' is stated, not when absent or denied", () => {
    const run = (notes: string) =>
      analyzeEhr(
        healthDataSchema.parse({
          patientInfo: { age: 80, gender: "female" },
          recentAbnormalLabs: [
            { display: "Sodium", value: "128", unit: "mmol/L", date: "2026-11-20", referenceRange: "133-146" },
          ],
          additionalContext: notes,
        }),
        { now: new Date("2026-11-28T12:00:00Z") },
      ).findings.find((x) => x.code === "hyponatraemia");
    expect(run("Daughter says she is muddled this week.")?.clinician).toContain("The notes mention confusion");
    expect(run("Well, walking daily.")?.clinician).not.toContain("mention confusion");
    expect(run("Not muddled.")?.clinician).not.toContain("mention confusion");
  });
});
