import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { loadReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/inpatient-review17/", import.meta.url);
const { run } = reviewFolder(FOLDER);
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);
const reports = (r: ReturnType<typeof run>) =>
  r.result as unknown as { patientResponse: string; clinicianResponse: string };

/** Advice that sends the reader to emergency care or an ambulance. */
const TO_EMERGENCY = /emergency department|emergency number|ambulance|call 999|A&E|go to hospital|seen in hospital/i;
const TELL_THE_WARD =
  "Your notes say you are in hospital now, so tell the nurse or doctor looking after you about this straight away.";
const WARD_STEP = /^In hospital now: inform the responsible clinician now/;

/** The urgent findings (critical or high) of a run. */
const urgent = (r: ReturnType<typeof run>): Finding[] =>
  r.findings.filter((f) => f.severity === "critical" || f.severity === "high");

/** The patient report's "Please act on this now" section. */
const actNow = (patient: string) => patient.split("## What we looked at")[0] ?? "";

describe("critical results of a patient in hospital now go to the ward team (review 17, inpatient)", () => {
  it.each([
    ["01-ward-hyperkalaemia", "raas-hyperkalaemia", "day 3 of admission"],
    ["02-ehr-ward-hyponatraemia-confusion", "hyponatraemia", "inpatient"],
    ["03-ward-neutropenic-fever-chemo", "neutropenic-sepsis", "ward day 4"],
    ["04-admitted-hypercalcaemia-us-units", "hypercalcaemia", "currently admitted"],
    ["05-amu-troponin-rise-chest-pain", "troponin-elevated", "amu day 2"],
    ["06-ward-platelets-9-bleeding", "severe-thrombocytopenia-bleeding", "day 4 of admission"],
  ])("%s: %s tells the nurse or doctor, not the emergency department", (name, code, ward) => {
    const r = run(name);
    const f = find(r, code);
    expect(f?.severity).toBe("critical");
    expect(f?.patient).toContain(TELL_THE_WARD);
    expect(f?.patient).not.toMatch(TO_EMERGENCY);
    expect(f?.patient).not.toMatch(/if you are (?:not )?already/i);
    // The clinician is told once, on the first urgent finding that sends the patient to hospital.
    const noted = r.findings.filter((g) => g.clinician.includes("The notes place the patient in hospital now"));
    expect(noted).toHaveLength(1);
    expect(noted[0]?.clinician).toContain(`("${ward}")`);
    expect(noted[0]?.clinician).toMatch(/act on this through the ward team, informing the responsible clinician now/);
    expect(noted[0]?.nextSteps[0]).toMatch(WARD_STEP);
    // NEWS2 is the UK ward's pathway: a US record (case 04) is not given it (review 33, older-acute-33).
    if (name.includes("us-units")) expect(noted[0]?.evidenceIds).not.toContain("rcp-news2-2017");
    else expect(noted[0]?.evidenceIds).toContain("rcp-news2-2017");
    const { patientResponse, clinicianResponse } = reports(r);
    expect(actNow(patientResponse)).toContain("Your notes say you are in hospital now: tell the nurse or doctor");
    expect(actNow(patientResponse)).not.toMatch(TO_EMERGENCY);
    expect(patientResponse).toMatch(
      /## When to get help fast\n\nYour notes say you are in hospital now: tell the nurse or doctor looking after you straight away if .*\. After you leave hospital, get emergency care if /,
    );
    expect(clinicianResponse).toMatch(/- In hospital now: inform the responsible clinician now/);
  });

  it("keeps what the finding says about the illness and the medicines (01, 03)", () => {
    expect(find(run("01-ward-hyperkalaemia"), "raas-hyperkalaemia")?.patient).toMatch(
      /^Your potassium is high\. .*needs emergency treatment now\. Your notes say you are in hospital now/,
    );
    expect(find(run("03-ward-neutropenic-fever-chemo"), "neutropenic-sepsis")?.patient).toMatch(
      /needs treatment in hospital straight away\. Your notes say you are in hospital now, .* Do not wait to see if it settles\./,
    );
  });

  it("every urgent finding on the ward loses its emergency-department advice, the delirium one too (04)", () => {
    const r = run("04-admitted-hypercalcaemia-us-units");
    expect(find(r, "delirium-acute-illness")?.patient).toContain(TELL_THE_WARD);
    for (const f of urgent(r)) expect(f.patient).not.toMatch(/emergency department|urgent care centre/);
  });

  it("leaves advice that waits on symptoms to come, which the report places after discharge (06)", () => {
    const r = run("06-ward-platelets-9-bleeding");
    expect(find(r, "severe-cytopenias")?.patient).toMatch(
      /If you have a high temperature, bleeding or feel very unwell, go to an emergency department\./,
    );
  });
});

describe("outside hospital the emergency advice stays (review 17, inpatient)", () => {
  it("clinic visit with a past admission on ward 7 (07): potassium 6.9 still goes to the emergency department", () => {
    const r = run("07-clinic-hyperkalaemia-past-admission");
    const f = find(r, "raas-hyperkalaemia");
    expect(f?.severity).toBe("critical");
    expect(f?.patient).toMatch(/go to the emergency department now or call your local emergency number/);
    expect(f?.patient).not.toContain(TELL_THE_WARD);
    expect(r.findings.some((g) => g.nextSteps.some((s) => WARD_STEP.test(s)))).toBe(false);
    expect(actNow(reports(r).patientResponse)).toMatch(/go to an emergency department/);
  });

  it("discharged home yesterday after an inpatient stay (08): sodium 118 with confusion is still an emergency", () => {
    const r = run("08-discharged-yesterday-hyponatraemia");
    // Review 34, acute-neither-34 gave this record the neutral emergency words, as it named no country
    // the engine read. Review 35, country-35 (case 02) intentionally replaces that: "District nurse
    // bloods" now reads as UK (uk-record.ts SHARED_UK_WORDS), so the record is given 999 and A&E.
    expect(find(r, "hyponatraemia")?.patient).toMatch(/if you are not already in hospital, call 999 or go to A&E now/);
    for (const f of r.findings) expect(f.patient).not.toContain(TELL_THE_WARD);
    const { patientResponse } = reports(r);
    expect(patientResponse).not.toMatch(/Your notes say you are in hospital/);
    expect(patientResponse).toMatch(/Get emergency care now if/);
  });

  it("a previous inpatient stay, seen in clinic (09): calcium 13.8 mg/dL with confusion goes to the emergency department", () => {
    const r = run("09-ehr-clinic-hypercalcaemia-previous-inpatient");
    expect(find(r, "hypercalcaemia")?.patient).toMatch(/Please go to an emergency department now\./);
    expect(find(r, "hypercalcaemia")?.clinician).not.toMatch(/The notes place the patient in hospital now/);
    expect(reports(r).patientResponse).not.toMatch(/Your notes say you are in hospital/);
  });

  it("the same record turns to the ward team only once the notes place the patient on the ward", () => {
    const c = loadReviewCase(FOLDER, "09-ehr-clinic-hypercalcaemia-previous-inpatient");
    c.data.additionalContext =
      "Day 2 of admission under oncology. Wife reports new confusion and vomiting over two days.";
    const f = runReviewCase(c).findings.find((g) => g.code === "hypercalcaemia");
    expect(f?.patient).toContain(TELL_THE_WARD);
    expect(f?.patient).not.toMatch(TO_EMERGENCY);
  });

  it.each([
    ["Post-op day 8 after a hip replacement, at home on enoxaparin.", "a day after surgery alone"],
    ["Discharged home yesterday; was inpatient on ward 7 for 5 days.", "a discharge beside a ward mention"],
    ["Seen in clinic today. Inpatient on ward 7 in the past for pneumonia.", "a clinic visit beside a ward mention"],
    ["To be discharged home tomorrow if well.", "a discharge still to come without a ward mention"],
  ])("%s (%s): the emergency advice stays", (notes) => {
    const c = loadReviewCase(FOLDER, "01-ward-hyperkalaemia");
    c.patientContext.clinicalNotes = notes;
    const f = runReviewCase(c).findings.find((g) => g.code === "raas-hyperkalaemia");
    expect(f?.patient).toMatch(/go to the emergency department now/);
  });

  it("a discharge still to come does not take a ward patient off the ward", () => {
    const c = loadReviewCase(FOLDER, "01-ward-hyperkalaemia");
    c.patientContext.clinicalNotes =
      "Day 3 of admission with pneumonia, ward 7. To be discharged home tomorrow if well.";
    expect(runReviewCase(c).findings.find((g) => g.code === "raas-hyperkalaemia")?.patient).toContain(TELL_THE_WARD);
  });
});

describe("a ward patient with nothing urgent (review 17, inpatient, 10)", () => {
  it("has no act-now section and no emergency advice for now, only for after discharge", () => {
    const r = run("10-ward-day3-nothing-urgent");
    expect(urgent(r)).toEqual([]);
    const { patientResponse } = reports(r);
    expect(patientResponse).not.toMatch(/Please act on this now/);
    expect(patientResponse).toMatch(/Your notes say you are in hospital now: tell the nurse or doctor/);
    expect(patientResponse.replace(/After you leave hospital, get emergency care if [^.]*\./, "")).not.toMatch(
      /emergency/i,
    );
  });
});
