import { healthDataSchema, labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-22T00:00:00Z") };

function labs(age: number, results: Record<string, unknown>[]) {
  const { findings, result } = analyzeLabResults(
    results.map((r) => labTestSchema.parse({ unit: "U/L", date: "2026-11-05", ...r })),
    patientContextSchema.parse({ age, gender: "male" }),
    NOW,
  );
  return { codes: findings.map((f) => f.code), findings, clinician: result.clinicianResponse };
}

/** The L5 case of the clinician review: an adult-range ALP rise, normal ALT and bilirubin, high phosphate. */
const GROWTH_LABS = [
  { name: "Alkaline phosphatase", value: "412", referenceRange: "30-130" },
  { name: "ALT", value: "18", referenceRange: "0-40" },
  { name: "Bilirubin", value: "9", unit: "umol/L", referenceRange: "0-21" },
  { name: "Phosphate", value: "1.62", unit: "mmol/L", referenceRange: "0.8-1.5" },
];

describe("an isolated ALP rise under 18", () => {
  it("is read as bone growth, with no liver pattern or cholestatic work-up", () => {
    const { codes, findings, clinician } = labs(14, GROWTH_LABS);
    expect(codes).toContain("alp-raised-growth");
    expect(codes).not.toContain("liver-injury-pattern");
    expect(findings.find((f) => f.code === "alp-raised-growth")?.clinician).toContain("ALT and bilirubin normal");
    expect(clinician).not.toMatch(/R ratio 0|cholangitis|bile duct ultrasound|Liver and bile duct/i);
  });

  it("keeps the cholestatic pattern in an adult with the same results", () => {
    const { codes, findings } = labs(40, GROWTH_LABS);
    expect(codes).toContain("liver-injury-pattern");
    expect(codes).not.toContain("alp-raised-growth");
    expect(findings.find((f) => f.code === "liver-injury-pattern")?.clinician).toContain("cholestatic pattern");
  });

  it("is not called isolated when ALT or GGT is raised too", () => {
    const alt = labs(14, [...GROWTH_LABS.slice(0, 1), { name: "ALT", value: "300", referenceRange: "0-40" }]);
    expect(alt.codes).toContain("liver-injury-pattern");
    expect(alt.codes).not.toContain("alp-raised-growth");
    const ggt = labs(14, [...GROWTH_LABS, { name: "GGT", value: "150", referenceRange: "5-40" }]);
    expect(ggt.codes).toContain("liver-injury-pattern");
    expect(ggt.codes).not.toContain("alp-raised-growth");
  });

  it("derives no liver pattern from adult catalogue limits when no range was sent (V6)", () => {
    const noRange = [
      { name: "ALP", value: "412" },
      { name: "ALT", value: "18" },
    ];
    expect(labs(14, noRange).codes).not.toContain("liver-injury-pattern");
    expect(labs(40, noRange).codes).toContain("liver-injury-pattern");
  });
});

describe("a phosphate above the range given", () => {
  it("is not tied to kidney function in a growing child", () => {
    const { codes, clinician } = labs(14, GROWTH_LABS);
    expect(codes).toContain("phosphate-raised-minor");
    expect(clinician).not.toMatch(/linked to reduced kidney function/);
  });

  it("keeps the usual meaning in an adult", () => {
    const { codes, clinician } = labs(40, GROWTH_LABS);
    expect(codes).not.toContain("phosphate-raised-minor");
    expect(clinician).toMatch(/linked to reduced kidney function/);
  });
});

function ironStores(age: number, ferritin: string, hb: string, range?: string) {
  const data = healthDataSchema.parse({
    patientInfo: { age, gender: "female" },
    recentNormalLabs: [
      { display: "Hemoglobin", value: hb, unit: "g/dL", date: "2026-11-09" },
      {
        display: "Ferritin",
        value: ferritin,
        unit: "ug/L",
        date: "2026-11-09",
        ...(range ? { referenceRange: range } : {}),
      },
    ],
  });
  return analyzeEhr(data, NOW).findings.find((f) => f.code === "iron-deficiency-without-anaemia");
}

describe("low iron stores without anaemia", () => {
  it("use WHO's children's cut-offs: 12 µg/L under 5 years, 15 µg/L from 5 years (E3/V5)", () => {
    expect(ironStores(6, "28", "11.7", "12-150")).toBeUndefined();
    expect(ironStores(6, "16", "12.5")).toBeUndefined();
    expect(ironStores(3, "13", "11.5")).toBeUndefined();
    expect(ironStores(3, "11", "11.5")?.clinician).toContain("below 12 µg/L");
  });

  it("say why a ferritin inside the laboratory's range is called low", () => {
    const child = ironStores(6, "13", "12.5", "12-150");
    expect(child?.clinician).toContain("inside the reference range (reference 12-150) but below 15 µg/L");
    expect(child?.clinician).toContain("apparently healthy people from 5 years");
    const adult = ironStores(30, "28", "13.0", "12-150");
    expect(adult?.clinician).toContain("inside the reference range (reference 12-150) but below 30 µg/L");
  });

  it("keep the adult cut-off of 30 µg/L", () => {
    expect(ironStores(30, "28", "13.0")).toBeDefined();
    expect(ironStores(30, "28", "13.0", "30-300")?.clinician).not.toContain("inside the reference range");
    expect(ironStores(30, "31", "13.0")).toBeUndefined();
  });
});

function liverAndIron(extra: { labs?: Record<string, unknown>[]; bmi?: string; age?: number; hfe?: boolean }) {
  const data = healthDataSchema.parse({
    patientInfo: { age: extra.age ?? 52, gender: "male" },
    recentAbnormalLabs: [
      { display: "ALT", value: "68", unit: "U/L", date: "2026-10-30", referenceRange: "0-41" },
      { display: "AST", value: "42", unit: "U/L", date: "2026-10-30", referenceRange: "0-40" },
      ...(extra.labs ?? []),
    ],
    vitalSigns: extra.bmi ? [{ display: "BMI", value: extra.bmi, unit: "kg/m2", date: "2026-10-30" }] : [],
    geneticData: extra.hfe
      ? [{ geneCode: "3077", geneDisplay: "HFE", interpretation: "Compound heterozygous C282Y/H63D" }]
      : [],
  });
  return analyzeEhr(data, NOW).findings;
}

const PLATELETS = {
  display: "Platelets",
  value: "214",
  unit: "x10^9/L",
  date: "2026-10-30",
  referenceRange: "150-400",
};
const FERRITIN = { display: "Ferritin", value: "620", unit: "ng/mL", date: "2026-10-30", referenceRange: "30-400" };
const tsat = (value: string) => ({
  display: "Transferrin saturation",
  value,
  unit: "%",
  date: "2026-10-30",
  referenceRange: "20-50",
});

describe("FIB-4 below 1.3 (E4)", () => {
  it("is reported as low risk with the re-check interval, and FIB-4 is not requested", () => {
    const findings = liverAndIron({ labs: [PLATELETS], bmi: "34.2" });
    const low = findings.find((f) => f.code === "fib4-low-risk");
    expect(low?.clinician).toContain("FIB-4 = 1.24");
    expect(low?.nextSteps.join(" ")).toContain("every 1–2 years");
    expect(findings.map((f) => f.code)).not.toContain("fib4-fibrosis-risk");
    expect(findings.find((f) => f.code === "masld-risk")?.nextSteps.join(" ")).not.toMatch(/Calculate FIB-4/);
  });

  it("is still requested when it cannot be computed", () => {
    const findings = liverAndIron({ bmi: "34.2" });
    expect(findings.map((f) => f.code)).not.toContain("fib4-low-risk");
    expect(findings.find((f) => f.code === "masld-risk")?.nextSteps.join(" ")).toMatch(/Calculate FIB-4/);
  });

  it("is not reported without metabolic risk factors, while a raised FIB-4 still is", () => {
    expect(liverAndIron({ labs: [PLATELETS] }).map((f) => f.code)).not.toContain("fib4-low-risk");
    const old = liverAndIron({ age: 75, labs: [{ ...PLATELETS, value: "120" }] }).map((f) => f.code);
    expect(old).toContain("fib4-fibrosis-risk");
  });
});

describe("a raised ferritin with transferrin saturation below 45% (E4)", () => {
  it("gets a finding naming the other causes, and neither test is requested again", () => {
    const findings = liverAndIron({ labs: [FERRITIN, tsat("36")], hfe: true });
    const ferritin = findings.find((f) => f.code === "raised-ferritin-tsat-below-45");
    expect(ferritin?.clinician).toContain("below the 45% threshold");
    expect(ferritin?.evidenceIds).toContain("bsh-2018-raised-ferritin");
    const hfe = findings.find((f) => f.code === "hfe-haemochromatosis-genotype");
    expect(hfe?.nextSteps.join(" ")).not.toMatch(/transferrin saturation and ferritin/);
    expect(hfe?.clinician).toContain("iron indices in the record");
  });

  it("is left to the iron-overload screen at 45% or more", () => {
    const codes = liverAndIron({ labs: [FERRITIN, tsat("52")] }).map((f) => f.code);
    expect(codes).toContain("iron-overload-screen");
    expect(codes).not.toContain("raised-ferritin-tsat-below-45");
  });

  it("asks for the iron indices when they are missing", () => {
    const hfe = liverAndIron({ hfe: true }).find((f) => f.code === "hfe-haemochromatosis-genotype");
    expect(hfe?.nextSteps.join(" ")).toMatch(/transferrin saturation and ferritin/);
  });
});
