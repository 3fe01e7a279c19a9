import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/infection-review14/", import.meta.url);
const find = (c: ReturnType<typeof loadReviewCase>) =>
  runReviewCase(c).findings.find((f) => f.code === "bacteriuria-pregnancy");

describe("significant bacteriuria without symptoms in pregnancy (review 14, infection case 11)", () => {
  const load = () => loadReviewCase(FOLDER, "11-pregnancy-asymptomatic-bacteriuria");

  it("asks for treatment from the sensitivities and a culture to confirm clearance", () => {
    const f = find(load());
    expect(f?.clinician).toMatch(/at 16 weeks/);
    expect(f?.clinician).toMatch(/treated in pregnancy even without symptoms/);
    expect(f?.nextSteps.join(" ")).toMatch(/confirm clearance/);
  });

  it("warns against nitrofurantoin from 36 weeks", () => {
    const c = load();
    c.patientContext.conditions = [{ name: "Pregnancy" }];
    c.patientContext.clinicalNotes = "37 weeks pregnant, routine MSU. No urinary symptoms.";
    expect(find(c)?.clinician).toMatch(/At 37 weeks nitrofurantoin is avoided/);
  });

  it("stays quiet outside pregnancy or with no significant growth", () => {
    expect(find(loadReviewCase(FOLDER, "10-older-asymptomatic-bacteriuria"))).toBeUndefined();
    const c = load();
    c.labResults[0].value = "No significant growth";
    expect(find(c)).toBeUndefined();
  });
});
