import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The gastroenterology review's cases, kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/gi-liver/", import.meta.url));
const run = runReviewCase;
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("FIT and faecal calprotectin referral", () => {
  it("refers a FIT of 86 µg/g on the suspected colorectal cancer pathway, as high (review case 13)", () => {
    const r = run(load("13-fit-positive-62m"));
    const f = find(r, "fit-positive-referral");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("FIT 86 ug Hb/g faeces");
    expect(f?.clinician).toContain("low ferritin");
    expect(f?.nextSteps).toEqual(["Refer on the suspected colorectal cancer pathway (appointment within 2 weeks)"]);
    expect(f?.patient).toMatch(/colonoscopy/);
    expect(f?.evidenceIds).toContain("nice-fit-colorectal-referral");
  });

  it("does not refer a FIT below 10 µg/g, nor one in another unit", () => {
    const c = load("13-fit-positive-62m");
    c.data.recentAbnormalLabs[0].value = "<4";
    expect(find(run(c), "fit-positive-referral")).toBeUndefined();
    c.data.recentAbnormalLabs[0].value = "86";
    c.data.recentAbnormalLabs[0].unit = "ng/mL";
    expect(find(run(c), "fit-positive-referral")).toBeUndefined();
  });

  it("makes a raised calprotectin with bleeding, night symptoms, weight loss and anaemia an urgent gastroenterology referral (review case 05)", () => {
    const f = find(run(load("05-calprotectin-28f-us")), "calprotectin-raised-referral");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("blood in the stool, night-time symptoms, weight loss, anemia");
    expect(f?.nextSteps[0]).toMatch(/Refer urgently to gastroenterology/);
    expect(f?.evidenceIds).toEqual(["nice-dg11-calprotectin"]);
  });

  it("is moderate without warning features, and silent in known IBD or with a normal result", () => {
    const c = load("05-calprotectin-28f-us");
    c.patientContext.clinicalNotes = "Loose stools for 8 weeks.";
    c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "Hemoglobin");
    expect(find(run(c), "calprotectin-raised-referral")?.severity).toBe("moderate");
    c.patientContext.conditions = [{ name: "Crohn's disease", status: "active" }];
    expect(find(run(c), "calprotectin-raised-referral")).toBeUndefined();
    expect(find(run(load("04-uc-infliximab-stable")), "calprotectin-raised-referral")).toBeUndefined();
  });
});
