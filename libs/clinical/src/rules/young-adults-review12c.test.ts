import { describe, expect, it } from "vitest";
import { reviewFolder } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */

const { run } = reviewFolder(new URL("./fixtures/young-adults-review12/", import.meta.url));
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("young-adults review 12, third round", () => {
  it("DKA after basal insulin was skipped: the trigger is named and sick-day rules follow recovery", () => {
    const r = run("07-t1d-dka");
    expect(find(r, "hyperglycaemic-crisis")?.severity).toBe("critical");
    const f = find(r, "type1-sick-day-rules");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/"skipped glargine", the likely trigger of this DKA/);
    expect(f?.clinician).toMatch(/Once the DKA has resolved/);
    expect(f?.clinician).toMatch(/never stop insulin, including the basal insulin/);
  });

  it("a pump user asking about sick-day rules gets them, with pen back-up", () => {
    const r = run("08-t1d-stable-normal");
    const f = find(r, "type1-sick-day-rules");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/pen or syringe insulin and blood ketone strips/);
    expect(f?.evidenceIds).toContain("rch-sick-day-insulin-pump");
    expect(r.result.patientResponse).toMatch(/Never stop your insulin/);
  });

  it("positive chlamydia NAAT: treatment, partner notification and retest", () => {
    const f = find(run("06-sti-screen"), "chlamydia-positive");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/doxycycline 100 mg twice daily for 7 days/);
    expect(f?.nextSteps.join(" ")).toMatch(/Partner notification/);
    expect(f?.nextSteps.join(" ")).toMatch(/retest for reinfection at about 3 months/);
    expect(f?.evidenceIds).toContain("nhs-highland-chlamydia-2023");
  });

  it("olanzapine with risperidone: two antipsychotics flagged; a stated switch is not", () => {
    const f = find(run("12-first-episode-psychosis"), "antipsychotic-combination");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/Olanzapine and risperidone are prescribed together/);
    expect(f?.evidenceIds).toContain("who-mhgap-antipsychotic-combination");
    expect(find(run("12b-antipsychotic-switch"), "antipsychotic-combination")).toBeUndefined();
  });

  it("PCOS: a pregnancy wished for in 2 years is not trying now; trying now still takes the fertility step", () => {
    const later = find(run("01-pcos-labs"), "pcos-pattern")?.nextSteps.join(" ");
    expect(later).toMatch(/the combined pill is first-line medicine/);
    expect(later).not.toMatch(/trying to conceive/);
    const now = find(run("01b-pcos-trying-now"), "pcos-pattern")?.nextSteps.join(" ");
    expect(now).toMatch(/She is trying to conceive/);
  });

  it("stage 2 blood pressure at 16: no adult two-drug, one-pill start", () => {
    const f = find(run("11-adhd-stimulant-bp-hr"), "bp-stage-2");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/paediatric hypertension specialist/);
    expect(steps).not.toMatch(/in one pill/);
  });
});
