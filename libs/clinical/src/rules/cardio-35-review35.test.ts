import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/*
 * Review 35, cardio-35: cardiology and blood pressure on UK, US and neither records.
 * Found and changed:
 * - 01: apixaban, aspirin and clopidogrel 12 days after a stent in Leeds, no PPI: the triple-therapy
 *   finding gave no usual duration and no stomach protection. It now gives the default (triple
 *   therapy up to a week, then the anticoagulant with clopidogrel, antiplatelets stopped by 12
 *   months; new source gragnano-2024-af-pci-antiplatelets), NICE NG185 on a UK record (new source
 *   nice-ng185-acs-bmj-summary), and asks for a PPI other than omeprazole or esomeprazole when none
 *   is listed (new source anmco-aigo-2021-gastroprotection) (triple-antithrombotic.ts).
 * - 02: rivaroxaban 20 mg for a DVT at a clearance of about 19 mL/min on an Ohio record was read
 *   against the EU SmPC ("advises caution at 15–29 mL/min"); it now reads the US label's DVT/PE
 *   dosing (no lower dose, avoid below 15, below 30 not studied), new source xarelto-us-dvt-pe-dosing
 *   (doac-dosing.ts).
 * - 04: 132/76 at an NHS Health Check in Sheffield was titled "Stage 1 hypertension range" at
 *   moderate priority; a UK record now reads "Blood pressure above the ideal level, below the NICE
 *   threshold for hypertension", low for a single reading, with the stage named as AHA/ACC's (other.ts).
 * Pinned:
 * - 03: BNP 58 pmol/L is shown in its own unit and not read as 58 pg/mL (no conversion factor for
 *   BNP was seen in a source this review, so it is left; see the report).
 * - 05: a resolved TIA on apixaban in Norwich: one critical finding, admission for imaging rather
 *   than aspirin, 999, and no duplicated anticoagulant lines.
 * - 06: US HFrEF on sacubitril/valsartan and metoprolol without an MRA or SGLT2 inhibitor: both named.
 * - 07: AF with CHA2DS2-VA 3 on aspirin alone, neither record: high, aspirin is not stroke prevention.
 */
const { run, edit } = reviewFolder(new URL("./fixtures/cardio-35-review35/", import.meta.url));

describe("cardiology and blood pressure (review 35, cardio-35)", () => {
  it("01: UK triple therapy gives the usual duration, NICE NG185 and asks for a PPI", () => {
    const r = run("01-uk-triple-antithrombotic-after-pci-ehr");
    const f = finding(r, "triple-antithrombotic-therapy");
    expect(f?.clinician).toMatch(/usually up to a week after PCI, then the anticoagulant with clopidogrel/);
    expect(f?.clinician).toMatch(/NICE NG185/);
    expect(f?.clinician).toMatch(/lansoprazole or pantoprazole rather than omeprazole or esomeprazole/);
    expect(f?.nextSteps.join(" ")).toMatch(/Offer a proton pump inhibitor/);
    expect(f?.evidenceIds).toEqual([
      "lopes-2019-augustus",
      "gragnano-2024-af-pci-antiplatelets",
      "nice-ng185-acs-bmj-summary",
      "anmco-aigo-2021-gastroprotection",
    ]);
    expect(patientText(r)).toMatch(/protect my stomach/);
  });

  it("01 variant: with a PPI listed, and on a US record, neither the PPI advice nor NICE is given", () => {
    const c = edit("01-uk-triple-antithrombotic-after-pci-ehr", (d) => {
      d.medications.push({ medication: "Lansoprazole 30 mg capsules", status: "active", dosage: "once daily" });
      d.additionalContext = "Discharged from a hospital in Denver after NSTEMI and PCI 12 days ago. Medicare patient.";
    });
    const f = finding(runReviewCase(c), "triple-antithrombotic-therapy");
    expect(f?.clinician).not.toMatch(/proton pump inhibitor|NICE/);
    expect(f?.evidenceIds).toEqual(["lopes-2019-augustus", "gragnano-2024-af-pci-antiplatelets"]);
  });

  it("02: US rivaroxaban for a DVT at about 19 mL/min reads the US label, not the EU SmPC", () => {
    const f = finding(run("02-us-rivaroxaban-dvt-low-crcl-ehr"), "doac-crcl-rivaroxaban");
    expect(f?.clinician).toMatch(/the US label gives no lower dose and says to avoid rivaroxaban below 15 mL\/min/);
    expect(f?.clinician).not.toMatch(/SmPC|NHS/);
    expect(f?.evidenceIds).toEqual(["xarelto-us-dvt-pe-dosing", "cockcroft-gault-1976"]);
  });

  it("03: BNP in pmol/L is shown in its own unit, not read as pg/mL", () => {
    const r = run("03-uk-bnp-pmol-breathless-labs");
    expect(clinicianText(r)).toMatch(/58 pmol\/L/);
    expect(clinicianText(r)).not.toMatch(/58 pg\/mL/);
    // Review 37 (cardio-renal-37 case 05): BNP in pmol/L is now converted and read against the pg/mL levels.
    expect(finding(r, "natriuretic-peptide-elevated")?.clinician).toContain(
      "BNP 58 pmol/L (2026-11-30), about 200 pg/mL,",
    );
  });

  it("04: a UK clinic reading of 132/76 is not titled with the US stage 1 and is low priority", () => {
    const f = finding(run("04-uk-clinic-bp-132-76-ehr"), "bp-stage-1");
    expect(f?.title).toBe("Blood pressure above the ideal level, below the NICE threshold for hypertension");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/in the range AHA\/ACC calls stage 1 hypertension/);
    expect(f?.clinician).toMatch(/NICE NG136/);
  });

  it("04 variant: the same reading on a US record keeps the AHA/ACC stage 1 title", () => {
    const c = edit("04-uk-clinic-bp-132-76-ehr", (d) => {
      d.additionalContext = "Annual physical at a clinic in Denver. Non-smoker.";
      d.recentNormalLabs = [];
    });
    const f = finding(runReviewCase(c), "bp-stage-1");
    expect(f?.title).toBe("Stage 1 hypertension range");
    expect(f?.clinician).toMatch(/in the stage 1 hypertension range/);
  });

  it("05: a resolved TIA on apixaban in Norwich asks for admission and imaging, once", () => {
    const r = run("05-uk-tia-af-on-apixaban-ehr");
    const f = finding(r, "stroke-tia-symptoms-in-notes");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps[0]).toMatch(/Immediate admission for urgent brain imaging/);
    expect(clinicianText(r).match(/On an anticoagulant/g)).toHaveLength(1);
    expect(patientText(r)).toMatch(/999/);
    expect(patientText(r)).not.toMatch(/911/);
  });

  it("06: US HFrEF without an MRA or SGLT2 inhibitor names both groups", () => {
    const f = finding(run("06-us-hfref-no-sglt2-ehr"), "hfref-pillars-missing");
    expect(f?.clinician).toMatch(/an MRA \(spironolactone or eplerenone\) and an SGLT2 inhibitor/);
  });

  it("07: AF with CHA2DS2-VA 3 on aspirin alone is high and says aspirin is not stroke prevention", () => {
    const r = run("07-neither-af-chadsvasc-no-anticoagulant-ehr");
    const f = finding(r, "af-no-anticoagulant");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Aspirin 75 mg is not stroke prevention in AF/);
    expect(codes(r)[0]).toBe("af-no-anticoagulant");
  });
});
