import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/adrenal-pituitary-review13/", import.meta.url);
const load = () => loadReviewCase(FOLDER, "03-secondary-AI-pituitary");

describe("central hypothyroidism beside pituitary adrenal failure (review 13, adrenal-pituitary case 03)", () => {
  it("warns against thyroxine before hydrocortisone when the TSH is normal, not only when it is low", () => {
    const f = runReviewCase(load()).findings.find((x) => x.code === "adrenal-crisis-suspected");
    expect(f?.clinician).toMatch(/central hypothyroidism/);
    expect(f?.clinician).toMatch(/Start hydrocortisone before any thyroxine/);
    expect(f?.nextSteps.join(" ")).toMatch(/Start levothyroxine only after hydrocortisone/);
    expect(f?.patient).toMatch(/pituitary gland .* is not signalling your adrenal glands/);
    expect(f?.patient).not.toMatch(/your adrenal glands are not making enough cortisol/);
  });

  it("reads the low free T4 as central, not as non-thyroidal illness", () => {
    const r = runReviewCase(load());
    const ft4 = r.findings.find((x) => x.code === "lab-low" && /Free thyroxine/.test(x.title));
    expect(ft4?.clinician).toMatch(/central hypothyroidism/);
    expect(ft4?.clinician).not.toMatch(/non-thyroidal/);
  });
});

describe("a low free T4 beside a known pituitary tumour (review 13, adrenal-pituitary round 3, case 04)", () => {
  it("reads it as likely central, not as non-thyroidal illness first", () => {
    const r = runReviewCase(loadReviewCase(FOLDER, "18-pituitary-apoplexy"));
    const ft4 = r.findings.find((x) => x.code === "lab-low" && /Free thyroxine/.test(x.title));
    expect(ft4?.clinician).toMatch(/beside a known pituitary tumour, points to the pituitary/);
    expect(ft4?.clinician).not.toMatch(/more often non-thyroidal/);
    expect(ft4?.patient).toMatch(/growth on your pituitary gland/);
  });
});
