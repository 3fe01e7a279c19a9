import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/oncology-review13/", import.meta.url);

describe("PSA taken during a UTI and after a long cycle ride (review 13 oncology, case 03)", () => {
  const c = loadReviewCase(FOLDER, "03-psa-cycling-uti");

  it("reads the value as uninterpretable and defers the repeat until 6 weeks after the infection", () => {
    const f = runReviewCase(c).findings.find((x) => x.code === "psa-elevated");
    expect(f?.clinician).toMatch(/during a urinary infection \(positive urine culture E\. coli/);
    expect(f?.clinician).toMatch(/after vigorous exercise \(the notes record "cycle sportive"\)/);
    expect(f?.clinician).toMatch(/cannot be interpreted and is not a reason to refer now/);
    expect(f?.nextSteps).toEqual([
      "Repeat PSA about 6 weeks after the urinary infection has been treated, with no vigorous exercise (including cycling) or ejaculation in the 48 hours before; refer only if it stays raised for age",
    ]);
    expect(f?.evidenceIds).toContain("nhs-lothian-refhelp-raised-psa");
  });

  it("keeps the plain repeat when nothing in the record raises the PSA", () => {
    const plain = {
      ...c,
      labResults: (c.labResults as { name: string }[]).filter((l) => l.name === "PSA"),
      patientContext: { age: "63", gender: "male", conditions: [], medications: [], clinicalNotes: "" },
    };
    const f = runReviewCase(plain).findings.find((x) => x.code === "psa-elevated");
    expect(f?.clinician).not.toMatch(/cannot be interpreted/);
    expect(f?.nextSteps.join(" ")).toMatch(/^Repeat PSA \(avoid recent ejaculation/);
  });
});
