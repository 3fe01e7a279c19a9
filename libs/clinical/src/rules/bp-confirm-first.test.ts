import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/primary-acute-review11/", import.meta.url);
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

// Review 11 primary-acute case 03: 52-year-old, clinic 154/96 and 150/94, no home or ambulatory readings, untreated.
describe("review 11 case 03: raised clinic readings without out-of-office confirmation", () => {
  const c = loadReviewCase(FIXTURES, "03-htn-clinic-unconfirmed");

  it("asks for ambulatory (or home) confirmation first and does not advise starting medicines", () => {
    const f = find(runReviewCase(c), "bp-stage-2");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps[0]).toContain("Confirm with ambulatory blood pressure monitoring");
    expect(f?.nextSteps.join(" ")).toMatch(/cardiovascular risk/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Start treatment|two first-line drugs|usually two drugs/);
    expect(f?.clinician).toContain("no home or ambulatory readings");
    expect(f?.clinician).not.toContain("sustained, not a single reading");
    expect(f?.evidenceIds).toContain("nice-ng136-hypertension");
  });

  it("keeps the treatment advice once hypertension is on record and treated", () => {
    const treated = structuredClone(c);
    treated.data.pastMedicalHistory = [{ display: "Essential hypertension", clinicalStatus: "active" }];
    treated.data.medications = [{ medication: "Amlodipine 5 mg", status: "active" }];
    const f = find(runReviewCase(treated), "bp-stage-2");
    expect(f?.nextSteps[0]).toMatch(/^Intensify treatment/);
  });

  it("leaves very high readings (180/120 or more) to the severe finding", () => {
    const severe = structuredClone(c);
    severe.data.vitalSigns = [
      { display: "Blood pressure", value: "186/112", unit: "mmHg", date: "2026-11-03" },
      { display: "Blood pressure", value: "184/110", unit: "mmHg", date: "2026-11-10" },
    ];
    const r = runReviewCase(severe);
    expect(find(r, "bp-severe")?.severity).toBe("high");
    expect(find(r, "bp-stage-2")).toBeUndefined();
  });
});
