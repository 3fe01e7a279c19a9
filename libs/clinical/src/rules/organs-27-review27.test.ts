import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, edit, load } = reviewFolder(new URL("./fixtures/organs-27-review27/", import.meta.url));

/** A lab-results case read afresh with its clinical notes replaced. */
function withNotes(name: string, notes: string) {
  const c = load(name);
  c.patientContext.clinicalNotes = notes;
  return c;
}

describe("a positive Gram-negative blood culture is read as a bloodstream infection (review 27, organs-27)", () => {
  it("15: Gram-negative rods phoned to a UK GP with rigors and lactate 3.1 are critical, NICE NG51, 999", () => {
    const r = run("15-uk-crp-pct-blood-culture");
    const f = finding(r, "blood-culture-gram-negative");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/almost never contamination/);
    expect(f?.clinician).toMatch(/could this be sepsis\?' \(NICE NG51\)/);
    expect(f?.clinician).toMatch(/Lactate 3\.1 mmol\/L \(2026-11-30\) is above its range/);
    expect(f?.clinician).toMatch(/Contact the patient now and assess face to face as an emergency/);
    expect(f?.evidenceIds).toEqual(["idmic-blood-culture-gram-negatives", "nice-ng51-sepsis"]);
    expect(f?.patient).toMatch(/Call 999 now/);
    // Kidney staging from one acute creatinine is left out while the infection is treated.
    expect(codes(r)).not.toContain("ckd-stage");
  });

  it("15: a blood culture with no growth gives no finding", () => {
    const c = withNotes(
      "15-uk-crp-pct-blood-culture",
      "Results phoned to GP practice, Exeter. Blood cultures taken yesterday: no growth at 48 hours. Burning on passing urine.",
    );
    expect(codes(runReviewCase(c))).not.toContain("blood-culture-gram-negative");
  });

  it("15: E. coli grown from urine while the blood cultures are pending is not a bloodstream infection", () => {
    const c = withNotes(
      "15-uk-crp-pct-blood-culture",
      "Results phoned to GP practice, Exeter. Blood cultures pending, urine culture grew E. coli. Right loin pain.",
    );
    expect(codes(runReviewCase(c))).not.toContain("blood-culture-gram-negative");
  });

  it("15: a patient already on the ward is graded high and the advice is for the ward team", () => {
    const c = withNotes(
      "15-uk-crp-pct-blood-culture",
      "Currently an inpatient on the medical ward on IV co-amoxiclav. Blood cultures: Gram-negative rods in 1 of 2 bottles.",
    );
    const f = finding(runReviewCase(c), "blood-culture-gram-negative");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/For the ward team/);
  });

  it("15: an E. coli blood culture on a US record cites the Surviving Sepsis Campaign, not NICE", () => {
    const c = load("15-uk-crp-pct-blood-culture");
    c.patientContext.clinicalNotes =
      "Urgent care, Tucson, Arizona. Blood culture from yesterday grew E. coli. Rigors overnight.";
    c.labResults = [{ name: "Creatinine", value: "1.6", unit: "mg/dL", referenceRange: "0.5-1.1", flag: "High" }];
    const r = runReviewCase(c);
    const f = finding(r, "blood-culture-gram-negative");
    expect(f?.clinician).toMatch(/Surviving Sepsis Campaign 2021/);
    expect(f?.evidenceIds).toEqual(["idmic-blood-culture-gram-negatives", "ssc-2021-sepsis"]);
    expect(clinicianText(r) + patientText(r)).not.toMatch(/NICE NG51|\b999\b/);
  });
});

describe("eye symptoms beside reactive syphilis serology (review 27, organs-27)", () => {
  it("16: blurred vision with RPR 1:32 on ART is critical: immediate eye assessment, treated as neurosyphilis", () => {
    const f = finding(run("16-us-hiv-viral-load-syphilis"), "syphilis-serology-reactive");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/Eye symptoms in the notes \("blurred vision"\): possible ocular syphilis/);
    expect(f?.clinician).toMatch(/immediate ophthalmologic evaluation/);
    expect(f?.evidenceIds).toContain("cdc-syphilis-neuro-ocular-oto");
    expect(f?.patient).toMatch(/eye specialist to see you today/);
  });

  it("16: without eye or ear symptoms the finding stays high with no eye advice", () => {
    const f = finding(
      runReviewCase(withNotes("16-us-hiv-viral-load-syphilis", "HIV clinic, Chicago. New painless rash on palms.")),
      "syphilis-serology-reactive",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).not.toMatch(/ocular syphilis|otosyphilis/);
    expect(f?.evidenceIds).not.toContain("cdc-syphilis-neuro-ocular-oto");
  });

  it("16: new hearing loss points to otosyphilis and an ear specialist, without raising the grade", () => {
    const f = finding(
      runReviewCase(
        withNotes("16-us-hiv-viral-load-syphilis", "HIV clinic, Chicago. Hearing loss in the left ear for a week."),
      ),
      "syphilis-serology-reactive",
    );
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/possible otosyphilis/);
  });

  it("16: eye symptoms that are denied do not count", () => {
    const f = finding(
      runReviewCase(withNotes("16-us-hiv-viral-load-syphilis", "HIV clinic, Chicago. No blurred vision or eye pain.")),
      "syphilis-serology-reactive",
    );
    expect(f?.severity).toBe("high");
  });
});

describe("ALT on a statin at exactly 3 times the upper limit (review 27, organs-27)", () => {
  it("03: ALT 138 on a limit of 46 is moderate with the stop-if-it-persists advice", () => {
    const f = finding(run("03-us-statin-alt-3x"), "statin-alt-elevated");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).toMatch(/Stop the statin if ALT stays at 3 times the upper limit or more/);
  });

  it("03: ALT 130 (2.8 times) stays low and the statin is continued", () => {
    const c = edit("03-us-statin-alt-3x", (d) => {
      d.recentAbnormalLabs![0]!.value = "130";
    });
    const f = finding(runReviewCase(c), "statin-alt-elevated");
    expect(f?.severity).toBe("low");
    expect(f?.nextSteps.join(" ")).toMatch(/Continue the statin/);
  });
});
