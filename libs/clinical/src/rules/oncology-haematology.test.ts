import { healthDataSchema, labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-23T12:00:00Z") };

type Lab = { name: string; value: string; unit?: string; referenceRange?: string; date?: string; notes?: string };

function labRun(
  labs: Lab[],
  context: {
    age?: number;
    gender?: string;
    medications?: string[];
    conditions?: string[];
    vitals?: { name: string; value: string; unit: string }[];
    notes?: string;
  } = {},
) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-22T21:10:00Z", ...l })),
    patientContextSchema.parse({
      age: context.age ?? 54,
      gender: context.gender ?? "female",
      medications: (context.medications ?? []).map((name) => ({ name })),
      conditions: (context.conditions ?? []).map((name) => ({ name, status: "active" })),
      vitalSigns: context.vitals ?? [],
      clinicalNotes: context.notes,
    }),
    NOW,
  );
}

const find = (r: { findings: { code: string }[] }, code: string) =>
  r.findings.find((f) => f.code === code) as ReturnType<typeof labRun>["findings"][number] | undefined;

const fever = (value = "38.6") => [{ name: "Temperature", value, unit: "C" }];
const anc = (value: string): Lab => ({
  name: "Absolute Neutrophil Count",
  value,
  unit: "K/uL",
  referenceRange: "1.8 - 7.7",
});
const CHEMO = ["Docetaxel 75 mg/m2 every 21 days", "Cyclophosphamide 600 mg/m2 every 21 days"];

describe("fever during chemotherapy or with a low neutrophil count", () => {
  it("reads fever with neutrophils 0.3 on docetaxel as suspected neutropenic sepsis, not a general fever (review 8 onc case 1)", () => {
    const r = labRun([anc("0.3")], {
      medications: CHEMO,
      vitals: [...fever(), { name: "Heart rate", value: "118", unit: "bpm" }],
      notes: "Day 10 after cycle 3 of TC. Shivering since this afternoon.",
    });
    const f = find(r, "neutropenic-sepsis");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/Suspected neutropenic sepsis: temperature 38\.6 °C while on cytotoxic chemotherapy/);
    expect(f?.clinician).toMatch(/neutrophils 0\.3 10\^3\/µL .*at or below 0\.5 10\^3\/µL/);
    // A US record (K/uL, no UK marker) gets the ASCO/IDSA guidance (review 24, haem-onc-24b case 05).
    expect(f?.clinician).toMatch(/first dose of empirical antibacterial therapy within 1 hour of triage/);
    expect(f?.clinician).toContain("heart rate 118/min");
    expect(f?.patient).toMatch(/Go to hospital now/);
    expect(f?.nextSteps.join(" ")).toMatch(/within 1 hour of triage \(ASCO\/IDSA 2018\)/);
    expect(f?.evidenceIds).toEqual(["asco-idsa-2018-outpatient-fever-neutropenia"]);
    expect(find(r, "fever-sepsis-check")).toBeUndefined();
  });

  it("does not wait for a neutrophil count: fever on chemotherapy without one is still critical", () => {
    const f = find(labRun([], { medications: CHEMO, vitals: fever() }), "neutropenic-sepsis");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/no neutrophil count from the time of the fever/);
  });

  it("reads chemotherapy stated in the notes when no medicine is listed", () => {
    const f = find(
      labRun([], { vitals: fever("38.2"), notes: "Cycle 2 day 9, on chemotherapy for lymphoma." }),
      "neutropenic-sepsis",
    );
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/"(?:cycle 2 day 9|on chemotherapy)" in the record/);
  });

  it("grades fever on chemotherapy with a normal current count as same-day, not an emergency", () => {
    const f = find(labRun([anc("3.2")], { medications: CHEMO, vitals: fever() }), "neutropenic-sepsis");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/not in the neutropenic range/);
    expect(f?.patient).toMatch(/call your 24-hour chemotherapy helpline/);
  });

  it("reads fever with neutrophils 0.4 and no chemotherapy as febrile neutropenia, citing non-cancer guidance", () => {
    const r = labRun([anc("0.4")], { vitals: fever() });
    const f = find(r, "febrile-neutropenia");
    expect(f?.severity).toBe("critical");
    expect(f?.evidenceIds).toEqual(["nhs-lothian-febrile-neutropenia", "nhs-lothian-refhelp-neutropenia"]);
    expect(f?.clinician).not.toMatch(/NICE CG151/);
    expect(find(r, "neutropenic-sepsis")).toBeUndefined();
    expect(find(r, "fever-sepsis-check")).toBeUndefined();
  });

  it("asks for same-day assessment with fever and neutrophils 0.8 without chemotherapy", () => {
    const f = find(labRun([anc("0.8")], { vitals: fever() }), "febrile-neutropenia");
    expect(f?.severity).toBe("high");
    expect(f?.patient).toMatch(/seen by a doctor today/);
  });

  it("leaves a fever with a normal count and no chemotherapy to the general fever finding", () => {
    const r = labRun([anc("4.1")], { vitals: fever() });
    expect(find(r, "neutropenic-sepsis")).toBeUndefined();
    expect(find(r, "febrile-neutropenia")).toBeUndefined();
    expect(find(r, "fever-sepsis-check")).toBeDefined();
  });

  it("stays quiet without a fever, for hydroxycarbamide alone, and for a past course of chemotherapy", () => {
    expect(
      find(labRun([anc("0.3")], { medications: CHEMO, vitals: fever("37.1") }), "neutropenic-sepsis"),
    ).toBeUndefined();
    expect(
      find(labRun([], { medications: ["Hydroxycarbamide 500 mg daily"], vitals: fever() }), "neutropenic-sepsis"),
    ).toBeUndefined();
    expect(
      find(
        labRun([], { vitals: fever(), notes: "Chemotherapy for breast cancer in 2015, in remission." }),
        "neutropenic-sepsis",
      ),
    ).toBeUndefined();
  });

  it("does not read a denied fever in the notes", () => {
    expect(
      find(labRun([], { medications: CHEMO, notes: "No fever, no rigors." }), "neutropenic-sepsis"),
    ).toBeUndefined();
  });
});

/** Review 8 onc case 7: R-CHOP for bulky DLBCL, cycle 1 day 3. */
function tlsCase(
  overrides: {
    labs?: object[];
    meds?: object[];
    conditions?: object[];
    context?: string;
    vitals?: object[];
    trend?: boolean;
  } = {},
) {
  const at = "2026-11-23T06:00:00Z";
  const lab = (display: string, value: string, unit: string, referenceRange: string) => ({
    display,
    value,
    unit,
    referenceRange,
    date: at,
  });
  return analyzeEhr(
    healthDataSchema.parse({
      patientInfo: { age: 58, gender: "male" },
      recentAbnormalLabs: overrides.labs ?? [
        lab("Potassium", "6.4", "mmol/L", "3.5-5.1"),
        lab("Phosphate", "8.1", "mg/dL", "2.5-4.5"),
        lab("Uric acid", "13.2", "mg/dL", "3.5-7.2"),
        lab("Calcium", "6.9", "mg/dL", "8.6-10.2"),
        lab("Creatinine", "2.3", "mg/dL", "0.7-1.3"),
      ],
      labTrends:
        overrides.trend === false
          ? []
          : [
              {
                code: "2160-0",
                display: "Creatinine",
                values: [
                  { date: "2026-11-20", value: "0.9", unit: "mg/dL" },
                  { date: "2026-11-23", value: "2.3", unit: "mg/dL" },
                ],
              },
            ],
      pastMedicalHistory: overrides.conditions ?? [
        { display: "Diffuse large B-cell lymphoma, bulky abdominal disease", clinicalStatus: "active" },
      ],
      medications: overrides.meds ?? [
        { medication: "Rituximab", status: "active", startDate: "2026-11-21" },
        { medication: "Cyclophosphamide", status: "active", startDate: "2026-11-21" },
        { medication: "Doxorubicin", status: "active", startDate: "2026-11-21" },
        { medication: "Vincristine", status: "active", startDate: "2026-11-21" },
        { medication: "Allopurinol 300 mg", status: "active", startDate: "2026-11-19" },
      ],
      vitalSigns: overrides.vitals ?? [{ display: "Urine output", value: "0.3", unit: "mL/kg/h", date: "2026-11-23" }],
      additionalContext: overrides.context ?? "Cycle 1 day 3. Muscle cramps and tingling around mouth overnight.",
    }),
    NOW,
  );
}

describe("tumour lysis syndrome", () => {
  it("reads four Cairo-Bishop criteria two days after R-CHOP, with AKI, oliguria and symptoms, as clinical TLS (review 8 onc case 7)", () => {
    const r = tlsCase();
    const f = find(r, "tumour-lysis-syndrome");
    expect(f?.severity).toBe("critical");
    expect(f?.title).toBe("Clinical tumor lysis syndrome");
    expect(f?.clinician).toMatch(/4 of the Cairo-Bishop laboratory criteria/);
    expect(f?.clinician).toMatch(/2 days after cyclophosphamide, doxorubicin and vincristine started \(2026-11-21\)/);
    expect(f?.clinician).toMatch(/creatinine rose from 0\.9 mg\/dL .* to 2\.3 mg\/dL/);
    expect(f?.clinician).toMatch(/urine output 0\.3 mL\/kg\/h/);
    expect(f?.clinician).toMatch(/symptomatic hypocalcemia \("tingling around mouth" and "muscle cramps"/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(
      /Rasburicase .* on top of the allopurinol 300 mg already listed; avoid it in G6PD deficiency/,
    );
    expect(steps).toMatch(/12-lead ECG now/);
    expect(steps).toMatch(/Treat the symptomatic hypocalcemia under specialist advice/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining([
        "cairo-bishop-2004-tls",
        "howard-2011-tls",
        // A US record: the ACEP consensus for the potassium, not NHS GGC's protocol (review 32, hyperk-32).
        "acep-2021-hyperkalaemia-ed",
        "darmon-2006-cancer-arf",
      ]),
    );
    expect(f?.evidenceIds).not.toContain("nhs-ggc-hyperkalaemia");
    expect(f?.patient).toMatch(/needs treatment in hospital now/);
  });

  it("replaces the one-by-one texts for phosphate, urate and calcium in both reports", () => {
    const { patientResponse, clinicianResponse } = tlsCase().result;
    for (const text of [patientResponse, clinicianResponse]) {
      expect(text).not.toMatch(/usually linked to reduced kidney function/);
      expect(text).not.toMatch(/risk of gout and kidney stones/);
      expect(text).not.toMatch(/often due to a low albumin level/);
    }
  });

  it("grades the laboratory criteria on chemotherapy of unknown start, without clinical features, as high", () => {
    const labs = [
      { display: "Potassium", value: "6.1", unit: "mmol/L", referenceRange: "3.5-5.1", date: "2026-11-23" },
      { display: "Uric acid", value: "9.0", unit: "mg/dL", referenceRange: "3.5-7.2", date: "2026-11-23" },
    ];
    const meds = [{ medication: "Cyclophosphamide", status: "active" }];
    const f = find(tlsCase({ meds, labs, vitals: [], context: "Feels well.", trend: false }), "tumour-lysis-syndrome");
    expect(f?.severity).toBe("high");
    expect(f?.title).toBe("Laboratory tumor lysis syndrome");
    expect(f?.clinician).toMatch(/when this course began is not in the record/);
    expect(f?.patient).toMatch(/needs to check this today/);
    // An acute creatinine rise makes the same picture clinical tumour lysis, an emergency.
    const rising = find(tlsCase({ meds, labs, vitals: [], context: "Feels well." }), "tumour-lysis-syndrome");
    expect(rising?.severity).toBe("critical");
  });

  it("stays quiet in chronic kidney disease without cancer or chemotherapy, and with one criterion only", () => {
    const ckd = tlsCase({
      meds: [],
      conditions: [{ display: "Chronic kidney disease stage 5", clinicalStatus: "active" }],
      context: "Dialysis planning.",
    });
    expect(find(ckd, "tumour-lysis-syndrome")).toBeUndefined();
    const one = tlsCase({
      labs: [{ display: "Uric acid", value: "9.0", unit: "mg/dL", referenceRange: "3.5-7.2", date: "2026-11-23" }],
    });
    expect(find(one, "tumour-lysis-syndrome")).toBeUndefined();
  });

  it("does not count a low total calcium when the albumin is low", () => {
    const r = tlsCase({
      vitals: [],
      context: "Well.",
      labs: [
        { display: "Potassium", value: "6.2", unit: "mmol/L", referenceRange: "3.5-5.1", date: "2026-11-23" },
        { display: "Calcium", value: "6.9", unit: "mg/dL", referenceRange: "8.6-10.2", date: "2026-11-23" },
        { display: "Albumin", value: "2.1", unit: "g/dL", referenceRange: "3.5-5.0", date: "2026-11-23" },
      ],
    });
    expect(find(r, "tumour-lysis-syndrome")).toBeUndefined();
  });
});

/** Review 8 onc case 2: enoxaparin from the day of a hip replacement. */
function hitCase(values: [string, string][], context: string, meds = ["Enoxaparin 40 mg"]) {
  return analyzeEhr(
    healthDataSchema.parse({
      patientInfo: { age: 71, gender: "male" },
      labTrends: [
        {
          code: "777-3",
          display: "Platelets",
          values: values.map(([date, value]) => ({ date, value, unit: "x10^9/L" })),
        },
      ],
      pastMedicalHistory: [{ display: "Total hip arthroplasty 2026-11-14", clinicalStatus: "active" }],
      medications: meds.map((medication) => ({ medication, status: "active", startDate: "2026-11-14" })),
      additionalContext: context,
    }),
    NOW,
  );
}

const CASE_2: [string, string][] = [
  ["2026-11-13", "245"],
  ["2026-11-16", "210"],
  ["2026-11-19", "150"],
  ["2026-11-22", "95"],
];

describe("heparin-induced thrombocytopenia", () => {
  it("scores a 61% fall from day 5 of enoxaparin with a swollen calf as at least intermediate and critical (review 8 onc case 2)", () => {
    const f = find(
      hitCase(CASE_2, "Post-op day 8. New painful swelling left calf today. No bleeding."),
      "heparin-induced-thrombocytopenia",
    );
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/thrombocytopenia 2 \(a fall above 50%/);
    expect(f?.clinician).toMatch(/timing 2 \(the count was first 30% or more below its peak on day 5 of heparin/);
    expect(f?.clinician).toMatch(/thrombosis 1 \(suspected thrombosis \("swelling left calf"/);
    expect(f?.clinician).toMatch(/5 of the 6 points/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Stop all heparin and start a non-heparin anticoagulant/);
    expect(steps).toMatch(/anti-PF4\/heparin immunoassay/);
    expect(steps).toMatch(/Compression ultrasound of the symptomatic leg/);
    expect(f?.patient).toMatch(/assessment in hospital now/);
    expect(f?.evidenceIds).toEqual(["ash-2018-hit", "lo-2006-4ts"]);
  });

  it("grades a fall without thrombosis as high, and a smaller fall as moderate", () => {
    expect(find(hitCase(CASE_2, "Well, no leg swelling."), "heparin-induced-thrombocytopenia")?.severity).toBe("high");
    const small = hitCase(
      [
        ["2026-11-13", "250"],
        ["2026-11-20", "160"],
      ],
      "Well.",
    );
    expect(find(small, "heparin-induced-thrombocytopenia")?.severity).toBe("moderate");
  });

  it("stays quiet for an early post-operative fall, stable counts, and without heparin", () => {
    const early = hitCase(
      [
        ["2026-11-13", "250"],
        ["2026-11-15", "150"],
        ["2026-11-16", "145"],
      ],
      "Post-op day 2.",
    );
    expect(find(early, "heparin-induced-thrombocytopenia")).toBeUndefined();
    const stable = hitCase(
      [
        ["2026-11-13", "250"],
        ["2026-11-22", "230"],
      ],
      "Well.",
    );
    expect(find(stable, "heparin-induced-thrombocytopenia")).toBeUndefined();
    expect(find(hitCase(CASE_2, "Well.", ["Paracetamol 1 g"]), "heparin-induced-thrombocytopenia")).toBeUndefined();
  });
});

/** Review 8 onc case 13: hyperleucocytosis with blasts, Auer rods and a coagulopathy. */
const CASE_13: Lab[] = [
  { name: "WBC", value: "148,000", unit: "/µL", referenceRange: "4,500-11,000" },
  { name: "Blasts", value: "62", unit: "%", notes: "Auer rods seen on film" },
  { name: "Hemoglobin", value: "7.6", unit: "g/dL", referenceRange: "13.5-17.5" },
  { name: "Platelets", value: "18", unit: "K/uL", referenceRange: "150-450" },
  { name: "Fibrinogen", value: "0.9", unit: "g/L", referenceRange: "2.0-4.0" },
];
const NOTES_13 = "2 weeks fatigue, gum bleeding, bruises. Headache and blurred vision today. Breathless.";

describe("blasts in the blood", () => {
  it("reads blasts with hyperleucocytosis, bleeding and a low fibrinogen as an emergency with APL and leukostasis (review 8 onc case 13)", () => {
    const f = find(labRun(CASE_13, { age: 31, gender: "male", notes: NOTES_13 }), "suspected-acute-leukaemia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/Blasts 62 % .* with "Auer rods seen on film": suspected acute leukemia/);
    expect(f?.clinician).toMatch(/hyperleukocytosis/);
    expect(f?.clinician).toMatch(/suggest leukostasis/);
    expect(f?.clinician).toMatch(/acute promyelocytic leukemia \(APL\) or DIC/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/start ATRA now without waiting for genetic confirmation/);
    expect(steps).toMatch(/coagulation screen \(PT, APTT and D-dimer\)/);
    expect(f?.patient).toMatch(/Go to an emergency department now/);
    expect(f?.patient).toMatch(/headache, changes in your vision and breathlessness/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining([
        "ocp-aml-2022",
        "nice-ng12-suspected-cancer",
        "eln-2019-apl",
        "rollig-2015-hyperleukocytosis",
      ]),
    );
  });

  it("reads blasts by name even when the test is not in the catalogue and no flag is sent (review 8 probe p4)", () => {
    const f = find(
      labRun([{ name: "Blast cells (film)", value: "40", unit: "%" }], { age: 31 }),
      "suspected-acute-leukaemia",
    );
    expect(f?.severity).toBe("high");
  });

  it("asks for same-day haematology review for a few blasts without emergency features", () => {
    const f = find(
      labRun([
        { name: "Blasts", value: "3", unit: "%" },
        { name: "WBC", value: "12.1", unit: "x10^9/L", referenceRange: "4.0-11.0" },
        { name: "Platelets", value: "140", unit: "x10^9/L", referenceRange: "150-400" },
      ]),
      "suspected-acute-leukaemia",
    );
    expect(f?.severity).toBe("high");
    expect(f?.patient).toMatch(/needs to review your results today/);
    expect(f?.nextSteps.join(" ")).toMatch(/on-call haematologist today/);
  });

  it("does not read denied Auer rods, marrow blasts, or very low platelets in known leukaemia as emergencies", () => {
    const denied = find(
      labRun([{ name: "Blasts", value: "2", unit: "%", notes: "No Auer rods seen." }]),
      "suspected-acute-leukaemia",
    );
    expect(denied?.clinician).not.toMatch(/Auer/);
    expect(
      find(labRun([{ name: "Bone marrow blasts", value: "3", unit: "%" }]), "suspected-acute-leukaemia"),
    ).toBeUndefined();
    const onTreatment = find(
      labRun(
        [
          { name: "Blasts", value: "4", unit: "%" },
          { name: "Platelets", value: "12", unit: "x10^9/L", referenceRange: "150-400" },
        ],
        { conditions: ["Acute myeloid leukaemia"] },
      ),
      "suspected-acute-leukaemia",
    );
    expect(onTreatment?.severity).toBe("high");
  });

  it("names relapse with known leukaemia, and stays quiet with no blasts", () => {
    const known = find(
      labRun([{ name: "Blasts", value: "5", unit: "%" }], { conditions: ["Acute myeloid leukaemia in remission"] }),
      "suspected-acute-leukaemia",
    );
    expect(known?.clinician).toMatch(/relapse or progression/);
    expect(find(labRun([{ name: "Blasts", value: "0", unit: "%" }]), "suspected-acute-leukaemia")).toBeUndefined();
    expect(find(labRun([{ name: "WBC", value: "14", unit: "x10^9/L" }]), "suspected-acute-leukaemia")).toBeUndefined();
  });
});

/** Review 8 onc case 5: JAK2 V617F with a haematocrit of 0.58 in a smoker with a past TIA. */
function pvCase(hct: string, gender: string, interpretation = "Detected", context = "Smokes 15 cigarettes/day.") {
  return analyzeEhr(
    healthDataSchema.parse({
      patientInfo: { age: 66, gender },
      recentAbnormalLabs: [
        { display: "Hemoglobin", value: "19.4", unit: "g/dL", date: "2026-11-05", referenceRange: "13.5-17.5" },
        { display: "Hematocrit", value: hct, unit: "L/L", date: "2026-11-05", referenceRange: "0.40-0.52" },
        { display: "Platelets", value: "612", unit: "x10E3/uL", date: "2026-11-05", referenceRange: "150-400" },
      ],
      pastMedicalHistory: [{ display: "Transient ischaemic attack", clinicalStatus: "resolved", onsetDate: "2026-03" }],
      geneticData: [
        { geneCode: "JAK2", geneDisplay: "JAK2", interpretation, value: "V617F, VAF 38%", date: "2026-11-12" },
      ],
      additionalContext: context,
    }),
    NOW,
  );
}

describe("polycythaemia vera", () => {
  it("reads JAK2 V617F with a haematocrit of 0.58 in a man as polycythaemia vera, high risk, smoking not the explanation (review 8 onc case 5)", () => {
    const r = pvCase("0.58", "male");
    const f = find(r, "polycythaemia-vera");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/both BSH criteria for JAK2-positive polycythemia vera are met/);
    expect(f?.clinician).toMatch(/High thrombotic risk \(age 66 and Transient ischemic attack/);
    expect(f?.clinician).toMatch(/it does not explain a JAK2 mutation/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/hematocrit below 0\.45/);
    expect(steps).toMatch(/hydroxycarbamide first line/);
    expect(r.result.patientResponse).not.toMatch(/A high value can come from dehydration, smoking/);
  });

  it("uses the lower haematocrit threshold for women and stays quiet below the threshold for men", () => {
    expect(find(pvCase("0.50", "female"), "polycythaemia-vera")).toBeDefined();
    expect(find(pvCase("0.50", "male"), "polycythaemia-vera")).toBeUndefined();
  });

  it("does not bring up smoking for a non-smoker, and leaves out cytoreduction without risk factors", () => {
    const r = analyzeEhr(
      healthDataSchema.parse({
        patientInfo: { age: 45, gender: "female" },
        recentAbnormalLabs: [
          { display: "Hematocrit", value: "51", unit: "%", date: "2026-11-05", referenceRange: "36-46" },
        ],
        geneticData: [{ geneCode: "JAK2", geneDisplay: "JAK2", interpretation: "Positive", value: "V617F" }],
        additionalContext: "Non-smoker. Itching after showers.",
      }),
      NOW,
    );
    const f = find(r, "polycythaemia-vera");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).not.toMatch(/[Ss]moking raises/);
    expect(f?.clinician).not.toMatch(/High thrombotic risk/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/hydroxycarbamide/);
  });

  it("stays quiet when JAK2 is not detected", () => {
    expect(find(pvCase("0.58", "male", "Not detected"), "polycythaemia-vera")).toBeUndefined();
  });
});
