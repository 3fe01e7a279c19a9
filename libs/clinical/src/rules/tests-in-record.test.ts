import { healthDataSchema, labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { normalizeLabResults } from "../normalize/lab-results.ts";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";
import { RuleContext } from "./context.ts";
import {
  checkMissing,
  inRecordNote,
  isInRecord,
  LIVER_ULTRASOUND_FINDING,
  type TestsStep,
  withTestsInRecord,
} from "./tests-in-record.ts";
import type { Rule } from "./types.ts";

const NOW = { now: new Date("2026-11-22T00:00:00Z") };

type Lab = { name: string; value: string; unit?: string; referenceRange?: string; date?: string };

const lab = (name: string, value: string, unit?: string, referenceRange?: string): Lab => ({
  name,
  value,
  ...(unit === undefined ? {} : { unit }),
  ...(referenceRange === undefined ? {} : { referenceRange }),
});

function ctxOf(labs: Lab[]): RuleContext {
  const model = normalizeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-10", ...l })),
    undefined,
    NOW,
  );
  return new RuleContext(model);
}

/** The next steps of one finding, from lab results and a patient context. */
function stepsOf(code: string, labs: Lab[], context: Record<string, unknown> = {}): string[] | undefined {
  const { findings } = analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-10", ...l })),
    patientContextSchema.parse({ gender: "female", age: 50, ...context }),
    NOW,
  );
  return findings.find((f) => f.code === code)?.nextSteps;
}

const FERRITIN = lab("Ferritin", "60", "ug/L");
const B12 = lab("Vitamin B12", "400", "ng/L");
const FOLATE = lab("Folate", "8", "ug/L");
const MCV = lab("MCV", "88", "fL");
const CREATININE = lab("Creatinine", "0.8", "mg/dL");
const TSAT = lab("Transferrin saturation", "30", "%");
const TSH = lab("TSH", "2.0", "mU/L", "0.4-4.0");
const ALT = lab("ALT", "25", "U/L");
const POTASSIUM = lab("Potassium", "4.5", "mmol/L");
const CALCIUM = lab("Calcium", "9.5", "mg/dL");
const FREE_T4 = lab("Free T4", "15", "pmol/L", "12-22");
const HB_LOW = lab("Haemoglobin", "10.5", "g/dL");

describe("checkMissing", () => {
  const step: TestsStep = {
    tests: [
      { words: "ferritin", ids: ["ferritin"] },
      { words: "B12", ids: ["vitamin-b12"] },
      { words: "kidney function", ids: ["creatinine", "egfr"] },
    ],
    tail: " to find the cause",
  };

  it("keeps the rule's wording when the record holds none of the tests", () => {
    expect(checkMissing(ctxOf([HB_LOW]), step)).toBe("Check ferritin, B12 and kidney function to find the cause");
  });

  it("asks only for the missing tests and names those already in the record", () => {
    expect(checkMissing(ctxOf([HB_LOW, B12, CREATININE]), step)).toBe(
      "Check ferritin to find the cause (B12 and kidney function already in the record)",
    );
  });

  it("is undefined when the record holds every test", () => {
    expect(checkMissing(ctxOf([FERRITIN, B12, CREATININE]), step)).toBeUndefined();
  });

  it("puts the note before a following clause", () => {
    const withClause: TestsStep = { tests: step.tests, tail: "; review diet" };
    expect(checkMissing(ctxOf([B12]), withClause)).toBe(
      "Check ferritin and kidney function (B12 already in the record); review diet",
    );
  });

  it("does not count a result without a value (pending, haemolysed)", () => {
    expect(isInRecord(ctxOf([lab("Ferritin", "pending")]), { words: "ferritin", ids: ["ferritin"] })).toBe(false);
  });

  it("counts a result within the window of the newest result, not one older", () => {
    const ferritin = { words: "ferritin", ids: ["ferritin"], withinDays: 90 };
    expect(isInRecord(ctxOf([HB_LOW, { ...FERRITIN, date: "2026-09-01" }]), ferritin)).toBe(true);
    expect(isInRecord(ctxOf([HB_LOW, { ...FERRITIN, date: "2026-03-01" }]), ferritin)).toBe(false);
  });

  it("needs every test of an all-of group", () => {
    const lipids = { words: "a lipid profile", ids: ["ldl-c", "hdl-c"], allOf: true };
    expect(isInRecord(ctxOf([lab("LDL cholesterol", "130", "mg/dL")]), lipids)).toBe(false);
    expect(
      isInRecord(ctxOf([lab("LDL cholesterol", "130", "mg/dL"), lab("HDL cholesterol", "50", "mg/dL")]), lipids),
    ).toBe(true);
  });
});

describe("withTestsInRecord", () => {
  const rule: Rule = {
    id: "example",
    family: "labPattern",
    severity: "low",
    problem: "p",
    title: "t",
    clinician: "c",
    patient: "p",
    nextSteps: ["Check ferritin"],
    evidence: ["x"],
    keywords: [],
    match: () => ({ refs: [] }),
  } as unknown as Rule;

  it("fails when the rule has no such step, so a wording change cannot silently undo it", () => {
    expect(() => withTestsInRecord({ tests: [{ words: "B12", ids: ["vitamin-b12"] }] }, rule)).toThrow(/no next step/);
  });

  it("fails on a test the catalogue does not know", () => {
    expect(() => withTestsInRecord({ tests: [{ words: "ferritin", ids: ["ferritn"] }] }, rule)).toThrow(/unknown lab/);
  });

  it("leaves the match without next steps when the record holds none of the tests", () => {
    const wrapped = withTestsInRecord({ tests: [{ words: "ferritin", ids: ["ferritin"] }] }, rule);
    expect(wrapped.match(ctxOf([HB_LOW]))?.nextSteps).toBeUndefined();
    expect(wrapped.match(ctxOf([FERRITIN]))?.nextSteps).toEqual([
      "Review the ferritin in the record (Ferritin 60 µg/L, normal)",
    ]);
  });
});

/**
 * Each rule whose step asks for tests: with none of them in the record its wording is unchanged,
 * with some they are named as already there, with all it asks for them to be reviewed.
 */
interface Case {
  code: string;
  /** What makes the rule fire. */
  base: Lab[];
  context?: Record<string, unknown>;
  /** The step as the rule words it. */
  own: string;
  some?: { labs: Lab[]; step: string };
  all?: { labs: Lab[]; step: string };
}

const CASES: Case[] = [
  {
    code: "anaemia",
    base: [HB_LOW],
    own: "Check MCV, ferritin, B12, folate and kidney function to find the cause",
    some: {
      labs: [B12, CREATININE],
      step: "Check MCV, ferritin and folate to find the cause (B12 and kidney function already in the record)",
    },
    all: {
      labs: [MCV, FERRITIN, B12, FOLATE, CREATININE],
      step: "Review the MCV, ferritin, B12, folate and kidney function in the record (MCV 88 fL, normal; Ferritin 60 µg/L, normal; Vitamin B12 400 ng/L, normal; Folate 8 µg/L, normal; kidney function normal) to find the cause",
    },
  },
  {
    code: "anaemia-ckd",
    base: [HB_LOW, lab("eGFR", "40", "mL/min/1.73m2")],
    own: "Check ferritin, transferrin saturation, B12 and folate",
    some: { labs: [B12], step: "Check ferritin, transferrin saturation and folate (B12 already in the record)" },
    all: {
      labs: [FERRITIN, TSAT, B12, FOLATE],
      step: "Review the ferritin, transferrin saturation, B12 and folate in the record (Ferritin 60 µg/L, normal; Transferrin saturation 30 %, normal; Vitamin B12 400 ng/L, normal; Folate 8 µg/L, normal)",
    },
  },
  {
    code: "severe-hypercholesterolaemia",
    base: [lab("LDL cholesterol", "200", "mg/dL")],
    own: "Check TSH, liver tests and urine protein for secondary causes",
    some: {
      labs: [TSH, ALT],
      step: "Check urine protein for secondary causes (TSH and liver tests already in the record)",
    },
    all: {
      labs: [TSH, ALT, lab("Urine protein", "Negative")],
      step: "Review the TSH, liver tests and urine protein in the record (TSH 2 mIU/L, normal; ALT 25 U/L, normal; Urine protein Negative, normal) for secondary causes",
    },
  },
  {
    code: "familial-hypercholesterolaemia-definite",
    base: [lab("LDL cholesterol", "6.4", "mmol/L")],
    context: { clinicalNotes: "Tendon xanthomata of the Achilles tendons on examination." },
    own: "Check TSH, liver tests and urine protein for secondary causes",
    some: {
      labs: [TSH, ALT],
      step: "Check urine protein for secondary causes (TSH and liver tests already in the record)",
    },
    all: {
      labs: [TSH, ALT, lab("Urine protein", "Negative")],
      step: "Review the TSH, liver tests and urine protein in the record (TSH 2 mIU/L, normal; ALT 25 U/L, normal; Urine protein Negative, normal) for secondary causes",
    },
  },
  {
    code: "macrocytosis",
    base: [lab("MCV", "105", "fL")],
    own: "Check B12, folate, liver tests and TSH",
    some: { labs: [FOLATE], step: "Check B12, liver tests and TSH (folate already in the record)" },
    all: {
      labs: [B12, FOLATE, ALT, TSH],
      step: "Review the B12, folate, liver tests and TSH in the record (Vitamin B12 400 ng/L, normal; Folate 8 µg/L, normal; ALT 25 U/L, normal; TSH 2 mIU/L, normal)",
    },
  },
  {
    code: "folate-deficiency",
    base: [lab("Folate", "2.0", "ng/mL", "3.0-17.0")],
    own: "Check B12 before replacing folate; review diet and alcohol",
    all: {
      labs: [B12],
      step: "Review the B12 in the record (Vitamin B12 400 ng/L, normal) before replacing folate; review diet and alcohol",
    },
  },
  {
    code: "b12-deficiency",
    // Borderline: below 200 pg/mL the cause is sought instead (see patterns.test.ts).
    base: [lab("Vitamin B12", "250", "pg/mL")],
    own: "Check methylmalonic acid if borderline; look for the cause (diet, pernicious anaemia, metformin, acid suppression)",
    all: {
      labs: [lab("Methylmalonic acid", "0.5", "umol/L")],
      step: "Review the methylmalonic acid in the record (Methylmalonic acid 0.5 µmol/L, high) if borderline; look for the cause (diet, pernicious anaemia, metformin, acid suppression)",
    },
  },
  {
    code: "vitamin-d-deficiency",
    base: [lab("25-OH vitamin D", "10", "ng/mL")],
    own: "Check calcium",
    // A normal calcium in the record drops the step (womens-endocrine-review10.test.ts); a low one is reviewed.
    all: {
      labs: [lab("Calcium", "7.9", "mg/dL", "8.5-10.5")],
      step: "Review the calcium in the record (Calcium 7.9 mg/dL, low)",
    },
  },
  {
    code: "microcytic-anaemia-iron-studies",
    base: [HB_LOW, lab("MCV", "72", "fL")],
    // The haemoglobin is in g/dL, so the record reads as American and the steps take US spelling.
    own: "Check ferritin (and CRP); consider hemoglobin electrophoresis if iron studies are normal",
    some: {
      labs: [lab("CRP", "3", "mg/L")],
      step: "Check ferritin (CRP already in the record); consider hemoglobin electrophoresis if iron studies are normal",
    },
  },
  {
    code: "raas-hyperkalaemia",
    base: [lab("Potassium", "5.8", "mmol/L", "3.5-5.0")],
    context: { medications: [{ name: "Ramipril 10 mg" }] },
    own: "Check eGFR and, if potassium is 6.0 or more, an ECG",
    all: {
      labs: [lab("eGFR", "75", "mL/min/1.73m2")],
      step: "Review the eGFR in the record and, if potassium is 6.0 or more, check an ECG",
    },
  },
  {
    code: "mra-low-egfr",
    base: [lab("eGFR", "25", "mL/min/1.73m2")],
    context: { medications: [{ name: "Spironolactone 25 mg" }] },
    own: "Check potassium",
    all: { labs: [POTASSIUM], step: "Review the potassium in the record (Potassium 4.5 mmol/L, normal)" },
  },
  {
    code: "statin-ck-elevated",
    base: [lab("CK", "900", "U/L", "30-200")],
    context: { medications: [{ name: "Atorvastatin 40 mg" }] },
    own: "Check kidney function; review statin and interacting drugs",
    all: {
      labs: [CREATININE],
      step: "Review the kidney function in the record (kidney function normal); review statin and interacting drugs",
    },
  },
  {
    code: "lithium-kidney-thyroid",
    base: [lab("eGFR", "50", "mL/min/1.73m2")],
    context: { medications: [{ name: "Lithium carbonate 400 mg" }] },
    // The rule fires on the eGFR or a high TSH, so one of them is always in the record.
    own: "Check lithium level, eGFR, TSH and calcium; review the need for and dose of lithium with the prescriber",
    some: {
      labs: [],
      step: "Check lithium level, TSH and calcium (eGFR already in the record); review the need for and dose of lithium with the prescriber",
    },
    all: {
      labs: [lab("Lithium", "0.8", "mmol/L"), TSH, CALCIUM],
      step: "Review the lithium level, eGFR, TSH and calcium in the record (lithium 0.8 mmol/L, normal; eGFR 50 mL/min/1.73m2, low; TSH 2 mIU/L, normal; Calcium 9.5 mg/dL, normal); review the need for and dose of lithium with the prescriber",
    },
  },
  {
    code: "lithium-monitoring-gap",
    base: [],
    context: { medications: [{ name: "Lithium carbonate 400 mg" }] },
    // The rule is silent once lithium level, kidney function and TSH are all in the record.
    own: "Check lithium level, creatinine/eGFR, TSH and calcium",
    some: { labs: [TSH], step: "Check lithium level, creatinine/eGFR and calcium (TSH already in the record)" },
  },
  {
    code: "levothyroxine-tsh-low",
    base: [lab("TSH", "0.05", "mU/L", "0.4-4.0")],
    context: { medications: [{ name: "Levothyroxine 100 micrograms" }] },
    own: "Check free T4; consider reducing the dose and recheck TSH in 6–8 weeks",
    all: {
      labs: [FREE_T4],
      step: "Review the free T4 in the record (Free T4 15 pmol/L, normal); consider reducing the dose and recheck TSH in 6–8 weeks",
    },
  },
  {
    code: "ppi-hypomagnesaemia",
    base: [lab("Magnesium", "0.5", "mmol/L", "0.7-1.0")],
    context: { medications: [{ name: "Omeprazole 20 mg" }] },
    own: "Check potassium and calcium",
    some: { labs: [POTASSIUM], step: "Check calcium (potassium already in the record)" },
    all: {
      labs: [POTASSIUM, CALCIUM],
      step: "Review the potassium and calcium in the record (Potassium 4.5 mmol/L, normal; Calcium 9.5 mg/dL, normal)",
    },
  },
  {
    code: "amiodarone-thyroid",
    base: [lab("TSH", "8.0", "mU/L", "0.4-4.0")],
    context: { medications: [{ name: "Amiodarone 200 mg" }] },
    own: "Check free T4 (and T3); discuss with cardiology before changing amiodarone",
    // A raised free T4 beside the raised TSH: with a normal one the subclinical hypothyroidism finding
    // names amiodarone and this finding steps aside (review 21, cardio-meds-leftovers), and so does
    // the overt hypothyroidism finding with a low one (review 23, medicines-thyroid-23).
    all: {
      labs: [lab("Free T4", "26", "pmol/L", "12-22")],
      step: "Review the free T4 (and T3) in the record (Free T4 26 pmol/L, high); discuss with cardiology before changing amiodarone",
    },
  },
  {
    code: "family-premature-ascvd",
    base: [],
    context: { familyHistory: [{ relationship: "Father", condition: "Myocardial infarction", onsetAge: "46" }] },
    own: "Check a full lipid profile (and consider Lp(a))",
    some: {
      labs: [lab("Lipoprotein(a)", "30", "mg/dL")],
      step: "Check a full lipid profile (Lp(a) already in the record)",
    },
    all: {
      labs: [
        lab("Total cholesterol", "200", "mg/dL"),
        lab("LDL cholesterol", "120", "mg/dL"),
        lab("HDL cholesterol", "50", "mg/dL"),
        lab("Triglycerides", "120", "mg/dL"),
      ],
      step: "Review the full lipid profile in the record (and consider Lp(a))",
    },
  },
  {
    code: "bp-stage-2",
    base: [],
    // Known hypertension: a first raised reading without it is confirmed out of office before any work-up advice.
    context: {
      vitalSigns: [{ name: "Blood pressure", value: "150/95", unit: "mmHg", date: "2026-11-10" }],
      conditions: [{ name: "Hypertension" }],
    },
    own: "Check kidney function, potassium and urine albumin",
    some: {
      labs: [CREATININE, POTASSIUM],
      step: "Check urine albumin (kidney function and potassium already in the record)",
    },
    all: {
      labs: [CREATININE, POTASSIUM, lab("Urine albumin:creatinine ratio", "2", "mg/mmol")],
      step: "Review the kidney function, potassium and urine albumin in the record (kidney function normal; Potassium 4.5 mmol/L, normal; Urine albumin:creatinine ratio 2 mg/mmol, normal)",
    },
  },
];

const stepsFor = (c: (typeof CASES)[number], labs: Lab[]) => stepsOf(c.code, [...c.base, ...labs], c.context);

// lithium-kidney-thyroid never fires without its eGFR or TSH, so it has no "none in the record" case.
describe.each(CASES.filter((c) => c.code !== "lithium-kidney-thyroid"))("$code with none of its tests", (c) => {
  it("keeps the rule's wording", () => {
    expect(stepsFor(c, [])).toContain(c.own);
  });
});

describe.each(CASES.filter((c) => c.some !== undefined))("$code with some of its tests", (c) => {
  it("asks only for the missing tests", () => {
    const s = stepsFor(c, c.some?.labs ?? []);
    expect(s).toContain(c.some?.step);
    expect(s).not.toContain(c.own);
  });
});

describe.each(CASES.filter((c) => c.all !== undefined))("$code with all of its tests", (c) => {
  it("asks for a review of them", () => {
    const s = stepsFor(c, c.all?.labs ?? []);
    expect(s).toContain(c.all?.step);
    expect(s).not.toContain(c.own);
  });
});

describe.each(CASES)("$code's other steps", (c) => {
  it("are kept", () => {
    const before = (stepsFor(c, []) ?? []).filter((s) => s !== c.own && s !== c.some?.step);
    const after = stepsFor(c, c.all?.labs ?? c.some?.labs ?? []) ?? [];
    for (const s of before) expect(after).toContain(s);
  });
});

describe("a review of tests in the record (review 9, endocrine 12)", () => {
  it("states the result instead of sending the reader to look for it", () => {
    // A free T4 in range (a raised one makes it overt, with its own step: levothyroxine.test.ts).
    const labs = [lab("TSH", "0.05", "mU/L", "0.4-4.0"), lab("Free T4", "21.5", "pmol/L", "12-22")];
    expect(stepsOf("levothyroxine-tsh-low", labs, { medications: [{ name: "Levothyroxine 150 mcg" }] })).toContain(
      "Review the free T4 in the record (Free T4 21.5 pmol/L, normal); consider reducing the dose and recheck TSH in 6–8 weeks",
    );
  });

  it("names only the results out of range in a panel", () => {
    const ldl = lab("LDL cholesterol", "200", "mg/dL");
    const liver = [lab("ALT", "80", "U/L", "0-40"), lab("AST", "30", "U/L", "0-40")];
    const urine = lab("Urine protein", "Negative");
    expect(stepsOf("severe-hypercholesterolaemia", [ldl, TSH, ...liver, urine])).toContain(
      "Review the TSH, liver tests and urine protein in the record (TSH 2 mIU/L, normal; ALT 80 U/L, high; Urine protein Negative, normal) for secondary causes",
    );
  });
});

describe("recency windows", () => {
  it("ask again for an anaemia work-up test taken long before the anaemia", () => {
    const oldFerritin = { ...FERRITIN, date: "2025-01-10" };
    expect(stepsOf("anaemia", [HB_LOW, oldFerritin])).toContain(
      "Check MCV, ferritin, B12, folate and kidney function to find the cause",
    );
  });

  it("ask again for a blood pressure work-up test more than a year older than the record", () => {
    const context = {
      vitalSigns: [{ name: "Blood pressure", value: "150/95", unit: "mmHg", date: "2026-11-10" }],
      conditions: [{ name: "Hypertension" }],
    };
    const old = { ...CREATININE, date: "2024-06-01" };
    expect(stepsOf("bp-stage-2", [old, POTASSIUM], context)).toContain(
      "Check kidney function and urine albumin (potassium already in the record)",
    );
  });
});

describe("the full lipid profile and Lp(a)", () => {
  const context = { familyHistory: [{ relationship: "Father", condition: "Myocardial infarction", onsetAge: "46" }] };

  it("count as a profile only with all four lipids", () => {
    expect(stepsOf("family-premature-ascvd", [lab("LDL cholesterol", "120", "mg/dL")], context)).toContain(
      "Check a full lipid profile (and consider Lp(a))",
    );
  });

  it("ask for a review of both when both are in the record", () => {
    const labs = [
      lab("Total cholesterol", "200", "mg/dL"),
      lab("LDL cholesterol", "120", "mg/dL"),
      lab("HDL cholesterol", "50", "mg/dL"),
      lab("Triglycerides", "120", "mg/dL"),
      lab("Lipoprotein(a)", "30", "mg/dL"),
    ];
    expect(stepsOf("family-premature-ascvd", labs, context)).toContain(
      "Review the full lipid profile and Lp(a) in the record",
    );
  });
});

describe("MASLD and a liver ultrasound in the record", () => {
  function masld(imaging: Record<string, unknown>[], withFib4 = true) {
    const data = healthDataSchema.parse({
      patientInfo: { age: 52, gender: "male" },
      recentAbnormalLabs: [{ display: "ALT", value: "68", unit: "U/L", date: "2026-10-30", referenceRange: "0-41" }],
      recentNormalLabs: withFib4
        ? [
            { display: "AST", value: "30", unit: "U/L", date: "2026-10-30", referenceRange: "0-40" },
            { display: "Platelets", value: "214", unit: "x10^9/L", date: "2026-10-30", referenceRange: "150-400" },
          ]
        : [],
      vitalSigns: [{ display: "BMI", value: "34.2", unit: "kg/m2", date: "2026-10-30" }],
      imagingStudies: imaging,
    });
    return analyzeEhr(data, NOW).findings.find((f) => f.code === "masld-risk")?.nextSteps;
  }
  const LIVER_US = {
    type: "Ultrasound abdomen",
    description: "Liver ultrasound",
    date: "2026-11-04",
    modality: "US",
    conclusion: "Hepatic steatosis.",
  };

  it("asks for an ultrasound when there is none", () => {
    expect(masld([])).toEqual(["Liver ultrasound; review alcohol intake"]);
    expect(masld([], false)).toEqual(["Calculate FIB-4; liver ultrasound; review alcohol intake"]);
  });

  it("names the ultrasound in the record instead of asking for one", () => {
    const note = "review alcohol intake (liver ultrasound already in the record: Ultrasound abdomen, 2026-11-04)";
    expect(masld([LIVER_US])).toEqual([`R${note.slice(1)}`]);
    expect(masld([LIVER_US], false)).toEqual([`Calculate FIB-4; ${note}`]);
  });

  it("does not count an aortic ultrasound, which does not image the liver", () => {
    const aorta = {
      type: "Ultrasound abdominal aorta",
      description: "AAA screening",
      date: "2026-11-04",
      modality: "US",
    };
    expect(masld([aorta])).toEqual(["Liver ultrasound; review alcohol intake"]);
  });
});

describe("HFE iron indices", () => {
  function hfe(labs: Record<string, unknown>[]) {
    const data = healthDataSchema.parse({
      patientInfo: { age: 52, gender: "male" },
      recentNormalLabs: labs,
      geneticData: [
        {
          geneCode: "3077",
          geneDisplay: "HFE",
          interpretation: "Heterozygous C282Y",
          value: "p.Cys282Tyr",
          date: "2026-11-10",
        },
      ],
    });
    return analyzeEhr(data, NOW).findings.find((f) => f.code === "hfe-haemochromatosis-genotype")?.nextSteps;
  }
  const own = "Check fasting transferrin saturation and ferritin; liver tests";

  it("keeps the step when neither index is in the record", () => {
    expect(hfe([])).toContain(own);
  });

  it("asks only for the missing index", () => {
    const ferritin = { display: "Ferritin", value: "200", unit: "ng/mL", date: "2026-10-30" };
    expect(hfe([ferritin])).toContain(
      "Check fasting transferrin saturation (ferritin already in the record); liver tests",
    );
  });

  it("drops the step when both are in the record (the finding reads them)", () => {
    const labs = [
      { display: "Ferritin", value: "200", unit: "ng/mL", date: "2026-10-30" },
      { display: "Transferrin saturation", value: "30", unit: "%", date: "2026-10-30" },
    ];
    expect(hfe(labs)?.join(" ")).not.toMatch(/transferrin saturation/);
  });
});

describe("negative results and scan findings in the record (review 10, primary care 4 and 6)", () => {
  const NOW_DATE = "2026-11-09";
  function ehr(extra: Record<string, unknown>, normalLabs: Record<string, unknown>[] = []) {
    return healthDataSchema.parse({
      patientInfo: { age: 49, gender: "male" },
      recentAbnormalLabs: [
        { display: "ALT", value: "68", unit: "U/L", date: NOW_DATE, referenceRange: "9-46" },
        { display: "AST", value: "41", unit: "U/L", date: NOW_DATE, referenceRange: "10-40" },
      ],
      recentNormalLabs: [
        { display: "Alkaline Phosphatase", value: "88", unit: "U/L", date: NOW_DATE, referenceRange: "36-130" },
        ...normalLabs,
      ],
      vitalSigns: [{ display: "BMI", value: "33.4", unit: "kg/m2", date: NOW_DATE }],
      ...extra,
    });
  }
  const finding = (data: ReturnType<typeof ehr>, code: string) =>
    analyzeEhr(data, NOW).findings.find((f) => f.code === code);
  const HBSAG = { display: "Hepatitis B surface antigen", value: "Non-reactive", unit: "", date: NOW_DATE };
  const HCV = { display: "Hepatitis C antibody", value: "Non-reactive", unit: "", date: NOW_DATE };
  const STEATOSIS = { display: "Hepatic steatosis on ultrasound", clinicalStatus: "active", onsetDate: "2026-10" };
  const VIRAL_OWN = "Test for viral hepatitis (A, B and C) and assess for fatty liver disease";

  it("counts a non-reactive serology and a result below a cut-off as in the record", () => {
    const ctx = ctxOf([
      lab("HBsAg", "Non-reactive"),
      lab("HCV antibody", "Non-reactive"),
      lab("Tissue transglutaminase IgA", "<1.0", "U/mL", "<4.0"),
    ]);
    expect(isInRecord(ctx, { words: "hepatitis B", ids: ["hbsag"] })).toBe(true);
    expect(isInRecord(ctx, { words: "hepatitis C", ids: ["hcv-ab"] })).toBe(true);
    expect(isInRecord(ctx, { words: "coeliac serology", ids: ["ttg-iga"] })).toBe(true);
  });

  it("recognises the usual names of the hepatitis and coeliac tests", () => {
    const ctx = ctxOf([
      lab("Hep B surface Ag", "Negative"),
      lab("Anti-HCV", "Negative"),
      lab("tTG-IgA", "2", "U/mL"),
      lab("HAV IgM", "Negative"),
    ]);
    for (const id of ["hbsag", "hcv-ab", "ttg-iga", "hav-igm"]) expect(ctx.labs(id)).toHaveLength(1);
    expect(ctxOf([lab("Tissue transglutaminase IgG", "2", "U/mL")]).labs("ttg-iga")).toHaveLength(0);
  });

  it("asks only for the hepatitis test the record lacks", () => {
    const steps = finding(ehr({}, [HBSAG, HCV]), "liver-injury-pattern")?.nextSteps;
    expect(steps).toContain(
      "Test for hepatitis A and assess for fatty liver disease (hepatitis B and hepatitis C already in the record)",
    );
    expect(steps).not.toContain(VIRAL_OWN);
  });

  it("keeps the hepatitis step with no serology, or only serology more than a year old", () => {
    expect(finding(ehr({}), "liver-injury-pattern")?.nextSteps).toContain(VIRAL_OWN);
    const old = [HBSAG, HCV].map((l) => ({ ...l, date: "2025-06-01" }));
    expect(finding(ehr({}, old), "liver-injury-pattern")?.nextSteps).toContain(VIRAL_OWN);
  });

  it("counts steatosis recorded as seen on ultrasound as the liver ultrasound done", () => {
    const steps = finding(ehr({ pastMedicalHistory: [STEATOSIS] }), "masld-risk")?.nextSteps;
    expect(steps).toEqual([
      "Calculate FIB-4; review alcohol intake (liver ultrasound already in the record: Hepatic steatosis on ultrasound)",
    ]);
  });

  it("counts a fatty liver on ultrasound stated in the notes, but not an ultrasound only asked for", () => {
    const done = ehr({ additionalContext: "Ultrasound in October: diffuse fatty liver, no focal lesion." });
    expect(finding(done, "masld-risk")?.nextSteps?.join(" ")).toContain(
      'liver ultrasound already in the record: "ultrasound in october: diffuse fatty liver, no focal lesion" in the notes',
    );
    const asked = ehr({ additionalContext: "Liver ultrasound requested to look for fatty liver." });
    expect(finding(asked, "masld-risk")?.nextSteps).toEqual([
      "Calculate FIB-4; liver ultrasound; review alcohol intake",
    ]);
    const noScan = ehr({ pastMedicalHistory: [{ ...STEATOSIS, display: "Hepatic steatosis" }] });
    expect(finding(noScan, "masld-risk")?.nextSteps).toEqual([
      "Calculate FIB-4; liver ultrasound; review alcohol intake",
    ]);
  });

  it("does not tell the patient again that a liver test is raised when the liver pattern has counted them", () => {
    const data = ehr({});
    expect(finding(data, "liver-injury-pattern")?.patient).toMatch(/^Two liver tests are raised\./);
    expect(finding(data, "masld-risk")?.patient).toBe(
      "With a BMI in the obesity range, fat in the liver is a common cause of raised liver tests. Weight loss and exercise help.",
    );
    const noAlp = healthDataSchema.parse({
      patientInfo: { age: 49, gender: "male" },
      recentAbnormalLabs: [{ display: "ALT", value: "68", unit: "U/L", date: NOW_DATE, referenceRange: "9-46" }],
      vitalSigns: [{ display: "BMI", value: "33.4", unit: "kg/m2", date: NOW_DATE }],
    });
    expect(finding(noAlp, "liver-injury-pattern")).toBeUndefined();
    expect(finding(noAlp, "masld-risk")?.patient).toMatch(/^A liver test is raised\. With a BMI/);
  });

  describe("coeliac serology in iron-deficiency anaemia", () => {
    const IDA = [
      lab("Haemoglobin", "9.2", "g/dL", "11.7-15.5"),
      lab("MCV", "71", "fL", "80-100"),
      lab("Ferritin", "5", "ng/mL", "16-154"),
    ];
    const own =
      "Find the cause: menstrual loss, diet, celiac serology; bidirectional endoscopy in men and postmenopausal women";

    it("keeps the step without a tTG-IgA", () => {
      expect(stepsOf("iron-deficiency-anaemia", IDA, { age: 32 })).toContain(own);
    });

    it("names a negative tTG-IgA in the record instead of asking for it", () => {
      const ttg = lab("Tissue transglutaminase IgA", "<1.0", "U/mL", "<4.0");
      const steps = stepsOf("iron-deficiency-anaemia", [...IDA, ttg], { age: 32 });
      expect(steps).not.toContain(own);
      expect(steps?.[1]).toMatch(
        /^Find the cause: menstrual loss, diet; bidirectional endoscopy in men and postmenopausal women \(celiac serology already in the record: Tissue transglutaminase IgA <1 I?U\/mL, normal\)$/,
      );
      expect(steps).toContain("Recheck hemoglobin and ferritin after 2–3 months");
    });
  });
});

describe("a scan as a wanted test", () => {
  const liverUs = { words: "liver ultrasound", ids: [], scan: LIVER_ULTRASOUND_FINDING };
  const withNotes = (clinicalNotes: string) =>
    new RuleContext(
      normalizeLabResults(
        [labTestSchema.parse({ name: "ALT", value: "68", unit: "U/L", date: "2026-11-10" })],
        patientContextSchema.parse({ clinicalNotes }),
        NOW,
      ),
    );

  it("is in the record when the notes state its finding, and named by it", () => {
    const ctx = withNotes("US abdomen 2026: fatty liver.");
    expect(isInRecord(ctx, liverUs)).toBe(true);
    expect(inRecordNote(ctx, [liverUs])).toBe(
      '(liver ultrasound already in the record: "us abdomen 2026: fatty liver" in the notes)',
    );
  });

  it("is not in the record when the notes only mention fatty liver, or ask for the scan", () => {
    for (const note of ["He told us about his fatty liver.", "Ultrasound to be arranged for fatty liver."])
      expect(isInRecord(withNotes(note), liverUs), note).toBe(false);
  });
});
