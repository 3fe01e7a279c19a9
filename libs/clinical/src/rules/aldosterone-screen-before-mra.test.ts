import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 13 imaging-notes case 03 (synthetic): resistant hypertension with a low potassium and an adrenal adenoma. */
const CASES = new URL("./fixtures/imaging-notes-review13/", import.meta.url);

const bpStep = (c: ReturnType<typeof loadReviewCase>) =>
  runReviewCase(c)
    .findings.find((f) => f.code === "bp-stage-2")
    ?.nextSteps.find((s) => /NICE NG136 step 4/.test(s));

describe("spironolactone step while the aldosterone screen is pending", () => {
  it("puts the aldosterone:renin ratio before spironolactone", () => {
    const c = loadReviewCase(CASES, "03-adrenal-incidentaloma");
    const findings = runReviewCase(c).findings;
    expect(findings.some((f) => f.code === "primary-aldosteronism-screen")).toBe(true);
    const step = bpStep(c);
    expect(step).toMatch(/only after the aldosterone:renin ratio has been taken.*consider low-dose spironolactone/);
    expect(findings.find((f) => f.code === "bp-stage-2")?.evidenceIds).toContain("endosoc-2016-primary-aldosteronism");
  });

  it("keeps the plain step once aldosterone and renin are in the record", () => {
    const c = loadReviewCase(CASES, "03-adrenal-incidentaloma");
    c.data.recentAbnormalLabs.push({ display: "Aldosterone", value: "300", unit: "pmol/L", date: "2026-11-06" });
    const step = bpStep(c);
    expect(step).toMatch(/then consider low-dose spironolactone/);
    expect(step).not.toMatch(/aldosterone:renin/);
  });
});
