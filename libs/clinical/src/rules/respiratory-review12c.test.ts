import { describe, expect, it } from "vitest";
import { reviewFolder } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */

const { run } = reviewFolder(new URL("./fixtures/respiratory-review12/", import.meta.url));
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("respiratory review 12, third round", () => {
  it("bronchiectasis with a new Pseudomonas aeruginosa isolate: eradication is offered", () => {
    const f = find(run("14-bronchiectasis-pseudomonas"), "bronchiectasis-new-pseudomonas");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/new Pseudomonas aeruginosa isolate/);
    expect(f?.clinician).toMatch(/treat it for 14 days/);
    expect(f?.nextSteps.join(" ")).toMatch(/Offer Pseudomonas eradication/);
    expect(f?.evidenceIds).toContain("bts-2019-bronchiectasis");
  });

  it("specific IgE to peanut and wheat eaten daily without symptoms: sensitisation, not allergy", () => {
    const f = find(run("09-specific-ige-no-history"), "specific-ige-food-tolerated");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/peanut and wheat/);
    expect(f?.clinician).toMatch(/sensitisation, not allergy/);
    expect(f?.patient).toMatch(/should not stop eating foods you already eat without symptoms/);
    expect(f?.evidenceIds).toContain("begin-2013-food-allergy-diagnosis");
  });

  it("COPD eosinophils 0.08 five days after prednisolone: not used for the inhaled-steroid decision", () => {
    const f = find(run("13-copd-eos-ics-decision"), "copd-eosinophils-on-oral-steroid");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/0\.08 10\^9\/L \(2026-11-20\), was drawn 5 days after a course of prednisolone/);
    expect(f?.clinician).toMatch(/0\.42 10\^9\/L \(2026-06-01\), is at or above 0\.3/);
    expect(f?.clinician).toMatch(/Recurrent pneumonia/);
    expect(f?.patient).toMatch(/Do not stop the inhaler yourself/);
    expect(f?.evidenceIds).toContain("ers-2020-ics-withdrawal-copd");
  });

  it("blood pressure 162/98 on amlodipine, ramipril and indapamide with CPAP not tolerated: step 4 and sleep apnoea", () => {
    const r = run("05-osa-polycythaemia-resistant-htn");
    const stage2 = find(r, "bp-stage-2");
    const steps = stage2?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/usually two drugs/);
    // No place is named and haemoglobin is in g/dL, so the record reads as American (patientScope):
    // since review 30 (cardio-30 case 13) it is given the AHA statement's MRA step, not NICE step 4.
    expect(steps).toMatch(/add a mineralocorticoid receptor antagonist \(spironolactone or eplerenone\)/);
    const f = find(r, "resistant-hypertension-sleep-apnoea");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/Amlodipine 10 mg, Ramipril 10 mg and Indapamide 2\.5 mg/i);
    expect(f?.clinician).toMatch(/"CPAP not tolerated"/);
    expect(f?.nextSteps.join(" ")).toMatch(/sleep service/);
    expect(f?.evidenceIds).toContain("lei-cpap-resistant-hypertension");
  });

  it("COPD with pCO2 7.4 kPa, pH 7.37 and bicarbonate 33: chronic hypercapnia, gas on record used", () => {
    const r = run("02-copd-hypercapnia-polycythaemia");
    const f = find(r, "copd-chronic-hypercapnia");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/pCO2 7\.4 kPa and pH 7\.37/);
    expect(f?.clinician).toMatch(/chronic hypercapnic \(type 2\) respiratory failure/);
    expect(f?.clinician).toMatch(/PaO2 7\.6 kPa, 7\.3–8 kPa/);
    expect(f?.nextSteps.join(" ")).toMatch(/88–92%/);
    expect(find(r, "copd-hypercapnic-acidosis")).toBeUndefined();
    const oxygen = find(r, "copd-oxygen-assessment")?.nextSteps.join(" ") ?? "";
    expect(oxygen).toMatch(/blood gas already on record/);
    expect(oxygen).not.toMatch(/arterial blood gases when stable/);
  });
});
