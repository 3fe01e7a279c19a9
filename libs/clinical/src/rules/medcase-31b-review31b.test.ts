import { describe, expect, it } from "vitest";
import type { MedicationItem } from "../model.ts";
import { genericNamesLowered } from "./medicine-case.ts";

/*
 * Review 31, wave 2 (medcase-31b): the clinician text, next steps and titles name generic medicines in
 * lower case mid-sentence always (the switch medcase-31 left off is gone; its tests now always run).
 * "e.g. " and "i.e. " end in a full stop but do not end a sentence: the name after them stands
 * mid-sentence and reads in lower case ("drugs that harm the kidney, e.g. naproxen").
 */

const med = (name: string, drugs: string[]): MedicationItem => ({
  ref: `med:${name}`,
  index: 0,
  name,
  status: "active",
  active: true,
  classes: [],
  drugs,
});

describe("genericNamesLowered after 'e.g.' and 'i.e.' (review 31b, medcase-31b)", () => {
  const lower = genericNamesLowered([med("Naproxen 500 mg", ["naproxen"]), med("Metformin 500 mg", ["metformin"])]);

  it("lowers a generic name after 'e.g. ' or 'i.e. ' mid-sentence", () => {
    expect(lower("Stop drugs that harm the kidney, e.g. Naproxen 500 mg, while unwell")).toBe(
      "Stop drugs that harm the kidney, e.g. naproxen 500 mg, while unwell",
    );
    expect(lower("Withhold the biguanide (i.e. Metformin 500 mg) today")).toBe(
      "Withhold the biguanide (i.e. metformin 500 mg) today",
    );
    expect(lower("Review NSAIDs (E.g. Naproxen)")).toBe("Review NSAIDs (E.g. naproxen)");
  });

  it("near-negative: a name after a real full stop still opens a sentence and keeps its capital", () => {
    expect(lower("eGFR is 24 mL/min. Metformin 500 mg should be withheld")).toBe(
      "eGFR is 24 mL/min. Metformin 500 mg should be withheld",
    );
    expect(lower("Kidney function fell on the drug. Naproxen was started in May")).toBe(
      "Kidney function fell on the drug. Naproxen was started in May",
    );
    expect(lower("Metformin 500 mg is listed")).toBe("Metformin 500 mg is listed");
  });
});

describe("a generic name inside a title-case label keeps its capital (review 31b, medcase-31b)", () => {
  const lower = genericNamesLowered([med("Vancomycin 1 g IV", ["vancomycin"])]);

  it("leaves the laboratory's test name 'Vancomycin Trough' as sent", () => {
    expect(lower("The AKI steps name the level: Vancomycin Trough 24.1 µg/mL is above range")).toBe(
      "The AKI steps name the level: Vancomycin Trough 24.1 µg/mL is above range",
    );
  });

  it("near-negative: the name before a dose or a lower-case word is lowered", () => {
    expect(lower("Review the dose of Vancomycin 1 g IV and Vancomycin levels")).toBe(
      "Review the dose of vancomycin 1 g IV and vancomycin levels",
    );
  });
});

describe("an abbreviation in capitals is not lowered (review 31b, medcase-31b)", () => {
  it("keeps 'HRT' as written, while a generic name beside it is lowered", () => {
    const lower = genericNamesLowered([med("HRT patches", ["hrt"]), med("Metformin 500 mg", ["metformin"])]);
    expect(lower("Consider transdermal rather than oral HRT with Metformin 500 mg")).toBe(
      "Consider transdermal rather than oral HRT with metformin 500 mg",
    );
  });
});
