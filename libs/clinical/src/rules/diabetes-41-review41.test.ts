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
 * Review 41, diabetes in older and frail adults, hypoglycaemia, SGLT2 inhibitors:
 * Found and changed:
 * - 01, 02: on UK records the low-glucose finding on insulin or a sulfonylurea quoted the ADA levels
 *   (below 70 mg/dL, 3.9 mmol/L; below 54 mg/dL, 3.0 mmol/L) and cited ADA only. A UK record now reads
 *   the JBDS-IP line (below 4.0 mmol/L is hypoglycaemia, treated at once whatever the symptoms) and
 *   cites jbds-01-hospital-hypoglycaemia in place of ADA; the gliclazide case report stays for the
 *   sulfonylurea duration (drug-lab.ts hypoglycaemia-on-glucose-lowering, hypoglycaemiaDefinition,
 *   hypoglycaemiaEvidence; source seenAt today in evidence/added-sources.ts).
 * - 09: a UK 3.9 mmol/L on insulin raised nothing (the line was 70 mg/dL, 3.9 mmol/L being 70.3 mg/dL);
 *   a UK record now uses the JBDS-IP line of 4.0 mmol/L (72 mg/dL), so 3.9 is a low and 4.0 is not.
 *   review 40's country-40 05 and review 11's endocrine wave-2 09 tests were updated to JBDS-IP.
 * - 08: pioglitazone with HFrEF in an Arizona clinic pointed to "ESC 2021" for the SGLT2 inhibitor
 *   step; a US record now names AHA/ACC/HFSA 2022 and cites it (tzd-heart-failure.ts).
 * Pinned: 03 (US glargine, 52 mg/dL: critical, ADA levels, ADA cited), 04 (US metformin with eGFR 28:
 * contraindicated, high), 05 (UK empagliflozin with ketones 3.8 mmol/L while vomiting and glucose 9.1:
 * check pH and bicarbonate today, interrupt the SGLT2 inhibitor, withhold metformin), 06 (UK 82-year-old,
 * falls, gliclazide with HbA1c 48 mmol/mol: tight control in frailty, high, reduce or stop the
 * sulfonylurea).
 * Not changed:
 * - Item 2 (SGLT2 inhibitor offered "for later" at Clinical Frailty Scale 7 with dementia, older-adults-37
 *   case 06, onc-meds-39 case 05): the one search today found STOPPFrail (already in the evidence as
 *   stoppfrail-2017) and the STOPPFrail version 2 abstract, which stresses shared decisions in
 *   deprescribing. Both speak to stopping medicines in people approaching the end of life, not to
 *   starting heart-failure medicines at CFS 7 without a stated limited prognosis, and the wording of
 *   their criteria was not seen; hfref-pillars-missing was left as it is (comfort care stated still
 *   drops it).
 * - 07: sitagliptin with semaglutide raises no duplicate-incretin finding; one docs search today found
 *   no source that says to stop the DPP-4 inhibitor when a GLP-1 receptor agonist starts.
 * - 05: the patient text says "If you are vomiting ... go to A&E now" to someone whose notes record two
 *   days of vomiting on an SGLT2 inhibitor with ketones 3.8 mmol/L; the severity stays high (check
 *   today) rather than sending to hospital now. Left for lack of time.
 * - 06: sulfonylurea-ckd fires at eGFR 55 beside the frailty finding (two sulfonylurea steps); left.
 */
const { run, edit } = reviewFolder(new URL("./fixtures/diabetes-41-review41/", import.meta.url));
const hypo = "hypoglycaemia-on-glucose-lowering";

describe("low glucose on insulin or a sulfonylurea: the source fits the country (review 41, diabetes-41)", () => {
  it("01: UK gliclazide, glucose 2.8 mmol/L: critical, JBDS-IP line of 4.0 mmol/L, JBDS and the gliclazide report cited, not ADA", () => {
    const r = run("01-uk-79-gliclazide-glucose-2-8");
    const f = finding(r, hypo);
    expect(f?.severity).toBe("critical");
    expect(clinicianText(r)).toContain(
      "in an adult with diabetes, glucose below 4.0 mmol/L is hypoglycaemia and is treated at once whatever the symptoms (JBDS-IP)",
    );
    expect(clinicianText(r)).toContain("gliclazide acts for 10–24 hours");
    expect(clinicianText(r)).not.toContain("below 70 mg/dL");
    expect(citedFor(r, hypo)).toEqual(
      expect.arrayContaining([
        "jbds-01-hospital-hypoglycaemia",
        "mifsud-bmj-case-relapsing-sulfonylurea-hypoglycaemia",
      ]),
    );
    expect(citedFor(r, hypo)).not.toContain("ada-soc-2026-s6");
  });

  it("02: UK insulin, glucose 3.6 mmol/L without symptoms: high, JBDS-IP cited alone", () => {
    const r = run("02-uk-74-insulin-glucose-3-6");
    expect(finding(r, hypo)?.severity).toBe("high");
    expect(clinicianText(r)).toContain("glucose below 4.0 mmol/L is hypoglycaemia");
    expect(citedFor(r, hypo)).toEqual(["jbds-01-hospital-hypoglycaemia"]);
  });

  it("09: UK insulin, glucose 3.9 mmol/L: below the JBDS-IP line, high; 4.0 mmol/L raises nothing", () => {
    const r = run("09-uk-77-insulin-glucose-3-9");
    expect(finding(r, hypo)?.severity).toBe("high");
    const at4 = edit("09-uk-77-insulin-glucose-3-9", (d) => {
      d.recentAbnormalLabs = d.recentAbnormalLabs.map((o) => ({ ...o, value: "4.0" }));
    });
    expect(codes(runReviewCase(at4))).not.toContain(hypo);
  });

  it("03: US glargine, 52 mg/dL: critical, ADA levels and ADA cited", () => {
    const r = run("03-us-78-glargine-glucose-52");
    expect(finding(r, hypo)?.severity).toBe("critical");
    expect(clinicianText(r)).toContain(
      "glucose below 70 mg/dL (3.9 mmol/L) is hypoglycemia (below 54 mg/dL, 3.0 mmol/L, clinically significant)",
    );
    expect(citedFor(r, hypo)).toEqual(["ada-soc-2026-s6"]);
    expect(finding(r, hypo)?.nextSteps[0]).toContain("Contact the patient now");
  });
});

describe("other diabetes medicines in older adults (review 41, diabetes-41)", () => {
  it("04: US metformin with eGFR 28: contraindicated, high, stop or replace", () => {
    const r = run("04-us-71-metformin-egfr-28");
    const f = finding(r, "metformin-egfr-contraindicated");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps).toContain(
      "Stop or replace metformin; choose glucose-lowering therapy suited to eGFR below 30",
    );
  });

  it("05: UK empagliflozin, ketones 3.8 mmol/L while vomiting: pH today, SGLT2 inhibitor interrupted, metformin withheld", () => {
    const r = run("05-uk-66-empagliflozin-ketones-vomiting");
    const f = finding(r, "hyperglycaemic-crisis");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps).toEqual(
      expect.arrayContaining([
        "Interrupt empagliflozin 10 mg tablets during this acute illness and restart only once ketones are normal and the person is stable",
        "Withhold metformin 500 mg tablets while dehydrated and while kidney function is affected",
      ]),
    );
    // Review 42: vomiting is in the notes, so the pH check is now part of emergency assessment now.
    expect(f?.nextSteps[0]).toContain("check venous pH and bicarbonate");
    expect(codes(r)).toContain("lab-critical");
  });

  it("06: UK 82-year-old with falls, gliclazide and HbA1c 48 mmol/mol: overtreatment in frailty, reduce the sulfonylurea", () => {
    const r = run("06-uk-82-gliclazide-hba1c-48-falls");
    const f = finding(r, "diabetes-tight-control-frailty");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toBe(
      "Reduce or stop the sulfonylurea or insulin and agree a less strict individual goal focused on avoiding hypoglycaemia",
    );
  });

  it("07: sitagliptin with semaglutide raises no duplicate finding (no source seen; see Not changed)", () => {
    const r = run("07-us-64-sitagliptin-semaglutide");
    expect(codes(r)).toContain("diabetes-above-target");
    expect(codes(r).some((c) => /dpp|glp1|incretin/i.test(c))).toBe(false);
  });

  it("08: US pioglitazone with HFrEF: stop it, SGLT2 step names AHA/ACC/HFSA 2022 and cites it", () => {
    const r = run("08-us-72-pioglitazone-heart-failure");
    const f = finding(r, "tzd-heart-failure");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps).toContain(
      "An SGLT2 inhibitor lowers glucose and is a heart-failure treatment (AHA/ACC/HFSA 2022); consider it if kidney function allows",
    );
    expect(citedFor(r, "tzd-heart-failure")).toContain("aha-acc-hfsa-2022-hf");
    expect(patientText(r)).toContain("This diabetes medicine can make the body hold on to fluid");
  });
});
