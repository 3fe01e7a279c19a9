import { describe, expect, it } from "vitest";
import { healthDataSchema } from "@hds/contracts";
import { analyzeEhr } from "../pipeline.ts";
import { type ReviewCase, reviewFolder } from "../testing/review-case.ts";

/** Review 15, deep multimorbid: older people with several long-term conditions, read through the deep path. */
const NAMES = [
  "01-hfref-ckd-t2dm",
  "02-af-apixaban-falling-egfr",
  "03-copd-osteoporosis-steroids",
  "04-parkinsons-hyponatraemia",
  "05-dementia-antipsychotic",
  "06-frail-sulfonylurea-hypoglycaemia",
  "07-post-mi-dapt-anaemia",
  "08-gout-allopurinol-ckd",
  "09-hypothyroid-overreplaced-af",
  "10-pmr-prednisolone-diabetes",
];

const { load } = reviewFolder(new URL("./fixtures/deep-multimorbid-review15/", import.meta.url));
const deep = (c: ReviewCase) =>
  analyzeEhr(healthDataSchema.parse(c.data), { now: new Date(c._now ?? "2026-11-20T12:00:00Z"), mode: "deep" });
const find = (r: ReturnType<typeof deep>, code: string) => r.findings.find((f) => f.code === code);

describe("every deep multimorbid case runs through the deep path", () => {
  it.each(NAMES)("%s: a detailed discussion with every citation numbered", (name) => {
    const r = deep(load(name));
    expect(r.result.clinicianResponse).toContain("# Detailed discussion");
    expect(r.result.clinicianResponse).not.toMatch(/undefined|\{[a-z]+\}/);
    for (const n of r.result.clinicianResponse.matchAll(/\[(\d+)\]/g))
      expect(r.result.citations.clinician[n[1] as string]).toBeDefined();
  });
});

describe("antipsychotic in dementia (case 05)", () => {
  it("asks whether risperidone is still needed, ranked high after ten months with falls", () => {
    const r = deep(load("05-dementia-antipsychotic"));
    const f = find(r, "antipsychotic-dementia");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/taken since 2026-01-15 \(about 10 months\)/);
    expect(f?.clinician).toMatch(/stroke and death/);
    expect(f?.clinician).toMatch(/reassessed at least every 6 weeks/);
    expect(f?.clinician).toMatch(/Falls are recorded/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining([
        "ags-beers-2023",
        "nice-ktt7-antipsychotics-dementia",
        "pharmacy-network-dementia-antipsychotics",
      ]),
    );
    expect(f?.nextSteps[0]).toMatch(/reduce it gradually towards stopping/);
  });

  it("drops the psychosis guideline's 'keep taking it' metabolic finding, which contradicted the review", () => {
    const r = deep(load("05-dementia-antipsychotic"));
    expect(find(r, "antipsychotic-metabolic-monitoring")).toBeUndefined();
    expect(r.result.patientResponse).not.toMatch(/Keep taking it/);
    expect(r.result.clinicianResponse).not.toMatch(/let psychiatry lead any change of antipsychotic/);
  });

  it("stays silent with schizophrenia listed, where the metabolic monitoring still applies", () => {
    const c = load("05-dementia-antipsychotic");
    c.data.pastMedicalHistory.push({ display: "Schizophrenia", clinicalStatus: "active" });
    const r = deep(c);
    expect(find(r, "antipsychotic-dementia")).toBeUndefined();
    expect(find(r, "antipsychotic-metabolic-monitoring")).toBeDefined();
  });

  it("stays silent without dementia", () => {
    const c = load("05-dementia-antipsychotic");
    c.data.pastMedicalHistory = c.data.pastMedicalHistory.filter(
      (x: { display: string }) => !/alzheimer|dementia/i.test(x.display),
    );
    expect(find(deep(c), "antipsychotic-dementia")).toBeUndefined();
  });

  it("is moderate for a short course without falls", () => {
    const c = load("05-dementia-antipsychotic");
    c.data.pastMedicalHistory = c.data.pastMedicalHistory.filter(
      (x: { display: string }) => x.display !== "Recurrent falls",
    );
    c.data.medications[0].startDate = "2026-11-01";
    c.data.additionalContext = "Lives in a care home. Risperidone started this month for agitation.";
    const f = find(deep(c), "antipsychotic-dementia");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).not.toMatch(/taken since/);
  });
});

describe("rash in the first months of allopurinol (case 08)", () => {
  it("stops allopurinol at once, critical with fever, naming the high start for the kidney function", () => {
    const r = deep(load("08-gout-allopurinol-ckd"));
    const f = find(r, "allopurinol-early-rash");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/about 4 weeks after allopurinol 300 mg was started/);
    expect(f?.clinician).toMatch(/started at 300 mg with eGFR 33/);
    expect(f?.nextSteps[0]).toMatch(/^Stop allopurinol now/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining([
        "patientcare-allopurinol-hypersensitivity",
        "fda-allopurinol-label-hla-b5801",
        "acr-2020-gout",
      ]),
    );
    expect(r.result.clinicianResponse).toMatch(/\*\*Allopurinol 300 mg\*\* \(stop\): Stop allopurinol now/);
  });

  it("no longer asks for the allopurinol dose to be raised beside the stop", () => {
    const r = deep(load("08-gout-allopurinol-ckd"));
    expect(r.result.clinicianResponse).not.toMatch(/raise the dose of Allopurinol/i);
    expect(find(r, "gout-urate-above-target")?.nextSteps.join(" ")).toMatch(
      /do not restart or raise allopurinol 300 mg/,
    );
  });

  it("is high, not critical, with a rash and no fever", () => {
    const c = load("08-gout-allopurinol-ckd");
    c.data.additionalContext = "Allopurinol started 2026-10-20. Since yesterday an itchy red rash on the arms.";
    expect(find(deep(c), "allopurinol-early-rash")?.severity).toBe("high");
  });

  it("stays silent when the rash is denied, or allopurinol has been taken for years", () => {
    const denied = load("08-gout-allopurinol-ckd");
    denied.data.additionalContext = "Four gout flares this year. No rash, no fever.";
    expect(find(deep(denied), "allopurinol-early-rash")).toBeUndefined();
    const longTerm = load("08-gout-allopurinol-ckd");
    longTerm.data.medications[0].startDate = "2021-03-01";
    expect(find(deep(longTerm), "allopurinol-early-rash")).toBeUndefined();
  });
});

describe("QTc written in an ECG report, with azithromycin (case 03)", () => {
  it("reads the QTc from the ECG among the imaging studies and names azithromycin", () => {
    const f = find(deep(load("03-copd-osteoporosis-steroids")), "qtc-prolonged");
    expect(f?.clinician).toMatch(/QTc 486 ms on the ECG report \(2026-11-16\)/);
    expect(f?.clinician).toMatch(/citalopram 20 mg and Azithromycin 250 mg/i);
    expect(f?.clinician).toMatch(/Low potassium 3\.3 mmol\/L/);
    expect(f?.evidenceIds).toContain("acc-2013-fda-azithromycin-qt");
  });

  it("stays silent with a normal QTc or an ECG weeks old", () => {
    const normal = load("03-copd-osteoporosis-steroids");
    normal.data.imagingStudies[1].conclusion = "Sinus rhythm 84 bpm. QTc 442 ms.";
    expect(find(deep(normal), "qtc-prolonged")).toBeUndefined();
    const old = load("03-copd-osteoporosis-steroids");
    old.data.imagingStudies[1].date = "2026-09-01";
    expect(find(deep(old), "qtc-prolonged")).toBeUndefined();
  });
});
