import { describe, expect, it } from "vitest";
import { citedFor, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 44, cardiovascular and lipid outpatient care, UK and US (16 synthetic GP and internal-medicine
 * cases, read as a GP or cardiologist of the record's country would):
 * Found and changed:
 * - 08 (US, triglycerides 1060 mg/dL) and 13 (UK twin, 12 mmol/L): the notes already described upper
 *   abdominal or epigastric pain, yet the finding stayed "high" with "repeat fasting" and a safety-net
 *   ("get medical help at once if you suddenly get severe pain") for a pain the patient already had,
 *   and no lipase. At the pancreatitis level (885 mg/dL, 10 mmol/L) typical pain in the notes now makes
 *   it critical, titled possible acute pancreatitis, led by an emergency assessment today with lipase
 *   or amylase, the safety-net dropped, the patient told to get help today, and the revised Atlanta
 *   criteria cited (patterns.ts severe-hypertriglyceridaemia; acute-pancreatitis.ts pancreaticPain).
 *   Already on a ward it stays high and asks for the lipase now, without sending anyone to hospital.
 * - 12 (US, six weeks after an LAD stent on aspirin and ticagrelor, haemoglobin 13.2 to 9.8 g/dL,
 *   "dark stools on and off"): read as an outpatient iron-deficiency work-up ("recheck after 2–3
 *   months", "none of these results needs emergency care"). "Dark stools" is now read as a sign of
 *   upper GI bleeding (acute-gi-bleed.ts GI_BLEED_SIGNS), so with the fall the emergency finding leads,
 *   with the cardiology decision on ticagrelor and aspirin continued once haemostasis is achieved.
 * - 09 (UK, digoxin 2.4 µg/L with nausea) and 15 (US twin, 2.4 ng/mL): the symptomatic step asked to "check potassium, magnesium and
 *   kidney function" with potassium 3.4 and eGFR 41 sent with the level; it now checks what is missing
 *   and names what is in the record (drug-lab.ts digoxin-level-high).
 * - 04 (UK, LDL-C 5.4 mmol/L at 35, father's MI at 48): "Start or intensify LDL-lowering treatment
 *   towards a risk-based LDL-C goal", where NICE CG71 treats FH without QRISK and aims first for a 50%
 *   fall. A UK adult not on a statin is now offered a high-intensity statin without a QRISK3
 *   calculation, aiming first for a 50% fall (patterns.ts severe-hypercholesterolaemia).
 * Pinned: 01 (HFrEF, K 5.6, eGFR 38: spironolactone reduced or held first, ESC and AHA/ACC/HFSA
 * thresholds); 02 (US INR 4.6 without bleeding: no routine vitamin K, ciprofloxacin named); 03 (CK
 * 3.1x with aches on atorvastatin: pause and repeat CK, kidney function named as in the record);
 * 05 (US twin of 04 keeps the ACC/AHA high-intensity statin step); 06 (UK hypokalaemic hypertension:
 * correct potassium before the aldosterone:renin ratio, ACE inhibitor caveat); 07 (UK NT-proBNP 1800:
 * NICE 6-week echo and specialist assessment); 10 (ALT 3x on atorvastatin: repeat before stopping);
 * 11 (UK Lp(a) 180 nmol/L: HEART UK moderate band, no relative testing below 200); 14 (US twin of 01:
 * AHA/ACC/HFSA 2022 wording, mEq/L); 16 (US twin of 07: echocardiogram without NICE's 6-week pathway).
 * Not changed:
 * - 06: the primary-aldosteronism screen on a UK record cites the 2025 AHA/ACC guideline; no NICE
 *   source on screening hypokalaemic hypertension was searched today.
 * - 12: "dark stools" on oral iron would now also count as a bleeding sign when the haemoglobin has
 *   fallen or is low, as "black stools" already did; iron colours stools, but melaena on iron cannot be
 *   ruled out from the record, so the rule keeps asking for assessment.
 * - 01: sacubitril/valsartan is still suggested beside a potassium of 5.6; the HF finding and the
 *   potassium finding are separate, and the potassium one leads as high priority.
 * - 13: the UK diabetes-above-target finding still says "recheck HbA1c in 3 months" beside the
 *   emergency; deferring routine findings behind a critical one is a wider change.
 */

const { run, withNotes } = reviewFolder(new URL("./fixtures/cardio-sweep-44-review44/", import.meta.url));

const TG = "severe-hypertriglyceridaemia";
const GI = "acute-gi-bleed";
const DIG = "digoxin-level-high";
const LDL = "severe-hypercholesterolaemia";

describe("very high triglycerides with pancreatic-type pain in the notes (review 44)", () => {
  it("08: US 1060 mg/dL with upper abdominal pain to the back is a possible acute pancreatitis emergency", () => {
    const r = run("08-us-48-triglycerides-1060-abdominal-pain");
    const f = finding(r, TG);
    expect(f?.severity).toBe("critical");
    expect(f?.title).toBe("Very high triglycerides with typical pain: possible acute pancreatitis");
    expect(f?.clinician).toContain('The notes describe "upper abdominal pain"');
    expect(f?.nextSteps[0]).toMatch(
      /^Emergency assessment today for possible acute pancreatitis: lipase \(or amylase\)/,
    );
    expect(f?.nextSteps.join(" ")).not.toMatch(/safety-net/i);
    expect(citedFor(r, TG)).toContain("banks-2013-atlanta-pancreatitis");
    expect(patientText(r)).toContain("Get medical help now, today: you need a blood test for pancreatitis");
    expect(patientText(r)).not.toContain("Get medical help at once if you suddenly get severe pain");
  });

  it("13: the UK twin at 12 mmol/L with epigastric pain: emergency first, diet kept, safety-net dropped", () => {
    const f = finding(run("13-uk-44-triglycerides-12-epigastric-pain"), TG);
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps[0]).toMatch(/^Emergency assessment today for possible acute pancreatitis/);
    expect(f?.nextSteps).toContain("Very low-fat diet while triglycerides are this high");
    expect(f?.nextSteps.join(" ")).not.toMatch(/safety-net/i);
  });

  it("08 on a ward: high, lipase now, no sending to hospital", () => {
    const r = withNotes(
      "08-us-48-triglycerides-1060-abdominal-pain",
      "Medical ward day 2. Upper abdominal pain radiating to the back. Drinks 6 beers most days.",
    );
    const f = finding(r, TG);
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join(" ")).toMatch(
      /Already in hospital \("ward day 2" in the notes\): check lipase \(or amylase\) now/,
    );
    expect(patientText(r)).toContain("The team looking after you can check a blood test for pancreatitis now.");
  });

  it("08 without pain, or with pain denied, keeps the high finding and the safety-net", () => {
    for (const notes of [
      "Internal medicine clinic, Austin, Texas. Routine diabetes review. Drinks 6 beers most days.",
      "Internal medicine clinic, Austin, Texas. No abdominal pain. Drinks 6 beers most days.",
    ]) {
      const f = finding(withNotes("08-us-48-triglycerides-1060-abdominal-pain", notes), TG);
      expect(f?.severity).toBe("high");
      expect(f?.nextSteps).toContain("Safety-net for pancreatitis (sudden severe upper abdominal pain, vomiting)");
    }
  });
});

describe("dark stools with a haemoglobin fall on dual antiplatelets (review 44)", () => {
  it("12: six weeks after a stent, dark stools and a 3.4 g/dL fall read as upper GI bleeding", () => {
    const r = run("12-us-66-post-mi-dapt-hb-falling");
    const f = finding(r, GI);
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain('The notes record "dark stools"');
    expect(f?.nextSteps.join(" ")).toContain("Decide with cardiology whether ticagrelor is paused");
    expect(patientText(r)).not.toContain("None of these results needs emergency care");
  });

  it("12 with dark stools denied: no bleeding finding, the iron-deficiency work-up stays", () => {
    const r = withNotes(
      "12-us-66-post-mi-dapt-hb-falling",
      "Internal medicine clinic, Richmond, Virginia. Six weeks after NSTEMI and LAD stent. More tired. No dark stools.",
    );
    expect(codes(r)).not.toContain(GI);
    expect(codes(r)).toContain("ida-gi-investigation");
  });
});

describe("results already sent are not asked for again (review 44)", () => {
  it("09: symptomatic digoxin 2.4 µg/L checks magnesium and names potassium and kidney function as in the record", () => {
    const f = finding(run("09-uk-84-digoxin-2-4-nausea"), DIG);
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/^Same-day assessment/);
    expect(f?.nextSteps[1]).toBe(
      "Withhold digoxin; ECG; check magnesium, and correct low potassium and magnesium (potassium and kidney function already in the record)",
    );
  });
});

describe("US twins read with US guidance (review 44)", () => {
  it("15: the US digoxin twin gets the same step in ng/mL", () => {
    const f = finding(run("15-us-84-digoxin-2-4-nausea"), DIG);
    expect(f?.clinician).toContain("Digoxin level 2.4 ng/mL");
    expect(f?.nextSteps[1]).toContain("(potassium and kidney function already in the record)");
  });

  it("14: US HFrEF with K 5.6 mEq/L reads AHA/ACC/HFSA 2022, not NICE", () => {
    const r = run("14-us-72-hfref-k-5-6-egfr-38");
    expect(finding(r, "raas-hyperkalaemia")?.clinician).toContain("above 5.5 mEq/L");
    expect(finding(r, "hfref-pillars-missing")?.clinician).toContain("AHA/ACC/HFSA 2022 recommends all four classes");
    expect(codes(r)).not.toContain("aaa-screening-due");
  });

  it("16: US NT-proBNP 1800 pg/mL asks for an echocardiogram without NICE's 6-week pathway", () => {
    const f = finding(run("16-us-74-ntprobnp-1800-breathless"), "natriuretic-peptide-elevated");
    expect(f?.nextSteps[0]).toMatch(/^Echocardiogram; ECG/);
    expect(f?.clinician).not.toMatch(/NICE/);
  });
});

describe("severe LDL-C by country (review 44)", () => {
  it("04: a UK 35-year-old with LDL-C 5.4 mmol/L is offered a high-intensity statin without QRISK3", () => {
    const r = run("04-uk-35-fh-ldl-5-4-father-mi");
    const f = finding(r, LDL);
    expect(f?.nextSteps[0]).toBe(
      "Offer a high-intensity statin without a QRISK3 calculation (NICE CG71), aiming first for at least a 50% fall in LDL-C from this untreated level",
    );
    expect(f?.nextSteps.join(" ")).not.toContain("risk-based LDL-C goal");
    expect(citedFor(r, LDL)).toContain("nice-cg71-fh");
    expect(codes(r)).toContain("familial-hypercholesterolaemia-suspected");
  });

  it("05: the US twin keeps the ACC/AHA high-intensity statin step", () => {
    const f = finding(run("05-us-35-fh-ldl-210-father-mi"), LDL);
    expect(f?.nextSteps[0]).toMatch(
      /^Start a high-intensity statin .*ACC\/AHA starts one without a 10-year risk calculation$/,
    );
    expect(f?.clinician).toContain("hypercholesterolemia");
  });
});

describe("pinned cardiovascular outpatient behaviour (review 44)", () => {
  it("01: HFrEF with K 5.6 and eGFR 38 reduces or holds spironolactone first", () => {
    const f = finding(run("01-uk-72-hfref-k-5-6-egfr-38"), "raas-hyperkalaemia");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("spironolactone 25 mg once daily is the first medicine to reduce or hold");
    expect(f?.nextSteps.join(" ")).toContain("Halve the dose of spironolactone");
  });

  it("02: US INR 4.6 without bleeding: no routine vitamin K, recent ciprofloxacin named", () => {
    const f = finding(run("02-us-78-af-warfarin-inr-4-6"), "warfarin-inr-high");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join(" ")).toContain(
      "Routine vitamin K is not suggested for an INR of 4.5–10 without bleeding",
    );
    expect(f?.clinician).toContain("ciprofloxacin");
  });

  it("03: CK 3.1x with aches on atorvastatin: pause and repeat CK", () => {
    const f = finding(run("03-uk-61-statin-ck-3x-aches"), "statin-ck-elevated");
    expect(f?.nextSteps[0]).toBe(
      "Muscle symptoms are in the notes: pause atorvastatin while they are assessed, and repeat CK",
    );
  });

  it("06: UK hypokalaemic hypertension corrects potassium before the aldosterone:renin ratio", () => {
    const f = finding(run("06-uk-54-htn-low-k-aldosteronism"), "primary-aldosteronism-screen");
    expect(f?.nextSteps[0]).toMatch(/^Correct the low potassium first/);
    expect(f?.clinician).toContain("ramipril 10 mg once daily, renin is raised");
  });

  it("07: UK NT-proBNP 1800 ng/L: specialist assessment and echo within 6 weeks", () => {
    const f = finding(run("07-uk-74-ntprobnp-1800-breathless"), "natriuretic-peptide-elevated");
    expect(f?.nextSteps[0]).toBe(
      "Refer for specialist heart-failure assessment and transthoracic echocardiography within 6 weeks (NICE: NT-proBNP 400 to 2000 ng/L)",
    );
  });

  it("10: ALT 3x on atorvastatin: repeat before stopping", () => {
    const f = finding(run("10-us-58-alt-3x-atorvastatin"), "statin-alt-elevated");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).toContain(
      "Stop the statin if ALT stays at 3 times the upper limit or more on the repeat",
    );
  });

  it("11: UK Lp(a) 180 nmol/L is HEART UK's moderate band, without relative testing", () => {
    const f = finding(run("11-uk-52-lpa-180"), "lpa-elevated");
    expect(f?.clinician).toContain("this is moderate");
    expect(f?.nextSteps.join(" ")).not.toContain("first-degree relatives");
  });
});
