import { describe, expect, it } from "vitest";
import { type PatientModel, Severity } from "../model.ts";
import { readNotedFamilyHistory } from "../normalize/family-notes.ts";
import { codes, finding, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/notes-history-review18/", import.meta.url));

/** The relatives read from one note, as "relationship|condition|onset age". */
function relatives(note: string): string[] {
  const model = { familyHistory: [], notes: { clinicalNotes: note } } as unknown as PatientModel;
  readNotedFamilyHistory(model);
  return model.familyHistory.map((f) => `${f.relationship}|${f.condition}|${f.onsetAge ?? ""}`);
}

describe("family history written in the notes (review 18, notes-history)", () => {
  it("reads relatives, illnesses and ages from clinicians' family-history shorthand", () => {
    expect(relatives("FH IHD - dad, 70s.")).toEqual(["Dad (in the notes)|IHD|79"]);
    expect(relatives("FHx of breast cancer: mother, sister (45). PMH: asthma")).toEqual([
      "Mother (in the notes)|breast cancer|",
      "Sister (in the notes)|breast cancer|45",
    ]);
    expect(relatives("FH: no bowel ca, father prostate ca 68")).toEqual(["Father (in the notes)|prostate ca|68"]);
  });

  it("reads no relative from a denied or unknown history, the patient's own, or FH meaning the lipid disorder", () => {
    for (const note of [
      "No FHx of note.",
      "FHx: nil. PMHx: breast ca aged 42.",
      "FHx unknown - adopted.",
      "MI at 49, PCI to LAD 2022.",
      "Possible FH (Simon Broome). Son has been helping. Lives with daughter.",
    ])
      expect(relatives(note), note).toEqual([]);
  });

  it("01: 'FHx: father MI at 50' is a premature-ASCVD risk enhancer, named as read from the notes", () => {
    const f = finding(run("01-fhx-father-mi-50-lipids"), "family-premature-ascvd");
    expect(f?.severity).toBe(Severity.moderate);
    // A record that reads as neither country is told the risk enhancer is ACC/AHA's (review 37, country-37 case 12).
    expect(f?.clinician).toMatch(
      /^Father \(in the notes\) with MI at 50: in the ACC\/AHA 2019 primary prevention guideline \(US\), a family history of premature ASCVD/,
    );
  });

  it("07: 'Father died of heart attack at 49' without a heading is read too (EHR request)", () => {
    const f = finding(run("07-father-died-heart-attack-49"), "family-premature-ascvd");
    expect(f?.clinician).toMatch(/Father \(in the notes\) with heart attack at 49/);
  });

  it("05: 'FH: mum breast ca aged 42, maternal aunt ovarian ca' meets the NICE referral criteria", () => {
    const f = finding(run("05-fh-mum-breast-42-aunt-ovarian"), "family-breast-ovarian-cancer");
    expect(f?.clinician).toMatch(/Mum \(in the notes\): breast ca at 42; Maternal aunt \(in the notes\): ovarian ca/);
    expect(f?.nextSteps.join(" ")).toMatch(/Refer to the family-history \/ clinical genetics service now/);
  });

  it("06: 'Family hx bowel cancer (brother, dx 48)' asks for a colonoscopy now at 45", () => {
    const f = finding(run("06-family-hx-bowel-cancer-brother-48"), "family-colorectal-cancer");
    expect(f?.clinician).toMatch(/Brother \(in the notes\): bowel cancer at 48: colonoscopy every 5 years from age 38/);
    expect(f?.nextSteps.join(" ")).toMatch(/Arrange a colonoscopy now/);
  });

  it("a relative read from the notes is not listed as a family-history item of the request", () => {
    const r = run("07-father-died-heart-attack-49");
    const selected = "selectedElements" in r.result ? r.result.selectedElements : [];
    expect(selected.length).toBeGreaterThan(0);
    expect(selected.map((e) => e.category)).not.toContain("Family History");
  });

  it.each([
    ["02-fh-ihd-dad-70s-quiet", "a late onset (dad with IHD in his 70s)"],
    ["03-own-mi-no-fhx-quiet", "the patient's own MI at 49, with no FHx of note"],
    ["04-fhx-unknown-adopted-quiet", "unknown (adopted)"],
    ["08-own-breast-ca-fhx-nil-quiet", "the patient's own breast cancer at 42, FHx nil"],
  ])("%s: no family-history finding when the history is %s", (name) => {
    expect(codes(run(name)).filter((c) => c.startsWith("family-"))).toEqual([]);
  });
});

describe("sick-day advice and a baseline creatinine from the notes (review 18, notes-history)", () => {
  it("09: 'D&V for 3 days' on metformin, ramipril and dapagliflozin gives sick-day advice by name", () => {
    const f = finding(run("09-dv-3-days-metformin-ramipril-dapagliflozin"), "sick-day-medicines");
    expect(f?.severity).toBe(Severity.moderate);
    expect(f?.clinician).toMatch(/"diarrhoea and vomiting for 3 days, managing sips only"/);
    expect(f?.clinician).toMatch(
      /metformin 1 g tablet \(lactic acidosis.*dapagliflozin 10 mg tablet \(ketoacidosis.*ramipril/,
    );
    expect(f?.nextSteps.join(" ")).toMatch(/pause the listed medicines until eating and drinking normally/);
    // With vomiting on dapagliflozin, a ketone check too (review 24, renal-meds-24 case 03).
    expect(f?.evidenceIds).toEqual(["dchft-type2-sglt2i-sick-day-rules", "rcgp-aki-toolkit", "mhra-sglt2i-dka"]);
  });

  it("10 and 14: vomiting or D&V since Saturday on an ARB, diuretic or NSAID (both request shapes)", () => {
    const lab = finding(run("10-vomiting-cant-keep-fluids-down"), "sick-day-medicines");
    expect(lab?.clinician).toMatch(/losartan 50 mg.*indapamide 2\.5 mg/);
    const ehr = finding(run("14-dv-since-sat-ibuprofen-furosemide"), "sick-day-medicines");
    expect(ehr?.clinician).toMatch(/furosemide 40 mg \(more fluid loss.*ibuprofen 400 mg \(acute kidney injury\)/i);
  });

  it("11: 'D&V last month, resolved' stays quiet", () => {
    expect(codes(run("11-dv-last-month-resolved-quiet"))).not.toContain("sick-day-medicines");
  });

  it("12: 'Baseline Cr 85' in the notes is the AKI baseline when no earlier result exists", () => {
    const r = run("12-baseline-cr-in-notes-aki");
    const f = finding(r, "aki-creatinine-rise");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(
      /from 85 µmol\/L \(the baseline given in the notes: "baseline cr 85"\) to 192 µmol\/L/,
    );
    expect(f?.clinician).toMatch(/KDIGO stage 2/);
    expect(f?.nextSteps.join(" ")).toMatch(/Pause Dapagliflozin 10 mg/i);
    // The AKI finding carries the medicine steps; the sick-day finding does not repeat them.
    expect(codes(r)).not.toContain("sick-day-medicines");
  });

  it("13: a usual creatinine of ~90 with 97 now is no rise", () => {
    expect(codes(run("13-usual-creatinine-90-steady-quiet"))).not.toContain("aki-creatinine-rise");
  });
});
