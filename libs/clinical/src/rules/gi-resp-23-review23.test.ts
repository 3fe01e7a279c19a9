import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  reviewFolder,
  runReviewCase,
  runDeepReviewCase,
} from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/gi-resp-23-review23/", import.meta.url));

const ALL = [
  "01-calprotectin-ibuprofen",
  "02-copd-eos-04-laba-lama-exacerbations",
  "03-copd-eos-015-one-exacerbation-on-laba-lama",
  "04-pertussis-pcr-adult",
  "05-pertussis-pregnant-cough",
  "06-coeliac-low-total-iga",
  "07-hpylori-stool-antigen-ppi",
  "08-iron-deficiency-man-63",
  "09-asthma-eos-feno-high",
  "10-quiet-gi-normal",
  "11-quiet-pertussis-naat-negative",
];

describe("review 23: gut and respiratory", () => {
  it.each(ALL)("%s: reports hold no NaN, undefined or object text", (name) => {
    const r = run(name);
    for (const text of [patientText(r), clinicianText(r)]) expect(text).not.toMatch(/NaN|undefined|\[object/);
  });

  it("02: COPD with two exacerbations on LAMA + LABA and eosinophils 0.42 is told to consider an inhaled steroid", () => {
    const f = finding(run("02-copd-eos-04-laba-lama-exacerbations"), "copd-exacerbations-eosinophils-consider-ics");
    expect(f?.clinician).toMatch(/Tiotropium\/olodaterol .* without an inhaled steroid/);
    expect(f?.clinician).toContain('"two exacerbations"');
    expect(f?.clinician).toContain("at 0.3 × 10^9/L or more a response is more likely");
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nice-ng115-copd", "gold-2026"]));
    expect(f?.patient).toMatch(/Ask at your next COPD review/);
  });

  it("03: one exacerbation needing admission with eosinophils 0.15 is enough, with a smaller likely benefit", () => {
    const f = finding(
      run("03-copd-eos-015-one-exacerbation-on-laba-lama"),
      "copd-exacerbations-eosinophils-consider-ics",
    );
    expect(f?.clinician).toContain("needing hospital admission");
    expect(f?.clinician).toContain("below 0.3 × 10^9/L the likely benefit is smaller");
  });

  it("02 variants: no inhaled-steroid advice already on one, below 0.1, without exacerbations, or with asthma", () => {
    const onIcs = load("02-copd-eos-04-laba-lama-exacerbations");
    onIcs.data.medications[0].medication = "Fluticasone furoate/umeclidinium/vilanterol (Trelegy) inhaler";
    const low = load("02-copd-eos-04-laba-lama-exacerbations");
    low.data.recentNormalLabs[0].value = "0.07";
    const quiet = load("02-copd-eos-04-laba-lama-exacerbations");
    quiet.data.additionalContext = "UK practice COPD review. No exacerbations this year. FEV1 48% predicted.";
    const asthma = load("02-copd-eos-04-laba-lama-exacerbations");
    asthma.data.pastMedicalHistory.push({ display: "Asthma", clinicalStatus: "active" });
    for (const c of [onIcs, low, quiet, asthma])
      expect(codes(runReviewCase(c))).not.toContain("copd-exacerbations-eosinophils-consider-ics");
  });

  it("02 variant: a count taken days after a prednisolone course is not used to add an inhaled steroid", () => {
    const c = load("02-copd-eos-04-laba-lama-exacerbations");
    c.data.medications[2] = { ...c.data.medications[2], startDate: "2026-11-08", endDate: "2026-11-13" };
    expect(codes(runReviewCase(c))).not.toContain("copd-exacerbations-eosinophils-consider-ics");
  });

  it("04: a detected pertussis PCR is a confirmed case: notify, antibiotics within the window, the pregnant contact", () => {
    const r = run("04-pertussis-pcr-adult");
    const f = finding(r, "pertussis-confirmed");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/notifiable disease in England/);
    expect(f?.clinician).toContain("about 12 days ago, within the 14 days");
    expect(f?.clinician).toContain('("lives with his partner who is 30 weeks pregnant")');
    expect(f?.clinician).toMatch(/offered in every pregnancy from 16 weeks/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining([
        "ukhsa-pertussis-management",
        "uk-notification-regulations-2010",
        "ukhsa-pertussis-vaccination-pregnancy",
      ]),
    );
    expect(f?.nextSteps.join(" ")).toMatch(/Notify the local health protection team/);
  });

  it("04: the positive NAAT's own lab line points to the finding instead of standing alone without a source", () => {
    const line = run("04-pertussis-pcr-adult").findings.find(
      (f) => f.code === "lab-abnormal" && /pertussis/i.test(f.clinician),
    );
    expect(line?.clinician).toMatch(/Read with the whooping cough finding/);
    expect(line?.patient).toMatch(
      /explained in the point of this report that begins "Your swab test found whooping cough/,
    );
    expect(line?.evidenceIds).toEqual([]);
  });

  it("04 variant: past 21 days of cough the antibiotic window is said to have passed", () => {
    const c = load("04-pertussis-pcr-adult");
    c.patientContext.clinicalNotes = "UK GP. Cough for 4 weeks with coughing fits. Lives alone.";
    const f = finding(runReviewCase(c), "pertussis-confirmed");
    expect(f?.clinician).toContain("beyond the 21 days");
    expect(f?.clinician).not.toMatch(/vulnerable close contact/);
    expect(f?.evidenceIds).not.toContain("ukhsa-pertussis-vaccination-pregnancy");
  });

  it("04 variant: a child with a positive PCR and lymphocytosis is not told to consider testing for pertussis", () => {
    const c = load("04-pertussis-pcr-adult");
    c.patientContext.age = "8";
    c.labResults[2].value = "9.5";
    const r = runReviewCase(c);
    expect(codes(r)).toContain("pertussis-confirmed");
    expect(codes(r)).not.toContain("pertussis-lymphocytosis");
    c.labResults.shift();
    expect(codes(runReviewCase(c))).toContain("pertussis-lymphocytosis");
  });

  it("05: pertussis in a woman 33 weeks pregnant names the pregnancy and the maternity team", () => {
    const f = finding(run("05-pertussis-pregnant-cough"), "pertussis-confirmed");
    expect(f?.clinician).toContain("Pregnant (33 weeks)");
    expect(f?.patient).toMatch(/maternity team/);
  });

  it("07: a negative stool antigen on omeprazole is flagged as possibly falsely negative", () => {
    const f = finding(run("07-hpylori-stool-antigen-ppi"), "h-pylori-negative-on-ppi");
    expect(f?.clinician).toMatch(/while taking Omeprazole 20 mg/i);
    expect(f?.clinician).toMatch(/2-week washout/);
    expect(f?.evidenceIds).toEqual(["nice-qs96-dyspepsia"]);
    expect(f?.patient).toMatch(/Do not stop it without talking to your doctor first/);
  });

  it("07 variants: off a PPI, or an antibody test, raises no washout finding", () => {
    const off = load("07-hpylori-stool-antigen-ppi");
    off.patientContext.medications = [];
    const serology = load("07-hpylori-stool-antigen-ppi");
    serology.labResults[0].name = "Helicobacter pylori IgG antibody";
    for (const c of [off, serology]) expect(codes(runReviewCase(c))).not.toContain("h-pylori-negative-on-ppi");
  });

  it("09: asthma already on MART is told to step up to moderate-dose MART, not to start MART", () => {
    const steps = finding(run("09-asthma-eos-feno-high"), "asthma-high-risk-attacks")?.nextSteps.join(" ") ?? "";
    expect(steps).toContain("step up from low-dose to moderate-dose MART");
    expect(steps).not.toContain("for example ICS/formoterol maintenance and reliever");
  });

  it("01: months of loose stools are not a sick day, and the calprotectin finding names the NSAID", () => {
    const r = run("01-calprotectin-ibuprofen");
    expect(codes(r)).not.toContain("sick-day-medicines");
    expect(finding(r, "calprotectin-raised-referral")?.clinician).toMatch(/An NSAID is taken \(ibuprofen 400 mg\)/);
    const acute = load("01-calprotectin-ibuprofen");
    acute.patientContext.clinicalNotes = "Diarrhoea and vomiting for 2 days, not keeping fluids down.";
    expect(codes(runReviewCase(acute))).toContain("sick-day-medicines");
  });

  it("06 and 08: low total IgA and iron deficiency at 63 keep their findings", () => {
    expect(codes(run("06-coeliac-low-total-iga"))).toContain("coeliac-iga-deficiency");
    expect(finding(run("08-iron-deficiency-man-63"), "ida-gi-investigation")?.nextSteps.join(" ")).toMatch(
      /suspected cancer pathway/,
    );
  });

  it.each(["10-quiet-gi-normal", "11-quiet-pertussis-naat-negative"])("%s: stays quiet", (name) => {
    expect(run(name).findings).toEqual([]);
  });

  it("02: deep mode reads the COPD case through", () => {
    const c = load("02-copd-eos-04-laba-lama-exacerbations");
    const r = runDeepReviewCase(c);
    expectDeepReadsThrough(r);
    expect(r.findings.map((f) => f.code)).toContain("copd-exacerbations-eosinophils-consider-ics");
  });
});
