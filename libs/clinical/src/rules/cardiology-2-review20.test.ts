import { describe, expect, it } from "vitest";
import { SEVERITY_RANK } from "../model.ts";
import {
  clinicianLine,
  clinicianText,
  codes,
  loadReviewCase,
  patientText,
  runReviewCase,
} from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/cardiology-2-review20/", import.meta.url);
const LABS = new URL("./fixtures/cardiology-labs-review20/", import.meta.url);
const run = (name: string, folder = FOLDER) => runReviewCase(loadReviewCase(folder, name));

describe("amiodarone named as the likely cause of mild liver and thyroid changes (review 20, cardiology-2)", () => {
  it("an ALT 2.4× the upper limit on amiodarone, without ALP, is glossed as a common mild effect of the medicine", () => {
    const r = run("07-amiodarone-tsh-high-alt-us", LABS);
    const alt = clinicianLine(r, "Alanine aminotransferase (ALT) above");
    expect(alt).toMatch(/on amiodarone, up to 3 times the upper limit, often comes from the medicine/);
    expect(alt).not.toMatch(/fatty liver, alcohol/);
    expect(patientText(r)).toMatch(/ALT[^\n]*often a mild effect of the medicine/);
    expect(codes(r)).not.toContain("amiodarone-liver-injury");
  });

  it("a hepatocellular pattern with ALT 2.4× the upper limit on amiodarone names amiodarone", () => {
    const r = run("01-amiodarone-mild-alt-tsh-uk");
    expect(clinicianLine(r, "Pattern of liver test abnormality")).toMatch(/On amiodarone, a likely cause/);
    expect(patientText(r)).toMatch(/often causes a mild rise like this/);
  });

  it("subclinical hypothyroidism on amiodarone names amiodarone, not age, in a 71-year-old", () => {
    const r = run("01-amiodarone-mild-alt-tsh-uk");
    expect(clinicianLine(r, "Subclinical hypothyroidism")).toMatch(/On amiodarone, a likely cause/);
    expect(patientText(r)).not.toMatch(/common with age/);
    expect(patientText(r)).toMatch(/Amiodarone, your heart-rhythm medicine, can cause this/);
  });

  it("above 3× the upper limit the liver-injury finding stands and the mild gloss is not used", () => {
    const r = run("03-amiodarone-alt-4x-us");
    expect(codes(r)).toContain("amiodarone-liver-injury");
    expect(clinicianText(r)).not.toMatch(/up to 3 times the upper limit/);
  });

  it("normal monitoring bloods on amiodarone stay quiet", () => {
    const r = run("02-amiodarone-normal-monitoring-quiet-uk");
    expect(r.findings.filter((f) => SEVERITY_RANK[f.severity] > SEVERITY_RANK.low).map((f) => f.code)).toEqual([]);
    expect(patientText(r)).not.toMatch(/amiodarone/i);
  });
});

describe("an eGFR fall after a heart-failure medicine change is tied to the medicine (review 20, cardiology-2)", () => {
  it("eGFR 54 -> 38 eight weeks after spironolactone is read with the medicine change, not staged as CKD", () => {
    const r = run("08-hf-arni-spiro-k-5-8-egfr-fall-ehr", LABS);
    expect(codes(r)).toContain("hf-egfr-fall-after-medicine");
    expect(codes(r)).not.toContain("ckd-stage");
    expect(clinicianLine(r, "eGFR fall after starting")).toMatch(/down 30% from 54 .*before spironolactone/i);
    expect(codes(r)).toContain("raas-hyperkalaemia");
  });

  it("a 25% fall seven weeks after ramipril is beyond the accepted range", () => {
    const r = run("05-hf-ramipril-egfr-fall-25pct-ehr");
    expect(codes(r)).toContain("hf-egfr-fall-after-medicine");
    expect(codes(r)).not.toContain("ckd-stage");
    expect(patientText(r)).toMatch(/dropped since ramipril was started/);
  });

  it("a 15% fall after ramipril stays the expected dip, without a contradicting beyond-range finding", () => {
    const r = run("07-hf-ramipril-egfr-fall-15pct-ehr");
    expect(codes(r)).not.toContain("hf-egfr-fall-after-medicine");
    expect(clinicianText(r)).toMatch(/eGFR dip after starting ramipril 2.5 mg: expected/);
  });

  it("a 6% dip after dapagliflozin raises no kidney finding above low", () => {
    const r = run("06-hf-dapagliflozin-egfr-dip-6pct-ehr");
    expect(codes(r)).not.toContain("hf-egfr-fall-after-medicine");
    expect(
      r.findings.filter((f) => f.problem === "Kidney function" && SEVERITY_RANK[f.severity] > SEVERITY_RANK.low),
    ).toEqual([]);
  });
});
