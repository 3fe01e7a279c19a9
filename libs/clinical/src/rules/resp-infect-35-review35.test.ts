import { describe, expect, it } from "vitest";
import { codes, finding, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/*
 * Review 35, resp-infect-35: respiratory and infection.
 * Found and changed:
 * - 02: linezolid for MRSA osteomyelitis with sertraline (Denver) was read as any serotonergic pairing
 *   and cited the FDA's 2016 opioid communication alone; linezolid now says it inhibits MAO-A and
 *   that the FDA advises against it with serotonergic psychiatric medicines unless the infection is
 *   urgent, citing the FDA's 2011 linezolid communication (new source
 *   "fda-2011-linezolid-serotonergic"; serotonin-toxicity.ts).
 * - 05: a woman of 24 with asthma (Atlanta), wheeze for 3 days, unable to finish sentences, peak flow
 *   160 against a best of 450, SpO2 91%, RR 28, HR 124, drew only "think of sepsis" and the
 *   reliever-only point; a new rule (asthma-acute-attack.ts, "asthma-acute-attack-severity") grades
 *   the attack by the BTS/NICE/SIGN adult features (new source "bts-nice-sign-acute-asthma-adults")
 *   and calls this one life-threatening, with 911 on a US record.
 * - 06: C. difficile toxin positive 5 weeks after oral vancomycin (the earlier episode "resolved" on
 *   the problem list), Norwich, was given the first-episode plan, vancomycin again; a further
 *   episode now reads as a relapse or recurrence by NICE NG199, fidaxomicin for a relapse within 12
 *   weeks (new source "nhs-lothian-cdi-recurrence"). "Baseline creatinine 80" without a unit was not
 *   read, so creatinine 168 did not count as a severity marker; it now does. Loperamide is named in
 *   the medicine review (NG199 1.1.4, medicines acting on the gut). All in c-difficile.ts.
 * - 09: community-acquired pneumonia on a GP home visit in Cardiff, age 71, alert, RR 22, BP 132/78,
 *   no blood tests: no severity reading at all, because the missing urea silenced the score; CRB65
 *   is the score NICE uses outside hospital, so CRB65 1 now reads as intermediate risk
 *   (pneumonia-curb65.ts).
 * Pinned: 01 (nitrofurantoin at eGFR 38: MHRA), 03 (antituberculosis liver injury above 5× with
 * symptoms; rifampicin with the combined pill), 07 (HIV virological failure, CD4 168: resistance test
 * and Pneumocystis prophylaxis), 10 (vancomycin trough 27.5: AUC-guided dosing), 11 (bacteriuria in
 * pregnancy treated without symptoms).
 */
const { run, load } = reviewFolder(new URL("./fixtures/resp-infect-35-review35/", import.meta.url));

describe("respiratory and infection (review 35, resp-infect-35)", () => {
  it("01: nitrofurantoin at an eGFR of 38 reads the MHRA limit", () => {
    const f = finding(run("01-uk-nitrofurantoin-egfr-38-ehr"), "nitrofurantoin-kidney");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("The MHRA contraindicates nitrofurantoin below an eGFR of 45");
    expect(f?.evidenceIds).toContain("mhra-2014-nitrofurantoin");
  });

  it("02: linezolid with sertraline cites the FDA's linezolid communication, not the opioid one", () => {
    const f = finding(run("02-us-linezolid-sertraline-platelets-labs"), "serotonin-toxicity-combination");
    expect(f?.clinician).toContain("Linezolid inhibits monoamine oxidase A");
    expect(f?.clinician).toMatch(/unless the infection is life-threatening or urgent/);
    expect(f?.evidenceIds).toEqual(["fda-2011-linezolid-serotonergic"]);
  });

  it("02: another serotonergic pairing keeps the FDA opioid communication", () => {
    const c = load("02-us-linezolid-sertraline-platelets-labs");
    const meds = (c as unknown as { patientContext: { medications: { name: string }[] } }).patientContext.medications;
    meds[0]!.name = "Tramadol";
    const f = finding(runReviewCase(c), "serotonin-toxicity-combination");
    expect(f?.evidenceIds).toEqual(["fda-2016-opioid-serotonin-syndrome"]);
    expect(f?.clinician).not.toContain("monoamine oxidase A");
  });

  it("03: antituberculosis liver injury and rifampicin with the combined pill", () => {
    const r = run("03-neither-rifampicin-pill-alt-labs");
    const f = finding(r, "antituberculosis-liver-injury");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("5.3× the upper limit");
    expect(finding(r, "enzyme-inducer-contraception")?.severity).toBe("high");
  });

  it("05: an asthma attack with SpO2 91% and peak flow 36% of best is life-threatening, with 911", () => {
    const r = run("05-us-asthma-attack-albuterol-only-ehr");
    const f = finding(r, "asthma-acute-attack-severity");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("Life-threatening features: SpO2 91%");
    expect(f?.clinician).toContain("peak flow 160 L/min, 36% of the best 450");
    expect(f?.clinician).toContain('"cannot finish sentences"');
    expect(f?.patient).toContain("call 911 now");
    expect(f?.evidenceIds).toEqual(["bts-nice-sign-acute-asthma-adults"]);
    // The long-term point stays; the vital signs the attack is graded by are not read again as
    // "think of sepsis".
    expect(codes(r)).toContain("asthma-saba-without-ics");
    expect(codes(r)).not.toContain("vital-signs-danger");
  });

  it("05: without the low saturation the same attack is acute severe, not life-threatening", () => {
    const c = load("05-us-asthma-attack-albuterol-only-ehr");
    const d = c.data as { vitalSigns: { display: string; value: string }[] };
    d.vitalSigns = d.vitalSigns.filter((v) => v.display !== "Oxygen saturation");
    const f = finding(runReviewCase(c), "asthma-acute-attack-severity");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Features of acute severe asthma: peak flow 160 L\/min, 36% of the best 450/);
  });

  it("05: asthma without an attack described in the notes draws no attack finding", () => {
    const c = load("05-us-asthma-attack-albuterol-only-ehr");
    (c.data as { additionalContext: string }).additionalContext = "Urgent care, Atlanta, Georgia. Ankle sprain.";
    expect(codes(runReviewCase(c))).not.toContain("asthma-acute-attack-severity");
  });

  it("06: a C. difficile relapse 5 weeks after vancomycin reads as a further episode, fidaxomicin", () => {
    const f = finding(run("06-uk-cdiff-recurrence-severe-labs"), "c-difficile-infection");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("creatinine 168 µmol/L (2026-11-30), up 110% from 80 µmol/L (in the notes)");
    expect(f?.clinician).toContain("so this is a further episode, not a first, 5 weeks after");
    expect(f?.clinician).toContain("review the need for loperamide (acting on the gut)");
    expect(f?.clinician).not.toContain("for a first episode (vancomycin");
    expect(f?.nextSteps[0]).toBe(
      "Further episode within 12 weeks (a relapse): fidaxomicin 200 mg twice daily for 10 days, with microbiology advice",
    );
    expect(f?.evidenceIds).toEqual(["nice-ng199-cdiff", "nhs-lothian-cdi-recurrence"]);
  });

  it("06: without an earlier episode the first-episode plan stands", () => {
    const c = load("06-uk-cdiff-recurrence-severe-labs");
    const pc = (c as unknown as { patientContext: { conditions: unknown[]; clinicalNotes: string } }).patientContext;
    pc.conditions = pc.conditions.slice(1);
    pc.clinicalNotes =
      "GP, Norwich (NHS). Watery diarrhoea 8 times a day for 3 days after co-amoxiclav. Baseline creatinine 80.";
    const f = finding(runReviewCase(c), "c-difficile-infection");
    expect(f?.nextSteps[0]).toMatch(/^Start oral vancomycin 125 mg four times daily/);
    expect(f?.evidenceIds).toEqual(["nice-ng199-cdiff"]);
  });

  it("07: HIV virological failure with a CD4 of 168", () => {
    const f = finding(run("07-us-hiv-viremia-tdf-creatinine-labs"), "hiv-advanced-cd4-below-200");
    expect(f?.clinician).toContain("virological failure");
    expect(f?.clinician).toContain("primary Pneumocystis prophylaxis");
  });

  it("09: CRB65 1 without a urea reads as intermediate risk on a GP visit", () => {
    const f = finding(run("09-uk-cap-crb65-1-gp-ehr"), "pneumonia-curb65");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("CRB65 1/4 (no urea result for CURB65) (age 71)");
    expect(f?.clinician).toContain("NICE CG191: CRB65 1–2 is intermediate risk (1–10% 30-day mortality)");
    expect(f?.clinician).not.toMatch(/CURB65 0–1/);
    expect(f?.nextSteps[0]).toMatch(/^Decide with clinical judgement between hospital assessment/);
  });

  it("10: a vancomycin trough of 27.5 is carried by the AKI finding, with the pip-tazo combination", () => {
    const r = run("10-us-vancomycin-trough-aki-pip-tazo-labs");
    // "Creatinine 0.9 mg/dL on admission" is now read as a baseline (review 36, kidney-36), so the
    // AKI finding carries the level in place of the level finding (vancomycin-level-high.ts).
    expect(codes(r)).not.toContain("vancomycin-level-high");
    const step = finding(r, "aki-creatinine-rise")?.nextSteps.find((s) => /vancomycin/.test(s));
    expect(step).toContain("vancomycin trough 27.5 µg/mL (2026-12-01) is above the laboratory's range");
    expect(step).toContain("AKI is about twice as likely on vancomycin with piperacillin-tazobactam");
  });

  it("11: bacteriuria in pregnancy is treated without symptoms", () => {
    const f = finding(run("11-neither-pregnant-asymptomatic-bacteriuria-labs"), "bacteriuria-pregnancy");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("treated in pregnancy even without symptoms");
  });
});
