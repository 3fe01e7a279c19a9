import { describe, expect, it } from "vitest";
import { citedFor, finding, patientText, reviewFolder } from "../testing/review-case.ts";
import { usSpelling, usWording, withCountryWords } from "./record-words.ts";

/*
 * Review 46, UK words and UK sources on US records:
 * Found and changed:
 * - 03, 05: US patients were told they need "fluids through a drip" (rhabdomyolysis, Austin) and
 *   asked "do I need an iron drip?" (iron deficiency before a knee replacement, Columbus). "Drip" is
 *   British; US patients say IV. usWording (record-words.ts) now gives US records' patient texts
 *   "through an IV", "IV iron", "IV albumin", "IV magnesium", a yearly bone "infusion" and "IV" for
 *   any other drip, in every rule at once (rhabdomyolysis, iron, hyperemesis, thiamine, albumin in
 *   cirrhosis, acetylcysteine, calcium, bone treatments). UK records (04, 06) and records that read
 *   as neither keep "drip". No old assertion pinned "drip" on a US record.
 * - 08: a Sheffield record with bulimia and furosemide bought online was told to stop "laxatives or
 *   water pills": UK patients say water tablets. purging-hypokalaemia.ts now says "water tablets",
 *   which usWording already turns into "water pills" on US records (07). No old assertion pinned it.
 * - 09: a Norwich record with potassium 3.2 mmol/L on furosemide was told "Water pills can wash
 *   potassium out of the body" (drug-lab.ts diuretic-hypokalaemia), as were the lab explanations
 *   ("can come from water pills, vomiting or diarrhoea", catalogue/overlay.ts), whose "water pills"
 *   lab-causes.ts reads causes by. Rather than rewrite those texts, a UK record's patient texts now
 *   get "water tablets" once the findings are final (record-words.ts withCountryWords, formerly
 *   withEmergencyNumber, which already gives UK patients A&E); quoted notes keep their words. Two
 *   assertions in notes-reports-24-review24.test.ts pinned "Water pills" on a UK record and now read
 *   "Water tablets". US (10) and neither records keep "water pills".
 * - 11: a US patient with HIV and CD4 150 was told of "a daily antibiotic tablet (co-trimoxazole)",
 *   the British name. US records now read trimethoprim-sulfamethoxazole (record-words.ts usTerms,
 *   patients and clinicians); a text that gives the US name already keeps its bracketed BAN.
 * - 01: a Phoenix record with INR 9 and haematuria on warfarin had BSH 2011 (a UK guideline) as the
 *   only source for "reverse with 1–3 mg intravenous vitamin K". The US sources held do not set a
 *   vitamin K dose for non-major bleeding: the 2020 ACC pathway (acc-2020-oac-bleeding, seen today on
 *   acc.org) stops the anticoagulant for now and controls the bleeding, with vitamin K for major
 *   bleeding or bleeding that needs intervention; ACCP 2012's INR advice is for no bleeding. US records
 *   now get the ACC step, cite it, and name the 1–3 mg dose as the UK BSH guideline's; the clinician
 *   text asks for "a same-day decision on vitamin K" (warfarin-minor-bleeding.ts, drug-lab.ts).
 * Pinned: 02 (UK twin of 01 keeps "reverse with 1–3 mg intravenous vitamin K (BSH 2011, non-major
 * bleeding)" and BSH only); 04, 06 (UK twins keep "drip"); 07 (US "water pills").
 * Not changed:
 * - UK clinicians' texts keep the lab explanations' "water pills such as furosemide" (08's critical
 *   potassium): clinicians' texts get no lay-word changes; "diuretics such as" would be their word,
 *   but the text is shared with patients and matched by lab-causes.ts, so it is left.
 * - Other BAN drug names on US records (salbutamol, adrenaline, ciclosporin, co-amoxiclav) were not
 *   reviewed here; several rules already name both.
 * - hypomagnesaemia-severe cites NHS Highland on US records, and hyponatraemia texts name ESE/ERBP
 *   2014: no US source for IV magnesium or for hyponatraemia management is held (only the FDA 2011
 *   PPI safety notice on low magnesium), so both stay. Its own per-record "through an IV" (review 45)
 *   now agrees with usWording.
 * - 01: the patient text still says "Call an ambulance or go to an emergency department" on a US
 *   record; understood there, left with the other emergency wording.
 */

const { run } = reviewFolder(new URL("./fixtures/us-words-46-review46/", import.meta.url));

const INR_HIGH = "warfarin-inr-high";

describe("'drip' is IV on US records only (review 46)", () => {
  it("03: US rhabdomyolysis: fluids through an IV", () => {
    const text = patientText(run("03-us-34-rhabdomyolysis-ck"));
    expect(text).toContain("It needs fluids through an IV and close checks in hospital.");
    expect(text).not.toMatch(/\bdrip\b/);
  });

  it("04: the UK twin keeps the drip", () => {
    expect(patientText(run("04-uk-34-rhabdomyolysis-ck"))).toContain("It needs fluids through a drip");
  });

  it("05, 06: iron before surgery: IV iron in the US, an iron drip in the UK", () => {
    const us = finding(run("05-us-58-preop-iron-deficiency"), "preop-iron-deficiency-anaemia");
    expect(us?.patient).toContain("whether tablets will work in time or IV iron is better.");
    expect(us?.patientQuestions).toContain("Will my iron be back up in time for my operation, or do I need IV iron?");
    const uk = finding(run("06-uk-58-preop-iron-deficiency"), "preop-iron-deficiency-anaemia");
    expect(uk?.patient).toContain("or an iron drip is better.");
  });

  it("each drip phrase in the rules reads as a US patient would say it", () => {
    expect(usWording("they may give a drip of albumin (a blood protein).")).toBe(
      "they may give IV albumin (a blood protein).",
    );
    expect(usWording("Would an iron drip help?")).toBe("Would IV iron help?");
    expect(usWording("a known side effect of the iron drip you had")).toBe(
      "a known side effect of the IV iron you had",
    );
    expect(usWording("vitamin B1 by injection or drip, before any sugar drip")).toBe(
      "vitamin B1 by injection or IV, before any IV sugar",
    );
    expect(usWording("Is my yearly bone drip safe, before a yearly drip or a bone-strengthening drip?")).toBe(
      "Is my yearly bone infusion safe, before a yearly infusion or a bone-strengthening infusion?",
    );
    expect(usWording("iron can also be given by a drip into a vein.")).toBe("iron can also be given through an IV.");
    expect(usWording("Do I need a magnesium supplement or a drip?")).toBe("Do I need a magnesium supplement or an IV?");
    expect(usWording("go to hospital for a magnesium drip?")).toBe("go to hospital for IV magnesium?");
    expect(usWording('The notes say "glucose drip started".')).toBe('The notes say "glucose drip started".');
    expect(usWording("a cough from post-nasal drip")).toBe("a cough from post-nasal drip");
  });
});

describe("water tablets in the UK, water pills in the US (review 46)", () => {
  it("08: UK purging: water tablets", () => {
    const f = finding(run("08-uk-22-purging-hypokalaemia"), "purging-hypokalaemia");
    expect(f?.patient).toContain("Taking laxatives or water tablets to lose weight");
    expect(f?.patientQuestions[0]).toContain("the laxatives and water tablets");
  });

  it("07: the US twin: water pills", () => {
    const f = finding(run("07-us-22-purging-hypokalaemia"), "purging-hypokalaemia");
    expect(f?.patient).toContain("Taking laxatives or water pills to lose weight");
  });
});

describe("warfarin with INR 9 and minor bleeding: the record's country's sources (review 46)", () => {
  it("01: US: the ACC pathway cited, the vitamin K dose named as the UK guideline's", () => {
    const r = run("01-us-72-warfarin-inr-9-haematuria");
    const f = finding(r, INR_HIGH);
    expect(f?.nextSteps[1]).toBe(
      "Withhold warfarin and control the bleeding locally (2020 ACC pathway, which advises vitamin K for major bleeding or bleeding that needs intervention); for non-major bleeding with a high INR the UK BSH 2011 guideline advises 1–3 mg intravenous vitamin K; recheck the INR the next day, repeat the vitamin K if it is still above 8, and restart warfarin at a lower dose once the INR is below 5",
    );
    expect(f?.clinician).toContain("withholding warfarin and a same-day decision on vitamin K, not for waiting.");
    expect(citedFor(r, INR_HIGH)).toEqual(expect.arrayContaining(["acc-2020-oac-bleeding", "bcsh-2011-warfarin"]));
  });

  it("02: the UK twin keeps the BSH reversal and BSH alone", () => {
    const r = run("02-uk-72-warfarin-inr-9-haematuria");
    const f = finding(r, INR_HIGH);
    expect(f?.nextSteps[1]).toContain("Withhold warfarin and reverse with 1–3 mg intravenous vitamin K (BSH 2011");
    expect(citedFor(r, INR_HIGH)).toContain("bcsh-2011-warfarin");
    expect(citedFor(r, INR_HIGH)).not.toContain("acc-2020-oac-bleeding");
  });
});

describe("water tablets for UK patients, wherever the text comes from (review 46)", () => {
  it("09: UK low potassium on furosemide: water tablets", () => {
    const f = finding(run("09-uk-76-potassium-low-furosemide"), "diuretic-hypokalaemia");
    expect(f?.patient).toBe("Your potassium is low. Water tablets can wash potassium out of the body.");
  });

  it("10: the US twin keeps water pills", () => {
    const f = finding(run("10-us-76-potassium-low-furosemide"), "diuretic-hypokalaemia");
    expect(f?.patient).toBe("Your potassium is low. Water pills can wash potassium out of the body.");
  });

  it("only a UK record's words change, and a quoted note keeps its own", () => {
    const text = 'A low level can come from water pills. Your notes say "stopped her water pills".';
    expect(withCountryWords(text, "uk")).toBe(
      'A low level can come from water tablets. Your notes say "stopped her water pills".',
    );
    expect(withCountryWords(text, "us")).toBe(text);
    expect(withCountryWords(text, undefined)).toBe(text);
  });
});

describe("co-trimoxazole is trimethoprim-sulfamethoxazole on US records (review 46)", () => {
  it("11: US HIV with CD4 150: the patient hears the US name", () => {
    const text = patientText(run("11-us-hiv-cd4-150-viral-load"));
    expect(text).toContain("a daily antibiotic tablet (trimethoprim-sulfamethoxazole) can prevent");
    expect(text).not.toMatch(/co-trimoxazole/i);
  });

  it("a text that already gives the US name keeps the bracketed BAN", () => {
    expect(usSpelling("Start trimethoprim-sulfamethoxazole (co-trimoxazole) daily.")).toBe(
      "Start trimethoprim-sulfamethoxazole (co-trimoxazole) daily.",
    );
    expect(usSpelling("Co-trimoxazole is usual.")).toBe("Trimethoprim-sulfamethoxazole is usual.");
  });
});
