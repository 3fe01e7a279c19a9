import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/endocrine-review11/", import.meta.url);
const CODE = "steroid-induced-hyperglycaemia";

const load = () => loadReviewCase(FOLDER, "12-steroid-hyperglycaemia");

describe("steroid-induced hyperglycaemia", () => {
  it("names the afternoon steroid pattern with a normal fasting glucose and asks for afternoon glucose checks", () => {
    const { findings, result } = runReviewCase(load());
    const f = findings.find((x) => x.code === CODE);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/14\.9 mmol\/L/);
    expect(f?.clinician).toMatch(/normal fasting glucose 5\.6/);
    expect(f?.evidenceIds).toContain("rightdecisions-steroids-diabetes-inpatients");
    expect(f?.clinician).toMatch(/thirst/);
    expect(f?.nextSteps.join(" ")).toMatch(/before the evening meal/);
    expect(f?.nextSteps.join(" ")).toMatch(/12 mmol\/L/);
    expect(f?.patient).toMatch(/afternoon/);
    // The afternoon/fasting pair is no falling trend.
    expect(findings.some((x) => x.code === "trend-falling")).toBe(false);
    expect(result.patientResponse).not.toMatch(/going down over time/);
  });

  it("still reports a trend between two fasting glucose results", () => {
    const c = load();
    c.data.recentAbnormalLabs = [
      {
        display: "Glucose, fasting",
        value: "9.8",
        unit: "mmol/L",
        date: "2026-08-18T08:00:00",
        referenceRange: "3.5-6.0",
      },
    ];
    c.data.medications = [];
    const { findings } = runReviewCase(c);
    expect(findings.some((x) => x.code === "trend-falling")).toBe(true);
    expect(findings.some((x) => x.code === CODE)).toBe(false);
  });

  it("does not fire without a glucocorticoid, for a morning high glucose, or with known diabetes", () => {
    const noSteroid = load();
    noSteroid.data.medications = [];
    expect(runReviewCase(noSteroid).findings.some((x) => x.code === CODE)).toBe(false);

    const morning = load();
    morning.data.recentAbnormalLabs[0].display = "Glucose";
    morning.data.recentAbnormalLabs[0].date = "2026-11-18T08:00:00";
    expect(runReviewCase(morning).findings.some((x) => x.code === CODE)).toBe(false);

    const diabetes = load();
    diabetes.data.pastMedicalHistory.push({ display: "Type 2 diabetes mellitus", clinicalStatus: "active" });
    expect(runReviewCase(diabetes).findings.some((x) => x.code === CODE)).toBe(false);
  });

  it("does not count a high glucose taken before the steroid was started", () => {
    const c = load();
    c.data.medications[0].startDate = "2026-11-19";
    expect(runReviewCase(c).findings.some((x) => x.code === CODE)).toBe(false);
  });
});
