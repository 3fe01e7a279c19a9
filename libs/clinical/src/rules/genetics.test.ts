import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

function codes(geneticData: object[], medications: object[] = []): string[] {
  const data = healthDataSchema.parse({ patientInfo: { age: 40, gender: "female" }, geneticData, medications });
  return analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") }).findings.map((f) => f.code);
}

const gene = (geneDisplay: string, interpretation: string, value?: string) => ({
  geneCode: "0",
  geneDisplay,
  interpretation,
  ...(value === undefined ? {} : { value }),
});

function clinicianText(geneticData: object[]): string {
  const data = healthDataSchema.parse({ patientInfo: { age: 40, gender: "female" }, geneticData });
  return analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") }).result.clinicianResponse;
}

describe("hereditary variant rules", () => {
  it.each(["No pathogenic variant detected", "Not pathogenic", "Pathogenic variant not detected", "Likely benign"])(
    "raise no BRCA or Lynch finding for %j",
    (interpretation) => {
      const found = codes([gene("BRCA1", interpretation), gene("MLH1", interpretation)]);
      expect(found).not.toContain("brca-pathogenic-variant");
      expect(found).not.toContain("lynch-syndrome-variant");
    },
  );

  it("still raise the BRCA finding for a pathogenic variant", () => {
    expect(codes([gene("BRCA1", "Pathogenic")])).toContain("brca-pathogenic-variant");
  });

  it.each([
    ["Pathogenic variant detected (c.5946delT); a second variant of uncertain significance was also reported"],
    ["Pathogenic variant detected. Benign polymorphisms are not reported."],
    ["Detected", "c.68_69delAG, pathogenic"],
    ["Positive"],
    ["Deleterious mutation detected"],
  ])("raise the BRCA, Lynch and FH findings for %j %j", (interpretation, value?: string) => {
    const found = codes([
      gene("BRCA2", interpretation, value),
      gene("MSH2", interpretation, value),
      gene("LDLR", interpretation, value),
    ]);
    expect(found).toEqual(
      expect.arrayContaining(["brca-pathogenic-variant", "lynch-syndrome-variant", "fh-genetic-variant"]),
    );
  });

  it("raise no BRCA finding for a negative cascade test that names the familial variant", () => {
    expect(codes([gene("BRCA1", "Negative", "c.68_69delAG (familial pathogenic variant)")])).not.toContain(
      "brca-pathogenic-variant",
    );
  });

  it("name the HFE gene once in the genotype finding", () => {
    const text = clinicianText([gene("HFE", "C282Y homozygous")]);
    expect(text).toContain("HFE genotype C282Y homozygous");
    expect(text).not.toContain("HFE genotype HFE");
  });

  it("do not treat thyroid hormone replacement as oestrogen for a Factor V Leiden carrier", () => {
    const found = codes(
      [gene("F5", "Factor V Leiden heterozygous")],
      [{ medication: "Thyroid hormone replacement (levothyroxine)", status: "active" }],
    );
    expect(found).not.toContain("thrombophilia-oestrogen");
    expect(found).toContain("thrombophilia-variant");
  });

  it("raise no clotting finding when the Factor V Leiden test was negative", () => {
    const found = codes(
      [gene("F5", "No Factor V Leiden mutation detected")],
      [{ medication: "Combined oral contraceptive (ethinylestradiol/levonorgestrel)", status: "active" }],
    );
    expect(found.filter((c) => c.startsWith("thrombophilia"))).toEqual([]);
  });

  it("raise no HFE finding when C282Y was not detected and only H63D was", () => {
    expect(codes([gene("HFE", "C282Y not detected. H63D heterozygous")])).not.toContain(
      "hfe-haemochromatosis-genotype",
    );
  });
});

describe("HLA-B*58:01 and allopurinol", () => {
  const run = (interpretation: string, medications: string[]) =>
    analyzeEhr(
      healthDataSchema.parse({
        patientInfo: { age: 58, gender: "male" },
        geneticData: [{ geneCode: "0", geneDisplay: "HLA-B", interpretation }],
        medications: medications.map((medication) => ({ medication, status: "active" })),
      }),
      { now: new Date("2026-11-22T00:00:00Z") },
    ).findings.find((f) => f.code === "hla-b5801-allopurinol");

  it("is critical for a carrier taking allopurinol, and cites the CPIC guideline", () => {
    const f = run("HLA-B*58:01 positive", ["Allopurinol 100 mg daily"]);
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("allopurinol should not be prescribed to carriers");
    expect(f?.evidenceIds).toContain("cpic-hlab-allopurinol-2013");
  });

  it("is an alert for a carrier not taking allopurinol", () => {
    expect(run("HLA-B*58:01 detected", [])?.severity).toBe("moderate");
  });

  it("stays silent for a negative result and for another HLA-B allele", () => {
    expect(run("HLA-B*58:01 negative", ["Allopurinol 100 mg daily"])).toBeUndefined();
    expect(run("HLA-B*57:01 positive", ["Allopurinol 100 mg daily"])).toBeUndefined();
  });
});

describe("SLCO1B1 and statins (CPIC 2022)", () => {
  function slco(interpretation: string, value: string, medications: string[]) {
    const data = healthDataSchema.parse({
      patientInfo: { age: 61, gender: "male" },
      geneticData: [{ geneCode: "10599", geneDisplay: "SLCO1B1", interpretation, value }],
      medications: medications.map((medication) => ({ medication, status: "active" })),
    });
    return analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") }).findings.find(
      (f) => f.code === "slco1b1-simvastatin",
    );
  }

  it("advises an alternative statin, not a lower simvastatin dose, for poor function", () => {
    const found = slco("Poor function", "*5/*5 (rs4149056 CC)", ["Simvastatin 40 mg"]);
    expect(found?.severity).toBe("high");
    expect(found?.clinician).toContain("With poor function, CPIC 2022 advises prescribing an alternative statin");
    expect(found?.clinician).not.toMatch(/lower simvastatin dose|below 20 mg/);
    expect(found?.nextSteps).toEqual([
      "Replace simvastatin with an alternative statin of the needed intensity, at a dose within CPIC 2022's limit for SLCO1B1 poor function",
    ]);
  });

  it("allows simvastatin below 20 mg/day for decreased function", () => {
    const found = slco("Decreased function", "*1/*5", ["Simvastatin 40 mg"]);
    expect(found?.clinician).toMatch(/decreased function[^.]*simvastatin below 20 mg\/day/);
    expect(found?.nextSteps.join(" ")).toMatch(/keep the dose below 20 mg\/day/);
  });

  it("does not tell a patient on atorvastatin to replace simvastatin, and raises nothing for normal function", () => {
    const ator = slco("Poor function", "*5/*5", ["Atorvastatin 40 mg"]);
    expect(ator?.severity).toBe("moderate");
    // Atorvastatin gets its own CPIC 2022 limit (rules/survivorship-genetics.ts).
    expect(ator?.nextSteps).toEqual([
      "Keep atorvastatin at 20 mg/day or less (CPIC 2022, SLCO1B1 poor function); if more LDL lowering is needed, consider rosuvastatin 20 mg/day or less or add a non-statin",
    ]);
    expect(slco("Poor function", "*5/*5", [])?.nextSteps.join(" ")).toMatch(
      /If a statin is started, prefer one other than simvastatin/,
    );
    expect(slco("Normal function", "*1/*1", ["Simvastatin 40 mg"])).toBeUndefined();
  });
});

describe("BRCA by sex and recessive carriers", () => {
  function findings(gender: string, geneticData: object[], additionalContext?: string) {
    const data = healthDataSchema.parse({
      patientInfo: { age: 47, gender },
      geneticData,
      ...(additionalContext === undefined ? {} : { additionalContext }),
    });
    return analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") }).findings;
  }
  const brca2 = [gene("BRCA2", "Pathogenic", "c.5946delT (p.Ser1982fs)")];

  it("gives a man with a BRCA2 variant men's next steps, without breast MRI or oophorectomy", () => {
    const f = findings("male", brca2).find((x) => x.code === "brca-pathogenic-variant");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toContain("prostate cancer screening with PSA from age 40");
    expect(steps).toContain("Clinical breast exam every 12 months from age 35");
    expect(steps).toContain("cascade testing");
    expect(`${steps} ${f?.clinician}`).not.toMatch(/MRI|salpingo|risk-reducing surgery/);
  });

  it("leaves a woman's BRCA2 advice unchanged", () => {
    const f = findings("female", brca2).find((x) => x.code === "brca-pathogenic-variant");
    expect(f?.clinician).toContain("MRI-based breast screening, discussion of risk-reducing surgery");
    // At 47 a BRCA2 carrier is past NCCN's 40–45 for salpingo-oophorectomy (rules/survivorship-genetics.ts).
    expect(f?.nextSteps).toContain("Annual breast MRI and mammography per NCCN");
    expect(f?.nextSteps.join(" ")).toContain("discuss risk-reducing salpingo-oophorectomy now");
  });

  it("offers the partner of a CFTR carrier testing, more pressingly when a pregnancy is planned", () => {
    const cftr = [gene("CFTR", "Heterozygous carrier", "c.1521_1523delCTT (p.Phe508del)")];
    const f = findings("male", cftr, "Partner planning pregnancy.").find((x) => x.code === "recessive-carrier");
    expect(f?.clinician).toContain("cystic fibrosis");
    expect(f?.nextSteps.join(" ")).toContain("partner carrier testing");
    expect(f?.severity).toBe("moderate");
    expect(f?.evidenceIds).toEqual(["acog-co691-carrier-screening"]);
    expect(findings("male", cftr).find((x) => x.code === "recessive-carrier")?.severity).toBe("low");
  });

  it.each(["Negative", "Non-carrier", "No pathogenic variant detected", "Homozygous p.Phe508del"])(
    "raises no carrier finding for CFTR %j",
    (interpretation) => {
      expect(findings("female", [gene("CFTR", interpretation)]).map((x) => x.code)).not.toContain("recessive-carrier");
    },
  );
});

const NOW = new Date("2026-11-23T12:00:00Z");

interface Record {
  age?: number;
  gender?: string;
  geneticData?: object[];
  medications?: object[];
  pastMedicalHistory?: object[];
  familyHistory?: object[];
  additionalContext?: string;
}

function analyse(r: Record) {
  const data = healthDataSchema.parse({
    patientInfo: { age: r.age ?? 40, gender: r.gender ?? "female" },
    geneticData: r.geneticData ?? [],
    medications: r.medications ?? [],
    ...(r.pastMedicalHistory ? { pastMedicalHistory: r.pastMedicalHistory } : {}),
    ...(r.familyHistory ? { familyHistory: r.familyHistory } : {}),
    ...(r.additionalContext ? { additionalContext: r.additionalContext } : {}),
  });
  return analyzeEhr(data, { now: NOW });
}

const finding = (r: Record, code: string) => analyse(r).findings.find((f) => f.code === code);
const med = (medication: string, extra: object = {}) => ({ medication, status: "active", ...extra });

describe("HLA-B*15:02 and HLA-A*31:01 with aromatic anticonvulsants (CPIC)", () => {
  const b1502 = gene("HLA-B", "Positive", "HLA-B*15:02 detected (one copy)");

  it("is critical for a carrier who started carbamazepine 9 days ago, and says how long it has been taken", () => {
    const f = finding(
      { geneticData: [b1502], medications: [med("Carbamazepine 200 mg", { startDate: "2026-11-14" })] },
      "hla-b1502-anticonvulsants",
    );
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("Started 9 days ago");
    expect(f?.evidenceIds).toContain("cpic-hla-carbamazepine-2017");
    expect(f?.patient).toContain("Contact the doctor who prescribed it today");
    expect(f?.patient).toContain("rash");
  });

  it.each(["Oxcarbazepine 300 mg", "Phenytoin 100 mg", "Tegretol retard 400 mg"])("covers %j", (name) => {
    expect(finding({ geneticData: [b1502], medications: [med(name)] }, "hla-b1502-anticonvulsants")?.severity).toBe(
      "critical",
    );
  });

  it("steps down after more than 3 months of use, as CPIC allows cautious continuation", () => {
    const f = finding(
      { geneticData: [b1502], medications: [med("Carbamazepine 200 mg", { startDate: "2025-01-10" })] },
      "hla-b1502-anticonvulsants",
    );
    // Review 19 (pgx-2): a low alert, no longer "high" with a same-day call to the prescriber.
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("more than 3 months");
  });

  it("is an alert without a listed anticonvulsant, and silent for a negative result or another allele", () => {
    expect(finding({ geneticData: [b1502] }, "hla-b1502-anticonvulsants")?.severity).toBe("moderate");
    const carb = [med("Carbamazepine 200 mg")];
    expect(
      finding(
        { geneticData: [gene("HLA-B", "Negative", "HLA-B*15:02 not detected")], medications: carb },
        "hla-b1502-anticonvulsants",
      ),
    ).toBeUndefined();
    expect(
      finding(
        { geneticData: [gene("HLA-B", "Positive", "HLA-B*57:01")], medications: carb },
        "hla-b1502-anticonvulsants",
      ),
    ).toBeUndefined();
  });

  it("flags HLA-A*31:01 with carbamazepine, but leaves it to the HLA-B*15:02 finding when both are present", () => {
    const a3101 = gene("HLA-A*31:01", "Positive", "HLA-A*31:01 detected");
    const carb = [med("Carbamazepine 200 mg", { startDate: "2026-11-01" })];
    expect(finding({ geneticData: [a3101], medications: carb }, "hla-a3101-carbamazepine")?.severity).toBe("high");
    expect(finding({ geneticData: [a3101, b1502], medications: carb }, "hla-a3101-carbamazepine")).toBeUndefined();
    expect(
      finding({ geneticData: [gene("HLA-A*31:01", "Negative")], medications: carb }, "hla-a3101-carbamazepine"),
    ).toBeUndefined();
  });
});

describe("CYP2C9/VKORC1 with warfarin and CYP2C9 with phenytoin (CPIC)", () => {
  it("flags a reduced-function CYP2C9 or VKORC1 -1639A result in a patient on warfarin", () => {
    const cyp = finding(
      { geneticData: [gene("CYP2C9", "Intermediate metabolizer", "*1/*3")], medications: [med("Warfarin 3 mg")] },
      "cyp2c9-vkorc1-warfarin",
    );
    expect(cyp?.severity).toBe("moderate");
    expect(cyp?.clinician).toContain("pharmacogenetic algorithm");
    const vk = finding(
      { geneticData: [gene("VKORC1", "-1639G>A", "G/A")], medications: [med("Warfarin 3 mg")] },
      "cyp2c9-vkorc1-warfarin",
    );
    expect(vk?.severity).toBe("moderate");
  });

  it("stays quiet for normal genotypes and is only a note without warfarin", () => {
    const normal = [gene("CYP2C9", "Normal metabolizer", "*1/*1"), gene("VKORC1", "-1639G>A", "G/G")];
    expect(
      finding({ geneticData: normal, medications: [med("Warfarin 3 mg")] }, "cyp2c9-vkorc1-warfarin"),
    ).toBeUndefined();
    expect(finding({ geneticData: [gene("CYP2C9", "Genotype", "*1/*3")] }, "cyp2c9-vkorc1-warfarin")?.severity).toBe(
      "info",
    );
  });

  it("advises a 50% lower phenytoin starting maintenance dose for a poor metaboliser, 25% at activity score 1", () => {
    const poor = finding(
      { geneticData: [gene("CYP2C9", "Poor metabolizer", "*3/*3")], medications: [med("Phenytoin 300 mg")] },
      "cyp2c9-phenytoin",
    );
    expect(poor?.severity).toBe("high");
    expect(poor?.clinician).toContain("50% lower starting maintenance dose");
    const im = finding(
      { geneticData: [gene("CYP2C9", "Genotype", "*2/*2")], medications: [med("Phenytoin 300 mg")] },
      "cyp2c9-phenytoin",
    );
    expect(im?.clinician).toContain("25% lower");
  });

  it("gives no phenytoin dose for CYP2C9 *1/*2, nor when HLA-B*15:02 rules phenytoin out", () => {
    const phenytoin = [med("Phenytoin 300 mg")];
    expect(
      finding({ geneticData: [gene("CYP2C9", "Genotype", "*1/*2")], medications: phenytoin }, "cyp2c9-phenytoin"),
    ).toBeUndefined();
    const both = analyse({
      geneticData: [gene("CYP2C9", "Poor metabolizer", "*3/*3"), gene("HLA-B", "Positive", "HLA-B*15:02")],
      medications: phenytoin,
    });
    const codes = both.findings.map((f) => f.code);
    expect(codes).not.toContain("cyp2c9-phenytoin");
    expect(codes).toContain("hla-b1502-anticonvulsants");
  });
});

describe("CYP2D6 ultrarapid metaboliser breastfeeding on codeine (FDA 2017)", () => {
  const um = gene("CYP2D6", "Ultrarapid metabolizer", "*1/*2xN");
  const cocodamol = med("Co-codamol 30/500 (codeine phosphate 30 mg / paracetamol 500 mg)");
  const feeding = { display: "Postpartum state, breastfeeding", clinicalStatus: "active" };

  it("is critical when the baby is sleepy and feeding poorly: stop codeine, baby seen urgently", () => {
    const f = finding(
      {
        geneticData: [um],
        medications: [cocodamol],
        pastMedicalHistory: [feeding],
        additionalContext: "Baby sleepy today and feeding poorly per midwife.",
      },
      "cyp2d6-codeine-tramadol",
    );
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("FDA (2017) recommends against codeine and tramadol while breastfeeding");
    expect(f?.nextSteps.join(" ")).toContain("urgent same-day medical assessment of the baby");
    expect(f?.patient).toContain("Do not take any more codeine");
    expect(f?.patient).not.toContain("talk to your doctor soon");
    expect(f?.evidenceIds).toContain("fda-2017-codeine-tramadol-breastfeeding");
  });

  it("is high with the baby's warning signs when the baby is well, breastfeeding named only in the notes", () => {
    const f = finding(
      {
        geneticData: [um],
        medications: [cocodamol],
        additionalContext: "Exclusively breastfeeding. Baby feeding well.",
      },
      "cyp2d6-codeine-tramadol",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("excess sleepiness, difficulty breastfeeding");
  });

  it("does not read the mother's own sleepiness as the baby's", () => {
    const f = finding(
      {
        geneticData: [um],
        medications: [cocodamol],
        pastMedicalHistory: [feeding],
        additionalContext: "Mother very sleepy, baby feeding well. Baby alert.",
      },
      "cyp2d6-codeine-tramadol",
    );
    expect(f?.severity).toBe("high");
  });

  it("says nothing of breastfeeding when she has stopped, or is not breastfeeding", () => {
    for (const additionalContext of ["Stopped breastfeeding last month. Baby sleepy.", "Not breastfeeding."]) {
      const f = finding({ geneticData: [um], medications: [cocodamol], additionalContext }, "cyp2d6-codeine-tramadol");
      expect(f?.severity).toBe("high");
      expect(f?.clinician).not.toContain("breastfeeding");
    }
  });

  it("rates a poor metaboliser on codeine moderate: little pain relief, not toxicity", () => {
    const f = finding(
      { geneticData: [gene("CYP2D6", "Poor metabolizer", "*4/*4")], medications: [cocodamol] },
      "cyp2d6-codeine-tramadol",
    );
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("little pain relief");
  });
});

describe("DPYD and fluoropyrimidines (CPIC, 50% for every intermediate metaboliser)", () => {
  const hapb3 = gene("DPYD", "Heterozygous c.1236G>A (HapB3)", "c.1236G>A / wild-type; DPYD activity score 1.5");
  const capecitabinePlanned = {
    medication: "Capecitabine 1000 mg/m2 twice daily",
    status: "on-hold",
    startDate: "2026-11-30",
  };

  it("gives the 50% starting dose for activity score 1.5 and calls a held, future drug planned", () => {
    const f = finding({ geneticData: [hapb3], medications: [capecitabinePlanned] }, "dpyd-fluoropyrimidine");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain(
      "Intermediate metaboliser (activity score 1.5): CPIC advises starting at 50% of the standard dose",
    );
    expect(f?.clinician).toContain("On hold or not yet started: capecitabine");
    expect(f?.clinician).not.toContain("Currently taking");
    expect(f?.patient).toContain("before your first dose");
    expect(f?.patient).not.toContain("talk to your doctor soon");
  });

  it("advises avoiding the drug at activity score 0, and raises nothing for a normal metaboliser", () => {
    const poor = finding(
      {
        geneticData: [gene("DPYD", "Poor metabolizer", "*2A/*2A; activity score 0")],
        medications: [med("Capecitabine 1000 mg/m2")],
      },
      "dpyd-fluoropyrimidine",
    );
    expect(poor?.clinician).toContain("avoiding fluorouracil and capecitabine");
    expect(poor?.patient).toContain("Contact your cancer team today");
    expect(
      finding(
        { geneticData: [gene("DPYD", "Normal metabolizer", "activity score 2")], medications: [med("Capecitabine")] },
        "dpyd-fluoropyrimidine",
      ),
    ).toBeUndefined();
  });
});

describe("TPMT/NUDT15 and thiopurines (CPIC)", () => {
  const tpmtIm = gene("TPMT", "Intermediate metabolizer", "*1/*3A");

  it("gives CPIC's reduced starting dose and comments on a planned increase", () => {
    const f = finding(
      {
        geneticData: [tpmtIm, gene("NUDT15", "Normal metabolizer", "*1/*1")],
        medications: [
          med("Azathioprine 50 mg", { dosage: "50 mg daily, to increase to 2.5 mg/kg (150 mg) in 2 weeks" }),
        ],
      },
      "tpmt-nudt15-thiopurine",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("30–80% of the normal dose");
    expect(f?.clinician).toContain("A dose increase is planned");
    expect(f?.nextSteps).toContain("Review the planned dose increase before it is made");
    expect(f?.patient).toContain("Do not raise the dose");
  });

  it("uses 20–50% when TPMT and NUDT15 are both reduced, and is critical for a poor metaboliser taking it", () => {
    const both = finding(
      {
        geneticData: [tpmtIm, gene("NUDT15", "Intermediate metabolizer", "*1/*3")],
        medications: [med("Azathioprine 100 mg")],
      },
      "tpmt-nudt15-thiopurine",
    );
    expect(both?.clinician).toContain("20–50% of the normal dose");
    const poor = finding(
      { geneticData: [gene("TPMT", "Poor metabolizer", "*3A/*3A")], medications: [med("Azathioprine 100 mg")] },
      "tpmt-nudt15-thiopurine",
    );
    expect(poor?.severity).toBe("critical");
    expect(poor?.clinician).toContain("non-thiopurine alternative");
  });

  it("stays quiet for normal TPMT and NUDT15", () => {
    const normal = [gene("TPMT", "Normal metabolizer", "*1/*1"), gene("NUDT15", "Normal metabolizer", "*1/*1")];
    expect(
      finding({ geneticData: normal, medications: [med("Azathioprine 100 mg")] }, "tpmt-nudt15-thiopurine"),
    ).toBeUndefined();
  });
});

describe("clotting risk with oestrogens: contraception, menopausal HRT and vaginal oestrogen", () => {
  const fvl = gene("F5", "Heterozygous", "c.1601G>A (R506Q)");
  const pill = med("Microgynon 30 (ethinylestradiol/levonorgestrel)");

  it("treats oral HRT with Factor V Leiden as an HRT question (NICE NG23), not a contraception one", () => {
    const r = analyse({
      age: 53,
      geneticData: [fvl],
      medications: [med("Estradiol 2 mg + norethisterone acetate 1 mg (continuous combined HRT) oral")],
    });
    const codes = r.findings.map((f) => f.code);
    expect(codes).not.toContain("thrombophilia-oestrogen");
    const f = r.findings.find((x) => x.code === "thrombophilia-hrt");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("transdermal rather than oral HRT");
    expect(f?.clinician).toContain("haematologist");
    expect(`${f?.clinician} ${f?.nextSteps.join(" ")} ${f?.patientQuestions.join(" ")}`).not.toMatch(
      /contracepti|progestin-only/i,
    );
    expect(f?.evidenceIds).toEqual(["nice-ng23-menopause"]);
  });

  it("rates transdermal HRT low, and raises no oestrogen finding for low-dose vaginal oestrogen", () => {
    expect(
      finding(
        { age: 55, geneticData: [fvl], medications: [med("Estradiol 50 micrograms/24 h transdermal patch (HRT)")] },
        "thrombophilia-hrt",
      )?.severity,
    ).toBe("low");
    const vaginal = analyse({
      age: 62,
      geneticData: [fvl],
      medications: [med("Estradiol 10 microgram vaginal tablets, twice weekly")],
    });
    const codes = vaginal.findings.map((f) => f.code);
    expect(codes).not.toContain("thrombophilia-oestrogen");
    expect(codes).not.toContain("thrombophilia-hrt");
    expect(codes).toContain("thrombophilia-variant");
  });

  it("reads Factor V Leiden recorded as a condition like the genotype", () => {
    const f = finding(
      {
        age: 30,
        pastMedicalHistory: [{ display: "Factor V Leiden heterozygous", clinicalStatus: "active" }],
        medications: [pill],
      },
      "thrombophilia-oestrogen",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("US MEC category 4");
  });

  it("flags a past DVT, even resolved, with a combined pill (UKMEC 4)", () => {
    const f = finding(
      {
        age: 30,
        pastMedicalHistory: [
          { display: "Deep vein thrombosis left leg", clinicalStatus: "resolved", onsetDate: "2021-03-01" },
        ],
        medications: [pill],
      },
      "vte-history-oestrogen",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("UKMEC category 4");
    expect(f?.evidenceIds).toContain("fsrh-ukmec-2016");
  });

  it("stays quiet for a relative's clot, a refuted DVT, a negative screen, or a progestogen-only pill", () => {
    const codes = (r: Record) =>
      analyse({ age: 30, ...r })
        .findings.map((f) => f.code)
        .filter((c) => /oestrogen|hrt/.test(c));
    expect(
      codes({
        pastMedicalHistory: [{ display: "Family history of DVT (mother)", clinicalStatus: "active" }],
        medications: [pill],
      }),
    ).toEqual([]);
    expect(
      codes({
        pastMedicalHistory: [
          { display: "Deep vein thrombosis", clinicalStatus: "active", verificationStatus: "refuted" },
        ],
        medications: [pill],
      }),
    ).toEqual([]);
    expect(
      codes({
        pastMedicalHistory: [{ display: "Thrombophilia screen negative", clinicalStatus: "active" }],
        medications: [pill],
      }),
    ).toEqual([]);
    expect(
      codes({
        pastMedicalHistory: [{ display: "Deep vein thrombosis", clinicalStatus: "resolved" }],
        medications: [med("Desogestrel 75 microgram progestogen-only pill")],
      }),
    ).toEqual([]);
  });
});

describe("variants of uncertain significance, FH genes and a young relative's sudden death", () => {
  it("explains a BRCA1 VUS as not actionable, with no BRCA finding", () => {
    const r = analyse({
      geneticData: [
        gene(
          "BRCA1",
          "Variant of uncertain significance",
          "c.5096G>A (p.Arg1699Gln); not classified as pathogenic at this time",
        ),
      ],
    });
    const codes = r.findings.map((f) => f.code);
    expect(codes).not.toContain("brca-pathogenic-variant");
    const f = r.findings.find((x) => x.code === "uncertain-variant");
    expect(f?.severity).toBe("info");
    expect(f?.evidenceIds).toEqual(["burke-2022-vus"]);
  });

  it("raises no Lynch or FH finding for a VUS, and no VUS note beside a pathogenic variant in the same gene", () => {
    const codes = analyse({
      geneticData: [
        gene("MLH1", "VUS", "ClinVar: conflicting interpretations of pathogenicity (pathogenic/uncertain)"),
        gene("APOB", "Uncertain significance"),
      ],
    }).findings.map((f) => f.code);
    expect(codes).not.toContain("lynch-syndrome-variant");
    expect(codes).not.toContain("fh-genetic-variant");
    expect(
      finding(
        {
          geneticData: [
            gene("BRCA2", "Pathogenic variant detected; a second variant of uncertain significance also reported"),
          ],
        },
        "uncertain-variant",
      ),
    ).toBeUndefined();
  });

  it("reads a pathogenic APOB variant as genetically confirmed FH", () => {
    expect(
      finding(
        { geneticData: [gene("APOB", "Pathogenic", "c.10580G>A (p.Arg3527Gln), heterozygous")] },
        "fh-genetic-variant",
      )?.clinician,
    ).toContain("genetically confirmed familial hypercholesterolaemia");
  });

  it("advises cardiac screening after a first-degree relative's sudden death under 45 (APHRS/HRS 2020)", () => {
    const f = finding(
      {
        gender: "male",
        familyHistory: [{ relationship: "father", condition: "Sudden cardiac death", onsetAge: "38" }],
        additionalContext: "Father died suddenly at 38; no post-mortem done.",
      },
      "family-sudden-cardiac-death",
    );
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("(no post-mortem)");
    expect(f?.nextSteps.join(" ")).toContain("high precordial lead ECG, echocardiography and exercise testing");
  });

  it.each([
    [{ relationship: "father", condition: "Sudden cardiac death", onsetAge: "62" }],
    [{ relationship: "grandfather", condition: "Sudden cardiac death", onsetAge: "38" }],
    [{ relationship: "brother", condition: "Sudden death, ruptured brain aneurysm", onsetAge: "40" }],
    [{ relationship: "mother", condition: "Myocardial infarction", onsetAge: "40" }],
  ])("does not for %j", (relative) => {
    expect(finding({ familyHistory: [relative] }, "family-sudden-cardiac-death")).toBeUndefined();
  });
});

describe("familial hypercholesterolaemia confirmed by a gene result", () => {
  it("is told once, by the variant: no 'possible FH' or 'assess for FH' beside it", () => {
    const findings = analyzeEhr(
      healthDataSchema.parse({
        patientInfo: { age: 41, gender: "male" },
        recentAbnormalLabs: [
          { display: "LDL cholesterol", value: "5.9", unit: "mmol/L", referenceRange: "<3.0", date: "2026-10-28" },
        ],
        familyHistory: [{ relationship: "father", condition: "Myocardial infarction", onsetAge: "44" }],
        pastMedicalHistory: [{ display: "Achilles tendon xanthomata", clinicalStatus: "active" }],
        geneticData: [
          { geneCode: "0", geneDisplay: "APOB", interpretation: "Pathogenic c.10580G>A (p.Arg3527Gln), heterozygous" },
        ],
      }),
      { now: new Date("2026-11-22T00:00:00Z") },
    ).findings;
    const codes = findings.map((f) => f.code);
    expect(codes).toContain("fh-genetic-variant");
    expect(codes).not.toContain("familial-hypercholesterolaemia-suspected");
    expect(codes).not.toContain("familial-hypercholesterolaemia-definite");
    expect(codes).not.toContain("severe-hypercholesterolaemia");
  });
});
