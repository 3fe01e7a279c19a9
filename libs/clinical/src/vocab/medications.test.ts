import { describe, expect, it } from "vitest";
import { classifyMedication, DRUG_CLASSES, isActiveMedication, withinOneEdit } from "./medications.ts";

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

  it("reads heparins as anticoagulants, but not a heparin flush that keeps a line open", () => {
    expect(classes("Enoxaparin 40 mg SC daily")).toEqual(["heparin"]);
    expect(classes("Lovenox 80 mg")).toEqual(["heparin"]);
    expect(classes("Heparin 5000 units subcutaneous")).toEqual(["heparin"]);
    expect(classes("Heparin lock flush 100 units/mL")).toEqual([]);
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

  it.each([
    ["Janumet 50/1000 mg", ["dpp4i", "metformin"]],
    ["Januvia 100 mg", ["dpp4i"]],
    ["Trajenta 5mg tablets", ["dpp4i"]],
    ["Onglyza", ["dpp4i"]],
    ["Novolog FlexPen", ["insulin"]],
    ["NovoRapid", ["insulin"]],
    ["Fiasp", ["insulin"]],
    ["Humalog", ["insulin"]],
    ["Admelog", ["insulin"]],
    ["Apidra", ["insulin"]],
    ["Tresiba 20 units", ["insulin"]],
    ["Toujeo", ["insulin"]],
    ["Basaglar KwikPen", ["insulin"]],
    ["Levemir", ["insulin"]],
    ["Zestril 10 mg", ["ace-inhibitor"]],
    ["Prinivil", ["ace-inhibitor"]],
    ["Cozaar 50 mg", ["arb"]],
    ["Diovan", ["arb"]],
    ["Amaryl 2 mg", ["sulfonylurea"]],
    ["Diabeta", ["sulfonylurea"]],
    ["Glynase", ["sulfonylurea"]],
    ["Glucotrol XL", ["sulfonylurea"]],
    ["Lanoxin 125 mcg", ["digoxin"]],
    ["Cordarone", ["amiodarone"]],
    ["Pacerone 200 mg", ["amiodarone"]],
    ["Tirosint", ["thyroid-hormone"]],
    ["Levoxyl", ["thyroid-hormone"]],
    ["Unithroid", ["thyroid-hormone"]],
    ["Maxzide 37.5/25", ["potassium-sparing", "thiazide"]],
    ["Dyazide", ["potassium-sparing", "thiazide"]],
    ["Yaz", ["oestrogen"]],
    ["Yasmin 28", ["oestrogen"]],
    ["Estrace 1 mg", ["oestrogen"]],
    ["Premarin", ["oestrogen"]],
    ["Savaysa 60 mg", ["doac"]],
  ])("reads the brand name %j as %j", (text, expected) => {
    expect(classes(text)).toEqual(expected);
  });

  it.each([
    ["Potassium chloride ER 20 mEq", "potassium chloride"],
    ["KCl 20 mEq tablet", "kcl"],
    ["K-Dur 20", "k-dur"],
    ["Klor-Con M20", "klor-con"],
    ["Potassium citrate 10 mEq", "potassium citrate"],
  ])("reads %j as a potassium supplement", (text, drug) => {
    expect(classifyMedication(text)).toEqual({ classes: ["potassium-supplement"], drugs: [drug] });
  });

  it("does not read the word diabetes as the brand Diabeta", () => {
    expect(classes("Metformin for type 2 diabetes")).toEqual(["metformin"]);
  });

  it("keeps a progestogen-only pill out of the oestrogens", () => {
    expect(classes("Progestin-only pill (norethisterone 350 mcg)")).toEqual([]);
  });

  it("has no two names of different classes one typing error apart", () => {
    const names = Object.entries(DRUG_CLASSES).flatMap(([cls, list]) => list.map((n) => ({ cls, n })));
    // The same name in two classes is one medicine of both kinds (bisoprolol lowers blood pressure
    // and is a beta-blocker): a misspelling of it then finds both, as it should.
    const clashes = names.flatMap((a) =>
      names
        .filter((b) => a.cls < b.cls && a.n !== b.n && a.n.length >= 8 && withinOneEdit(a.n, b.n))
        .map((b) => `${a.n}/${b.n}`),
    );
    expect(clashes).toEqual([]);
  });
});

describe("isActiveMedication", () => {
  it("reads a medication without a status as stopped when its text says so", () => {
    expect(isActiveMedication(undefined, "Warfarin (stopped)")).toBe(false);
    expect(isActiveMedication(undefined, "Warfarin 3 mg daily")).toBe(true);
  });

  it("lets a recorded stopped status win over the text", () => {
    expect(isActiveMedication("stopped", "Warfarin 3 mg daily")).toBe(false);
  });

  it("reads an active entry whose own text stops it outright as not current (review 25)", () => {
    expect(isActiveMedication("active", "Warfarin (stopped)")).toBe(false);
    expect(isActiveMedication("active", "Xarelto 20 mg tablet (on hold)")).toBe(false);
    expect(isActiveMedication("active", "Coumadin 5 mg - discontinued, restarted 10/2026")).toBe(true);
  });

  it("keeps an active entry active for looser words and instructions", () => {
    expect(isActiveMedication("active", "Metoprolol 25 mg (held if pulse below 55)")).toBe(true);
    expect(isActiveMedication("active", "Amlodipine 10 mg (previously 5 mg)")).toBe(true);
    expect(isActiveMedication("active", "Prednisolone 30 mg, to be stopped after 5 days")).toBe(true);
    expect(isActiveMedication("active", "Aspirin 75 mg - not stopped for surgery")).toBe(true);
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

describe("bleeding-risk medicine classes", () => {
  it("recognise aspirin and the P2Y12 antiplatelets other than clopidogrel", () => {
    expect(classifyMedication("Aspirin 81 mg daily").classes).toEqual(["aspirin"]);
    expect(classifyMedication("Acetylsalicylic acid 75 mg").classes).toEqual(["aspirin"]);
    expect(classifyMedication("Ticagrelor 90 mg twice daily").classes).toEqual(["antiplatelet"]);
    expect(classifyMedication("Brilinta 90 mg").classes).toEqual(["antiplatelet"]);
    expect(classifyMedication("Prasugrel 10 mg").classes).toEqual(["antiplatelet"]);
    expect(classifyMedication("Clopidogrel 75 mg").classes).toEqual(["clopidogrel"]);
  });

  it("do not read mesalazine (5-ASA) as aspirin", () => {
    expect(classifyMedication("Mesalazine (5-ASA) 800 mg").classes).toEqual([]);
  });
});

describe("medicines that raise the INR on warfarin", () => {
  it.each([
    ["Fluconazole 150 mg", "azole-antifungal"],
    ["Diflucan", "azole-antifungal"],
    ["Miconazole oral gel", "azole-antifungal"],
    ["Voriconazole 200 mg", "azole-antifungal"],
    ["Metronidazole 500 mg", "metronidazole"],
    ["Flagyl", "metronidazole"],
    ["Trimethoprim/sulfamethoxazole 160/800 mg", "co-trimoxazole"],
    ["Co-trimoxazole 960 mg", "co-trimoxazole"],
    ["Bactrim DS", "co-trimoxazole"],
    ["TMP-SMX", "co-trimoxazole"],
  ])("reads %j as %j", (text, cls) => {
    expect(classes(text)).toEqual([cls]);
  });

  it("does not read trimethoprim alone as co-trimoxazole", () => {
    expect(classes("Trimethoprim 100 mg")).not.toContain("co-trimoxazole");
  });

  it("reads trimethoprim alone as trimethoprim, and the combination only as co-trimoxazole", () => {
    expect(classifyMedication("Trimethoprim 100 mg")).toEqual({ classes: ["trimethoprim"], drugs: ["trimethoprim"] });
    expect(classes("Trimethoprim/sulfamethoxazole 160/800 mg")).toEqual(["co-trimoxazole"]);
    expect(classifyMedication("Trimethoprim-sulfamethoxazole 800/160 mg").drugs).toEqual(["sulfamethoxazole"]);
  });
});

describe("combination and brand names", () => {
  it("reads co-codamol as codeine and Natrilix as a thiazide-like diuretic", () => {
    expect(classifyMedication("Co-codamol 30/500 two tablets QDS").classes).toContain("cyp2d6-opioid");
    expect(classifyMedication("Natrilix SR 1.5 mg").classes).toContain("thiazide");
  });
});
