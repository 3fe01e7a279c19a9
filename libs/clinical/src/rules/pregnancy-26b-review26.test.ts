import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
  runReviewCase,
} from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/pregnancy-26b-review26/", import.meta.url));

describe("pregnancy and postpartum (review 26, pregnancy-26b)", () => {
  describe("a blood pressure sent as a lab row", () => {
    it("07: a postpartum BP of 164/108 among the labs is read as severe postpartum pre-eclampsia, not as missing", () => {
      const r = run("07-us-postpartum-hypertension-day5");
      const f = finding(r, "pre-eclampsia");
      expect(f?.severity).toBe("critical");
      expect(f?.clinician).toMatch(/Day 5 after birth: blood pressure 164\/108 mmHg/);
      expect(f?.clinician).toMatch(/Severe features: severe hypertension/);
      expect(codes(r)).not.toContain("pregnancy-proteinuria");
      expect(clinicianText(r)).not.toMatch(/No blood pressure reading is in the record/);
      expect(patientText(r)).toMatch(/postpartum pre-eclampsia with warning signs/);
    });

    it("without the BP row the same record still asks for a blood pressure today", () => {
      const c = edit("07-us-postpartum-hypertension-day5", (d) => {
        d.recentAbnormalLabs = d.recentAbnormalLabs.filter((l) => l.display !== "Blood pressure");
        d.additionalContext = "Postpartum day 5 after cesarean. Breastfeeding.";
      });
      const r = runReviewCase(c);
      expect(codes(r)).not.toContain("pre-eclampsia");
      expect(finding(r, "pregnancy-proteinuria")?.clinician).toMatch(/No blood pressure reading is in the record/);
    });

    it("a lab row named blood pressure with a non-pressure unit is not read as a reading", () => {
      const c = edit("07-us-postpartum-hypertension-day5", (d) => {
        for (const l of d.recentAbnormalLabs) if (l.display === "Blood pressure") l.unit = "mg/dL";
        d.additionalContext = "Postpartum day 5 after cesarean. Breastfeeding.";
      });
      expect(codes(runReviewCase(c))).not.toContain("pre-eclampsia");
    });

    it("07 deep: the deep report reads through with the critical finding on top", () => {
      const r = runDeepReviewCase(load("07-us-postpartum-hypertension-day5"));
      expectDeepReadsThrough(r);
      expect(codes(r)).toContain("pre-eclampsia");
    });
  });

  describe("a delivery recorded as a dated condition", () => {
    it("09: day 2 after a vaginal delivery, Hb 78 g/L is judged by the postpartum cut-off, not the non-pregnant one", () => {
      const r = run("09-uk-postpartum-anaemia-day2");
      const f = finding(r, "anaemia");
      expect(f?.clinician).toMatch(/below the BSH\/RCOG cut-off for the six weeks after birth \(100 g\/L\)/);
      expect(f?.clinician).not.toMatch(/WHO cut-off for women/);
      expect(f?.evidenceIds).toContain("bsh-2020-iron-pregnancy");
    });

    it("a previous caesarean recorded as history is not read as a birth this week", () => {
      const c = edit("09-uk-postpartum-anaemia-day2", (d) => {
        d.pastMedicalHistory = [
          { display: "Previous caesarean section", clinicalStatus: "resolved", onsetDate: "2026-11-28" },
        ];
        d.additionalContext = "Tired. Heavy periods.";
      });
      expect(finding(runReviewCase(c), "anaemia")?.clinician).toMatch(/WHO cut-off for women \(120 g\/L\)/);
    });

    it("a delivery dated more than six weeks back gives no postpartum reading", () => {
      const c = edit("09-uk-postpartum-anaemia-day2", (d) => {
        d.pastMedicalHistory = [
          { display: "Spontaneous vaginal delivery", clinicalStatus: "resolved", onsetDate: "2026-07-01" },
        ];
        d.additionalContext = "Tired. Heavy periods.";
      });
      expect(finding(runReviewCase(c), "anaemia")?.clinician).toMatch(/WHO cut-off for women/);
    });
  });

  describe("a positive pregnancy test on a teratogen", () => {
    it("05: a positive hCG on isotretinoin gives the teratogen finding with the US label's steps", () => {
      const r = run("05-us-isotretinoin-positive-hcg");
      const f = finding(r, "isotretinoin-in-pregnancy");
      expect(f?.severity).toBe("high");
      expect(f?.clinician).toMatch(/^Positive pregnancy test \(hCG 1850 mIU\/mL/);
      expect(f?.clinician).toMatch(/obstetrician-gynecologist experienced in reproductive toxicity/);
      expect(f?.clinician).not.toMatch(/UK product information/);
      expect(f?.nextSteps[0]).toMatch(/Stop isotretinoin now.*iPLEDGE and FDA MedWatch/);
      expect(f?.evidenceIds).toEqual(["isotretinoin-label-us"]);
      expect(f?.patient).toMatch(/^Your pregnancy test is positive and you take isotretinoin/);
    });

    it("05: the isotretinoin side-effect finding no longer asks for a dose review once the drug is being stopped", () => {
      const r = run("05-us-isotretinoin-positive-hcg");
      const f = finding(r, "isotretinoin-effects");
      expect(f?.clinician).toMatch(/With the pregnancy it is stopped/);
      expect(f?.nextSteps.join(" ")).not.toMatch(/Review the isotretinoin dose/);
      expect(patientText(r)).not.toMatch(/whether the dose should change|Can I keep taking isotretinoin/);
    });

    it("a negative hCG on isotretinoin gives no pregnancy finding and keeps the dose review", () => {
      const c = load("05-us-isotretinoin-positive-hcg");
      c.labResults[0].value = "<2";
      c.labResults[0].flag = "Normal";
      c.patientContext.clinicalNotes = "Month 4 of isotretinoin (iPLEDGE). Monthly pregnancy test negative.";
      const r = runReviewCase(c);
      expect(codes(r)).not.toContain("isotretinoin-in-pregnancy");
      expect(finding(r, "isotretinoin-effects")?.nextSteps[0]).toMatch(/Review the isotretinoin dose/);
    });

    it("a UK record with a positive test stated in the notes keeps the UK product information", () => {
      const c = load("05-us-isotretinoin-positive-hcg");
      c.labResults = [
        { name: "ALT", value: "28", unit: "U/L", referenceRange: "0-33", date: "2026-11-28" },
        { name: "Triglycerides", value: "2.4", unit: "mmol/L", referenceRange: "0.0-1.7", date: "2026-11-28" },
      ];
      c.patientContext.clinicalNotes = "GP surgery. Month 4 of isotretinoin. Pregnancy test came back positive today.";
      const f = finding(runReviewCase(c), "isotretinoin-in-pregnancy");
      expect(f?.clinician).toMatch(/^Pregnancy stated \("pregnancy test came back positive"\)/);
      expect(f?.nextSteps[0]).toBe("Stop isotretinoin and refer to a specialist in teratology");
      expect(f?.evidenceIds).toEqual(["isotretinoin-smpc-uk"]);
    });
  });

  describe("aspirin for a pregnancy at high risk of pre-eclampsia", () => {
    it("10: chronic hypertension at 12 weeks without aspirin is offered aspirin 75–150 mg from 12 weeks (NICE)", () => {
      const r = run("10-uk-ramipril-pregnant-12wk");
      const f = finding(r, "pre-eclampsia-aspirin-not-recorded");
      expect(f?.severity).toBe("moderate");
      expect(f?.clinician).toMatch(/At 12 weeks of pregnancy with chronic hypertension, a high-risk factor/);
      expect(f?.nextSteps[0]).toMatch(/aspirin 75–150 mg once daily from 12 weeks until the birth \(NICE NG133/);
      expect(f?.evidenceIds).toEqual(["nice-ng133-hypertension-pregnancy"]);
      expect(f?.patient).toMatch(/high blood pressure from before pregnancy.*GP/);
    });

    it("12: type 1 diabetes at 13 weeks on a US record gets the USPSTF 81 mg advice", () => {
      const f = finding(run("12-us-type1-diabetes-13wk"), "pre-eclampsia-aspirin-not-recorded");
      expect(f?.clinician).toMatch(/diabetes from before pregnancy/);
      expect(f?.nextSteps[0]).toBe("Prescribe low-dose aspirin 81 mg/day from 12 weeks of gestation (USPSTF 2021)");
      expect(f?.evidenceIds).toEqual(["uspstf-2021-aspirin-preeclampsia"]);
      expect(f?.patient).toMatch(/primary care clinician/);
    });

    it("12 deep: the deep report reads through and offers no primary-prevention aspirin reading in pregnancy", () => {
      const r = runDeepReviewCase(load("12-us-type1-diabetes-13wk"));
      expectDeepReadsThrough(r);
      expect(r.result.clinicianResponse).toMatch(/USPSTF's 2021 grade B recommendation/);
      expect(r.result.clinicianResponse).not.toMatch(/Primary Prevention of Cardiovascular Disease/);
    });

    it("aspirin already on the medicine list gives no aspirin finding", () => {
      const c = edit("10-uk-ramipril-pregnant-12wk", (d) => {
        d.medications.push({ medication: "Aspirin 150 mg tablets", status: "active", frequency: "at night" });
      });
      expect(codes(runReviewCase(c))).not.toContain("pre-eclampsia-aspirin-not-recorded");
    });

    it("aspirin named in the notes (declined) leaves it to the team", () => {
      const c = edit("12-us-type1-diabetes-13wk", (d) => {
        d.additionalContext += " Low-dose aspirin discussed; patient declined.";
      });
      expect(codes(runReviewCase(c))).not.toContain("pre-eclampsia-aspirin-not-recorded");
    });

    it("gestational hypertension alone, or a pregnancy with no high-risk factor, gives no aspirin finding", () => {
      const gest = edit("10-uk-ramipril-pregnant-12wk", (d) => {
        d.pastMedicalHistory = d.pastMedicalHistory.map((c) =>
          c.display === "Essential hypertension" ? { ...c, display: "Gestational hypertension" } : c,
        );
      });
      expect(codes(runReviewCase(gest))).not.toContain("pre-eclampsia-aspirin-not-recorded");
      expect(codes(run("02-uk-valproate-pregnant-8wk"))).not.toContain("pre-eclampsia-aspirin-not-recorded");
    });

    it("late in pregnancy (37 weeks) the aspirin finding is not raised", () => {
      const c = edit("10-uk-ramipril-pregnant-12wk", (d) => {
        d.pastMedicalHistory = d.pastMedicalHistory.map((c) =>
          c.display === "Pregnancy, 12 weeks" ? { ...c, display: "Pregnancy, 37 weeks" } : c,
        );
      });
      expect(codes(runReviewCase(c))).not.toContain("pre-eclampsia-aspirin-not-recorded");
    });
  });

  describe("cholestasis of pregnancy on a US record", () => {
    it("11: bile acids 112 at 33 weeks on a US record add SMFM's 36-week delivery advice and US team wording", () => {
      const r = run("11-us-cholestasis-bile-acids-112");
      const f = finding(r, "cholestasis-of-pregnancy");
      expect(f?.severity).toBe("high");
      expect(f?.clinician).toMatch(/severe by its grading/);
      expect(f?.clinician).toMatch(/SMFM \(Consult Series #53\) advises offering delivery at 36 0\/7 weeks/);
      expect(f?.nextSteps[0]).toMatch(/OB or maternal-fetal medicine.*ursodiol/);
      expect(f?.evidenceIds).toContain("smfm-cs53-icp");
      expect(f?.patient).toMatch(/prenatal care team/);
      expect(f?.patient).not.toMatch(/maternity team/);
    });

    it("a US record below 100 µmol/L gets SMFM's 36–39 week window instead", () => {
      const c = load("11-us-cholestasis-bile-acids-112");
      c.labResults[0].value = "45";
      expect(finding(runReviewCase(c), "cholestasis-of-pregnancy")?.clinician).toMatch(
        /delivery between 36 0\/7 and 39 0\/7 weeks below 100/,
      );
    });

    it("a UK record keeps the RCOG plan and the maternity team, without SMFM", () => {
      const c = load("11-us-cholestasis-bile-acids-112");
      c.labResults = c.labResults.filter((l: { name: string }) => !/Bilirubin/.test(l.name));
      c.patientContext.clinicalNotes =
        "33 weeks pregnant. Severe itching of palms and soles, worse at night. Seen by midwife, GP surgery.";
      const f = finding(runReviewCase(c), "cholestasis-of-pregnancy");
      expect(f?.clinician).not.toMatch(/SMFM/);
      expect(f?.evidenceIds).not.toContain("smfm-cs53-icp");
      expect(f?.patient).toMatch(/maternity team/);
    });
  });

  describe("cases that already read right", () => {
    it("13: a hypothyroid phase 20 weeks after birth names postpartum thyroiditis and a later trial off levothyroxine", () => {
      const f = finding(run("13-uk-postpartum-thyroiditis-hypo"), "overt-hypothyroidism");
      expect(f?.clinician).toMatch(/hypothyroid phase of postpartum thyroiditis/);
      expect(f?.patient).toMatch(/passing phase of thyroid inflammation/);
    });

    it("01: a 100 g OGTT with two values over Carpenter–Coustan is gestational diabetes with US wording", () => {
      const f = finding(run("01-us-gdm-100g-ogtt-cc"), "gestational-diabetes-100g-ogtt");
      expect(f?.clinician).toMatch(/Carpenter–Coustan/);
      expect(f?.nextSteps.join(" ")).toMatch(/Do not give the non-pregnant prediabetes advice/);
    });

    it("08: HELLP at 34 weeks in US units is critical", () => {
      expect(finding(run("08-us-hellp-34wk"), "hellp-syndrome")?.severity).toBe("critical");
    });

    it("11: bile acids of 112 at 33 weeks read as severe cholestasis of pregnancy", () => {
      expect(finding(run("11-us-cholestasis-bile-acids-112"), "cholestasis-of-pregnancy")?.clinician).toMatch(
        /severe by its grading/,
      );
    });

    it("06: levothyroxine at 9 weeks with TSH 4.6 asks for a dose increase now", () => {
      expect(finding(run("06-uk-levothyroxine-pregnant-9wk"), "pregnancy-levothyroxine")?.nextSteps[0]).toMatch(
        /Increase levothyroxine by 25 micrograms/,
      );
    });
  });
});
