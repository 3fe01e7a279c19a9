import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };

interface Lab {
  display: string;
  value: string;
  unit: string;
  date?: string;
  referenceRange?: string;
}
interface Med {
  medication: string;
  status?: string;
  startDate?: string;
}

function run(opts: {
  age: number;
  gender?: string;
  labs: Lab[];
  meds: (string | Med)[];
  conditions?: string[];
  notes?: string;
  bp?: string;
}) {
  const data = healthDataSchema.parse({
    patientInfo: { age: opts.age, gender: opts.gender ?? "female" },
    recentAbnormalLabs: opts.labs.map((l) => ({ date: "2026-11-17", ...l })),
    pastMedicalHistory: (opts.conditions ?? []).map((display) => ({ display, clinicalStatus: "active" })),
    medications: opts.meds.map((m) => (typeof m === "string" ? { medication: m, status: "active" } : m)),
    vitalSigns: opts.bp ? [{ display: "Blood pressure", value: opts.bp, unit: "mmHg", date: "2026-11-17" }] : [],
    ...(opts.notes === undefined ? {} : { additionalContext: opts.notes }),
  });
  return analyzeEhr(data, NOW);
}
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);
const sodium = (value: string): Lab => ({ display: "Sodium", value, unit: "mmol/L", referenceRange: "133-146" });

describe("lithium 1.6 mmol/L with confusion (review10 neuro-psych-meds, cases 01–02)", () => {
  it("tells the patient to go to hospital now and the clinician that hospital assessment is needed now", () => {
    const r = run({
      age: 58,
      labs: [{ display: "Lithium level", value: "1.6", unit: "mmol/L", referenceRange: "0.4-1.0" }],
      meds: ["Lithium carbonate 800 mg"],
      notes: "Drowsy, unsteady and confused since yesterday.",
    });
    const f = find(r, "lithium-level-high");
    expect(f?.severity).toBe("critical");
    expect(f?.patient).toMatch(/Go to a hospital emergency department now/);
    expect(f?.patient).not.toMatch(/Contact your doctor today/);
    expect(f?.nextSteps[0]).toMatch(/^Hospital assessment now/);
  });
});

describe("carbamazepine and oxcarbazepine named as a cause of low sodium (cases 08–09)", () => {
  it("names carbamazepine, with the dose increase from the notes", () => {
    const r = run({
      age: 45,
      labs: [sodium("124")],
      meds: ["Carbamazepine 400 mg"],
      notes: "Dose increased last month. Nausea.",
    });
    const f = find(r, "antiepileptic-low-sodium");
    expect(f?.clinician).toMatch(/carbamazepine 400 mg, a known cause of low sodium/);
    expect(f?.clinician).toMatch(/recent dose increase/);
    expect(f?.evidenceIds).toEqual(["epilepsia-1994-cbz-oxc-hyponatremia"]);
  });

  it("lists oxcarbazepine among the drugs to review with the SSRI, and gives no salt advice with low sodium", () => {
    const r = run({
      age: 76,
      labs: [sodium("127")],
      meds: ["Oxcarbazepine 300 mg", "Citalopram 20 mg"],
      bp: "134/78",
    });
    expect(find(r, "antiepileptic-low-sodium")).toBeDefined();
    expect(find(r, "hyponatraemia")?.nextSteps.join(" ")).toMatch(/oxcarbazepine 300 mg/);
    for (const f of r.findings) expect(f.patient).not.toMatch(/less salt/i);
  });
});

describe("mild low sodium with three strong anticholinergics, falls and confusion (case 14)", () => {
  it("does not rank the sodium high or blame it, and the Beers finding reads the counted falls", () => {
    const r = run({
      age: 83,
      labs: [{ ...sodium("134"), referenceRange: "135-145" }],
      meds: ["Oxybutynin 5 mg", "Amitriptyline 25 mg", "Chlorphenamine 4 mg"],
      notes: "Three falls in 2 months, new confusion in the evenings.",
    });
    const na = find(r, "hyponatraemia");
    expect(na?.severity).toBe("moderate");
    expect(na?.clinician).toMatch(/likelier cause/);
    expect(na?.clinician).not.toMatch(/which may be symptoms of the low sodium/);
    expect(find(r, "beers-older-adult-medicines")?.severity).toBe("high");
    expect(find(r, "bp-elevated")).toBeUndefined();
  });
});

describe("olanzapine with raised HbA1c and triglycerides and bloods over a year old (case 10)", () => {
  it("links the antipsychotic and says the yearly monitoring is overdue", () => {
    const r = run({
      age: 42,
      gender: "male",
      labs: [
        { display: "HbA1c", value: "45", unit: "mmol/mol", date: "2025-08-14", referenceRange: "20-41" },
        { display: "Triglycerides", value: "3.1", unit: "mmol/L", date: "2025-08-14", referenceRange: "<1.7" },
      ],
      meds: ["Olanzapine 20 mg"],
      conditions: ["Schizophrenia"],
    });
    const f = find(r, "antipsychotic-metabolic-monitoring");
    expect(f?.clinician).toMatch(/olanzapine 20 mg/);
    expect(f?.clinician).toMatch(/overdue/);
    expect(f?.nextSteps[0]).toMatch(/Repeat HbA1c/);
  });

  it("stays quiet with recent normal results", () => {
    const r = run({
      age: 42,
      labs: [{ display: "HbA1c", value: "36", unit: "mmol/mol", date: "2026-10-01", referenceRange: "20-41" }],
      meds: ["Olanzapine 10 mg"],
    });
    expect(find(r, "antipsychotic-metabolic-monitoring")).toBeUndefined();
  });
});

describe("methotrexate with low counts after a trimethoprim course that has finished (case 15)", () => {
  it("names the recent course as the likely trigger and tells the patient to get help for fever or sore throat", () => {
    const r = run({
      age: 61,
      labs: [
        { display: "Neutrophils", value: "1.2", unit: "10*9/L", referenceRange: "2.0-7.5" },
        { display: "Platelets", value: "88", unit: "10*9/L", referenceRange: "150-400" },
      ],
      meds: [
        "Methotrexate 2.5 mg tablets",
        { medication: "Trimethoprim 200 mg", status: "completed", startDate: "2026-11-09" },
      ],
      notes: "Treated for UTI last week with trimethoprim.",
    });
    const f = find(r, "methotrexate-marrow-toxicity");
    expect(f?.clinician).toMatch(/recently finished course of trimethoprim 200 mg, the likely trigger/);
    expect(f?.patient).toMatch(/fever, shivers or a sore throat, get medical help straight away/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Stop the trimethoprim-containing antibiotic/);
  });
});
