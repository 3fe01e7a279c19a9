import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const CASES = new URL("./fixtures/rheumatology-review11/", import.meta.url);
const finding = (c: ReviewCase) => runReviewCase(c).findings.find((f) => f.code === "lupus-nephritis-suspected");

type Lab = { display: string; value: string };
function withData(c: ReviewCase, patch: (d: ReviewCase["data"]) => void): ReviewCase {
  const copy = structuredClone(c);
  patch(copy.data);
  return copy;
}
const base = () => loadReviewCase(CASES, "06-sle-nephritis-flare");

describe("possible lupus nephritis (review 11 case 06)", () => {
  it("is high with SLE, uPCR 185 mg/mmol and a creatinine rise, naming the serology and asking for biopsy", () => {
    const f = finding(base());
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/uPCR 185 mg\/mmol/);
    expect(f?.clinician).toMatch(/creatinine 112 µmol\/L .*up from 68 µmol\/L/);
    expect(f?.clinician).toMatch(/Complement C3 0\.52 g\/L/);
    expect(f?.clinician).toMatch(/Anti-dsDNA antibodies 312/);
    expect(f?.nextSteps.join(" ")).toMatch(/kidney biopsy/);
    expect(f?.patient).toMatch(/within the next few days/);
    expect(f?.evidenceIds).toContain("eular-2019-lupus-nephritis");
  });

  it("still fires on proteinuria alone, without serology or a creatinine rise", () => {
    const c = withData(base(), (d) => {
      d.recentAbnormalLabs = (d.recentAbnormalLabs as Lab[]).filter((l) => /protein:creatinine/i.test(l.display));
      d.labTrends = [];
    });
    const f = finding(c);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).not.toMatch(/Serology/);
  });

  it("stays silent without SLE, or with SLE and a uPCR under 50 mg/mmol and stable creatinine", () => {
    const noSle = withData(base(), (d) => {
      d.pastMedicalHistory = [{ display: "Hypertension", clinicalStatus: "active" }];
    });
    expect(finding(noSle)).toBeUndefined();
    const quiet = withData(base(), (d) => {
      for (const l of d.recentAbnormalLabs as Lab[]) {
        if (/protein:creatinine/i.test(l.display)) l.value = "30";
        if (l.display === "Creatinine") l.value = "70";
      }
      d.labTrends = [];
      d.additionalContext = "Well.";
    });
    expect(finding(quiet)).toBeUndefined();
  });

  it("stays silent in SLE in remission with a known C4 deficiency (review 11 case 16)", () => {
    expect(finding(loadReviewCase(CASES, "16-sle-false-positive-deep"))).toBeUndefined();
  });
});
