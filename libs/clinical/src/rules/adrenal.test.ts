import { healthDataSchema, labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };

interface Case {
  conditions?: string[];
  meds?: string[];
  vitals?: { display: string; value: string; unit: string }[];
  labs?: { display: string; value: string; unit: string; referenceRange: string }[];
  notes?: string;
}

function ehr(c: Case) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 42, gender: "female" },
    medications: (c.meds ?? []).map((medication) => ({ medication, status: "active", frequency: "daily" })),
    pastMedicalHistory: (c.conditions ?? []).map((display) => ({ display, clinicalStatus: "active" })),
    vitalSigns: (c.vitals ?? []).map((v) => ({ ...v, date: "2026-11-19" })),
    recentAbnormalLabs: (c.labs ?? []).map((l) => ({ ...l, date: "2026-11-19" })),
    additionalContext: c.notes,
  });
  return analyzeEhr(data, NOW).findings;
}

const ADDISON = "Addison's disease (primary adrenal insufficiency)";
const REPLACEMENT = ["Hydrocortisone 10 mg tablet", "Fludrocortisone 100 microgram tablet"];
const NA = (value: string) => ({ display: "Sodium", value, unit: "mmol/L", referenceRange: "133-146" });
const K = (value: string) => ({ display: "Potassium", value, unit: "mmol/L", referenceRange: "3.5-5.3" });
const GLUCOSE = { display: "Glucose", value: "3.6", unit: "mmol/L", referenceRange: "3.9-7.8" };
const CREATININE = { display: "Creatinine", value: "112", unit: "umol/L", referenceRange: "45-84" };
const BP = { display: "Blood pressure", value: "94/58", unit: "mmHg" };
const HR = { display: "Heart rate", value: "112", unit: "/min" };

// Review10 womens-endocrine case addison-lowna-vomiting-42f.
const CRISIS: Case = {
  conditions: [ADDISON],
  meds: REPLACEMENT,
  vitals: [BP, HR],
  labs: [NA("127"), K("5.8"), GLUCOSE, CREATININE],
  notes: "Vomiting since yesterday with diarrhoea, cannot keep tablets down. Dizzy on standing.",
};

describe("adrenal crisis in known adrenal insufficiency", () => {
  it("is critical with emergency hydrocortisone 100 mg and an ambulance (review10 Addison's case)", () => {
    const f = ehr(CRISIS).find((x) => x.code === "adrenal-crisis-known-insufficiency");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("Possible adrenal crisis");
    expect(f?.clinician).toContain("94/58");
    expect(f?.nextSteps[0]).toContain("hydrocortisone 100 mg IM or IV now");
    expect(f?.nextSteps.join(" ")).toContain("0.9% saline");
    expect(f?.patient).toContain("emergency hydrocortisone injection now");
    expect(f?.patient).toContain("call an ambulance");
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["sfe-adrenal-crisis", "endosoc-2016-primary-adrenal-insufficiency"]),
    );
  });

  it("makes the sodium, potassium, glucose and kidney findings defer to it", () => {
    const all = ehr(CRISIS);
    const codes = all.map((x) => x.code);
    // No routine potassium work-up (repeat in 3 days, diet) and no CKD staging from a crisis creatinine.
    expect(codes).not.toContain("hyperkalaemia");
    expect(codes).not.toContain("ckd-stage");
    const na = all.find((x) => x.code === "hyponatraemia");
    expect(na?.severity).toBe("moderate");
    expect(na?.nextSteps.join(" ")).not.toMatch(/osmolality|urine sodium/);
    expect(na?.clinician).toContain("SIADH");
    const glucose = all.find((x) => x.code === "hypoglycaemia");
    expect(glucose?.nextSteps.join(" ")).not.toMatch(/sample handling/);
    // Only the adrenal crisis is critical.
    expect(all.filter((x) => x.severity === "critical").map((x) => x.code)).toEqual([
      "adrenal-crisis-known-insufficiency",
    ]);
  });

  it("is critical with vomiting alone in known adrenal insufficiency", () => {
    const f = ehr({
      conditions: ["Hypopituitarism"],
      meds: ["Hydrocortisone 10 mg tablet"],
      notes: "Vomiting since this morning.",
    }).find((x) => x.code === "adrenal-crisis-known-insufficiency");
    expect(f?.severity).toBe("critical");
  });

  it("asks for same-day review, not an emergency, for a lone low sodium with high potassium in a well patient", () => {
    const f = ehr({ conditions: [ADDISON], meds: REPLACEMENT, labs: [NA("132"), K("5.6")] }).find(
      (x) => x.code === "adrenal-crisis-known-insufficiency",
    );
    expect(f?.severity).toBe("high");
    expect(f?.patient).toContain("Contact your doctor today");
  });

  it("does not fire without recorded adrenal insufficiency, and leaves the usual findings alone", () => {
    const all = ehr({ ...CRISIS, conditions: [], meds: [] });
    const codes = all.map((x) => x.code);
    expect(codes).not.toContain("adrenal-crisis-known-insufficiency");
    expect(codes).toContain("hyperkalaemia");
  });

  it("does not fire in a well patient with Addison's and normal results", () => {
    const codes = ehr({ conditions: [ADDISON], meds: REPLACEMENT, labs: [NA("139"), K("4.6")] }).map((x) => x.code);
    expect(codes).not.toContain("adrenal-crisis-known-insufficiency");
  });
});

// Review10 womens-endocrine case cushing-screen-45f-si.
type Lab = { name: string; value: string; unit: string; referenceRange: string; flag?: string };
const DST: Lab = {
  name: "Cortisol after 1 mg overnight dexamethasone",
  value: "186",
  unit: "nmol/L",
  referenceRange: "<50",
};
const LNSC: Lab = { name: "Late-night salivary cortisol", value: "9.8", unit: "nmol/L", referenceRange: "<3.6" };
const UFC: Lab = { name: "Urinary free cortisol, 24 h", value: "412", unit: "nmol/24h", referenceRange: "<146" };
const ACTH: Lab = { name: "ACTH", value: "3", unit: "pmol/L", referenceRange: "1.6-13.9" };

function labs(list: Lab[], context: Record<string, unknown> = {}) {
  return analyzeLabResults(
    list.map((l) => labTestSchema.parse({ date: "2026-11-12", ...l })),
    patientContextSchema.parse({ age: "45", gender: "female", ...context }),
    NOW,
  ).findings;
}
const cushing = (f: ReturnType<typeof labs>) => f.find((x) => x.code === "cushing-screen-positive");
const MASS = { clinicalNotes: "Incidental 3.4 cm left adrenal mass on CT. Not taking any steroid preparations." };

describe("Cushing's syndrome screening", () => {
  it("reads three abnormal screening tests with a low-normal ACTH and an adrenal mass as probable adrenal Cushing's", () => {
    const f = cushing(labs([DST, LNSC, UFC, ACTH], MASS));
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Three different first-line screening tests");
    expect(f?.clinician).toContain("ACTH-independent");
    expect(f?.clinician).toContain("3.4 cm adrenal lesion");
    expect(f?.nextSteps[0]).toMatch(/Refer urgently to endocrinology/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["endosoc-2008-cushing-diagnosis", "ese-ensat-2023-adrenal-incidentaloma"]),
    );
  });

  it("needs two different abnormal tests: one alone does not fire", () => {
    expect(cushing(labs([DST], MASS))).toBeUndefined();
    expect(cushing(labs([LNSC, UFC]))?.clinician).toContain("Two different");
  });

  it("reads a dexamethasone test cortisol above 1.8 µg/dL as abnormal even without a range", () => {
    const dst = { name: "Cortisol post dexamethasone suppression", value: "4.2", unit: "ug/dL", referenceRange: "" };
    expect(cushing(labs([dst, LNSC]))).toBeDefined();
  });

  it("does not name an adrenal source without a low ACTH and an adrenal mass", () => {
    const f = cushing(labs([DST, UFC, { ...ACTH, value: "11" }], MASS));
    expect(f?.clinician).not.toContain("ACTH-independent) source is probable");
  });

  it("does not fire on a glucocorticoid medicine", () => {
    expect(
      cushing(labs([DST, LNSC], { medications: [{ name: "Prednisolone 10 mg", frequency: "daily" }] })),
    ).toBeUndefined();
  });

  it("recognises ACTH and late-night salivary cortisol in the catalogue", () => {
    const r = analyzeLabResults(
      [ACTH, LNSC].map((l) => labTestSchema.parse({ date: "2026-11-12", ...l })),
      patientContextSchema.parse({ age: "45", gender: "female" }),
      NOW,
    );
    expect(r.findings.find((x) => x.code === "lab-high")?.clinician).toContain("too much cortisol");
  });
});
