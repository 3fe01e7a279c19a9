import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

type Study = { type: string; description: string; date?: string; findings?: string; conclusion?: string };

function run(imagingStudies: Study[], age = 49) {
  const data = healthDataSchema.parse({ patientInfo: { age, gender: "female" }, imagingStudies });
  return analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") }).findings;
}

const codes = (studies: Study[]) => run(studies).map((f) => f.code);
const one = (studies: Study[], code: string) => run(studies).find((f) => f.code === code);

// The clinician review's inputs (case D4 and variants V1–V3).
const MAMMOGRAM: Study = {
  type: "Mammogram",
  description: "Bilateral diagnostic mammogram and ultrasound",
  date: "2026-11-14",
  findings: "11 mm irregular hypoechoic mass with indistinct margins at 10 o'clock left breast, 4 cm from nipple.",
  conclusion: "BI-RADS 4B. Ultrasound-guided core biopsy recommended.",
};
const ADRENAL_CT: Study = {
  type: "CT abdomen/pelvis",
  description: "CT for abdominal pain",
  date: "2026-10-20",
  findings: "Incidental 2.4 cm left adrenal nodule, homogeneous, 6 HU on unenhanced images. No other abnormality.",
  conclusion: "Left adrenal lipid-rich adenoma.",
};
const ADRENAL_CT_SHORT: Study = {
  type: "CT abdomen",
  description: "CT abdomen",
  date: "2026-10-20",
  findings: "Incidental 2.4 cm left adrenal nodule, 6 HU.",
  conclusion: "Adrenal adenoma.",
};
const THYROID_US: Study = {
  type: "Ultrasound neck",
  description: "Thyroid ultrasound",
  date: "2026-10-25",
  findings: "1.2 cm solid hypoechoic nodule right lobe, smooth margins, no calcifications.",
  conclusion: "ACR TI-RADS TR4.",
};

describe("Fleischner lung-nodule advice", () => {
  it("is not given for a thyroid nodule on a neck ultrasound or an adrenal nodule on an abdominal CT", () => {
    for (const study of [THYROID_US, ADRENAL_CT, ADRENAL_CT_SHORT])
      expect(codes([study]), study.type).not.toContain("pulmonary-nodule-follow-up");
    const all = run([MAMMOGRAM, ADRENAL_CT, THYROID_US]);
    expect(all.map((f) => f.code)).not.toContain("pulmonary-nodule-follow-up");
    expect(all.map((f) => f.patient).join(" ")).not.toContain("on the lung");
  });

  it("is not given for a thyroid or liver nodule named on a chest or abdominal CT", () => {
    expect(
      codes([
        { type: "CT chest", description: "CT chest", findings: "Incidental 1.5 cm thyroid nodule. Lungs clear." },
      ]),
    ).not.toContain("pulmonary-nodule-follow-up");
    expect(
      codes([{ type: "CT abdomen", description: "CT abdomen", findings: "8 mm hypodense nodule in the liver." }]),
    ).not.toContain("pulmonary-nodule-follow-up");
  });

  it("is still given for a lung nodule on a chest CT, and for one in the lung base on an abdominal CT", () => {
    const chest = one(
      [
        {
          type: "CT chest",
          description: "CT chest with contrast",
          findings: "9 mm solid nodule in the right upper lobe.",
        },
      ],
      "pulmonary-nodule-follow-up",
    );
    expect(chest?.clinician).toContain("a 9 mm nodule");
    expect(chest?.severity).toBe("high");
    const base = one(
      [{ type: "CT abdomen", description: "CT abdomen", findings: "6 mm nodule in the left lung base." }],
      "pulmonary-nodule-follow-up",
    );
    expect(base?.clinician).toContain("a 6 mm nodule");
  });

  it("reads the lung nodule's size, not another structure's in the same sentence", () => {
    const f = one(
      [
        {
          type: "CT chest",
          description: "CT chest",
          findings: "Ascending aorta 4.1 cm and, in the left lower lobe, a 5 mm nodule.",
        },
      ],
      "pulmonary-nodule-follow-up",
    );
    expect(f?.clinician).toContain("a 5 mm nodule");
  });
});

describe("BI-RADS categories", () => {
  it("recommend biopsy for the review's BI-RADS 4B mammogram, at high severity", () => {
    const f = one([MAMMOGRAM], "breast-birads-action");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("BI-RADS 4B");
    expect(f?.clinician).toContain("moderate suspicion");
    expect(f?.clinician).toContain("tissue diagnosis");
    expect(f?.nextSteps.join(" ")).toContain("biopsy");
    expect(f?.patient).toContain("biopsy");
    expect(f?.evidenceIds).toEqual(["acr-birads-atlas-2013"]);
  });

  it("act on the most suspicious category when a report gives one per breast", () => {
    const f = one(
      [
        {
          type: "Mammogram",
          description: "Mammogram",
          findings: "Right: BI-RADS 2. Left: spiculated mass.",
          conclusion: "BI-RADS category 5.",
        },
      ],
      "breast-birads-action",
    );
    expect(f?.clinician).toContain("BI-RADS 5");
    expect(f?.clinician).toContain("highly suggestive of cancer");
    expect(f?.nextSteps.join(" ")).toContain("without delay");
  });

  it("set short-interval follow-up for category 3 and more imaging for category 0", () => {
    const three = one(
      [{ type: "Breast ultrasound", description: "Breast US", conclusion: "BI-RADS 3, probably benign." }],
      "breast-birads-action",
    );
    expect(three?.clinician).toContain("6 months");
    expect(three?.severity).toBe("moderate");
    const zero = one(
      [{ type: "Mammogram", description: "Screening mammogram", conclusion: "BI-RADS 0." }],
      "breast-birads-action",
    );
    expect(zero?.clinician).toContain("incomplete");
    expect(zero?.clinician).not.toContain("biopsy");
  });

  it("note a category 6 as a known cancer for treatment planning", () => {
    const f = one(
      [{ type: "Breast MRI", description: "Breast MRI", conclusion: "BI-RADS 6: known biopsy-proven malignancy." }],
      "breast-birads-action",
    );
    expect(f?.clinician).toContain("known, biopsy-proven cancer");
  });

  it("say nothing for categories 1 and 2, nor read a breast density as a category", () => {
    expect(
      codes([
        {
          type: "Mammogram",
          description: "Screening mammogram",
          findings: "Scattered fibroglandular densities, BI-RADS density B.",
          conclusion: "BI-RADS 2: benign.",
        },
      ]),
    ).not.toContain("breast-birads-action");
    expect(codes([{ type: "Mammogram", description: "Mammogram", conclusion: "BI-RADS 1." }])).not.toContain(
      "breast-birads-action",
    );
    expect(
      codes([
        { type: "Mammogram", description: "Mammogram", findings: "BI-RADS density 3.", conclusion: "BI-RADS 1." },
      ]),
    ).not.toContain("breast-birads-action");
  });
});

describe("ACR TI-RADS thyroid nodules", () => {
  it("give the review's TR4 1.2 cm nodule follow-up ultrasound, not FNA", () => {
    const f = one([THYROID_US], "thyroid-nodule-tirads");
    expect(f?.clinician).toContain("TR4");
    expect(f?.clinician).toContain("1.2 cm");
    expect(f?.clinician).toContain("FNA for a TR4 nodule from 1.5 cm");
    expect(f?.clinician).toContain("no FNA now");
    expect(f?.clinician).toContain("at 1, 2, 3 and 5 years");
    expect(f?.severity).toBe("moderate");
    expect(f?.patient).toContain("thyroid gland");
    expect(f?.patient).toContain("Most thyroid nodules are not cancer");
    expect(f?.patient).not.toMatch(/lung/);
    expect(f?.evidenceIds).toEqual(["acr-tirads-2017"]);
  });

  it("recommend FNA for a TR5 nodule from 1.0 cm", () => {
    const f = one(
      [
        {
          type: "Ultrasound",
          description: "Thyroid ultrasound",
          findings: "1.2 cm solid nodule with punctate echogenic foci. ACR TI-RADS TR5.",
        },
      ],
      "thyroid-nodule-tirads",
    );
    expect(f?.clinician).toContain("so FNA is recommended");
    expect(f?.severity).toBe("high");
  });

  it("need neither FNA nor follow-up for a TR3 nodule below 1.5 cm, and ask for the size when none is given", () => {
    const small = one(
      [
        {
          type: "Ultrasound",
          description: "Thyroid ultrasound",
          findings: "0.8 cm isoechoic nodule left lobe, TI-RADS 3.",
        },
      ],
      "thyroid-nodule-tirads",
    );
    expect(small?.clinician).toContain("neither FNA nor follow-up ultrasound");
    expect(small?.severity).toBe("low");
    const unsized = one(
      [{ type: "Ultrasound", description: "Thyroid ultrasound", conclusion: "TR4 nodule right lobe." }],
      "thyroid-nodule-tirads",
    );
    expect(unsized?.clinician).toContain("obtain the maximum diameter");
  });

  it("do not read other scoring systems or an echocardiogram's TR as ACR TI-RADS", () => {
    expect(
      codes([{ type: "Ultrasound", description: "Thyroid ultrasound", conclusion: "1.2 cm nodule, EU-TIRADS 4." }]),
    ).not.toContain("thyroid-nodule-tirads");
    expect(
      codes([
        { type: "Echocardiogram", description: "TTE", findings: "Mild TR 2. 1.2 cm nodule on the aortic valve." },
      ]),
    ).not.toContain("thyroid-nodule-tirads");
  });
});

describe("adrenal incidentaloma", () => {
  it("call the review's homogeneous 6 HU adrenal nodule benign, with no further imaging, and still ask for a dexamethasone test", () => {
    const f = one([ADRENAL_CT], "adrenal-incidentaloma");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("2.4 cm adrenal lesion, homogeneous, 6 HU");
    expect(f?.clinician).toContain("benign and needs no further imaging");
    expect(f?.clinician).toContain("1 mg overnight dexamethasone suppression test");
    expect(f?.clinician).toContain("phaeochromocytoma may be left out");
    expect(f?.patient).toContain("harmless kind of growth");
    expect(f?.patient).not.toMatch(/lung|cancer/);
    expect(f?.evidenceIds).toEqual(["ese-ensat-2023-adrenal-incidentaloma", "cua-2023-adrenal-mass"]);
  });

  it("note when homogeneity was not stated (variant V1)", () => {
    const f = one([ADRENAL_CT_SHORT], "adrenal-incidentaloma");
    expect(f?.clinician).toContain("homogeneity was not stated");
  });

  it("call a large heterogeneous dense lesion high risk, with metanephrines and surgical review", () => {
    const f = one(
      [
        {
          type: "CT abdomen",
          description: "CT",
          findings: "5.2 cm heterogeneous right adrenal mass, 32 HU unenhanced.",
        },
      ],
      "adrenal-incidentaloma",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("surgery is usually advised");
    expect(f?.clinician).toContain("metanephrines");
    expect(f?.nextSteps.join(" ")).toContain("surgical assessment");
  });

  it("ask for an unenhanced density when only a contrast-phase value is given", () => {
    const f = one(
      [
        {
          type: "CT abdomen",
          description: "CT",
          findings: "2 cm left adrenal nodule measuring 60 HU in the portal venous phase.",
        },
      ],
      "adrenal-incidentaloma",
    );
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("No unenhanced CT density was given");
  });

  it("say nothing for normal adrenals, a negated nodule, or a lesion under 1 cm", () => {
    expect(
      codes([{ type: "CT abdomen", description: "CT", findings: "No adrenal nodule. Adrenal glands normal." }]),
    ).not.toContain("adrenal-incidentaloma");
    expect(
      codes([{ type: "CT abdomen", description: "CT", findings: "6 mm left adrenal nodule, 4 HU." }]),
    ).not.toContain("adrenal-incidentaloma");
  });
});

// The clinician review's case D2 (round 5): cirrhosis with three abdominal reports.
const LIVER_MRI: Study = {
  type: "MRI liver",
  description: "MRI liver with contrast (surveillance)",
  date: "2026-10-30",
  findings:
    "Segment 7 observation 24 mm with non-rim arterial phase hyperenhancement and non-peripheral washout, enhancing capsule.",
  conclusion: "LR-5 observation segment 7 (definite HCC).",
};
const RENAL_CT: Study = {
  type: "CT abdomen",
  description: "CT abdomen",
  date: "2026-10-30",
  findings: "Left renal cyst 3.1 cm with a few thin septa and minimal smooth wall thickening.",
  conclusion: "Bosniak IIF left renal cyst.",
};
const MRCP: Study = {
  type: "MRCP",
  description: "MRCP pancreas",
  date: "2026-10-30",
  findings: "21 mm cystic lesion pancreatic head communicating with side branch; no mural nodule; MPD 4 mm.",
  conclusion: "Probable branch-duct IPMN 21 mm without worrisome features.",
};

describe("LI-RADS liver observations", () => {
  it("refer the review's LR-5 observation urgently to the liver cancer team, at high severity", () => {
    const f = one([LIVER_MRI], "liver-lirads");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("LR-5");
    expect(f?.clinician).toContain("definite HCC");
    expect(f?.nextSteps.join(" ")).toContain("liver cancer multidisciplinary team");
    expect(f?.patient).toContain("liver cancer");
    expect(f?.evidenceIds).toEqual(["acr-lirads-2018"]);
  });

  it("set the plan of each category: LR-4 within 3 months, LR-3 at 3 to 6 months, LR-M biopsy, LR-TIV tumour in vein", () => {
    const plan = (conclusion: string) =>
      one([{ type: "CT liver", description: "Multiphase CT", conclusion }], "liver-lirads");
    expect(plan("LI-RADS 4 observation segment 2.")?.clinician).toContain("within 3 months");
    const three = plan("LR-3 observation, 12 mm.");
    expect(three?.clinician).toContain("3 to 6 months");
    expect(three?.severity).toBe("moderate");
    expect(plan("LR-M targetoid mass.")?.clinician).toContain("biopsy");
    expect(plan("LR-TIV in the right portal vein.")?.clinician).toContain("tumour in vein");
    const benign = plan("LR-2 observation.");
    expect(benign?.severity).toBe("low");
    expect(benign?.clinician).toContain("routine HCC surveillance");
  });

  it("act on the highest category when a report gives several", () => {
    const f = one(
      [{ type: "MRI liver", description: "MRI", conclusion: "LR-3 observation segment 4. LR-TIV left portal vein." }],
      "liver-lirads",
    );
    expect(f?.clinician).toContain("LR-TIV");
  });

  it("say nothing for a denied category, a treatment-response category, or a report without one", () => {
    expect(
      codes([{ type: "MRI liver", description: "MRI", conclusion: "Cirrhotic liver. No LR-5 or LR-4 observation." }]),
    ).not.toContain("liver-lirads");
    expect(
      codes([{ type: "MRI liver", description: "MRI", conclusion: "LR-TR nonviable after ablation." }]),
    ).not.toContain("liver-lirads");
    expect(codes([{ type: "MRI liver", description: "MRI", conclusion: "Simple hepatic cyst 8 mm." }])).not.toContain(
      "liver-lirads",
    );
  });
});

describe("Bosniak cystic renal masses", () => {
  it("put the review's Bosniak IIF cyst under imaging surveillance, not urology", () => {
    const f = one([RENAL_CT], "renal-cyst-bosniak");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("Bosniak IIF");
    expect(f?.clinician).toContain("follow-up CT or MRI");
    expect(f?.nextSteps.join(" ")).not.toContain("urology");
    expect(f?.patient).toContain("very often harmless");
    expect(f?.evidenceIds).toEqual(["silverman-2019-bosniak", "lamers-2016-bosniak"]);
  });

  it("refer class III and IV to urology", () => {
    for (const conclusion of ["Bosniak III cystic mass right kidney.", "Bosniak category 4."]) {
      const f = one([{ type: "CT abdomen", description: "CT", conclusion }], "renal-cyst-bosniak");
      expect(f?.severity, conclusion).toBe("high");
      expect(f?.nextSteps.join(" "), conclusion).toContain("urology");
    }
  });

  it("say nothing for Bosniak I and II cysts, nor for a denied class", () => {
    for (const conclusion of [
      "Simple renal cyst, Bosniak I.",
      "Bosniak II cyst left kidney.",
      "No Bosniak IIF or higher lesion.",
    ])
      expect(codes([{ type: "CT abdomen", description: "CT", conclusion }]), conclusion).not.toContain(
        "renal-cyst-bosniak",
      );
  });
});

describe("pancreatic cysts and IPMN", () => {
  it("give the review's 21 mm branch-duct IPMN without worrisome features size-based surveillance", () => {
    const f = one([MRCP], "pancreatic-cyst-ipmn");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("2.1 cm");
    expect(f?.clinician).toContain("main duct 4 mm");
    expect(f?.clinician).toContain("EUS) in 3-6 months");
    expect(f?.clinician).toContain("alternating MRI/MRCP and EUS");
    expect(f?.clinician).not.toContain("worrisome features (");
    expect(f?.patient).toContain("no worrying features");
    expect(f?.evidenceIds).toEqual(["fukuoka-2017-ipmn"]);
  });

  it("set the interval by size for smaller cysts", () => {
    const small = one(
      [
        {
          type: "MRI",
          description: "MRI abdomen",
          findings: "8 mm cyst in the pancreatic tail, likely side-branch IPMN.",
        },
      ],
      "pancreatic-cyst-ipmn",
    );
    expect(small?.clinician).toContain("at 6 months, then every 2 years");
    expect(small?.severity).toBe("low");
    const mid = one(
      [{ type: "MRCP", description: "MRCP", conclusion: "15 mm branch-duct IPMN in the pancreatic body." }],
      "pancreatic-cyst-ipmn",
    );
    expect(mid?.clinician).toContain("at 6-12 months, then yearly for 2 years");
  });

  it("ask for EUS with a worrisome feature and refer with a high-risk stigma", () => {
    const wide = one(
      [{ type: "MRCP", description: "MRCP", findings: "18 mm branch-duct IPMN pancreatic head; MPD 7 mm." }],
      "pancreatic-cyst-ipmn",
    );
    expect(wide?.clinician).toContain("worrisome features (main duct 7 mm");
    expect(wide?.nextSteps.join(" ")).toContain("EUS");
    expect(wide?.severity).toBe("high");
    const nodule = one(
      [
        {
          type: "MRI",
          description: "MRI pancreas",
          findings: "25 mm IPMN in the pancreatic head with an enhancing mural nodule.",
        },
      ],
      "pancreatic-cyst-ipmn",
    );
    expect(nodule?.clinician).toContain("high-risk stigmata");
    expect(nodule?.nextSteps.join(" ")).toContain("pancreatic surgical");
  });

  it("say nothing when the pancreas is normal or a cyst is denied", () => {
    expect(
      codes([{ type: "CT abdomen", description: "CT", findings: "Pancreas normal. No pancreatic cyst. MPD 2 mm." }]),
    ).not.toContain("pancreatic-cyst-ipmn");
    expect(codes([RENAL_CT])).not.toContain("pancreatic-cyst-ipmn");
  });

  it("raise all three findings for the review's case, each from its own report", () => {
    const found = run([LIVER_MRI, RENAL_CT, MRCP], 66);
    const byCode = (code: string) => found.find((f) => f.code === code);
    expect(byCode("liver-lirads")?.severity).toBe("high");
    expect(byCode("renal-cyst-bosniak")?.clinician).toContain("CT abdomen");
    expect(byCode("pancreatic-cyst-ipmn")?.clinician).toContain("MRCP");
    expect(found.map((f) => f.code)).not.toContain("adrenal-incidentaloma");
  });
});
