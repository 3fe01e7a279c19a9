import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/kidney-urology-review14/", import.meta.url);
const load = () => loadReviewCase(FOLDER, "07-pcr-nondiabetic-haematuria");
const find = (c: ReturnType<typeof load>, code: string) => runReviewCase(c).findings.find((f) => f.code === code);

describe("proteinuria meeting the nephrology referral criteria (review 14, kidney case 07)", () => {
  it("refers a persistent PCR above 100 mg/mmol with haematuria and stages it A3", () => {
    const f = find(load(), "proteinuria-nephrology-referral");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(
      /Urine PCR 182 mg\/mmol .*164 mg\/mmol .*\(persistent\) with urine dipstick blood 2\+/,
    );
    expect(f?.clinician).toMatch(/category A3, severely increased/);
    expect(f?.nextSteps).toContain("Refer to nephrology (NICE NG203 criteria met)");
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nice-ng203-ckd", "ukka-eckd-referral"]));
  });

  it("does not tell the patient a single result does not mean kidney disease beside heavy proteinuria", () => {
    const stage = find(load(), "ckd-stage");
    expect(stage?.patient).not.toMatch(/does not mean kidney disease/);
    expect(stage?.patient).toMatch(/protein leaking from the kidneys/);
  });

  it("makes a low serum albumin an urgent referral, and refers a PCR of 60 only with haematuria", () => {
    const nephrotic = load();
    nephrotic.labResults[3].value = "24";
    const urgent = find(nephrotic, "proteinuria-nephrology-referral");
    expect(urgent?.severity).toBe("high");
    expect(urgent?.nextSteps[0]).toMatch(/^Urgent nephrology referral/);

    const moderate = load();
    moderate.labResults[0].value = "60";
    moderate.labResults[1].value = "58";
    expect(find(moderate, "proteinuria-nephrology-referral")?.clinician).toMatch(
      /a PCR above 50 mg\/mmol with haematuria/,
    );
    moderate.labResults = moderate.labResults.filter((l: { name: string }) => l.name !== "Urine blood");
    expect(find(moderate, "proteinuria-nephrology-referral")).toBeUndefined();
  });

  it("leaves the referral to the lupus nephritis finding in active SLE with kidney signs", () => {
    const sle = loadReviewCase(new URL("./fixtures/rheumatology-review11/", import.meta.url), "06-sle-nephritis-flare");
    expect(find(sle, "lupus-nephritis-suspected")).toBeDefined();
    expect(find(sle, "proteinuria-nephrology-referral")).toBeUndefined();
  });
});
