import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The pregnancy review's cases (round 12) and messy-labs case 06b, kept with the test (synthetic records). */

const { load } = reviewFolder(new URL("./fixtures/pregnancy-review12/", import.meta.url));
const find = (r: ReturnType<typeof runReviewCase>, code: string) => r.findings.find((f) => f.code === code);
const allText = (r: ReturnType<typeof runReviewCase>) =>
  r.findings.map((f) => [f.clinician, f.patient, ...f.nextSteps].join(" ")).join(" ");

describe("postpartum pre-eclampsia after a caesarean (review 12, pregnancy 15)", () => {
  it("reads 'delivered by caesarean 9 days ago' as the postnatal period and reports severe pre-eclampsia", () => {
    const r = runReviewCase(load("15-postpartum-preeclampsia"));
    const f = find(r, "pre-eclampsia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/Day 9 after birth/);
    expect(find(r, "bp-stage-2")).toBeUndefined();
  });

  it("tells the patient the symptoms in her notes are present, not conditional", () => {
    const f = find(runReviewCase(load("15-postpartum-preeclampsia")), "pre-eclampsia");
    expect(f?.patient).toMatch(/Your notes say you have a severe headache and problems with your vision/);
  });
});

describe("HELLP with severe blood pressure and symptoms (review 12, pregnancy 01)", () => {
  it("names the severe blood pressure and the recorded symptoms to the patient", () => {
    const f = find(runReviewCase(load("01-preeclampsia-severe")), "hellp-syndrome");
    expect(f?.severity).toBe("critical");
    expect(f?.patient).toMatch(/blood pressure is also very high \(162\/108\)/);
    expect(f?.patient).toMatch(/Your notes say you have problems with your vision and pain just below the ribs/);
  });
});

describe("intrahepatic cholestasis of pregnancy (review 12, pregnancy 16)", () => {
  it("recognises itch with bile acids of 19 µmol/L or more and drops the adult cholestatic work-up", () => {
    const r = runReviewCase(load("16-obstetric-cholestasis"));
    const f = find(r, "cholestasis-of-pregnancy");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/moderate by its grading/);
    expect(f?.evidenceIds).toContain("rcog-gtg43-icp-2022");
    expect(find(r, "liver-injury-pattern")).toBeUndefined();
    expect(allText(r)).not.toMatch(/primary biliary cholangitis|ultrasound/i);
  });

  it("grades 100 µmol/L or more as severe with a raised stillbirth risk", () => {
    const c = load("16-obstetric-cholestasis");
    c.labResults[0].value = "120";
    const f = find(runReviewCase(c), "cholestasis-of-pregnancy");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/risk of stillbirth is raised/);
  });
});

describe("thyrotoxicosis in pregnancy and after birth: no uptake scan (review 12, pregnancy 07 and 13)", () => {
  it("reads early-pregnancy thyrotoxicosis with hyperemesis and twins as possible gestational thyrotoxicosis", () => {
    const r = runReviewCase(load("07-gestational-thyrotoxicosis"));
    const f = find(r, "thyrotoxicosis-pregnancy-postpartum");
    expect(f?.title).toMatch(/gestational transient thyrotoxicosis/);
    expect(find(r, "overt-hyperthyroidism")).toBeUndefined();
    expect(f?.nextSteps.join(" ")).toMatch(/No thyroid uptake scan or radioiodine in pregnancy/);
    expect(allText(r)).not.toMatch(/\(TRAb, uptake scan\)|needs treatment\./);
  });

  it("reads thyrotoxicosis 4 months after birth with negative TRAb as postpartum thyroiditis, without a scan", () => {
    const r = runReviewCase(load("13-postpartum-thyroiditis"));
    const f = find(r, "thyrotoxicosis-pregnancy-postpartum");
    expect(f?.title).toBe("Postpartum thyroiditis (thyrotoxic phase) likely");
    expect(f?.nextSteps.join(" ")).toMatch(/no antithyroid drugs/);
    expect(f?.nextSteps.join(" ")).toMatch(/No thyroid uptake scan while breastfeeding/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Measure TSH-receptor antibodies/);
    expect(find(r, "overt-hyperthyroidism")).toBeUndefined();
  });
});

describe("dipstick proteinuria at 32 weeks without a blood pressure (review 12, messy labs 06b)", () => {
  it("asks for blood pressure and quantification today", () => {
    const r = runReviewCase(load("06b-dipstick-noflag"));
    const f = find(r, "pregnancy-proteinuria");
    expect(f?.severity).toBe("high");
    expect(f?.patient).toMatch(/pre-eclampsia/);
    expect(f?.nextSteps).toContain("Measure blood pressure today");
  });
});
