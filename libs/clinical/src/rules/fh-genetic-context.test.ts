import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/pharmacogenomics-review13/", import.meta.url);

describe("LDLR variant with LDL-C 5.9 and a father's MI at 44 (review 13, pharmacogenomics 12)", () => {
  const r = runReviewCase(loadReviewCase(FIXTURES, "12-hereditary-bundle"));
  const fh = r.findings.find((f) => f.code === "fh-genetic-variant");

  it("links the father's premature heart attack to the FH finding", () => {
    expect(fh?.clinician).toMatch(
      /Premature coronary disease in a first-degree relative, the father \(myocardial infarction at 44\)/,
    );
    const elements = "selectedElements" in r.result ? r.result.selectedElements : [];
    expect(
      elements.some(
        (e) =>
          e.ehr_element_description === "father: Myocardial infarction" &&
          /Familial hypercholesterolaemia variant/.test(e.relevance),
      ),
    ).toBe(true);
  });

  it("gives the severe LDL-C in the FH finding, so the patient reads one cholesterol point", () => {
    expect(r.findings.map((f) => f.code)).not.toContain("severe-hypercholesterolaemia");
    expect(fh?.clinician).toMatch(/LDL-C 5\.9 mmol\/L .*start treatment now/);
    expect(fh?.patient).toMatch(/very high, so ask your doctor about starting treatment soon/);
    expect(r.result.patientResponse.match(/cholesterol is very high/g)).toHaveLength(1);
  });
});
