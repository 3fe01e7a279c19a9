import { describe, expect, it } from "vitest";
import { codes, finding, type ReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The lipid review's cases (round 18, lipids-2): non-HDL goals, UK and US frames, one-sided ranges. */
const { load, run } = reviewFolder(new URL("./fixtures/lipids-2-review18/", import.meta.url));
const NON_HDL = "non-hdl-above-goal-ascvd";
const LDL = "ldl-above-goal-ascvd";
const FALL = "non-hdl-fall-below-40-primary";

/** A lab of a lab-results case, changed in place. */
function withLab(c: ReviewCase, name: RegExp, change: Record<string, string>): ReviewCase {
  const copy = structuredClone(c);
  const lab = (copy.labResults as { name: string }[]).find((l) => name.test(l.name));
  Object.assign(lab ?? {}, change);
  return copy;
}

describe("non-HDL cholesterol above goal while LDL-C is at goal, US units", () => {
  it("names non-HDL-C 134 mg/dL, computed from total minus HDL, against the 2026 ACC/AHA goal of 100 (case 01)", () => {
    const r = run("01-us-post-mi-ldl-at-goal-non-hdl-high-tg");
    const f = finding(r, NON_HDL);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(
      /LDL-C 64 mg\/dL .*is at goal, but non-HDL-C is 134 mg\/dL \(total 172 mg\/dL minus HDL 38 mg\/dL\)/,
    );
    expect(f?.clinician).toMatch(/LDL-C below 70 mg\/dL and non-HDL-C below 100 mg\/dL/);
    expect(f?.clinician).toMatch(/Triglycerides are raised at 342 mg\/dL/);
    expect(f?.evidenceIds).toContain("acc-aha-2026-dyslipidemia");
    expect(codes(r)).not.toContain(LDL);
  });

  it("says what to do: secondary causes of high triglycerides, lifestyle, then more LDL-lowering (case 01)", () => {
    const f = finding(run("01-us-post-mi-ldl-at-goal-non-hdl-high-tg"), NON_HDL);
    expect(f?.nextSteps[0]).toMatch(
      /secondary causes of raised triglycerides: excess alcohol, diabetes above target, hypothyroidism/,
    );
    expect(f?.nextSteps[1]).toMatch(/^Lifestyle first/);
    expect(f?.nextSteps[2]).toMatch(
      /^Already on a maximal statin \(atorvastatin 80 mg\): .*add ezetimibe if non-HDL-C stays at or above 100 mg\/dL/,
    );
    expect(f?.patient).toMatch(/LDL \('bad'\) cholesterol is at its goal, but your non-HDL cholesterol/);
    expect(f?.patient).toMatch(/triglycerides .* are also raised/);
  });

  it("uses the very-high-risk goal of 85 mg/dL and, on ezetimibe already, adds a PCSK9 antibody (case 04)", () => {
    const f = finding(run("04-us-very-high-risk-ldl-50-non-hdl-104"), NON_HDL);
    expect(f?.clinician).toMatch(/very-high-risk ASCVD of LDL-C below 55 mg\/dL and non-HDL-C below 85 mg\/dL/);
    expect(f?.clinician).toMatch(/non-HDL-C is 104 mg\/dL/);
    const step = f?.nextSteps.find((s) => /maximal statin/.test(s));
    expect(step).toMatch(/with ezetimibe\): .*add a PCSK9 antibody/);
    expect(step).not.toMatch(/add ezetimibe/);
  });

  it("stays quiet when LDL-C and non-HDL-C are both at goal, computed or reported (cases 03, 12)", () => {
    for (const name of [
      "03-us-post-mi-ldl-non-hdl-both-at-goal-quiet",
      "12-us-post-stroke-tg-normal-non-hdl-reported-quiet",
    ]) {
      const r = run(name);
      expect(codes(r)).not.toContain(NON_HDL);
      expect(codes(r)).not.toContain(LDL);
    }
  });
});

describe("UK (mmol/L) secondary prevention: NICE NG238 named, not replaced by US goals", () => {
  it("reads non-HDL-C 3.1 mmol/L with no LDL-C against NICE's 2.6 mmol/L (case 13)", () => {
    const f = finding(run("13-uk-post-mi-no-ldl-non-hdl-3-1"), NON_HDL);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/NICE NG238 aims in secondary prevention for non-HDL-C 2.6 mmol\/L or less/);
    expect(f?.clinician).not.toMatch(/mg\/dL/);
    expect(f?.evidenceIds).toContain("nice-cg181-lipid-modification");
    expect(f?.nextSteps[0]).toMatch(/^Raise the statin \(atorvastatin 40 mg\)/);
  });

  it("with LDL-C 1.6 meeting NICE and triglycerides raised, names non-HDL-C 3.0 at low priority (case 14)", () => {
    const f = finding(run("14-uk-post-mi-ldl-1-6-tg-2-8-non-hdl-3-0"), NON_HDL);
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/LDL-C 2.0 mmol\/L or less, which this LDL-C meets/);
    expect(f?.clinician).toMatch(/triglyceride-rich remnants/);
  });

  it("says an LDL-C of 1.7 mmol/L meets NICE's target beside the lower ACC/AHA and ESC goals, at low priority (case 02)", () => {
    const r = run("02-uk-stroke-ldl-low-non-hdl-calculated-mmol");
    const f = finding(r, LDL);
    expect(f?.severity).toBe("low");
    // A UK record (HbA1c in mmol/mol) leads with NICE (review 30, country-30).
    expect(f?.clinician).toMatch(
      /\); NICE NG238 aims for LDL-C 2.0 mmol\/L or less .*which this LDL-C meets.* Other guidelines set lower goals/,
    );
    expect(f?.patient).toMatch(/above the lower goal some guidelines set/);
    expect(codes(r)).not.toContain(NON_HDL);
  });

  it("keeps the LDL-C finding moderate when it is above NICE's target as well", () => {
    const c = withLab(load("02-uk-stroke-ldl-low-non-hdl-calculated-mmol"), /LDL/, { value: "2.3" });
    const f = finding(runReviewCase(c), LDL);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/which this LDL-C is above\. Other guidelines set lower goals/);
    expect(f?.patient).toMatch(/above the goal for people/);
  });
});

describe("primary prevention: no secondary-prevention goal; NICE's 40% fall on a UK panel", () => {
  it("states no LDL-C or non-HDL-C goal without vascular disease in US units (cases 09, 10)", () => {
    for (const name of [
      "09-us-primary-prevention-diabetes-ldl-92-non-hdl-150",
      "10-us-primary-prevention-ldl-138-no-statin",
    ]) {
      const r = run(name);
      expect(codes(r)).not.toContain(NON_HDL);
      expect(codes(r)).not.toContain(LDL);
      expect(codes(r)).not.toContain(FALL);
      expect(r.findings.map((f) => f.clinician).join(" ")).not.toMatch(/below 70 mg\/dL|below 100 mg\/dL and non-HDL/);
    }
  });

  it("names a 29% fall in non-HDL-C on atorvastatin 20 mg against NICE's more than 40% (case 08)", () => {
    const f = finding(run("08-uk-ehr-primary-prevention-non-hdl-fall-29pct"), FALL);
    expect(f?.clinician).toMatch(
      /Non-HDL-C 5.1 mmol\/L .* on 2026-05-12, before the statin .* was started on 2026-05-20, and 3.6 mmol\/L .*: a fall of 29%/,
    );
    expect(f?.clinician).toMatch(/NICE NG238 aims for a fall of more than 40%/);
    expect(f?.nextSteps[0]).toMatch(/adherence and the timing of the dose/);
    expect(f?.patient).toMatch(/come down by about 29%/);
    expect(f?.evidenceIds).toContain("nice-cg181-lipid-modification");
  });

  it("is quiet after a fall of more than 40%, and without the statin's start date", () => {
    const c = load("08-uk-ehr-primary-prevention-non-hdl-fall-29pct");
    const better = structuredClone(c);
    const tc = (better.data.recentNormalLabs as { display: string; value: string }[]).find(
      (l) => l.display === "Serum cholesterol",
    );
    if (tc) tc.value = "4.2";
    expect(codes(runReviewCase(better))).not.toContain(FALL);
    const undated = structuredClone(c);
    for (const m of undated.data.medications as { startDate?: string }[]) delete m.startDate;
    expect(codes(runReviewCase(undated))).not.toContain(FALL);
  });
});

describe("one-sided reference ranges", () => {
  it('does not call HDL 1.0 low against a printed ">1.0", nor a ratio 4.9 against "<=5.0" (case 05)', () => {
    const r = run("05-uk-hdl-at-printed-limit-quiet");
    expect(r.findings.filter((f) => f.code === "lab-low" || f.code === "lab-high")).toHaveLength(0);
  });

  it('still calls HDL 0.9 low against ">1.0"', () => {
    const c = withLab(load("05-uk-hdl-at-printed-limit-quiet"), /HDL/, { value: "0.9" });
    expect(runReviewCase(c).findings.some((f) => f.code === "lab-low" && /HDL/.test(f.clinician))).toBe(true);
  });

  it('reads "≥1.2" and "<=4.0" as including the figure, and "<1.7" as excluding it (case 06)', () => {
    const r = run("06-uk-hdl-ge-limit-and-below");
    const flagged = r.findings.filter((f) => f.code === "lab-low" || f.code === "lab-high").map((f) => f.clinician);
    expect(flagged.some((t) => /^HDL/.test(t))).toBe(false);
    expect(flagged.some((t) => /^Non-HDL/.test(t))).toBe(false);
    expect(flagged.some((t) => /^Triglycerides 1.7 mmol\/L/.test(t))).toBe(true);
  });

  it('does not call HDL 40 mg/dL low against "> OR = 40" (case 07)', () => {
    expect(codes(run("07-us-hdl-40-ge-limit-quiet"))).not.toContain("lab-low");
  });
});

describe("the folded lipid point's citations", () => {
  it("cites nothing when only the triglyceride result has a supporting page (case 11)", () => {
    const text = String(run("11-uk-mixed-lipids-folded-citation").result.patientResponse);
    const line = text.split("\n").find((l) => l.startsWith("- Several of your cholesterol results"));
    expect(line).toMatch(/high total cholesterol, low HDL \('good'\) cholesterol and high triglycerides/);
    expect(line).not.toMatch(/\[\d+\]/);
  });
});
