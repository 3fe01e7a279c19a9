import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The cardiology review's cases (round 13), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/cardiology-review13/", import.meta.url);

type Report = ReturnType<typeof runReviewCase>;
const find = (r: Report, code: string) => r.findings.find((f) => f.code === code);

describe("ALT above 3× the upper limit on amiodarone (review 13 cardiology, case 13)", () => {
  it("is a high-priority amiodarone liver finding that names the rise and the cardiology review", () => {
    const r = runReviewCase(loadReviewCase(CASES, "13-amiodarone-tft-lft"));
    const f = find(r, "amiodarone-liver-injury");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/ALT 138 U\/L.*3\.5× the upper limit, up from 28 U\/L on 2025-09-01/);
    expect(f?.nextSteps.join(" ")).toMatch(/cardiology/);
    expect(f?.nextSteps.join(" ")).toMatch(/bilirubin.*INR/);
  });

  it("stays silent below 3× the upper limit", () => {
    const c = loadReviewCase(CASES, "13-amiodarone-tft-lft");
    c.data.recentAbnormalLabs[2].value = "110";
    c.data.labTrends[0].values[2].value = "110";
    expect(find(runReviewCase(c), "amiodarone-liver-injury")).toBeUndefined();
  });

  it("stays silent when the raised transaminases come from injured muscle", () => {
    const c = loadReviewCase(
      new URL("./fixtures/rheumatology-review11/", import.meta.url),
      "11-statin-myositis-severe",
    );
    expect(c.data.medications.some((m: { medication: string }) => /amiodarone/i.test(m.medication))).toBe(true);
    const r = runReviewCase(c);
    expect(find(r, "ast-muscle-source")).toBeDefined();
    expect(find(r, "amiodarone-liver-injury")).toBeUndefined();
  });

  it("does not reassure about the raised free T4 beside amiodarone-induced thyrotoxicosis", () => {
    const r = runReviewCase(loadReviewCase(CASES, "13-amiodarone-tft-lft"));
    const ft4 = r.findings.find((f) => f.family === "lab-flag" && /free thyroxine/i.test(f.title));
    expect(find(r, "amiodarone-induced-thyrotoxicosis")).toBeDefined();
    expect(ft4?.patient).not.toMatch(/not an overactive thyroid/);
    expect(ft4?.patient).toMatch(/part of the overactive thyroid/);
  });
});
