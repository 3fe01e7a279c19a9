import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/acute-25b-review25/", import.meta.url));

describe("acute presentations (review 25, acute-25b)", () => {
  it("01: chest pain with one normal hs-troponin taken 2 h after the pain is not read as ruled out", () => {
    const r = run("01-us-cp-single-hs-troponin-2h");
    const f = finding(r, "chest-pain-single-normal-troponin");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(
      /single normal high-sensitivity troponin 4 ng\/L.*taken 2 h after the pain \(in the notes\)/,
    );
    expect(f?.clinician).toMatch(/does not rule out an acute coronary syndrome/);
    expect(f?.nextSteps[0]).toMatch(/Repeat the hs-troponin/);
    expect(f?.evidenceIds).toEqual(["aha-acc-2021-chest-pain"]);
    expect(f?.patient).toMatch(/cannot rule out a heart problem/);
  });

  it("a single normal troponin with no time given still asks for a repeat, saying the timing is unknown", () => {
    const c = load("01-us-cp-single-hs-troponin-2h");
    c.data.additionalContext = c.data.additionalContext.replace(" Single hs-troponin at 2 h from last episode.", "");
    expect(finding(runReviewCase(c), "chest-pain-single-normal-troponin")?.clinician).toMatch(
      /the notes do not say how long after the pain/,
    );
  });

  it("02: a second troponin and a decision pathway already in the notes give no single-troponin finding", () => {
    expect(codes(run("02-us-cp-serial-troponin-done"))).not.toContain("chest-pain-single-normal-troponin");
  });

  it("a single troponin drawn more than 3 h after the pain is left to the single-sample rule-out", () => {
    const c = load("01-us-cp-single-hs-troponin-2h");
    c.data.additionalContext = c.data.additionalContext.replace("at 2 h from last episode", "at 8 h from last episode");
    expect(codes(runReviewCase(c))).not.toContain("chest-pain-single-normal-troponin");
  });

  it("03: low potassium, phosphate and magnesium after 10 days of poor intake warn of refeeding before feeding", () => {
    const r = run("03-uk-refeeding-risk-before-feeding");
    const f = finding(r, "refeeding-risk-before-feeding");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/"poor oral intake for 10 days" in the notes, and feeding has not yet been recorded/);
    expect(f?.clinician).toMatch(/low potassium 3\.2 mmol\/L.*phosphate 0\.42.*magnesium 0\.38.*before feeding/);
    expect(f?.clinician).toMatch(/BMI 16 \(below 18\.5\).*bendroflumethiazide \(a diuretic\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/10 kcal\/kg\/day.*thiamine/);
    expect(f?.evidenceIds).toEqual(["nice-cg32-nutrition-support"]);
    expect(codes(r)).not.toContain("refeeding-syndrome");
  });

  it("once feeding has started the refeeding syndrome finding takes over from the before-feeding warning", () => {
    const c = load("03-uk-refeeding-risk-before-feeding");
    c.patientContext.clinicalNotes += " NG feeding started yesterday.";
    const r = runReviewCase(c);
    expect(codes(r)).toContain("refeeding-syndrome");
    expect(codes(r)).not.toContain("refeeding-risk-before-feeding");
  });

  it("04: a low potassium on a diuretic in someone eating normally is not read as a refeeding risk", () => {
    expect(codes(run("04-uk-low-k-diuretic-eating-well"))).not.toContain("refeeding-risk-before-feeding");
  });

  it("05: an upper GI bleed on apixaban reads the low blood pressure written in the notes", () => {
    const r = run("05-uk-ugib-apixaban-bp-in-notes");
    const f = finding(r, "acute-gi-bleed");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/blood pressure 86\/52 mmHg \(in the notes\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/Withhold apixaban/);
  });

  it("a recorded normal blood pressure is not overridden by the notes", () => {
    const c = load("05-uk-ugib-apixaban-bp-in-notes");
    c.data.vitalSigns = [{ display: "Blood pressure", value: "132/80", unit: "mmHg", date: "2026-11-30" }];
    expect(finding(runReviewCase(c), "acute-gi-bleed")?.clinician).not.toMatch(/86\/52/);
  });

  it("06: a systolic of 84 written only in the triage note is a sepsis high risk criterion, not missing", () => {
    const r = run("06-us-sepsis-bp-in-notes");
    const f = finding(r, "sepsis-high-risk-adult");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/blood pressure 84\/50 mmHg \(in the notes\), systolic 90 mmHg or less/);
    expect(clinicianText(r)).not.toMatch(/Not in the record: blood pressure/);
    expect(codes(r)).not.toContain("fever-sepsis-check");
  });

  it("without the noted blood pressure the fever finding still asks for one", () => {
    const c = load("06-us-sepsis-bp-in-notes");
    // Without the drowsiness too: "now drowsy" alone is a high risk criterion (review 26, notes-26).
    c.data.additionalContext = c.data.additionalContext
      .replace(" BP 84/50 on arrival.", "")
      .replace(", now drowsy", "");
    expect(finding(runReviewCase(c), "fever-sepsis-check")?.clinician).toMatch(/Not in the record: blood pressure/);
  });

  it("07: hyperkalaemia with peaked T waves in the notes is an emergency with IV calcium first", () => {
    const r = run("07-uk-hyperkalaemia-ecg-changes");
    const f = finding(r, "raas-hyperkalaemia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/ECG changes in the notes \("peaked t waves"\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/IV calcium at once/);
    expect(f?.nextSteps.join(" ")).toMatch(/Stop ramipril, spironolactone and trimethoprim/i);
  });

  it("08: ketoacidosis with a glucose of 188 mg/dL on empagliflozin is read as DKA and the SGLT2 inhibitor stopped", () => {
    const r = run("08-us-euglycemic-dka-sglt2i");
    const f = finding(r, "hyperglycaemic-crisis");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/diabetic ketoacidosis.*only moderately raised, as DKA on an SGLT2 inhibitor/);
    expect(f?.nextSteps.join(" ")).toMatch(/Stop empagliflozin/);
    expect(f?.nextSteps.join(" ")).toMatch(/glucose-containing infusion/);
  });

  it("09: a sodium of 116 with new confusion is profound and symptomatic, with the correction limit", () => {
    const r = run("09-uk-severe-hyponatraemia-confusion");
    const f = finding(r, "hyponatraemia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/profound hyponatraemia.*confusion/);
    expect(f?.nextSteps.join(" ")).toMatch(/10 mmol\/L in the first 24 hours/);
  });

  it("10: suspected PE on a combined pill is read as an emergency", () => {
    const r = run("10-us-pe-combined-pill");
    expect(finding(r, "suspected-pulmonary-embolism")?.severity).toBe("critical");
    // Pleuritic pain with a likely PE is not also read as a possible acute coronary syndrome.
    expect(codes(r)).not.toContain("chest-pain-single-normal-troponin");
  });

  it("11: resolved arm weakness and slurred speech in the notes read as a suspected TIA with NG128 actions", () => {
    const r = run("11-uk-tia-symptoms-in-notes");
    const f = finding(r, "stroke-tia-symptoms-in-notes");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/\("this morning sudden weakness of the right arm and slurred speech/);
    expect(f?.clinician).toMatch(/suspected TIA.*aspirin 300 mg.*within 24 hours.*ABCD2/);
    expect(f?.evidenceIds).toEqual(["nice-ng128-stroke-tia"]);
    expect(patientText(r)).toMatch(/mini-stroke/);
  });

  it("ongoing symptoms read as a suspected stroke for 999 transfer", () => {
    const c = load("11-uk-tia-symptoms-in-notes");
    c.data.additionalContext =
      "GP practice telephone consultation: sudden weakness of the right arm and slurred speech since 11:30 this morning.";
    const f = finding(runReviewCase(c), "stroke-tia-symptoms-in-notes");
    expect(f?.clinician).toMatch(/suspected stroke: an emergency/);
    expect(f?.nextSteps).toEqual(["Emergency transfer (999) to an acute stroke unit now"]);
  });

  it("on an anticoagulant a suspected TIA is sent for imaging rather than aspirin", () => {
    const c = load("11-uk-tia-symptoms-in-notes");
    c.data.medications.push({ medication: "Apixaban 5 mg tablets", status: "active", frequency: "twice daily" });
    const f = finding(runReviewCase(c), "stroke-tia-symptoms-in-notes");
    expect(f?.nextSteps[0]).toMatch(/urgent brain imaging/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Aspirin 300 mg/);
  });

  it("a stroke years ago in the history is not read as new symptoms", () => {
    const c = load("11-uk-tia-symptoms-in-notes");
    c.data.additionalContext =
      "GP practice review. Stroke in 2019 with sudden weakness of the right arm, fully recovered. No new symptoms.";
    expect(codes(runReviewCase(c))).not.toContain("stroke-tia-symptoms-in-notes");
  });

  it("12: an expired, unrenewed auto-injector after anaphylaxis still asks for two pens", () => {
    const r = run("12-us-anaphylaxis-history-no-epinephrine");
    expect(codes(r)).toContain("anaphylaxis-no-adrenaline-auto-injector");
  });

  it("an auto-injector the patient carries in date still silences the finding", () => {
    const c = load("12-us-anaphylaxis-history-no-epinephrine");
    c.data.additionalContext = "Annual physical. Anaphylaxis to peanuts age 19. Carries two EpiPens, checked today.";
    expect(codes(runReviewCase(c))).not.toContain("anaphylaxis-no-adrenaline-auto-injector");
  });

  it("13: melaena on warfarin reads the home blood pressure from the notes as circulatory strain", () => {
    const r = run("13-us-warfarin-melena-bp-in-notes");
    expect(finding(r, "warfarin-major-bleeding")?.clinician).toMatch(
      /systolic blood pressure 88 mmHg \(in the notes\)/,
    );
  });
});
