import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The endocrinology review's cases (round 11), kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/endocrine-review11/", import.meta.url));
const find = (r: ReturnType<typeof runReviewCase>, code: string) => r.findings.find((f) => f.code === code);

describe("DKA with a glucose below 250 mg/dL (review case 11, SGLT2 inhibitor)", () => {
  it("asks for a dextrose infusion with the insulin from the start, stops the SGLT2 inhibitor and names surgery and poor intake as triggers", () => {
    const f = find(runReviewCase(load("11-sglt2-euglycaemic-dka")), "hyperglycaemic-crisis");
    expect(f?.severity).toBe("critical");
    const steps = f?.nextSteps.join(" ") ?? "";
    // mmol/L leads on a record in mmol/L (review 33, diabetes-endo-33).
    expect(steps).toMatch(/below 13\.9 mmol\/L \(250 mg\/dL\), here 9\.6 mmol\/L/);
    expect(steps).toMatch(
      /glucose-containing infusion \(5% or 10% dextrose\) alongside the fixed-rate insulin from the start/,
    );
    expect(steps).toMatch(/Stop Empagliflozin 25 mg now/i);
    expect(steps).toMatch(/trigger \(surgery, fasting or poor food intake/);
    expect(f?.evidenceIds).toContain("ada-2024-hyperglycaemic-crises");
  });

  it("gives no dextrose-from-the-start step when the glucose is 250 mg/dL or more (review case 07)", () => {
    const f = find(runReviewCase(load("07-t1d-dka")), "hyperglycaemic-crisis");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps.join(" ")).not.toMatch(/dextrose/);
    expect(f?.nextSteps.join(" ")).toMatch(/trigger \(infection, missed insulin, new diabetes\)/);
  });

  it("gives the dextrose step below 250 mg/dL without an SGLT2 inhibitor too, but keeps the usual trigger list", () => {
    const c = load("11-sglt2-euglycaemic-dka");
    c.data.medications = [{ medication: "Insulin glargine", status: "active", dosage: "20 units at night" }];
    const f = find(runReviewCase(c), "hyperglycaemic-crisis");
    expect(f?.nextSteps.join(" ")).toMatch(/glucose-containing infusion/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Empagliflozin/);
    expect(f?.nextSteps.join(" ")).toMatch(/trigger \(infection, missed insulin, new diabetes\)/);
  });
});

describe("fast breathing in DKA is not framed as possible sepsis (review cases 07 and 11)", () => {
  it("names the fast breathing as the acidosis's own in the DKA finding and gives no sepsis-framed vital-signs finding", () => {
    for (const name of ["07-t1d-dka", "11-sglt2-euglycaemic-dka"]) {
      const r = runReviewCase(load(name));
      const f = find(r, "hyperglycaemic-crisis");
      expect(f?.clinician).toMatch(/respiratory rate of 2\d\/min .* fits the deep, fast breathing/);
      expect(f?.clinician).toMatch(/look for an infection as a trigger/);
      expect(find(r, "vital-signs-danger")).toBeUndefined();
      expect(find(r, "sepsis-high-risk-adult")).toBeUndefined();
    }
  });

  it("still reports another dangerous sign beside the fast breathing (systolic 85)", () => {
    const c = load("11-sglt2-euglycaemic-dka");
    c.data.vitalSigns.push({ display: "Blood pressure", value: "85/50", unit: "mmHg", date: "2026-11-20T07:00:00" });
    const f = find(runReviewCase(c), "vital-signs-danger");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/blood pressure 85\/50/);
  });

  it("keeps the sepsis finding when the record shows an infection", () => {
    const c = load("07-t1d-dka");
    c.data.vitalSigns.push({ display: "Temperature", value: "39.1", unit: "°C", date: "2026-11-20T07:00:00" });
    c.data.additionalContext = `${c.data.additionalContext} Productive cough, suspected pneumonia.`;
    expect(find(runReviewCase(c), "sepsis-high-risk-adult")?.severity).toBe("critical");
  });

  it("still reports fast breathing when no ketoacidosis is present", () => {
    const c = load("07-t1d-dka");
    c.data.recentAbnormalLabs = c.data.recentAbnormalLabs.filter(
      (l: { display: string }) => !/hydroxybutyrate|ph|bicarbonate/i.test(l.display),
    );
    const r = runReviewCase(c);
    expect(find(r, "hyperglycaemic-crisis")).toBeUndefined();
    expect(find(r, "vital-signs-danger")?.clinician).toMatch(/respiratory rate 28\/min/);
  });
});
