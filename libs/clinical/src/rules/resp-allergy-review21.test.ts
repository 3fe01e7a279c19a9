import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/*
 * Review 21, respiratory, sleep and allergy: COPD eosinophils and inhaled steroids, a theophylline
 * level on clarithromycin, alpha-1 antitrypsin, a high IgE in asthma, tryptase after anaphylaxis,
 * peanut sensitisation without allergy, saturations of 88% with and without COPD, a quiet asthma review.
 */
const { load, run } = reviewFolder(new URL("./fixtures/resp-allergy-review21/", import.meta.url));

const NONSENSE = /\bNaN\b|\bundefined\b|\bnull\b|\[object/;

const ALL = [
  "01-copd-eos-035-uk",
  "02-copd-eos-008-us",
  "03-asthma-theophylline-22-clarithro",
  "04-a1at-06-emphysema",
  "05-asthma-ige-1800-abpa",
  "06-tryptase-25-anaphylaxis",
  "07-peanut-ige-tolerant",
  "08-spo2-88-copd-vs-none",
  "09-spo2-88-no-lung-disease",
  "10-quiet-asthma-normal-fbc",
];

describe("review 21: respiratory and allergy", () => {
  it.each(ALL)("%s: reports hold no NaN, undefined or object text", (name) => {
    const r = run(name);
    expect(patientText(r)).not.toMatch(NONSENSE);
    expect(clinicianText(r)).not.toMatch(NONSENSE);
  });

  it("03: a theophylline level above 20 mg/L with nausea and palpitations on clarithromycin is high priority and names the interaction", () => {
    const r = run("03-asthma-theophylline-22-clarithro");
    const f = finding(r, "theophylline-level-high");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("above 20 mg/L");
    expect(f?.clinician).toContain("nausea, palpitations");
    expect(f?.clinician).toContain("Clarithromycin 500 mg tablet lowers theophylline clearance");
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["uniphyllin-theophylline-smpc", "theophylline-interactions-clarithromycin"]),
    );
    expect(patientText(r)).toContain("Please speak to a doctor today");
  });

  it("03 variant: the same level without symptoms or an interacting drug is moderate and cites no interaction", () => {
    const c = load("03-asthma-theophylline-22-clarithro");
    c.data.medications = c.data.medications.filter(
      (m: { medication: string }) => !/clarithromycin/i.test(m.medication),
    );
    c.data.additionalContext = "Annual asthma review, feels well.";
    const f = finding(runReviewCase(c), "theophylline-level-high");
    expect(f?.severity).toBe("moderate");
    expect(f?.evidenceIds).not.toContain("theophylline-interactions-clarithromycin");
  });

  it("03 variant: a theophylline level within the range raises nothing", () => {
    const c = load("03-asthma-theophylline-22-clarithro");
    c.data.recentAbnormalLabs[0].value = "14";
    c.data.recentAbnormalLabs[0].interpretation = "Normal";
    expect(codes(runReviewCase(c))).not.toContain("theophylline-level-high");
  });

  it("05: total IgE of 1,800 kU/L in poorly controlled asthma asks for the ABPA work-up, with the eosinophils and mucus plugs", () => {
    const r = run("05-asthma-ige-1800-abpa");
    const f = finding(r, "abpa-screen-high-ige");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("allergic bronchopulmonary aspergillosis");
    expect(f?.clinician).toContain("The eosinophil count, 0.9");
    expect(f?.clinician).toContain("mucus plugs");
    expect(f?.nextSteps.join(" ")).toContain("Aspergillus fumigatus-specific IgE");
    expect(f?.evidenceIds).toContain("abpa-criteria-asthma");
  });

  it("05 variant: a total IgE of 400, or no asthma on record, raises no ABPA finding", () => {
    const lower = load("05-asthma-ige-1800-abpa");
    lower.labResults[0].value = "400";
    expect(codes(runReviewCase(lower))).not.toContain("abpa-screen-high-ige");
    const noAsthma = load("05-asthma-ige-1800-abpa");
    noAsthma.patientContext.conditions = [{ name: "Atopic eczema", status: "active" }];
    expect(codes(runReviewCase(noAsthma))).not.toContain("abpa-screen-high-ige");
  });

  it("07: a specific IgE is not read as the total IgE", () => {
    const r = run("07-peanut-ige-tolerant");
    expect(clinicianText(r)).toMatch(/IgE, total \| 210/);
    expect(codes(r)).not.toContain("abpa-screen-high-ige");
  });

  it("06: a single raised tryptase after anaphylaxis asks for a baseline taken more than 24 hours after recovery", () => {
    const r = run("06-tryptase-25-anaphylaxis");
    const f = finding(r, "tryptase-acute-without-baseline");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("more than 24 hours after all symptoms have settled");
    expect(f?.clinician).toContain("20% + 2");
    expect(f?.evidenceIds).toContain("valent-2019-tryptase-20-2");
    expect(patientText(r)).toContain("one more tryptase test when you are well");
  });

  it("06 variant: with a baseline on record the rise is judged by 20% + 2 instead", () => {
    const c = load("06-tryptase-25-anaphylaxis");
    c.labResults.push({
      name: "Tryptase baseline",
      value: "5.1",
      unit: "ug/L",
      referenceRange: "<11.4",
      date: "2026-11-29",
    });
    const r = runReviewCase(c);
    expect(codes(r)).toContain("tryptase-rise-over-baseline");
    expect(codes(r)).not.toContain("tryptase-acute-without-baseline");
  });

  it("06 variant: a raised tryptase with no reaction on record is left to the generic lab text", () => {
    const c = load("06-tryptase-25-anaphylaxis");
    delete c.patientContext.clinicalNotes;
    delete c.patientContext.allergies;
    delete c.labResults[0].notes;
    expect(codes(runReviewCase(c))).not.toContain("tryptase-acute-without-baseline");
  });

  it("02: COPD on triple therapy with eosinophils of 80/µL and past pneumonia prompts an inhaled-steroid review", () => {
    const r = run("02-copd-eos-008-us");
    const f = finding(r, "copd-inhaled-steroid-low-eosinophils");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("below 0.1 × 10^9/L");
    expect(f?.clinician).toContain("Pneumonia on record");
    expect(f?.evidenceIds).toContain("ers-2020-ics-withdrawal-copd");
    expect(f?.patient).toContain("Do not stop your inhaler yourself");
  });

  it("02 variant: asthma on record, or a count of 0.35 × 10^9/L, raises no inhaled-steroid review", () => {
    const asthma = load("02-copd-eos-008-us");
    asthma.patientContext.conditions.push({ name: "Asthma", status: "active" });
    expect(codes(runReviewCase(asthma))).not.toContain("copd-inhaled-steroid-low-eosinophils");
    const high = load("02-copd-eos-008-us");
    high.labResults[1].value = "350";
    expect(codes(runReviewCase(high))).not.toContain("copd-inhaled-steroid-low-eosinophils");
  });

  it("04: low alpha-1 antitrypsin with emphysema at 45 is high priority", () => {
    expect(finding(run("04-a1at-06-emphysema"), "alpha-1-antitrypsin-deficiency")?.severity).toBe("high");
  });

  it("07: peanut IgE in someone eating peanuts without symptoms is sensitisation, not allergy", () => {
    const f = finding(run("07-peanut-ige-tolerant"), "specific-ige-food-tolerated");
    expect(f?.severity).toBe("low");
  });

  it("08: saturation of 88% in COPD on home oxygen (target 88–92%) stays quiet", () => {
    const r = run("08-spo2-88-copd-vs-none");
    expect(codes(r)).toEqual([]);
  });

  it("09: saturation of 88% without lung disease is critical", () => {
    expect(finding(run("09-spo2-88-no-lung-disease"), "vital-signs-danger")?.severity).toBe("critical");
  });

  it("10: well-controlled asthma with a normal blood count stays quiet", () => {
    const r = run("10-quiet-asthma-normal-fbc");
    expect(codes(r)).toEqual([]);
    expect(patientText(r)).toContain("Nothing in these results stands out");
  });
});
