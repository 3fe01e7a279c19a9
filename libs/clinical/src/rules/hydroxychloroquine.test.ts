import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const CASES = new URL("./fixtures/rheumatology-review11/", import.meta.url);
const base = () => loadReviewCase(CASES, "03-hcq-eye-screening");
const finding = (c: ReviewCase) =>
  runReviewCase(c).findings.find((f) => f.code === "hydroxychloroquine-retinal-monitoring");

type Med = { medication: string; status: string; dosage?: string; startDate?: string };
function withData(c: ReviewCase, patch: (d: ReviewCase["data"]) => void): ReviewCase {
  const copy = structuredClone(c);
  patch(copy.data);
  return copy;
}
const hcq = (d: ReviewCase["data"]) => (d.medications as Med[]).find((m) => /hydroxychloroquine/i.test(m.medication))!;

describe("hydroxychloroquine retinal monitoring (review 11 case 03)", () => {
  it("is due with 12 years' use, 7.4 mg/kg/day, tamoxifen and eGFR 52, and asks for a dose review", () => {
    const f = finding(base());
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/for 12 years/);
    expect(f?.clinician).toMatch(/7\.4 mg\/kg\/day/);
    expect(f?.clinician).toMatch(/Tamoxifen/i);
    expect(f?.clinician).toMatch(/eGFR 52/);
    expect(f?.nextSteps.join(" ")).toMatch(/SD-OCT/);
    expect(f?.nextSteps.join(" ")).toMatch(/Review the dose/);
    expect(f?.patient).toMatch(/yearly eye scan/);
    expect(f?.evidenceIds).toContain("rcophth-2020-hcq-retinopathy");
  });

  it("is due after five years without risk factors, without a dose review", () => {
    const c = withData(base(), (d) => {
      d.medications = [{ ...hcq(d), dosage: "200 mg daily", startDate: "2019-01-01" }];
      d.recentAbnormalLabs = [];
      d.pastMedicalHistory = [{ display: "Systemic lupus erythematosus", clinicalStatus: "active" }];
      d.vitalSigns = [{ display: "Body weight", value: "70", unit: "kg", date: "2026-10-01" }];
      d.additionalContext = "";
    });
    const f = finding(c);
    expect(f?.title).not.toMatch(/extra risk factors/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Review the dose/);
  });

  it("is not yet due at two years without risk factors, but is due at two years with tamoxifen", () => {
    const early = withData(base(), (d) => {
      d.medications = [{ ...hcq(d), dosage: "200 mg daily", startDate: "2024-06-01" }];
      d.recentAbnormalLabs = [];
      d.vitalSigns = [{ display: "Body weight", value: "70", unit: "kg", date: "2026-10-01" }];
    });
    expect(finding(early)).toBeUndefined();
    const withTamoxifen = withData(early, (d) => {
      d.medications.push({ medication: "Tamoxifen 20 mg", status: "active" });
    });
    expect(finding(withTamoxifen)?.clinician).toMatch(/Tamoxifen/i);
  });

  it("stays silent when retinal screening is recorded (review 11 case 16) or there is no start date", () => {
    const screened = withData(base(), (d) => {
      d.additionalContext = "Retinal screening (OCT) 2026-03 normal.";
    });
    expect(finding(screened)).toBeUndefined();
    expect(finding(loadReviewCase(CASES, "16-sle-false-positive-deep"))).toBeUndefined();
    const noStart = withData(base(), (d) => {
      delete hcq(d).startDate;
    });
    expect(finding(noStart)).toBeUndefined();
  });
});
