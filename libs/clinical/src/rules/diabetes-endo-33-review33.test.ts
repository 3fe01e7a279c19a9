import { describe, expect, it } from "vitest";
import {
  clinicianLine,
  clinicianText,
  codes,
  expectDeepReadsThrough,
  finding,
  loadReviewCase,
  patientText,
  reviewFolder,
  runDeepReviewCase,
} from "../testing/review-case.ts";

/*
 * Review 33, diabetes-endo-33: DKA and HHS, hypoglycaemia, HbA1c, thyroid, adrenal, calcium and
 * prolactin. Found and changed:
 * - The DKA "manage under a DKA protocol" step said "hold insulin while potassium is below
 *   3.5 mmol/L" on a US record whose potassium was in mEq/L; it now takes the potassium's own unit
 *   (metabolic-emergencies.ts, potassiumFloor). The dextrose step led with "250 mg/dL (13.9 mmol/L)"
 *   on a record in mmol/L; mmol/L now leads there.
 * - A raised anion gap beside a DKA stood as a separate low line ("kidney failure, ketones or
 *   lactate") for the same acid, in both reports; the DKA line now names the anion gap and takes it
 *   in (dkaAnionGap). An anion gap without DKA keeps its own line.
 * - Type 1 sick-day rules cited two Royal Children's Hospital Melbourne pages, one for insulin pumps,
 *   for a 24-year-old in Leeds on injections: the pump page is now cited only for someone on a pump,
 *   and a UK record on injections leads with an NHS adult page (added, seen today)
 *   (type1-sick-day.ts).
 * - Lithium with a high calcium said "a more acute approach above 2.8 mmol/L" on a US record in
 *   mg/dL (patterns.ts); and the NHS Specialist Pharmacy Service's lithium page was cited on a US
 *   record beside the US label (now a UK source in populations.ts).
 * - New diabetes with ketones in a slim 38-year-old left GAD antibodies of 85 IU/mL as a separate
 *   "above the reference range" line; the type 1 line now names a positive islet antibody as its
 *   autoimmune marker (new-diabetes-ketosis.ts).
 * Not changed: HbA1c 5.1% three weeks after a transfusion beside fasting glucose 176 mg/dL (case 07)
 * is still read without comment; no source naming transfusion was seen today that could be cited.
 * Cases that read right are pinned lightly.
 */
const folder = new URL("./fixtures/diabetes-endo-33-review33/", import.meta.url);
const { run } = reviewFolder(folder);

type Run = ReturnType<typeof run>;
const urls = (r: Run) => Object.values(r.result.citations.clinician).map((c) => (c as { url: string }).url);
const RCH_PUMP = "https://www.rch.org.au/diabetes/diabetes-help/Sick_day_management_for_insulin_pumps/";
const NHS_FV =
  "https://nhsforthvalley.com/health-services/az-of-services/diabetes/type-1/illness/type-1-on-insulin-pen-syringe-injections";

describe("diabetes and endocrine emergencies read in the record's units and country (review 33, diabetes-endo-33)", () => {
  it("01: UK DKA on injections is critical, mmol/L throughout, and sick-day rules cite an NHS adult page, not the pump page", () => {
    const r = run("01-uk-dka-type1-glucose-28-ketones-4-2");
    expect(finding(r, "hyperglycaemic-crisis")?.severity).toBe("critical");
    expect(clinicianText(r)).toMatch(/hold insulin while potassium is below 3\.5 mmol\/L/);
    expect(urls(r)).toContain(NHS_FV);
    expect(urls(r)).not.toContain(RCH_PUMP);
    expect(patientText(r)).toMatch(/call 999/i);
  });

  it("02: US euglycemic DKA on empagliflozin names the anion gap in the DKA line, with the potassium floor in mEq/L", () => {
    const r = run("02-us-euglycemic-dka-empagliflozin-mg-dl");
    const text = clinicianText(r);
    expect(finding(r, "hyperglycaemic-crisis")?.clinician).toMatch(/anion gap 25 mEq\/L/);
    expect(text).toMatch(/hold insulin while potassium is below 3\.5 mEq\/L/);
    expect(text).not.toMatch(/3\.5 mmol\/L/);
    expect(text).toMatch(/below 250 mg\/dL \(13\.9 mmol\/L\), here 192 mg\/dL/);
    expect(clinicianLine(r, "Anion gap above")).toBe("");
    expect(patientText(r)).not.toMatch(/anion gap/i);
    expect(text).toMatch(/Stop empagliflozin now/);
  });

  it("03: HHS in a care-home resident of neither country reads as HHS, not DKA", () => {
    const r = run("03-neither-hhs-glucose-41-osmolality-345");
    expect(finding(r, "hyperglycaemic-crisis")?.title).toMatch(/Hyperosmolar hyperglycaemic state/);
    expect(finding(r, "hyperglycaemic-crisis")?.severity).toBe("critical");
  });

  it("04: US glipizide hypoglycemia at eGFR 27 in an 82-year-old is critical with the sulfonylurea named", () => {
    const r = run("04-us-hypoglycemia-glipizide-ckd-older");
    expect(finding(r, "hypoglycaemia-on-glucose-lowering")?.severity).toBe("critical");
    expect(codes(r)).toContain("sulfonylurea-ckd");
    expect(patientText(r)).toMatch(/911|emergency/i);
  });

  it("05: UK gliclazide hypoglycaemia reads HbA1c in mmol/mol", () => {
    const r = run("05-uk-hypo-gliclazide-hba1c-44-mmol-mol");
    expect(finding(r, "hypoglycaemia-on-glucose-lowering")?.severity).toBe("critical");
    expect(clinicianText(r)).toMatch(/44 mmol\/mol/);
  });

  it("06: HbA1c 62 mmol/mol above target reads in mmol/mol", () => {
    const r = run("06-neither-hba1c-mmol-mol-only-62");
    expect(finding(r, "diabetes-above-target")?.clinician).toMatch(/HbA1c 62 mmol\/mol/);
  });

  it("07: HbA1c 5.1% after a transfusion is not called at goal (gap left: no transfusion line yet)", () => {
    const r = run("07-us-a1c-5-1-after-transfusion-glucose-high");
    expect(clinicianText(r)).not.toMatch(/HbA1c[^.]*at (?:goal|target)/i);
  });

  it("08: UK pregnancy with a 2-hour OGTT of 9.1 reads as gestational diabetes, and the iron deficiency is named", () => {
    const r = run("08-uk-pregnancy-hba1c-anaemia-glucose");
    expect(codes(r)).toEqual(expect.arrayContaining(["gestational-diabetes", "iron-deficiency-anaemia"]));
  });

  it("09: new diabetes with ketones in a slim 38-year-old gets same-day specialist assessment", () => {
    const r = run("09-uk-new-type1-adult-gad-ketones");
    expect(finding(r, "new-diabetes-ketosis")?.severity).toBe("high");
    expect(clinicianText(r)).toMatch(/do not start metformin/i);
    expect(finding(r, "new-diabetes-ketosis")?.clinician).toMatch(
      /positive GAD antibodies 85 IU\/mL \(2026-12-01\), an autoimmune marker of type 1 diabetes/,
    );
    expect(clinicianLine(r, "GAD antibodies above")).toBe("");
  });

  it("19: the same picture with GAD antibodies in range names no autoimmune marker", () => {
    const r = run("19-uk-new-diabetes-ketones-gad-negative");
    expect(finding(r, "new-diabetes-ketosis")?.severity).toBe("high");
    expect(finding(r, "new-diabetes-ketosis")?.clinician).not.toMatch(/GAD|autoimmune marker/);
  });

  it("10: US lithium with calcium 10.4 mg/dL gives the acute threshold in mg/dL, and no NHS lithium page", () => {
    const r = run("10-us-lithium-subclinical-hypothyroid-tsh-7");
    expect(finding(r, "hypercalcaemia")?.clinician).toMatch(/above 11\.2 mg\/dL \(2\.8 mmol\/L\)/);
    expect(urls(r)).not.toContain("https://sps.nhs.uk/monitorings/lithium-monitoring");
    expect(finding(r, "subclinical-hypothyroidism")?.clinician).toMatch(/lithium/i);
  });

  it("11: biotin with low TSH and high free T4 is read as possible interference", () => {
    const r = run("11-neither-biotin-tsh-low-ft4-high");
    expect(codes(r)).toContain("biotin-thyroid-interference");
  });

  it("12: TSH 3.6 at 22 weeks with normal free T4, US: nothing flagged", () => {
    const r = run("12-us-pregnancy-tsh-second-trimester-3-6");
    expect(r.findings.filter((f) => f.severity === "critical" || f.severity === "high")).toEqual([]);
  });

  it("13: UK low 9am cortisol on high-dose inhaled fluticasone reads as possible adrenal suppression", () => {
    const r = run("13-uk-low-cortisol-inhaled-fluticasone");
    // Review 36 (notes-36 case 13): with itraconazole the azole finding reads the low cortisol as its adrenal suppression; the low-cortisol finding no longer repeats it.
    expect(codes(r)).toContain("azole-cyp3a-corticosteroid");
    expect(finding(r, "azole-cyp3a-corticosteroid")?.clinician).toContain("a low morning cortisol, 92 nmol/L");
    expect(codes(r)).not.toContain("cortisol-low-after-steroid-exposure");
  });

  it("14: prolactin 1450 mIU/L on metoclopramide names the medicine as the likely cause", () => {
    const r = run("14-neither-hyperprolactinaemia-metoclopramide");
    expect(finding(r, "prolactin-high-on-dopamine-blocker")?.clinician).toMatch(/metoclopramide/i);
  });

  it("15: US calcium 7.1 mg/dL with tingling after thyroidectomy is critical", () => {
    const r = run("15-us-calcium-low-post-thyroidectomy");
    expect(finding(r, "hypocalcaemia-hypoparathyroidism")?.severity).toBe("critical");
  });

  it("16: UK pump user in DKA keeps the pump page and not the injections-only NHS page; deep reads through", () => {
    const r = run("16-uk-t1-pump-dka-ehr");
    expect(finding(r, "hyperglycaemic-crisis")?.severity).toBe("critical");
    expect(urls(r)).toContain(RCH_PUMP);
    expect(urls(r)).not.toContain(NHS_FV);
    expectDeepReadsThrough(runDeepReviewCase(loadReviewCase(folder, "16-uk-t1-pump-dka-ehr")));
  });

  it("17: a raised anion gap without DKA keeps its own line", () => {
    const r = run("17-us-anion-gap-ckd-no-dka");
    expect(codes(r)).not.toContain("hyperglycaemic-crisis");
    expect(clinicianLine(r, "Anion gap above")).toMatch(/17 mEq\/L/);
  });

  it("18: UK lithium with calcium 2.72 mmol/L keeps the threshold in mmol/L and the NHS lithium page", () => {
    const r = run("18-uk-lithium-calcium-2-72-mmol");
    expect(finding(r, "hypercalcaemia")?.clinician).toMatch(/above 2\.8 mmol\/L\./);
    expect(urls(r)).toContain("https://sps.nhs.uk/monitorings/lithium-monitoring");
  });
});
