import { describe, expect, it } from "vitest";
import { codes, loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Leftovers of review 16's first wave (synthetic records, no real patient). */
const CASES = new URL("./fixtures/leftovers-review16/", import.meta.url);
const WOMEN = new URL("./fixtures/women-bone-hormones-review16/", import.meta.url);

const run = (name: string, folder = CASES) => runReviewCase(loadReviewCase(folder, name));
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("known PCOS is reviewed, not diagnosed again", () => {
  it("gives the 2023 guideline's review in a woman diagnosed in 2019 on the pill (wave 1 case 10)", () => {
    const r = run("10-pcos-hba1c-followup", WOMEN);
    expect(codes(r)).not.toContain("pcos-pattern");
    const f = find(r, "pcos-review");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/^Known polycystic ovary syndrome: a review of an established diagnosis/);
    expect(f?.clinician).toMatch(/already takes a combined pill, Microgynon 30 tablets/);
    expect(f?.clinician).toMatch(/A pregnancy is planned \("planning pregnancy"\): .*OGTT and a blood pressure check/);
    const steps = f?.nextSteps.join(" | ") ?? "";
    expect(steps).toMatch(/Haemoglobin A1c 44 mmol\/mol \(2026-11-16\) is raised/);
    expect(steps).toMatch(/Blood pressure every year \(last 126\/80 mmHg on 2026-11-16\)/);
    expect(steps).toMatch(/raised triglycerides and low HDL now/);
    expect(steps).toMatch(/screen for depression and anxiety/);
    expect(steps).not.toMatch(/prolactin|17-hydroxyprogesterone|combined pill is first-line|protect the endometrium/);
    expect(r.result.patientResponse).toMatch(/Before you try for a baby, a glucose tolerance test/);
  });

  it("says the glycaemic check is due when the last HbA1c is 2 years old with risk factors (case 01)", () => {
    const r = run("01-pcos-annual-review-on-coc");
    expect(codes(r)).not.toContain("pcos-pattern");
    const steps = find(r, "pcos-review")?.nextSteps ?? [];
    expect(steps[0]).toBe(
      'Glycaemic status: due now; last Haemoglobin A1c 38 mmol/mol (2024-06-11); reassess every 1–3 years, at the shorter end with other diabetes risk factors (BMI 28.6 and "father t2dm")',
    );
    expect(steps.join(" ")).not.toMatch(/plans to conceive/);
    expect(r.findings.filter((f) => ["critical", "high", "moderate"].includes(f.severity))).toEqual([]);
  });

  it("still recognises an undiagnosed PCOS pattern, without a review finding (case 02)", () => {
    const r = run("02-pcos-new-presentation");
    expect(find(r, "pcos-pattern")?.nextSteps[0]).toBe("Check 17-hydroxyprogesterone to exclude other causes");
    expect(codes(r)).not.toContain("pcos-review");
  });
});

describe("prolactin on gender-affirming oestrogen", () => {
  it("explains a mild rise by the oestrogen, not by pregnancy (case 03 and wave 1 case 08)", () => {
    for (const r of [run("03-transwoman-prolactin-mild"), run("08-transwoman-spiro-k-54", WOMEN)]) {
      const f = r.findings.find((x) => x.code === "lab-high" && /prolactin/i.test(x.title));
      expect(f?.clinician).toMatch(/A high value on gender-affirming oestrogen is often the oestrogen's effect/);
      expect(f?.clinician).toMatch(/prolactinomas\) have been reported on feminising hormones/);
      expect(f?.patient).toMatch(/common on oestrogen treatment/);
      expect(`${f?.clinician} ${f?.patient}`).not.toMatch(/pregnancy/);
      expect(f?.evidenceIds).toContain("frontiers-2025-gaht-prolactin");
    }
  });

  it("keeps the usual causes for a woman not on gender-affirming hormones (case 04)", () => {
    // Review 19: irregular periods make it a symptomatic raised prolactin, read by its own finding.
    const f = run("04-cis-woman-prolactin-mild").findings.find((x) => x.code === "hyperprolactinaemia");
    expect(f?.clinician).toMatch(/causes to exclude are pregnancy, medicines, hypothyroidism/);
    expect(f?.clinician).not.toMatch(/gender-affirming/);
  });
});

describe("high haematocrit with a testosterone level above its target", () => {
  it("names the gender-affirming target and a dose reduction for a trans man (wave 1 case 07)", () => {
    const f = find(run("07-transman-testosterone-hct-054", WOMEN), "testosterone-high-haematocrit");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/Endocrine Society 2017 guideline aims to keep testosterone in the normal male range/);
    expect(f?.clinician).toMatch(/Testosterone 31\.5 nmol\/L \(2026-11-20\) is above the target of 400–700 ng\/dL/);
    expect(f?.nextSteps[0]).toMatch(/so lower the dose; withhold testosterone if the haematocrit goes above 54%/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["endo-soc-2017-gender-incongruence"]));
  });

  it("reads the laboratory range for a cisgender man and gives one testosterone finding (case 05)", () => {
    const r = run("05-cis-man-testosterone-hct");
    const f = find(r, "testosterone-high-haematocrit");
    expect(f?.clinician).toMatch(/Testosterone 38\.2 nmol\/L \(2026-11-18\) is above the laboratory range/);
    expect(f?.clinician).not.toMatch(/gender-affirming/);
    expect(f?.patient).toMatch(/above the usual range, which suggests the dose is more than you need/);
    expect(codes(r)).not.toContain("testosterone-high-level-on-treatment");
  });

  it("stays quiet for a trans man with a normal haematocrit on target (case 06)", () => {
    expect(run("06-transman-hct-normal-quiet").findings).toEqual([]);
  });
});

describe("liver-cancer surveillance in hepatitis B cirrhosis", () => {
  it("reads a dated last ultrasound and calls surveillance overdue in both findings (case 07)", () => {
    const r = run("07-hbv-cirrhosis-uss-dated-overdue");
    expect(find(r, "cirrhosis-severity")?.nextSteps.join(" ")).toMatch(
      /Liver cancer \(HCC\) surveillance is overdue: the last liver ultrasound was 8 months ago/,
    );
    expect(find(r, "hbv-suppressed-on-treatment")?.nextSteps.join(" ")).toMatch(
      /surveillance is overdue: the last liver ultrasound was 8 months ago; arrange it now, then every 6 months \(cirrhosis of liver\)/,
    );
  });

  it("reads the last scan's date, not the next one booked", () => {
    const c = loadReviewCase(CASES, "07-hbv-cirrhosis-uss-dated-overdue");
    c.data.additionalContext = "Hep B cirrhosis, Child A, on TDF. Last liver USS March 2026, next due Sept 2026.";
    const steps = runReviewCase(c)
      .findings.find((f) => f.code === "cirrhosis-severity")
      ?.nextSteps.join(" ");
    expect(steps).toMatch(/surveillance is overdue: the last liver ultrasound was 8 months ago/);
  });

  it("says nothing is overdue after a scan last month, without doubled brackets (case 08)", () => {
    const r = run("08-hbv-cirrhosis-uss-recent-quiet");
    const steps = find(r, "hbv-suppressed-on-treatment")?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(
      /Continue liver-cancer surveillance with ultrasound every 6 months \(compensated cirrhosis\)/,
    );
    expect(JSON.stringify(r.findings)).not.toMatch(/overdue|\(Compensated cirrhosis \(HBV\)\)/);
    expect(find(r, "hbv-suppressed-on-treatment")?.clinician).toMatch(/DNA not detected \(2026-11-09\), ALT/);
    expect(find(r, "hbv-suppressed-on-treatment")?.clinician).not.toMatch(/Not detected IU\/mL/);
  });
});

describe("migraine with aura on HRT", () => {
  it("prefers transdermal oestrogen for oral HRT (case 10 and wave 1 case 02)", () => {
    for (const r of [run("10-hrt-oral-migraine-aura"), run("02-hrt-oral-migraine-aura-dvt", WOMEN)]) {
      const f = find(r, "oral-hrt-migraine-aura");
      expect(f?.severity).toBe("low");
      expect(f?.clinician).toMatch(/not a contraindication to menopausal hormone therapy/);
      expect(f?.nextSteps).toEqual(["Offer a switch to transdermal oestrogen (patch, gel or spray)"]);
      expect(f?.evidenceIds).toEqual(["ams-migraine-mht"]);
    }
  });

  it("stays quiet on a patch with micronised progesterone (case 09)", () => {
    const r = run("09-hrt-transdermal-migraine-aura-quiet");
    expect(codes(r)).not.toContain("oral-hrt-migraine-aura");
    expect(r.findings.filter((f) => ["critical", "high", "moderate"].includes(f.severity))).toEqual([]);
  });
});
