import { describe, expect, it } from "vitest";
import { citedFor, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/*
 * Review 44, medicines, pregnancy and contraception:
 * Found and changed:
 * - 01: a Bristol woman on Microgynon with a pathogenic BRCA1 variant got the carrier finding and
 *   nothing on her pill. UKMEC puts known carriers of gene mutations linked with breast cancer at
 *   category 3 for combined hormonal contraception (three agreeing secondary copies of the row seen
 *   today and added to the seenAt of the held "fsrh-ukmec-2016"; fsrh.org's table itself was not
 *   seen). New finding combined-contraceptive-brca (moderate) on UK records: discuss the category and
 *   offer a method without oestrogen with no gap. A carrier named only on the problem list counts; a
 *   variant of uncertain significance does not. rules/chc-brca.ts (new), rules/index.ts,
 *   evidence/added-sources.ts.
 * - 03: a Leicester woman on carbamazepine "planning a pregnancy next year" (already on folic acid
 *   5 mg) got no finding. The MHRA's Public Assessment Report (January 2021, seen today on gov.uk,
 *   with RCPCH, the Pharmaceutical Journal and Epilepsy Research UK agreeing on its findings; the
 *   brief's "2024" was the wrong year) found more major malformations with carbamazepine, phenytoin
 *   and phenobarbital. New finding antiseizure-pregnancy-planning (moderate, UK records): a
 *   pre-conception review with the specialist managing the medicine, not stopping it alone.
 *   rules/seizure-medicine.ts (teratogenPlanning), evidence/added-sources.ts and summaries.ts
 *   (mhra-2021-antiepileptic-pregnancy-par). Review 40's Norwich case 08 now gets it too.
 * - 06: Gilbert syndrome on the condition list with bilirubin 22, 29 then 41 µmol/L over 18 months
 *   read "Bilirubin, total rising ... 86%; about 12.9 µmol/L per year" beside "no further tests": a
 *   level that swings with fasting and illness read as a steady climb. known-gilbert-bilirubin now
 *   names the earlier results itself and owns the bilirubin trend (trend-owners.ts). Its trigger also
 *   missed "had a cold and was eating little"; "had a cold/virus/bug" and "eating little/poorly/less"
 *   now count. rules/known-gilbert.ts, trend-owners.ts.
 * - 08: an Exeter woman on digoxin and amiodarone with a digoxin level of 2.6 µg/L from the day before
 *   was asked to "assess the same day with an ECG, potassium, magnesium, kidney function and a
 *   digoxin level". A level from the last 3 days is now read, not asked for again.
 *   rules/geriatric-safety.ts (digoxinRaiser, DIGOXIN_STEPS).
 * Pinned: 05 (UK methotrexate with MCV 106 and a full blood count in the record: B12, folate and TSH
 * asked for, no blood count; lead 4 was not reproduced), 07 (US clarithromycin with simvastatin: high,
 * label cited, suspend simvastatin for the course), 09 (UK sertraline with new tramadol, shaky and
 * sweaty: high serotonin toxicity finding, assess today).
 * Not changed:
 * - 02: the US twin of 01 gets no contraception finding. The US MEC 2024 row on BRCA carriers was
 *   not seen today (only other MEC rows are recorded for "cdc-us-mec-2024"), so no category is quoted.
 * - 04: a Newcastle woman on lithium planning a pregnancy still gets no finding. NICE CG192 was seen
 *   today only as copies (scribd, dokumen.tips front matter), not on nice.org.uk, and is not in the
 *   evidence base; review 40's ACOG-based finding stays outside the UK.
 * - 10: the US twin of 03 gets no carbamazepine finding: the MHRA report is the UK regulator's and no
 *   US source (label section 8.1, ACOG) was seen today. Its folic acid finding still quotes UK advice
 *   (as reviews 40 and 41 left it).
 * - 08: the interaction finding and digoxin-level-high still both give a same-day assessment and
 *   withhold step in slightly different words; merging them needs a cross-finding change.
 * - 01: "Refer to cancer genetics / high-risk clinic" is still given though the notes say she has
 *   yearly MRI under the family history clinic (care noted only in free text).
 */

const { run, edit } = reviewFolder(new URL("./fixtures/meds-44-review44/", import.meta.url));

const BRCA_CHC = "combined-contraceptive-brca";
const AED_PLAN = "antiseizure-pregnancy-planning";
const DIGOXIN = "digoxin-toxicity-interaction";
const GILBERT = "known-gilbert-bilirubin";

describe("combined pill in a BRCA carrier (review 44)", () => {
  it("01: a UK carrier on Microgynon is told UKMEC category 3 and offered a method without oestrogen", () => {
    const r = run("01-uk-31-brca1-combined-pill");
    const f = finding(r, BRCA_CHC);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain("category 3 for combined hormonal contraception");
    expect(f?.nextSteps.join(" ")).toContain("with no gap in contraception");
    expect(citedFor(r, BRCA_CHC)).toEqual(["fsrh-ukmec-2016"]);
    expect(patientText(r)).toContain("Do not simply stop it");
  });

  it("01: a carrier named only on the problem list counts; a variant of uncertain significance does not", () => {
    const onList = (display: string) =>
      codes(
        runReviewCase(
          edit("01-uk-31-brca1-combined-pill", (d) => {
            Reflect.deleteProperty(d, "geneticData");
            d.pastMedicalHistory = [{ display, clinicalStatus: "active" }];
          }),
        ),
      );
    expect(onList("BRCA1 pathogenic variant carrier")).toContain(BRCA_CHC);
    expect(onList("BRCA2 variant of uncertain significance")).not.toContain(BRCA_CHC);
  });

  it("02: the US twin is not told UK categories", () => {
    expect(codes(run("02-us-31-brca1-combined-pill"))).not.toContain(BRCA_CHC);
  });
});

describe("carbamazepine while planning a pregnancy (review 44)", () => {
  it("03: a UK woman is asked for a pre-conception review, citing the MHRA report", () => {
    const r = run("03-uk-29-carbamazepine-planning-pregnancy");
    const f = finding(r, AED_PLAN);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toContain('the notes say "planning a pregnancy"');
    expect(f?.nextSteps[0]).toMatch(/^Arrange a pre-conception review/);
    expect(citedFor(r, AED_PLAN)).toEqual(["mhra-2021-antiepileptic-pregnancy-par"]);
    expect(patientText(r)).toContain("Do not stop it on your own");
  });

  it("10: the US twin gets no UK regulator finding", () => {
    expect(codes(run("10-us-29-carbamazepine-planning-pregnancy"))).not.toContain(AED_PLAN);
  });
});

describe("UK lithium and methotrexate pins (review 44)", () => {
  it("04: UK lithium planning a pregnancy is not told ACOG's advice", () => {
    expect(codes(run("04-uk-30-lithium-planning-pregnancy"))).not.toContain("lithium-pregnancy-planning");
  });

  it("05: methotrexate macrocytosis with a blood count held asks for B12, folate and TSH, not a blood count", () => {
    const steps = finding(run("05-uk-58-methotrexate-macrocytosis-fbc-held"), "macrocytosis")?.nextSteps.join(" ");
    expect(steps).toContain("Check B12, folate and TSH");
    expect(steps).not.toMatch(/full blood count|\bFBC\b/i);
  });
});

describe("Gilbert syndrome with earlier bilirubin results (review 44)", () => {
  it("06: the Gilbert finding names the earlier results and the generic rising trend is gone", () => {
    const r = run("06-uk-27-gilbert-bilirubin-rising");
    const f = finding(r, GILBERT);
    expect(f?.clinician).toContain("Earlier bilirubin 29 µmol/L (2026-03-02) and 22 µmol/L (2025-06-10)");
    expect(f?.clinician).toContain('("had a cold") explains the rise');
    expect(codes(r)).not.toContain("trend-rising");
  });
});

describe("digoxin level already in the record (review 44)", () => {
  it("08: the same-day assessment reads the recent level instead of asking for one", () => {
    const f = finding(run("08-uk-78-amiodarone-digoxin-level-high"), DIGOXIN);
    expect(f?.severity).toBe("critical");
    // Review 45: the potassium and kidney function sent the day before are read too (leftovers-45 case 07).
    expect(f?.nextSteps[0]).toContain("the recent digoxin level in the record");
    expect(f?.nextSteps[0]).not.toContain("and a digoxin level");
  });
});

describe("fresh medicine pins (review 44)", () => {
  it("07: US clarithromycin with simvastatin: high, suspend simvastatin", () => {
    const f = finding(run("07-us-62-clarithromycin-simvastatin"), "simvastatin-contraindicated-combination");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/^Suspend simvastatin/);
  });

  it("09: sertraline with new tramadol and symptoms: high, assess today", () => {
    const f = finding(run("09-uk-45-sertraline-tramadol"), "serotonin-toxicity-combination");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/^Assess today for serotonin toxicity/);
  });
});
