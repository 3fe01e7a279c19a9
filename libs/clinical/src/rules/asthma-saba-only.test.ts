import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/primary-acute-review11/", import.meta.url);
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

// Review 11 primary-acute case 06: asthma, salbutamol only (13 inhalers in 12 months), stopped ICS, 2 steroid courses.
describe("review 11 case 06: asthma treated with a reliever only", () => {
  const c = loadReviewCase(FIXTURES, "06-asthma-saba-overuse");

  it("is high with 13 reliever inhalers a year: restart ICS-containing treatment", () => {
    const f = find(runReviewCase(c), "asthma-saba-without-ics");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("13 reliever inhalers in a year");
    expect(f?.clinician).toContain("not prescribed to anyone with asthma without an inhaled corticosteroid");
    expect(f?.nextSteps[0]).toMatch(/restart inhaled-corticosteroid-containing treatment/);
    expect(f?.evidenceIds).toEqual(["bts-nice-sign-2024-asthma"]);
  });

  it("is moderate on a reliever only without high use or a recent attack", () => {
    const mild = structuredClone(c);
    mild.data.medications[0] = { medication: "Salbutamol 100 micrograms/dose inhaler", status: "active" };
    mild.data.additionalContext = "Uses reliever about once a week.";
    expect(find(runReviewCase(mild), "asthma-saba-without-ics")?.severity).toBe("moderate");
  });

  it("stays silent with an inhaled corticosteroid, or without asthma", () => {
    const ics = structuredClone(c);
    ics.data.medications.push({ medication: "Fostair 100/6 inhaler", status: "active" });
    expect(find(runReviewCase(ics), "asthma-saba-without-ics")).toBeUndefined();
    const noAsthma = structuredClone(c);
    noAsthma.data.pastMedicalHistory = [{ display: "Allergic rhinitis", clinicalStatus: "active" }];
    expect(find(runReviewCase(noAsthma), "asthma-saba-without-ics")).toBeUndefined();
  });
});
