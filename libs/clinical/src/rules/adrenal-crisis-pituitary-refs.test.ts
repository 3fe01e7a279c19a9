import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/deep-coherence-review13/", import.meta.url);

describe("adrenal crisis from hypophysitis: plain patient text (review 13, deep coherence 12)", () => {
  it("keeps the patient text to the emergency bullet and one plain pituitary line", () => {
    const out = runReviewCase(loadReviewCase(FIXTURES, "11-06-ici-hypophysitis-low-cortisol"));
    const p = out.result.patientResponse;
    expect(p).not.toMatch(/hypophysitis|secondary adrenal insufficiency|immune checkpoint inhibitor/i);
    expect(p).toMatch(/thyroid results are also low because of the same pituitary problem/);
    expect(p.match(/^- /gm)?.length).toBe(2); // the emergency bullet and the one question
    const f = out.findings.find((x) => x.code === "adrenal-crisis-suspected");
    // The pituitary results it reads are its own refs.
    for (const test of [/^ACTH/, /^Thyroid-stimulating/, /^Free thyroxine/]) {
      const flag = out.findings.find((x) => x.code === "lab-low" && test.test(x.title));
      expect(f?.refs).toContain(flag?.refs[0]);
    }
  });
});
