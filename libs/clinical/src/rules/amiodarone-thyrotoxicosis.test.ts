import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/endocrine-review11/", import.meta.url);
const AIT = "amiodarone-induced-thyrotoxicosis";

function findings(c: ReturnType<typeof loadReviewCase>) {
  return runReviewCase(c).findings;
}

describe("amiodarone-induced thyrotoxicosis", () => {
  it("names AIT in a man on amiodarone with suppressed TSH and raised FT4/FT3, urgent with fast AF and LVEF 35%", () => {
    const out = runReviewCase(loadReviewCase(FOLDER, "02-amiodarone-thyrotoxicosis"));
    const f = out.findings.find((x) => x.code === AIT);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/amiodarone-induced thyrotoxicosis/i);
    expect(f?.clinician).toMatch(/type 1.*type 2/);
    expect(f?.clinician).toMatch(/heart rate 124\/min and LVEF 35%/);
    expect(f?.nextSteps.join(" ")).toMatch(/Same-day medical assessment/);
    expect(f?.nextSteps.join(" ")).toMatch(/Urgent endocrinology referral/);
    // Already on bisoprolol: no "consider a beta-blocker", and no Graves-style uptake scan.
    expect(f?.nextSteps.join(" ")).toMatch(/already on Bisoprolol/i);
    expect(f?.nextSteps.join(" ")).not.toMatch(/consider a beta-blocker|uptake scan|TRAb/i);
    expect(f?.patient).toMatch(/urgent/);
    // The generic findings stand down.
    expect(out.findings.some((x) => x.code === "overt-hyperthyroidism")).toBe(false);
    expect(out.findings.some((x) => x.code === "amiodarone-thyroid")).toBe(false);
    expect(out.result.patientResponse).not.toMatch(/None of these results needs emergency care/);
  });

  it("asks for urgent endocrine input without same-day wording when the heart is not under strain", () => {
    const c = loadReviewCase(FOLDER, "02-amiodarone-thyrotoxicosis");
    c.data.vitalSigns = [{ display: "Heart rate", value: "72", unit: "/min", date: "2026-11-17" }];
    c.data.pastMedicalHistory = [{ display: "Paroxysmal atrial fibrillation", clinicalStatus: "active" }];
    c.data.additionalContext = "Feels well.";
    const f = findings(c).find((x) => x.code === AIT);
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join(" ")).not.toMatch(/Same-day/);
    expect(f?.nextSteps.join(" ")).toMatch(/Urgent endocrinology referral/);
  });

  it("does not fire on amiodarone with a normal TSH, or without amiodarone (Graves-style finding stays)", () => {
    const normalTsh = loadReviewCase(FOLDER, "02-amiodarone-thyrotoxicosis");
    normalTsh.data.recentAbnormalLabs[0].value = "1.2";
    normalTsh.data.labTrends = [];
    expect(findings(normalTsh).some((x) => x.code === AIT)).toBe(false);

    const noAmiodarone = loadReviewCase(FOLDER, "02-amiodarone-thyrotoxicosis");
    noAmiodarone.data.medications = noAmiodarone.data.medications.slice(1);
    const fs = findings(noAmiodarone);
    expect(fs.some((x) => x.code === AIT)).toBe(false);
    expect(fs.some((x) => x.code === "overt-hyperthyroidism")).toBe(true);
  });
});
