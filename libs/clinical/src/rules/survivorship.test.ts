import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { analyzeEhr } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };

function run(opts: { age?: number; notes?: string; meds?: string[]; echo?: string; tsh?: string }) {
  const data = healthDataSchema.parse({
    patientInfo: { age: opts.age ?? 38, gender: "female" },
    recentAbnormalLabs: opts.tsh
      ? [{ display: "TSH", value: opts.tsh, unit: "mIU/L", referenceRange: "0.4-4.0", date: "2026-11-10" }]
      : [],
    pastMedicalHistory: [
      {
        display: "Hodgkin lymphoma, treated with ABVD and mantle-field radiotherapy",
        clinicalStatus: "remission",
        onsetDate: "2006",
      },
    ],
    medications: (opts.meds ?? []).map((medication) => ({ medication, status: "active" })),
    imagingStudies: opts.echo
      ? [{ type: "Echocardiogram", description: "Transthoracic echo", date: "2026-06-01", findings: opts.echo }]
      : [],
    additionalContext: opts.notes ?? "",
  });
  return analyzeEhr(data, NOW);
}
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);
const COC = "Combined oral contraceptive (ethinylestradiol 30 micrograms/levonorgestrel)";

describe("survivorship after chest radiotherapy in youth (review10 case 12)", () => {
  it("advises yearly breast MRI and mammography, due now, after mantle radiotherapy at 18", () => {
    const r = run({ notes: "Radiotherapy to chest at age 18. Has never had breast screening." });
    const f = find(r, "chest-radiotherapy-breast-surveillance");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/breast MRI and mammography/);
    expect(f?.clinician).toMatch(/from age 26, so it is due now/);
    expect(f?.evidenceIds).toContain("ighg-2013-breast-surveillance-chest-radiation");
  });

  it("does not advise it for radiotherapy given at 35", () => {
    const r = run({ age: 50, notes: "Radiotherapy to chest at age 35." });
    expect(find(r, "chest-radiotherapy-breast-surveillance")).toBeUndefined();
  });

  it("links a raised TSH and aortic valve disease to the radiotherapy", () => {
    const r = run({ tsh: "12.4", echo: "Mildly thickened aortic valve. Mild aortic stenosis." });
    const f = find(r, "radiotherapy-late-effects");
    expect(f?.clinician).toMatch(/radiation damage to the thyroid/);
    expect(f?.clinician).toMatch(/radiation-related heart disease/);
    expect(f?.patient).toMatch(
      /^You had radiotherapy.*Your underactive thyroid and the change in one of your heart valves may be caused by it/,
    );
  });
});

describe("combined pill in a smoker aged 35 or over", () => {
  it("grades under 15 a day as category 3 (moderate)", () => {
    const f = find(run({ meds: [COC], notes: "Smoker 5/day." }), "combined-contraceptive-smoker-35");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/At 5 cigarettes a day \(fewer than 15\) this is category 3/);
  });

  it("grades 15 or more a day as category 4 (high)", () => {
    const f = find(run({ meds: [COC], notes: "Smokes 20 cigarettes a day." }), "combined-contraceptive-smoker-35");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/category 4/);
  });

  it("is silent under 35 or without smoking", () => {
    expect(
      find(run({ age: 30, meds: [COC], notes: "Smoker 5/day." }), "combined-contraceptive-smoker-35"),
    ).toBeUndefined();
    expect(find(run({ meds: [COC], notes: "Never smoked." }), "combined-contraceptive-smoker-35")).toBeUndefined();
  });
});

describe("trimethoprim with a critical potassium (review10 case 11)", () => {
  it("does not tell the patient to talk to the doctor 'soon' when the potassium needs action now", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 79, gender: "male" },
      recentAbnormalLabs: [
        { display: "Potassium", value: "6.4", unit: "mmol/L", referenceRange: "3.5-5.1", date: "2026-11-10" },
      ],
      medications: ["Trimethoprim 200 mg", "Losartan 100 mg"].map((medication) => ({ medication, status: "active" })),
    });
    const f = find(analyzeEhr(data, NOW), "raas-hyperkalaemia");
    // 6.4 is the UK Kidney Association's moderate band: urgent (high), not an emergency (review 30b, engine-30b).
    expect(f?.severity).toBe("high");
    expect(f?.patient).not.toMatch(/soon/);
    expect(f?.patient).toMatch(/Talk to your doctor about it today/);
  });
});
