import { describe, expect, it } from "vitest";
import { type ReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** Synthetic, review 15 leftovers-b: past gestational diabetes, blood pressure after stroke or TIA, ADPKD. */
const { load } = reviewFolder(new URL("./fixtures/leftovers-b-review15/", import.meta.url));
const codes = (c: ReviewCase) => runReviewCase(c).findings.map((f) => f.code);
const finding = (c: ReviewCase, code: string) => runReviewCase(c).findings.find((f) => f.code === code);

describe("yearly HbA1c after gestational diabetes (NICE NG3)", () => {
  it("asks for the HbA1c when the last glucose test is years old", () => {
    const f = finding(load("01-past-gdm-no-recent-hba1c"), "post-gdm-hba1c-due");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/last glucose test 34 months ago/);
    expect(f?.nextSteps[0]).toBe("Check HbA1c now, then yearly");
    expect(f?.evidenceIds).toEqual(["nice-ng3-diabetes-pregnancy"]);
  });

  it("says nothing with an HbA1c this year", () => {
    expect(codes(load("02-past-gdm-hba1c-this-year"))).not.toContain("post-gdm-hba1c-due");
  });

  it("leaves a raised HbA1c to the prediabetes reading", () => {
    const c = codes(load("03-past-gdm-hba1c-raised"));
    expect(c).toContain("prediabetes-range");
    expect(c).not.toContain("post-gdm-hba1c-due");
  });

  it("says nothing in a current pregnancy or with diabetes recorded", () => {
    const pregnant = load("01-past-gdm-no-recent-hba1c");
    pregnant.data.additionalContext = "Now 14 weeks pregnant.";
    expect(codes(pregnant)).not.toContain("post-gdm-hba1c-due");
    const diabetic = load("01-past-gdm-no-recent-hba1c");
    diabetic.data.pastMedicalHistory.push({ display: "Type 2 diabetes mellitus", clinicalStatus: "active" });
    expect(codes(diabetic)).not.toContain("post-gdm-hba1c-due");
  });
});

describe("blood pressure after ischaemic stroke or TIA (AHA/ASA 2021)", () => {
  it("reads 136/84 after a TIA against the goal below 130/80 and advises starting treatment", () => {
    const c = load("04-tia-untreated-bp-above-target");
    const all = codes(c);
    expect(all).not.toContain("bp-stage-1");
    const f = finding(c, "bp-after-stroke");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/after a TIA: above the goal of below 130\/80 mmHg/);
    expect(f?.nextSteps).toEqual([
      "Start blood pressure treatment (AHA/ASA 2021 names a thiazide diuretic, ACE inhibitor or ARB) aiming below 130/80 mmHg",
    ]);
  });

  it("asks for confirmation of a single reading, and intensifies on treatment", () => {
    const single = load("04-tia-untreated-bp-above-target");
    single.data.vitalSigns = [single.data.vitalSigns[0]];
    expect(finding(single, "bp-after-stroke")?.nextSteps[0]).toBe("Confirm with repeated clinic or home readings");
    const treated = load("04-tia-untreated-bp-above-target");
    treated.data.medications.push({ medication: "Ramipril 5 mg", status: "active" });
    expect(finding(treated, "bp-after-stroke")?.nextSteps[1]).toBe("Intensify treatment toward below 130/80 mmHg");
  });

  it("says nothing at goal", () => {
    const c = load("04-tia-untreated-bp-above-target");
    c.data.vitalSigns = [{ display: "Blood pressure", value: "124/76", unit: "mmHg", date: "2026-11-10" }];
    const all = codes(c);
    expect(all).not.toContain("bp-after-stroke");
    expect(all.filter((x) => x.startsWith("bp-"))).toEqual([]);
  });

  it("does not apply hypertension categories or out-of-office confirmation days after a stroke", () => {
    const c = load("05-stroke-acute-phase-bp");
    const all = codes(c);
    expect(all).not.toContain("bp-stage-2");
    expect(all).not.toContain("bp-after-stroke");
    const f = finding(c, "bp-acute-stroke-phase");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/4 days after a stroke/);
  });

  it("keeps the severe-range rule in the acute phase", () => {
    const c = load("05-stroke-acute-phase-bp");
    c.data.vitalSigns = [{ display: "Blood pressure", value: "190/105", unit: "mmHg", date: "2026-11-19" }];
    expect(codes(c)).toContain("bp-severe");
  });
});

describe("ADPKD with rapid progression (NICE TA358)", () => {
  it("names the tolvaptan question and the NSAID in the notes", () => {
    const f = finding(load("06-adpkd-rapid-decline"), "adpkd-rapid-progression");
    expect(f?.clinician).toMatch(/now in CKD stage 2/);
    expect(f?.clinician).toMatch(/NSAID use \(ibuprofen\)/);
    expect(f?.nextSteps[0]).toMatch(/assess tolvaptan eligibility \(NICE TA358\)/);
    expect(f?.evidenceIds).toEqual(["nice-ta358-tolvaptan-adpkd", "kdigo-2024-ckd"]);
  });

  it("says nothing with stable kidney function, or already on tolvaptan", () => {
    expect(codes(load("07-adpkd-stable"))).not.toContain("adpkd-rapid-progression");
    const on = load("06-adpkd-rapid-decline");
    on.data.medications.push({ medication: "Tolvaptan 60 mg/30 mg", status: "active" });
    expect(codes(on)).not.toContain("adpkd-rapid-progression");
  });
});
