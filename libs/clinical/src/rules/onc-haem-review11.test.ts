import { describe, expect, it } from "vitest";
import { codes, reviewFolder, runReviewCase } from "../testing/review-case.ts";
import { convert, parseUnit } from "../units.ts";
import { geneSymbol, knownGene } from "../vocab/genetics.ts";

/** Review 11 (oncology and haematology) cases, kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/onc-haem-review11/", import.meta.url));
type Result = ReturnType<typeof runReviewCase>;
const find = (r: Result, code: string) => r.findings.find((f) => f.code === code);

describe("JAK2 result displayed with its variant (review 11 onc-haem #09)", () => {
  it("reads 'JAK2 V617F', 'JAK2 exon 12' and 'CALR exon 9' as their genes", () => {
    expect(knownGene("JAK2 V617F")).toBe("JAK2");
    expect(geneSymbol("JAK2 exon 12 mutation", "")).toBe("JAK2");
    expect(geneSymbol("CALR exon 9", "")).toBe("CALR");
    expect(knownGene("MPL W515L")).toBe("MPL");
  });

  it("calls polycythaemia vera for JAK2 V617F detected with haematocrit 0.57 L/L", () => {
    const r = runReviewCase(load("09-polycythaemia-jak2"));
    const pv = find(r, "polycythaemia-vera");
    expect(pv?.severity).toBe("high");
    expect(pv?.clinician).toMatch(/JAK2 Detected/);
    expect(pv?.clinician).toMatch(/both BSH criteria for JAK2-positive polycythaemia vera are met/);
    expect(pv?.nextSteps.join(" ")).toMatch(/haematology urgently/);
  });

  it("stays quiet when the JAK2 V617F test is 'Not detected'", () => {
    const c = load("09-polycythaemia-jak2");
    c.data.geneticData[0].interpretation = "Not detected";
    c.data.geneticData[0].value = "";
    expect(codes(runReviewCase(c))).not.toContain("polycythaemia-vera");
  });
});

describe("numbers converted between units of the same scale keep their value (review 11 onc-haem #05)", () => {
  it("converts 7.9 µg/L to exactly 7.9 ng/mL, and 1 mg/dL creatinine-scale values without binary noise", () => {
    expect(convert(7.9, parseUnit("ug/L")!, parseUnit("ng/mL")!)).toBe(7.9);
    expect(convert(0.3, parseUnit("g/L")!, parseUnit("mg/mL")!)).toBe(0.3);
    expect(convert(12.3, parseUnit("g/dL")!, parseUnit("g/L")!)).toBe(123);
  });

  it("writes a rising CEA series in the reported unit without a floating-point tail", () => {
    const r = runReviewCase(load("05-cea-rising-post-colectomy"));
    const f = find(r, "colorectal-cancer-recurrence-suspected");
    expect(f?.clinician).toContain("2.2 → 2.6 → 4.1 → 7.9 µg/L");
    expect(f?.clinician).not.toMatch(/7\.9000/);
    expect(f?.clinician).not.toMatch(/7\.9 ng\/mL/);
  });
});

describe("iron-deficiency anaemia in a man or a postmenopausal woman: gastroscopy and colonoscopy (review 11 onc-haem #15)", () => {
  it("man of 63 on aspirin and a PPI: suspected cancer pathway referral for gastroscopy and colonoscopy", () => {
    // Haemoglobin in g/dL alone reads as a US record since review 27 (AGA 2020, no NG12 pathway): the setting is named.
    const c = load("15-ida-man-63");
    c.data.additionalContext = `${c.data.additionalContext} Seen at his NHS GP surgery.`;
    const r = runReviewCase(c);
    const f = find(r, "ida-gi-investigation");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Man aged 63/);
    expect(f?.clinician).toMatch(/suspected colorectal cancer pathway referral/);
    expect(f?.clinician).toMatch(/aspirin 75 mg do not explain the iron loss/);
    expect(f?.nextSteps[0]).toBe(
      "Refer on the suspected cancer pathway (appointment within 2 weeks) for gastroscopy and colonoscopy",
    );
    expect(f?.patient).toMatch(/camera \(gastroscopy and colonoscopy\)/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nice-ng12-suspected-cancer", "bsg-2021-ida"]));
  });

  it("does not cite the primary-prevention guideline for aspirin in a man with ischaemic heart disease", () => {
    const r = runReviewCase(load("15-ida-man-63"));
    for (const f of r.findings) expect(f.evidenceIds, f.code).not.toContain("acc-aha-2019-primary-prevention");
  });

  it("man of 45: gastroscopy and colonoscopy, but not the NG12 over-60 pathway", () => {
    const c = load("15-ida-man-63");
    c.data.patientInfo.age = 45;
    c.data.additionalContext = `${c.data.additionalContext} Seen at his NHS GP surgery.`;
    const f = find(runReviewCase(c), "ida-gi-investigation");
    expect(f?.nextSteps[0]).toBe("Refer for gastroscopy and colonoscopy");
    expect(f?.clinician).toMatch(/under 60 without rectal bleeding, NICE NG12 offers a faecal immunochemical test/);
  });

  it("postmenopausal woman of 55 (stated in the notes): fires", () => {
    const c = load("15-ida-man-63");
    c.data.patientInfo = { age: 55, gender: "female" };
    c.data.recentAbnormalLabs[0].referenceRange = "12.0-15.5";
    c.data.additionalContext = "Postmenopausal since 50. Tired for 3 months.";
    expect(find(runReviewCase(c), "ida-gi-investigation")?.clinician).toMatch(/Postmenopausal woman aged 55/);
  });

  it("does not fire for a premenopausal woman of 44 with heavy periods (case 11)", () => {
    expect(codes(runReviewCase(load("11-thrombocytosis-iron-def")))).not.toContain("ida-gi-investigation");
  });

  it("does not fire with a normal ferritin", () => {
    const c = load("15-ida-man-63");
    c.data.recentAbnormalLabs[2].value = "120";
    expect(codes(runReviewCase(c))).not.toContain("ida-gi-investigation");
  });
});

describe("PSA in a man with urinary symptoms: NICE NG12 age threshold, not screening (review 11 onc-haem #01)", () => {
  it("man of 72 with nocturia, PSA 7.4 ng/mL (above 6.5 at 70–79): high, consider suspected cancer referral, no 4.0 screening frame", () => {
    const r = runReviewCase(load("01-psa-rise-72m"));
    const f = find(r, "psa-above-age-threshold-symptomatic");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/above the NICE NG12 age-specific threshold \(more than 6\.5 ng\/mL\)/);
    expect(f?.clinician).toMatch(/risen from 3\.9 ng\/mL/);
    expect(f?.nextSteps.join(" ")).toMatch(/suspected prostate cancer pathway referral/);
    expect(f?.patient).toMatch(/urgent referral to a urology team/);
    expect(f?.evidenceIds).toEqual(["nice-ng12-suspected-cancer"]);
    expect(codes(r)).not.toContain("psa-elevated");
  });

  it("same man with PSA 6.0 (below 6.5 at 72): the symptomatic rule is silent", () => {
    const c = load("01-psa-rise-72m");
    c.data.recentAbnormalLabs[0].value = "6.0";
    c.data.labTrends = [];
    expect(codes(runReviewCase(c))).not.toContain("psa-above-age-threshold-symptomatic");
  });

  it("without urinary symptoms in the notes: no symptomatic finding, the generic PSA finding stays", () => {
    const c = load("01-psa-rise-72m");
    c.data.additionalContext = "Routine review. Wants to know if he needs further tests.";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("psa-above-age-threshold-symptomatic");
    expect(codes(r)).toContain("psa-elevated");
  });

  it("man of 55 with nocturia, PSA 3.8 (above 3.5 at 50–59, below the generic 4.0): fires", () => {
    const c = load("01-psa-rise-72m");
    c.data.patientInfo.age = 55;
    c.data.recentAbnormalLabs[0].value = "3.8";
    c.data.recentAbnormalLabs[0].referenceRange = "0.0-3.5";
    c.data.labTrends = [];
    expect(find(runReviewCase(c), "psa-above-age-threshold-symptomatic")?.clinician).toMatch(/more than 3\.5 ng\/mL/);
  });
});

describe("PSA on finasteride: no generic trend that contradicts the nadir rise (review 11 onc-haem #02)", () => {
  it("keeps psa-on-5-ari and drops the 'PSA falling' trend measured from before treatment", () => {
    const r = runReviewCase(load("02-psa-finasteride"));
    expect(find(r, "psa-on-5-ari")?.clinician).toMatch(/PSA has risen from 1\.6/);
    expect(r.findings.filter((f) => f.family === "trend" && /PSA|prostate/i.test(f.title))).toEqual([]);
  });

  it("without finasteride the PSA trend line is still reported", () => {
    const c = load("02-psa-finasteride");
    c.data.medications = c.data.medications.filter((m: { medication: string }) => !/finasteride/i.test(m.medication));
    const r = runReviewCase(c);
    expect(r.findings.some((f) => f.family === "trend" && /prostate/i.test(f.title))).toBe(true);
  });
});

describe("macrocytosis with low blood counts in an older adult: blood film and haematology (review 11 onc-haem #16)", () => {
  it("woman of 78, MCV 98 → 107, Hb 102, platelets 96, neutrophils 1.2, B12/folate/TSH normal: high, film and referral for myelodysplasia", () => {
    const r = runReviewCase(load("16-macrocytosis-cytopenia-78f"));
    const f = find(r, "macrocytosis-with-cytopenias");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/rising from 98 fL/);
    expect(f?.clinician).toMatch(/B12, folate and TSH are normal/);
    expect(f?.clinician).toMatch(/myelodysplasia is the main diagnosis to consider/);
    expect(f?.nextSteps).toEqual([
      "Blood film and reticulocyte count",
      "Refer to haematology to assess for myelodysplasia",
    ]);
    expect(f?.patient).toMatch(/blood specialist/);
    // The generic "check B12, folate, liver tests and TSH" finding is not offered on top.
    expect(codes(r)).not.toContain("macrocytosis");
  });

  it("is silent with a low B12 (the B12 finding reads it)", () => {
    const c = load("16-macrocytosis-cytopenia-78f");
    c.data.recentNormalLabs[0].value = "95";
    expect(codes(runReviewCase(c))).not.toContain("macrocytosis-with-cytopenias");
  });

  it("is silent with only one low count (platelets normal, neutrophils normal)", () => {
    const c = load("16-macrocytosis-cytopenia-78f");
    c.data.recentAbnormalLabs = c.data.recentAbnormalLabs.filter(
      (l: { display: string }) => l.display !== "Platelets" && l.display !== "Neutrophils",
    );
    c.data.labTrends = c.data.labTrends.filter((t: { display: string }) => t.display !== "Platelets");
    expect(codes(runReviewCase(c))).not.toContain("macrocytosis-with-cytopenias");
  });

  it("is silent in a 35-year-old and on methotrexate", () => {
    const young = load("16-macrocytosis-cytopenia-78f");
    young.data.patientInfo.age = 35;
    expect(codes(runReviewCase(young))).not.toContain("macrocytosis-with-cytopenias");
    const mtx = load("16-macrocytosis-cytopenia-78f");
    mtx.data.medications.push({ medication: "Methotrexate 15 mg weekly", status: "active" });
    mtx.data.additionalContext = "Teetotal.";
    expect(codes(runReviewCase(mtx))).not.toContain("macrocytosis-with-cytopenias");
  });
});

describe("myeloma picture: globulin, free light chains, same-day discussion, no CKD framing (review 11 onc-haem #07)", () => {
  it("man of 71, calcium 2.88, creatinine 94 → 172, Hb 96, TP 94 / albumin 31: globulin 63, sFLC, discuss today", () => {
    const r = runReviewCase(load("07-myeloma-crab"));
    const f = find(r, "myeloma-investigations");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/globulin \(total protein minus albumin\) is 63 g\/L/);
    expect(f?.clinician).toMatch(/creatinine has risen from 94 µmol\/L \(2025-09-10\) to 172 µmol\/L/);
    expect(f?.nextSteps[0]).toMatch(/^Discuss with haematology or acute medicine today/);
    expect(f?.nextSteps.join(" ")).toMatch(/serum free light chains/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nice-ng12-suspected-cancer", "ocp-multiple-myeloma"]));
    expect(codes(r)).not.toContain("ckd-stage");
    expect(codes(r)).not.toContain("anaemia-ckd");
  });

  it("with a stable creatinine: free light chains still asked for, no same-day step", () => {
    const c = load("07-myeloma-crab");
    c.data.labTrends = [];
    const f = find(runReviewCase(c), "myeloma-investigations");
    expect(f?.nextSteps[0]).toMatch(
      /^Very urgent \(within 48 hours\) serum protein electrophoresis, serum free light chains/,
    );
    expect(f?.nextSteps.join(" ")).not.toMatch(/today/);
  });

  it("in known CKD the CKD findings stay", () => {
    const c = load("07-myeloma-crab");
    c.data.pastMedicalHistory.push({ display: "Chronic kidney disease stage 3b", clinicalStatus: "active" });
    const r = runReviewCase(c);
    expect(codes(r)).toContain("anaemia-ckd");
  });
});
