import { describe, expect, it } from "vitest";
import { codes, finding, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/*
 * Review 36, liver-gi-36: liver and GI leftovers from review 35, and fresh UK and US cases.
 * Found and changed:
 * - 01: a Leeds (NHS) record with a BMI of 36.2 cited the CDC BMI categories; a UK record's
 *   overweight and obesity findings now cite NICE CG189 (its BMI classes seen today; the
 *   underweight finding keeps the CDC, as CG189 names no underweight class) (other.ts bmiRule).
 * - 01, 02: the fatty-liver finding said "review alcohol intake" beside "drinks about 4 units a week"
 *   and "teetotal"; it now reads the recorded intake (within the MASLD limit, or none) and does not
 *   ask again (masld-alcohol-recorded.ts, masld-risk in patterns.ts). It also said "stage fibrosis
 *   with FIB-4" with a FIB-4 already worked out; it now points to the FIB-4 finding.
 * - 01: HbA1c 62 with "she does not want injections" was offered "an SGLT2 inhibitor or a GLP-1
 *   receptor agonist"; the injected class is left out and the preference named
 *   (injection-preference.ts, diabetes-above-target).
 * - 03: a new positive HBsAg the laboratory flagged "Critical" drew a critical line ("needs urgent
 *   attention", "act on it now … treat as clinically indicated"); the hepatitis B finding now grades
 *   it, the laboratory's flag kept as a same-day review, worded for a positive result, not a range
 *   (lead-finding.ts).
 * - 04: positive coeliac serology with haemoglobin, ferritin, folate and B12 all resulted still said
 *   "Check full blood count, ferritin, folate and B12 if not already done"; only missing tests are
 *   asked for now (coeliac.ts).
 * - 05: C282Y homozygous haemochromatosis with ferritin 1450 and FIB-4 2.46 cited the MASLD guidance
 *   and asked for NICE NG49's ELF test; in iron overload the score now cites the EASL haemochromatosis
 *   guidance and stages fibrosis with hepatology (fib4-iron-overload.ts). The iron overload screen
 *   also said "HFE genotyping is indicated" beside the recorded genotype; it now stands down for known
 *   haemochromatosis (iron-overload-screen).
 * - 06: a UK (Nottingham) record was told "ultrasound with AFP every 6 months" on AASLD 2023; a UK
 *   record now reads NICE NG50's ultrasound with or without AFP (CG165's ultrasound and AFP with
 *   hepatitis B). An abdominal ultrasound dated 10 months back was not read as the last scan, so
 *   surveillance read as on time; a dated liver ultrasound in the imaging now counts (cirrhosis.ts).
 * - 08: "Non-drinker" in the notes, and the hepatocellular-pattern step still said "ask about
 *   alcohol"; it names the recorded intake instead (patterns.ts alcoholAskedStep).
 * - 09: a Denver record's cirrhosis finding cited NICE NG50; a US record now cites EASL and AASLD only.
 * Pinned: 02 (US record keeps the CDC BMI categories), 07 (US iron-deficiency anaemia at 63 on
 * naproxen: AGA bidirectional endoscopy, no NICE pathway), 09 (US surveillance stays ultrasound with AFP).
 * Not changed: the hepatitis B finding on a UK record (03) still cites CDC 2010 serology and the
 * Australian ASHM contact-tracing manual beside NICE CG165 (no UK contact-tracing source checked
 * today); a UK iron-deficiency anaemia (04) still cites AGA 2020 beside the WHO sources (BSG 2021 is
 * in evidence but the change reaches many older assertions); NICE CG189's lower BMI thresholds for
 * South Asian, Chinese, Black African and African-Caribbean adults are not applied (ethnicity is
 * not read from the record); an oral GLP-1 receptor agonist is not offered in place of the injected
 * ones (no source for it checked today).
 */
const { run, edit, load } = reviewFolder(new URL("./fixtures/liver-gi-36-review36/", import.meta.url));

describe("liver and GI leftovers (review 36, liver-gi-36)", () => {
  it("01: a UK obesity finding cites NICE CG189, not the CDC", () => {
    const f = finding(run("01-uk-masld-obesity-t2dm-declines-injections-ehr"), "bmi-obesity");
    expect(f?.clinician).toBe("BMI 36.2 kg/m²: obesity (class 2).");
    expect(f?.evidenceIds).toEqual(["nice-cg189-obesity"]);
  });

  it("01: the fatty-liver finding reads the recorded 4 units a week and the worked-out FIB-4", () => {
    const r = run("01-uk-masld-obesity-t2dm-declines-injections-ehr");
    const f = finding(r, "masld-risk");
    expect(f?.clinician).toContain(
      'The notes record alcohol ("4 units a week", about 32 g a week), within the MASLD limit of 140 g a week for women.',
    );
    expect(f?.clinician).toContain("its fibrosis risk is read from the FIB-4 (see that finding)");
    expect(f?.nextSteps).toEqual(["Liver ultrasound"]);
    expect(f?.evidenceIds).toContain("metald-alcohol-thresholds");
    expect(codes(r)).toContain("fib4-low-risk");
  });

  it("01: with injections declined no GLP-1 receptor agonist is suggested, and the preference is named", () => {
    const f = finding(run("01-uk-masld-obesity-t2dm-declines-injections-ehr"), "diabetes-above-target");
    expect(f?.clinician).toContain("Classes not yet used that could be added: an SGLT2 inhibitor.");
    expect(f?.clinician).toContain(
      `Injected treatments are not suggested: the notes record the patient's preference ("does not want injections").`,
    );
    expect(f?.clinician).not.toContain("GLP-1");
    // Without the stated preference the injected class is offered as before.
    const open = runReviewCase(
      edit("01-uk-masld-obesity-t2dm-declines-injections-ehr", (d) => {
        d.additionalContext = d.additionalContext.replace(" she does not want injections.", " options discussed.");
      }),
    );
    expect(finding(open, "diabetes-above-target")?.clinician).toContain(
      "an SGLT2 inhibitor or a GLP-1 receptor agonist",
    );
  });

  it("02: a US teetotaller's fatty-liver finding does not ask about alcohol; the CDC categories stay", () => {
    const r = run("02-us-masld-teetotal-obesity-ehr");
    const f = finding(r, "masld-risk");
    expect(f?.clinician).toContain('The notes record no alcohol ("teetotal").');
    expect(f?.nextSteps.some((s) => /alcohol/i.test(s))).toBe(false);
    expect(finding(r, "bmi-obesity")?.evidenceIds).toEqual(["cdc-adult-bmi-categories"]);
  });

  it("03: a positive HBsAg flagged critical reads as the hepatitis B finding, not a critical-value emergency", () => {
    const r = run("03-uk-hbsag-positive-critical-flag-labs");
    const line = finding(r, "lab-critical");
    expect(line?.severity).toBe("moderate");
    expect(line?.title).toBe("Hepatitis B surface antigen flagged critical by the laboratory");
    expect(line?.patient).toContain("result was marked by the laboratory for prompt attention");
    expect(line?.patient).not.toContain("urgent attention");
    expect(line?.nextSteps.some((s) => /^Act on the critical|treat as clinically indicated/.test(s))).toBe(false);
    expect(r.findings.some((f) => f.severity === "critical")).toBe(false);
    expect(finding(r, "hbv-chronic-infection")?.nextSteps[0]).toMatch(/^Refer to hepatology/);
  });

  it("04: positive coeliac serology does not ask again for blood tests already in the record", () => {
    const f = finding(run("04-uk-coeliac-ttg-anaemia-ferritin-present-labs"), "coeliac-serology-positive");
    expect(f?.nextSteps.some((s) => /full blood count|ferritin|folate|B12/.test(s))).toBe(false);
    expect(f?.clinician).toContain("Low iron (6 µg/L (2026-11-25)) with anaemia");
  });

  it("04: with folate and B12 not sent, only those are asked for", () => {
    const c = load("04-uk-coeliac-ttg-anaemia-ferritin-present-labs");
    c.labResults = (c.labResults as { name: string }[]).filter((l) => !/Folate|B12/.test(l.name));
    const f = finding(runReviewCase(c), "coeliac-serology-positive");
    expect(f?.nextSteps).toContain("Check folate and B12 (full blood count and ferritin already in the record)");
  });

  it("05: FIB-4 in haemochromatosis cites the EASL haemochromatosis guidance and stages fibrosis with hepatology", () => {
    const r = run("05-uk-haemochromatosis-c282y-fib4-ehr");
    const f = finding(r, "fib4-fibrosis-risk");
    expect(f?.evidenceIds).toEqual(["easl-2022-haemochromatosis", "easl-2010-hfe-haemochromatosis"]);
    expect(f?.nextSteps).toEqual(["Stage liver fibrosis with hepatology as part of the haemochromatosis assessment"]);
    expect(f?.clinician).toContain("Hereditary haemochromatosis (HFE C282Y homozygous) is recorded");
    expect(`${f?.nextSteps.join(" ")}`).not.toMatch(/ELF|NG49/);
    // The recorded genotype is not asked for again.
    expect(codes(r)).not.toContain("iron-overload-screen");
    expect(codes(r)).toContain("haemochromatosis-liver-assessment");
  });

  it("05: without the diagnosis, TSAT 82% with ferritin 1450 still reads the score as iron overload's", () => {
    const r = runReviewCase(
      edit("05-uk-haemochromatosis-c282y-fib4-ehr", (d) => {
        d.pastMedicalHistory = [];
        d.additionalContext = "GP surgery, Belfast (NHS). Joint pains. Drinks about 6 units a week.";
      }),
    );
    const f = finding(r, "fib4-fibrosis-risk");
    expect(f?.evidenceIds).toEqual(["easl-2022-haemochromatosis", "easl-2010-hfe-haemochromatosis"]);
    expect(f?.nextSteps).toEqual(["Stage liver fibrosis with hepatology as part of the iron overload assessment"]);
    expect(finding(r, "iron-overload-screen")?.clinician).toContain("HFE genotyping is indicated");
  });

  it("06: UK cirrhosis surveillance reads NICE NG50 (with or without AFP) and is overdue from the imaging date", () => {
    const f = finding(run("06-uk-cirrhosis-masld-surveillance-overdue-ehr"), "cirrhosis-severity");
    expect(f?.nextSteps).toContain(
      "Liver cancer (HCC) surveillance is overdue: the last liver ultrasound was 10 months ago; ultrasound (with or without AFP) every 6 months (NICE NG50)",
    );
    expect(f?.evidenceIds).toContain("nice-ng50-cirrhosis");
    expect(f?.evidenceIds).not.toContain("aasld-2023-hcc");
  });

  it("07: US iron-deficiency anaemia at 63 is sent for bidirectional endoscopy by AGA 2020", () => {
    const r = run("07-us-ida-postmenopausal-no-gi-workup-ehr");
    const f = finding(r, "ida-gi-investigation");
    expect(f?.nextSteps[0]).toBe(
      "Refer for bidirectional endoscopy (upper endoscopy and colonoscopy, at the same sitting)",
    );
    expect(`${f?.clinician} ${f?.nextSteps.join(" ")}`).not.toMatch(/NICE|NG12|2 weeks/);
    expect(f?.clinician).toContain("Current naproxen 500 mg tablet does not explain the iron loss");
  });

  it("08: a non-drinker's hepatocellular pattern names the recorded intake instead of asking about alcohol", () => {
    const r = run("08-uk-masld-non-drinker-fib4-missing-labs");
    expect(finding(r, "liver-injury-pattern")?.nextSteps[0]).toBe(
      'Hepatocellular pattern: ask about prescribed and over-the-counter medicines (the notes record no alcohol: "non-drinker")',
    );
    expect(finding(r, "masld-risk")?.nextSteps).toEqual(["Calculate FIB-4; liver ultrasound"]);
  });

  it("09: US cirrhosis keeps AASLD surveillance with AFP and does not cite NICE", () => {
    const f = finding(run("09-us-cirrhosis-hcv-cured-surveillance-ehr"), "cirrhosis-severity");
    expect(f?.nextSteps).toContain("Liver cancer (HCC) surveillance: ultrasound with AFP every 6 months");
    expect(f?.evidenceIds).toEqual(["easl-2018-decompensated-cirrhosis", "aasld-2023-hcc"]);
  });
});
