import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/engine-30b-review30b/", import.meta.url));

/** A case with its lab-request notes replaced. */
function withNotes(name: string, notes: string) {
  const c = load(name);
  c.patientContext.clinicalNotes = notes;
  return runReviewCase(c);
}

describe("one finding owns a high potassium on a potassium-raising medicine (review 30b, engine-30b)", () => {
  it("01: potassium 6.2 on lisinopril is one high (moderate-band) finding, no generic critical line", () => {
    const r = run("01-us-k-6-2-lisinopril");
    expect(codes(r)).not.toContain("lab-critical");
    const f = finding(r, "raas-hyperkalaemia");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/moderate hyperkal(a)?emia/);
    expect(clinicianText(r)).not.toMatch(/blood sample damaged on the way to the lab/);
    expect(r.findings.filter((x) => /potassium/i.test(x.title))).toHaveLength(1);
  });

  it("01 near-negative: at 6.6 the medicine finding is the emergency, and the critical line only points to it", () => {
    const c = load("01-us-k-6-2-lisinopril");
    c.labResults[0].value = "6.6";
    const r = runReviewCase(c);
    expect(finding(r, "raas-hyperkalaemia")?.severity).toBe("critical");
    const line = finding(r, "lab-critical");
    expect(line?.clinician).toMatch(/Read with the high potassium on a potassium-raising medicine finding/);
    expect(line?.clinician).not.toMatch(/damaged on the way to the lab/);
    expect(r.findings[0]?.code).toBe("raas-hyperkalaemia");
  });

  it("01 near-negative: a 6.2 the laboratory flagged Critical keeps its line and its same-day review step", () => {
    const c = load("01-us-k-6-2-lisinopril");
    c.labResults[0].flag = "Critical";
    const line = finding(runReviewCase(c), "lab-critical");
    expect(line?.nextSteps[0]).toMatch(/flagged critical by the laboratory today/);
  });

  it("01: the UK finding without a medicine grades 6.3 the same way (high, moderate band)", () => {
    const c = load("01-us-k-6-2-lisinopril");
    c.labResults[0].value = "6.3";
    c.patientContext.medications = [{ name: "Metformin", dosage: "1000 mg", frequency: "twice daily" }];
    expect(finding(runReviewCase(c), "hyperkalaemia")?.severity).toBe("high");
  });
});

describe("a haemolysed critical potassium with a high same-day repeat (review 30b, engine-30b)", () => {
  it("02: the 6.8 line names the haemolysis, and the potassium finding names both values", () => {
    const r = run("02-uk-haemolysed-k-6-8-repeat-6-1");
    const line = finding(r, "lab-critical");
    expect(line?.clinician).toMatch(/6\.8 mmol\/L/);
    expect(line?.clinician).toMatch(/haemolysed/);
    const f = finding(r, "raas-hyperkalaemia");
    expect(f?.clinician).toMatch(/6\.1 mmol\/L/);
    expect(f?.clinician).toMatch(/6\.8 mmol\/L .*haemolysed/);
  });

  it("02 near-negative: a first sample not called haemolysed is not said to be haemolysed", () => {
    const c = load("02-uk-haemolysed-k-6-8-repeat-6-1");
    delete c.labResults[0].notes;
    const r = runReviewCase(c);
    expect(finding(r, "raas-hyperkalaemia")?.clinician).not.toMatch(/haemolysed/);
  });
});

describe("one magnesium finding (review 30b, engine-30b)", () => {
  it("03: magnesium 0.38 with cramps and a low calcium is the severe low magnesium finding alone", () => {
    const r = run("03-uk-mg-0-38-ppi");
    expect(codes(r)).toContain("hypomagnesaemia-severe-symptomatic");
    expect(codes(r)).not.toContain("lab-critical");
  });

  it("03 near-negative: a magnesium the laboratory flagged Critical keeps its line, pointing to the finding", () => {
    const c = load("03-uk-mg-0-38-ppi");
    c.labResults[0].flag = "Critical";
    const line = finding(runReviewCase(c), "lab-critical");
    expect(line?.clinician).toMatch(/Read with the severe low magnesium finding/);
    expect(line?.nextSteps[0]).toMatch(/flagged critical by the laboratory today/);
  });

  it("03 near-negative: with no symptoms and a normal calcium the critical magnesium line stands", () => {
    const c = load("03-uk-mg-0-38-ppi");
    c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "Adjusted calcium");
    c.patientContext.clinicalNotes = "GP surgery, Norwich (NHS). Routine bloods, feels well.";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("hypomagnesaemia-severe-symptomatic");
    expect(finding(r, "lab-critical")?.severity).toBe("critical");
  });
});

describe("a thyroid storm that explains the fever and fast pulse (review 30b, engine-30b)", () => {
  it("04: with no infection source stated, the sepsis finding ranks after the storm and says why", () => {
    const r = run("04-us-thyroid-storm-no-infection");
    const c = codes(r);
    expect(c).toContain("sepsis-high-risk-adult");
    expect(c.indexOf("overt-hyperthyroidism")).toBeLessThan(c.indexOf("sepsis-high-risk-adult"));
    const f = finding(r, "sepsis-high-risk-adult");
    expect(f?.clinician).toMatch(/No source of infection is stated/);
    expect(f?.clinician).toMatch(/thyroid storm/);
    expect(f?.patient).toMatch(/overactive thyroid may explain the high temperature/);
  });

  it("04: the storm leads, and the critical free T4 line points to it", () => {
    const r = run("04-us-thyroid-storm-no-infection");
    expect(r.findings[0]?.code).toBe("overt-hyperthyroidism");
    expect(finding(r, "lab-critical")?.clinician).toMatch(/Read with the overt hyperthyroidism finding/);
  });

  it("04 near-negative: a stated chest infection keeps sepsis critical and first", () => {
    const r = withNotes(
      "04-us-thyroid-storm-no-infection",
      "Urgent care, Austin, Texas. Productive cough with green sputum, crackles right base, agitated, vomiting. Vitals: HR 146, temp 102.4 F, BP 148/70, RR 22.",
    );
    const f = finding(r, "sepsis-high-risk-adult");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).not.toMatch(/No source of infection is stated/);
    expect(r.findings[0]?.code).toBe("sepsis-high-risk-adult");
  });
});

describe("a single blood pressure in untreated hyperthyroidism is not staged (review 30b, engine-30b)", () => {
  it("05: 142/68 once, with TSH <0.01 and free T4 48, draws no stage 2 hypertension finding", () => {
    const r = run("05-uk-thyrotoxic-single-bp");
    expect(codes(r)).toContain("overt-hyperthyroidism");
    expect(codes(r)).not.toContain("bp-stage-2");
  });

  it("05 near-negative: the same reading with normal thyroid tests is staged", () => {
    const c = load("05-uk-thyrotoxic-single-bp");
    c.data.recentAbnormalLabs = [];
    expect(codes(runReviewCase(c))).toContain("bp-stage-2");
  });

  it("05 near-negative: raised at an earlier visit too, it is staged despite the thyroid", () => {
    const c = load("05-uk-thyrotoxic-single-bp");
    c.data.vitalSigns.push({ display: "Blood pressure", value: "150/92", unit: "mmHg", date: "2026-10-20" });
    expect(codes(runReviewCase(c))).toContain("bp-stage-2");
  });
});

describe("vital signs in an EHR request's additional context (review 30b, engine-30b)", () => {
  it("06: HR 124, temp 38.6 and RR 24 in the context are read when no vitals are sent", () => {
    const r = run("06-uk-ehr-vitals-in-context");
    expect(r.model.vitals.find((v) => v.kind === "heart-rate")).toMatchObject({ value: 124, fromNotes: true });
    const f = finding(r, "sepsis-high-risk-adult");
    expect(f?.clinician).toMatch(/heart rate 124\/min \(in the notes\)/);
    expect(f?.clinician).toMatch(/respiratory rate 24\/min \(in the notes\)/);
  });

  it("06 near-negative: a heart rate sent as a vital sign wins over the context's", () => {
    const c = load("06-uk-ehr-vitals-in-context");
    c.data.vitalSigns = [{ display: "Heart rate", value: "96", unit: "bpm", date: "2026-11-30" }];
    const hr = runReviewCase(c).model.vitals.filter((v) => v.kind === "heart-rate");
    expect(hr).toHaveLength(1);
    expect(hr[0]).toMatchObject({ value: 96 });
    expect(hr[0]?.fromNotes).toBeUndefined();
  });
});

describe("a home blood pressure average with no clinic reading (review 30b, engine-30b)", () => {
  it("07: home average 154/96 is NICE stage 2 for an out-of-office average", () => {
    const r = run("07-uk-home-bp-average");
    const f = finding(r, "bp-home-average-high");
    expect(f?.clinician).toMatch(/^Home blood pressure average 154\/96 mmHg in the notes/);
    expect(f?.clinician).toMatch(/stage 2 level for a home or ambulatory daytime average \(150\/95 mmHg/);
    expect(f?.evidenceIds).toContain("nice-ng136-hypertension");
    expect(patientText(r)).toMatch(/taken at home is high/);
  });

  it("07 near-negative: a home average of 128/78 gives no finding", () => {
    const r = withNotes(
      "07-uk-home-bp-average",
      "GP surgery, Exeter (NHS). 7-day home monitoring done. Home BP average 128/78.",
    );
    expect(codes(r)).not.toContain("bp-home-average-high");
  });

  it("07 near-negative: with a clinic reading the category finding reads the home average instead", () => {
    const r = withNotes(
      "07-uk-home-bp-average",
      "GP surgery, Exeter (NHS). BP 158/98 today. 7-day home monitoring done. Home BP average 154/96.",
    );
    expect(codes(r)).not.toContain("bp-home-average-high");
    expect(codes(r).some((c) => c.startsWith("bp-"))).toBe(true);
  });

  it("07: a home average of 142/88 is stage 1, not stage 2", () => {
    const r = withNotes("07-uk-home-bp-average", "GP surgery, Exeter (NHS). Home BP average 142/88 over 7 days.");
    expect(finding(r, "bp-home-average-high")?.clinician).toMatch(/stage 1 range/);
  });
});
