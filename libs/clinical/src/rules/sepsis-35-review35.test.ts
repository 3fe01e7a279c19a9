import { describe, expect, it } from "vitest";
import { codes, finding, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 35, sepsis-35: a raised lactate and an acute kidney injury beside a fever, and metformin.
 * Found and changed:
 * - 01: cellulitis at 38.8 °C with three NICE moderate to high risk signs (RR 24, HR 118, BP 96/58),
 *   lactate 3.1 mmol/L and creatinine 88 → 162 µmol/L on metformin (resp-infect-35 case 04) drew a
 *   fever line naming neither the lactate nor the creatinine rise, and the metformin step said only
 *   "while kidney function is unstable or the patient is dehydrated". The fever finding now names both
 *   as possible organ dysfunction (Sepsis-3) with an urgent in-person assessment, and the acute kidney
 *   injury finding withholds metformin now, naming the lactate and the lactic acidosis it risks
 *   (aki-sick-day-diabetes.ts, glucophage-label).
 * - 03, 04, 06: a lactate above its range during a possible infection on metformin, with creatinine
 *   steady, drew nothing on the metformin (the sick-day finding reads only vomiting, diarrhoea or poor
 *   intake, the AKI finding only a creatinine rise); the fever and adult sepsis findings now withhold it
 *   (metforminWithRaisedLactate). A US record (03) does not cite the NHS sick-day leaflet.
 * Not changed: NICE NG51's escalation of two or more moderate to high risk criteria with a lactate over
 * 2 mmol/L or acute kidney injury to its high risk pathway (critical, antibiotics within 1 hour) was not
 * seen in NICE's own text (see the nice-ng51-sepsis seenAt lines), so the fever finding stays moderate
 * (01, 04 pinned).
 * Pinned: 02 (lactate 1.8, creatinine steady: no organ or metformin line), 05 (no sign of infection:
 * no sepsis or fever finding; the AKI finding still names the lactate in its metformin step).
 */
const { run } = reviewFolder(new URL("./fixtures/sepsis-35-review35/", import.meta.url));

const METFORMIN_WITH_LACTATE = /^Withhold metformin 500 mg tablets now: lactate [\d.]+ mmol\/L/;

describe("raised lactate and AKI beside a fever, and metformin (review 35, sepsis-35)", () => {
  it("01: the fever finding names the lactate and the creatinine rise; the AKI finding withholds metformin with the lactate", () => {
    const r = run("01-uk-cellulitis-lactate-aki-metformin");
    const fever = finding(r, "fever-sepsis-check");
    // Not regraded: the NICE escalation text was not seen (see the header).
    expect(fever?.severity).toBe("moderate");
    expect(fever?.clinician).toContain(
      "Also recorded: a lactate above the reference range, 3.1 mmol/L (2026-12-01), and an acute rise in creatinine to 162 µmol/L (2026-12-01) (see the acute kidney injury finding).",
    );
    expect(fever?.clinician).toContain("organ dysfunction, which is what defines sepsis (Sepsis-3)");
    expect(fever?.nextSteps.some((s) => s.startsWith("Assess in person urgently, with senior review"))).toBe(true);
    expect(fever?.evidenceIds).toEqual(expect.arrayContaining(["singer-2016-sepsis-3", "ssc-2021-sepsis"]));
    // The metformin step is the AKI finding's, not repeated in the fever finding.
    expect(fever?.nextSteps.some((s) => /metformin/i.test(s))).toBe(false);
    const aki = finding(r, "aki-creatinine-rise");
    const step = aki?.nextSteps.find((s) => /metformin/.test(s));
    expect(step).toMatch(METFORMIN_WITH_LACTATE);
    expect(step).toContain("lactic acidosis");
    expect(aki?.patient).toContain("With your lactate (a blood test) also raised");
    expect(aki?.evidenceIds).toContain("glucophage-label");
  });

  it("02: lactate 1.8 with creatinine steady draws no organ line and no metformin step", () => {
    const r = run("02-uk-cellulitis-lactate-1-8-no-aki");
    const fever = finding(r, "fever-sepsis-check");
    expect(fever?.severity).toBe("moderate");
    expect(fever?.clinician).not.toContain("Also recorded:");
    expect(r.findings.flatMap((f) => f.nextSteps).some((s) => /^Withhold metformin/.test(s))).toBe(false);
    expect(codes(r)).not.toContain("aki-creatinine-rise");
  });

  it("03: a US fever with lactate 2.9 on metformin withholds it, citing the label but not the NHS leaflet", () => {
    const r = run("03-us-pneumonia-lactate-2-9-metformin-no-aki");
    const fever = finding(r, "fever-sepsis-check");
    expect(fever?.clinician).toContain("Also recorded: a lactate above the reference range, 2.9 mmol/L");
    expect(fever?.clinician).not.toContain("NICE");
    expect(fever?.nextSteps.find((s) => /metformin/.test(s))).toMatch(METFORMIN_WITH_LACTATE);
    expect(fever?.evidenceIds).toContain("glucophage-label");
    expect(fever?.evidenceIds).not.toContain("dchft-type2-sglt2i-sick-day-rules");
    expect(fever?.evidenceIds).not.toContain("nice-ng51-sepsis");
  });

  it("04: one moderate sign with lactate 2.6 stays a moderate fever finding, naming the lactate and withholding metformin", () => {
    const r = run("04-neither-uti-single-moderate-lactate-2-6-metformin");
    const fever = finding(r, "fever-sepsis-check");
    expect(fever?.severity).toBe("moderate");
    expect(fever?.clinician).toContain("a lactate above the reference range, 2.6 mmol/L");
    expect(fever?.nextSteps.find((s) => /metformin/.test(s))).toMatch(METFORMIN_WITH_LACTATE);
    expect(codes(r)).not.toContain("sepsis-high-risk-adult");
  });

  it("05: with no sign of infection there is no sepsis or fever finding; the AKI finding names the lactate", () => {
    const r = run("05-uk-no-infection-lactate-aki-metformin");
    expect(codes(r)).not.toContain("fever-sepsis-check");
    expect(codes(r)).not.toContain("sepsis-high-risk-adult");
    expect(finding(r, "aki-creatinine-rise")?.nextSteps.find((s) => /metformin/.test(s))).toMatch(
      METFORMIN_WITH_LACTATE,
    );
  });

  it("06: the adult high risk sepsis finding withholds metformin with a lactate of 2.6", () => {
    const r = run("06-uk-cellulitis-high-risk-lactate-2-6-metformin");
    const sepsis = finding(r, "sepsis-high-risk-adult");
    expect(sepsis?.severity).toBe("critical");
    // The first-hour steps (acute-context.ts) come first; the metformin step follows them.
    expect(sepsis?.nextSteps[0]).toMatch(/^Immediate review by a senior clinical decision maker/);
    expect(sepsis?.nextSteps.find((s) => /metformin/.test(s))).toMatch(METFORMIN_WITH_LACTATE);
    expect(sepsis?.patient).toContain("Your diabetes medicine metformin 500 mg tablets is usually paused");
    expect(sepsis?.evidenceIds).toEqual(expect.arrayContaining(["nice-ng51-sepsis", "glucophage-label"]));
  });
});
