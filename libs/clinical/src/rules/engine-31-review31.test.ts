import { describe, expect, it } from "vitest";
import {
  clinicianText,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
  runReviewCase,
  type ReviewCase,
} from "../testing/review-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/engine-31-review31/", import.meta.url));

type LabRow = { name: string; value: string; unit?: string; flag?: string; date?: string; notes?: string };

/** A lab-results case with its rows and notes changed. */
function labsCase(name: string, change: (rows: LabRow[], c: ReviewCase) => LabRow[] | void): ReviewCase {
  const c = load(name);
  const rows = c.labResults as LabRow[];
  c.labResults = change(rows, c) ?? rows;
  return c;
}

const steps = (r: ReturnType<typeof runReviewCase>) => r.findings.flatMap((f) => f.nextSteps);

describe("a deferral names the potassium as the report grades it (review 31, engine-31 cases 01-02)", () => {
  it("01: potassium 6.1 mmol/L flagged Critical but graded high defers the SGLT2 inhibitor 'once the high potassium has been corrected'", () => {
    const r = run("01-uk-k-6-1-lab-critical-ckd-diabetes-labs");
    expect(r.findings.some((f) => f.severity === "critical")).toBe(false);
    expect(clinicianText(r)).not.toMatch(/critical potassium/);
    expect(finding(r, "sglt2i-opportunity-diabetic-kidney")?.clinician).toMatch(
      /once the high potassium has been corrected/,
    );
  });

  it("02: potassium 6.3 mmol/L graded moderate (below 6.5, no ECG change) defers HF medicines 'once the high potassium has been corrected'", () => {
    const r = run("02-uk-k-6-3-repeat-not-haemolysed-labs");
    expect(clinicianText(r)).not.toMatch(/critical potassium/);
    expect(steps(r)).toContain("Review the heart-failure medicines once the high potassium has been corrected");
  });

  it("01 near-negative: potassium 6.8 mmol/L, a hyperkalaemia emergency, still says 'the critical potassium'", () => {
    const c = labsCase("01-uk-k-6-1-lab-critical-ckd-diabetes-labs", (rows) =>
      rows.map((o) => (o.name === "Potassium" ? { ...o, value: "6.8" } : o)),
    );
    const r = runReviewCase(c);
    expect(r.findings.some((f) => f.severity === "critical")).toBe(true);
    expect(clinicianText(r)).toMatch(/once the critical potassium has been corrected/);
  });
});

describe("no 'repeat potassium' when the value given is the repeat (review 31, engine-31 cases 02 and 04)", () => {
  it("02: notes 'repeat sample this afternoon, not haemolysed, K 6.3' turn the repeat step into act-and-recheck", () => {
    const r = run("02-uk-k-6-3-repeat-not-haemolysed-labs");
    expect(steps(r).join("\n")).not.toMatch(/Repeat potassium promptly/);
    expect(steps(r)).toContainEqual(
      expect.stringMatching(
        /^The high potassium is already confirmed \(".*repeat sample.*k 6\.3" in the notes\): act on it/,
      ),
    );
  });

  it("04: two high potassium results the same day say so once, and the second finding's step is only the recheck", () => {
    const r = run("04-us-k-two-same-day-high-lisinopril-labs");
    const all = steps(r);
    expect(all.join("\n")).not.toMatch(/Repeat potassium promptly/);
    expect(all.filter((s) => s.includes("already confirmed"))).toEqual([
      "The high potassium is already confirmed (two high results the same day, 5.9 and 6.0 mEq/L on 2026-11-27): act on it, and recheck potassium after acting",
    ]);
    expect(all).toContainEqual(expect.stringMatching(/^Recheck potassium after acting on it and review other/));
  });

  it("04: the moderate band is written in the record's mEq/L", () => {
    const f = finding(run("04-us-k-two-same-day-high-lisinopril-labs"), "raas-hyperkalaemia");
    expect(f?.clinician).toMatch(/Potassium 6\.0–6\.4 mEq\/L is moderate/);
    expect(f?.clinician).not.toMatch(/mmol\/L/);
  });

  it("02 near-negative: without a repeat in the notes the repeat step stays", () => {
    const c = load("02-uk-k-6-3-repeat-not-haemolysed-labs");
    c.patientContext.clinicalNotes = "GP surgery, Norwich (NHS). Feels well, no palpitations. BP 118/70.";
    expect(steps(runReviewCase(c))).toContain("Repeat potassium promptly (exclude a haemolysed sample)");
  });

  it("04 near-negative: a high potassium a month earlier is not a same-day repeat", () => {
    const c = labsCase("04-us-k-two-same-day-high-lisinopril-labs", (rows) =>
      rows.map((o) => (o.name === "Potassium" && o.value === "5.9" ? { ...o, date: "2026-10-27" } : o)),
    );
    c.patientContext.clinicalNotes = "Primary care, Columbus, Ohio. BP 132/80.";
    const all = steps(runReviewCase(c)).join("\n");
    expect(all).not.toMatch(/already confirmed/);
    expect(all).toMatch(/Repeat potassium promptly \(exclud/);
  });
});

describe("same-day potassium results without a time are named by value (review 31, engine-31 case 03)", () => {
  it("03: the haemolysed 6.4 and the sound 5.2 are both named, and the step asks whether 5.2 is the repeat", () => {
    const r = run("03-us-k-same-day-one-hemolyzed-labs");
    expect(clinicianText(r)).toMatch(
      /The other potassium of the same day, 5\.2 mEq\/L, has no sample comment and no time is given for either/,
    );
    expect(steps(r)).toContainEqual(
      expect.stringMatching(
        /^Confirm with the laboratory whether potassium 5\.2 mEq\/L is the repeat of the questioned 6\.4 mEq\/L sample/,
      ),
    );
    expect(patientText(r)).toMatch(
      /result of 6\.4 mEq\/L was very high.*Another potassium test the same day, 5\.2 mEq\/L/s,
    );
  });

  it("03 near-negative: a haemolysed potassium alone keeps the plain same-day repeat", () => {
    const c = labsCase("03-us-k-same-day-one-hemolyzed-labs", (rows) =>
      rows.filter((o) => !(o.name === "Potassium" && o.value === "5.2")),
    );
    const r = runReviewCase(c);
    expect(steps(r)).toContainEqual(
      expect.stringMatching(/^Repeat potassium today on a fresh sample taken without hemolysis/),
    );
    expect(clinicianText(r)).not.toMatch(/other potassium of the same day/);
  });
});

describe("the CKD blood-pressure step fits what the record holds (review 31, engine-31 cases 01, 09, 12)", () => {
  it("01: with no blood pressure recorded (notes say none taken) it asks for one", () => {
    expect(steps(run("01-uk-k-6-1-lab-critical-ckd-diabetes-labs"))).toContain(
      "Measure blood pressure (none is recorded here) and control it; review kidney-cleared drugs",
    );
  });

  it("09: with a recorded reading it names it, without nested brackets", () => {
    const r = runReviewCase(load("09-us-ckd-diabetes-hf-mixed-ehr"));
    expect(steps(r)).toContain(
      "Control blood pressure (latest 138/84 mmHg on 2026-11-26); review kidney-cleared drugs",
    );
  });

  it("12 near-negative: home readings in the notes keep the plain 'Control blood pressure' step", () => {
    expect(steps(run("12-uk-ckd-no-bp-stable-labs"))).toContain("Control blood pressure; review kidney-cleared drugs");
  });
});

describe("a raised tTG in known coeliac disease is read as diet monitoring (review 31, engine-31 case 05)", () => {
  it("05: no 'before any change of diet' when coeliac disease is on record; the diet is reviewed instead", () => {
    const r = run("05-uk-coeliac-known-ttg-monitoring-labs");
    expect(clinicianText(r)).not.toMatch(/before any change of diet/);
    expect(patientText(r)).not.toMatch(/before any change of diet/);
    expect(clinicianText(r)).toMatch(/read as a guide to the gluten-free diet/);
    expect(r.result.citations.clinician).toBeDefined();
    expect(JSON.stringify(r.result.citations.clinician)).toMatch(
      /bestpractice\.bmj\.com\/topics\/en-gb\/636\/monitoring/,
    );
  });

  it("05 near-negative: without a coeliac diagnosis the tTG keeps its diagnostic reading (gluten kept until confirmed)", () => {
    const c = load("05-uk-coeliac-known-ttg-monitoring-labs");
    c.patientContext.conditions = [];
    c.patientContext.clinicalNotes = "GP surgery, Cardiff (NHS). Tired, bloating.";
    const text = clinicianText(runReviewCase(c));
    expect(text).not.toMatch(/guide to the gluten-free diet/);
    expect(text).toMatch(/Advise the patient to keep eating gluten until the tests are complete/);
  });
});

describe("the heart-failure creatinine step is in the record's units (review 31, engine-31 case 07)", () => {
  it("07: a US record with creatinine in mg/dL and potassium in mEq/L reads '3 mg/dL' and '5.5 mEq/L'", () => {
    const f = finding(run("07-us-hfref-creatinine-rise-dapagliflozin-labs"), "hf-creatinine-rise-expected");
    expect(f?.nextSteps[1]).toBe(
      "Review with the heart-failure team if creatinine rises further (50% or more above baseline, or 3 mg/dL or more), eGFR falls to 25 or below, or potassium rises above 5.5 mEq/L",
    );
    expect(f?.clinician).toMatch(/at or below 5\.5 mEq\/L/);
  });

  it("07 near-negative: the same rise in µmol/L from a UK clinic keeps 266 µmol/L and mmol/L", () => {
    const c = labsCase("07-us-hfref-creatinine-rise-dapagliflozin-labs", (rows) =>
      rows.map((o) =>
        o.name === "Creatinine"
          ? { ...o, value: o.value === "1.5" ? "133" : "106", unit: "umol/L", referenceRange: "45 - 90" }
          : o.unit === "mEq/L"
            ? { ...o, unit: "mmol/L" }
            : o,
      ),
    );
    c.patientContext.clinicalNotes =
      "Heart failure clinic, Leeds (NHS). Dapagliflozin started 3 weeks ago. Feels well, weight stable, no orthostatic symptoms.";
    const f = finding(runReviewCase(c), "hf-creatinine-rise-expected");
    expect(f?.nextSteps[1]).toMatch(
      /or 266 µmol\/L or more\), eGFR falls to 25 or below, or potassium rises above 5\.5 mmol\/L$/,
    );
  });
});

describe("two paracetamol products are named with what each adds (review 31, engine-31 case 08)", () => {
  it("08: paracetamol 500 mg and co-codamol 30/500 are given as 4 g from each, not one clause of two names", () => {
    const f = finding(run("08-uk-paracetamol-plus-co-codamol-labs"), "paracetamol-repeated-excess");
    expect(f?.clinician).toMatch(
      /^Paracetamol about 8 g a day \(4 g from paracetamol 500 mg tablets plus 4 g from co-codamol 30\/500 tablets\)/i,
    );
  });

  it("08 near-negative: one listed product is named alone", () => {
    const c = load("08-uk-paracetamol-plus-co-codamol-labs");
    c.patientContext.medications = [
      { name: "Paracetamol 500 mg tablets", dosage: "3 tablets", frequency: "four times a day" },
    ];
    const f = finding(runReviewCase(c), "paracetamol-repeated-excess");
    expect(f?.clinician).toMatch(/^Paracetamol about 6 g a day \(paracetamol 500 mg tablets\)/i);
  });
});

/** Template gaps and typing slips a reader notices: doubled words or brackets, "a an", stray braces. */
const SLIPS = /\b(\w{2,})\s+\1\b|\(\(|\)\)|\ba an\b|\ban a\b|[{}]|\bundefined\b|\bNaN\b/i;

describe("no doubled words, doubled brackets or template braces across the review's cases (review 31, engine-31)", () => {
  const names = [
    "01-uk-k-6-1-lab-critical-ckd-diabetes-labs",
    "02-uk-k-6-3-repeat-not-haemolysed-labs",
    "03-us-k-same-day-one-hemolyzed-labs",
    "04-us-k-two-same-day-high-lisinopril-labs",
    "05-uk-coeliac-known-ttg-monitoring-labs",
    "07-us-hfref-creatinine-rise-dapagliflozin-labs",
    "08-uk-paracetamol-plus-co-codamol-labs",
    "12-uk-ckd-no-bp-stable-labs",
  ];
  for (const name of names) {
    it(`${name}: both reports read cleanly`, () => {
      const r = run(name);
      expect(patientText(r)).not.toMatch(SLIPS);
      expect(clinicianText(r)).not.toMatch(SLIPS);
    });
  }
  for (const name of ["09-us-ckd-diabetes-hf-mixed-ehr", "10-uk-elderly-aki-hypo-ehr"]) {
    it(`${name}: the deep report reads cleanly`, () => {
      const r = runDeepReviewCase(load(name));
      expect(r.result.patientResponse).not.toMatch(SLIPS);
      expect(r.result.clinicianResponse).not.toMatch(SLIPS);
    });
  }
});
