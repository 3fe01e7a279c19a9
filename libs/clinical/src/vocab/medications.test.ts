import { describe, expect, it } from "vitest";
import { classifyMedication, DRUG_CLASSES, withinOneEdit } from "./medications.ts";

const classes = (text: string) => classifyMedication(text).classes.sort();

describe("classifyMedication", () => {
  it("does not read thyroid hormone replacement as an oestrogen", () => {
    expect(classes("Thyroid hormone replacement (levothyroxine)")).toEqual(["thyroid-hormone"]);
    expect(classes("Thyroid hormone replacement")).toEqual([]);
  });

  it("still reads menopausal hormone replacement as an oestrogen", () => {
    expect(classes("Hormone replacement therapy")).toEqual(["oestrogen"]);
    expect(classes("HRT patch")).toEqual(["oestrogen"]);
    expect(classes("Hormone replacement therapy (estradiol) and levothyroxine")).toEqual([
      "oestrogen",
      "thyroid-hormone",
    ]);
  });

  it("matches whole words, so magnesium aspartate is not insulin aspart", () => {
    expect(classes("Magnesium aspartate 400 mg")).toEqual([]);
    expect(classes("Insulin aspart")).toEqual(["insulin"]);
  });

  it("recognises a long name with one typing error", () => {
    expect(classifyMedication("Simvistatin 40 mg")).toEqual({ classes: ["statin"], drugs: ["simvastatin"] });
  });

  it.each([
    ["Atorvastatin40mg", "statin"],
    ["Conjugated Estrogens 0.625 MG", "oestrogen"],
    ["Combined oral contraceptive (ethinylestradiol/levonorgestrel)", "oestrogen"],
    ["Lisinopril/HCTZ 20/12.5 mg", "thiazide"],
    ["5-FU infusion", "fluoropyrimidine"],
    ["Esomeprazole 40mg", "ppi"],
    ["24 HR Metformin hydrochloride 500 MG Extended Release Oral Tablet", "metformin"],
  ])("keeps recognising %j", (text, cls) => {
    expect(classes(text)).toContain(cls);
  });

  it("keeps a progestogen-only pill out of the oestrogens", () => {
    expect(classes("Progestin-only pill (norethisterone 350 mcg)")).toEqual([]);
  });

  it("has no two names of different classes one typing error apart", () => {
    const names = Object.entries(DRUG_CLASSES).flatMap(([cls, list]) => list.map((n) => ({ cls, n })));
    const clashes = names.flatMap((a) =>
      names.filter((b) => a.cls < b.cls && a.n.length >= 8 && withinOneEdit(a.n, b.n)).map((b) => `${a.n}/${b.n}`),
    );
    expect(clashes).toEqual([]);
  });
});

describe("withinOneEdit", () => {
  it.each([
    ["simvistatin", "simvastatin", true],
    ["simvastatn", "simvastatin", true],
    ["simvasttatin", "simvastatin", true],
    ["pravastatin", "simvastatin", false],
    ["aspartate", "aspart", false],
  ])("%j vs %j is %j", (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});
