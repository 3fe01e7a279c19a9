import { healthDataSchema, labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { findCitableEvidence } from "../evidence/library.ts";
import { normalizeLabResults } from "../normalize/lab-results.ts";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";
import { classifyMedication } from "../vocab/medications.ts";

const NOW = { now: new Date("2026-11-22T00:00:00Z") };

type Lab = { name: string; value: string; unit?: string; referenceRange?: string; date?: string };

function run(labs: Lab[], context: Record<string, unknown>) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-10", ...l })),
    patientContextSchema.parse({ gender: "female", ...context }),
    NOW,
  );
}

const CALCIUM: Lab = { name: "Adjusted calcium", value: "2.77", unit: "mmol/L", referenceRange: "2.20-2.60" };
const pthPmol = (value: string): Lab => ({ name: "PTH", value, unit: "pmol/L", referenceRange: "1.6-6.9" });

describe("PTH in pmol/L", () => {
  it("is read in the rule unit (pg/mL) at 1 pmol/L = 9.43 pg/mL", () => {
    const [obs] = normalizeLabResults([labTestSchema.parse(pthPmol("9.8"))]).labs;
    expect(obs?.analyteId).toBe("pth-intact");
    expect(obs?.standard?.unit).toBe("pg/mL");
    expect(obs?.standard?.value).toBeCloseTo(9.8 / 0.106, 1);
    expect(obs?.status).toBe("high");
  });
});

describe("high calcium with PTH", () => {
  const find = (labs: Lab[], context: Record<string, unknown> = { age: 63 }) =>
    run(labs, context).findings.find((f) => f.code === "hypercalcaemia");

  it("reads a PTH in pmol/L, calls it PTH-dependent and does not ask for a PTH test", () => {
    const f = find([CALCIUM, pthPmol("9.8")]);
    expect(f?.clinician).toContain("PTH 9.8 pmol/L (2026-11-10) is high: PTH-dependent hypercalcaemia");
    expect(f?.clinician).not.toContain("not in the record");
    expect(f?.patientQuestions).not.toContain("Do I need a parathyroid hormone (PTH) test?");
    expect(f?.nextSteps.join(" ")).not.toMatch(/Check PTH/);
  });

  it("still asks for PTH when there is none", () => {
    const f = find([CALCIUM]);
    expect(f?.clinician).toContain("PTH is not in the record");
    expect(f?.patientQuestions).toContain("Do I need a parathyroid hormone (PTH) test?");
    expect(f?.nextSteps.join(" ")).toMatch(/Check PTH, 25-hydroxyvitamin D and creatinine/);
  });

  it("names a current thiazide as a contributor, citing the thiazide-hypercalcaemia study", () => {
    const f = find([CALCIUM, pthPmol("9.8")], { age: 63, medications: [{ name: "Bendroflumethiazide 2.5mg" }] });
    expect(f?.clinician).toMatch(
      /On bendroflumethiazide 2\.5mg: thiazides are commonly associated with hypercalcaemia/,
    );
    expect(f?.evidenceIds).toContain("griebeler-2016-thiazide-hypercalcaemia");
    expect(findCitableEvidence("griebeler-2016-thiazide-hypercalcaemia")).toBeDefined();
    const without = find([CALCIUM, pthPmol("9.8")], { age: 63, medications: [{ name: "Amlodipine 5 mg" }] });
    expect(without?.clinician).not.toMatch(/thiazide/);
    expect(without?.evidenceIds).not.toContain("griebeler-2016-thiazide-hypercalcaemia");
  });
});

describe("myeloma advice (NICE NG12) with a PTH-dependent high calcium", () => {
  const myeloma = (labs: Lab[], notes?: string) =>
    run(labs, { age: 63, ...(notes ? { clinicalNotes: notes } : {}) }).findings.find(
      (f) => f.code === "myeloma-investigations",
    );

  it("does not fire for the calcium alone when PTH is high, in pmol/L or pg/mL", () => {
    expect(myeloma([CALCIUM, pthPmol("9.8")])).toBeUndefined();
    expect(myeloma([CALCIUM, { name: "PTH", value: "92", unit: "pg/mL", referenceRange: "15-65" }])).toBeUndefined();
  });

  it("does not fire when PTH is inappropriately normal (not suppressed)", () => {
    expect(myeloma([CALCIUM, pthPmol("4.5")])).toBeUndefined();
  });

  it("still fires without a PTH, with a suppressed PTH, or with a low-normal one", () => {
    expect(myeloma([CALCIUM])).toBeDefined();
    expect(myeloma([CALCIUM, pthPmol("0.8")])).toBeDefined();
    expect(myeloma([CALCIUM, pthPmol("2.0")])).toBeDefined();
  });

  it("still fires on the calcium when another feature of myeloma is present", () => {
    const anaemia: Lab = { name: "Haemoglobin", value: "98", unit: "g/L", referenceRange: "115-165" };
    expect(myeloma([CALCIUM, pthPmol("9.8"), anaemia])?.clinician).toMatch(/^Calcium 2\.77/);
    expect(myeloma([CALCIUM, pthPmol("9.8")], "New back pain for 6 weeks.")).toBeDefined();
  });

  it("still fires for a low white cell count, without naming the calcium as the trigger", () => {
    const wbc: Lab = { name: "WBC", value: "2.9", unit: "10^9/L", referenceRange: "4.0-11.0" };
    // Triggered by the white cells, it is filed under the blood count, not under calcium.
    const f = run([CALCIUM, pthPmol("9.8"), wbc], { age: 63 }).findings.find(
      (x) => x.code === "myeloma-investigations-low-white-cells",
    );
    expect(myeloma([CALCIUM, pthPmol("9.8"), wbc])).toBeUndefined();
    expect(f?.problem).toBe("Blood count");
    expect(f?.clinician).toMatch(/^White cell count 2\.9/);
    expect(f?.patient).toContain("Your white blood cell count is low.");
  });
});

describe("low sodium", () => {
  const sodium = (value: string, context: Record<string, unknown> = {}, extra: Lab[] = []) =>
    run([{ name: "Sodium", value, unit: "mmol/L", referenceRange: "135-145" }, ...extra], {
      age: 79,
      ...context,
    }).findings.find((f) => f.code === "hyponatraemia");

  it("words the patient text by grade: a profound low sodium is not called mild", () => {
    const profound = sodium("124");
    expect(profound?.severity).toBe("critical");
    expect(profound?.patient).toContain("very low");
    expect(profound?.patient).not.toMatch(/mild|no symptoms/i);
    const mild = sodium("132");
    expect(mild?.severity).toBe("moderate");
    expect(mild?.patient).toContain("a little low");
    expect(mild?.patient).toContain("often causes no symptoms");
  });

  it("makes a fit an emergency with any low sodium, and confusion, vomiting or drowsiness one below 130", () => {
    const fit = sodium("133", { clinicalNotes: "Had a seizure." });
    expect(fit?.severity).toBe("critical");
    expect(fit?.patient).toContain("get medical help now");
    for (const notes of ["New confusion over 3 days.", "Vomiting since Monday.", "Drowsy."]) {
      const f = sodium("128", { clinicalNotes: notes });
      expect(f?.severity, notes).toBe("critical");
      expect(f?.patient, notes).toContain("get medical help now");
    }
  });

  it("asks for review today, not emergency care, for those symptoms with a slightly low sodium", () => {
    for (const notes of ["New confusion over 3 days.", "Vomiting since Monday.", "Drowsy."]) {
      const f = sodium("132", { clinicalNotes: notes });
      expect(f?.severity, notes).toBe("high");
      expect(f?.patient, notes).toContain("see your doctor today");
      expect(f?.patient, notes).not.toContain("get medical help now");
    }
  });

  it("is never less urgent for a lower sodium with the same notes", () => {
    const rank = { info: 0, low: 1, moderate: 2, high: 3, critical: 4 } as const;
    let previous = 0;
    for (const value of ["134", "131", "129", "126", "122"]) {
      const f = sodium(value, { clinicalNotes: "Drowsy, one fall." });
      const r = rank[f?.severity as keyof typeof rank];
      expect(r, value).toBeGreaterThanOrEqual(previous);
      previous = r;
    }
  });

  it("asks for prompt review, not emergency care, when the notes mention falls only", () => {
    const f = sodium("132", { clinicalNotes: "Recurrent falls at home; one fall yesterday." });
    expect(f?.severity).toBe("high");
    expect(f?.patient).not.toContain("get medical help now");
    expect(f?.clinician).toContain("The notes mention a fall");
  });

  it("does not escalate when the notes deny those symptoms", () => {
    const f = sodium("132", { clinicalNotes: "No confusion, no falls, denies vomiting." });
    expect(f?.severity).toBe("moderate");
    expect(f?.patient).not.toContain("get medical help now");
  });

  it("names a current SSRI or SNRI as a cause, citing the Beers Criteria", () => {
    const f = sodium("128", { medications: [{ name: "Sertraline 50mg" }] });
    expect(f?.clinician).toContain("Sertraline 50mg is an SSRI; these can cause SIADH and hyponatraemia");
    expect(f?.patient).toContain("such as your sertraline, can lower sodium");
    expect(f?.evidenceIds).toContain("ags-beers-2023");
    for (const drug of ["citalopram", "escitalopram", "fluoxetine", "paroxetine", "venlafaxine", "duloxetine"])
      expect(classifyMedication(`${drug} 20 mg`).classes, drug).toContain("ssri-snri");
  });

  it("names in its drug step only the sodium-lowering medicines the patient takes", () => {
    // A diuretic is reviewed by the diuretic finding's own step, not named here again (review 21, leftovers-21h 01).
    const spiro = sodium("128", { medications: [{ name: "Spironolactone 100 mg" }] });
    expect(spiro?.nextSteps).toContain("Review fluid intake and any other medicines that can lower sodium");
    expect(spiro?.nextSteps.join(" ")).not.toMatch(/thiazide|SSRI|[Ss]pironolactone/);
    const both = sodium("128", { medications: [{ name: "Furosemide 40 mg" }, { name: "Sertraline 100 mg" }] });
    expect(both?.nextSteps).toContain("Review drugs that can lower sodium (sertraline 100 mg) and fluid intake");
    const other = sodium("128", { medications: [{ name: "Propranolol 40 mg" }] });
    expect(other?.nextSteps).toContain("Review medicines and fluid intake");
    expect(other?.nextSteps.join(" ")).not.toMatch(/thiazide|SSRI|Propranolol/);
    expect(sodium("128")?.nextSteps).toContain("Review medicines (such as thiazides and SSRIs) and fluid intake");
  });

  it("cites the Beers Criteria for an SSRI only from 65, and still lists a younger patient's SSRI for review", () => {
    const f = sodium("128", { age: 40, medications: [{ name: "Sertraline 50mg" }] });
    expect(f?.evidenceIds).not.toContain("ags-beers-2023");
    expect(f?.clinician).not.toContain("Beers");
    expect(f?.nextSteps).toContain("Review drugs that can lower sodium (sertraline 50mg) and fluid intake");
  });

  it("does not name an antidepressant outside the class", () => {
    const f = sodium("128", { medications: [{ name: "Mirtazapine 15 mg" }] });
    expect(f?.clinician).not.toMatch(/SSRI|SNRI/);
    expect(f?.evidenceIds).not.toContain("ags-beers-2023");
  });

  it("does not ask for serum osmolality or urine sodium when they are in the record", () => {
    const done = sodium("124", {}, [
      { name: "Serum osmolality", value: "258", unit: "mOsm/kg", referenceRange: "275-295" },
      { name: "Urine sodium", value: "48", unit: "mmol/L" },
    ]);
    expect(done?.nextSteps[0]).toBe("Assess symptoms and volume status; check urine osmolality");
    expect(sodium("124")?.nextSteps[0]).toBe(
      "Assess symptoms and volume status; check serum osmolality, urine osmolality and urine sodium",
    );
  });

  it("does not ask for them in the diuretic finding either", () => {
    const f = run(
      [
        { name: "Sodium", value: "124", unit: "mmol/L", referenceRange: "135-145" },
        { name: "Serum osmolality", value: "258", unit: "mOsm/kg" },
        { name: "Urine osmolality", value: "420", unit: "mOsm/kg" },
        { name: "Urine sodium", value: "48", unit: "mmol/L" },
      ],
      { age: 79, medications: [{ name: "Indapamide 2.5 mg" }] },
    ).findings.find((x) => x.code === "diuretic-hyponatraemia");
    // Below 130 mmol/L the thiazide is stopped (primary-care review 10), still without asking for the tests.
    expect(f?.nextSteps).toEqual(["Stop indapamide 2.5 mg (a likely cause of the low sodium)", "Repeat sodium"]);
  });
});

/** Review case E2: stage 2 readings, low potassium, no diuretic. */
function e2(overrides: Record<string, unknown> = {}) {
  return analyzeEhr(
    healthDataSchema.parse({
      patientInfo: { age: 35, gender: "male" },
      recentAbnormalLabs: [
        { display: "Potassium", value: "3.2", unit: "mmol/L", date: "2026-10-28", referenceRange: "3.5-5.0" },
      ],
      medications: [],
      vitalSigns: [
        { display: "Blood pressure", value: "158/98", unit: "mmHg", date: "2026-09-14" },
        { display: "Blood pressure", value: "154/96", unit: "mmHg", date: "2026-10-28" },
      ],
      additionalContext: "No diuretics.",
      ...overrides,
    }),
    { mode: "light", ...NOW },
  );
}

describe("primary aldosteronism screening (AHA/ACC 2025)", () => {
  const screen = (r: ReturnType<typeof e2>) => r.findings.find((f) => f.code === "primary-aldosteronism-screen");

  it("recommends the aldosterone:renin ratio with hypertension and a spontaneous low potassium", () => {
    const r = e2();
    const f = screen(r);
    expect(f?.clinician).toContain("with 2 blood pressure readings of 130/80 mmHg or more");
    expect(f?.nextSteps[0]).toMatch(/^Correct the low potassium first .*falsely negative/);
    expect(f?.nextSteps[1]).toMatch(/aldosterone:renin ratio/);
    expect(f?.evidenceIds).toEqual(["aha-acc-2025-hbp", "endosoc-2016-primary-aldosteronism"]);
    // The potassium is explained by the screening finding, not by a list of causes naming water pills.
    expect(r.result.patientResponse).not.toMatch(/water pills/i);
  });

  it("counts a diuretic-induced low potassium in known hypertension", () => {
    const f = screen(
      e2({
        vitalSigns: [],
        pastMedicalHistory: [{ display: "Essential hypertension", clinicalStatus: "active" }],
        medications: [{ medication: "Indapamide 2.5 mg", status: "active" }],
      }),
    );
    expect(f?.clinician).toContain("with known hypertension on indapamide 2.5 mg");
  });

  it("does not fire without hypertension, with a normal potassium, or in a child", () => {
    expect(screen(e2({ vitalSigns: [{ display: "Blood pressure", value: "150/95", unit: "mmHg" }] }))).toBeUndefined();
    expect(
      screen(
        e2({ recentAbnormalLabs: [{ display: "Potassium", value: "4.1", unit: "mmol/L", referenceRange: "3.5-5.0" }] }),
      ),
    ).toBeUndefined();
    expect(screen(e2({ patientInfo: { age: 15, gender: "male" } }))).toBeUndefined();
  });

  it("asks to read aldosterone and renin already in the record rather than order them again", () => {
    const f = screen(
      e2({
        recentAbnormalLabs: [
          { display: "Potassium", value: "3.2", unit: "mmol/L", date: "2026-10-28", referenceRange: "3.5-5.0" },
          { display: "Aldosterone", value: "22", unit: "ng/dL", date: "2026-10-28" },
          { display: "Plasma renin activity", value: "0.2", unit: "ng/mL/h", date: "2026-10-28" },
        ],
      }),
    );
    expect(f?.nextSteps).toEqual([
      "Review the aldosterone and renin results in the record (a ratio measured while potassium was low may be falsely negative); with a positive screen or a suppressed renin, refer to a hypertension specialist or endocrinologist",
    ]);
  });
});
