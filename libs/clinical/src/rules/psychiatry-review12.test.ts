import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";
import { classifyMedication } from "../vocab/medications.ts";

/** The psychiatry review's (round 12) cases, kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/psychiatry-review12/", import.meta.url));
const find = (r: ReturnType<typeof runReviewCase>, code: string) => r.findings.find((f) => f.code === code);

describe("clozapine neutrophil counts (review 12)", () => {
  it("reads a count of 1.4 against the BEN bands when benign ethnic neutropenia is recorded, without a stop instruction", () => {
    const f = find(runReviewCase(load("05-clozapine-ben")), "clozapine-neutropenia");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/within the normal BEN range: continue clozapine/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Stop clozapine/);
    expect(f?.nextSteps.join(" ")).toMatch(/BEN thresholds/);
    expect(f?.evidenceIds).toContain("clozaril-label-ben-algorithm");
  });

  it("still withholds clozapine below 0.5 with BEN recorded", () => {
    const c = load("05-clozapine-ben");
    c.labResults[0].value = "0.4";
    const f = find(runReviewCase(c), "clozapine-neutropenia");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps.join(" ")).toMatch(/Withhold clozapine today/);
  });

  it("gives one instruction for a UK red result (stop), not also the label's 'continues clozapine', and asks about fever", () => {
    const f = find(runReviewCase(load("04-clozapine-anc-low")), "clozapine-neutropenia");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).not.toMatch(/which continues clozapine/);
    expect(f?.clinician).toMatch(/red result under the UK\/EU monitoring schemes, which stop clozapine/);
    expect(f?.nextSteps.join(" ")).toMatch(/Stop clozapine now/);
    expect(f?.nextSteps.join(" ")).toMatch(/fever, sore throat .*neutropenic sepsis/);
  });
});

describe("clozapine myocarditis day count (review 12)", () => {
  it("counts the day of treatment to the sample date, not to the day the record is read", () => {
    const f = find(runReviewCase(load("06-clozapine-myocarditis")), "clozapine-myocarditis");
    expect(f?.clinician).toMatch(/started 2026-11-01, day 20 on the 2026-11-20 sample/);
    expect(f?.clinician).not.toMatch(/day 28/);
  });
});

describe("clozapine gastrointestinal hypomotility (review 12)", () => {
  it("treats no bowel movement for days with distension and vomiting on clozapine as an emergency and names the anticholinergic", () => {
    const r = runReviewCase(load("07-clozapine-constipation"));
    const f = find(r, "clozapine-gi-hypomotility");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/possible ileus or bowel obstruction/);
    expect(f?.clinician).toMatch(/Hyoscine hydrobromide adds anticholinergic slowing/);
    expect(f?.nextSteps.join(" ")).toMatch(/Do not give further anticholinergic medicines/);
  });

  it("is moderate for constipation alone and absent when the notes deny it", () => {
    const c = load("07-clozapine-constipation");
    c.data.additionalContext = "Constipated this week, eating and drinking normally.";
    expect(find(runReviewCase(c), "clozapine-gi-hypomotility")?.severity).toBe("moderate");
    c.data.additionalContext = "Bowels normal, no constipation.";
    expect(find(runReviewCase(c), "clozapine-gi-hypomotility")).toBeUndefined();
  });
});

describe("serotonin toxicity (review 12)", () => {
  it("links tramadol added to venlafaxine with sweating and twitching to serotonin toxicity and stops the tramadol", () => {
    const f = find(runReviewCase(load("12-ssri-bleed-serotonin")), "serotonin-toxicity-combination");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Tramadol taken with venlafaxine MR/);
    expect(f?.clinician).toMatch(/serotonin toxicity/);
    expect(f?.nextSteps.join(" ")).toMatch(/stop Tramadol/i);
  });

  it("is a moderate interaction warning without symptoms", () => {
    const c = load("12-ssri-bleed-serotonin");
    c.data.additionalContext = "Black stools last week.";
    expect(find(runReviewCase(c), "serotonin-toxicity-combination")?.severity).toBe("moderate");
  });

  it("leaves a triptan with the antidepressant alone unless symptoms are recorded", () => {
    const c = load("12-ssri-bleed-serotonin");
    const tramadol = c.data.medications.find((m: { medication: string }) => m.medication === "Tramadol");
    tramadol.medication = "Sumatriptan";
    expect(find(runReviewCase(c), "serotonin-toxicity-combination")?.severity).toBe("high");
    c.data.additionalContext = "Black stools last week.";
    expect(find(runReviewCase(c), "serotonin-toxicity-combination")).toBeUndefined();
  });
});

describe("lithium brand names (review 12)", () => {
  it("reads Priadel as lithium, so the lithium kidney and thyroid finding appears", () => {
    const f = find(runReviewCase(load("02-lithium-tsh-calcium")), "lithium-kidney-thyroid");
    expect(f?.clinician).toMatch(/^On lithium with eGFR 58/);
  });

  it("maps the UK and US brands to lithium", () => {
    for (const name of ["Priadel 400 mg", "Camcolit", "Liskonum", "Li-Liquid 5 mL", "Lithobid", "Eskalith CR"])
      expect(classifyMedication(name).classes).toContain("lithium");
  });
});

describe("lithium level not taken as a 12-hour trough (review 12)", () => {
  it("grades a raised level drawn 3 hours after the dose in a well patient as moderate and asks for a trough", () => {
    const f = find(runReviewCase(load("03-lithium-timing-random")), "lithium-level-high");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/not a 12-hour trough \("3 hours after the morning dose"\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/Repeat the level as a 12-hour trough/);
  });

  it("stays high when the notes give no timing", () => {
    const c = load("03-lithium-timing-random");
    c.patientContext.clinicalNotes = "No symptoms; usual levels 0.6-0.8";
    expect(find(runReviewCase(c), "lithium-level-high")?.severity).toBe("high");
  });
});
