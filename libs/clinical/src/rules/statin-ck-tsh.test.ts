import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/pharmacogenomics-review13/", import.meta.url);

/** Case 11 with no muscle symptoms and a smaller CK rise (review 13, pharmacogenomics 11, LOW). */
function asymptomatic(ck: string, tsh?: string) {
  const c = loadReviewCase(FIXTURES, "11-slco1b1-simvastatin");
  c.data.additionalContext = "";
  c.data.recentAbnormalLabs[0].value = ck;
  if (tsh)
    c.data.recentNormalLabs = [
      { display: "TSH", value: tsh, unit: "mIU/L", date: "2026-11-20", referenceRange: "0.4-4.0" },
    ];
  return runReviewCase(c).findings.find((f) => f.code === "statin-ck-elevated");
}

describe("TSH in the work-up of a raised CK on a statin without muscle symptoms", () => {
  it("asks for TSH when none is in the record", () => {
    expect(asymptomatic("450")?.nextSteps).toContain("Check TSH (hypothyroidism raises CK and the risk)");
  });

  it("does not ask again when a TSH is in the record", () => {
    expect(asymptomatic("450", "2.1")?.nextSteps.join(" ")).not.toMatch(/Check TSH/);
  });
});
