import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The renal review's cases (round 11), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/renal-review11/", import.meta.url);

const load = () => loadReviewCase(CASES, "11-bodybuilder-creatinine");
const run = runReviewCase;
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);
const normal = (c: ReturnType<typeof load>, re: RegExp) =>
  c.data.recentNormalLabs.findIndex((l: { display: string }) => re.test(l.display));

describe("creatine supplement with cystatin C and ACR already in the record (review case 11)", () => {
  it("reads the normal cystatin C eGFR and ACR instead of advising them again", () => {
    const f = find(run(load()), "creatine-creatinine");
    expect(f?.clinician).toMatch(/Already in the record: cystatin C-based eGFR 108 .* and urine ACR 1.1/);
    expect(f?.clinician).toMatch(/no chronic kidney disease/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/check cystatin C/);
    expect(f?.nextSteps.join(" ")).toMatch(/No kidney work-up is needed/);
  });

  it("does not join the creatinine eGFR and the cystatin C eGFR into one trend", () => {
    const r = run(load());
    expect(r.findings.some((f) => /^trend-/.test(f.code) && /eGFR|glomerular/i.test(f.title))).toBe(false);
  });

  it("still advises the test that is missing", () => {
    const c = load();
    c.data.recentNormalLabs.splice(normal(c, /albumin/i), 1);
    const f = find(run(c), "creatine-creatinine");
    expect(f?.nextSteps.join(" ")).toMatch(/check urine albumin \(ACR\)/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/check cystatin C/);
    expect(f?.clinician).not.toMatch(/no chronic kidney disease/);
  });

  it("does not call it no CKD when the cystatin C eGFR is below 60", () => {
    const c = load();
    c.data.recentNormalLabs[normal(c, /eGFR/)].value = "48";
    const f = find(run(c), "creatine-creatinine");
    expect(f?.clinician).not.toMatch(/no chronic kidney disease/);
    expect(f?.nextSteps.join(" ")).toMatch(/Repeat creatinine and eGFR/);
  });
});
