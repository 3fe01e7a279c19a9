import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load } = reviewFolder(new URL("./fixtures/kidney-urology-review14/", import.meta.url));
const referral = (c: ReturnType<typeof load>) =>
  runReviewCase(c).findings.find((f) => f.code === "haematuria-suspected-cancer-referral");

describe("haematuria meeting the NICE NG12 urgent referral criteria (review 14, kidney-urology)", () => {
  it("refers unexplained visible haematuria at 45 or over with a sterile urine (case 03)", () => {
    const f = referral(load("03-visible-haematuria-smoker"));
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Visible haematuria \(the notes record "red urine"; urine dipstick blood 3\+\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/suspected cancer pathway to urology \(appointment within 2 weeks\)/);
    expect(f?.evidenceIds).toContain("nice-ng12-suspected-cancer");
  });

  it("refers non-visible haematuria at 60 or over with a raised white cell count, not reading 'non-visible' as visible (case 05)", () => {
    const f = referral(load("05-nvh-older-woman-wbc"));
    expect(f?.clinician).toMatch(
      /^Non-visible haematuria \(urine dipstick blood 2\+, positive on 2 strips\) with a raised white cell count 12\.4/,
    );
    expect(f?.clinician).not.toMatch(/persists or recurs/);
  });

  it("does not refer non-visible haematuria at 60 or over without dysuria or a raised white cell count", () => {
    const c = load("05-nvh-older-woman-wbc");
    c.labResults[4].value = "7.2";
    c.labResults[4].flag = "Normal";
    expect(referral(c)).toBeUndefined();
  });

  it("stays silent when the strip shows a urine infection, which is treated and rechecked first", () => {
    const c = load("03-visible-haematuria-smoker");
    c.data.recentNormalLabs[0].value = "Positive";
    expect(referral(c)).toBeUndefined();
  });

  it("does not refer a young woman's dipstick blood during her period (case 04)", () => {
    expect(referral(load("04-dipstick-after-exercise-period"))).toBeUndefined();
  });
});
