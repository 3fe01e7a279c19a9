import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/medicine-names-24b-review24/", import.meta.url));

describe("one medicine listed by brand and generic name reads as one (review 24)", () => {
  it("01: metformin listed as Metformin and GLUCOPHAGE is one medicine that 'is' paused", () => {
    const text = patientText(run("01-us-aki-metformin-listed-twice-brand-generic"));
    expect(text).toMatch(
      /Your diabetes medicine metformin 1000 mg tablet \(also listed as GLUCOPHAGE 1000 MG TABLET\) is usually paused/,
    );
    expect(text).toMatch(/do not stop it on your own/);
  });

  it("two different diabetes medicines still 'are' paused", () => {
    const c = load("01-us-aki-metformin-listed-twice-brand-generic");
    c.data.medications[1].medication = "Jardiance 10 mg tablet";
    expect(patientText(runReviewCase(c))).toMatch(/Your diabetes medicines .* are usually paused/);
  });

  it("08: Aldactone is named once, capitalised, not 'aldactone or spironolactone'", () => {
    const c = load("08-us-zestril-lisinopril-aldactone-potassium-high");
    c.data.medications.push({ medication: "Spironolactone 25 mg tablet", status: "active", frequency: "daily" });
    const text = patientText(runReviewCase(c));
    expect(text).toMatch(/stop your Aldactone, a heart medicine/);
    expect(patientText(run("08-us-zestril-lisinopril-aldactone-potassium-high"))).toMatch(/stop your Aldactone,/);
  });

  it("08: Zestril and lisinopril are one ACE inhibitor in the hyperkalaemia steps", () => {
    const f = finding(run("08-us-zestril-lisinopril-aldactone-potassium-high"), "raas-hyperkalaemia");
    expect(f?.nextSteps.join(" ")).toMatch(/Zestril 20 mg tablet \(also listed as lisinopril 20 mg tablet\)/i);
  });
});

describe("rules keyed to a generic name fire on its brand (review 24)", () => {
  it("02: the apixaban dose rule fires on 'Eliquis 5 mg' with two of the label's criteria", () => {
    const f = finding(run("02-us-af-eliquis-5mg-three-criteria"), "apixaban-af-dose-high");
    expect(f?.clinician).toMatch(/^Eliquis 5 mg oral tablet: the standard apixaban dose/);
  });

  it("a heavier patient on Eliquis 5 mg meets one criterion only and is not flagged", () => {
    const c = load("02-us-af-eliquis-5mg-three-criteria");
    c.data.vitalSigns[0].value = "75";
    expect(codes(runReviewCase(c))).not.toContain("apixaban-af-dose-high");
  });

  it("03: apixaban and ELIQUIS listed together are one drug: the dose is flagged, no duplicate", () => {
    const r = run("03-us-af-apixaban-and-eliquis-listed-5mg");
    expect(codes(r)).toContain("apixaban-af-dose-high");
    expect(codes(r)).not.toContain("anticoagulant-duplicate");
    expect(finding(r, "apixaban-af-dose-high")?.clinician).toMatch(
      /^Apixaban 5 mg tablet \(also listed as ELIQUIS 5MG TAB\):/,
    );
  });

  it("apixaban with Xarelto is a duplicate", () => {
    const c = load("03-us-af-apixaban-and-eliquis-listed-5mg");
    c.data.medications[1].medication = "Xarelto 20 mg tablet";
    expect(codes(runReviewCase(c))).toContain("anticoagulant-duplicate");
  });

  it("04: Lixiana and edoxaban on one UK list are one anticoagulant", () => {
    expect(codes(run("04-uk-af-lixiana-and-edoxaban-quiet"))).not.toContain("anticoagulant-duplicate");
  });

  it("05: Lixiana with warfarin is a duplicate, and the brand is capitalised for the patient", () => {
    const r = run("05-uk-lixiana-with-warfarin-duplicate");
    expect(codes(r)).toContain("anticoagulant-duplicate");
    expect(patientText(r)).toMatch(/\(warfarin and Lixiana\)/);
  });

  it("06: Coumadin and warfarin are one drug; Bactrim is named as the likely cause of the high INR", () => {
    const r = run("06-us-coumadin-and-warfarin-bactrim-inr-high");
    expect(codes(r)).toContain("warfarin-inr-high");
    expect(codes(r)).not.toContain("anticoagulant-duplicate");
    expect(finding(r, "warfarin-inr-high")?.clinician).toMatch(/Bactrim DS 800-160 mg tablet can raise the INR/);
  });

  it("07: Synthroid and levothyroxine are one thyroid medicine, over-replaced", () => {
    const f = finding(run("07-us-synthroid-and-levothyroxine-tsh-low"), "levothyroxine-tsh-low");
    expect(f?.clinician).toMatch(
      /on Synthroid 150 mcg tablet \(also listed as levothyroxine sodium 150 mcg oral tablet\):/,
    );
  });

  it("09: Zocor 40 mg with Norvasc is over the simvastatin limit with amlodipine", () => {
    const r = run("09-us-zocor-with-norvasc-over-limit");
    expect(finding(r, "simvastatin-dose-limit")?.clinician).toMatch(/limits the dose to 20 mg a day with Norvasc,/);
    expect(patientText(r)).toMatch(/higher than advised with Norvasc, which you also take/);
  });

  it("Zocor 20 mg with Norvasc is within the limit", () => {
    const c = load("09-us-zocor-with-norvasc-over-limit");
    c.data.medications[0].medication = "Zocor 20 mg tablet";
    expect(codes(runReviewCase(c))).not.toContain("simvastatin-dose-limit");
  });

  it("15: simvastatin 40 mg with the UK diltiazem brand Tildiem LA is over the 10 mg limit", () => {
    const r = run("15-uk-simvastatin-with-tildiem-over-limit");
    expect(finding(r, "simvastatin-dose-limit")?.clinician).toMatch(/limits the dose to 10 mg a day with Tildiem,/);
  });

  it("simvastatin 10 mg with Tildiem LA is within the limit", () => {
    const c = load("15-uk-simvastatin-with-tildiem-over-limit");
    c.patientContext.medications[0].name = "Simvastatin 10mg tablets";
    expect(codes(runReviewCase(c))).not.toContain("simvastatin-dose-limit");
  });

  it("10: Glucophage at an eGFR of 28 is metformin to stop", () => {
    const f = finding(run("10-us-glucophage-jardiance-ozempic-egfr-28"), "metformin-egfr-contraindicated");
    expect(f?.clinician).toMatch(/^Metformin \(Glucophage 1000 mg tablet\) is prescribed while eGFR is 28/);
  });
});

describe("combination brands are read as both parts (review 24)", () => {
  it("11: Entresto with lisinopril still listed is flagged, and replacing lisinopril with it is not advised", () => {
    const r = run("11-us-entresto-with-lisinopril-still-listed");
    const f = finding(r, "ace-inhibitor-with-arni");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(
      /Entresto 49-51 mg tablet \(sacubitril\/valsartan\) and the ACE inhibitor lisinopril/i,
    );
    expect(f?.evidenceIds).toContain("entresto-us-isi");
    expect(clinicianText(r)).not.toMatch(/replace it with sacubitril\/valsartan/);
  });

  it("lisinopril alone below target in HFrEF still gets the uptitrate-or-replace step, also as Zestril", () => {
    const c = load("11-us-entresto-with-lisinopril-still-listed");
    c.data.medications.splice(0, 1);
    c.data.medications[0].medication = "Zestril 10 mg tablet";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("ace-inhibitor-with-arni");
    // A US record: AHA/ACC/HFSA 2022's target since review 29 (country-29).
    expect(clinicianText(r)).toMatch(/Lisinopril 10 mg a day is below the AHA\/ACC\/HFSA 2022 target/);
  });

  it("12: Zestoretic is read as a thiazide for a low sodium", () => {
    const f = finding(run("12-us-zestoretic-sodium-low"), "diuretic-hyponatraemia");
    expect(f?.clinician).toMatch(/on Zestoretic 20-12.5 mg tablet/);
  });

  it("Zestril alone (no thiazide) is not called a diuretic", () => {
    const c = load("12-us-zestoretic-sodium-low");
    c.data.medications[0].medication = "Zestril 20 mg tablet";
    expect(codes(runReviewCase(c))).not.toContain("diuretic-hyponatraemia");
  });

  it("13: Janumet is read as metformin at an eGFR of 26", () => {
    const f = finding(run("13-us-janumet-egfr-26"), "metformin-egfr-contraindicated");
    expect(f?.clinician).toMatch(/^Metformin \(Janumet 50-1000 mg tablet\)/);
  });
});

describe("antipsychotic brands read through the shared brand map (review 24)", () => {
  it("14: Zyprexa and olanzapine on one list are one antipsychotic, not a combination", () => {
    expect(codes(run("14-uk-zyprexa-and-olanzapine-one-antipsychotic-quiet"))).not.toContain(
      "antipsychotic-combination",
    );
  });

  it("Zyprexa with Seroquel is a combination", () => {
    const c = load("14-uk-zyprexa-and-olanzapine-one-antipsychotic-quiet");
    c.patientContext.medications[1].name = "Seroquel 100 mg tablets";
    expect(codes(runReviewCase(c))).toContain("antipsychotic-combination");
  });

  it("Zyprexa and olanzapine are named once in the monitoring finding", () => {
    const c = load("14-uk-zyprexa-and-olanzapine-one-antipsychotic-quiet");
    c.labResults[0].value = "44";
    c.labResults[0].flag = "High";
    expect(finding(runReviewCase(c), "antipsychotic-metabolic-monitoring")?.clinician).toMatch(
      /On Zyprexa 10mg tablets \(also listed as olanzapine 10 mg tablets\),/,
    );
  });
});
