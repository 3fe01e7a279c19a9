import { describe, expect, it } from "vitest";
import { clinicianText, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";
import { usWording } from "./record-words.ts";

const { run, edit, load } = reviewFolder(new URL("./fixtures/us-words-27-review27/", import.meta.url));

/*
 * Counts per microlitre (10*3/uL) read as American since review 31 (country-31): a twin that reads
 * as neither gives them in 10^9/L, the same numbers.
 */
const siCounts = (labs: Record<string, string>[]) =>
  labs.map((l) => (l.unit === "10*3/uL" ? { ...l, unit: "10^9/L" } : l));

/** A US case without its results in US units (mg/dL, g/dL), so that it reads as neither UK nor US. */
const withoutUsUnits = (name: string) =>
  edit(name, (d) => {
    d.recentAbnormalLabs = siCounts(d.recentAbnormalLabs.filter((l) => !/\/dL$/.test(String(l.unit))));
    d.recentNormalLabs = siCounts(d.recentNormalLabs.filter((l) => !/\/dL$/.test(String(l.unit))));
  });

const patientTexts = (f: ReturnType<typeof finding>) => [f?.patient, ...(f?.patientQuestions ?? [])].join(" ");

describe("US spelling and US lay words on US records (review 27, us-words-27)", () => {
  it("09: iron-deficiency anemia on a US record is spelt the US way in the patient's texts", () => {
    const r = run("09-us-iron-deficiency-anemia");
    const f = finding(r, "iron-deficiency-anaemia");
    expect(f?.patient).toMatch(/You have anemia, which means/);
    expect(patientTexts(f)).not.toMatch(/anaemi|haemo|coeliac/i);
    expect(patientText(r)).not.toMatch(/anaemia/);
  });

  it("10: the UK twin keeps the British spelling", () => {
    const f = finding(run("10-uk-iron-deficiency-anaemia"), "iron-deficiency-anaemia");
    expect(f?.patient).toMatch(/You have anaemia, which means/);
  });

  it("a record that reads as neither UK nor US keeps the British spelling", () => {
    const c = edit("09-us-iron-deficiency-anemia", (d) => {
      d.recentAbnormalLabs = d.recentAbnormalLabs.map((l) =>
        l.display === "Hemoglobin" ? { ...l, value: "94", unit: "g/L", referenceRange: "120-155" } : l,
      );
      // No town or US count units either (review 31, country-31: they read as American).
      d.recentAbnormalLabs = siCounts(d.recentAbnormalLabs);
      d.recentNormalLabs = siCounts(d.recentNormalLabs);
      d.additionalContext = d.additionalContext.replace("OB/GYN visit in Atlanta, Georgia. ", "");
    });
    expect(finding(runReviewCase(c), "iron-deficiency-anaemia")?.patient).toMatch(/You have anaemia/);
  });

  it("01: conjugated jaundice in a US baby asks about pale poop and dark pee", () => {
    const f = finding(run("01-us-infant-conjugated-jaundice"), "infant-conjugated-jaundice");
    expect(f?.patient).toMatch(/if the baby's poop is pale or the pee is dark/);
  });

  it("02: the UK twin keeps poo and wee", () => {
    const f = finding(run("02-uk-infant-conjugated-jaundice"), "infant-conjugated-jaundice");
    expect(f?.patient).toMatch(/if the baby's poo is pale or the wee is dark/);
  });

  it("01: the same baby with results in µmol/L and no setting named reads as neither and keeps poo and wee", () => {
    const c = load("01-us-infant-conjugated-jaundice");
    c.labResults = load("02-uk-infant-conjugated-jaundice").labResults;
    // Without the town, which reads as American since review 31 (country-31).
    c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace(" in Columbus, Ohio", "");
    expect(finding(runReviewCase(c), "infant-conjugated-jaundice")?.patient).toMatch(/poo is pale or the wee/);
  });

  it("03: an NSAID with lisinopril and a thiazide on a US record speaks of water pills", () => {
    const f = finding(run("03-us-otc-ibuprofen-lisinopril-hctz"), "nsaid-in-notes-kidney");
    expect(f?.patient).toMatch(/your blood pressure and water pills/);
    expect(f?.patientQuestions).toContain("Which painkillers are safe for me with my blood pressure and water pills?");
    expect(patientTexts(f)).not.toMatch(/water tablets/);
  });

  it("04: the UK twin keeps water tablets, and so does the same record with no setting named", () => {
    expect(finding(run("04-uk-otc-ibuprofen-lisinopril-indapamide"), "nsaid-in-notes-kidney")?.patient).toMatch(
      /blood pressure and water tablets/,
    );
    const neither = edit("04-uk-otc-ibuprofen-lisinopril-indapamide", (d) => {
      d.additionalContext =
        "Annual review. Has been taking ibuprofen 400 mg three times a day for her knee for a month.";
    });
    expect(finding(runReviewCase(neither), "nsaid-in-notes-kidney")?.patient).toMatch(/water tablets/);
  });
});

describe("alcohol counted in US standard drinks on US records (review 27, us-words-27)", () => {
  it("05: elastography for heavy drinking on a US record counts standard drinks and gives NG50's limits in grams", () => {
    const f = finding(run("05-us-alcohol-elastography"), "alcohol-intake-elastography");
    expect(f?.title).toBe(
      "Drinking above about 29 US standard drinks a week (men) or 20 (women): check the liver for scarring",
    );
    expect(f?.clinician).toMatch(/\("5 drinks a day"\), about 35 US standard drinks \(14 g of alcohol each\) a week/);
    expect(f?.clinician).toMatch(
      /UK guidance \(NICE NG50, not a US care pathway\) offers transient elastography .* over 50 UK units a week \(400 g of alcohol, about 29 US standard drinks\) and women over 35 \(280 g, about 20\)/,
    );
    expect(f?.clinician).not.toMatch(/about \d+ UK units a week/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nice-ng50-cirrhosis", "niaaa-standard-drink"]));
  });

  it("06: the UK twin keeps UK units and NICE NG50 as written", () => {
    const f = finding(run("06-uk-alcohol-elastography"), "alcohol-intake-elastography");
    expect(f?.title).toBe("Drinking above 50 units a week (men) or 35 (women): check the liver for scarring");
    expect(f?.clinician).toMatch(/about 60 UK units a week or more/);
    expect(f?.clinician).toMatch(
      /NICE NG50 offers transient elastography to look for cirrhosis in men drinking over 50 units a week and women over 35/,
    );
    expect(f?.evidenceIds).not.toContain("niaaa-standard-drink");
  });

  it("05: the same record without US units reads as neither and keeps UK units", () => {
    const f = finding(runReviewCase(withoutUsUnits("05-us-alcohol-elastography")), "alcohol-intake-elastography");
    expect(f?.clinician).toMatch(/about 61 UK units a week or more/);
    expect(f?.clinician).not.toMatch(/standard drinks/);
  });

  it("07: drinking above the low-risk guide on a US record is told in standard drinks", () => {
    const r = run("07-us-alcohol-above-low-risk");
    const f = finding(r, "alcohol-above-low-risk-labs");
    expect(f?.clinician).toMatch(
      /\("2 drinks a day"\), about 14 US standard drinks \(14 g of alcohol each\) a week, above/,
    );
    // NIAAA's limits for women, not the UK guideline, on a US record (review 28, country-28c).
    expect(f?.clinician).toMatch(/NIAAA low-risk drinking limits for women of no more than 7 US standard drinks/);
    expect(f?.patient).toMatch(/US low-risk limit for women of 7 standard drinks a week\./);
    expect(f?.evidenceIds).toContain("niaaa-standard-drink");
    expect(f?.evidenceIds).toContain("niaaa-low-risk-drinking");
    expect(clinicianText(r)).not.toMatch(/UK units a week/);
  });

  it("08: the UK twin keeps UK units", () => {
    const f = finding(run("08-uk-alcohol-above-low-risk"), "alcohol-above-low-risk-labs");
    expect(f?.clinician).toMatch(/about 25 UK units a week, above .* 14 units a week; the raised GGT/);
    expect(f?.patient).toMatch(/UK low-risk guide of 14 units a week\. Alcohol/);
  });
});

describe("usWording leaves names, titles and quotes alone", () => {
  it("changes ordinary words, and capitals only at the start of a sentence", () => {
    expect(usWording("Anaemia with oedema. Refer to haematology; haemolysed sample; 2 litres; tumour centre.")).toBe(
      "Anemia with edema. Refer to hematology; hemolyzed sample; 2 liters; tumor center.",
    );
  });

  it("keeps society and guideline names, quoted notes and titles, web addresses, drug and organism names", () => {
    const kept = [
      "Discuss with the British Society for Haematology guidance.",
      'The notes say "anaemia since 2019".',
      "See NICE CKS Anaemia – iron deficiency.",
      "Source: nice.org.uk/guidance/anaemia-iron.",
      "Continue oestradiol.",
      "Haemophilus influenzae was grown.",
      "HAEMOGLOBIN",
    ];
    for (const text of kept) expect(usWording(text)).toBe(text);
  });
});
