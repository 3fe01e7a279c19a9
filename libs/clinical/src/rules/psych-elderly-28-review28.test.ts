import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/psych-elderly-28-review28/", import.meta.url));

const LITHIUM_RAMIPRIL = "01-uk-lithium-1-4-egfr-48-new-ramipril";
const LITHIUM_TSH_CA = "02-uk-lithium-tsh-8-calcium-2-72";
const CLOZAPINE_BEN = "03-us-clozapine-anc-1-2-ben";
const CLOZAPINE_GUT = "04-uk-clozapine-constipation-crp";
const VALPROATE = "05-uk-valproate-woman-24";
const OLANZAPINE_US = "06-us-olanzapine-a1c-tg-no-monitoring";
const SERTRALINE_NA = "07-uk-sertraline-84-sodium-126-thiazide";
const BEERS_FALLS = "08-uk-88-amitriptyline-oxybutynin-zopiclone-falls";
const METFORMIN_GABAPENTIN = "09-us-79-egfr-28-metformin-2g-gabapentin-900-tid";
const DIGOXIN = "10-uk-digoxin-85-level-2-4-k-3-2";
const HALOPERIDOL_QTC = "11-us-haloperidol-qtc-510-mg-low";
const APIXABAN = "12-uk-apixaban-82-55kg-creat-140";

type Lab = { name: string; value: string; unit: string; referenceRange?: string; flag?: string; date: string };

/** The US olanzapine case with its labs replaced. */
function olanzapineWith(labs: Lab[], notes?: string) {
  const c = load(OLANZAPINE_US);
  c.labResults = labs;
  if (notes !== undefined) c.patientContext.clinicalNotes = notes;
  return runReviewCase(c);
}

const METABOLIC = "antipsychotic-metabolic-monitoring";

describe("psychiatric medicines and older people (review 28, psych-elderly-28)", () => {
  it("01: lithium 1.4 with tremor and a new ramipril is critical and names the ACE inhibitor", () => {
    const f = finding(run(LITHIUM_RAMIPRIL), "lithium-level-high");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(
      /Ramipril 2\.5 mg capsules \(started in the last 3 months\) reduces lithium clearance/,
    );
  });

  it("02: lithium with TSH 8 and calcium 2.72 is read as a lithium effect on both", () => {
    const r = run(LITHIUM_TSH_CA);
    expect(finding(r, "lithium-kidney-thyroid")?.severity).toBe("moderate");
    expect(finding(r, "hypercalcaemia")?.clinician).toMatch(
      /lithium is associated with hypercalcaemia and a raised PTH/,
    );
  });

  it("03: an ANC of 1.2 on clozapine with documented BEN is read against the BEN range, low priority", () => {
    const f = finding(run(CLOZAPINE_BEN), "clozapine-neutropenia");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/benign ethnic neutropenia is recorded.*within the normal BEN range/);
  });

  it("04: constipation with vomiting and distension on clozapine is critical and names the hyoscine", () => {
    const f = finding(run(CLOZAPINE_GUT), "clozapine-gi-hypomotility");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/Hyoscine hydrobromide 300 micrograms adds anticholinergic slowing of the gut/);
  });

  it("05: valproate in a 24-year-old with no contraception recorded asks for the Pregnancy Prevention Programme", () => {
    const f = finding(run(VALPROATE), "valproate-pregnancy-prevention");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Pregnancy Prevention Programme is met/);
  });

  it("06: olanzapine on a US record is read against the ADA/APA schedule and its source, not NICE", () => {
    const f = finding(run(OLANZAPINE_US), METABOLIC);
    expect(f?.clinician).toMatch(/ADA\/APA consensus: .*fasting lipids at baseline, 12 weeks, then every 5 years/);
    expect(f?.clinician).not.toMatch(/NICE/);
    expect(f?.evidenceIds).toEqual(["ada-apa-2004-antipsychotic-metabolic"]);
  });

  it("06: the same results on a UK record keep NICE CG178 and the BAP guideline", () => {
    const f = finding(
      olanzapineWith(
        [
          { name: "HbA1c", value: "49", unit: "mmol/mol", referenceRange: "20-41", flag: "High", date: "2026-11-20" },
          {
            name: "Triglycerides",
            value: "4.5",
            unit: "mmol/L",
            referenceRange: "<1.7",
            flag: "High",
            date: "2026-11-20",
          },
        ],
        "GP review, Leeds. On olanzapine 4 years, no metabolic bloods since it was started.",
      ),
      METABOLIC,
    );
    expect(f?.clinician).toMatch(/NICE CG178: weight, waist/);
    expect(f?.evidenceIds).toEqual(["nice-cg178-psychosis", "bap-2016-antipsychotic-metabolic"]);
  });

  it("06: on a US record lipids 3 years old are not overdue, but past 5 years they are", () => {
    const labs = (lipidDate: string): Lab[] => [
      { name: "Hemoglobin A1c", value: "5.4", unit: "%", referenceRange: "4.0-5.6", date: "2026-06-01" },
      { name: "Triglycerides", value: "120", unit: "mg/dL", referenceRange: "<150", date: lipidDate },
    ];
    expect(codes(olanzapineWith(labs("2023-09-01")))).not.toContain(METABOLIC);
    const f = finding(olanzapineWith(labs("2020-06-01")), METABOLIC);
    expect(f?.clinician).toMatch(/The last lipid result is about \d+ months old, so the 5-yearly check is overdue\./);
    expect(f?.clinician).not.toMatch(/HbA1c or glucose result/);
  });

  it("07: sodium 126 four weeks after sertraline on indapamide is critical and names both causes", () => {
    const r = run(SERTRALINE_NA);
    const f = finding(r, "hyponatraemia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/Sertraline 50 mg tablets was started recently .* likely contributor/);
    expect(finding(r, "diuretic-hyponatraemia")?.clinician).toMatch(/indapamide/);
  });

  it("08: after falls, the bladder antimuscarinic is listed with the other medicines Beers advises avoiding", () => {
    const f = finding(run(BEERS_FALLS), "beers-older-adult-medicines");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(
      /listed here: zopiclone 7\.5 mg tablets, amitriptyline 25 mg tablets and oxybutynin 5 mg tablets\./,
    );
  });

  it("08: with no fall recorded there is no falls list", () => {
    const r = runReviewCase(
      edit(BEERS_FALLS, (d) => {
        d.additionalContext = "Care home review, Kent. No falls. Drowsy in the mornings.";
      }),
    );
    expect(finding(r, "beers-older-adult-medicines")?.clinician).not.toMatch(/listed here/);
  });

  it("08: a memory stated as worse on anticholinergics is read as cognitive change", () => {
    const r = run(BEERS_FALLS);
    expect(finding(r, "beers-older-adult-medicines")?.clinician).toMatch(
      /The notes report "memory a bit worse": the criteria advise avoiding anticholinergics with delirium or cognitive impairment/,
    );
    expect(patientText(r)).toMatch(/Your notes mention confusion or memory problems/);
  });

  it("08: a memory no worse, or denied worse, is not", () => {
    for (const note of [
      "Care home review, Kent. Three falls in the last 2 months. Memory no worse per staff.",
      "Care home review, Kent. Three falls in the last 2 months. Denies memory getting worse.",
    ]) {
      const r = runReviewCase(
        edit(BEERS_FALLS, (d) => {
          d.additionalContext = note;
        }),
      );
      expect(finding(r, "beers-older-adult-medicines")?.clinician).not.toMatch(/The notes report/);
    }
  });

  it("09: metformin 2 g and gabapentin 2700 mg a day at eGFR 28 are both high, the gabapentin dose quantified", () => {
    const r = run(METFORMIN_GABAPENTIN);
    expect(finding(r, "metformin-egfr-contraindicated")?.severity).toBe("high");
    const g = finding(r, "gabapentin-renal-dose");
    expect(g?.severity).toBe("high");
    expect(g?.clinician).toMatch(/about 2700 mg a day, is above the label's maximum of 700 mg a day/);
  });

  it("10: digoxin 2.4 with symptoms and potassium 3.2 gives toxicity and low-potassium findings, in the record's unit", () => {
    const r = run(DIGOXIN);
    const f = finding(r, "digoxin-level-high");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/levels above 2\.0 ng\/mL \(2\.0 µg\/L\)/);
    expect(f?.clinician).toMatch(/nausea and visual disturbance in the notes, heart rate 52\/min/);
    expect(finding(r, "digoxin-low-potassium")?.clinician).toMatch(/Furosemide 40 mg tablets is a likely cause/);
  });

  it("11: QTc 510 on haloperidol with a low magnesium is critical and names both", () => {
    const r = run(HALOPERIDOL_QTC);
    const f = finding(r, "qtc-prolonged");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/haloperidol 1 mg can lengthen the QT interval\. Low magnesium 1\.46 mg\/dL/);
    expect(codes(r)).not.toContain("qt-drug-low-potassium-magnesium");
  });

  it("12: apixaban 5 mg bd at a clearance of about 24 mL/min is high and cites the UK SmPC", () => {
    const f = finding(run(APIXABAN), "doac-crcl-apixaban-severe");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/creatinine clearance of about 24 mL\/min/);
  });

  it("12: with the clearance above 29 but two criteria met, a UK record is told the UK SmPC's criteria", () => {
    const r = runReviewCase(
      edit(APIXABAN, (d) => {
        (d as unknown as { vitalSigns: { value: string }[] }).vitalSigns[0]!.value = "70";
      }),
    );
    const f = finding(r, "apixaban-af-dose-high");
    expect(f?.clinician).toMatch(/For atrial fibrillation the UK SmPC recommends 2\.5 mg twice daily/);
    expect(f?.evidenceIds).toEqual(["eliquis-smpc-renal"]);
    expect(clinicianText(r)).not.toMatch(/FDA label recommends/);
  });

  it("12: the same on a US record keeps the FDA label", () => {
    const r = runReviewCase(
      edit(APIXABAN, (d) => {
        (d as unknown as { vitalSigns: { value: string }[] }).vitalSigns[0]!.value = "70";
        d.recentAbnormalLabs = [
          {
            display: "Creatinine",
            value: "1.58",
            unit: "mg/dL",
            date: "2026-11-25",
            referenceRange: "0.57-1.00",
            interpretation: "High",
          },
        ];
        d.recentNormalLabs = [];
        d.additionalContext = "Anticoagulation clinic, Denver, Colorado. Nonvalvular AF.";
      }),
    );
    const f = finding(r, "apixaban-af-dose-high");
    expect(f?.clinician).toMatch(/For atrial fibrillation the FDA label recommends 2\.5 mg twice daily/);
    expect(f?.evidenceIds).toEqual(["eliquis-label"]);
  });
});
