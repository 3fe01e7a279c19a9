import { describe, expect, it } from "vitest";
import { loadReviewCase, patientText, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const CASES = new URL("./fixtures/rheumatology-review11/", import.meta.url);
const base = () => loadReviewCase(CASES, "07-anca-vasculitis");
const finding = (c: ReviewCase) => runReviewCase(c).findings.find((f) => f.code === "anca-vasculitis-rpgn-suspected");

/** The case with lab results whose name matches `re` removed or replaced. */
function edit(c: ReviewCase, re: RegExp, replace?: (l: Record<string, string>) => Record<string, string>): ReviewCase {
  const labs = (c.labResults as Record<string, string>[]).flatMap((l) =>
    re.test(l.name ?? "") ? (replace ? [replace(l)] : []) : [l],
  );
  return { ...c, labResults: labs };
}

describe("suspected ANCA vasculitis with rapidly progressive glomerulonephritis (review 11 case 07)", () => {
  it("is critical with positive MPO-ANCA, creatinine 98 → 245 µmol/L and blood and protein in the urine", () => {
    const f = finding(base());
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("MPO-ANCA 86 IU/mL");
    expect(f?.clinician).toMatch(/up from 98 µmol\/L .*2\.5 times/);
    expect(f?.clinician).toMatch(/Urine dipstick blood 3\+/);
    expect(f?.clinician).toMatch(/rapidly progressive glomerulonephritis/);
    expect(f?.nextSteps.join(" ")).toMatch(/Same-day referral to nephrology/);
    expect(f?.nextSteps.join(" ")).toMatch(/Do not wait for a kidney biopsy/);
    expect(f?.nextSteps.join(" ")).toMatch(/anti-GBM/);
    expect(f?.evidenceIds).toContain("kdigo-2024-anca-vasculitis");
  });

  it("names possible pulmonary haemorrhage when haemoptysis is in the notes, and tells the patient to go today", () => {
    const f = finding(base());
    expect(f?.clinician).toMatch(/possible pulmonary haemorrhage/);
    expect(f?.patient).toMatch(/seen in hospital today/);
    expect(f?.patient).toMatch(/coughed up blood/);
    const noCough = { ...base(), patientContext: { ...base().patientContext, clinicalNotes: "6 weeks malaise." } };
    const g = finding(noCough);
    expect(g?.severity).toBe("critical");
    expect(g?.clinician).not.toMatch(/pulmonary ha?emorrhage/);
    const denied = { ...base(), patientContext: { ...base().patientContext, clinicalNotes: "No haemoptysis." } };
    expect(finding(denied)?.clinician).not.toMatch(/pulmonary ha?emorrhage/);
  });

  it("no longer tells the patient that nothing needs emergency care", () => {
    const out = runReviewCase(base());
    const text = patientText(out);
    expect(text).toMatch(/vasculitis/);
    expect(text).not.toMatch(/None of these results needs emergency care/);
  });

  it("stays silent when the ANCA is negative or absent", () => {
    expect(finding(edit(base(), /MPO-ANCA/))).toBeUndefined();
    const negative = edit(base(), /MPO-ANCA/, (l) => ({ ...l, value: "<3.5 IU/mL", flag: "Normal" }));
    expect(finding(negative)).toBeUndefined();
  });

  it("stays silent when kidney function is stable or the urine is bland", () => {
    const stable = edit(base(), /^Creatinine$/, (l) => (l.date === "2026-11-26" ? { ...l, value: "110 umol/L" } : l));
    expect(finding(stable)).toBeUndefined();
    expect(finding(edit(base(), /Urine dipstick/))).toBeUndefined();
    const bland = edit(base(), /Urine dipstick/, (l) => ({ ...l, value: "negative", flag: "Normal" }));
    expect(finding(bland)).toBeUndefined();
  });
});
