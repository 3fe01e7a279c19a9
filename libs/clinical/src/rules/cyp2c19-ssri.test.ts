import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/pharmacogenomics-review13/", import.meta.url);

describe("CYP2C19 poor metaboliser on an SSRI (review 13, pharmacogenomics 16)", () => {
  it("flags citalopram 40 mg above the poor-metaboliser maximum and links it to the long QTc", () => {
    const { findings } = runReviewCase(loadReviewCase(FIXTURES, "16-cyp2c19-pm-citalopram"));
    const f = findings.find((x) => x.code === "cyp2c19-ssri");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/above the 20 mg daily maximum/);
    expect(f?.clinician).toMatch(/QTc 498 ms/);
    expect(f?.patient).toMatch(/Contact your doctor today/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["cpic-ssri-2015", "dpwg-ssri-2022"]));
  });

  it("keeps quiet about the dose when citalopram is within the maximum and the QTc is normal", () => {
    const c = loadReviewCase(FIXTURES, "16-cyp2c19-pm-citalopram");
    c.data.medications[0].medication = "Citalopram 20 mg";
    c.data.recentAbnormalLabs = [];
    const f = runReviewCase(c).findings.find((x) => x.code === "cyp2c19-ssri");
    expect(f?.severity).toBe("low");
    expect(f?.patient).toMatch(/within the advised range/);
  });
});
