import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/*
 * Review 34, acute-neither-34: acute and emergency findings on records that name no country
 * ("neither") and on US records, and overlaps of emergencies.
 * Found and changed:
 * - 01: a suspected stroke in progress on a record of neither country raised no finding at all (the
 *   stroke rule stayed silent without a UK or US reading); it now gets a neutral reading (ambulance
 *   transfer to a stroke service, imaging before reperfusion), citing NICE NG128 and AHA/ASA 2026. The
 *   AF finding beside it said "Offer an oral anticoagulant" before any scan; beside stroke or TIA
 *   symptoms it now waits for imaging to exclude a bleed (cardio-rhythm.ts).
 * - 02: sodium 116 mmol/L with a seizure told a neither record "call 999 or go to A&E"
 *   (hyponatraemia-severe.ts now reads emergencyCountry).
 * - 03: adult sepsis on a neither record read "These meet NICE high risk criteria"; it now names the
 *   signs, NICE's list as a list and NEWS2/Surviving Sepsis Campaign, citing all three.
 * - 04: a US COPD record with a stable SpO2 of 91% was told NICE NG115/QS10 and cited NICE and BTS;
 *   a US record now reads ATS 2020 (moderate hypoxemia: long-term oxygen suggested against), new
 *   source "ats-2020-home-oxygen" (copd-oxygen-us.ts).
 * - 05: a lactate of 4.8 mmol/L drew its own critical line beside the sepsis finding that already
 *   states it and asks for fluids; the cited lactate's generic line is now left out (lead-finding.ts).
 * - 06: serotonin toxicity (tramadol with sertraline, clonus, 38.9 °C, pulse 132) was led by a
 *   critical "possible sepsis" with its antibiotics; the toxicity now explains the fever as a thyroid
 *   storm does (sepsis high, kept as the differential), and its step says "Emergency assessment now".
 * - 07: child sepsis on a neither record said "usually by 999 ambulance" (vital-signs.ts and
 *   meningococcal.ts now share emergencyAmbulance).
 * - 08: thyroid storm on a neither record was told "Go to A&E now, or call 999": the {emergencyNumber}
 *   and {emergencyDepartment} placeholders now read neutrally on a record of neither country
 *   (record-words.ts), which also covers heart failure, DRESS, NMS, paracetamol excess, S. aureus and
 *   Gram-negative bacteraemia texts.
 * - 10: possible pyelonephritis on a neither record was told "GP surgery or NHS 111 ... Call 999".
 * - 11: a resolved TIA on apixaban on a neither record (pinned with the new neutral reading).
 * - 12: melaena with pulse 136 and 84/50 also drew a critical "Dangerously abnormal vital signs ...
 *   think of sepsis" line beside the GI bleeding finding that reads them as blood loss; it is now
 *   left out, and the bleeding finding no longer asks about "my blood thinner" on naproxen alone.
 *   Without the melaena, the dangerous-vitals line on a neither record no longer gives NICE's
 *   "could this be sepsis?" as the pathway.
 * Pinned: 09, the UK twin of case 01, keeps NICE NG128 and 999.
 */
const { run, edit } = reviewFolder(new URL("./fixtures/acute-neither-34-review34/", import.meta.url));

const NO_UK_EMERGENCY = /\b999\b|A&E|NHS 111/;

describe("acute findings on records of neither country and US records (review 34, acute-neither-34)", () => {
  it("01: ongoing stroke symptoms on a neither record are a critical, neutrally worded finding", () => {
    const r = run("01-neither-stroke-fast-symptoms-ehr");
    const f = finding(r, "stroke-tia-symptoms-in-notes");
    expect(f?.severity).toBe("critical");
    expect(f?.evidenceIds).toEqual(["nice-ng128-stroke-tia", "aha-asa-2026-acute-ischemic-stroke"]);
    expect(f?.patient).toMatch(/call your local emergency number now/);
    expect(f?.clinician).toMatch(/ambulance transfer to a hospital with an acute stroke service/);
    expect(`${patientText(r)} ${clinicianText(r)}`).not.toMatch(/\b999\b|\b911\b|A&E/);
    const af = finding(r, "af-no-anticoagulant");
    expect(af?.nextSteps.join(" ")).not.toMatch(/Offer an oral anticoagulant/);
    expect(af?.nextSteps[0]).toMatch(/not before brain imaging has excluded a bleed/);
  });

  it("02: sodium 116 with a seizure on a neither record is not told 999 or A&E", () => {
    const f = finding(run("02-neither-sodium-116-seizure-labs"), "hyponatraemia");
    expect(f?.severity).toBe("critical");
    expect(f?.patient).toMatch(/call your local emergency number or go to an emergency department now/);
    expect(f?.patient).not.toMatch(NO_UK_EMERGENCY);
  });

  it("03: adult sepsis on a neither record names the signs, not NICE's criteria as the pathway", () => {
    const f = finding(run("03-neither-adult-sepsis-pneumonia-ehr"), "sepsis-high-risk-adult");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/These are high risk signs for severe illness or death from sepsis/);
    expect(f?.clinician).not.toMatch(/meet NICE high risk criteria/);
    expect(f?.clinician).toMatch(/Surviving Sepsis Campaign 2021/);
    expect(f?.evidenceIds).toEqual(["nice-ng51-sepsis", "rcp-news2-2017", "ssc-2021-sepsis"]);
    expect(f?.patient).not.toMatch(NO_UK_EMERGENCY);
  });

  it("04: US COPD with a stable SpO2 of 91% reads ATS 2020, not NICE", () => {
    const f = finding(run("04-us-copd-stable-spo2-91-ehr"), "copd-oxygen-assessment");
    expect(f?.evidenceIds).toEqual(["ats-2020-home-oxygen"]);
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/moderate hypoxemia, for which ATS 2020 suggests not prescribing long-term oxygen/);
    expect(f?.clinician).not.toMatch(/NICE|BTS/);
    expect(f?.title).toMatch(/recheck when stable/);
  });

  it("05: a lactate the sepsis finding states gets no separate critical line", () => {
    const r = run("05-neither-sepsis-lactate-4-8-labs");
    expect(finding(r, "sepsis-high-risk-adult")?.clinician).toMatch(/lactate 4\.8 mmol\/L, 4 mmol\/L or more/);
    expect(r.findings.filter((f) => f.code === "lab-critical")).toEqual([]);
  });

  it("06: severe serotonin toxicity leads, with sepsis kept as the differential", () => {
    const r = run("06-neither-serotonin-toxicity-tramadol-ehr");
    expect(codes(r)[0]).toBe("serotonin-toxicity-combination");
    const sepsis = finding(r, "sepsis-high-risk-adult");
    expect(sepsis?.severity).toBe("high");
    expect(sepsis?.clinician).toMatch(/the toxicity explains the fever and fast heart rate/);
    expect(finding(r, "serotonin-toxicity-combination")?.nextSteps[0]).toMatch(/^Emergency assessment now/);
  });

  it("07: child sepsis on a neither record is sent by emergency ambulance, not 999", () => {
    const f = finding(run("07-neither-child-sepsis-non-blanching-rash-ehr"), "sepsis-risk-child");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/usually by emergency ambulance/);
    expect(`${f?.clinician} ${f?.nextSteps.join(" ")}`).not.toMatch(/999/);
  });

  it("08: thyroid storm on a neither record is not told A&E or 999", () => {
    const f = finding(run("08-neither-thyroid-storm-ehr"), "overt-hyperthyroidism");
    expect(f?.patient).toMatch(/Go to an emergency department now, or call your local emergency number/);
    expect(f?.patient).not.toMatch(NO_UK_EMERGENCY);
  });

  it("09: the UK twin of case 01 keeps NICE NG128 and 999", () => {
    const f = finding(run("09-uk-stroke-fast-symptoms-ehr"), "stroke-tia-symptoms-in-notes");
    expect(f?.evidenceIds).toEqual(["nice-ng128-stroke-tia"]);
    expect(f?.patient).toMatch(/call 999 now/);
  });

  it("10: possible pyelonephritis on a neither record names no NHS route or 999", () => {
    const f = finding(run("10-neither-pyelonephritis-dipstick-labs"), "uti-dipstick-possible-pyelonephritis");
    expect(f?.patient).toMatch(/contact your doctor today/);
    expect(f?.patient).not.toMatch(/GP surgery|NHS 111|999|A&E/);
  });

  it("11: a resolved TIA on apixaban on a neither record gets both guidelines' steps, imaging first", () => {
    const f = finding(run("11-neither-tia-resolved-apixaban-labs"), "stroke-tia-symptoms-in-notes");
    expect(f?.evidenceIds).toEqual(["nice-ng128-stroke-tia", "aha-2023-tia-emergency-department"]);
    expect(f?.clinician).toMatch(/On an anticoagulant \(apixaban\): brain imaging must exclude a bleed/);
    expect(f?.patient).not.toMatch(/\b999\b|\b911\b/);
  });

  it("12: GI bleeding with shock gets no separate 'think of sepsis' vital-signs line", () => {
    const r = run("12-neither-danger-vitals-no-infection-ehr");
    expect(finding(r, "acute-gi-bleed")?.severity).toBe("critical");
    expect(codes(r)).not.toContain("vital-signs-danger");
    expect(finding(r, "acute-gi-bleed")?.patientQuestions.join(" ")).not.toMatch(/blood thinner/);
    // Without the melaena the vital signs stand alone, read without NICE's question as the pathway.
    const alone = runReviewCase(
      edit("12-neither-danger-vitals-no-infection-ehr", (d) => {
        d.additionalContext = "Clinic visit. Felt faint on standing this morning. No fever, no cough.";
      }),
    );
    const danger = finding(alone, "vital-signs-danger");
    expect(danger?.clinician).toMatch(/\(think of sepsis\)/);
    expect(danger?.clinician).not.toMatch(/NICE/);
    expect(danger?.evidenceIds).toEqual(["rcp-news2-2017", "ssc-2021-sepsis"]);
  });
});
