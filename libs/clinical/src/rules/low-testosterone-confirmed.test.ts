import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/hormones-review14/", import.meta.url));
const codes = (c: ReturnType<typeof load>) => runReviewCase(c).findings.map((f) => f.code);
const confirmed = (c: ReturnType<typeof load>) =>
  runReviewCase(c).findings.find((f) => f.code === "low-testosterone-confirmed");

describe("low testosterone already confirmed on two morning samples", () => {
  it("does not ask for a second morning sample that is already on record", () => {
    const found = codes(load("05-low-t-primary-high-lh"));
    expect(found).toContain("low-testosterone-confirmed");
    expect(found).not.toContain("low-testosterone-confirm-first");
  });

  it("reads raised LH and FSH as primary hypogonadism and looks for a testicular cause", () => {
    const f = confirmed(load("05-low-t-primary-high-lh"));
    expect(f?.clinician).toMatch(/5\.8 nmol\/L \(2026-11-26\) and 6\.3 nmol\/L \(2026-10-30\)/);
    expect(f?.clinician).toMatch(/primary \(testicular\) hypogonadism/);
    expect(f?.nextSteps[0]).toMatch(/Klinefelter syndrome/);
    expect(f?.evidenceIds).toContain("endocrine-society-2018-testosterone");
    expect(f?.evidenceIds).not.toContain("basicmedicalkey-androgenic-disorders");
  });

  it("reads low LH with a drug-raised prolactin as secondary hypogonadism from the prolactin", () => {
    const f = confirmed(load("04-low-t-risperidone-prolactin"));
    expect(f?.clinician).toMatch(/secondary \(pituitary or hypothalamic\) hypogonadism/);
    expect(f?.clinician).toMatch(/raised prolactin \(1850 mIU\/L \(2026-11-25\)\) on Risperidone/i);
    expect(f?.nextSteps[0]).toMatch(/raised prolactin as the likely cause first/);
  });

  it("still asks for confirmation when the earlier low result was taken in the afternoon", () => {
    const c = load("05-low-t-primary-high-lh");
    c.labResults[1].date = "2026-10-30T15:45:00Z";
    const found = codes(c);
    expect(found).toContain("low-testosterone-confirm-first");
    expect(found).not.toContain("low-testosterone-confirmed");
  });
});
