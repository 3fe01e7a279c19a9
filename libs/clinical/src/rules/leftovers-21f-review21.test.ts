import { describe, expect, it } from "vitest";
import {
  clinicianLine,
  clinicianText,
  codes,
  finding,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/leftovers-21f-review21/", import.meta.url));

describe("review 21, leftovers 21f", () => {
  it("01: an LVEF of 35% on an echo with no heart-failure diagnosis is a weak pump on the scan, the diagnosis left to the doctor", () => {
    const r = run("01-echo-ef-35-no-hf-diagnosis");
    expect(finding(r, "hfref-pillars-missing")?.severity).toBe("high");
    expect(patientText(r)).not.toContain("You have heart failure");
    expect(patientText(r)).toContain("Your heart scan shows that the heart is pumping more weakly than normal");
    expect(patientText(r)).toContain("Your doctor will decide whether this means heart failure");
    const line = clinicianLine(r, "Reduced ejection fraction on a scan");
    expect(line).toContain("with no heart-failure diagnosis in the conditions or notes");
    expect(clinicianText(r)).toContain("Confirm the diagnosis: the reduced LVEF is on a scan report only");
  });

  it("06: with heart failure on the problem list the patient is told they have heart failure, without a confirm step", () => {
    const r = run("06-hfref-diagnosed-ef-30");
    expect(patientText(r)).toContain("You have heart failure with a weak heart pump");
    expect(clinicianText(r)).not.toContain("Confirm the diagnosis: the reduced LVEF");
  });

  it("02: a postural drop on doxazosin and amlodipine points at the medicines, not at the supine hypertension of autonomic failure", () => {
    const r = run("02-postural-drop-doxazosin");
    const line = clinicianLine(r, "Orthostatic hypotension");
    expect(line).toContain("the medicines are the first cause to correct");
    expect(line).not.toContain("is supine hypertension, which is common with neurogenic");
    expect(line).toContain("would deepen the fall on standing");
  });

  it("05: with Parkinson's disease the high lying reading is still named supine hypertension", () => {
    const r = run("05-parkinsons-supine-hypertension");
    expect(clinicianLine(r, "Orthostatic hypotension")).toContain(
      "is supine hypertension, which is common with neurogenic orthostatic hypotension",
    );
  });

  it("02: after falls, the Beers finding does not list brain-acting drug groups the patient does not take", () => {
    const r = run("02-postural-drop-doxazosin");
    const line = clinicianLine(r, "Medicines to review in an older adult");
    expect(line).not.toMatch(/benzodiazepines|Z-drugs|gabapentinoids/);
    expect(line).toContain("none that the engine recognises is on the medication list");
  });

  it("07: after falls on diazepam and zopiclone, the groups are listed with the medicines taken", () => {
    const r = run("07-benzodiazepine-after-falls");
    const line = clinicianLine(r, "Medicines to review in an older adult");
    expect(line).toContain("With that history the criteria advise avoiding benzodiazepines, Z-drugs");
    expect(line).toContain("listed here: diazepam 2 mg tablets and zopiclone 3.75 mg tablets");
  });

  it("03: a temperature of 38.6 C sent as a lab row counts as a fever (sepsis check, C. difficile severity)", () => {
    const r = run("03-cdiff-temperature-as-lab");
    expect(codes(r)).toContain("fever-sepsis-check");
    expect(clinicianLine(r, "C. difficile toxin detected")).toContain("temperature 38.6 °C");
  });

  it("03b: a lab row that only names a temperature correction is not read as a body temperature", () => {
    const c = load("03-cdiff-temperature-as-lab");
    c.labResults = c.labResults.map((l: { name: string }) =>
      l.name === "Temperature" ? { ...l, name: "pH (temperature corrected)", value: "7.38", unit: "" } : l,
    );
    expect(codes(runReviewCase(c))).not.toContain("fever-sepsis-check");
  });

  it("04: Hb 118 g/L inside the lab's range but under WHO's cut-off says both, and is not simply 'low'", () => {
    const r = run("04-hb-118-inside-lab-range");
    expect(finding(r, "anaemia")?.severity).toBe("low");
    expect(patientText(r)).not.toMatch(/Your ha?emoglobin is low/);
    expect(patientText(r)).toContain("inside the normal range printed by the laboratory");
    expect(patientText(r)).toContain("World Health Organization");
    const line = clinicianLine(r, "Anaemia");
    expect(line).toContain("below the WHO cut-off for women (120 g/L)");
    expect(line).toContain("The laboratory's own range (115-165) puts it within normal limits");
  });

  it("04b: the same Hb with a lab range that calls it low is still 'low'", () => {
    const c = load("04-hb-118-inside-lab-range");
    c.labResults = c.labResults.map((l: { name: string }) =>
      l.name === "Haemoglobin" ? { ...l, referenceRange: "120-150", flag: "Low" } : l,
    );
    const r = runReviewCase(c);
    expect(patientText(r)).toContain("Your haemoglobin is low");
    expect(clinicianText(r)).not.toContain("puts it within normal limits");
  });

  it("08 (quiet): a normal blood count, CRP and a 98.4 F temperature sent as a lab row stay quiet", () => {
    const r = run("08-quiet-temperature-normal-lab-row");
    expect(codes(r)).toEqual([]);
    expect(patientText(r)).toContain("Nothing in these results stands out as a concern");
  });
});
