import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/oncology-review13/", import.meta.url);

describe("tumour lysis on venetoclax (review 13 oncology, case 10)", () => {
  it("names venetoclax as the trigger and holds the next dose", () => {
    const f = runReviewCase(loadReviewCase(FOLDER, "10-tls-after-venetoclax")).findings.find(
      (x) => x.code === "tumour-lysis-syndrome",
    );
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).not.toMatch(/No chemotherapy is in the record/);
    expect(f?.clinician).toMatch(/2 days after Venetoclax/);
    expect(f?.nextSteps.join(" ")).toMatch(/Withhold the next Venetoclax 20 mg dose/);
  });
});
