import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  finding,
  loadReviewCase,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

/*
 * Clinical review 21, neurology: phenytoin with low albumin and with nystagmus, topiramate acidosis,
 * lamotrigine with a new rash, fingolimod lymphopenia, ocrelizumab with low IgG, low B12 with
 * neuropathy, levodopa and homocysteine, carbamazepine with low sodium and raised GGT, and a quiet
 * levetiracetam check. Synthetic cases in fixtures/neurology-21-review21.
 */
const FOLDER = new URL("./fixtures/neurology-21-review21/", import.meta.url);
const { run } = reviewFolder(FOLDER);

describe("neurology-21 review 21", () => {
  it("01: a low total phenytoin with albumin 25 g/L is corrected into range, and the dose is not raised", () => {
    const r = run("01-phenytoin-8-albumin-25-uk");
    const f = finding(r, "phenytoin-level");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("about 13.3 mg/L");
    expect(f?.nextSteps.join(" ")).toContain("free (unbound) phenytoin level");
  });

  it("02: phenytoin 24 with nystagmus names only the sign the notes record, to the patient too", () => {
    const r = run("02-phenytoin-24-nystagmus-us-ehr");
    const f = finding(r, "phenytoin-level");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("The notes record nystagmus, which fits phenytoin toxicity.");
    // Gait was steady and speech normal: the patient is not told of unsteadiness or speech changes.
    expect(patientText(r)).toContain("what your notes record (nystagmus)");
    expect(patientText(r)).not.toMatch(/unsteadiness|speech changes/);
  });

  it("03: bicarbonate 17 on topiramate is read as the drug's hyperchloraemic acidosis, with the stone history and pregnancy prevention", () => {
    const r = run("03-topiramate-bicarbonate-17-us");
    const f = finding(r, "topiramate-low-bicarbonate");
    expect(f?.clinician).toContain("is raised with it, the hyperchloremic pattern");
    expect(f?.clinician).toContain('A kidney stone is recorded ("kidney stone")');
    expect(f?.patient).toMatch(/^Your bicarbonate is low\./);
    expect(codes(r)).toContain("topiramate-pregnancy-prevention");
  });

  it("04: a new rash with fever and a sore mouth on lamotrigine is a critical stop-now finding", () => {
    const r = run("04-lamotrigine-new-rash-ehr-uk");
    const f = finding(r, "lamotrigine-rash");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain('with "feverish" and "sore mouth"');
    // A salt word is lowered with the generic name mid-sentence (review 33, mental-addiction-33 case 06).
    expect(f?.clinician).toContain("Risk factors present: taken with sodium valproate");
    expect(f?.clinician).toContain('after a dose increase ("dose increased")');
    expect(f?.nextSteps[0]).toMatch(/^Stop lamotrigine now/);
    expect(patientText(r)).toContain("you need to be seen in hospital today");
    expect(patientText(r)).not.toContain("None of these results needs emergency care");
    // The titration advice is moot once a rash is present; the rash finding names valproate itself.
    expect(codes(r)).not.toContain("lamotrigine-valproate");
  });

  it("04b: the same rash without fever or mucosal signs is high, not critical", () => {
    const c = loadReviewCase(FOLDER, "04-lamotrigine-new-rash-ehr-uk");
    c.data.additionalContext = "Telephone call: new itchy red rash on the arms for 2 days. Otherwise well.";
    const f = finding(runReviewCase(c), "lamotrigine-rash");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/^Review today: stop lamotrigine unless/);
  });

  it("05: lymphocytes 0.15 on fingolimod meet the product-information suspension threshold", () => {
    const r = run("05-fingolimod-lymphocytes-0-15-ehr-uk");
    const f = finding(r, "ms-dmt-lymphocytes-below-floor");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("below 0.2 × 10⁹/L (200/mm³)");
    expect(f?.clinician).toContain("Only this count is below it so far");
    expect(f?.evidenceIds).toContain("schweitzer-2020-dmt-leukocytes");
  });

  it("05b: a fingolimod count of 0.42, above the floor, is read as the expected drug effect, not a threshold", () => {
    const c = loadReviewCase(FOLDER, "05-fingolimod-lymphocytes-0-15-ehr-uk");
    c.data.recentAbnormalLabs[0].value = "0.42";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("ms-dmt-lymphocytes-below-floor");
    expect(finding(r, "ms-dmt-lymphocytes-expected")?.severity).toBe("low");
    expect(patientText(r)).toContain("lowers them on purpose");
    expect(patientText(r)).not.toContain("A low level can follow illness, steroids or other treatments");
  });

  it("06: low IgG with three chest infections on ocrelizumab is read as the CD20 antibody's effect", () => {
    const r = run("06-ocrelizumab-low-igg-uk");
    expect(finding(r, "hypogammaglobulinaemia-after-anti-cd20")?.severity).toBe("moderate");
  });

  it("07: B12 140 with numbness and unsteadiness in the dark is critical, with injections now", () => {
    const r = run("07-b12-140-neuropathy-normal-mcv-uk");
    expect(finding(r, "b12-deficiency-neurological")?.severity).toBe("critical");
  });

  it("08: raised homocysteine on levodopa with normal B12 and folate names levodopa as the likely cause", () => {
    const r = run("08-levodopa-homocysteine-us");
    const f = finding(r, "levodopa-homocysteine");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("B12 and folate are not low, so levodopa is a likely contributor");
    expect(clinicianText(r)).not.toContain("A high value can point to low vitamin B12 or folate");
  });

  it("08b: with a low B12 the homocysteine is left to the B12 findings", () => {
    const c = loadReviewCase(FOLDER, "08-levodopa-homocysteine-us");
    c.labResults[1] = { ...c.labResults[1], value: "150", flag: "Low" };
    expect(codes(runReviewCase(c))).not.toContain("levodopa-homocysteine");
  });

  it("09: an isolated GGT rise on long-term carbamazepine is framed as enzyme induction, not liver disease", () => {
    const r = run("09-carbamazepine-na-131-ggt-uk");
    const f = finding(r, "antiseizure-enzyme-induction-ggt");
    expect(f?.severity).toBe("low");
    expect(patientText(r)).toContain("not a sign of liver damage on its own");
    expect(patientText(r)).not.toContain("often points to alcohol use, fatty liver or bile-duct problems");
    expect(codes(r)).toContain("antiepileptic-low-sodium");
  });

  it("09b: a raised ALT with the GGT leaves the liver reading to the liver rules", () => {
    const c = loadReviewCase(FOLDER, "09-carbamazepine-na-131-ggt-uk");
    c.labResults[2] = { ...c.labResults[2], value: "95", flag: "High" };
    expect(codes(runReviewCase(c))).not.toContain("antiseizure-enzyme-induction-ggt");
  });

  // Review 22 (medicines-22): the notes' irritability and low mood since the switch are a known
  // levetiracetam effect, so the one finding is that, for the prescriber; the bloods raise nothing.
  it("10: levetiracetam with normal bloods raises only the mood change the notes record", () => {
    const r = run("10-levetiracetam-low-mood-quiet-ehr");
    expect(codes(r)).toEqual(["levetiracetam-mood-change"]);
    expect(r.findings[0]?.severity).toBe("moderate");
  });
});
