import { describe, expect, it } from "vitest";
import {
  citedFor,
  clinicianLine,
  clinicianText,
  codes,
  finding,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

/*
 * Review 40, medicines for mental health and epilepsy before and during pregnancy:
 * Found and changed:
 * - 01: a Seattle woman on lithium "planning a pregnancy next year" got no finding (left by reviews 38
 *   and 39 for want of a US source). ACOG Clinical Practice Guideline 5 (2023) was seen today on ACOG's
 *   own page: counsel on the benefits and risks, and do not stop psychiatric medicines because of
 *   pregnancy alone. A new finding, lithium-pregnancy-planning (moderate), asks for a pre-conception
 *   review with her psychiatrist, warns against stopping lithium on her own (relapse), and says levels
 *   fall in pregnancy and are checked more often (Westin 2017). It applies outside the UK only.
 *   "Planning to try for a baby" (review 38's Chicago case 07) is now read as planning too.
 *   rules/psychiatric-drug-safety.ts (lithiumPlanning, PLANNING), evidence/added-sources.ts
 *   (acog-2023-cpg5-perinatal-mental-health, westin-2017-lithium-pregnancy, hermann-2019-lithium-perinatal),
 *   evidence/summaries.ts. Review 39's case 04 test now expects the finding.
 * - 03: valproate in Wellington, New Zealand, planning a pregnancy, read "In the UK valproate must not be
 *   used ..." and was asked for the UK Risk Acknowledgement Form and Patient Guide. A record that does
 *   not read as UK is now told the programme is the UK regulator's (MHRA) and asked for a yearly
 *   specialist review and highly effective contraception, without the UK paperwork. A UK record (04,
 *   Sheffield) keeps its wording. rules/psychiatric-drug-safety.ts (valproatePpp, UK_PPP, ELSEWHERE_PPP).
 * - 08: carbamazepine in Norwich, "Planning a pregnancy in the spring. Not on folic acid": no finding.
 *   The folic acid 5 mg advice for antiseizure medicines runs from before conception (SIGN, RCOG, NICE, as
 *   already cited), so a woman who says she is planning a pregnancy now gets it, with the step to start
 *   now. rules/pregnancy-folic-acid.ts (whenAdvised). 03 and 04 get it too.
 * - 10: topiramate in Austin, Texas: "Since 2024 the MHRA contraindicates ..." and "complete the annual
 *   Risk Awareness Form". A record that does not read as UK is told whose programme it is and asked for
 *   a yearly review of need and risks instead of the UK form; UK wording stays (09, Bristol).
 *   rules/seizure-medicine.ts (topiramatePpp).
 * Pinned: 05 (US microcytic anaemia at 22 weeks: ferritin first, electrophoresis if iron studies are
 * normal; see Not changed), 06 (UK lamotrigine at 12 weeks on folic acid 5 mg, level 74% of her
 * pre-pregnancy level: lamotrigine-pregnancy-levels, moderate, no folic acid finding), 07 (UK sertraline
 * at 20 weeks, continued by choice: no finding), 09 (UK topiramate on a combined pill: high, MHRA
 * programme with the Risk Awareness Form).
 * Not changed:
 * - 02: a Leeds woman on lithium "trying for a baby" still gets no finding. NICE CG192 (which advises
 *   differently from ACOG on lithium before conception) is not in the evidence base; today it was seen
 *   only as quoted by a review and as a copy's front matter, and NHS GGC's page covers lithium once
 *   pregnant, not before. UK records are not told US advice.
 * - 05: the US microcytic step still offers haemoglobin electrophoresis after normal iron studies. ACOG
 *   Practice Bulletin 233's text on the order of tests was not seen today (only its abstract and title
 *   page, which the evidence base already holds), so the US order was not changed.
 * - 01: the US lithium label's pregnancy section was not seen today (only its boxed warning), so the
 *   finding does not quote it. A pregnant woman on lithium gets no lithium-specific finding.
 * - 10: no US source on topiramate in pregnancy (label section 8.1) was seen today; the finding still
 *   cites only the MHRA programme, now named as the UK's.
 * - The folic acid finding quotes UK guidance (SIGN, RCOG, NICE) on any record, a US one included, as
 *   it did before for pregnancy; US guidance sets a lower minimum (0.4 mg) and no US source was sought.
 * - 08: carbamazepine's own risks in pregnancy and its effect on hormonal contraception before
 *   conception are not raised; no source on carbamazepine in pregnancy was looked for this round.
 */
const { run, edit, load } = reviewFolder(new URL("./fixtures/perinatal-meds-40-review40/", import.meta.url));

const LITHIUM = "lithium-pregnancy-planning";
const VALPROATE = "valproate-pregnancy-prevention";
const FOLIC = "folic-acid-antiseizure-pregnancy";
const TOPIRAMATE = "topiramate-pregnancy-prevention";

describe("lithium while planning a pregnancy (review 40, perinatal-meds-40)", () => {
  it("01: Seattle, planning a pregnancy on lithium: moderate, psychiatry before conception, ACOG CPG 5 cited", () => {
    const r = run("01-us-30-lithium-planning-pregnancy");
    expect(codes(r)).toEqual([LITHIUM]);
    const f = finding(r, LITHIUM);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain('the notes say "planning a pregnancy"');
    expect(f?.clinician).toContain("recommends against stopping them because of pregnancy alone");
    expect(f?.clinician).toContain("so they are checked more often through pregnancy and after delivery");
    expect(f?.nextSteps).toEqual([
      "Arrange a pre-conception review with her psychiatrist to decide whether to continue, adjust or change lithium before she conceives",
      "If lithium continues into pregnancy, check lithium levels more often than usual through pregnancy and after delivery",
    ]);
    expect(patientText(r)).toContain("Do not stop lithium on your own: stopping it can bring your mood symptoms back.");
    expect(citedFor(r, LITHIUM)).toEqual(
      expect.arrayContaining([
        "acog-2023-cpg5-perinatal-mental-health",
        "westin-2017-lithium-pregnancy",
        "hermann-2019-lithium-perinatal",
      ]),
    );
  });

  it("01: also in Auckland, and for 'planning to try for a baby'", () => {
    for (const notes of [
      "GP visit, Auckland, New Zealand. Planning a pregnancy next year.",
      "Psychiatry follow-up, Chicago. She and her husband are planning to try for a baby next year.",
    ]) {
      const c = edit("01-us-30-lithium-planning-pregnancy", (d) => {
        d.additionalContext = notes;
      });
      expect(codes(runReviewCase(c))).toContain(LITHIUM);
    }
  });

  it("01: silent with no plan stated, in Leeds, for a man, and once pregnant", () => {
    for (const notes of [
      "Family medicine visit, Seattle, WA. Mood stable on lithium.",
      "GP review, Leeds. Planning a pregnancy next year.",
    ]) {
      const c = edit("01-us-30-lithium-planning-pregnancy", (d) => {
        d.additionalContext = notes;
      });
      expect(codes(runReviewCase(c))).not.toContain(LITHIUM);
    }
    const man = load("01-us-30-lithium-planning-pregnancy");
    man.data.patientInfo.gender = "male";
    expect(codes(runReviewCase(man))).not.toContain(LITHIUM);
    const pregnant = edit("01-us-30-lithium-planning-pregnancy", (d) => {
      d.additionalContext = "Family medicine visit, Seattle, WA. 8 weeks pregnant, was planning a pregnancy.";
      d.pastMedicalHistory.push({ display: "Pregnancy", clinicalStatus: "active" });
    });
    expect(codes(runReviewCase(pregnant))).not.toContain(LITHIUM);
  });

  it("02: Leeds, trying for a baby on Priadel: no finding (NICE CG192 not seen; left)", () => {
    expect(codes(run("02-uk-33-lithium-planning-pregnancy"))).toEqual([]);
  });
});

describe("valproate and topiramate programmes named as the UK's outside the UK (review 40, perinatal-meds-40)", () => {
  it("03: Wellington: the MHRA programme named as the UK regulator's, steps without the UK paperwork", () => {
    const r = run("03-neither-27-valproate-planning-pregnancy");
    const f = finding(r, VALPROATE);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain(
      "The UK regulator (MHRA) allows valproate in women who could become pregnant only under its Pregnancy Prevention Programme",
    );
    expect(f?.clinician).not.toContain("In the UK valproate must not be used");
    expect(f?.nextSteps).toEqual([
      "Check for a specialist review of valproate and its risks in pregnancy in the last year; refer for one if there is none",
      "Arrange highly effective contraception (intrauterine device or system, or implant)",
      "Urgent specialist review before conception to plan a change of treatment",
    ]);
    expect(codes(r)).toEqual([VALPROATE, FOLIC]);
  });

  it("04: Sheffield keeps the UK wording, the Risk Acknowledgement Form and the Patient Guide", () => {
    const f = finding(run("04-uk-29-valproate-planning-pregnancy"), VALPROATE);
    expect(f?.clinician).toContain("In the UK valproate must not be used in women who could become pregnant");
    expect(f?.clinician).toContain('The notes say "wants to start a family"');
    expect(f?.nextSteps.slice(0, 2)).toEqual([
      "Check for a specialist review with a signed Risk Acknowledgement Form in the last year; refer for one if there is none",
      "Arrange highly effective contraception (intrauterine device or system, or implant) and give the valproate Patient Guide",
    ]);
  });

  it("10: Austin topiramate: MHRA named as the UK regulator, a yearly review instead of the UK form", () => {
    const r = run("10-us-23-topiramate-migraine");
    const f = finding(r, TOPIRAMATE);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Since 2024 the UK regulator (MHRA) has contraindicated topiramate");
    expect(f?.nextSteps[0]).toBe(
      "Review the need for topiramate and alternatives, and its risks in pregnancy, at least yearly",
    );
    expect(f?.nextSteps.join(" ")).not.toContain("Risk Awareness Form");
  });

  it("09: Bristol topiramate on Microgynon: high, MHRA wording and the annual Risk Awareness Form", () => {
    const r = run("09-uk-24-topiramate-migraine");
    const f = finding(r, TOPIRAMATE);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Since 2024 the MHRA contraindicates topiramate");
    expect(f?.clinician).toContain("The record shows Microgynon 30 tablets, which depends on being taken correctly");
    expect(f?.nextSteps[0]).toBe(
      "Review the need for topiramate and alternatives; complete the annual Risk Awareness Form",
    );
    expect(citedFor(r, TOPIRAMATE)).toContain("mhra-2024-topiramate-ppp");
  });
});

describe("folic acid 5 mg before conception on an antiseizure medicine (review 40, perinatal-meds-40)", () => {
  it("08: Norwich, carbamazepine, planning a pregnancy, no folic acid: moderate, start 5 mg now", () => {
    const r = run("08-uk-32-carbamazepine-planning-pregnancy");
    // Review 44: carbamazepine's own risks before conception now have a finding (MHRA 2021 review).
    expect(codes(r)).toEqual([FOLIC, "antiseizure-pregnancy-planning"]);
    const f = finding(r, FOLIC);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain(
      "Planning a pregnancy, as the notes say, and taking carbamazepine 200 mg modified-release tablets. No folic acid is listed.",
    );
    expect(f?.nextSteps).toEqual([
      "Prescribe folic acid 5 mg daily from now, before conception, until the end of the first trimester",
    ]);
    expect(patientText(r)).toContain("You are thinking about a pregnancy and take a medicine for epilepsy or mood.");
    expect(citedFor(r, FOLIC)).toContain("aepi-2021-epilepsy-reproduction");
  });

  it("08: not without a stated plan, and not once folic acid 5 mg daily is listed", () => {
    const noPlan = edit("08-uk-32-carbamazepine-planning-pregnancy", (d) => {
      d.additionalContext = "GP surgery, Norwich. Seizure-free 4 years.";
    });
    expect(codes(runReviewCase(noPlan))).not.toContain(FOLIC);
    const onFolic = edit("08-uk-32-carbamazepine-planning-pregnancy", (d) => {
      d.medications.push({ medication: "Folic acid 5 mg tablets", status: "active", dosage: "5 mg once daily" });
    });
    expect(codes(runReviewCase(onFolic))).not.toContain(FOLIC);
  });

  it("06: lamotrigine at 12 weeks on folic acid 5 mg: the level finding only, 74% of her earlier level", () => {
    const r = run("06-uk-31-lamotrigine-12w");
    expect(codes(r)).toEqual(["lamotrigine-pregnancy-levels"]);
    const f = finding(r, "lamotrigine-pregnancy-levels");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain(
      "Lamotrigine level 4.6 mg/L (2026-11-28), 74% of the earlier 6.2 mg/L (2026-07-10).",
    );
    expect(f?.clinician).not.toContain("below 0.65 of her own reference level");
  });
});

describe("pinned in pregnancy (review 40, perinatal-meds-40)", () => {
  it("07: sertraline at 20 weeks, continued by choice: no finding", () => {
    const r = run("07-uk-28-sertraline-pregnant-20w");
    expect(codes(r)).toEqual([]);
    expect(clinicianText(r)).toContain("No rule-based problems were identified.");
  });

  it("05: US microcytic anemia at 22 weeks: ferritin first, electrophoresis after normal iron studies (left)", () => {
    const r = run("05-us-26-microcytic-anemia-22w");
    const f = finding(r, "microcytic-anaemia-iron-studies");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps).toEqual([
      "Check ferritin (CRP already in the record); consider hemoglobin electrophoresis if iron studies are normal",
    ]);
    expect(clinicianLine(r, "Anemia")).toContain("below the WHO cut-off for pregnancy in the second trimester");
  });
});
