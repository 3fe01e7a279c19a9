import { describe, expect, it } from "vitest";
import { codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, edit } = reviewFolder(new URL("./fixtures/older-26-review26/", import.meta.url));

describe("older adults 75+ (review 26, older-26)", () => {
  describe("treated blood pressure at NICE's target from 80, with falls", () => {
    it("01: 146/82 on two medicines at 86 with falls is said to be at target, with a standing reading asked for", () => {
      const r = run("01-uk-86-treated-bp-146-frail-falls-zopiclone");
      const f = finding(r, "bp-at-target-older-falls-standing");
      expect(f?.severity).toBe("low");
      expect(f?.clinician).toMatch(/146\/82 mmHg.*meets NICE's clinic target.*below 150\/90 mmHg.*no case for adding/);
      expect(f?.clinician).toMatch(/"Recurrent falls" recorded.*at least 1 minute standing/);
      expect(f?.nextSteps[0]).toMatch(/after 1 and 3 minutes standing/);
      expect(f?.evidenceIds).toEqual(["nice-qs28-bp-targets", "nice-ng136-hypertension"]);
      expect(f?.patient).toMatch(
        /\(146\/82\) is within the target.*ask your GP to check your blood pressure standing up/,
      );
      expect(codes(r).filter((c) => /^bp-|hypertension/.test(c))).toEqual(["bp-at-target-older-falls-standing"]);
    });

    it("11: the same at-target reading with no falls stays quiet", () => {
      expect(codes(run("11-uk-84-treated-bp-138-quiet"))).toEqual([]);
    });

    it("a standing reading already in the notes leaves it to the orthostatic reading", () => {
      const c = edit("01-uk-86-treated-bp-146-frail-falls-zopiclone", (d) => {
        d.additionalContext += " Lying and standing BP 146/82 and 140/80.";
      });
      expect(codes(runReviewCase(c))).not.toContain("bp-at-target-older-falls-standing");
    });

    it("02: a US record with the same reading gets no NICE wording", () => {
      const r = run("02-us-86-treated-bp-146-frail-falls-zolpidem");
      expect(codes(r)).not.toContain("bp-at-target-older-falls-standing");
      expect(r.result.clinicianResponse).not.toMatch(/NICE/);
    });
  });

  describe("hypoglycaemia written as a glucose reading in the notes", () => {
    it("03: a capillary glucose of 3.4 on gliclazide and insulin is read as a recorded hypo", () => {
      const r = run("03-uk-88-gliclazide-insulin-hba1c-48-frail-dementia");
      const f = finding(r, "diabetes-overtreatment-older-adult");
      expect(f?.clinician).toMatch(/hypoglycaemia \("capillary glucose 3\.4" in the notes\)/);
      expect(codes(r)).not.toContain("diabetes-tight-control-frailty");
    });

    it("a capillary glucose of 5.4 is no hypo: the tight-control finding stays", () => {
      const c = edit("03-uk-88-gliclazide-insulin-hba1c-48-frail-dementia", (d) => {
        d.additionalContext = "Care home resident. Capillary glucose 5.4 before lunch. Eats small meals.";
      });
      const r = runReviewCase(c);
      expect(codes(r)).toContain("diabetes-tight-control-frailty");
      expect(codes(r)).not.toContain("diabetes-overtreatment-older-adult");
    });

    it("a glucose of 62 mg/dL in the notes counts, 3.9 mmol/L does not", () => {
      const low = edit("03-uk-88-gliclazide-insulin-hba1c-48-frail-dementia", (d) => {
        d.additionalContext = "Care home resident. Fingerstick glucose 62 mg/dL before lunch.";
      });
      expect(codes(runReviewCase(low))).toContain("diabetes-overtreatment-older-adult");
      const edge = edit("03-uk-88-gliclazide-insulin-hba1c-48-frail-dementia", (d) => {
        d.additionalContext = "Care home resident. Capillary glucose 3.9 before lunch.";
      });
      expect(codes(runReviewCase(edge))).not.toContain("diabetes-overtreatment-older-adult");
    });
  });

  describe("tight control on a sulfonylurea with frailty, at home", () => {
    it("04: someone living with family is not sent to care-home glucose records", () => {
      const f = finding(run("04-us-85-glipizide-a1c-6-4-frail"), "diabetes-tight-control-frailty");
      expect(f?.nextSteps.join(" ")).toMatch(/home glucose meter readings/);
      expect(f?.nextSteps.join(" ")).not.toMatch(/care-home/);
    });

    it("a care-home resident still is", () => {
      const c = edit("04-us-85-glipizide-a1c-6-4-frail", (d) => {
        d.additionalContext = "Nursing home resident since spring.";
      });
      const f = finding(runReviewCase(c), "diabetes-tight-control-frailty");
      // Review 45: a US record says nursing home (older-45 case 12).
      expect(f?.nextSteps.join(" ")).toMatch(/nursing-home glucose records/);
    });
  });

  describe("worsening heart failure: the emergency number and words of the record", () => {
    // "GP review" and a walk-in centre name no country (review 34, acute-neither-34): the record keeps
    // the UK's everyday words but is given its local emergency number, not 999.
    it("05: a record in SI units that names no country is told its local emergency number and about the tummy", () => {
      const f = finding(run("05-uk-82-naproxen-ckd-heart-failure"), "hf-decompensation-signs");
      expect(f?.patient).toMatch(/Call your local emergency number straight away/);
      expect(f?.patient).toMatch(/legs, ankles or tummy swell/);
      expect(f?.patient).not.toMatch(/\b999\b|belly/);
    });

    it("a US record is told to call 911 and about the belly", () => {
      const c = edit("06-us-81-ibuprofen-hf-ckd", (d) => {
        d.additionalContext += " Ankles more swollen, weight up 2 kg this week.";
      });
      const f = finding(runReviewCase(c), "hf-decompensation-signs");
      expect(f?.patient).toMatch(/Call 911 straight away/);
      expect(f?.patient).toMatch(/legs, ankles or belly swell/);
    });
  });

  describe("an NSAID taken with heart failure", () => {
    it("06: daily ibuprofen with HFpEF is named for the heart failure, not only the kidneys", () => {
      const r = run("06-us-81-ibuprofen-hf-ckd");
      const f = finding(r, "nsaid-heart-failure");
      expect(f?.severity).toBe("moderate");
      expect(f?.clinician).toMatch(
        /Ibuprofen 600 mg tablet with heart failure \("Heart failure with preserved ejection fraction" listed\)\. NSAIDs are best avoided/,
      );
      expect(f?.evidenceIds).toEqual(["ungprasert-2015-nsaid-hf-exacerbation"]);
      expect(f?.patient).toMatch(/You take ibuprofen, an anti-inflammatory pain medicine, and you have heart failure/);
      expect(codes(r)).toContain("nsaid-ckd");
    });

    it("05: with congestion already in the record the decompensation finding names the NSAID instead", () => {
      const r = run("05-uk-82-naproxen-ckd-heart-failure");
      expect(finding(r, "hf-decompensation-signs")?.clinician).toMatch(
        /Possible trigger on the medication list: naproxen/,
      );
      expect(codes(r)).not.toContain("nsaid-heart-failure");
    });

    it("an NSAID without heart failure gets no heart-failure finding", () => {
      const c = edit("06-us-81-ibuprofen-hf-ckd", (d) => {
        d.pastMedicalHistory = d.pastMedicalHistory.filter((p) => !/heart failure/i.test(p.display ?? ""));
      });
      expect(codes(runReviewCase(c))).not.toContain("nsaid-heart-failure");
    });
  });

  describe("a proton pump inhibitor taken for years with no lasting reason", () => {
    it("10: omeprazole for 8 years after heartburn settled is offered for step-down", () => {
      const r = run("10-us-79-omeprazole-8-years-no-indication");
      const f = finding(r, "ppi-long-term-no-indication-older");
      expect(f?.severity).toBe("low");
      expect(f?.clinician).toMatch(/Omeprazole 40 mg capsule taken for about 8 years, with no lasting reason/);
      expect(f?.nextSteps[0]).toMatch(/lower the dose, stop it, or change to on-demand use/);
      expect(f?.evidenceIds).toEqual(["farrell-2017-ppi-deprescribing"]);
      expect(patientText(r)).toMatch(/Do not stop it on your own/);
    });

    it("07: long use stated only in the notes counts too", () => {
      const c = edit("07-uk-90-anticholinergic-burden-dementia", (d) => {
        d.medications = d.medications.map((m) => {
          const { startDate: _, ...rest } = m;
          return rest;
        });
      });
      expect(finding(runReviewCase(c), "ppi-long-term-no-indication-older")?.clinician).toMatch(
        /taken long term \("omeprazole started years ago" in the notes\)/,
      );
    });

    it("Barrett's oesophagus, or an anticoagulant it may be protecting against, keeps it quiet", () => {
      const barrett = edit("10-us-79-omeprazole-8-years-no-indication", (d) => {
        d.pastMedicalHistory.push({ display: "Barrett's oesophagus", clinicalStatus: "active" });
      });
      expect(codes(runReviewCase(barrett))).not.toContain("ppi-long-term-no-indication-older");
      expect(codes(run("08-us-87-af-apixaban-lorazepam-falls"))).not.toContain("ppi-long-term-no-indication-older");
      const apixaban = edit("10-us-79-omeprazole-8-years-no-indication", (d) => {
        d.medications.push({ medication: "Apixaban 5 mg tablet", status: "active", frequency: "twice daily" });
      });
      expect(codes(runReviewCase(apixaban))).not.toContain("ppi-long-term-no-indication-older");
    });

    it("a PPI started 3 months ago is not long term", () => {
      const c = edit("10-us-79-omeprazole-8-years-no-indication", (d) => {
        d.medications[0] = { ...d.medications[0], startDate: "2026-09-01" };
        d.additionalContext = "Annual physical. Omeprazole started in September for heartburn.";
      });
      expect(codes(runReviewCase(c))).not.toContain("ppi-long-term-no-indication-older");
    });
  });
});
