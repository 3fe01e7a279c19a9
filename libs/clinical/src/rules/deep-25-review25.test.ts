import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
} from "../testing/review-case.ts";

/** Review 25, deep-25: whole EHR records read in deep mode (multimorbidity, women's health, imaging). */
const { load, edit } = reviewFolder(new URL("./fixtures/deep-25-review25/", import.meta.url));

const MULTIMORBID_UK = "01-uk-ckd-hf-t2d-af-apixaban-polypharmacy";
const CHC_UK = "02-uk-coc-migraine-visual-aura";
const CHC_US = "03-us-coc-patch-classic-migraine";
const PREGNANCY = "04-us-pregnancy-26wk-iron-deficiency-anemia";
const IDA_MAN = "05-uk-man-ida-weight-loss";
const LIVER = "06-us-cirrhosis-hepatotoxic-drugs";
const B12 = "07-uk-t2d-metformin-b12-neuropathy";
const IMAGING = "08-us-imaging-incidentalomas";
const MULTIMORBID_US = "09-us-elderly-ckd-hf-af-rivaroxaban";

const deep = (name: string) => runDeepReviewCase(load(name));
const stepsOf = (r: ReturnType<typeof deep>, code: string) => finding(r, code)?.nextSteps.join(" | ") ?? "";

describe("every deep-25 case reads through the deep path", () => {
  it.each([MULTIMORBID_UK, CHC_UK, CHC_US, PREGNANCY, IDA_MAN, LIVER, B12, IMAGING, MULTIMORBID_US])("%s", (name) =>
    expectDeepReadsThrough(deep(name)),
  );
});

describe("combined hormonal contraception with migraine with aura", () => {
  it("links 'Migraine with visual aura' to the combined pill on a UK record, as UKMEC category 4", () => {
    const r = deep(CHC_UK);
    const f = finding(r, "combined-contraceptive-migraine-aura");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Migraine with aura is UKMEC category 4 for combined (oestrogen-containing)");
    expect(f?.evidenceIds).toEqual(["fsrh-ukmec-2016"]);
    expect(f?.patient).toContain("you take a combined contraceptive pill");
    expect(clinicianText(r)).toContain("or migraine with aura at any age makes combined hormonal contraception");
  });

  it("stays quiet for migraine without aura", () => {
    const r = runDeepReviewCase(
      edit(CHC_UK, (d) => {
        d.pastMedicalHistory[0]!.display = "Migraine without aura";
        d.additionalContext = "Pill check at GP surgery. Migraines about twice a month, no aura. Non-smoker.";
      }),
    );
    expect(codes(r)).not.toContain("combined-contraceptive-migraine-aura");
  });

  it("on a US record names the US MEC 2024 first and calls a patch a patch", () => {
    const f = finding(deep(CHC_US), "combined-contraceptive-migraine-aura");
    expect(f?.clinician).toContain("Migraine with aura is US MEC 2024 category 4 for combined (estrogen-containing)");
    expect(f?.evidenceIds).toEqual(["cdc-us-mec-2024", "fsrh-ukmec-2016"]);
    expect(f?.patient).toContain("you take a combined contraceptive patch");
    expect(f?.patient).toContain("so this method is not advised for you");
  });

  it("asks for an aura review only if the aura is new or has changed", () => {
    const steps = stepsOf(deep(CHC_US), "combined-contraceptive-migraine-aura");
    expect(steps).toContain("If the aura is new or has changed, review it promptly");
    expect(steps).not.toContain("Review the new or changed aura");
  });
});

describe("iron-deficiency anaemia in pregnancy on low-dose aspirin", () => {
  it("does not name the pre-eclampsia aspirin as a source of blood loss", () => {
    const r = deep(PREGNANCY);
    const f = finding(r, "iron-deficiency-anaemia");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).not.toContain("possible contributor to blood loss");
    expect(patientText(r)).not.toContain("may check whether it plays a part");
    expect(f?.evidenceIds).not.toContain("acc-aha-2019-primary-prevention");
  });

  it("still names aspirin in a man with iron-deficiency anaemia", () => {
    const f = finding(deep(IDA_MAN), "iron-deficiency-anaemia");
    expect(f?.clinician).toContain(
      "Currently taking aspirin 75 mg dispersible tablets: aspirin can make bleeding more likely",
    );
  });
});

describe("iron-deficiency anaemia with weight loss in a man of 67", () => {
  it("names the normal tTG-IgA in the record instead of asking for coeliac serology", () => {
    const r = deep(IDA_MAN);
    const steps = stepsOf(r, "ida-gi-investigation");
    expect(steps).toContain(
      "Refer on the suspected cancer pathway (appointment within 2 weeks) for gastroscopy and colonoscopy (coeliac serology already in the record: Tissue transglutaminase IgA 0.8 U/mL, normal)",
    );
    expect(clinicianText(r)).not.toContain("Check coeliac serology");
    expect(codes(r)).toContain("ida-gi-investigation");
  });

  it("without a tTG-IgA in the record still asks for it", () => {
    const r = runDeepReviewCase(
      edit(IDA_MAN, (d) => {
        d.recentNormalLabs = d.recentNormalLabs.filter((l) => !/transglutaminase/i.test(l.display ?? ""));
      }),
    );
    expect(stepsOf(r, "ida-gi-investigation")).toContain("Check coeliac serology");
  });
});

describe("digoxin toxicity with a high potassium (83-year-old, CKD 4, heart failure, AF)", () => {
  it("is critical and does not ask to correct a low potassium", () => {
    const r = deep(MULTIMORBID_UK);
    const f = finding(r, "digoxin-level-high");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps).toContain("Correct a low magnesium with monitoring");
    expect(clinicianText(r)).not.toContain("Correct low potassium");
  });

  it("with a normal potassium and a slow pulse keeps the potassium correction", () => {
    const r = runDeepReviewCase(
      edit(MULTIMORBID_UK, (d) => {
        const k = d.recentAbnormalLabs.find((l) => l.display === "Potassium")!;
        k.value = "3.4";
        k.interpretation = "Low";
        d.additionalContext += " Pulse 44 on the ECG.";
        (d as unknown as { vitalSigns: { display: string; value: string }[] }).vitalSigns.find(
          (v) => v.display === "Heart rate",
        )!.value = "44";
      }),
    );
    const f = finding(r, "digoxin-level-high");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps).toContain("Correct low potassium and magnesium with monitoring");
  });

  it("keeps the apixaban dose review and the metformin stop at eGFR 27", () => {
    const r = deep(MULTIMORBID_UK);
    expect(finding(r, "doac-crcl-apixaban-severe")?.clinician).toContain("creatinine clearance of about 21 mL/min");
    expect(finding(r, "metformin-egfr-contraindicated")?.severity).toBe("high");
  });
});

describe("low B12 on metformin with a recorded diabetic peripheral neuropathy", () => {
  it("treats now, but does not send vibration loss and unsteadiness in the dark for emergency assessment", () => {
    const r = deep(B12);
    const f = finding(r, "b12-deficiency-neurological");
    expect(f?.severity).toBe("high");
    expect(f?.title).toBe("Low B12 with neurological symptoms");
    expect(f?.clinician).toContain(
      'The loss of vibration sense and gait ataxia may come from the recorded "Diabetic peripheral neuropathy", so by themselves they are not taken as spinal cord involvement',
    );
    expect(f?.nextSteps[0]).toContain("Start alternate-day intramuscular hydroxocobalamin now");
    expect(patientText(r)).not.toContain("go to an emergency department");
  });

  it("without the recorded neuropathy the same signs stay critical", () => {
    const r = runDeepReviewCase(
      edit(B12, (d) => {
        d.pastMedicalHistory = d.pastMedicalHistory.filter((c) => !/neuropathy/i.test(c.display ?? ""));
      }),
    );
    const f = finding(r, "b12-deficiency-neurological");
    expect(f?.severity).toBe("critical");
    expect(f?.title).toBe("Low B12 with neurological symptoms suggesting spinal cord or optic nerve involvement");
  });

  it("a recorded neuropathy put down to B12 does not soften the grading", () => {
    const r = runDeepReviewCase(
      edit(B12, (d) => {
        d.pastMedicalHistory.find((c) => /neuropathy/i.test(c.display ?? ""))!.display =
          "Peripheral neuropathy due to vitamin B12 deficiency";
        d.pastMedicalHistory.find((c) => /neuropathy/i.test(c.display ?? ""))!.code = "E53.8";
      }),
    );
    expect(finding(r, "b12-deficiency-neurological")?.severity).toBe("critical");
  });
});

describe("incidental nodules on CT and ultrasound", () => {
  it("gives the high-risk Fleischner row for a 6 mm upper-lobe nodule in a 30 pack-year ex-smoker", () => {
    const r = deep(IMAGING);
    expect(finding(r, "pulmonary-nodule-follow-up")?.clinician).toContain(
      "Fleischner 2017 advises CT at 6–12 months, then CT at 18–24 months",
    );
    expect(finding(r, "thyroid-nodule-tirads")?.nextSteps).toContain(
      "Arrange ultrasound-guided fine-needle aspiration of the thyroid nodule",
    );
    expect(codes(r)).toContain("adrenal-incidentaloma");
  });

  it("without high-risk features keeps 'consider' for the second scan", () => {
    const r = runDeepReviewCase(
      edit(IMAGING, (d) => {
        d.pastMedicalHistory = d.pastMedicalHistory.filter((c) => !/smoker/i.test(c.display ?? ""));
        d.imagingStudies[0]!.findings = d.imagingStudies[0]!.findings!.replace("right upper lobe", "right middle lobe");
        d.additionalContext += " Never smoked.";
      }),
    );
    expect(finding(r, "pulmonary-nodule-follow-up")?.clinician).toContain(
      "CT at 6–12 months, then consider 18–24 months",
    );
  });
});

describe("cirrhosis with a liver injury on isoniazid, amiodarone and methotrexate", () => {
  it("puts the statin offer off until the liver injury is dealt with", () => {
    const r = deep(LIVER);
    const f = finding(r, "statin-opportunity-diabetes");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("Not for now: consider it once the liver injury is treated.");
    expect(finding(r, "antituberculosis-liver-injury")?.severity).toBe("high");
  });

  it("reads a low platelet count alone on methotrexate against the cirrhosis, still withholding methotrexate", () => {
    const f = finding(deep(LIVER), "methotrexate-marrow-toxicity");
    expect(f?.clinician).toContain("a low platelet count alone often comes from portal hypertension");
    expect(f?.evidenceIds).toContain("accessmedicine-cirrhosis-hypersplenism");
    expect(f?.nextSteps[0]).toContain("Withhold methotrexate");
  });

  it("without cirrhosis on record the low platelets are not put down to it", () => {
    const r = runDeepReviewCase(
      edit(LIVER, (d) => {
        d.pastMedicalHistory = d.pastMedicalHistory.filter((c) => !/cirrhosis/i.test(c.display ?? ""));
      }),
    );
    const f = finding(r, "methotrexate-marrow-toxicity");
    expect(f?.clinician).not.toContain("portal hypertension");
    expect(f?.evidenceIds).not.toContain("accessmedicine-cirrhosis-hypersplenism");
  });

  it("with liver tests in range the statin offer stands", () => {
    const r = runDeepReviewCase(
      edit(LIVER, (d) => {
        d.recentAbnormalLabs = d.recentAbnormalLabs.filter((l) => !/^(?:ALT|AST)$/.test(l.display ?? ""));
        d.recentNormalLabs.push(
          { display: "ALT", value: "40", unit: "U/L", date: "2026-11-25", referenceRange: "7-56" },
          { display: "AST", value: "35", unit: "U/L", date: "2026-11-25", referenceRange: "10-40" },
        );
        delete (d as unknown as { labTrends?: unknown }).labTrends;
      }),
    );
    const f = finding(r, "statin-opportunity-diabetes");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).not.toContain("Not for now");
  });
});

describe("an 86-year-old on glipizide, rivaroxaban and ibuprofen (reads well; kept from regressing)", () => {
  it("leads with the sulfonylurea lows and reviews the rivaroxaban dose and the NSAID", () => {
    const r = deep(MULTIMORBID_US);
    expect(codes(r)[0]).toBe("hypoglycaemia-on-glucose-lowering");
    // "One fall in October" is read as a fall since review 25b, so the Beers review (zolpidem after a
    // fall) is graded high beside the overtreatment finding, and the falls-on-anticoagulant finding comes.
    expect(codes(r).slice(0, 3)).toContain("diabetes-overtreatment-older-adult");
    expect(codes(r)).toEqual(
      expect.arrayContaining(["doac-crcl-rivaroxaban", "anticoagulant-nsaid", "nsaid-ckd", "anticoagulant-falls"]),
    );
    expect(patientText(r)).toContain("especially your glipizide");
  });
});
