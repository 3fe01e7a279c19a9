import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { findCitableEvidence } from "../evidence/library.ts";
import { analyzeLabResults } from "../pipeline.ts";

const NOW = new Date("2026-11-23T12:00:00Z");
const TODAY = "2026-11-23";

type Lab = [name: string, value: string, unit: string, date?: string];

interface Case {
  labs?: Lab[];
  conditions?: string[];
  bp?: string[];
  notes?: string;
  medications?: string[];
  age?: number;
  gender?: string;
  bmi?: string;
}

function run(c: Case) {
  return analyzeLabResults(
    (c.labs ?? []).map(([name, value, unit, date]) => labTestSchema.parse({ name, value, unit, date: date ?? TODAY })),
    patientContextSchema.parse({
      age: c.age ?? 31,
      gender: c.gender ?? "female",
      conditions: (c.conditions ?? []).map((name) => ({ name, status: "active" })),
      medications: (c.medications ?? []).map((name) => ({ name })),
      vitalSigns: [
        ...(c.bp ?? []).map((value) => ({ name: "Blood pressure", value, unit: "mmHg", date: TODAY })),
        ...(c.bmi === undefined ? [] : [{ name: "BMI", value: c.bmi, unit: "kg/m2", date: TODAY }]),
      ],
      ...(c.notes === undefined ? {} : { clinicalNotes: c.notes }),
    }),
    { now: NOW },
  ).findings;
}

const find = (c: Case, code: string) => run(c).find((f) => f.code === code);
const codes = (c: Case) => run(c).map((f) => f.code);

const AT_35_WEEKS = ["Pregnancy at 35+2 weeks"];
const HELLP_LABS: Lab[] = [
  ["Platelet count", "68", "10^9/L"],
  ["Platelet count", "141", "10^9/L", "2026-11-16"],
  ["AST", "248", "U/L"],
  ["ALT", "212", "U/L"],
  ["LDH", "820", "U/L"],
  ["Haptoglobin", "<10", "mg/dL"],
];

describe("HELLP syndrome", () => {
  it("is an emergency at 35 weeks with haemolysis, AST 248 and platelets falling to 68, whatever else is found", () => {
    const found = run({
      labs: HELLP_LABS,
      conditions: AT_35_WEEKS,
      bp: ["162/106"],
      notes: "Epigastric pain, vomiting.",
    });
    const f = found.find((x) => x.code === "hellp-syndrome");
    expect(f?.severity).toBe("critical");
    expect(f?.title).toBe("HELLP syndrome: hemolysis, raised liver enzymes and low platelets");
    expect(f?.clinician).toContain("down from 141 on 2026-11-16");
    expect(f?.clinician).toContain("LDH 820 U/L");
    expect(f?.clinician).toContain("not gestational thrombocytopenia");
    expect(f?.clinician).toContain("FIB-4 do not apply");
    expect(f?.clinician).toContain("severe (160/110 mmHg or more)");
    expect(f?.patient).toContain("maternity unit");
    expect(f?.nextSteps[0]).toContain("from 34 weeks, HELLP is treated by delivery");
    for (const id of f?.evidenceIds ?? []) expect(findCitableEvidence(id), id).toBeDefined();
    // One emergency finding, not three, and no adult blood pressure advice.
    const codes = found.map((x) => x.code);
    expect(codes).not.toContain("pre-eclampsia");
    expect(codes).not.toContain("pregnancy-hypertension");
    expect(codes.filter((c) => c.startsWith("bp-"))).toEqual([]);
  });

  it("reads fragments on the blood film as haemolysis", () => {
    const labs: Lab[] = [
      ["Platelets", "84", "10^9/L"],
      ["AST", "150", "U/L"],
      ["Blood film", "Schistocytes present", ""],
    ];
    expect(find({ labs, conditions: AT_35_WEEKS }, "hellp-syndrome")?.clinician).toContain(
      "blood film: Schistocytes present",
    );
  });

  it("is reported as possible HELLP without a haemolysis marker, still as an emergency", () => {
    const f = find(
      {
        labs: [
          ["Platelets", "84", "10^9/L"],
          ["ALT", "150", "U/L"],
        ],
        conditions: AT_35_WEEKS,
      },
      "hellp-syndrome",
    );
    expect(f?.severity).toBe("critical");
    expect(f?.title).toContain("possible HELLP");
    expect(f?.nextSteps.join(" ")).toContain("add a blood film, haptoglobin and LDH");
  });

  it("is found after birth, with no step about delivery", () => {
    const f = find(
      { labs: HELLP_LABS, conditions: ["Postpartum, breastfeeding"], notes: "Day 2 after caesarean section." },
      "hellp-syndrome",
    );
    expect(f?.clinician).toContain("Day 2 after birth");
    expect(f?.nextSteps.join(" ")).not.toContain("delivery");
    expect(f?.patient).toContain("recently given birth");
  });

  it("stays quiet before 20 weeks, outside pregnancy, with a normal count, or with old results", () => {
    expect(codes({ labs: HELLP_LABS, conditions: ["Pregnancy, 12 weeks"] })).not.toContain("hellp-syndrome");
    expect(codes({ labs: HELLP_LABS })).not.toContain("hellp-syndrome");
    const normalCount = HELLP_LABS.map((l): Lab =>
      l[0] === "Platelet count" && l[1] === "68" ? [l[0], "162", l[2]] : l,
    );
    expect(codes({ labs: normalCount, conditions: AT_35_WEEKS })).not.toContain("hellp-syndrome");
  });

  it("reports results more than a week old as a check for today, not as an emergency now", () => {
    const old = HELLP_LABS.map((l): Lab => [l[0], l[1], l[2], l[3] === undefined ? "2026-11-02" : "2026-10-26"]);
    const f = find({ labs: old, conditions: AT_35_WEEKS }, "hellp-syndrome");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("These results are from 2026-11-02, more than a week before this analysis");
    expect(f?.patient).toContain("If you have not already been seen about them, contact your maternity unit today.");
    expect(f?.patient).not.toContain("straight away");
  });

  it("keeps old HELLP results an emergency when the undated notes record severe headache or visual disturbance", () => {
    const old = HELLP_LABS.map((l): Lab => [l[0], l[1], l[2], l[3] === undefined ? "2026-11-02" : "2026-10-26"]);
    const f = find(
      { labs: old, conditions: AT_35_WEEKS, notes: "Severe headache and flashing lights." },
      "hellp-syndrome",
    );
    expect(f?.severity).toBe("critical");
    expect(f?.patient).toContain("you need care in hospital straight away");
    expect(f?.clinician).toContain("the notes (undated) record symptoms that call for assessment at once");
  });

  it("reads a raised AST and urate beside HELLP as part of pre-eclampsia, not by their general adult texts", () => {
    const found = run({
      labs: [...HELLP_LABS, ["Uric acid", "0.43", "mmol/L"]],
      conditions: AT_35_WEEKS,
      bp: ["150/95"],
    });
    const ast = found.find((f) => f.id.startsWith("lab-") && f.title.startsWith("AST"));
    const urate = found.find((f) => f.id.startsWith("lab-") && /uric|urate/i.test(f.title));
    expect(ast?.patient ?? "").not.toContain("alcohol");
    expect(urate?.patient).toContain("pre-eclampsia");
    expect(urate?.patient).not.toContain("risk of gout");
  });

  it("does not read results from another episode together", () => {
    const mixed: Lab[] = [
      ["Platelets", "84", "10^9/L"],
      ["AST", "150", "U/L", "2026-10-01"],
    ];
    expect(codes({ labs: mixed, conditions: AT_35_WEEKS })).not.toContain("hellp-syndrome");
  });
});

describe("pre-eclampsia", () => {
  const AT_33 = ["Pregnancy, 33 weeks gestation (G1P0)"];
  const UPCR: Lab = ["Protein/creatinine ratio, urine", "52", "mg/mmol"];

  it("names pre-eclampsia at 33 weeks with 154/100 and a uPCR of 52, for same-day obstetric assessment", () => {
    const found = run({
      labs: [UPCR],
      conditions: AT_33,
      bp: ["154/100", "150/98"],
      notes: "Frontal headache for 2 days, some swelling of face and hands. No visual symptoms reported.",
    });
    const f = found.find((x) => x.code === "pre-eclampsia");
    expect(f?.severity).toBe("high");
    expect(f?.title).toBe("Pre-eclampsia");
    expect(f?.clinician).toContain("urine protein:creatinine ratio 52 mg/mmol");
    expect(f?.clinician).toContain("The notes record headache and swelling of the face, hands or feet.");
    expect(f?.clinician).not.toMatch(/notes record[^.]*visual/);
    expect(f?.nextSteps[0]).toContain("Same-day assessment by the obstetric team");
    expect(f?.patient).toContain("today");
    expect(f?.patient).toContain("problems with your vision");
    const all = found.map((x) => `${x.clinician} ${x.nextSteps.join(" ")}`).join(" ");
    expect(all).not.toMatch(/ambulatory monitoring|usually two drugs/);
    expect(found.map((x) => x.code).filter((c) => c.startsWith("bp-"))).toEqual([]);
  });

  it("is an emergency with severe features: 160/110 or more, a severe headache or visual disturbance", () => {
    expect(find({ labs: [UPCR], conditions: AT_33, bp: ["162/100"] }, "pre-eclampsia")?.severity).toBe("critical");
    const f = find(
      { labs: [UPCR], conditions: AT_33, bp: ["148/96"], notes: "Severe headache and blurred vision." },
      "pre-eclampsia",
    );
    expect(f?.severity).toBe("critical");
    expect(f?.title).toBe("Severe pre-eclampsia");
    expect(f?.clinician).toContain("severe headache and visual disturbance");
  });

  it("counts an ACR of 8 mg/mmol, and a 2+ dipstick only when no ratio was measured", () => {
    expect(
      codes({ labs: [["Urine albumin:creatinine ratio", "9", "mg/mmol"]], conditions: AT_33, bp: ["146/94"] }),
    ).toContain("pre-eclampsia");
    const dip = find({ labs: [["Urine protein", "2+", ""]], conditions: AT_33, bp: ["146/94"] }, "pre-eclampsia");
    expect(dip?.nextSteps).toContain("Quantify the proteinuria with a urine protein:creatinine ratio");
    const lowRatio: Lab[] = [
      ["Urine protein", "2+", ""],
      ["Protein/creatinine ratio, urine", "18", "mg/mmol"],
    ];
    expect(codes({ labs: lowRatio, conditions: AT_33, bp: ["146/94"] })).not.toContain("pre-eclampsia");
  });

  it("counts organ involvement without proteinuria: creatinine 90 µmol/L or more, ALT over 40", () => {
    const f = find(
      {
        labs: [
          ["Creatinine", "94", "umol/L"],
          ["ALT", "58", "U/L"],
        ],
        conditions: AT_33,
        bp: ["146/94"],
      },
      "pre-eclampsia",
    );
    expect(f?.clinician).toContain("creatinine 94 µmol/L");
    expect(f?.clinician).toContain("ALT 58 U/L");
  });

  it("is found after birth: postpartum day 5 with 162/106, severe headache and blurred vision", () => {
    const f = find(
      {
        labs: [
          ["Urine protein:creatinine ratio", "64", "mg/mmol"],
          ["Creatinine", "94", "umol/L"],
        ],
        conditions: ["Postpartum haemorrhage (1.4 L) at delivery 2026-11-17", "Postpartum, breastfeeding"],
        bp: ["158/104", "162/106"],
        notes:
          "Day 5 after vaginal birth at 39 weeks. Normotensive in pregnancy. Severe headache since yesterday, blurred vision, swelling of feet.",
      },
      "pre-eclampsia",
    );
    expect(f?.severity).toBe("critical");
    expect(f?.title).toBe("Severe postpartum pre-eclampsia");
    expect(f?.clinician).toContain(
      "blood pressure 162/106 mmHg (the higher of 158/104 and 162/106 mmHg on 2026-11-23)",
    );
    expect(f?.patient).toContain("recently given birth");
  });

  it("stays quiet with normal blood pressure, before 20 weeks, or more than six weeks after birth", () => {
    expect(codes({ labs: [UPCR], conditions: AT_33, bp: ["128/78"] })).not.toContain("pre-eclampsia");
    expect(codes({ labs: [UPCR], conditions: ["Pregnancy, 14 weeks"], bp: ["146/94"] })).not.toContain("pre-eclampsia");
    const late = codes({ labs: [UPCR], bp: ["146/94"], notes: "Gave birth 10 weeks ago." });
    expect(late).not.toContain("pre-eclampsia");
    expect(late).toContain("bp-stage-2");
  });

  it("does not read a postnatal disorder alone as the weeks after birth", () => {
    expect(codes({ labs: [UPCR], conditions: ["Postpartum depression"], bp: ["146/94"] })).toContain("bp-stage-2");
  });
});

describe("raised blood pressure in pregnancy without pre-eclampsia", () => {
  it("calls new 146/94 at 30 weeks gestational hypertension, for assessment within a day", () => {
    const f = find({ conditions: ["Pregnancy, 30 weeks"], bp: ["146/94"] }, "pregnancy-hypertension");
    expect(f?.title).toBe("Gestational hypertension");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("aiming for 135/85 mmHg or less");
    expect(f?.clinician).toContain("no ambulatory confirmation");
  });

  it("does not read the word pre-eclampsia in the notes as a fit", () => {
    const found = codes({
      conditions: ["Pregnancy, 30 weeks"],
      bp: ["146/94"],
      notes: "Pre-eclampsia bloods sent; this fits with her history.",
    });
    expect(found).toContain("pregnancy-hypertension");
    expect(found).not.toContain("pre-eclampsia");
  });

  it("works up raised blood pressure of unknown gestation like new hypertension, not as chronic", () => {
    const f = find({ conditions: ["Pregnancy"], bp: ["146/94"] }, "pregnancy-hypertension");
    expect(f?.title).toBe("Hypertension in pregnancy");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toContain("urine protein:creatinine ratio");
  });

  it("calls 162/104 at 30 weeks severe, for admission", () => {
    const f = find({ conditions: ["Pregnancy, 30 weeks"], bp: ["162/104"] }, "pregnancy-hypertension");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps[0]).toContain("Same-day assessment in the maternity unit");
  });

  it("judges treated hypertension in pregnancy against 135/85, not the adult 130/80", () => {
    const treated = {
      conditions: ["Pregnancy, 16 weeks", "Essential hypertension"],
      medications: ["Labetalol 200 mg"],
    };
    expect(run({ ...treated, bp: ["128/82"] }).filter((f) => /^bp-|pregnancy-hypertension/.test(f.code))).toEqual([]);
    const above = find({ ...treated, bp: ["138/86"] }, "pregnancy-hypertension");
    expect(above?.title).toBe("Blood pressure above the pregnancy goal");
    expect(above?.clinician).not.toContain("below 130/80 mmHg.");
    expect(above?.clinician).toContain("135/85 mmHg or less");
  });

  it("gives no adult blood pressure finding and no weight-loss advice in pregnancy", () => {
    const found = run({ conditions: ["Pregnancy, 27 weeks"], bp: ["134/84"], bmi: "31.5" });
    expect(found.map((f) => f.code).filter((c) => /^bp-|^bmi-/.test(c))).toEqual([]);
    expect(found.map((f) => f.patient).join(" ")).not.toMatch(/weight/i);
  });
});

describe("low platelets in pregnancy", () => {
  const AT_27 = ["Pregnancy, 27 weeks"];

  it("calls 124 at 27 weeks with normal blood pressure and liver tests most likely gestational thrombocytopenia", () => {
    const found = run({
      labs: [
        ["Platelets", "124", "10^9/L"],
        ["ALT", "15", "U/L"],
      ],
      conditions: AT_27,
      bp: ["118/74"],
    });
    const f = found.find((x) => x.code === "gestational-thrombocytopenia");
    expect(f?.severity).toBe("low");
    expect(f?.patient).toContain("usually harmless");
    expect(f?.clinician).toContain("blood pressure 118/74 mmHg");
    // The generic "many causes" platelet flag gives way to it.
    expect(found.some((x) => x.code.startsWith("lab-abnormal") && x.refs.includes(f?.refs[0] ?? ""))).toBe(false);
  });

  it("does not call it gestational with raised blood pressure, raised liver enzymes, or before 20 weeks", () => {
    expect(codes({ labs: [["Platelets", "124", "10^9/L"]], conditions: AT_27, bp: ["142/92"] })).not.toContain(
      "gestational-thrombocytopenia",
    );
    expect(
      codes({
        labs: [
          ["Platelets", "124", "10^9/L"],
          ["ALT", "64", "U/L"],
        ],
        conditions: AT_27,
      }),
    ).not.toContain("gestational-thrombocytopenia");
    expect(codes({ labs: [["Platelets", "124", "10^9/L"]], conditions: ["Pregnancy, 10 weeks"] })).not.toContain(
      "gestational-thrombocytopenia",
    );
  });

  it("says a count below 100 is not gestational thrombocytopenia", () => {
    const f = find(
      {
        labs: [
          ["Platelets", "82", "10^9/L"],
          ["ALT", "15", "U/L"],
        ],
        conditions: AT_27,
        bp: ["118/74"],
      },
      "pregnancy-platelets-below-100",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("unlikely to be gestational thrombocytopenia");
    expect(codes({ labs: [["Platelets", "82", "10^9/L"]], conditions: AT_27 })).not.toContain(
      "gestational-thrombocytopenia",
    );
  });
});
