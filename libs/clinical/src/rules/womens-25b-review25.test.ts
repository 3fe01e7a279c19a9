import { describe, expect, it } from "vitest";
import { codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/womens-25b-review25/", import.meta.url));

describe("a statin in pregnancy, UK and US (review 25)", () => {
  it("01: a UK record gets the UK advice to stop 3 months before conceiving, with its source", () => {
    const f = finding(run("01-uk-statin-pregnant-9wk"), "statin-in-pregnancy");
    expect(f?.clinician).toMatch(/UK advice \(UKTIS\) is to stop a statin 3 months before trying to conceive/);
    expect(f?.clinician).toMatch(/discuss contraception and plans for future pregnancies/);
    expect(f?.evidenceIds).toEqual(["uktis-statins-pregnancy", "fda-2021-statins-pregnancy"]);
  });

  it("02: a US record keeps the FDA advice alone", () => {
    const f = finding(run("02-us-statin-pregnant-10wk"), "statin-in-pregnancy");
    expect(f?.clinician).toMatch(/The FDA \(2021\) advises stopping statins/);
    expect(f?.clinician).not.toMatch(/UKTIS/);
    expect(f?.evidenceIds).toEqual(["fda-2021-statins-pregnancy"]);
  });
});

describe("migraine aura told in the notes on combined contraception (review 25)", () => {
  it("03: 'flashing lights then headache' on the combined pill is read as migraine with aura", () => {
    const r = run("03-uk-coc-flashing-lights-then-headache");
    const f = finding(r, "combined-contraceptive-migraine-aura");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/UKMEC category 4/);
    expect(patientText(r)).toMatch(/switching to a safer method without a gap/);
  });

  it.each([
    "Migraines preceded by zig-zag lines in her vision lasting 20 minutes.",
    "Zig-zag lines before headache, twice a month.",
    "Visual disturbance then migraine, about monthly.",
  ])("reads the aura described as %j", (notes) => {
    const c = load("03-uk-coc-flashing-lights-then-headache");
    c.data.additionalContext = `Pill review at GP surgery. ${notes} Non-smoker.`;
    expect(codes(runReviewCase(c))).toContain("combined-contraceptive-migraine-aura");
  });

  it("04: visual symptoms denied, with migraine without aura, do not make it migraine with aura", () => {
    expect(codes(run("04-uk-coc-migraine-no-visual-symptoms"))).not.toContain("combined-contraceptive-migraine-aura");
  });

  it("flashing lights with no headache after them are not an aura", () => {
    const c = load("04-uk-coc-migraine-no-visual-symptoms");
    c.data.additionalContext =
      "Pill check at GP surgery. Saw flashing lights after a blow to the eye last year. Non-smoker.";
    expect(codes(runReviewCase(c))).not.toContain("combined-contraceptive-migraine-aura");
  });
});

describe("iron-deficiency anaemia in pregnancy, US and UK sources (review 25)", () => {
  it("05: a US record cites ACOG and the USPSTF, not the UK guideline", () => {
    const f = finding(run("05-us-pregnancy-29wk-iron-deficiency-anemia"), "iron-deficiency-anaemia");
    expect(f?.clinician).toMatch(/leading cause of anemia \(USPSTF 2024; ACOG Practice Bulletin 233, 2021\)/);
    expect(f?.clinician).not.toMatch(/BSH/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/BSH/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["acog-pb233-anemia-pregnancy", "uspstf-2024-ida-pregnancy"]),
    );
    expect(f?.evidenceIds).not.toContain("bsh-2020-iron-pregnancy");
  });

  it("06: a UK record keeps the BSH 2020 ferritin threshold and dose", () => {
    const f = finding(run("06-uk-pregnancy-30wk-iron-deficiency"), "iron-deficiency-anaemia");
    expect(f?.clinician).toMatch(/ferritin below 30 µg\/L in pregnancy indicates iron deficiency \(BSH 2020\)/);
    expect(f?.nextSteps[0]).toMatch(/40–80 mg of elemental iron each morning \(BSH 2020\)/);
    expect(f?.evidenceIds).toContain("bsh-2020-iron-pregnancy");
    expect(f?.evidenceIds).not.toContain("acog-pb233-anemia-pregnancy");
  });
});

describe("gestational diabetes and pre-eclampsia (review 25)", () => {
  it("07: a UK OGTT of 5.8 fasting and 8.1 at 2 hours is gestational diabetes by NICE NG3 (reads well)", () => {
    const r = run("07-uk-gdm-ogtt-26wk");
    const f = finding(r, "gestational-diabetes");
    expect(f?.clinician).toMatch(/NICE NG3: fasting 5\.6 or 2-hour 7\.8 mmol\/L or more/);
    expect(f?.nextSteps[0]).toMatch(/joint diabetes and antenatal/);
    expect(codes(r)).not.toContain("prediabetes-range");
  });

  it("08: US pre-eclampsia is read against ACOG's criteria in US units, not NICE's", () => {
    const r = run("08-us-preeclampsia-33wk");
    const f = finding(r, "pre-eclampsia");
    expect(f?.clinician).toMatch(/ACOG's criteria for pre-eclampsia \(Practice Bulletin 222\)/);
    expect(f?.clinician).toMatch(/protein:creatinine ratio 0\.3 mg\/mg or more/);
    expect(f?.clinician).not.toMatch(/NICE|mg\/mmol|µmol\/L/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/NICE/);
    expect(f?.evidenceIds).toEqual(["acog-pb222-htn-preeclampsia"]);
  });

  it("UK pre-eclampsia keeps NICE's definition and NG133 monitoring", () => {
    const c = load("08-us-preeclampsia-33wk");
    c.data.additionalContext = "Maternity assessment unit (NHS). New-onset hypertension at 33 weeks. No headache.";
    const f = finding(runReviewCase(c), "pre-eclampsia");
    expect(f?.clinician).toMatch(/NICE's definition of pre-eclampsia/);
    expect(f?.nextSteps.join(" ")).toMatch(/NICE NG133/);
    expect(f?.evidenceIds).toContain("nice-ng133-hypertension-pregnancy");
  });
});

describe("HRT, ovarian failure, antibodies and thyroid after birth (review 25; read well, kept)", () => {
  it("09: oral HRT after a DVT prompts transdermal oestrogen (NICE NG23)", () => {
    const f = finding(run("09-uk-hrt-previous-dvt"), "thrombophilia-hrt");
    expect(f?.clinician).toMatch(/consider(?:ing)? transdermal rather than oral HRT/);
    expect(f?.evidenceIds).toContain("nice-ng23-menopause");
  });

  it("10: a raised FSH at 41 is not read against a single cycle phase", () => {
    const r = run("10-uk-fsh-raised-age-41");
    expect(finding(r, "lab-not-comparable")?.clinician).toMatch(/ranges for several phases/);
    expect(codes(r)).not.toContain("premature-ovarian-insufficiency");
  });

  it("11: anti-D found at booking is a high-severity red cell antibody finding, not routine anti-D advice", () => {
    const r = run("11-uk-antenatal-anti-d-antibody");
    const f = finding(r, "red-cell-antibodies-pregnancy");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/anti-D is one of the antibodies \(anti-D, anti-c, anti-K\)/);
    expect(f?.clinician).toMatch(/immune and not passive/);
    expect(f?.nextSteps.join(" ")).toMatch(/referral to a fetal medicine specialist/);
    expect(f?.evidenceIds).toEqual(["bsh-2016-antibodies-pregnancy"]);
    expect(codes(r)).not.toContain("rhd-negative-pregnancy");
  });

  it("a negative antibody screen in an RhD-negative pregnancy gets routine anti-D advice, not the antibody finding", () => {
    const c = load("11-uk-antenatal-anti-d-antibody");
    c.data.recentAbnormalLabs = [];
    c.data.recentNormalLabs.push({ display: "Antibody screen", value: "Negative", unit: "", date: "2026-11-20" });
    c.data.additionalContext = "Booking bloods, community midwife (NHS).";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("red-cell-antibodies-pregnancy");
    expect(codes(r)).toContain("rhd-negative-pregnancy");
  });

  it("an antibody named as anti-C (capital C) without a high-risk antibody stays moderate", () => {
    const c = load("11-uk-antenatal-anti-d-antibody");
    c.data.recentAbnormalLabs = [
      { display: "Antibody screen", value: "Positive", unit: "", date: "2026-11-20", interpretation: "Abnormal" },
      {
        display: "Antibody identification",
        value: "Anti-C identified",
        unit: "",
        date: "2026-11-20",
        interpretation: "Abnormal",
      },
    ];
    expect(finding(runReviewCase(c), "red-cell-antibodies-pregnancy")?.severity).toBe("moderate");
  });

  it("12: thyrotoxicosis 3 months after birth with TPO antibodies and negative TRAb reads as postpartum thyroiditis", () => {
    const f = finding(run("12-us-postpartum-thyroiditis"), "thyrotoxicosis-pregnancy-postpartum");
    expect(f?.clinician).toMatch(/fits postpartum thyroiditis/);
    expect(f?.nextSteps.join(" ")).toMatch(/no antithyroid drugs/);
    expect(f?.nextSteps.join(" ")).toMatch(/No thyroid uptake scan while breastfeeding/);
  });
});
