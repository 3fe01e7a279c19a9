import { describe, expect, it } from "vitest";
import { codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load, edit } = reviewFolder(new URL("./fixtures/meds-29b-review29b/", import.meta.url));

interface VitalItem {
  display: string;
  value: string;
  unit?: string;
  date?: string;
}

interface LabCase {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string }[];
  patientContext: { clinicalNotes: string; age: string };
}

describe("serotonin toxicity with a recorded fever is an emergency (review 29b, meds-29b)", () => {
  it("08: tramadol with sertraline, jerking and sweating in the notes and 100.9 °F recorded: critical, emergency now", () => {
    const r = run("08-us-tramadol-sertraline-serotonin");
    const f = finding(r, "serotonin-toxicity-combination");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/temperature 38\.3 °C/);
    expect(f?.patient).toMatch(/go to an emergency department now/);
    expect(f?.patient).not.toMatch(/if you get a high temperature/);
  });

  it("08: the same signs with a normal recorded temperature stay high, with the same-day advice", () => {
    const c = edit("08-us-tramadol-sertraline-serotonin", (d) => {
      const vitals = (d as unknown as { vitalSigns: VitalItem[] }).vitalSigns;
      const t = vitals.find((v) => v.display === "Temperature");
      if (t) t.value = "98.8";
    });
    const f = finding(runReviewCase(c), "serotonin-toxicity-combination");
    expect(f?.severity).toBe("high");
    expect(f?.patient).toMatch(/Contact your doctor today/);
  });

  it("08: a fever with no sign of toxicity in the notes keeps the combination at moderate", () => {
    const c = edit("08-us-tramadol-sertraline-serotonin", (d) => {
      d.additionalContext =
        "Telehealth call, Denver, Colorado. Started tramadol 3 days ago for knee pain. Cough since yesterday.";
    });
    expect(finding(runReviewCase(c), "serotonin-toxicity-combination")?.severity).toBe("moderate");
  });
});

describe("apixaban dose on a US record follows the FDA label's criteria (review 29b, meds-29b)", () => {
  it("03: US record, 84, 58 kg, creatinine 1.6 mg/dL, clearance 24: the FDA two-of-three finding, not the UK SmPC band", () => {
    const r = run("03-us-apixaban-5mg-84-weight-58-creat-1-6");
    expect(codes(r)).not.toContain("doac-crcl-apixaban-severe");
    const f = finding(r, "apixaban-af-dose-high");
    expect(f?.clinician).toMatch(/the FDA label recommends 2\.5 mg twice daily/);
    expect(f?.clinician).toMatch(/all three are met/);
    expect(f?.clinician).not.toMatch(/UK SmPC/);
  });

  it("03: the same record in a UK GP surgery keeps the UK SmPC's 15–29 mL/min band", () => {
    const c = edit("03-us-apixaban-5mg-84-weight-58-creat-1-6", (d) => {
      d.additionalContext = "GP surgery, Leeds. Annual AF review. No bleeding.";
    });
    const r = runReviewCase(c);
    expect(finding(r, "doac-crcl-apixaban-severe")?.clinician).toMatch(/UK SmPC gives apixaban 2\.5 mg/);
    expect(codes(r)).not.toContain("apixaban-af-dose-high");
  });

  it("03: a US record with the clearance in 15–29 but only one criterion met is unchanged", () => {
    const c = edit("03-us-apixaban-5mg-84-weight-58-creat-1-6", (d) => {
      const data = d as unknown as { patientInfo: { age: number }; vitalSigns: VitalItem[] };
      data.patientInfo.age = 70;
      const w = data.vitalSigns.find((v) => v.display === "Body weight");
      if (w) w.value = "143"; // 65 kg
      const creat = d.recentAbnormalLabs.find((o) => o.display === "Creatinine");
      if (creat) creat.value = "2.3";
    });
    const r = runReviewCase(c);
    expect(codes(r)).toContain("doac-crcl-apixaban-severe");
    expect(codes(r)).not.toContain("apixaban-af-dose-high");
  });
});

describe("methotrexate taken every day, stated in the notes (review 29b, meds-29b)", () => {
  it("11: weekly on the list but 'taking methotrexate 10 mg every day' in the notes: the daily-dosing error is named, critical", () => {
    const f = finding(run("11-uk-methotrexate-daily-instead-of-weekly"), "methotrexate-daily");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/The notes record ".*every day.*": methotrexate taken daily/);
    // A UK record: the emergency department reads as A&E (review 32, country-32).
    expect(f?.patient).toMatch(/seek medical advice today|go to A&E/);
  });

  it("11: notes saying it is taken every Monday and never daily raise nothing", () => {
    const c = edit("11-uk-methotrexate-daily-instead-of-weekly", (d) => {
      d.additionalContext =
        "GP surgery, Cardiff. Takes methotrexate 10 mg every Monday, never daily. Painful mouth ulcers, feels feverish.";
    });
    expect(codes(runReviewCase(c))).not.toContain("methotrexate-daily");
  });

  it("11: a prescription written daily keeps the prescription wording at high", () => {
    const c = edit("11-uk-methotrexate-daily-instead-of-weekly", (d) => {
      const m = d.medications.find((x) => /methotrexate/i.test(x.medication ?? ""));
      if (m) m.frequency = "once daily";
      d.additionalContext = "GP surgery, Cardiff. Medication review.";
    });
    const f = finding(runReviewCase(c), "methotrexate-daily");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/is written to be taken every day/);
  });
});

describe("an untreated stage 1 reading from 80 with falls asks for no treatment (review 29b, meds-29b)", () => {
  it("12: 138/76 at 88 with recurrent falls, UK: low, told no treatment is considered at this age", () => {
    const r = run("12-uk-88-falls-several-sedatives");
    const f = finding(r, "bp-stage-1");
    expect(f?.severity).toBe("low");
    expect(f?.patient).toMatch(/below the level at which blood pressure treatment is considered/);
    expect(f?.nextSteps).toEqual(["No blood pressure treatment on this reading; recheck at routine visits"]);
    expect(f?.clinician).toMatch(/recorded fall/);
  });

  // Review 35 (cardio-35 case 04): a single untreated UK reading below NICE's 140/90 is now low at any age.
  it("12: the same reading at 76 with falls keeps the finding, low, and its standing-reading step", () => {
    const c = edit("12-uk-88-falls-several-sedatives", (d) => {
      (d as unknown as { patientInfo: { age: number } }).patientInfo.age = 76;
    });
    const f = finding(runReviewCase(c), "bp-stage-1");
    expect(f?.severity).toBe("low");
    expect(f?.nextSteps.join(" ")).toMatch(/1 and 3 minutes standing/);
  });
});

describe("a palliative care home visit is not a care home (review 29b, meds-29b)", () => {
  it("13: 'Palliative care home visit' on gliclazide at HbA1c 44: eased for comfort care, not for a care home", () => {
    const f = finding(run("13-uk-end-of-life-deprescribe-statin-ppi"), "diabetes-tight-control-frailty");
    expect(f?.clinician).not.toMatch(/"care home"/);
    expect(f?.clinician).toMatch(/care focused on comfort/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/care-home glucose records/);
  });

  it("13: someone living in a care home is still read as such", () => {
    const c = edit("13-uk-end-of-life-deprescribe-statin-ppi", (d) => {
      d.additionalContext = "GP surgery, Bristol. Lives in a care home. Eating well. HbA1c checked at annual review.";
    });
    const f = finding(runReviewCase(c), "diabetes-tight-control-frailty");
    expect(f?.clinician).toMatch(/"care home" in the notes/);
    expect(f?.nextSteps.join(" ")).toMatch(/care-home glucose records/);
  });
});

describe("cases read through without a gap (review 29b, meds-29b)", () => {
  it("every case's reports have no template gap", () => {
    for (const name of [
      "01-uk-warfarin-inr-6-clarithromycin-simvastatin",
      "02-us-warfarin-inr-6-ciprofloxacin-melena",
      "04-uk-dabigatran-150-age-81-crcl-falling",
      "05-uk-lithium-1-4-after-ramipril",
      "06-us-citalopram-ondansetron-low-k-mg-qtc",
      "07-uk-trimethoprim-ramipril-k-6-4",
      "09-uk-dementia-anticholinergic-burden",
      "10-us-metformin-egfr-25-gabapentin",
    ]) {
      const r = run(name);
      expect(patientText(r)).not.toMatch(/undefined|\{[a-z]+\}/);
    }
    expect((load("05-uk-lithium-1-4-after-ramipril") as unknown as LabCase).patientContext.age).toBe("71");
  });
});

describe("citalopram's maximum for older adults follows the record's country (review 29b, meds-29b)", () => {
  it("14: a US record at 63 on citalopram 40 mg is above the FDA label's 20 mg maximum over 60", () => {
    const f = finding(run("14-us-citalopram-40-age-63"), "citalopram-over-age-maximum");
    expect(f?.clinician).toMatch(/20 mg daily maximum for people over 60/);
    expect(f?.evidenceIds).toEqual(["fda-2012-citalopram-older"]);
    expect(f?.patient).toMatch(/over 60/);
  });

  it("14: the same woman in SI units in a UK GP surgery is under the MHRA's age of 65: nothing said", () => {
    const c = load("14-us-citalopram-40-age-63") as unknown as LabCase;
    c.labResults = c.labResults.map((o) =>
      o.name === "Magnesium"
        ? { ...o, value: "0.82", unit: "mmol/L", referenceRange: "0.70-1.00" }
        : o.name === "Creatinine"
          ? { ...o, value: "71", unit: "umol/L", referenceRange: "45-84" }
          : { ...o, unit: "mmol/L" },
    );
    c.patientContext.clinicalNotes = "GP surgery, Leeds. Mood stable on citalopram for 4 years.";
    expect(codes(runReviewCase(c as never))).not.toContain("citalopram-over-age-maximum");
  });

  it("14: at 68 the UK record keeps the MHRA wording and source", () => {
    const c = load("14-us-citalopram-40-age-63") as unknown as LabCase;
    c.patientContext.age = "68";
    c.patientContext.clinicalNotes = "GP surgery, Leeds. Mood stable on citalopram for 4 years.";
    const f = finding(runReviewCase(c as never), "citalopram-over-age-maximum");
    expect(f?.clinician).toMatch(/maximum for people over 65/);
    expect(f?.evidenceIds).toEqual(["mhra-2011-citalopram-qt"]);
  });
});

describe("opioid with sedatives: the patient is told which reason applies (review 29b, meds-29b)", () => {
  it("12: drowsiness in the notes and no lung disease: the patient text names drowsiness, not a lung condition", () => {
    const f = finding(run("12-uk-88-falls-several-sedatives"), "opioid-benzodiazepine");
    expect(f?.patient).toMatch(/Because your notes mention drowsiness,/);
    expect(f?.patient).not.toMatch(/lung condition/);
  });

  it("12: with COPD recorded as well, both are named", () => {
    const c = edit("12-uk-88-falls-several-sedatives", (d) => {
      d.pastMedicalHistory.push({ display: "COPD", clinicalStatus: "active" });
    });
    const f = finding(runReviewCase(c), "opioid-benzodiazepine");
    expect(f?.patient).toMatch(/Because you have a lung condition and your notes mention drowsiness,/);
  });
});

describe("methotrexate with a daily medicine beside it in the notes is not a daily dose (review 29b, meds-29b)", () => {
  it("11: 'taking methotrexate 10 mg weekly and folic acid daily' raises no daily-dosing finding", () => {
    const c = edit("11-uk-methotrexate-daily-instead-of-weekly", (d) => {
      d.additionalContext = "GP surgery, Cardiff. Taking methotrexate 10 mg weekly and folic acid daily. Mouth ulcers.";
    });
    expect(codes(runReviewCase(c))).not.toContain("methotrexate-daily");
  });
});
