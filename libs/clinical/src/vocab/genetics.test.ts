import { describe, expect, it } from "vitest";
import {
  cyp2c9ActivityScore,
  geneSymbol,
  isPathogenic,
  isVariantPresent,
  knownGene,
  metaboliserPhenotype,
  reportsPathogenic,
  reportsUncertainVariant,
  statedActivityScore,
  vkorc1Variant,
} from "./genetics.ts";

describe("isPathogenic", () => {
  it.each([
    "No pathogenic variant detected",
    "Not pathogenic",
    "Pathogenic variant not detected",
    "No pathogenic or likely pathogenic variants identified",
    "Negative for pathogenic variants",
    "Pathogenic variants: none",
    "Pathogenic, not detected",
    "Familial pathogenic variant c.68_69delAG: not detected",
    "No evidence of a pathogenic variant",
    "Non-pathogenic",
    "Likely benign",
    "Benign",
    "VUS",
    "Variant of uncertain significance",
    "Negative for pathogenic variants; one VUS reported",
    "No C282Y or H63D variants detected",
    "Deleterious mutation not detected",
    "Not detected",
    "Negative",
    "Positive for a variant of uncertain significance",
    "Variant reclassified from pathogenic to likely benign",
  ])("does not read %j as a harmful variant", (text) => {
    expect(isPathogenic(text)).toBe(false);
  });

  it.each([
    "Pathogenic",
    "Likely pathogenic",
    "Pathogenic variant c.68_69delAG detected",
    "Heterozygous pathogenic variant c.5266dupC detected. No other pathogenic variants identified.",
    "Pathogenic variant detected, no large rearrangements",
    "Pathogenic variant detected (c.5946delT); a second variant of uncertain significance was also reported",
    "Pathogenic variant detected. Benign polymorphisms are not reported.",
    "Deleterious mutation detected",
    "Positive",
    "Detected",
  ])("reads %j as a harmful variant", (text) => {
    expect(isPathogenic(text)).toBe(true);
  });
});

describe("reportsPathogenic", () => {
  it("reads the interpretation and the value together", () => {
    expect(reportsPathogenic("Detected", "c.68_69delAG, pathogenic")).toBe(true);
    expect(reportsPathogenic("Detected", "c.1234A>G, variant of uncertain significance")).toBe(false);
  });

  it("keeps a negative call negative when the value names the familial variant looked for", () => {
    expect(reportsPathogenic("Negative", "c.68_69delAG (familial pathogenic variant)")).toBe(false);
    expect(reportsPathogenic("Not detected", "Pathogenic variant c.5266dupC")).toBe(false);
  });

  it.each([
    ["Variant of uncertain significance", "c.5096G>A (p.Arg1699Gln); not classified as pathogenic at this time"],
    ["VUS", "ClinVar: conflicting interpretations of pathogenicity (pathogenic/uncertain)"],
    ["VUS", "reported as pathogenic in ClinVar by one submitter"],
    ["Uncertain significance", "previously classified as likely pathogenic"],
    ["Likely benign", "c.655A>G, previously reported as pathogenic in one older database entry"],
    ["Benign", "Pathogenic in an older report"],
    ["Detected", "c.123A>G; variant of uncertain significance; predicted deleterious in silico"],
    ["Detected", "c.123A>G (pathogenic/VUS)"],
    ["Detected", "c.123A>G, uncertain/likely pathogenic"],
    ["Detected", "c.123A>G: not yet classified as pathogenic"],
    ["Detected", "c.123A>G, may be pathogenic; further family studies advised"],
    ["Detected", "c.123A>G; conflicting classifications: likely pathogenic by one laboratory, VUS by three"],
    ["Detected", "c.123A>G, suspected pathogenic"],
    ["Positive", "variant of uncertain significance c.123A>G"],
    ["Conflicting interpretations of pathogenicity", "c.123A>G"],
  ])("does not read %j %j as pathogenic", (interpretation, value) => {
    expect(reportsPathogenic(interpretation, value)).toBe(false);
  });

  it.each([
    ["Pathogenic", "c.68_69delAG"],
    ["Likely pathogenic", "c.5266dupC"],
    ["Detected", "c.68_69delAG, pathogenic"],
    ["Pathogenic variant detected; a second variant of uncertain significance also reported", ""],
    ["Positive", "c.5946delT"],
    ["Heterozygous", "Pathogenic variant c.10580G>A"],
  ])("reads %j %j as pathogenic", (interpretation, value) => {
    expect(reportsPathogenic(interpretation, value)).toBe(true);
  });
});

describe("reportsUncertainVariant", () => {
  it.each([
    ["Variant of uncertain significance", "c.5096G>A"],
    ["VUS", ""],
    ["Detected", "c.123A>G, uncertain significance"],
    ["No pathogenic variant detected", "one variant of uncertain significance: c.123A>G"],
    ["VUS", "ClinVar: conflicting interpretations of pathogenicity (pathogenic/uncertain)"],
  ])("reads %j %j as a VUS", (interpretation, value) => {
    expect(reportsUncertainVariant(interpretation, value)).toBe(true);
  });

  it.each([
    ["Pathogenic", "c.68_69delAG"],
    ["Pathogenic variant detected; a second variant of uncertain significance also reported", ""],
    ["Negative", "No variants of uncertain significance reported"],
    ["Likely benign", "c.655A>G"],
    ["No pathogenic variant detected", ""],
  ])("does not read %j %j as a VUS", (interpretation, value) => {
    expect(reportsUncertainVariant(interpretation, value)).toBe(false);
  });
});

describe("gene names and pharmacogenomic calls", () => {
  it.each([
    ["Factor V Leiden mutation analysis", "F5"],
    ["Prothrombin gene mutation G20210A", "F2"],
    ["TPMT enzyme activity", "TPMT"],
    ["HLA-B*15:02", "HLA-B"],
    ["HLA-A*31:01", "HLA-A"],
    ["APOB", "APOB"],
  ])("names %j as %j", (text, gene) => {
    expect(knownGene(text)).toBe(gene);
  });

  it("names no gene for HLA-B27, a prothrombin time or an unknown test", () => {
    expect(knownGene("HLA-B27")).toBeUndefined();
    expect(knownGene("Prothrombin time")).toBeUndefined();
    expect(geneSymbol("MTHFR C677T", "")).toBe("MTHFR C677T");
  });

  it("reads a low enzyme activity as decreased function", () => {
    expect(metaboliserPhenotype("TPMT", "Low TPMT activity")).toBe("decreased-function");
    expect(metaboliserPhenotype("TPMT", "Normal TPMT activity")).toBeUndefined();
  });

  it("reads activity scores, stated or from a CYP2C9 diplotype", () => {
    expect(statedActivityScore("c.1236G>A / wild-type; DPYD activity score 1.5")).toBe(1.5);
    expect(statedActivityScore("AS=1")).toBe(1);
    expect(statedActivityScore("c.1236G>A reported as 1 copy")).toBeUndefined();
    expect(cyp2c9ActivityScore("*1/*3")).toBe(1);
    expect(cyp2c9ActivityScore("*2/*2")).toBe(1);
    expect(cyp2c9ActivityScore("*3/*3")).toBe(0);
    expect(cyp2c9ActivityScore("*1/*1")).toBe(2);
    expect(cyp2c9ActivityScore("*1/*8")).toBeUndefined();
  });

  it.each(["-1639G>A G/A", "-1639 G>A heterozygous", "rs9923231 T/T", "-1639 AA", "High warfarin sensitivity"])(
    "reads VKORC1 %j as the dose-lowering variant",
    (text) => {
      expect(vkorc1Variant(text)).toBe(true);
    },
  );

  it.each(["-1639G>A G/G", "rs9923231 C/C", "-1639 GG", "Normal sensitivity"])(
    "reads VKORC1 %j as no variant",
    (text) => {
      expect(vkorc1Variant(text)).toBe(false);
    },
  );
});

describe("isVariantPresent", () => {
  it.each([
    "No Factor V Leiden mutation detected",
    "Factor V Leiden (R506Q) not detected",
    "Prothrombin G20210A: negative",
    "Homozygous wild type",
  ])("reads %j as no variant", (text) => {
    expect(isVariantPresent(text)).toBe(false);
  });

  it.each(["Factor V Leiden heterozygous", "Heterozygous for prothrombin G20210A", "Positive", "Carrier"])(
    "reads %j as a variant",
    (text) => {
      expect(isVariantPresent(text)).toBe(true);
    },
  );

  it("looks for the named variant only in statements that mention it", () => {
    expect(isVariantPresent("C282Y not detected. H63D heterozygous", /c282y/i)).toBe(false);
    expect(isVariantPresent("C282Y heterozygous, H63D negative", /c282y/i)).toBe(true);
  });
});
