import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import { notedDiagnoses } from "../normalize/condition-notes.ts";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/haem-onc-28-review28/", import.meta.url));

type LabCase = {
  labResults: { name: string; value: string; flag?: string }[];
  patientContext: { clinicalNotes: string };
};

/** A lab-results case read afresh with some of it changed. */
const editLabs = (name: string, change: (c: LabCase) => void) => {
  const c = load(name);
  change(c as unknown as LabCase);
  return runReviewCase(c);
};

const withNotes = (name: string, notes: string) =>
  editLabs(name, (c) => {
    c.patientContext.clinicalNotes = notes;
  });

describe("haematology and oncology sweep (review 28, haem-onc-28)", () => {
  it("01: fever on docetaxel with neutrophils 0.3 is suspected neutropenic sepsis, critical", () => {
    const f = finding(run("01-uk-neutropenic-fever-chemo-ehr"), "neutropenic-sepsis");
    expect(f?.severity).toBe(Severity.critical);
    expect(f?.clinician).toMatch(/NICE CG151/);
  });

  it("02: venetoclax with raised urate, potassium and phosphate is laboratory tumour lysis, critical", () => {
    const r = run("02-us-venetoclax-tumour-lysis-labs");
    // Critical since review 29 (leftovers-29): "started venetoclax ... 2 days ago" in the notes puts
    // the results inside the Cairo-Bishop window, which the rule treats as an emergency.
    expect(finding(r, "tumour-lysis-syndrome")?.severity).toBe(Severity.critical);
  });

  it("02: a creatinine 'before starting' treatment is the baseline, so 1.0 to 1.6 reads as an acute rise, not a CKD category", () => {
    const r = run("02-us-venetoclax-tumour-lysis-labs");
    expect(finding(r, "aki-creatinine-rise")?.clinician).toMatch(/"creatinine was 1\.0 mg\/dl before starting"/);
    expect(codes(r)).not.toContain("ckd-stage");
  });

  it("02: a creatinine with no time in the notes is not a baseline", () => {
    const r = withNotes(
      "02-us-venetoclax-tumour-lysis-labs",
      "Oncology clinic, Texas. CLL. Creatinine 1.0 mg/dL. Taking allopurinol.",
    );
    expect(codes(r)).not.toContain("aki-creatinine-rise");
  });

  it("02, 03: raised lymphocytes in known CLL are read with the CLL, not as a viral after-effect", () => {
    for (const name of ["02-us-venetoclax-tumour-lysis-labs", "03-uk-cll-lymphocytosis-12-well"]) {
      const r = run(name);
      expect(clinicianText(r)).toMatch(/in keeping with the known chronic lymphocytic leuk(?:a)?emia/);
      expect(patientText(r)).not.toMatch(/often follows a viral infection/);
    }
  });

  it("02: on a US record the CLL reading rests on iwCLL, not on an NHS page", () => {
    const r = run("02-us-venetoclax-tumour-lysis-labs");
    expect(clinicianText(r)).toMatch(/which iwCLL 2018 defines by a sustained clonal B-lymphocytosis/);
    expect(JSON.stringify(r.result.citations)).not.toMatch(/devonformularyguidance/);
  });

  it("03: known CLL on watch and wait is not sent for flow cytometry to look for CLL", () => {
    const r = run("03-uk-cll-lymphocytosis-12-well");
    expect(codes(r)).not.toContain("persistent-lymphocytosis");
  });

  it("03: the same lasting lymphocytosis without a CLL diagnosis still asks for flow cytometry", () => {
    const r = withNotes(
      "03-uk-cll-lymphocytosis-12-well",
      "GP surgery, Exeter. Feels well, no night sweats, no weight loss, no lumps. Lymphocytes 10.8 a year ago.",
    );
    expect(codes(r)).toContain("persistent-lymphocytosis");
    expect(clinicianText(r)).not.toMatch(/in keeping with the known chronic lymphocytic/);
  });

  it("04: a 65% platelet fall on day 7 of enoxaparin is possible HIT, critical, with the 4Ts", () => {
    const f = finding(run("04-uk-hit-heparin-day7-ehr"), "heparin-induced-thrombocytopenia");
    expect(f?.severity).toBe(Severity.critical);
    expect(f?.clinician).toMatch(/4Ts/);
  });

  it("05: Hct 0.56 with a palpable spleen, itch, and raised white cells and platelets asks for JAK2 and haematology", () => {
    const r = run("05-uk-polycythaemia-splenomegaly");
    const f = finding(r, "erythrocytosis-mpn-features");
    expect(f?.severity).toBe(Severity.moderate);
    expect(f?.clinician).toMatch(/above 0\.52 \(52%\) in men, with "spleen palpable" in the notes/);
    expect(f?.clinician).toMatch(/iron deficiency can mask polycythaemia vera/);
    expect(f?.evidenceIds).toContain("bnssg-remedy-polycythaemia");
    // The plan is the referral, not a repeat count for the white cells.
    expect(codes(r)).not.toContain("neutrophilia-repeat-film");
  });

  it("05: the same haematocrit from 0.60 in a man is an urgent referral", () => {
    const r = editLabs("05-uk-polycythaemia-splenomegaly", (c) => {
      c.labResults.find((l) => l.name === "Haematocrit")!.value = "0.61";
    });
    const f = finding(r, "erythrocytosis-mpn-features");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/Refer urgently to haematology/);
  });

  it("05: a raised haematocrit with no spleen, itch or other raised counts gives no MPN finding", () => {
    const r = editLabs("05-uk-polycythaemia-splenomegaly", (c) => {
      c.labResults = c.labResults.filter((l) => ["Haemoglobin", "Haematocrit"].includes(l.name));
      c.patientContext.clinicalNotes = "GP surgery, Bristol. Non-smoker. Haemoglobin 178 in June.";
    });
    expect(codes(r)).not.toContain("erythrocytosis-mpn-features");
  });

  it("05: on a US record the NHS referral thresholds are not applied", () => {
    const r = editLabs("05-uk-polycythaemia-splenomegaly", (c) => {
      c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace(
        "GP surgery, Bristol",
        "Primary care clinic, Ohio",
      );
      for (const l of c.labResults)
        if (l.name === "Haemoglobin") Object.assign(l, { name: "Hemoglobin", value: "18.5", unit: "g/dL" });
    });
    expect(codes(r)).not.toContain("erythrocytosis-mpn-features");
  });

  it("06: an M-spike with CRAB features asks for haematology within a week, not a very urgent electrophoresis", () => {
    const r = run("06-us-myeloma-crab");
    expect(codes(r)).not.toContain("myeloma-investigations");
    const f = finding(r, "paraprotein-new-finding");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/end-organ damage, for which a hematologist sees the patient within a week/);
    expect(f?.evidenceIds).toContain("ocp-multiple-myeloma");
    // The calcium is not put down to the parathyroid beside the paraprotein.
    expect(finding(r, "hypercalcaemia")?.clinician).toMatch(/With the paraprotein in the record/);
    expect(patientText(r)).not.toMatch(/The most common cause is an overactive parathyroid gland/);
  });

  it("06: the same high calcium and anaemia with no paraprotein measured still asks for the NG12 myeloma tests", () => {
    const r = editLabs("06-us-myeloma-crab", (c) => {
      c.labResults = c.labResults.filter((l) => l.name !== "M-spike");
      c.patientContext.clinicalNotes = "Primary care. Three months of low back pain and fatigue.";
    });
    expect(codes(r)).toContain("myeloma-investigations");
  });

  it("06: a small paraprotein with normal calcium, creatinine and haemoglobin is not called end-organ damage", () => {
    const normal: Record<string, string> = { "M-spike": "0.6", Calcium: "9.4", Creatinine: "0.9", Hemoglobin: "14.2" };
    const r = editLabs("06-us-myeloma-crab", (c) => {
      c.labResults = c.labResults.filter((l) => l.name in normal);
      for (const l of c.labResults) {
        l.value = normal[l.name]!;
        if (l.name !== "M-spike") delete l.flag;
      }
      c.patientContext.clinicalNotes = "Primary care, Ohio. Found at an insurance medical. Feels well.";
    });
    expect(codes(r)).toContain("paraprotein-new-finding");
    expect(clinicianText(r)).not.toMatch(/end-organ damage/);
  });

  it("07: low B12 on long-term metformin with tingling feet keeps its medicine finding", () => {
    const f = finding(run("07-uk-b12-metformin-ehr"), "metformin-b12-low");
    expect(f?.severity).toBe(Severity.moderate);
    expect(f?.clinician).toMatch(/tingling in both feet/);
  });

  it("08: calcium 3.1 with a suppressed PTH in metastatic lung cancer written only in the notes is hypercalcaemia of malignancy", () => {
    const r = run("08-uk-hypercalcaemia-malignancy");
    const f = finding(r, "hypercalcaemia");
    expect(f?.severity).toBe(Severity.critical);
    expect(f?.clinician).toMatch(
      /with Squamous cell lung cancer with bone metastases \(in the notes\)[^.]*hypercalcaemia of malignancy/,
    );
    expect(codes(r)).not.toContain("myeloma-investigations");
    expect(clinicianText(r)).not.toMatch(/look for a cancer/);
  });

  it("08: a cancer named without its spread, or a relative's, is not read as a current cancer", () => {
    for (const notes of [
      "Hospice outpatient, Manchester. Lung cancer treated in 2015. Thirsty and constipated.",
      "Hospice outpatient, Manchester. Father had lung cancer with bone metastases. Thirsty and constipated.",
    ]) {
      const r = withNotes("08-uk-hypercalcaemia-malignancy", notes);
      expect(finding(r, "hypercalcaemia")?.clinician).not.toMatch(/hypercalcaemia of malignancy until shown otherwise/);
    }
  });

  it("reads a cancer from the notes only with its spread, and only the patient's own", () => {
    const cancer = (notes: string) => notedDiagnoses(notes).find((d) => d.concept === "cancer")?.quote;
    expect(cancer("Squamous cell lung cancer with bone metastases.")).toBe(
      "squamous cell lung cancer with bone metastases",
    );
    expect(cancer("Metastatic melanoma on nivolumab.")).toBe("metastatic melanoma");
    expect(cancer("Breast cancer 2019, treated.")).toBeUndefined();
    expect(cancer("Mother had metastatic breast cancer.")).toBeUndefined();
    expect(cancer("Father had lung cancer with bone metastases.")).toBeUndefined();
    expect(cancer("No metastatic disease; colon cancer with no metastases.")).toBeUndefined();
  });

  it("09: INR 6.2 on warfarin with a mechanical mitral valve is read against 2.5–3.5, high", () => {
    const f = finding(run("09-us-warfarin-inr-6-no-bleeding-ehr"), "warfarin-inr-high");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/2\.5–3\.5/);
  });

  it("10: pancytopenia on methotrexate with trimethoprim is critical toxicity, without a 'no recent monitoring' finding", () => {
    const r = run("10-uk-methotrexate-pancytopenia-ehr");
    expect(finding(r, "methotrexate-marrow-toxicity")?.severity).toBe(Severity.critical);
    expect(codes(r)).not.toContain("methotrexate-bloods-unmonitored");
  });

  it("10: methotrexate with normal counts and no liver tests still gets the monitoring gap", () => {
    const r = runReviewCase(
      edit("10-uk-methotrexate-pancytopenia-ehr", (d) => {
        d.medications = d.medications.filter((m) => /methotrexate/i.test(m.medication ?? ""));
        d.recentAbnormalLabs = [];
        d.recentNormalLabs = [
          { display: "White cell count", value: "6.1", unit: "10^9/L", referenceRange: "4.0-11.0", date: "2026-11-29" },
          { display: "Platelets", value: "240", unit: "10^9/L", referenceRange: "150-400", date: "2026-11-29" },
          { display: "Haemoglobin", value: "130", unit: "g/L", referenceRange: "115-165", date: "2026-11-29" },
        ];
        d.additionalContext = "GP surgery, Sheffield. Annual review.";
      }),
    );
    expect(codes(r)).toContain("methotrexate-bloods-unmonitored");
  });

  it("11: low TSH and free T4 with low cortisol on ipilimumab is read as hypophysitis, steroids before thyroxine", () => {
    const f = finding(run("11-us-checkpoint-tsh-cortisol-low"), "adrenal-crisis-suspected");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/checkpoint inhibitor hypophysitis/);
    expect(f?.clinician).toMatch(/hydrocortisone before any thyroxine/);
  });

  it("12: rivaroxaban 20 mg for a DVT at a clearance of about 18 mL/min asks to weigh 15 mg, moderate", () => {
    const f = finding(run("12-uk-dvt-doac-egfr-25-ehr"), "doac-crcl-rivaroxaban");
    expect(f?.severity).toBe(Severity.moderate);
    expect(f?.clinician).toMatch(/about 18 mL\/min/);
    expect(f?.clinician).toMatch(
      /consider 15 mg once daily instead of 20 mg when the assessed bleeding risk outweighs/,
    );
    expect(f?.evidenceIds).toContain("nhs-highland-dvt-rivaroxaban-renal");
  });

  it("12: the same rivaroxaban at 15 mg, or with a clearance of 30 or more, gives no dose finding", () => {
    const at15 = runReviewCase(
      edit("12-uk-dvt-doac-egfr-25-ehr", (d) => {
        d.medications[0]!.medication = "Rivaroxaban 15 mg tablets";
      }),
    );
    expect(codes(at15)).not.toContain("doac-crcl-rivaroxaban");
    const heavier = runReviewCase(
      edit("12-uk-dvt-doac-egfr-25-ehr", (d) => {
        d.additionalContext = "GP surgery, Norwich. DVT diagnosed 2 October, on rivaroxaban. Weight 100 kg.";
      }),
    );
    expect(codes(heavier)).not.toContain("doac-crcl-rivaroxaban");
  });
});
