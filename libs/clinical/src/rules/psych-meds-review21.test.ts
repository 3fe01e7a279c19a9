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
 * Clinical review 21, psychiatric medicine monitoring: lithium levels and their timing, lithium with
 * clearance-lowering medicines, carbamazepine and SSRI low sodium, valproate liver and platelets,
 * amisulpride prolactin, citalopram with low potassium and magnesium, clozapine neutropenia, and a
 * quiet lithium check. Synthetic cases in fixtures/psych-meds-review21.
 */
const FOLDER = new URL("./fixtures/psych-meds-review21/", import.meta.url);
const { run } = reviewFolder(FOLDER);

describe("psych-meds review 21", () => {
  it("01: reads a lithium level's own lab note (4 hours post dose) as a mistimed sample, not toxicity", () => {
    const r = run("01-lithium-1-3-4h-post-dose-uk");
    const f = finding(r, "lithium-level-high");
    expect(f?.severity).toBe("moderate");
    expect(clinicianText(r)).toContain('not a 12-hour trough ("4 hours post dose")');
    expect(clinicianText(r)).toContain("Repeat the level as a 12-hour trough");
    expect(patientText(r)).toContain("sooner after your dose than the 12 hours");
  });

  it("02: a low lithium level on a 12-hour sample is reported as low, with no toxicity finding", () => {
    const r = run("02-lithium-0-3-low-uk");
    expect(codes(r)).not.toContain("lithium-level-high");
    expect(codes(r)).toContain("lab-low");
    expect(patientText(r)).toContain("lithium level is lower than the usual range");
  });

  it("03: a level the notes record as a 12-hour trough is not sent back to confirm its timing", () => {
    const r = run("03-lithium-new-nsaid-thiazide-egfr-fall-ehr");
    const text = clinicianText(r);
    expect(text).not.toContain("Confirm a 12-hour trough sample");
    expect(text).toContain("the sample is recorded as a 12-hour trough");
    expect(finding(r, "lithium-level-high")?.severity).toBe("high");
    // The level's finding names both as the likely cause, so the general interaction line steps aside (review 23).
    expect(codes(r)).not.toContain("lithium-interacting-drug");
    expect(text).toMatch(/Naproxen 500 mg and Bendroflumethiazide 2\.5 mg \(started in the last 3 months\)/i);
    // The trend names the level, since the bullet opens with the medicine, not the result.
    expect(patientText(r)).toContain("You take lithium. Your lithium level has been going up over time.");
  });

  it("04: carbamazepine for bipolar disorder with low sodium is reviewed with psychiatry, without a seizure warning", () => {
    const r = run("04-carbamazepine-sodium-129-uk");
    expect(codes(r)).toEqual(expect.arrayContaining(["hyponatraemia", "antiepileptic-low-sodium"]));
    const text = clinicianText(r);
    expect(text).toContain("Review Tegretol Retard with the prescriber or psychiatry");
    expect(text).not.toContain("seizure risk");
  });

  it("04b: with epilepsy recorded, the carbamazepine review stays with neurology", () => {
    const c = loadReviewCase(FOLDER, "04-carbamazepine-sodium-129-uk");
    c.patientContext.conditions = [{ name: "Focal epilepsy", status: "active" }];
    const text = clinicianText(runReviewCase(c));
    expect(text).toContain("with the prescriber or neurology");
    expect(text).toContain("(seizure risk)");
  });

  it("05: an 82-year-old on new sertraline with sodium 126 gets a high-priority low sodium naming sertraline", () => {
    const r = run("05-older-sertraline-sodium-126-us");
    expect(finding(r, "hyponatraemia")?.severity).toBe("high");
    expect(clinicianText(r)).toContain("Sertraline is an SSRI");
    expect(patientText(r)).toContain("your sertraline");
  });

  it("06: FIB-4 is not banded when valproate explains the low platelets", () => {
    const r = run("06-valproate-alt-ammonia-platelets-us");
    expect(codes(r)).not.toContain("fib4-fibrosis-risk");
    expect(codes(r)).toContain("fib4-deferred");
    expect(clinicianText(r)).toContain("which lowers platelets itself");
    expect(clinicianText(r)).not.toContain("Refer to hepatology for assessment of advanced fibrosis");
    expect(patientText(r)).not.toContain("high chance of scarring");
    expect(finding(r, "valproate-liver-platelets")?.severity).toBe("high");
    expect(codes(r)).toContain("valproate-hyperammonaemia");
  });

  it("07: a high prolactin on amisulpride in a young woman with no periods asks for a pregnancy test", () => {
    const r = run("07-amisulpride-prolactin-high-uk");
    expect(codes(r)).toContain("prolactin-high-on-dopamine-blocker");
    expect(clinicianText(r)).toContain("Pregnancy test if pregnancy is possible");
    const man = loadReviewCase(FOLDER, "07-amisulpride-prolactin-high-uk");
    man.patientContext.gender = "male";
    expect(clinicianText(runReviewCase(man))).not.toContain("Pregnancy test");
  });

  it("08: low potassium and magnesium with citalopram are read as a QT risk", () => {
    const r = run("08-citalopram-low-k-mg-us");
    const f = finding(r, "qt-drug-low-potassium-magnesium");
    expect(f?.severity).toBe("moderate");
    expect(clinicianText(r)).toMatch(/Potassium 3\.1 mEq\/L .* and magnesium 1\.4 mg\/dL .* while taking Citalopram/i);
    expect(patientText(r)).toContain("You take citalopram, which can affect the heart's rhythm");
    expect(codes(r)).toContain("diuretic-hypokalaemia");
  });

  it("08b: without a QT-prolonging medicine the low salts raise no QT finding", () => {
    const c = loadReviewCase(FOLDER, "08-citalopram-low-k-mg-us");
    c.patientContext.medications = c.patientContext.medications.filter(
      (m: { name: string }) => m.name !== "Citalopram",
    );
    expect(codes(runReviewCase(c))).not.toContain("qt-drug-low-potassium-magnesium");
  });

  it("09: clozapine with a neutrophil count of 1400/µL is flagged for same-day contact", () => {
    const r = run("09-clozapine-anc-1-4-us-units");
    expect(codes(r)).toContain("clozapine-neutropenia");
    expect(patientText(r)).toContain("or your clozapine clinic, today");
  });

  it("10: a stable lithium level with normal kidney, thyroid and calcium tests stays quiet", () => {
    const r = run("10-lithium-stable-quiet-uk");
    expect(codes(r)).toEqual([]);
    expect(patientText(r)).toContain("Nothing in these results stands out");
  });
});
