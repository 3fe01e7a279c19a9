import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/labs-25-review25/", import.meta.url));

const serious = (r: ReturnType<typeof run>) =>
  r.findings.filter((f) => f.severity === "high" || f.severity === "critical").map((f) => f.code);

describe("lab-results requests as laboratories send them (review 25)", () => {
  it("01: a serial hs-troponin rise with chest pain is the emergency, and the lab's critical flag points to it", () => {
    const r = run("01-uk-serial-hs-troponin-rise");
    const t = finding(r, "troponin-elevated");
    expect(t?.severity).toBe("critical");
    expect(t?.clinician).toMatch(/it is rising \(18 then 64 ng\/L over 1 h\)/);
    const flag = finding(r, "lab-critical");
    expect(flag?.clinician).toMatch(
      /^Troponin T, high-sensitivity 64 ng\/L on 2026-11-29 was flagged critical by the laboratory\./,
    );
    expect(flag?.clinician).toMatch(/Read with the raised troponin above/);
    expect(flag?.clinician).not.toMatch(/grades it high rather than critical/);
    expect(flag?.patient).not.toMatch(/not at a level that is usually an emergency/);
  });

  it("beside a finding that is not an emergency, a lab-flagged critical line still says it grades it high", () => {
    const flag = finding(run("04-us-warfarin-inr-high-critical-flag"), "lab-critical");
    expect(flag?.clinician).toMatch(/so this report grades it high rather than critical/);
    expect(flag?.clinician).toMatch(/Read with the INR above the warfarin target/);
  });

  it("02: a US panel's PSA, free PSA 'Not Estab.' and vitamin D in ng/mL are read without misparsing", () => {
    const r = run("02-us-vitd-ngml-psa-ratio");
    expect(finding(r, "lab-low")?.clinician).toMatch(/25-hydroxyvitamin D 24 ng\/mL/);
    expect(r.findings.some((f) => /free/i.test(f.title))).toBe(false);
    expect(clinicianText(r)).toMatch(/\| PSA, FREE \| 1\.45 ng\/mL \| Not Estab\. \| not judged \(no range\) \|/);
    expect(codes(r)).not.toContain("lab-critical");
  });

  it("03: iron overload by transferrin saturation and ferritin is named, with HFE genotyping", () => {
    const r = run("03-uk-iron-overload-transferrin-sat");
    const f = finding(r, "iron-overload-screen");
    expect(f?.clinician).toMatch(/Transferrin saturation 72 %.*ferritin 1240/);
    expect(f?.nextSteps.join(" ")).toMatch(/HFE genotyping/);
    expect(serious(r)).toEqual([]);
  });

  it("04: an INR of 4.1 on warfarin flagged critical names the flag once and writes the limit without a unit", () => {
    const r = run("04-us-warfarin-inr-high-critical-flag");
    const flag = finding(r, "lab-critical");
    expect(flag?.nextSteps[0]).toMatch(
      /^Review the International normalized ratio flagged critical by the laboratory today/,
    );
    expect(flag?.nextSteps.join(" ")).not.toMatch(/by the laboratory flagged critical/);
    expect(flag?.clinician).toMatch(/critical limit \(above 5\)/);
    expect(flag?.clinician).not.toMatch(/5 ratio/);
    expect(finding(r, "warfarin-inr-high")?.clinician).toMatch(/clarithromycin/);
  });

  it("05: a UK report with HbA1c in both units is read the NICE way, in mmol/mol", () => {
    const r = run("05-uk-hba1c-both-units-trend");
    const g = finding(r, "diabetes-at-goal");
    expect(g?.title).toBe("HbA1c above the NICE target for type 2 diabetes");
    expect(g?.clinician).toMatch(/^HbA1c 53 mmol\/mol .*above the NICE target of 48 mmol\/mol/);
    expect(g?.clinician).toMatch(
      /below 58 mmol\/mol.*reinforce diet, lifestyle and adherence rather than add a medicine/,
    );
    expect(g?.patient).not.toMatch(/well controlled|within the usual goal/);
    expect(g?.evidenceIds).toContain("nice-ng28-t2d-adults");
    // The statin question is the NICE one (QRISK) too, as on any UK record.
    expect(finding(r, "statin-opportunity-diabetes")?.clinician).toMatch(/QRISK/);
  });

  it("05: an HbA1c falling from 64 to 53 mmol/mol in treated diabetes is an improvement, not a moderate concern", () => {
    const r = run("05-uk-hba1c-both-units-trend");
    expect(finding(r, "trend-falling")?.severity).toBe("low");
  });

  it("an HbA1c rising further above the range stays a moderate trend", () => {
    const c = load("05-uk-hba1c-both-units-trend");
    c.labResults[0].value = "50";
    c.labResults[1].value = "64";
    c.labResults[2].value = "8.0";
    expect(finding(runReviewCase(c), "trend-rising")?.severity).toBe("moderate");
  });

  it("on a sulfonylurea the NICE target is 53 mmol/mol, so 53 stays at goal", () => {
    const c = load("05-uk-hba1c-both-units-trend");
    c.patientContext.medications.push({ name: "Gliclazide", dosage: "80 mg", frequency: "twice daily" });
    const g = finding(runReviewCase(c), "diabetes-at-goal");
    expect(g?.title).toBe("HbA1c within the usual goal for diabetes");
    expect(g?.clinician).not.toMatch(/NICE target/);
  });

  it("a US record with HbA1c in % alone keeps the common goal of 7%", () => {
    const c = load("05-uk-hba1c-both-units-trend");
    c.labResults = c.labResults.filter((l: { unit?: string }) => l.unit !== "mmol/mol");
    const g = finding(runReviewCase(c), "diabetes-at-goal");
    expect(g?.clinician).toMatch(/at the upper limit of the common goal \(7\.0%\)/);
    expect(g?.clinician).not.toMatch(/NICE/);
  });

  it("06: a raised D-dimer with pleuritic chest pain is read as suspected PE needing CTPA", () => {
    const r = run("06-us-ddimer-crp-esr-pleuritic");
    const pe = finding(r, "suspected-pulmonary-embolism");
    expect(pe?.severity).toBe("high");
    expect(pe?.clinician).toMatch(/"pleuritic chest pain" in the notes, a symptom of PE, D-dimer 1\.85/);
    expect(pe?.clinician).toMatch(/No PE Wells score is recorded/);
    expect(pe?.clinician).not.toMatch(/PE unlikely on the score/);
    expect(pe?.nextSteps[0]).toMatch(/^CTPA now/);
    expect(pe?.evidenceIds).toEqual(expect.arrayContaining(["nice-ng158-vte", "nhs-pulmonary-embolism"]));
  });

  it("denied pleuritic pain, or PE already excluded, leaves the raised D-dimer as a lab line", () => {
    const c = load("06-us-ddimer-crp-esr-pleuritic");
    c.patientContext.clinicalNotes = "Urgent care. Cough and fever 3 days. No pleuritic pain, no haemoptysis. HR 98.";
    expect(codes(runReviewCase(c))).not.toContain("suspected-pulmonary-embolism");
    const excluded = load("06-us-ddimer-crp-esr-pleuritic");
    excluded.patientContext.clinicalNotes += " CTPA negative.";
    expect(codes(runReviewCase(excluded))).not.toContain("suspected-pulmonary-embolism");
  });

  it("07: a critical magnesium with cramps and low calcium is same-day intravenous replacement", () => {
    const r = run("07-uk-mg-phos-ppi-refeeding");
    expect(finding(r, "hypomagnesaemia-severe-symptomatic")?.severity).toBe("high");
    expect(finding(r, "ppi-hypomagnesaemia")?.clinician).toMatch(/Omeprazole/i);
    expect(finding(r, "diuretic-hypokalaemia")?.clinician).toMatch(/magnesium deficiency increases potassium loss/);
  });

  it("08: 'TNP' and 'Hemolyzed' are not judged, and ask for a new sample", () => {
    const r = run("08-us-urate-ck-hemolyzed-tnp");
    const notJudged = r.findings.filter((f) => f.code === "lab-not-comparable");
    expect(notJudged.map((f) => f.title)).toEqual(["Creatine kinase: not judged", "Potassium: not judged"]);
    expect(notJudged[1]?.nextSteps[0]).toMatch(/Repeat the Potassium test on a new sample/);
    expect(finding(r, "lab-high")?.clinician).toMatch(/Uric acid \(urate\) 9\.4 mg\/dL.*hydrochlorothiazide/);
    expect(serious(r)).toEqual([]);
  });

  it("09: a TSH raised twice with normal free T4 and positive TPO antibodies is persistent subclinical hypothyroidism", () => {
    const r = run("09-uk-thyroid-subclinical-hypo-repeat");
    const f = finding(r, "subclinical-hypothyroidism");
    expect(f?.clinician).toMatch(/already raised at 6\.8 .* persistent/);
    expect(f?.nextSteps.join(" ")).toMatch(/6-month trial of levothyroxine/);
    expect(serious(r)).toEqual([]);
  });

  it("10: heavy drinking with raised GGT, AST above ALT, macrocytosis and low platelets is read together", () => {
    const r = run("10-uk-urine-pcr-liver-ggt-alcohol");
    expect(finding(r, "alcohol-above-low-risk-labs")?.clinician).toMatch(/50 UK units a week/);
    expect(finding(r, "fib4-fibrosis-risk")?.severity).toBe("high");
    expect(clinicianText(r)).not.toMatch(/protein:creatinine ratio.*(?:above|below)/i);
  });

  it("11: a well young woman's normal variants raise nothing serious", () => {
    const r = run("11-us-normal-variants-quiet");
    expect(serious(r)).toEqual([]);
    expect(codes(r)).not.toContain("lab-critical");
    expect(patientText(r)).not.toMatch(/urgent|needs? emergency care now/i);
  });
});
