import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The endocrinology review's cases (round 11), kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/endocrine-review11/", import.meta.url));
const find = (r: ReturnType<typeof runReviewCase>, code: string) => r.findings.find((f) => f.code === code);

describe("HbA1c with iron deficiency (review case 10)", () => {
  it("does not call diabetes from HbA1c 6.6% with iron deficiency and a normal same-day fasting glucose", () => {
    const r = runReviewCase(load("10-hba1c-iron-deficiency-us"));
    expect(find(r, "diabetes-range-undiagnosed")).toBeUndefined();
    const f = find(r, "hba1c-iron-deficiency-discordant");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/fasting glucose 92 mg\/dL/);
    expect(f?.clinician).toMatch(/ferritin 5 ng\/mL/);
    expect(f?.nextSteps[0]).toMatch(/Do not diagnose diabetes from this HbA1c/);
    expect(f?.evidenceIds).toEqual(["english-2015-anaemia-hba1c"]);
    expect(find(r, "iron-deficiency-anaemia")?.severity).toBe("high");
  });

  it("without a fasting glucose, still flags the HbA1c but says iron deficiency makes it unreliable", () => {
    const c = load("10-hba1c-iron-deficiency-us");
    c.labResults.splice(1, 1);
    const r = runReviewCase(c);
    expect(find(r, "hba1c-iron-deficiency-discordant")).toBeUndefined();
    const f = find(r, "diabetes-range-undiagnosed");
    expect(f?.clinician).toMatch(/not reliable here \(iron deficiency/);
    expect(f?.nextSteps.join(" ")).toMatch(/Do not rely on HbA1c/);
  });

  it("keeps the diabetes finding when iron is normal, or when the fasting glucose is also in the diabetes range", () => {
    const iron = load("10-hba1c-iron-deficiency-us");
    iron.labResults = iron.labResults.slice(0, 2);
    const r1 = runReviewCase(iron);
    expect(find(r1, "diabetes-range-undiagnosed")?.severity).toBe("high");
    expect(find(r1, "hba1c-iron-deficiency-discordant")).toBeUndefined();
    const fpg = load("10-hba1c-iron-deficiency-us");
    fpg.labResults[1].value = "131";
    fpg.labResults[1].flag = "High";
    const r2 = runReviewCase(fpg);
    expect(find(r2, "diabetes-range-undiagnosed")).toBeDefined();
    expect(find(r2, "hba1c-iron-deficiency-discordant")).toBeUndefined();
  });
});
