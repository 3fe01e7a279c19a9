import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { analyzeEhr } from "../pipeline.ts";
import { classifyMedication } from "../vocab/medications.ts";

/*
 * Review 8: warfarin bleeding and the INR by band, anticoagulant with aspirin in AF with stable
 * coronary disease, simvastatin and lovastatin interactions and myopathy, a statin not blamed for
 * an ALT the record explains, antituberculosis liver injury, isotretinoin, and medicines that can
 * harm an unborn baby.
 */

interface Input {
  age?: number;
  gender?: "male" | "female";
  labs?: { display: string; value: string; unit: string; date?: string; referenceRange?: string }[];
  meds?: (string | { medication: string; startDate?: string })[];
  conditions?: (string | { display: string; onsetDate?: string })[];
  vitals?: { display: string; value: string; unit: string }[];
  notes?: string;
  genes?: { geneCode: string; geneDisplay: string; interpretation: string; value: string }[];
  imaging?: { type: string; description: string; findings: string; conclusion: string; modality?: string }[];
}

function run(input: Input): Finding[] {
  const data = healthDataSchema.parse({
    patientInfo: { age: input.age ?? 70, gender: input.gender ?? "male" },
    recentAbnormalLabs: (input.labs ?? []).map((l) => ({ date: "2026-11-20", ...l })),
    medications: (input.meds ?? []).map((m) =>
      typeof m === "string" ? { medication: m, status: "active" } : { status: "active", ...m },
    ),
    pastMedicalHistory: (input.conditions ?? []).map((c) =>
      typeof c === "string" ? { display: c, clinicalStatus: "active" } : { clinicalStatus: "active", ...c },
    ),
    vitalSigns: (input.vitals ?? []).map((v) => ({ date: "2026-11-20", ...v })),
    ...(input.notes === undefined ? {} : { additionalContext: input.notes }),
    ...(input.genes === undefined ? {} : { geneticData: input.genes }),
    ...(input.imaging === undefined
      ? {}
      : { imagingStudies: input.imaging.map((i) => ({ date: "2026-06-10", ...i })) }),
  });
  return analyzeEhr(data, { now: new Date("2026-11-23T12:00:00Z") }).findings;
}

const find = (findings: Finding[], code: string) => findings.find((f) => f.code === code);
const inr = (value: string, date?: string) => ({ display: "INR", value, unit: "", ...(date ? { date } : {}) });
const hb = (value: string, date?: string) => ({
  display: "Hemoglobin",
  value,
  unit: "g/dL",
  ...(date ? { date } : {}),
});

describe("warfarin-major-bleeding", () => {
  const melaena = {
    meds: ["Warfarin 5 mg", "Clarithromycin 500 mg twice daily"],
    labs: [inr("5.5"), hb("8.2"), hb("13.4", "2026-10-01")],
    vitals: [
      { display: "Pulse", value: "112", unit: "bpm" },
      { display: "BP", value: "98/60", unit: "mmHg" },
    ],
    notes: "Black tarry stools x2 since yesterday, lightheaded on standing.",
  };

  it("treats black stools on warfarin as an emergency with reversal, naming the interacting antibiotic", () => {
    const findings = run(melaena);
    const found = find(findings, "warfarin-major-bleeding");
    expect(found?.severity).toBe("critical");
    expect(found?.patient).toMatch(/notes record black, tarry stools/);
    expect(found?.patient).toMatch(/Go to an emergency department now/);
    expect(found?.patient).not.toMatch(/if you have signs of bleeding/);
    expect(found?.clinician).toMatch(/four-factor prothrombin complex concentrate/);
    expect(found?.clinician).toMatch(/vitamin K 5–10 mg by slow intravenous injection/);
    expect(found?.clinician).toMatch(/ISTH definition of major bleeding/);
    expect(found?.clinician).toMatch(/Clarithromycin 500 mg twice daily can raise the INR/);
    expect(found?.clinician).toMatch(/heart rate 112/);
    expect(found?.evidenceIds).toEqual(
      expect.arrayContaining([
        "accp-2012-vka-management",
        "schulman-2005-isth-major-bleeding",
        "recker-1997-clarithromycin-warfarin",
      ]),
    );
    // The high-INR and interaction findings would repeat the point, with a warning the notes already answer.
    expect(find(findings, "warfarin-inr-high")).toBeUndefined();
    expect(find(findings, "warfarin-inr-raising-drug")).toBeUndefined();
  });

  it("reads a large haemoglobin fall from a recent result with a high INR as possible hidden bleeding", () => {
    const found = find(
      run({ meds: ["Warfarin 3 mg"], labs: [inr("6.1"), hb("9.0"), hb("11.6", "2026-10-20")] }),
      "warfarin-major-bleeding",
    );
    expect(found?.severity).toBe("critical");
    expect(found?.clinician).toMatch(/search for hidden bleeding/);
    expect(found?.patient).toMatch(/blood count has dropped/);
  });

  it("stays quiet for denied bleeding, a fall from an undated result, a small fall, or without warfarin", () => {
    expect(
      find(
        run({ ...melaena, labs: [inr("5.5")], notes: "No black stools, no vomiting blood." }),
        "warfarin-major-bleeding",
      ),
    ).toBeUndefined();
    expect(
      find(
        run({ meds: ["Warfarin 3 mg"], labs: [inr("6.1"), hb("9.0"), { ...hb("12.0"), date: undefined }] }),
        "warfarin-major-bleeding",
      ),
    ).toBeUndefined();
    expect(
      find(
        run({ meds: ["Warfarin 3 mg"], labs: [inr("6.1"), hb("12.0"), hb("13.2", "2026-10-20")] }),
        "warfarin-major-bleeding",
      ),
    ).toBeUndefined();
    expect(find(run({ ...melaena, meds: ["Apixaban 5 mg"] }), "warfarin-major-bleeding")).toBeUndefined();
    expect(
      find(
        run({ meds: ["Warfarin 5 mg"], labs: [inr("2.5")], notes: "Nosebleed last week." }),
        "warfarin-major-bleeding",
      ),
    ).toBeUndefined();
  });
});

describe("warfarin-inr-high by INR band", () => {
  it("holds warfarin without routine vitamin K for an INR of 4.5–10 without bleeding", () => {
    const found = find(
      run({ meds: ["Warfarin 5 mg"], labs: [inr("9.0")], notes: "No bleeding." }),
      "warfarin-inr-high",
    );
    expect(found?.severity).toBe("high");
    expect(found?.nextSteps.join(" ")).toMatch(/Withhold or reduce warfarin/);
    expect(found?.nextSteps.join(" ")).toMatch(/Routine vitamin K is not suggested for an INR of 4.5–10/);
    expect(found?.patient).toMatch(/anticoagulation clinic today/);
    expect(found?.evidenceIds).toContain("accp-2012-vka-management");
  });

  it("suggests oral vitamin K for an INR above 10 without bleeding", () => {
    const found = find(run({ meds: ["Warfarin 5 mg"], labs: [inr("12.4")] }), "warfarin-inr-high");
    expect(found?.nextSteps[0]).toMatch(/oral vitamin K for an INR above 10/);
  });

  it("keeps the usual steps and no vitamin K advice up to 4.5", () => {
    const found = find(run({ meds: ["Warfarin 5 mg"], labs: [inr("3.8")] }), "warfarin-inr-high");
    expect(found?.severity).toBe("moderate");
    expect(found?.nextSteps.join(" ")).not.toMatch(/vitamin K/);
    expect(found?.evidenceIds).not.toContain("accp-2012-vka-management");
  });

  it("judges the INR against the mechanical mitral valve range", () => {
    const valve = { meds: ["Warfarin 5 mg"], conditions: ["Mechanical mitral valve replacement"] };
    expect(find(run({ ...valve, labs: [inr("3.3")] }), "warfarin-inr-high")).toBeUndefined();
    const high = find(run({ ...valve, labs: [inr("3.9")] }), "warfarin-inr-high");
    expect(high?.clinician).toMatch(
      /2\.5–3\.5 range \(target 3\.0\) the warfarin label gives for a mechanical mitral valve/,
    );
    expect(high?.evidenceIds).toContain("warfarin-label");
    const low = find(run({ ...valve, labs: [inr("2.3")] }), "warfarin-inr-low");
    expect(low?.clinician).toMatch(/below the 2\.5–3\.5 range/);
    expect(find(run({ meds: ["Warfarin 5 mg"], labs: [inr("2.3")] }), "warfarin-inr-low")).toBeUndefined();
  });
});

describe("macrolides with warfarin", () => {
  it("names clarithromycin and erythromycin as INR-raising, with the case report, but not azithromycin", () => {
    for (const med of ["Clarithromycin 500 mg", "Erythromycin 250 mg"]) {
      const found = find(run({ meds: ["Warfarin 5 mg", med], labs: [inr("2.6")] }), "warfarin-inr-raising-drug");
      expect(found?.clinician, med).toContain(med);
      expect(found?.evidenceIds, med).toContain("recker-1997-clarithromycin-warfarin");
      expect(found?.evidenceIds, med).not.toContain("ucsd-warfarin-interactions");
    }
    expect(
      find(run({ meds: ["Warfarin 5 mg", "Azithromycin 500 mg"], labs: [inr("2.6")] }), "warfarin-inr-raising-drug"),
    ).toBeUndefined();
  });

  it("cites the older-adult bleeding study only from 65", () => {
    const older = find(run({ age: 78, meds: ["Warfarin 5 mg", "Clarithromycin 500 mg"] }), "warfarin-inr-raising-drug");
    expect(older?.evidenceIds).toContain("baillargeon-2012-warfarin-antibiotics");
    expect(older?.clinician).toMatch(/aged 65 or over/);
    const younger = find(
      run({ age: 50, meds: ["Warfarin 5 mg", "Clarithromycin 500 mg"] }),
      "warfarin-inr-raising-drug",
    );
    expect(younger?.evidenceIds).not.toContain("baillargeon-2012-warfarin-antibiotics");
    expect(younger?.clinician).not.toMatch(/aged 65 or over/);
  });
});

describe("anticoagulant-antiplatelet-af-stable-cad", () => {
  const base = {
    age: 84,
    meds: ["Apixaban 5 mg", "Aspirin 75 mg"],
    conditions: ["Non-valvular atrial fibrillation", "Stable angina"],
    notes: "Bruises easily.",
  };

  it("flags aspirin with an anticoagulant in AF with stable angina, citing the AF guideline and AFIRE", () => {
    const found = find(run(base), "anticoagulant-antiplatelet-af-stable-cad");
    expect(found?.severity).toBe("moderate");
    expect(found?.clinician).toMatch(/recommends oral anticoagulant monotherapy/);
    expect(found?.clinician).toMatch(/"bruises easily" in the notes/);
    expect(found?.patient).toMatch(/Do not stop it on your own/);
    expect(found?.evidenceIds).toEqual(expect.arrayContaining(["acc-aha-2023-af", "yasuda-2019-afire"]));
    expect(
      find(run({ ...base, meds: ["Warfarin 5 mg", "Clopidogrel 75 mg"] }), "anticoagulant-antiplatelet-af-stable-cad"),
    ).toBeDefined();
  });

  it("stays quiet after a recent or undated coronary event, with two antiplatelets, or without AF", () => {
    const quiet = (input: Input) =>
      expect(find(run(input), "anticoagulant-antiplatelet-af-stable-cad")).toBeUndefined();
    quiet({
      ...base,
      conditions: [...base.conditions, { display: "NSTEMI with PCI and stent", onsetDate: "2026-05-01" }],
    });
    quiet({ ...base, conditions: [...base.conditions, "Myocardial infarction"] });
    quiet({ ...base, notes: "Drug-eluting stent placed in March." });
    quiet({ ...base, meds: [...base.meds, "Clopidogrel 75 mg"] });
    quiet({ ...base, conditions: ["Stable angina"] });
    quiet({ ...base, conditions: [...base.conditions, "Peripheral arterial disease"] });
    expect(
      find(
        run({
          ...base,
          conditions: [...base.conditions, { display: "Myocardial infarction", onsetDate: "2019-03-01" }],
        }),
        "anticoagulant-antiplatelet-af-stable-cad",
      ),
    ).toBeDefined();
  });
});

describe("simvastatin and lovastatin interactions", () => {
  it("flags simvastatin with clarithromycin or gemfibrozil as contraindicated, citing the simvastatin label", () => {
    for (const other of ["Clarithromycin 500 mg", "Itraconazole 200 mg", "Gemfibrozil 600 mg", "Paxlovid"]) {
      const found = find(run({ meds: ["Simvastatin 40 mg", other] }), "simvastatin-contraindicated-combination");
      expect(found?.severity, other).toBe("high");
      expect(found?.evidenceIds, other).toEqual(["zocor-label"]);
    }
    const found = find(
      run({ meds: ["Simvastatin 40 mg", "Clarithromycin 500 mg"] }),
      "simvastatin-contraindicated-combination",
    );
    expect(found?.clinician).toMatch(/suspend simvastatin for the course/);
    expect(found?.patient).toMatch(/should not be taken together/);
  });

  it("flags lovastatin with a strong CYP3A4 inhibitor, citing its own label, but not with gemfibrozil", () => {
    const found = find(
      run({ meds: ["Lovastatin 20 mg", "Ketoconazole 200 mg"] }),
      "lovastatin-contraindicated-combination",
    );
    // mevacor-label (a druglib.com copy) was replaced by the Utah alert on the 2012 label change.
    expect(found?.evidenceIds).toEqual(["utah-2012-lovastatin-alert"]);
    expect(
      find(run({ meds: ["Lovastatin 20 mg", "Gemfibrozil 600 mg"] }), "lovastatin-contraindicated-combination"),
    ).toBeUndefined();
  });

  it("does not flag other statins or azithromycin", () => {
    const codes = (meds: string[]) => run({ meds }).map((f) => f.code);
    expect(codes(["Atorvastatin 40 mg", "Clarithromycin 500 mg"])).not.toContain(
      "simvastatin-contraindicated-combination",
    );
    expect(codes(["Simvastatin 40 mg", "Azithromycin 500 mg"])).not.toContain(
      "simvastatin-contraindicated-combination",
    );
  });

  it("flags a simvastatin dose above the label's limit with calcium channel blockers or amiodarone", () => {
    const found = find(
      run({
        meds: ["Simvastatin 80 mg", "Amlodipine 10 mg", "Diltiazem MR 180 mg"],
        notes: "Thigh aching for 2 months.",
      }),
      "simvastatin-dose-limit",
    );
    expect(found?.severity).toBe("high");
    expect(found?.clinician).toMatch(/10 mg a day with diltiazem and 20 mg a day with amlodipine/);
    expect(found?.clinician).toMatch(/80 mg dose/);
    expect(found?.patient).toMatch(/notes mention muscle pain or aching/);
    const plain = find(run({ meds: ["Simvastatin 40 mg", "Amiodarone 200 mg"] }), "simvastatin-dose-limit");
    expect(plain?.severity).toBe("moderate");
    expect(plain?.nextSteps[0]).toMatch(/Lower simvastatin to 20 mg a day or less/);
    expect(find(run({ meds: ["Simvastatin 20 mg", "Diltiazem 120 mg"] }), "simvastatin-dose-limit")).toBeDefined();
  });

  it("stays quiet within the limit or when the dose cannot be read", () => {
    expect(find(run({ meds: ["Simvastatin 20 mg", "Amlodipine 10 mg"] }), "simvastatin-dose-limit")).toBeUndefined();
    expect(find(run({ meds: ["Simvastatin 10 mg", "Verapamil 80 mg"] }), "simvastatin-dose-limit")).toBeUndefined();
    expect(find(run({ meds: ["Simvastatin", "Amlodipine 10 mg"] }), "simvastatin-dose-limit")).toBeUndefined();
    expect(find(run({ meds: ["Atorvastatin 80 mg", "Diltiazem 120 mg"] }), "simvastatin-dose-limit")).toBeUndefined();
  });

  it("asks for a statin that also suits a reduced-function SLCO1B1 result", () => {
    const found = find(
      run({
        meds: ["Simvastatin 80 mg", "Diltiazem 180 mg"],
        genes: [{ geneCode: "SLCO1B1", geneDisplay: "SLCO1B1", interpretation: "Poor function", value: "*5/*5" }],
      }),
      "simvastatin-dose-limit",
    );
    expect(found?.nextSteps[0]).toMatch(/suits the SLCO1B1 result/);
  });
});

describe("statin-ck-elevated", () => {
  const ck = (value: string) => ({ display: "CK", value, unit: "U/L", referenceRange: "40 - 320" });
  const myopathy = {
    meds: ["Simvastatin 40 mg", "Clarithromycin 500 mg", "Amlodipine 10 mg"],
    labs: [ck("3850")],
    notes: "Now aching thighs and shoulders, weak climbing stairs. Denies dark urine. No recent heavy exercise.",
  };

  it("reads muscle symptoms with CK above 10× the upper limit as myopathy: stop the statin, check kidneys and urine today", () => {
    const findings = run(myopathy);
    const found = find(findings, "statin-ck-elevated");
    expect(found?.severity).toBe("high");
    expect(found?.clinician).toMatch(/statin myopathy by the EAS consensus definition/);
    expect(found?.clinician).toMatch(/Clarithromycin 500 mg is contraindicated with simvastatin/);
    expect(found?.clinician).toMatch(/limit of 20 mg a day with amlodipine/);
    expect(found?.nextSteps[0]).toMatch(/^Stop simvastatin now/);
    expect(found?.nextSteps.join(" ")).toMatch(/urinalysis for myoglobin today/);
    expect(found?.nextSteps.join(" ")).not.toMatch(/Ask about muscle symptoms/);
    expect(found?.patient).toMatch(/Contact your doctor today/);
    expect(found?.patient).toMatch(/dark or brown/);
    expect(found?.evidenceIds).toEqual(
      expect.arrayContaining(["eas-2015-statin-muscle", "zocor-label", "seehusen-2006-statin-complications"]),
    );
    // No genotype was sent: the pharmacogenomic guideline is not cited.
    expect(found?.evidenceIds).not.toContain("cpic-statins-2022");
    // The CK finding carries the interaction and the dose limit, so they are not said again.
    expect(find(findings, "simvastatin-contraindicated-combination")).toBeUndefined();
    expect(find(findings, "simvastatin-dose-limit")).toBeUndefined();
  });

  it("is critical with dark urine stated, not when it is denied", () => {
    expect(
      find(
        run({ ...myopathy, notes: "Aching thighs, weak climbing stairs, dark brown urine today." }),
        "statin-ck-elevated",
      )?.severity,
    ).toBe("critical");
  });

  it("does not ask about exercise the notes already answer, and cites CPIC only with an SLCO1B1 result", () => {
    const found = find(
      run({ meds: ["Atorvastatin 40 mg"], labs: [ck("900")], notes: "No recent heavy exercise." }),
      "statin-ck-elevated",
    );
    expect(found?.nextSteps[0]).toBe("Ask about muscle symptoms; repeat CK");
    expect(found?.evidenceIds).not.toContain("cpic-statins-2022");
    const genotyped = find(
      run({
        meds: ["Simvastatin 40 mg"],
        labs: [ck("900")],
        genes: [{ geneCode: "SLCO1B1", geneDisplay: "SLCO1B1", interpretation: "Decreased function", value: "*1/*5" }],
      }),
      "statin-ck-elevated",
    );
    expect(genotyped?.evidenceIds).toContain("cpic-statins-2022");
    expect(genotyped?.clinician).toMatch(/reduced SLCO1B1 function/);
  });
});

describe("statin-alt-elevated", () => {
  const alt = (value: string, date?: string) => ({
    display: "ALT",
    value,
    unit: "U/L",
    referenceRange: "7-35",
    ...(date ? { date } : {}),
  });

  it("does not blame the statin for a mild rise beside diabetes or fatty liver, or stable on the statin", () => {
    expect(
      find(
        run({ meds: ["Rosuvastatin 10 mg"], labs: [alt("62")], conditions: ["Type 2 diabetes mellitus"] }),
        "statin-alt-elevated",
      ),
    ).toBeUndefined();
    expect(
      find(
        run({
          meds: ["Rosuvastatin 10 mg"],
          labs: [alt("62")],
          imaging: [
            {
              type: "Ultrasound abdomen",
              description: "US liver",
              findings: "Diffuse hepatic steatosis.",
              conclusion: "Fatty liver.",
            },
          ],
        }),
        "statin-alt-elevated",
      ),
    ).toBeUndefined();
    expect(
      find(
        run({ meds: ["Rosuvastatin 10 mg"], labs: [alt("62")], notes: "Statin started 2018 with ALT stable since." }),
        "statin-alt-elevated",
      ),
    ).toBeUndefined();
    expect(
      find(
        run({
          meds: [{ medication: "Atorvastatin 20 mg", startDate: "2025-01-01" }],
          labs: [alt("62"), alt("58", "2024-06-01")],
        }),
        "statin-alt-elevated",
      ),
    ).toBeUndefined();
  });

  it("still reports a rise with nothing else to explain it, or above 3× the upper limit", () => {
    expect(find(run({ meds: ["Rosuvastatin 10 mg"], labs: [alt("62")] }), "statin-alt-elevated")).toBeDefined();
    const high = find(
      run({ meds: ["Rosuvastatin 10 mg"], labs: [alt("140")], conditions: ["Type 2 diabetes mellitus"] }),
      "statin-alt-elevated",
    );
    expect(high?.severity).toBe("moderate");
  });
});

describe("antituberculosis-liver-injury", () => {
  const alt = (value: string) => ({ display: "ALT (SGPT)", value, unit: "U/L", referenceRange: "7-40" });

  it("flags ALT above 3× the upper limit with symptoms or jaundice on isoniazid, rifampicin and pyrazinamide", () => {
    const found = find(
      run({
        age: 42,
        gender: "female",
        meds: ["Rifampicin/isoniazid/pyrazinamide/ethambutol (Rifater + ethambutol)"],
        labs: [alt("268"), { display: "Bilirubin, total", value: "2.9", unit: "mg/dL", referenceRange: "0.1-1.2" }],
        notes: "Nausea, vomiting, dark urine for 3 days. Eyes look yellow.",
      }),
      "antituberculosis-liver-injury",
    );
    expect(found?.severity).toBe("high");
    expect(found?.clinician).toMatch(
      /6\.7× the upper limit\), with jaundice, nausea, vomiting and dark urine in the notes/,
    );
    expect(found?.clinician).toMatch(/ATS statement advises interrupting treatment/);
    expect(found?.nextSteps[0]).toBe(
      "Stop isoniazid, rifampicin and pyrazinamide now and assess the same day: symptoms, INR, bilirubin and mental state",
    );
    expect(found?.patient).toMatch(/Contact your TB team or doctor today, before your next dose/);
    expect(found?.evidenceIds).toContain("ats-2006-tb-hepatotoxicity");
  });

  it("needs 5× the upper limit without symptoms, and ignores denied symptoms and other medicines", () => {
    expect(
      find(run({ meds: ["Isoniazid 300 mg"], labs: [alt("140")] }), "antituberculosis-liver-injury"),
    ).toBeUndefined();
    expect(
      find(
        run({ meds: ["Isoniazid 300 mg"], labs: [alt("140")], notes: "No nausea or vomiting." }),
        "antituberculosis-liver-injury",
      ),
    ).toBeUndefined();
    expect(
      find(
        run({ meds: ["Isoniazid 300 mg"], labs: [alt("140")], notes: "Nausea since Monday." }),
        "antituberculosis-liver-injury",
      ),
    ).toBeDefined();
    expect(
      find(run({ meds: ["Isoniazid 300 mg"], labs: [alt("210")] }), "antituberculosis-liver-injury"),
    ).toBeDefined();
    expect(
      find(run({ meds: ["Ethambutol 800 mg"], labs: [alt("300")] }), "antituberculosis-liver-injury"),
    ).toBeUndefined();
  });
});

describe("isotretinoin-effects", () => {
  const tg = { display: "Triglycerides", value: "4.9", unit: "mmol/L", referenceRange: "<1.7" };

  it("names isotretinoin for raised triglycerides and ALT, and raises priority with low mood", () => {
    const labsOnly = find(
      run({ age: 17, gender: "female", meds: ["Isotretinoin 40 mg capsule"], labs: [tg] }),
      "isotretinoin-effects",
    );
    expect(labsOnly?.severity).toBe("moderate");
    expect(labsOnly?.patient).toMatch(/blood fats \(triglycerides\) have gone up/);
    expect(labsOnly?.nextSteps.join(" ")).toMatch(/pancreatitis/);
    const mood = find(
      run({
        age: 17,
        gender: "female",
        meds: ["Isotretinoin 40 mg capsule"],
        labs: [tg],
        notes: "Mood: feels low lately, stopped seeing friends.",
      }),
      "isotretinoin-effects",
    );
    expect(mood?.severity).toBe("high");
    expect(mood?.nextSteps.join(" ")).toMatch(/Assess mood today/);
    expect(mood?.evidenceIds).toEqual(
      expect.arrayContaining(["fda-1998-isotretinoin-psychiatric", "mhra-2023-isotretinoin"]),
    );
  });

  it("is critical with thoughts of suicide stated, and quiet for a topical isotretinoin or normal results", () => {
    const suicidal = find(
      run({ age: 19, meds: ["Isotretinoin 20 mg"], labs: [tg], notes: "Reports suicidal thoughts this week." }),
      "isotretinoin-effects",
    );
    expect(suicidal?.severity).toBe("critical");
    expect(suicidal?.patient).toMatch(/get help now/);
    expect(
      find(run({ age: 19, meds: ["Isotretinoin 0.05% gel"], labs: [tg] }), "isotretinoin-effects"),
    ).toBeUndefined();
    expect(
      find(
        run({ age: 19, meds: ["Isotretinoin 20 mg"], labs: [{ ...tg, value: "1.2" }], notes: "Mood good." }),
        "isotretinoin-effects",
      ),
    ).toBeUndefined();
  });
});

describe("medicines that can harm an unborn baby", () => {
  const pregnant = { age: 26, gender: "female" as const, conditions: ["Pregnancy, 7 weeks gestation"] };

  it("flags valproate and an ACE inhibitor in pregnancy, each with its own source and advice", () => {
    const findings = run({ ...pregnant, meds: ["Sodium valproate 500 mg", "Lisinopril 10 mg tablet"] });
    const valproate = find(findings, "valproate-in-pregnancy");
    expect(valproate?.severity).toBe("high");
    expect(valproate?.clinician).toMatch(/Pregnant \(7 weeks\)/);
    expect(valproate?.patient).toMatch(/Do not stop valproate suddenly/);
    expect(valproate?.evidenceIds).toEqual(["mhra-2018-valproate-ppp"]);
    const ace = find(findings, "ace-inhibitor-arb-in-pregnancy");
    expect(ace?.nextSteps[0]).toMatch(/Stop the ACE inhibitor or ARB as soon as possible/);
    expect(ace?.evidenceIds).toEqual(["fda-2012-prinivil-fetal-toxicity"]);
  });

  it("covers isotretinoin, methotrexate outside cancer and warfarin, with the mechanical-valve exception", () => {
    const codes = (meds: string[], conditions: string[] = []) =>
      run({ ...pregnant, meds, conditions: [...pregnant.conditions, ...conditions] }).map((f) => f.code);
    expect(codes(["Isotretinoin 20 mg"])).toContain("isotretinoin-in-pregnancy");
    expect(codes(["Methotrexate 15 mg weekly"])).toContain("methotrexate-in-pregnancy");
    expect(codes(["Methotrexate 15 mg weekly"], ["Breast cancer"])).not.toContain("methotrexate-in-pregnancy");
    const valve = find(
      run({ ...pregnant, meds: ["Warfarin 5 mg"], conditions: [...pregnant.conditions, "Mechanical aortic valve"] }),
      "warfarin-in-pregnancy",
    );
    expect(valve?.clinician).toMatch(/needs a specialist plan/);
  });

  it("stays quiet without a pregnancy", () => {
    const findings = run({ age: 26, gender: "female", meds: ["Sodium valproate 500 mg", "Lisinopril 10 mg"] });
    expect(findings.map((f) => f.code)).not.toContain("valproate-in-pregnancy");
    expect(findings.map((f) => f.code)).not.toContain("ace-inhibitor-arb-in-pregnancy");
  });
});

describe("medicine classes these rules read", () => {
  it.each([
    ["Clarithromycin 500 mg", "macrolide"],
    ["Erythromycin 250 mg", "macrolide"],
    ["Itraconazole 200 mg", "strong-cyp3a4-inhibitor"],
    ["Paxlovid", "strong-cyp3a4-inhibitor"],
    ["Gemfibrozil 600 mg", "statin-contraindicated-other"],
    ["Ciclosporin 100 mg", "statin-contraindicated-other"],
    ["Rifater", "antituberculosis-hepatotoxic"],
    ["Rifampin 600 mg", "antituberculosis-hepatotoxic"],
    ["Sodium valproate 500 mg", "valproate"],
    ["Depakote ER", "valproate"],
    ["Roaccutane 20 mg", "isotretinoin"],
    ["Vytorin 10/40", "statin"],
  ])("reads %j as %j", (text, cls) => {
    expect(classifyMedication(text).classes).toContain(cls);
  });

  it("does not read azithromycin, ethambutol or tretinoin as any of them", () => {
    for (const text of ["Azithromycin 500 mg", "Ethambutol 800 mg", "Tretinoin 0.025% cream"])
      expect(classifyMedication(text).classes, text).toEqual([]);
  });
});
