import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/hormones-review14/", import.meta.url));
const sexTerm = (r: ReturnType<typeof runReviewCase>) => r.findings.find((f) => f.code === "gaht-egfr-sex-term");

describe("creatinine and eGFR on gender-affirming hormones", () => {
  it("says the CKD category depends on the sex term when the estimates straddle 60", () => {
    const f = sexTerm(runReviewCase(load("06-gaht-transwoman-spiro-k")));
    expect(f?.clinician).toMatch(/62 mL\/min\/1\.73m² with the female term and 83 with the male term/);
    expect(f?.clinician).toMatch(/The eGFR on record is 58/);
    expect(f?.nextSteps[0]).toMatch(/cystatin C/);
    expect(f?.evidenceIds).toContain("fadich-2022-transgender-kidney-function");
  });

  it("judges a trans man's creatinine against the male range, not the birth-sex range the laboratory printed", () => {
    const r = runReviewCase(load("07-gaht-transman-normal-male-range"));
    const creat = r.model.labs.find((l) => l.analyteId === "creatinine");
    expect(creat?.status).toBe("normal");
    expect(creat?.range?.text).toMatch(/male range on gender-affirming testosterone; laboratory range 45-84/);
    expect(r.findings).toHaveLength(0);
  });

  it("stays silent when every estimate is well above 60", () => {
    const c = load("06-gaht-transwoman-spiro-k");
    c.data.recentAbnormalLabs = c.data.recentAbnormalLabs.filter((l: { display: string }) => l.display !== "eGFR");
    c.data.recentAbnormalLabs.find((l: { display: string }) => l.display === "Creatinine").value = "80";
    expect(sexTerm(runReviewCase(c))).toBeUndefined();
  });
});
