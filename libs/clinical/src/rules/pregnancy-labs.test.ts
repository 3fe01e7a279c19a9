import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { findCitableEvidence } from "../evidence/library.ts";
import { analyzeLabResults } from "../pipeline.ts";

const NOW = new Date("2026-11-20T00:00:00Z");
const THIRD_TRIMESTER = ["Pregnancy, third trimester"];
type Lab = [name: string, value: string, unit: string, range?: string];

/** A lab-results request of a woman of 31, pregnant or not, with results [name, value, unit, range]. */
function run(labs: Lab[], conditions: string[] = THIRD_TRIMESTER, clinicalNotes = "") {
  return analyzeLabResults(
    labs.map(([name, value, unit, referenceRange]) =>
      labTestSchema.parse({ name, value, unit, date: "2026-11-18", ...(referenceRange ? { referenceRange } : {}) }),
    ),
    patientContextSchema.parse({
      age: 31,
      gender: "female",
      conditions: conditions.map((name) => ({ name })),
      clinicalNotes,
    }),
    { now: NOW },
  ).findings;
}

const flag = (findings: ReturnType<typeof run>, name: RegExp) =>
  findings.find((f) => f.family === "lab-flag" && name.test(f.title));
const codes = (findings: ReturnType<typeof run>) => findings.map((f) => f.code);

const ALP: Lab = ["ALP", "260", "U/L", "30-120"];
const ALT_NORMAL: Lab = ["ALT", "22", "U/L", "7-35"];
const WBC: Lab = ["WBC", "13.5", "x10^9/L", "4.0-11.0"];
const CREAT_UMOL: Lab = ["Creatinine", "88", "umol/L", "45-90"];
const CREAT_MGDL: Lab = ["Creatinine", "1.0", "mg/dL", "0.6-1.2"];

describe("alkaline phosphatase in later pregnancy", () => {
  it("reads ALP 260 with a normal ALT in the third trimester as placental, with no liver pattern", () => {
    const found = run([ALP, ALT_NORMAL]);
    expect(codes(found)).not.toContain("liver-injury-pattern");
    const f = flag(found, /Alkaline phosphatase/);
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/expected in the second half of pregnancy, because the placenta makes this enzyme/);
    expect(f?.patient).toMatch(/placenta makes this enzyme too/);
    expect(f?.patient).not.toMatch(/bile ducts or from bone/);
    expect(f?.evidenceIds).toContain("abbassi-ghanavati-2009-pregnancy-labs");
    const sources = (f?.evidenceIds ?? []).filter((id) => !id.startsWith("insight:"));
    for (const id of sources) expect(findCitableEvidence(id), id).toBeDefined();
  });

  it("reads it the same way when the pregnancy is a gestational age in the notes, and without a range", () => {
    const found = run([["ALP", "260", "U/L"], ALT_NORMAL], [], "34 weeks pregnant, routine antenatal bloods.");
    expect(codes(found)).not.toContain("liver-injury-pattern");
    expect(flag(found, /Alkaline phosphatase/)?.clinician).toMatch(/expected in the second half of pregnancy/);
  });

  it("without an ALT says the other liver tests tell whether the liver is involved", () => {
    const f = flag(run([ALP]), /Alkaline phosphatase/);
    expect(f?.clinician).toMatch(/common in the second half of pregnancy.*ALT and bilirubin\) show whether the liver/);
  });

  it("keeps the liver finding with a raised ALT (ALP 260, ALT 180) in pregnancy", () => {
    const found = run([ALP, ["ALT", "180", "U/L", "7-35"]]);
    expect(codes(found)).toContain("liver-injury-pattern");
    expect(flag(found, /Alkaline phosphatase/)?.clinician).not.toMatch(/placenta/);
  });

  it("keeps the liver reading with itching, a raised bilirubin, early pregnancy or an ALP over four times the limit", () => {
    const itch = run([ALP, ALT_NORMAL], THIRD_TRIMESTER, "Generalised itching for two weeks, worse at night.");
    expect(flag(itch, /Alkaline phosphatase/)?.clinician).not.toMatch(/placenta/);
    expect(codes(itch)).toContain("liver-injury-pattern");
    const bili = run([ALP, ALT_NORMAL, ["Bilirubin", "40", "umol/L", "3-21"]]);
    expect(flag(bili, /Alkaline phosphatase/)?.clinician).not.toMatch(/placenta/);
    const early = run([ALP, ALT_NORMAL], ["Pregnancy, 12 weeks"]);
    expect(codes(early)).toContain("liver-injury-pattern");
    const veryHigh = run([["ALP", "560", "U/L", "30-120"], ALT_NORMAL]);
    expect(codes(veryHigh)).toContain("liver-injury-pattern");
  });

  it("is not read as pregnancy when the notes deny itching", () => {
    const f = flag(run([ALP, ALT_NORMAL], THIRD_TRIMESTER, "No itching."), /Alkaline phosphatase/);
    expect(f?.clinician).toMatch(/placenta/);
  });
});

describe("white cell count in pregnancy", () => {
  it("reads WBC 13.5 in the third trimester as common in pregnancy", () => {
    const f = flag(run([WBC]), /White blood cell/);
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/common in pregnancy/);
    expect(f?.clinician).not.toMatch(/infection, inflammation, stress or steroid/);
    expect(f?.patient).toMatch(/fever or other signs of infection still need checking/);
  });

  it("keeps the usual reading above the trimester's range or with a fever", () => {
    expect(flag(run([["WBC", "18.0", "x10^9/L", "4.0-11.0"]]), /White blood cell/)?.clinician).not.toMatch(
      /common in pregnancy/,
    );
    // Without a gestational age, the first trimester's limit (13.6) is the one used.
    expect(
      flag(run([["WBC", "14.5", "x10^9/L", "4.0-11.0"]], ["Pregnant"]), /White blood cell/)?.clinician,
    ).not.toMatch(/common in pregnancy/);
    const fever = flag(run([WBC], THIRD_TRIMESTER, "Fever 38.4 since yesterday."), /White blood cell/);
    expect(fever?.clinician).toMatch(/infection, inflammation, stress or steroid/);
  });
});

describe("creatinine above the pregnancy range", () => {
  it("reports creatinine 88 µmol/L in pregnancy although it is inside the range given", () => {
    const f = run([CREAT_UMOL]).find((x) => x.code === "pregnancy-creatinine-raised");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/creatinine 88 µmol\/L.*inside the reference range given \(45-90\)/);
    expect(f?.clinician).toMatch(/above 77 µmol\/L \(0\.87 mg\/dL\) is outside the normal range for pregnancy/);
    expect(f?.nextSteps.join(" ")).toMatch(/protein:creatinine ratio/);
    expect(f?.evidenceIds).toContain("wiles-2019-creatinine-pregnancy");
    for (const id of f?.evidenceIds ?? []) expect(findCitableEvidence(id), id).toBeDefined();
  });

  it("reports creatinine 1.0 mg/dL when the pregnancy is in the notes", () => {
    const f = run([CREAT_MGDL], [], "34 weeks pregnant.").find((x) => x.code === "pregnancy-creatinine-raised");
    expect(f?.clinician).toMatch(/^At 34 weeks of pregnancy: creatinine 1 mg\/dL/);
  });

  it("gives nothing at 77 µmol/L or below, and nothing outside pregnancy", () => {
    expect(codes(run([["Creatinine", "77", "umol/L", "45-90"]]))).not.toContain("pregnancy-creatinine-raised");
    expect(codes(run([["Creatinine", "0.87", "mg/dL", "0.6-1.2"]]))).not.toContain("pregnancy-creatinine-raised");
    expect(codes(run([CREAT_UMOL], []))).not.toContain("pregnancy-creatinine-raised");
  });
});

describe("the same results outside pregnancy", () => {
  it("keep today's readings: a liver pattern, the raised white cell plan, no creatinine finding", () => {
    const found = run([ALP, ALT_NORMAL, WBC, CREAT_UMOL], []);
    expect(codes(found)).toContain("liver-injury-pattern");
    expect(codes(found)).not.toContain("pregnancy-creatinine-raised");
    expect(codes(found)).toContain("neutrophilia-repeat-film");
    expect(flag(found, /White blood cell/)?.clinician).toMatch(/Read with the raised white cell count finding/);
    expect(flag(found, /White blood cell/)?.clinician).not.toMatch(/pregnancy/);
  });
});

describe("haemoglobin against the pregnancy cut-off", () => {
  it("reads Hb 11.3 g/dL at 20 weeks, low by a non-pregnant range, as within the range for pregnancy", () => {
    const f = flag(run([["Hemoglobin", "11.3", "g/dL", "12.0-15.5"]], ["Pregnancy, 20 weeks"]), /Hemoglobin/);
    expect(f?.patient).toContain("within the range for pregnancy");
    expect(f?.patient).toContain("10.5 g/dL");
    expect(f?.patient).not.toMatch(/can be a sign of ana?emia/);
  });

  it("keeps the usual text below the pregnancy cut-off", () => {
    const f = flag(run([["Hemoglobin", "10.1", "g/dL", "12.0-15.5"]], ["Pregnancy, 20 weeks"]), /Hemoglobin/);
    expect(f?.patient ?? "").not.toContain("within the range for pregnancy");
  });
});
