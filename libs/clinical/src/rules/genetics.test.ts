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
    expect(ator?.nextSteps).toEqual([
      "Check the current statin and dose against CPIC 2022's limits for SLCO1B1 poor function",
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
    expect(f?.nextSteps).toContain(
      "Annual breast MRI and mammography per NCCN; discuss risk-reducing salpingo-oophorectomy timing",
    );
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
