import { describe, expect, it } from "vitest";
import { citedFor, clinicianText, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 44, acute presentations and dates:
 * Found and changed:
 * - 01 (UK), 02 (US): "fell and hit her head 5 days ago" on apixaban, now a mild headache, was told
 *   "a CT head scan within 8 hours of the injury" (UK), a window long gone. An injury written as days
 *   ago, yesterday or 9 to 29 hours ago is now late: the UK text says the 8 hours have passed and the
 *   scan should not wait, and both countries' step asks for the scan "without further delay"
 *   (head-injury-anticoagulant.ts LATE). The US twin keeps ACEP's policy and does not cite NICE.
 * - 04 (UK), 05 (US): a 72-year-old with "Fever 38.9 and rigors", HR 112, RR 24, SpO2 93% and a
 *   lactate of 2.4 drew no fever or sepsis finding at all (the main issue was a statin), because a
 *   temperature was read from the notes only after "temp"/"temperature". "Fever 38.9", "febrile 39.2"
 *   or "pyrexial to 102.4 F" is now read as a temperature when a decimal or a unit follows
 *   (normalize/vital-notes.ts); "fever 10 days" is not.
 * - 04, 05, 11: the fever's recorded source was quoted lower-cased ("cxr: rll consolidation",
 *   "urine culture grew e. coli"). The quotes now keep the notes' own case through a shared
 *   RuleContext.asWritten (context.ts; hbv-reactivation.ts's copy of it removed), used by
 *   vital-signs.ts knownFeverSource. notes-42 case 02's pinned lower-case quote is updated.
 * - 09 (US), 12 (UK): "passed out ... no warning" (09) and "blacked out" (12) with a QTc of 540 and
 *   520 ms on citalopram were not read as fainting, and the patient, who had already fainted, was told
 *   "If you faint ... call emergency services". "Passed out" and "blacked out" now count
 *   (cardio-rhythm.ts QT_SYMPTOMS), and with fainting in the notes the patient is told to go to an
 *   emergency department now.
 * Pinned: 03 (UK, hit his head this morning: "within 8 hours of the injury" kept); 13 (US, 2 hours ago:
 *   plain "CT head scan"); 08 (UK anaphylaxis after a first dose of co-amoxiclav: critical); 10 (UK
 *   potassium 6.8 on spironolactone, ramipril and trimethoprim: critical, all three stopped).
 * Not changed:
 * - 06 (UK), 07 (US): "DOB 10/11/2026" with no age is left unread (normalize/common.ts birthTime reads a
 *   numeric date only when its order is plain), so a jaundiced baby with pale stools gets adult ranges
 *   and a low-priority bilirubin, with the note that the age was not given. Both readings (23 or 53
 *   days) make him a baby past 14 days, but picking one needs the record's country, which the
 *   normaliser does not read; no reading is silently wrong, so it is left for a later review.
 * - 08: the current-anaphylaxis path does not say to give no more doses of co-amoxiclav, still on the
 *   active list. No canonical source for stopping the suspected drug was seen today (NICE CG183 and
 *   the RCUK algorithm only through third-party copies), so no step was added. The wheeze is also
 *   graded as a life-threatening asthma attack beside the anaphylaxis; adrenaline treats both, so
 *   the urgency is right.
 * - No NICE page on nice.org.uk was seen today stating what to do for a person on anticoagulants who
 *   presents more than 8 hours after the injury; the late wording is our own reading of QS74's window,
 *   not a quoted NICE rule.
 */

const { run } = reviewFolder(new URL("./fixtures/acute-44-review44/", import.meta.url));

const HEAD = "head-injury-on-anticoagulant";
const FEVER = "fever-sepsis-check";
const QTC = "qtc-prolonged";

describe("a head injury presenting late on an anticoagulant (review 44)", () => {
  it("01: UK, 5 days ago: the 8-hour window is said to have passed, the scan asked for now", () => {
    const f = finding(run("01-uk-79-head-strike-5-days-apixaban"), HEAD);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("The injury was 5 days ago, so those 8 hours have passed");
    expect(f?.nextSteps[0]).toBe("Send to A&E today for assessment and a CT head scan without further delay");
    expect(f?.nextSteps.join(" ")).not.toContain("within 8 hours of the injury");
  });

  it("02: the US twin asks for the scan without delay and cites ACEP, not NICE", () => {
    const r = run("02-us-79-head-strike-5-days-apixaban");
    const f = finding(r, HEAD);
    expect(f?.nextSteps[0]).toBe(
      "Send to the emergency room today for assessment and a CT head scan without further delay",
    );
    expect(f?.clinician).not.toMatch(/NICE|8 hours/);
    expect(citedFor(r, HEAD)).toContain("acep-2023-mild-tbi");
    expect(citedFor(r, HEAD)).not.toContain("nice-ng232-head-injury");
  });

  it("03: UK, this morning: the 8-hour window is kept", () => {
    const f = finding(run("03-uk-81-head-injury-this-morning-warfarin"), HEAD);
    expect(f?.nextSteps[0]).toBe("Send to A&E today for assessment and a CT head scan within 8 hours of the injury");
    expect(f?.clinician).not.toContain("have passed");
  });

  it("13: US, 2 hours ago: the plain same-day scan", () => {
    const f = finding(run("13-us-74-head-injury-2-hours-ago-rivaroxaban"), HEAD);
    expect(f?.nextSteps[0]).toBe("Send to the emergency room today for assessment and a CT head scan");
  });
});

describe("a fever written as 'Fever 38.9' and its source quoted as written (review 44)", () => {
  it("04: UK: the fever is read and the CXR quoted in the notes' case", () => {
    const r = run("04-uk-72-fever-e-coli-urine-cxr");
    expect(codes(r)).toContain(FEVER);
    const f = finding(r, FEVER);
    expect(f?.clinician).toContain("temperature 38.9 °C (in the notes)");
    expect(f?.clinician).toContain('Pneumonia is recorded ("CXR: right lower lobe consolidation" in the notes)');
  });

  it("05: US: 'Fever 102 F' is read in °F and 'CXR: RLL consolidation' keeps its capitals", () => {
    const f = finding(run("05-us-72-fever-e-coli-urine-cxr"), FEVER);
    expect(f?.clinician).toContain("temperature 102 °F");
    expect(f?.clinician).toContain('("CXR: RLL consolidation" in the notes)');
  });

  it("11: UK: the urine culture quote keeps 'E. coli'", () => {
    const f = finding(run("11-uk-72-fever-e-coli-urine-only"), FEVER);
    expect(f?.clinician).toContain('("Urine culture grew E. coli" in the notes)');
  });
});

describe("fainting in the patient's words beside a long QTc (review 44)", () => {
  it("09: US: 'passed out' is read, and the patient is sent to emergency care now", () => {
    const r = run("09-us-67-syncope-citalopram-low-potassium");
    const f = finding(r, QTC);
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain('The notes record "passed out", which may be torsade de pointes.');
    expect(patientText(r)).toContain("Your notes record fainting or a similar episode");
    expect(patientText(r)).not.toContain("If you faint or feel your heart racing");
  });

  it("12: UK: 'blacked out' is read, with A&E in the patient text", () => {
    const r = run("12-uk-67-blacked-out-citalopram-qtc");
    expect(finding(r, QTC)?.clinician).toContain('The notes record "blacked out"');
    expect(patientText(r)).toContain("go to A&E now");
  });
});

describe("pinned acute cases (review 44)", () => {
  it("08: anaphylaxis after a first dose of co-amoxiclav is critical", () => {
    expect(finding(run("08-uk-34-anaphylaxis-first-dose-co-amoxiclav"), "anaphylaxis-clinical-picture")?.severity).toBe(
      "critical",
    );
  });

  it("10: potassium 6.8 on spironolactone, ramipril and trimethoprim stops all three", () => {
    const f = finding(run("10-uk-78-potassium-6-8-spironolactone-trimethoprim"), "raas-hyperkalaemia");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps.join(" ")).toContain("Stop spironolactone, ramipril and trimethoprim now");
  });

  // Review 45: both readings of "DOB 10/11/2026" (23 or 53 days) make him a baby past 14 days, so the
  // younger is used and both are said (paeds-45 cases 01, 02); the pale stools now give the urgent finding.
  it("06, 07: an ambiguous DOB whose readings share an age band is read, and both ages are said", () => {
    for (const name of ["06-uk-0-baby-dob-ambiguous-jaundice", "07-us-0-baby-dob-ambiguous-jaundice"]) {
      const r = run(name);
      expect(r.model.patient.ageDaysEither).toEqual([23, 53]);
      expect(codes(r)).toContain("infant-conjugated-jaundice");
      expect(clinicianText(r)).not.toContain("The patient's age was not given");
    }
  });
});
