import { describe, expect, it } from "vitest";
import { healthDataSchema } from "@hds/contracts";
import type { Finding } from "../model.ts";
import { analyzeEhr } from "../pipeline.ts";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

// Review 10 gi-liver case 06: decompensated alcohol-related cirrhosis, abstinent 14 months.
function case06(overrides: { additionalContext?: string; conditions?: string[] } = {}) {
  const lab = (display: string, value: string, unit: string, referenceRange: string) => ({
    display,
    value,
    unit,
    referenceRange,
    date: "2026-11-15",
  });
  return analyzeEhr(
    healthDataSchema.parse({
      patientInfo: { age: 58, gender: "male" },
      recentAbnormalLabs: [
        lab("Albumin", "26", "g/L", "35-50"),
        lab("Bilirubin", "68", "umol/L", "0-21"),
        lab("INR", "1.9", "", "0.8-1.2"),
        lab("Sodium", "128", "mmol/L", "133-146"),
        lab("Platelets", "68", "x10^9/L", "150-400"),
        lab("AST", "74", "U/L", "0-40"),
      ],
      recentNormalLabs: [lab("Creatinine", "98", "umol/L", "59-104"), lab("ALT", "38", "U/L", "0-41")],
      pastMedicalHistory: (overrides.conditions ?? ["Alcohol-related liver cirrhosis"]).map((display) => ({
        display,
        clinicalStatus: "active",
        onsetDate: "2024-03",
      })),
      medications: [
        { medication: "Spironolactone 100 mg", status: "active" },
        { medication: "Furosemide 40 mg", status: "active" },
      ],
      additionalContext:
        overrides.additionalContext ??
        "Abstinent from alcohol 14 months. Moderate ascites on examination, last paracentesis 3 weeks ago (6 L). No confusion. Last ultrasound liver 11 months ago. Never had an endoscopy.",
    }),
    NOW,
  );
}

describe("known cirrhosis (review 10 gi-liver 06)", () => {
  it("scores Child-Pugh C (12) and MELD-Na 26", () => {
    const f = find(case06(), "cirrhosis-severity");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Child-Pugh score 12 (class C)");
    expect(f?.clinician).toContain("MELD 20, MELD-Na 26");
  });

  it("asks for transplant assessment, variceal assessment and overdue HCC surveillance", () => {
    const steps = find(case06(), "cirrhosis-severity")?.nextSteps.join("\n") ?? "";
    expect(steps).toMatch(/liver transplant centre/);
    expect(steps).toMatch(/upper GI endoscopy \(none recorded so far\)/);
    expect(steps).toMatch(/surveillance is overdue: the last liver ultrasound was 11 months ago/);
    expect(steps).toMatch(/albumin with large-volume paracentesis/);
  });

  it("does not advise FIB-4 fibrosis staging in known cirrhosis", () => {
    const r = case06();
    expect(find(r, "fib4-fibrosis-risk")).toBeUndefined();
    expect(find(r, "fib4-low-risk")).toBeUndefined();
  });

  it("does not read abstinent cirrhosis as alcohol-related hepatitis", () => {
    expect(find(case06(), "alcohol-hepatitis")).toBeUndefined();
  });

  it("says 'at least' when the notes do not describe ascites or encephalopathy", () => {
    const f = find(case06({ additionalContext: "Review." }), "cirrhosis-severity");
    expect(f?.clinician).toContain("Child-Pugh score at least 10 (class C)");
  });

  it("keeps FIB-4 without a cirrhosis on record", () => {
    const r = case06({ conditions: ["Hypertension"], additionalContext: "Review." });
    expect(find(r, "cirrhosis-severity")).toBeUndefined();
    expect(find(r, "fib4-fibrosis-risk")).toBeDefined();
  });
});

describe("varices step and a beta-blocker already taken (review 14, haematology case 13)", () => {
  const FOLDER = new URL("./fixtures/haematology-review14/", import.meta.url);
  const steps = (c: ReviewCase) =>
    runReviewCase(c)
      .findings.find((f) => f.code === "cirrhosis-severity")
      ?.nextSteps.join(" ") ?? "";

  it("does not offer beta-blocker prophylaxis to someone already on propranolol", () => {
    const c = loadReviewCase(FOLDER, "13-splenomegaly-cytopenias-cirrhosis");
    expect(steps(c)).not.toMatch(/beta-blocker prophylaxis/);
  });

  it("names a cardioselective beta-blocker already taken beside the prophylaxis suggestion", () => {
    const c = loadReviewCase(FOLDER, "13-splenomegaly-cytopenias-cirrhosis");
    c.data.medications[0].medication = "Bisoprolol 2.5 mg";
    expect(steps(c)).toMatch(/beta-blocker prophylaxis as the liver team advises \(currently on Bisoprolol 2\.5 mg\)/i);
  });
});
