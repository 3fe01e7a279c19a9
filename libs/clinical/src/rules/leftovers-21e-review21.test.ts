import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  finding,
  patientText,
  type ReviewCase,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/leftovers-21e-review21/", import.meta.url));
const withNotes = (c: ReviewCase, clinicalNotes: string): ReviewCase => ({
  ...c,
  patientContext: { ...c.patientContext, clinicalNotes },
});

describe("review 21 leftovers-21e: earlier raised urine ACR in the notes", () => {
  it("counts a raised ACR the notes date to June as lasting albuminuria, so CKD is established", () => {
    const r = run("01-acr-in-notes-june-uk");
    const ckd = finding(r, "ckd-stage");
    expect(ckd?.clinician).toContain("meets the KDIGO definition of CKD");
    expect(ckd?.clinician).toContain('Earlier values from the notes: "acr was 38 mg/mmol in june');
    expect(finding(r, "sglt2i-opportunity-diabetic-kidney")?.title).toBe(
      "Diabetes with kidney disease and no SGLT2 inhibitor",
    );
    expect(patientText(r)).not.toMatch(/A single result does not mean kidney disease/);
  });

  it("reads other ways of writing it: a spelled-out ratio, months ago, last year", () => {
    const c = load("01-acr-in-notes-june-uk");
    for (const notes of [
      "Albumin creatinine ratio 40 mg/mmol 5 months ago.",
      "Urine ACR 350 mg/g last year.",
      "ACR 41 in March 2026.",
    ]) {
      const ckd = finding(runReviewCase(withNotes(c, notes)), "ckd-stage");
      expect(ckd?.clinician).toContain("meets the KDIGO definition of CKD");
    }
  });

  it("does not count an ACR the notes date less than 3 months before the current one", () => {
    const c = load("01-acr-in-notes-june-uk");
    for (const notes of ["ACR was 38 mg/mmol in October as well.", "ACR 40 mg/mmol 6 weeks ago."]) {
      const ckd = finding(runReviewCase(withNotes(c, notes)), "ckd-stage");
      expect(ckd?.clinician).toContain("A single result does not establish CKD");
    }
  });

  it("does not count an earlier ACR below the albuminuric range, or one denied", () => {
    const c = load("01-acr-in-notes-june-uk");
    for (const notes of ["ACR 2.4 mg/mmol last year.", "No previous ACR; not ACR 38 mg/mmol in June."]) {
      const ckd = finding(runReviewCase(withNotes(c, notes)), "ckd-stage");
      expect(ckd?.clinician).not.toContain("meets the KDIGO definition");
    }
  });
});

describe("review 21 leftovers-21e: urine ACR judged in the unit reported", () => {
  it("takes two ACRs of 3.1 and 3.2 mg/mmol four months apart as lasting A2 albuminuria", () => {
    const r = run("02-two-acr-just-over-3-uk");
    const ckd = finding(r, "ckd-stage");
    expect(ckd?.clinician).toContain("albuminuria category A2");
    expect(ckd?.clinician).toContain("meets the KDIGO definition of CKD");
    expect(codes(r)).toContain("raas-opportunity-albuminuria");
    expect(finding(r, "sglt2i-opportunity-diabetic-kidney")?.title).toBe(
      "Diabetes with kidney disease and no SGLT2 inhibitor",
    );
  });

  it("leaves the same values in mg/g below the albuminuric range", () => {
    const c = load("02-two-acr-just-over-3-uk");
    const mgG = {
      ...c,
      labResults: c.labResults.map((l: { name: string; value: string }) =>
        l.name.startsWith("Urine albumin")
          ? { ...l, value: l.value === "3.2" ? "28" : "27", unit: "mg/g", referenceRange: "<30" }
          : l,
      ),
    };
    const r = runReviewCase(mgG);
    expect(codes(r)).not.toContain("ckd-stage");
    expect(codes(r)).not.toContain("raas-opportunity-albuminuria");
  });
});

describe("review 21 leftovers-21e: BRCA carrier's breast imaging read against the record", () => {
  it("names a mammogram 13 months old as due and the MRI within the year", () => {
    const r = run("03-brca2-mammogram-13-months");
    const brca = finding(r, "brca-pathogenic-variant");
    expect(brca?.nextSteps.join(" ")).toContain("mammogram due (last in the record 2025-10-20, more than a year ago)");
    expect(brca?.nextSteps.join(" ")).toContain("breast MRI 2026-04-15 within the year");
    expect(patientText(r)).toContain("your mammogram is due now");
  });

  it("calls nothing due when both scans are within the year, and keeps the general step after a mastectomy", () => {
    const c = load("03-brca2-mammogram-13-months");
    const recent = structuredClone(c);
    recent.data.imagingStudies[1].date = "2026-06-01";
    const r = runReviewCase(recent);
    expect(finding(r, "brca-pathogenic-variant")?.nextSteps.join(" ")).not.toContain("due (");
    expect(patientText(r)).not.toContain("is due now");
    const mastectomy = structuredClone(c);
    mastectomy.data.additionalContext += " Bilateral risk-reducing mastectomy 2024.";
    expect(finding(runReviewCase(mastectomy), "brca-pathogenic-variant")?.nextSteps).toContain(
      "Annual breast MRI and mammography per NCCN",
    );
  });
});

describe("review 21 leftovers-21e: bisphosphonate review with a recent DXA", () => {
  it("uses the DXA from last month instead of asking for one", () => {
    const r = run("04-alendronate-dxa-last-month");
    const review = finding(r, "bisphosphonate-duration-review");
    expect(review?.nextSteps.join(" ")).toContain("femoral neck BMD of the DXA on record (2026-10-01)");
    expect(review?.nextSteps.join(" ")).not.toContain("from a recent DXA");
    expect(review?.clinician).toContain("lowest hip T-score of −2.1, above −2.5");
  });

  it("still asks for a scan when the last DXA is more than a year old", () => {
    const c = structuredClone(load("04-alendronate-dxa-last-month"));
    c.data.imagingStudies[0].date = "2024-06-01";
    const review = finding(runReviewCase(c), "bisphosphonate-duration-review");
    expect(review?.nextSteps.join(" ")).toContain("from a recent DXA");
  });
});

describe("review 21 leftovers-21e: LDL just above a US optimal cut-off", () => {
  it("reads LDL 104 mg/dL in a well 45-year-old as near optimal, without the heart attack line", () => {
    const r = run("05-ldl-104-healthy-45-us");
    const ldl = r.findings.find((f) => f.code === "lab-high" && f.title.startsWith("LDL"));
    expect(ldl?.clinician).toContain("near or above optimal");
    expect(ldl?.clinician).toContain("10-year heart risk");
    expect(ldl?.evidenceIds).toContain("acc-aha-2026-dyslipidemia");
    expect(patientText(r)).not.toMatch(/heart attack and stroke/);
    expect(r.findings.every((f) => f.severity === "low" || f.severity === "info")).toBe(true);
  });
});

describe("review 21 leftovers-21e: quiet case", () => {
  it("stays quiet for well-controlled diabetes with a normal ACR and a normal earlier ACR in the notes", () => {
    const r = run("06-quiet-t2d-acr-normal-notes-uk");
    expect(codes(r).sort()).toEqual(["diabetes-at-goal", "lab-high"]);
    expect(clinicianText(r)).not.toMatch(/kidney disease|albuminuria/i);
  });
});
