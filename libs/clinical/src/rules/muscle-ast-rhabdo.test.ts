import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const CASES = new URL("./fixtures/rheumatology-review11/", import.meta.url);

function findings(astValue: string, altValue: string, ckValue: string, statin = false) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 60, gender: "male" },
    recentAbnormalLabs: [
      { display: "AST", value: astValue, unit: "U/L", referenceRange: "<40", date: "2026-11-20" },
      { display: "ALT", value: altValue, unit: "U/L", referenceRange: "<41", date: "2026-11-20" },
      { display: "Creatine kinase", value: ckValue, unit: "U/L", referenceRange: "40-320", date: "2026-11-20" },
    ],
    medications: statin ? [{ medication: "Atorvastatin 40 mg", status: "active" }] : [],
  });
  return analyzeEhr(data, { now: new Date("2026-11-28T00:00:00Z") }).findings;
}

describe("transaminases from muscle with CK in the rhabdomyolysis range", () => {
  it("review 11 rheumatology case 11: AST 310 > ALT 160 with CK 8,900 is read as muscle, and the statin ALT finding steps aside", () => {
    const all = runReviewCase(loadReviewCase(CASES, "11-statin-myositis-severe")).findings;
    const f = all.find((x) => x.code === "ast-muscle-source");
    expect(f?.clinician).toContain("both transaminases most likely come from muscle rather than the liver");
    expect(f?.nextSteps.join(" ")).toContain("once CK has fallen");
    expect(f?.patient).toContain("Your ALT, another liver test, is also raised");
    expect(all.some((x) => x.code === "statin-alt-elevated")).toBe(false);
  });

  it("reads a clearly raised ALT below the AST as muscle only when CK is above 5 times its upper limit", () => {
    expect(findings("300", "150", "5000").some((f) => f.code === "ast-muscle-source")).toBe(true);
    // CK 4.5 times the limit: an ALT over twice its limit keeps its liver reading.
    expect(findings("300", "150", "1450").some((f) => f.code === "ast-muscle-source")).toBe(false);
    expect(findings("300", "150", "1450", true).some((f) => f.code === "statin-alt-elevated")).toBe(true);
  });

  it("keeps the liver reading when ALT is above the AST, however high the CK", () => {
    const all = findings("150", "300", "9000");
    expect(all.some((f) => f.code === "ast-muscle-source")).toBe(false);
  });
});
