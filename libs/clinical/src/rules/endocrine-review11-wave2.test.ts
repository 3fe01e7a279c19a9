import { describe, expect, it } from "vitest";
import { findCitableEvidence } from "../evidence/library.ts";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The endocrinology review's cases (round 11), kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/endocrine-review11/", import.meta.url));
type Report = ReturnType<typeof runReviewCase>;
const find = (r: Report, code: string) => r.findings.find((f) => f.code === code);
const labLine = (r: Report, title: RegExp) =>
  r.findings.find((f) => f.family === "lab-flag" && title.test(f.title))?.clinician ?? "";

describe("a mild TSH rise in the first months of amiodarone (review case 16)", () => {
  it("is a low-priority expected drug effect, with no moderate amiodarone finding or rising-TSH trend", () => {
    const r = runReviewCase(load("16-amiodarone-early-tsh-trap"));
    const f = find(r, "amiodarone-early-tsh-rise");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/TSH 6\.1 mIU\/L .* up from 2 mIU\/L before amiodarone/);
    expect(f?.clinician).toMatch(/about 7 weeks after starting/);
    expect(f?.clinician).toMatch(/expected drug effect/);
    expect(f?.nextSteps.join(" ")).toMatch(/No thyroid treatment and no change to amiodarone/);
    expect(f?.evidenceIds).toContain("eta-2018-amiodarone-thyroid");
    expect(find(r, "amiodarone-thyroid")).toBeUndefined();
    expect(r.findings.some((x) => x.code === "trend-rising" && /stimulating/i.test(x.title))).toBe(false);
  });

  it("does not call the free T4 an overactive thyroid, nor the TSH an underactive one", () => {
    const r = runReviewCase(load("16-amiodarone-early-tsh-trap"));
    expect(labLine(r, /free thyroxine/i)).toMatch(
      /on amiodarone is common and on its own is not an overactive thyroid/,
    );
    expect(labLine(r, /free thyroxine/i)).not.toMatch(/goes with an overactive thyroid/);
    expect(labLine(r, /stimulating/i)).toMatch(/first months of amiodarone is often a passing effect/);
  });

  it("keeps the moderate amiodarone finding after the first months, with a TSH of 10 or more, or a low free T4", () => {
    const late = load("16-amiodarone-early-tsh-trap");
    late.data.medications[0].startDate = "2025-06-01";
    expect(find(runReviewCase(late), "amiodarone-early-tsh-rise")).toBeUndefined();
    expect(find(runReviewCase(late), "amiodarone-thyroid")?.severity).toBe("moderate");

    const high = load("16-amiodarone-early-tsh-trap");
    high.data.recentAbnormalLabs[0].value = "14.5";
    expect(find(runReviewCase(high), "amiodarone-early-tsh-rise")).toBeUndefined();

    const lowFt4 = load("16-amiodarone-early-tsh-trap");
    lowFt4.data.recentAbnormalLabs[1].value = "9.0";
    expect(find(runReviewCase(lowFt4), "amiodarone-early-tsh-rise")).toBeUndefined();

    const undated = load("16-amiodarone-early-tsh-trap");
    delete undated.data.medications[0].startDate;
    expect(find(runReviewCase(undated), "amiodarone-early-tsh-rise")).toBeUndefined();
  });
});

describe("sulfonylurea hypoglycaemia (review case 09)", () => {
  it("gives the UK (JBDS-IP) cut-off, warns that the low can recur for 24 hours and asks to withhold the sulfonylurea today", () => {
    const r = runReviewCase(load("09-hypo-gliclazide-ckd"));
    const f = find(r, "hypoglycaemia-on-glucose-lowering");
    expect(f?.severity).toBe("critical");
    // A UK record reads the JBDS-IP line since review 41 (diabetes-41 01).
    expect(f?.clinician).toMatch(/glucose below 4\.0 mmol\/L is hypoglycaemia/);
    expect(f?.clinician).toMatch(/can last or come back for many hours .* at least 24 hours/);
    expect(f?.clinician).not.toMatch(/Not for now, once the acute illness is treated: routine care/);
    expect(f?.nextSteps.join(" ")).toMatch(/Withhold Gliclazide 80 mg tablets today/i);
    expect(f?.patient).toMatch(/can come back hours later/);
    expect(f?.evidenceIds).toContain("mifsud-bmj-case-relapsing-sulfonylurea-hypoglycaemia");
    expect(findCitableEvidence("mifsud-bmj-case-relapsing-sulfonylurea-hypoglycaemia")).toBeDefined();
    expect(find(r, "diabetes-overtreatment-older-adult")?.patient).toMatch(/Contact your doctor today/);
  });

  it("reads the HbA1c against the person's goal, not as 'blood sugar has been high'", () => {
    const r = runReviewCase(load("09-hypo-gliclazide-ckd"));
    const line = labLine(r, /a1c/i);
    expect(line).toMatch(/read against their own HbA1c goal/);
    expect(line).not.toMatch(/blood sugar has been high on average/);
  });

  it("on insulin alone gives no sulfonylurea warning", () => {
    const c = load("09-hypo-gliclazide-ckd");
    c.data.medications = [{ medication: "Insulin glargine", status: "active", dosage: "10 units" }];
    const f = find(runReviewCase(c), "hypoglycaemia-on-glucose-lowering");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).not.toMatch(/sulfonylurea \(/);
    expect(f?.evidenceIds).not.toContain("mifsud-bmj-case-relapsing-sulfonylurea-hypoglycaemia");
  });
});

describe("gestational age and TPO antibodies in pregnancy (review case 01)", () => {
  it("reads the gestational age from the LMP date and names the positive TPO antibodies", () => {
    const f = find(runReviewCase(load("01-sch-pregnancy-tpo")), "pregnancy-tsh-high");
    expect(f?.clinician).toMatch(/in pregnancy at 10 weeks \(first trimester\)/);
    expect(f?.clinician).not.toMatch(/no gestational age found/i);
    expect(f?.clinician).toMatch(/TPO\) antibodies 180 IU\/mL .* are positive: .*autoimmune thyroiditis/);
  });

  it("reads 'approx N weeks', then the trimester in the condition's name, when no LMP date is given", () => {
    const approx = load("01-sch-pregnancy-tpo");
    approx.data.additionalContext = "Booking visit. G1P0, approx 11 weeks. Tired.";
    expect(find(runReviewCase(approx), "pregnancy-tsh-high")?.clinician).toMatch(/at 11 weeks \(first trimester\)/);

    const named = load("01-sch-pregnancy-tpo");
    named.data.additionalContext = "Booking visit. Tired.";
    expect(find(runReviewCase(named), "pregnancy-tsh-high")?.clinician).toMatch(/in pregnancy in the first trimester:/);
  });

  it("does not make a woman pregnant from an LMP date or 'approx N weeks' without a recorded pregnancy", () => {
    const c = load("01-sch-pregnancy-tpo");
    c.data.pastMedicalHistory = [];
    c.data.additionalContext = "LMP 2026-09-10. Tired for approx 10 weeks.";
    const r = runReviewCase(c);
    expect(find(r, "pregnancy-tsh-high")).toBeUndefined();
  });

  it("adds no TPO sentence when the antibodies are not raised", () => {
    const c = load("01-sch-pregnancy-tpo");
    c.data.recentAbnormalLabs[1].value = "12";
    expect(find(runReviewCase(c), "pregnancy-tsh-high")?.clinician).not.toMatch(/TPO\) antibodies/);
  });
});

describe("total cortisol on an oral oestrogen (review case 14)", () => {
  it("names the oestrogen effect as a drug–laboratory finding and in the cortisol line", () => {
    const r = runReviewCase(load("14-cortisol-coc-trap"));
    const f = find(r, "cortisol-high-on-oral-oestrogen");
    expect(f?.severity).toBe("low");
    // Cortisol in µg/dL reads as a US record since review 31 (country-31): US spelling.
    expect(f?.clinician).toMatch(/Oral o?estrogen raises cortisol-binding globulin/);
    expect(f?.nextSteps.join(" ")).toMatch(/late-night salivary cortisol or 24-hour urine free cortisol/);
    expect(f?.evidenceIds).toContain("panton-2019-cortisol-ethinylestradiol");
    expect(findCitableEvidence("panton-2019-cortisol-ethinylestradiol")).toBeDefined();
    expect(labLine(r, /cortisol/i)).toMatch(/on an oral o?estrogen .* is most often the o?estrogen's effect/);
    expect(JSON.stringify(r.result)).not.toMatch(/No drug–laboratory, drug–gene or pharmacogenomic interactions/);
  });

  it("is not given without an oestrogen, with a progestogen-only pill or with a patch", () => {
    for (const name of [
      "Cerazette (desogestrel) progestogen-only pill",
      "Evorel 50 patch (estradiol)",
      "Sertraline 50 mg",
    ]) {
      const c = load("14-cortisol-coc-trap");
      c.patientContext.medications = [{ name }];
      const r = runReviewCase(c);
      expect(find(r, "cortisol-high-on-oral-oestrogen")).toBeUndefined();
      expect(labLine(r, /cortisol/i)).not.toMatch(/oestrogen's effect/);
    }
  });
});

describe("the aldosterone screen beside an abnormal Cushing's screen (review case 13)", () => {
  it("names cortisol excess as another explanation when the Cushing finding fires", () => {
    const r = runReviewCase(load("13-cushing-dst"));
    expect(find(r, "cushing-single-screen-abnormal")).toBeDefined();
    expect(find(r, "primary-aldosteronism-screen")?.clinician).toMatch(/Cortisol excess is another explanation here/);
  });

  it("does not mention cortisol excess without an abnormal Cushing's screen", () => {
    const c = load("13-cushing-dst");
    c.data.recentAbnormalLabs = c.data.recentAbnormalLabs.filter(
      (l: { display: string }) => !/dexamethasone|cortisol/i.test(l.display),
    );
    const f = find(runReviewCase(c), "primary-aldosteronism-screen");
    expect(f).toBeDefined();
    expect(f?.clinician).not.toMatch(/Cortisol excess/);
  });
});
