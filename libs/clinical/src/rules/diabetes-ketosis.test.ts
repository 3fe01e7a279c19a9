import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The endocrinology review's cases (round 11), kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/endocrine-review11/", import.meta.url));
const find = (r: ReturnType<typeof runReviewCase>, code: string) => r.findings.find((f) => f.code === code);

describe("ketosis below the DKA level in type 1 diabetes (review case 08)", () => {
  it("gives pump sick-day actions for ketones 1.9 mmol/L in a child with flu on a pump", () => {
    const r = runReviewCase(load("08-t1d-sickday-ketones"));
    const f = find(r, "diabetes-ketosis-sick-day");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Blood ketones 1\.9 mmol\/L/);
    expect(f?.clinician).toMatch(/on an insulin pump/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/by pen or syringe now, not through the pump/);
    expect(steps).toMatch(/change the infusion set/);
    expect(steps).toMatch(/Contact the diabetes team now/);
    expect(steps).toMatch(/blood ketones reach 3\.0/);
    expect(f?.patient).toMatch(/Never stop your insulin/);
    expect(find(r, "hyperglycaemic-crisis")).toBeUndefined();
  });

  it("does not tell someone with known diabetes that a high glucose can mean diabetes or prediabetes", () => {
    const r = runReviewCase(load("08-t1d-sickday-ketones"));
    expect(JSON.stringify(r.findings)).not.toMatch(/diabetes or prediabetes/);
    const c = load("08-t1d-sickday-ketones");
    c.patientContext.conditions = [];
    expect(JSON.stringify(runReviewCase(c).findings)).toMatch(/diabetes or prediabetes/);
  });

  it("is critical, sending to the emergency department, when the notes record vomiting", () => {
    const c = load("08-t1d-sickday-ketones");
    c.patientContext.clinicalNotes = "Flu-like illness, vomiting twice this morning.";
    const f = find(runReviewCase(c), "diabetes-ketosis-sick-day");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps[0]).toMatch(/Emergency department now/);
  });

  it("gives injection advice without a pump, moderate below 1.5 mmol/L", () => {
    const c = load("08-t1d-sickday-ketones");
    c.patientContext.medications = [{ name: "Insulin glargine" }];
    c.patientContext.clinicalNotes = "Cold for two days.";
    c.labResults[1].value = "0.9";
    const f = find(runReviewCase(c), "diabetes-ketosis-sick-day");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).toMatch(/never stop the basal insulin/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/pump/);
  });

  it("stays silent with normal ketones, in type 2 diabetes, and at the DKA level (the crisis rule's)", () => {
    const normal = load("08-t1d-sickday-ketones");
    normal.labResults[1].value = "0.3";
    normal.labResults[1].flag = "Normal";
    expect(find(runReviewCase(normal), "diabetes-ketosis-sick-day")).toBeUndefined();
    const t2 = load("08-t1d-sickday-ketones");
    t2.patientContext.conditions = [{ name: "Type 2 diabetes", status: "active" }];
    expect(find(runReviewCase(t2), "diabetes-ketosis-sick-day")).toBeUndefined();
    const dka = load("08-t1d-sickday-ketones");
    dka.labResults[1].value = "3.4";
    expect(find(runReviewCase(dka), "diabetes-ketosis-sick-day")).toBeUndefined();
  });
});
