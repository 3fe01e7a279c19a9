import { describe, expect, it } from "vitest";
import { codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 37, cardio-renal-37: cardiology and kidney leftovers from earlier reviews (troponin in a
 * well person, natriuretic peptides in pmol/L, salt substitutes with RAAS blockers, AKI wording).
 * Found and changed:
 * - 01, 03: the only troponin on record, modestly raised (hs-troponin T 38 ng/L at a pre-operative
 *   check, "Denies chest pain"; hs-troponin I 22 ng/L in an "asymptomatic" woman), was a critical
 *   "act now" finding ("with symptoms this may be myocardial infarction", "checked urgently, today",
 *   the 999/911 banner). When the notes deny symptoms of ischaemia and no other troponin is known,
 *   it is now high: UDMI-4 tells acute from chronic injury by a rise or fall, so a repeat troponin with
 *   an ECG and review decides, with same-day assessment if symptoms appear (troponin.ts,
 *   deniedIschaemicSymptom). With an earlier value that is no baseline, or no denial in the notes, it
 *   stays critical. This changes pinned results in troponin.test.ts, cardio-24b-review24.test.ts and
 *   notes-36-review36.test.ts (case 04), updated there.
 * - 04: NT-proBNP 150 pmol/L (about 1270 pg/mL) was already converted and placed in NICE's 400-2000
 *   ng/L band, but the possible-new-heart-failure finding quoted only "150 pmol/L" beside ng/L levels;
 *   it now adds "about 1270 pg/mL" as the raised-peptide finding does (peptideShown moved from
 *   patterns.ts to heart-failure.ts).
 * - 05: BNP in pmol/L could not be read (the catalogue knew only pg/mL), so BNP 40 pmol/L (about
 *   138 pg/mL) with breathlessness and ankle swelling drew only a "result above range" line. The
 *   catalogue now converts it (pg/mL × 0.289 = pmol/L, gpnotebook.com, catalogue/overlay.ts), and it
 *   draws the raised natriuretic peptide finding as 138 pg/mL does (12). Tests that pinned the old
 *   "no conversion factor seen" limit are updated (cardio-35 case 03, cardio-36 case 06).
 * - 06, 07: a salt substitute with a high potassium on an ACE inhibitor or ARB alone was not named
 *   ("LoSalt" with ramipril, K 6.1; "Nu-Salt" with losartan, K 5.8; "Nu-Salt" was not read at all).
 *   It is now named with a step to stop it, citing LoSalt's maker, who advises people on ACE
 *   inhibitors or sartans to avoid potassium-containing reduced sodium salts (new source
 *   losalt-reduced-sodium-suitability; potassium-salt-substitute.ts). This also names it in
 *   kidney-36 case 06 (lisinopril), listed there as not changed, and on sacubitril/valsartan alone in
 *   deep-sweep-21 case 03's variant (that test updated).
 * - 09, 11: the AKI patient text said "Ask your doctor today; do not stop ..." twice in one bullet
 *   (blood pressure and water tablets, then metformin); one ask now closes both (aki-acute-illness.ts,
 *   aki-sick-day-diabetes.ts, patterns.ts). Alone, the metformin ask is unchanged (10).
 * Pinned: 02 (stated chest pain this morning with the same troponin stays critical, 999), 08
 * (Lo-Salt with spironolactone keeps the label's wording), 10 (kidney-36 case 04's US record: one
 * ask), 12 (BNP 138 pg/mL: the same finding as 05).
 * Not changed:
 * - 03: the laboratory's sex-specific 99th percentile ("Female 99th percentile <16; male <34") is
 *   not read; the catalogue range (≤15 ng/L) is shown instead. The value is high either way.
 * - 06-08: "Should I avoid salt substitutes that contain potassium?" is still asked beside the
 *   sentence that answers it.
 * - 09: routine items (statin, B12, urine ACR) stand beside a high (not critical) AKI with vomiting;
 *   the deferral of routine care follows critical findings only. "metformin 500 mg tablets is" is
 *   pinned by other reviews' tests.
 * - BNP has no NICE referral band here (NICE's bands are given for NT-proBNP), so 05 and 12 get the
 *   ESC rule-out wording only.
 */
const { run } = reviewFolder(new URL("./fixtures/cardio-renal-37-review37/", import.meta.url));

describe("a single raised troponin in a person without symptoms (review 37, cardio-renal-37)", () => {
  it("01: 38 ng/L at a pre-operative check with chest pain denied is high, with a repeat, not 'act now'", () => {
    const r = run("01-uk-troponin-38-preop-well-denies-chest-pain");
    const trop = finding(r, "troponin-elevated");
    expect(trop?.severity).toBe("high");
    expect(trop?.clinician).toContain('the notes record no symptoms of ischaemia ("denies chest pain")');
    expect(trop?.clinician).toContain("A single raised value cannot tell acute from chronic myocardial injury");
    expect(trop?.clinician).not.toContain("with symptoms this may be myocardial infarction");
    expect(trop?.nextSteps).toEqual([
      "Repeat troponin with an ECG and clinical review soon, to look for a rise or fall; assess the same day as a possible acute coronary syndrome if chest pain or other symptoms of ischaemia appear",
    ]);
    expect(trop?.patient).toContain("so your doctor needs to repeat the test and check a heart tracing (ECG) soon");
    const text = patientText(r);
    expect(text).not.toContain("## Please act on this now");
    expect(text).not.toContain("call 999");
  });

  it("02: the same troponin with chest pain this morning stays a possible acute coronary syndrome with 999", () => {
    const r = run("02-uk-troponin-38-chest-pain-today");
    const trop = finding(r, "troponin-elevated");
    expect(trop?.severity).toBe("critical");
    expect(trop?.clinician).toContain('"chest pain" is recorded');
    expect(trop?.nextSteps[0]).toMatch(/^Emergency assessment now as a possible acute coronary syndrome/);
    expect(trop?.patient).toContain("call 999 now");
  });

  it("03: US hs-troponin I 22 ng/L in an asymptomatic woman is high, with no 911 banner", () => {
    const r = run("03-us-troponin-i-female-99th-percentile-asymptomatic");
    const trop = finding(r, "troponin-elevated");
    expect(trop?.severity).toBe("high");
    expect(trop?.clinician).toContain('the notes record no symptoms of ischemia ("asymptomatic")');
    expect(patientText(r)).not.toContain("call 911");
  });
});

describe("natriuretic peptides in pmol/L (review 37, cardio-renal-37)", () => {
  it("04: NT-proBNP 150 pmol/L is quoted with about 1270 pg/mL beside NICE's 400-2000 ng/L band", () => {
    const hf = finding(run("04-neither-nt-probnp-150-pmol-l-breathless"), "hf-decompensation-signs");
    expect(hf?.clinician).toContain(
      "Possible new heart failure: NT-proBNP 150 pmol/L (2026-12-01), about 1270 pg/mL, with",
    );
    expect(hf?.nextSteps[0]).toContain("NT-proBNP 400 to 2000 ng/L");
  });

  it("05: BNP 40 pmol/L is read as about 140 pg/mL and draws the raised natriuretic peptide finding", () => {
    const r = run("05-uk-bnp-pmol-l-breathless");
    const np = finding(r, "natriuretic-peptide-elevated");
    expect(np?.clinician).toContain("BNP 40 pmol/L (2026-12-01), about 140 pg/mL, is above the level");
    expect(np?.nextSteps[0]).toMatch(/^Echocardiogram/);
  });

  it("12: BNP 138 pg/mL gives the same finding as 05", () => {
    const np = finding(run("12-us-bnp-138-pg-ml-breathless"), "natriuretic-peptide-elevated");
    expect(np?.severity).toBe("moderate");
    expect(np?.clinician).toContain("BNP 138 pg/mL (2026-12-01) is above the level");
  });
});

describe("a salt substitute with a high potassium (review 37, cardio-renal-37)", () => {
  it("06: LoSalt with ramipril is named as a potassium source, citing its maker", () => {
    const k = finding(run("06-uk-losalt-ramipril-potassium-6-1"), "raas-hyperkalaemia");
    expect(k?.clinician).toContain(
      'The notes record a salt substitute ("losalt"): one that contains potassium adds to the risk of hyperkalaemia on ramipril 10 mg capsules',
    );
    expect(k?.nextSteps).toContain("Stop the potassium-containing salt substitute recorded in the notes");
    expect(k?.patient).toContain("Your notes say you use a salt substitute.");
    expect(k?.evidenceIds).toContain("losalt-reduced-sodium-suitability");
    expect(k?.evidenceIds).not.toContain("aldactone-label");
  });

  it("07: Nu-Salt with losartan is read and named", () => {
    const k = finding(run("07-us-nu-salt-losartan-potassium-5-8"), "raas-hyperkalaemia");
    expect(k?.clinician).toContain('The notes record a salt substitute ("nu-salt")');
    expect(k?.clinician).toContain("hyperkalemia on losartan");
    expect(k?.nextSteps).toContain("Stop the potassium-containing salt substitute recorded in the notes");
  });

  it("08: Lo-Salt with spironolactone keeps the spironolactone label", () => {
    const k = finding(run("08-uk-potassium-chloride-salt-spironolactone"), "raas-hyperkalaemia");
    expect(k?.clinician).toContain(
      '("lo-salt"): one that contains potassium adds to the risk of hyperkalaemia on spironolactone',
    );
    expect(k?.evidenceIds).toContain("aldactone-label");
  });
});

describe("one 'ask your doctor today' in the AKI bullet (review 37, cardio-renal-37)", () => {
  const asks = (text: string | undefined) => (text ?? "").split("Ask your doctor today").length - 1;

  it("09: ramipril and furosemide withheld with metformin paused: one ask closes both", () => {
    const aki = finding(run("09-uk-aki-vomiting-ramipril-metformin-furosemide"), "aki-creatinine-rise");
    expect(asks(aki?.patient)).toBe(1);
    expect(aki?.patient).toContain(
      "Your diabetes medicine metformin 500 mg tablets is usually paused while you are unwell and not eating and drinking normally, and restarted when you are better. Ask your doctor today which medicines to pause; do not stop any on your own before you speak to them.",
    );
  });

  it("10: the US record of kidney-36 case 04 (candesartan, metformin) says it once", () => {
    const aki = finding(run("10-us-aki-diarrhoea-candesartan-metformin"), "aki-creatinine-rise");
    expect(asks(aki?.patient)).toBe(1);
    expect(aki?.patient).toContain("Some blood pressure or water pills are usually paused");
  });

  it("11: losartan withheld with metformin and dapagliflozin paused: one ask, both diabetes medicines named", () => {
    const r = run("11-uk-aki-diarrhoea-losartan-dapagliflozin-metformin");
    const aki = finding(r, "aki-creatinine-rise");
    expect(asks(aki?.patient)).toBe(1);
    expect(aki?.patient).toContain(
      "Your diabetes medicines metformin 500 mg tablets and dapagliflozin 10 mg tablets are usually paused",
    );
    expect(codes(r)).toContain("aki-creatinine-rise");
  });
});
