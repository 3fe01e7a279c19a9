import { describe, expect, it } from "vitest";
import {
  clinicianLine,
  clinicianText,
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
  runReviewCase,
} from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/synthea-26b-review26/", import.meta.url));

/** How often a text says that a result is too old to show how things are now. */
const ageNotes = (text: string) => text.match(/may not show how things are now/g)?.length ?? 0;

describe("Synthea records read as a clinician would (review 26, synthea-26b)", () => {
  it("01: an old low haemoglobin and its falling trend, told in one point, say how old they are once", () => {
    const r = run("01-old-low-hemoglobin-trend-age-once");
    const bullet =
      patientText(r)
        .split("\n")
        // A US record: US spelling to the patient (review 27, us-words-27).
        .find((l) => l.includes("Your hemoglobin is low")) ?? "";
    expect(bullet).toMatch(/It has been going down over time\./);
    expect(ageNotes(bullet)).toBe(1);
    expect(bullet).toMatch(/This is from a test in 2019, about 2 years ago/);
  });

  it("the same results read within the year carry no age note, and the trend is still told", () => {
    const c = load("01-old-low-hemoglobin-trend-age-once");
    c._now = "2019-04-01T00:00:00Z";
    const text = patientText(runReviewCase(c));
    expect(text).toMatch(/Your hemoglobin is low\. It has been going down over time\./);
    expect(ageNotes(text)).toBe(0);
  });

  it("02: a stage 1 reading on a US record (mg/dL, %) is not read against NICE NG136", () => {
    const r = run("02-us-stage1-bp-no-nice-note");
    expect(codes(r)).toContain("bp-stage-1");
    expect(clinicianLine(r, "Stage 1 hypertension range")).not.toMatch(/NICE|UK practice/);
    expect(finding(r, "bp-stage-1")?.evidenceIds).not.toContain("nice-ng136-hypertension");
  });

  it("the same reading on a UK record keeps the NICE NG136 diagnosis note", () => {
    const r = runReviewCase(
      edit("02-us-stage1-bp-no-nice-note", (d) => {
        d.additionalContext = "Seen at the GP surgery (NHS Health Check).";
      }),
    );
    // Review 35 (cardio-35 case 04): a UK record no longer titles the reading with the US stage 1.
    expect(clinicianLine(r, "Blood pressure above the ideal level, below the NICE threshold for hypertension")).toMatch(
      /In UK practice \(NICE NG136\)/,
    );
  });

  it("03: a low white count from 13 months before, with nothing else of myeloma, is not sent for 48-hour myeloma tests", () => {
    const r = run("03-old-low-white-count-no-urgent-myeloma");
    expect(codes(r)).not.toContain("myeloma-investigations-low-white-cells");
    expect(patientText(r)).not.toMatch(/myeloma|within 2 days/);
    expect(codes(r)).toContain("lab-low");
  });

  it("the same low count read within the year still asks for the very urgent myeloma tests at 63", () => {
    const c = load("03-old-low-white-count-no-urgent-myeloma");
    c._now = "2020-03-01T00:00:00Z";
    expect(codes(runReviewCase(c))).toContain("myeloma-investigations-low-white-cells");
  });

  it("04: furosemide listed as an injection and as Lasix is named once among a high bicarbonate's causes", () => {
    const r = run("04-furosemide-two-names-cause-once");
    expect(patientText(r)).toMatch(/water pills such as your furosemide or long-standing lung disease/);
    expect(patientText(r)).not.toMatch(/furosemide and Lasix/);
    expect(clinicianText(r)).toMatch(/water pills such as furosemide or long-standing/);
  });

  it("two different loop diuretics are both named", () => {
    const r = runReviewCase(
      edit("04-furosemide-two-names-cause-once", (d) => {
        d.medications[1] = { medication: "Bumetanide 1 MG Oral Tablet", status: "active", source: "request" };
      }),
    );
    expect(patientText(r)).toMatch(/water pills such as your furosemide and bumetanide/);
  });

  it("05: an HbA1c of 3.0% on insulin is read as unreliable, not as control, with anaemia named", () => {
    const r = run("05-hba1c-3-percent-on-insulin");
    const f = finding(r, "hba1c-below-range-diabetes");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/HbA1c 3\.01 % \(2021-03-02\) in known diabetes is below the range/);
    expect(f?.clinician).toMatch(/Anemia \(disorder\) is recorded/);
    expect(f?.nextSteps[0]).toMatch(/capillary glucose readings or continuous glucose monitoring/);
    expect(f?.evidenceIds).toEqual(["ada-soc-2026-s2"]);
    expect(patientText(r)).toMatch(/lower than in people without diabetes/);
    expectDeepReadsThrough(runDeepReviewCase(load("05-hba1c-3-percent-on-insulin")));
  });

  it("the same low HbA1c without diabetes, or an HbA1c of 6.8% in diabetes, gives no such finding", () => {
    const noDiabetes = edit("05-hba1c-3-percent-on-insulin", (d) => {
      d.pastMedicalHistory = [{ display: "Anemia (disorder)", clinicalStatus: "active" }];
      d.medications = [];
    });
    expect(codes(runReviewCase(noDiabetes))).not.toContain("hba1c-below-range-diabetes");
    const usual = edit("05-hba1c-3-percent-on-insulin", (d) => {
      (d.recentAbnormalLabs[0] as Record<string, string>).value = "6.8";
    });
    expect(codes(runReviewCase(usual))).not.toContain("hba1c-below-range-diabetes");
  });

  it("06: anaemia read off one of two haemoglobins of one draw (17.21 and 10.22 g/dL) says the other needs checking", () => {
    const r = run("06-two-hemoglobins-one-draw");
    expect(finding(r, "anaemia")?.clinician).toMatch(
      /A second hemoglobin result with the same date and time reads 17\.21 g\/dL.*confirm with the laboratory/,
    );
    expect(patientText(r)).toMatch(/Another result for the same test, taken at the same time, was quite different/);
  });

  it("two haemoglobins hours apart on one day, or close together, are left as they are", () => {
    const apart = edit("06-two-hemoglobins-one-draw", (d) => {
      const trend = (d as unknown as { labTrends: { values: Record<string, string>[] }[] }).labTrends[0];
      if (trend?.values[0]) trend.values[0].date = "2019-03-05T08:02:00+00:00";
    });
    expect(clinicianText(runReviewCase(apart))).not.toMatch(/same date and time/);
    const close = edit("06-two-hemoglobins-one-draw", (d) => {
      const trend = (d as unknown as { labTrends: { values: Record<string, string>[] }[] }).labTrends[0];
      if (trend?.values[0]) trend.values[0].value = "10.9";
    });
    expect(clinicianText(runReviewCase(close))).not.toMatch(/same date and time/);
  });
});
