import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 33, older-acute-33: older adults and acute medicine. Found and changed:
 * - A head injury on an anticoagulant named NICE NG232 and its 8-hour and 1-hour CT targets, and cited
 *   NICE, on US records and on records of neither country. It now names NICE on a UK record only; a US
 *   record reads with ACEP's 2023 clinical policy on mild head injury (added, seen today: decision rules
 *   cannot rule out a CT on an anticoagulant), and a record of neither country reads neutrally
 *   (head-injury-anticoagulant.ts; acep-2023-mild-tbi in US_PRACTICE_IDS).
 * - "GCS 15 at 07:00 now 13" was not read as a fall in GCS: the clock time broke the clause.
 * - Delirium with acute illness cited only NICE CG103 on US records; it now also cites the Lancet review
 *   of delirium in older people (Inouye 2014, added, seen today), which is all a US record cites. The step
 *   names the Confusion Assessment Method beside the 4AT.
 * - The patient "act now" header said "Some of your results need emergency care now" when the urgent
 *   finding rested on the notes alone (a head injury, a low temperature): it now says "Something in your
 *   record needs …" when no urgent finding rests on a test result (compose/emergency-header.ts).
 * - A US inpatient's first urgent finding was given the RCP's NEWS2 (the UK ward escalation pathway) as a
 *   citation; the text already says "under the local policy", and a US record no longer cites NEWS2 for it
 *   (in-hospital.ts). NEWS2 as a score beside the Surviving Sepsis Campaign on US records is kept.
 * - Accidental hypothermia (34.1 °C after a night on the floor) was read as "possible sepsis" with the same
 *   low temperature as the only sign of infection, and a second "dangerous vital signs" line, with nothing
 *   naming hypothermia. A new finding names it (hypothermia-older-adult.ts, WMS guideline added, seen
 *   today); a low temperature with a long lie or a cold home and no raised marker is not counted as an
 *   infection sign, and the danger line leaves a temperature of 35 °C or below to the new finding.
 * - A temperature of 35.7 °C was titled "Fever: check for signs of sepsis"; it is now "Low temperature: …".
 * - "Burning on passing urine" with new confusion drew "raised white cell count with no infection
 *   recorded: repeat in 4–6 weeks" (neutrophilia.ts).
 * Cases 11–15 and 17 sweep falls on warfarin, hyponatraemia, anticholinergic burden, Beers medicines,
 * pressure ulcer with low albumin and AKI with an NSAID; they are pinned with light assertions.
 */
const { run } = reviewFolder(new URL("./fixtures/older-acute-33-review33/", import.meta.url));

type Run = ReturnType<typeof run>;
const ids = (r: Run, code: string) => finding(r, code)?.evidenceIds ?? [];
/** The addresses the clinician report cites (after the record's country has been applied). */
const cited = (r: Run) => Object.values(r.result.citations.clinician).map((c) => (c as { url: string }).url);
const NICE_NG232 = "https://www.nice.org.uk/guidance/ng232";
const ACEP_TBI = "https://pubmed.ncbi.nlm.nih.gov/37085214/";
const NICE_CG103 = "https://www.nice.org.uk/guidance/cg103/chapter/Recommendations";
const INOUYE = "https://pubmed.ncbi.nlm.nih.gov/23992774/";

describe("head injury on an anticoagulant follows the record's country (review 33, older-acute-33)", () => {
  it("01: a US head injury on apixaban reads with ACEP 2023, not NICE NG232", () => {
    const r = run("01-us-head-injury-apixaban-alert-ehr");
    const f = finding(r, "head-injury-on-anticoagulant");
    expect(f?.severity).toBe("high");
    expect(cited(r)).toContain(ACEP_TBI);
    expect(cited(r)).not.toContain(NICE_NG232);
    expect(f?.clinician).toMatch(/ACEP's 2023 clinical policy/);
    expect(clinicianText(r)).not.toMatch(/NICE|within 8 hours/);
    expect(f?.nextSteps[0]).toBe("Send to the emergency room today for assessment and a CT head scan");
  });

  it("02: a US fall in GCS written with a clock time is read, and the plan names no NICE 1-hour target", () => {
    const r = run("02-us-head-injury-warfarin-gcs-13-ehr");
    const f = finding(r, "head-injury-on-anticoagulant");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/GCS fallen from 15 to 13/);
    expect(f?.clinician).not.toMatch(/NICE/);
    expect(f?.nextSteps[0]).toBe("Emergency transfer to hospital now for an immediate CT head scan");
    // The INR is a result: the header keeps "your results".
    expect(patientText(r)).toMatch(/Some of your results need emergency care now\. Call 911/);
  });

  it("03: a record of neither country names neither body", () => {
    const r = run("03-neither-head-injury-rivaroxaban-alert-ehr");
    const f = finding(r, "head-injury-on-anticoagulant");
    expect(f?.clinician).not.toMatch(/NICE|ACEP/);
    expect(f?.clinician).toMatch(/decision rules for who needs a scan do not apply/);
    expect(f?.nextSteps[0]).toBe("Send to an emergency department today for assessment and a CT head scan");
  });

  it("10: a UK head injury still reads with NICE NG232 and its 1-hour CT", () => {
    const r = run("10-uk-head-injury-apixaban-gcs-13-notes-only-ehr");
    const f = finding(r, "head-injury-on-anticoagulant");
    expect(f?.severity).toBe("critical");
    expect(cited(r)).toContain(NICE_NG232);
    expect(cited(r)).not.toContain(ACEP_TBI);
    expect(f?.clinician).toMatch(/NICE NG232 lists a GCS of 12 or less/);
    expect(f?.nextSteps[0]).toBe("Emergency transfer to hospital now for a CT head scan within 1 hour");
  });
});

describe("the act-now header says 'record' when the urgent finding rests on the notes", () => {
  it("09: a US head injury with vomiting and no results reads 'Something in your record', with 911", () => {
    const r = run("09-us-head-injury-apixaban-vomiting-notes-only-ehr");
    expect(patientText(r)).toMatch(/Something in your record needs emergency care now\. Call 911/);
    expect(patientText(r)).not.toMatch(/Some of your results need/);
  });

  it("10: a UK head injury with no results reads 'Something in your record', with 999", () => {
    const r = run("10-uk-head-injury-apixaban-gcs-13-notes-only-ehr");
    expect(patientText(r)).toMatch(/Something in your record needs emergency care now\. Call 999 or go to A&E now/);
  });

  it("07: a critical lactate keeps 'Some of your results'", () => {
    const r = run("07-us-ward-sepsis-lactate-ehr");
    expect(patientText(r)).toMatch(/Some of your results need/);
  });
});

describe("delirium sources by country", () => {
  it("04: US delirium cites the Lancet review, not NICE CG103, and names the CAM", () => {
    const r = run("04-us-delirium-uti-aki-labs");
    expect(cited(r)).toContain(INOUYE);
    expect(cited(r)).not.toContain(NICE_CG103);
    expect(finding(r, "delirium-acute-illness")?.nextSteps[0]).toMatch(/4AT or the Confusion Assessment Method/);
  });

  it("05: UK delirium keeps NICE CG103 first", () => {
    const r = run("05-uk-delirium-chest-infection-labs");
    expect(cited(r)).toContain(NICE_CG103);
  });

  it("06: a record of neither country keeps both sources", () => {
    const r = run("06-neither-delirium-uti-labs");
    expect(ids(r, "delirium-acute-illness")).toEqual(
      expect.arrayContaining(["nice-cg103-delirium", "inouye-2014-delirium-elderly"]),
    );
  });

  it("04: urinary symptoms with new confusion are an infection in the record, not a neutrophilia to repeat", () => {
    const r = run("04-us-delirium-uti-aki-labs");
    expect(codes(r)).not.toContain("neutrophilia-repeat-film");
  });
});

describe("NEWS2 on ward records by country", () => {
  it("07: a US inpatient's urgent findings do not cite NEWS2 for the ward escalation", () => {
    const r = run("07-us-ward-sepsis-lactate-ehr");
    expect(ids(r, "delirium-acute-illness")).not.toContain("rcp-news2-2017");
    expect(ids(r, "lab-critical")).not.toContain("rcp-news2-2017");
    expect(clinicianText(r)).toMatch(/The notes place the patient in hospital now/);
  });

  it("08: a UK inpatient keeps NEWS2 on the escalation", () => {
    const r = run("08-uk-ward-sepsis-lactate-ehr");
    const all = r.findings.flatMap((f) => f.evidenceIds);
    expect(all).toContain("rcp-news2-2017");
  });
});

describe("hypothermia in an older adult", () => {
  it("16: 34.1 °C after a night on the floor is named hypothermia, not sepsis, and not repeated", () => {
    const r = run("16-neither-hypothermia-found-on-floor-ehr");
    const f = finding(r, "accidental-hypothermia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/34\.1 °C \(2026-12-01\): mild hypothermia/);
    expect(f?.clinician).toMatch(/a long lie \("found on the floor"\)/);
    expect(f?.evidenceIds).toEqual(["wms-2014-accidental-hypothermia"]);
    expect(codes(r)).not.toContain("sepsis-high-risk-adult");
    expect(codes(r)).not.toContain("vital-signs-danger");
    expect(patientText(r)).toMatch(/Something in your record needs emergency care now/);
    expect(patientText(r)).toMatch(/call your local emergency number now/);
  });

  it("18: 35.7 °C is not hypothermia, and its sepsis check is titled as a low temperature", () => {
    const r = run("18-neither-temp-35-7-no-hypothermia-ehr");
    expect(codes(r)).not.toContain("accidental-hypothermia");
    expect(finding(r, "fever-sepsis-check")?.title).toBe("Low temperature: check for signs of sepsis");
  });
});

describe("sweep: falls, sodium, anticholinergics, Beers, pressure ulcer, AKI (pinned)", () => {
  it("11: falls on warfarin with no head injury draw the falls review, not the head injury finding", () => {
    const r = run("11-uk-falls-warfarin-no-head-injury-labs");
    expect(codes(r)).toContain("anticoagulant-falls");
    expect(codes(r)).not.toContain("head-injury-on-anticoagulant");
  });

  it("12: sodium 124 mEq/L on a thiazide and a new SSRI reads as urgent, in mEq/L", () => {
    const r = run("12-us-hyponatremia-hctz-sertraline-labs");
    expect(finding(r, "hyponatraemia")?.severity).toBe("critical");
    expect(codes(r)).toContain("diuretic-hyponatraemia");
    expect(clinicianText(r)).not.toMatch(/124 mmol\/L/);
  });

  it("13: anticholinergics with donepezil in dementia are flagged", () => {
    const r = run("13-neither-anticholinergic-burden-dementia-labs");
    expect(codes(r)).toEqual(
      expect.arrayContaining(["beers-older-adult-medicines", "cholinesterase-inhibitor-anticholinergic"]),
    );
  });

  it("14: glyburide with low glucose at 88, and zolpidem, are Beers medicines to review", () => {
    const r = run("14-us-beers-zolpidem-glyburide-labs");
    expect(codes(r)).toEqual(
      expect.arrayContaining(["hypoglycaemia-on-glucose-lowering", "beers-older-adult-medicines"]),
    );
  });

  it("15: a pressure ulcer with low albumin raises no alarm beyond the anaemia", () => {
    const r = run("15-uk-pressure-ulcer-low-albumin-labs");
    expect(r.findings.every((f) => f.severity !== "critical")).toBe(true);
  });

  it("17: AKI on an NSAID, ACE inhibitor and diuretic in frailty names the triple whammy", () => {
    const r = run("17-uk-aki-frail-triple-whammy-labs");
    expect(codes(r)).toEqual(expect.arrayContaining(["aki-creatinine-rise", "nsaid-raas-diuretic"]));
  });
});
