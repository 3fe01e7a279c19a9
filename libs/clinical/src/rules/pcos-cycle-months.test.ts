import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/hormones-review14/", import.meta.url));
const pcos = (c: ReturnType<typeof load>) => runReviewCase(c).findings.find((f) => f.code === "pcos-pattern");

describe("PCOS cycles written in months or weeks", () => {
  it("reads 'periods every 2-4 months' as oligomenorrhoea, so raised androgens make the Rotterdam pattern", () => {
    const f = pcos(load("11-pcos-metabolic"));
    expect(f?.clinician).toMatch(/cycles up to 120 days apart/);
    expect(f?.nextSteps.join(" ")).toMatch(/Cycles this long mean fewer than 4 periods a year/);
  });

  it("reads 'periods every 6-8 weeks' as long cycles too", () => {
    const c = load("11-pcos-metabolic");
    c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace("every 2-4 months", "every 6-8 weeks");
    expect(pcos(c)?.clinician).toMatch(/cycles up to 56 days apart/);
  });

  it("does not read monthly periods as disordered", () => {
    const c = load("11-pcos-metabolic");
    c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace("every 2-4 months", "every 1 month");
    expect(pcos(c)).toBeUndefined();
  });
});
