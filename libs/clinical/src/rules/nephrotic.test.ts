import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The renal review's cases (round 11), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/renal-review11/", import.meta.url);

const load = () => loadReviewCase(CASES, "02-nephrotic-adult");
const run = runReviewCase;
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("nephrotic syndrome in an adult (review case 02)", () => {
  it("names nephrotic syndrome from uPCR 640 mg/mmol and albumin 21 g/L with oedema, and refers urgently", () => {
    const r = run(load());
    const f = find(r, "nephrotic-syndrome");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("640 mg/mmol");
    expect(f?.clinician).toContain("21 g/L");
    expect(f?.clinician).toMatch(/frothy urine/);
    expect(f?.clinician).toMatch(/cholesterol is high/);
    expect(f?.nextSteps.join(" ")).toMatch(/Refer urgently to nephrology/);
    expect(f?.patient).toMatch(/nephrotic syndrome/);
    expect(f?.evidenceIds).toEqual(["kopp-2020-podocytopathies"]);
    // It leads the report, ahead of the stage 1 blood pressure reading.
    expect(r.findings[0]?.code).toBe("nephrotic-syndrome");
  });

  it("does not fire below the nephrotic range", () => {
    const c = load();
    c.data.recentAbnormalLabs[0].value = "250";
    expect(find(run(c), "nephrotic-syndrome")).toBeUndefined();
  });

  it("does not fire with an albumin of 30 g/L or more", () => {
    const c = load();
    c.data.recentAbnormalLabs[1].value = "32";
    expect(find(run(c), "nephrotic-syndrome")).toBeUndefined();
  });

  it("reads a ratio in mg/g against 3,000 mg/g", () => {
    const c = load();
    c.data.recentAbnormalLabs[0] = {
      ...c.data.recentAbnormalLabs[0],
      value: "5200",
      unit: "mg/g",
      referenceRange: "<150",
    };
    expect(find(run(c), "nephrotic-syndrome")?.severity).toBe("high");
    c.data.recentAbnormalLabs[0].value = "2500";
    expect(find(run(c), "nephrotic-syndrome")).toBeUndefined();
  });

  it("leaves children to their own pathway", () => {
    const c = load();
    c.data.patientInfo.age = 6;
    expect(find(run(c), "nephrotic-syndrome")).toBeUndefined();
  });
});
