import { healthDataSchema, labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";

function findings(age: number, bp: string, bmi?: string) {
  const data = healthDataSchema.parse({
    patientInfo: { age, gender: "female" },
    vitalSigns: [
      { display: "Blood pressure", value: bp, unit: "mm[Hg]", date: "2026-10-01" },
      ...(bmi === undefined ? [] : [{ display: "BMI", value: bmi, unit: "kg/m2", date: "2026-10-01" }]),
    ],
  });
  return analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") }).findings;
}

describe("blood pressure rules", () => {
  it("give a child under 13 no adult category, only a prompt to use the percentile tables", () => {
    const found = findings(9, "130.21/85.43", "12.96");
    expect(found.map((f) => f.code).filter((c) => c.startsWith("bp-"))).toEqual(["bp-child-percentiles"]);
    const child = found.find((f) => f.code === "bp-child-percentiles");
    expect(child?.clinician).toContain("percentiles for age, sex and height");
    expect(child?.evidenceIds).toEqual(["aap-2017-pediatric-hbp"]);
    // AAP 2017 puts 130/80 or more in stage 1 at least at any height (review 17, paediatrics).
    expect(child?.clinician).toContain("at least in the stage 1 hypertension range");
    expect(`${child?.clinician} ${child?.patient}`).not.toMatch(/weight loss|losing/i);
  });

  it("say nothing about a child's reading below the adult elevated range", () => {
    expect(findings(9, "104/66").some((f) => f.code.startsWith("bp-"))).toBe(false);
  });

  it("mark a very high reading in a child as needing same-day assessment", () => {
    const child = findings(9, "185/122").find((f) => f.code === "bp-child-percentiles");
    expect(child?.severity).toBe("high");
    expect(child?.clinician).toContain("same-day");
  });

  it("use adult categories from age 13", () => {
    expect(findings(13, "134/84").map((f) => f.code)).toContain("bp-stage-1");
  });

  it("advise weight loss in stage 1 only when the BMI is 25 or more", () => {
    const patient = (bmi?: string) => findings(49, "134/84", bmi).find((f) => f.code === "bp-stage-1")?.patient;
    expect(patient("31")).toContain("losing some weight");
    expect(patient("17.5")).not.toContain("weight");
    expect(patient()).not.toContain("weight");
  });
});

describe("family-breast-ovarian-cancer", () => {
  const familyFinding = (gender?: "male" | "female") => {
    const data = healthDataSchema.parse({
      patientInfo: gender === undefined ? { age: 57 } : { age: 57, gender },
      familyHistory: [
        { relationship: "sister", condition: "Breast cancer", onsetAge: "41" },
        { relationship: "mother", condition: "Ovarian cancer", onsetAge: "58" },
      ],
    });
    const { findings } = analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") });
    return findings.find((f) => f.code === "family-breast-ovarian-cancer");
  };

  it("advises a man about genetic counselling but not breast screening", () => {
    const man = familyFinding("male");
    expect(man?.clinician).toContain("Genetic counselling");
    expect(man?.clinician).toContain("prostate screening");
    expect(man?.clinician).not.toContain("breast screening is then planned");
    expect(man?.nextSteps.join(" ")).not.toMatch(/breast screening/i);
  });

  it("keeps risk-based breast screening for a woman, and makes it conditional when sex is unknown", () => {
    expect(familyFinding("female")?.clinician).toContain("breast screening is then planned by the assessed risk");
    expect(familyFinding()?.clinician).toContain("if the patient is female, breast screening");
  });
});

const NOW = { now: new Date("2026-11-22T00:00:00Z") };

function run(input: Record<string, unknown>) {
  return analyzeEhr(healthDataSchema.parse(input), NOW).findings;
}

describe("lung-cancer screening CTs", () => {
  const screening = (description: string, findings: string) =>
    run({
      patientInfo: { age: 64, gender: "male" },
      imagingStudies: [{ type: "CT chest", description, date: "2026-09-01", findings }],
    });

  it("give a Lung-RADS screening CT no Fleischner advice, and point to its Lung-RADS category", () => {
    const found = screening(
      "Low-dose CT for lung cancer screening",
      "6 mm solid nodule right upper lobe. Lung-RADS 2.",
    );
    expect(found.map((f) => f.code)).not.toContain("pulmonary-nodule-follow-up");
    const lung = found.find((f) => f.code === "lung-screening-ct-result");
    expect(lung?.clinician).toContain("Lung-RADS category 2");
    expect(lung?.clinician).toContain("6 mm nodule");
    expect(lung?.clinician).toContain("follows the screening programme's Lung-RADS category");
    expect(lung?.clinician).toContain("negative screen");
    expect(lung?.evidenceIds).toEqual(["acr-lung-rads-v2022"]);
    expect(found.flatMap((f) => f.evidenceIds)).not.toContain("fleischner-2017");
  });

  it("read the short form LR 4A as a positive screen of high severity", () => {
    const lung = screening("CT chest", "Part-solid nodule 9 mm, LR 4A.").find(
      (f) => f.code === "lung-screening-ct-result",
    );
    expect(lung?.clinician).toContain("Lung-RADS category 4A");
    expect(lung?.clinician).toContain("positive screen");
    expect(lung?.severity).toBe("high");
  });

  it("treat a low-dose screening CT without a category as screening and ask for the category", () => {
    const found = screening("LDCT lung screening", "8 mm nodule in the left lower lobe.");
    expect(found.map((f) => f.code)).not.toContain("pulmonary-nodule-follow-up");
    expect(found.find((f) => f.code === "lung-screening-ct-result")?.clinician).toContain("no category was found");
  });

  it("do not re-advise screening eligibility to someone already in a screening programme", () => {
    const found = run({
      patientInfo: { age: 64, gender: "male" },
      additionalContext: "Current smoker, 40 pack-years.",
      imagingStudies: [{ type: "CT chest", description: "Lung cancer screening LDCT", findings: "Lung-RADS 1." }],
    });
    expect(found.map((f) => f.code)).toContain("lung-screening-ct-result");
    expect(found.map((f) => f.code)).not.toContain("lung-cancer-screening-due");
  });

  it("keep Fleischner advice for an incidental nodule on a diagnostic CT", () => {
    const found = screening("CT chest with contrast for cough", "7 mm solid nodule. Consider lung cancer screening.");
    expect(found.map((f) => f.code)).toContain("pulmonary-nodule-follow-up");
    expect(found.map((f) => f.code)).not.toContain("lung-screening-ct-result");
  });
});

describe("abdominal aortic aneurysm", () => {
  const aaa = (gender: "male" | "female", extra: Record<string, unknown>) =>
    run({ patientInfo: { age: 70, gender }, additionalContext: "Former smoker, 30 pack-years.", ...extra });

  it("report an aneurysm described on imaging, with its diameter and a surveillance plan", () => {
    const found = aaa("male", {
      imagingStudies: [
        {
          type: "CT abdomen",
          description: "CT abdomen and pelvis",
          findings: "Infrarenal abdominal aortic aneurysm measuring 4.8 cm.",
        },
      ],
    });
    const f = found.find((x) => x.code === "aaa-known");
    expect(f?.clinician).toContain("maximum diameter 4.8 cm");
    // UK 3-monthly for 4.5-5.4 cm first, the US yearly interval labelled (review 13, overcall case 15).
    expect(f?.clinician).toContain("every 3 months at 4.5-5.4 cm in the UK");
    expect(f?.clinician).toContain("every 12 months at 4.0-4.9 cm in US guidance");
    expect(f?.severity).toBe("moderate");
    expect(f?.evidenceIds).toEqual(["svs-2018-aaa", "nhs-aaa-screening-pathway"]);
    expect(found.map((x) => x.code)).not.toContain("aaa-screening-due");
  });

  it("advise prompt vascular surgery referral for a man's aneurysm of 5.5 cm or more", () => {
    const f = aaa("male", {
      imagingStudies: [{ type: "Ultrasound", description: "Aorta ultrasound", findings: "AAA 5.9 cm." }],
    }).find((x) => x.code === "aaa-known");
    expect(f?.clinician).toContain("5.9 cm");
    expect(f?.clinician).toContain("refer promptly to vascular surgery");
    expect(f?.severity).toBe("high");
  });

  it("read a diameter in millimetres as centimetres", () => {
    const f = aaa("male", {
      imagingStudies: [{ type: "CT", description: "CT abdomen", findings: "Aortic aneurysm 52 mm." }],
    }).find((x) => x.code === "aaa-known");
    expect(f?.clinician).toContain("5.2 cm");
    expect(f?.clinician).not.toContain("refer promptly");
  });

  it("report an aneurysm listed as a condition and give no screening advice to someone who has one", () => {
    const found = aaa("male", {
      pastMedicalHistory: [{ display: "Abdominal aortic aneurysm", clinicalStatus: "active", code: "I71.4" }],
    });
    expect(found.find((x) => x.code === "aaa-known")?.clinician).toContain("obtain the maximum diameter");
    expect(found.map((x) => x.code)).not.toContain("aaa-screening-due");
  });

  it("refer a woman's aneurysm of 5.0 cm promptly, and read 'no change in' as a known aneurysm", () => {
    const woman = aaa("female", {
      imagingStudies: [{ type: "CT", description: "CT abdomen", findings: "Abdominal aortic aneurysm 5.1 cm." }],
    }).find((x) => x.code === "aaa-known");
    expect(woman?.clinician).toContain("prompt vascular surgical review");
    expect(woman?.severity).toBe("high");
    const stable = aaa("male", {
      imagingStudies: [
        {
          type: "US",
          description: "Aorta US",
          findings: "No change in the infrarenal abdominal aortic aneurysm, now 3.6 cm.",
        },
      ],
    }).find((x) => x.code === "aaa-known");
    expect(stable?.clinician).toContain("about every 3 years");
  });

  it("still offer screening when a report says there is no aneurysm, or the aneurysm is thoracic", () => {
    expect(aaa("male", {}).map((x) => x.code)).toContain("aaa-screening-due");
    const thoracic = aaa("male", {
      pastMedicalHistory: [{ display: "Ascending aortic aneurysm 4.6 cm", clinicalStatus: "active" }],
    });
    expect(thoracic.map((x) => x.code)).not.toContain("aaa-known");
    const screened = aaa("male", {
      imagingStudies: [
        { type: "US", description: "AAA screening", findings: "Abdominal aorta 2.1 cm, normal calibre." },
      ],
    });
    expect(screened.map((x) => x.code)).not.toContain("aaa-known");
    const none = aaa("female", {
      imagingStudies: [{ type: "CT", description: "CT abdomen", findings: "No abdominal aortic aneurysm." }],
    });
    expect(none.map((x) => x.code)).not.toContain("aaa-known");
  });
});

describe("smoking-cessation", () => {
  const smoking = (input: Record<string, unknown>) =>
    run({ patientInfo: { age: 52, gender: "female" }, ...input }).find((f) => f.code === "smoking-cessation");

  it("advises a current smoker to stop, with counselling and medication", () => {
    for (const context of [
      "Current smoker, 25 pack-years.",
      "Smokes 10 cigarettes a day.",
      "Smoking status: Every day smoker.",
    ]) {
      const f = smoking({ additionalContext: context });
      expect(f?.clinician, context).toContain("advise stopping");
      expect(f?.clinician, context).toContain("behavioural counselling and licensed stop-smoking medication");
      expect(f?.evidenceIds).toEqual(["uspstf-2021-tobacco-cessation"]);
    }
    const disorder = smoking({ pastMedicalHistory: [{ display: "Tobacco use disorder", clinicalStatus: "active" }] });
    expect(disorder?.clinician).toContain("Tobacco use disorder");
  });

  it("says nothing to former or never smokers, or about a resolved tobacco problem", () => {
    for (const context of ["Former smoker, quit 2010.", "Never smoker.", "Ex-smoker.", "Non-smoker."])
      expect(smoking({ additionalContext: context }), context).toBeUndefined();
    expect(
      smoking({ pastMedicalHistory: [{ display: "Tobacco use disorder", clinicalStatus: "resolved" }] }),
    ).toBeUndefined();
  });

  it("says nothing when the notes deny smoking or someone else smokes", () => {
    for (const context of [
      "Not a smoker.",
      "She is not currently smoking.",
      "Does not smoke or drink.",
      "Her father smokes 20 cigarettes a day.",
      "Lives with a partner who smokes.",
    ])
      expect(smoking({ additionalContext: context }), context).toBeUndefined();
    expect(smoking({ additionalContext: "Smokes 10 cigarettes a day. Father had an MI at 50." })).toBeDefined();
  });

  it("keeps a smoker who is trying to quit, and advises counselling without medication in pregnancy", () => {
    expect(smoking({ additionalContext: "Current smoker, trying to quit." })).toBeDefined();
    const pregnant = smoking({
      additionalContext: "Smokes 5 cigarettes a day.",
      pastMedicalHistory: [{ display: "Pregnancy", clinicalStatus: "active" }],
    });
    expect(pregnant?.clinician).toContain("offer behavioural counselling");
    expect(pregnant?.clinician).not.toContain("varenicline");
  });
});

describe("lung-screening-ct-result follow-up by Lung-RADS category", () => {
  const lung = (findings: string, conclusion?: string) =>
    run({
      patientInfo: { age: 63, gender: "female" },
      imagingStudies: [
        {
          type: "CT chest",
          description: "Low-dose CT chest for lung cancer screening",
          date: "2026-11-09",
          findings,
          ...(conclusion === undefined ? {} : { conclusion }),
        },
      ],
    }).find((f) => f.code === "lung-screening-ct-result");

  it("states the 3-month LDCT and PET/CT option for category 4A, and does not ask for the stated category", () => {
    const f = lung(
      "Solid nodule right upper lobe, mean diameter 9 mm. Coronary artery calcification, moderate.",
      "Lung-RADS 4A (suspicious). S modifier: moderate coronary artery calcification.",
    );
    expect(f?.clinician).toContain("low-dose CT in 3 months");
    expect(f?.clinician).toContain("PET/CT may be considered when there is a solid component of 8 mm or more");
    expect(f?.clinician).not.toContain("the shorter-interval CT or further work-up that the category sets");
    expect(f?.patient).toContain(
      "Your scan was given category 4A, which usually means a repeat low-dose scan in about 3 months",
    );
    expect(f?.patientQuestions.join(" ")).not.toMatch(/what was my lung-rads category/i);
    expect(f?.nextSteps).toContain(
      "Low-dose CT in 3 months; consider PET/CT when there is a solid component of 8 mm or more",
    );
    expect(f?.nextSteps.join(" ")).not.toMatch(/If no Lung-RADS category is reported/);
  });

  it("adds a separate follow-up line for an S-modifier finding (coronary artery calcification)", () => {
    const f = lung(
      "Solid nodule 9 mm. Coronary artery calcification, moderate.",
      "Lung-RADS 4A. S modifier: moderate coronary artery calcification.",
    );
    expect(f?.clinician).toContain("S modifier");
    expect(f?.clinician).toContain("unrelated to lung cancer (coronary artery calcification)");
    expect(f?.patient).toContain("calcium in the heart's arteries");
    expect(f?.nextSteps.join(" ")).toContain("significant incidental (S) finding");
    expect(lung("Solid nodule 9 mm, Lung-RADS 4AS.")?.clinician).toContain("Lung-RADS category 4A");
    expect(lung("Solid nodule 9 mm, Lung-RADS 4AS.")?.clinician).toContain("S modifier");
    expect(lung("Solid nodule 7 mm. No coronary artery calcification. Lung-RADS 3.")?.clinician).not.toMatch(
      /coronary|S modifier/,
    );
  });

  it.each([
    ["Lung-RADS 3.", "low-dose CT in 6 months", "a repeat low-dose scan in about 6 months", "Low-dose CT in 6 months"],
    ["Lung-RADS 4B.", "diagnostic chest CT, PET/CT and/or tissue sampling", "more tests", "Refer for further work-up"],
    ["Lung-RADS 4X.", "diagnostic chest CT, PET/CT and/or tissue sampling", "more tests", "Refer for further work-up"],
    ["Lung-RADS 2.", "low-dose CT in 12 months", "the next screening scan is in about 12 months", "Continue annual"],
    ["Lung-RADS 0.", "comparison with earlier chest CTs", "more pictures", "earlier chest CTs for comparison"],
  ])("states the management that %s sets", (report, clinician, patient, step) => {
    const f = lung(`Nodule 7 mm. ${report}`);
    expect(f?.clinician).toContain(clinician);
    expect(f?.patient).toContain(patient);
    expect(f?.nextSteps.join(" ")).toContain(step);
  });

  it("asks the patient to get the category only when the report gives none", () => {
    const f = lung("8 mm nodule in the left lower lobe.");
    expect(f?.patient).toContain("Ask the screening team which category your scan was given");
    expect(f?.nextSteps.join(" ")).toContain("If no Lung-RADS category is reported");
  });
});

describe("child-uti-dipstick", () => {
  const dip = (display: string, value: string) => ({
    display,
    value,
    unit: "",
    date: "2026-11-21",
    referenceRange: "Negative",
  });
  const fever = { display: "Temperature", value: "39.6", unit: "C", date: "2026-11-21" };
  const crp = { display: "CRP", value: "96", unit: "mg/L", date: "2026-11-21", referenceRange: "<5" };
  const uti = (age: number | undefined, labs: Record<string, string>[], vitals: Record<string, string>[] = []) =>
    run({
      patientInfo: age === undefined ? { gender: "female" } : { age, gender: "female" },
      recentAbnormalLabs: labs,
      vitalSigns: vitals,
    }).find((f) => f.code === "child-uti-dipstick");

  it("flags a positive urine dipstick in a feverish child as a possible UTI needing same-day assessment", () => {
    const f = uti(
      2,
      [dip("Urinalysis nitrite", "Positive"), dip("Urinalysis leukocyte esterase", "Positive 2+")],
      [fever],
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/possible urinary tract infection/i);
    expect(f?.clinician).toContain("same-day");
    expect(f?.clinician).toMatch(/culture before antibiotics/);
    expect(f?.clinician).toContain("39.6");
    expect(f?.patient).toMatch(/today/);
    expect(f?.nextSteps.join(" ")).toMatch(/urine sample for culture/i);
    expect(f?.evidenceIds).toEqual(["nice-ng224-uti-under-16s"]);
  });

  it("reads a leukocyte esterase of 'Positive 2+' alone as positive", () => {
    const f = uti(7, [dip("Urinalysis leukocyte esterase", "Positive 2+"), dip("Urinalysis nitrite", "Negative")]);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("leucocyte esterase Positive 2+");
    expect(f?.clinician).not.toMatch(/nitrite Negative/);
  });

  it("is high priority without a temperature when inflammatory markers are high", () => {
    expect(uti(4, [dip("Urine nitrite", "Positive"), crp])?.severity).toBe("high");
  });

  it("says nothing for a negative or trace dipstick, an adult, or an unknown age", () => {
    expect(
      uti(2, [dip("Urinalysis nitrite", "Negative"), dip("Urinalysis leukocyte esterase", "Trace")], [fever]),
    ).toBeUndefined();
    expect(uti(16, [dip("Urinalysis nitrite", "Positive")], [fever])).toBeUndefined();
    expect(uti(undefined, [dip("Urinalysis nitrite", "Positive")], [fever])).toBeUndefined();
  });

  it("fires for the reviewer's lab-results case of a 2-year-old with fever and a positive dipstick", () => {
    const labs = [
      { name: "WBC", value: "21.4", unit: "10^9/L", referenceRange: "5.5-15.5", date: "2026-11-23" },
      { name: "CRP", value: "96", unit: "mg/L", referenceRange: "<5", date: "2026-11-23" },
      { name: "Urinalysis leukocyte esterase", value: "Positive 2+", referenceRange: "Negative", date: "2026-11-23" },
      { name: "Urinalysis nitrite", value: "Positive", referenceRange: "Negative", date: "2026-11-23" },
    ].map((l) => labTestSchema.parse(l));
    const context = patientContextSchema.parse({
      age: "2",
      gender: "female",
      vitalSigns: [
        { display: "Temperature", value: "39.6", unit: "C" },
        { display: "Heart rate", value: "162", unit: "bpm" },
      ],
    });
    const { findings } = analyzeLabResults(labs, context, NOW);
    const f = findings.find((x) => x.code === "child-uti-dipstick");
    expect(f?.severity).toBe("high");
    expect(f?.refs.length).toBeGreaterThanOrEqual(3);
  });
});

describe("blood pressure wording and known hypertension (review 6)", () => {
  const bpFinding = (age: number, bp: string, extra: { conditions?: string[]; medications?: string[] } = {}) =>
    run({
      patientInfo: { age, gender: "female" },
      vitalSigns: [{ display: "Blood pressure", value: bp, unit: "mmHg", date: "2026-11-10" }],
      pastMedicalHistory: (extra.conditions ?? []).map((display) => ({ display, clinicalStatus: "active" })),
      medications: (extra.medications ?? []).map((medication) => ({ medication, status: "active" })),
    }).filter((f) => f.code.startsWith("bp-"));
  const TREATED = { conditions: ["Hypertension"], medications: ["Amlodipine 5 mg"] };

  it("tell an untreated adult that an elevated reading is a little above the ideal level and worth rechecking", () => {
    const [f] = bpFinding(30, "122/78");
    expect(f?.code).toBe("bp-elevated");
    expect(f?.patient).toContain("a little above the ideal level");
    expect(f?.patient).toContain("rechecking");
    expect(f?.patient).not.toMatch(/\bhigh\b/);
  });

  it("call a stage 1 reading a little above the ideal level, not high, and say it needs confirming", () => {
    const [f] = bpFinding(47, "128/80");
    expect(f?.code).toBe("bp-stage-1");
    expect(f?.title).toBe("Stage 1 hypertension range");
    expect(f?.patient).toContain("a little above the ideal level");
    expect(f?.patient).toContain("not a diagnosis");
    expect(f?.patient).toContain("home or repeated readings");
    expect(f?.patient).not.toMatch(/\bhigh\b/);
    expect(f?.nextSteps).toContain("Confirm with out-of-office readings");
  });

  it("add the NICE NG136 diagnostic threshold for clinicians as a note, keeping the AHA/ACC category", () => {
    const [stage1] = bpFinding(47, "134/84");
    expect(stage1?.clinician).toContain("stage 1 hypertension range");
    expect(stage1?.clinician).toContain("NICE NG136");
    expect(stage1?.clinician).toContain("below that threshold");
    expect(stage1?.evidenceIds).toEqual(["aha-acc-2025-hbp", "nice-ng136-hypertension"]);
    const [stage2] = bpFinding(50, "152/96");
    expect(stage2?.clinician).toContain("confirmed by ambulatory monitoring, or home monitoring if that is unsuitable");
  });

  it("give an adolescent, classed by adult categories, no note from the adult NICE guideline", () => {
    const [f] = bpFinding(15, "134/84");
    expect(f?.code).toBe("bp-stage-1");
    expect(f?.clinician).not.toContain("NICE");
    expect(f?.evidenceIds).not.toContain("nice-ng136-hypertension");
  });

  it("keep a stage 2 reading high, with its treatment and work-up steps", () => {
    const [f] = bpFinding(50, "152/96");
    expect(f?.code).toBe("bp-stage-2");
    expect(f?.patient).toContain("Your blood pressure reading is high.");
    // One untreated clinic reading: NICE NG136 confirmation first, no medicines yet (review 12 cardiometabolic case 13).
    expect(f?.nextSteps[0]).toMatch(/^Confirm with ambulatory blood pressure monitoring/);
    expect(f?.nextSteps.join(" ")).toMatch(/urine albumin:creatinine ratio, HbA1c, electrolytes, kidney function/);
  });

  it("judge a treated patient's 134/76 against the target instead of re-staging it", () => {
    const found = bpFinding(71, "134/76", TREATED);
    expect(found.map((f) => f.code)).toEqual(["bp-above-target"]);
    const [f] = found;
    expect(f?.clinician).toContain("above the usual target of below 130/80 mmHg (AHA/ACC 2025)");
    expect(f?.clinician).not.toContain("In treated or known hypertension");
    // A record with nothing UK in it is held to AHA/ACC's goal, not NICE's below 140/90 (review 24, uk-us-24b).
    expect(f?.clinician).not.toContain("which this reading meets");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps).toEqual([
      "Review control with home or repeated readings, and check adherence and measurement technique",
      "If control stays above target, consider adjusting treatment toward below 130/80 mmHg",
    ]);
    expect(f?.nextSteps.join(" ")).not.toMatch(/out-of-office|cardiovascular risk/);
    expect(f?.patient).toContain("a little above the usual target");
    expect(f?.patient).not.toContain("reading is high");
  });

  it("count a dihydropyridine alone as treatment, but not a beta-blocker given for another reason", () => {
    expect(bpFinding(60, "134/76", { medications: ["Amlodipine 10 mg"] }).map((f) => f.code)).toEqual([
      "bp-above-target",
    ]);
    expect(bpFinding(60, "134/76", { medications: ["Bisoprolol 2.5 mg"] }).map((f) => f.code)).toEqual(["bp-stage-1"]);
  });

  it("say nothing of a treated patient's reading within the goal", () => {
    expect(bpFinding(71, "124/76", TREATED)).toEqual([]);
  });

  it("reads treated blood pressure at 80 and over against NICE's below 150/90 (review 9)", () => {
    expect(bpFinding(86, "134/76", TREATED)).toEqual([]);
    expect(bpFinding(90, "148/82", TREATED)).toEqual([]);
    const [f] = bpFinding(86, "154/82", TREATED);
    expect(f?.code).toBe("bp-stage-2");
    // Review 25 (uk-us-25 case 07): NICE's target is named on UK records only; this record has no UK marker.
    expect(f?.clinician).toContain("At 80 and over the goal is weighed against frailty, falls and postural symptoms");
    expect(f?.evidenceIds).not.toContain("nice-qs28-bp-targets");
  });
});

describe("blood pressure stage named by the component that qualifies (review 7)", () => {
  const clinician = (bp: string) => findings(47, bp).find((f) => f.code.startsWith("bp-"))?.clinician ?? "";

  it.each([
    ["128/82", "stage 1 hypertension range (diastolic 80–89 mmHg)"],
    ["136/78", "stage 1 hypertension range (systolic 130–139 mmHg)"],
    ["134/84", "stage 1 hypertension range (130–139/80–89 mmHg)"],
    ["132/94", "stage 2 hypertension range (diastolic ≥90 mmHg)"],
    ["150/82", "stage 2 hypertension range (systolic ≥140 mmHg)"],
    ["152/96", "stage 2 hypertension range (≥140/90 mmHg)"],
    ["170/122", "severely raised (diastolic ≥120 mmHg)"],
    ["186/124", "severely raised (≥180/120 mmHg)"],
  ])("puts %s in the %s", (bp, text) => {
    expect(clinician(bp)).toContain(text);
  });

  it("does not put a systolic below 130 in the 130–139 range", () => {
    expect(clinician("128/80")).not.toContain("130–139");
  });
});

describe("screening only where it can help", () => {
  const codes = (input: Record<string, unknown>) => run(input).map((f) => f.code);
  const smoker = { patientInfo: { age: 66, gender: "male" }, additionalContext: "Current smoker, 40 pack-years." };

  it("does not offer lung cancer screening to someone who has lung cancer or a life-limiting illness", () => {
    expect(codes(smoker)).toContain("lung-cancer-screening-due");
    expect(
      codes({
        ...smoker,
        pastMedicalHistory: [{ display: "Squamous cell carcinoma of lung", clinicalStatus: "active" }],
      }),
    ).not.toContain("lung-cancer-screening-due");
    expect(
      codes({ ...smoker, pastMedicalHistory: [{ display: "Metastatic prostate cancer", clinicalStatus: "active" }] }),
    ).not.toContain("lung-cancer-screening-due");
    expect(codes({ ...smoker, additionalContext: `${smoker.additionalContext} Under hospice care.` })).not.toContain(
      "aaa-screening-due",
    );
  });

  it("leaves bowel surveillance to Lynch syndrome or a past bowel cancer, not the family-history rule", () => {
    const family = {
      patientInfo: { age: 45, gender: "female" },
      familyHistory: [{ relationship: "mother", condition: "colon cancer", ageAtDiagnosis: 48 }],
    };
    expect(codes(family)).toContain("family-colorectal-cancer");
    expect(
      codes({
        ...family,
        pastMedicalHistory: [{ display: "Colon cancer, resected 2024", clinicalStatus: "resolved" }],
      }),
    ).not.toContain("family-colorectal-cancer");
    expect(
      codes({
        ...family,
        geneticData: [{ geneCode: "0", geneDisplay: "MLH1", interpretation: "Pathogenic variant detected" }],
      }),
    ).not.toContain("family-colorectal-cancer");
  });
});
