import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/primary-acute-review11/", import.meta.url);
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

// Review 11 primary-acute case 14: 73-year-old, new exertional breathlessness, orthopnoea, ankle
// swelling, NT-proBNP 2850 pg/mL, no heart failure on record, no diuretic, on naproxen.
describe("review 11 case 14: suspected new heart failure with a raised NT-proBNP", () => {
  const c = loadReviewCase(FIXTURES, "14-new-breathless-ntprobnp");

  // Review 20 (cardiology labs 01): the possible-new-heart-failure finding gives the timing, and the
  // plain raised-peptide finding no longer says it a second time.
  it("gives NICE's 2-week specialist assessment and echocardiography above 2000 ng/L", () => {
    const r = runReviewCase(c);
    expect(find(r, "natriuretic-peptide-elevated")).toBeUndefined();
    const f = find(r, "hf-decompensation-signs");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toContain("transthoracic echocardiography within 2 weeks");
    expect(f?.clinician).toContain("NICE QS9");
    expect(f?.evidenceIds).toContain("nice-qs9-heart-failure");
  });

  it("calls it possible new heart failure, with no diuretic plan to review", () => {
    const f = find(runReviewCase(c), "hf-decompensation-signs");
    expect(f?.title).toBe("Possible new heart failure");
    expect(f?.title).not.toMatch(/decompensated/);
    expect(f?.nextSteps[0]).toContain("within 2 weeks");
    expect(f?.nextSteps.join(" ")).not.toMatch(/diuretic plan/);
    expect(f?.nextSteps.join(" ")).toMatch(/stop NSAIDs/);
  });

  it("gives 6 weeks for 400 to 2000 ng/L", () => {
    const mid = structuredClone(c);
    mid.data.recentAbnormalLabs[0].value = "950";
    const f = find(runReviewCase(mid), "hf-decompensation-signs");
    expect(f?.nextSteps[0]).toContain("within 6 weeks");
    expect(f?.nextSteps.join(" ")).not.toContain("within 2 weeks");
  });

  it("keeps the decompensation wording and diuretic review in known heart failure", () => {
    const known = structuredClone(c);
    known.data.pastMedicalHistory.push({
      display: "Heart failure with reduced ejection fraction",
      clinicalStatus: "active",
    });
    known.data.medications.push({ medication: "Furosemide 40 mg", status: "active" });
    const r = runReviewCase(known);
    const f = find(r, "hf-decompensation-signs");
    expect(f?.title).toBe("Possible worsening (decompensated) heart failure");
    expect(f?.nextSteps.join(" ")).toContain("diuretic plan");
    expect(find(r, "natriuretic-peptide-elevated")).toBeUndefined();
  });
});
