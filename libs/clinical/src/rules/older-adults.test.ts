import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";
import { classifyMedication } from "../vocab/medications.ts";

interface Lab {
  display: string;
  value: string;
  unit: string;
}

interface Case {
  age?: number;
  gender?: string;
  labs?: Lab[];
  medications?: (string | { medication: string; status: "active" | "stopped" })[];
  conditions?: { display: string; clinicalStatus: "active" | "resolved" }[];
  notes?: string;
}

/** 78 unless the case sets an age, or sets none ({ age: undefined }). */
function findings(c: Case) {
  const { gender = "female", labs = [], medications = [], conditions = [], notes } = c;
  const age = "age" in c ? c.age : 78;
  const data = healthDataSchema.parse({
    patientInfo: age === undefined ? { gender } : { age, gender },
    recentAbnormalLabs: labs.map((l) => ({ date: "2026-10-01", ...l })),
    medications: medications.map((m) => (typeof m === "string" ? { medication: m, status: "active" } : m)),
    pastMedicalHistory: conditions,
    ...(notes === undefined ? {} : { additionalContext: notes }),
  });
  return analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") }).findings;
}

function finding(code: string, c: Case) {
  return findings(c).find((f) => f.code === code);
}

const egfr = (value: string): Lab => ({ display: "eGFR", value, unit: "mL/min/1.73m2" });
const creatinine = (value: string): Lab => ({ display: "Creatinine", value, unit: "mg/dL" });
const crcl = (value: string): Lab => ({ display: "Creatinine clearance", value, unit: "mL/min" });

describe("medication vocabulary for the older-adult rules", () => {
  it.each([
    ["Gabapentin 300mg TID", ["gabapentinoid"]],
    ["pregabalin 75 mg twice daily", ["gabapentinoid"]],
    ["Zolpidem 10mg at night", ["z-drug"]],
    ["Lorazepam 1 mg at night", ["benzodiazepine"]],
    ["diphenhydrAMINE Hydrochloride 25 MG Oral Tablet", ["strong-anticholinergic"]],
    ["Oxybutynin 5 mg twice daily", ["strong-anticholinergic"]],
    // Its acetaminophen is read too, so that a second paracetamol entry is seen (review 25b).
    ["Acetaminophen 325 MG / oxyCODONE Hydrochloride 5 MG Oral Tablet", ["paracetamol", "opioid"]],
  ])("reads %j as %j", (text, expected) => {
    expect(classifyMedication(text).classes).toEqual(expected);
  });

  it.each(["Hydroxychloroquine 200 mg", "Loratadine 10 mg", "Zolmitriptan 2.5 mg", "Melatonin 2 mg at night"])(
    "does not read the look-alike %j as any of them",
    // Hydroxychloroquine has its own class (rules/hydroxychloroquine.ts), none of the ones above.
    (text) => expect(classifyMedication(text).classes.filter((c) => c !== "hydroxychloroquine")).toEqual([]),
  );
});

describe("gabapentin-renal-dose and pregabalin-renal-dose", () => {
  it("flag gabapentin with eGFR below 60, quoting the NEURONTIN label's creatinine-clearance bands", () => {
    const f = finding("gabapentin-renal-dose", { labs: [egfr("42")], medications: ["Gabapentin 300mg TID"] });
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("Gabapentin 300mg TID with eGFR 42 mL/min/1.73m2");
    expect(f?.clinician).toContain("400–1400 mg above 30 to 59 mL/min");
    expect(f?.clinician).toContain("the label's bands are creatinine clearance");
    expect(f?.patient).toMatch(/drowsy, dizzy or unsteady[^.]*fall/);
    expect(f?.patient).toContain("Do not stop it or change the dose on your own");
    expect(f?.evidenceIds).toEqual(["neurontin-label", "ags-beers-2023"]);
    expect(f?.refs).toEqual(["lab:0", "med:0"]);
  });

  it("flag pregabalin on an eGFR calculated from creatinine, citing the LYRICA label and the equation", () => {
    const f = finding("pregabalin-renal-dose", {
      age: 70,
      gender: "male",
      labs: [creatinine("1.9")],
      medications: ["pregabalin 75 mg twice daily"],
    });
    expect(f?.clinician).toContain("calculated from creatinine 1.9 mg/dL, CKD-EPI 2021");
    expect(f?.clinician).toContain(
      "LYRICA label sets the total daily dose by creatinine clearance: 150–600 mg at 60 mL/min or more",
    );
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["lyrica-label", "ags-beers-2023", "inker-2021-ckd-epi-race-free"]),
    );
    expect(findings({ age: 70, gender: "male", labs: [creatinine("1.9")], medications: ["Lyrica 150 mg"] })).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: "pregabalin-renal-dose" })]),
    );
  });

  it("let a reported creatinine clearance decide, since the labels dose by it", () => {
    const low = finding("gabapentin-renal-dose", {
      age: 55,
      labs: [crcl("48"), egfr("63")],
      medications: ["Neurontin 600 mg three times a day"],
    });
    expect(low?.clinician).toContain("with creatinine clearance 48 mL/min");
    expect(low?.clinician).not.toContain("rests on eGFR");
    const high = finding("gabapentin-renal-dose", {
      labs: [crcl("65"), egfr("52")],
      medications: ["Gabapentin 300mg TID"],
    });
    expect(high).toBeUndefined();
  });

  it("cite the Beers Criteria only from age 65", () => {
    const f = finding("gabapentin-renal-dose", { age: 50, labs: [egfr("40")], medications: ["Gabapentin 100 mg"] });
    expect(f?.evidenceIds).toEqual(["neurontin-label"]);
    expect(f?.clinician).not.toContain("Beers");
  });

  it("stay silent with eGFR 60 or more, a censored value that may be 60 or more, or no gabapentinoid", () => {
    const codes = (c: Case) =>
      findings(c)
        .map((f) => f.code)
        .filter((code) => code.endsWith("-renal-dose"));
    expect(codes({ labs: [egfr("75")], medications: ["Gabapentin 300mg TID", "Pregabalin 75 mg"] })).toEqual([]);
    expect(codes({ labs: [egfr("60")], medications: ["Gabapentin 300mg TID"] })).toEqual([]);
    expect(codes({ labs: [egfr(">50")], medications: ["Gabapentin 300mg TID"] })).toEqual([]);
    expect(codes({ labs: [crcl(">50")], medications: ["Gabapentin 300mg TID"] })).toEqual([]);
    expect(codes({ labs: [egfr("35")], medications: ["Metformin 500 mg", "Hydroxychloroquine 200 mg"] })).toEqual([]);
    expect(codes({ labs: [egfr("<45")], medications: ["Gabapentin 300mg TID"] })).toEqual(["gabapentin-renal-dose"]);
  });
});

describe("beers-older-adult-medicines", () => {
  const code = "beers-older-adult-medicines";

  it("names a Z-drug taken at 65 or over and asks for a review, in plain words for the patient", () => {
    const f = finding(code, { age: 65, medications: ["Zolpidem 10mg at night", "Amlodipine 5 mg"] });
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("a Z-drug hypnotic (zolpidem 10mg at night)");
    expect(f?.clinician).toContain("support, rather than replace, clinical judgement");
    expect(f?.patient).toContain("Some of your medicines (zolpidem 10mg at night) can make you drowsy");
    expect(f?.patient).toContain("Do not stop them on your own");
    expect(f?.evidenceIds).toEqual(["ags-beers-2023"]);
    expect(f?.refs).toEqual(["med:0"]);
  });

  it("does not fire under 65, without an age, or for medicines the criteria do not name here", () => {
    expect(finding(code, { age: 64, medications: ["Zolpidem 10mg at night", "Lorazepam 1 mg"] })).toBeUndefined();
    expect(finding(code, { age: undefined, medications: ["Lorazepam 1 mg"] })).toBeUndefined();
    expect(
      finding(code, {
        medications: ["Loratadine 10 mg", "Hydroxychloroquine 200 mg", "Zolmitriptan 2.5 mg", "Tramadol 50 mg"],
      }),
    ).toBeUndefined();
    expect(
      finding(code, { medications: [{ medication: "Zolpidem 10mg at night", status: "stopped" }] }),
    ).toBeUndefined();
  });

  it("explains the strongly anticholinergic medicines it finds, and that several are taken together", () => {
    const f = finding(code, {
      age: 81,
      gender: "male",
      medications: ["Amitriptyline 25 mg at night", "Diphenhydramine 25 mg as needed for sleep", "Oxybutynin 5 mg"],
    });
    expect(f?.clinician).toContain("strongly anticholinergic medicines (amitriptyline 25 mg at night");
    expect(f?.clinician).toContain(
      "Antidepressants with strong anticholinergic activity (amitriptyline 25 mg at night)",
    );
    expect(f?.clinician).toContain("First-generation antihistamines (diphenhydramine 25 mg as needed for sleep)");
    expect(f?.clinician).toContain("Three strongly anticholinergic medicines are taken together here.");
  });

  // Paroxetine is filed with the SSRIs in the vocabulary; the rule finds it by name wherever it is filed.
  it.runIf(classifyMedication("Paroxetine 20 mg").drugs.includes("paroxetine"))(
    "counts paroxetine among the strongly anticholinergic antidepressants",
    () => {
      const f = finding(code, { medications: ["Paroxetine 20 mg daily"] });
      expect(f?.clinician).toContain("Antidepressants with strong anticholinergic activity (paroxetine 20 mg daily)");
    },
  );

  it("flags a gabapentinoid with an opioid as high, with the breathing risk in plain words", () => {
    const f = finding(code, { medications: ["Gabapentin 300mg TID", "Tramadol 50 mg four times a day"] });
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("a gabapentinoid with an opioid (gabapentin 300mg TID and tramadol 50 mg");
    expect(f?.clinician).toContain("respiratory depression");
    expect(f?.patient).toContain("slow your breathing");
    expect(f?.nextSteps.join(" ")).toMatch(/switch from, or a reduction of, the opioid/);
    expect(finding(code, { medications: ["Gabapentin 300mg TID"] })).toBeUndefined();
  });

  it("raises the finding to high after a fall or fracture, recorded as a condition or in the notes", () => {
    const meds = ["Lorazepam 1 mg at night"];
    const fracture = finding(code, {
      medications: meds,
      conditions: [{ display: "Fracture of forearm", clinicalStatus: "resolved" }],
    });
    expect(fracture?.severity).toBe("high");
    expect(fracture?.clinician).toContain("A fall or fracture is recorded in the conditions (Fracture of forearm)");
    expect(fracture?.patient).toContain("You have had a fall or a broken bone before");
    expect(fracture?.refs).toEqual(["med:0", "condition:0"]);
    expect(finding(code, { medications: meds, notes: "Had a fall at home in September." })?.severity).toBe("high");
  });

  it("does not read denied falls, fall risk or a fall in a lab value as a history of falls", () => {
    for (const notes of [
      "No falls in the last year.",
      "At risk of falls; uses a stick.",
      "A fall in eGFR of 10 since last year.",
      "10-year fracture risk 18%.",
      "Fell asleep in clinic.",
    ]) {
      expect(finding(code, { medications: ["Lorazepam 1 mg"], notes })?.severity, notes).toBe("moderate");
    }
  });

  it("after a fall, also lists an opioid or gabapentinoid taken alone", () => {
    const f = finding(code, { medications: ["Morphine 10 mg"], notes: "History of falls." });
    expect(f?.clinician).toContain("an opioid (morphine 10 mg)");
    expect(finding(code, { medications: ["Morphine 10 mg"] })).toBeUndefined();
  });

  it("counts three or more CNS-active medicines taken together", () => {
    const f = finding(code, { medications: ["Lorazepam 1 mg", "Zolpidem 5 mg", "Oxycodone 5 mg"] });
    expect(f?.clinician).toContain("Three CNS-active medicines are taken together");
  });
});
