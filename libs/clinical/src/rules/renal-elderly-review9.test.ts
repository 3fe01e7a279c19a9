import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";
import { classifyMedication } from "../vocab/medications.ts";

interface Lab {
  display: string;
  value: string;
  unit: string;
  date?: string;
  referenceRange?: string;
}

interface Med {
  medication: string;
  frequency?: string;
  startDate?: string;
}

interface Case {
  age: number;
  labs?: Lab[];
  trends?: { code: string; display: string; values: { date: string; value: string; unit: string }[] }[];
  medications?: (string | Med)[];
  conditions?: string[];
  notes?: string;
  vitals?: Lab[];
}

function findings(c: Case) {
  const data = healthDataSchema.parse({
    patientInfo: { age: c.age, gender: "female" },
    recentAbnormalLabs: (c.labs ?? []).map((l) => ({ date: "2026-11-16", ...l })),
    labTrends: c.trends ?? [],
    medications: (c.medications ?? []).map((m) =>
      typeof m === "string" ? { medication: m, status: "active" } : { status: "active", ...m },
    ),
    pastMedicalHistory: (c.conditions ?? []).map((display) => ({ display, clinicalStatus: "active" })),
    vitalSigns: (c.vitals ?? []).map((v) => ({ date: "2026-11-16", ...v })),
    ...(c.notes === undefined ? {} : { additionalContext: c.notes }),
  });
  return analyzeEhr(data, { now: new Date("2026-11-23T00:00:00Z") }).findings;
}

const finding = (code: string, c: Case) => findings(c).find((f) => f.code === code);
const egfr = (value: string, date = "2026-11-16"): Lab => ({ display: "eGFR", value, unit: "mL/min/1.73m2", date });

describe("high potassium during an acute creatinine rise (review 9)", () => {
  const tripleWhammy: Case = {
    age: 77,
    labs: [{ display: "Potassium", value: "5.9", unit: "mmol/L", referenceRange: "3.5-5.3" }, egfr("25")],
    trends: [
      {
        code: "2160-0",
        display: "Creatinine",
        values: [
          { date: "2026-08-20", value: "101", unit: "umol/L" },
          { date: "2026-11-16", value: "171", unit: "umol/L" },
        ],
      },
    ],
    medications: ["Ramipril 10 mg", "Furosemide 40 mg", "Naproxen 500 mg"],
    conditions: ["Chronic kidney disease stage 3"],
  };

  it("withholds the ACE inhibitor, diuretic and NSAID instead of keeping the ACE inhibitor", () => {
    const f = finding("raas-hyperkalaemia", tripleWhammy);
    expect(f?.clinician).toContain("usually withheld while acute kidney injury is assessed");
    expect(f?.clinician).not.toContain("KDIGO advises that a high potassium");
    expect(f?.nextSteps.join(" ")).not.toContain("consider a diuretic");
    expect(f?.patient).not.toContain("keeping your kidney-protecting");
  });

  it("does the same when the notes describe volume depletion without a creatinine series", () => {
    const f = finding("raas-hyperkalaemia", {
      ...tripleWhammy,
      trends: [],
      notes: "Dizzy on standing and drinking less.",
    });
    expect(f?.nextSteps.join(" ")).toContain("do not use a diuretic to lower potassium");
  });
});

describe("lithium toxicity (review 9)", () => {
  const base: Case = {
    age: 68,
    labs: [{ display: "Lithium", value: "1.1", unit: "mmol/L", referenceRange: "0.4-1.0" }],
    medications: [
      { medication: "Priadel (lithium carbonate) 400 mg", startDate: "2018-01-01" },
      { medication: "Bendroflumethiazide 2.5 mg", startDate: "2026-10-05" },
      { medication: "Ramipril 5 mg", startDate: "2020-01-01" },
    ],
  };

  it("raises a level above the laboratory's range even when below 1.2", () => {
    const f = finding("lithium-level-high", base);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("above the laboratory's range (0.4-1.0)");
    expect(f?.clinician).toContain("Bendroflumethiazide 2.5 mg (started in the last 3 months)");
  });

  it("makes toxicity symptoms in the notes critical whatever the level", () => {
    const f = finding("lithium-level-high", {
      ...base,
      labs: [{ display: "Lithium", value: "0.8", unit: "mmol/L", referenceRange: "0.4-1.0" }],
      notes: "Coarse tremor and loose stools for 4 days, feeling muzzy.",
    });
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps.join(" ")).toContain("withhold lithium");
  });
});

describe("kidney-dose safety at low eGFR (review 9)", () => {
  it("flags nitrofurantoin prophylaxis below eGFR 45", () => {
    const f = finding("nitrofurantoin-kidney", {
      age: 83,
      labs: [egfr("19")],
      medications: [{ medication: "Nitrofurantoin 50 mg", frequency: "at night (prophylaxis)" }],
    });
    expect(f?.severity).toBe("high");
    expect(f?.evidenceIds).toContain("mhra-2014-nitrofurantoin");
  });

  it("leaves a short course at normal kidney function alone", () => {
    expect(
      finding("nitrofurantoin-kidney", { age: 50, labs: [egfr("80")], medications: ["Nitrofurantoin 100 mg"] }),
    ).toBeUndefined();
  });

  it("flags codeine and morphine below eGFR 30", () => {
    const f = finding("opioid-kidney-accumulation", {
      age: 83,
      labs: [egfr("19")],
      medications: ["Co-codamol 30/500", "Morphine sulfate oral solution 5 mg"],
    });
    expect(f?.clinician).toContain("not recommended in CKD");
  });

  it("compares the pregabalin dose with the label band and names two gabapentinoids together", () => {
    const f = finding("gabapentinoids-together-renal", {
      age: 74,
      labs: [egfr("21")],
      medications: [
        { medication: "Pregabalin 300 mg", frequency: "twice daily" },
        { medication: "Gabapentin 300 mg", frequency: "at night" },
      ],
      notes: "Drowsy and unsteady.",
    });
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("about 600 mg a day, is above the label's maximum of 150 mg a day");
    expect(
      findings({ age: 74, labs: [egfr("21")], medications: ["Pregabalin 300 mg", "Gabapentin 300 mg"] }).map(
        (x) => x.code,
      ),
    ).not.toContain("pregabalin-renal-dose");
  });
});

describe("anticoagulant with aspirin in AF without another indication (review 9)", () => {
  it("flags apixaban with aspirin after an old TIA, linked to the anaemia and falls", () => {
    const f = finding("anticoagulant-antiplatelet-af-no-indication", {
      age: 88,
      labs: [{ display: "Haemoglobin", value: "109", unit: "g/L", referenceRange: "115-165" }],
      medications: ["Apixaban 5 mg", "Aspirin 75 mg"],
      conditions: ["Paroxysmal atrial fibrillation", "Recurrent falls"],
      notes: "Aspirin from old TIA in 2012 never stopped when apixaban started.",
    });
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("not by itself a reason to add an antiplatelet");
    expect(f?.clinician).toContain("haemoglobin");
  });

  it("leaves AF with coronary disease to the stable-coronary rule", () => {
    expect(
      finding("anticoagulant-antiplatelet-af-no-indication", {
        age: 70,
        medications: ["Apixaban 5 mg", "Aspirin 75 mg"],
        conditions: ["Atrial fibrillation", "Coronary artery disease"],
      }),
    ).toBeUndefined();
  });
});

describe("expected eGFR dip after starting a kidney-protecting medicine (review 9)", () => {
  it("reads a fall under 25% after starting ramipril as expected, answering the titration question", () => {
    const f = finding("egfr-rapid-decline", {
      age: 71,
      trends: [
        {
          code: "62238-1",
          display: "eGFR",
          values: [
            { date: "2026-09-28", value: "74", unit: "mL/min/1.73m2" },
            { date: "2026-11-16", value: "61", unit: "mL/min/1.73m2" },
          ],
        },
      ],
      medications: [{ medication: "Ramipril 2.5 mg", startDate: "2026-10-01" }],
    });
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("no dose change when eGFR falls by less than 25%");
  });

  it("does not call a 15% fall after starting dapagliflozin rapid progression", () => {
    const f = finding("egfr-rapid-decline", {
      age: 75,
      trends: [
        {
          code: "62238-1",
          display: "eGFR",
          values: [
            { date: "2025-11-20", value: "47", unit: "mL/min/1.73m2" },
            { date: "2026-09-22", value: "46", unit: "mL/min/1.73m2" },
            { date: "2026-11-18", value: "39", unit: "mL/min/1.73m2" },
          ],
        },
      ],
      medications: [{ medication: "Dapagliflozin 10 mg", startDate: "2026-10-07" }],
    });
    expect(f?.title).toContain("expected");
    expect(f?.clinician).not.toContain("more than 5 per year is rapid progression");
  });
});

describe("albuminuria staged in mg/mmol (review 9)", () => {
  it.each([
    ["31", "A3"],
    ["3.2", "A2"],
  ])("stages ACR %s mg/mmol as %s", (value, category) => {
    const f = finding("ckd-stage", {
      age: 60,
      labs: [egfr("51"), { display: "Urine albumin/creatinine ratio", value, unit: "mg/mmol" }],
    });
    expect(f?.clinician).toContain(`albuminuria category ${category}`);
  });
});

describe("low magnesium behind a low potassium (review 9)", () => {
  it("says the magnesium explains potassium that will not come up on a supplement", () => {
    const f = finding("ppi-hypomagnesaemia", {
      age: 72,
      labs: [
        { display: "Magnesium", value: "0.45", unit: "mmol/L", referenceRange: "0.7-1.0" },
        { display: "Potassium", value: "3.2", unit: "mmol/L", referenceRange: "3.5-5.3" },
      ],
      medications: ["Omeprazole 20 mg", "Sando-K 2 tablets"],
    });
    expect(f?.clinician).toContain("despite Sando-K 2 tablets");
    expect(f?.nextSteps[0]).toContain("Replace magnesium first");
  });
});

describe("older-adult medicines (review 9)", () => {
  it("reads chlorphenamine and Piriton as first-generation antihistamines", () => {
    expect(classifyMedication("Chlorphenamine 4 mg").classes).toContain("strong-anticholinergic");
    expect(classifyMedication("Piriton 4mg").classes).toContain("strong-anticholinergic");
  });

  it("lists doxazosin for blood pressure in the Beers review", () => {
    const f = finding("beers-older-adult-medicines", {
      age: 86,
      medications: ["Doxazosin 4 mg"],
      conditions: ["Hypertension"],
    });
    expect(f?.clinician).toContain("peripheral alpha-1 blocker for blood pressure (doxazosin 4 mg)");
  });
});
