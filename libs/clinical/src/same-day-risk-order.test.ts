import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "./testing/review-case.ts";

const FIXTURES = new URL("./rules/fixtures/deep-coherence-review13/", import.meta.url);

describe("a low glucose on a sulfonylurea leads the high findings (review 13, deep coherence 6)", () => {
  it("puts the hypoglycaemia first after the critical potassium, ahead of the metformin and NSAID notes", () => {
    const out = runReviewCase(loadReviewCase(FIXTURES, "12-ckd-t2dm-hf-gout-elderly"));
    const high = out.findings.filter((f) => f.severity === "high").map((f) => f.code);
    expect(high[0]).toBe("hypoglycaemia-on-glucose-lowering");
    const p = out.result.patientResponse;
    expect(p.indexOf("Your blood sugar was low")).toBeLessThan(p.indexOf("metformin, is not usually used"));
    // The combination is counted (review 23, deep-23): this record's NSAID, ACE inhibitor and two diuretics are four.
    expect(p.indexOf("Your blood sugar was low")).toBeLessThan(p.indexOf("Four of your medicines together"));
  });
});

describe("medicines to pause during a vomiting illness lead the routine points of the same grade (review 18)", () => {
  it("puts the sick-day advice ahead of the statin offer and the HbA1c goal", () => {
    const folder = new URL("./rules/fixtures/notes-history-review18/", import.meta.url);
    const out = runReviewCase(loadReviewCase(folder, "09-dv-3-days-metformin-ramipril-dapagliflozin"));
    const moderate = out.findings.filter((f) => f.severity === "moderate").map((f) => f.code);
    expect(moderate[0]).toBe("sick-day-medicines");
    const p = out.result.patientResponse;
    expect(p.indexOf("You are being sick or have diarrhoea")).toBeLessThan(
      p.indexOf("cholesterol medicine called a statin"),
    );
  });
});
