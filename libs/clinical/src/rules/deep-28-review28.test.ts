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

/** Review 28, deep-28: whole multi-problem EHR records read in deep mode (UK and US). */
const { load, edit } = reviewFolder(new URL("./fixtures/deep-28-review28/", import.meta.url));

const T2D_CKD_HF = "01-uk-t2d-ckd3b-hfref";
const RA_MTX = "02-us-ra-methotrexate-alt-cytopenias";
const COPD = "03-uk-copd-polycythaemia-hyponatraemia";
const CIRRHOSIS = "04-us-cirrhosis-ascites-spironolactone";
const NORMAL = "05-uk-45yo-all-normal";
const POST_MI = "06-uk-post-mi-ldl-atorvastatin20";
const SLE = "07-us-sle-proteinuria-hydroxychloroquine";
const FH = "08-uk-familial-hypercholesterolaemia-ldlr";
const BRCA = "09-us-brca2-family-history";

const deep = (name: string) => runDeepReviewCase(load(name));
const deepEdited = (name: string, change: Parameters<typeof edit>[1]) => runDeepReviewCase(edit(name, change));
/** The lines of one "## Problem" section of the detailed discussion. */
const discussion = (r: ReturnType<typeof deep>, problem: string): string => {
  const text = clinicianText(r).split("# Detailed discussion")[1] ?? "";
  return text.split(`## ${problem}\n`)[1]?.split("\n## ")[0] ?? "";
};

describe("every deep-28 case reads through the deep path", () => {
  it.each([T2D_CKD_HF, RA_MTX, COPD, CIRRHOSIS, NORMAL, POST_MI, SLE, FH, BRCA])("%s", (name) =>
    expectDeepReadsThrough(deep(name)),
  );
});

describe("lupus with a uPCR in g/g", () => {
  it("reads uPCR 1.4 g/g as proteinuria and raises possible lupus nephritis", () => {
    const r = deep(SLE);
    const f = finding(r, "lupus-nephritis-suspected");
    expect(f?.clinician).toContain("uPCR 1.4 g/g (2026-11-25): possible active lupus nephritis");
  });

  it("stays quiet for a uPCR of 0.3 g/g, below the biopsy threshold", () => {
    const r = deepEdited(SLE, (d) => {
      d.recentAbnormalLabs[0]!.value = "0.3";
    });
    expect(codes(r)).not.toContain("lupus-nephritis-suspected");
  });

  it("drops the under-40 search for a cause of hypertension once lupus kidney involvement is raised", () => {
    expect(clinicianText(deep(SLE))).not.toContain("Under 40 with hypertension");
    const noKidney = deepEdited(SLE, (d) => {
      d.recentAbnormalLabs[0]!.value = "0.3";
    });
    expect(clinicianText(noKidney)).toContain("Under 40 with hypertension");
  });
});

describe("long-term glucocorticoid duration", () => {
  it("calls just over 90 days 'about 3 months', never 'about 2 months' beside 'more than 3 months'", () => {
    const f = finding(deep(SLE), "glucocorticoid-long-term");
    expect(f?.clinician).toContain("since 2026-09-01 (about 3 months): long-term use (more than 3 months");
  });

  it("does not call under 90 days long-term", () => {
    const r = deepEdited(SLE, (d) => {
      d.medications[1]!.startDate = "2026-09-15";
    });
    expect(codes(r)).not.toContain("glucocorticoid-long-term");
  });
});

describe("methotrexate with an NSAID and low counts", () => {
  it("does not tell the patient to keep both medicines when the marrow finding says stop methotrexate", () => {
    const p = patientText(deep(RA_MTX));
    expect(p).not.toContain("Do not stop either medicine yourself");
    expect(p).toContain("Do not stop the painkiller yourself");
    expect(p).toContain("Stop taking methotrexate until");
  });

  it("keeps 'do not stop either medicine' when the counts are normal", () => {
    const r = deepEdited(RA_MTX, (d) => {
      d.recentAbnormalLabs = d.recentAbnormalLabs.filter(
        (l) => !["WBC", "Absolute neutrophil count", "Platelets", "Hemoglobin", "MCV"].includes(l.display ?? ""),
      );
      d.additionalContext = "Rheumatology follow-up, Columbus, Ohio. Joints well controlled.";
      (d as unknown as { labTrends: unknown[] }).labTrends = [];
    });
    expect(codes(r)).not.toContain("methotrexate-marrow-toxicity");
    expect(patientText(r)).toContain("Do not stop either medicine yourself");
  });
});

describe("further reading is not a source summarised under another problem", () => {
  it("the methotrexate–co-trimoxazole sources are summarised once, under Medication safety", () => {
    const r = deep(RA_MTX);
    expect(discussion(r, "Medicines")).not.toContain("Further reading");
    expect(discussion(r, "Medication safety")).toContain("trimethoprim-sulfamethoxazole adds an antifolate effect");
    const text = clinicianText(r).split("# Detailed discussion")[1] ?? "";
    expect(text.match(/trimethoprim-sulfamethoxazole adds an antifolate effect/g)).toHaveLength(1);
  });
});

describe("differentials that follow the record", () => {
  it("lists methotrexate marrow suppression among anaemia causes only for someone taking it", () => {
    expect(discussion(deep(RA_MTX), "Anemia")).toContain("- marrow suppression by methotrexate");
    expect(discussion(deep(T2D_CKD_HF), "Anaemia")).not.toContain("methotrexate");
  });

  it("gives the causes of kidney injury in cirrhosis, not of native CKD, for a creatinine rise with ascites", () => {
    const k = discussion(deep(CIRRHOSIS), "Kidney function");
    expect(k).toContain(
      "- hepatorenal syndrome (HRS-AKI), once 2 days off diuretics with IV albumin bring no improvement",
    );
    expect(k).not.toContain("diabetic or hypertensive kidney disease");
  });

  it("keeps the usual kidney causes without ascites", () => {
    const r = deepEdited(CIRRHOSIS, (d) => {
      d.pastMedicalHistory = d.pastMedicalHistory.filter((c) => c.display !== "Ascites");
      d.imagingStudies = [];
      d.additionalContext = "Hepatology clinic, Denver. Sober for 17 months. Taking ibuprofen for back pain.";
    });
    expect(discussion(r, "Kidney function")).not.toContain("HRS-AKI");
  });

  it("says a normal TSH makes hypothyroidism an unlikely cause of the low sodium", () => {
    expect(discussion(deep(CIRRHOSIS), "Sodium")).toContain(
      "- severe hypothyroidism: unlikely with the normal TSH (2.1 mIU/L 2026-11-25)",
    );
    const noTsh = deepEdited(CIRRHOSIS, (d) => {
      d.recentNormalLabs = d.recentNormalLabs.filter((l) => l.display !== "TSH");
    });
    expect(discussion(noTsh, "Sodium")).toContain("- severe hypothyroidism\n");
  });

  it("lists no causes of high cholesterol once a pathogenic FH variant names it", () => {
    expect(discussion(deep(FH), "Cholesterol")).not.toContain("Differential considerations");
    const noGene = deepEdited(FH, (d) => {
      (d as unknown as { geneticData: unknown[] }).geneticData = [];
    });
    expect(discussion(noGene, "Cholesterol")).toContain("- familial hypercholesterolaemia");
  });
});

describe("PREVENT on a UK record", () => {
  it("names QRISK3 as the UK tool instead of the AHA/ACC blood pressure threshold", () => {
    const r = deep(NORMAL);
    const f = finding(r, "prevent-10y-cv-risk");
    expect(f?.clinician).toContain("In UK practice NICE estimates this risk with QRISK3");
    expect(f?.clinician).not.toContain("2025 AHA/ACC high blood pressure guideline");
    expect(f?.evidenceIds).toEqual(["khan-2024-prevent", "nice-cg181-lipid-modification"]);
    expect(f?.patient).toContain("called QRISK3");
  });

  it("keeps the AHA/ACC reading on a record that is not from the UK", () => {
    // Without the NHS note and the HbA1c in mmol/mol nothing marks the record as from the UK.
    const r = deepEdited(NORMAL, (d) => {
      d.additionalContext = "Annual physical. Non-smoker. Walks daily. Feels well.";
      d.recentNormalLabs = d.recentNormalLabs.filter((l) => l.display !== "HbA1c");
    });
    const f = finding(r, "prevent-10y-cv-risk");
    expect(f?.clinician).toContain("2025 AHA/ACC high blood pressure guideline uses this total CVD risk");
    expect(f?.patient).not.toContain("QRISK3");
  });
});

describe("LDL above goal after a myocardial infarction on atorvastatin 20 mg", () => {
  const step = (r: ReturnType<typeof deep>) => finding(r, "ldl-above-goal-ascvd")?.nextSteps.join(" | ") ?? "";

  it("names NICE's atorvastatin 80 mg on a UK record", () => {
    expect(step(deep(POST_MI))).toContain(
      "Increase to a high-intensity statin at the highest tolerated dose (NICE: atorvastatin 80 mg, lower if interactions or side effects are a concern)",
    );
  });

  it("leaves NICE out on a record that is not from the UK", () => {
    const r = deepEdited(POST_MI, (d) => {
      d.additionalContext = "Review 15 months after NSTEMI. Completed cardiac rehab. Tolerating atorvastatin well.";
      d.recentAbnormalLabs = d.recentAbnormalLabs.filter((l) => l.display !== "HbA1c");
    });
    expect(step(r)).toContain("Increase to a high-intensity statin at the highest tolerated dose;");
    expect(step(r)).not.toContain("NICE");
  });
});

describe("a UK town named as the practice", () => {
  it("reads 'Cardiff practice' as a UK record, so screening follows the NHS programmes", () => {
    const r = deep(COPD);
    // Cardiff is in Wales: the Welsh programme since review 29 (country-29), not England's by name.
    expect(finding(r, "aaa-screening-due")?.clinician).toContain("in Wales");
    expect(finding(r, "aaa-screening-due")?.evidenceIds).toEqual(["phw-aaa-screening-wales"]);
    expect(clinicianText(r)).not.toContain("USPSTF grade B");
  });

  it("does not read a 'New York practice' as from the UK", () => {
    const r = deepEdited(COPD, (d) => {
      d.additionalContext = d.additionalContext.replace("Cardiff practice", "New York practice");
    });
    expect(finding(r, "aaa-screening-due")?.clinician).not.toContain("NHS");
  });
});
