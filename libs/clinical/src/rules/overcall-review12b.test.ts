import { describe, expect, it } from "vitest";
import { loadReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const CASES = new URL("./fixtures/overcall-review12/", import.meta.url);
const { run } = reviewFolder(CASES);

describe("review 12, overcall (second round): explained or stable results are not over-called", () => {
  it("a low eGFR the notes show stable for years is chronic, with no 'no earlier low eGFR' and no AKI repeat (06)", () => {
    const ckd = run("06-elderly-egfr-lab").findings.find((f) => f.code === "ckd-stage");
    expect(ckd?.clinician).not.toContain("no earlier low eGFR on record");
    expect(ckd?.clinician).toContain('Earlier values from the notes: "egfr 51-55 over last 4 years"');
    expect(ckd?.nextSteps.join(" ")).not.toMatch(/exclude acute kidney injury/);
    expect(ckd?.nextSteps[0]).toBe("Monitor eGFR and urine ACR once a year (G3aA1, KDIGO)");
    expect(ckd?.severity).toBe("low");
  });

  it("a stable G3aA1 over years in a very old man is worded calmly, without asking the stage (07)", () => {
    const r = run("07-ckd-not-ehr-elderly");
    const ckd = r.findings.find((f) => f.code === "ckd-stage");
    expect(ckd?.patient).toContain("it has stayed about the same for 4 years and there is no protein leaking");
    expect(r.result.patientResponse).not.toMatch(/not working as well as they should|What stage is my kidney disease/);
  });

  it("BP 128/74 at 88 is not raised as elevated blood pressure (07)", () => {
    const r = run("07-ckd-not-ehr-elderly");
    expect(r.findings.map((f) => f.code)).not.toContain("bp-elevated");
  });

  it("the same 120–129/<80 reading is still raised as elevated below 80 (07 at 60)", () => {
    const c = loadReviewCase(CASES, "07-ckd-not-ehr-elderly");
    c.data.patientInfo.age = 60;
    expect(runReviewCase(c).findings.map((f) => f.code)).toContain("bp-elevated");
  });

  it("a normal cystatin C-based eGFR named without brackets ends the work-up: no repeat creatinine (12)", () => {
    const f = run("12-bodybuilder-creatinine-ehr").findings.find((x) => x.code === "creatine-creatinine");
    expect(f?.clinician).toContain("cystatin C-based eGFR 108");
    expect(f?.nextSteps.join(" ")).not.toMatch(/Repeat creatinine/);
    expect(f?.patient).toContain("no repeat test is needed");
  });

  it("a creatine supplement stated only in the social history explains the raised creatinine (01)", () => {
    const f = run("01-athlete-ck-lab").findings.find((x) => x.code === "creatine-creatinine");
    expect(f?.clinician).toContain("on a creatine supplement (stated in the notes)");
  });

  it("a recorded bodybuilder's BMI 30.8 gets the muscle caveat, low priority and no weight-loss advice (12)", () => {
    const bmi = run("12-bodybuilder-creatinine-ehr").findings.find((x) => x.code === "bmi-obesity");
    expect(bmi?.severity).toBe("low");
    expect(bmi?.patient).toContain("BMI counts muscle as well as fat");
    expect(bmi?.patient).not.toMatch(/Losing even a small amount of weight/);
    expect(bmi?.evidenceIds).toContain("nice-cg189-obesity");
  });
});
