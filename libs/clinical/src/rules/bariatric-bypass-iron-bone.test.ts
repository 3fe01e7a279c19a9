import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const folder = new URL("./fixtures/nutrition-electrolytes-review13/", import.meta.url);
const load = () => loadReviewCase(folder, "01-rygb-multi-deficiency");
const finding = (c: ReviewCase, code: string) => runReviewCase(c).findings.find((f) => f.code === code);
const withoutBypass = () => {
  const c = load();
  c.data.pastMedicalHistory = c.data.pastMedicalHistory?.filter((p: unknown) => !/bypass/i.test(JSON.stringify(p)));
  return c;
};

describe("iron and vitamin D after a Roux-en-Y gastric bypass (review 13, nutrition case 01)", () => {
  // Ferritin 6, Hb 9.8, vitamin D 9 ng/mL, PTH 112, ALP 168, calcium 8.7; RYGB, vitamins stopped.
  it("names the bypass as the likely cause of the iron deficiency, with endoscopy kept for red flags", () => {
    const f = finding(load(), "iron-deficiency-anaemia");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(f?.clinician).toMatch(/Roux-en-Y gastric bypass, which bypasses the duodenum .* likely cause/);
    expect(steps).toMatch(/intravenous iron is often needed/);
    expect(steps).toMatch(
      /bidirectional endoscopy\) if there are signs of bleeding or the iron deficiency does not recover/,
    );
    expect(steps).not.toMatch(/bidirectional endoscopy in men and postmenopausal women/);
    expect(f?.evidenceIds).toContain("gesquiere-2014-iron-rygb");
  });

  it("reads the raised PTH and ALP with low vitamin D as secondary hyperparathyroidism and possible osteomalacia", () => {
    const f = finding(load(), "vitamin-d-deficiency");
    expect(f?.clinician).toMatch(/secondary hyperparathyroidism from poor calcium and vitamin D absorption/);
    expect(f?.clinician).toMatch(/alkaline phosphatase \(168 U\/L .* may point to osteomalacia/);
    expect(f?.nextSteps.join(" ")).toMatch(/calcium citrate/);
    expect(f?.evidenceIds).toContain("hewitt-2013-shpt-gastric-bypass");
  });

  it("keeps the usual texts without a bypass in the record", () => {
    const c = withoutBypass();
    expect(finding(c, "iron-deficiency-anaemia")?.clinician).not.toMatch(/bypass/);
    // Without the bypass the absorption reason goes; the raised PTH with the low vitamin D and a normal
    // calcium is still read as secondary hyperparathyroidism (review 22, sexual-health-bone).
    expect(finding(c, "vitamin-d-deficiency")?.clinician).not.toMatch(/poor calcium and vitamin D absorption/);
  });
});
