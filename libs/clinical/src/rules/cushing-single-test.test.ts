import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/endocrine-review11/", import.meta.url);
const CODE = "cushing-single-screen-abnormal";
const load = () => loadReviewCase(FOLDER, "13-cushing-dst");

describe("one abnormal screening test for Cushing's syndrome", () => {
  it("refers a failed 1 mg dexamethasone test with striae, bruising, weakness, early fracture and low potassium (high)", () => {
    const f = runReviewCase(load()).findings.find((x) => x.code === CODE);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/196 nmol\/L/);
    expect(f?.clinician).toMatch(/purple striae, easy bruising, proximal muscle weakness/);
    expect(f?.clinician).toMatch(/fracture at age 44/);
    expect(f?.clinician).toMatch(/second first-line test/);
    expect(f?.clinician).toMatch(
      /hypertension, raised glucose or HbA1c and low potassium may be driven by cortisol excess/,
    );
    expect(f?.nextSteps.join(" ")).toMatch(/Refer to endocrinology soon/);
    expect(f?.nextSteps.join(" ")).toMatch(/morning ACTH/);
  });

  it("stays moderate with a failed test but no features in the record", () => {
    const c = load();
    c.data.additionalContext = "Incidental finding. No symptoms.";
    c.data.pastMedicalHistory = [];
    c.data.recentAbnormalLabs = c.data.recentAbnormalLabs.slice(0, 1);
    const f = runReviewCase(c).findings.find((x) => x.code === CODE);
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).toMatch(/second first-line test/);
  });

  it("does not fire when the test suppressed, on a glucocorticoid, or with two abnormal tests", () => {
    const suppressed = load();
    suppressed.data.recentAbnormalLabs[0].value = "30";
    expect(runReviewCase(suppressed).findings.some((x) => x.code === CODE)).toBe(false);

    const steroid = load();
    steroid.data.medications.push({ medication: "Prednisolone 5 mg", status: "active" });
    expect(runReviewCase(steroid).findings.some((x) => x.code === CODE)).toBe(false);

    const two = load();
    two.data.recentAbnormalLabs.push({
      display: "Late-night salivary cortisol",
      value: "12.1",
      unit: "nmol/L",
      date: "2026-11-16T23:00:00",
      referenceRange: "<3.6",
    });
    const fs = runReviewCase(two).findings;
    expect(fs.some((x) => x.code === CODE)).toBe(false);
    expect(fs.some((x) => x.code === "cushing-screen-positive")).toBe(true);
  });
});
