import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/oncology-review13/", import.meta.url);

describe("late cardiac dysfunction after anthracycline and mantle radiotherapy (review 13 oncology, case 13)", () => {
  const findings = runReviewCase(loadReviewCase(FOLDER, "13-survivor-cardiotoxicity")).findings;
  const code = (c: string) => findings.find((f) => f.code === c);

  it("names cancer therapy-related cardiac dysfunction and refers without asking for the echo again", () => {
    const f = code("late-cardiac-dysfunction-after-cancer-therapy");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/LVEF 46%, after doxorubicin \(cumulative 300 mg\/m²\) and chest radiotherapy/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Refer to cardio-oncology/);
    expect(steps).toMatch(/ACE inhibitor or ARB and\/or a beta-blocker/);
    expect(steps).toMatch(/valve and coronary artery disease/);
    // The NT-proBNP finding's "echocardiography if not already known" no longer stands beside it.
    expect(code("natriuretic-peptide-elevated")).toBeUndefined();
  });

  it("gives one thyroid plan: the radiotherapy finding confirms the TSH before treating", () => {
    const steps = code("radiotherapy-late-effects")?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/^Treat the hypothyroidism/);
    expect(steps).toMatch(/Manage the raised TSH as in the subclinical hypothyroidism plan/);
  });
});
