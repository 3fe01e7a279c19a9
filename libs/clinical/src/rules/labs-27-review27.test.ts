import { describe, expect, it } from "vitest";
import { findLab } from "../catalogue/index.ts";
import { clinicianText, codes, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/labs-27-review27/", import.meta.url));

const analyte = (r: ReturnType<typeof run>, name: string) => r.model.labs.find((l) => l.name === name)?.analyteId;

describe("'UA' beside a test's name is the urinalysis, not uric acid (review 27)", () => {
  it("US urinalysis pads named 'X, UA' or 'UA X' are the urine tests", () => {
    for (const [name, id] of [
      ["Leukocyte Esterase, UA", "urine-le"],
      ["UA leukocyte esterase", "urine-le"],
      ["Nitrite, UA", "urine-nitrite"],
      ["UA nitrite", "urine-nitrite"],
      ["Ketones, UA", "urine-ketones"],
      ["Occult Blood, UA", "urine-blood"],
      ["pH, UA", "urine-ph"],
      ["Specific Gravity, UA", "urine-sg"],
    ] as const)
      expect(findLab(name)?.id, name).toBe(id);
  });

  it("'UA' alone or bracketed after uric acid stays uric acid; a pad the catalogue lacks is not read as a blood test", () => {
    expect(findLab("UA")?.id).toBe("uric-acid");
    expect(findLab("Uric acid (UA)")?.id).toBe("uric-acid");
    for (const name of ["Color, UA", "Appearance, UA", "Bilirubin, UA", "Urobilinogen, UA"])
      expect(findLab(name), name).toBeUndefined();
  });

  it("01: a Quest-style 'X, UA' dipstick with dysuria reads as a likely urine infection, nothing as uric acid", () => {
    const r = run("01-quest-ua-suffix-uti-woman-34");
    expect(codes(r)).toContain("uti-dipstick-likely");
    expect(r.model.labs.some((l) => l.analyteId === "uric-acid" || l.analyteId === "bilirubin-total")).toBe(false);
    expect(clinicianText(r)).toMatch(/Nitrite, urine \(dipstick\) \| Positive/);
  });

  it("01 twin: the same strip with nitrite and leucocyte esterase negative is no urine infection", () => {
    const c = load("01-quest-ua-suffix-uti-woman-34");
    for (const l of c.labResults)
      if (l.name === "Nitrite, UA" || l.name === "Leukocyte Esterase, UA") {
        l.value = "Negative";
        delete l.flag;
      }
    expect(codes(runReviewCase(c))).not.toContain("uti-dipstick-likely");
  });

  it("02: 'UA leukocyte esterase' Moderate is the positive esterase pad", () => {
    const lab = run("02-us-ua-prefix-le-only").model.labs.find((l) => l.name === "UA leukocyte esterase");
    expect(lab?.analyteId).toBe("urine-le");
    expect(lab?.value).toMatchObject({ kind: "qualitative", result: "positive" });
  });
});

describe("'LE, urine' and urine microscopy leucocytes (review 27)", () => {
  it("03: 'LE, urine' is the esterase pad; 'Leukocytes, urine microscopy' per µL is not the pad", () => {
    const r = run("03-uk-trust-le-urine-leucocytes-microscopy");
    expect(analyte(r, "LE, urine")).toBe("urine-le");
    expect(analyte(r, "Leukocytes, urine microscopy")).toBeUndefined();
  });

  it("a name that says urine is matched among urine tests only", () => {
    expect(findLab("Nitrite, urine")?.id).toBe("urine-nitrite");
    expect(findLab("Bilirubin, urine")).toBeUndefined();
    expect(findLab("Leukocytes")?.id).toBe("wbc");
  });
});

describe("older race-split eGFR labels (review 27)", () => {
  it("04: Quest's 'eGFR NON-AFR. AMERICAN' is the eGFR and stages kidney function", () => {
    const r = run("04-quest-old-race-egfr");
    expect(analyte(r, "eGFR NON-AFR. AMERICAN")).toBe("egfr");
    expect(codes(r)).toContain("ckd-stage");
    expect(findLab("Estimated GFR non-African American")?.id).toBe("egfr");
  });

  it("04: the 'AFRICAN AMERICAN' value, with the retired race coefficient, is not read as the eGFR", () => {
    expect(analyte(run("04-quest-old-race-egfr"), "eGFR AFRICAN AMERICAN")).toBeUndefined();
    expect(findLab("eGFR If Africn Am")).toBeUndefined();
  });
});

describe("'Hep' for hepatitis in US serology names (review 27)", () => {
  it("05: 'Hep C Ab' Reactive is the hepatitis C antibody and asks for the RNA", () => {
    const r = run("05-labcorp-hep-serology-abbrev");
    expect(analyte(r, "Hep C Ab")).toBe("hcv-ab");
    expect(analyte(r, "Hep B core Ab")).toBe("anti-hbc");
    expect(analyte(r, "Hep B surface Ab")).toBe("anti-hbs");
    expect(codes(r)).toContain("liver-hcv-antibody-needs-rna");
  });

  it("surface antigen and antibody stay apart, and heparin is not hepatitis", () => {
    expect(findLab("Hep B surface Ag")?.id).toBe("hbsag");
    expect(findLab("Hep B e Ag")?.id).toBe("hbeag");
    expect(findLab("Heparin anti-Xa")?.id ?? "none").not.toMatch(/^h(?:bv|cv|av)|hbs|hbc/);
  });
});

describe("British 'tri-iodothyronine' (review 27)", () => {
  it("the hyphenated spelling is T3, free only when it says free", () => {
    expect(findLab("Free tri-iodothyronine")?.id).toBe("free-t3");
    expect(findLab("Tri-iodothyronine (free)")?.id).toBe("free-t3");
    expect(findLab("Tri-iodothyronine")?.id).toBe("total-t3");
    expect(findLab("Free T4")?.id).toBe("free-t4");
    expect(findLab("T4 total")?.id).toBe("total-t4");
  });
});

describe("a UK trust thyroid panel with the hyphenated spelling (review 27)", () => {
  it("09: 'Free tri-iodothyronine' joins the overt hyperthyroidism reading with its value", () => {
    const r = run("09-uk-trust-censored-values");
    expect(analyte(r, "Free tri-iodothyronine")).toBe("free-t3");
    expect(clinicianText(r)).toMatch(/free T3 9\.8 pmol\/L/);
    expect(codes(r)).toContain("overt-hyperthyroidism");
  });
});

describe("Quest's iron panel '% Saturation' (review 27)", () => {
  it("is the transferrin saturation, while an oxygen saturation is not", () => {
    expect(findLab("% Saturation")?.id).toBe("tsat");
    expect(findLab("O2 Saturation %")).toBeUndefined();
    expect(findLab("Oxygen saturation (%)")).toBeUndefined();
  });
});
