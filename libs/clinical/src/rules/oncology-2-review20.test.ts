import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, loadReviewCase, patientText, runReviewCase } from "../testing/review-case.ts";

const OWN = new URL("./fixtures/oncology-2-review20/", import.meta.url);
const EARLIER = new URL("./fixtures/oncology-survivorship-review20/", import.meta.url);
const run = (name: string, folder = OWN) => runReviewCase(loadReviewCase(folder, name));
const section = (text: string, heading: string) => text.split(`## ${heading}`)[1]?.split("\n## ")[0] ?? "";

describe("checkpoint-inhibitor endocrine failure (review 20, oncology-2)", () => {
  it("04 (earlier): low cortisol with central hypothyroidism on ipilimumab names hypophysitis and the pituitary, with ACTH asked for", () => {
    const r = run("04-ipi-nivo-hypophysitis", EARLIER);
    const f = finding(r, "adrenal-crisis-suspected");
    expect(f?.clinician).toMatch(/most likely immune checkpoint inhibitor hypophysitis/);
    expect(f?.clinician).toMatch(/places the cause in the pituitary/);
    expect(f?.evidenceIds).toContain("asco-2018-irae");
    expect(clinicianText(r)).toMatch(/Pituitary work-up with endocrinology: ACTH with the cortisol/);
    expect(clinicianText(r)).toMatch(/Start levothyroxine only after hydrocortisone has been started/);
    // The patient is told one place for the problem, not "adrenal glands" beside "the same pituitary problem".
    expect(patientText(r)).toMatch(/your pituitary gland .* is not signalling your adrenal glands/);
    expect(patientText(r)).not.toMatch(/your adrenal glands are not making enough cortisol/);
  });

  it("04 (own): primary hypothyroidism on pembrolizumab with no cortisol asks for a morning cortisol before levothyroxine", () => {
    const r = run("04-pembrolizumab-hypothyroid-no-cortisol");
    expect(codes(r)).toContain("overt-hypothyroidism");
    expect(finding(r, "ici-hypothyroidism-cortisol-first")?.severity).toBe("moderate");
    expect(clinicianText(r)).toMatch(/Morning cortisol \(with ACTH\) before starting levothyroxine/);
    expect(patientText(r)).toMatch(/morning blood test for cortisol is usually done before the thyroid tablet/);
  });

  it("03 (earlier): the same ask follows pembrolizumab thyroiditis turning underactive", () => {
    expect(codes(run("03-ici-hypothyroid-alt", EARLIER))).toContain("ici-hypothyroidism-cortisol-first");
  });
});

describe("spinal pain with metastatic cancer (review 20, oncology-2)", () => {
  it("01: back pain, weak legs and difficulty walking with bone metastases is a critical MSCC emergency", () => {
    const r = run("01-bone-mets-back-pain-leg-weakness");
    const f = finding(r, "spinal-metastases-pain");
    expect(f?.severity).toBe("critical");
    expect(f?.evidenceIds).toContain("nice-cg75-mscc");
    expect(clinicianText(r)).toMatch(/Critical findings/);
    expect(clinicianText(r)).toMatch(/Whole-spine MRI within 24 hours/);
    expect(patientText(r)).toMatch(
      /This is an emergency: contact your cancer team's 24-hour helpline or go to an emergency department now/,
    );
  });

  it("02: new progressive low back pain with bone metastases and no neurological symptoms is high, with a safety-net", () => {
    const r = run("02-breast-bone-mets-new-back-pain");
    expect(finding(r, "spinal-metastases-pain")?.severity).toBe("high");
    expect(clinicianText(r)).toMatch(/within 24 hours, and ask about neurological symptoms/);
    expect(patientText(r)).toMatch(
      /Go to an emergency department at once if you notice weakness or numbness in your legs/,
    );
  });

  it("06 (earlier): new back ache with a PSA rising on degarelix in metastatic prostate cancer gets the MSCC check", () => {
    expect(finding(run("06-adt-rising-psa", EARLIER), "spinal-metastases-pain")?.severity).toBe("high");
  });

  it("03: long-standing unchanged back pain in a survivor of non-metastatic prostate cancer stays quiet", () => {
    const r = run("03-survivor-chronic-back-pain-quiet");
    expect(codes(r)).not.toContain("spinal-metastases-pain");
    expect(r.findings.filter((f) => f.severity !== "info")).toEqual([]);
  });
});

describe("androgen deprivation and metabolic results (review 20, oncology-2)", () => {
  it("05 (earlier): goserelin is named as a contributor to the diabetes-range HbA1c and raised LDL, and ADT continues", () => {
    const r = run("05-adt-glucose-lipids-psa-stable", EARLIER);
    const f = finding(r, "androgen-deprivation-metabolic");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/HbA1c 50 mmol\/mol .*LDL cholesterol 3\.9 mmol\/L/);
    expect(f?.evidenceIds).toContain("choi-kam-2015-adt-metabolic");
    expect(codes(r)).toContain("diabetes-range-undiagnosed");
    expect(patientText(r)).toMatch(/keep taking your hormone treatment/);
  });

  it("06 (earlier): without a raised glucose or lipid on ADT there is no metabolic line", () => {
    expect(codes(run("06-adt-rising-psa", EARLIER))).not.toContain("androgen-deprivation-metabolic");
  });
});

describe("tamoxifen and clots (review 20, oncology-2)", () => {
  it("08: a swollen calf after knee surgery on tamoxifen gets a same-day DVT assessment, quoting the surgery", () => {
    const r = run("08-tamoxifen-calf-swelling-after-surgery");
    const f = finding(r, "tamoxifen-clot-symptoms");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/"swollen left calf" in the notes and "knee arthroscopy 12 days ago"/);
    expect(f?.evidenceIds).toContain("fda-tamoxifen-label-uterine");
    expect(patientText(r)).toMatch(/Do not stop tamoxifen on your own/);
  });

  it("09: a well woman on tamoxifen with leg swelling denied stays quiet", () => {
    const r = run("09-tamoxifen-well-quiet");
    expect(codes(r)).not.toContain("tamoxifen-clot-symptoms");
    expect(r.findings.filter((f) => f.severity !== "info")).toEqual([]);
  });
});

describe("medication considerations point to findings instead of repeating them (review 20, oncology-2)", () => {
  it("05 (earlier): the goserelin bone finding is written once and pointed to by medicine", () => {
    const text = clinicianText(run("05-adt-glucose-lipids-psa-stable", EARLIER));
    const title = "Androgen deprivation without a fracture risk assessment";
    expect(text.split(title)).toHaveLength(2);
    expect(section(text, "Medication considerations")).toMatch(/Goserelin \(Zoladex\): see "Bone health"/);
  });

  it("03 (earlier): a drug rule that references only results is pointed to by the medicine it names", () => {
    const meds = section(clinicianText(run("03-ici-hypothyroid-alt", EARLIER)), "Medication considerations");
    expect(meds).toMatch(/Pembrolizumab: see /);
    expect(meds).not.toMatch(/Suspected immune checkpoint inhibitor colitis or hepatitis/);
  });
});

describe("fresh oncology cases (review 20, oncology-2)", () => {
  it("05: myeloma with calcium 3.12 and creatinine doubling reads both as hypercalcaemia of malignancy with AKI", () => {
    const r = run("05-myeloma-calcium-aki");
    expect(codes(r)).toContain("aki-creatinine-rise");
    expect(clinicianText(r)).toMatch(/hypercalcaemia of malignancy is likely/);
  });

  it("06: CEA rising 2.1 → 4.8 → 7.9 after colorectal cancer asks for CT and the cancer team", () => {
    const text = clinicianText(run("06-colorectal-rising-cea"));
    expect(text).toMatch(/Possible recurrence of colorectal cancer/);
    expect(text).toMatch(/arrange CT of the chest, abdomen and pelvis/);
  });

  it("07: Hodgkin survivor after mediastinal radiotherapy gets thyroid late-effect and breast screening lines", () => {
    const text = clinicianText(run("07-hodgkin-mediastinal-rt-hypothyroid"));
    expect(text).toMatch(/radiation damage to the thyroid/);
    expect(text).toMatch(/yearly breast MRI/);
  });
});
