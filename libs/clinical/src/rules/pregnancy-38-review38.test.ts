import { describe, expect, it } from "vitest";
import {
  citedFor,
  clinicianText,
  codes,
  finding,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

/*
 * Review 38, pregnancy-38: pregnancy and postpartum records read as an obstetrician or GP would.
 * Found and changed:
 * - 11: a Manchester woman on isotretinoin with a urine pregnancy test "Positive" got only the generic
 *   positive-test line: the urine test was read with lab(), which keeps numeric results only, and a
 *   "Positive" result is qualitative, so the teratogen rules never saw it. It is now read as a
 *   positive test: isotretinoin-in-pregnancy (high), stop and refer to teratology.
 *   rules/pregnancy-test.ts.
 * - 08: 32 weeks in Norwich, itchy palms and soles, ALT 86 and ALP 210, no bile acids: the report gave
 *   the adult cholestatic work-up (an R ratio built from the placental ALP, ultrasound, PBC and PSC
 *   tests). A new finding, pregnancy-itch-bile-acids, asks for a bile acid level (RCOG GTG 43 considers
 *   ICP on itch with a peak bile acid of 19 µmol/L or more; SMFM on US records), the adult pattern
 *   steps aside, and the ALP line says the placenta makes ALP too instead of "bile ducts or bone".
 *   rules/pregnancy-cholestasis.ts, rules/patterns.ts, evaluate.ts, catalogue/overlay.ts,
 *   rules/pregnancy-labs.ts (PLACENTAL_ALP_MAX_ULN exported).
 * - 03: a Denver one-step OGTT (fasting 94, 1-hour 168, 2-hour 141 mg/dL) was said to meet NICE NG3
 *   as well, its 2-hour 141 mg/dL counted at NICE's 7.8 mmol/L, with ADA's thresholds in mmol/L and
 *   the UK "joint diabetes and antenatal service" step. A US record is judged by ADA's one-step
 *   thresholds alone, given in mg/dL (92, 180, 153), cites ADA and ACOG PB 190, and gets the US care
 *   step. rules/pregnancy-glucose.ts.
 * - 01: "G1P0, 34+2 weeks" was "gestational age not found"; and "headache not eased by paracetamol, and
 *   flashing lights in both eyes" lost the visual disturbance (the "not" of "not eased" was read as
 *   denying all that followed). Now 34 weeks, severe features "headache not relieved by simple
 *   analgesia and visual disturbance"; the patient is no longer told to get help "if you also develop
 *   problems with your vision" when the notes say she has them. vocab/pregnancy.ts (weeks-and-days),
 *   rules/notes.ts (NOT_A_DENIAL), rules/pregnancy-emergencies.ts (symptomAdvice).
 * - 04: "Community midwife, Bristol. 28 weeks, routine 28-week bloods" with a pregnancy recorded gave no
 *   gestational age, so Hb 98 g/L was judged by WHO's 110 g/L "with no gestational age"; a standalone
 *   "28 weeks" in a recorded pregnancy is now read, and the UK record gets the BSH/RCOG third-trimester
 *   cut-off (105 g/L). vocab/pregnancy.ts.
 * - 12: 134/86 at 7 weeks on lisinopril in Boston was told it was above "the pregnancy goal" of NICE
 *   NG133 (135/85). A US record is no longer held to NICE's goal; a US chronic hypertension reading of
 *   140/90 or more is told ACOG's CHAP advisory (treat from 140/90) and SMFM's goal below 140/90,
 *   cited to a new source seen today. rules/pregnancy-emergencies.ts, evidence/added-sources.ts
 *   (acog-2022-chap-practice-advisory), evidence/summaries.ts.
 * Pinned: 02 (UK OGTT 2-hour 8.1 mmol/L: GDM by NICE NG3, NICE cited alone), 05 (US levothyroxine, TSH
 * 4.8 at 10 weeks: high, increase the dose now), 06 (UK day 5 postnatal, BP 160/105 in the notes:
 * critical, same-day maternity assessment; Hb 112 not anaemia after birth), 09 (US HELLP at 36 weeks:
 * critical, magnesium, ACOG PB 222), 10 (UK warfarin with a serum hCG of 48000: warfarin-in-pregnancy),
 * 12 (lisinopril at 7 weeks: ace-inhibitor-arb-in-pregnancy; aspirin from 12 weeks per USPSTF).
 * Not changed:
 * - 07: a Chicago woman on lithium planning a pregnancy gets no finding. No US source on lithium before
 *   conception was seen today (the pages found were NHS GGC's), and a US record should not be told UK
 *   perinatal advice; the valproate planning rule is the only such rule.
 * - 10: warfarin in a UK pregnancy is cited to the US label and told "within the next day or two"; in
 *   the embryopathy window (6–12 weeks) a same-day change to LMWH is what an obstetric physician would
 *   do, but no UK source (RCOG GTG 37a) was seen today to say so.
 * - 04: the microcytic-anaemia step still offers haemoglobin electrophoresis after iron studies; in
 *   pregnancy a trial of oral iron is the usual first step (BSH 2020), which the anaemia finding's
 *   summary holds, but the microcytic step was not reworded this round.
 * - 08: the new finding does not fire in the first half of pregnancy (itch then is not read as ICP) or
 *   with pre-eclampsia's signs, where the transaminases belong to that picture.
 */
const { run, edit } = reviewFolder(new URL("./fixtures/pregnancy-38-review38/", import.meta.url));

describe("teratogens and a positive urine pregnancy test (review 38, pregnancy-38)", () => {
  it("11: isotretinoin with a urine pregnancy test of 'Positive' is a teratogen finding, stop and refer", () => {
    const r = run("11-uk-isotretinoin-positive-test");
    const f = finding(r, "isotretinoin-in-pregnancy");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Positive urine pregnancy test and taking isotretinoin 20 mg capsules");
    expect(f?.nextSteps).toEqual(["Stop isotretinoin and refer to a specialist in teratology"]);
    expect(patientText(r)).toContain("Your pregnancy test is positive and you take isotretinoin");
  });

  it("11: the same record with a negative urine test makes no teratogen finding", () => {
    const c = edit("11-uk-isotretinoin-positive-test", (d) => {
      for (const l of d.recentAbnormalLabs) l.value = "Negative";
    });
    expect(codes(runReviewCase(c))).not.toContain("isotretinoin-in-pregnancy");
  });

  it("10: warfarin with a serum hCG of 48000 is weighed as warfarin in pregnancy", () => {
    const r = run("10-uk-warfarin-pregnant-9w");
    expect(finding(r, "warfarin-in-pregnancy")?.clinician).toContain("Positive pregnancy test (hCG 48000");
  });

  it("12: lisinopril at 7 weeks is stopped and switched, with aspirin from 12 weeks", () => {
    const r = run("12-us-lisinopril-pregnant-7w");
    expect(finding(r, "ace-inhibitor-arb-in-pregnancy")?.severity).toBe("high");
    expect(codes(r)).toContain("pre-eclampsia-aspirin-not-recorded");
  });
});

describe("itching in later pregnancy (review 38, pregnancy-38)", () => {
  it("08: itch at 32 weeks with ALT 86 and no bile acids asks for bile acids, not the adult work-up", () => {
    const r = run("08-uk-itch-32w-alt-no-bile-acids");
    const f = finding(r, "pregnancy-itch-bile-acids");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("At 32 weeks of pregnancy: itching recorded in the notes with ALT 86 U/L");
    expect(f?.nextSteps?.[0]).toContain("Measure a random total bile acid level");
    expect(citedFor(r, "pregnancy-itch-bile-acids")).toEqual(["rcog-gtg43-icp-2022"]);
    expect(codes(r)).not.toContain("liver-injury-pattern");
    expect(clinicianText(r)).not.toMatch(/primary biliary cholangitis|R ratio/);
    expect(clinicianText(r)).toContain("because the placenta makes this enzyme too");
    expect(patientText(r)).not.toContain("from the bile ducts or from bone");
  });

  it("08: with bile acids of 45 µmol/L the ICP finding speaks instead", () => {
    const c = edit("08-uk-itch-32w-alt-no-bile-acids", (d) => {
      d.recentAbnormalLabs.push({ display: "Bile acids, total", value: "45", unit: "umol/L", date: "2026-11-30" });
    });
    const r = runReviewCase(c);
    expect(codes(r)).toContain("cholestasis-of-pregnancy");
    expect(codes(r)).not.toContain("pregnancy-itch-bile-acids");
  });

  it("08: a US twin is told of the prenatal care team and cites SMFM", () => {
    const c = edit("08-uk-itch-32w-alt-no-bile-acids", (d) => {
      d.additionalContext = "OB clinic, Phoenix, Arizona. 32 weeks pregnant. Itching of palms and soles for a week.";
    });
    const r = runReviewCase(c);
    expect(citedFor(r, "pregnancy-itch-bile-acids")).toContain("smfm-cs53-icp");
    expect(patientText(r)).toContain("prenatal care team");
  });

  it("08: the same itch at 12 weeks is not read as cholestasis of pregnancy", () => {
    const c = edit("08-uk-itch-32w-alt-no-bile-acids", (d) => {
      d.additionalContext = "GP surgery, Norwich. 12 weeks pregnant. Itching of palms and soles for a week.";
    });
    expect(codes(runReviewCase(c))).not.toContain("pregnancy-itch-bile-acids");
  });
});

describe("gestational diabetes by the country's thresholds (review 38, pregnancy-38)", () => {
  it("03: a US one-step OGTT is judged by ADA's mg/dL thresholds only, not NICE's", () => {
    const r = run("03-us-gdm-iadpsg-fasting-only");
    const f = finding(r, "gestational-diabetes");
    expect(f?.clinician).toContain("fasting glucose 94 mg/dL (2026-11-30); this meets");
    expect(f?.clinician).toContain("ADA one-step 75 g OGTT: fasting 92, 1-hour 180 or 2-hour 153 mg/dL or more");
    expect(f?.clinician).not.toContain("NICE");
    expect(f?.clinician).not.toContain("2-hour glucose 141");
    expect(f?.nextSteps?.[0]).toContain("Start gestational diabetes care with the prenatal team");
    expect(citedFor(r, "gestational-diabetes")).not.toContain("nice-ng3-diabetes-pregnancy");
  });

  it("03: a US 2-hour of 141 mg/dL alone (fasting 88) is not gestational diabetes by ADA", () => {
    const c = edit("03-us-gdm-iadpsg-fasting-only", (d) => {
      const fasting = d.recentAbnormalLabs[0];
      if (fasting) fasting.value = "88";
    });
    expect(codes(runReviewCase(c))).not.toContain("gestational-diabetes");
  });

  it("02: a UK 2-hour of 8.1 mmol/L is gestational diabetes by NICE NG3, cited alone", () => {
    const r = run("02-uk-gdm-ogtt-28w-2h-only");
    expect(finding(r, "gestational-diabetes")?.clinician).toContain("NICE NG3: fasting 5.6 or 2-hour 7.8 mmol/L");
    expect(citedFor(r, "gestational-diabetes")).toEqual(["nice-ng3-diabetes-pregnancy"]);
  });
});

describe("pre-eclampsia and blood pressure (review 38, pregnancy-38)", () => {
  it("01: 34+2 weeks with 152/98, PCR 45 and headache with flashing lights: both severe features", () => {
    const r = run("01-uk-preeclampsia-34w-headache-visual");
    const f = finding(r, "pre-eclampsia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("At 34 weeks of pregnancy: blood pressure 152/98 mmHg");
    expect(f?.clinician).toContain(
      "Severe features: headache not relieved by simple analgesia and visual disturbance.",
    );
    expect(patientText(r)).toContain("a headache that painkillers do not ease and problems with your vision");
    expect(patientText(r)).toContain(
      "Get help at once if you also develop a severe headache, severe pain just below the ribs, vomiting, or sudden swelling of your face, hands or feet.",
    );
  });

  it("01: 'headache not relieved by paracetamol, and blurred vision' keeps the vision; 'no visual disturbance' does not", () => {
    const kept = edit("01-uk-preeclampsia-34w-headache-visual", (d) => {
      d.additionalContext =
        "Antenatal day unit, Leeds. 34+2 weeks. Headache not relieved by paracetamol, and blurred vision.";
    });
    expect(finding(runReviewCase(kept), "pre-eclampsia")?.clinician).toContain(
      "Severe features: headache not relieved by simple analgesia and visual disturbance.",
    );
    const denied = edit("01-uk-preeclampsia-34w-headache-visual", (d) => {
      d.additionalContext =
        "Antenatal day unit, Leeds. 34+2 weeks. Headache not relieved by paracetamol. No visual disturbance.";
    });
    expect(finding(runReviewCase(denied), "pre-eclampsia")?.clinician).toContain(
      "Severe features: headache not relieved by simple analgesia. It is",
    );
  });

  it("06: day 5 postnatal with 160/105 in the notes is severe postnatal hypertension, same-day assessment", () => {
    const r = run("06-uk-postpartum-day5-bp-160-105-notes");
    const f = finding(r, "pregnancy-hypertension");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("Day 5 after birth: blood pressure 160/105 mmHg");
    expect(f?.nextSteps?.[0]).toContain("Same-day assessment in the maternity unit");
    expect(patientText(r)).toContain("so it is not anaemia");
  });

  it("09: platelets 85, ALT 210 and LDH 720 at 36 weeks is HELLP, critical, with magnesium", () => {
    const r = run("09-us-hellp-36w");
    const f = finding(r, "hellp-syndrome");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps?.join("\n")).toContain("Magnesium sulfate for seizure prophylaxis");
  });

  it("12: 134/86 at 7 weeks in Boston is not held to NICE's 135/85 goal", () => {
    const r = run("12-us-lisinopril-pregnant-7w");
    expect(codes(r)).not.toContain("pregnancy-hypertension");
    expect(clinicianText(r)).not.toContain("NICE NG133 aims for 135/85");
  });

  it("12: at 146/94 the US record is told ACOG's and SMFM's 140/90, cited to the CHAP advisory", () => {
    const c = edit("12-us-lisinopril-pregnant-7w", (d) => {
      const v = (d as unknown as { vitalSigns: Record<string, string>[] }).vitalSigns[0];
      if (v) v.value = "146/94";
    });
    const r = runReviewCase(c);
    const f = finding(r, "pregnancy-hypertension");
    expect(f?.clinician).toContain("ACOG's advisory on the CHAP trial (2022) treats from 140/90 mmHg");
    expect(f?.nextSteps).toEqual([
      "Review with the prenatal care team: treat with medicines suited to pregnancy, aiming for below 140/90 mmHg",
    ]);
    expect(citedFor(r, "pregnancy-hypertension")).toEqual(["acog-2022-chap-practice-advisory"]);
  });

  it("12: a UK twin at 134/86 keeps NICE's goal of 135/85", () => {
    const c = edit("12-us-lisinopril-pregnant-7w", (d) => {
      d.additionalContext = "GP surgery, Leeds. 7 weeks pregnant, planned pregnancy. Has taken lisinopril throughout.";
    });
    expect(finding(runReviewCase(c), "pregnancy-hypertension")?.clinician).toContain("NICE NG133 aims for 135/85");
  });
});

describe("anaemia and thyroid in pregnancy (review 38, pregnancy-38)", () => {
  it("04: '28 weeks' in a recorded pregnancy gives the BSH/RCOG third-trimester cut-off for Hb 98", () => {
    const r = run("04-uk-anaemia-28w-hb-98");
    const f = finding(r, "anaemia");
    expect(f?.clinician).toContain(
      "below the BSH/RCOG cut-off for pregnancy in the third trimester, at 28 weeks (105 g/L)",
    );
    expect(f?.clinician).not.toContain("no gestational age was found");
  });

  it("05: TSH 4.8 at 10 weeks on levothyroxine: increase the dose now and recheck in 4 weeks", () => {
    const r = run("05-us-levothyroxine-tsh-4-8-10w");
    const f = finding(r, "pregnancy-levothyroxine");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps?.[0]).toContain("Increase the levothyroxine dose now");
  });
});
