import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The serology review's cases (round 12, third pass), kept with the test (synthetic records). */

const { load } = reviewFolder(new URL("./fixtures/serology-review12/", import.meta.url));
const find = (r: ReturnType<typeof runReviewCase>, code: string) => r.findings.find((f) => f.code === code);

describe("rubella not immune in pregnancy (review 12, serology 10)", () => {
  it("says MMR is not given in pregnancy and is offered after the birth", () => {
    const r = runReviewCase(load("10-syphilis-pregnant-rpr"));
    const f = r.findings.find((x) => x.code === "lab-low" && /rubella/i.test(x.title));
    expect(f?.clinician).toContain("is not given during pregnancy; it is offered after the birth");
    expect(f?.patient).not.toContain("your doctor can tell you whether a vaccine is advised");
  });
});

describe("varicella not immune (review 12, serology 13)", () => {
  it("offers two doses before a planned pregnancy, with a month's gap before conceiving", () => {
    const f = find(runReviewCase(load("13-varicella-nonimmune")), "varicella-non-immune");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).toMatch(/two doses 4 to 8 weeks apart; advise avoiding pregnancy for one month/);
    expect(f?.patient).toContain("It is not given during pregnancy");
  });

  it("waits until after the birth when she is pregnant", () => {
    const c = load("13-varicella-nonimmune");
    c.patientContext.conditions = [{ name: "Pregnancy, 12 weeks", status: "active" }];
    const f = find(runReviewCase(c), "varicella-non-immune");
    expect(f?.clinician).toContain("is not given in pregnancy: offer the first dose after the birth");
  });

  it("is silent for a man", () => {
    const c = load("13-varicella-nonimmune");
    c.patientContext.gender = "male";
    expect(find(runReviewCase(c), "varicella-non-immune")).toBeUndefined();
  });
});

describe("H. pylori positive with alarm features (review 12, serology 14)", () => {
  it("refers for urgent endoscopy as well as eradication at 58 with weight loss and dyspepsia", () => {
    const f = find(runReviewCase(load("14-h-pylori-positive")), "h-pylori-positive");
    expect(f?.severity).toBe("high");
    // A US record (g/dL): prompt EGD, not NG12's 2-week pathway (review 30, country-30).
    expect(f?.nextSteps[0]).toBe("Refer promptly for upper endoscopy (EGD)");
    expect(f?.nextSteps.join(" ")).toMatch(/eradication therapy/);
    expect(f?.patient).toContain("Because of your weight loss");
  });

  it("offers eradication alone without alarm features", () => {
    const c = load("14-h-pylori-positive");
    c.patientContext.age = "40";
    c.patientContext.clinicalNotes = "Dyspepsia 3 months.";
    const f = find(runReviewCase(c), "h-pylori-positive");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).not.toMatch(/endoscopy/);
  });

  it("treats dysphagia as an alarm feature at any age", () => {
    const c = load("14-h-pylori-positive");
    c.patientContext.age = "40";
    c.patientContext.clinicalNotes = "Dysphagia to solids for 6 weeks.";
    const f = find(runReviewCase(c), "h-pylori-positive");
    expect(f?.severity).toBe("high");
    expect(f?.patient).toContain("Because of your trouble swallowing");
  });
});
