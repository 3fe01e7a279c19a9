import { describe, expect, it } from "vitest";
import { reviewFolder } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */

const { run } = reviewFolder(new URL("./fixtures/young-adults-review12/", import.meta.url));
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("young-adults review 12: should-fix items", () => {
  it("combined pill with migraine with aura: high finding, UKMEC category 4, switch without a gap", () => {
    const f = find(run("02-coc-migraine-aura"), "combined-contraceptive-migraine-aura");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/UKMEC category 4/);
    expect(f?.nextSteps.join(" ")).toMatch(/no gap in contraception/);
    expect(f?.evidenceIds).toContain("fsrh-ukmec-2016");
  });

  it("combined pill with migraine without aura: no category-4 finding", () => {
    expect(find(run("02b-coc-migraine-without-aura"), "combined-contraceptive-migraine-aura")).toBeUndefined();
  });

  it("isotretinoin with condoms only: Pregnancy Prevention Programme finding", () => {
    const r = run("04-isotretinoin-lipids-lfts");
    const f = find(r, "isotretinoin-pregnancy-prevention");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Pregnancy Prevention Programme/);
    expect(f?.nextSteps.join(" ")).toMatch(/Contact the prescriber today/);
    expect(r.result.patientResponse).toMatch(/Condoms alone are not enough/);
  });

  it("isotretinoin with an implant in place: no contraception finding", () => {
    expect(find(run("04b-isotretinoin-implant"), "isotretinoin-pregnancy-prevention")).toBeUndefined();
  });

  it("morning shakes and a plan to stop alone: withdrawal risk, supervised withdrawal, thiamine", () => {
    const f = find(run("10-alcohol-ggt-mcv"), "alcohol-withdrawal-risk");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/seizures and delirium tremens/);
    expect(f?.clinician).toMatch(/benzodiazepine taken with alcohol/);
    expect(f?.clinician).toMatch(/cocaethylene/);
    expect(f?.nextSteps.join(" ")).toMatch(/medically assisted withdrawal/);
    expect(f?.nextSteps.join(" ")).toMatch(/thiamine/);
  });

  it("FIB-4 at 28 is not banded as high risk; at 48 it is", () => {
    const young = find(run("10-alcohol-ggt-mcv"), "fib4-fibrosis-risk");
    expect(young?.severity).toBe("moderate");
    expect(young?.clinician).toMatch(/performs poorly below 35/);
    expect(young?.clinician).not.toMatch(/high risk of advanced fibrosis/);
    expect(young?.evidenceIds).toContain("mcpherson-2017-age-fibrosis-scores");
    const older = run("10b-alcohol-age48-no-plan");
    expect(find(older, "fib4-fibrosis-risk")?.clinician).toMatch(/high risk of advanced fibrosis/);
    expect(find(older, "alcohol-withdrawal-risk")).toBeUndefined();
  });

  it("type 1 diabetes with HbA1c 51 mmol/mol: not 'well controlled', NICE 48 mmol/mol target named", () => {
    const r = run("08-t1d-stable-normal");
    expect(find(r, "diabetes-at-goal")).toBeUndefined();
    const f = find(r, "type1-hba1c-above-nice-target");
    expect(f?.clinician).toMatch(/48 mmol\/mol \(6\.5%\) or lower/);
    expect(r.result.patientResponse).not.toMatch(/well controlled/);
  });
});
