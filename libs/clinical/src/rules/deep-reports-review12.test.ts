import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The deep-reports review's cases (round 12), kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/deep-reports-review12/", import.meta.url));
const find = (r: ReturnType<typeof runReviewCase>, code: string) => r.findings.find((f) => f.code === code);
const labRow = (r: ReturnType<typeof runReviewCase>, name: RegExp) =>
  r.findings.find((f) => f.code === "lab-low" && name.test(f.title));

describe("decompensated cirrhosis with ascites, fever, abdominal pain and naproxen (review 12 deep case 03)", () => {
  it("flags the NSAID in cirrhosis with ascites as high, linked to the creatinine rise", () => {
    const f = find(runReviewCase(load("03-cirrhosis-ascites-hyponatraemia")), "cirrhosis-ascites-nsaid");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Naproxen 500 mg twice daily/);
    expect(f?.clinician).toMatch(/acute kidney injury/);
    expect(f?.clinician).toMatch(/Creatinine has already risen/);
    expect(f?.nextSteps.join(" ")).toMatch(/Stop the NSAID/);
  });

  it("raises possible spontaneous bacterial peritonitis with an urgent diagnostic paracentesis", () => {
    const f = find(runReviewCase(load("03-cirrhosis-ascites-hyponatraemia")), "cirrhosis-sbp-suspected");
    expect(f?.severity).toBe("critical");
    expect(f?.title).toMatch(/spontaneous bacterial peritonitis/);
    expect(f?.nextSteps.join(" ")).toMatch(/diagnostic paracentesis/);
    expect(f?.patient).toMatch(/infection in that fluid/);
  });

  it("keeps abdominal pain without fever at high, and does nothing without ascites", () => {
    const afebrile = load("03-cirrhosis-ascites-hyponatraemia");
    afebrile.data.vitalSigns = afebrile.data.vitalSigns.filter((v: { display: string }) => v.display !== "Temperature");
    expect(find(runReviewCase(afebrile), "cirrhosis-sbp-suspected")?.severity).toBe("high");
    const dry = load("03-cirrhosis-ascites-hyponatraemia");
    dry.data.pastMedicalHistory = dry.data.pastMedicalHistory.filter(
      (c: { display: string }) => c.display !== "Ascites",
    );
    dry.data.imagingStudies = [];
    dry.data.additionalContext = "Mild abdominal pain. Abstinent from alcohol 18 months.";
    const r = runReviewCase(dry);
    expect(find(r, "cirrhosis-sbp-suspected")).toBeUndefined();
    expect(find(r, "cirrhosis-ascites-nsaid")).toBeUndefined();
  });

  it("counts the ascites on the problem list and the ultrasound in the Child-Pugh score", () => {
    const f = find(runReviewCase(load("03-cirrhosis-ascites-hyponatraemia")), "cirrhosis-severity");
    expect(f?.clinician).toMatch(/Child-Pugh score at least 12 \(class C\)/);
    expect(f?.clinician).toMatch(/the ascites the record describes; encephalopathy not described/);
    expect(f?.clinician).not.toMatch(/ascites or encephalopathy not described/);
  });
});

describe("pembrolizumab with low cortisol, low ACTH and low TSH and free T4 (review 12 deep case 02)", () => {
  it("reads the adrenal crisis as pituitary (hypophysitis), hydrocortisone before thyroxine", () => {
    const f = find(runReviewCase(load("02-immunotherapy-endocrine")), "adrenal-crisis-suspected");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/probable secondary \(pituitary\) adrenal insufficiency/);
    expect(f?.clinician).not.toMatch(/primary adrenal insufficiency/);
    expect(f?.clinician).toMatch(/immune checkpoint inhibitor hypophysitis/);
    expect(f?.clinician).toMatch(/hydrocortisone before any thyroxine/);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/pituitary MRI/);
    expect(steps).toMatch(/levothyroxine only after hydrocortisone/);
    expect(steps).not.toMatch(/renin|adrenal antibodies/);
  });

  it("explains the low ACTH by the low cortisol, and the low TSH by the checkpoint inhibitor", () => {
    const r = runReviewCase(load("02-immunotherapy-endocrine"));
    expect(labRow(r, /ACTH/)?.clinician).toMatch(/pituitary gland is not driving the adrenal glands/);
    expect(labRow(r, /ACTH/)?.clinician).not.toMatch(/making too much cortisol/);
    expect(labRow(r, /Thyroid-stimulating/)?.clinician).toMatch(/hypophysitis/);
  });

  it("keeps the primary reading when the ACTH is raised", () => {
    const c = load("02-immunotherapy-endocrine");
    c.data.medications = c.data.medications.filter((m: { medication: string }) => !/pembrolizumab/i.test(m.medication));
    const acth = c.data.recentAbnormalLabs.find((l: { display: string }) => l.display === "ACTH");
    acth.value = "240";
    acth.interpretation = "High";
    const f = find(runReviewCase(c), "adrenal-crisis-suspected");
    expect(f?.clinician).toMatch(/probable primary adrenal insufficiency/);
    expect(f?.clinician).not.toMatch(/hypophysitis/);
  });
});

describe("simvastatin with darunavir/cobicistat (review 12 deep case 05)", () => {
  it("advises a change of statin for lifelong ART, not a pause for a short course", () => {
    const f = find(runReviewCase(load("05-hiv-art-cv-risk")), "simvastatin-contraindicated-combination");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).not.toMatch(/short course|antibiotics or antifungals/);
    expect(f?.clinician).toMatch(/long-term treatment/);
    expect(f?.nextSteps.join(" ")).toMatch(/Stop simvastatin and change to a statin/);
  });
});

describe("digoxin at eGFR 27 with no level (review 12 deep case 01)", () => {
  it("asks for a digoxin level and a dose review", () => {
    const f = find(runReviewCase(load("01-dm-ckd-hf-af-polypharmacy")), "digoxin-low-egfr-no-level");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/Digoxin 125 micrograms with eGFR 27/);
    expect(f?.clinician).toMatch(/Potassium 5\.8 mmol\/L/);
    expect(f?.nextSteps.join(" ")).toMatch(/Check a digoxin level/);
  });

  it("stays silent once a digoxin level is in the record", () => {
    const c = load("01-dm-ckd-hf-af-polypharmacy");
    c.data.recentNormalLabs.push({
      display: "Digoxin",
      value: "0.8",
      unit: "ng/mL",
      date: "2026-11-01",
      referenceRange: "0.5-2.0",
    });
    expect(find(runReviewCase(c), "digoxin-low-egfr-no-level")).toBeUndefined();
  });
});

describe("methotrexate with no folic acid and mouth ulcers (review 12 deep case 04)", () => {
  it("flags the missing folic acid and reads the mouth ulcers with the low count as possible toxicity", () => {
    const out = runReviewCase(load("04-ra-mtx-biologic-lfts"));
    const f = find(out, "methotrexate-safety-notes");
    expect(f?.clinician).toMatch(/No folic acid in the medication list/);
    expect(f?.nextSteps.join(" ")).toMatch(/Prescribe folic acid/);
    // The mouth ulcers are read once, by the marrow-toxicity finding (review 14 leftovers, item 4).
    expect(f?.clinician).not.toMatch(/mouth ulcers/);
    expect(find(out, "methotrexate-marrow-toxicity")?.clinician).toMatch(
      /mouth ulcers, which fit marrow suppression or mucositis/,
    );
  });

  it("links alcohol in the notes to the raised ALT, and stays silent with folic acid and nothing in the notes", () => {
    const drinks = load("04-ra-mtx-biologic-lfts");
    drinks.data.additionalContext = "Drinks about 20 units of alcohol a week.";
    drinks.data.medications.push({ medication: "Folic acid 5 mg weekly", status: "active" });
    const f = find(runReviewCase(drinks), "methotrexate-safety-notes");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/alcohol about 20 units a week.*raised ALT/i);
    expect(f?.clinician).not.toMatch(/folic acid in the medication list/);
    const quiet = load("04-ra-mtx-biologic-lfts");
    quiet.data.additionalContext = "Latent TB screen negative.";
    quiet.data.medications.push({ medication: "Folic acid 5 mg weekly", status: "active" });
    expect(find(runReviewCase(quiet), "methotrexate-safety-notes")).toBeUndefined();
  });
});

describe("HFE C282Y heterozygote with normal iron tests (review 12 deep case 10)", () => {
  it("tells the patient she is a carrier with normal iron and needs no treatment", () => {
    const f = find(runReviewCase(load("10-hfe-carrier-normal-iron")), "hfe-haemochromatosis-genotype");
    expect(f?.severity).toBe("low");
    expect(f?.patient).toMatch(/you are a carrier/);
    expect(f?.patient).toMatch(/iron blood tests are normal, so no treatment is needed/);
    expect(f?.patient).not.toMatch(/show whether treatment is needed/);
  });
});

describe("BRCA2 carrier with PSA 2.1 → 4.6 (review 12 deep case 11)", () => {
  // Review 25 (cancer-25 case 04): IMPACT offered carriers of 40 to 69 a biopsy above 3.0 without a repeat.
  it("asks for urology referral now, without a confirmatory repeat", () => {
    const f = find(runReviewCase(load("11-brca2-male-prostate")), "psa-elevated");
    expect(f?.clinician).toMatch(/pathogenic BRCA2 variant/);
    expect(f?.clinician).toMatch(/refer to urology now/);
    expect(f?.nextSteps.join(" ")).toMatch(/refer to urology now for prostate MRI/);
  });
});
