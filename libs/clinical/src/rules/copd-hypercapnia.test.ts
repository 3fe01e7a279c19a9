import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/primary-acute-review11/", import.meta.url);
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

// Review 11 primary-acute case 07: COPD exacerbation, pH 7.30, pCO2 8.1 kPa, drowsy after 15 L/min oxygen.
describe("review 11 case 07: COPD with hypercapnic respiratory acidosis", () => {
  const c = loadReviewCase(FIXTURES, "07-copd-exac-hypercapnia-labs");

  it("is critical: controlled oxygen 88–92%, repeat gas, NIV if it persists after 1 hour", () => {
    const f = find(runReviewCase(c), "copd-hypercapnic-acidosis");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("pCO2 8.1 kPa");
    expect(f?.clinician).toContain("after high-concentration oxygen");
    expect(f?.clinician).toContain('"drowsy"');
    expect(f?.nextSteps[0]).toContain("88–92%");
    expect(f?.nextSteps.join(" ")).toMatch(/Non-invasive ventilation .* after 1 hour/);
    expect(f?.evidenceIds).toEqual(["bts-2017-emergency-oxygen", "nice-qs10-copd-niv"]);
  });

  it("does not call the respiratory signs sepsis with blood cultures and IV antibiotics", () => {
    const r = runReviewCase(c);
    expect(find(r, "sepsis-high-risk-adult")).toBeUndefined();
    expect(r.findings.flatMap((f) => f.nextSteps).join(" ")).not.toMatch(/broad-spectrum IV antibiotics/);
  });

  it("reads pCO2 in mmHg (62 mmHg ≈ 8.3 kPa)", () => {
    const mmhg = structuredClone(c);
    mmhg.labResults[1] = { ...mmhg.labResults[1], value: "62", unit: "mmHg", referenceRange: "35-45" };
    expect(find(runReviewCase(mmhg), "copd-hypercapnic-acidosis")?.severity).toBe("critical");
  });

  it("stays silent with a normal pH, a normal pCO2, or without COPD", () => {
    const normalPh = structuredClone(c);
    normalPh.labResults[0] = { ...normalPh.labResults[0], value: "7.38", flag: "Normal" };
    expect(find(runReviewCase(normalPh), "copd-hypercapnic-acidosis")).toBeUndefined();
    const normalCo2 = structuredClone(c);
    normalCo2.labResults[1] = { ...normalCo2.labResults[1], value: "5.6", flag: "Normal" };
    expect(find(runReviewCase(normalCo2), "copd-hypercapnic-acidosis")).toBeUndefined();
    const noCopd = structuredClone(c);
    noCopd.patientContext.conditions = [];
    const r = runReviewCase(noCopd);
    expect(find(r, "copd-hypercapnic-acidosis")).toBeUndefined();
  });

  it("keeps the sepsis finding when a non-respiratory high-risk sign is present (systolic 84)", () => {
    const shocked = structuredClone(c);
    shocked.patientContext.vitalSigns.push({ name: "Blood pressure", value: "84/50" });
    const r = runReviewCase(shocked);
    expect(find(r, "copd-hypercapnic-acidosis")?.severity).toBe("critical");
    expect(find(r, "sepsis-high-risk-adult")?.severity).toBe("critical");
  });
});
