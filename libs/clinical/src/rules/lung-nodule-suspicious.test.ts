import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/imaging-notes-review13/", import.meta.url));
const find = (c: ReturnType<typeof load>, code: string) => runReviewCase(c).findings.find((f) => f.code === code);

describe("lung nodule suspicious for cancer", () => {
  it("a growing part-solid nodule the report calls suspicious goes to urgent referral, not surveillance", () => {
    const c = load("14-messy-old-nodule-units");
    const f = find(c, "lung-nodule-suspicious");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/suspicious for cancer; it has grown; its solid part measures 11 mm/);
    expect(f?.clinician).toMatch(/lung MDT referral/);
    expect(f?.patient).not.toMatch(/Most are not cancer/);
    expect(find(c, "pulmonary-nodule-follow-up")).toBeUndefined();
  });

  it("a part-solid nodule with a solid part over 8 mm counts even without the report's own words", () => {
    const c = load("14-messy-old-nodule-units");
    c.data.imagingStudies = [
      {
        type: "CT",
        description: "CT chest",
        date: "2026-10-01",
        findings: "Part-solid LUL nodule 18 mm, solid component 11 mm.",
      },
    ];
    expect(find(c, "lung-nodule-suspicious")?.clinician).toMatch(/solid part measures 11 mm/);
  });

  it("a large solid nodule is not told 'most are not cancer'", () => {
    const f = find(load("01-lung-nodule-9mm-smoker"), "pulmonary-nodule-follow-up");
    expect(f?.severity).toBe("high");
    expect(f?.patient).not.toMatch(/Most are not cancer/);
    expect(find(load("01-lung-nodule-9mm-smoker"), "lung-nodule-suspicious")).toBeUndefined();
  });
});
