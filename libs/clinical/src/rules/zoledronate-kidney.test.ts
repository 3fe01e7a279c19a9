import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

/** Synthetic, review 14 known gaps 06 and 07: yearly zoledronic acid 5 mg and kidney function. */
const FOLDER = new URL("./fixtures/known-gaps-review14/", import.meta.url);
const finding = (c: ReviewCase) => runReviewCase(c).findings.find((f) => f.code === "zoledronate-low-clearance");

describe("zoledronic acid 5 mg with kidney function below its label limit", () => {
  it("warns against the next infusion at a Cockcroft–Gault clearance below 35 mL/min", () => {
    const f = finding(loadReviewCase(FOLDER, "06-zoledronate-low-crcl"));
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Creatinine clearance about 21 mL\/min/);
    expect(f?.clinician).toMatch(/contraindicates it at a creatinine clearance below 35 mL\/min/);
    expect(f?.nextSteps[0]).toMatch(/^Do not give the next zoledronic acid infusion/);
    expect(f?.evidenceIds).toEqual(["reclast-label-renal", "mhra-dsu-zoledronic-acid-renal"]);
  });

  it("asks for the clearance when only an eGFR below 35 is known", () => {
    const c = loadReviewCase(FOLDER, "06-zoledronate-low-crcl");
    c.data.vitalSigns = [];
    const f = finding(c);
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/eGFR 33 .*no creatinine clearance could be worked out/);
  });

  it("says nothing with good kidney function", () => {
    expect(finding(loadReviewCase(FOLDER, "07-zoledronate-good-kidneys"))).toBeUndefined();
  });

  it("warns during an acute creatinine rise even above 35 mL/min", () => {
    const c = loadReviewCase(FOLDER, "07-zoledronate-good-kidneys");
    c.data.labTrends = [
      {
        code: "2160-0",
        display: "Creatinine",
        values: [
          { date: "2026-11-05", value: "66", unit: "umol/L" },
          { date: "2026-11-10", value: "112", unit: "umol/L" },
        ],
      },
    ];
    c.data.recentNormalLabs = c.data.recentNormalLabs.filter(
      (l: { display: string }) => !/creatinine|egfr/i.test(l.display),
    );
    const f = finding(c);
    expect(f?.clinician).toMatch(/acute rise in creatinine/i);
    expect(f?.clinician).toMatch(/no infusion until it has recovered/);
  });

  it("leaves the 4 mg cancer product to its own dosing table", () => {
    const c = loadReviewCase(FOLDER, "06-zoledronate-low-crcl");
    c.data.medications[0] = { medication: "Zometa 4 mg IV", status: "active", frequency: "every 4 weeks" };
    expect(finding(c)).toBeUndefined();
  });
});
