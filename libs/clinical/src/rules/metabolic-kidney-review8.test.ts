import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { findCitableEvidence } from "../evidence/library.ts";
import { analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-23T12:00:00Z") };

type Lab = { name: string; value: string; unit?: string; referenceRange?: string; date?: string; notes?: string };

function run(labs: Lab[], context: Record<string, unknown>) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-16", ...l })),
    patientContextSchema.parse({ gender: "female", age: 63, ...context }),
    NOW,
  );
}

const find = (code: string, labs: Lab[], context: Record<string, unknown> = {}) =>
  run(labs, context).findings.find((f) => f.code === code);

const potassium = (value: string, extra: Partial<Lab> = {}): Lab => ({
  name: "Potassium",
  value,
  unit: "mmol/L",
  referenceRange: "3.5-5.3",
  ...extra,
});
const egfr = (value: string, date = "2026-11-16"): Lab => ({ name: "eGFR", value, unit: "mL/min/1.73m2", date });
const CKD = { conditions: [{ name: "CKD stage 3b" }] };

describe("high potassium with no potassium-raising medicine", () => {
  const rising = [
    potassium("5.8", { notes: "Sample not haemolysed" }),
    potassium("5.5", { date: "2026-08-10" }),
    potassium("5.1", { date: "2026-02-03" }),
    egfr("34"),
    { name: "Bicarbonate", value: "19", unit: "mmol/L", referenceRange: "22-29" },
  ];

  it("grades a rising 5.8 in CKD as mild, asks for a repeat within days, and names the acidosis", () => {
    const f = find("hyperkalaemia", rising, CKD);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/mild hyperkalaemia/);
    expect(f?.clinician).toMatch(/Rising: earlier 5\.5 mmol\/L \(2026-08-10\) and 5\.1 mmol\/L/);
    expect(f?.clinician).toMatch(/metabolic acidosis raises potassium/);
    expect(f?.nextSteps[0]).toMatch(/^Repeat potassium within 3 days/);
    expect(f?.nextSteps.join(" ")).toMatch(/metabolic acidosis of CKD/);
    expect(f?.evidenceIds).toContain("nhs-highland-hyperkalaemia");
    expect(findCitableEvidence("nhs-highland-hyperkalaemia")).toBeDefined();
  });

  it("does not blame haemolysis when the laboratory says the sample was not haemolysed", () => {
    const result = run(rising, CKD);
    const f = result.findings.find((x) => x.code === "hyperkalaemia");
    expect(f?.clinician).toMatch(/not haemolysed, so a sample artefact is unlikely/);
    expect(result.result.patientResponse).not.toMatch(/damaged on the way to the lab/);
  });

  it("asks for an ECG and a repeat within a working day at 6.0 or more", () => {
    const f = find("hyperkalaemia", [potassium("6.0"), egfr("40")], CKD);
    expect(f?.severity).toBe("high");
    // A record of neither country is not given NHS Highland's "via secondary care" (review 32, hyperk-32).
    expect(f?.nextSteps[0]).toMatch(/within 1 working day.* with an ECG/);
    expect(f?.patient).toMatch(/heart tracing \(ECG\) within a day/);
  });

  it("says an isolated rise without kidney disease is often spurious", () => {
    const f = find("hyperkalaemia", [potassium("5.7"), egfr("88")]);
    expect(f?.clinician).toMatch(/pseudohyperkalaemia/);
  });

  // Review 11 (lab panels) 3: a critical potassium with no medicine listed is made the emergency
  // (ECG, monitoring, IV calcium, insulin–glucose), no longer left to the generic critical flag.
  it("makes a potassium of 6.5 or more with no medicine listed a hyperkalaemia emergency", () => {
    const f = find("hyperkalaemia", [potassium("6.6")], CKD);
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps.join("\n")).toMatch(/12-lead ECG now/);
  });

  it("stays quiet below 5.5, on a potassium-raising medicine, on a haemolysed sample and in a child", () => {
    expect(find("hyperkalaemia", [potassium("5.4")], CKD)).toBeUndefined();
    expect(
      find("hyperkalaemia", [potassium("5.8")], { ...CKD, medications: [{ name: "Ramipril 5 mg" }] }),
    ).toBeUndefined();
    expect(find("hyperkalaemia", [potassium("5.8", { notes: "Sample haemolysed" })], CKD)).toBeUndefined();
    expect(find("hyperkalaemia", [potassium("5.8")], { age: 10 })).toBeUndefined();
  });
});

describe("recurrent lows in an older adult on a sulfonylurea or insulin", () => {
  const labs: Lab[] = [
    { name: "Glucose", value: "2.6", unit: "mmol/L", referenceRange: "3.5-7.8", date: "2026-11-20" },
    { name: "HbA1c", value: "45", unit: "mmol/mol", referenceRange: "20-41", date: "2026-10-01" },
  ];
  const context = {
    age: 82,
    conditions: [{ name: "Type 2 diabetes mellitus" }, { name: "Mild cognitive impairment" }],
    medications: [
      { name: "Gliclazide 80 mg tablet", dosage: "160 mg", frequency: "twice daily" },
      { name: "Insulin glargine", dosage: "18 units", frequency: "at bedtime" },
    ],
  };

  it("advises deintensifying, sulfonylurea first, with thresholds in the patient's own units", () => {
    const f = find("diabetes-overtreatment-older-adult", labs, context);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/below 3\.9 mmol\/L \(below 3\.0 mmol\/L is clinically significant\)/);
    expect(f?.clinician).toMatch(/a reasonable goal is below 64 mmol\/mol/);
    expect(f?.nextSteps[0]).toMatch(
      /^Stop or reduce the sulfonylurea first: gliclazide 80 mg tablet \(160 mg twice daily\)/,
    );
    expect(f?.nextSteps.join(" ")).toMatch(/Reduce the insulin dose if lows continue/);
    expect(f?.patient).toMatch(/check again after 15 minutes/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["ada-soc-2026-s13", "ada-soc-2026-s6"]));
  });

  it("no longer tells the patient the HbA1c means sugar has been high", () => {
    const { result } = run(labs, context);
    expect(result.patientResponse).not.toMatch(/has been high on average/);
  });

  it("reads lows stated in the notes, and stays quiet under 65, at an HbA1c of 8% or more, or without such medicines", () => {
    const a1cOnly: Lab[] = [{ name: "HbA1c", value: "6.4", unit: "%", date: "2026-10-01" }];
    const noted = { ...context, clinicalNotes: "Two hypos last month." };
    expect(find("diabetes-overtreatment-older-adult", a1cOnly, noted)).toBeDefined();
    expect(
      find("diabetes-overtreatment-older-adult", a1cOnly, { ...noted, clinicalNotes: "Denies hypoglycaemia." }),
    ).toBeUndefined();
    expect(find("diabetes-overtreatment-older-adult", labs, { ...context, age: 60 })).toBeUndefined();
    expect(
      find("diabetes-overtreatment-older-adult", [{ name: "HbA1c", value: "8.4", unit: "%" }, labs[0] as Lab], context),
    ).toBeUndefined();
    expect(
      find("diabetes-overtreatment-older-adult", labs, { ...context, medications: [{ name: "Metformin" }] }),
    ).toBeUndefined();
  });
});

describe("HbA1c at goal in known diabetes", () => {
  const labs: Lab[] = [
    { name: "Hemoglobin A1c", value: "6.6", unit: "%", referenceRange: "4.0-5.6" },
    { name: "Glucose, fasting", value: "124", unit: "mg/dL", referenceRange: "70-99" },
  ];
  const diabetes = { age: 61, gender: "male", conditions: [{ name: "Type 2 diabetes mellitus" }] };

  it("says the HbA1c and fasting glucose are within the usual goals, not that sugar has been high", () => {
    const { findings, result } = run(labs, diabetes);
    const f = findings.find((x) => x.code === "diabetes-at-goal");
    expect(f?.patient).toMatch(/within the usual goal for people with diabetes \(below 7\.0%\)/);
    expect(f?.patient).toMatch(/fasting blood sugar is also within the usual goal .* \(80–130 mg\/dL\)/);
    expect(result.patientResponse).not.toMatch(/has been high on average|can mean diabetes or prediabetes/);
  });

  it("quotes the goal in mmol/mol for a result in mmol/mol", () => {
    const f = find(
      "diabetes-at-goal",
      [{ name: "HbA1c", value: "50", unit: "mmol/mol", referenceRange: "20-41" }],
      diabetes,
    );
    // Review 25 (labs-25): mmol/mol reads as a UK record, so NICE's 48 mmol/mol target is quoted too.
    expect(f?.clinician).toMatch(/53 mmol\/mol \(7%\) but above the NICE target of 48 mmol\/mol/);
  });

  it("stays quiet above goal, without diabetes, or with a low glucose on record", () => {
    expect(find("diabetes-at-goal", [{ name: "HbA1c", value: "7.4", unit: "%" }], diabetes)).toBeUndefined();
    expect(find("diabetes-at-goal", labs, { age: 61 })).toBeUndefined();
    expect(
      find(
        "diabetes-at-goal",
        [...labs, { name: "Glucose", value: "62", unit: "mg/dL", date: "2026-11-01" }],
        diabetes,
      ),
    ).toBeUndefined();
  });
});

describe("very high triglycerides", () => {
  const tg = (value: string, unit: string): Lab => ({ name: "Triglycerides", value, unit });
  const drinker = {
    age: 46,
    gender: "male",
    conditions: [{ name: "Type 2 diabetes" }],
    socialHistory: "Drinks about 45 units of alcohol a week.",
    clinicalNotes: "Non-fasting sample.",
  };

  it("above 20 mmol/L: titled in mmol/L, links the alcohol, GGT and MCV, and safety-nets for pancreatitis", () => {
    const f = find(
      "severe-hypertriglyceridaemia",
      [
        tg("24.6", "mmol/L"),
        { name: "GGT", value: "212", unit: "U/L", referenceRange: "0-55" },
        { name: "MCV", value: "102", unit: "fL", referenceRange: "80-100" },
      ],
      drinker,
    );
    expect(f?.title).toBe("Triglycerides above 20 mmol/L: urgent specialist review");
    expect(f?.clinician).toMatch(/on a non-fasting sample/);
    expect(f?.clinician).toMatch(/The notes record alcohol \("45 units"\), with GGT 212 U\/L .* and MCV 102 fL/);
    expect(f?.nextSteps[0]).toMatch(
      /Stop alcohol and improve glucose control now; repeat fasting triglycerides within 2 weeks/,
    );
    expect(f?.patient).toMatch(/severe pain at the top of your tummy, often spreading to your back/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["nhs-lothian-hypertriglyceridaemia", "nidirect-acute-pancreatitis"]),
    );
  });

  it("refers urgently above 20 mmol/L when neither alcohol nor poor glucose control is recorded", () => {
    const f = find("severe-hypertriglyceridaemia", [tg("22", "mmol/L")], { age: 40 });
    expect(f?.nextSteps[0]).toMatch(/^Refer urgently to a lipid clinic/);
  });

  it("between 10 and 20 mmol/L (885–1770 mg/dL): repeat fasting and seek advice, titled in mg/dL for mg/dL", () => {
    // A UK record: a US one (mg/dL, nothing UK) is graded by US cut-offs (review 24, labs-24b).
    const f = find("severe-hypertriglyceridaemia", [tg("1100", "mg/dL")], { age: 40, clinicalNotes: "GP surgery." });
    expect(f?.title).toBe("Triglycerides above 885 mg/dL: risk of pancreatitis");
    expect(f?.nextSteps[0]).toMatch(/seek specialist advice if still above 885 mg\/dL/);
  });

  it("from 5.6 to 10 mmol/L keeps the plain very-high text without a pancreatitis alarm", () => {
    const f = find("severe-hypertriglyceridaemia", [tg("6.2", "mmol/L")], { age: 40 });
    expect(f?.title).toBe("Triglycerides 5.6 mmol/L or more");
    expect(f?.patient).not.toMatch(/Get medical help at once/);
  });

  it("gives non-HDL cholesterol when no LDL could be calculated", () => {
    const f = find(
      "severe-hypertriglyceridaemia",
      [
        tg("24.6", "mmol/L"),
        { name: "Cholesterol", value: "9.8", unit: "mmol/L" },
        { name: "HDL Cholesterol", value: "0.7", unit: "mmol/L" },
        { name: "LDL Cholesterol", value: "Unable to calculate", unit: "mmol/L" },
      ],
      { age: 40 },
    );
    expect(f?.clinician).toMatch(/non-HDL cholesterol \(total minus HDL\) is 9\.1 mmol\/L/);
  });
});

describe("eGFR decline", () => {
  // Review 22 (cardiometabolic-22): a fall within eGFR's reference change value (12.5%) is no longer
  // remarked on, so the example fall is 16% (38 to 32, still G3b) rather than 11% (38 to 34).
  it("calls two results 16% apart in one category a possible fall to repeat, not rapid progression", () => {
    const f = find("egfr-rapid-decline", [egfr("32"), egfr("38", "2026-02-03")], CKD);
    expect(f?.title).toBe("Possible fall in eGFR: repeat to confirm");
    expect(f?.severity).toBe("low");
    expect(f?.evidenceIds).toContain("kdigo-2012-ckd-progression");
  });

  it("calls a steady fall over three results, or a category drop of 25% or more, rapid", () => {
    const three = find("egfr-rapid-decline", [egfr("38"), egfr("45", "2025-11-03"), egfr("52", "2024-11-01")], CKD);
    expect(three?.title).toBe("Rapid fall in eGFR");
    expect(three?.severity).toBe("high");
    const certain = find("egfr-rapid-decline", [egfr("40"), egfr("58", "2025-11-01")], CKD);
    expect(certain?.title).toBe("Rapid fall in eGFR");
  });
});

describe("CKD chronicity from albuminuria", () => {
  it("takes two raised urine ACRs at least 3 months apart as chronic", () => {
    const acr = (value: string, date: string): Lab => ({
      name: "Urine ACR",
      value,
      unit: "mg/mmol",
      referenceRange: "<3.0",
      date,
    });
    const f = find("ckd-stage", [acr("9.2", "2026-11-02"), acr("7.8", "2026-05-20"), egfr("71")], { age: 64 });
    expect(f?.clinician).toMatch(/meets the KDIGO definition of CKD/);
    expect(f?.clinician).not.toMatch(/A single result/);
  });
});

describe("gout", () => {
  const gout = { age: 64, gender: "male", conditions: [{ name: "Gout" }] };

  it("states the urate target in the result's units and adds anti-inflammatory cover", () => {
    const f = find("gout-urate-above-target", [{ name: "Serum urate", value: "540", unit: "umol/L" }], gout);
    expect(f?.clinician).toMatch(/below about 360 (µ|u)mol\/L \(6 mg\/dL\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/prophylaxis \(colchicine, an NSAID or prednisolone\) for 3–6 months/);
    const mg = find("gout-urate-above-target", [{ name: "Uric acid", value: "8.1", unit: "mg/dL" }], gout);
    expect(mg?.clinician).toMatch(/below 6 mg\/dL\./);
  });

  it("flags a thiazide in gout, and stays quiet without gout or a thiazide", () => {
    const meds = { medications: [{ name: "Bendroflumethiazide 2.5 mg" }] };
    const f = find("gout-thiazide", [], { ...gout, ...meds });
    expect(f?.clinician).toMatch(/switching hydrochlorothiazide to another antihypertensive when feasible/);
    expect(f?.patient).toMatch(/Do not stop it on your own/);
    expect(find("gout-thiazide", [], { age: 64, ...meds })).toBeUndefined();
    expect(find("gout-thiazide", [], { ...gout, medications: [{ name: "Amlodipine 5 mg" }] })).toBeUndefined();
  });
});

describe("subclinical hyperthyroidism with a persistently suppressed TSH", () => {
  const labs: Lab[] = [
    { name: "TSH", value: "<0.01", unit: "mU/L", referenceRange: "0.27-4.2", date: "2026-11-09" },
    { name: "TSH", value: "0.02", unit: "mU/L", referenceRange: "0.27-4.2", date: "2026-05-12" },
    { name: "Free T4", value: "19.8", unit: "pmol/L", referenceRange: "12-22", date: "2026-11-09" },
    { name: "Free T3", value: "6.1", unit: "pmol/L", referenceRange: "3.1-6.8", date: "2026-11-09" },
  ];

  it("at 65 or over or with AF, says treatment is recommended and refers, without asking for the tests again", () => {
    const f = find("subclinical-hyperthyroidism", labs, { age: 76, conditions: [{ name: "Atrial fibrillation" }] });
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/ATA 2016 recommends treatment \(strong recommendation\)/);
    expect(f?.nextSteps).toEqual([
      "Refer to endocrinology to confirm the cause (TSH-receptor antibodies, thyroid uptake scan) and plan treatment",
    ]);
    expect(f?.patient).not.toMatch(/usually checked again/);
  });

  it("keeps the repeat for a single low TSH, or for a younger patient without risk factors", () => {
    const single = find(
      "subclinical-hyperthyroidism",
      labs.filter((l) => l.date !== "2026-05-12"),
      { age: 76 },
    );
    expect(single?.severity).toBe("moderate");
    expect(single?.nextSteps[0]).toMatch(/^Repeat TSH/);
    expect(find("subclinical-hyperthyroidism", labs, { age: 45 })?.severity).toBe("moderate");
  });
});

describe("low sodium urgency and wording", () => {
  const na = (value: string): Lab => ({ name: "Sodium", value, unit: "mmol/L", referenceRange: "135-145" });

  it("gives patient and clinician the same urgency for a fall with a sodium below 130, with a safety net", () => {
    const f = find("hyponatraemia", [na("126")], {
      age: 80,
      medications: [{ name: "Sertraline", dosage: "50 mg" }],
      clinicalNotes: "One fall last week; denies confusion, headache or vomiting.",
    });
    expect(f?.clinician).toMatch(/so assess today/);
    expect(f?.patient).toMatch(/see your doctor today/);
    expect(f?.patient).not.toMatch(/should see you soon/);
    expect(f?.patient).toMatch(
      /Get medical help at once if you become confused or very drowsy, keep vomiting or have a fit/,
    );
    expect(f?.clinician).toMatch(/Sertraline is an SSRI;/);
  });

  it("asks only for prompt review of a fall with a slightly low sodium, on both sides", () => {
    const f = find("hyponatraemia", [na("132")], { age: 80, clinicalNotes: "One fall last week." });
    expect(f?.clinician).toMatch(/so review it soon/);
    expect(f?.patient).not.toMatch(/today/);
  });

  it("names an SNRI as an SNRI", () => {
    const f = find("hyponatraemia", [na("128")], { age: 70, medications: [{ name: "Venlafaxine 75 mg" }] });
    expect(f?.clinician).toMatch(/Venlafaxine 75 mg is an SNRI;/);
  });
});

describe("diabetes-range glucose with classic symptoms", () => {
  it("diagnoses without a repeat test when the notes state classic symptoms", () => {
    const f = find("diabetes-range-undiagnosed", [{ name: "Glucose", value: "268", unit: "mg/dL" }], {
      age: 45,
      clinicalNotes: "Three weeks of thirst and passing a lot of urine.",
    });
    expect(f?.clinician).toMatch(
      /classic symptoms of hyperglycemia, and with a glucose of 200 mg\/dL or more this diagnoses diabetes/,
    );
    expect(f?.nextSteps[0]).toMatch(/no confirmatory test is needed/);
    expect(f?.patient).toMatch(/without a second test/);
  });

  it("keeps the confirmation step without symptoms", () => {
    const f = find("diabetes-range-undiagnosed", [{ name: "HbA1c", value: "6.8", unit: "%" }], { age: 45 });
    expect(f?.nextSteps[0]).toBe("Repeat HbA1c or fasting glucose to confirm");
    expect(
      find("diabetes-range-undiagnosed", [{ name: "Glucose", value: "268", unit: "mg/dL" }], { age: 45 }),
    ).toBeUndefined();
  });
});
