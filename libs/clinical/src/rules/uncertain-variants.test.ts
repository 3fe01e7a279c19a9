import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/pharmacogenomics-review13/", import.meta.url);

describe("BRCA2 and MLH1 variants of uncertain significance (review 13, pharmacogenomics 14)", () => {
  const r = runReviewCase(loadReviewCase(FIXTURES, "14-vus-well"));
  const f = r.findings.find((x) => x.code === "uncertain-variant");

  it("names the MLH1 'VUS' beside the BRCA2 one, as not actionable on its own", () => {
    expect(f?.clinician).toMatch(/BRCA2 Variant of uncertain significance c\.8187G>T; MLH1 VUS c\.1852_1853delinsGC/);
    expect(f?.clinician).toMatch(/variants of uncertain significance do not by themselves change screening/);
    expect(f?.clinician).toMatch(/may reclassify the variants/);
    expect(f?.patient).toMatch(/changes in BRCA2 and MLH1 whose meaning is not known yet/);
    expect(f?.patient).toMatch(/they do not change your care on their own/);
    const elements = "selectedElements" in r.result ? r.result.selectedElements : [];
    expect(elements.map((e) => e.item)).toContain("MLH1");
  });

  it("keeps the singular wording for one uncertain variant", () => {
    const c = loadReviewCase(FIXTURES, "14-vus-well");
    c.data.geneticData = c.data.geneticData.filter((g: { geneDisplay: string }) => g.geneDisplay !== "MLH1");
    const one = runReviewCase(c).findings.find((x) => x.code === "uncertain-variant");
    expect(one?.patient).toMatch(/found a change whose meaning/);
    expect(one?.clinician).toMatch(/a variant of uncertain significance does not by itself/);
  });
});
