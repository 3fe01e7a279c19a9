import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The renal review's cases (round 11), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/renal-review11/", import.meta.url);

const load = () => loadReviewCase(CASES, "07-tacrolimus-clarithro");
const run = runReviewCase;
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("tacrolimus level above target with a CYP3A4 inhibitor (review case 07)", () => {
  it("names the level, the target, clarithromycin and the toxicity signs, and sends to the transplant team today", () => {
    const f = find(run(load()), "cni-level-above-target");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Tacrolimus trough 17.4");
    expect(f?.clinician).toContain("target of 5–8");
    expect(f?.clinician).toMatch(/Clarithromycin .* inhibits CYP3A4/);
    expect(f?.clinician).toMatch(/creatinine has risen from 128 .* to 176/);
    expect(f?.clinician).toContain("potassium is 5.9");
    expect(f?.clinician).toContain("tremor");
    expect(f?.nextSteps.join(" ")).toMatch(/Contact the transplant team today/);
    expect(f?.nextSteps.join(" ")).toMatch(/Stop or replace Clarithromycin/i);
    expect(f?.patient).toMatch(/transplant team today/);
    expect(f?.evidenceIds).toEqual(["prograf-tacrolimus-label"]);
  });

  it("no longer says the high potassium has no potassium-raising medicine", () => {
    const r = run(load());
    expect(find(r, "hyperkalaemia")).toBeUndefined();
    // The level finding names the potassium, so no second potassium finding is made.
    expect(find(r, "cni-hyperkalaemia")).toBeUndefined();
  });

  it("is critical with potassium 6.0 or more and asks for same-day assessment with an ECG", () => {
    const c = load();
    c.data.recentAbnormalLabs[2].value = "6.2";
    const f = find(run(c), "cni-level-above-target");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps.join(" ")).toMatch(/same-day assessment with an ECG/);
  });

  it("uses the laboratory's range when no target is stated, and still fires without an interacting medicine", () => {
    const c = load();
    c.data.additionalContext = "Tremor.";
    c.data.medications = c.data.medications.filter(
      (m: { medication: string }) => !/clarithromycin/i.test(m.medication),
    );
    const f = find(run(c), "cni-level-above-target");
    expect(f?.clinician).toContain("target of 5–8");
    expect(f?.clinician).not.toMatch(/CYP3A4/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Stop or replace/);
  });

  it("does not fire with the level within target", () => {
    const c = load();
    c.data.recentAbnormalLabs[0].value = "7.5";
    c.data.labTrends[1].values[2].value = "7.5";
    expect(find(run(c), "cni-level-above-target")).toBeUndefined();
  });

  it("does not fire for topical tacrolimus", () => {
    const c = load();
    c.data.medications[0].medication = "Tacrolimus 0.1% ointment";
    expect(find(run(c), "cni-level-above-target")).toBeUndefined();
  });

  it("names a high potassium on tacrolimus when the level is in target", () => {
    const c = load();
    c.data.recentAbnormalLabs[0].value = "7.5";
    c.data.labTrends[1].values[2].value = "7.5";
    const f = find(run(c), "cni-hyperkalaemia");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Potassium 5.9 .* on Tacrolimus/i);
    expect(f?.nextSteps.join(" ")).toMatch(/transplant team/);
  });
});
