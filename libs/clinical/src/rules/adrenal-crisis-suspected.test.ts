import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The endocrinology review's cases (round 11), kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/endocrine-review11/", import.meta.url));
const find = (r: ReturnType<typeof runReviewCase>, code: string) => r.findings.find((f) => f.code === code);

describe("adrenal crisis before adrenal insufficiency is diagnosed (review case 15)", () => {
  it("calls a low morning cortisol with low sodium, high potassium, low blood pressure and vomiting a possible adrenal crisis: hydrocortisone now", () => {
    const r = runReviewCase(load("15-addison-crisis"));
    const f = find(r, "adrenal-crisis-suspected");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/Cortisol 64 nmol\/L/);
    expect(f?.clinician).toMatch(/must not wait for confirmation/);
    expect(f?.nextSteps[0]).toMatch(/hydrocortisone 100 mg IV or IM now/);
    expect(f?.patient).toMatch(/Your cortisol .* is low\. With your other results .* emergency/);
    expect(f?.evidenceIds).toContain("endosoc-2016-primary-adrenal-insufficiency");
  });

  it("does not call the high potassium spurious, ask for a repeat in 3 days or give diet advice", () => {
    const r = runReviewCase(load("15-addison-crisis"));
    expect(find(r, "hyperkalaemia")).toBeUndefined();
    const all = JSON.stringify(r.findings);
    expect(all).not.toMatch(/often spurious/);
    expect(all).not.toMatch(/Repeat potassium within 3 days/);
    expect(all).not.toMatch(/salt substitutes/);
    expect(find(r, "hyponatraemia")?.clinician).toMatch(/read with the adrenal finding/);
  });

  it("asks for same-day assessment (high, not critical) without low blood pressure or vomiting", () => {
    const c = load("15-addison-crisis");
    c.data.vitalSigns = [{ display: "Blood pressure", value: "122/76", unit: "mmHg", date: "2026-11-19" }];
    c.data.additionalContext = "3 months fatigue and salt craving.";
    const f = find(runReviewCase(c), "adrenal-crisis-suspected");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join(" ")).toMatch(/Same-day assessment/);
  });

  it("stays silent with a normal cortisol, with a glucocorticoid medicine, or with known adrenal insufficiency", () => {
    const normal = load("15-addison-crisis");
    normal.data.recentAbnormalLabs[2].value = "420";
    expect(find(runReviewCase(normal), "adrenal-crisis-suspected")).toBeUndefined();
    const steroid = load("15-addison-crisis");
    steroid.data.medications.push({ medication: "Prednisolone 5 mg daily", status: "active" });
    expect(find(runReviewCase(steroid), "adrenal-crisis-suspected")).toBeUndefined();
    const known = load("15-addison-crisis");
    known.data.pastMedicalHistory.push({ display: "Addison's disease", clinicalStatus: "active" });
    const r = runReviewCase(known);
    expect(find(r, "adrenal-crisis-suspected")).toBeUndefined();
    expect(find(r, "adrenal-crisis-known-insufficiency")?.severity).toBe("critical");
  });

  it("does not read a low cortisol after dexamethasone as adrenal insufficiency", () => {
    const c = load("15-addison-crisis");
    c.data.recentAbnormalLabs[2].display = "Cortisol after 1 mg overnight dexamethasone";
    expect(find(runReviewCase(c), "adrenal-crisis-suspected")).toBeUndefined();
  });
});
