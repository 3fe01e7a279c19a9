import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load, edit } = reviewFolder(new URL("./fixtures/acute-31b-review31b/", import.meta.url));

/** A lab-results case with its notes replaced. */
const withNotes = (name: string, notes: string) => {
  const c = load(name);
  return runReviewCase({ ...c, patientContext: { ...c.patientContext, clinicalNotes: notes } });
};

const actNow = (r: ReturnType<typeof run>) => {
  const text = patientText(r);
  const at = text.indexOf("## Please act on this now");
  return at < 0 ? "" : text.slice(at, text.indexOf("## What we looked at"));
};

describe("the emergency number and department by the record's country (review 31b, acute-31b)", () => {
  it("01: a UK record with potassium 7.1 is told to call 999 or go to A&E, in the header and the finding", () => {
    const r = run("01-uk-hyperkalaemia-7-1-ramipril-ehr");
    expect(actNow(r)).toMatch(/Call 999 or go to A&E now\./);
    // The finding says A&E too since review 32 (country-32: record-words.ts withEmergencyNumber).
    expect(finding(r, "raas-hyperkalaemia")?.patient).toMatch(/go to A&E now or call 999\./);
    expect(patientText(r)).not.toMatch(/local emergency number|\b911\b/);
  });

  it("02: a US record with potassium 7.1 is told to call 911 or go to the emergency room", () => {
    const r = run("02-us-hyperkalaemia-7-1-lisinopril-labs");
    expect(actNow(r)).toMatch(/Call 911 or go to the emergency room now\./);
    expect(finding(r, "raas-hyperkalaemia")?.patient).toMatch(/call 911\./);
    expect(patientText(r)).not.toMatch(/local emergency number|\b999\b|A&E/);
  });

  it("03: a record that reads as neither UK nor US keeps the neutral wording (near-negative)", () => {
    const r = run("03-neither-hyperkalaemia-7-1-labs");
    expect(actNow(r)).toMatch(/Call your local emergency number or go to an emergency department now\./);
    expect(finding(r, "raas-hyperkalaemia")?.patient).toMatch(/call your local emergency number\./);
    expect(patientText(r)).not.toMatch(/\b(?:999|911)\b|A&E/);
  });

  it("05: suspected neutropenic sepsis on a US record says call 911, and the header says to get emergency care now", () => {
    const r = run("05-us-neutropenic-fever-chemo-labs");
    expect(finding(r, "neutropenic-sepsis")?.patient).toMatch(/call 911\./);
    expect(actNow(r)).toMatch(/need emergency care now\. Call 911/);
  });

  it("08: severe low sodium with a seizure on a US record: the header agrees with 'call 911 or go to the emergency room now'", () => {
    const r = run("08-us-severe-hyponatraemia-seizure-labs");
    expect(finding(r, "hyponatraemia")?.patient).toMatch(/call 911 or go to the emergency room now/);
    expect(actNow(r)).toMatch(/need emergency care now\. Call 911 or go to the emergency room now\./);
  });

  it("07: an urgent but not emergency header on a UK record names NHS 111, and NHS 24 on 111 in Scotland", () => {
    const r = run("07-uk-hypoglycaemia-gliclazide-labs");
    expect(actNow(r)).toMatch(/call NHS 111/);
    expect(actNow(r)).toMatch(/go to A&E or call 999/);
    const scot = withNotes(
      "07-uk-hypoglycaemia-gliclazide-labs",
      "District nurse visit, Glasgow. Found drowsy and sweaty this afternoon; given glucose gel, now talking. Eating poorly for 3 days.",
    );
    expect(actNow(scot)).toMatch(/call NHS 24 on 111/);
    expect(actNow(scot)).not.toMatch(/NHS 111/);
  });

  it("09: an upper GI bleed on a UK record says go to A&E or call 999", () => {
    const r = run("09-uk-upper-gi-bleed-melaena-ehr");
    expect(finding(r, "acute-gi-bleed")?.patient).toMatch(/go to A&E or call 999 now/);
    expect(actNow(r)).toMatch(/Call 999 or go to A&E now/);
  });

  it("12: anaphylaxis without a pen on a UK record says to use the pen and call 999", () => {
    const r = run("12-uk-anaphylaxis-named-tryptase-ehr");
    expect(finding(r, "anaphylaxis-no-adrenaline-auto-injector")?.patient).toMatch(/use the pen and call 999\./);
  });
});

describe("hyperkalaemia emergency sources by country (review 31b, acute-31b)", () => {
  it("01: a UK record cites the NHS hyperkalaemia protocols", () => {
    const ids = finding(run("01-uk-hyperkalaemia-7-1-ramipril-ehr"), "raas-hyperkalaemia")?.evidenceIds ?? [];
    expect(ids).toContain("nhs-ggc-hyperkalaemia");
    expect(ids).not.toContain("acep-2021-hyperkalaemia-ed");
  });

  it("02: a US record cites the ACEP-sponsored consensus, not the Glasgow protocols", () => {
    const r = run("02-us-hyperkalaemia-7-1-lisinopril-labs");
    const ids = finding(r, "raas-hyperkalaemia")?.evidenceIds ?? [];
    expect(ids).toContain("acep-2021-hyperkalaemia-ed");
    expect(ids).not.toContain("nhs-ggc-hyperkalaemia");
    expect(ids).not.toContain("nhs-gri-ed-hyperkalaemia");
    expect(clinicianText(r)).not.toMatch(/Greater Glasgow|Glasgow Royal/);
  });
});

describe("a CYP3A4 inhibitor named only in the notes beside a high tacrolimus level (review 31b, acute-31b case 04)", () => {
  const NOTES =
    "Renal TX 2019, followed at the transplant clinic, Manchester (NHS). GP started clarithromycin 500 mg twice daily last week for a chest infection.";

  it("04: clarithromycin started in the notes is named as the likely cause, with the creatinine above range", () => {
    const r = withNotes("04-uk-tacrolimus-21-5-clarithromycin-labs", NOTES);
    const f = finding(r, "cni-level-above-target");
    expect(f?.clinician).toMatch(/clarithromycin[^.]*CYP3A4/i);
    expect(f?.clinician).toMatch(/creatinine[^;:]*188/i);
    expect(f?.patient).toMatch(/clarithromycin can raise the level/i);
    expect(f?.nextSteps.join(" ")).toMatch(/Stop or replace clarithromycin/i);
  });

  it("04: clarithromycin named as stopped or as an allergy is not blamed (near-negative)", () => {
    for (const notes of [
      "Renal TX 2019, Manchester (NHS). Clarithromycin stopped in June after a rash.",
      "Renal TX 2019, Manchester (NHS). Allergic to clarithromycin.",
    ]) {
      const f = finding(withNotes("04-uk-tacrolimus-21-5-clarithromycin-labs", notes), "cni-level-above-target");
      expect(f?.clinician, notes).not.toMatch(/clarithromycin/i);
    }
  });
});

describe("a PE already shown on a scan is not 'suspected' and sent for a scan (review 31b, acute-31b case 06)", () => {
  it("06: a CTPA reporting PE leaves the finding for the confirmed clot only", () => {
    const r = run("06-uk-pe-on-ctpa-ehr");
    expect(codes(r)).toContain("pulmonary-embolism-on-imaging");
    expect(codes(r)).not.toContain("suspected-pulmonary-embolism");
    expect(patientText(r)).not.toMatch(/needs a scan/);
  });

  it("06: without the scan, the raised D-dimer and symptoms still read as suspected PE (near-negative)", () => {
    const r = runReviewCase(
      edit("06-uk-pe-on-ctpa-ehr", (d) => {
        d.imagingStudies = [];
        d.additionalContext =
          "Seen by GP in Bristol (NHS) for pleuritic chest pain after a long-haul flight; PE suspected.";
      }),
    );
    expect(codes(r)).toContain("suspected-pulmonary-embolism");
  });
});
