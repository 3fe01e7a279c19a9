import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The renal review's cases (round 11), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/renal-review11/", import.meta.url);

const load = () => loadReviewCase(CASES, "05-refeeding-labresults");
const run = runReviewCase;
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("refeeding syndrome outside an eating disorder (review case 05)", () => {
  it("names refeeding syndrome from a phosphate fall after NG feeding with low K and Mg, BMI 15.8 and alcohol", () => {
    const f = find(run(load()), "refeeding-syndrome");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/Phosphate 0.28 .* down from 0.91/);
    expect(f?.clinician).toMatch(/low potassium 2.9 .* and magnesium 0.52/);
    expect(f?.clinician).toContain("BMI 15.8");
    expect(f?.clinician).toContain("alcohol dependence");
    expect(f?.clinician).toContain("high risk by its criteria");
    expect(f?.nextSteps.join(" ")).toMatch(/10 kcal\/kg\/day/);
    expect(f?.nextSteps.join(" ")).toMatch(/thiamine/);
    expect(f?.evidenceIds).toEqual(["nice-cg32-nutrition-support"]);
  });

  it("is high, not critical, when the phosphate is low but not critically low", () => {
    const c = load();
    c.labResults[0] = { ...c.labResults[0], value: "0.62" };
    c.labResults[1] = { ...c.labResults[1], value: "3.3" };
    expect(find(run(c), "refeeding-syndrome")?.severity).toBe("high");
  });

  it("does not fire without feeding in the notes", () => {
    const c = load();
    c.patientContext.clinicalNotes = "Admitted 17/11 with alcohol withdrawal; BMI 15.8, minimal intake for 3 weeks.";
    expect(find(run(c), "refeeding-syndrome")).toBeUndefined();
  });

  it("does not fire without a risk factor", () => {
    const c = load();
    c.patientContext.conditions = [];
    c.patientContext.clinicalNotes = "Enteral feeding started 18/11 after stroke; BMI 24.";
    expect(find(run(c), "refeeding-syndrome")).toBeUndefined();
  });

  it("does not fire with a normal phosphate", () => {
    const c = load();
    c.labResults[0] = { ...c.labResults[0], value: "0.95", flag: undefined };
    expect(find(run(c), "refeeding-syndrome")).toBeUndefined();
  });
});
