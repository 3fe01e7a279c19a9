import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/meds-30b-review30b/", import.meta.url));

interface LabCase {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string; flag?: string; date?: string }[];
  patientContext: { clinicalNotes: string; medications: { name: string; status: string }[] };
}
interface EhrCase {
  data: {
    medications: { medication: string; status: string; frequency?: string }[];
    recentAbnormalLabs: { display: string; value: string; interpretation?: string }[];
    recentNormalLabs: { display: string; value: string }[];
    vitalSigns: { display: string; value: string; unit: string; date: string }[];
    additionalContext: string;
  };
}

const EXCESS = "paracetamol-repeated-excess";
const LOW_WEIGHT = "paracetamol-low-weight-full-dose";

describe("repeated paracetamol above 4 g a day with a raised ALT is read as liver toxicity (review 30, meds-30b)", () => {
  it("13 (country-30 case 12): acetaminophen 2 tablets every 4 hours and 10 tablets a day with a cold and flu product, ALT 412, is critical with US sources", () => {
    const r = run("13-us-acetaminophen-10-tabs-cold-flu-alt");
    const f = finding(r, EXCESS);
    expect(clinicianText(r)).toMatch(/Main issues: Acetaminophen overdose/);
    expect(patientText(r)).toMatch(/Go to the emergency department today/);
    expect(patientText(r)).not.toMatch(/paracetamol/i);
    expect(f?.severity).toBe("critical");
    expect(f?.title).toBe("Acetaminophen above the 4 g daily maximum, taken repeatedly");
    expect(f?.clinician).toMatch(/about 6 g a day/);
    expect(f?.clinician).toMatch(/with a cold and flu remedy that usually contains acetaminophen too/);
    expect(f?.clinician).toMatch(/ALT 412 U\/L \(2026-11-29\) is raised/);
    expect(f?.nextSteps.join(" ")).toMatch(/N-acetylcysteine early/);
    expect(f?.nextSteps.join(" ")).toMatch(/Send a serum acetaminophen level now/);
    expect(f?.evidenceIds).toEqual([
      "acg-2023-acute-liver-failure",
      "fda-acetaminophen-otc-liver-warning",
      "aapcc-poison-help-line",
    ]);
  });

  it("14 (country-30 case 13): the Leeds record, 10 tablets a day plus a cold and flu remedy with ALT 412, is critical with UK sources and words", () => {
    const r = run("14-uk-leeds-paracetamol-10-tabs-cold-remedy-alt");
    const f = finding(r, EXCESS);
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/Paracetamol about 5 g a day/);
    expect(f?.nextSteps.join(" ")).toMatch(/staggered ingestion.*acetylcysteine whatever the paracetamol level/);
    expect(f?.nextSteps.join(" ")).toMatch(/TOXBASE/);
    expect(f?.evidenceIds).toEqual(["nhsggc-paracetamol-overdose-handbook", "mhra-2012-paracetamol-acetylcysteine"]);
    expect(patientText(r)).toMatch(/Go to A&E today/);
  });

  it("01: Tylenol Extra Strength 2 tabs 5 times a day plus NyQuil, ALT 412 with nausea, is critical and quotes the nausea", () => {
    const f = finding(run("01-us-tylenol-nyquil-alt-high"), EXCESS);
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/about 5 g a day/);
    expect(f?.clinician).toMatch(/with Nyquil \(a cold and flu remedy/);
    expect(f?.clinician).toMatch(/"nausea"/);
  });

  it("02: co-codamol 30/500 two tablets four times daily plus Lemsip is 4 g with a second product on top, and ALT 296 makes it critical", () => {
    const f = finding(run("02-uk-cocodamol-lemsip-alt-high"), EXCESS);
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/Paracetamol 4 g a day/);
    expect(f?.clinician).toMatch(/with Lemsip Max \(a cold and flu remedy that usually contains paracetamol too\)/);
    expect(f?.clinician).toMatch(
      /the full adult maximum of 4 g in 24 hours already, so the remedy takes the total above it/,
    );
  });

  it("03: '2 x 500mg every 3-4 hours' reads as at least 6 g a day, and ALT 188 with vomiting is critical", () => {
    const f = finding(run("03-uk-paracetamol-every-3-4-hours-alt"), EXCESS);
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/about 6 g a day/);
  });

  it("03: the same excess with a normal ALT but vomiting is a high same-day hospital assessment, not critical", () => {
    const c = load("03-uk-paracetamol-every-3-4-hours-alt");
    const lab = c as unknown as LabCase;
    lab.labResults = lab.labResults.map((o) => (o.name === "ALT" ? { ...o, value: "30", flag: undefined } : o));
    const f = finding(runReviewCase(c), EXCESS);
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/Same-day hospital assessment/);
    expect(f?.clinician).toMatch(
      /"vomited" in the notes: a symptomatic patient after therapeutic excess needs assessment in hospital/,
    );
  });

  it("03: the same excess with no ALT in the record and no symptoms is a moderate dose check, asking for liver tests", () => {
    const c = load("03-uk-paracetamol-every-3-4-hours-alt");
    const lab = c as unknown as LabCase;
    lab.labResults = lab.labResults.filter((o) => o.name !== "ALT");
    lab.patientContext.clinicalNotes =
      "Dental abscess, Cardiff. Taking 2 x 500mg paracetamol every 3-4 hours for the last 3 days.";
    const f = finding(runReviewCase(c), EXCESS);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/No ALT is in the record/);
  });

  it("04 near-negative: 1 g four times a day (4 g, no other product) with a fatty-liver ALT of 78 is not an excess", () => {
    const r = run("04-uk-paracetamol-4g-fatty-liver-alt");
    expect(codes(r)).not.toContain(EXCESS);
    expect(codes(r)).toContain("masld-risk");
  });

  it("13 near-negative: 2 tablets four times a day of 500 mg, with no other product named, is not an excess", () => {
    const c = load("13-us-acetaminophen-10-tabs-cold-flu-alt");
    const lab = c as unknown as LabCase;
    lab.patientContext.medications = [{ name: "Acetaminophen 500 mg, 2 tablets four times a day", status: "active" }];
    lab.patientContext.clinicalNotes = "Urgent care, Columbus, Ohio. Dental pain for 5 days. Nausea today. No alcohol.";
    expect(codes(runReviewCase(c))).not.toContain(EXCESS);
  });

  it("03 near-negative: another medicine's tablets and interval in the same sentence are not read as paracetamol", () => {
    const c = load("03-uk-paracetamol-every-3-4-hours-alt");
    (c as unknown as LabCase).patientContext.clinicalNotes =
      "Dental abscess, Cardiff. Tramadol 50 mg 2 tablets every 4 hours, paracetamol regularly. Vomited twice today.";
    expect(codes(runReviewCase(c))).not.toContain(EXCESS);
  });

  it("14 near-negative: a cold and flu remedy that is denied in the notes does not count", () => {
    const c = load("14-uk-leeds-paracetamol-10-tabs-cold-remedy-alt");
    const lab = c as unknown as LabCase;
    lab.patientContext.clinicalNotes =
      "GP surgery, Leeds. Dental pain for 5 days, taking paracetamol as prescribed. No cold and flu remedies. Nausea today.";
    expect(codes(runReviewCase(c))).not.toContain(EXCESS);
  });
});

describe("full-dose paracetamol in an adult under 50 kg is a dose review (review 30, meds-30b)", () => {
  it("05: co-codamol 30/500 two tablets four times daily at 44 kg is a low-priority dose review", () => {
    const f = finding(run("05-uk-low-weight-cocodamol-qds"), LOW_WEIGHT);
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/4 g a day, the full adult dose, at a body weight of 44 kg/);
    expect(f?.evidenceIds).toEqual(["jrcalc-2016-paracetamol-low-weight", "claridge-2010-paracetamol-low-weight-alf"]);
  });

  it("15 near-negative (haem-older-30 case 01): the same dose at 51 kg is not flagged for weight", () => {
    expect(codes(run("15-uk-care-home-51kg-cocodamol-qds"))).not.toContain(LOW_WEIGHT);
  });

  it("05 near-negative: at 44 kg a dose of one tablet four times daily (2 g) is not flagged", () => {
    const c = load("05-uk-low-weight-cocodamol-qds");
    const e = c as unknown as EhrCase;
    e.data.medications = e.data.medications.map((m) =>
      m.medication.startsWith("Co-codamol") ? { ...m, frequency: "one tablet four times daily" } : m,
    );
    expect(codes(runReviewCase(c))).not.toContain(LOW_WEIGHT);
  });
});

describe("an NSAID named only in the notes counts in medicine-safety findings (review 30, meds-30b)", () => {
  it("18: lithium 1.4 with ibuprofen three times a day in the notes names the ibuprofen beside the lisinopril", () => {
    const f = finding(run("18-us-lithium-14-lisinopril-ibuprofen-notes"), "lithium-level-high");
    expect(f?.clinician).toMatch(/Lisinopril 10 mg daily reduces lithium clearance/);
    expect(f?.clinician).toMatch(/Ibuprofen, an NSAID named in the notes, also reduces lithium clearance/);
    expect(f?.nextSteps.join(" ")).toMatch(/Stop ibuprofen \(an NSAID in the notes\)/);
  });

  it("18 near-negative: ibuprofen the notes say was stopped is not named", () => {
    const c = load("18-us-lithium-14-lisinopril-ibuprofen-notes");
    (c as unknown as LabCase).patientContext.clinicalNotes =
      "Psychiatry follow-up, Portland, Maine. Lisinopril started 3 weeks ago. Stopped ibuprofen a month ago. Mild hand tremor, no confusion.";
    const f = finding(runReviewCase(c), "lithium-level-high");
    expect(f?.clinician).not.toMatch(/NSAID named in the notes/);
  });

  it("19: sertraline at 81 with Advil from the notes and no stomach protection is an NSAID-SSRI bleeding risk", () => {
    const f = finding(run("19-us-sertraline-ibuprofen-otc-81"), "nsaid-gi-bleed-risk");
    expect(f?.clinician).toMatch(/advil \(in the notes\) taken with Sertraline 100 mg daily/i);
    expect(f?.clinician).toMatch(/age 81/);
  });

  it("19 near-negative: the same with omeprazole named in the notes is not flagged", () => {
    const c = load("19-us-sertraline-ibuprofen-otc-81");
    (c as unknown as LabCase).patientContext.clinicalNotes =
      "Primary care, Tampa, Florida. Takes Advil 2 tablets three times a day for back pain, bought over the counter, with omeprazole 20 mg daily.";
    expect(codes(runReviewCase(c))).not.toContain("nsaid-gi-bleed-risk");
  });
});

describe("two nephrotoxic antimicrobials in the AKI step read as two (review 30, meds-30b)", () => {
  it("08: vancomycin and gentamicin with raised troughs and a creatinine rise: 'each can harm the kidneys'", () => {
    const f = finding(run("08-us-vancomycin-trough-gentamicin"), "aki-creatinine-rise");
    const step = f?.nextSteps.find((s) => /pharmacy or microbiology/.test(s));
    expect(step).toMatch(
      /vancomycin 1250 mg IV every 12 hours and gentamicin 80 mg IV every 8 hours[^:]*: each can harm the kidneys/,
    );
  });

  it("08 near-negative: vancomycin alone keeps 'it can harm the kidneys'", () => {
    const c = load("08-us-vancomycin-trough-gentamicin");
    const lab = c as unknown as LabCase;
    lab.labResults = lab.labResults.filter((o) => !/gentamicin/i.test(o.name));
    lab.patientContext.medications = lab.patientContext.medications.filter((m) => !/gentamicin/i.test(m.name));
    const f = finding(runReviewCase(c), "aki-creatinine-rise");
    expect(f?.nextSteps.find((s) => /pharmacy or microbiology/.test(s))).toMatch(/: it can harm the kidneys/);
  });
});
