import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load, edit } = reviewFolder(new URL("./fixtures/endo-infect-30b-review30b/", import.meta.url));

interface LabCase {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string; flag?: string; date?: string }[];
  patientContext: {
    clinicalNotes: string;
    conditions?: { name: string; status: string }[];
    medications: { name: string; dosage?: string; frequency?: string }[];
  };
}

describe("overt hyperthyroidism already on an antithyroid drug is monitoring, not a new work-up (review 30b, endo-infect-30b)", () => {
  it("01: known Graves' disease, 3 weeks on methimazole: monitoring with an agranulocytosis warning, ATA 2016", () => {
    const r = run("01-us-graves-methimazole");
    expect(codes(r)).not.toContain("overt-hyperthyroidism");
    const f = finding(r, "hyperthyroidism-on-antithyroid-drug");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/on methimazole for Graves' disease: hyperthyroidism not yet controlled on treatment/);
    expect(f?.nextSteps.join(" ")).toMatch(/free T4 and T3 .*every 4–6 weeks/);
    expect(f?.nextSteps.join(" ")).toMatch(/differential at once if a sore throat, mouth ulcers or fever/);
    expect(f?.evidenceIds).toEqual(["ata-2016-hyperthyroidism"]);
    expect(patientText(r)).not.toMatch(/It needs treatment/);
    expect(patientText(r)).toMatch(/sore throat, mouth ulcers or a fever, stop it/);
    expect(clinicianText(r)).not.toMatch(/Determine the cause|uptake scan/);
  });

  it("03: a UK record on carbimazole with a sore throat: stop and count today, high, cited to NICE NG145 and the NHS formulary", () => {
    const f = finding(run("03-uk-graves-carbimazole-sore-throat"), "hyperthyroidism-on-antithyroid-drug");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(
      /^Sore throat recorded: stop carbimazole now and check a full blood count with differential today/,
    );
    expect(f?.nextSteps[1]).toMatch(/every 6 weeks .*NICE NG145/);
    expect(f?.evidenceIds).toEqual(["nice-ng145-thyroid-disease", "nhs-devon-antithyroid-drugs"]);
  });

  it("01 near-negative: known Graves' disease off treatment stays overt hyperthyroidism, without a TRAb or uptake-scan work-up", () => {
    const c = load("01-us-graves-methimazole");
    const lab = c as unknown as LabCase;
    lab.patientContext.medications = lab.patientContext.medications.filter((m) => m.name !== "Methimazole");
    lab.patientContext.clinicalNotes =
      "Endocrinology clinic, Denver, Colorado. Graves disease diagnosed 2023, methimazole stopped 2025. Palpitations again.";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("hyperthyroidism-on-antithyroid-drug");
    const f = finding(r, "overt-hyperthyroidism");
    expect(f?.nextSteps.join(" ")).toMatch(/plan treatment of Graves' disease/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/uptake scan/);
  });

  it("01 near-negative: a new overt hyperthyroidism with no antithyroid drug and no known cause keeps the cause work-up", () => {
    const c = load("01-us-graves-methimazole");
    const lab = c as unknown as LabCase;
    lab.patientContext.medications = [];
    lab.patientContext.conditions = [];
    lab.patientContext.clinicalNotes = "Primary care, Denver, Colorado. Weight loss and tremor.";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("hyperthyroidism-on-antithyroid-drug");
    expect(finding(r, "overt-hyperthyroidism")?.nextSteps.join(" ")).toMatch(
      /Determine the cause \(TRAb, uptake scan\)/,
    );
  });

  it("03 near-negative: on carbimazole with a normal free T4 nothing new is raised", () => {
    const r = runReviewCase(
      edit("03-uk-graves-carbimazole-sore-throat", (d) => {
        d.recentAbnormalLabs = d.recentAbnormalLabs.filter((l) => l.display === "TSH");
        d.recentNormalLabs = [
          { display: "Free T4", value: "18", unit: "pmol/L", date: "2026-11-19", referenceRange: "12-22" },
          { display: "Free T3", value: "5.9", unit: "pmol/L", date: "2026-11-19", referenceRange: "3.1-6.8" },
        ];
      }),
    );
    expect(codes(r)).not.toContain("hyperthyroidism-on-antithyroid-drug");
    expect(codes(r)).not.toContain("overt-hyperthyroidism");
  });
});

describe("a urine glucose trace is not read as a clear positive or as an SGLT2 inhibitor not taken (review 30b, endo-infect-30b case 02)", () => {
  it("02: no SGLT2 inhibitor listed: the cause is said of people who take one, and a trace is weaker evidence", () => {
    const r = run("02-uk-trace-glucose");
    const f = r.findings.find((x) => x.title.startsWith("Glucose, urine"));
    expect(f?.clinician).not.toMatch(/A trace usually means blood sugar is high/);
    expect(f?.clinician).toMatch(
      /A trace is weaker evidence than a clear positive, which usually means blood sugar is high, or reflects an SGLT2-inhibitor medicine, in people who take one\./,
    );
    expect(f?.patient).toMatch(/an SGLT2-inhibitor medicine, in people who take one/);
  });

  it("02 near-negative: on dapagliflozin the medicine is named as the likely cause", () => {
    const c = load("02-uk-trace-glucose");
    (c as unknown as LabCase).patientContext.medications = [
      { name: "Dapagliflozin", dosage: "10 mg", frequency: "daily" },
    ];
    const f = runReviewCase(c).findings.find((x) => x.title.startsWith("Glucose, urine"));
    expect(f?.clinician).toMatch(/an SGLT2-inhibitor medicine such as dapagliflozin/);
    expect(f?.clinician).not.toMatch(/in people who take one/);
  });
});

describe("Staphylococcus aureus in a blood culture is always treated, with echocardiography (review 30b, endo-infect-30b case 08)", () => {
  it("08: MSSA in 2 of 2 sets on a hospital ward: high, treat, echo, repeat cultures", () => {
    const f = finding(run("08-us-staph-aureus-bacteremia"), "staph-aureus-bacteraemia");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/never treated as a contaminant/);
    expect(f?.clinician).toMatch(/confirm the intravenous antibiotic matches the susceptibilities/);
    expect(f?.nextSteps.join(" ")).toMatch(/cefazolin/);
    expect(f?.nextSteps.join(" ")).toMatch(/Echocardiography: transthoracic for every adult/);
    expect(f?.nextSteps.join(" ")).toMatch(/Repeat blood cultures/);
    expect(f?.patient).toMatch(/heart scan \(echocardiogram\)/);
  });

  it("08: outside hospital it is critical: admit now", () => {
    const c = load("08-us-staph-aureus-bacteremia");
    (c as unknown as LabCase).patientContext.clinicalNotes =
      "Primary care, Cleveland, Ohio. Results phoned by the laboratory. Fever 38.9 C with rigors yesterday.";
    const f = finding(runReviewCase(c), "staph-aureus-bacteraemia");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/admit for intravenous antibiotics/);
  });

  it("08 near-negative: a coagulase-negative staphylococcus in one bottle is not read as S. aureus", () => {
    const c = load("08-us-staph-aureus-bacteremia");
    const lab = c as unknown as LabCase;
    lab.labResults[0] = {
      name: "Blood culture",
      value: "Coagulase-negative Staphylococcus, 1 of 2 sets (probable contaminant)",
      date: "2026-11-19",
    };
    expect(codes(runReviewCase(c))).not.toContain("staph-aureus-bacteraemia");
  });

  it("08 near-negative: a known MRSA bacteraemia already on day 5 of vancomycin is not read as a new culture", () => {
    const c = load("08-us-staph-aureus-bacteremia");
    const lab = c as unknown as LabCase;
    lab.labResults = lab.labResults.slice(1);
    lab.patientContext.clinicalNotes =
      "Inpatient, Cleveland, Ohio. Day 5 of IV vancomycin for MRSA line bacteremia. Afebrile.";
    expect(codes(runReviewCase(c))).not.toContain("staph-aureus-bacteraemia");
  });

  it("08: a blood culture growing S. aureus named only in the notes is read too", () => {
    const c = load("08-us-staph-aureus-bacteremia");
    const lab = c as unknown as LabCase;
    lab.labResults = lab.labResults.slice(1);
    lab.patientContext.clinicalNotes =
      "Primary care, Cleveland, Ohio. Lab phoned: blood cultures from yesterday grew Staphylococcus aureus in both bottles.";
    expect(finding(runReviewCase(c), "staph-aureus-bacteraemia")?.severity).toBe("critical");
  });

  it("08 near-negative: S. aureus on a nasal MRSA screen is not bacteraemia", () => {
    const c = load("08-us-staph-aureus-bacteremia");
    const lab = c as unknown as LabCase;
    lab.labResults[0] = { name: "MRSA nasal screen", value: "MRSA detected", date: "2026-11-19" };
    expect(codes(runReviewCase(c))).not.toContain("staph-aureus-bacteraemia");
  });
});

describe("C. difficile on a US record follows IDSA/SHEA, not NICE (review 30b, endo-infect-30b case 09)", () => {
  it("09: a US record after amoxicillin-clavulanate on omeprazole: fidaxomicin preferred, vancomycin the alternative, IDSA/SHEA 2021", () => {
    const f = finding(run("09-us-cdiff-ppi"), "c-difficile-infection");
    expect(f?.clinician).toMatch(/IDSA\/SHEA 2021: fidaxomicin/);
    expect(f?.clinician).not.toMatch(/NICE NG199|UK markers/);
    expect(f?.clinician).toMatch(/review the need for Omeprazole/i);
    expect(f?.nextSteps[0]).toMatch(/^Start fidaxomicin 200 mg twice daily for 10 days/);
    expect(f?.evidenceIds).toEqual(["idsa-shea-2021-cdi"]);
  });

  it("09 near-negative: the same record in England keeps NICE NG199 and vancomycin first", () => {
    const c = load("09-us-cdiff-ppi");
    (c as unknown as LabCase).patientContext.clinicalNotes =
      "GP surgery, Leicester (NHS). Finished co-amoxiclav for sinusitis 10 days ago. Six watery stools a day for 3 days.";
    const f = finding(runReviewCase(c), "c-difficile-infection");
    expect(f?.clinician).toMatch(/NICE NG199: an oral antibiotic/);
    expect(f?.nextSteps[0]).toMatch(/^Start oral vancomycin 125 mg/);
    expect(f?.evidenceIds).toEqual(["nice-ng199-cdiff"]);
  });
});

describe("a raised white count beside a positive C. difficile toxin is not 'no infection recorded' (review 30b, endo-infect-30b case 09)", () => {
  it("09: white cells 17.8 with C. difficile toxin positive: no separate repeat-with-a-film plan", () => {
    const r = run("09-us-cdiff-ppi");
    expect(codes(r)).not.toContain("neutrophilia-repeat-film");
    expect(clinicianText(r)).not.toMatch(/no infection recorded/);
  });

  it("09 near-negative: a raised white count of 13.5 without the toxin result keeps its plan", () => {
    const c = load("09-us-cdiff-ppi");
    const lab = c as unknown as LabCase;
    lab.labResults = [
      { name: "WBC", value: "13.5", unit: "x10E3/uL", referenceRange: "3.4-10.8", flag: "High", date: "2026-11-19" },
    ];
    lab.patientContext.clinicalNotes = "Primary care, Raleigh, North Carolina. Routine bloods. Feels well.";
    expect(codes(runReviewCase(c))).toContain("neutrophilia-repeat-film");
  });
});
