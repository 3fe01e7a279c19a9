import { describe, expect, it } from "vitest";
import { reviewFolder } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */

const { run } = reviewFolder(new URL("./fixtures/respiratory-review12/", import.meta.url));
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("respiratory review 12", () => {
  it("PE unlikely on Wells with a D-dimer under the age-adjusted cut-off: no CTPA, no anticoagulation", () => {
    const r = run("10-pe-age-adjusted-ddimer");
    expect(find(r, "suspected-pulmonary-embolism")).toBeUndefined();
    expect(find(r, "d-dimer-below-age-adjusted-cutoff")?.clinician).toMatch(/age-adjusted cut-off of 0\.78 mg\/L/);
    expect(r.result.patientResponse).not.toMatch(/emergency department/);
    expect(r.result.clinicianResponse).not.toMatch(/CTPA now|interim therapeutic anticoagulation/);
  });

  it("sarcoidosis with a high calcium: no vitamin D replacement, sarcoidosis named as the cause", () => {
    const r = run("04-sarcoid-hypercalcaemia-vitd");
    const vitd = find(r, "vitamin-d-deficiency");
    expect(vitd?.clinician).toMatch(/vitamin D replacement is not advised now/);
    expect(vitd?.nextSteps.join(" ")).toMatch(/Do not start vitamin D replacement; stop colecalciferol/);
    expect(vitd?.nextSteps.join(" ")).not.toMatch(/Consider vitamin D replacement/);
    expect(vitd?.patient).not.toMatch(/may suggest a supplement/);
    const ca = find(r, "hypercalcaemia");
    expect(ca?.clinician).toMatch(/Pulmonary sarcoidosis in the record, granulomatous hypercalcaemia/);
    expect(ca?.clinician).not.toMatch(/malignancy or vitamin D excess/);
    expect(ca?.nextSteps.join(" ")).toMatch(/Measure 1,25-dihydroxyvitamin D/);
    expect(ca?.evidenceIds).toContain("sarcoidosis-vitamin-d-2016");
  });

  it("anaphylaxis with no auto-injector prescribed: two auto-injectors and allergy referral", () => {
    const f = find(run("08-anaphylaxis-tryptase"), "anaphylaxis-no-adrenaline-auto-injector");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join(" ")).toMatch(/Prescribe 2 adrenaline auto-injectors/);
    expect(f?.nextSteps.join(" ")).toMatch(/specialist allergy service/);
    expect(f?.evidenceIds).toContain("nice-cg134-anaphylaxis");
  });
});
