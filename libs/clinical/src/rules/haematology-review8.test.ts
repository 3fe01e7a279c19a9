import { healthDataSchema, labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { findCitableEvidence } from "../evidence/library.ts";
import type { Finding } from "../model.ts";
import { analyzeEhr, analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-23T12:00:00Z") };

type Lab = { name: string; value: string; unit?: string; referenceRange?: string; date?: string; flag?: string };

const lab = (name: string, value: string, unit?: string, referenceRange?: string, flag?: string): Lab => ({
  name,
  value,
  ...(unit === undefined ? {} : { unit }),
  ...(referenceRange === undefined ? {} : { referenceRange }),
  ...(flag === undefined ? {} : { flag }),
});

function run(labs: Lab[], context: Record<string, unknown> = {}): Finding[] {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ date: "2026-11-22", ...l })),
    patientContextSchema.parse({ age: "55", gender: "male", ...context }),
    NOW,
  ).findings;
}

const find = (findings: Finding[], code: string) => findings.find((f) => f.code === code);
const codes = (findings: Finding[]) => findings.map((f) => f.code);
const text = (f: Finding | undefined) => `${f?.clinician} ${f?.patient} ${f?.nextSteps.join(" ")}`;

function citable(f: Finding | undefined) {
  for (const id of f?.evidenceIds ?? []) expect(findCitableEvidence(id), id).toBeDefined();
}

const medications = (...names: string[]) => names.map((name) => ({ name }));
const conditions = (...names: string[]) => names.map((name) => ({ name, status: "active" }));

describe("high calcium with cancer, suppressed PTH and symptoms (review 8, onc case 6)", () => {
  const labs = [
    lab("Calcium (adjusted)", "3.45", "mmol/L", "2.20-2.60"),
    lab("Albumin", "31", "g/L", "35-50"),
    lab("PTH", "<0.6", "pmol/L", "1.6-6.9"),
  ];
  const context = {
    age: "63",
    conditions: conditions("Squamous cell carcinoma of lung with bone metastases"),
    medications: medications("Bendroflumethiazide 2.5 mg"),
    clinicalNotes: "Family report 3 days of increasing confusion, thirst, constipation and vomiting.",
  };

  it("reads hypercalcaemia of malignancy as a same-day emergency, without parathyroid-first or drink-more advice", () => {
    const f = find(run(labs, context), "hypercalcaemia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/hypercalcaemia of malignancy/);
    expect(f?.clinician).toMatch(/intravenous bisphosphonate or denosumab/);
    expect(f?.patient).toMatch(/cancer itself/);
    expect(f?.patient).toMatch(/emergency department now/);
    expect(f?.patient).not.toMatch(/overactive parathyroid|Drink enough fluids/);
    expect(f?.evidenceIds).toContain("endosoc-2022-hypercalcaemia-malignancy");
    expect(f?.evidenceIds).toContain("sfe-2016-acute-hypercalcaemia");
    citable(f);
  });

  it("does not give the primary-hyperparathyroidism thiazide sentence when PTH is suppressed", () => {
    const f = find(run(labs, context), "hypercalcaemia");
    expect(f?.clinician).toMatch(/Bendroflumethiazide 2\.5 mg: thiazides are among the recognised causes/i);
    expect(f?.clinician).not.toMatch(/have underlying primary hyperparathyroidism/);
    expect(f?.evidenceIds).not.toContain("griebeler-2016-thiazide-hypercalcaemia");
  });

  it("does not ask to repeat an adjusted calcium with albumin, and gives the calcium grade in mmol/L", () => {
    const f = find(run(labs, context), "hypercalcaemia");
    expect(f?.nextSteps.join(" ")).not.toMatch(/Repeat calcium with albumin|Adjust the calcium/);
    expect(f?.clinician).toContain("(moderate, 3.0–3.5 mmol/L)");
  });

  it("does not ask for myeloma tests when a current cancer explains the calcium", () => {
    expect(codes(run(labs, context)).filter((c) => c.startsWith("myeloma"))).toEqual([]);
  });
});

describe("high calcium: urgency and the confirming step", () => {
  const ca = (value: string, name = "Calcium") => lab(name, value, "mmol/L", "2.20-2.60");

  it("keeps 'drink enough fluids' for a mild high calcium without symptoms", () => {
    const f = find(run([ca("2.75")]), "hypercalcaemia");
    expect(f?.patient).toMatch(/Drink enough fluids and ask your doctor about next tests/);
    expect(f?.severity).toBe("moderate");
  });

  it("does not tell a patient who is vomiting to drink more, and asks for review today", () => {
    const f = find(run([ca("2.75")], { clinicalNotes: "Vomiting since yesterday." }), "hypercalcaemia");
    expect(f?.patient).not.toMatch(/Drink enough fluids/);
    expect(f?.patient).toMatch(/contact your doctor today/);
  });

  it("makes a calcium above 3.5 mmol/L an emergency even without symptoms", () => {
    const f = find(run([ca("3.6")]), "hypercalcaemia");
    expect(f?.severity).toBe("critical");
    expect(f?.patient).toMatch(/emergency department now/);
    expect(f?.nextSteps[0]).toMatch(/Same-day hospital/);
  });

  it("asks for prompt review of 3.0–3.5 mmol/L without symptoms, not an emergency", () => {
    const f = find(run([ca("3.2")]), "hypercalcaemia");
    expect(f?.severity).toBe("high");
    expect(f?.patient).toMatch(/contact your doctor today/);
    expect(f?.patient).not.toMatch(/emergency/);
  });

  it("adjusts an unadjusted calcium for the albumin in the record rather than asking for albumin again", () => {
    // The finding states the adjusted value itself, so no step asks to adjust it again (review 21, electrolytes 06).
    const adjusted = find(run([ca("2.75"), lab("Albumin", "32", "g/L", "35-50")]), "hypercalcaemia");
    expect(adjusted?.clinician).toMatch(/albumin-corrected about 2\.91 mmol\/L \(albumin 32 g\/L/);
    expect(adjusted?.nextSteps.join(" ")).not.toMatch(/albumin/);
    expect(find(run([ca("2.75")]), "hypercalcaemia")?.nextSteps).toContain(
      "Repeat calcium with albumin (or ionised calcium)",
    );
    expect(find(run([ca("2.75", "Corrected calcium")]), "hypercalcaemia")?.nextSteps.join(" ")).not.toMatch(/albumin/);
  });
});

describe("possible myeloma (NICE NG12): what explains the result, and where it is filed", () => {
  const lowWbc = lab("WBC", "2.6", "10^9/L", "4.0-11.0");

  it("does not fire on a low white cell count during chemotherapy (probe p1)", () => {
    const found = run([lowWbc], { age: "66", medications: medications("Docetaxel 75 mg/m2") });
    expect(codes(found).filter((c) => c.startsWith("myeloma"))).toEqual([]);
  });

  it("files a white-cell-triggered finding under the blood count, not under calcium", () => {
    const f = find(run([lowWbc], { age: "66" }), "myeloma-investigations-low-white-cells");
    expect(f?.problem).toBe("Blood count");
    expect(f?.clinician).toMatch(/^White cell count 2\.6/);
    expect(find(run([lowWbc], { age: "66" }), "myeloma-investigations")).toBeUndefined();
  });

  it("does not fire on a mild high calcium on lithium with known, stable CKD (review 8, primary care case 3)", () => {
    const found = run(
      [
        lab("Adjusted Calcium", "2.71", "mmol/L", "2.20 - 2.60"),
        { ...lab("eGFR", "34", "mL/min/1.73m2", "> 90"), date: "2026-11-16" },
        { ...lab("eGFR", "38", "mL/min/1.73m2", "> 90"), date: "2026-02-03" },
      ],
      {
        age: "63",
        gender: "female",
        conditions: conditions("Bipolar affective disorder", "CKD stage 3b"),
        medications: medications("Lithium carbonate (Priadel) 800 mg"),
      },
    );
    expect(codes(found).filter((c) => c.startsWith("myeloma"))).toEqual([]);
    const f = find(found, "hypercalcaemia");
    expect(f?.patient).toMatch(/Lithium, which you take, can raise calcium/);
    expect(f?.nextSteps[0]).toMatch(/Repeat albumin-adjusted calcium with PTH in about 2 weeks/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Check PTH/);
    expect(f?.evidenceIds).toContain("kovacs-2022-lithium-hypercalcaemia");
    citable(f);
  });

  it("still fires on lithium when anaemia, a feature lithium does not explain, is present", () => {
    const found = run([lab("Calcium", "2.71", "mmol/L", "2.20-2.60"), lab("Haemoglobin", "98", "g/L", "130-170")], {
      age: "70",
      medications: medications("Lithium carbonate 400 mg"),
    });
    expect(find(found, "myeloma-investigations")).toBeDefined();
  });
});

describe("low iron stores with a raised haemoglobin (review 8, onc case 5)", () => {
  const ferritin = lab("Ferritin", "12", "ug/L", "30-400");

  it("does not call it iron deficiency without anaemia or suggest iron when the haemoglobin or haematocrit is high", () => {
    expect(
      find(run([ferritin, lab("Haemoglobin", "19.4", "g/dL", "13.5-17.5")]), "iron-deficiency-without-anaemia"),
    ).toBeUndefined();
    expect(
      find(
        run([
          ferritin,
          lab("Haemoglobin", "16.9", "g/dL", "13.5-17.5"),
          lab("Haematocrit", "0.58", "L/L", "0.40-0.52"),
        ]),
        "iron-deficiency-without-anaemia",
      ),
    ).toBeUndefined();
    expect(
      find(run([ferritin, lab("Haemoglobin", "14.5", "g/dL", "13.5-17.5")]), "iron-deficiency-without-anaemia"),
    ).toBeDefined();
  });
});

describe("haemochromatosis: genotype in the record, liver risk and the fatty-liver reading (review 8, onc case 10)", () => {
  const iron = [
    lab("Ferritin", "1450", "ng/mL", "30-400"),
    lab("Transferrin saturation", "78", "%", "20-50"),
    lab("ALT", "74", "U/L", "10-50"),
  ];
  const ehrLab = (l: Lab) => ({
    display: l.name,
    value: l.value,
    unit: l.unit,
    referenceRange: l.referenceRange,
    date: "2026-10-28",
  });
  const ehr = (labs: Lab[], interpretation?: string, value?: string) =>
    analyzeEhr(
      healthDataSchema.parse({
        patientInfo: { age: 49, gender: "male" },
        recentAbnormalLabs: labs.map(ehrLab),
        pastMedicalHistory: [{ display: "Type 2 diabetes mellitus", clinicalStatus: "active" }],
        ...(interpretation === undefined
          ? {}
          : { geneticData: [{ geneCode: "HFE", geneDisplay: "HFE", interpretation, value }] }),
      }),
      NOW,
    ).findings;
  const withGene = (interpretation: string, value?: string) => ehr(iron, interpretation, value);

  it("does not ask for HFE genotyping once a C282Y homozygous result is in the record", () => {
    const found = withGene("Homozygous", "C282Y/C282Y (p.Cys282Tyr)");
    expect(find(found, "iron-overload-screen")).toBeUndefined();
  });

  it("asks for fibrosis staging at a ferritin above 1000 µg/L in a C282Y homozygote", () => {
    const f = find(withGene("Homozygous", "C282Y/C282Y (p.Cys282Tyr)"), "haemochromatosis-liver-assessment");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join(" ")).toMatch(/Stage liver fibrosis/);
    expect(f?.nextSteps.join(" ")).toMatch(/hepatocellular carcinoma surveillance/);
    citable(f);
  });

  it("does not claim fatty liver is likely when haemochromatosis is known", () => {
    const f = find(withGene("Homozygous", "C282Y/C282Y (p.Cys282Tyr)"), "masld-risk");
    expect(f?.clinician).not.toMatch(/steatotic liver disease is likely/);
    expect(f?.clinician).toMatch(/iron overload is a cause of the raised ALT/);
    expect(f?.patient).not.toMatch(/fat in the liver is a common cause/);
  });

  it("does not repeat genotyping for another HFE result, and looks for other causes", () => {
    const found = withGene("Heterozygous", "H63D");
    const f = find(found, "iron-overload-screen");
    expect(f?.clinician).toMatch(/already in the record/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/HFE genotyping/);
    expect(find(found, "haemochromatosis-liver-assessment")).toBeUndefined();
    citable(f);
  });

  it("does not read a C282Y heterozygote who is H63D homozygous as C282Y homozygous", () => {
    const found = withGene("Detected", "C282Y heterozygous, H63D homozygous");
    expect(find(found, "haemochromatosis-liver-assessment")).toBeUndefined();
    expect(find(found, "iron-overload-screen")).toBeDefined();
  });

  it("stays quiet without raised iron indices, and asks for genotyping without a result", () => {
    const normal = ehr([lab("Ferritin", "180", "ng/mL", "30-400")], "Homozygous", "C282Y/C282Y");
    expect(find(normal, "haemochromatosis-liver-assessment")).toBeUndefined();
    const noGene = ehr(iron);
    expect(find(noGene, "iron-overload-screen")?.nextSteps.join(" ")).toMatch(/HFE genotyping/);
  });
});

describe("small red cells with a normal ferritin (review 8, onc case 4)", () => {
  const trait = [
    lab("Hb", "112 g/L", undefined, "115 to 160"),
    lab("MCV", "63", "fL", "80-100"),
    lab("MCH", "20.1", "pg", "27-32"),
    lab("Ferritin", "64", "ug/L", "15-150"),
  ];
  const context = {
    age: "29",
    gender: "F",
    clinicalNotes: "Pre-conception check, planning pregnancy next year.",
  };

  it("asks for a haemoglobinopathy screen and, with a pregnancy planned, partner testing", () => {
    const f = find(run(trait, context), "microcytosis-haemoglobinopathy-screen");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps[0]).toMatch(/Haemoglobinopathy screen/);
    expect(f?.nextSteps.join(" ")).toMatch(/test the partner before conception/);
    expect(f?.patient).toMatch(/Iron tablets may not help/);
    expect(f?.evidenceIds).toContain("racgp-haemoglobinopathies");
    citable(f);
  });

  it("does not ask for B12 and folate for small red cells", () => {
    const anaemia = find(run(trait, context), "anaemia");
    expect(anaemia?.nextSteps.join(" ")).not.toMatch(/B12|folate/);
    expect(anaemia?.patientQuestions).toEqual([]);
  });

  it("stays quiet with iron deficiency, a known or tested haemoglobinopathy, or a raised lead", () => {
    const low = trait.map((l) => (l.name === "Ferritin" ? lab("Ferritin", "9", "ug/L", "15-150") : l));
    const lowFound = run(low, context);
    expect(find(lowFound, "microcytosis-haemoglobinopathy-screen")).toBeUndefined();
    expect(find(lowFound, "iron-deficiency-anaemia")).toBeDefined();
    expect(
      find(
        run(trait, { ...context, conditions: conditions("Beta thalassaemia trait") }),
        "microcytosis-haemoglobinopathy-screen",
      ),
    ).toBeUndefined();
    expect(
      find(run([...trait, lab("Hb electrophoresis", "HbA2 5.1%")], context), "microcytosis-haemoglobinopathy-screen"),
    ).toBeUndefined();
    expect(
      find(
        run([...trait, lab("Lead, blood", "14", "ug/dL", "<3.5", "High")], context),
        "microcytosis-haemoglobinopathy-screen",
      ),
    ).toBeUndefined();
  });

  it("asks for transferrin saturation when a raised CRP may be holding the ferritin up, and is low priority without a pregnancy plan", () => {
    const f = find(
      run([...trait, lab("CRP", "48", "mg/L", "<5")], { age: "29", gender: "F" }),
      "microcytosis-haemoglobinopathy-screen",
    );
    expect(f?.severity).toBe("low");
    expect(f?.nextSteps.join(" ")).toMatch(/transferrin saturation/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/partner/);
  });

  it("does not call a child's MCV small when the laboratory's range for the child calls it normal", () => {
    const child = run(
      [
        lab("Haemoglobin", "11.6", "g/dL", "11.0-14.0"),
        lab("MCV", "74", "fL", "70-86"),
        lab("Ferritin", "30", "ug/L", "12-60"),
      ],
      { age: "3", gender: "female" },
    );
    expect(find(child, "microcytosis-haemoglobinopathy-screen")).toBeUndefined();
  });
});

describe("the anaemia work-up with a stated cause (review 8, onc #15)", () => {
  const hb = lab("Haemoglobin", "10.4", "g/dL", "12.0-15.5");

  it("makes the work-up conditional during chemotherapy", () => {
    const f = find(run([hb], { gender: "female", medications: medications("Docetaxel 75 mg/m2") }), "anaemia");
    expect(f?.clinician).toMatch(/chemotherapy \(Docetaxel 75 mg\/m2\)/i);
    expect(f?.nextSteps.join(" ")).toMatch(/only if the anemia is more than the chemotherapy explains/);
    expect(f?.patient).toMatch(/Chemotherapy often lowers the blood count/);
    expect(f?.patientQuestions).toEqual([]);
    expect(f?.evidenceIds).toContain("asco-ash-2019-cancer-anaemia");
    citable(f);
  });

  it("reads a recent operation from the notes or a dated condition, not an old one", () => {
    const notes = find(run([hb], { gender: "female", clinicalNotes: "Post-op day 8. No bleeding." }), "anaemia");
    expect(notes?.nextSteps.join(" ")).toMatch(/more than the operation explains/);
    const recent = find(
      run([hb], { gender: "female", conditions: conditions("s/p total hip arthroplasty 2026-11-14") }),
      "anaemia",
    );
    expect(recent?.clinician).toMatch(/recent surgery/);
    const old = find(
      run([hb], { gender: "female", conditions: conditions("s/p total hip arthroplasty 2019-03-02") }),
      "anaemia",
    );
    expect(old?.clinician).not.toMatch(/recent surgery/);
    expect(old?.nextSteps).toContain("Check MCV, ferritin, B12, folate and kidney function to find the cause");
  });

  it("follows the haemoglobin with acute bleeding, and does not read a denied bleed", () => {
    const bleed = find(
      run([hb], { gender: "female", clinicalNotes: "Black tarry stools x2 since yesterday." }),
      "anaemia",
    );
    expect(bleed?.nextSteps[0]).toMatch(/Follow the hemoglobin with repeat counts/);
    const denied = find(run([hb], { gender: "female", clinicalNotes: "No melaena, no haematemesis." }), "anaemia");
    expect(denied?.clinician).not.toMatch(/blood loss/);
  });

  it("leaves the haematinic screen to haematology when blasts are in the blood", () => {
    const f = find(run([hb, lab("Blasts", "62", "%")], { gender: "female" }), "anaemia");
    expect(f?.clinician).toMatch(/blasts in the blood/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/ferritin|B12/);
  });

  it("does not ask for the haematinics the CKD anaemia finding asks for, and gives the cut-off in g/L for a result in g/L", () => {
    const found = run([lab("Haemoglobin", "112", "g/L", "120-150"), lab("eGFR", "29", "mL/min/1.73m2", ">60")], {
      gender: "female",
    });
    const f = find(found, "anaemia");
    expect(f?.nextSteps).toEqual(["Check MCV to find the cause"]);
    expect(f?.clinician).toContain("(120 g/L)");
    expect(find(found, "anaemia-ckd")?.nextSteps.join(" ")).toMatch(/ferritin/);
  });

  it("leaves large red cells to the macrocytosis finding", () => {
    const found = run([hb, lab("MCV", "113", "fL", "80-100")], { gender: "female" });
    expect(find(found, "anaemia")?.nextSteps.join(" ")).not.toMatch(/B12|ferritin/);
    expect(find(found, "macrocytosis")).toBeDefined();
  });
});

describe("iron-deficiency anaemia in a toddler (review 8, peds case 3)", () => {
  const toddler = (ferritin: string, extra: Lab[] = [], notes = "Drinks about 1.2 litres of cow's milk a day.") =>
    analyzeLabResults(
      [
        lab("Haemoglobin", "84", "g/L", "105-135"),
        lab("MCV", "61", "fL", "70-86"),
        lab("Ferritin", ferritin, "ug/L", "12-60"),
        ...extra,
      ].map((l) => labTestSchema.parse({ date: "2026-11-18", ...l })),
      patientContextSchema.parse({ age: "26 months", gender: "female", socialHistory: notes }),
      NOW,
    ).findings;

  it("names the cow's milk and gives a child's steps, without menstrual loss, endoscopy or the adult guideline", () => {
    const f = find(toddler("<5"), "iron-deficiency-anaemia");
    expect(f?.clinician).toMatch(/1\.2 litres of cow's milk/);
    expect(f?.clinician).toMatch(/below 12 µg\/L, WHO's cut-off/);
    expect(text(f)).not.toMatch(/menstrual|endoscopy|postmenopausal|45 ng\/mL/);
    expect(f?.nextSteps.join(" ")).toMatch(/Cut down the cow's milk/);
    expect(f?.evidenceIds).toContain("aap-2010-iron-deficiency-infants");
    expect(f?.evidenceIds).toContain("parkin-2015-cow-milk-ida");
    expect(f?.evidenceIds).not.toContain("aga-2020-ida");
    citable(f);
  });

  it("uses WHO's under-5 cut-off, and the higher one with a raised CRP", () => {
    expect(find(toddler("14", [], ""), "iron-deficiency-anaemia")).toBeUndefined();
    expect(find(toddler("25", [lab("CRP", "40", "mg/L", "<5")], ""), "iron-deficiency-anaemia")?.clinician).toMatch(
      /below 30 µg\/L, WHO's cut-off for iron deficiency in children under 5 years with infection or inflammation/,
    );
  });

  it("does not ask for B12 and folate for a toddler's small red cells", () => {
    expect(find(toddler("<5"), "anaemia")?.nextSteps.join(" ")).not.toMatch(/B12|folate/);
  });
});

describe("iron-deficiency anaemia with a known source of loss and iron already taken (review 8, peds case 14)", () => {
  it("continues the prescribed iron and does not search for a source the record names", () => {
    const f = find(
      run([lab("Haemoglobin", "86", "g/L", "120-150"), lab("Ferritin", "11", "ug/L", "15-150")], {
        age: "32",
        gender: "female",
        conditions: [{ name: "Postpartum haemorrhage (1.4 L) at delivery 2026-11-17", status: "resolved" }],
        medications: medications("Ferrous sulfate 200 mg"),
      }),
      "iron-deficiency-anaemia",
    );
    expect(f?.nextSteps[0]).toMatch(/Continue the iron already prescribed \(Ferrous sulfate 200 mg\)/i);
    expect(f?.nextSteps.join(" ")).not.toMatch(/endoscopy|Start iron replacement/);
    expect(f?.clinician).toMatch(/Postpartum haemorrhage/);
  });
});
