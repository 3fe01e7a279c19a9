import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

interface Lab {
  display: string;
  value: string;
  unit: string;
  date?: string;
  referenceRange?: string;
}

function finding(code: string, medications: string[], labs: Lab[]) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 66, gender: "female" },
    recentAbnormalLabs: labs.map((l) => ({ date: "2026-10-01", ...l })),
    medications: medications.map((medication) => ({ medication, status: "active" })),
  });
  return analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") }).findings.find((f) => f.code === code);
}

const potassium = (value: string, referenceRange?: string): Lab => ({
  display: "Potassium",
  value,
  unit: "mmol/L",
  ...(referenceRange === undefined ? {} : { referenceRange }),
});

describe("raas-hyperkalaemia", () => {
  it("does not call a potassium high that its own laboratory range calls normal", () => {
    expect(finding("raas-hyperkalaemia", ["Lisinopril 20 mg"], [potassium("5.1", "3.5-5.1")])).toBeUndefined();
  });

  it("fires above the printed upper limit, and above 5.0 when no range is printed", () => {
    expect(finding("raas-hyperkalaemia", ["Lisinopril 20 mg"], [potassium("5.2", "3.5-5.1")])).toBeDefined();
    expect(finding("raas-hyperkalaemia", ["Lisinopril 20 mg"], [potassium("5.1")])).toBeDefined();
  });

  it("names a potassium supplement among the potassium-raising medicines", () => {
    const meds = ["Lisinopril 20 mg", "Spironolactone 25 mg", "Potassium chloride ER 20 mEq"];
    const rising = ["4.6", "5.4", "5.9"].map((value, i) => ({ ...potassium(value), date: `2026-0${i + 7}-01` }));
    const found = finding("raas-hyperkalaemia", meds, rising);
    expect(found?.clinician).toContain("potassium chloride ER 20 mEq");
    expect(found?.clinician).toContain("potassium supplements raise potassium");
    expect(finding("raas-hyperkalaemia", ["KCl 20 mEq"], [potassium("5.9")])).toBeDefined();
  });

  it("names co-trimoxazole as a likely contributor to a high potassium, with its sources", () => {
    const meds = [
      "Lisinopril 40 mg tablet",
      "Spironolactone 25 mg tablet",
      "Potassium chloride 20 mEq tablet",
      "Trimethoprim-sulfamethoxazole 800/160 mg",
    ];
    // Taken two days before the analysis: a critical result from weeks before is one to repeat first (stale-results.ts).
    const found = finding("raas-hyperkalaemia", meds, [
      { ...potassium("6.2", "3.5-5.1"), date: "2026-11-20" },
      { display: "eGFR", value: "29", unit: "mL/min/1.73m2", date: "2026-11-20" },
    ]);
    // 6.2 is the UK Kidney Association's moderate band: high (review 30b, engine-30b).
    expect(found?.severity).toBe("high");
    expect(found?.clinician).toMatch(
      /Trimethoprim-sulfamethoxazole 800\/160 mg contains trimethoprim[^.]*likely contributor/,
    );
    expect(found?.clinician).toContain("eGFR 29");
    expect(found?.patient).toMatch(/antibiotic[^.]*trimethoprim/);
    expect(found?.nextSteps.join(" ")).toMatch(/trimethoprim-containing antibiotic/);
    expect(found?.evidenceIds).toEqual(
      expect.arrayContaining(["antoniou-2010-tmp-smx-hyperkalaemia", "trimoptin-trimethoprim-smpc"]),
    );
  });

  it("counts trimethoprim alone and Bactrim as potassium-raising medicines", () => {
    const alone = finding("raas-hyperkalaemia", ["Trimethoprim 200 mg twice daily"], [potassium("5.8", "3.5-5.1")]);
    // Plain trimethoprim is named alone, not as "Trimethoprim … contains trimethoprim" (review 14).
    expect(alone?.clinician).toMatch(/Trimethoprim 200 mg twice daily, a likely contributor/);
    expect(alone?.evidenceIds).toContain("trimoptin-trimethoprim-smpc");
    const bactrim = finding("raas-hyperkalaemia", ["Bactrim DS", "Losartan 50 mg"], [potassium("5.6")]);
    expect(bactrim?.clinician).toMatch(/Bactrim DS contains trimethoprim/);
  });

  it("says nothing of trimethoprim when none is current or the potassium is within the laboratory's range", () => {
    const plain = finding("raas-hyperkalaemia", ["Lisinopril 20 mg"], [potassium("5.9")]);
    expect(`${plain?.clinician} ${plain?.patient} ${plain?.nextSteps.join(" ")}`).not.toMatch(/trimethoprim/i);
    expect(plain?.evidenceIds).not.toContain("antoniou-2010-tmp-smx-hyperkalaemia");
    const meds = ["Trimethoprim 200 mg", "Lisinopril 20 mg"];
    expect(finding("raas-hyperkalaemia", meds, [potassium("5.0", "3.5-5.1")])).toBeUndefined();
    const stopped = findingWithStatus(
      "raas-hyperkalaemia",
      [
        ["Lisinopril 20 mg", "active"],
        ["Co-trimoxazole 960 mg", "completed"],
      ],
      [potassium("5.9")],
    );
    expect(stopped?.clinician).not.toMatch(/trimethoprim/i);
  });
});

describe("diuretic electrolyte rules", () => {
  it("do not call sodium or potassium low when the laboratory range calls it normal", () => {
    const sodium = { display: "Sodium", value: "134", unit: "mmol/L", referenceRange: "133-145" };
    expect(finding("diuretic-hyponatraemia", ["Hydrochlorothiazide 25 mg"], [sodium])).toBeUndefined();
    expect(finding("diuretic-hypokalaemia", ["Furosemide 40 mg"], [potassium("3.4", "3.3-5.1")])).toBeUndefined();
    expect(finding("diuretic-hypokalaemia", ["Furosemide 40 mg"], [potassium("3.2", "3.3-5.1")])).toBeDefined();
  });

  it("name the patient's own diuretics in the patient text about low sodium", () => {
    const sodium = { display: "Sodium", value: "128", unit: "mmol/L" };
    const found = finding("diuretic-hyponatraemia", ["Furosemide 40 mg", "Metolazone 2.5 mg"], [sodium]);
    expect(found?.patient).toContain("such as your furosemide and metolazone");
    expect(found?.patient).not.toContain("hydrochlorothiazide");
  });
});

function findingWithStatus(code: string, medications: [string, string][], labs: Lab[] = []) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 70, gender: "male" },
    recentAbnormalLabs: labs.map((l) => ({ date: "2026-10-01", ...l })),
    medications: medications.map(([medication, status]) => ({ medication, status })),
  });
  return analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") }).findings.find((f) => f.code === code);
}

describe("anticoagulant-duplicate", () => {
  it.each([
    [["Warfarin 5 mg", "Apixaban 5 mg"]],
    [["Eliquis 5 mg", "Xarelto 20 mg"]],
    [["Dabigatran 150 mg", "Edoxaban 60 mg"]],
    [["Enoxaparin 80 mg SC", "Rivaroxaban 20 mg"]],
    [["Heparin 5000 units SC", "Warfarin 3 mg"]],
  ])("flags two current anticoagulants %j as a high-priority bleeding risk", (meds) => {
    const found = finding("anticoagulant-duplicate", meds, []);
    expect(found?.severity).toBe("high");
    expect(found?.clinician).toContain(meds[0]);
    // The second name stands mid-sentence: a generic reads in lower case there (review 31, medcase-31b).
    expect(found?.clinician).toMatch(new RegExp(meds[1] ?? "", "i"));
    expect(found?.clinician).toMatch(/bleeding/);
    expect(found?.nextSteps.join(" ")).toMatch(/stop the duplicate/i);
  });

  it("does not count a stopped or completed anticoagulant", () => {
    const stopped = findingWithStatus("anticoagulant-duplicate", [
      ["Warfarin 5 mg", "stopped"],
      ["Apixaban 5 mg", "active"],
    ]);
    expect(stopped).toBeUndefined();
    const completed = findingWithStatus("anticoagulant-duplicate", [
      ["Enoxaparin 40 mg SC", "completed"],
      ["Rivaroxaban 20 mg", "active"],
    ]);
    expect(completed).toBeUndefined();
  });

  it("does not call one drug listed twice, brand and generic, or a heparin line flush a duplicate", () => {
    expect(finding("anticoagulant-duplicate", ["Warfarin 5 mg", "Warfarin 1 mg"], [])).toBeUndefined();
    expect(finding("anticoagulant-duplicate", ["Eliquis 5 mg", "Apixaban 5 mg"], [])).toBeUndefined();
    expect(
      finding("anticoagulant-duplicate", ["Heparin lock flush 100 units/mL", "Apixaban 5 mg"], []),
    ).toBeUndefined();
  });
});

describe("digoxin-low-potassium", () => {
  it("links low potassium to digoxin, judged against the laboratory's own range", () => {
    const found = finding("digoxin-low-potassium", ["Digoxin 125 mcg"], [potassium("3.2", "3.5-5.1")]);
    expect(found?.clinician).toContain("digoxin toxicity");
    expect(found?.severity).toBe("moderate");
    expect(finding("digoxin-low-potassium", ["Digoxin 125 mcg"], [potassium("3.4", "3.3-5.1")])).toBeUndefined();
    expect(finding("digoxin-low-potassium", ["Digoxin 125 mcg"], [potassium("4.2")])).toBeUndefined();
    expect(finding("digoxin-low-potassium", ["Digoxin 125 mcg"], [potassium("2.8")])?.severity).toBe("high");
  });

  it("does not fire once digoxin has been stopped", () => {
    const found = findingWithStatus("digoxin-low-potassium", [["Digoxin 125 mcg", "stopped"]], [potassium("3.1")]);
    expect(found).toBeUndefined();
  });
});

describe("warfarin-inr-high", () => {
  const inr = (value: string): Lab => ({ display: "INR", value, unit: "" });

  it("tells the patient which bleeding warning signs need help", () => {
    const found = finding("warfarin-inr-high", ["Warfarin 5 mg"], [inr("4.2")]);
    expect(found?.patient).toMatch(/medical help/i);
    expect(found?.patient).toMatch(/black or bloody stools/);
  });

  it("names a current NSAID or antiplatelet that adds to the bleeding risk", () => {
    const found = finding(
      "warfarin-inr-high",
      ["Warfarin 5 mg", "Ibuprofen 400 mg", "Clopidogrel 75 mg"],
      [inr("4.2")],
    );
    expect(found?.clinician).toContain("ibuprofen 400 mg and clopidogrel 75 mg");
    expect(found?.patient).toContain("ibuprofen and clopidogrel");
    const stopped = findingWithStatus(
      "warfarin-inr-high",
      [
        ["Warfarin 5 mg", "active"],
        ["Ibuprofen 400 mg", "stopped"],
      ],
      [inr("4.2")],
    );
    expect(stopped?.clinician).not.toContain("Ibuprofen");
    expect(finding("warfarin-inr-high", ["Warfarin 5 mg"], [inr("4.2")])?.clinician).not.toMatch(/also taking/i);
  });
});

describe("ppi-b12-low", () => {
  const b12 = (value: string, unit: string, referenceRange?: string): Lab => ({
    display: "Vitamin B12",
    value,
    unit,
    ...(referenceRange === undefined ? {} : { referenceRange }),
  });
  const onPpi = (lab: Lab) => finding("ppi-b12-low", ["Omeprazole 20 mg"], [lab]);

  it("calls B12 low below the laboratory's own lower limit, and borderline below 300 pg/mL within it", () => {
    expect(onPpi(b12("210", "pg/mL", "232-1245"))?.clinician).toContain("(low)");
    expect(onPpi(b12("280", "pg/mL", "180-914"))?.clinician).toContain("(borderline)");
    expect(onPpi(b12("320", "pg/mL", "180-914"))).toBeUndefined();
  });

  it("uses the laboratory's own lower limit for B12 reported in pmol/L", () => {
    // 160 pmol/L is about 217 pg/mL, but below this laboratory's 171 pmol/L.
    expect(onPpi(b12("160", "pmol/L", "171-675"))?.clinician).toContain("(low)");
    // 160 pmol/L within this laboratory's 133–675 pmol/L is about 217 pg/mL: borderline, not low.
    expect(onPpi(b12("160", "pmol/L", "133-675"))?.clinician).toContain("(borderline)");
  });

  it("falls back to 200 pg/mL (about 148 pmol/L) for low B12 when no range is sent", () => {
    expect(onPpi(b12("190", "pg/mL"))?.clinician).toContain("(low)");
    expect(onPpi(b12("205", "pg/mL"))?.clinician).toContain("(borderline)");
    expect(onPpi(b12("140", "pmol/L"))?.clinician).toContain("(low)");
  });

  it("names the PPI for a borderline B12 within the laboratory range (review 6 G6), asking for MMA", () => {
    const found = onPpi(b12("210", "ng/L", "197-771"));
    expect(found?.clinician).toContain("omeprazole 20 mg");
    expect(found?.patient).toContain("your omeprazole");
    expect(found?.nextSteps.join(" ")).toMatch(/methylmalonic acid/);
  });

  it("counts H2 blockers as acid suppression", () => {
    expect(finding("ppi-b12-low", ["Famotidine 20 mg"], [b12("180", "ng/L", "197-771")])).toBeDefined();
  });

  it("stays silent with a normal B12 on a PPI, or a low B12 without acid suppression", () => {
    expect(onPpi(b12("450", "ng/L", "197-771"))).toBeUndefined();
    expect(finding("ppi-b12-low", ["Ramipril 5 mg"], [b12("150", "ng/L", "197-771")])).toBeUndefined();
  });
});

describe("creatine-creatinine", () => {
  const labs: Lab[] = [
    { display: "Creatinine", value: "128", unit: "µmol/L", referenceRange: "59-104" },
    { display: "eGFR", value: "70", unit: "mL/min/1.73m2", referenceRange: ">90" },
  ];

  it("names a creatine supplement beside a raised creatinine and low eGFR (review 6 G7)", () => {
    const found = finding("creatine-creatinine", ["Creatine monohydrate 5 g"], labs);
    expect(found?.clinician).toMatch(/creatine is converted to creatinine/);
    expect(found?.nextSteps.join(" ")).toMatch(/cystatin C/);
    expect(found?.evidenceIds).toContain("longobardi-2023-creatine-kidney");
  });

  it("stays silent without creatine, or with normal kidney results on creatine", () => {
    expect(finding("creatine-creatinine", ["Ramipril 5 mg"], labs)).toBeUndefined();
    const normal: Lab[] = [{ display: "Creatinine", value: "90", unit: "µmol/L", referenceRange: "59-104" }];
    expect(finding("creatine-creatinine", ["Creatine monohydrate 5 g"], normal)).toBeUndefined();
  });
});

interface ApixabanCase {
  age?: number;
  weight?: { value: string; unit: string };
  creatinine?: { value: string; unit: string };
  meds: ({ medication: string; dosage?: string } | string)[];
}

/** Findings for an apixaban patient with an optional age, weight vital and creatinine. */
function apixaban(code: string, c: ApixabanCase) {
  const data = healthDataSchema.parse({
    patientInfo: c.age === undefined ? { gender: "female" } : { age: c.age, gender: "female" },
    recentAbnormalLabs: c.creatinine
      ? [{ display: "Creatinine", date: "2026-10-01", value: c.creatinine.value, unit: c.creatinine.unit }]
      : [],
    vitalSigns: c.weight ? [{ display: "Body weight", date: "2026-10-01", ...c.weight }] : [],
    medications: c.meds.map((m) =>
      typeof m === "string" ? { medication: m, status: "active" } : { ...m, status: "active" },
    ),
  });
  return analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") }).findings.find((f) => f.code === code);
}

const kg = (value: string) => ({ value, unit: "kg" });
const mgdl = (value: string) => ({ value, unit: "mg/dL" });

describe("apixaban-af-dose-low", () => {
  it("flags apixaban 2.5 mg as possible under-dosing when fewer than two label criteria are met", () => {
    const found = apixaban("apixaban-af-dose-low", {
      age: 84,
      weight: kg("72"),
      creatinine: mgdl("1.1"),
      meds: ["Eliquis 2.5mg BID"],
    });
    expect(found?.severity).toBe("moderate");
    expect(found?.clinician).toContain("Eliquis 2.5mg BID");
    expect(found?.clinician).toContain("only one of the three is met");
    expect(found?.clinician).toMatch(/atrial fibrillation/);
    expect(found?.clinician).toMatch(/venous thromboembolism, are dosed differently/);
    expect(found?.clinician).toMatch(/confirm the indication/);
    expect(found?.evidenceIds).toEqual(["eliquis-label"]);
    expect(found?.refs.length).toBe(3);
  });

  it("does not flag 2.5 mg when two criteria are met, with creatinine in µmol/L and weight in lb", () => {
    // 133 µmol/L is 1.5 mg/dL; 130 lb is about 59 kg.
    const twoMet = {
      age: 76,
      weight: kg("58"),
      creatinine: { value: "133", unit: "µmol/L" },
      meds: ["Apixaban 2.5 mg"],
    };
    expect(apixaban("apixaban-af-dose-low", twoMet)).toBeUndefined();
    const inPounds = {
      age: 82,
      weight: { value: "130", unit: "lb" },
      creatinine: mgdl("0.9"),
      meds: ["Apixaban 2.5 mg"],
    };
    expect(apixaban("apixaban-af-dose-low", inPounds)).toBeUndefined();
    const heavier = { ...inPounds, weight: { value: "170", unit: "lb" } };
    expect(apixaban("apixaban-af-dose-low", heavier)?.clinician).toContain("170 lb");
    const lowUmol = {
      age: 70,
      weight: kg("80"),
      creatinine: { value: "90", unit: "µmol/L" },
      meds: ["Apixaban 2.5 mg"],
    };
    expect(apixaban("apixaban-af-dose-low", lowUmol)?.clinician).toContain("none of the three is met");
  });

  it("stays silent unless age, a weight and a creatinine are all known", () => {
    const full = { age: 70, weight: kg("80"), creatinine: mgdl("1.0"), meds: ["Apixaban 2.5 mg"] };
    expect(apixaban("apixaban-af-dose-low", full)).toBeDefined();
    const { age: _age, ...noAge } = full;
    expect(apixaban("apixaban-af-dose-low", noAge)).toBeUndefined();
    const { weight: _weight, ...noWeight } = full;
    expect(apixaban("apixaban-af-dose-low", noWeight)).toBeUndefined();
    const { creatinine: _creatinine, ...noCreatinine } = full;
    expect(apixaban("apixaban-af-dose-low", noCreatinine)).toBeUndefined();
    expect(apixaban("apixaban-af-dose-low", { ...full, weight: { value: "80", unit: "" } })).toBeUndefined();
  });

  it("reads the strength from the dosage, and does nothing when no strength can be read", () => {
    const base = { age: 70, weight: kg("80"), creatinine: mgdl("1.0") };
    expect(
      apixaban("apixaban-af-dose-low", { ...base, meds: [{ medication: "Apixaban", dosage: "2.5 mg" }] }),
    ).toBeDefined();
    expect(apixaban("apixaban-af-dose-low", { ...base, meds: ["Apixaban twice daily"] })).toBeUndefined();
    expect(apixaban("apixaban-af-dose-low", { ...base, meds: ["Apixaban 5 mg"] })).toBeUndefined();
  });

  it("never tells the reader to change the dose", () => {
    const found = apixaban("apixaban-af-dose-low", {
      age: 70,
      weight: kg("80"),
      creatinine: mgdl("1.0"),
      meds: ["Apixaban 2.5 mg"],
    });
    const text = [found?.clinician, found?.patient, ...(found?.nextSteps ?? [])].join(" ");
    expect(text).not.toMatch(/change the dose|increase the dose|reduce the dose/i);
    expect(found?.nextSteps.join(" ")).toMatch(/review the apixaban dose/i);
  });
});

describe("apixaban-af-dose-high", () => {
  it("flags apixaban 5 mg as possible over-dosing when two or more label criteria are met", () => {
    const found = apixaban("apixaban-af-dose-high", {
      age: 83,
      weight: kg("57"),
      meds: ["Apixaban 5 mg twice daily"],
    });
    expect(found?.severity).toBe("moderate");
    expect(found?.clinician).toContain("two of the three are met");
    expect(found?.clinician).toContain("age 83, weight 57 kg");
    expect(found?.clinician).toMatch(/confirm the indication/);
    const umol = apixaban("apixaban-af-dose-high", {
      age: 81,
      creatinine: { value: "140", unit: "µmol/L" },
      meds: [{ medication: "Eliquis", dosage: "5 mg" }],
    });
    expect(umol).toBeDefined();
  });

  it("does not flag 5 mg with fewer than two criteria, or 2.5 mg with two or more", () => {
    expect(apixaban("apixaban-af-dose-high", { age: 82, weight: kg("70"), meds: ["Apixaban 5 mg"] })).toBeUndefined();
    expect(apixaban("apixaban-af-dose-high", { age: 82, weight: kg("55"), meds: ["Apixaban 2.5 mg"] })).toBeUndefined();
    expect(
      apixaban("apixaban-af-dose-high", { age: 82, weight: kg("55"), meds: ["Apixaban 5 mg", "Apixaban 2.5 mg"] }),
    ).toBeUndefined();
  });
});

describe("warfarin-inr-raising-drug", () => {
  const inr = (value: string): Lab => ({ display: "INR", value, unit: "" });

  it.each([
    ["Amiodarone 200 mg", "amiodarone"],
    ["Fluconazole 150 mg", "fluconazole"],
    ["Miconazole oral gel", "miconazole"],
    ["Voriconazole 200 mg", "voriconazole"],
    ["Metronidazole 500 mg", "metronidazole"],
    ["Trimethoprim-sulfamethoxazole DS", "sulfamethoxazole"],
    // A brand keeps its capital in patient text (review 15, US wording).
    ["Bactrim DS", "Bactrim"],
  ])("names %j with warfarin and advises closer INR monitoring", (med, drug) => {
    const found = finding("warfarin-inr-raising-drug", ["Warfarin 5 mg", med], [inr("2.6")]);
    expect(found?.severity).toBe("moderate");
    expect(found?.clinician).toContain(med);
    expect(found?.patient).toContain(drug);
    expect(found?.clinician).toMatch(/INR should be checked more closely/);
    expect(found?.nextSteps.join(" ")).toMatch(/check the INR more often/i);
  });

  it("leaves an INR already above its target to the high-INR finding, which names the medicine as a likely cause", () => {
    expect(finding("warfarin-inr-raising-drug", ["Coumadin 5 mg", "Flagyl 500 mg"], [inr("3.4")])).toBeUndefined();
    const high = finding("warfarin-inr-high", ["Coumadin 5 mg", "Flagyl 500 mg"], [inr("3.4")]);
    expect(high?.clinician).toMatch(/Flagyl 500 mg can raise the INR on warfarin and is a likely cause/);
    expect(high?.nextSteps.join(" ")).toMatch(/Review Flagyl 500 mg/);
    expect(finding("warfarin-inr-raising-drug", ["Warfarin 5 mg", "Amiodarone 200 mg"], [])?.severity).toBe("moderate");
  });

  it("cites the antifungal alert only for an azole, and ignores stopped or absent medicines", () => {
    expect(finding("warfarin-inr-raising-drug", ["Warfarin 5 mg", "Fluconazole 150 mg"], [])?.evidenceIds).toContain(
      "cpsi-2017-warfarin-miconazole",
    );
    expect(finding("warfarin-inr-raising-drug", ["Warfarin 5 mg", "Amiodarone 200 mg"], [])?.evidenceIds).not.toContain(
      "cpsi-2017-warfarin-miconazole",
    );
    expect(finding("warfarin-inr-raising-drug", ["Apixaban 5 mg", "Fluconazole 150 mg"], [])).toBeUndefined();
    expect(finding("warfarin-inr-raising-drug", ["Warfarin 5 mg", "Trimethoprim 100 mg"], [])).toBeUndefined();
    const stopped = findingWithStatus("warfarin-inr-raising-drug", [
      ["Warfarin 5 mg", "active"],
      ["Metronidazole 500 mg", "completed"],
    ]);
    expect(stopped).toBeUndefined();
  });
});

function ehr(data: unknown) {
  return analyzeEhr(healthDataSchema.parse(data), { now: new Date("2026-11-22T00:00:00Z") }).findings;
}

const digoxinLevel = (value: string, unit: string, referenceRange?: string): Lab => ({
  display: "Digoxin",
  value,
  unit,
  ...(referenceRange === undefined ? {} : { referenceRange }),
});

describe("digoxin-level-high", () => {
  it("reports a digoxin level above the laboratory's upper limit as possible toxicity, high priority", () => {
    const found = finding("digoxin-level-high", ["Digoxin 0.25 mg tablet"], [digoxinLevel("2.1", "ng/mL", "0.5-2.0")]);
    expect(found?.severity).toBe("high");
    expect(found?.clinician).toMatch(/digoxin toxicity/);
    expect(found?.evidenceIds).toContain("lanoxin-label");
    const steps = found?.nextSteps.join(" ") ?? "";
    for (const step of [/urgent/i, /ECG/, /potassium/, /magnesium/, /kidney function/, /withhold/i])
      expect(steps).toMatch(step);
    expect(found?.patient).toMatch(/digoxin/);
  });

  it("does not call a level high that the laboratory's own range calls normal", () => {
    expect(
      finding("digoxin-level-high", ["Digoxin 125 mcg"], [digoxinLevel("2.1", "ng/mL", "0.5-2.2")]),
    ).toBeUndefined();
    expect(
      finding("digoxin-level-high", ["Digoxin 125 mcg"], [digoxinLevel("2.0", "ng/mL", "0.5-2.0")]),
    ).toBeUndefined();
  });

  it("uses 2.0 ng/mL (2.6 nmol/L) when no range is sent", () => {
    expect(finding("digoxin-level-high", ["Digoxin 125 mcg"], [digoxinLevel("2.1", "ng/mL")])).toBeDefined();
    expect(finding("digoxin-level-high", ["Digoxin 125 mcg"], [digoxinLevel("2.2", "µg/L")])).toBeDefined();
    expect(finding("digoxin-level-high", ["Digoxin 125 mcg"], [digoxinLevel("1.9", "ng/mL")])).toBeUndefined();
    expect(finding("digoxin-level-high", ["Digoxin 125 mcg"], [digoxinLevel("2.8", "nmol/L")])).toBeDefined();
    expect(finding("digoxin-level-high", ["Digoxin 125 mcg"], [digoxinLevel("2.5", "nmol/L")])).toBeUndefined();
    expect(finding("digoxin-level-high", ["Digoxin 125 mcg"], [digoxinLevel(">4.0", "ng/mL")])).toBeDefined();
    expect(finding("digoxin-level-high", ["Digoxin 125 mcg"], [digoxinLevel("<0.3", "ng/mL")])).toBeUndefined();
  });

  it("reports a high digoxin level even when digoxin is not on the medicine list", () => {
    expect(finding("digoxin-level-high", [], [digoxinLevel("2.6", "ng/mL", "0.8-2.0")])?.severity).toBe("high");
  });

  it("names the toxicity risk factors found in the record (case 01)", () => {
    const found = ehr({
      patientInfo: { age: 86, gender: "female" },
      recentAbnormalLabs: [
        { display: "Digoxin", value: "2.1", unit: "ng/mL", date: "2026-11-10", referenceRange: "0.5-2.0" },
        { display: "eGFR (CKD-EPI 2021)", value: "39", unit: "mL/min/1.73m2", date: "2026-11-10" },
      ],
      medications: [{ medication: "Digoxin 0.25 mg tablet", status: "active" }],
      vitalSigns: [{ display: "Heart rate", value: "52", unit: "/min", date: "2026-11-10" }],
      additionalContext: "Daughter reports more confusion and poor appetite, some nausea. No vomiting.",
    }).find((f) => f.code === "digoxin-level-high");
    expect(found?.severity).toBe("high");
    expect(found?.clinician).toMatch(/nausea/);
    expect(found?.clinician).toMatch(/confusion/);
    expect(found?.clinician).not.toMatch(/In this record:[^]*vomiting/);
    expect(found?.clinician).toMatch(/heart rate 52/);
    expect(found?.clinician).toMatch(/age 86/);
    expect(found?.clinician).toMatch(/eGFR 39/);
  });
});

describe("diuretic-hyponatraemia safety wording", () => {
  const sodium = { display: "Sodium", value: "126", unit: "mmol/L", referenceRange: "135-145" };

  it("tells the patient not to stop or change the diuretic on their own", () => {
    const found = finding("diuretic-hyponatraemia", ["Furosemide 40 mg"], [sodium]);
    expect(found?.patient).toMatch(/do not stop or change/i);
  });

  it("with known heart failure, tells the clinician to assess fluid status before changing diuretics", () => {
    const withHf = ehr({
      patientInfo: { age: 77, gender: "male" },
      recentAbnormalLabs: [{ date: "2026-11-20", ...sodium }],
      pastMedicalHistory: [{ display: "Heart failure with reduced ejection fraction", clinicalStatus: "active" }],
      medications: [{ medication: "Furosemide 80 mg", status: "active" }],
    }).find((f) => f.code === "diuretic-hyponatraemia");
    expect(withHf?.clinician).toMatch(/heart failure/i);
    expect(withHf?.clinician).toMatch(/assess fluid status before changing diuretics/i);
    const withoutHf = finding("diuretic-hyponatraemia", ["Furosemide 40 mg"], [sodium]);
    expect(withoutHf?.clinician).not.toMatch(/fluid status/i);
  });
});

describe("doac-renal-dose-review", () => {
  const egfr = { display: "eGFR", value: "36", unit: "mL/min/1.73m2", referenceRange: ">60" };

  it("defers to the apixaban criteria rules for apixaban instead of giving creatinine-clearance advice", () => {
    expect(finding("doac-renal-dose-review", ["Apixaban 5 mg tablet"], [egfr])).toBeUndefined();
    expect(finding("doac-renal-dose-review", ["Eliquis 2.5 mg"], [egfr])).toBeUndefined();
  });

  it("keeps the kidney dose review for the other DOACs", () => {
    const found = finding("doac-renal-dose-review", ["Rivaroxaban 20 mg", "Apixaban 5 mg"], [egfr]);
    expect(found?.clinician).toContain("Rivaroxaban 20 mg");
    expect(found?.clinician).not.toContain("Apixaban");
    expect(finding("doac-renal-dose-review", ["Dabigatran 150 mg"], [egfr])).toBeDefined();
  });
});

/**
 * Citations that fit the patient: a guideline written for a condition (heart failure, CKD, atrial
 * fibrillation) is cited for these drug statements only when the patient has that condition; the
 * statements themselves rest on labels and studies that fit whatever the patient's conditions.
 */
describe("drug–lab citations fit the patient", () => {
  const conditionFindings = (
    conditions: string[],
    medications: string[],
    labs: Lab[],
    patientInfo: Record<string, unknown> = { age: 68, gender: "male" },
  ) =>
    ehr({
      patientInfo,
      recentAbnormalLabs: labs.map((l) => ({ date: "2026-11-01", ...l })),
      pastMedicalHistory: conditions.map((display) => ({ display, clinicalStatus: "active" })),
      medications: medications.map((medication) => ({ medication, status: "active" })),
    });
  const egfr = (value: string): Lab => ({ display: "eGFR", value, unit: "mL/min/1.73m2" });
  const inr = (value: string): Lab => ({ display: "INR", value, unit: "" });
  const cited = (found: ReturnType<typeof ehr>, code: string) => found.find((f) => f.code === code)?.evidenceIds;
  // The high potassium (6.1) brings raas-hyperkalaemia; an in-range one (4.6) the combination finding,
  // which steps aside once potassium is high.
  const withPotassium = (conditions: string[], k: string) =>
    conditionFindings(conditions, ["Lisinopril 20 mg", "Spironolactone 25 mg"], [potassium(k, "3.5-5.1"), egfr("75")]);
  const byCode = (conditions: string[]) =>
    [
      ["raas-hyperkalaemia", withPotassium(conditions, "6.1")],
      ["raas-dual-blockade", withPotassium(conditions, "4.6")],
    ] as const;

  it("leaves the ACE inhibitor–MRA combination to the hyperkalaemia finding once potassium is high", () => {
    const high = withPotassium([], "6.1");
    expect(high.some((f) => f.code === "raas-hyperkalaemia")).toBe(true);
    expect(high.some((f) => f.code === "raas-dual-blockade")).toBe(false);
    expect(withPotassium([], "4.6").some((f) => f.code === "raas-dual-blockade")).toBe(true);
  });

  it("cites no heart-failure guideline for an ACE inhibitor with spironolactone without heart failure", () => {
    for (const [code, found] of byCode(["Essential hypertension"])) {
      expect(cited(found, code), code).toBeDefined();
      expect(cited(found, code), code).not.toContain("aha-acc-hfsa-2022-hf");
      expect(cited(found, code), code).toEqual(
        expect.arrayContaining(["momoniat-2019-acei-arb-potassium", "aldactone-label"]),
      );
    }
    // eGFR 75 and no CKD in the record: the CKD guideline does not fit either.
    expect(cited(withPotassium(["Essential hypertension"], "6.1"), "raas-hyperkalaemia")).not.toContain(
      "kdigo-2024-ckd",
    );
  });

  it("cites the heart-failure guideline for the same medicines and potassium in heart failure", () => {
    for (const [code, found] of byCode(["Heart failure with reduced ejection fraction"]))
      expect(cited(found, code), code).toContain("aha-acc-hfsa-2022-hf");
  });

  it("cites the CKD guideline when CKD is listed or the eGFR is below 60, and the eplerenone label for eplerenone", () => {
    const low = conditionFindings(
      [],
      ["Losartan 50 mg", "Eplerenone 25 mg"],
      [potassium("5.8", "3.5-5.1"), egfr("52")],
    );
    expect(cited(low, "raas-hyperkalaemia")).toEqual(
      expect.arrayContaining(["kdigo-2024-ckd", "inspra-label", "momoniat-2019-acei-arb-potassium"]),
    );
    expect(cited(low, "raas-hyperkalaemia")).not.toContain("aldactone-label");
    const listed = conditionFindings(["Chronic kidney disease stage 3"], ["Lisinopril 10 mg"], [potassium("5.6")]);
    expect(cited(listed, "raas-hyperkalaemia")).toContain("kdigo-2024-ckd");
  });

  it("cites the monitoring sources without the CKD guideline when no potassium or kidney result is recorded", () => {
    const found = conditionFindings([], ["Ramipril 5 mg", "Spironolactone 25 mg"], []);
    const ids = cited(found, "raas-unmonitored");
    expect(ids).toEqual(expect.arrayContaining(["momoniat-2019-acei-arb-potassium", "aldactone-label"]));
    expect(ids).not.toContain("kdigo-2024-ckd");
  });

  it("states the heart-failure limit for a mineralocorticoid antagonist at eGFR 30 or below only in heart failure", () => {
    const plain = conditionFindings([], ["Spironolactone 25 mg"], [egfr("24")]).find((f) => f.code === "mra-low-egfr");
    expect(plain?.clinician).toMatch(/reduced kidney function raises the risk of hyperkalaemia/);
    expect(plain?.clinician).not.toMatch(/heart failure/i);
    expect(plain?.evidenceIds).not.toContain("aha-acc-hfsa-2022-hf");
    expect(plain?.evidenceIds).toEqual(expect.arrayContaining(["aldactone-label", "kdigo-2024-ckd"]));
    const hf = conditionFindings(["Congestive heart failure"], ["Eplerenone 25 mg"], [egfr("24")]).find(
      (f) => f.code === "mra-low-egfr",
    );
    expect(hf?.clinician).toContain("In heart failure, mineralocorticoid antagonists are avoided at eGFR 30 or below.");
    expect(hf?.clinician).toContain(
      "The eplerenone label contraindicates it at a creatinine clearance of 30 mL/min or less.",
    );
    expect(hf?.evidenceIds).toEqual(expect.arrayContaining(["aha-acc-hfsa-2022-hf", "inspra-label"]));
  });

  it("cites the atrial fibrillation guideline for anticoagulant findings only in atrial fibrillation", () => {
    const meds = ["Warfarin 5 mg", "Ibuprofen 400 mg", "Rivaroxaban 20 mg"];
    const labs = [inr("4.8"), egfr("40")];
    const af = new Set([
      "warfarin-inr-high",
      "anticoagulant-nsaid",
      "anticoagulant-duplicate",
      "doac-renal-dose-review",
    ]);
    const without = conditionFindings(["Deep vein thrombosis"], meds, labs).filter((f) => af.has(f.code));
    expect(without.map((f) => f.code).sort()).toEqual([...af].sort());
    for (const f of without) expect(f.evidenceIds, f.code).not.toContain("acc-aha-2023-af");
    expect(without.find((f) => f.code === "warfarin-inr-high")?.evidenceIds).toEqual(
      expect.arrayContaining(["warfarin-sodium-label-2014", "penner-2022-oac-nsaid"]),
    );
    expect(without.find((f) => f.code === "anticoagulant-duplicate")?.evidenceIds).toContain(
      "tda-2020-anticoagulant-duplication",
    );
    expect(without.find((f) => f.code === "doac-renal-dose-review")?.evidenceIds).toContain(
      "ting-2021-doac-renal-dosing",
    );
    const withAf = conditionFindings(["Atrial fibrillation"], meds, labs).filter((f) => af.has(f.code));
    for (const f of withAf) expect(f.evidenceIds, f.code).toContain("acc-aha-2023-af");
    const low = conditionFindings([], ["Warfarin 5 mg"], [inr("1.4")]).find((f) => f.code === "warfarin-inr-low");
    expect(low?.evidenceIds).toEqual(["warfarin-sodium-label-2014"]);
  });

  it("cites the CKD guideline for an NSAID with RAAS blockade and a diuretic only with reduced kidney function", () => {
    const meds = ["Naproxen 500 mg", "Lisinopril 10 mg", "Hydrochlorothiazide 25 mg"];
    const normal = conditionFindings([], meds, [egfr("82")]).find((f) => f.code === "nsaid-raas-diuretic");
    expect(normal?.evidenceIds).toEqual(["kdigo-2012-aki"]);
    const reduced = conditionFindings([], meds, [egfr("41")]).find((f) => f.code === "nsaid-raas-diuretic");
    expect(reduced?.evidenceIds).toContain("kdigo-2024-ckd");
  });
});

describe("raas-hyperkalaemia in CKD (KDIGO: lower potassium, keep the ACE inhibitor or ARB)", () => {
  const egfr = (value: string): Lab => ({ display: "eGFR", value, unit: "mL/min/1.73m2" });
  const acr = (value: string): Lab => ({ display: "Urine albumin:creatinine ratio", value, unit: "mg/mmol" });

  it("advises lowering potassium rather than stopping the ACE inhibitor when eGFR or albuminuria shows CKD", () => {
    for (const kidney of [egfr("34"), acr("38")]) {
      const found = finding("raas-hyperkalaemia", ["Ramipril 10 mg"], [potassium("5.4", "3.5-5.3"), kidney]);
      expect(found?.clinician).toMatch(/In CKD, KDIGO advises[^.]*rather than by reducing the dose or stopping it/);
      expect(found?.nextSteps.join(" ")).toMatch(/keeping the ACE inhibitor\/ARB[^.]*diuretic or a potassium binder/);
      expect(found?.nextSteps.join(" ")).not.toMatch(/Review dose of ACE inhibitor/);
      expect(found?.evidenceIds).toContain("kdigo-2024-ckd");
    }
  });

  it("keeps the CKD advice when trimethoprim adds its own step", () => {
    const meds = ["Lisinopril 20 mg", "Trimethoprim 200 mg twice daily"];
    const found = finding("raas-hyperkalaemia", meds, [potassium("5.6"), egfr("40")]);
    expect(found?.clinician).toMatch(/In CKD, KDIGO advises/);
    expect(found?.clinician).toMatch(/Trimethoprim 200 mg twice daily, a likely contributor/);
    expect(found?.nextSteps.join(" ")).toMatch(
      /keeping the ACE inhibitor\/ARB[\s\S]*trimethoprim-containing antibiotic/,
    );
  });

  it("keeps the dose-review wording without CKD, without an ACE inhibitor or ARB, or above 6.0", () => {
    const noCkd = finding("raas-hyperkalaemia", ["Ramipril 10 mg"], [potassium("5.4", "3.5-5.3"), egfr("75")]);
    const spiro = finding("raas-hyperkalaemia", ["Spironolactone 25 mg"], [potassium("5.4", "3.5-5.3"), egfr("34")]);
    const severe = finding("raas-hyperkalaemia", ["Ramipril 10 mg"], [potassium("6.3"), egfr("34")]);
    for (const found of [noCkd, spiro, severe]) {
      expect(found?.nextSteps).toContain("Review dose of ACE inhibitor/ARB/MRA, potassium supplements and NSAIDs");
      expect(found?.clinician).not.toMatch(/KDIGO/);
    }
  });
});

describe("diuretic-hyponatraemia by diuretic class", () => {
  const sodium = { display: "Sodium", value: "128", unit: "mmol/L", referenceRange: "133-146" };

  it("covers spironolactone, citing its label, without calling it a thiazide", () => {
    const found = finding("diuretic-hyponatraemia", ["Spironolactone 100 mg"], [sodium]);
    expect(found?.clinician).toContain("The spironolactone label lists hyponatraemia");
    expect(found?.clinician).not.toMatch(/thiazide/i);
    expect(found?.patient).toContain("such as your spironolactone");
    expect(found?.evidenceIds).toContain("aldactone-label");
  });

  it("does not cover eplerenone or amiloride, for which no source was seen", () => {
    expect(finding("diuretic-hyponatraemia", ["Eplerenone 25 mg"], [sodium])).toBeUndefined();
    expect(finding("diuretic-hyponatraemia", ["Amiloride 5 mg"], [sodium])).toBeUndefined();
  });

  it("says a loop diuretic is a loop diuretic, not a thiazide", () => {
    const found = finding("diuretic-hyponatraemia", ["Furosemide 40 mg"], [sodium]);
    expect(found?.clinician).toContain("Furosemide is a loop diuretic");
    expect(found?.clinician).not.toMatch(/thiazide diuretics in particular|Thiazide diuretics \(here/);
    expect(found?.evidenceIds).not.toContain("aldactone-label");
  });

  it("names the patient's thiazide as the common cause", () => {
    const found = finding("diuretic-hyponatraemia", ["Indapamide 2.5 mg", "Furosemide 40 mg"], [sodium]);
    expect(found?.clinician).toContain("Thiazide diuretics (here indapamide) are a common cause of hyponatraemia.");
    expect(found?.clinician).not.toContain("loop diuretic");
  });
});

describe("apixaban-ssri", () => {
  it("flags apixaban (generic or Eliquis) with an SSRI or SNRI, citing the apixaban label", () => {
    for (const meds of [
      ["Apixaban 5 mg", "Sertraline 50 mg"],
      ["Eliquis 2.5 mg", "Duloxetine 60 mg"],
    ]) {
      const found = finding("apixaban-ssri", meds, []);
      expect(found, meds.join(", ")).toBeDefined();
      expect(found?.evidenceIds).toContain("eliquis-label");
      expect(found?.clinician).toContain("the apixaban label lists SSRIs and SNRIs");
    }
  });

  it("does not fire without an SSRI/SNRI, for another anticoagulant, or for a non-serotonergic antidepressant", () => {
    expect(finding("apixaban-ssri", ["Apixaban 5 mg"], [])).toBeUndefined();
    expect(finding("apixaban-ssri", ["Rivaroxaban 20 mg", "Sertraline 50 mg"], [])).toBeUndefined();
    expect(finding("apixaban-ssri", ["Warfarin 3 mg", "Citalopram 20 mg"], [])).toBeUndefined();
    expect(finding("apixaban-ssri", ["Apixaban 5 mg", "Mirtazapine 15 mg"], [])).toBeUndefined();
  });
});
