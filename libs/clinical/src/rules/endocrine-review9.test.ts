import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

/* Review 9, endocrine: the record read with adrenal, thyroid, bone, glucose and calcium results. */

const NOW = new Date("2026-11-23T12:00:00Z");
const DATE = "2026-11-18";

interface Lab {
  display: string;
  value: string;
  unit: string;
  referenceRange: string;
  interpretation?: string;
}
const lab = (display: string, value: string, unit: string, referenceRange: string, interpretation?: string): Lab => ({
  display,
  value,
  unit,
  referenceRange,
  ...(interpretation ? { interpretation } : {}),
});

interface Case {
  age: number;
  sex: "male" | "female";
  labs: Lab[];
  conditions?: { display: string; clinicalStatus: string }[];
  medications?: { medication: string; status: string; dosage?: string }[];
  vitals?: { display: string; value: string; unit: string }[];
  imaging?: { type: string; description: string; findings?: string; conclusion?: string; modality?: string }[];
  notes?: string;
}

function analyse(c: Case) {
  const data = healthDataSchema.parse({
    patientInfo: { age: c.age, gender: c.sex },
    recentAbnormalLabs: c.labs.map((l) => ({ ...l, date: DATE })),
    pastMedicalHistory: c.conditions ?? [],
    medications: c.medications ?? [],
    vitalSigns: (c.vitals ?? []).map((v) => ({ ...v, date: DATE })),
    imagingStudies: (c.imaging ?? []).map((s) => ({ ...s, date: DATE })),
    ...(c.notes ? { additionalContext: c.notes } : {}),
  });
  return analyzeEhr(data, { now: NOW });
}
const find = (c: Case, code: string) => analyse(c).findings.find((f) => f.code === code);

const CORTISOL = lab("Cortisol (09:00)", "58", "nmol/L", "133-537", "Low");
const SODIUM = lab("Sodium", "127", "mmol/L", "133-146", "Low");
const GLUCOSE = lab("Glucose", "3.6", "mmol/L", "4.0-7.8", "Low");
const LOW_BP = [
  { display: "Systolic blood pressure", value: "94", unit: "mmHg" },
  { display: "Diastolic blood pressure", value: "58", unit: "mmHg" },
];
const PRED_STOPPED = { medication: "Prednisolone 5 mg tablets", status: "stopped", dosage: "15 mg" };
const PRED_ACTIVE = { medication: "Prednisolone 5 mg tablets", status: "active", dosage: "10 mg" };

describe("adrenal insufficiency after glucocorticoids (review 9, cases 08 and 08b)", () => {
  it("calls a stopped prednisolone with low cortisol, sodium, glucose and pressure a possible adrenal crisis", () => {
    const c: Case = {
      age: 67,
      sex: "female",
      labs: [CORTISOL, SODIUM, GLUCOSE],
      medications: [PRED_STOPPED],
      vitals: LOW_BP,
      notes: "Stopped her prednisolone herself 3 weeks ago. Now nausea, vomiting, dizzy on standing.",
    };
    const f = find(c, "glucocorticoid-adrenal-insufficiency");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps.join(" ")).toMatch(/hydrocortisone 100 mg IV or IM/);
    expect(f?.nextSteps.join(" ")).toMatch(/Steroid Emergency Card/);
    expect(f?.patient).toMatch(/emergency department/);
  });

  it("never calls a low cortisol 'expected' in someone vomiting her prednisolone", () => {
    const c: Case = {
      age: 67,
      sex: "female",
      labs: [CORTISOL, SODIUM, GLUCOSE],
      medications: [PRED_ACTIVE],
      vitals: LOW_BP,
      notes: "Gastroenteritis, vomiting everything including her tablets since yesterday.",
    };
    const result = analyse(c);
    const codes = result.findings.map((f) => f.code);
    expect(codes).toContain("glucocorticoid-adrenal-insufficiency");
    expect(codes).not.toContain("cortisol-low-on-glucocorticoid");
    expect(result.result.patientResponse).not.toMatch(/This is expected while you take/);
  });

  it("keeps the expected-suppression reading for a well patient taking her prednisolone", () => {
    const c: Case = {
      age: 66,
      sex: "female",
      labs: [CORTISOL],
      medications: [PRED_ACTIVE],
      notes: "Well. PMR controlled.",
    };
    const codes = analyse(c).findings.map((f) => f.code);
    expect(codes).toContain("cortisol-low-on-glucocorticoid");
    expect(codes).not.toContain("glucocorticoid-adrenal-insufficiency");
  });
});

describe("raised TSH before a planned pregnancy (review 9, case 05)", () => {
  const base: Case = {
    age: 35,
    sex: "female",
    labs: [
      lab("TSH", "12.4", "mU/L", "0.27-4.2", "High"),
      lab("Free T4", "12.9", "pmol/L", "12-22"),
      lab("Thyroid peroxidase antibodies", "412", "IU/mL", "<34", "High"),
    ],
    conditions: [{ display: "Subfertility - under assessment", clinicalStatus: "active" }],
    notes: "Trying to conceive for 14 months. IVF consultation in January. LMP 2 weeks ago.",
  };

  it("recommends levothyroxine now with a TSH goal below 2.5 and a pregnancy test, not a 6–12 week wait", () => {
    const result = analyse(base);
    const f = result.findings.find((x) => x.code === "preconception-tsh-high");
    expect(f?.severity).toBe("high");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Start levothyroxine now/);
    expect(steps).toMatch(/below 2\.5 mIU\/L/);
    expect(steps).toMatch(/pregnancy test/);
    expect(steps).not.toMatch(/TPO antibodies/); // already in the record
    expect(result.findings.map((x) => x.code)).not.toContain("subclinical-hypothyroidism");
  });

  it("leaves a woman not planning a pregnancy to the usual subclinical rule", () => {
    const codes = analyse({ ...base, conditions: [], notes: "Tired." }).findings.map((x) => x.code);
    expect(codes).toContain("subclinical-hypothyroidism");
    expect(codes).not.toContain("preconception-tsh-high");
  });
});

describe("subclinical hypothyroidism at 78 (review 9, case 04)", () => {
  it("watches and waits below TSH 10 and does not ask again for TPO antibodies in the record", () => {
    const f = find(
      {
        age: 78,
        sex: "female",
        labs: [
          lab("TSH", "7.2", "mU/L", "0.27-4.2", "High"),
          lab("Free T4", "13.8", "pmol/L", "12-22"),
          lab("TPO antibodies", "22", "IU/mL", "<34"),
        ],
      },
      "subclinical-hypothyroidism",
    );
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/watch and wait/);
    expect(steps).not.toMatch(/or with symptoms/);
    expect(steps).toMatch(/already measured and need not be repeated/);
  });
});

describe("osteoporosis with a fragility fracture and no treatment (review 9, case 11)", () => {
  const c: Case = {
    age: 69,
    sex: "female",
    labs: [
      lab("25-OH Vitamin D", "18", "nmol/L", "50-175", "Low"),
      lab("Adjusted calcium", "2.28", "mmol/L", "2.20-2.60"),
      lab("eGFR", "62", "mL/min/1.73m2", ">60"),
    ],
    conditions: [
      { display: "Distal radius fracture (fall from standing)", clinicalStatus: "resolved" },
      { display: "Gastro-oesophageal reflux", clinicalStatus: "active" },
    ],
    medications: [{ medication: "Omeprazole 20 mg", status: "active" }],
    imaging: [
      {
        type: "DXA bone densitometry",
        description: "DXA lumbar spine and left hip",
        modality: "DXA",
        findings: "L1-L4 T-score -2.7. Femoral neck T-score -2.9.",
        conclusion: "Osteoporosis.",
      },
    ],
  };

  it("flags the treatment gap, offers IV zoledronate with reflux and repletes vitamin D first", () => {
    const f = find(c, "osteoporosis-untreated");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/T-score of −2\.9/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/IV zoledronate/);
    expect(steps).toMatch(/Correct vitamin D first/);
    expect(steps).toMatch(/calcium 2\.28 mmol\/L/);
  });

  it("stands down once a bone-protective treatment is listed", () => {
    const treated = { ...c, medications: [{ medication: "Alendronic acid 70 mg weekly", status: "active" }] };
    expect(find(treated, "osteoporosis-untreated")).toBeUndefined();
  });
});

describe("TSH suppression after thyroid cancer (review 9, case 17)", () => {
  const c: Case = {
    age: 52,
    sex: "female",
    labs: [lab("TSH", "0.06", "mU/L", "0.27-4.2", "Low"), lab("Free T4", "21", "pmol/L", "12-22")],
    conditions: [{ display: "Papillary thyroid cancer - total thyroidectomy and RAI 2024", clinicalStatus: "active" }],
    medications: [{ medication: "Levothyroxine 150 micrograms", status: "active" }],
    notes: "MDT target TSH 0.1 or less.",
  };

  it("says suppression may be intended instead of suggesting a dose reduction", () => {
    const codes = analyse(c).findings.map((f) => f.code);
    expect(codes).toContain("levothyroxine-tsh-low-thyroid-cancer");
    expect(codes).not.toContain("levothyroxine-tsh-low");
  });
});

describe("hypoglycaemia without diabetes with Whipple's triad (review 9, case 15)", () => {
  it("asks for referral and the critical sample, including a sulfonylurea screen for a relative's gliclazide", () => {
    const f = find(
      {
        age: 46,
        sex: "female",
        labs: [lab("Glucose (venous)", "2.3", "mmol/L", "4.0-7.8", "Low")],
        conditions: [{ display: "Anxiety", clinicalStatus: "active" }],
        notes:
          "Sweaty, confused, slurred speech after skipping breakfast. Glucose 2.3, resolved fully with oral glucose. Husband has type 2 diabetes on gliclazide.",
      },
      "hypoglycaemia",
    );
    expect(f?.severity).toBe("high");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Refer to endocrinology/);
    expect(steps).toMatch(/C-peptide/);
    expect(steps).toMatch(/gliclazide/);
    expect(f?.clinician).toMatch(/insulinoma/);
  });
});

describe("PTH-dependent hypercalcaemia (review 9, case 09)", () => {
  it("refers and assesses end organs, and does not review medicines the notes rule out", () => {
    const f = find(
      {
        age: 58,
        sex: "female",
        labs: [
          lab("Adjusted calcium", "2.79", "mmol/L", "2.20-2.60", "High"),
          lab("PTH", "9.8", "pmol/L", "1.6-6.9", "High"),
          lab("25-OH Vitamin D", "61", "nmol/L", "50-175"),
          lab("eGFR", "78", "mL/min/1.73m2", ">60"),
        ],
        conditions: [{ display: "Renal stone 2023", clinicalStatus: "resolved" }],
        notes: "Not on thiazide, lithium or calcium supplements.",
      },
      "hypercalcaemia",
    );
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Refer to endocrinology or a parathyroid surgeon: a kidney stone/);
    expect(steps).toMatch(/familial hypocalciuric hypercalcaemia/);
    expect(steps).not.toMatch(/thiazides|lithium/);
  });
});

describe("thyroid tests read with amiodarone and acute illness (review 9, cases 02 and 06)", () => {
  it("reads a raised free T4 with a normal TSH on amiodarone as an expected drug effect", () => {
    const result = analyse({
      age: 64,
      sex: "male",
      labs: [
        lab("TSH", "3.1", "mU/L", "0.27-4.2"),
        lab("Free T4", "24.6", "pmol/L", "12-22", "High"),
        lab("Free T3", "4.1", "pmol/L", "3.1-6.8"),
      ],
      medications: [{ medication: "Amiodarone 200 mg", status: "active" }],
    });
    expect(result.findings.map((f) => f.code)).toContain("amiodarone-ft4-high-tsh-normal");
    expect(result.result.patientResponse).not.toMatch(/goes with an overactive thyroid/);
  });

  it("reads low TSH, free T4 and free T3 in severe pneumonia as probable non-thyroidal illness", () => {
    const result = analyse({
      age: 71,
      sex: "male",
      labs: [
        lab("TSH", "0.18", "mU/L", "0.27-4.2", "Low"),
        lab("Free T4", "10.1", "pmol/L", "12-22", "Low"),
        lab("Free T3", "2.2", "pmol/L", "3.1-6.8", "Low"),
      ],
      conditions: [{ display: "Community-acquired pneumonia", clinicalStatus: "active" }],
      notes: "Inpatient day 4 with severe CAP.",
    });
    const f = result.findings.find((x) => x.code === "thyroid-tests-acute-illness");
    expect(f?.nextSteps.join(" ")).toMatch(/once recovered/);
    expect(result.result.patientResponse).not.toMatch(/usually means the thyroid is overactive/);
  });
});

describe("a stopped glucocorticoid with one abnormal result and vomiting", () => {
  it("asks for review today rather than calling an adrenal crisis", () => {
    const f = find(
      {
        age: 50,
        sex: "male",
        labs: [lab("Sodium", "131", "mmol/L", "133-146", "Low")],
        medications: [{ medication: "Prednisolone 5 mg tablets", status: "stopped" }],
        notes: "Vomiting since yesterday after a takeaway.",
      },
      "glucocorticoid-adrenal-insufficiency",
    );
    expect(f?.severity).toBe("high");
    expect(f?.patient).toMatch(/check today/);
  });
});
