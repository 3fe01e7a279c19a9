import { describe, expect, it } from "vitest";
import { codes, finding, type ReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The lipid review's cases (round 17, lipids-2026), read against the 2026 ACC/AHA dyslipidemia guideline. */
const { load, run } = reviewFolder(new URL("./fixtures/lipids-review17/", import.meta.url));
type Run = ReturnType<typeof runReviewCase>;
/** Findings above low/info: what a reader would be asked to act on. */
const actionable = (r: Run) =>
  r.findings.filter((f) => f.severity !== "low" && f.severity !== "info").map((f) => f.code);
const LPA_STEP = /Measure lipoprotein\(a\) once/;

describe("LDL-C 88 mg/dL on atorvastatin 40 mg after an NSTEMI (review 17, lipids 01)", () => {
  it("states the 2026 ACC/AHA goals of LDL-C below 70 and non-HDL-C below 100 mg/dL and cites the guideline", () => {
    const f = finding(run("01-ehr-post-mi-atorva40-ldl-88"), "ldl-above-goal-ascvd");
    expect(f?.clinician).toMatch(
      /2026 ACC\/AHA dyslipidemia guideline sets goals of LDL-C below 70 mg\/dL and non-HDL-C below 100 mg\/dL/,
    );
    expect(f?.clinician).toMatch(/ESC\/EAS 2019 sets a lower goal/);
    expect(f?.evidenceIds).toContain("acc-aha-2026-dyslipidemia");
  });

  it("reads atorvastatin 40 mg as high intensity, and asks for a first lipoprotein(a)", () => {
    const f = finding(run("01-ehr-post-mi-atorva40-ldl-88"), "ldl-above-goal-ascvd");
    expect(f?.nextSteps[0]).toMatch(
      /^Already on a high-intensity statin \(atorvastatin 40 mg tablet\): .*raise to the highest tolerated dose or add ezetimibe/,
    );
    expect(f?.nextSteps.some((s) => LPA_STEP.test(s))).toBe(true);
  });

  it('"no PCI" in the notes is not a revascularisation; a PCI recorded makes it very high risk (goal 55 mg/dL)', () => {
    const c = load("01-ehr-post-mi-atorva40-ldl-88");
    expect(finding(runReviewCase(c), "ldl-above-goal-ascvd")?.clinician).not.toMatch(/very high risk/);
    const pci = structuredClone(c);
    pci.data.additionalContext = "17 months after NSTEMI, treated with PCI to the RCA. Never smoked.";
    const f = finding(runReviewCase(pci), "ldl-above-goal-ascvd");
    expect(f?.clinician).toMatch(
      // A US record (mg/dL): US spelling for the clinician (review 29, words-29).
      /very high risk .*\(myocardial infarction, coronary revascularization, hypertension\)/,
    );
    expect(f?.clinician).toMatch(/LDL-C below 55 mg\/dL and non-HDL-C below 85 mg\/dL/);
  });
});

describe("LDL-C 62 mg/dL after an MI without other high-risk features (review 17, lipids 02)", () => {
  it("is at the 2026 ACC/AHA goal (below 70 mg/dL, non-HDL 82) and stays quiet", () => {
    const r = run("02-ehr-post-mi-ldl-62-at-goal");
    expect(codes(r)).not.toContain("ldl-above-goal-ascvd");
    expect(actionable(r)).toEqual([]);
  });
});

describe("LDL-C 205 mg/dL in a 35-year-old (review 17, lipids 03)", () => {
  it("calls it severe hypercholesterolaemia, cites the 2026 guideline beside NLA, and asks for lipoprotein(a)", () => {
    const f = finding(run("03-ldl-205-age-35"), "severe-hypercholesterolaemia");
    expect(f?.clinician).toMatch(/LDL-C 205 mg\/dL .*severe hypercholesterolemia/);
    // Review 36 (cardio-36 case 10): an untreated US adult is cited US sources, ESC/EAS no longer.
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["nla-2015-part1", "acc-aha-2026-dyslipidemia", "acc-aha-2019-primary-prevention"]),
    );
    expect(f?.nextSteps.some((s) => LPA_STEP.test(s))).toBe(true);
  });

  it("does not ask for lipoprotein(a) when one is already in the record", () => {
    const c = load("03-ldl-205-age-35");
    c.labResults.push({ name: "Lipoprotein (a)", value: "22", unit: "nmol/L", date: "2024-03-01" });
    const f = finding(runReviewCase(c), "severe-hypercholesterolaemia");
    expect(f?.nextSteps.some((s) => LPA_STEP.test(s))).toBe(false);
  });
});

describe("Lipoprotein(a) 180 nmol/L (review 17, lipids 04)", () => {
  it("is a risk enhancer by NLA and the 2026 ACC/AHA guideline, with cascade testing of relatives", () => {
    const f = finding(run("04-lpa-180-nmol"), "lpa-elevated");
    expect(f?.evidenceIds).toEqual(["nla-2024-lpa", "acc-aha-2026-dyslipidemia"]);
    expect(f?.nextSteps).toContain("Offer testing of first-degree relatives for high lipoprotein(a) (cascade testing)");
  });

  it("120 nmol/L is below the 125 nmol/L threshold", () => {
    const c = load("04-lpa-180-nmol");
    c.labResults[0].value = "120";
    expect(codes(runReviewCase(c))).not.toContain("lpa-elevated");
  });
});

describe("Triglycerides 620 mg/dL with HbA1c 9.1% (review 17, lipids 05)", () => {
  it("names poor glucose control, offers a fibrate if they persist despite diet, and cites the 2026 guideline", () => {
    const r = run("05-tg-620-diabetes");
    const f = finding(r, "severe-hypertriglyceridaemia");
    expect(f?.clinician).toMatch(/poor glucose control raises triglycerides/);
    expect(f?.nextSteps).toContain(
      "If triglycerides stay at 500 mg/dL (5.6 mmol/L) or more despite diet, consider a fibrate",
    );
    expect(f?.evidenceIds).toContain("acc-aha-2026-dyslipidemia");
  });

  it("an LDL by the Sampson (NIH) equation at 620 mg/dL is within its range and not questioned", () => {
    expect(codes(run("05-tg-620-diabetes"))).not.toContain("ldl-calculated-high-triglycerides");
  });
});

describe("Primary prevention on atorvastatin 20 mg at goal (review 17, lipids 06)", () => {
  it("LDL-C 88, non-HDL 111 mg/dL and Lp(a) <10 mg/dL: quiet", () => {
    const r = run("06-primary-prevention-at-goal-quiet");
    expect(actionable(r)).toEqual([]);
    expect(r.findings.flatMap((f) => f.nextSteps).some((s) => LPA_STEP.test(s))).toBe(false);
  });
});

describe("LDL-C 62 mg/dL after MI with PCI and an ischaemic stroke, with diabetes (review 17, lipids 07)", () => {
  it("is very high risk by the 2026 ACC/AHA definition: above the 55 mg/dL goal, ezetimibe next on atorvastatin 80 mg", () => {
    const f = finding(run("07-ehr-very-high-risk-ldl-62"), "ldl-above-goal-ascvd");
    expect(f?.clinician).toMatch(
      /very high risk by the 2026 ACC\/AHA dyslipidemia guideline \(ischemic stroke, myocardial infarction/,
    );
    expect(f?.clinician).toMatch(/ESC\/EAS 2019 sets the same goal/);
    expect(f?.nextSteps[0]).toMatch(/^Already on a maximal high-intensity statin .*add ezetimibe.*≥55 mg\/dL/);
  });

  it("LDL-C 52 mg/dL meets the very-high-risk goal", () => {
    const c = load("07-ehr-very-high-risk-ldl-62");
    c.data.recentNormalLabs[0].value = "52";
    expect(codes(runReviewCase(c))).not.toContain("ldl-above-goal-ascvd");
  });
});

describe("Friedewald LDL-C 96 mg/dL with triglycerides 455 mg/dL (review 17, lipids 08)", () => {
  it("reads non-HDL instead and asks the laboratory for Martin/Hopkins or Sampson, citing the 2026 guideline", () => {
    const f = finding(run("08-ehr-friedewald-ldl-tg-455"), "ldl-calculated-high-triglycerides");
    expect(f?.clinician).toMatch(/192 mg\/dL \(total 228 mg\/dL minus HDL 36 mg\/dL\)/);
    expect(f?.nextSteps).toContain(
      "Ask the laboratory whether it can report LDL by the Martin/Hopkins or Sampson (NIH) equation instead",
    );
    expect(f?.evidenceIds).toContain("acc-aha-2026-dyslipidemia");
  });

  it("below 500 mg/dL the triglycerides are not called severe", () => {
    expect(codes(run("08-ehr-friedewald-ldl-tg-455"))).not.toContain("severe-hypertriglyceridaemia");
  });
});

describe("Lipoprotein(a) 45 mg/dL (review 17, lipids 09)", () => {
  it("is flagged by the laboratory but below the 50 mg/dL risk-enhancing threshold", () => {
    const r = run("09-lpa-45-mgdl-below-threshold");
    expect(codes(r)).not.toContain("lpa-elevated");
    expect(actionable(r)).toEqual([]);
  });
});

describe("Two MIs, one within the past year, LDL-C 60 mg/dL on rosuvastatin 40 mg (review 17, lipids 10)", () => {
  it("a recent ACS and an older MI are two major events: very high risk, above the 55 mg/dL goal", () => {
    const f = finding(run("10-ehr-two-mis-recent-acs-ldl-60"), "ldl-above-goal-ascvd");
    expect(f?.clinician).toMatch(/\(acute coronary syndrome in the past year, myocardial infarction\)/);
    expect(f?.nextSteps.some((s) => LPA_STEP.test(s))).toBe(false);
  });

  it("once the newer MI is more than a year old, both count as one kind of event and LDL-C 60 is at goal", () => {
    const c: ReviewCase = load("10-ehr-two-mis-recent-acs-ldl-60");
    c.data.pastMedicalHistory[0].onsetDate = "2025-05-03";
    expect(codes(runReviewCase(c))).not.toContain("ldl-above-goal-ascvd");
  });
});
