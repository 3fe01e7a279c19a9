import { describe, expect, it } from "vitest";
import { codes, finding, reviewFolder, runReviewCase } from "../testing/review-case.ts";
import { drinkAmounts } from "./alcohol-drinks.ts";

const { run, edit } = reviewFolder(new URL("./fixtures/alcohol-27b-review27/", import.meta.url));

const withNote = (name: string, note: string) =>
  runReviewCase(
    edit(name, (d) => {
      d.additionalContext = note;
    }),
  );

const ALCOHOL_CODES = ["alcohol-intake-elastography", "alcohol-above-low-risk-labs", "alcohol-hepatitis"];
const alcoholCodes = (r: ReturnType<typeof run>) => codes(r).filter((c) => ALCOHOL_CODES.includes(c));

describe("alcohol written as drinks, not units (review 27, alcohol-27b)", () => {
  it("01: 6 pints most nights with a GGT of 186 and an MCV of 104 is read as about 60 units a week", () => {
    const f = finding(run("01-uk-pints-most-nights-ggt-mcv"), "alcohol-intake-elastography");
    expect(f?.clinician).toMatch(/about 60 UK units a week or more \(480 g of alcohol; estimated from the drinks/);
    expect(f?.evidenceIds).toContain("uk-alcohol-units-drinks");
  });

  it("01: pints of milk, and someone else's pints, give no alcohol finding", () => {
    expect(alcoholCodes(withNote("01-uk-pints-most-nights-ggt-mcv", "Drinks 6 pints of milk a day."))).toEqual([]);
    expect(
      alcoholCodes(withNote("01-uk-pints-most-nights-ggt-mcv", "Lives alone. His father drank 8 pints a day.")),
    ).toEqual([]);
    expect(alcoholCodes(withNote("01-uk-pints-most-nights-ggt-mcv", "Denies drinking 6 pints most nights."))).toEqual(
      [],
    );
  });

  it("01: half a bottle of vodka daily counts a 70 cl bottle at the lower usual strength", () => {
    const f = finding(
      withNote("01-uk-pints-most-nights-ggt-mcv", "Drinks half a bottle of vodka daily."),
      "alcohol-intake-elastography",
    );
    expect(f?.clinician).toMatch(/about 91 UK units a week or more/);
  });

  it("02: 2 large glasses of wine most evenings is above the low-risk guideline, estimated", () => {
    const f = finding(run("02-uk-wine-glasses-most-evenings-ggt"), "alcohol-above-low-risk-labs");
    expect(f?.clinician).toMatch(/about 30 UK units a week \(240 g of alcohol; estimated from the drinks the notes/);
  });

  it("02: vague wording and a weekend habit under 14 units give no alcohol finding", () => {
    for (const note of [
      "Social drinker, the occasional glass of wine.",
      "Has 3-4 cans of lager at weekends.",
      "A glass of wine a week with dinner.",
    ])
      expect(alcoholCodes(withNote("02-uk-wine-glasses-most-evenings-ggt", note))).toEqual([]);
  });

  it("02: stated units still win over a drink description", () => {
    const f = finding(
      withNote(
        "02-uk-wine-glasses-most-evenings-ggt",
        "Drinks about 20 units a week, 2 large glasses of wine most evenings.",
      ),
      "alcohol-above-low-risk-labs",
    );
    expect(f?.clinician).toMatch(/about 20 UK units a week, above/);
  });

  it("03: 8-10 beers a day on a US record is counted in US standard drinks from the lower end", () => {
    const f = finding(run("03-us-beers-a-day-ggt-mcv"), "alcohol-intake-elastography");
    expect(f?.clinician).toMatch(/about 54 US standard drinks \(14 g of alcohol each\) a week or more \(762 g/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["niaaa-standard-drink", "uk-alcohol-units-drinks"]));
  });

  it("reads each drink once, with its frequency", () => {
    expect(drinkAmounts("drinks 3 pints of lager a day").map((d) => d.unitsPerWeek)).toEqual([42]);
    expect(drinkAmounts("a bottle of wine a day")).toEqual([expect.objectContaining({ unitsPerWeek: 63 })]);
    expect(drinkAmounts("2 glasses of wine")).toEqual([]);
  });
});
