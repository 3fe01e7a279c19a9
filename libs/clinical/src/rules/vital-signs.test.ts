import { healthDataSchema, labResultsRequestSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";

interface Vital {
  display: string;
  value: string;
  unit?: string;
  date?: string;
}

const NOW = new Date("2026-11-22T12:00:00Z");
const v = (display: string, value: string, unit: string, date = "2026-11-22T08:05"): Vital => ({
  display,
  value,
  unit,
  date,
});

function findings(age: number, vitals: Vital[], notes?: string, conditions: string[] = []) {
  const data = healthDataSchema.parse({
    patientInfo: { age, gender: "male" },
    vitalSigns: vitals,
    pastMedicalHistory: conditions.map((display) => ({ display, clinicalStatus: "active" })),
    ...(notes === undefined ? {} : { additionalContext: notes }),
  });
  return analyzeEhr(data, { now: NOW }).findings;
}

const codes = (list: { code: string }[]) => list.map((f) => f.code);
const VITAL_CODES = [
  "sepsis-high-risk-adult",
  "vital-signs-danger",
  "fever-sepsis-check",
  "sepsis-risk-child",
  "vital-signs-unjudged-for-age",
];
const vitalFindings = (list: { code: string }[]) => codes(list).filter((c) => VITAL_CODES.includes(c));

/** Review case E1: a 79-year-old care home resident with new confusion and a catheter. */
const E1 = [
  v("Temperature", "38.9", "Cel"),
  v("Heart rate", "124", "/min"),
  v("Blood pressure", "84/48", "mm[Hg]"),
  v("Respiratory rate", "26", "/min"),
  v("Oxygen saturation", "92", "%"),
];

describe("adult possible sepsis (NICE high risk criteria)", () => {
  it("is critical for review case E1 and names each criterion and the fever", () => {
    const list = findings(79, E1, "Care home resident. New confusion this morning, catheter in situ.");
    const f = list.find((x) => x.code === "sepsis-high-risk-adult");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("respiratory rate 26/min");
    expect(f?.clinician).toContain("blood pressure 84/48 mmHg");
    expect(f?.clinician).toMatch(/new altered mental state \("new confusion"/);
    expect(f?.clinician).toContain("fever (temperature 38.9 °C");
    expect(f?.clinician).toContain("heart rate 124/min (2026-11-22) (91–130/min)");
    expect(f?.patient).toMatch(/emergency/);
    // One finding, not a second one for the same signs.
    expect(vitalFindings(list)).toEqual(["sepsis-high-risk-adult"]);
  });

  it("counts a suspected infection in the notes without a fever", () => {
    const f = findings(60, [v("Blood pressure", "86/50", "mmHg")], "?UTI, dysuria for 3 days").find(
      (x) => x.code === "sepsis-high-risk-adult",
    );
    expect(f?.severity).toBe("critical");
  });

  it("does not read a denied infection or an old reading", () => {
    expect(vitalFindings(findings(60, [v("Blood pressure", "86/50", "mmHg")], "No signs of infection."))).toEqual([
      "vital-signs-danger",
    ]);
    const old = [v("Temperature", "38.9", "Cel", "2026-10-01"), v("Respiratory rate", "28", "/min", "2026-10-01")];
    expect(vitalFindings(findings(60, old))).toEqual([]);
  });
});

describe("adult dangerous vital signs on their own (probe inputs)", () => {
  it.each([
    ["BP 70/40", v("Blood pressure", "70/40", "mmHg"), "blood pressure 70/40 mmHg"],
    ["SpO2 80%", v("Oxygen saturation", "80", "%"), "SpO2 80%"],
    ["HR 170", v("Heart rate", "170", "bpm"), "heart rate 170/min"],
    ["RR 30", v("Respiratory rate", "30", "/min"), "respiratory rate 30/min"],
  ])("%s alone is critical", (_, vital, text) => {
    const f = findings(79, [vital]).find((x) => x.code === "vital-signs-danger");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain(text);
  });

  it("temperature 41.2 alone asks for the missing signs (moderate), not silence", () => {
    const f = findings(79, [v("Temperature", "41.2", "°C")]).find((x) => x.code === "fever-sepsis-check");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("respiratory rate, heart rate, blood pressure, oxygen saturation and mental state");
    expect(f?.nextSteps[0]).toMatch(
      /^Record respiratory rate, heart rate, blood pressure, oxygen saturation and mental state/,
    );
  });

  it("asks only for the signs not recorded (review case N3: all vital signs recorded, notes say alert)", () => {
    const n3 = [
      v("Temperature", "38.5", "Cel"),
      v("Heart rate", "125", "/min"),
      v("Respiratory rate", "22", "/min"),
      v("Blood pressure", "118/70", "mmHg"),
      v("Oxygen saturation", "97", "%"),
    ];
    const f = findings(16, n3, "Sore throat and fever for 2 days. Alert, talking in full sentences.").find(
      (x) => x.code === "fever-sepsis-check",
    );
    expect(f?.clinician).not.toMatch(/Not in the record/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Record|respiratory rate|oxygen saturation/);
    const partial = findings(16, n3.slice(0, 3)).find((x) => x.code === "fever-sepsis-check");
    expect(partial?.nextSteps[0]).toMatch(/^Record blood pressure, oxygen saturation and mental state,/);
  });

  it("does not over-call a healthy adult's normal vitals or an athlete's slow heart rate", () => {
    const normal = [
      v("Temperature", "36.8", "°C"),
      v("Heart rate", "72", "bpm"),
      v("Blood pressure", "122/78", "mmHg"),
      v("Respiratory rate", "14", "/min"),
      v("Oxygen saturation", "98", "%"),
    ];
    expect(vitalFindings(findings(35, normal))).toEqual([]);
    expect(vitalFindings(findings(24, [v("Heart rate", "48", "bpm")], "Marathon runner, feels well."))).toEqual([]);
  });

  it("reads SpO2 in COPD against the lower target: 89% with a stated baseline is not flagged, 80% is", () => {
    const copd = ["Chronic obstructive pulmonary disease"];
    const notes = "Annual COPD review. Sats 88-89% on air are her usual. Target saturation 88-92% documented.";
    expect(vitalFindings(findings(71, [v("SpO2", "89", "%")], notes, copd))).toEqual([]);
    const low = findings(71, [v("SpO2", "80", "%")], notes, copd).find((x) => x.code === "vital-signs-danger");
    expect(low?.severity).toBe("critical");
    expect(low?.clinician).toMatch(/88–92% target used in COPD/);
    const below = findings(71, [v("SpO2", "86", "%")], notes, copd).find((x) => x.code === "vital-signs-danger");
    expect(below?.severity).toBe("high");
  });
});

/** Review case L9: an 18-month-old with fever, HR 178, capillary refill 3 s and a positive nitrite. */
function l9(heartRate = "178") {
  const req = labResultsRequestSchema.parse({
    webhookUrl: "https://example.org/h",
    labResults: [
      { name: "CRP", value: "96", unit: "mg/L", referenceRange: "0-5", date: "2026-11-21" },
      { name: "Urine nitrite", value: "Positive", unit: "", date: "2026-11-21" },
      { name: "Sodium", value: "133", unit: "mmol/L", referenceRange: "135-145", date: "2026-11-21" },
    ],
    patientContext: {
      age: "1",
      gender: "female",
      vitalSigns: [
        { name: "Temperature", value: "39.6", unit: "°C", date: "2026-11-21" },
        { name: "Heart rate", value: heartRate, unit: "bpm", date: "2026-11-21" },
        { name: "Capillary refill", value: "3", unit: "s", date: "2026-11-21" },
      ],
      clinicalNotes: "18 months old. Fever 2 days, off feeds, fewer wet nappies, drowsy but rousable.",
    },
  });
  return analyzeLabResults(req.labResults, req.patientContext).findings;
}

describe("possible sepsis in a child (NICE under-5 and 5-11 tables)", () => {
  it("is critical for review case L9 on the age-banded heart rate, with the moderate signs quoted", () => {
    const list = l9();
    const f = list.find((x) => x.code === "sepsis-risk-child");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("heart rate 178/min (2026-11-21), 150/min or more at 1–2 years");
    expect(f?.clinician).toContain("capillary refill 3 s");
    expect(f?.clinician).toContain('reduced urine output ("fewer wet nappies"');
    expect(f?.clinician).toMatch(/emergency medical care/);
    expect(f?.patient).toMatch(/emergency/);
    // No adult rule and no adult drug advice for a toddler.
    expect(codes(list)).not.toContain("sepsis-high-risk-adult");
    expect(list.flatMap((x) => x.nextSteps).join(" ")).not.toMatch(/SSRI|thiazide/);
  });

  it("with a normal heart rate for age, capillary refill 3 s is moderate to high risk only (high, not critical)", () => {
    const f = l9("120").find((x) => x.code === "sepsis-risk-child");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).not.toMatch(/NICE high risk criteria met/);
  });

  it("does not fire for a febrile child with a normal heart rate for age and nothing else", () => {
    const list = findings(
      2,
      [v("Temperature", "38.8", "°C"), v("Heart rate", "120", "bpm")],
      "Fever since yesterday, playing.",
    );
    expect(vitalFindings(list)).toEqual([]);
  });

  it("uses the 5 to 11 band: heart rate 125 is high risk at 7, not at 5", () => {
    const at = (age: number) =>
      findings(age, [v("Temperature", "38.5", "°C"), v("Heart rate", "125", "bpm")]).find(
        (x) => x.code === "sepsis-risk-child",
      );
    expect(at(7)?.severity).toBe("critical");
    expect(at(5)?.severity).toBe("high");
  });
});

/** Review 7 probe: a 14-year-old with adult high risk vital signs, a fever and a non-blanching rash. */
const TEEN_SICK = [
  v("Temperature", "39.8", "Cel"),
  v("Heart rate", "142", "/min"),
  v("Respiratory rate", "30", "/min"),
  v("Blood pressure", "84/50", "mmHg"),
  v("Oxygen saturation", "90", "%"),
];
const TEEN_WELL = [
  v("Temperature", "36.9", "Cel"),
  v("Heart rate", "78", "/min"),
  v("Respiratory rate", "16", "/min"),
  v("Blood pressure", "112/68", "mmHg"),
  v("Oxygen saturation", "98", "%"),
];

describe("ages 12 to 15 (NICE table 3)", () => {
  it("is critical for the review probe, naming each criterion, the rash and the unjudged saturation", () => {
    const list = findings(14, TEEN_SICK, "Fever and vomiting, non-blanching rash on legs, drowsy.");
    const f = list.find((x) => x.code === "sepsis-risk-child");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("respiratory rate 30/min (2026-11-22), 25/min or more at 12–15 years");
    expect(f?.clinician).toContain("heart rate 142/min (2026-11-22), above 130/min at 12–15 years");
    expect(f?.clinician).toContain("systolic 90 mmHg or less at 12–15 years");
    expect(f?.clinician).toMatch(/non-blanching rash \("non-blanching rash" in the notes\)/);
    expect(f?.clinician).toMatch(/not judged for age here: SpO2 90%/);
    expect(f?.clinician).toMatch(/emergency medical care/);
    expect(vitalFindings(list)).toEqual(["sepsis-risk-child"]);
  });

  it("makes a stated non-blanching rash with fever high risk on its own, but not a denied one", () => {
    const fever = [v("Temperature", "38.6", "Cel"), ...TEEN_WELL.slice(1)];
    const rash = findings(13, fever, "Fever since last night. Non-blanching rash on the legs.").find(
      (x) => x.code === "sepsis-risk-child",
    );
    expect(rash?.severity).toBe("critical");
    expect(vitalFindings(findings(13, fever, "Fever since last night. No non-blanching rash."))).toEqual([]);
  });

  it("uses the table's moderate to high band: heart rate 125 with fever is high, not critical, at 14", () => {
    const f = findings(14, [v("Temperature", "38.5", "Cel"), v("Heart rate", "125", "/min")]).find(
      (x) => x.code === "sepsis-risk-child",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("(91–130/min at 12–15 years)");
  });

  it("never leaves adult high risk readings unassessed: without infection they are flagged as not judged for age", () => {
    const list = findings(14, [v("Blood pressure", "80/45", "mmHg"), v("Oxygen saturation", "88", "%")]);
    const f = list.find((x) => x.code === "vital-signs-unjudged-for-age");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("blood pressure 80/45 mmHg");
    expect(f?.clinician).toContain("SpO2 88%");
    expect(f?.clinician).toMatch(/engine safety choice/);
    expect(vitalFindings(list)).toEqual(["vital-signs-unjudged-for-age"]);
  });

  it("does not over-call a well 14-year-old, a fever with normal signs, or a 16-year-old", () => {
    expect(vitalFindings(findings(14, TEEN_WELL, "Well, alert, no rash."))).toEqual([]);
    const fever = [v("Temperature", "38.3", "Cel"), ...TEEN_WELL.slice(1)];
    expect(vitalFindings(findings(15, fever, "Sore throat, fever."))).toEqual([]);
    expect(codes(findings(16, [v("Blood pressure", "80/45", "mmHg")]))).not.toContain("vital-signs-unjudged-for-age");
  });
});
