import { describe, expect, it } from "vitest";
import { clinicianText, reviewFolder } from "../testing/review-case.ts";
import { drinkAmounts } from "./alcohol-drinks.ts";
import { forClinician, usSpelling, usWording } from "./record-words.ts";

const { run } = reviewFolder(new URL("./fixtures/words-29-review29/", import.meta.url));

describe("'-ise' verbs and '-isation' nouns in US spelling, from a list of stems (review 29, words-29)", () => {
  it("turns the listed verbs in every form, and their nouns, to -ize/-ization", () => {
    expect(
      usSpelling(
        "Optimise the dose, minimise falls, organised care, recognising high risk, normalised, stabilised, prioritise, summarised, characterise, hospitalised, immunise, sensitised, randomised, utilised, specialised.",
      ),
    ).toBe(
      "Optimize the dose, minimize falls, organized care, recognizing high risk, normalized, stabilized, prioritize, summarized, characterize, hospitalized, immunize, sensitized, randomized, utilized, specialized.",
    );
    expect(usSpelling("Hospitalisation, immunisation, optimisation, desensitisation and revascularisation.")).toBe(
      "Hospitalization, immunization, optimization, desensitization and revascularization.",
    );
  });

  it("keeps the words whose -ise is not a suffix, and 'specialist'", () => {
    const keep =
      "The specialist will advise; advice, revise, supervise, exercise, otherwise, surprise, comprise, compromise, despise, franchise, raise, bruise, malaise, expertise.";
    expect(usSpelling(keep)).toBe(keep);
  });

  it("keeps quoted words, web addresses and a capitalised word mid-sentence", () => {
    const keep =
      'The note says "optimise insulin"; see https://example.org/immunisation and the Immunisation Programme.';
    expect(usSpelling(keep)).toBe(keep);
  });
});

describe("other British spellings on US records (review 29, words-29)", () => {
  it("sulphate, sulphonylurea, foetal, aluminium, grey, metres, catalogue, artefact, labelled", () => {
    expect(
      usSpelling(
        "Magnesium sulphate and sulphonylureas; foetal movements; an aluminium antacid; a fluoride (grey-top) sample; 5 millimetres; our catalogue; a sample artefact; labelled, travelling; gynaecomastia; a haemangioma.",
      ),
    ).toBe(
      "Magnesium sulfate and sulfonylureas; fetal movements; an aluminum antacid; a fluoride (gray-top) sample; 5 millimeters; our catalog; a sample artifact; labeled, traveling; gynecomastia; a hemangioma.",
    );
    expect(usSpelling("Catalogued ranges were used.")).toBe("Cataloged ranges were used.");
  });

  it("keeps Grey Turner's sign, a name, even at the start of a sentence", () => {
    expect(usSpelling("Grey Turner's sign. Look for Grey Turner's sign.")).toBe(
      "Grey Turner's sign. Look for Grey Turner's sign.",
    );
  });

  it("a British programme keeps its word; any other programme is a program", () => {
    expect(
      usSpelling("The NHS programme invites men at 65. England's programme differs. The Cardiff PPH programme."),
    ).toBe("The NHS programme invites men at 65. England's programme differs. The Cardiff PPH programme.");
    expect(usSpelling("A diabetes prevention programme helps. Ask about the screening programme.")).toBe(
      "A diabetes prevention program helps. Ask about the screening program.",
    );
  });

  it("patients get the same spelling with their lay words", () => {
    expect(usWording("Your poo was grey and the sample was haemolysed; hospitalisation is not needed.")).toBe(
      "Your poop was gray and the sample was hemolyzed; hospitalization is not needed.",
    );
  });

  it("a UK record keeps every British form", () => {
    const uk = "Optimise the sulphonylurea; the NHS programme; grey-top; hospitalisation; foetal; catalogue.";
    expect(forClinician(uk, { spelling: "uk" } as Parameters<typeof forClinician>[1])).toBe(uk);
  });
});

describe("US records end to end (review 29, words-29)", () => {
  it("01 US sepsis: the Surviving Sepsis Campaign's 'ideally within 1 hour' in the clinician's steps", () => {
    const r = run("01-us-adult-sepsis-pneumonia");
    // Since review 31 (infect-31 case 10) a US record's first-hour steps are worded from the
    // Surviving Sepsis Campaign, not NICE NG51's "within 1 hour of recognising high risk".
    expect(clinicianText(r)).toMatch(/immediately, ideally within 1 hour \(Surviving Sepsis Campaign 2021\)/);
    expect(clinicianText(r)).not.toMatch(/recognising/);
  });

  it("02 UK twin: 'recognising' and the NHS programme keep the British spelling", () => {
    const r = run("02-uk-adult-sepsis-twin");
    expect(clinicianText(r)).toMatch(/within 1 hour of recognising high risk/);
    expect(clinicianText(r)).toMatch(/NHS abdominal aortic aneurysm screening programme/);
  });

  it("03 US panel: the range from our catalogue is 'catalog' in the table, the finding and the data note", () => {
    const r = run("03-us-annual-physical-ldl");
    const text = clinicianText(r);
    expect(text).toMatch(/^\| LDL cholesterol \| 101 mg\/dL \| [^|]*\(catalog\) \|/m);
    expect(text).toMatch(/adult range from our catalog\)/);
    expect(text).toMatch(/adult catalog ranges were used/);
    expect(text).not.toMatch(/catalogue/);
  });
});

describe("'half a' and 'half an' as drink counts (review 29, words-29)", () => {
  it("reads half a bottle as half, at the start of a sentence too", () => {
    expect(drinkAmounts("half a bottle of wine a day").map((d) => d.unitsPerWeek)).toEqual([31.5]);
    expect(drinkAmounts("Half a bottle of wine a day.").map((d) => [d.quote, d.unitsPerWeek])).toEqual([
      ["Half a bottle of wine a day", 31.5],
    ]);
    expect(drinkAmounts("Drinks half an bottle of wine a day").map((d) => d.unitsPerWeek)).toEqual([31.5]);
    expect(drinkAmounts("Two pints a day").map((d) => d.unitsPerWeek)).toEqual([28]);
  });

  it("never gives NaN, and 'half an hour' is no drink", () => {
    for (const t of ["Walks for half an hour a day.", "half an ale a day", "1 and a half bottles of wine a day"]) {
      for (const d of drinkAmounts(t)) expect(Number.isFinite(d.unitsPerWeek)).toBe(true);
    }
    expect(drinkAmounts("Walks for half an hour a day.")).toEqual([]);
    expect(drinkAmounts("Drinks 6 pints of milk a day.")).toEqual([]);
  });
});
