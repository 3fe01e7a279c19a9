import { describe, expect, it } from "vitest";
import { citedFor, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 47, mental-health medicines, UK and US:
 * Found and changed:
 * - 09: mirtazapine six weeks in, neutrophils 0.9 × 10⁹/L and a sore throat read only as a low-priority
 *   result outside the range, with no word of the drug and "None of these results needs emergency care".
 *   New mirtazapine-neutropenia.ts: neutrophils below 1.0, or below 1.5 with signs of infection (on
 *   integration: a mild fall in a well patient, 11, is common and draws no stop), on mirtazapine name
 *   the drug, stop it and repeat the count with a film; with signs of infection below 1.0 it is critical and the patient is
 *   sent to emergency care (the shared drug-marrow.ts wording and severity). Source seen today: the
 *   J Med Case Reports 2023 case report of mirtazapine-induced neutropenic sepsis.
 * - 01: "12-hour trough sample" in the notes still drew "Confirm a 12-hour trough sample"
 *   (lithium-trough.ts TROUGH now reads "12-hour trough").
 * - 06: "Started divalproex 3 months ago after an inpatient stay" placed the patient in hospital now,
 *   adding ward-team escalation to the valproate findings and "you are in hospital now" to the patient
 *   text (in-hospital.ts: "after/following/since an inpatient" is a past stay). The US record was also
 *   told only the MHRA programme: it now first reads the US label's boxed warning on fetal risk and cites
 *   fda-valproate-label (psychiatric-drug-safety.ts valproatePpp).
 * - 08: hydrochlorothiazide "(started today)" after a sodium of 131 taken two days earlier drew
 *   diuretic-hyponatraemia ("Could my water pill be lowering my sodium?"): a diuretic started on a later
 *   day than the sample no longer explains it (drug-lab.ts startedAfterSample).
 * Pinned: 02 (clozapine amber neutrophils with constipation: both findings, twice-weekly FBC, no stop);
 * 04 (citalopram 40 mg at 70 with QTc 478: the over-65 maximum of 20 mg named); 05 (UK valproate keeps
 * the PPP and Risk Acknowledgement Form); 07 (sertraline with sodium 129 at 82: high, sertraline named);
 * 10 (haloperidol with fever, rigidity and CK 12,000: neuroleptic malignant syndrome, critical, stop it).
 * Not changed:
 * - 03: "up 9 kg since olanzapine started" in the notes is not read by antipsychotic-weight-gain.ts, which
 *   needs two dated weights; the metabolic finding still names the BMI and weight support.
 * - 08: lithium with a low sodium and a thiazide just started gets only the general interaction finding
 *   (no timing for the repeat level, no word that low sodium itself raises lithium): the label text on
 *   sodium depletion was not seen today in any stored source, so nothing was added.
 * - 07: the UK sertraline record cites the 2023 Beers Criteria (American) for sodium monitoring; no UK
 *   source for that step was searched today.
 * - 06: the US valproate liver finding still names the NHS Specialist Pharmacy Service beside the US label.
 * - 10: a patient on a psychiatric ward is told "call 999 or go to A&E now" beside "If you are already in
 *   hospital, stay": in-hospital.ts does not read "Psychiatric ward" as a stay, and a psychiatric ward
 *   needs transfer to acute care, so it was left.
 */

const { run } = reviewFolder(new URL("./fixtures/mental-health-47-review47/", import.meta.url));

describe("mirtazapine with low neutrophils (review 47)", () => {
  it("09: neutrophils 0.9 with a sore throat on mirtazapine is critical and names the drug", () => {
    const r = run("09-uk-46-mirtazapine-neutrophils-0-9");
    const f = finding(r, "mirtazapine-neutropenia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("mirtazapine can rarely cause severe neutropenia or agranulocytosis");
    expect(f?.clinician).toContain("Signs of infection are recorded (sore throat)");
    expect(f?.nextSteps[0]).toMatch(/^Stop mirtazapine and repeat the full blood count with a blood film/);
    expect(citedFor(r, "mirtazapine-neutropenia")).toEqual(["jmcr-2023-mirtazapine-neutropenic-sepsis"]);
    expect(patientText(r)).toContain("Stop taking mirtazapine until the team who prescribes it has checked your blood");
    expect(patientText(r)).not.toContain("None of these results needs emergency care");
  });
});

describe("lithium (review 47)", () => {
  it("01: a level recorded as a 12-hour trough is not asked to be confirmed as one", () => {
    const r = run("01-uk-54-lithium-egfr-falling-tsh");
    const f = finding(r, "lithium-level-high");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toBe(
      "Review the dose, fluids, kidney function and interacting drugs (the sample is recorded as a 12-hour trough)",
    );
    expect(codes(r)).toEqual(expect.arrayContaining(["egfr-rapid-decline", "subclinical-hypothyroidism"]));
  });

  it("08: a thiazide started after the low sodium is not named as its cause", () => {
    const r = run("08-us-58-lithium-sodium-131-hctz");
    expect(codes(r)).not.toContain("diuretic-hyponatraemia");
    expect(codes(r)).toEqual(expect.arrayContaining(["lithium-interacting-drug", "hyponatraemia"]));
    expect(patientText(r)).not.toContain("Could my water pill be lowering my sodium?");
  });
});

describe("valproate in a woman of 24 (review 47)", () => {
  it("06: a past inpatient stay is not a stay now, and the US record reads its own label", () => {
    const r = run("06-us-24-divalproex-alt-2x");
    const f = finding(r, "valproate-pregnancy-prevention");
    expect(f?.clinician).not.toContain("in hospital now");
    expect(f?.clinician).toContain("The US label's boxed warning names fetal risk");
    expect(citedFor(r, "valproate-pregnancy-prevention")).toContain("fda-valproate-label");
    expect(patientText(r)).not.toContain("Your notes say you are in hospital now");
    expect(codes(r)).toContain("valproate-liver-platelets");
  });

  it("05: the UK twin keeps the Pregnancy Prevention Programme without the US label", () => {
    const r = run("05-uk-24-valproate-alt-2x");
    const f = finding(r, "valproate-pregnancy-prevention");
    expect(f?.clinician).toContain("In the UK valproate must not be used");
    expect(f?.clinician).not.toContain("US label");
    expect(citedFor(r, "valproate-pregnancy-prevention")).not.toContain("fda-valproate-label");
  });
});

describe("pinned mental-health findings (review 47)", () => {
  it("02: clozapine amber neutrophils with constipation: both findings, no stop", () => {
    const r = run("02-uk-41-clozapine-amber-neutrophils-constipation");
    expect(codes(r)).toEqual(expect.arrayContaining(["clozapine-neutropenia", "clozapine-gi-hypomotility"]));
    expect(finding(r, "clozapine-neutropenia")?.nextSteps.join(" ")).toContain("Full blood count twice weekly");
  });

  it("04: citalopram 40 mg at 70 with a long QTc names the over-65 maximum", () => {
    const f = finding(run("04-uk-70-quetiapine-citalopram-40-qtc"), "qtc-prolonged");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("above the 20 mg daily maximum for people over 65");
  });

  it("07: sodium 129 four weeks after sertraline at 82 is high and names sertraline", () => {
    const f = finding(run("07-uk-82-sertraline-sodium-129"), "hyponatraemia");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Sertraline 50 mg daily");
  });

  it("10: haloperidol with fever, rigidity and CK 12,000 is neuroleptic malignant syndrome, critical", () => {
    const f = finding(run("10-uk-29-haloperidol-nms"), "neuroleptic-malignant-syndrome");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps[0]).toMatch(/^Medical emergency now: stop haloperidol/);
  });
});

describe("a mild fall in neutrophils on mirtazapine without infection (review 47)", () => {
  it("11: neutrophils 1.3 in a well patient draws no stop-mirtazapine finding", () => {
    expect(codes(run("11-uk-46-mirtazapine-neutrophils-1-3-well"))).not.toContain("mirtazapine-neutropenia");
  });
});
