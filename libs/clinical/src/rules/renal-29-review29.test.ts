import { describe, expect, it } from "vitest";
import { codes, finding, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/renal-29-review29/", import.meta.url));

interface LabCase {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string; flag?: string; date?: string }[];
  patientContext: { clinicalNotes: string };
}

describe("a nephritic urine with a rapid creatinine rise reads as suspected RPGN (review 29, renal-29)", () => {
  it("10: red cell casts, PCR 1.8 g/g and creatinine 0.9 → 2.4 mg/dL in 6 weeks, with haemoptysis, is a critical same-day finding", () => {
    const f = finding(run("10-us-nephritic-rising-creatinine"), "rpgn-suspected");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/suspected rapidly progressive glomerulonephritis/);
    expect(f?.clinician).toMatch(/possible pulmonary-renal syndrome/);
    expect(f?.nextSteps[0]).toMatch(/nephrology the same day/);
    expect(f?.nextSteps.join(" ")).toMatch(/anti-GBM/);
    expect(f?.evidenceIds).toEqual(["statpearls-rpgn", "ukka-eckd-referral"]);
  });

  it("10: without the haemoptysis it stays a high-priority same-day nephrology finding", () => {
    const c = load("10-us-nephritic-rising-creatinine");
    (c as unknown as LabCase).patientContext.clinicalNotes =
      "Urgent care, Portland Oregon. 3 weeks of tiredness and joint aches. Cola-coloured urine. BP 158/96.";
    const f = finding(runReviewCase(c), "rpgn-suspected");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).not.toMatch(/pulmonary-renal/);
  });

  it("10: a red cell count with A3 proteinuria and no microscopy text still counts", () => {
    const c = load("10-us-nephritic-rising-creatinine");
    const lab = c as unknown as LabCase;
    lab.labResults = lab.labResults.filter((o) => o.name !== "Urine microscopy");
    expect(codes(runReviewCase(c))).toContain("rpgn-suspected");
  });

  it("10 near-negative: the same creatinine rise with no blood in the urine (casts absent, red cells normal) is not RPGN", () => {
    const c = load("10-us-nephritic-rising-creatinine");
    const lab = c as unknown as LabCase;
    lab.labResults = lab.labResults.map((o) =>
      o.name === "Urine microscopy"
        ? { ...o, value: "No casts seen" }
        : o.name === "Urine RBC"
          ? { ...o, value: "0-2", flag: undefined }
          : o,
    );
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("rpgn-suspected");
    expect(codes(r)).toContain("aki-creatinine-rise");
  });

  it("10 near-negative: a baseline creatinine more than 3 months old is not read as a rapid rise", () => {
    const c = load("10-us-nephritic-rising-creatinine");
    const lab = c as unknown as LabCase;
    lab.labResults = lab.labResults.map((o) =>
      o.name === "Creatinine" && o.date === "2026-10-15" ? { ...o, date: "2025-06-15" } : o,
    );
    expect(codes(runReviewCase(c))).not.toContain("rpgn-suspected");
  });

  it("10 near-negative: with a positive MPO-ANCA only the ANCA vasculitis finding is given", () => {
    const c = load("10-us-nephritic-rising-creatinine");
    (c as unknown as LabCase).labResults.push({
      name: "MPO-ANCA",
      value: "Positive",
      flag: "High",
      date: "2026-11-28",
    });
    const r = runReviewCase(c);
    expect(codes(r)).toContain("anca-vasculitis-rpgn-suspected");
    expect(codes(r)).not.toContain("rpgn-suspected");
  });
});

describe("an eGFR dip after an SGLT2 inhibitor start stated only in the notes reads as expected (review 29, renal-29)", () => {
  it("09: dapagliflozin 'started 4 weeks ago' with eGFR 67 → 54 (19%) is the expected dip, not a falling trend", () => {
    const r = run("09-uk-creatinine-rise-after-dapagliflozin");
    const f = finding(r, "egfr-rapid-decline");
    // The generic name in lower case mid-sentence (review 29b, kidney-29b).
    expect(f?.title).toMatch(/eGFR dip after starting dapagliflozin: expected/);
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/a fall of less than 30% is not a reason to stop it/);
    expect(f?.nextSteps[0]).toMatch(/^Continue dapagliflozin/);
    expect(codes(r)).not.toContain("trend-falling");
  });

  it("09 near-negative: without the start in the notes the fall is not put down to the medicine", () => {
    const c = load("09-uk-creatinine-rise-after-dapagliflozin");
    (c as unknown as LabCase).patientContext.clinicalNotes =
      "GP surgery, Derby (NHS). Well, eating and drinking normally. No vomiting.";
    const r = runReviewCase(c);
    expect(finding(r, "egfr-rapid-decline")?.title ?? "").not.toMatch(/expected/);
  });

  it("09 near-negative: a 36% fall after the stated start is beyond the expected dip", () => {
    const c = load("09-uk-creatinine-rise-after-dapagliflozin");
    const lab = c as unknown as LabCase;
    lab.labResults = lab.labResults.map((o) =>
      o.name === "eGFR" && o.date === "2026-11-26"
        ? { ...o, value: "43" }
        : o.name === "Creatinine" && o.date === "2026-11-26"
          ? { ...o, value: "142" }
          : o,
    );
    const r = runReviewCase(c);
    expect(finding(r, "egfr-rapid-decline")?.title ?? "").not.toMatch(/expected/);
  });
});

describe("same-day advice for a high potassium on RAAS blockers with fluid loss does not repeat 'your potassium is high' (review 29, renal-29)", () => {
  it("02: potassium 6.4 on spironolactone and lisinopril with diarrhoea says it once, then why hospital today", () => {
    const f = finding(run("02-us-hyperk-spironolactone"), "raas-hyperkalaemia");
    expect(f?.patient).toMatch(
      /^Your potassium is high\. Some of your medicines can raise potassium\. Because you may be low on fluids as well, you need to be seen in hospital today\./,
    );
    expect(f?.patient.match(/potassium is high/g)?.length).toBe(1);
  });

  it("02 near-negative: at 5.8 the same record keeps the contact-today wording", () => {
    const c = load("02-us-hyperk-spironolactone");
    const lab = c as unknown as LabCase;
    lab.labResults = lab.labResults.map((o) => (o.name === "Potassium" ? { ...o, value: "5.8" } : o));
    const f = finding(runReviewCase(c), "raas-hyperkalaemia");
    expect(f?.patient).toMatch(/Because you may be low on fluids, your doctor may pause/);
    expect(f?.patient).not.toMatch(/hospital today/);
  });
});

interface EhrCase {
  data: { recentAbnormalLabs: { display: string; value: string; unit: string; referenceRange?: string }[] };
}

describe("above-target blood pressure with diabetes and CKD on a UK record names NICE QS5, not AHA/ACC (review 29, renal-29)", () => {
  it("03: 134/80 with type 2 diabetes and CKD G3bA3 (IFCC HbA1c) names NICE's range and cites NICE", () => {
    const f = finding(run("03-uk-ckd3b-albuminuria-no-sglt2"), "bp-above-target");
    expect(f?.clinician).toMatch(
      /in UK practice, NICE QS5's range with chronic kidney disease and diabetes is systolic 120–129 and diastolic below 80 mmHg/,
    );
    expect(f?.clinician).not.toMatch(/AHA\/ACC/);
    expect(f?.evidenceIds).toContain("nice-qs28-bp-targets");
    expect(f?.evidenceIds).not.toContain("aha-acc-2025-hbp");
  });

  it("03 near-negative: its twin with HbA1c in % reads as neither country and keeps AHA/ACC 2025", () => {
    const c = load("03-uk-ckd3b-albuminuria-no-sglt2");
    const ehr = c as unknown as EhrCase;
    ehr.data.recentAbnormalLabs = ehr.data.recentAbnormalLabs.map((o) =>
      o.display === "HbA1c" ? { ...o, value: "7.7", unit: "%", referenceRange: "4.0-5.6" } : o,
    );
    const f = finding(runReviewCase(c), "bp-above-target");
    expect(f?.clinician).toMatch(/below 130\/80 mmHg \(AHA\/ACC 2025\)/);
    expect(f?.evidenceIds).toContain("aha-acc-2025-hbp");
  });
});
