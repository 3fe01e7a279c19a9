import { describe, expect, it } from "vitest";
import { finding, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load, edit } = reviewFolder(new URL("./fixtures/country-29b-review29b/", import.meta.url));

interface LabCase {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string }[];
  patientContext: { clinicalNotes: string };
}

/** A lab-results case with its notes changed. */
function withNotes(name: string, change: (notes: string) => string): ReturnType<typeof load> {
  const c = load(name);
  const lab = c as unknown as LabCase;
  lab.patientContext.clinicalNotes = change(lab.patientContext.clinicalNotes);
  return c;
}

/** All the words a finding gives the clinician: statement and steps. */
const said = (f: ReturnType<typeof finding>) => `${f?.clinician ?? ""} ${f?.nextSteps.join(" ") ?? ""}`;

describe("suspected-cancer tests on a US record are not given NICE NG12's pathways (review 29b, country-29b)", () => {
  it("01: a high calcium with a low PTH in Tucson gets urgent myeloma tests without NG12, NG35 or a 'suspected cancer pathway'", () => {
    const f = finding(run("01-us-tucson-calcium-pth-low-labs"), "myeloma-investigations");
    expect(said(f)).not.toMatch(/NICE|NG12|NG35|suspected cancer pathway|48 hours/);
    expect(f?.clinician).toMatch(/urgent tests for a paraprotein/);
    expect(f?.nextSteps).toContain(
      "Urgent serum protein electrophoresis with immunofixation, serum free light chains and urine Bence-Jones protein test, within days",
    );
    expect(f?.nextSteps).toContain("If the results suggest myeloma, refer urgently to hematology");
    expect(f?.patient).toMatch(/These tests are urgent/);
    expect(f?.evidenceIds).toEqual(["ocp-multiple-myeloma"]);
  });

  it("01: the same record from a Leeds GP surgery keeps NG12's very urgent tests", () => {
    const c = withNotes("01-us-tucson-calcium-pth-low-labs", (n) =>
      n.replace("Primary care visit, Tucson, AZ.", "GP surgery, Leeds."),
    );
    const f = finding(runReviewCase(c), "myeloma-investigations");
    expect(f?.clinician).toMatch(/NICE NG12 advises very urgent \(within 48 hours\)/);
    expect(f?.nextSteps).toContain(
      "If the results suggest myeloma, refer to haematology on a suspected cancer pathway",
    );
    expect(f?.patient).toMatch(/within 2 days/);
    expect(f?.evidenceIds).toEqual(["nice-ng12-suspected-cancer", "ocp-multiple-myeloma"]);
  });

  it("01: weight loss in a former smoker in Tucson gets a prompt chest X-ray in plain terms, without NG12", () => {
    const f = finding(run("01-us-tucson-calcium-pth-low-labs"), "lung-cancer-chest-xray-urgent");
    expect(said(f)).not.toMatch(/NICE|NG12|suspected (?:lung )?cancer pathway/);
    expect(f?.clinician).toMatch(/call for a prompt chest X-ray \(within 2 weeks\) to look for lung cancer/);
    expect(f?.nextSteps[0]).toBe(
      "Arrange a chest X-ray promptly (within 2 weeks); refer urgently to pulmonology if it suggests cancer",
    );
    expect(f?.evidenceIds).toEqual([]);
  });

  it("01: coughing up blood in Tucson is read by the ACR Appropriateness Criteria: CT even after a normal X-ray", () => {
    const c = withNotes("01-us-tucson-calcium-pth-low-labs", (n) =>
      n.replace("Dry cough for 6 weeks.", "Cough for 6 weeks, with blood-streaked sputum twice this week."),
    );
    const f = finding(runReviewCase(c), "lung-cancer-chest-xray-urgent");
    expect(said(f)).not.toMatch(/NICE|NG12|suspected (?:lung )?cancer pathway/);
    expect(f?.clinician).toMatch(/ACR Appropriateness Criteria/);
    expect(f?.nextSteps[0]).toMatch(/^Chest X-ray now, and CT of the chest even if the X-ray is normal/);
    expect(f?.evidenceIds).toEqual(["acr-ac-hemoptysis-2014"]);
  });

  it("01: the Leeds twins keep NG12's chest X-ray within 2 weeks and its haemoptysis referral", () => {
    const leeds = (n: string) => n.replace("Primary care visit, Tucson, AZ.", "GP surgery, Leeds.");
    const f = finding(
      runReviewCase(withNotes("01-us-tucson-calcium-pth-low-labs", leeds)),
      "lung-cancer-chest-xray-urgent",
    );
    expect(f?.nextSteps[0]).toBe(
      "Arrange a chest X-ray within 2 weeks (NICE NG12); refer on a suspected lung cancer pathway if it suggests cancer",
    );
    expect(f?.evidenceIds).toEqual(["nice-ng12-suspected-cancer"]);
    const blood = withNotes("01-us-tucson-calcium-pth-low-labs", (n) =>
      leeds(n).replace("Dry cough for 6 weeks.", "Cough for 6 weeks, with blood-streaked sputum twice this week."),
    );
    const h = finding(runReviewCase(blood), "lung-cancer-chest-xray-urgent");
    expect(h?.nextSteps[0]).toMatch(/^Refer on a suspected lung cancer pathway \(appointment within 2 weeks\)/);
    expect(h?.evidenceIds).toEqual(["nice-ng12-suspected-cancer"]);
  });
});

describe("hypertension under 40 on a US record is not given NICE NG136 (review 29b, country-29b)", () => {
  it("02: a 36-year-old's sustained stage 2 reading gets the search for a cause without NG136", () => {
    const f = finding(run("02-us-htn-new-36y-ehr"), "bp-stage-2");
    expect(said(f)).not.toMatch(/NICE|NG136/);
    expect(f?.clinician).toMatch(
      /Under 40 with hypertension: secondary causes may account for up to 30% of young-onset hypertension/,
    );
    expect(f?.nextSteps).toContain(
      "Under 40: look for a secondary cause (thyroid, kidney and renal artery causes are the commonest at this age)",
    );
    expect(f?.evidenceIds).toContain("rison-2022-young-hypertension");
    expect(f?.evidenceIds).not.toContain("nice-ng136-hypertension");
  });

  it("02: with no reading to carry it, the under-40 finding on the US record cites the BMJ review alone", () => {
    const c = load("02-us-htn-new-36y-ehr");
    delete (c.data as { vitalSigns?: unknown }).vitalSigns;
    const f = finding(runReviewCase(c), "hypertension-under-40");
    expect(said(f)).not.toMatch(/NICE|NG136/);
    expect(f?.evidenceIds).toEqual(["rison-2022-young-hypertension"]);
  });

  it("02: the same record from an NHS practice keeps NG136's specialist evaluation", () => {
    const c = edit("02-us-htn-new-36y-ehr", (d) => {
      d.additionalContext = `NHS GP practice. ${d.additionalContext}`;
    });
    const f = finding(runReviewCase(c), "bp-stage-2");
    expect(f?.clinician).toMatch(/NICE NG136 advises considering a specialist's evaluation for secondary causes/);
    expect(f?.nextSteps).toContain(
      "Under 40: consider referral to a hypertension specialist to look for secondary causes",
    );
    expect(f?.evidenceIds).toContain("nice-ng136-hypertension");
  });
});

describe("suspected heart failure on a US record: no NICE referral timing, no ESC attribution (review 29b, country-29b)", () => {
  it("03: NT-proBNP 1150 with breathlessness in Florida: ECG and echocardiography promptly, without NICE's 6 weeks or ESC", () => {
    const f = finding(run("03-us-ntprobnp-1150-breathless-labs"), "hf-decompensation-signs");
    expect(said(f)).not.toMatch(/NICE|ESC|6 weeks/);
    expect(f?.clinician).toMatch(
      /Assess promptly for heart failure, with an ECG and echocardiography, and look for a cause or trigger\./,
    );
    expect(f?.nextSteps[0]).toBe("Assess promptly for heart failure: specialist assessment and echocardiography");
    expect(f?.patient).not.toMatch(/6 weeks/);
    expect(f?.evidenceIds).toEqual(["aha-acc-hfsa-2022-hf", "hfm-weight-gain"]);
  });

  it("03: severe signs on the US record: same-day assessment without ESC's oxygen wording", () => {
    const c = withNotes("03-us-ntprobnp-1150-breathless-labs", (n) =>
      n.replace("SpO2 95% on room air", "SpO2 88% on room air, breathless at rest"),
    );
    const f = finding(runReviewCase(c), "hf-decompensation-signs");
    expect(f?.severity).toBe("critical");
    expect(said(f)).not.toMatch(/NICE|ESC/);
    expect(f?.nextSteps[0]).toMatch(/^Same-day assessment/);
    expect(f?.evidenceIds).not.toContain("esc-2021-hf");
  });

  it("03: a raised NT-proBNP alone on the US record is not given NICE's referral bands", () => {
    const c = withNotes(
      "03-us-ntprobnp-1150-breathless-labs",
      () => "Primary care visit, Florida. Routine review, feels well.",
    );
    const f = finding(runReviewCase(c), "natriuretic-peptide-elevated");
    expect(said(f)).not.toMatch(/NICE|6 weeks/);
    expect(f?.evidenceIds).not.toContain("nice-qs9-heart-failure");
  });

  it("03: the same record from a Leeds GP surgery keeps NICE's 6 weeks and ESC", () => {
    const c = withNotes("03-us-ntprobnp-1150-breathless-labs", (n) =>
      n.replace("Primary care visit, Florida.", "GP surgery, Leeds."),
    );
    const f = finding(runReviewCase(c), "hf-decompensation-signs");
    expect(f?.nextSteps[0]).toBe(
      "Refer for specialist heart-failure assessment and transthoracic echocardiography within 6 weeks (NICE: NT-proBNP 400 to 2000 ng/L)",
    );
    expect(f?.clinician).toMatch(/both recommended by ESC 2021/);
    expect(f?.evidenceIds).toEqual(["esc-2021-hf", "hfm-weight-gain", "nice-qs9-heart-failure"]);
  });
});

describe("tumour lysis on a US record names no NHS service (review 29b, country-29b)", () => {
  it("04: venetoclax tumour lysis in Texas: urgent review without NHS GGC or an on-call registrar", () => {
    const f = finding(run("04-us-venetoclax-tls-labs"), "tumour-lysis-syndrome");
    expect(f?.nextSteps.join(" ")).not.toMatch(/NHS|GGC|registrar/);
    expect(f?.nextSteps[0]).toBe(
      "Urgent hematology or oncology review now and an early renal opinion; renal replacement therapy can be life-saving",
    );
    expect(f?.nextSteps.join(" ")).toMatch(/Intravenous fluids as the hematologist advises, with strict fluid balance/);
  });

  it("04: the same picture on an NHS ward keeps the GGC steps", () => {
    const c = withNotes("04-us-venetoclax-tls-labs", (n) =>
      n.replace("Oncology clinic, Texas.", "NHS haematology day unit."),
    );
    const f = finding(runReviewCase(c), "tumour-lysis-syndrome");
    expect(f?.nextSteps[0]).toMatch(/\(NHS GGC: page the on-call haematology registrar\)/);
  });
});

describe("gout on a UK record cites NICE NG219 before ACR (review 29b, country-29b)", () => {
  it("05: urate above target on allopurinol at a Leeds GP surgery: NICE first", () => {
    const f = finding(run("05-uk-gout-urate-high-leeds-labs"), "gout-urate-above-target");
    expect(f?.evidenceIds).toEqual(["nice-ng219-gout", "acr-2020-gout"]);
  });

  it("05: without the UK practice the order stays ACR first", () => {
    const c = withNotes("05-uk-gout-urate-high-leeds-labs", (n) => n.replace("GP surgery, Leeds. ", ""));
    const f = finding(runReviewCase(c), "gout-urate-above-target");
    expect(f?.evidenceIds).toEqual(["acr-2020-gout", "nice-ng219-gout"]);
  });
});

describe("a thiopurine with no TPMT result on a US record cites CPIC, not a Scottish protocol (review 29b, country-29b)", () => {
  it("06: azathioprine started 3 weeks ago in Ohio: CPIC's TPMT dosing, no NHS monitoring schedule", () => {
    const f = finding(run("06-us-azathioprine-no-tpmt-labs"), "thiopurine-tpmt-not-recorded");
    expect(f?.clinician).toMatch(/CPIC doses thiopurines by TPMT \(and NUDT15\) status/);
    expect(said(f)).not.toMatch(/every 2 weeks until the dose has been stable for 6 weeks/);
    expect(f?.evidenceIds).toEqual(["cpic-tpmt-nudt15-2018"]);
  });

  it("06: the same record from a Leeds GP surgery keeps the NHS monitoring schedule", () => {
    const c = withNotes("06-us-azathioprine-no-tpmt-labs", (n) =>
      n.replace("Gastroenterology follow-up, Columbus, Ohio.", "GP surgery, Leeds."),
    );
    const f = finding(runReviewCase(c), "thiopurine-tpmt-not-recorded");
    expect(f?.clinician).toMatch(/every 2 weeks until the dose has been stable for 6 weeks/);
    expect(f?.evidenceIds).toEqual(["nhsdg-azathioprine-monitoring"]);
  });
});

describe("kidney screening in a child with type 1 diabetes on a US record follows ADA (review 29b, country-29b)", () => {
  it("07: a 14-year-old in Ohio with type 1 diabetes for 7 years gets ADA's yearly albumin-to-creatinine ratio, not NG18", () => {
    const f = finding(run("07-us-boy-14y-t1d-no-uacr-ehr"), "diabetes-kidney-monitoring-child");
    expect(said(f)).not.toMatch(/NICE|NG18/);
    expect(f?.clinician).toMatch(
      /ADA screens yearly for albuminuria in type 1 diabetes from age 10 once diabetes has lasted 5 years/,
    );
    expect(f?.evidenceIds).toEqual(["ada-soc-2026-s14"]);
  });

  it("07: with diabetes for 3 years the US record waits; the NHS twin keeps NG18 from age 12", () => {
    const short = edit("07-us-boy-14y-t1d-no-uacr-ehr", (d) => {
      d.pastMedicalHistory = d.pastMedicalHistory.map((c) => ({ ...c, onsetDate: "2023-09-01" }));
    });
    expect(finding(runReviewCase(short), "diabetes-kidney-monitoring-child")).toBeUndefined();
    const uk = edit("07-us-boy-14y-t1d-no-uacr-ehr", (d) => {
      d.additionalContext = d.additionalContext.replace(
        "Pediatric endocrinology visit, Cincinnati, Ohio.",
        "NHS children's diabetes clinic.",
      );
    });
    const f = finding(runReviewCase(uk), "diabetes-kidney-monitoring-child");
    expect(f?.clinician).toMatch(/NICE NG18 advises yearly screening/);
    expect(f?.evidenceIds).toEqual(["nice-ng18-diabetes-cyp"]);
  });
});

describe("virological failure on a UK record cites BHIVA beside DHHS (review 29b, country-29b)", () => {
  it("08: a detectable viral load on Biktarvy at a Leeds HIV clinic names BHIVA's repeat and resistance test", () => {
    const f = finding(run("08-uk-hiv-detectable-leeds-labs"), "hiv-advanced-cd4-below-200");
    expect(f?.clinician).toMatch(/BHIVA/);
    expect(f?.evidenceIds[0]).toBe("bhiva-2016-monitoring");
    expect(f?.evidenceIds).toContain("dhhs-virologic-failure");
  });

  it("08: without the UK clinic or IFCC HbA1c the finding keeps the DHHS guidelines alone", () => {
    const c = withNotes("08-uk-hiv-detectable-leeds-labs", (n) => n.replace("HIV clinic, Leeds. ", ""));
    // The HbA1c in % too: in mmol/mol it alone reads as UK.
    (c as unknown as LabCase).labResults = (c as unknown as LabCase).labResults.map((o) =>
      o.name === "HbA1c" ? { ...o, value: "5.6", unit: "%", referenceRange: "4.0-5.6" } : o,
    );
    const f = finding(runReviewCase(c), "hiv-advanced-cd4-below-200");
    expect(f?.clinician).not.toMatch(/BHIVA/);
    expect(f?.evidenceIds).not.toContain("bhiva-2016-monitoring");
  });
});
