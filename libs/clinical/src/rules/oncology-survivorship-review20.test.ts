import { describe, expect, it } from "vitest";
import { SEVERITY_RANK } from "../model.ts";
import { clinicianText, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/oncology-survivorship-review20/", import.meta.url));

describe("androgen deprivation for prostate cancer (review 20, oncology-survivorship)", () => {
  it("05: a castrate testosterone on goserelin is read as the treatment working, never as a result to repeat", () => {
    const r = run("05-adt-glucose-lipids-psa-stable");
    expect(codes(r)).not.toContain("low-testosterone-confirm-first");
    expect(codes(r)).not.toContain("psa-rising-on-adt");
    expect(patientText(r)).toMatch(/hormone treatment for prostate cancer works by lowering testosterone on purpose/);
    expect(patientText(r)).not.toMatch(/confirmed on a morning sample|rechecked/);
  });

  it("06: a PSA rising 0.6 → 1.5 → 3.4 on degarelix with castrate testosterone goes to the cancer team, not a screening line", () => {
    const r = run("06-adt-rising-psa");
    const f = finding(r, "psa-rising-on-adt");
    expect(f?.severity).toBe("high");
    expect(codes(r)).not.toContain("low-testosterone-confirm-first");
    expect(clinicianText(r)).toMatch(/at castrate level \(below 1\.7 nmol\/L\)/);
    expect(patientText(r)).toMatch(/normal range on the lab report does not apply/);
    expect(patientText(r)).toMatch(/Keep taking your hormone treatment/);
  });
});

describe("tamoxifen (review 20, oncology-survivorship)", () => {
  it("02: bleeding after the menopause on tamoxifen is referred, beside the paroxetine interaction", () => {
    const r = run("02-tamoxifen-paroxetine-bleeding");
    expect(finding(r, "tamoxifen-postmenopausal-bleeding")?.severity).toBe("high");
    expect(codes(r)).toContain("tamoxifen-strong-cyp2d6-inhibitor");
    expect(clinicianText(r)).toMatch(/Refer on the suspected cancer pathway for endometrial cancer/);
    expect(patientText(r)).toMatch(/Keep taking tamoxifen unless your doctor or cancer team tells you otherwise/);
  });
});

describe("checkpoint inhibitors (review 20, oncology-survivorship)", () => {
  it("03: a grade 1 ALT rise on pembrolizumab is told to the oncology team without steroid or hospital advice", () => {
    const r = run("03-ici-hypothyroid-alt");
    const f = finding(r, "ici-colitis-hepatitis");
    expect(f?.severity).toBe("moderate");
    expect(clinicianText(r)).toMatch(/grade 1: ALT 96 U\/L/);
    expect(clinicianText(r)).toMatch(/Tell the oncology team before the next dose/);
    expect(clinicianText(r)).not.toMatch(/INR every 1–3 days|mycophenolate/);
    expect(patientText(r)).not.toMatch(/go to hospital now|steroid/);
    expect(codes(r)).toContain("overt-hypothyroidism");
  });

  it("04: low cortisol with low TSH and free T4 on ipilimumab is a same-day adrenal finding", () => {
    const r = run("04-ipi-nivo-hypophysitis");
    expect(finding(r, "adrenal-crisis-suspected")?.severity).toBe("high");
  });
});

describe("chemotherapy counts (review 20, oncology-survivorship)", () => {
  it("09: fever with neutrophils 0.3 on docetaxel is neutropenic sepsis, an emergency", () => {
    const r = run("09-neutropenic-fever");
    expect(finding(r, "neutropenic-sepsis")?.severity).toBe("critical");
  });

  it("10: afebrile pre-cycle low counts are read as chemotherapy's effect, with fever advice given once", () => {
    const r = run("10-expected-low-counts-afebrile");
    expect(r.findings.filter((f) => SEVERITY_RANK[f.severity] > SEVERITY_RANK.moderate)).toEqual([]);
    const text = patientText(r);
    expect(text).toMatch(/neutrophils[^\n]*most likely from your chemotherapy/);
    expect(text.match(/temperature above 38 °C/g)).toHaveLength(1);
    expect(text).not.toMatch(/African or Middle Eastern ancestry/);
  });

  it("07: a reduced-function DPYD result before capecitabine is flagged", () => {
    const r = run("07-capecitabine-dpyd");
    expect(codes(r)).toContain("dpyd-fluoropyrimidine");
  });
});

describe("bone health on hormone treatment for cancer (review 20, oncology-survivorship)", () => {
  it("01: letrozole with 'no DXA scan done' asks, at low priority, for a fracture risk assessment", () => {
    const r = run("01-letrozole-lipids-no-dxa");
    expect(finding(r, "aromatase-inhibitor-bone-check")?.severity).toBe("low");
    expect(patientText(r)).toMatch(/bone density scan \(DXA\)/);
  });

  it("05: goserelin with no DXA gets the ADT bone check, citing the ADT guidance rather than the aromatase one", () => {
    const r = run("05-adt-glucose-lipids-psa-stable");
    const f = finding(r, "androgen-deprivation-bone-check");
    expect(f?.severity).toBe("low");
    expect(f?.evidenceIds).toEqual(["adt-bone-health-consensus"]);
  });

  it("11: anastrozole with a baseline DXA in the notes raises nothing", () => {
    const r = run("11-anastrozole-dxa-done");
    expect(r.findings).toEqual([]);
  });
});

describe("quiet survivors (review 20, oncology-survivorship)", () => {
  it("08: a breast cancer survivor with normal bloods hears nothing", () => {
    const r = run("08-stable-survivor-normal");
    expect(r.findings).toEqual([]);
  });

  it("01: letrozole with mildly raised lipids and low vitamin D raises nothing above low", () => {
    const r = run("01-letrozole-lipids-no-dxa");
    expect(r.findings.filter((f) => SEVERITY_RANK[f.severity] > SEVERITY_RANK.low).map((f) => f.code)).toEqual([]);
  });
});
