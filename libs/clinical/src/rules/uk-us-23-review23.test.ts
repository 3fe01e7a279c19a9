import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/uk-us-23-review23/", import.meta.url));

describe("each record gets its own country's guidance (review 23, uk-us-23)", () => {
  it("01: offers a UK smoker of 68 the NHS AAA programme (NICE NG156), not USPSTF's one-time scan", () => {
    const r = run("01-smoker-68-uk-aaa-lung");
    const f = finding(r, "aaa-screening-due");
    expect(f?.clinician).toMatch(/NICE NG156/);
    expect(f?.nextSteps.join(" ")).toMatch(/self-referral to the NHS AAA screening programme/);
    expect(f?.evidenceIds).toEqual(["nice-ng156-aaa"]);
    expect(patientText(r)).toMatch(/you can refer yourself/);
  });

  it("01: points a UK smoker to the NHS targeted lung health check, not USPSTF's annual CT", () => {
    const f = finding(run("01-smoker-68-uk-aaa-lung"), "lung-cancer-screening-due");
    expect(f?.clinician).toMatch(/NHS targeted lung health check invites people aged 55 to 74/);
    expect(f?.clinician).not.toMatch(/annual low-dose CT/);
    expect(f?.evidenceIds).toEqual(["nhs-targeted-lung-health-check"]);
  });

  it("01: reads a UK record at the NHS programmes' ages: quiet for lung checks at 52 and for AAA at 64", () => {
    const c = load("01-smoker-68-uk-aaa-lung");
    c.patientContext.age = "52";
    expect(codes(runReviewCase(c))).not.toContain("lung-cancer-screening-due");
    // Review 24 (uk-pathways-24): the NHS programme invites men in the year they turn 65.
    c.patientContext.age = "64";
    expect(codes(runReviewCase(c))).not.toContain("aaa-screening-due");
  });

  it("02: keeps USPSTF's AAA scan and annual low-dose CT for the US twin, at 52 and 65 too", () => {
    const r = run("02-smoker-68-us-aaa-lung");
    expect(finding(r, "aaa-screening-due")?.evidenceIds).toEqual(["uspstf-2019-aaa"]);
    expect(finding(r, "lung-cancer-screening-due")?.clinician).toMatch(/annual low-dose CT/);
    expect(finding(r, "lung-cancer-screening-due")?.evidenceIds).toEqual(["uspstf-2021-lung"]);
    expect(clinicianText(r)).not.toMatch(/NHS|NICE/);
    const c = load("02-smoker-68-us-aaa-lung");
    c.patientContext.age = "52";
    expect(codes(runReviewCase(c))).toContain("lung-cancer-screening-due");
    c.patientContext.age = "65";
    expect(codes(runReviewCase(c))).toContain("aaa-screening-due");
  });

  it("03: leaves a UK reading of 128/78 quiet: NICE has no 'elevated' category below its 140/90", () => {
    const r = run("03-bp-128-78-uk");
    expect(codes(r)).not.toContain("bp-elevated");
    expect(clinicianText(r)).not.toMatch(/elevated/i);
  });

  it("04: still calls a US reading of 128/78 elevated (AHA/ACC)", () => {
    expect(codes(run("04-bp-128-78-us"))).toContain("bp-elevated");
  });

  it("05: asks a US patient to see their doctor for the yearly TSH, and a UK patient their GP surgery", () => {
    const us = run("05-levothyroxine-no-tsh-us");
    expect(finding(us, "levothyroxine-tsh-unmonitored")?.patient).toMatch(/Ask your doctor to arrange one/);
    expect(patientText(us)).not.toMatch(/GP surgery/);
    const c = load("05-levothyroxine-no-tsh-us");
    c.data.additionalContext = "Seen at the GP surgery for a sore knee. Feels well otherwise.";
    expect(finding(runReviewCase(c), "levothyroxine-tsh-unmonitored")?.patient).toMatch(/Ask your GP surgery/);
  });

  it("06: gives a US record with diabetes and CKD ADA's statin step, not NICE's atorvastatin 20 mg", () => {
    const f = finding(run("06-t2dm-ckd-us-statin"), "statin-opportunity-diabetes");
    expect(f?.nextSteps).toEqual(["Discuss starting at least a moderate-intensity statin"]);
    expect(f?.evidenceIds).toEqual(["ada-soc-2026-s10"]);
    expect(f?.clinician).toMatch(/Chronic kidney disease adds to the cardiovascular risk/);
  });

  it("07: keeps NICE's atorvastatin 20 mg in CKD for the UK twin", () => {
    const f = finding(run("07-t2dm-ckd-uk-statin"), "statin-opportunity-diabetes");
    expect(f?.nextSteps.join(" ")).toMatch(/atorvastatin 20 mg \(NICE's preferred/);
    expect(f?.evidenceIds).toContain("nice-cg181-lipid-modification");
  });
});
