import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/pharmacogenomics-review13/", import.meta.url);

describe("NUDT15 poor metaboliser on mercaptopurine, a child with ALL (review 13, pharmacogenomics 04)", () => {
  it("tells the parent to call the team today before the next dose, with fever and bleeding as emergencies", () => {
    const r = runReviewCase(loadReviewCase(FIXTURES, "04-nudt15-mercaptopurine"));
    const f = r.findings.find((x) => x.code === "tpmt-nudt15-thiopurine");
    expect(f?.patient).toMatch(/today, before the next dose/);
    expect(f?.patient).toMatch(/emergency care for a fever, bleeding or unusual bruising/);
  });

  it("does not ask when gene tests should be repeated", () => {
    const r = runReviewCase(loadReviewCase(FIXTURES, "04-nudt15-mercaptopurine"));
    expect(r.result.patientResponse).not.toMatch(/these tests again/);
    expect(r.result.patientResponse).toMatch(/What happens next for my child\?/);
  });
});
