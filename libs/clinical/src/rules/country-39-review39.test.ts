import { describe, expect, it } from "vitest";
import { modelScope } from "../evidence/populations.ts";
import { citedFor, clinicianLine, finding, reviewFolder, type ReviewRun } from "../testing/review-case.ts";

/*
 * Review 39, country-39: which country's sources a finding cites (leftovers of reviews 37 and 38).
 * Found and changed:
 * - 01: a woman of 29 in Columbus, Ohio, on divalproex with ALT 142 and platelets 88 had the liver
 *   and platelet finding cited to the NHS Specialist Pharmacy Service page alone. It now cites the US
 *   label's boxed warning first (new source "fda-valproate-label", seen today on openFDA: fatal liver
 *   failure mostly in the first 6 months, liver tests before and at frequent intervals), and the text
 *   names SPS for what only its page gives (repeat liver tests with INR, dose-related low platelets),
 *   so SPS stays beside it. A UK twin cites SPS first, then the label.
 *   rules/valproate-liver-platelets.ts; evidence/added-sources.ts, summaries.ts.
 * - 04: a man of 58 in Norwich with haemoglobin 104 g/L and ferritin 9 µg/L was read by AGA 2020's
 *   "ferritin below 45 in anaemia" alone. A UK record with a ferritin below 30 is now read by NHS
 *   Lothian's referral guidance ("ferritin below 30 µg/L shows iron deficiency"), which it cites in
 *   place of AGA; a US twin (09) and a UK ferritin of 38 (10) keep AGA's 45.
 *   rules/patterns.ts (adultFerritinReading, used by iron-deficiency-anaemia).
 * Pinned:
 * - 06: HBsAg positive with IgM anti-HBc negative in Leicester: the chronic hepatitis B finding leads
 *   with NICE CG165 (the CDC serology table and ASHM contact tracing follow as supporting sources).
 * - 08: acute hepatitis B in Brighton leads with NICE TA96 and the UK notification regulations.
 * Not changed:
 * - 02: sulfasalazine with neutrophils 1.1 in Madison, Wisconsin, still cites SPS alone, which the
 *   text names for its stop thresholds: today's search found the openFDA sulfasalazine record's
 *   description but not its warnings or monitoring text, so no US source was added.
 * - 03: suspected endocarditis on a Phoenix record still cites NHS Lothian alone: today's searches
 *   found the AHA 2015 statement's title page and abstract (vdoc.pub, scribd), which do not give its
 *   blood-culture advice, and a Canadian page quoting it with 2 cultures, not the 3 sets the text gives.
 * - 05: ciprofloxacin with gliclazide in Sheffield still cites the FDA 2018 warning: the library's MHRA
 *   2019 update is on tendons and nerves only, and no MHRA text on dysglycaemia was seen (review 38
 *   searched too). Its hypoglycaemia and overtreatment findings cite ADA 2026 on this UK record:
 *   outside these items, left for a later round.
 * - 07: magnesium 0.9 mg/dL with cramps in Tucson still gets NHS Highland's IV regimen (20 mmol over
 *   3 hours), which the text names: the library holds no US or international IV magnesium regimen,
 *   and 14 existing tests pin the step as it reads.
 * - 08: the acute hepatitis B finding says "notifiable in England" on any record (a US one too), an
 *   outside-this-topic gap seen in the code, left for a later round.
 * - 10: UK ferritin 38 with anaemia fires no gut work-up finding, unlike ferritin 9 (04): not looked into.
 * - troponin.ts's deniedIschaemicSymptom stays: rules/notes.ts has no helper that returns a denial's
 *   quote, and its isStated also reads "if", "advised" or "?" as not stated, which troponin must not
 *   take as a denial ("call 999 if chest pain"), so folding it needs a new notes helper: not done today.
 */
const { run, withNotes } = reviewFolder(new URL("./fixtures/country-39-review39/", import.meta.url));

const country = (r: ReviewRun) => modelScope(r.model).country;

describe("valproate liver and platelet finding by country (review 39, country-39)", () => {
  it("01: a US record cites the US label's boxed warning first, and the SPS page its text names", () => {
    const r = run("01-us-29-valproate-alt-platelets");
    expect(country(r)).toBe("us");
    expect(citedFor(r, "valproate-liver-platelets")).toEqual(["fda-valproate-label", "sps-valproate-monitoring"]);
    const line = clinicianLine(r, "Raised ALT or low platelets on valproate");
    // Review 48: a US record's liver sentence now reads the US label's monitoring, not what SPS asks
    // (us-sources-48 case 03); the platelet sentence still names SPS, so both sources stay.
    expect(line).toContain(
      "Valproate can injure the liver, sometimes fatally, mostly in the first 6 months, and the US label's boxed warning asks for close monitoring",
    );
    expect(line).not.toContain("the NHS Specialist Pharmacy Service asks for clinical review");
    expect(line).toContain("Valproate lowers platelets in a dose-related way (NHS Specialist Pharmacy Service)");
  });

  it("01: a UK twin cites the SPS page first, then the US label", () => {
    const r = withNotes(
      "01-us-29-valproate-alt-platelets",
      "Community mental health team, Leeds. Stable mood. Uses condoms for contraception. Some easy bruising on the shins.",
    );
    expect(country(r)).toBe("uk");
    expect(citedFor(r, "valproate-liver-platelets")).toEqual(["sps-valproate-monitoring", "fda-valproate-label"]);
  });
});

describe("the ferritin reading in iron-deficiency anaemia by country (review 39, country-39)", () => {
  it("04: a Norwich man with ferritin 9 is read by NHS Lothian's ferritin below 30, not AGA's 45", () => {
    const r = run("04-uk-58-iron-deficiency-anaemia");
    expect(country(r)).toBe("uk");
    const line = clinicianLine(r, "Iron-deficiency anaemia");
    expect(line).toContain("ferritin below 30 µg/L shows iron deficiency (NHS Lothian referral guidance)");
    expect(line).not.toContain("below 45");
    expect(citedFor(r, "iron-deficiency-anaemia")).toEqual([
      "nhs-lothian-refhelp-iron-deficiency",
      "who-2020-ferritin",
      "who-2024-hb-cutoffs",
    ]);
    expect(citedFor(r, "ida-gi-investigation")).toEqual(["nice-ng12-suspected-cancer", "bsg-2021-ida"]);
  });

  it("09: a US twin in Ohio keeps AGA 2020's ferritin below 45", () => {
    const r = run("09-us-58-iron-deficiency-anemia");
    expect(country(r)).toBe("us");
    expect(clinicianLine(r, "Iron-deficiency anemia")).toContain(
      "ferritin below 45 ng/mL in anemia supports iron deficiency",
    );
    expect(citedFor(r, "iron-deficiency-anaemia")).toContain("aga-2020-ida");
    expect(citedFor(r, "iron-deficiency-anaemia")).not.toContain("nhs-lothian-refhelp-iron-deficiency");
  });

  it("10: a UK ferritin of 38, above Lothian's 30, is still read by AGA's 45", () => {
    const r = run("10-uk-58-iron-deficiency-anaemia-ferritin-38");
    expect(country(r)).toBe("uk");
    expect(clinicianLine(r, "Iron-deficiency anaemia")).toContain(
      "ferritin below 45 µg/L in anaemia supports iron deficiency",
    );
    expect(citedFor(r, "iron-deficiency-anaemia")).toEqual([
      "who-2020-ferritin",
      "who-2024-hb-cutoffs",
      "aga-2020-ida",
    ]);
  });
});

describe("hepatitis B on UK records leads with NICE (review 39, country-39, pinned)", () => {
  it("06: HBsAg positive in Leicester cites NICE CG165 first", () => {
    const r = run("06-uk-34-hepatitis-b-surface-antigen");
    expect(country(r)).toBe("uk");
    expect(citedFor(r, "hbv-chronic-infection")[0]).toBe("nice-cg165-chronic-hbv");
    expect(finding(r, "hbv-chronic-infection")?.nextSteps[0]).toContain("as NICE CG165 advises for every adult");
  });

  it("08: acute hepatitis B in Brighton cites NICE TA96 first and the UK notification regulations", () => {
    const r = run("08-uk-27-acute-hepatitis-b");
    expect(country(r)).toBe("uk");
    expect(citedFor(r, "hbv-acute")).toEqual([
      "nice-ta96-chronic-hbv",
      "cdc-2010-hbv-serology",
      "ashm-contact-tracing-hbv",
      "uk-notification-regulations-2010",
    ]);
  });
});

describe("leftovers kept, no counterpart seen (review 39, country-39, not changed)", () => {
  it("02: US sulfasalazine with low neutrophils keeps the SPS page its text names", () => {
    const r = run("02-us-44-sulfasalazine-low-neutrophils");
    expect(country(r)).toBe("us");
    expect(citedFor(r, "sulfasalazine-marrow-toxicity")).toEqual(["sps-sulfasalazine-monitoring"]);
    expect(finding(r, "sulfasalazine-marrow-toxicity")?.severity).toBe("high");
  });

  it("03: US suspected endocarditis keeps NHS Lothian, named in the text and its only source", () => {
    const r = run("03-us-67-endocarditis-prosthetic-valve");
    expect(country(r)).toBe("us");
    expect(citedFor(r, "endocarditis-suspected")).toEqual(["nhs-lothian-endocarditis"]);
  });

  it("05: UK ciprofloxacin with gliclazide keeps the FDA 2018 dysglycaemia warning", () => {
    const r = run("05-uk-74-ciprofloxacin-gliclazide-hypo");
    expect(country(r)).toBe("uk");
    // Review 42: a UK record now also cites the MHRA's 2024 fluoroquinolone restriction (seen on gov.uk)
    // for the switch to another class; the FDA 2018 warning is still the source for the hypoglycaemia.
    expect(citedFor(r, "fluoroquinolone-glucose-lowering")).toEqual([
      "fda-2018-fluoroquinolone-dysglycaemia",
      "mhra-2024-fluoroquinolone-restrictions",
    ]);
  });

  it("07: US severe low magnesium keeps NHS Highland's IV regimen, named in the text", () => {
    const r = run("07-us-71-magnesium-low-ppi");
    expect(country(r)).toBe("us");
    expect(citedFor(r, "hypomagnesaemia-severe-symptomatic")).toEqual(["nhs-highland-hypomagnesaemia"]);
    expect(finding(r, "hypomagnesaemia-severe-symptomatic")?.nextSteps[1]).toContain("20 mmol in 250 mL glucose 5%");
  });
});
