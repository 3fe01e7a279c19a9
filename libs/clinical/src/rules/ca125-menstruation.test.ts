import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 13 oncology case 02 (synthetic): CA-125 68 with endometriosis, sample taken on day 2 of a period. */
const FOLDER = new URL("./fixtures/oncology-review13/", import.meta.url);
const endo = () => loadReviewCase(FOLDER, "02-ca125-endometriosis-menses");
const finding = (c: ReturnType<typeof endo>) => runReviewCase(c).findings.find((f) => f.code === "ca125-endometriosis");

describe("CA-125 taken during menstruation", () => {
  it("advises repeating it away from the period", () => {
    const f = finding(endo());
    expect(f?.nextSteps[0]).toMatch(/Repeat CA-125 away from the period/);
    expect(f?.clinician).toMatch(/"day 2 of period"/);
    expect(f?.patient).toMatch(/taken during your period/);
    expect(f?.evidenceIds).toContain("kafali-2004-ca125-menstrual-cycle");
  });

  it("says nothing of it when the sample timing is not given", () => {
    const c = endo();
    c.patientContext.clinicalNotes = "Known stage III endometriosis on laparoscopy 2023. No bloating, appetite fine.";
    const f = finding(c);
    expect(f?.nextSteps.join(" ")).not.toMatch(/away from the period/);
    expect(f?.evidenceIds).not.toContain("kafali-2004-ca125-menstrual-cycle");
  });
});
