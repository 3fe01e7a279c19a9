import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";
import { classifyMedication } from "../vocab/medications.ts";
import { codes } from "../testing/review-case.ts";

const NOW = { now: new Date("2026-11-22T00:00:00Z") };

type Lab = {
  name: string;
  value: string;
  unit?: string;
  referenceRange?: string;
  date?: string;
  flag?: string;
  notes?: string;
};
type Med = { name: string; dosage?: string; frequency?: string };

function run(labs: Lab[], context: Record<string, unknown>) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-12", ...l })),
    patientContextSchema.parse(context),
    NOW,
  );
}
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

// Review case L4: levothyroxine, biotin 10 mg taken the morning of the test.
const TSH_LOW: Lab = { name: "TSH", value: "<0.01", unit: "mU/L", referenceRange: "0.27 - 4.20" };
const FT4_HIGH: Lab = { name: "Free T4", value: "38.2", unit: "pmol/L", referenceRange: "12.0 - 22.0", flag: "high" };
const FT3_HIGH: Lab = { name: "Free T3", value: "9.4", unit: "pmol/L", referenceRange: "3.1 - 6.8", flag: "high" };
const TSH_EARLIER: Lab = { name: "TSH", value: "1.8", unit: "mU/L", referenceRange: "0.27 - 4.20", date: "2026-05-02" };
const LEVOTHYROXINE: Med = { name: "Levothyroxine", dosage: "100 micrograms", frequency: "once daily" };
const BIOTIN: Med = { name: "Biotin (hair, skin & nails supplement)", dosage: "10 mg", frequency: "daily" };
const thyroid = (medications: Med[], labs = [TSH_LOW, FT4_HIGH, FT3_HIGH, TSH_EARLIER]) =>
  run(labs, { age: 45, gender: "female", medications });

describe("biotin vocabulary", () => {
  it("recognises biotin by name, as vitamin B7, and not in a multivitamin that does not name it", () => {
    expect(classifyMedication("Biotin (hair, skin & nails supplement)").classes).toContain("biotin");
    expect(classifyMedication("Vitamin B7 5000 mcg").classes).toContain("biotin");
    expect(classifyMedication("Hair, skin and nails multivitamin").classes).not.toContain("biotin");
  });

  it("recognises finasteride and dutasteride as 5-alpha-reductase inhibitors, and tamsulosin as neither", () => {
    expect(classifyMedication("Finasteride 5 mg").classes).toContain("5-ari");
    expect(classifyMedication("Avodart 0.5 mg").classes).toContain("5-ari");
    expect(classifyMedication("Tamsulosin 400 micrograms").classes).not.toContain("5-ari");
  });
});

describe("thyroid results while taking biotin", () => {
  it("warns of assay interference instead of advising a lower levothyroxine dose (review case L4)", () => {
    const r = thyroid([LEVOTHYROXINE, BIOTIN]);
    const f = find(r, "biotin-thyroid-interference");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain(
      "TSH <0.01 mIU/L (2026-11-12), free T4 38.2 pmol/L (2026-11-12), free T3 9.4 pmol/L",
    );
    expect(f?.clinician).toContain("biotin (hair, skin & nails supplement) 10 mg daily and levothyroxine");
    expect(f?.clinician).toMatch(
      /TSH read falsely low and competitive assays such as free T4 and free T3 falsely high/,
    );
    expect(f?.clinician).toContain("An earlier TSH was in range (1.8 mIU/L (2026-05-02))");
    expect(f?.nextSteps.join(" ")).toMatch(/stop biotin for at least 2 days/);
    expect(f?.evidenceIds).toEqual(["piketty-2017-biotin-immunoassays", "biotin-tft-washout-2020"]);
    expect(codes(r)).not.toContain("levothyroxine-tsh-low");
    expect(r.findings.flatMap((x) => x.nextSteps).join(" ")).not.toMatch(/reducing the dose/);
    expect(r.result.patientResponse).toContain("Do not change any thyroid medicine because of these results alone");
    expect(r.result.patientResponse).not.toMatch(/dose may be too high|too much thyroid medicine/);
  });

  it("leaves the over-replacement advice in place when biotin is not listed", () => {
    const r = thyroid([LEVOTHYROXINE]);
    expect(codes(r)).not.toContain("biotin-thyroid-interference");
    // A raised free T4 makes it overt over-replacement: the step says to reduce the dose (review 10).
    expect(find(r, "levothyroxine-tsh-low")?.nextSteps.join(" ")).toMatch(/Reduce the thyroid hormone dose/);
  });

  it("does not call hyperthyroidism on biotin's pattern without thyroid hormone either", () => {
    const r = thyroid([BIOTIN], [TSH_LOW, FT4_HIGH]);
    expect(codes(r)).toContain("biotin-thyroid-interference");
    expect(codes(r)).not.toContain("overt-hyperthyroidism");
    expect(codes(thyroid([], [TSH_LOW, FT4_HIGH]))).toContain("overt-hyperthyroidism");
    // No thyroid medicine taken: none is named to the patient (review 11, lab-panels #16c).
    expect(r.result.patientResponse).toContain(
      "can look like an overactive thyroid when they are not. No treatment should be started",
    );
    expect(r.result.patientResponse).not.toMatch(/thyroid medicine|thyroid dose/);
  });

  it("says nothing when the thyroid results are in range or point the other way (high TSH)", () => {
    const normal: Lab = { name: "TSH", value: "1.9", unit: "mU/L", referenceRange: "0.27 - 4.20" };
    expect(codes(thyroid([LEVOTHYROXINE, BIOTIN], [normal]))).not.toContain("biotin-thyroid-interference");
    const high: Lab = { name: "TSH", value: "9.8", unit: "mU/L", referenceRange: "0.27 - 4.20" };
    const r = thyroid([LEVOTHYROXINE, BIOTIN], [high]);
    expect(codes(r)).not.toContain("biotin-thyroid-interference");
    expect(codes(r)).toContain("levothyroxine-tsh-high");
  });

  it("says nothing for biotin that was stopped", () => {
    const stopped = { ...BIOTIN, name: "Biotin (stopped)" };
    expect(codes(thyroid([LEVOTHYROXINE, stopped]))).not.toContain("biotin-thyroid-interference");
  });
});

describe("troponin while taking biotin", () => {
  const troponin = (value: string): Lab => ({ name: "hs-Troponin T", value, unit: "ng/L", referenceRange: "<14" });

  it("says a troponin in range may be falsely low and cites the FDA", () => {
    const f = find(
      run([troponin("6")], { age: 58, gender: "male", medications: [BIOTIN] }),
      "biotin-troponin-interference",
    );
    expect(f?.clinician).toMatch(/can make some troponin assays read falsely low/);
    expect(f?.evidenceIds).toEqual(["fda-biotin-troponin-2019"]);
  });

  it("says nothing without biotin, or when the troponin is already raised", () => {
    expect(codes(run([troponin("6")], { age: 58, gender: "male" }))).not.toContain("biotin-troponin-interference");
    const raised = run([troponin("85")], { age: 58, gender: "male", medications: [BIOTIN] });
    expect(codes(raised)).not.toContain("biotin-troponin-interference");
    expect(codes(raised)).toContain("troponin-elevated");
  });
});

describe("PSA on a 5-alpha-reductase inhibitor", () => {
  // Review case L6: PSA 3.1 → 5.8 on finasteride since 2023.
  const PSA_2025: Lab = {
    name: "PSA (total)",
    value: "3.1",
    unit: "ng/mL",
    referenceRange: "<4.5",
    date: "2025-11-01",
  };
  const PSA_2026: Lab = {
    name: "PSA (total)",
    value: "5.8",
    unit: "ug/L",
    referenceRange: "0 - 4.5",
    date: "2026-11-03",
  };
  const FINASTERIDE: Med = { name: "Finasteride", dosage: "5 mg", frequency: "daily" };
  const man = (labs: Lab[], medications: Med[]) => run(labs, { age: 68, gender: "male", medications });

  it("reads the PSA as about doubled and a rise as needing urological assessment (review case L6)", () => {
    const r = man([PSA_2025, PSA_2026], [FINASTERIDE]);
    const f = find(r, "psa-on-5-ari");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("doubled, it is about 11.6 µg/L");
    expect(f?.clinician).toContain("PSA has risen from 3.1 ng/mL (2025-11-01)");
    expect(f?.nextSteps.join(" ")).toMatch(/refer for urological assessment/);
    expect(f?.evidenceIds).toEqual(["proscar-label-psa"]);
    expect(codes(r)).not.toContain("psa-elevated");
    expect(r.result.patientResponse).not.toContain("Many things besides cancer can raise it");
  });

  it("flags a single PSA of 2.5 as about 5 untreated, at moderate severity, and a PSA of 1.2 not at all", () => {
    const psa = (value: string): Lab => ({ name: "PSA", value, unit: "ng/mL", referenceRange: "0-4.0" });
    const f = find(man([psa("2.5")], [FINASTERIDE]), "psa-on-5-ari");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("doubled, it is about 5 ng/mL");
    expect(codes(man([psa("1.2")], [FINASTERIDE]))).not.toContain("psa-on-5-ari");
  });

  it("cites the dutasteride review for dutasteride", () => {
    const f = find(man([PSA_2025, PSA_2026], [{ name: "Dutasteride 0.5 mg" }]), "psa-on-5-ari");
    expect(f?.evidenceIds).toEqual(["proscar-label-psa", "nps-radar-dutasteride"]);
  });

  it("leaves the raised-PSA rule in place without a 5-alpha-reductase inhibitor", () => {
    const r = man([PSA_2025, PSA_2026], [{ name: "Tamsulosin", dosage: "400 micrograms" }]);
    expect(codes(r)).not.toContain("psa-on-5-ari");
    expect(codes(r)).toContain("psa-elevated");
  });
});

describe("a result the laboratory reports from a haemolysed sample", () => {
  // Review case L6's potassium.
  const NOTE = "Sample haemolysed (H-index 3+), received >6 h after venepuncture. Please repeat.";
  const potassium = (notes?: string): Lab => ({
    name: "Potassium",
    value: "6.4",
    unit: "mmol/L",
    referenceRange: "3.5-5.3",
    flag: "critical",
    ...(notes ? { notes } : {}),
  });
  const CREATININE: Lab = { name: "Creatinine", value: "88", unit: "umol/L", referenceRange: "59-104" };
  const k = (notes: string | undefined, context: Record<string, unknown> = {}) =>
    run([potassium(notes), CREATININE], { age: 68, gender: "male", ...context });
  const critical = (r: ReturnType<typeof run>) => find(r, "lab-critical");

  it("asks for a same-day repeat rather than emergency care when nothing suggests a true high potassium (review case L6)", () => {
    const r = k(NOTE);
    const f = critical(r);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain(`The laboratory reports the sample haemolysed ("${NOTE}")`);
    expect(f?.clinician).toMatch(
      /repeat potassium urgently, today, on a fresh sample taken without haemolysis, rather than treating this result as an emergency/,
    );
    expect(f?.nextSteps).toEqual([
      "Repeat potassium today on a fresh sample taken without haemolysis; act at once if it is confirmed high or if symptoms or ECG changes appear",
    ]);
    expect(f?.evidenceIds).toContain("asirvatham-2013-potassium-errors");
    expect(r.result.patientResponse).not.toContain("go to an emergency department");
    expect(r.result.patientResponse).toContain("the laboratory says the blood sample was damaged (haemolysed)");
    expect(r.result.patientResponse).toContain("You need a repeat blood test today");
    expect(r.result.clinicianResponse).toContain("Repeat potassium today on a fresh sample");
    expect(r.result.clinicianResponse).not.toContain("Critical findings — act now");
  });

  // Review 22, coherence-22b: potassium 6.4 is moderate hyperkalaemia (UK Kidney Association grades,
  // nhs-highland-hyperkalaemia), so without a haemolysis note the high potassium finding grades it
  // (urgent repeat within 1 working day with an ECG) rather than the critical line's emergency text.
  it("without a note from the laboratory, reads K 6.4 as moderate hyperkalaemia, not as a damaged sample", () => {
    const r = k(undefined);
    expect(critical(r)?.severity).toBe("high");
    expect(critical(r)?.clinician).not.toMatch(/ha?emoly/);
    expect(find(r, "hyperkalaemia")?.clinician).toMatch(/moderate hyperkalaemia/);
    expect(r.result.patientResponse).toContain("contact your doctor today");
    expect(r.result.patientResponse).not.toContain("go to an emergency department");
  });

  it("reads a note that denies haemolysis, or an H-index of 0, as no haemolysis", () => {
    for (const note of ["No haemolysis seen.", "H-index 0"]) {
      const r = k(note);
      expect(critical(r)?.clinician).not.toMatch(/laboratory reports the sample ha?emoly[sz]ed/);
      expect(find(r, "hyperkalaemia")?.clinician).toMatch(/moderate hyperkalaemia/);
    }
  });

  it("stays critical, and says why, with a potassium-raising medicine, kidney disease or ECG changes", () => {
    // On lisinopril the medicine finding grades 6.4 (moderate band: high) and says why it is treated
    // as true; the laboratory's critical line points to it, naming the haemolysis (review 30b, engine-30b).
    const acei = k(NOTE, { medications: [{ name: "Lisinopril 20 mg" }] });
    expect(find(acei, "raas-hyperkalaemia")?.clinician).toMatch(
      /which can raise it falsely, but with lisinopril 20 mg, which can raise potassium, it is treated as true/,
    );
    expect(critical(acei)?.clinician).toMatch(
      /The laboratory reports the sample haemolysed .*Read with the high potassium/,
    );
    expect(critical(k(NOTE, { conditions: [{ name: "Chronic kidney disease stage 4" }] }))?.severity).toBe("critical");
    expect(critical(k(NOTE, { clinicalNotes: "ECG: peaked T waves." }))?.severity).toBe("critical");
    expect(critical(k(NOTE, { clinicalNotes: "ECG normal, no ECG changes." }))?.severity).toBe("high");
  });

  it("notes haemolysis on a raised LDH and cites why", () => {
    const ldh: Lab = { name: "LDH", value: "410", unit: "U/L", referenceRange: "135-225", notes: "Haemolysed sample" };
    const f = run([ldh], { age: 50, gender: "female" }).findings.find((x) => x.code === "lab-high");
    expect(f?.clinician).toMatch(
      /The laboratory reports the sample haemolysed \("Haemolysed sample"\): haemolysis releases it/,
    );
    expect(f?.evidenceIds).toContain("haemolysis-interference-1986");
  });

  it("leaves a raised LDH without a note alone", () => {
    const ldh: Lab = { name: "LDH", value: "410", unit: "U/L", referenceRange: "135-225" };
    const f = run([ldh], { age: 50, gender: "female" }).findings.find((x) => x.code === "lab-high");
    expect(f?.clinician).not.toMatch(/ha?emoly/);
    expect(f?.evidenceIds).not.toContain("haemolysis-interference-1986");
  });
});
