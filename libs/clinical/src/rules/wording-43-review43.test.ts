import { describe, expect, it } from "vitest";
import { citedFor, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/*
 * Review 43, wording leftovers:
 * Found and changed:
 * - 01, 02: the thyroid-storm (US) and serotonin-toxicity (UK) paths of the adult sepsis finding said
 *   "No source of infection is stated ... look for a source" beside a positive urine culture in the
 *   notes. They now name the source the record holds (vital-signs.ts otherCauseOfFever, reusing
 *   review 42's knownFeverSource) and ask for it to be treated as well; without one the old text stays.
 * - 03, 04, 12: a severe hypoglycaemic episode in the notes on insulin or a sulfonylurea ("woke
 *   confused, husband gave her juice", "paramedics called and gave IV dextrose", "wife gave him orange
 *   juice") was read as any low. It is now named as level 3 hypoglycaemia (ADA: a low needing another
 *   person's help, whatever the glucose), glucagon is recommended and a step asks for it to be
 *   prescribed, in diabetes-above-target-hypoglycaemia-risk (raised to high) and
 *   diabetes-overtreatment-older-adult (patterns.ts severeHypoglycaemiaNoted). The ADA wording was seen
 *   today quoted by BMJ Best Practice and is recorded on ada-soc-2026-s6.
 * - 05: the US positive-IGRA finding told the clinician to "Refer to the TB service" (a UK term). US
 *   records now get "Once TB disease is ruled out, offer latent TB treatment" with the CDC/NTCA regimens
 *   (latent-tb.ts US_OFFER_STEP); the UK twin 06 keeps the TB service and NICE NG33.
 * - 09: methotrexate with low counts, B12 and folate both in the record: the macrocytosis text said
 *   "B12 and folate are still checked"; it now says those in the record still matter
 *   (macrocytosis-context.ts).
 * - 10, 11: a first eGFR of 52 (UK and US), titled "not yet shown to last 3 months: repeat to confirm",
 *   still carried "Confirm chronicity" and "Monitor eGFR and urine ACR at a frequency set by the G/A
 *   category". Unconfirmed results now get one step: repeat eGFR and urine ACR within and beyond 3
 *   months (KDIGO 2024 practice points 1.1.3.1-2, held as kdigo-2024-ckd), with category monitoring only
 *   once CKD is confirmed (patterns.ts CKD_CONFIRM_STEP). On integration the metformin eGFR
 *   monitoring step, which this path had dropped, was put back for metformin users in G3.
 * Pinned: 06 (UK twin of 05); 07 and 08 (methotrexate macrocytosis with a low folate, UK, and on folic
 * acid, US: the drug reading and the routine monitoring step); 13 (a self-treated low is not called
 * severe and gets no glucagon step).
 * Not changed:
 * - No seen source names a US referral route for latent TB (state or local TB program, TB specialist):
 *   three searches found only the ACET/NTCA program-components report and a state planning page, so the
 *   US step names none. The anti-TNF finding's US step keeps "with TB-service input as needed".
 * - The methotrexate macrocytosis text was not found asking for a blood count already in the record
 *   (07, 08: it says to follow the counts, which fits routine monitoring); only the B12/folate wording
 *   of the low-counts path was changed.
 * - UK driving (DVLA) rules after a severe hypoglycaemic episode and JBDS-IP's own definition of severe
 *   hypoglycaemia are not in the evidence base and were not searched, so the UK wording uses the ADA
 *   classification, which this finding already cites.
 * - Severity of the sepsis finding stays high (ranked after the storm or toxicity) when a source is
 *   recorded: the storm or toxicity is still treated first, and the sepsis steps (cultures, antibiotics)
 *   are unchanged.
 */

const { load, run } = reviewFolder(new URL("./fixtures/wording-43-review43/", import.meta.url));

const SEPSIS = "sepsis-high-risk-adult";
const ABOVE = "diabetes-above-target-hypoglycaemia-risk";
const OVER = "diabetes-overtreatment-older-adult";
const IGRA = "latent-tb-positive-test";
const MACRO = "macrocytosis";
const CKD = "ckd-stage";

describe("a recorded source beside a thyroid storm or serotonin toxicity (review 43)", () => {
  it("01: a US thyroid storm with a positive urine culture names the UTI, not 'look for a source'", () => {
    const r = run("01-us-38-thyroid-storm-urine-culture");
    const f = finding(r, SEPSIS);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("A urinary tract infection is recorded with a positive urine culture");
    expect(f?.clinician).toContain("treat the recorded urinary tract infection as its likely source as well");
    expect(f?.clinician).not.toMatch(/No source of infection is stated|look for a source/);
    expect(patientText(r)).toContain("the urine infection in your record may also be causing them");
  });

  it("02: a UK serotonin toxicity with a positive urine culture names it too", () => {
    const r = run("02-uk-44-serotonin-toxicity-urine-culture");
    const f = finding(r, SEPSIS);
    expect(codes(r)).toContain("serotonin-toxicity-combination");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("the notes describe serotonin toxicity with a raised temperature");
    expect(f?.clinician).toContain("Sepsis stays a differential: treat the recorded urinary tract infection");
    expect(f?.clinician).not.toMatch(/No source of infection is stated/);
  });
});

describe("a severe hypoglycaemic episode in the notes (review 43)", () => {
  it("03: UK, husband gave juice: level 3, glucagon, high", () => {
    const r = run("03-uk-66-severe-hypo-husband-juice");
    const f = finding(r, ABOVE);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("husband gave her juice");
    expect(f?.clinician).toContain("level 3 hypoglycaemia in the ADA's classification");
    expect(f?.nextSteps[0]).toMatch(/^Ask about hypoglycaemia and address it first, reviewing the dose of/);
    expect(f?.nextSteps[1]).toBe(
      "Prescribe glucagon and make sure those close to the patient know how and when to give it",
    );
    expect(patientText(r)).toContain("Ask your doctor about glucagon");
    expect(citedFor(r, ABOVE)).toContain("ada-soc-2026-s6");
  });

  it("04: US, paramedics called: level 3 in US spelling, glucagon", () => {
    const f = finding(run("04-us-66-severe-hypo-paramedics"), ABOVE);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("paramedics called");
    expect(f?.clinician).toMatch(/level 3 hypoglycemia/);
    expect(f?.nextSteps.join(" ")).toMatch(/Prescribe glucagon/);
  });

  it("12: an older adult below goal with a severe low gets the glucagon step after deintensifying", () => {
    const f = finding(run("12-us-79-overtreated-severe-hypo-wife-juice"), OVER);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("wife gave him orange juice");
    expect(f?.nextSteps[0]).toMatch(/^Stop or reduce the sulfonylurea first/);
    expect(f?.nextSteps.at(-1)).toMatch(/^Prescribe glucagon/);
  });

  it("13: a self-treated low stays moderate with no glucagon step", () => {
    const f = finding(run("13-uk-66-mild-hypo-self-treated"), ABOVE);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).not.toMatch(/level 3/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/glucagon/);
  });
});

describe("positive IGRA on US and UK records (review 43)", () => {
  it("05: a US record is not sent to 'the TB service'", () => {
    const r = run("05-us-38-positive-quantiferon-contact");
    const f = finding(r, IGRA);
    expect(f?.nextSteps.join(" ")).not.toMatch(/TB service/);
    expect(f?.nextSteps[1]).toMatch(/^Once TB disease is ruled out, offer latent TB treatment \(a rifamycin-based/);
    expect(citedFor(r, IGRA)).toEqual(expect.arrayContaining(["cdc-2016-targeted-tb-testing", "cdc-ntca-2020-ltbi"]));
  });

  it("06: the UK twin keeps the TB service and NICE NG33", () => {
    const f = finding(run("06-uk-38-positive-quantiferon-contact"), IGRA);
    expect(f?.nextSteps[1]).toMatch(/^Refer to the TB service to offer latent TB treatment \(NICE NG33/);
  });
});

describe("methotrexate macrocytosis wording (review 43)", () => {
  it("07: a low folate on methotrexate is named, not read as a drug effect", () => {
    const f = finding(run("07-uk-58-methotrexate-mcv-104-low-folate"), MACRO);
    expect(f?.clinician).toContain("the large red cells are not read as a stable drug effect");
  });

  it("08: on folic acid with normal counts it is most likely a drug effect, monitored routinely", () => {
    const f = finding(run("08-us-58-methotrexate-mcv-104"), MACRO);
    expect(f?.clinician).toContain("a mild stable macrocytosis is most likely a drug effect");
    expect(f?.nextSteps).toContain(
      "Continue routine methotrexate blood monitoring; review if the MCV keeps rising or blood counts fall",
    );
  });

  it("09: low counts with B12 and folate in the record do not ask for them again", () => {
    const f = finding(run("09-uk-64-methotrexate-low-counts-b12-folate-done"), MACRO);
    expect(f?.clinician).toContain("B12 and folate in the record still matter");
    expect(f?.clinician).not.toMatch(/B12 and folate are still checked/);
  });
});

describe("an unconfirmed low eGFR is repeated, not monitored by category (review 43)", () => {
  for (const name of ["10-uk-60-single-egfr-52", "11-us-60-single-egfr-52"]) {
    it(`${name.slice(0, 2)}: repeat within and beyond 3 months, no G/A monitoring step`, () => {
      const f = finding(run(name), CKD);
      const steps = f?.nextSteps.join(" ") ?? "";
      expect(f?.title).toMatch(/not yet shown to last 3 months: repeat to confirm/);
      expect(steps).toContain("Repeat eGFR and urine ACR within and beyond 3 months of this result");
      expect(steps).not.toMatch(/Monitor eGFR and urine ACR at a frequency|Confirm chronicity/);
    });
  }

  it("10 on metformin: the metformin eGFR monitoring step stays beside the repeat", () => {
    const c = load("10-uk-60-single-egfr-52");
    c.patientContext.medications.push({ name: "Metformin 500 mg twice daily", status: "active" });
    const steps = finding(runReviewCase(c), CKD)?.nextSteps ?? [];
    expect(steps).toContain("Monitor eGFR every 3–6 months while on metformin");
    expect(steps.join(" ")).toContain("Repeat eGFR and urine ACR within and beyond 3 months");
  });
});
