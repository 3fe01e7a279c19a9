import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

const NOW = new Date("2026-11-23T12:00:00Z");

interface Reading {
  value: string;
  date?: string;
}

function bpFindings(opts: {
  readings: Reading[];
  notes?: string;
  age?: number;
  conditions?: string[];
  medications?: string[];
}) {
  const data = healthDataSchema.parse({
    patientInfo: { age: opts.age ?? 35, gender: "female" },
    vitalSigns: opts.readings.map((r) => ({
      display: "Blood pressure",
      value: r.value,
      unit: "mmHg",
      date: r.date ?? "2026-11-12",
    })),
    pastMedicalHistory: (opts.conditions ?? []).map((display) => ({ display, clinicalStatus: "active" })),
    medications: (opts.medications ?? []).map((medication) => ({ medication, status: "active" })),
    ...(opts.notes === undefined ? {} : { additionalContext: opts.notes }),
  });
  return analyzeEhr(data, { now: NOW }).findings.filter((f) => f.code.startsWith("bp-"));
}

describe("a single high clinic reading with a normal repeat and normal home readings", () => {
  const notes =
    "Clinic BP 142/90 on one reading after rushing in late; repeat after 5 minutes 126/80. Home readings normal.";

  it("is one low-priority point, with no treatment and no two-drug advice", () => {
    const found = bpFindings({ readings: [{ value: "142/90" }], notes });
    expect(found.map((f) => f.code)).toEqual(["bp-out-of-office-normal"]);
    const [f] = found;
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("142/90 mmHg");
    expect(f?.clinician).toContain("126/80 mmHg on repeat in the same visit");
    expect(f?.clinician).toContain("Hypertension is not diagnosed");
    expect(f?.clinician).toContain("white-coat hypertension");
    expect(f?.patient).toContain("the repeat reading and your home readings were normal");
    expect(f?.nextSteps).toEqual(["No blood pressure treatment on these readings; recheck at routine visits"]);
    expect(f?.evidenceIds).toEqual(["aha-acc-2025-hbp", "nice-ng136-hypertension"]);
    expect(`${f?.patient} ${f?.nextSteps.join(" ")}`).not.toMatch(/two drugs|needs confirming/);
  });

  it("records the lower of the visit's last two readings, as NICE NG136 does", () => {
    const [f] = bpFindings({ readings: [{ value: "142/90" }], notes: "Repeat after 5 minutes 136/84." });
    expect(f?.code).toBe("bp-stage-1");
    expect(f?.clinician).toContain("Blood pressure 136/84 mmHg");
    expect(f?.clinician).toContain("The first reading of the visit was 142/90 mmHg");
    const [same] = bpFindings({ readings: [{ value: "158/96" }, { value: "146/92" }] });
    expect(same?.clinician).toContain("Blood pressure 146/92 mmHg");
  });

  it("still reports a severe reading whatever the home readings show", () => {
    expect(bpFindings({ readings: [{ value: "186/112" }], notes: "Home readings normal." }).map((f) => f.code)).toEqual(
      ["bp-severe"],
    );
  });

  it("reads a home average below 130/80 as normal, but not a booking or target figure as a reading", () => {
    expect(
      bpFindings({ readings: [{ value: "148/92" }], notes: "Home BP average 124/76 over 7 days." }).map((f) => f.code),
    ).toEqual(["bp-out-of-office-normal"]);
    const [f] = bpFindings({ readings: [{ value: "148/92" }], notes: "Booking BP 112/70. Target below 135/85." });
    expect(f?.code).toBe("bp-stage-2");
    expect(f?.patient).toContain("One reading needs confirming");
  });

  it("does not take home readings denied or only asked for as normal", () => {
    const [f] = bpFindings({
      readings: [{ value: "148/92" }],
      notes: "Advised to check whether home readings are normal.",
    });
    expect(f?.code).toBe("bp-stage-2");
  });
});

describe("several high readings or a raised home average", () => {
  const THREE = [
    { value: "152/91", date: "2026-11-02" },
    { value: "148/88", date: "2026-09-14" },
    { value: "155/93", date: "2026-06-01" },
  ];

  it("confirm treated hypertension as sustained and uncontrolled: intensify, with no request to confirm", () => {
    const [f] = bpFindings({
      readings: THREE,
      age: 64,
      conditions: ["Essential hypertension"],
      medications: ["Ramipril 10 mg", "Bendroflumethiazide 2.5 mg"],
      notes: "Home BP average 146/88 over 7 days.",
    });
    expect(f?.code).toBe("bp-stage-2");
    expect(f?.clinician).toContain("sustained, not a single reading");
    expect(f?.clinician).toContain("148/88 mmHg (2026-09-14), 155/93 mmHg (2026-06-01)");
    expect(f?.clinician).toContain("and home readings of 146/88 mmHg.");
    expect(f?.patient).toContain("It has been high more than once and at home");
    expect(f?.patient).not.toContain("One reading needs confirming");
    expect(f?.nextSteps[0]).toBe(
      "Intensify treatment toward below 130/80 mmHg, after checking adherence and measurement technique",
    );
    expect(f?.nextSteps.join(" ")).not.toMatch(/Confirm readings|usually two drugs/);
  });

  // Review 11 primary-acute case 03: two raised clinic visits are not out-of-office confirmation (NICE NG136).
  it("ask for ambulatory or home confirmation before medicines when untreated stage 2 is raised only at clinic visits", () => {
    const [f] = bpFindings({ readings: THREE.slice(0, 2), age: 50 });
    expect(f?.code).toBe("bp-stage-2");
    expect(f?.clinician).toContain("Raised at more than one clinic visit");
    expect(f?.clinician).not.toContain("sustained, not a single reading");
    expect(f?.nextSteps[0]).toMatch(/^Confirm with ambulatory blood pressure monitoring/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/two first-line drugs|Start treatment|usually two drugs/);
    expect(f?.patient).not.toContain("not a one-off reading");
  });

  it("start treatment once a home average confirms untreated stage 2", () => {
    const [f] = bpFindings({ readings: THREE.slice(0, 2), age: 50, notes: "Home BP average 146/90 over 7 days." });
    expect(f?.patient).toContain("It has been high more than once and at home");
    expect(f?.nextSteps[0]).toContain("two first-line drugs of different classes, in one pill");
  });

  it("meet NICE's diagnosis with a home average of 135/85 or more", () => {
    const [f] = bpFindings({ readings: [{ value: "148/92" }], age: 50, notes: "Home BP average 142/88." });
    expect(f?.clinician).toContain("This meets the NICE NG136 diagnosis of hypertension");
    expect(f?.clinician).not.toContain("is confirmed by ambulatory monitoring");
  });

  it("do not claim NICE's diagnosis when the clinic reading is below 140/90", () => {
    const [f] = bpFindings({ readings: [{ value: "134/84" }], age: 50, notes: "Home BP average 138/86." });
    expect(f?.code).toBe("bp-stage-1");
    expect(f?.patient).toContain("It has been at this level more than once and at home");
    expect(f?.clinician).not.toContain("This meets the NICE NG136 diagnosis");
    expect(f?.clinician).toContain("below that threshold");
  });

  it("leave a single reading to be confirmed", () => {
    const [f] = bpFindings({ readings: [{ value: "152/96" }], age: 50 });
    expect(f?.patient).toContain("One reading needs confirming with home or repeated readings.");
    // NICE NG136: out-of-office confirmation before any medicine (review 12 cardiometabolic case 13).
    expect(f?.nextSteps[0]).toMatch(/^Confirm with ambulatory blood pressure monitoring/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/two drugs/);
  });
});
