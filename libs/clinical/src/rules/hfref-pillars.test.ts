import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

const CODE = "hfref-pillars-missing";

/** A 68-year-old's EHR record with the given conditions, medicines, labs, vital signs and notes. */
function run(opts: {
  conditions?: string[];
  meds: string[];
  labs?: { display: string; value: string; unit: string; referenceRange: string }[];
  vitals?: { display: string; value: string; unit: string }[];
  notes?: string;
}) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 68, gender: "male" },
    pastMedicalHistory: (opts.conditions ?? []).map((display) => ({ display, clinicalStatus: "active" })),
    medications: opts.meds.map((medication) => ({ medication, status: "active" })),
    recentAbnormalLabs: (opts.labs ?? []).map((l) => ({ ...l, date: "2026-11-25" })),
    vitalSigns: (opts.vitals ?? []).map((v) => ({ ...v, date: "2026-11-25" })),
    additionalContext: opts.notes ?? "",
  });
  return analyzeEhr(data, { now: new Date("2026-11-28T12:00:00Z") }).findings.filter((f) => f.code === CODE);
}

const ALL_FOUR = ["Sacubitril/valsartan 49/51 mg bd", "Bisoprolol 5 mg", "Spironolactone 25 mg", "Dapagliflozin 10 mg"];

describe("HFrEF medicine groups not listed (hfref-pillars)", () => {
  it("names a missing MRA and beta-blocker, and not the groups already taken", () => {
    const [f, ...rest] = run({
      conditions: ["Heart failure with reduced ejection fraction"],
      meds: ["Ramipril 5 mg", "Empagliflozin 10 mg", "Furosemide 40 mg"],
    });
    expect(rest).toEqual([]);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("two of the four");
    expect(f?.clinician).toContain(
      "an evidence-based beta-blocker (bisoprolol, carvedilol, metoprolol succinate or nebivolol)",
    );
    expect(f?.clinician).toContain("an MRA (spironolactone or eplerenone)");
    expect(f?.clinician).not.toContain("a caution here");
    expect(f?.clinician).not.toContain("an SGLT2 inhibitor (dapagliflozin");
    expect(f?.clinician).not.toContain("an ACE inhibitor, ARB or ARNI");
    expect(f?.nextSteps).toContain(
      "Consider spironolactone or eplerenone; check potassium and creatinine after starting",
    );
  });

  it("reads HFrEF from an LVEF in the notes and names the SGLT2 inhibitor once", () => {
    const [f] = run({ meds: ["Ramipril 5 mg", "Bisoprolol 2.5 mg", "Eplerenone 25 mg"], notes: "Echo: LVEF 30%." });
    expect(f?.clinician).toContain('"lvef 30%" in the notes');
    expect(f?.clinician).toContain("one of the four");
    expect(f?.clinician).toContain("an SGLT2 inhibitor (dapagliflozin or empagliflozin)");
  });

  it("makes the MRA a caution, not a recommendation, with potassium above 5.0 mmol/L", () => {
    const [f] = run({
      conditions: ["HFrEF"],
      meds: ["Sacubitril/valsartan 24/26 mg bd", "Carvedilol 6.25 mg bd", "Dapagliflozin 10 mg"],
      labs: [{ display: "Potassium", value: "5.6", unit: "mmol/L", referenceRange: "3.5-5.3" }],
    });
    expect(f?.clinician).toContain("an MRA (spironolactone or eplerenone), a caution here with potassium 5.6 mmol/L");
    expect(f?.clinician).toContain("An MRA is not advised while potassium is above 5.0 mmol/L");
    expect(f?.nextSteps.join(" ")).not.toContain("Consider spironolactone");
    expect(f?.nextSteps[0]).toMatch(/^MRA: not while potassium is above 5\.0 mmol\/L/);
  });

  it("tempers beta-blocker advice with a slow heart rate", () => {
    const [f] = run({
      conditions: ["Heart failure with reduced ejection fraction"],
      meds: ["Lisinopril 10 mg", "Spironolactone 25 mg", "Dapagliflozin 10 mg"],
      vitals: [{ display: "Heart rate", value: "46", unit: "/min" }],
    });
    expect(f?.nextSteps[0]).toContain("Beta-blocker: with heart rate 46/min, review the cause first");
    expect(f?.clinician).toContain("added with care");
  });

  it("stays silent when all four groups are listed", () => {
    expect(run({ conditions: ["Heart failure with reduced ejection fraction"], meds: ALL_FOUR })).toEqual([]);
  });

  it("stays silent in heart failure with preserved ejection fraction", () => {
    expect(run({ conditions: ["Heart failure with preserved ejection fraction"], meds: [] })).toEqual([]);
    expect(run({ conditions: ["Heart failure"], meds: [], notes: "Echo: LVEF 58%, HFpEF." })).toEqual([]);
    expect(run({ conditions: ["Heart failure with mildly reduced ejection fraction"], meds: [] })).toEqual([]);
  });

  it("stays silent without heart failure", () => {
    expect(run({ conditions: ["Hypertension"], meds: ["Ramipril 5 mg"] })).toEqual([]);
  });
});
