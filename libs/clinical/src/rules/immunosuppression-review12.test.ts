import { describe, expect, it } from "vitest";
import { reviewFolder } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */

const { run } = reviewFolder(new URL("./fixtures/immunosuppression-review12/", import.meta.url));
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("immunosuppression review 12", () => {
  it("positive hCG on mycophenolate: high finding, specialist today, other immunosuppression not stopped abruptly", () => {
    const r = run("03-mmf-pregnancy-positive");
    const f = find(r, "mycophenolate-pregnancy-risk");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Positive pregnancy test \(hCG 1450/);
    expect(f?.clinician).toMatch(/serious birth defects/);
    expect(f?.nextSteps.join(" ")).toMatch(/prescribing specialist today about mycophenolate/);
    expect(f?.nextSteps.join(" ")).toMatch(/Do not stop other immunosuppressants or steroids abruptly/);
    expect(f?.evidenceIds).toContain("mhra-2015-mycophenolate-pregnancy");
    expect(r.result.patientResponse).toMatch(/can harm an unborn baby/);
  });

  it("mycophenolate with a negative hCG and no pregnancy in the notes: no pregnancy finding", () => {
    expect(find(run("03b-mmf-hcg-negative"), "mycophenolate-pregnancy-risk")).toBeUndefined();
  });

  it("leflunomide with a pregnancy plan and contraception stopped: contraception now and the washout", () => {
    const f = find(run("09-leflunomide-pregnancy-plan-alt"), "leflunomide-pregnancy-risk");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Pregnancy planned/);
    expect(f?.clinician).toMatch(/colestyramine 8 g three times a day/);
    expect(f?.nextSteps.join(" ")).toMatch(/reliable contraception now/);
    expect(f?.nextSteps.join(" ")).toMatch(/drug-elimination procedure/);
  });

  it("tofacitinib at 68 in a smoker with a previous DVT: MHRA risk-group finding and the lymphocyte count", () => {
    const r = run("06-ehr-tofacitinib-older-smoker-vte");
    const risk = find(r, "jak-inhibitor-risk-group");
    expect(risk?.severity).toBe("high");
    expect(risk?.clinician).toMatch(/age 68, current smoking, previous venous thromboembolism/);
    expect(risk?.clinician).toMatch(/no suitable alternative/);
    const lymph = find(r, "jak-inhibitor-lymphopenia");
    expect(lymph?.severity).toBe("high");
    expect(lymph?.nextSteps.join(" ")).toMatch(/If confirmed below 0\.5/);
  });

  it("baricitinib at a normal 12-week check: no JAK finding", () => {
    const r = run("15-baricitinib-normal-monitoring");
    expect(find(r, "jak-inhibitor-risk-group")).toBeUndefined();
    expect(find(r, "jak-inhibitor-lymphopenia")).toBeUndefined();
  });

  it("yellow fever vaccine planned on adalimumab: do not give, and the non-live shingles vaccine", () => {
    const r = run("11-ehr-adalimumab-live-vaccine-travel");
    const f = find(r, "live-vaccine-on-immunosuppression");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/"yellow fever"/);
    expect(f?.nextSteps.join(" ")).toMatch(/Do not give the live vaccine/);
    expect(f?.nextSteps.join(" ")).toMatch(/Shingrix/);
    expect(r.result.patientResponse).not.toMatch(/Nothing in these results stands out/);
  });

  it("an inactivated flu vaccine on adalimumab: no live-vaccine finding", () => {
    expect(find(run("11b-adalimumab-inactivated-flu"), "live-vaccine-on-immunosuppression")).toBeUndefined();
  });

  it("agranulocytosis with fever on sulfasalazine: the drug is named and stopped", () => {
    const f = find(run("12-sulfasalazine-agranulocytosis-messy"), "sulfasalazine-marrow-toxicity");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps.join(" ")).toMatch(/Stop Sulfasalazine EN now/);
    expect(f?.nextSteps.join(" ")).toMatch(/neutropenic sepsis/);
  });

  it("visible haematuria on cyclophosphamide: possible haemorrhagic cystitis, vasculitis considered", () => {
    const f = find(run("14-cyclophosphamide-haematuria-nadir"), "cyclophosphamide-haematuria");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/haemorrhagic cystitis/);
    expect(f?.clinician).toMatch(/glomerulonephritis/);
    expect(f?.nextSteps.join(" ")).toMatch(/before the next dose/);
  });

  it("prednisolone 5 mg tablets taken as 40 mg a day: the dose field, not the tablet strength", () => {
    const f = find(run("08-ehr-pred-40mg-no-bone-pjp"), "glucocorticoid-long-term");
    expect(f?.clinician).toMatch(/Prednisolone 5 mg tablets \(40 mg a day\)/);
  });

  it("ciclosporin in range with normal results: none of these findings", () => {
    const r = run("05-ciclosporin-in-range-normal");
    expect(r.findings.filter((f) => f.severity === "high" || f.severity === "critical")).toEqual([]);
  });
});
