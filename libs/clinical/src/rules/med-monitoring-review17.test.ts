import { describe, expect, it } from "vitest";
import { codes, finding, loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/med-monitoring-review17/", import.meta.url);
const CODED = new URL("./fixtures/coded-values-review16/", import.meta.url);
const run = (name: string, folder: URL = FOLDER) => runReviewCase(loadReviewCase(folder, name));

describe("medicines whose safety rests on a test nobody has done lately (review 17, med-monitoring)", () => {
  it("levothyroxine whose newest TSH is two years old (01): a low-priority reminder of the yearly TSH", () => {
    const f = finding(run("01-levothyroxine-no-tsh-two-years"), "levothyroxine-tsh-unmonitored");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(
      /^On levothyroxine 100 micrograms tablets: the newest TSH is from 2024-09-18, about 2 years ago\./,
    );
    expect(f?.clinician).toMatch(/TSH is checked once a year/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nhs-cornwall-hypothyroidism-rms"]));
  });

  it("levothyroxine with a TSH this year (02, quiet): nothing to report", () => {
    expect(run("02-levothyroxine-tsh-this-year-quiet").findings).toEqual([]);
  });

  it("a TSH that is due is not asked for just after starting, nor in pituitary disease, where free T4 guides the dose", () => {
    const c = loadReviewCase(FOLDER, "01-levothyroxine-no-tsh-two-years");
    const newStart = structuredClone(c);
    newStart.data.medications[0].startDate = "2026-10-15";
    newStart.data.labTrends = [];
    expect(codes(runReviewCase(newStart))).not.toContain("levothyroxine-tsh-unmonitored");
    const pituitary = structuredClone(c);
    pituitary.data.pastMedicalHistory.push({ display: "Hypopituitarism", clinicalStatus: "active" });
    expect(codes(runReviewCase(pituitary))).not.toContain("levothyroxine-tsh-unmonitored");
  });

  it("leflunomide with its last blood count and ALT 18 months ago (06): one line naming both, with the SPS schedule", () => {
    const r = run("06-leflunomide-no-bloods-for-a-year");
    const f = finding(r, "leflunomide-bloods-unmonitored");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/the newest full blood count and ALT or AST are from 2025-06-03, about 1 year ago/);
    expect(f?.clinician).toMatch(/every 8 weeks after the first six months/);
    expect(f?.nextSteps.join(" ")).toMatch(/blood pressure/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["arava-smpc-eu", "sps-leflunomide-monitoring"]));
    expect(codes(r)).not.toContain("methotrexate-bloods-unmonitored");
  });

  it("methotrexate with no blood tests in the record gets its own finding; with leflunomide too, one finding names both", () => {
    const c = loadReviewCase(FOLDER, "06-leflunomide-no-bloods-for-a-year");
    const mtxOnly = structuredClone(c);
    mtxOnly.data.medications[0] = {
      medication: "Methotrexate 2.5mg tablets",
      status: "active",
      dosage: "15 mg weekly",
      startDate: "2020-01-01",
    };
    mtxOnly.data.recentNormalLabs = [];
    const m = finding(runReviewCase(mtxOnly), "methotrexate-bloods-unmonitored");
    expect(m?.clinician).toMatch(/no full blood count in the record, and no ALT or AST in the record/);
    expect(m?.evidenceIds).toEqual(expect.arrayContaining(["visser-2009-methotrexate-3e"]));

    const both = structuredClone(c);
    both.data.medications.push({ medication: "Methotrexate 10mg weekly", status: "active", startDate: "2023-01-01" });
    const r = runReviewCase(both);
    expect(codes(r)).not.toContain("methotrexate-bloods-unmonitored");
    expect(finding(r, "leflunomide-bloods-unmonitored")?.clinician).toMatch(
      /Methotrexate 10mg weekly is taken as well/,
    );
  });

  it("amiodarone with its last TSH and ALT four years ago (10): thyroid and liver tests asked for", () => {
    const f = finding(run("10-amiodarone-no-thyroid-or-liver-tests"), "amiodarone-unmonitored");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/the newest TSH and ALT or AST are from 2022-12-20, about 4 years ago/);
    expect(f?.clinician).toMatch(/every 6 months/);
  });

  it("a patient on methotrexate, levothyroxine and ramipril with every test up to date (13, quiet): nothing to report", () => {
    expect(run("13-well-monitored-several-medicines-quiet").findings).toEqual([]);
  });
});

describe("dabigatran or edoxaban with a strong P-glycoprotein inducer (review 17, med-monitoring)", () => {
  it("dabigatran with newly started carbamazepine (03): high, from the dabigatran label", () => {
    const f = finding(run("03-dabigatran-carbamazepine-started"), "enzyme-inducer-dabigatran-edoxaban");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/carbamazepine 100mg tablets \(started 2026-10-20\)/);
    expect(f?.clinician).toMatch(/should generally be avoided/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["pradaxa-labels", "ferri-2022-doac-ddi"]));
  });

  it("edoxaban with rifampicin for latent TB (04): a review, moderate, saying the effect is less certain", () => {
    const r = run("04-edoxaban-rifampicin-latent-tb");
    const f = finding(r, "enzyme-inducer-dabigatran-edoxaban");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/less certain/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["mendell-2015-rifampin-edoxaban"]));
    expect(f?.evidenceIds).not.toContain("pradaxa-labels");
    expect(codes(r)).not.toContain("enzyme-inducer-apixaban-rivaroxaban");
  });

  it("edoxaban named only by its UK brand, Lixiana, is read as edoxaban", () => {
    const c = loadReviewCase(FOLDER, "04-edoxaban-rifampicin-latent-tb");
    const edoxaban = c.data.medications.find((m: { medication: string }) => /edoxaban/i.test(m.medication));
    edoxaban.medication = "Lixiana 60mg tablets";
    const f = finding(runReviewCase(c), "enzyme-inducer-dabigatran-edoxaban");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/Lixiana 60mg tablets/);
  });

  it("without the inducer the anticoagulant alone raises nothing about induction", () => {
    const c = loadReviewCase(FOLDER, "03-dabigatran-carbamazepine-started");
    c.data.medications = c.data.medications.filter((m: { medication: string }) => !/carbamazepine/i.test(m.medication));
    expect(codes(runReviewCase(c))).not.toContain("enzyme-inducer-dabigatran-edoxaban");
  });
});

describe("common monitoring situations already read (review 17, med-monitoring)", () => {
  it("sitagliptin 100 mg at a stable eGFR of 38 (05): reduce to 50 mg", () => {
    const f = finding(run("05-sitagliptin-full-dose-egfr-38"), "sitagliptin-kidney-dose");
    expect(f?.clinician).toMatch(/label dose at eGFR 30–44 is 50 mg once daily/);
  });

  it("leflunomide with ALT 3.5 times the limit (07): stop and wash out, high", () => {
    const f = finding(run("07-leflunomide-alt-three-and-a-half-times"), "leflunomide-raised-alt");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/3\.5 times the upper limit/);
  });

  it("methotrexate with trimethoprim, low neutrophils and mouth ulcers (08): marrow toxicity with the antibiotic named", () => {
    const r = run("08-methotrexate-trimethoprim-low-white-count");
    const f = finding(r, "methotrexate-marrow-toxicity");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/trimethoprim 200mg/);
    expect(f?.clinician).toMatch(/mouth ulcers/);
    expect(codes(r)).toContain("methotrexate-raised-transaminases");
    expect(codes(r)).not.toContain("methotrexate-bloods-unmonitored");
  });

  it("lithium rising to 1.3 after a thiazide and ramipril were added (09): high, the interacting medicines named", () => {
    const r = run("09-lithium-thiazide-ace-rising-level");
    expect(finding(r, "lithium-level-high")?.severity).toBe("high");
    expect(finding(r, "lithium-interacting-drug")?.clinician).toMatch(/bendroflumethiazide/);
  });

  it("spironolactone with ramipril and potassium 5.8 (11): high", () => {
    const f = finding(run("11-spironolactone-ramipril-potassium-5-8"), "raas-hyperkalaemia");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Spironolactone 25mg and Ramipril 10mg/i);
  });

  it("allopurinol 300 mg at eGFR 28 (12): a dose review, not a stop", () => {
    const f = finding(run("12-allopurinol-300-egfr-28"), "allopurinol-low-egfr-dose-review");
    expect(f?.clinician).toMatch(/Allopurinol 300mg tablets/);
  });
});

describe("coded SNOMED answers read naturally beside their test (review 17, med-monitoring)", () => {
  it("the dipstick lines name the test once and the result once, in findings and the clinician table", () => {
    const r = run("01-uti-coded-dipstick", CODED);
    const all = r.findings.map((f) => `${f.clinician} ${f.patient}`).join(" ");
    const { clinicianResponse } = r.result as { clinicianResponse: string };
    for (const text of [all, clinicianResponse]) {
      expect(text).not.toMatch(/\(finding\)/);
      expect(text).not.toMatch(/Urine nitrite positive|Urine leukocyte test =/);
    }
    const nitrite = r.findings.find((f) => f.title === "Nitrite, urine (dipstick) positive");
    expect(nitrite?.clinician).toMatch(/^Nitrite, urine \(dipstick\) on 2026-11-27 is positive/);
    expect(finding(r, "uti-dipstick-likely")?.clinician).toMatch(
      /^Urine dipstick nitrite positive, leucocyte esterase \+\+ and blood trace with dysuria/,
    );
    expect(clinicianResponse).toMatch(/\| Leucocyte esterase, urine \(dipstick\) \| \+\+ \|/);
    // The answer as sent is kept on the result itself.
    expect(r.model.labs.some((o) => o.rawValue === "Urine leukocyte test = ++ (finding)")).toBe(true);
  });
});
