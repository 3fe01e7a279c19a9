import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/adrenal-pituitary-review13/", import.meta.url);
const load = () => loadReviewCase(FOLDER, "22-hyponatraemia-hypothyroid");
const sodium = (c: ReturnType<typeof load>) => runReviewCase(c).findings.find((x) => x.code === "hyponatraemia");

describe("low sodium labelled SIADH beside overt hypothyroidism (review 13, adrenal-pituitary round 3, case 03)", () => {
  it("says SIADH cannot be diagnosed until the thyroid is treated and adrenal insufficiency excluded", () => {
    const f = sodium(load());
    expect(f?.clinician).toMatch(/SIADH is a diagnosis of exclusion .* the SIADH label in the notes cannot stand yet/);
    expect(f?.clinician).toMatch(/morning cortisol of 410 nmol\/L .* less likely/);
    expect(f?.clinician).toMatch(/Review the fluid restriction/);
    // The notes place the patient on the ward, so a line on acting through the ward team may come first.
    const own = f?.nextSteps.filter((step) => !step.startsWith("In hospital now"));
    expect(own?.[0]).toMatch(/^SIADH cannot be diagnosed until hypothyroidism is treated/);
    expect(f?.evidenceIds).toContain("gpnotebook-siadh-diagnosis");
  });

  it("adds nothing when the thyroid is normal", () => {
    const c = load();
    c.labResults = c.labResults.filter((l: { name: string }) => !/TSH|Free T4/.test(l.name));
    const f = sodium(c);
    expect(f?.clinician).not.toMatch(/Overt hypothyroidism|cannot stand yet/);
    // Review 34 (kidney-lytes-34 case 07): the osmolality work-up in the record is read against the
    // SIADH criteria, with the thyroid results it still needs named (sodium-siadh-pattern.ts).
    expect(f?.clinician).toMatch(
      /fits the syndrome of inappropriate antidiuresis \(SIADH\), once normal thyroid function is confirmed/,
    );
  });
});
