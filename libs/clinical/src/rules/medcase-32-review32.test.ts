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
import { drinkAmounts } from "./alcohol-drinks.ts";
import { genericNamesLowered } from "./medicine-case.ts";

/*
 * Review 32, medcase-32 (medicines). Found and changed:
 * - Generic names outside the engine's drug classes ("Tranexamic acid", "Senna", "Azithromycin",
 *   "Tamsulosin") kept their capital mid-sentence: only names in a drug class were known to be
 *   generic. vocab/generic-names.ts lists them; rules/medicine-case.ts reads them too.
 * - No fluoroquinolone class: warfarin with ciprofloxacin and an INR of 5.8 named no interacting
 *   medicine. vocab/medications.ts has the class; rules/drug-lab.ts counts it as INR-raising
 *   (jolson-1991-warfarin-fluoroquinolones; the older-adult antibiotic study for those 65 and over).
 * - Oral haloperidol beside haloperidol decanoate was "the same medicine listed twice"; it is now a
 *   check of the combined dose, extrapyramidal effects and the QT (rules/same-medicine-twice.ts).
 * - Lithium with thirst and large urine volumes and a normal sodium got no finding at all
 *   (rules/lithium-polyuria.ts, stone-1999-lithium-ndi).
 * - "1 litre of vodka a day" and "8 cans of strong lager a day" were not read as drinks
 *   (rules/alcohol-drinks.ts).
 * - A blood ketone reading written in the notes (a meter reading of 3.4 on dapagliflozin) got no
 *   ketone finding: rules/sglt2-noted-ketones.ts.
 * - "on methotrexate (Methotrexate)" repeated the bare drug name (evaluate.ts fill).
 * Cases 06-12 are fresh medicine cases checked for the right finding.
 */

const { run, load, edit } = reviewFolder(new URL("./fixtures/medcase-32-review32/", import.meta.url));

const citedUrls = (r: ReturnType<typeof run>) =>
  Object.values(r.result.citations.clinician).map((c) => (c as { url: string }).url);

const med = (name: string, drugs: string[] = []): MedicationItem => ({
  ref: `med:${name}`,
  index: 0,
  name,
  status: "active",
  active: true,
  classes: [],
  drugs,
});

describe("generic names outside the drug classes read in lower case (review 32, medcase-32)", () => {
  it("lowers tranexamic acid, senna, azithromycin and tamsulosin mid-sentence, not at a sentence start", () => {
    const lower = genericNamesLowered([
      med("Tranexamic acid 500 mg tablets"),
      med("Senna 7.5 mg"),
      med("Azithromycin 250 mg"),
      med("Tamsulosin 400 micrograms"),
    ]);
    expect(lower("Review Tamsulosin 400 micrograms, Senna 7.5 mg and Azithromycin 250 mg")).toBe(
      "Review tamsulosin 400 micrograms, senna 7.5 mg and azithromycin 250 mg",
    );
    expect(lower("Also on Tranexamic acid 500 mg tablets. Tranexamic acid stays.")).toBe(
      "Also on tranexamic acid 500 mg tablets. Tranexamic acid stays.",
    );
  });

  it("keeps a brand's capital", () => {
    const lower = genericNamesLowered([med("Flomax 400 micrograms"), med("Zithromax 250 mg")]);
    expect(lower("Review Flomax and Zithromax")).toBe("Review Flomax and Zithromax");
  });

  it("02: the alpha-blocker and orthostatic findings name tamsulosin in lower case mid-sentence", () => {
    const r = run("02-uk-tamsulosin-doxazosin-falls-ehr");
    expect(codes(r)).toEqual(expect.arrayContaining(["alpha-blocker-duplicate", "orthostatic-hypotension"]));
    const text = clinicianText(r);
    expect(text).toMatch(/Review tamsulosin 400 micrograms/);
    expect(text).not.toMatch(/[a-z,;(] (?:Tamsulosin|Senna|Azithromycin|Tranexamic)\b/);
  });
});

describe("warfarin with a fluoroquinolone (review 32, medcase-32)", () => {
  it("01: an INR of 5.8 on warfarin with ciprofloxacin names ciprofloxacin as a likely cause, with sources", () => {
    const r = run("01-uk-warfarin-ciprofloxacin-inr-ehr");
    const f = finding(r, "warfarin-inr-high");
    expect(f).toBeDefined();
    const text = clinicianText(r);
    expect(text).toMatch(/ciprofloxacin 500 mg tablets can raise the INR on warfarin and is a likely cause/i);
    expect(text).toMatch(/Review ciprofloxacin 500 mg tablets, which can raise the INR on warfarin/);
    // jolson-1991-warfarin-fluoroquinolones and, at 81, the older-adult antibiotic study.
    expect(citedUrls(r)).toEqual(
      expect.arrayContaining(["https://pubmed.ncbi.nlm.nih.gov/1842668/", "https://pubmed.ncbi.nlm.nih.gov/22269622/"]),
    );
    expect(patientText(r)).toMatch(/ciprofloxacin can make warfarin work more strongly/i);
  });

  it("01: with the INR in range, levofloxacin with warfarin is the interaction finding", () => {
    const c = edit("01-uk-warfarin-ciprofloxacin-inr-ehr", (d) => {
      d.recentAbnormalLabs = [];
      d.recentNormalLabs.push({
        display: "INR",
        value: "2.5",
        unit: "",
        date: "2026-11-30",
        referenceRange: "2.0-3.0",
      });
      d.medications[1] = { medication: "Levofloxacin 500 mg tablets", status: "active", frequency: "once daily" };
    });
    const r = runReviewCase(c);
    expect(codes(r)).toContain("warfarin-inr-raising-drug");
    expect(codes(r)).not.toContain("warfarin-inr-high");
  });
});

describe("warfarin with a fluoroquinolone, read further (review 32, medcase-32)", () => {
  it("01: a finished ciprofloxacin course named only in the notes is named as a likely cause", () => {
    const r = runReviewCase(
      edit("01-uk-warfarin-ciprofloxacin-inr-ehr", (d) => {
        d.medications.splice(1, 1);
        d.additionalContext =
          "GP surgery, Leeds (NHS). Finished a course of ciprofloxacin 2 days ago for a urinary infection. No bleeding.";
      }),
    );
    expect(clinicianText(r)).toMatch(/The notes name ciprofloxacin/);
  });

  it("01: the deep report reads through and names the interaction", () => {
    const r = runDeepReviewCase(load("01-uk-warfarin-ciprofloxacin-inr-ehr"));
    expectDeepReadsThrough(r);
    expect(r.result.clinicianResponse).toMatch(/ciprofloxacin 500 mg tablets, which can raise the INR on warfarin/);
  });
});

describe("oral haloperidol with its depot (review 32, medcase-32)", () => {
  it("03: is a check of the combined dose, side effects and QT, not a duplicate entry", () => {
    const r = run("03-neither-haloperidol-oral-depot-labs");
    expect(codes(r)).not.toContain("same-medicine-twice");
    expect(codes(r)).toContain("oral-with-depot-antipsychotic");
    const text = clinicianText(r);
    expect(text).toMatch(/recognised pattern rather than a duplicate entry/);
    expect(text).toMatch(/combined dose/);
    expect(text).toMatch(/extrapyramidal/);
    expect(text).toMatch(/QT interval/);
  });

  it("03: two oral entries of haloperidol are still the same medicine listed twice", () => {
    const c = load("03-neither-haloperidol-oral-depot-labs");
    c.patientContext.medications[0] = { name: "Haloperidol oral liquid", dosage: "5 mg", frequency: "at night" };
    const r = runReviewCase(c);
    expect(codes(r)).toContain("same-medicine-twice");
    expect(codes(r)).not.toContain("oral-with-depot-antipsychotic");
  });
});

describe("lithium with thirst and large urine volumes (review 32, medcase-32)", () => {
  it("04: a normal sodium with polyuria and thirst on lithium raises nephrogenic diabetes insipidus", () => {
    const r = run("04-uk-lithium-polyuria-labs");
    const f = finding(r, "lithium-polyuria-ndi");
    expect(f).toBeDefined();
    expect(citedUrls(r)).toContain("https://pubmed.ncbi.nlm.nih.gov/10050642/"); // stone-1999-lithium-ndi
    const text = clinicianText(r);
    expect(text).toMatch(/nephrogenic diabetes insipidus/);
    expect(text).toMatch(/"passing large volumes of urine"/);
    expect(text).toMatch(/water deprivation test/);
    expect(patientText(r)).toMatch(/do not cut down on fluids/);
  });

  it.each([
    "GP review, Bristol (NHS). On lithium for 11 years. Mood stable; no new symptoms.",
    "GP review, Bristol (NHS). No polyuria or thirst.",
    // Night-time urine alone has other causes.
    "GP review, Bristol (NHS). Nocturia twice a night since her bladder repair.",
  ])("04: without thirst or large volumes in the notes there is no such finding (%s)", (note) => {
    const c = load("04-uk-lithium-polyuria-labs");
    c.patientContext.clinicalNotes = note;
    expect(codes(runReviewCase(c))).not.toContain("lithium-polyuria-ndi");
  });

  it("04: a sodium above the limit is left to the hypernatraemia finding, which names lithium", () => {
    const c = load("04-uk-lithium-polyuria-labs");
    c.labResults[1] = { ...c.labResults[1], value: "151", flag: "High" };
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("lithium-polyuria-ndi");
    expect(codes(r)).toContain("hypernatraemia");
    expect(clinicianText(r)).toMatch(/nephrogenic diabetes insipidus/);
  });
});

describe("alcohol written as volumes and strong drinks (review 32, medcase-32)", () => {
  it("reads a litre of spirits, half a litre and strong lager as UK units a week", () => {
    expect(drinkAmounts("Drinks 1 litre of vodka a day.")[0]?.unitsPerWeek).toBeCloseTo(262.5);
    expect(drinkAmounts("Drinks 1L of vodka a day")[0]?.unitsPerWeek).toBeCloseTo(262.5);
    expect(drinkAmounts("1.5l of white wine a day")[0]?.unitsPerWeek).toBeCloseTo(126);
    expect(drinkAmounts("half a litre of whisky daily")[0]?.unitsPerWeek).toBeCloseTo(131.25);
    expect(drinkAmounts("8 cans of strong lager a day")[0]?.unitsPerWeek).toBeCloseTo(95.2);
    expect(drinkAmounts("a bottle of wine a day")[0]?.unitsPerWeek).toBeCloseTo(63);
    expect(drinkAmounts("2 litres of milk a day")).toEqual([]);
  });

  it("05: 1 litre of vodka a day with a GGT of 412 gets the NICE elastography finding with its units", () => {
    const r = run("05-uk-vodka-litre-ggt-labs");
    expect(codes(r)).toContain("alcohol-intake-elastography");
    expect(clinicianText(r)).toMatch(/"1 litre of vodka a day"\), about 263 UK units a week/);
  });
});

describe("a meter ketone reading in the notes on an SGLT2 inhibitor (review 32, medcase-32)", () => {
  it("13: blood ketones 3.4 on the meter with a glucose of 7.9 on dapagliflozin is possible DKA", () => {
    const r = run("13-uk-dapagliflozin-meter-ketones-labs");
    expect(finding(r, "sglt2i-noted-ketones")?.severity).toBe("high");
    const text = clinicianText(r);
    expect(text).toMatch(/"blood ketones 3\.4" on dapagliflozin, with glucose 7\.9 mmol\/L/i);
    expect(text).toMatch(/Stop the SGLT2 inhibitor while DKA is suspected/);
    expect(patientText(r)).toMatch(/A&E/);
  });

  it.each([
    "GP telephone call (NHS), Cardiff. Blood ketones 0.4 on her meter this morning.",
    "GP telephone call (NHS), Cardiff. Urine ketones 3 on a dipstick.",
    "GP telephone call (NHS), Cardiff. No ketones checked.",
  ])("13: no such finding below the DKA level, for urine ketones or without a reading (%s)", (note) => {
    const c = load("13-uk-dapagliflozin-meter-ketones-labs");
    c.patientContext.clinicalNotes = note;
    expect(codes(runReviewCase(c))).not.toContain("sglt2i-noted-ketones");
  });

  it("13: a laboratory ketone result is left to the DKA rules", () => {
    const c = load("13-uk-dapagliflozin-meter-ketones-labs");
    c.labResults.push({
      name: "Beta-hydroxybutyrate",
      value: "3.4",
      unit: "mmol/L",
      referenceRange: "0-0.6",
      flag: "High",
      date: "2026-11-30",
    });
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("sglt2i-noted-ketones");
    expect(codes(r)).toContain("hyperglycaemic-crisis");
  });
});

describe("fresh medicine cases (review 32, medcase-32)", () => {
  it("06: methotrexate with co-trimoxazole and low counts is possible marrow toxicity naming the antibiotic", () => {
    const r = run("06-us-methotrexate-trimethoprim-labs");
    expect(finding(r, "methotrexate-marrow-toxicity")?.severity).toBe("high");
    const text = clinicianText(r);
    expect(text).toMatch(/trimethoprim adds an antifolate effect/);
    // The trimethoprim of the combination is a generic name too, and the bare name is not repeated.
    expect(text).toMatch(/in this record: trimethoprim-sulfamethoxazole DS/);
    expect(text).toMatch(/Low counts on methotrexate: platelets/);
  });

  it("07: metformin with an eGFR of 24 and apixaban with two dose criteria are both flagged", () => {
    const r = run("07-us-metformin-egfr-25-ehr");
    expect(codes(r)).toEqual(expect.arrayContaining(["metformin-egfr-contraindicated", "apixaban-af-dose-high"]));
    expect(clinicianText(r)).not.toMatch(/[a-z,;(] (?:Azithromycin|Metformin|Apixaban)\b/);
  });

  it("08: an 82-year-old on oxycodone and diazepam gets the opioid-benzodiazepine finding", () => {
    const r = run("08-neither-opioid-benzo-older-labs");
    expect(codes(r)).toEqual(expect.arrayContaining(["opioid-benzodiazepine", "beers-older-adult-medicines"]));
  });

  it("09: a suppressed TSH and high free T4 on amiodarone is amiodarone-induced thyrotoxicosis", () => {
    const r = run("09-uk-amiodarone-thyroid-ehr");
    expect(codes(r)).toContain("amiodarone-induced-thyrotoxicosis");
  });

  it("10: rivaroxaban 20 mg at 88 years and 47 kg is reviewed against a Cockcroft-Gault clearance", () => {
    const r = run("10-uk-rivaroxaban-crcl-low-ehr");
    expect(codes(r)).toContain("doac-crcl-rivaroxaban");
    expect(clinicianText(r)).toMatch(/creatinine clearance of about 18 mL\/min/);
  });

  it("11: ketoacidosis with a glucose of 182 mg/dL on empagliflozin stops it and starts dextrose with insulin", () => {
    const r = run("11-us-sglt2-euglycemic-dka-labs");
    expect(finding(r, "hyperglycaemic-crisis")?.severity).toBe("critical");
    const text = clinicianText(r);
    expect(text).toMatch(/Stop empagliflozin now/);
    expect(text).toMatch(/glucose-containing infusion/);
    expect(patientText(r)).toMatch(/\b911\b/);
  });

  it("12: CK 10.8 times the limit on simvastatin with clarithromycin names the interaction and stops the statin", () => {
    const r = run("12-neither-statin-ck-myalgia-labs");
    expect(finding(r, "statin-ck-elevated")?.severity).toBe("high");
    const text = clinicianText(r);
    expect(text).toMatch(/Clarithromycin is contraindicated with simvastatin/);
    expect(text).toMatch(/Stop simvastatin now/);
  });
});
