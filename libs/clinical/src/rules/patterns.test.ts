import { healthDataSchema, labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { findCitableEvidence } from "../evidence/library.ts";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";

function anaemia(age: number, gender: "male" | "female", hb: string, ferritin?: string) {
  const data = healthDataSchema.parse({
    patientInfo: { age, gender },
    recentAbnormalLabs: [
      { display: "Hemoglobin", value: hb, unit: "g/dL", date: "2026-10-01" },
      ...(ferritin === undefined ? [] : [{ display: "Ferritin", value: ferritin, unit: "ng/mL", date: "2026-10-01" }]),
    ],
  });
  const { findings } = analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") });
  return findings.filter((f) => f.problem === "Anaemia");
}

describe("anaemia rules", () => {
  it("do not apply the men's cut-off to a 9-year-old boy", () => {
    expect(anaemia(9, "male", "12.5")).toEqual([]);
  });

  it.each([
    [1, "10.4", "children aged 6–23 months (10.5 g/dL)"],
    [3, "10.9", "children aged 24–59 months (11.0 g/dL)"],
    [9, "11.4", "children aged 5–11 years (11.5 g/dL)"],
    [13, "11.9", "children aged 12–14 years (12.0 g/dL)"],
  ])("use the WHO cut-off for age %i", (age, hb, text) => {
    const [finding] = anaemia(age, "male", hb);
    expect(finding?.code).toBe("anaemia");
    expect(finding?.clinician).toContain(`below the WHO cut-off for ${text}: anemia.`);
  });

  it("keep the adult cut-offs and grades from age 15", () => {
    expect(anaemia(15, "male", "12.5")[0]?.clinician).toContain("for men (13.0 g/dL): mild anemia");
    expect(anaemia(40, "female", "10.8")[0]?.clinician).toContain("for women (12.0 g/dL): moderate anemia");
  });

  it("judge no anaemia, and no iron deficiency without anaemia, in a baby under 1 year", () => {
    expect(anaemia(0, "female", "9.0", "12")).toEqual([]);
    expect(anaemia(6, "female", "12.0", "12").map((f) => f.code)).toEqual(["iron-deficiency-without-anaemia"]);
  });
});

function ehrFindings(data: unknown) {
  return analyzeEhr(healthDataSchema.parse(data), { now: new Date("2026-11-22T00:00:00Z") }).findings;
}

/** Codes of the findings for one lipid result given in mmol/L. */
function lipid(display: string, value: string) {
  return ehrFindings({
    patientInfo: { age: 45, gender: "male" },
    recentAbnormalLabs: [{ display, value, unit: "mmol/L", date: "2026-10-01" }],
  }).map((f) => f.code);
}

describe("dual-unit lipid thresholds", () => {
  it("count LDL-C 4.9 mmol/L, the SI form of 190 mg/dL, as severe hypercholesterolaemia", () => {
    expect(lipid("LDL cholesterol", "4.9")).toContain("severe-hypercholesterolaemia");
    expect(lipid("LDL cholesterol", "4.8")).not.toContain("severe-hypercholesterolaemia");
  });

  it("count triglycerides 5.6 mmol/L, the SI form of 500 mg/dL, as very high", () => {
    expect(lipid("Triglycerides", "5.6")).toContain("severe-hypertriglyceridaemia");
    expect(lipid("Triglycerides", "5.5")).not.toContain("severe-hypertriglyceridaemia");
  });
});

describe("HbA1c above target", () => {
  const diabetes = (age: number, medications: string[], labs: object[], history: string[] = []) =>
    ehrFindings({
      patientInfo: { age, gender: "female" },
      recentAbnormalLabs: [
        { display: "Hemoglobin A1c", value: "8.4", unit: "%", date: "2026-10-01", referenceRange: "4.0-5.6" },
        ...labs,
      ],
      pastMedicalHistory: ["Type 2 diabetes mellitus", ...history].map((display) => ({
        display,
        clinicalStatus: "active",
      })),
      medications: medications.map((medication) => ({ medication, status: "active" })),
    });
  const lowGlucose = { display: "Glucose", value: "54", unit: "mg/dL", date: "2026-10-02" };

  it("does not advise intensifying when glucose is low on insulin or a sulfonylurea", () => {
    const found = diabetes(68, ["Insulin glargine 20 units", "Glipizide 5 mg", "Empagliflozin 10 mg"], [lowGlucose]);
    const codes = found.map((f) => f.code);
    expect(codes).not.toContain("diabetes-above-target");
    const cautious = found.find((f) => f.code === "diabetes-above-target-hypoglycaemia-risk");
    // A US record (mg/dL): US spelling for the clinician (review 29, words-29).
    expect(cautious?.clinician).toContain("individualized");
    expect(cautious?.clinician).toContain("glucose 54 mg/dL");
    expect(`${cautious?.clinician} ${cautious?.nextSteps.join(" ")}`).not.toMatch(/SGLT2|GLP-1|intensify therapy/i);
  });

  it("asks for a less strict goal in an older patient with advanced CKD", () => {
    const found = diabetes(72, ["Metformin 500 mg"], [], ["Chronic kidney disease stage 4"]);
    const cautious = found.find((f) => f.code === "diabetes-above-target-hypoglycaemia-risk");
    expect(cautious?.patient).toContain("your age and kidney function");
    expect(found.map((f) => f.code)).not.toContain("diabetes-above-target");
  });

  it("suggests only add-on classes the patient does not already take", () => {
    const onSglt2 = diabetes(55, ["Metformin 1000 mg", "Empagliflozin 10 mg"], []).find(
      (f) => f.code === "diabetes-above-target",
    );
    expect(onSglt2?.clinician).toContain("a GLP-1 receptor agonist");
    expect(onSglt2?.clinician).not.toContain("SGLT2");
    const onBoth = diabetes(55, ["Empagliflozin 10 mg", "Semaglutide 1 mg"], []).find(
      (f) => f.code === "diabetes-above-target",
    );
    expect(onBoth?.clinician).not.toContain("Classes not yet used");
  });
});

describe("natriuretic peptide in known heart failure", () => {
  const ntProBnp = (value: string, date: string) => ({ display: "NT-proBNP", value, unit: "pg/mL", date });
  const patient = (labs: object[], history: string[]) =>
    ehrFindings({
      patientInfo: { age: 66, gender: "male" },
      recentAbnormalLabs: labs,
      pastMedicalHistory: history.map((display) => ({ display, clinicalStatus: "active" })),
    });

  it("describes a high NT-proBNP in the context of known heart failure, not as possible new heart failure", () => {
    const found = patient([ntProBnp("1500", "2026-10-01")], ["Heart failure with reduced ejection fraction"]);
    const codes = found.map((f) => f.code);
    expect(codes).not.toContain("natriuretic-peptide-elevated");
    const hf = found.find((f) => f.code === "natriuretic-peptide-known-hf");
    expect(hf?.clinician).toContain("in known heart failure");
    expect(hf?.clinician).toContain("previous values");
    expect(hf?.clinician).toContain("heart-failure team");
    expect(`${hf?.clinician} ${hf?.patient}`).not.toMatch(/makes heart failure unlikely|sign of heart failure/);
  });

  it("keeps the diagnostic wording when heart failure is not known", () => {
    const found = patient([ntProBnp("1500", "2026-10-01")], []);
    expect(found.find((f) => f.code === "natriuretic-peptide-elevated")?.patient).toContain("sign of heart failure");
    expect(found.map((f) => f.code)).not.toContain("natriuretic-peptide-known-hf");
  });

  it("does not grade a rising NT-proBNP in known heart failure as low priority", () => {
    const found = patient(
      [ntProBnp("300", "2026-04-01"), ntProBnp("450", "2026-07-01"), ntProBnp("700", "2026-10-01")],
      ["Chronic heart failure"],
    );
    const hf = found.find((f) => f.code === "natriuretic-peptide-known-hf");
    expect(hf?.severity).toBe("moderate");
    expect(hf?.clinician).toContain("rising from 300 pg/mL (2026-04-01)");
    expect(hf?.patient).toContain("gone up");
  });
});

function ironDeficiency(medications: [string, string][], conditions: string[] = []) {
  return ehrFindings({
    patientInfo: { age: 66, gender: "female" },
    recentAbnormalLabs: [
      { display: "Hemoglobin", value: "10.2", unit: "g/dL", date: "2026-10-01" },
      { display: "Ferritin", value: "9", unit: "ng/mL", date: "2026-10-01" },
    ],
    medications: medications.map(([medication, status]) => ({ medication, status })),
    pastMedicalHistory: conditions.map((display) => ({ display, clinicalStatus: "active" })),
  }).find((f) => f.code === "iron-deficiency-anaemia");
}

describe("iron-deficiency-anaemia with medicines that raise bleeding risk", () => {
  // The source added for the medicine, if one fits a patient without atrial fibrillation.
  it.each([
    ["an NSAID", "Naproxen 500 mg", "acc-aha-2019-primary-prevention"],
    ["aspirin", "Aspirin 81 mg", "acc-aha-2019-primary-prevention"],
    ["an antiplatelet", "Ticagrelor 90 mg", undefined],
    ["clopidogrel", "Clopidogrel 75 mg", undefined],
    ["a direct anticoagulant", "Apixaban 5 mg", undefined],
    ["warfarin", "Warfarin 5 mg", "warfarin-label"],
  ])("names %s the patient takes as a possible contributor to blood loss", (_, med, added) => {
    const found = ironDeficiency([[med, "active"]]);
    expect(found?.clinician).toContain(med.toLowerCase());
    expect(found?.clinician).toMatch(/possible contributor to blood loss/);
    expect(found?.patient).toMatch(/do not stop/i);
    expect(found?.refs.length).toBe(3);
    expect(found?.evidenceIds).toEqual(
      ["who-2020-ferritin", "who-2024-hb-cutoffs", "aga-2020-ida", added].filter((id) => id !== undefined),
    );
    for (const id of found?.evidenceIds ?? []) expect(findCitableEvidence(id), id).toBeDefined();
  });

  it("cites the atrial fibrillation guideline for an anticoagulant or antiplatelet only in atrial fibrillation", () => {
    for (const med of ["Apixaban 5 mg", "Ticagrelor 90 mg", "Warfarin 5 mg"]) {
      expect(ironDeficiency([[med, "active"]])?.evidenceIds, med).not.toContain("acc-aha-2023-af");
      expect(ironDeficiency([[med, "active"]], ["Atrial fibrillation"])?.evidenceIds, med).toContain("acc-aha-2023-af");
    }
  });

  it("does not name a stopped bleeding-risk medicine", () => {
    const found = ironDeficiency([
      ["Ibuprofen 400 mg", "stopped"],
      ["Warfarin 5 mg", "completed"],
      ["Metformin 500 mg", "active"],
    ]);
    expect(found).toBeDefined();
    expect(found?.clinician).not.toMatch(/ibuprofen|warfarin|contributor/i);
    expect(found?.patient).not.toMatch(/ibuprofen|warfarin/i);
    expect(found?.evidenceIds).toEqual(["who-2020-ferritin", "who-2024-hb-cutoffs", "aga-2020-ida"]);
  });

  it("names only the current one when one bleeding-risk medicine is stopped and another is taken", () => {
    const found = ironDeficiency([
      ["Ibuprofen 400 mg", "stopped"],
      ["Aspirin 81 mg", "active"],
    ]);
    expect(found?.clinician).toContain("aspirin 81 mg");
    expect(found?.clinician).not.toMatch(/ibuprofen/i);
  });
});

function liverPattern(alt: string, alp: string) {
  return ehrFindings({
    patientInfo: { age: 50, gender: "male" },
    recentAbnormalLabs: [
      { display: "ALT", value: alt, unit: "U/L", referenceRange: "7-40", date: "2026-10-01" },
      { display: "Alkaline phosphatase", value: alp, unit: "U/L", referenceRange: "40-130", date: "2026-10-01" },
    ],
  }).find((f) => f.code === "liver-injury-pattern");
}

describe("liver-injury-pattern next steps", () => {
  it("give hepatocellular next steps for a hepatocellular pattern, without the cholestatic work-up", () => {
    const found = liverPattern("400", "110");
    expect(found?.clinician).toContain("hepatocellular pattern");
    const steps = found?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/viral hepatitis/i);
    expect(steps).toMatch(/alcohol/i);
    expect(steps).toMatch(/medicines/i);
    expect(steps).toMatch(/fatty liver/i);
    expect(steps).not.toMatch(/GGT|ultrasound|cholangitis/i);
  });

  it("give cholestatic next steps for a cholestatic pattern, without the hepatocellular work-up", () => {
    const found = liverPattern("50", "520");
    expect(found?.clinician).toContain("cholestatic pattern");
    const steps = found?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/GGT/);
    expect(steps).toMatch(/ultrasound/i);
    expect(steps).not.toMatch(/viral hepatitis|fatty liver/i);
  });

  it("give both work-ups for a mixed pattern", () => {
    const found = liverPattern("200", "260");
    expect(found?.clinician).toContain("mixed pattern");
    const steps = found?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/viral hepatitis/i);
    expect(steps).toMatch(/GGT/);
    expect(steps).toMatch(/ultrasound/i);
  });
});

describe("cholestatic pattern and GGT", () => {
  function cholestatic(ggt?: string) {
    return ehrFindings({
      patientInfo: { age: 58, gender: "female" },
      recentAbnormalLabs: [
        { display: "ALT", value: "50", unit: "U/L", referenceRange: "7-40", date: "2026-10-01" },
        { display: "Alkaline phosphatase", value: "520", unit: "U/L", referenceRange: "40-130", date: "2026-10-01" },
        ...(ggt === undefined
          ? []
          : [{ display: "GGT", value: ggt, unit: "U/L", referenceRange: "9-48", date: "2026-10-01" }]),
      ],
    }).find((f) => f.code === "liver-injury-pattern");
  }

  it("does not advise checking GGT when a raised GGT is already in the results; says it supports a liver source", () => {
    const steps = cholestatic("612")?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/check GGT/i);
    expect(steps).toMatch(/raised GGT supports a liver source/i);
    expect(steps).toMatch(/ultrasound/i);
  });

  it("says a normal GGT argues against a liver source", () => {
    const steps = cholestatic("30")?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/check GGT/i);
    expect(steps).toMatch(/normal GGT argues against a liver source/i);
  });

  it("still advises checking GGT when none is in the results", () => {
    expect(cholestatic()?.nextSteps.join(" ")).toMatch(/check GGT/i);
  });
});

describe("raised bilirubin patient text", () => {
  it("does not offer Gilbert syndrome when the direct (conjugated) bilirubin is raised", () => {
    const findings = ehrFindings({
      patientInfo: { age: 58, gender: "female" },
      recentAbnormalLabs: [
        { display: "Bilirubin, total", value: "4.1", unit: "mg/dL", referenceRange: "0.1-1.2", date: "2026-11-17" },
        { display: "Bilirubin, direct", value: "3.2", unit: "mg/dL", referenceRange: "0.0-0.3", date: "2026-11-17" },
      ],
    });
    expect(findings.some((f) => f.code === "lab-high")).toBe(true);
    for (const f of findings) {
      expect(f.patient).not.toMatch(/gilbert/i);
      expect(f.clinician).not.toMatch(/gilbert/i);
    }
  });
});

/** Anaemia findings of a woman of 29 with the given pregnancy data (a condition, or free text). */
function pregnantAnaemia(hb: string, extra: Record<string, unknown>, ferritin?: string) {
  return ehrFindings({
    patientInfo: { age: 29, gender: "female" },
    recentAbnormalLabs: [
      { display: "Hemoglobin", value: hb, unit: "g/dL", date: "2026-11-10" },
      ...(ferritin === undefined ? [] : [{ display: "Ferritin", value: ferritin, unit: "ng/mL", date: "2026-11-10" }]),
    ],
    ...extra,
  }).filter((f) => f.problem === "Anaemia");
}

const pregnancyCondition = (display: string) => ({
  pastMedicalHistory: [{ display, clinicalStatus: "active", code: "Z34.02" }],
});

describe("anaemia in pregnancy", () => {
  it("uses the WHO first-trimester cut-off (11.0 g/dL), not the non-pregnant women's 12.0, at 11 weeks", () => {
    const [finding] = pregnantAnaemia("10.7", {
      ...pregnancyCondition("Pregnancy"),
      additionalContext: "11 weeks pregnant, first pregnancy",
    });
    expect(finding?.code).toBe("anaemia");
    expect(finding?.clinician).toContain(
      "below the WHO cut-off for pregnancy in the first trimester, at 11 weeks (11.0 g/dL)",
    );
    expect(finding?.clinician).not.toMatch(/12\.0 g\/dL|for women|moderate ana?emia/);
    expect(finding?.clinician).toContain("non-pregnant severity grades do not apply");
  });

  it("uses the second-trimester cut-off (10.5 g/dL) read from the condition name, so 10.7 g/dL at 26 weeks is not anaemia", () => {
    expect(pregnantAnaemia("10.7", pregnancyCondition("Pregnancy, 26 weeks gestation"))).toEqual([]);
    const [finding] = pregnantAnaemia("9.4", pregnancyCondition("Pregnancy, 26 weeks gestation"));
    expect(finding?.clinician).toContain("pregnancy in the second trimester, at 26 weeks (10.5 g/dL)");
  });

  it("uses the third-trimester cut-off (11.0 g/dL) at 32 weeks", () => {
    const [finding] = pregnantAnaemia("10.8", pregnancyCondition("Pregnancy, 32 weeks"));
    expect(finding?.clinician).toContain("pregnancy in the third trimester, at 32 weeks (11.0 g/dL)");
  });

  it("reads pregnancy and its gestational age from free text alone (G2P1 at 26+2 weeks)", () => {
    expect(pregnantAnaemia("10.7", { additionalContext: "G2P1 at 26+2 weeks. Tired." })).toEqual([]);
    expect(pregnantAnaemia("10.7", { additionalContext: "Tired for 3 weeks." })[0]?.clinician).toContain(
      "for women (12.0 g/dL)",
    );
  });

  it("uses 11.0 g/dL without a gestational age and says the cut-off depends on the trimester", () => {
    const [finding] = pregnantAnaemia("10.8", pregnancyCondition("Pregnancy"));
    expect(finding?.clinician).toContain("below the WHO cut-off for pregnancy (11.0 g/dL)");
    expect(finding?.clinician).toContain("depends on the trimester");
    expect(finding?.clinician).toContain("10.5 g/dL in the second");
  });

  it("does not advise a search for a source of iron loss or endoscopy for iron-deficiency anaemia in pregnancy", () => {
    const ida = pregnantAnaemia("9.4", pregnancyCondition("Pregnancy, 26 weeks gestation"), "7").find(
      (f) => f.code === "iron-deficiency-anaemia",
    );
    expect(ida).toBeDefined();
    const text = `${ida?.clinician} ${ida?.patient} ${ida?.nextSteps.join(" ")}`;
    expect(text).not.toMatch(/endoscopy|source of iron loss|postmenopausal|why the iron is low/i);
    expect(ida?.clinician).toContain("leading cause of anemia");
    // Oral iron and a recheck replaced the deferral to the care team (review 12, pregnancy 11); this
    // record is in US units, so it is read with ACOG, not the UK's BSH 2020 (review 25).
    expect(ida?.nextSteps.join(" ")).toContain("Start oral iron");
    expect(ida?.evidenceIds).toContain("uspstf-2024-ida-pregnancy");
    expect(ida?.evidenceIds).toContain("acog-pb233-anemia-pregnancy");
    for (const id of ida?.evidenceIds ?? []) expect(findCitableEvidence(id), id).toBeDefined();
  });

  it("keeps the non-pregnant cut-off and work-up when the pregnancy is over or denied", () => {
    const past = pregnantAnaemia("10.8", {
      pastMedicalHistory: [{ display: "Pregnancy", clinicalStatus: "resolved" }],
      additionalContext: "Not pregnant.",
    });
    expect(past[0]?.clinician).toContain("for women (12.0 g/dL): moderate anemia");
  });
});

/** Lab-results input like review case 09: cholestatic liver tests with a raised direct bilirubin. */
function jaundiceCase(opts: { age: string; notes?: string; medications?: object[]; direct?: boolean; alt?: string }) {
  const labs = [
    { name: "Alkaline phosphatase", value: "486", unit: "U/L", referenceRange: "44-147", date: "2026-11-17" },
    { name: "GGT", value: "612", unit: "U/L", referenceRange: "9-48", date: "2026-11-17" },
    { name: "Bilirubin, total", value: "4.1", unit: "mg/dL", referenceRange: "0.1-1.2", date: "2026-11-17" },
    ...(opts.direct === false
      ? []
      : [{ name: "Bilirubin, direct", value: "3.2", unit: "mg/dL", referenceRange: "0.0-0.3", date: "2026-11-17" }]),
    { name: "ALT", value: opts.alt ?? "98", unit: "U/L", referenceRange: "7-35", date: "2026-11-17" },
  ].map((l) => labTestSchema.parse(l));
  const context = patientContextSchema.parse({
    age: opts.age,
    gender: "female",
    medications: opts.medications ?? [],
    ...(opts.notes === undefined ? {} : { clinicalNotes: opts.notes }),
  });
  return analyzeLabResults(labs, context, { now: new Date("2026-11-22T00:00:00Z") });
}

describe("jaundice that may be cancer (NICE NG12)", () => {
  const notes =
    "Itching and dark urine for 1 week, pale stools. Finished a 10-day course of co-amoxiclav for sinusitis 3 weeks ago. Weight loss 4 kg over 2 months.";

  it("gives a high-priority finding for a raised conjugated bilirubin at 40 or over: urgent imaging and a suspected cancer pathway referral", () => {
    const { findings } = jaundiceCase({ age: "58", notes });
    const found = findings.find((f) => f.code === "jaundice-suspected-cancer");
    expect(found?.severity).toBe("high");
    expect(found?.clinician).toMatch(/ultrasound|CT/);
    // The record is in US units: prompt gastroenterology referral, not NG12's pathway (review 31, nations-31).
    expect(found?.clinician).toMatch(/refer promptly to gastroenterology/i);
    expect(found?.clinician).toMatch(/pancreatic and bile duct cancer/i);
    expect(found?.clinician).toMatch(/weight loss/i);
    expect(found?.clinician).toMatch(/pale stools/i);
    expect(found?.evidenceIds).toContain("acg-2017-liver-chemistries");
    for (const id of found?.evidenceIds ?? []) expect(findCitableEvidence(id), id).toBeDefined();
  });

  it("no longer tells the patient that none of the results needs urgent care", () => {
    const { result } = jaundiceCase({ age: "58", notes });
    expect(result.patientResponse).not.toMatch(/None of these results needs emergency care/);
    expect(result.patientResponse).toMatch(/urgent/i);
  });

  it("needs a raised conjugated bilirubin or stated jaundice: a cholestatic pattern with an unfractionated bilirubin asks for the fraction", () => {
    const { findings } = jaundiceCase({ age: "62", direct: false });
    expect(findings.some((f) => f.code === "jaundice-suspected-cancer")).toBe(false);
    const pattern = findings.find((f) => f.code === "liver-injury-pattern");
    expect(pattern?.clinician).toContain("cholestatic pattern");
    expect(pattern?.nextSteps.join(" ")).toMatch(/Fractionate the raised total bilirubin/);
    const stated = jaundiceCase({ age: "62", direct: false, notes: "Jaundiced for 2 weeks." }).findings;
    const found = stated.find((f) => f.code === "jaundice-suspected-cancer");
    expect(found?.severity).toBe("high");
    expect(found?.nextSteps.join(" ")).toMatch(/Fractionate/);
    const denied = jaundiceCase({ age: "62", direct: false, notes: "Well. Not jaundiced." }).findings;
    expect(denied.some((f) => f.code === "jaundice-suspected-cancer")).toBe(false);
  });

  it("does not fire on a raised total bilirubin with a hepatocellular pattern and no direct bilirubin", () => {
    const { findings } = jaundiceCase({ age: "62", direct: false, alt: "900" });
    expect(findings.some((f) => f.code === "jaundice-suspected-cancer")).toBe(false);
  });

  it("does not apply the aged-40-and-over referral to a 38-year-old", () => {
    const { findings } = jaundiceCase({ age: "38", notes });
    expect(findings.some((f) => f.code === "jaundice-suspected-cancer")).toBe(false);
  });

  it("asks to consider drug-induced liver injury when co-amoxiclav is listed or recently stopped, citing LiverTox", () => {
    const listed = jaundiceCase({
      age: "58",
      medications: [{ name: "Amoxicillin-clavulanate", dosage: "875/125 mg", frequency: "twice daily" }],
    }).findings.find((f) => f.code === "jaundice-suspected-cancer");
    expect(listed?.clinician).toMatch(/drug-induced liver injury/i);
    expect(listed?.clinician).toContain("Amoxicillin-clavulanate");
    expect(listed?.evidenceIds).toContain("livertox-amoxicillin-clavulanate");
    const inNotes = jaundiceCase({ age: "58", notes }).findings.find((f) => f.code === "jaundice-suspected-cancer");
    expect(inNotes?.clinician).toMatch(/drug-induced liver injury/i);
    const none = jaundiceCase({ age: "58", notes: "Pale stools." }).findings.find(
      (f) => f.code === "jaundice-suspected-cancer",
    );
    expect(none?.clinician).not.toMatch(/drug-induced/i);
    expect(none?.evidenceIds).not.toContain("livertox-amoxicillin-clavulanate");
  });
});

/** Lab-results input like review case 10: SI units, raised calcium, anaemia, low eGFR, raised total protein. */
function myelomaCase(age: string, calcium: string, notes = "Back pain for 2 months, fatigue.") {
  const labs = [
    { name: "Ca (total)", value: calcium, unit: "mmol/L", referenceRange: "2.15-2.55", date: "2026-11-16" },
    { name: "Hgb", value: "104", unit: "g/l", referenceRange: "120-160", date: "2026-11-16" },
    { name: "Total protein", value: "92", unit: "g/L", referenceRange: "60-80", date: "2026-11-16" },
    { name: "eGFR", value: "34", unit: "ml/min/1,73m²", referenceRange: ">60", date: "2026-11-16" },
  ].map((l) => labTestSchema.parse(l));
  const context = patientContextSchema.parse({ age, gender: "female", clinicalNotes: notes });
  return analyzeLabResults(labs, context, { now: new Date("2026-11-22T00:00:00Z") }).findings;
}

describe("possible myeloma (NICE NG12)", () => {
  it("advises very urgent protein electrophoresis and a Bence-Jones urine test at 60 or over with a calcium above the lab's limit", () => {
    const found = myelomaCase("71", "2.78").find((f) => f.code === "myeloma-investigations");
    expect(found?.severity).toBe("high");
    expect(found?.clinician).toMatch(/protein electrophoresis/i);
    expect(found?.clinician).toMatch(/Bence-Jones/);
    expect(found?.clinician).toMatch(/48 hours/);
    expect(found?.clinician).toMatch(/back pain/i);
    expect(found?.clinician).toMatch(/anaemia/i);
    expect(found?.evidenceIds).toContain("nice-ng12-suspected-cancer");
  });

  it("uses the lab's upper limit, so a calcium of 2.60 mmol/L (limit 2.55) counts", () => {
    expect(myelomaCase("71", "2.60").some((f) => f.code === "myeloma-investigations")).toBe(true);
  });

  it("does not apply the aged-60-and-over advice at 55", () => {
    expect(myelomaCase("55", "2.78").some((f) => f.code === "myeloma-investigations")).toBe(false);
  });

  it("does not fire on raised total protein with anaemia and low eGFR when calcium is normal (not an NG12 trigger as verified)", () => {
    expect(myelomaCase("71", "2.40").some((f) => f.code === "myeloma-investigations")).toBe(false);
  });
});

describe("familial hypercholesterolaemia with tendon xanthomata (Simon Broome, NICE CG71; ESC/EAS 2019)", () => {
  function fh(ldl: string, context: string, extraLabs: object[] = []) {
    return ehrFindings({
      patientInfo: { age: 38, gender: "male" },
      recentAbnormalLabs: [
        { display: "LDL-C (calculated)", value: ldl, unit: "mmol/L", date: "2026-10-12" },
        ...extraLabs,
      ],
      familyHistory: [{ relationship: "Father", condition: "Myocardial infarction", onsetAge: "46" }],
      additionalContext: context,
    });
  }
  const XANTHOMATA = "Thickened Achilles tendons bilaterally on examination (tendon xanthomata). Corneal arcus.";

  it("calls definite FH, with referral and a high-intensity statin, when tendon xanthomata are stated", () => {
    const findings = fh("6.4", XANTHOMATA);
    const definite = findings.find((f) => f.code === "familial-hypercholesterolaemia-definite");
    expect(definite?.clinician).toMatch(
      /LDL-C 6\.4 mmol\/L[^:]*tendon xanthomata[^:]*: this meets the Simon Broome criteria/,
    );
    expect(definite?.nextSteps.join(" ")).toMatch(/FH specialist \(lipid\) service/);
    expect(definite?.nextSteps.join(" ")).toMatch(/high-intensity statin[^.]*at least a 50% fall in LDL-C/);
    expect(definite?.evidenceIds).toEqual(["nice-cg71-fh", "esc-eas-2019-dyslipidaemias"]);
    expect(findings.map((f) => f.code)).not.toContain("familial-hypercholesterolaemia-suspected");
    // The definite-FH finding carries the LDL-C: no second "very high LDL" point (review 18, everyday-sweep).
    expect(findings.map((f) => f.code)).not.toContain("severe-hypercholesterolaemia");
  });

  it("counts total cholesterol above 7.5 mmol/L as the lipid criterion too", () => {
    const tc = { display: "Total cholesterol", value: "8.9", unit: "mmol/L", date: "2026-10-12" };
    const definite = fh("4.6", XANTHOMATA, [tc]).find((f) => f.code === "familial-hypercholesterolaemia-definite");
    expect(definite?.clinician).toMatch(/^total cholesterol 8\.9 mmol\/L/);
  });

  it.each([
    ["no xanthoma in the notes", "Corneal arcus. Non-smoker."],
    ["denied xanthomata", "No tendon xanthomata. Corneal arcus."],
    ["xanthelasma only", "Xanthelasma around both eyes."],
    ["eruptive xanthomas", "Eruptive xanthomas on the buttocks."],
  ])("does not call definite FH with %s", (_label, context) => {
    const codes = fh("6.4", context).map((f) => f.code);
    expect(codes).not.toContain("familial-hypercholesterolaemia-definite");
    expect(codes).toContain("familial-hypercholesterolaemia-suspected");
  });

  it("does not call definite FH when neither lipid is above the Simon Broome level", () => {
    const codes = fh("4.9", XANTHOMATA, [
      { display: "Total cholesterol", value: "7.5", unit: "mmol/L", date: "2026-10-12" },
    ]).map((f) => f.code);
    expect(codes).not.toContain("familial-hypercholesterolaemia-definite");
  });
});

describe("LDL above goal with vascular disease and an SLCO1B1 result", () => {
  function ldlGoal(geneticData: object[]) {
    return ehrFindings({
      patientInfo: { age: 61, gender: "male" },
      recentAbnormalLabs: [{ display: "LDL cholesterol", value: "2.6", unit: "mmol/L", date: "2026-10-15" }],
      pastMedicalHistory: [{ display: "Coronary artery disease", clinicalStatus: "active", onsetDate: "2026-07-20" }],
      medications: [{ medication: "Simvastatin 40 mg", status: "active" }],
      geneticData,
    }).find((f) => f.code === "ldl-above-goal-ascvd");
  }

  it("asks for a statin and dose that suit a reduced-function SLCO1B1 result instead of maximising intensity", () => {
    const found = ldlGoal([
      { geneCode: "10599", geneDisplay: "SLCO1B1", interpretation: "Poor function", value: "*5/*5" },
    ]);
    expect(found?.nextSteps.join(" ")).toMatch(/statin and dose that suit the SLCO1B1 result/);
    expect(found?.nextSteps.join(" ")).not.toMatch(/Maximise statin intensity/);
    expect(found?.evidenceIds).toContain("cpic-statins-2022");
  });

  it("keeps the usual statin intensification without a reduced-function SLCO1B1 result", () => {
    for (const genes of [
      [],
      [{ geneCode: "10599", geneDisplay: "SLCO1B1", interpretation: "Normal function", value: "*1/*1" }],
    ]) {
      const found = ldlGoal(genes);
      // Worded by the statin taken (statin-intensity.ts, review 12 cardiometabolic case 02).
      expect(found?.nextSteps.join(" ")).toMatch(/Increase to a high-intensity statin at the highest tolerated dose/);
      expect(found?.evidenceIds).not.toContain("cpic-statins-2022");
    }
  });
});
