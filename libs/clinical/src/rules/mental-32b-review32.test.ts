import { describe, expect, it } from "vitest";
import { codes, finding, patientText, clinicianText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/*
 * Review 32, mental-32b: a sweep of mental health, substance use and their medicines (13 cases,
 * UK, US and neither). What the review found and changed:
 * - 01: prolactin 6200 mIU/L on risperidone with new headaches read "the medicine is the likely
 *   explanation", with pituitary MRI only after a failed switch. A prolactin of 200 µg/L or more,
 *   or headaches or visual symptoms, now puts pituitary MRI first (prolactin-symptoms.ts,
 *   endocrine-oncology.ts; J Fam Pract 2005 Clinical Inquiry).
 * - 02: a Portland, Oregon clozapine record was given the UK/EU "stop at once" red result beside
 *   the US label's "continue"; a US record now gets the label alone (drug-blood.ts).
 * - 06: methadone for opioid use disorder with citalopram read "review whether methadone is
 *   needed"; the antidepressant is now the one reviewed (serotonin-toxicity.ts).
 * - 11-13: notes recording thoughts of ending one's life gave no finding. A new rule
 *   (suicide-risk-notes.ts) points the patient to urgent help with the record's country's numbers
 *   (UK 999, A&E, NHS 111, Samaritans 116 123; US 911 and 988; neither: no country's numbers).
 * - 07: "eating little for weeks" in an alcohol-dependent man with magnesium 0.48 and phosphate
 *   0.42 mmol/L was not read as little intake, so no refeeding risk was raised (refeeding-risk.ts).
 * Cases 03-05 and 08-10 are kept as regression cases for what the engine already reads.
 */
const { run, load } = reviewFolder(new URL("./fixtures/mental-32b-review32/", import.meta.url));

type Run = ReturnType<typeof run>;
const citedUrls = (r: Run) =>
  [...Object.values(r.result.citations.patient), ...Object.values(r.result.citations.clinician)].map(
    (c) => (c as { url: string }).url,
  );

describe("a high prolactin on an antipsychotic that needs a pituitary scan now (review 32, mental-32b)", () => {
  it("01: prolactin 6200 mIU/L on risperidone with new headaches reads as pituitary MRI now, not a medicine effect", () => {
    const r = run("01-uk-risperidone-prolactin-6200-headaches-labs");
    const f = finding(r, "prolactin-high-on-dopamine-blocker");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/^Pituitary MRI now, without waiting for a medicine change/);
    expect(f?.nextSteps.join("\n")).toMatch(/visual fields/);
    expect(f?.clinician).not.toMatch(/The medicine is the likely explanation/);
    expect(f?.clinician).toMatch(/"headaches" in the notes/);
    expect(patientText(r)).toMatch(/scan of the pituitary gland \(an MRI\)/);
    expect(patientText(r)).not.toMatch(/it is the likely reason/);
    expect(citedUrls(r)).toContain(
      "https://www.mdedge.com/familymedicine/article/61035/endocrinology/what-recommended-evaluation-and-treatment-elevated-serum",
    );
  });

  it("01b: a mild rise (900 mIU/L) without headaches keeps the medicine as the likely explanation and MRI only if a switch fails", () => {
    const c = load("01-uk-risperidone-prolactin-6200-headaches-labs");
    c.labResults[0].value = "900";
    c.patientContext.clinicalNotes = "Community mental health team review, Leeds. Mental state stable on risperidone.";
    const f = finding(runReviewCase(c), "prolactin-high-on-dopamine-blocker");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/The medicine is the likely explanation/);
    expect(f?.nextSteps.join("\n")).not.toMatch(/Pituitary MRI now/);
    expect(f?.nextSteps.join("\n")).toMatch(/persists after a switch\), arrange pituitary MRI/);
  });

  it("01c: the level alone (6200 mIU/L, no headaches) is enough for MRI now", () => {
    const c = load("01-uk-risperidone-prolactin-6200-headaches-labs");
    c.patientContext.clinicalNotes = "Community mental health team review, Leeds. Mental state stable on risperidone.";
    const f = finding(runReviewCase(c), "prolactin-high-on-dopamine-blocker");
    expect(f?.nextSteps[0]).toMatch(/^Pituitary MRI now/);
    expect(f?.nextSteps[0]).toMatch(/200 µg\/L/);
  });
});

describe("clozapine, lithium, valproate and metabolic monitoring (review 32, mental-32b)", () => {
  it("02: a US clozapine record with ANC 1.2 x10E3/uL reads by the US label, without the UK/EU red result", () => {
    const r = run("02-us-clozapine-anc-1200-labs");
    const f = finding(r, "clozapine-neutropenia");
    expect(f?.clinician).toMatch(/continues clozapine with ANC three times a week/);
    expect(clinicianText(r)).not.toMatch(/UK\/EU/);
    expect(citedUrls(r).filter((u) => /nhs/.test(u))).toEqual([]);
  });

  it("03: lithium 1.4 mmol/L three weeks after ramipril names ramipril as the likely contributor", () => {
    const r = run("03-uk-lithium-1-4-new-ramipril-labs");
    expect(finding(r, "lithium-level-high")?.clinician).toMatch(/ramipril reduces lithium clearance/i);
  });

  it("04: valproate in a woman of 24 with no contraception in Bristol reads as the UK Pregnancy Prevention Programme", () => {
    const r = run("04-uk-valproate-woman-24-no-ppp-ehr");
    expect(finding(r, "valproate-pregnancy-prevention")?.clinician).toMatch(/Pregnancy Prevention Programme/);
  });

  it("05: olanzapine with labs two years old and weight gain gets metabolic monitoring", () => {
    expect(codes(run("05-us-olanzapine-metabolic-overdue-labs"))).toContain("antipsychotic-metabolic-monitoring");
  });
});

describe("substance use (review 32, mental-32b)", () => {
  it("06: methadone for opioid use disorder with citalopram keeps methadone and reviews the antidepressant", () => {
    const r = run("06-neither-qtc-510-citalopram-methadone-labs");
    expect(codes(r)).toContain("qtc-prolonged");
    const f = finding(r, "serotonin-toxicity-combination");
    const steps = f?.nextSteps.join("\n") ?? "";
    expect(steps).toMatch(/Keep methadone[^;]*, which treats opioid use disorder/i);
    expect(steps).toMatch(/review whether citalopram is the right antidepressant/i);
    expect(steps).not.toMatch(/Review whether methadone/i);
    expect(patientText(r)).not.toMatch(/painkiller/);
  });

  it("06b: methadone without opioid use disorder in the record (pain) keeps the general review of the added medicine", () => {
    const c = load("06-neither-qtc-510-citalopram-methadone-labs");
    c.patientContext.conditions = [
      { name: "Depression", status: "active" },
      { name: "Cancer pain", status: "active" },
    ];
    c.patientContext.clinicalNotes = "Palliative care review. Two episodes of palpitations last week.";
    const f = finding(runReviewCase(c), "serotonin-toxicity-combination");
    expect(f?.nextSteps.join("\n")).toMatch(/Review whether methadone/i);
  });

  it("07: alcohol withdrawal, 'eating little for weeks' and low magnesium and phosphate reads as high refeeding risk with thiamine", () => {
    const r = run("07-uk-alcohol-withdrawal-low-mg-phosphate-ehr");
    const f = finding(r, "refeeding-risk-before-feeding");
    expect(f?.clinician).toMatch(/"eating little" in the notes/);
    expect(f?.nextSteps.join("\n")).toMatch(/thiamine/i);
  });

  it("09: anorexia with potassium 2.9, low phosphate and a pulse of 38 reads as medical instability", () => {
    expect(
      finding(run("09-uk-anorexia-low-k-phosphate-bradycardia-ehr"), "eating-disorder-medical-instability")?.severity,
    ).toBe("critical");
  });

  it("10: tramadol with sertraline, clonus and 38.6 °C reads as serotonin toxicity with 911", () => {
    const r = run("10-us-serotonin-tramadol-sertraline-labs");
    expect(finding(r, "serotonin-toxicity-combination")?.severity).toBe("critical");
    expect(patientText(r)).toMatch(/call 911/);
  });
});

describe("thoughts of suicide in the notes point to urgent help by country (review 32, mental-32b)", () => {
  it("11: a Nottingham GP record with a plan researched online is critical and gives 999, A&E, NHS 111 and Samaritans", () => {
    const r = run("11-uk-suicidal-statement-sertraline-labs");
    const f = finding(r, "suicidal-thoughts-in-notes");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/"looked up ways"/);
    expect(f?.clinician).toMatch(/job loss or unemployment and living alone/);
    const text = patientText(r);
    expect(text).toMatch(/call 999 or go to A&E now/);
    expect(text).toMatch(/NHS 111/);
    expect(text).toMatch(/Samaritans free on 116 123/);
    expect(text).not.toMatch(/\b911\b|\b988\b/);
    expect(citedUrls(r)).toContain(
      "https://www.mentalhealth.org.uk/explore-mental-health/a-z-topics/suicidal-thoughts",
    );
  });

  it("12: a Madison, Wisconsin record gives 911 and 988, not UK numbers", () => {
    const r = run("12-us-suicidal-statement-fluoxetine-labs");
    const f = finding(r, "suicidal-thoughts-in-notes");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/"suicidal thoughts"/);
    const text = patientText(r);
    expect(text).toMatch(/call 911/);
    expect(text).toMatch(/call or text 988/);
    expect(text).not.toMatch(/\b999\b|A&E|NHS 111|Samaritans|116 123/);
    expect(citedUrls(r).filter((u) => /mentalhealth\.org\.uk/.test(u))).toEqual([]);
  });

  it("13: a record that reads as neither country gets urgent help without any country's numbers", () => {
    const text = patientText(run("13-neither-suicidal-statement-labs"));
    expect(text).toMatch(/call your local emergency number/);
    expect(text).not.toMatch(/\b999\b|\b911\b|\b988\b|116 123|NHS 111|A&E/);
  });

  it("13c: a relative's suicide in the notes is family history, not the patient's own thoughts", () => {
    const c = load("13-neither-suicidal-statement-labs");
    c.patientContext.clinicalNotes = "Low mood. Her brother died by suicide in 2019; family history of suicide.";
    expect(codes(runReviewCase(c))).not.toContain("suicidal-thoughts-in-notes");
  });

  it("13d: suicidal thoughts after a bereavement are still the patient's own", () => {
    const c = load("13-neither-suicidal-statement-labs");
    c.patientContext.clinicalNotes = "Since her husband died she has had suicidal thoughts most nights.";
    expect(codes(runReviewCase(c))).toContain("suicidal-thoughts-in-notes");
  });

  it("13b: notes that deny suicidal thoughts give no finding", () => {
    const c = load("13-neither-suicidal-statement-labs");
    c.patientContext.clinicalNotes = "Mood improving. Denies suicidal thoughts.";
    expect(codes(runReviewCase(c))).not.toContain("suicidal-thoughts-in-notes");
  });
});
