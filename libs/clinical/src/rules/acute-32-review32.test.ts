import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 32, acute-32: acute presentations in UK, US and neither-country records.
 * Found and changed:
 * - Anaphylaxis described without the word (hives, lip swelling and wheeze after a wasp sting with
 *   BP 82/50; stridor and collapse after IV contrast) produced nothing, and a raised tryptase after
 *   such a reaction read as a lone high value. A new rule (anaphylaxis-picture.ts) reads the WAO 2020
 *   criteria from the notes: an emergency when the reaction reads as now, a high finding (record it,
 *   auto-injectors, allergy referral) when it is over; tryptase.ts counts the described reaction.
 * - "Non-blanching purple spots" was not read as a meningococcal rash (vital-signs.ts).
 * - Fever, neck stiffness, headache, photophobia and drowsiness without a rash drew a sepsis finding
 *   that never said meningitis (new meningitis-signs.ts, NICE NG240).
 * - A head injury on warfarin with the GCS falling from 15 to 12 drew only a moderate falls finding
 *   that said "continue the anticoagulant"; a head injury on apixaban drew nothing (new
 *   head-injury-anticoagulant.ts, NICE NG232; anticoagulant-falls.ts steps aside).
 * - Upper GI bleeding: the Glasgow-Blatchford point table was not seen in a source today, so the
 *   score is not computed; the finding now names the score's inputs the record gives and lacks.
 *   "Vomited blood" drew sick-day advice and was not read as blood loss by the anaemia finding.
 */
const { run } = reviewFolder(new URL("./fixtures/acute-32-review32/", import.meta.url));

type Run = ReturnType<typeof run>;
const both = (r: Run) => `${patientText(r)}\n${clinicianText(r)}`;
const lead = (r: Run) => r.findings[0]?.code;
const citedUrls = (r: Run) => Object.values(r.result.citations.clinician).map((c) => (c as { url: string }).url);

describe("anaphylaxis described without the word (review 32, acute-32)", () => {
  it("01: UK, hives, lip swelling and wheeze after a wasp sting with BP 82/50 reads as anaphylaxis now: critical, 999", () => {
    const r = run("01-uk-wasp-sting-hives-wheeze-bp-82-ehr");
    const f = finding(r, "anaphylaxis-clinical-picture");
    expect(f?.severity).toBe("critical");
    expect(lead(r)).toBe("anaphylaxis-clinical-picture");
    expect(clinicianText(r)).toMatch(/WAO 2020 criteria/);
    expect(clinicianText(r)).toMatch(/blood pressure 82\/50 mmHg/);
    expect(clinicianText(r)).toMatch(/intramuscular adrenaline, repeated after 5 minutes/);
    expect(patientText(r)).toMatch(/call 999 now/);
    expect(patientText(r)).not.toMatch(/\b911\b|epinephrine/);
    expect(citedUrls(r)).toEqual(
      expect.arrayContaining([
        "https://pubmed.ncbi.nlm.nih.gov/33204386/",
        "https://www.nice.org.uk/guidance/cg134/chapter/recommendations",
      ]),
    );
  });

  it("02: US, hives, throat tightness and BP 84/46 after peanuts, treated and discharged: a past reaction to record, with the tryptase read against it", () => {
    const r = run("02-us-peanut-throat-tightness-tryptase-labs");
    const f = finding(r, "anaphylaxis-clinical-picture");
    expect(f?.severity).toBe("high");
    expect(f?.title).toMatch(/Past reaction/);
    expect(codes(r)).toContain("tryptase-acute-without-baseline");
    expect(clinicianText(r)).toMatch(/epinephrine auto-injectors/i);
    expect(clinicianText(r)).toMatch(/allergist/);
    expect(both(r)).not.toMatch(/\b999\b|A&E|adrenaline/);
    expect(citedUrls(r)).not.toContain("https://www.nice.org.uk/guidance/cg134/chapter/recommendations");
  });

  it("03: an itchy rash on amoxicillin with no swelling, wheeze or low pressure is not called anaphylaxis", () => {
    const r = run("03-neither-amoxicillin-rash-only-labs");
    expect(codes(r)).not.toContain("anaphylaxis-clinical-picture");
  });

  it("14: neither country, stridor and collapse with BP 70/40 after IV contrast and no rash: criterion 2, neutral emergency wording", () => {
    const r = run("14-neither-contrast-stridor-hypotension-labs");
    const f = finding(r, "anaphylaxis-clinical-picture");
    expect(f?.severity).toBe("critical");
    expect(clinicianText(r)).toMatch(/even without skin signs/);
    expect(patientText(r)).not.toMatch(/swelling or a rash/);
    expect(patientText(r)).toMatch(/call your local emergency number/);
    expect(patientText(r)).not.toMatch(/\b999\b|\b911\b/);
  });
});

describe("upper GI bleeding (review 32, acute-32)", () => {
  it("04: UK, melaena on apixaban with Hb 124 to 86, pulse 112 and fainting: critical, with the Blatchford inputs named", () => {
    const r = run("04-uk-melaena-apixaban-pulse-112-ehr");
    expect(lead(r)).toBe("acute-gi-bleed");
    expect(finding(r, "acute-gi-bleed")?.severity).toBe("critical");
    expect(clinicianText(r)).toMatch(
      /Glasgow-Blatchford inputs in the record: urea 16\.8 mmol\/L[^;]*haemoglobin 86 g\/L[^;]*systolic 98 mmHg, pulse 112\/min, melaena and fainting; not on record: liver disease and heart failure/,
    );
    expect(patientText(r)).toMatch(/call 999 now/);
  });

  it("13: US, vomited blood on Xarelto and ibuprofen with BP 92/58: critical, 911, no sick-day advice, the anaemia read as blood loss", () => {
    const r = run("13-us-hematemesis-rivaroxaban-bp-92-labs");
    expect(lead(r)).toBe("acute-gi-bleed");
    expect(finding(r, "acute-gi-bleed")?.severity).toBe("critical");
    expect(codes(r)).not.toContain("sick-day-medicines");
    expect(clinicianText(r)).toMatch(/blood loss \("vomited blood" in the notes\)/);
    expect(clinicianText(r)).toMatch(/Glasgow-Blatchford inputs in the record: urea nitrogen 41 mg\/dL/);
    expect(patientText(r)).toMatch(/call 911 now/);
    expect(both(r)).not.toMatch(/\b999\b|A&E/);
  });
});

describe("diabetic emergencies, sepsis, PE and pancreatitis (review 32, acute-32)", () => {
  it("05: US DKA with glucose 512 mg/dL, ketones 4.2 and bicarbonate 11 leads as DKA, 911", () => {
    const r = run("05-us-dka-glucose-mg-dl-houston-labs");
    expect(lead(r)).toBe("hyperglycaemic-crisis");
    expect(finding(r, "hyperglycaemic-crisis")?.title).toMatch(/DKA/);
    expect(patientText(r)).toMatch(/\b911\b/);
  });

  it("06: UK DKA with glucose 27.4 mmol/L and ketones 4.6 leads as DKA, 999", () => {
    const r = run("06-uk-dka-glucose-mmol-ketones-labs");
    expect(lead(r)).toBe("hyperglycaemic-crisis");
    expect(patientText(r)).toMatch(/\b999\b/);
  });

  it("07: US HHS with glucose 948 mg/dL, osmolality 352 and no ketosis reads as HHS, not DKA", () => {
    const r = run("07-us-hhs-glucose-mg-dl-osmolality-labs");
    expect(finding(r, "hyperglycaemic-crisis")?.title).toMatch(/HHS/);
    expect(lead(r)).toBe("hyperglycaemic-crisis");
  });

  it("08: US sepsis with lactate 4.6, BP 86/52 and confusion: critical sepsis, 911", () => {
    const r = run("08-us-sepsis-lactate-4-6-labs");
    expect(lead(r)).toBe("sepsis-high-risk-adult");
    expect(patientText(r)).toMatch(/call 911/);
    expect(both(r)).not.toMatch(/\b999\b|A&E/);
  });

  it("10: neither country, pleuritic pain, D-dimer 2.8, HR 122 and SpO2 91%: suspected PE leads, neutral wording", () => {
    const r = run("10-neither-pe-d-dimer-tachycardia-labs");
    expect(lead(r)).toBe("suspected-pulmonary-embolism");
    expect(patientText(r)).not.toMatch(/\b999\b|\b911\b|A&E/);
  });

  it("11: US, lipase 684 U/L (over 3 times the limit) with epigastric pain to the back: acute pancreatitis leads", () => {
    const r = run("11-us-pancreatitis-lipase-3x-labs");
    expect(lead(r)).toBe("acute-pancreatitis");
    expect(finding(r, "acute-pancreatitis")?.severity).toBe("critical");
  });
});

describe("meningitis in young adults (review 32, acute-32)", () => {
  it("09: UK, fever, neck stiffness and non-blanching purple spots: the rash is read, meningococcal disease is critical", () => {
    const r = run("09-uk-meningitis-student-rash-ehr");
    expect(lead(r)).toBe("meningococcal-rash");
    expect(clinicianText(r)).toMatch(/non-blanching purple spots/);
    expect(patientText(r)).toMatch(/\b999\b/);
    expect(codes(r)).not.toContain("bacterial-meningitis-signs");
  });

  it("15: US, fever, stiff neck, headache, photophobia and drowsiness without a rash: possible bacterial meningitis, 911", () => {
    const r = run("15-us-meningitis-no-rash-labs");
    const f = finding(r, "bacterial-meningitis-signs");
    expect(f?.severity).toBe("critical");
    expect(clinicianText(r)).toMatch(/Possible bacterial meningitis: .*neck stiffness \("stiff neck"\)/);
    expect(patientText(r)).toMatch(/meningitis[^.]*\. Get emergency help now: call 911/);
  });
});

describe("head injury on an anticoagulant (review 32, acute-32)", () => {
  it("12: UK, fall on warfarin with GCS 15 to 12 and vomiting twice: critical head injury, no 'continue the anticoagulant'", () => {
    const r = run("12-uk-fall-warfarin-gcs-drop-ehr");
    expect(lead(r)).toBe("head-injury-on-anticoagulant");
    expect(finding(r, "head-injury-on-anticoagulant")?.severity).toBe("critical");
    expect(clinicianText(r)).toMatch(/GCS fallen from 15 to 12/);
    expect(clinicianText(r)).toMatch(/INR 3\.4/);
    expect(codes(r)).not.toContain("anticoagulant-falls");
    expect(clinicianText(r)).not.toMatch(/Continue the anticoagulant/);
    expect(patientText(r)).toMatch(/call 999 now/);
  });

  it("16: UK, head knock on apixaban, alert and not vomiting: same-day A&E for a CT within 8 hours (high)", () => {
    const r = run("16-uk-head-injury-apixaban-alert-ehr");
    const f = finding(r, "head-injury-on-anticoagulant");
    expect(f?.severity).toBe("high");
    expect(clinicianText(r)).toMatch(/CT head scan within 8 hours/);
    expect(patientText(r)).toMatch(/checked in A&E today/);
  });

  it("17: UK, a head knock last month on rivaroxaban with a normal CT is history, not an injury to assess now", () => {
    const r = run("17-uk-head-injury-last-month-ct-normal-ehr");
    expect(codes(r)).not.toContain("head-injury-on-anticoagulant");
  });
});
