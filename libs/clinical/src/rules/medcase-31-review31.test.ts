import { describe, expect, it } from "vitest";
import type { MedicationItem } from "../model.ts";
import {
  clinicianText,
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
  runReviewCase,
} from "../testing/review-case.ts";
import { genericNamesLowered } from "./medicine-case.ts";

/*
 * Review 31, medcase-31: generic medicine names as the record sent them ("Metformin", "Ramipril")
 * read in lower case mid-sentence in the clinician text, next steps and titles too, not only in the
 * patient text ("Withhold Metformin" read wrongly to a clinician). A name opening a sentence, step or
 * list item keeps its capital, a brand ("Eliquis", "Ozempic", "Lasix") keeps its capital, and a quoted
 * passage the record holds word for word stays exactly as the clinician wrote it.
 */

const { run, load, edit } = reviewFolder(new URL("./fixtures/medcase-31-review31/", import.meta.url));

const GENERICS =
  "Metformin|Ramipril|Atorvastatin|Methotrexate|Lisinopril|Warfarin|Amlodipine|Clarithromycin|Lithium|Furosemide|Spironolactone|Simvastatin";

/**
 * Capitalised generic names standing mid-sentence (after a lower-case word, comma, semicolon or
 * bracket), quotes removed, and the summary line left out: it lists the record's conditions as sent.
 */
function midSentenceCapitals(text: string): string[] {
  const unquoted = text.replace(/"[^"\n]*"/g, '""').replace(/^\d+-year-old .*$/gm, "");
  return [...unquoted.matchAll(new RegExp(`(?:[a-z0-9,;(] |\\()(?:${GENERICS})\\b`, "g"))].map((m) => m[0]);
}

const med = (name: string, drugs: string[]): MedicationItem => ({
  ref: `med:${name}`,
  index: 0,
  name,
  status: "active",
  active: true,
  classes: [],
  drugs,
});

describe("genericNamesLowered: one rule for every report (review 31, medcase-31)", () => {
  const meds = [
    med("Metformin 500 mg", ["metformin"]),
    med("Lisinopril", ["lisinopril"]),
    med("Eliquis 5 mg", ["apixaban"]),
    med("Lithium carbonate", ["lithium"]),
  ];

  it("lowers a generic name mid-sentence and keeps it at a sentence, line or list-item start", () => {
    const lower = genericNamesLowered(meds);
    expect(lower("Withhold Metformin 500 mg and Lisinopril while unwell")).toBe(
      "Withhold metformin 500 mg and lisinopril while unwell",
    );
    expect(lower("Metformin 500 mg and Lisinopril were paused. Lisinopril restarts later.")).toBe(
      "Metformin 500 mg and lisinopril were paused. Lisinopril restarts later.",
    );
    expect(lower("Plan:\n- Lisinopril: review\n1. Metformin: hold\n2) Lithium carbonate: level")).toBe(
      "Plan:\n- Lisinopril: review\n1. Metformin: hold\n2) Lithium carbonate: level",
    );
    expect(lower("On Lithium carbonate (Metformin 500 mg too)")).toBe("On lithium carbonate (metformin 500 mg too)");
  });

  it("leaves a brand name and a name not on the list as written", () => {
    const lower = genericNamesLowered(meds);
    expect(lower("Eliquis with eGFR 24; check the Eliquis dose and Warfarin history")).toBe(
      "Eliquis with eGFR 24; check the Eliquis dose and Warfarin history",
    );
  });

  it("keeps a quoted passage the record holds word for word, and lowers one it does not", () => {
    const recorded = "Cardiology letter: continue Metformin and Lisinopril";
    const lower = genericNamesLowered(meds, recorded);
    expect(lower('The notes record "continue Metformin and Lisinopril": withhold Metformin today')).toBe(
      'The notes record "continue Metformin and Lisinopril": withhold metformin today',
    );
    // A quote of the report's own words (a pointer to another point) is not the clinician's.
    expect(lower('See the point that begins "Your medicine Metformin is paused"')).toBe(
      'See the point that begins "Your medicine metformin is paused"',
    );
    // Without the record's text no quote is kept (the patient-text use before review 31).
    expect(genericNamesLowered(meds)('"continue Metformin"')).toBe('"continue metformin"');
  });
});

describe("clinician text and next steps name generic medicines in lower case (review 31, medcase-31)", () => {
  it("01 UK labs AKI: 'Withhold metformin', 'Withhold ramipril'; Eliquis keeps its capital; patient text unchanged", () => {
    const r = run("01-uk-aki-metformin-ramipril-eliquis-labs");
    const aki = finding(r, "aki-creatinine-rise");
    expect(aki?.nextSteps.join("\n")).toMatch(/^Withhold metformin while kidney function is unstable/m);
    const text = clinicianText(r);
    expect(text).toMatch(/^- Withhold ramipril while fluid is being lost/m);
    expect(text).toMatch(/while taking ramipril;/);
    expect(text).toMatch(
      /\*\*Direct oral anticoagulant with reduced kidney function\*\* \(priority: [a-z]+\): Eliquis with eGFR 24/,
    );
    // The medication section's pointers open list items, so they keep the capital.
    expect(text).toMatch(/^- Metformin: see /m);
    expect(text).toMatch(/^- Eliquis: see /m);
    expect(midSentenceCapitals(text)).toEqual([]);
    expect(patientText(r)).toMatch(/Your diabetes medicine metformin is usually paused/);
    expect(midSentenceCapitals(patientText(r))).toEqual([]);
  });

  it("01 near-negative: a brand-only list (Glucophage, Eliquis) keeps every capital in the clinician text", () => {
    const c = load("01-uk-aki-metformin-ramipril-eliquis-labs");
    const lab = c as unknown as { patientContext: { medications: { name: string }[] } };
    lab.patientContext.medications = lab.patientContext.medications.map((m) =>
      m.name === "Metformin" ? { ...m, name: "Glucophage" } : m,
    );
    const r = runReviewCase(c);
    expect(clinicianText(r)).toMatch(/Withhold Glucophage while kidney function is unstable/);
    expect(clinicianText(r)).toMatch(/Eliquis with eGFR 24/);
  });

  it("02 US EHR methotrexate taken daily: steps and text in lower case, the step that opens with the name keeps it", () => {
    const r = run("02-us-methotrexate-daily-note-ehr");
    expect(codes(r)).toContain("methotrexate-daily");
    const text = clinicianText(r);
    expect(text).toMatch(/methotrexate taken daily \(methotrexate 2\.5 mg tablet on the medicine list\)/);
    expect(text).toMatch(/Low counts on methotrexate \(methotrexate 2\.5 mg tablet\)/);
    expect(text).toMatch(/^- Methotrexate 2\.5 mg tablet: see /m);
    expect(midSentenceCapitals(text)).toEqual([]);
  });

  it("02 deep: the detailed discussion built from the findings reads the same way", () => {
    const r = runDeepReviewCase(load("02-us-methotrexate-daily-note-ehr"));
    expectDeepReadsThrough(r);
    expect(midSentenceCapitals(r.result.clinicianResponse)).toEqual([]);
  });

  it("03 UK EHR warfarin and clarithromycin: 'Review clarithromycin', 'on warfarin'", () => {
    const r = run("03-uk-warfarin-inr-high-ehr");
    const text = clinicianText(r);
    expect(text).toMatch(/on warfarin, above the usual 2\.0–3\.0 target/);
    expect(text).toMatch(/^- Review clarithromycin 500 mg tablets, which can raise the INR/m);
    expect(text).toMatch(/^- Warfarin 1 mg tablets: see /m);
    expect(midSentenceCapitals(text)).toEqual([]);
  });

  it("03 deep: reads through with generic names in lower case mid-sentence", () => {
    const r = runDeepReviewCase(load("03-uk-warfarin-inr-high-ehr"));
    expectDeepReadsThrough(r);
    expect(midSentenceCapitals(r.result.clinicianResponse)).toEqual([]);
  });

  it("04 US labs lithium toxicity: 'Stop or replace lisinopril and furosemide', Jardiance keeps its capital", () => {
    const r = run("04-us-lithium-high-labs");
    expect(codes(r)).toContain("lithium-level-high");
    const text = clinicianText(r);
    expect(text).toMatch(/^- Stop or replace lisinopril and furosemide with the prescriber/m);
    expect(text).toMatch(/^- Lithium carbonate: see /m);
    expect(midSentenceCapitals(text)).toEqual([]);
  });

  it("05 UK EHR potassium 6.6: steps lower-case the generics and keep the brand Lasix", () => {
    const r = run("05-uk-potassium-spironolactone-lasix-ehr");
    const text = clinicianText(r);
    expect(text).toMatch(/^- Stop spironolactone 25 mg tablets and ramipril 10 mg capsules now/m);
    expect(text).toMatch(/Lasix 40 mg tablets \(also listed as furosemide 40 mg tablets\)/);
    expect(midSentenceCapitals(text)).toEqual([]);
  });

  it("05 deep: the plan by medicine names the medicines after the first in lower case", () => {
    const r = runDeepReviewCase(load("05-uk-potassium-spironolactone-lasix-ehr"));
    expectDeepReadsThrough(r);
    expect(midSentenceCapitals(r.result.clinicianResponse)).toEqual([]);
  });

  it("06 US labs simvastatin myopathy: 'Stop simvastatin now', a sentence opening 'Simvastatin 80 mg' keeps it", () => {
    const r = run("06-us-statin-ck-ozempic-labs");
    const text = clinicianText(r);
    expect(text).toMatch(/^- Stop simvastatin now/m);
    expect(text).toMatch(/\. Simvastatin 80 mg is above the label's limit/);
    expect(midSentenceCapitals(text)).toEqual([]);
  });

  it("a quoted record entry keeps its capital while the sentence around it is lowered", () => {
    const c = edit("03-uk-warfarin-inr-high-ehr", (d) => {
      d.pastMedicalHistory = [
        ...d.pastMedicalHistory,
        { display: "Recurrent falls - fell twice on Warfarin in 2026", clinicalStatus: "active" },
      ];
    });
    const r = runReviewCase(c);
    expect(codes(r)).toContain("anticoagulant-falls");
    const text = clinicianText(r);
    expect(text).toContain('with "Recurrent falls - fell twice on Warfarin in 2026" recorded');
    expect(midSentenceCapitals(text)).toEqual([]);
  });
});
