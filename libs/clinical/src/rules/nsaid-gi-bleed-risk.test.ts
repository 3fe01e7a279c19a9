import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/hepatology-gi-review13/", import.meta.url);

describe("NSAID with an SSRI and no PPI (review 13, hepatology-gi 13)", () => {
  it("warns about ibuprofen + aspirin + sertraline without a PPI at 70 with iron deficiency", () => {
    const { findings } = runReviewCase(loadReviewCase(FIXTURES, "13-nsaid-ssri-aspirin-iron-def"));
    const f = findings.find((x) => x.code === "nsaid-gi-bleed-risk");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Ibuprofen 400 mg taken with Aspirin 75 mg and Sertraline 100 mg and no PPI/i);
    expect(f?.clinician).toMatch(/age 70/);
    expect(f?.clinician).toMatch(/possible source of the blood loss/);
    expect(f?.nextSteps.join(" ")).toMatch(/proton pump inhibitor/);
    expect(f?.evidenceIds).toEqual(["loke-2008-ssri-nsaid-gi-bleed"]);
  });

  it("stands down once a PPI is taken", () => {
    const c = loadReviewCase(FIXTURES, "13-nsaid-ssri-aspirin-iron-def");
    c.data.medications.push({ medication: "Omeprazole 20 mg", status: "active", frequency: "once daily" });
    expect(runReviewCase(c).findings.some((x) => x.code === "nsaid-gi-bleed-risk")).toBe(false);
  });

  it("does not fire for an NSAID with aspirin alone", () => {
    const c = loadReviewCase(FIXTURES, "13-nsaid-ssri-aspirin-iron-def");
    c.data.medications = c.data.medications.filter((m: { medication: string }) => !/sertraline/i.test(m.medication));
    expect(runReviewCase(c).findings.some((x) => x.code === "nsaid-gi-bleed-risk")).toBe(false);
  });
});
