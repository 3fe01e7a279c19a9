import { describe, expect, it } from "vitest";
import { type ReviewCase, runReviewCase } from "./testing/review-case.ts";

const NOW = "2026-11-29T10:00:00Z";

/** The shared sample's critical potassium on spironolactone and ramipril, taken on `date`. */
function potassiumCase(date: string | undefined): ReviewCase {
  const dated = date === undefined ? {} : { date };
  return {
    _now: NOW,
    labResults: [
      { name: "Potassium", value: "6.9", unit: "mmol/L", flag: "Critical", referenceRange: "3.5-5.1", ...dated },
      { name: "Sodium", value: "139", unit: "mmol/L", referenceRange: "135-145", ...dated },
    ],
    patientContext: {
      age: "72",
      gender: "male",
      medications: [
        { name: "Spironolactone", dosage: "25 mg", frequency: "daily" },
        { name: "Ramipril", dosage: "10 mg", frequency: "daily" },
      ],
      conditions: [{ name: "Heart failure with reduced ejection fraction", status: "active" }],
    },
  };
}

const byCode = (c: ReviewCase, code: string) => runReviewCase(c).findings.find((f) => f.code === code);

describe("urgent findings on results from well before the analysis", () => {
  it("keeps a critical potassium taken two days ago an emergency now", () => {
    const f = byCode(potassiumCase("2026-11-27"), "raas-hyperkalaemia");
    expect(f?.severity).toBe("critical");
    expect(f?.patient).toMatch(/emergency department now/);
  });

  it("keeps an undated critical potassium an emergency: its age is unknown", () => {
    expect(byCode(potassiumCase(undefined), "raas-hyperkalaemia")?.severity).toBe("critical");
  });

  it("makes a critical potassium from 100 days ago one to repeat today unless acted on, not an emergency now", () => {
    const out = runReviewCase(potassiumCase("2026-08-21"));
    expect(out.findings.some((f) => f.severity === "critical")).toBe(false);
    const f = out.findings.find((x) => x.code === "raas-hyperkalaemia");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toBe(
      "Unless already acted on: the results are from 2026-08-21, 100 days before this analysis; repeat potassium today and act on the repeat as below",
    );
    expect(f?.clinician).toMatch(/unless they have been acted on already, repeat them today/);
    expect(f?.patient).toMatch(
      /^Your potassium \(a body salt that keeps the heart rhythm steady\) result from 2026-08-21/,
    );
    expect(f?.patient).toMatch(/contact your doctor today/);
    expect(f?.patient).not.toMatch(/emergency department/);
    expect(out.result.patientResponse).not.toMatch(/Please act on this now/);
  });

  it("makes a critical potassium from four years ago one to repeat before acting, at moderate priority", () => {
    const out = runReviewCase(potassiumCase("2022-11-20"));
    const f = out.findings.find((x) => x.code === "raas-hyperkalaemia");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps[0]).toBe(
      "Repeat potassium first: the results are from 2022-11-20, about 4 years ago; act on the steps below only if the repeat confirms them",
    );
    expect(f?.clinician).toMatch(/These results are from 2022-11-20, about 4 years before this analysis/);
    expect(f?.patient).toMatch(/result from 2022 needed attention at the time\. That was about 4 years ago/);
    expect(out.findings.find((x) => x.code === "lab-critical")?.severity).toBe("moderate");
  });

  it("says at the top of both reports how old the newest results are", () => {
    const { result } = runReviewCase(potassiumCase("2022-11-20"));
    expect(result.patientResponse).toMatch(/Your most recent test results are from 2022, about 4 years ago/);
    expect(result.clinicianResponse).toMatch(/The newest lab result is from 2022-11-20, about 4 year\(s\) ago/);
    const recent = runReviewCase(potassiumCase("2026-11-27")).result;
    expect(recent.patientResponse).not.toMatch(/most recent test results are from/);
  });

  it("leaves a moderate finding on old results at its priority and says how old they are", () => {
    const c = potassiumCase("2022-11-20");
    c.labResults = [{ name: "Sodium", value: "131", unit: "mmol/L", referenceRange: "135-145", date: "2022-11-20" }];
    const f = runReviewCase(c).findings.find((x) => x.code === "hyponatraemia");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps[0]).toMatch(/^Assess symptoms and volume status/);
    expect(f?.clinician).toMatch(/These results are from 2022-11-20, about 4 years before this analysis/);
    expect(f?.patient).toMatch(
      /This is from a test in 2022, about 4 years ago, which may not show how things are now\.$/,
    );
  });

  it("leaves moderate findings on recent results, and monitoring gaps, unworded", () => {
    const c = potassiumCase("2026-11-20");
    c.labResults = [{ name: "Sodium", value: "131", unit: "mmol/L", referenceRange: "135-145", date: "2026-11-20" }];
    expect(runReviewCase(c).findings.find((x) => x.code === "hyponatraemia")?.clinician).not.toMatch(
      /before this analysis/,
    );
    const warfarin: ReviewCase = {
      _now: NOW,
      data: {
        patientInfo: { age: 70, gender: "male" },
        medications: [{ medication: "Warfarin 5 mg tablet", status: "active" }],
        recentNormalLabs: [{ display: "INR", value: "2.4", unit: "", referenceRange: "2.0-3.0", date: "2021-03-01" }],
      },
    };
    const gap = runReviewCase(warfarin).findings.find((x) => x.code === "warfarin-inr-unmonitored");
    expect(gap).toBeDefined();
    expect(gap?.clinician).not.toMatch(/These results are from/);
  });
});

describe("a pregnancy condition left active in the record", () => {
  const record = (onsetDate: string, age: number): ReviewCase => ({
    _now: NOW,
    data: {
      patientInfo: { age, gender: "female" },
      pastMedicalHistory: [{ display: "Tubal pregnancy", clinicalStatus: "active", onsetDate }],
      recentNormalLabs: [
        { display: "Creatinine", value: "0.69", unit: "mg/dL", referenceRange: "0.5-1.1", date: "2026-11-20" },
      ],
    },
  });

  it("is not read as a current pregnancy decades after its date", () => {
    const out = runReviewCase(record("1973-11-19", 72));
    expect(out.model.derivedLabs?.length ?? 0).toBe(1);
    expect(out.result.patientResponse).not.toMatch(/swelling of your face, hands or feet/);
    expect(out.result.clinicianResponse).not.toMatch(/current pregnancy is recorded/);
  });

  it("is still read as current when dated ten weeks ago", () => {
    const out = runReviewCase(record("2026-09-20", 31));
    expect(out.model.derivedLabs?.length ?? 0).toBe(0);
    expect(out.result.clinicianResponse).toMatch(/current pregnancy is recorded/);
  });
});
