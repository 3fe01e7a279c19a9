import { describe, expect, it } from "vitest";
import { isPathogenic, isVariantPresent, reportsPathogenic } from "./genetics.ts";

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
