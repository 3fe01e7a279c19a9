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

const { load, run } = reviewFolder(new URL("./fixtures/cardio-24b-review24/", import.meta.url));

const AF = "01-uk-new-af-chadsvasc-4-no-anticoagulant-ehr";
const INR = "02-us-af-warfarin-inr-4-8-no-bleeding-labs";
const HFREF = "03-uk-hfref-four-pillars-k-5-6-sglt2-egfr-dip-ehr";
const TROPONIN = "04-us-troponin-mildly-raised-ckd4-no-chest-pain-labs";
const NTPROBNP = "05-us-ntprobnp-1150-breathless-81f-no-hf-labs";
const STAGE2 = "06-us-stage2-htn-untreated-45m-ehr";
const RESISTANT = "07-uk-resistant-htn-three-drugs-k-3-3-labs";
const POST_MI = "08-us-post-mi-well-controlled-quiet-ehr";

describe("new atrial fibrillation with no anticoagulant (review 24, cardio-24b)", () => {
  it("01: CHA2DS2-VA 3 on no antiplatelet: offer a DOAC, and no advice to stop an aspirin not taken", () => {
    const f = finding(run(AF), "af-no-anticoagulant");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/CHA2DS2-VA score 3/);
    expect(f?.nextSteps[0]).toMatch(/^Offer an oral anticoagulant/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/aspirin/i);
    expect(f?.patient).not.toMatch(/aspirin/i);
  });

  it("on aspirin, the step to stop it once anticoagulated stays", () => {
    const c = load(AF);
    c.data.medications.push({
      medication: "Aspirin 75 mg dispersible tablets",
      status: "active",
      frequency: "once daily",
    });
    const f = finding(runReviewCase(c), "af-no-anticoagulant");
    expect(f?.nextSteps.join(" ")).toMatch(/Stop aspirin or other antiplatelet medicine used only for AF/);
    expect(f?.patient).toMatch(/aspirin does not protect against stroke/);
  });
});

describe("a prothrombin time beside an INR of 4.8 on warfarin (review 24, cardio-24b)", () => {
  it("02: the PT past its critical limit is graded with the INR finding: no act-now box, Bactrim named", () => {
    const r = run(INR);
    const pt = finding(r, "lab-critical");
    expect(pt?.severity).toBe("high");
    expect(pt?.title).toBe("Prothrombin time beyond the critical limit");
    expect(pt?.clinician).toMatch(/Read with the INR above the warfarin target/);
    expect(patientText(r)).not.toMatch(/Please act on this now/);
    expect(clinicianText(r)).not.toMatch(/Critical findings/);
    const inr = finding(r, "warfarin-inr-high");
    expect(inr?.severity).toBe("high");
    expect(inr?.nextSteps.join(" ")).toMatch(/Routine vitamin K is not suggested/);
    expect(inr?.clinician).toMatch(/bactrim/);
  });

  it("with bleeding in the notes, the critical prothrombin time stands", () => {
    const c = load(INR);
    c.patientContext.clinicalNotes = "INR goal 2-3. Nosebleeds most days this week and gums bleeding when brushing.";
    expect(finding(runReviewCase(c), "lab-critical")?.severity).toBe("critical");
  });
});

describe("HFrEF on all four pillars with potassium 5.6 and an eGFR dip after dapagliflozin (review 24, cardio-24b)", () => {
  it("03: the mineralocorticoid antagonist is halved first; the 13% dip is expected and dapagliflozin continues", () => {
    const r = run(HFREF);
    const k = finding(r, "raas-hyperkalaemia");
    expect(k?.severity).toBe("high");
    expect(k?.nextSteps.join(" ")).toMatch(/Halve the dose of spironolactone/i);
    const dip = finding(r, "egfr-rapid-decline");
    expect(dip?.severity).toBe("low");
    expect(dip?.title).toMatch(/expected/);
    expect(dip?.nextSteps).toContain(
      "Continue dapagliflozin 10 mg tablets; recheck eGFR at the next planned test, sooner if unwell or dehydrated",
    );
    // The generic name in lower case mid-sentence (review 29b, kidney-29b).
    expect(dip?.patient).toMatch(/since you started dapagliflozin 10 mg tablets/);
    expect(patientText(r)).not.toMatch(/kidney or blood pressure medicine/);
    expect(clinicianText(r)).not.toMatch(/stop (?:the )?dapagliflozin/i);
  });

  it("the deep report of the case reads through", () => {
    expectDeepReadsThrough(runDeepReviewCase(load(HFREF)));
  });

  it("a fall of 30% or more after the start is not read as the expected dip", () => {
    const c = load(HFREF);
    const egfr = c.data.labTrends.find((t: { code: string }) => t.code === "eGFR");
    egfr.values[2].value = "35";
    c.data.recentAbnormalLabs.find((l: { display: string }) => l.display === "eGFR").value = "35";
    expect(finding(runReviewCase(c), "egfr-rapid-decline")?.title ?? "").not.toMatch(/expected/);
  });
});

describe("a mildly raised troponin in CKD stage 4 with earlier values in the notes (review 24, cardio-24b)", () => {
  it("04: within 20% of a value the notes give from August: chronic injury, reviewed, not an emergency", () => {
    const r = run(TROPONIN);
    const f = finding(r, "troponin-elevated");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/within 20% of 29 ng\/L in august 2026 given in the notes/);
    expect(f?.clinician).toMatch(/fits chronic myocardial injury/);
    expect(patientText(r)).not.toMatch(/Please act on this now/);
    expect(patientText(r)).toMatch(/A steady raised level is often long-standing/);
  });

  it("without the earlier values the single raised troponin with chest pain denied asks for a repeat", () => {
    // Review 37 (cardio-renal-37 case 01): the only troponin known, symptoms denied, is high, not critical.
    const c = load(TROPONIN);
    c.patientContext.clinicalNotes = "Nephrology clinic, Texas, pre-transplant work-up bloods. No chest pain.";
    const trop = finding(runReviewCase(c), "troponin-elevated");
    expect(trop?.severity).toBe("high");
    expect(trop?.nextSteps[0]).toMatch(/^Repeat troponin with an ECG and clinical review soon/);
  });

  it("an earlier value more than 20% lower is no baseline", () => {
    const c = load(TROPONIN);
    c.patientContext.clinicalNotes = "Pre-transplant work-up. No chest pain. hs-troponin T was 19 ng/L in August 2026.";
    expect(finding(runReviewCase(c), "troponin-elevated")?.severity).toBe("critical");
  });

  it("an earlier value from within two weeks may be the same event and is no baseline", () => {
    const c = load(TROPONIN);
    c.patientContext.clinicalNotes = "Pre-transplant work-up. No chest pain. hs-troponin T was 29 ng/L on 2026-11-20.";
    expect(finding(runReviewCase(c), "troponin-elevated")?.severity).toBe("critical");
  });

  it("with chest pain the noted baseline does not make it chronic", () => {
    const c = load(TROPONIN);
    c.patientContext.clinicalNotes += " Chest pain on walking since yesterday.";
    expect(finding(runReviewCase(c), "troponin-elevated")?.severity).toBe("critical");
  });
});

describe("NT-proBNP 1150 in a breathless 81-year-old with no heart failure on record (review 24, cardio-24b)", () => {
  it("05: possible new heart failure; the bloods sent with it are not asked for again; no heart-failure team's diuretic plan", () => {
    const r = run(NTPROBNP);
    const f = finding(r, "hf-decompensation-signs");
    expect(f?.title).toBe("Possible new heart failure");
    expect(f?.nextSteps).toContain(
      "ECG (creatinine, electrolytes, complete blood count and thyroid function are already in the record)",
    );
    // A US record: "water pills" (review 27, us-words-27).
    expect(f?.patient).toMatch(/Do not change your water pills \(diuretics\) on your own\./);
    expect(f?.patient).not.toMatch(/heart-failure team/);
    expect(f?.patientQuestions.join(" ")).not.toMatch(/water tablet/);
  });

  it("a test missing from the record is still asked for", () => {
    const c = load(NTPROBNP);
    c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "TSH");
    expect(finding(runReviewCase(c), "hf-decompensation-signs")?.nextSteps).toContain(
      "ECG; check thyroid function (creatinine, electrolytes and complete blood count already in the record)",
    );
  });

  it("in known heart failure the diuretic-plan wording stays", () => {
    const c = load(NTPROBNP);
    c.patientContext.conditions.push({ name: "Heart failure with preserved ejection fraction", status: "active" });
    expect(finding(runReviewCase(c), "hf-decompensation-signs")?.patient).toMatch(
      /heart-failure team has given you a plan/,
    );
  });
});

describe("untreated stage 2 hypertension at 45 (review 24, cardio-24b)", () => {
  it("06: sustained 150s/90s with a high home average: start treatment, two drugs in one pill", () => {
    const f = finding(run(STAGE2), "bp-stage-2");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/home readings of 148\/94 mmHg/);
    expect(f?.nextSteps[0]).toMatch(/^Start treatment: at this stage AHA\/ACC 2025 prefers two first-line drugs/);
  });
});

describe("resistant hypertension on three drugs with a low potassium (review 24, cardio-24b)", () => {
  it("07: ABPM and adherence already confirmed: resistant hypertension, aldosterone screen before spironolactone", () => {
    const r = run(RESISTANT);
    expect(codes(r)).toContain("primary-aldosteronism-screen");
    const steps = finding(r, "bp-stage-2")?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(
      /with an ambulatory average of 152\/95 mmHg and good adherence stated in the notes: resistant hypertension\. Next, only after the aldosterone:renin ratio has been taken/,
    );
    expect(steps).not.toMatch(/resistant hypertension if confirmed/);
  });

  it("without adherence in the notes, confirming it is still the first step", () => {
    const c = load(RESISTANT);
    c.patientContext.clinicalNotes = "Clinic BP 164/100, ABPM daytime average 152/95 on three drugs for 6 months.";
    const steps = finding(runReviewCase(c), "bp-stage-2")?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(
      /resistant hypertension if confirmed\. Confirm with ambulatory or home readings and check adherence/,
    );
  });
});

describe("a quiet, well-controlled patient after a myocardial infarction (review 24, cardio-24b)", () => {
  it("08: LDL 48 on atorvastatin 80, BP 122/74: nothing above a low-priority weight note", () => {
    const r = run(POST_MI);
    expect(codes(r)).toEqual(["bmi-overweight"]);
    expect(clinicianText(r)).not.toMatch(/statin (?:is|was) not|start (?:a )?statin|above (?:the )?target/i);
  });
});
