import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  finding,
  loadReviewCase,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

/*
 * Clinical review 22, medicines-22: SGLT2 inhibitors in a frail older person with a sick day,
 * bisphosphonate duration and kidney function, vancomycin with a rising creatinine, levetiracetam
 * and mood, DPP-4 inhibitor doses by eGFR, simvastatin dose limits, diabetes on tacrolimus after a
 * transplant, lithium monitoring, allopurinol in CKD, and quiet well-monitored cases.
 */
const FOLDER = new URL("./fixtures/medicines-22-review22/", import.meta.url);
const { run } = reviewFolder(FOLDER);

describe("sick-day medicines in acute kidney injury (review 22, medicines-22)", () => {
  it("01: a frail 86-year-old with diarrhoea on dapagliflozin and metformin is told both are paused, not only blood pressure tablets", () => {
    const r = run("01-sglt2-frail-diarrhoea-ehr");
    const f = finding(r, "aki-creatinine-rise");
    expect(f?.nextSteps.join(" ")).toMatch(/Pause Dapagliflozin 10 mg during this acute illness and check ketones/i);
    expect(f?.nextSteps.join(" ")).toMatch(/Withhold metformin 500 mg while kidney function is unstable/i);
    expect(f?.patient).toMatch(
      /Your diabetes medicines metformin 500 mg and dapagliflozin 10 mg are usually paused while you are unwell/,
    );
    expect(f?.evidenceIds).toContain("mhra-sglt2i-dka");
  });
});

describe("bisphosphonates: kidney function and treatment duration (review 22, medicines-22)", () => {
  it("02: alendronic acid at eGFR 29 is flagged against the label's creatinine clearance of 35", () => {
    const f = finding(run("02-alendronate-7-years-egfr-29-uk"), "alendronate-low-egfr");
    expect(f?.clinician).toMatch(/eGFR 29 mL\/min\/1\.73m2 \(2026-11-20\).*below 35 mL\/min/);
  });

  it("02: 'since 2019' in the notes is read as a duration and brings the treatment review", () => {
    const f = finding(run("02-alendronate-7-years-egfr-29-uk"), "bisphosphonate-duration-review");
    expect(f?.clinician).toMatch(/^Alendronic acid for about 6 years: treatment review is due after 5 years/);
  });

  it("14: 'alendronic acid since 2020' at the end of 2026 is read as at least 5 years: a review, with no kidney warning at eGFR 71", () => {
    const r = run("14-alendronate-6-years-normal-egfr-uk");
    expect(finding(r, "bisphosphonate-duration-review")?.clinician).toMatch(/for about 5 years/);
    expect(codes(r)).not.toContain("alendronate-low-egfr");
  });

  it("14: the same case with the start year one year later gives no review yet", () => {
    const c = loadReviewCase(FOLDER, "14-alendronate-6-years-normal-egfr-uk");
    c.patientContext.clinicalNotes = "Alendronic acid since 2022. No fractures before or since.";
    expect(codes(runReviewCase(c))).not.toContain("bisphosphonate-duration-review");
  });
});

describe("vancomycin with a rising creatinine (review 22, medicines-22)", () => {
  it("03: a creatinine doubling on vancomycin and piperacillin-tazobactam is critical AKI with the vancomycin reviewed before the next dose", () => {
    const r = run("03-vanc-piptaz-creatinine-rising-ehr");
    const f = finding(r, "aki-creatinine-rise");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps.join(" ")).toMatch(
      /Review vancomycin 1\.25 g IV with pharmacy or microbiology before the next dose/,
    );
  });

  it("03: piperacillin-tazobactam alongside is named, with the combination's higher AKI risk and a review of the combination", () => {
    const f = finding(run("03-vanc-piptaz-creatinine-rising-ehr"), "aki-creatinine-rise");
    expect(f?.nextSteps.join(" ")).toMatch(
      /It is given with piperacillin-tazobactam 4\.5 g IV: AKI is about twice as likely on vancomycin with piperacillin-tazobactam as on either alone, so review whether the combination is still needed/,
    );
    expect(f?.evidenceIds).toContain("jhm-2017-vancomycin-piperacillin-aki");
  });

  it("03: with vancomycin alone the combination is not mentioned", () => {
    const c = loadReviewCase(FOLDER, "03-vanc-piptaz-creatinine-rising-ehr");
    c.data.medications = c.data.medications.filter((m: { medication: string }) => !/piperacillin/i.test(m.medication));
    const f = finding(runReviewCase(c), "aki-creatinine-rise");
    expect(f?.nextSteps.join(" ")).toMatch(/Review Vancomycin/i);
    expect(f?.nextSteps.join(" ")).not.toMatch(/piperacillin/i);
    expect(f?.evidenceIds).not.toContain("jhm-2017-vancomycin-piperacillin-aki");
  });
});

describe("levetiracetam and mood (review 22, medicines-22)", () => {
  it("04: low mood and irritability since starting levetiracetam are named as a possible drug effect for the prescriber", () => {
    const f = finding(run("04-levetiracetam-low-mood-uk"), "levetiracetam-mood-change");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/the notes record "low mood", "irritable", "snapping"/);
    expect(f?.nextSteps[0]).toMatch(/^Review levetiracetam with the prescriber/);
    expect(f?.patient).toMatch(/Do not stop it or lower the dose yourself/);
    expect(f?.evidenceIds).toEqual(["pj-levetiracetam-psychiatric"]);
  });

  it("04: stated thoughts of suicide make it high with a same-day assessment; denied ones do not", () => {
    const c = loadReviewCase(FOLDER, "04-levetiracetam-low-mood-uk");
    c.patientContext.clinicalNotes = "On levetiracetam. Low mood and has had thoughts of suicide this week.";
    const f = finding(runReviewCase(c), "levetiracetam-mood-change");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/^Assess suicide risk today/);
    c.patientContext.clinicalNotes = "On levetiracetam. Low mood; no thoughts of suicide or self-harm.";
    expect(finding(runReviewCase(c), "levetiracetam-mood-change")?.severity).toBe("moderate");
  });

  it("04: without a mood change in the notes, levetiracetam raises nothing", () => {
    const c = loadReviewCase(FOLDER, "04-levetiracetam-low-mood-uk");
    c.patientContext.clinicalNotes = "Levetiracetam started 3 months ago. Seizure-free and well.";
    expect(codes(runReviewCase(c))).toEqual([]);
  });
});

describe("DPP-4 inhibitor doses by eGFR (review 22, medicines-22)", () => {
  it("05: saxagliptin 5 mg at eGFR 38 is above its 2.5 mg label dose below 45", () => {
    const f = finding(run("05-saxagliptin-5mg-egfr-38-uk"), "saxagliptin-kidney-dose");
    expect(f?.clinician).toMatch(/^Saxagliptin \(5 mg a day\) with eGFR 38.*at GFR below 45 is 2\.5 mg once daily/);
    expect(f?.nextSteps[0]).toMatch(/^Reduce saxagliptin to 2\.5 mg once daily/);
    expect(f?.evidenceIds).toEqual(["onglyza-eu-smpc"]);
  });

  it("12: vildagliptin 50 mg twice daily at eGFR 42 is above its 50 mg once-daily dose", () => {
    const f = finding(run("12-vildagliptin-bd-egfr-42-uk"), "vildagliptin-kidney-dose");
    expect(f?.clinician).toMatch(/^Vildagliptin \(100 mg a day\) with eGFR 42/);
    expect(f?.nextSteps[0]).toMatch(/^Reduce vildagliptin to 50 mg once daily/);
  });

  it("12: vildagliptin 50 mg once daily at the same eGFR is not flagged", () => {
    const c = loadReviewCase(FOLDER, "12-vildagliptin-bd-egfr-42-uk");
    c.patientContext.medications[0].frequency = "once daily";
    expect(codes(runReviewCase(c))).not.toContain("vildagliptin-kidney-dose");
  });

  it("06: linagliptin 5 mg at eGFR 24 raises no dose finding", () => {
    const r = run("06-linagliptin-egfr-24-quiet-uk");
    expect(codes(r).filter((c) => /kidney-dose/.test(c))).toEqual([]);
    expect(clinicianText(r)).not.toMatch(/linagliptin dose/i);
  });
});

describe("simvastatin dose limits (review 22, medicines-22)", () => {
  it("07: simvastatin 40 mg with amlodipine is over the 20 mg limit", () => {
    const f = finding(run("07-simvastatin-40-amlodipine-uk"), "simvastatin-dose-limit");
    expect(f?.clinician).toMatch(/limits the dose to 20 mg a day with amlodipine/);
  });

  it("08: simvastatin 40 mg with amiodarone and aching thighs is high", () => {
    const f = finding(run("08-simvastatin-40-amiodarone-diltiazem-ehr"), "simvastatin-dose-limit");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/with amiodarone/);
  });
});

describe("diabetes on tacrolimus after a transplant (review 22, medicines-22)", () => {
  it("09: the new diabetes after a liver transplant names tacrolimus as a cause and goes to the transplant team", () => {
    const r = run("09-ptdm-tacrolimus-liver-tx-us");
    const f = finding(r, "diabetes-range-undiagnosed");
    expect(f?.clinician).toMatch(
      /On tacrolimus after a transplant, this is post-transplant diabetes until shown otherwise/,
    );
    expect(f?.nextSteps.join(" ")).toMatch(/Tell the transplant team: review the tacrolimus dose and level/);
    expect(f?.patient).toMatch(/do not stop or change tacrolimus yourself/);
    expect(f?.evidenceIds).toContain("diabetes-care-2003-tacrolimus-ptdm");
    expect(patientText(r)).toMatch(/Tacrolimus, the anti-rejection medicine, can raise blood sugar/);
  });

  it("09: without tacrolimus the diabetes finding does not name it", () => {
    const c = loadReviewCase(FOLDER, "09-ptdm-tacrolimus-liver-tx-us");
    c.patientContext.medications = c.patientContext.medications.filter(
      (m: { name: string }) => m.name !== "Tacrolimus",
    );
    c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "Tacrolimus");
    const f = finding(runReviewCase(c), "diabetes-range-undiagnosed");
    expect(f).toBeDefined();
    expect(f?.clinician).not.toMatch(/tacrolimus/i);
  });
});

describe("lithium monitoring (review 22, medicines-22)", () => {
  it("10: on lithium, a falling eGFR, raised TSH and raised calcium are each tied to lithium", () => {
    const r = run("10-lithium-egfr-tsh-calcium-uk");
    expect(finding(r, "lithium-kidney-thyroid")?.clinician).toMatch(/eGFR 52.*TSH 7\.9/);
    expect(finding(r, "hypercalcaemia")?.clinician).toMatch(
      /lithium is associated with hypercalcaemia and a raised PTH/,
    );
    expect(codes(r)).not.toContain("lithium-level-high");
  });
});

describe("SGLT2 inhibitors in frail older people (review 22, medicines-22)", () => {
  it("15: at 88 on empagliflozin and furosemide with falls and dizziness on standing, volume status and the diuretic are reviewed, not sick-day rules", () => {
    const r = run("15-empagliflozin-frail-postural-falls-ehr");
    const f = finding(r, "sglt2i-volume-depletion-older");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/^On Empagliflozin 10 mg at age 88, the notes record "two falls this month"/i);
    expect(f?.clinician).toMatch(/Furosemide 80 mg adds to the fluid loss/);
    expect(f?.nextSteps[0]).toMatch(/^Check lying and standing blood pressure and volume status/);
    expect(f?.patient).toMatch(/Do not stop any medicine on your own/);
    // Eating and drinking normally: postural dizziness alone is not a sick day.
    expect(codes(r)).not.toContain("sick-day-medicines");
  });

  it("15: the same notes at age 70 raise no SGLT2 volume finding", () => {
    const c = loadReviewCase(FOLDER, "15-empagliflozin-frail-postural-falls-ehr");
    c.data.patientInfo.age = 70;
    expect(codes(runReviewCase(c))).not.toContain("sglt2i-volume-depletion-older");
  });

  it("15: with vomiting and diarrhoea now, sick-day advice is given", () => {
    const c = loadReviewCase(FOLDER, "15-empagliflozin-frail-postural-falls-ehr");
    c.data.additionalContext = "Vomiting and diarrhoea since yesterday. Dizzy on standing.";
    expect(codes(runReviewCase(c))).toContain("sick-day-medicines");
  });
});

describe("lithium monitoring out of date (review 22, medicines-22)", () => {
  it("16: a current level with eGFR and TSH 16 months old asks for the kidney and thyroid tests", () => {
    const f = finding(run("16-lithium-kidney-thyroid-calcium-overdue-uk"), "lithium-monitoring-gap");
    expect(f?.clinician).toMatch(
      /^On lithium with no kidney function since 2025-07-14 or TSH since 2025-07-14 in the record/,
    );
    expect(f?.clinician).toMatch(/every 6 months once stable, with calcium/);
    expect(f?.nextSteps).toEqual(["Check creatinine/eGFR, TSH and calcium (lithium level already in the record)"]);
    expect(f?.evidenceIds).toContain("sps-lithium-monitoring");
  });

  it("16: with eGFR and TSH from the same week, no monitoring gap is raised", () => {
    const c = loadReviewCase(FOLDER, "16-lithium-kidney-thyroid-calcium-overdue-uk");
    for (const l of c.labResults) l.date = "2026-11-20";
    expect(codes(runReviewCase(c))).not.toContain("lithium-monitoring-gap");
  });
});

describe("simvastatin with diltiazem by the US label (review 22, medicines-22)", () => {
  it("17: simvastatin 20 mg with diltiazem is over the label's 10 mg limit", () => {
    const f = finding(run("17-simvastatin-20-diltiazem-us"), "simvastatin-dose-limit");
    expect(f?.clinician).toMatch(/limits the dose to 10 mg a day with diltiazem/);
  });
});

describe("allopurinol in CKD (review 22, medicines-22)", () => {
  it("11: allopurinol started at 300 mg at eGFR 26 is a moderate finding to lower the dose now, not to 'check it was titrated'", () => {
    const r = run("11-allopurinol-300-egfr-26-uk");
    const f = finding(r, "allopurinol-low-egfr-dose-review");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/starting allopurinol at 100 mg a day or less, lower in chronic kidney disease/);
    expect(f?.clinician).toMatch(/The notes say it was started at this dose \("allopurinol started at 300 mg"\)/);
    expect(f?.clinician).not.toMatch(/Check that this dose was titrated/);
    expect(f?.nextSteps[0]).toMatch(/^Discuss lowering the allopurinol dose with the prescriber now/);
    expect(f?.patient).toMatch(/ask your doctor about it this week/);
  });

  it("11: the urate above target does not ask for the too-high start to be raised", () => {
    const f = finding(run("11-allopurinol-300-egfr-26-uk"), "gout-urate-above-target");
    expect(f?.clinician).toMatch(/the dose is lowered and then built up slowly rather than raised now/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/raise the dose of Allopurinol stepwise/i);
  });

  it("11: without the notes' start dose the finding stays low and asks to check the titration", () => {
    const c = loadReviewCase(FOLDER, "11-allopurinol-300-egfr-26-uk");
    c.patientContext.clinicalNotes = "On allopurinol for gout. No rash.";
    const r = runReviewCase(c);
    expect(finding(r, "allopurinol-low-egfr-dose-review")?.severity).toBe("low");
    expect(finding(r, "allopurinol-low-egfr-dose-review")?.clinician).toMatch(/Check that this dose was titrated/);
    expect(finding(r, "gout-urate-above-target")?.clinician).toMatch(
      /so it is raised rather than a new treatment started/,
    );
  });
});

describe("quiet, well-monitored (review 22, medicines-22)", () => {
  it("13: dapagliflozin and sitagliptin 50 mg at eGFR 41 with yearly monitoring raise no medicine finding", () => {
    const r = run("13-quiet-dapagliflozin-sitagliptin-monitored-uk");
    expect(codes(r).filter((c) => /kidney-dose|sglt2|metformin|aki|statin/.test(c))).toEqual([]);
    expect(r.findings.every((f) => f.severity !== "high" && f.severity !== "critical")).toBe(true);
  });
});
