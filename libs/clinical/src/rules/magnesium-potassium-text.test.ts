import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const folder = new URL("./fixtures/nutrition-electrolytes-review13/", import.meta.url);

describe("low potassium on a thiazide with a low magnesium (review 13, nutrition case 03)", () => {
  it("does not tell the patient twice in one finding that the potassium is low", () => {
    // On digoxin as well as the thiazide, digoxin-low-potassium speaks for the potassium (review 21).
    const f = runReviewCase(loadReviewCase(folder, "03-ppi-hypomagnesaemia")).findings.find(
      (x) => x.code === "digoxin-low-potassium",
    );
    expect(f?.patient).toMatch(/^Your potassium is low and you take digoxin\./);
    expect(f?.patient).not.toMatch(/potassium is also low/);
    expect(f?.patient).toMatch(/Your magnesium is low too/);
  });
});
