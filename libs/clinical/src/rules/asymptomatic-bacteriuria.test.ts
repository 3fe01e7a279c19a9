import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/leftovers-c-review15/", import.meta.url);
const REVIEW14 = new URL("./fixtures/infection-review14/", import.meta.url);
const CODE = "asymptomatic-bacteriuria-no-antibiotics";
const find = (c: ReturnType<typeof loadReviewCase>, code = CODE) =>
  runReviewCase(c).findings.find((f) => f.code === code);

describe("asymptomatic bacteriuria in older people, care homes and catheters (review 15, leftovers-c)", () => {
  it("says antibiotics are not indicated for a care-home resident with no urinary symptoms", () => {
    const f = find(loadReviewCase(FOLDER, "01-care-home-asymptomatic-bacteriuria"));
    expect(f?.clinician).toMatch(/person aged 84 living in a care home/);
    expect(f?.clinician).toMatch(/not treated/);
    expect(f?.nextSteps.join(" ")).toMatch(/Do not start antibiotics/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/^Treat/);
    expect(f?.patient).toMatch(/antibiotics do not help/);
  });

  it("covers a long-term catheter and the review 14 care-home case", () => {
    const f = find(loadReviewCase(FOLDER, "02-long-term-catheter-csu"));
    expect(f?.clinician).toMatch(/with a urinary catheter/);
    expect(f?.clinician).toMatch(/dipstick is not used/);
    expect(find(loadReviewCase(REVIEW14, "10-older-asymptomatic-bacteriuria"))).toBeDefined();
  });

  it("leaves symptomatic infection to the UTI rule", () => {
    const c = loadReviewCase(FOLDER, "03-older-symptomatic-uti");
    expect(find(c)).toBeUndefined();
    expect(find(c, "uti-dipstick-likely")).toBeDefined();
  });

  it("stays quiet before a urological procedure, in pregnancy, with fever or new confusion, or when the notes are silent", () => {
    expect(find(loadReviewCase(FOLDER, "04-bacteriuria-before-turp"))).toBeUndefined();
    const pregnant = loadReviewCase(REVIEW14, "11-pregnancy-asymptomatic-bacteriuria");
    expect(find(pregnant)).toBeUndefined();
    expect(find(pregnant, "bacteriuria-pregnancy")).toBeDefined();

    const fever = loadReviewCase(FOLDER, "01-care-home-asymptomatic-bacteriuria");
    fever.patientContext.vitalSigns[0].value = "38.4";
    expect(find(fever)).toBeUndefined();

    const confused = loadReviewCase(FOLDER, "01-care-home-asymptomatic-bacteriuria");
    confused.patientContext.clinicalNotes =
      "Lives in a nursing home. No urinary symptoms. New confusion since yesterday.";
    expect(find(confused)).toBeUndefined();

    const silent = loadReviewCase(FOLDER, "01-care-home-asymptomatic-bacteriuria");
    silent.patientContext.clinicalNotes = "Lives in a nursing home. Urine dipped by staff.";
    expect(find(silent)).toBeUndefined();
  });

  it("stays quiet for a younger adult at home, or with no growth", () => {
    const young = loadReviewCase(FOLDER, "01-care-home-asymptomatic-bacteriuria");
    young.patientContext.age = "40";
    young.patientContext.clinicalNotes = "Routine check. No urinary symptoms, no fever.";
    expect(find(young)).toBeUndefined();

    const clear = loadReviewCase(FOLDER, "02-long-term-catheter-csu");
    clear.data.recentAbnormalLabs[0].value = "No significant growth";
    expect(find(clear)).toBeUndefined();
  });
});
