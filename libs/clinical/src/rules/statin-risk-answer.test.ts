import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

/** Synthetic, review 14 known gaps 11–14: the statin answer at each PREVENT risk level. */
const FOLDER = new URL("./fixtures/known-gaps-review14/", import.meta.url);
const risk = (c: ReviewCase) => runReviewCase(c).findings.find((f) => f.code === "prevent-10y-cv-risk");

describe("the statin answer beside the PREVENT 10-year risk", () => {
  it("advises discussing a moderate-intensity statin at intermediate risk", () => {
    const f = risk(loadReviewCase(FOLDER, "11-prevent-intermediate-no-statin"));
    expect(f?.clinician).toMatch(/ASCVD risk of 7\.5% to under 20% is intermediate/);
    expect(f?.nextSteps[0]).toMatch(/^Discuss starting a moderate-intensity statin/);
    expect(f?.patient).toMatch(/a statin\) is usually advised/);
    expect(f?.evidenceIds).toContain("acc-aha-2019-primary-prevention");
  });

  it("advises starting a statin at high risk", () => {
    const f = risk(loadReviewCase(FOLDER, "12-prevent-high-no-statin"));
    expect(f?.clinician).toMatch(/20% or more is high risk/);
    expect(f?.nextSteps[0]).toMatch(/^Start a statin .*50% or more/);
    expect(f?.patient).toMatch(/Your estimated risk is high/);
  });

  it("continues a statin already taken, without telling the patient to start one", () => {
    const f = risk(loadReviewCase(FOLDER, "13-prevent-high-on-statin"));
    expect(f?.nextSteps[0]).toMatch(/^Continue atorvastatin 20 mg/i);
    expect(f?.patient).toMatch(/You already take a statin/);
    expect(f?.patient).not.toMatch(/Ask your doctor about starting one/);
  });

  it("keeps the low-risk answer below 5%", () => {
    const f = risk(loadReviewCase(FOLDER, "14-prevent-low-risk"));
    expect(f?.nextSteps[0]).toMatch(/^No statin for now at this low estimated risk/);
  });

  it("leaves diabetes to its own statin finding", () => {
    const c = loadReviewCase(FOLDER, "12-prevent-high-no-statin");
    c.data.pastMedicalHistory.push({ display: "Type 2 diabetes", clinicalStatus: "active" });
    expect(risk(c)?.clinician).not.toMatch(/On the statin question/);
  });
});
