import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The cardiology review's cases (round 13), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/cardiology-review13/", import.meta.url);

type Report = ReturnType<typeof runReviewCase>;
const find = (r: Report, code: string) => r.findings.find((f) => f.code === code);

describe("HFrEF on a starting dose of ramipril with three medicine groups missing (review 13 cardiology, case 02)", () => {
  it("asks to uptitrate ramipril or switch to sacubitril/valsartan", () => {
    const f = find(runReviewCase(loadReviewCase(CASES, "02-hfref-missing-gdmt")), "hfref-pillars-missing");
    expect(f?.nextSteps[0]).toMatch(
      /^Ramipril 2\.5 mg a day is below the ESC target \(5 mg twice daily\).*sacubitril\/valsartan/,
    );
  });

  it("says nothing of the ACE inhibitor dose at the target", () => {
    const c = loadReviewCase(CASES, "02-hfref-missing-gdmt");
    c.data.medications[1] = { medication: "Ramipril 5 mg", status: "active", dosage: "5 mg", frequency: "twice daily" };
    const f = find(runReviewCase(c), "hfref-pillars-missing");
    expect(f?.nextSteps.join(" ")).not.toMatch(/below the ESC target/);
  });

  it("ranks the missing medicine groups above the raised NT-proBNP that has no earlier value to compare", () => {
    const r = runReviewCase(loadReviewCase(CASES, "02-hfref-missing-gdmt"));
    expect(find(r, "hfref-pillars-missing")?.severity).toBe("high");
    expect(find(r, "natriuretic-peptide-known-hf")?.severity).toBe("moderate");
  });
});
