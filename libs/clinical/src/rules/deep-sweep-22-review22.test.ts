import { describe, expect, it } from "vitest";
import { healthDataSchema } from "@hds/contracts";
import { analyzeEhr } from "../pipeline.ts";
import { expectDeepReadsThrough, type ReviewCase, reviewFolder, type ReviewRun } from "../testing/review-case.ts";

/** Review 22, deep sweep: whole multimorbid EHR records read in deep mode, as a clinician and as a patient would. */
const NAMES = [
  "01-t2d-ckd3b-hf-af-apixaban-falls",
  "02-brca2-iron-deficiency-menorrhagia",
  "03-ra-methotrexate-alt-lung-nodule",
  "04-alcohol-macrocytosis-thrombocytopenia",
  "05-postpartum-thyroiditis",
  "06-hyponatraemia-sertraline-thiazide",
  "07-quiet-controlled-t2d-76",
];

const { load } = reviewFolder(new URL("./fixtures/deep-sweep-22-review22/", import.meta.url));
const deep = (c: ReviewCase): ReviewRun =>
  analyzeEhr(healthDataSchema.parse(c.data), { now: new Date(c._now ?? "2026-11-30T12:00:00Z"), mode: "deep" });
const find = (r: ReviewRun, code: string) => r.findings.filter((f) => f.code === code);
const steps = (r: ReviewRun) => r.findings.flatMap((f) => f.nextSteps);
type Data = Record<string, unknown> & {
  medications: { medication: string }[];
  imagingStudies: unknown[];
  pastMedicalHistory: { display: string; onsetDate?: string }[];
  additionalContext: string;
};
/** The same case with some of its record changed. */
const edit = (name: string, change: (d: Data) => void): ReviewCase => {
  const c = structuredClone(load(name));
  change(c.data as Data);
  return c;
};

describe("every deep-sweep-22 case reads through the deep path", () => {
  it.each(NAMES)("%s: a detailed discussion, no template gaps, and every citation numbered", (name) => {
    expectDeepReadsThrough(deep(load(name)));
  });
});

describe("a birth dated in the record (review 22, deep sweep 05)", () => {
  it("does not give pre-eclampsia warning signs to a woman whose dated delivery was almost four months ago", () => {
    const r = deep(load("05-postpartum-thyroiditis"));
    expect(r.result.patientResponse).not.toContain("flashing lights");
    expect(r.result.patientResponse).toContain("Get help fast if you have chest pain, trouble breathing");
    // The postpartum thyroiditis reading, which uses the year after birth, is kept.
    expect(find(r, "overt-hypothyroidism")[0]?.clinician).toContain("postpartum thyroiditis");
  });

  it("still gives them within six weeks of a delivery dated by the condition's onset alone", () => {
    const r = deep(
      edit("05-postpartum-thyroiditis", (d) => {
        const p = d.pastMedicalHistory[0];
        if (p) p.onsetDate = "2026-11-10";
        d.additionalContext = "Breastfeeding. Tired and cold.";
      }),
    );
    expect(r.result.patientResponse).toContain("flashing lights");
  });
});

describe("hyponatraemia graded as its source grades it (review 22, deep sweep 06)", () => {
  it("states mild hyponatraemia as 130–135 mmol/L, as the cited guideline does", () => {
    const r = deep(load("06-hyponatraemia-sertraline-thiazide"));
    expect(r.result.clinicianResponse).toContain("mild 130–135, moderate 125–129, profound below 125 mmol/L");
    expect(r.result.clinicianResponse).not.toContain("130–134");
  });
});

describe("a liver scan that already suggests cirrhosis (review 22, deep sweep 04)", () => {
  it("reads the scan into the FIB-4 and alcohol findings, and refers to hepatology instead of asking for elastography to look for cirrhosis", () => {
    const r = deep(load("04-alcohol-macrocytosis-thrombocytopenia"));
    const fib4 = find(r, "fib4-fibrosis-risk")[0];
    expect(fib4?.clinician).toContain(
      "Abdominal ultrasound (2026-11-25) already reports nodular liver surface and spleen 14.2 cm, which suggests cirrhosis.",
    );
    expect(fib4?.evidenceIds).toEqual(expect.arrayContaining(["nice-ng50-cirrhosis", "aasld-2023-hcc"]));
    expect(find(r, "alcohol-intake-elastography")[0]?.clinician).toContain("refer to hepatology to confirm it");
    expect(steps(r)).toContain(
      "Refer to hepatology now: the liver imaging already suggests cirrhosis (elastography as part of that assessment)",
    );
    expect(steps(r)).not.toContain("Offer transient elastography to look for cirrhosis");
    expect(r.result.patientResponse).toContain("Your liver scan already suggests the liver may be scarred (cirrhosis)");
  });

  it("reads the low platelets beside the enlarged spleen as hypersplenism, and the INR as the liver's", () => {
    const r = deep(load("04-alcohol-macrocytosis-thrombocytopenia"));
    const platelets = find(r, "lab-low").find((f) => f.clinician.startsWith("Platelet count"));
    expect(platelets?.clinician).toContain("most likely reflects hypersplenism");
    expect(r.result.clinicianResponse).toContain("most likely shows the liver making fewer clotting proteins");
  });

  it("keeps elastography, and the generic platelet reading, when there is no such scan", () => {
    const r = deep(
      edit("04-alcohol-macrocytosis-thrombocytopenia", (d) => {
        d.imagingStudies = [];
      }),
    );
    // A US record: a fibrosis-test step rather than NICE NG50's offer since review 29 (country-29).
    expect(steps(r).join(" ")).toMatch(/transient elastography/);
    expect(r.findings.map((f) => f.clinician).join(" ")).not.toContain("hypersplenism");
    expect(r.result.clinicianResponse).not.toContain("already suggests cirrhosis");
  });
});

describe("methotrexate with a new lung nodule and basal reticulation (review 22, deep sweep 03)", () => {
  it("names only methotrexate, its source and its prescriber for possible pneumonitis, and quotes only the scan's lung change", () => {
    const r = deep(load("03-ra-methotrexate-alt-lung-nodule"));
    const p = find(r, "drug-induced-pneumonitis")[0];
    expect(p?.clinician).toContain('CT chest without contrast: "Mild basal reticulation."');
    expect(p?.clinician).toContain("Methotrexate can cause pneumonitis");
    expect(p?.clinician).not.toMatch(/amiodarone|spiculated/i);
    expect(p?.evidenceIds).toEqual(["emj-2020-methotrexate-lung"]);
    expect(p?.nextSteps.join(" ")).not.toContain("cardiology");
    expect(p?.patient).not.toContain("heart-rhythm");
  });

  it("still names amiodarone and cardiology when amiodarone is on the list", () => {
    const r = deep(
      edit("03-ra-methotrexate-alt-lung-nodule", (d) => {
        d.medications.push({ medication: "Amiodarone 200 mg tablet", status: "active", frequency: "once daily" } as {
          medication: string;
        });
      }),
    );
    const p = find(r, "drug-induced-pneumonitis")[0];
    expect(p?.clinician).toContain("Amiodarone and methotrexate can cause pneumonitis");
    expect(p?.evidenceIds).toEqual(["wolkove-2009-amiodarone-lung", "emj-2020-methotrexate-lung"]);
    expect(p?.nextSteps.join(" ")).toContain("cardiology for amiodarone");
    expect(p?.patient).toContain("heart-rhythm medicine");
  });

  it("says an immunosuppressed patient is outside the Fleischner guidance, and plans follow-up with the nodule service", () => {
    const r = deep(load("03-ra-methotrexate-alt-lung-nodule"));
    const n = find(r, "pulmonary-nodule-follow-up")[0];
    expect(n?.clinician).toContain(
      "Methotrexate 20 mg tablet is immunosuppressive, which puts this patient outside the Fleischner guidance",
    );
    expect(n?.nextSteps).toContain(
      "Plan follow-up with the respiratory (lung nodule) service: on methotrexate 20 mg tablet, outside the Fleischner guidance",
    );
    expect(n?.nextSteps.join(" ")).not.toContain("per Fleischner size category");
    const without = deep(
      edit("03-ra-methotrexate-alt-lung-nodule", (d) => {
        d.medications = d.medications.filter((m) => !/methotrexate/i.test(m.medication));
      }),
    );
    const plain = find(without, "pulmonary-nodule-follow-up")[0];
    expect(plain?.clinician).not.toContain("outside the Fleischner guidance");
    expect(plain?.nextSteps.join(" ")).toContain("per Fleischner size category");
  });
});

describe("iron-deficiency anaemia with heavy periods already treated (review 22, deep sweep 02)", () => {
  it("reviews the tranexamic acid already taken instead of offering it again", () => {
    const r = deep(load("02-brca2-iron-deficiency-menorrhagia"));
    // With her fibroids still bleeding heavily on it, the review is a gynaecology referral (review 23, sexual-repro).
    expect(steps(r).join(" ")).toContain(
      "Refer to gynecology for the fibroids: the periods are still heavy on tranexamic acid 1 g tablet",
    );
    expect(steps(r).join(" ")).not.toContain("NICE NG88 options include");
  });

  // The record is in US units, so the options are ACOG's, not NICE NG88's (review 28, country-28).
  it("offers the ACOG options when no treatment is listed", () => {
    const r = deep(
      edit("02-brca2-iron-deficiency-menorrhagia", (d) => {
        d.medications = d.medications.filter((m) => !/tranexamic/i.test(m.medication));
      }),
    );
    expect(steps(r)).toContain(
      // The NHS pathway's "3 cycles" is not given to a US record (review 28, country-28c).
      "Assess and treat the heavy periods (ACOG options include a levonorgestrel IUD or combined hormonal contraception, a progestin, and tranexamic acid for acute heavy bleeding); with fibroids, a gynecology opinion on procedures such as myomectomy or uterine artery embolization",
    );
  });
});

describe("the multimorbid faller on apixaban (review 22, deep sweep 01)", () => {
  it("keeps the anticoagulant and puts the gliclazide first in the plan by medicine", () => {
    const r = deep(load("01-t2d-ckd3b-hf-af-apixaban-falls"));
    expect(steps(r).join(" ")).toContain("Continue the anticoagulant: falls alone are not a reason to stop it");
    expect(r.result.clinicianResponse).toContain("**Gliclazide 80 mg tablet** (stop)");
    expect(r.result.clinicianResponse).not.toMatch(/Stop Apixaban/i);
  });
});

describe("a well-controlled older adult with diabetes, hypertension and treated hypothyroidism (review 22, deep sweep 07)", () => {
  it("stays quiet: no findings, and the patient is told nothing stands out", () => {
    const r = deep(load("07-quiet-controlled-t2d-76"));
    expect(r.findings.map((f) => f.code)).toEqual([]);
    expect(r.result.patientResponse).toContain("Nothing in these results stands out as a concern.");
    expect(r.result.clinicianResponse).toContain("No rule-based problems were identified.");
  });
});
