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
    expect(f?.patient).toContain("harmless growth");
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
