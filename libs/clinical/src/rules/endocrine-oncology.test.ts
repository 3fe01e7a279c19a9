import type { LabTest, PatientContext } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";

const now = new Date("2026-11-22T00:00:00Z");
const DATE = "2026-11-08";

const CORTISOL: LabTest = {
  name: "Cortisol (9am)",
  value: "48",
  unit: "nmol/L",
  referenceRange: "133-537",
  date: DATE,
};
const PROLACTIN: LabTest = { name: "Prolactin", value: "1450", unit: "mIU/L", referenceRange: "102-496", date: DATE };
const ca125 = (value = "88"): LabTest => ({ name: "CA-125", value, unit: "kU/L", referenceRange: "0-35", date: DATE });
const ddimer = (value = "0.6", unit = "mg/L FEU", referenceRange = "<0.5"): LabTest => ({
  name: "D-dimer",
  value,
  unit,
  referenceRange,
  date: DATE,
});

/** Review case L11: 66-year-old woman on prednisolone for PMR and risperidone. */
const L11: PatientContext = {
  age: "66",
  gender: "female",
  conditions: [
    { name: "Polymyalgia rheumatica", status: "active" },
    { name: "Bipolar affective disorder", status: "active" },
  ],
  medications: [
    { name: "Prednisolone", dosage: "10 mg", frequency: "daily for 9 months" },
    { name: "Risperidone", dosage: "3 mg", frequency: "nocte" },
  ],
  clinicalNotes:
    "Persistent bloating and early satiety for 2 months. Wells score for DVT 0; D-dimer sent by ED for calf ache, now settled.",
};

function run(labs: LabTest[], context: PatientContext) {
  return analyzeLabResults(labs, context, { now });
}
const finding = (labs: LabTest[], context: PatientContext, code: string) =>
  run(labs, context).findings.find((f) => f.code === code);

describe("review case L11: results read with the record", () => {
  const { findings, result } = run([CORTISOL, PROLACTIN, ca125(), ddimer()], L11);
  const codes = findings.map((f) => f.code);

  it("gives each result its reading in place of the generic lab text", () => {
    expect(codes).toEqual(
      expect.arrayContaining([
        "ca125-symptoms-ultrasound",
        "cortisol-low-on-glucocorticoid",
        "prolactin-high-on-dopamine-blocker",
        "d-dimer-below-age-adjusted-cutoff",
      ]),
    );
    expect(result.patientResponse).not.toMatch(/weak adrenal glands|can come from pregnancy/);
    expect(result.clinicianResponse).not.toMatch(/No drug–laboratory/);
    // The laboratory's own flags stay as they were.
    expect(result.labResults.find((l) => l.name === "D-dimer")?.flag).toMatch(/high/i);
  });

  it("asks for an ultrasound of the abdomen and pelvis for CA-125 88 with bloating and early satiety", () => {
    const f = findings.find((x) => x.code === "ca125-symptoms-ultrasound");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("CA-125 88");
    expect(f?.clinician).toMatch(/bloating.*early satiety/);
    expect(f?.nextSteps[0]).toMatch(/ultrasound of the abdomen and pelvis, within 2 weeks/);
    expect(f?.evidenceIds).toContain("nice-cg122-ovarian-cancer");
    expect(f?.patient).toContain("bloating and feeling full quickly");
  });

  it("reads the low cortisol on prednisolone as a suppressed axis and warns against stopping suddenly", () => {
    const f = findings.find((x) => x.code === "cortisol-low-on-glucocorticoid");
    expect(f?.clinician).toMatch(/not primary adrenal failure/);
    expect(f?.nextSteps[0]).toMatch(/Do not stop the glucocorticoid abruptly/);
    expect(f?.patient).toMatch(/Do not stop or cut down your steroid suddenly/);
    expect(f?.refs.some((r) => r.startsWith("med:"))).toBe(true);
  });

  it("reads the high prolactin on risperidone as likely drug-induced, with switch or MRI through the prescriber", () => {
    const f = findings.find((x) => x.code === "prolactin-high-on-dopamine-blocker");
    expect(f?.clinician).toMatch(/risperidone.*likely explanation/s);
    expect(f?.nextSteps.join(" ")).toMatch(/with the prescriber.*pituitary MRI/s);
    expect(f?.evidenceIds).toEqual(["endocrine-society-2011-hyperprolactinaemia", "molitch-2008-drugs-prolactin"]);
  });

  it("reads D-dimer 0.6 at 66 against her age-adjusted cut-off of 0.66 mg/L", () => {
    const f = findings.find((x) => x.code === "d-dimer-below-age-adjusted-cutoff");
    expect(f?.clinician).toMatch(/age-adjusted cut-off of 0\.66 mg\/L \(660 µg\/L/);
    expect(f?.patient).toMatch(/does not suggest a blood clot/);
    expect(f?.severity).toBe("low");
  });
});

describe("CA-125 and the ultrasound pathway", () => {
  it("keeps only the lab flag without symptoms in the notes", () => {
    const ctx = { ...L11, clinicalNotes: "Routine review. Feels well." };
    const r = run([ca125()], ctx);
    expect(r.findings.map((f) => f.code)).not.toContain("ca125-symptoms-ultrasound");
    expect(r.findings.find((f) => f.code === "lab-high")?.clinician).toMatch(/ovarian cancer/);
  });

  it("does not act on denied symptoms, a CA-125 under 35, a man, or known ovarian cancer", () => {
    expect(
      finding([ca125()], { ...L11, clinicalNotes: "No bloating, no early satiety." }, "ca125-symptoms-ultrasound"),
    ).toBeUndefined();
    expect(finding([ca125("30")], L11, "ca125-symptoms-ultrasound")).toBeUndefined();
    expect(finding([ca125()], { ...L11, gender: "male" }, "ca125-symptoms-ultrasound")).toBeUndefined();
    const known = {
      ...L11,
      conditions: [{ name: "Ovarian cancer (high-grade serous), on follow-up", status: "active" }],
    };
    expect(finding([ca125()], known, "ca125-symptoms-ultrasound")).toBeUndefined();
  });

  it("counts pelvic pain and urinary urgency too", () => {
    const f = finding(
      [ca125("40")],
      { age: "58", gender: "female", clinicalNotes: "Pelvic pain and urinary urgency most days." },
      "ca125-symptoms-ultrasound",
    );
    expect(f?.clinician).toMatch(/pelvic or abdominal pain.*urinary urgency or frequency/);
  });
});

describe("low morning cortisol on a glucocorticoid", () => {
  it("leaves the generic reading without a glucocorticoid", () => {
    const r = run([CORTISOL], { age: "66", gender: "female", medications: [{ name: "Amlodipine 5 mg" }] });
    expect(r.findings.map((f) => f.code)).not.toContain("cortisol-low-on-glucocorticoid");
    expect(r.findings.find((f) => f.code === "lab-low")?.clinician).toMatch(/weak adrenal glands/);
  });

  it("ignores a steroid cream and known adrenal insufficiency", () => {
    const cream = {
      age: "50",
      gender: "female" as const,
      medications: [{ name: "Hydrocortisone 1% cream", frequency: "bd" }],
    };
    expect(finding([CORTISOL], cream, "cortisol-low-on-glucocorticoid")).toBeUndefined();
    const addison = {
      age: "50",
      gender: "female" as const,
      conditions: [{ name: "Addison's disease", status: "active" }],
      medications: [{ name: "Hydrocortisone 10 mg / 5 mg / 5 mg" }],
    };
    expect(finding([CORTISOL], addison, "cortisol-low-on-glucocorticoid")).toBeUndefined();
  });

  it("reads dexamethasone tablets like prednisolone", () => {
    const ctx = { age: "60", gender: "male" as const, medications: [{ name: "Dexamethasone 2 mg tablets" }] };
    expect(finding([CORTISOL], ctx, "cortisol-low-on-glucocorticoid")).toBeDefined();
  });
});

describe("high prolactin on a dopamine-blocking medicine", () => {
  it("leaves the generic reading without such a medicine", () => {
    const r = run([PROLACTIN], { age: "30", gender: "female", medications: [{ name: "Sertraline 50 mg" }] });
    expect(r.findings.map((f) => f.code)).not.toContain("prolactin-high-on-dopamine-blocker");
    // Review 19: without symptoms or such a medicine the raised prolactin finding reads it.
    expect(r.findings.find((f) => f.code === "hyperprolactinaemia")?.title).toMatch(/without recorded symptoms/);
    expect(r.findings.find((f) => f.code === "lab-high")?.clinician).toMatch(/Read with the raised prolactin finding/);
  });

  it("reads metoclopramide as a cause, but not aripiprazole", () => {
    const on = (name: string) =>
      finding(
        [PROLACTIN],
        { age: "40", gender: "female", medications: [{ name }] },
        "prolactin-high-on-dopamine-blocker",
      );
    expect(on("Metoclopramide 10 mg tds")).toBeDefined();
    expect(on("Aripiprazole 10 mg")).toBeUndefined();
  });

  it("leaves pregnancy out of the causes for a woman over 55 and a man, not for a younger woman", () => {
    // At prolactinoma level the generic line keeps its causes (review 19: below it, the raised
    // prolactin finding reads the line).
    const text = (ctx: PatientContext) =>
      run([{ ...PROLACTIN, value: "7200" }], ctx).findings.find((f) => f.code === "lab-high")?.patient ?? "";
    expect(text({ age: "66", gender: "female" })).toMatch(/can come from some medicines or a pituitary growth/);
    expect(text({ age: "40", gender: "male" })).not.toMatch(/pregnancy/);
    expect(text({ age: "34", gender: "female" })).toMatch(/can come from pregnancy, some medicines/);
  });
});

describe("D-dimer and the age-adjusted cut-off", () => {
  it("says nothing more when D-dimer 0.8 is above the cut-off of 0.66 at 66", () => {
    const r = run([ddimer("0.8")], L11);
    expect(r.findings.map((f) => f.code)).not.toContain("d-dimer-below-age-adjusted-cutoff");
    expect(r.findings.find((f) => f.code === "lab-high")).toBeDefined();
  });

  it("does not apply at 50 or under, to D-dimer units, or against another laboratory cut-off", () => {
    expect(finding([ddimer()], { ...L11, age: "48" }, "d-dimer-below-age-adjusted-cutoff")).toBeUndefined();
    expect(finding([ddimer("0.3", "mg/L DDU", "<0.25")], L11, "d-dimer-below-age-adjusted-cutoff")).toBeUndefined();
    expect(finding([ddimer("0.6", "mg/L FEU", "<0.4")], L11, "d-dimer-below-age-adjusted-cutoff")).toBeUndefined();
  });

  it("reads a D-dimer in ng/mL FEU the same way", () => {
    const f = finding([ddimer("600", "ng/mL FEU", "<500")], L11, "d-dimer-below-age-adjusted-cutoff");
    expect(f?.clinician).toContain("D-dimer 600 ng/mL");
    expect(f?.clinician).toContain("0.66 mg/L");
  });
});
