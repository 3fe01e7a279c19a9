import { describe, expect, it } from "vitest";
import { codes, finding, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/engine-30-review30/", import.meta.url));

/** A lab-results case with its notes replaced. */
function withNotes(name: string, notes: string) {
  const c = load(name);
  c.patientContext.clinicalNotes = notes;
  return runReviewCase(c);
}

describe("vital signs written in a lab request's notes are read as vitals (review 30, engine-30)", () => {
  it("01: HR, temp and RR in the notes join the notes' blood pressure in the sepsis finding, each marked as from the notes", () => {
    const r = run("01-uk-sepsis-vitals-in-notes");
    const f = finding(r, "sepsis-high-risk-adult");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/respiratory rate 26\/min \(in the notes\), 25\/min or more/);
    expect(f?.clinician).toMatch(/temperature 38\.9 °C \(in the notes\)/);
    expect(f?.clinician).toMatch(/heart rate 128\/min \(in the notes\)/);
    const hr = r.model.vitals.find((v) => v.kind === "heart-rate");
    expect(hr).toMatchObject({ value: 128, fromNotes: true });
  });

  it("01 near-negative: a goal, a range or a hazard ratio after the label is no reading", () => {
    const r = withNotes(
      "01-uk-sepsis-vitals-in-notes",
      "GP home visit, Leeds (NHS). ?urosepsis. HR target <110. Aim sats 94-98%. RR 12-20 normal. HR 1.32 in the trial. Urine over 24 hr 120 mL.",
    );
    expect(r.model.vitals.filter((v) => v.fromNotes)).toEqual([]);
  });

  it("02: a Fahrenheit temperature and a heart rate in the notes score on the Burch-Wartofsky scale as thyroid storm", () => {
    const f = finding(run("02-us-thyroid-storm-vitals-in-notes"), "overt-hyperthyroidism");
    expect(f?.severity).toBe("critical");
    expect(f?.title).toMatch(/features of thyroid storm/);
    expect(f?.clinician).toMatch(/temperature 39\.1 °C/);
    expect(f?.clinician).toMatch(/heart rate 146\/min/);
  });

  it("03 near-negative: a past admission's blood pressure and heart rate and a rate goal are not today's, so no sepsis or unstable AF", () => {
    const r = run("03-uk-vitals-not-current-in-notes");
    expect(codes(r)).not.toContain("sepsis-high-risk-adult");
    expect(codes(r)).not.toContain("af-unstable-notes");
    expect(r.model.vitals.filter((v) => v.fromNotes)).toEqual([]);
  });

  it("03: the same AF record with today's BP 86/50 in the notes is still unstable AF", () => {
    const r = withNotes(
      "03-uk-vitals-not-current-in-notes",
      "GP surgery, Bristol (NHS). Chest infection. Today BP 86/50, breathless at rest.",
    );
    expect(codes(r)).toContain("af-unstable-notes");
  });

  it("03: a fast AF rate written in the notes still reaches the AF instability finding", () => {
    const r = withNotes(
      "03-uk-vitals-not-current-in-notes",
      "GP surgery, Bristol (NHS). AF, HR 168 today, feels faint.",
    );
    expect(finding(r, "af-unstable-notes")?.clinician).toMatch(/a rate of 168\/min/);
  });
});

describe("one finding owns a critical potassium (review 30, engine-30)", () => {
  const renal = reviewFolder(new URL("./fixtures/renal-29-review29/", import.meta.url));

  it("renal-29 case 01: potassium 6.3 with platelets 968 is one high potassium finding, no second critical line", () => {
    const r = renal.run("01-uk-pseudohyperk-thrombocytosis");
    expect(codes(r)).not.toContain("lab-critical");
    expect(r.findings.filter((f) => /potassium/i.test(f.title))).toHaveLength(1);
    expect(finding(r, "hyperkalaemia")?.clinician).toMatch(/pseudohyperkalaemia/);
  });

  it("renal-29 case 01 near-negative: a potassium the laboratory flagged Critical keeps its line and its same-day review step", () => {
    const c = renal.load("01-uk-pseudohyperk-thrombocytosis");
    c.labResults[0].flag = "Critical";
    const line = finding(runReviewCase(c), "lab-critical");
    expect(line?.clinician).toMatch(/Read with the high potassium finding/);
    expect(line?.nextSteps[0]).toMatch(/flagged critical by the laboratory today/);
  });
});

describe("two same-day results of one test: the repeat is acted on, the first named (review 30, engine-30)", () => {
  it("08: a haemolysed potassium of 6.8 and a sound repeat of 4.6 the same day is a superseded note, not a hyperkalaemia emergency", () => {
    const r = run("08-uk-same-day-haemolysed-potassium");
    expect(codes(r)).not.toContain("raas-hyperkalaemia");
    expect(codes(r)).not.toContain("lab-critical");
    const note = finding(r, "lab-superseded");
    expect(note?.clinician).toMatch(/6\.8 mmol\/L .*"Sample haemolysed".*4\.6 mmol\/L .*is normal/);
    expect(note?.clinician).not.toMatch(/one sample cannot give both/);
  });

  it("08 near-negative: a haemolysed 6.8 with no repeat still draws the potassium finding", () => {
    const c = load("08-uk-same-day-haemolysed-potassium");
    c.labResults.splice(1, 1);
    expect(codes(runReviewCase(c))).toContain("raas-hyperkalaemia");
  });

  it("09: two same-day glucose results without a time are not called 'one sample', and both are named", () => {
    const f = finding(run("09-us-two-same-day-glucose"), "lab-high");
    expect(f?.clinician).toMatch(/248 mg\/dL/);
    expect(f?.clinician).toMatch(/A second glucose result of the same day \(no time given\) reads 104 mg\/dL/);
    expect(f?.clinician).not.toMatch(/one sample cannot give both/);
  });

  it("09: with the second noted as the repeat, it is the value acted on and the first is still named", () => {
    const c = load("09-us-two-same-day-glucose");
    c.labResults[1].notes = "Repeat sample";
    const f = finding(runReviewCase(c), "lab-high");
    expect(f?.clinician).toMatch(/^Glucose, serum\/plasma 104 mg\/dL/);
    expect(f?.clinician).toMatch(/This is the repeat: the same day's first glucose result read 248 mg\/dL/);
  });

  it("09 near-negative: a note asking for a repeat does not make that result the repeat", () => {
    const c = load("09-us-two-same-day-glucose");
    c.labResults[1].notes = "Repeat requested";
    const f = finding(runReviewCase(c), "lab-high");
    expect(f?.clinician).toMatch(/^Glucose, serum\/plasma 248 mg\/dL/);
  });
});

describe("severe low magnesium in a child: no alcohol cause, no adult dose (review 30, engine-30)", () => {
  it("07: a boy of 9 is not told to look for alcohol, and IV magnesium is dosed by weight with paediatric advice", () => {
    const f = finding(run("07-uk-child-hypomagnesaemia-diarrhoea"), "hypomagnesaemia-severe-symptomatic");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(
      /Find and remove the cause \(proton pump inhibitors, diuretics, diarrhoea or malabsorption\)/,
    );
    expect(steps).not.toMatch(/alcohol/);
    expect(steps).toMatch(/dosed by weight with paediatric advice/);
    expect(steps).not.toMatch(/20 mmol in 250 mL/);
  });

  it("07 near-negative: the same results at 45 keep alcohol among the causes and the adult regimen", () => {
    const c = load("07-uk-child-hypomagnesaemia-diarrhoea");
    c.patientContext.age = "45";
    const steps = finding(runReviewCase(c), "hypomagnesaemia-severe-symptomatic")?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/diuretics, alcohol, diarrhoea/);
    expect(steps).toMatch(/20 mmol in 250 mL glucose 5% over 3 hours/);
  });
});

describe("the low-titre ANA finding folds in the generic ANA line (review 30, engine-30)", () => {
  it("06: ANA 1:80 in a well woman gives the reassurance finding alone, no 'above the reference range' line", () => {
    const r = run("06-uk-ana-1-80-fatigue");
    expect(codes(r)).toContain("ana-low-titre-well");
    expect(codes(r)).not.toContain("lab-high");
  });

  it("06 near-negative: at 1:640 there is no reassurance, and the ANA keeps its own above-range line", () => {
    const c = load("06-uk-ana-1-80-fatigue");
    c.labResults[0].value = "Positive 1:640, homogeneous";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("ana-low-titre-well");
    expect(r.findings.find((f) => f.code === "lab-high")?.title).toMatch(/Antinuclear antibodies/);
  });
});

describe("the Burch-Wartofsky 25-44 band is flagged as impending thyroid storm (review 30, engine-30)", () => {
  it("04: HR 118, temp 37.9 and agitation (30 points) is a high, same-day impending storm, not a routine referral", () => {
    const f = finding(run("04-us-impending-thyroid-storm"), "overt-hyperthyroidism");
    expect(f?.severity).toBe("high");
    expect(f?.title).toBe("Overt hyperthyroidism: possible impending thyroid storm");
    expect(f?.clinician).toMatch(/at least 30 on the Burch-Wartofsky point scale \(25-44 suggests impending storm/);
    expect(f?.nextSteps[0]).toMatch(/^Same-day assessment/);
    expect(f?.evidenceIds).toContain("burch-wartofsky-point-scale");
  });

  it("04 near-negative: HR 96 without fever or agitation (5 points) stays the routine overt hyperthyroidism finding", () => {
    const r = withNotes(
      "04-us-impending-thyroid-storm",
      "Primary care clinic, Columbus, Ohio. Weight loss and tremor. HR 96.",
    );
    const f = finding(r, "overt-hyperthyroidism");
    expect(f?.title).toBe("Overt hyperthyroidism");
    expect(f?.clinician).not.toMatch(/Burch-Wartofsky/);
  });

  it("04 near-negative: 25 points from a fast rate in atrial fibrillation alone is the beta-blocker advice, not impending storm", () => {
    const r = withNotes(
      "04-us-impending-thyroid-storm",
      "Primary care clinic, Columbus, Ohio. Palpitations. AF on ECG, HR 124.",
    );
    const f = finding(r, "overt-hyperthyroidism");
    expect(f?.title).toBe("Overt hyperthyroidism");
    expect(f?.clinician).toMatch(/ATA 2016 recommends a beta-blocker/);
  });
});
