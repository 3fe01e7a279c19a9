import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/pharmacogenomics-review13/", import.meta.url);

describe("methotrexate folic acid advice (review 13, pharmacogenomics 04)", () => {
  it("gives no folic acid advice for methotrexate in childhood leukaemia maintenance", () => {
    const { findings } = runReviewCase(loadReviewCase(FIXTURES, "04-nudt15-mercaptopurine"));
    expect(findings.some((f) => f.code === "methotrexate-safety-notes")).toBe(false);
    expect(findings.flatMap((f) => f.nextSteps).join(" ")).not.toMatch(/folic acid/i);
  });

  it("still advises folic acid for methotrexate without a cancer", () => {
    const c = loadReviewCase(FIXTURES, "04-nudt15-mercaptopurine");
    c.data.patientInfo.age = 50;
    c.data.pastMedicalHistory = [{ display: "Rheumatoid arthritis", clinicalStatus: "active" }];
    const f = runReviewCase(c).findings.find((x) => x.code === "methotrexate-safety-notes");
    expect(f?.nextSteps.join(" ")).toMatch(/folic acid/i);
  });
});
