import { describe, expect, it } from "vitest";
import { reviewFolder } from "../testing/review-case.ts";

/** The review's cases and variants of them, kept with the test (synthetic records, no real patient). */

const { run } = reviewFolder(new URL("./fixtures/immunosuppression-review12/", import.meta.url));
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("immunosuppression review 12, second round", () => {
  it("prednisolone 40 mg a day for 3 months at 72: bone protection without waiting for DXA, and a Steroid Emergency Card", () => {
    const r = run("08-ehr-pred-40mg-no-bone-pjp");
    const f = find(r, "glucocorticoid-long-term");
    const steps = f?.nextSteps.join(" ");
    expect(steps).toMatch(/Start bone protection now, without waiting for DXA: an oral bisphosphonate/);
    expect(steps).toMatch(/Issue an NHS Steroid Emergency Card and teach sick-day rules/);
    expect(f?.clinician).toMatch(/No bone protection is listed at age 72/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["devon-formulary-giop-prevention", "nhs-2020-steroid-emergency-card"]),
    );
    expect(r.result.patientResponse).toMatch(/Steroid Emergency Card/);
  });

  it("prednisolone 4 mg a day at 52 without a fracture: fracture-risk assessment first, no emergency card", () => {
    const f = find(run("08b-pred-4mg-age52-no-fracture"), "glucocorticoid-long-term");
    const steps = f?.nextSteps.join(" ");
    expect(steps).toMatch(/Assess fracture risk now/);
    expect(steps).not.toMatch(/without waiting for DXA/);
    expect(steps).not.toMatch(/Steroid Emergency Card/);
  });

  it("a vertebral fracture under 65 with eGFR 24: bone protection now, with specialist advice on the choice", () => {
    const f = find(run("08c-pred-10mg-vertebral-fracture-egfr24"), "glucocorticoid-long-term");
    expect(f?.clinician).toMatch(/with vertebral compression fracture on record/);
    expect(f?.nextSteps.join(" ")).toMatch(/eGFR 24 .* is below 30, so ask for specialist advice/);
  });

  it("hydroxychloroquine 400 mg a day with a weight of 55 kg in the notes: dose above 5 mg/kg reviewed", () => {
    const f = find(run("10-ehr-hcq-no-retinal-screen-ckd"), "hydroxychloroquine-retinal-monitoring");
    expect(f?.clinician).toMatch(/400 mg\/day at 55 kg is 7\.3 mg\/kg\/day, above 5/);
    expect(f?.nextSteps.join(" ")).toMatch(/Review the dose with the prescriber/);
  });

  it("rituximab for GPA with IgG 3.9 and recurrent chest infections: immunology referral and PJP prophylaxis prompt", () => {
    const r = run("07-ehr-rituximab-hypogamma-hbcab");
    const igg = find(r, "hypogammaglobulinaemia-after-anti-cd20");
    expect(igg?.severity).toBe("moderate");
    expect(igg?.clinician).toMatch(/IgG 3\.9 g\/L/);
    expect(igg?.nextSteps.join(" ")).toMatch(/Refer to clinical immunology/);
    expect(igg?.nextSteps.join(" ")).toMatch(/before the next dose/);
    expect(find(r, "pjp-prophylaxis-not-listed")?.severity).toBe("moderate");
  });

  it("rituximab with a low IgG but no infections, on co-trimoxazole: neither finding", () => {
    const r = run("07b-rituximab-low-igg-no-infections-on-cotrimoxazole");
    expect(find(r, "hypogammaglobulinaemia-after-anti-cd20")).toBeUndefined();
    expect(find(r, "pjp-prophylaxis-not-listed")).toBeUndefined();
  });

  it("cyclophosphamide for ANCA vasculitis with no co-trimoxazole: PJP prophylaxis prompt", () => {
    const f = find(run("14-cyclophosphamide-haematuria-nadir"), "pjp-prophylaxis-not-listed");
    expect(f?.clinician).toMatch(/Cyclophosphamide IV for ANCA vasculitis/);
    expect(f?.nextSteps.join(" ")).toMatch(/co-trimoxazole/);
  });
});
