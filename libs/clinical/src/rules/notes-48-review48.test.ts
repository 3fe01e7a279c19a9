import { describe, expect, it } from "vitest";
import { citedFor, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 48, notes-48:
 * Found and changed:
 * - 01, 02: a positive strip with a fever and "aching in the right loin" (UK) or "aching in her left
 *   flank" (US) was read as cystitis (uti-dipstick-likely, or nothing on the US record): the kidney sign
 *   read "loin pain" and "pain in the loin" only. "Aching", "ache" and "tenderness in the loin/flank",
 *   "aching right loin", "tender right flank" (19, US, with rigors) and "left loin tender" now count
 *   (new nitrofurantoin-upper-uti.ts LOIN_ACHE, read by uti-upper-dipstick.ts KIDNEY_SIGN and by
 *   UPPER_TRACT, which urine-culture-resistance.ts shares; review 46's infection-sweep-46 case 01 now
 *   also quotes its "aching in the right loin", and that assertion is updated).
 * - 17: on day 2 of nitrofurantoin with 38.3 °C, "aching in the left loin" is now quoted as the
 *   upper-tract sign (nitrofurantoin-upper-uti.ts UPPER_TRACT); before, the finding rested on the
 *   temperature alone.
 * - 04: "Had loin pain last year with a kidney stone" beside a cystitis with a fever gave a high
 *   "possible pyelonephritis": the kidney sign is now read only when not set in the past
 *   (uti-upper-dipstick.ts possiblePyelonephritis, with notes.ts currentMention).
 * - 05, 06: a fever with "spreading redness around the wound" (UK) or "redness spreading up the right
 *   lower leg" (US) was told to "look for a source of infection". Spreading redness is now a known
 *   source of the fever, named as a skin infection (vital-signs.ts knownFeverSource, SPREADING_REDNESS).
 * - 10, 18: HbA1c 40 mmol/mol (UK range 20–41) was called "raised, which antipsychotic treatment can
 *   partly cause", being 5.8%: an HbA1c reported in mmol/mol is now raised from NICE's 42
 *   (antipsychotic-metabolic.ts a1cRaised), as the prediabetes reading in patterns.ts already judges it.
 *   With triglycerides alone raised (18) the sentence then began "triglycerides": it is now capitalised
 *   (antipsychotic-metabolic.ts antipsychoticMetabolic).
 * - 10 to 12: a gain written in the notes on an antipsychotic ("Weight up 9 kg since starting
 *   olanzapine", "Has gained 20 lb since clozapine was started", "On olanzapine since June, up 9 kg")
 *   was not read: the rule followed dated weights only. A gain tied to the current antipsychotic (named
 *   in the sentence, or "since starting") is read against the latest weight
 *   (antipsychotic-weight-gain.ts notedGain, notedWeightGain).
 * - 11: weights on a US record are now given in lb, not kg (antipsychotic-weight-gain.ts mass), on both
 *   the measured and the noted path; a weight taken from the notes is said to be "in the notes", not
 *   "undated".
 * Pinned: 03 ("no aching in the loins, no loin pain", "non-tender right loin" stay cystitis); 07
 * ("denies redness, no spreading redness" is not a skin source); 13 (9 kg gained on olanzapine last year, now on
 * aripiprazole and losing weight: no gain finding); 15 (2 kg on 80 kg, under 7%); 16 (a gain on
 * mirtazapine, not an antipsychotic).
 * Not changed:
 * - 08, 09, 14: there was no polymyalgia rheumatica pattern rule; "aching hips and thighs" and "stiff
 *   shoulders in the morning" with a raised ESR and CRP at 70 and 72 got only the generic lab lines.
 *   Review 48's pmr-gca-48 added the finding (polymyalgia-rheumatica-possible, EULAR/ACR 2015): 08 and
 *   09 now get it; 14 (knee pain, "no shoulder or hip girdle aching") does not.
 * - asymptomatic-bacteriuria.ts and older-dipstick-delirium.ts kept their own symptom lists, which
 *   missed "aching in the right loin", and nitrofurantoin-upper-uti.ts did not set aside past loin pain:
 *   all three were changed in review 48's urine-48.
 * - 04: with the past loin pain set aside, the cystitis reading (uti-dipstick-likely) beside a recorded
 *   38.1 °C still asks to "check for fever"; not looked at further.
 * - 05: spreading redness is not added to the sepsis finding's signs of infection, nor to the
 *   cellulitis findings, which need cellulitis named.
 * - A noted gain with no weight in the record is not read (mental-addiction-33 case 09, "Weight up 14
 *   kg since starting olanzapine", has none): the 7% needs a weight to be worked out from. Nor is a
 *   before-and-after pair in the notes ("Weight 74 kg in May before olanzapine, now 84 kg",
 *   mental-26b case 06).
 * - 07: "productive of green sputum, coarse crackles right base" with a fever is not read as a chest
 *   source; the fever finding still asks for a source.
 */

const { run } = reviewFolder(new URL("./fixtures/notes-48-review48/", import.meta.url));

const PYELO = "uti-dipstick-possible-pyelonephritis";
const CYSTITIS = "uti-dipstick-likely";
const FEVER = "fever-sepsis-check";
const GAIN = "antipsychotic-weight-gain";

describe("aching in the loin or flank is the kidney sign (review 48)", () => {
  it("01: UK 'aching in the right loin' with 38.4 °C and nitrite: possible pyelonephritis", () => {
    const r = run("01-uk-34-aching-right-loin-fever-dipstick");
    const f = finding(r, PYELO);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain('"aching in the right loin"');
    expect(codes(r)).not.toContain(CYSTITIS);
    expect(patientText(r)).toContain("contact your GP surgery or NHS 111 today");
  });

  it("02: US 'aching in her left flank' with 101.3 °F: possible pyelonephritis on IDSA's guideline", () => {
    const r = run("02-us-29-aching-left-flank-fever-culture");
    expect(finding(r, PYELO)?.clinician).toContain('"aching in her left flank"');
    expect(citedFor(r, PYELO)).toEqual(["idsa-2025-complicated-uti"]);
  });

  it("03: 'no aching in the loins, no loin pain, non-tender right loin' stays a lower urinary tract infection", () => {
    const r = run("03-uk-41-no-loin-pain-cystitis");
    expect(codes(r)).toContain(CYSTITIS);
    expect(codes(r)).not.toContain(PYELO);
  });

  it("17: on nitrofurantoin, 'aching in the left loin' is quoted as the upper-tract sign", () => {
    const f = finding(run("17-uk-58-nitrofurantoin-aching-left-loin"), "nitrofurantoin-upper-uti");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain('("aching in the left loin" in the notes, temperature 38.3 °C)');
  });

  it("19: US 'tender right flank' with rigors: possible pyelonephritis, 'no CVA tenderness on the left' aside", () => {
    const f = finding(run("19-us-66-tender-right-flank-rigors-dipstick"), PYELO);
    expect(f?.clinician).toContain('with "tender right flank" and "rigors" in the notes');
  });

  it("04: 'had loin pain last year' is not today's kidney sign", () => {
    const r = run("04-uk-52-loin-pain-last-year-now-cystitis");
    expect(codes(r)).not.toContain(PYELO);
    expect(codes(r)).toContain(CYSTITIS);
  });
});

describe("spreading redness is a known source of a fever (review 48)", () => {
  it("05: UK fever with 'spreading redness around the wound' names a skin infection", () => {
    const f = finding(run("05-uk-68-spreading-redness-wound-fever"), FEVER);
    expect(f?.clinician).toContain(
      'A skin infection is described ("spreading redness" in the notes) and is the likely source of the fever.',
    );
    expect(f?.nextSteps.join(" ")).toContain("treat the recorded skin infection as the likely source");
    expect(f?.nextSteps.join(" ")).not.toContain("look for a source of infection");
  });

  it("06: US fever with 'redness spreading up the right lower leg' names a skin infection", () => {
    const f = finding(run("06-us-59-spreading-redness-leg-fever"), FEVER);
    expect(f?.clinician).toContain('("Redness spreading" in the notes)');
  });

  it("07: 'denies redness, no spreading redness' is not a skin source", () => {
    const f = finding(run("07-uk-74-wound-redness-settling-fever-chest"), FEVER);
    expect(f?.clinician).not.toContain("skin infection");
    expect(f?.nextSteps.join(" ")).toContain("look for a source of infection");
  });
});

describe("a weight gain written in the notes on an antipsychotic (review 48)", () => {
  it("10: 'Weight up 9 kg since starting olanzapine' with 92 kg now: 9 kg (11%)", () => {
    const r = run("10-uk-38-olanzapine-weight-up-9kg-since-starting");
    const f = finding(r, GAIN);
    // HbA1c 40 mmol/mol is inside the UK range: not called raised, and nothing else is due.
    expect(codes(r)).not.toContain("antipsychotic-metabolic-monitoring");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain(
      'Weight up 9 kg (11%) on olanzapine 15 mg tablets: from about 83 kg (worked out from "Weight up 9 kg" in the notes) to 92 kg (2026-12-01).',
    );
  });

  it("11: US 'gained 20 lb since clozapine was started' is given in lb", () => {
    const r = run("11-us-44-clozapine-gained-20-lb");
    const f = finding(r, GAIN);
    expect(f?.clinician).toContain("Weight up 20 lb (13%) on clozapine 100 mg tablets: from about 156 lb");
    expect(f?.clinician).not.toMatch(/\d kg/);
    expect(patientText(r)).toContain("Your weight has gone up by 20 lb (13%)");
  });

  it("12: 'On olanzapine since June, up 9 kg, weight now 71 kg': the weight is from the notes", () => {
    const f = finding(run("12-uk-29-olanzapine-up-9kg-no-weight"), GAIN);
    expect(f?.clinician).toContain("from about 62 kg");
    expect(f?.clinician).toContain("to 71 kg (in the notes)");
  });

  it("13: 9 kg gained on olanzapine last year, now on aripiprazole: no gain finding", () => {
    expect(codes(run("13-uk-46-olanzapine-weight-gain-before-starting"))).not.toContain(GAIN);
  });

  it("15: 2 kg since starting quetiapine on 80 kg is under 7%", () => {
    expect(codes(run("15-uk-33-quetiapine-up-2kg-since-starting"))).not.toContain(GAIN);
  });

  it("16: 9 kg since starting mirtazapine is not an antipsychotic's gain", () => {
    expect(codes(run("16-uk-61-mirtazapine-gained-9kg-no-antipsychotic"))).not.toContain(GAIN);
  });
});

describe("HbA1c in mmol/mol on an antipsychotic (review 48)", () => {
  it("18: HbA1c 40 mmol/mol is not called raised; raised triglycerides lead the sentence", () => {
    const f = finding(run("18-uk-42-olanzapine-hba1c-40-triglycerides"), "antipsychotic-metabolic-monitoring");
    expect(f?.clinician).toContain(" Triglycerides 2.6 mmol/L (2026-12-01) is raised, which antipsychotic");
    expect(f?.clinician).not.toContain("HbA1c 40");
  });
});

describe("the polymyalgia pattern read from the notes (review 48, pmr-gca-48)", () => {
  it("08, 09: girdle aching and stiffness with a raised ESR or CRP at 70 and over read as possible PMR", () => {
    // Review 48: pmr-gca-48 added polymyalgia-rheumatica-possible after this review pinned its absence.
    expect(codes(run("08-uk-72-pmr-aching-hips-stiff-shoulders-esr"))).toContain("polymyalgia-rheumatica-possible");
    expect(codes(run("09-us-70-pmr-stiff-shoulders-crp"))).toContain("polymyalgia-rheumatica-possible");
  });

  it("14: knee pain with shoulder and hip girdle aching denied is not PMR", () => {
    expect(codes(run("14-uk-71-aches-knees-esr-not-pmr"))).not.toContain("polymyalgia-rheumatica-possible");
  });
});
