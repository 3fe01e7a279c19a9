import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/*
 * Review 34, endo-34: diabetes and endocrinology in UK, US and neither records, SI and conventional units.
 * Found and changed:
 * - 01: a urine ketone strip (4.0 mmol/L, "moderate") in type 1 diabetes with a sore throat and glucose
 *   15.2 got only a low lab line. diabetes-ketosis.ts now reads a urine strip when no blood ketone is
 *   recorded, grades it as strips are read (never against the blood DKA level of 3.0), asks for a blood
 *   ketone check, cites Diabetes Victoria's sick-day page (new source) and the pump page only on a pump.
 * - 02: blood beta-hydroxybutyrate in mg/dL (19.8, about 1.9 mmol/L) was not read at all;
 *   bloodKetones (metabolic-emergencies.ts) now converts mg/dL and µmol/L, and the text shows both.
 * - 03, 04: an HbA1c 5 weeks after a 4-unit transfusion, and one with beta thalassaemia trait beside a
 *   diabetic fasting glucose, were read as "well controlled" (03 was also told to cut gliclazide).
 *   New rule hba1c-red-cell-turnover.ts (ADA section 2, facts seen) says to judge control on glucose;
 *   hba1cLikelyLowered now includes it, so the at-goal and deintensify lines step aside.
 * - 05, 06: itraconazole with inhaled fluticasone was unnamed (05: cushingoid with a 9am cortisol of 41,
 *   read only as "inhaled steroid" suppression; 06: silent). New rule azole-inhaled-steroid.ts
 *   (Raveendran 2014, new source; Gilchrist seen with it), high with a low cortisol or Cushing's features;
 *   "rounder face" now counts as a cushingoid feature (booster-corticosteroid.ts).
 * - 10: Addison's disease on hydrocortisone with fever and a chest infection on amoxicillin, asking what
 *   to do, got "no rule-based problems". New rule adrenal-sick-day.ts gives sick-day rule 1 (ADSHG, new
 *   source) when no crisis is in view.
 * - 11: a neither record with the same HbA1c in mmol/mol and % was quoted "HbA1c 7.5 %" against NICE's
 *   48/53/58 mmol/mol; withNiceType2A1c (a1c-target-nice-t2.ts) now quotes the mmol/mol result.
 * Pinned (already read right): 07 TPO-positive subclinical hypothyroidism at 9 weeks (levothyroxine, high);
 * 08 TSH 0.02 with a high free T4 on levothyroxine at 81 with osteoporosis (over-replacement, high);
 * 09 gliclazide with eGFR 24 and glucose 2.6 (critical, lows can recur, withhold today).
 */
const { run, load } = reviewFolder(new URL("./fixtures/endo-34-review34/", import.meta.url));

describe("diabetes and endocrinology (review 34, endo-34)", () => {
  it("01: UK type 1 with a moderate urine ketone strip gets sick-day steps and a blood ketone check", () => {
    const r = run("01-uk-t1d-urine-ketones-4-mmol-dipstick-labs");
    const f = finding(r, "diabetes-ketosis-sick-day");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Urine ketones 4 mmol\/L .*moderate \(\+\+\) on a urine strip/);
    expect(f?.clinician).not.toMatch(/below the DKA level/);
    expect(f?.evidenceIds).toContain("diabetes-vic-t1-sick-day");
    expect(f?.evidenceIds).not.toContain("rch-sick-day-insulin-pump");
    expect(clinicianText(r)).toMatch(/Check blood ketones now with a meter/);
    expect(patientText(r)).toMatch(/Your urine ketones are raised/);
  });

  it("02: US beta-hydroxybutyrate 19.8 mg/dL is read as 1.9 mmol/L ketosis on a pump", () => {
    const r = run("02-us-t1d-beta-hydroxybutyrate-mg-dl-labs");
    const f = finding(r, "diabetes-ketosis-sick-day");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Blood ketones 1\.9 mmol\/L \(reported as 19\.8 mg\/dL/);
    expect(f?.evidenceIds).toEqual(["rch-sick-day-insulin-pump"]);
  });

  it("03: UK HbA1c 5 weeks after a transfusion is not read as good control", () => {
    const r = run("03-uk-t2d-hba1c-after-transfusion-labs");
    const f = finding(r, "hba1c-unreliable-red-cells");
    expect(f?.evidenceIds).toContain("ada-soc-2026-s2");
    expect(f?.clinician).toMatch(/recent blood transfusion/);
    expect(clinicianText(r)).toMatch(/Repeat HbA1c no sooner than 3 months after the transfusion/);
    expect(codes(r)).not.toContain("diabetes-at-goal");
    expect(patientText(r)).not.toMatch(/well controlled/);
  });

  it("03b: a transfusion years ago leaves the HbA1c read as usual", () => {
    const c = load("03-uk-t2d-hba1c-after-transfusion-labs");
    c.patientContext.clinicalNotes =
      "GP surgery, Norwich (NHS). Had a blood transfusion 6 years ago after surgery. Diabetes review.";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("hba1c-unreliable-red-cells");
    expect(codes(r)).toContain("diabetes-at-goal");
  });

  it("04: thalassaemia trait with HbA1c 6.1% beside a fasting glucose of 171 mg/dL is flagged", () => {
    const r = run("04-neither-t2d-hba1c-thalassaemia-trait-labs");
    expect(finding(r, "hba1c-unreliable-red-cells")?.clinician).toMatch(/fasting glucose 171 mg\/dL/);
    expect(codes(r)).not.toContain("diabetes-at-goal");
  });

  it("05: UK itraconazole with Seretide, cortisol 41 and a rounder face: the interaction, high", () => {
    const r = run("05-uk-abpa-itraconazole-fluticasone-low-cortisol-ehr");
    const f = finding(r, "azole-cyp3a-corticosteroid");
    expect(f?.severity).toBe("high");
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["raveendran-2014-ics-iatrogenic-cushing", "sfe-adrenal-crisis"]),
    );
    expect(f?.clinician).toMatch(/itraconazole 200 mg capsules, an azole antifungal that blocks CYP3A/);
    expect(f?.clinician).toMatch(/"rounder face"/);
    expect(f?.clinician).toMatch(/do not stop the steroid abruptly/);
  });

  it("06: US itraconazole with Flovent and no signs yet is named, moderate", () => {
    const r = run("06-us-itraconazole-fluticasone-no-signs-ehr");
    expect(finding(r, "azole-cyp3a-corticosteroid")?.severity).toBe("moderate");
  });

  it("07: UK TPO-positive TSH 5.1 at 9 weeks: levothyroxine, high (pinned)", () => {
    const r = run("07-uk-pregnancy-tsh-5-tpo-positive-labs");
    const f = finding(r, "pregnancy-tsh-high");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/subclinical hypothyroidism in pregnancy with autoimmune thyroiditis/);
  });

  it("08: TSH 0.02 with high free T4 on levothyroxine at 81: over-replacement (pinned)", () => {
    const r = run("08-neither-levothyroxine-tsh-suppressed-age-81-ehr");
    const f = finding(r, "levothyroxine-tsh-low");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/overt over-replacement/);
    expect(patientText(r)).not.toMatch(/999|911|A&E/);
  });

  it("09: UK gliclazide with eGFR 24 and glucose 2.6: critical, lows can recur (pinned)", () => {
    const r = run("09-uk-gliclazide-egfr-24-hypoglycaemia-ehr");
    expect(finding(r, "hypoglycaemia-on-glucose-lowering")?.severity).toBe("critical");
    expect(clinicianText(r)).toMatch(/Withhold gliclazide 160 mg tablets today/);
  });

  it("10: US Addison's with fever on amoxicillin gets sick-day rule 1, not a crisis", () => {
    const r = run("10-us-addison-fever-antibiotics-sick-day-ehr");
    const f = finding(r, "adrenal-insufficiency-sick-day");
    expect(f?.severity).toBe("moderate");
    expect(f?.evidenceIds).toContain("adshg-sick-day-rules");
    expect(f?.clinician).toMatch(/double the usual daily glucocorticoid dose/);
    expect(codes(r)).not.toContain("adrenal-crisis-known-insufficiency");
    expect(patientText(r)).not.toMatch(/999/);
  });

  it("10b: with vomiting the crisis rule takes over and the sick-day line steps aside", () => {
    const c = load("10-us-addison-fever-antibiotics-sick-day-ehr");
    c.data.additionalContext = "Telehealth visit from Columbus, Ohio. Fever of 38.4 C and vomiting since this morning.";
    const r = runReviewCase(c);
    expect(codes(r)).toContain("adrenal-crisis-known-insufficiency");
    expect(codes(r)).not.toContain("adrenal-insufficiency-sick-day");
  });

  it("11: HbA1c in mmol/mol and % on one sample is read against NICE in mmol/mol", () => {
    const r = run("11-neither-t2d-hba1c-58-mmol-mol-and-percent-labs");
    const f = finding(r, "diabetes-above-target");
    expect(f?.clinician).toMatch(/^HbA1c 58 mmol\/mol/);
    expect(f?.clinician).not.toMatch(/7\.5 %/);
  });
});
