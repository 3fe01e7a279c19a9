import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
  runReviewCase,
} from "../testing/review-case.ts";

const { run, load, edit } = reviewFolder(new URL("./fixtures/older-obs-30b-review30b/", import.meta.url));

interface LabCase {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string; flag?: string; date?: string }[];
  patientContext: { clinicalNotes: string; age?: number | string };
}

const CARE_HOME = "01-uk-care-home-88-ckd3b-confusion";

describe("an older adult's medicine review is titled by the criteria the record's country uses (review 30b, older-obs-30b case 01)", () => {
  it("01: a UK care-home resident's finding names STOPP/START in its title, not the US Beers Criteria alone", () => {
    const f = finding(run(CARE_HOME), "beers-older-adult-medicines");
    expect(f?.title).toBe("Medicines to review in an older adult (STOPP/START and AGS Beers criteria)");
    expect(f?.title).not.toMatch(/\(AGS Beers Criteria 2023\)/);
  });

  it("01 near-negative: the same resident in an Ohio nursing home, in US units, keeps the Beers title", () => {
    const r = runReviewCase(
      edit(CARE_HOME, (d) => {
        d.additionalContext = (d.additionalContext ?? "").replace("Shropshire (England)", "Columbus, Ohio");
        d.recentAbnormalLabs = d.recentAbnormalLabs.map((l) =>
          l.display === "Creatinine" ? { ...l, value: "1.37", unit: "mg/dL", referenceRange: "0.5-1.0" } : l,
        );
      }),
    );
    expect(finding(r, "beers-older-adult-medicines")?.title).toBe(
      "Medicines to review in an older adult (AGS Beers Criteria 2023)",
    );
  });
});

describe("a raised creatinine in recorded CKD is read against the CKD, not as dehydration (review 30b, older-obs-30b case 01)", () => {
  it("01: creatinine 121 with CKD 3b on record is not called 'possible dehydration or acute kidney injury' on its own", () => {
    const f = finding(run(CARE_HOME), "delirium-acute-illness");
    expect(f?.clinician).not.toMatch(/\(possible dehydration or acute kidney injury\)/);
    expect(f?.clinician).toMatch(
      /Creatinine 121 µmol\/L \(2026-11-27\) \(Chronic kidney disease stage 3b is on record: compare with the usual creatinine/,
    );
  });

  it("01: the eGFR line does not tell a patient with recorded CKD that the result is not long-term kidney disease", () => {
    const r = run(CARE_HOME);
    const egfr = r.findings.find((f) => f.code === "lab-low" && /eGFR/.test(f.title));
    expect(egfr?.patient).not.toMatch(/does not on its own mean long-term kidney disease/);
    expect(egfr?.patient).toMatch(/long-term kidney disease is already on your record/i);
    expect(egfr?.clinician).toMatch(/Chronic kidney disease is on record \(Chronic kidney disease stage 3b\)/);
    expect(egfr?.clinician).not.toMatch(/gives no CKD category/);
  });

  it("01 near-negative: without CKD on record the raised creatinine still reads as possible dehydration or kidney injury", () => {
    const r = runReviewCase(
      edit(CARE_HOME, (d) => {
        d.pastMedicalHistory = d.pastMedicalHistory.filter((c) => !/kidney/i.test(c.display ?? ""));
      }),
    );
    expect(finding(r, "delirium-acute-illness")?.clinician).toMatch(/\(possible dehydration or acute kidney injury\)/);
    const egfr = r.findings.find((f) => f.code === "lab-low" && /eGFR/.test(f.title));
    expect(egfr?.patient).toMatch(/does not on its own mean long-term kidney disease/);
  });

  it("01 near-negative: with an earlier creatinine on record the delirium finding keeps the kidney-injury reading", () => {
    const r = runReviewCase(
      edit(CARE_HOME, (d) => {
        d.recentNormalLabs.push({
          display: "Creatinine",
          value: "84",
          unit: "umol/L",
          date: "2026-07-10",
          referenceRange: "45-84",
        });
      }),
    );
    expect(finding(r, "delirium-acute-illness")?.clinician).toMatch(/\(possible dehydration or acute kidney injury\)/);
  });
});

describe("the deep report points back to a source once (review 30b, older-obs-30b case 01)", () => {
  it("01: a source summarised elsewhere is pointed to from one section only", () => {
    const { result } = runDeepReviewCase(load(CARE_HOME));
    expectDeepReadsThrough({ result });
    const deep = result.clinicianResponse.split("# Detailed discussion")[1] ?? "";
    expect(deep.match(/Also cited here, summarised under/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

const MACRO = "02-uk-macrocytosis-alcohol-normal-b12";

describe("macrocytosis with B12, folate and TSH normal and heavy drinking recorded names alcohol (review 30b, older-obs-30b case 02)", () => {
  it("02: the finding says the normal B12, folate and TSH do not explain it and names the alcohol as the likely cause", () => {
    const r = run(MACRO);
    const f = finding(r, "macrocytosis");
    expect(f?.clinician).not.toMatch(/causes include B12 or folate deficiency/);
    expect(f?.clinician).toMatch(/B12 410 ng\/L, folate 5\.8 µg\/L and TSH 1\.9 mIU\/L \(2026-11-25\) are normal/);
    expect(f?.clinician).toMatch(/alcohol is the likely cause/);
    expect(f?.clinician).not.toMatch(/still look for a second cause/);
    expect(f?.patient).not.toMatch(/Low B12 or folate, alcohol, or some medicines can cause this/);
    expect(patientText(r)).toMatch(/alcohol is the most likely reason/);
  });

  it("02 near-negative: with no B12, folate or TSH in the record the usual causes are listed and checked", () => {
    const r = runReviewCase(
      edit(MACRO, (d) => {
        d.recentNormalLabs = d.recentNormalLabs.filter((l) => !/B12|folate|TSH/i.test(l.display ?? ""));
      }),
    );
    const f = finding(r, "macrocytosis");
    expect(f?.clinician).toMatch(
      /causes include B12 or folate deficiency, alcohol, liver disease, hypothyroidism and drugs/,
    );
    expect(f?.clinician).toMatch(/B12, folate and thyroid tests still look for a second cause/);
  });

  it("02 near-negative: without drinking or an alcohol diagnosis on record, alcohol is not named as the cause", () => {
    const r = runReviewCase(
      edit(MACRO, (d) => {
        d.pastMedicalHistory = d.pastMedicalHistory.filter((c) => !/alcohol/i.test(c.display ?? ""));
        d.additionalContext = "GP review, Leeds UK. Teetotal. No symptoms of anaemia.";
        d.recentAbnormalLabs = d.recentAbnormalLabs.filter((l) => !/GT/.test(l.display ?? ""));
      }),
    );
    expect(finding(r, "macrocytosis")?.clinician).not.toMatch(/alcohol is the likely cause/);
  });
});

const IRON = "12-uk-postmenopausal-67-iron-deficiency";

describe("the iron-deficiency source step leaves out menstrual loss after the menopause (review 30b, older-obs-30b case 12)", () => {
  it("12: a postmenopausal woman of 67 is not asked about menstrual loss", () => {
    const steps = finding(run(IRON), "iron-deficiency-anaemia")?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Find the cause: diet, coeliac serology; bidirectional endoscopy/);
    expect(steps).not.toMatch(/menstrual loss/);
  });

  it("12: at 67 with no word on the menopause, age alone places her after it", () => {
    const r = runReviewCase(
      edit(IRON, (d) => {
        d.additionalContext = "Rheumatology clinic, Sheffield UK. RA flare for 4 weeks, 8 swollen joints.";
      }),
    );
    expect(finding(r, "iron-deficiency-anaemia")?.nextSteps.join(" ")).not.toMatch(/menstrual loss/);
  });

  it("12 near-negative: a woman of 44 with the same results is still asked about menstrual loss", () => {
    const c = load(IRON);
    c.data.patientInfo.age = 44;
    c.data.additionalContext = "Rheumatology clinic, Sheffield UK. RA flare for 4 weeks, 8 swollen joints.";
    expect(finding(runReviewCase(c), "iron-deficiency-anaemia")?.nextSteps.join(" ")).toMatch(/menstrual loss/);
  });
});

const PANCYTOPENIA = "03-uk-pancytopenia-macrocytosis-80";

describe("the myeloma tests beside a myelodysplasia picture say which is likelier (review 30b, older-obs-30b case 03)", () => {
  it("03: at 80 with macrocytosis and low counts, the myeloma finding says myelodysplasia is the likelier cause", () => {
    const f = finding(run(PANCYTOPENIA), "myeloma-investigations-low-white-cells");
    expect(f?.clinician).toMatch(/myelodysplasia is the likelier cause/);
  });

  it("03: the marrow finding leads, ahead of the myeloma screen", () => {
    const c = codes(run(PANCYTOPENIA));
    expect(c.indexOf("macrocytosis-with-cytopenias")).toBeGreaterThanOrEqual(0);
    expect(c.indexOf("macrocytosis-with-cytopenias")).toBeLessThan(c.indexOf("myeloma-investigations-low-white-cells"));
  });

  it("03 near-negative: with a normal MCV the myeloma finding does not mention myelodysplasia", () => {
    const r = runReviewCase(
      edit(PANCYTOPENIA, (d) => {
        const all = [...d.recentAbnormalLabs, ...d.recentNormalLabs];
        const mcv = all.find((l) => /MCV/i.test(l.display ?? ""));
        d.recentAbnormalLabs = d.recentAbnormalLabs.filter((l) => !/MCV/i.test(l.display ?? ""));
        d.recentNormalLabs = d.recentNormalLabs.filter((l) => !/MCV/i.test(l.display ?? ""));
        if (mcv) d.recentNormalLabs.push({ ...mcv, value: "90", interpretation: "Normal" });
      }),
    );
    expect(finding(r, "myeloma-investigations-low-white-cells")?.clinician ?? "").not.toMatch(/myelodysplasia/);
  });
});

const HELLP = "10-uk-hellp-34wk-bp-156-102";

describe("HELLP steps word blood pressure by the reading and name magnesium sulfate (review 30b, older-obs-30b case 10)", () => {
  it("10: at 156/102 the step does not call the pressure severe, and gives NICE's treatment threshold", () => {
    const steps = finding(run(HELLP), "hellp-syndrome")?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/control severe blood pressure/);
    expect(steps).toMatch(/treat blood pressure that stays above 140\/90 mmHg/);
    expect(steps).toMatch(/magnesium sulfate/);
  });

  it("10 near-negative: at 164/112 the step treats severe hypertension at once", () => {
    const r = runReviewCase(
      edit(HELLP, (d) => {
        d.additionalContext = (d.additionalContext ?? "").replace("BP 156/102 and 154/100", "BP 164/112 and 162/110");
      }),
    );
    const steps = finding(r, "hellp-syndrome")?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/treat the severe hypertension \(160\/110 mmHg or more\) at once/);
  });

  it("10: a US record cites ACOG Practice Bulletin 222 for magnesium sulfate, not NICE", () => {
    const r = runReviewCase(
      edit(HELLP, (d) => {
        d.additionalContext = (d.additionalContext ?? "").replace(
          "Maternity assessment unit, Manchester",
          "L&D triage, Houston, Texas",
        );
        d.recentNormalLabs = d.recentNormalLabs.map((l) =>
          l.display === "Creatinine" ? { ...l, value: "0.77", unit: "mg/dL", referenceRange: "0.5-1.0" } : l,
        );
      }),
    );
    const f = finding(r, "hellp-syndrome");
    expect(f?.nextSteps.join(" ")).toMatch(/magnesium sulfate for seizure prophylaxis/i);
    expect(f?.evidenceIds).toContain("acog-pb222-htn-preeclampsia");
    expect(f?.evidenceIds).not.toContain("nice-ng133-hypertension-pregnancy");
  });

  it("10 near-negative: pre-eclampsia without severe features gets no magnesium step", () => {
    const r = runReviewCase(
      edit(HELLP, (d) => {
        d.recentAbnormalLabs = d.recentAbnormalLabs.filter((l) => !/Platelets|ALT/.test(l.display ?? ""));
        d.additionalContext =
          "Maternity assessment unit, Manchester. 34+1 weeks. BP 148/96 and 146/94. No headache. Booking BP 112/70.";
      }),
    );
    const f = finding(r, "pre-eclampsia");
    expect(f).toBeDefined();
    expect(f?.nextSteps.join(" ")).not.toMatch(/magnesium/i);
  });

  it("10: severe pre-eclampsia without HELLP on a UK record names magnesium sulfate (NICE NG133)", () => {
    const r = runReviewCase(
      edit(HELLP, (d) => {
        d.recentAbnormalLabs = d.recentAbnormalLabs.filter((l) => !/Platelets|ALT/.test(l.display ?? ""));
        d.additionalContext =
          "Maternity assessment unit, Manchester. 34+1 weeks. BP 166/112 and 164/110. Booking BP 112/70.";
      }),
    );
    expect(finding(r, "pre-eclampsia")?.nextSteps.join(" ")).toMatch(/intravenous magnesium sulfate/);
  });
});

const PPH = "12b-us-postpartum-pph-hb-7-1";

describe("postpartum anemia on a US record is not cited to UK guidance (review 30b, older-obs-30b case 12b)", () => {
  it("12b: Chicago, day 1 after a haemorrhage: no BSH/RCOG cut-off or BSH citation", () => {
    const r = run(PPH);
    const f = finding(r, "anaemia");
    expect(f?.clinician).not.toMatch(/BSH\/RCOG/);
    expect(f?.evidenceIds).not.toContain("bsh-2020-iron-pregnancy");
    expect(f?.clinician).toMatch(/below 10\.0 g\/dL, the level commonly taken as anemia in the six weeks after birth/);
  });

  it("12b near-negative: the same picture in Leeds keeps the BSH/RCOG cut-off and its source", () => {
    const c = load(PPH);
    const lab = c as unknown as LabCase;
    lab.labResults = lab.labResults.map((o) =>
      o.name === "Hemoglobin"
        ? { ...o, name: "Haemoglobin", value: String(Number(o.value) * 10), unit: "g/L", referenceRange: "120-155" }
        : o,
    );
    lab.patientContext.clinicalNotes = lab.patientContext.clinicalNotes.replace("Chicago", "Leeds UK");
    const f = finding(runReviewCase(c), "anaemia");
    expect(f?.clinician).toMatch(/BSH\/RCOG cut-off for the six weeks after birth/);
    expect(f?.evidenceIds).toContain("bsh-2020-iron-pregnancy");
  });
});

const INFANT = "03c-us-infant-9wk-ehr-age-0";

describe("a baby's age written 'Age: 9 weeks' in the notes is read when the age is sent as 0 (review 30b, older-obs-30b case 03c)", () => {
  it("03c: the 9-week-old's haemoglobin is not judged against the adult men's range", () => {
    const r = run(INFANT);
    expect(codes(r)).not.toContain("lab-low");
    expect(clinicianText(r)).toMatch(/2-month-old male/);
    expect(clinicianText(r)).toMatch(/not judged \(only adult ranges on file\)/);
  });

  it("03c near-negative: a gestational age in the notes is not read as the baby's age", () => {
    const r = runReviewCase(
      edit(INFANT, (d) => {
        d.additionalContext =
          "Pediatric clinic, Portland, Oregon. Gestational age 36 weeks at birth. Pale per grandmother; otherwise well.";
      }),
    );
    expect(clinicianText(r)).not.toMatch(/\b\d+-month-old\b/);
  });

  it("03c near-negative: a corrected age is not read as the baby's age", () => {
    const r = runReviewCase(
      edit(INFANT, (d) => {
        d.additionalContext = "Pediatric clinic, Portland, Oregon. Born at 30 weeks; corrected age 6 weeks. Well.";
      }),
    );
    expect(clinicianText(r)).not.toMatch(/1-month-old/);
  });
});

describe("fresh older-adult and pregnancy cases read through (review 30b, older-obs-30b sweep)", () => {
  const SWEEP = [
    "20-us-79m-glipizide-a1c-6-1-falls",
    "21-uk-pregnant-31wk-itchy-bile-acids-45",
    "22-uk-84f-eGFR-26-metformin-citalopram",
    "23-us-pregnant-10wk-hyperemesis-tsh-suppressed",
    "24-uk-postnatal-day5-bp-158-104-headache",
    "25-us-76f-warfarin-inr-4-8-clarithromycin",
  ];
  it.each(SWEEP)("%s: both reports have no template gaps", (name) => {
    const r = run(name);
    for (const text of [r.result.clinicianResponse, r.result.patientResponse])
      expect(text).not.toMatch(/undefined|\{[a-z]+\}/i);
  });

  it("20: a 79-year-old with lows on glipizide and HbA1c 6.1% is told to reduce the sulfonylurea", () => {
    const f = finding(run("20-us-79m-glipizide-a1c-6-1-falls"), "diabetes-overtreatment-older-adult");
    expect(f?.nextSteps.join(" ")).toMatch(/Stop or reduce the sulfonylurea first/);
  });

  it("25: clarithromycin is named as the likely cause of the warfarin INR rise", () => {
    const f = finding(run("25-us-76f-warfarin-inr-4-8-clarithromycin"), "warfarin-inr-high");
    expect(f?.clinician).toMatch(/Clarithromycin 500 mg tablet can raise the INR on warfarin/);
  });
});
