import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The pregnancy review's cases (round 12, third pass), kept with the test (synthetic records). */

const { load } = reviewFolder(new URL("./fixtures/pregnancy-review12/", import.meta.url));
const find = (r: ReturnType<typeof runReviewCase>, code: string) => r.findings.find((f) => f.code === code);
const urineGlucose = (r: ReturnType<typeof runReviewCase>) =>
  r.findings.find((f) => f.code === "lab-abnormal" && /glucose/i.test(f.title));

describe("sugar on a urine dipstick in pregnancy (review 12, messy-labs 06b)", () => {
  it("explains a trace as common in pregnancy, not as an SGLT2 inhibitor she does not take", () => {
    const f = urineGlucose(runReviewCase(load("06b-dipstick-noflag")));
    expect(f?.clinician).toContain("is common in pregnancy");
    expect(f?.patient).toContain("even when blood sugar is normal");
    expect(`${f?.clinician} ${f?.patient}`).not.toMatch(/SGLT2/);
    expect(f?.clinician).toContain("only when it is 2+ or more once");
  });

  it("says a 2+ result meets NICE's prompt to test for gestational diabetes", () => {
    const c = load("06b-dipstick-noflag");
    const glucose = c.labResults.find((l: { name: string }) => l.name === "Urine glucose");
    if (glucose) glucose.value = "++";
    const f = urineGlucose(runReviewCase(c));
    expect(f?.clinician).toContain("at this level (2+ or more once");
  });

  it("keeps the usual text outside pregnancy", () => {
    const c = load("06b-dipstick-noflag");
    c.patientContext.conditions = [];
    const f = urineGlucose(runReviewCase(c));
    expect(f?.clinician).not.toContain("common in pregnancy");
  });
});

describe("a statin in pregnancy (review 12, pregnancy 08)", () => {
  it("flags atorvastatin at 11 weeks and reads the LDL without heart-attack risk", () => {
    const r = runReviewCase(load("08-ace-statin-pregnant"));
    const f = find(r, "statin-in-pregnancy");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).toMatch(/Stop the statin for the pregnancy/);
    expect(f?.clinician).toContain("treating raised lipids is generally not needed during pregnancy");
    const ldl = find(r, "lab-high");
    expect(ldl?.clinician).toContain("is not treated during pregnancy");
    expect(ldl?.patient).not.toMatch(/heart attack/);
  });

  it("leaves continuing to the specialist with established cardiovascular disease", () => {
    const c = load("08-ace-statin-pregnant");
    c.data.pastMedicalHistory.push({ display: "Myocardial infarction", clinicalStatus: "active", onsetDate: "2019" });
    const f = find(runReviewCase(c), "statin-in-pregnancy");
    expect(f?.severity).toBe("low");
    expect(f?.nextSteps.join(" ")).toMatch(/whether to continue the statin/);
  });
});

describe("levothyroxine not enough in early pregnancy (review 12, pregnancy 06)", () => {
  it("gives a concrete dose step and the iron gap", () => {
    const f = find(runReviewCase(load("06-levothyroxine-first-trimester")), "pregnancy-levothyroxine");
    expect(f?.severity).toBe("high");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toContain("two extra doses a week of the current dose, about 29% more");
    expect(steps).toContain("about 4 hours apart from iron");
  });
});

describe("a laboratory-flagged platelet count inside a HELLP emergency (review 12, pregnancy 02)", () => {
  it("does not tell the patient the platelets are not an emergency under the HELLP warning", () => {
    const r = runReviewCase(load("02-hellp"));
    expect(find(r, "hellp-syndrome")?.severity).toBe("critical");
    expect(r.result.patientResponse).not.toContain("not at a level that is usually an emergency");
    expect(r.result.patientResponse).toContain("HELLP syndrome");
  });
});

describe("shock signs read by the postpartum haemorrhage finding (review 12, pregnancy 12)", () => {
  it("does not ask 'could this be sepsis?' about the blood pressure of a bleeding woman", () => {
    const r = runReviewCase(load("12-pph-day2"));
    expect(find(r, "postpartum-haemorrhage")?.severity).toBe("critical");
    expect(find(r, "vital-signs-danger")).toBeUndefined();
    expect(r.result.clinicianResponse).not.toMatch(/sepsis/i);
  });

  it("still reports dangerous vital signs when no haemorrhage is recorded", () => {
    const c = load("12-pph-day2");
    c.patientContext.conditions = [];
    c.patientContext.clinicalNotes = "";
    expect(find(runReviewCase(c), "vital-signs-danger")?.severity).toBe("critical");
  });
});

describe("folic acid on valproate in early pregnancy (review 12, pregnancy 09)", () => {
  it("advises 5 mg daily when only the weekly methotrexate dose is listed", () => {
    const f = find(runReviewCase(load("09-valproate-methotrexate-pregnant")), "folic-acid-antiseizure-pregnancy");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("a weekly dose, as given with methotrexate, is not the pregnancy dose");
    expect(f?.nextSteps).toContain("Prescribe folic acid 5 mg daily until the end of the first trimester");
  });

  it("is silent when folic acid 5 mg daily is already taken", () => {
    const c = load("09-valproate-methotrexate-pregnant");
    for (const m of c.data.medications) if (/folic/i.test(m.medication)) m.frequency = "once daily";
    expect(find(runReviewCase(c), "folic-acid-antiseizure-pregnancy")).toBeUndefined();
  });
});
