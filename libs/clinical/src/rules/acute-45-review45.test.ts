import { describe, expect, it } from "vitest";
import { citedFor, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 45, emergencies and acute care, UK and US (read as an emergency physician of each country):
 * Found and changed:
 * - 01, 02: anaphylaxis 20 minutes after a first dose of co-amoxiclav (UK) or amoxicillin (US), the
 *   antibiotic still on the active list. No step said to stop it or record the allergy; the wheeze,
 *   SpO2 91% and pulse 128 were also graded as a life-threatening asthma attack (oxygen, blood gases,
 *   "keep using your reliever"), a "think of sepsis" danger-sign line came with them, and the
 *   reliever-only asthma point stood at moderate beside the emergency. Now: the anaphylaxis finding
 *   names the culprit still on the list and says to stop it and record a suspected drug allergy
 *   (new anaphylaxis-culprit.ts; UK records cite NICE CG183 through its BMJ summary,
 *   nice-cg183-bmj-2014-drug-allergy), says the breathing signs are the reaction's and adrenaline
 *   comes before any reliever; asthma-acute-attack.ts stays quiet during anaphylaxis now; the
 *   anaphylaxis finding holds the vital signs it explains, so vital-signs-danger does not repeat
 *   them; asthma-saba-without-ics is routine care put off beside an emergency (acute-context.ts).
 * - 03: the same reaction yesterday to flucloxacillin, still active: the finding said "likely
 *   trigger in the notes: "after taking"" and had no stop step. It now names flucloxacillin and
 *   says to stop it and record the allergy.
 * - 13: "anaphylaxis to co-amoxiclav yesterday" with co-amoxiclav still active drew no finding at all:
 *   a named reaction that is over was left to the auto-injector finding, which leaves drug triggers
 *   out. The picture finding now reports it when the culprit is still on the list (stop, record),
 *   without offering pens (the auto-injector finding's choice for a drug trigger) and without
 *   "although the word is not used", which it also said when the notes did use the word.
 * - 14: a US acetaminophen level of 120 µg/mL at 4 hours, correctly below the Rumack-Matthew 150 line,
 *   gave the line as "150 mg/L": US records now read the line in µg/mL (paracetamol-overdose.ts
 *   Practice.unit; us-sources-26b's two assertions updated).
 * - 04: "now confused" after 3 days of cough and fever was not read as NICE's new altered mental
 *   state (vital-signs.ts NEW_CONFUSION_WORDS reads "now confused").
 * - 06: melaena with every Glasgow-Blatchford input on record ended "not on record:." with nothing
 *   after it; it now says all the inputs are on record (acute-gi-bleed.ts).
 * - 10: calcium 3.6 mmol/L with vomiting and drowsiness on letrozole: the aromatase-inhibitor bone
 *   check advised "calcium and vitamin D if needed" as a peer of the hypercalcaemia emergency. It is
 *   now put off until the acute illness is treated (acute-context.ts DEFERRED_CODES).
 * Pinned: 02 (US: epinephrine, allergist, no NICE source); 05 (US sepsis with lactate 4.2 and 85/50:
 * Surviving Sepsis Campaign 2021, antibiotics ideally within 1 hour, no NICE wording; UK twin 04 has
 * senior review, IV antibiotics within 1 hour and critical care); 07 (euglycaemic DKA on
 * dapagliflozin: DKA named, glucose-containing infusion from the start, SGLT2 inhibitor stopped);
 * 08 (potassium 7.1 with peaked T waves: IV calcium, insulin-glucose, RAAS blockers stopped);
 * 09 (US sodium 118 with a seizure: hypertonic saline now, the 24-hour limit); 11 (US INR 9 with
 * haematuria on warfarin after ciprofloxacin: withhold, vitamin K, the interaction); 12 (paracetamol
 * 150 mg/L at 4 hours: on or above the UK 100 mg/L line, acetylcysteine now).
 * Not changed:
 * - 06: the Glasgow-Blatchford score is not computed: the band points for urea, haemoglobin and
 *   systolic pressure were seen today only on Wikipedia and a third-party notebook (the Frontline
 *   Gastroenterology table seen on fg.bmj.com gave only the 1- and 2-point markers), so the engine
 *   keeps naming the inputs (review 32's choice) and CG141's score at first assessment.
 * - 11: the US non-major bleeding step still cites "BSH 2011" (named as such): the ACCP 2012 source held
 *   covers only no bleeding and major bleeding, and the ACC 2020 bleeding pathway seen today on acc.org
 *   ("ten points") gives vitamin K for major bleeding or bleeding needing intervention, which does not
 *   map onto a step for non-major haematuria at INR 9; a US wording needs its own review.
 * - 09: the US hyponatraemia text names the European ESE/ERBP 2014 guideline (it says so); no US
 *   expert-panel source is in the evidence base.
 * - NICE CG183 itself (nice.org.uk) was not reached in the search tool today; the BMJ 2014 summary
 *   (eprints.soton.ac.uk record) and the NCGC full guideline's recommendations table on NCBI Bookshelf
 *   are what was seen, so the source is the BMJ summary.
 */

const { run } = reviewFolder(new URL("./fixtures/acute-45-review45/", import.meta.url));

const ANA = "anaphylaxis-clinical-picture";

describe("anaphylaxis after a first antibiotic dose (review 45)", () => {
  it("01: UK co-amoxiclav still active is stopped and recorded as a suspected drug allergy", () => {
    const r = run("01-uk-34-co-amoxiclav-anaphylaxis-wheeze");
    const f = finding(r, ANA);
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("(likely trigger: co-amoxiclav)");
    expect(f?.clinician).toContain(
      "Co-amoxiclav, the likely trigger, is still on the active medicine list: stop it and record a suspected drug allergy to it",
    );
    expect(f?.nextSteps.join("\n")).toContain("Stop co-amoxiclav now and record a suspected drug allergy to it");
    expect(f?.patient).toContain("Do not take any more co-amoxiclav");
    expect(citedFor(r, ANA)).toContain("nice-cg183-bmj-2014-drug-allergy");
  });

  it("01: the wheeze is the reaction's, not a life-threatening asthma attack, and no 'think of sepsis' line", () => {
    const r = run("01-uk-34-co-amoxiclav-anaphylaxis-wheeze");
    expect(codes(r)).not.toContain("asthma-acute-attack-severity");
    expect(codes(r)).not.toContain("vital-signs-danger");
    expect(finding(r, ANA)?.clinician).toContain(
      "the breathing signs are read as part of the reaction, not as an asthma attack, and intramuscular adrenaline comes before any reliever",
    );
    expect(patientText(r)).not.toContain("Keep using your reliever inhaler while you wait");
  });

  it("01: reliever-only asthma waits until the emergency is over", () => {
    const f = finding(run("01-uk-34-co-amoxiclav-anaphylaxis-wheeze"), "asthma-saba-without-ics");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("Not for now");
  });

  it("02: the US twin stops amoxicillin, says epinephrine and cites no NICE source", () => {
    const r = run("02-us-34-amoxicillin-anaphylaxis-wheeze");
    const f = finding(r, ANA);
    expect(f?.nextSteps.join("\n")).toContain("Stop amoxicillin now and record a suspected drug allergy to it");
    expect(f?.clinician).toContain("intramuscular epinephrine comes before any reliever");
    expect(codes(r)).not.toContain("asthma-acute-attack-severity");
    expect(citedFor(r, ANA).some((id) => id.startsWith("nice-"))).toBe(false);
  });

  it("03: a reaction yesterday names flucloxacillin, not the bare 'after taking', and stops it", () => {
    const f = finding(run("03-uk-45-flucloxacillin-reaction-yesterday"), ANA);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("(likely trigger: flucloxacillin)");
    expect(f?.clinician).not.toContain('"after taking"');
    expect(f?.nextSteps.join("\n")).toContain("Stop flucloxacillin now and record a suspected drug allergy to it");
  });
});

describe("named anaphylaxis to a medicine still on the list (review 45)", () => {
  it("13: 'anaphylaxis to co-amoxiclav yesterday' with it still active: stop and record, no pens, no 'word not used'", () => {
    const r = run("13-uk-45-named-anaphylaxis-co-amoxiclav-yesterday");
    const f = finding(r, ANA);
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join("\n")).toContain("Stop co-amoxiclav now and record a suspected drug allergy to it");
    expect(f?.nextSteps.join("\n")).not.toContain("auto-injectors");
    expect(f?.clinician).not.toContain("although the word is not used");
    expect(codes(r)).not.toContain("anaphylaxis-no-adrenaline-auto-injector");
  });
});

describe("sepsis escalation by country (review 45)", () => {
  it("04: UK lactate 4.2 and 85/50: NICE high risk with 'now confused' read as new altered mental state", () => {
    const r = run("04-uk-67-sepsis-lactate-4.2");
    const f = finding(r, "sepsis-high-risk-adult");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain('new altered mental state ("now confused" in the notes)');
    const steps = f?.nextSteps.join("\n") ?? "";
    expect(steps).toContain("Immediate review by a senior clinical decision maker");
    expect(steps).toContain("within 1 hour");
    expect(steps).toContain("discuss with critical care");
  });

  it("05: the US twin reads the Surviving Sepsis Campaign 2021, not NICE", () => {
    const r = run("05-us-67-sepsis-lactate-4.2");
    const f = finding(r, "sepsis-high-risk-adult");
    expect(f?.clinician).toContain("Surviving Sepsis Campaign 2021");
    expect(f?.clinician).not.toMatch(/\bNICE\b/);
    expect(f?.nextSteps.join("\n")).toContain("ideally within 1 hour (Surviving Sepsis Campaign 2021)");
  });
});

describe("other emergencies (review 45)", () => {
  it("06: every Glasgow-Blatchford input on record is said so, not 'not on record:.'", () => {
    const f = finding(run("06-uk-72-melaena-blatchford"), "acute-gi-bleed");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("melaena, fainting, liver disease and heart failure; all its inputs are on record");
    expect(f?.clinician).not.toContain("not on record:.");
  });

  it("07: euglycaemic DKA on dapagliflozin is named and the SGLT2 inhibitor stopped", () => {
    const f = finding(run("07-uk-52-euglycaemic-dka-dapagliflozin"), "hyperglycaemic-crisis");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("diabetic ketoacidosis");
    expect(f?.nextSteps.join("\n")).toContain("Stop dapagliflozin now");
  });

  it("08: potassium 7.1 with ECG changes: IV calcium at once", () => {
    const f = finding(run("08-uk-70-potassium-7.1-ecg"), "raas-hyperkalaemia");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps.join("\n")).toContain("Give IV calcium at once");
  });

  it("09: US sodium 118 with a seizure: hypertonic saline now", () => {
    const f = finding(run("09-us-66-sodium-118-confusion"), "hyponatraemia");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps.join("\n")).toContain("3% saline");
  });

  it("10: the aromatase-inhibitor bone check waits beside hypercalcaemia of 3.6 mmol/L", () => {
    const r = run("10-uk-63-calcium-3.6-vomiting");
    expect(finding(r, "hypercalcaemia")?.severity).toBe("critical");
    const bone = finding(r, "aromatase-inhibitor-bone-check");
    expect(bone?.clinician).toContain("Not for now");
    expect(bone?.nextSteps.join("\n")).not.toContain("calcium and vitamin D");
  });

  it("11: US INR 9 with haematuria: withhold warfarin, vitamin K, ciprofloxacin named", () => {
    const f = finding(run("11-us-78-inr-9-hematuria"), "warfarin-inr-high");
    const steps = f?.nextSteps.join("\n") ?? "";
    expect(steps).toContain("Withhold warfarin");
    expect(steps).toContain("ciprofloxacin");
  });

  it("14: a US acetaminophen level below the 150 line gives the line in µg/mL", () => {
    const f = finding(run("14-us-19-acetaminophen-4h-120"), "paracetamol-below-line");
    expect(f?.clinician).toContain("below the US treatment line (Rumack-Matthew 150 line) (150 µg/mL at 4 h)");
    expect(f?.clinician).not.toContain("mg/L");
  });

  it("12: paracetamol 150 mg/L at 4 hours is on or above the UK line: acetylcysteine now", () => {
    const f = finding(run("12-uk-19-paracetamol-4h-150"), "paracetamol-overdose");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("UK treatment line (100 mg/L at 4 h");
    expect(f?.nextSteps.join("\n")).toContain("acetylcysteine now");
  });
});
