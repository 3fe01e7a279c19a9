import { describe, expect, it } from "vitest";
import { finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Clinical review 31, nations-31: country-right suspected-cancer and urgent pathways. Scottish records
 * were still given NICE NG12 and its 2-week wording for lung symptoms, dyspepsia alarm features with
 * H. pylori, new diabetes with weight loss, haematuria and jaundice; US records with jaundice or
 * visible haematuria were told of NG12; a UK record with acute liver failure cited only the US ACG
 * guideline. Synthetic cases in fixtures/nations-31-review31.
 */
const { run } = reviewFolder(new URL("./fixtures/nations-31-review31/", import.meta.url));

/** All the words a finding gives the clinician: statement and steps. */
const said = (f: ReturnType<typeof finding>) => `${f?.clinician ?? ""} ${f?.nextSteps.join(" ") ?? ""}`;
const NG12 = /NICE|NG12|within 2 weeks|2-week|suspected (?:lung )?cancer pathway/;
const SCOTTISH = /Scottish Referral Guidelines for Suspected Cancer/;
const LUNG = "scottish-referral-guidelines-lung-2025";
const BLADDER = "scottish-referral-guidelines-bladder-kidney-2025";

describe("Scottish lung symptoms follow the Scottish guidelines (review 31, nations-31)", () => {
  it("01: a Glasgow smoker losing weight is asked for a USC chest X-ray, not NG12's 2-week X-ray", () => {
    const r = run("01-scotland-glasgow-smoker-weight-loss-labs");
    const f = finding(r, "lung-cancer-chest-xray-urgent");
    expect(f?.clinician).toMatch(SCOTTISH);
    expect(said(f)).not.toMatch(NG12);
    expect(f?.nextSteps[0]).toMatch(/^Request an urgent suspicion of cancer \(USC\) chest X-ray/);
    expect(f?.evidenceIds).toEqual([LUNG]);
    expect(patientText(r)).not.toMatch(/within two weeks/);
  });

  it("02: unexplained haemoptysis in Edinburgh is a USC referral to respiratory with the X-ray at the same time", () => {
    const f = finding(run("02-scotland-edinburgh-haemoptysis-labs"), "lung-cancer-chest-xray-urgent");
    expect(said(f)).not.toMatch(NG12);
    expect(f?.nextSteps[0]).toMatch(
      /^Refer to the respiratory service as an urgent suspicion of cancer \(USC\) for unexplained haemoptysis/,
    );
    expect(f?.evidenceIds).toEqual([LUNG]);
  });

  it("03 near-negative: the same smoker in Leeds keeps NICE NG12's urgent chest X-ray", () => {
    const f = finding(run("03-england-leeds-smoker-weight-loss-labs"), "lung-cancer-chest-xray-urgent");
    expect(f?.clinician).toMatch(/NICE NG12 advises an urgent chest X-ray \(within 2 weeks\)/);
    expect(f?.evidenceIds).toEqual(["nice-ng12-suspected-cancer"]);
  });
});

describe("Haematuria by country (review 31, nations-31)", () => {
  it("04: visible haematuria in Dundee is a USC referral to urology under the Scottish guidelines", () => {
    const r = run("04-scotland-dundee-visible-haematuria-labs");
    const f = finding(r, "haematuria-suspected-cancer-referral");
    expect(f?.clinician).toMatch(SCOTTISH);
    expect(said(f)).not.toMatch(NG12);
    expect(f?.evidenceIds).toEqual([BLADDER]);
    expect(patientText(r)).not.toMatch(/within 2 weeks/);
  });

  it("05 near-negative: the same man in Cardiff keeps NG12's suspected cancer pathway", () => {
    const f = finding(run("05-wales-cardiff-visible-haematuria-labs"), "haematuria-suspected-cancer-referral");
    expect(f?.clinician).toMatch(
      /NICE NG12 advises a suspected cancer pathway referral \(appointment within 2 weeks\)/,
    );
    expect(f?.evidenceIds).toEqual(["nice-ng12-suspected-cancer"]);
  });

  it("11: blood on two strips 4 weeks apart with a negative culture at 67 in Dundee is a Scottish USC referral", () => {
    const r = run("11-scotland-dundee-non-visible-haematuria-labs");
    const f = finding(r, "haematuria-suspected-cancer-referral");
    expect(f?.clinician).toMatch(/persists on a repeat dipstick 2 to 6 weeks later with a negative urine culture/);
    expect(f?.evidenceIds).toEqual([BLADDER]);
    expect(finding(r, "dipstick-blood-repeat-uk")).toBeUndefined();
  });

  it("12: a US record with visible hematuria is given prompt urologic evaluation, with no NG12 or 2-week pathway", () => {
    const r = run("12-us-austin-visible-haematuria-labs");
    const f = finding(r, "haematuria-suspected-cancer-referral");
    expect(said(f)).not.toMatch(NG12);
    expect(f?.nextSteps[0]).toMatch(/^Refer promptly to urology for cystoscopy and upper-tract imaging/);
    expect(f?.evidenceIds).toEqual([]);
    expect(patientText(r)).not.toMatch(/within 2 weeks/);
  });
});

describe("AAA screening is cited to the record's own nation (review 31, nations-31)", () => {
  it("04: a Dundee man of 68 is pointed to Scotland's AAA screening page, not Public Health Wales", () => {
    const f = finding(run("04-scotland-dundee-visible-haematuria-labs"), "aaa-screening-due");
    expect(f?.evidenceIds).toEqual(["nhs-health-scotland-aaa-screening"]);
  });

  it("05 near-negative: the same man in Cardiff keeps the Public Health Wales page", () => {
    const f = finding(run("05-wales-cardiff-visible-haematuria-labs"), "aaa-screening-due");
    expect(f?.evidenceIds).toEqual(["phw-aaa-screening-wales"]);
  });
});

describe("Upper GI and pancreas in Scotland (review 31, nations-31)", () => {
  it("06: new diabetes with weight loss at 66 in Aberdeen is not given NG12, and no guideline is named", () => {
    const f = finding(run("06-scotland-aberdeen-new-diabetes-weight-loss-labs"), "new-diabetes-weight-loss-pancreas");
    expect(said(f)).not.toMatch(NG12);
    expect(f?.nextSteps[0]).toMatch(/urgent suspected cancer referral by the local pathway/);
    expect(f?.evidenceIds).toEqual([]);
  });

  it("07: H. pylori with weight loss and dyspepsia at 61 in Inverness is a Scottish USC upper GI referral", () => {
    const f = finding(run("07-scotland-inverness-h-pylori-weight-loss-labs"), "h-pylori-positive");
    expect(said(f)).not.toMatch(/NG12|within 2 weeks/);
    expect(f?.nextSteps[0]).toMatch(/^Refer to the upper GI service as an urgent suspicion of cancer \(USC\)/);
    expect(f?.evidenceIds).toContain("scottish-referral-guidelines-upper-gi-2025");
    expect(f?.evidenceIds).not.toContain("nice-ng12-suspected-cancer");
  });
});

describe("Jaundice by country (review 31, nations-31)", () => {
  it("08: obstructive jaundice in Glasgow is an urgent suspected cancer referral with no NG12", () => {
    const f = finding(run("08-scotland-glasgow-obstructive-jaundice-labs"), "jaundice-suspected-cancer");
    expect(said(f)).not.toMatch(NG12);
    expect(f?.nextSteps).toContain(
      "Urgent suspected cancer referral for pancreatic or bile duct cancer by the local pathway",
    );
    expect(f?.evidenceIds).toEqual(["acg-2017-liver-chemistries"]);
  });

  it("09: obstructive jaundice in Denver is prompt imaging and gastroenterology, with no NG12 or suspected cancer pathway", () => {
    const f = finding(run("09-us-denver-obstructive-jaundice-labs"), "jaundice-suspected-cancer");
    expect(said(f)).not.toMatch(/NICE|NG12|2 weeks|suspected cancer (?:pathway|referral)/);
    expect(f?.nextSteps.join(" ")).toMatch(/Refer promptly to gastroenterology/);
    expect(f?.evidenceIds).toEqual(["acg-2017-liver-chemistries"]);
  });

  it("15 near-negative: the same jaundice in Newport, Wales keeps NG12", () => {
    const f = finding(run("15-wales-newport-obstructive-jaundice-labs"), "jaundice-suspected-cancer");
    expect(f?.clinician).toMatch(/NICE NG12 advises a suspected cancer pathway referral/);
    expect(f?.evidenceIds).toContain("nice-ng12-suspected-cancer");
  });

  it("13: gallstones with a dilated duct in Aberdeen: the fallback cancer step is not NG12's", () => {
    const f = finding(run("13-scotland-aberdeen-gallstones-dilated-duct-ehr"), "gallstone-bile-duct-obstruction");
    expect(said(f)).not.toMatch(NG12);
    expect(f?.nextSteps.at(-1)).toMatch(
      /urgent suspected cancer referral for pancreatic or bile duct cancer by the local pathway/,
    );
    expect(f?.evidenceIds).not.toContain("nice-ng12-suspected-cancer");
  });

  it("14 near-negative: the same picture in Swansea keeps NG12 as the fallback", () => {
    const f = finding(run("14-wales-swansea-gallstones-dilated-duct-ehr"), "gallstone-bile-duct-obstruction");
    expect(f?.nextSteps.at(-1)).toMatch(/NICE NG12/);
    expect(f?.evidenceIds).toContain("nice-ng12-suspected-cancer");
  });
});

describe("Acute liver failure on a UK record (review 31, nations-31)", () => {
  it("10: a Birmingham record with an INR of 2.4 and confusion cites the BSG, not the US ACG guideline", () => {
    const f = finding(run("10-england-birmingham-acute-liver-failure-labs"), "acute-liver-injury");
    expect(f?.severity).toBe("critical");
    expect(f?.evidenceIds).toContain("bsg-2023-acute-liver-injury-to-failure");
    expect(f?.evidenceIds).not.toContain("acg-2023-acute-liver-failure");
    expect(f?.nextSteps).toContain("Discuss with a liver unit today");
  });
});
