import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/kidney-urology-review14/", import.meta.url);
const load = () => loadReviewCase(FOLDER, "12-triple-whammy-otc-naproxen");
const nsaid = (c: ReturnType<typeof load>) => runReviewCase(c).findings.find((f) => f.code === "nsaid-in-notes-kidney");

describe("an NSAID named only in the notes beside an ACE inhibitor and a diuretic (review 14, kidney-urology case 12)", () => {
  it("names the over-the-counter naproxen as a likely contributor to the creatinine rise and asks to stop it", () => {
    const f = nsaid(load());
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/"naproxen", an NSAID that is not on the medication list/);
    expect(f?.clinician).toMatch(/lisinopril 20 mg tablets and indapamide 2\.5 mg tablets/);
    expect(f?.nextSteps.join(" ")).toMatch(/Stop the NSAID and add it to the medication record/);
    expect(f?.evidenceIds).toContain("lapi-2013-triple-whammy");
  });

  it("is moderate when kidney function is stable", () => {
    const c = load();
    c.data.labTrends = [];
    c.data.recentAbnormalLabs = [];
    expect(nsaid(c)?.severity).toBe("moderate");
  });

  it("stays silent when the notes say the NSAID was stopped", () => {
    const c = load();
    c.data.additionalContext = "Routine BP review. Stopped the naproxen she had been buying for her hip.";
    expect(nsaid(c)).toBeUndefined();
  });

  it("stays silent without a diuretic, where an NSAID with an ACE inhibitor alone was not linked to more kidney injury", () => {
    const c = load();
    c.data.medications = c.data.medications.filter((m: { medication: string }) => !/indapamide/i.test(m.medication));
    expect(nsaid(c)).toBeUndefined();
  });
});
