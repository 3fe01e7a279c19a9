import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/*
 * Lab lines read with the rest of the record (review 11): a low creatinine in pregnancy (renal 14),
 * a low calcium with a low magnesium (renal 04), a raised platelet count with iron deficiency
 * (onc-haem 11). Synthetic records, no real patient.
 */
const RENAL = new URL("./fixtures/renal-review11/", import.meta.url);
const ONC = new URL("./fixtures/onc-haem-review11/", import.meta.url);
type Result = ReturnType<typeof runReviewCase>;
const line = (r: Result, code: string, name: RegExp) => r.findings.find((f) => f.code === code && name.test(f.title));

describe("low creatinine in pregnancy (review 11 renal #14)", () => {
  it("reads creatinine 41 µmol/L at 28 weeks as expected in pregnancy, not low muscle mass", () => {
    const r = runReviewCase(loadReviewCase(RENAL, "14-pregnancy-normal-physiology"));
    const f = line(r, "lab-low", /Creatinine/);
    expect(f?.clinician).toMatch(/is expected in pregnancy: the kidneys filter more/);
    expect(f?.clinician).toMatch(/above 77 µmol\/L \(0\.87 mg\/dL\)/);
    expect(f?.clinician).not.toMatch(/muscle mass/);
    expect(f?.evidenceIds).toContain("wiles-2019-creatinine-pregnancy");
  });

  it("keeps the muscle-mass reading when the woman is not pregnant", () => {
    const c = loadReviewCase(RENAL, "14-pregnancy-normal-physiology");
    c.data.pastMedicalHistory = [];
    c.data.additionalContext = "Routine bloods. Well.";
    const f = line(runReviewCase(c), "lab-low", /Creatinine/);
    expect(f?.clinician).toMatch(/muscle mass/);
    expect(f?.clinician).not.toMatch(/pregnancy/);
  });
});

describe("low calcium with a low magnesium (review 11 renal #04)", () => {
  it("names the low magnesium as the cause to correct first, in the calcium line and the PPI finding", () => {
    const r = runReviewCase(loadReviewCase(RENAL, "04-ppi-hypomagnesaemia"));
    const ca = line(r, "lab-low", /Calcium/);
    expect(ca?.clinician).toMatch(/comes with a low magnesium \(0\.41 mmol\/L/);
    expect(ca?.clinician).toMatch(/the one to correct first/);
    expect(ca?.clinician).not.toMatch(/neck surgery/);
    expect(ca?.evidenceIds).toEqual(
      expect.arrayContaining(["sfe-2016-acute-hypocalcaemia", "nhs-ayrshire-arran-hypocalcaemia"]),
    );
    // Magnesium 0.41 with a low calcium: the intravenous plan says "magnesium first" once, so the
    // PPI finding does not repeat it (review 21, leftovers-21g case 01).
    const severe = r.findings.find((f) => f.code === "hypomagnesaemia-severe-symptomatic");
    expect(severe?.nextSteps.join(" ")).toMatch(/correcting the magnesium first/);
    const ppi = r.findings.find((f) => f.code === "ppi-hypomagnesaemia");
    expect(ppi?.nextSteps.join(" ")).not.toMatch(/magnesium first/);
    expect(ppi?.nextSteps).not.toContain("Check calcium");
  });

  it("keeps the usual list of causes when magnesium is normal", () => {
    const c = loadReviewCase(RENAL, "04-ppi-hypomagnesaemia");
    for (const l of c.data.recentAbnormalLabs)
      if (/magnesium/i.test(l.display)) {
        l.value = "0.85";
        l.interpretation = "Normal";
      }
    const ca = line(runReviewCase(c), "lab-low", /Calcium/);
    expect(ca?.clinician).toMatch(/neck surgery/);
    expect(ca?.clinician).not.toMatch(/correct first/);
  });
});

describe("raised platelets with iron deficiency (review 11 onc-haem #11)", () => {
  it("reads platelets 548 with ferritin 5 as a likely reaction to the iron deficiency, rechecked after iron", () => {
    const r = runReviewCase(loadReviewCase(ONC, "11-thrombocytosis-iron-def"));
    const f = line(r, "lab-high", /Platelet/);
    expect(f?.clinician).toMatch(/most likely a reaction to the iron deficiency in the record \(ferritin 5/);
    expect(f?.clinician).toMatch(/recheck it once iron has been replaced/);
    expect(f?.evidenceIds).toContain("ash-2006-thrombocytosis-ida");
  });

  it("keeps the generic text when ferritin is normal", () => {
    const c = loadReviewCase(ONC, "11-thrombocytosis-iron-def");
    for (const l of c.data.recentAbnormalLabs)
      if (/ferritin/i.test(l.display)) {
        l.value = "80";
        l.interpretation = "Normal";
      }
    const f = line(runReviewCase(c), "lab-high", /Platelet/);
    expect(f?.clinician).not.toMatch(/reaction to the iron deficiency in the record/);
  });
});
