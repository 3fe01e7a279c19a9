import { describe, expect, it } from "vitest";
import { EMERGENCY_NOW_HEADER } from "../compose/emergency-header.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Cases of the twelfth review's coherence pass (synthetic records), kept in their areas' folders. */
const folder = (area: string) => new URL(`./fixtures/${area}-review12/`, import.meta.url);
const run = (area: string, name: string) => runReviewCase(loadReviewCase(folder(area), name));
const find = (r: ReturnType<typeof runReviewCase>, code: string) => r.findings.find((f) => f.code === code);

describe("severe pre-eclampsia and HELLP (review 12 coherence, pregnancy 01 and 02)", () => {
  it("puts 'go to the maternity unit now' under the emergency header, not 'contact your doctor'", () => {
    for (const name of ["01-preeclampsia-severe", "02-hellp"]) {
      const patient = run("pregnancy", name).result.patientResponse;
      expect(patient).toContain(EMERGENCY_NOW_HEADER);
      expect(patient).not.toMatch(/need urgent attention\. Contact your doctor straight away/);
    }
  });

  it("lets HELLP explain the haemolysis and anaemia instead of a generic work-up", () => {
    const r = run("pregnancy", "02-hellp");
    expect(find(r, "hellp-syndrome")?.severity).toBe("critical");
    expect(find(r, "haemolysis-pattern")).toBeUndefined();
    const anaemia = find(r, "anaemia");
    expect(anaemia?.clinician).toMatch(/haemolysis of HELLP syndrome/);
    expect(anaemia?.nextSteps).toEqual([]);
    expect(anaemia?.patientQuestions).toEqual([]);
    expect(r.result.patientResponse).not.toMatch(
      /G6PD|sickle|What is causing my anaemia|red blood cells to break down/,
    );
    expect(r.result.clinicianResponse).not.toMatch(/G6PD|fava beans|ferritin, B12, folate/);
  });

  it("reads the raised creatinine as part of pre-eclampsia, without re-ordering the blood pressure and urine tests", () => {
    const f = find(run("pregnancy", "01-preeclampsia-severe"), "pregnancy-creatinine-raised");
    expect(f?.clinician).toMatch(/part of pre-eclampsia's picture/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Check blood pressure and a urine protein/);
    expect(f?.patient).not.toMatch(/should check your blood pressure, urine/);
    expect(f?.patientQuestions).toEqual([]);
  });
});

describe("FIB-4 under 35 (review 12 coherence, immunosuppression 02)", () => {
  it("tells the patient the score cannot be read at this age, as the clinician text says", () => {
    const f = find(run("immunosuppression", "02-mercaptopurine-lft-rise"), "fib4-fibrosis-risk");
    expect(f?.clinician).toMatch(/not interpretable at age 27/);
    expect(f?.patient).toMatch(/cannot be read reliably at your age/);
    expect(f?.patient).not.toMatch(/suggests your liver should be checked/);
  });
});

describe("a mild ALP rise with a normal ALT at 20 (review 12 coherence, young adults 15)", () => {
  it("derives no cholestatic pattern or bile-duct work-up", () => {
    const r = run("young-adults", "15-normal-athlete-not-overcall");
    expect(find(r, "liver-injury-pattern")).toBeUndefined();
    expect(r.result.clinicianResponse).not.toMatch(/cholestatic pattern|primary biliary cholangitis/);
  });
});

describe("a long QTc on two antipsychotics (review 12 coherence, young adults 12)", () => {
  it("names the antipsychotics and has the psychiatrist review them rather than stopping them", () => {
    const f = find(run("young-adults", "12-first-episode-psychosis"), "qtc-prolonged");
    expect(f?.clinician).toMatch(/antipsychotics olanzapine and risperidone can lengthen the QT interval/);
    expect(f?.nextSteps[0]).toMatch(/^Review olanzapine and risperidone with the prescribing psychiatrist/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/^Stop, or replace/);
    expect(f?.patient).toMatch(
      /olanzapine and risperidone\) can lengthen the QT interval.*Do not stop them on your own/,
    );
  });
});
