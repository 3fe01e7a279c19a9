import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

function codes(geneticData: object[], medications: object[] = []): string[] {
  const data = healthDataSchema.parse({ patientInfo: { age: 40, gender: "female" }, geneticData, medications });
  return analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") }).findings.map((f) => f.code);
}

const gene = (geneDisplay: string, interpretation: string) => ({ geneCode: "0", geneDisplay, interpretation });

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
