import { describe, expect, it } from "vitest";
import { ADDED_SOURCES } from "../evidence/added-sources.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Synthetic, review 14 known gaps 01: probable coeliac disease, "trying for a baby". */
const FOLDER = new URL("./fixtures/known-gaps-review14/", import.meta.url);

describe("folic acid 5 mg advice for a planned pregnancy with coeliac disease", () => {
  it("cites a public NHS page, not a staging copy of a charity site", () => {
    const r = runReviewCase(loadReviewCase(FOLDER, "01-coeliac-planning-pregnancy"));
    const f = r.findings.find((x) => x.code === "coeliac-serology-positive");
    expect(f?.nextSteps.join(" ")).toMatch(/start folic acid 5 mg daily now/);
    expect(f?.evidenceIds).toContain("nhs-dg-folic-acid-5mg");
    const urls = Object.values(r.result.citations.clinician).map((c) => c.url);
    expect(urls).toContain(
      "https://rightdecisions.scot.nhs.uk/dgrefhelp-nhs-dumfries-galloway/sexual-health/pregnancy-related/preconception-health/folic-acid-supplements",
    );
  });

  it("keeps no cited source on a staging or development host", () => {
    const staging = ADDED_SOURCES.filter((s) => /\bcoeliac\.staging\b/.test(s.url));
    expect(staging).toEqual([]);
  });
});
