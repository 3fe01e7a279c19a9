import { describe, expect, it } from "vitest";
import { loadReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load } = reviewFolder(new URL("./fixtures/leftovers-19-review19/", import.meta.url));

describe("a denied habit is not a cause (review 19, leftovers)", () => {
  const finding = (c: ReturnType<typeof load>) =>
    runReviewCase(c).findings.find((f) => f.title === "High haematocrit on testosterone");

  it("01: 'Non-smoker' does not make smoking a cause of the high haematocrit on testosterone", () => {
    const f = finding(load("01-testosterone-haematocrit-non-smoker"));
    expect(f?.clinician).toMatch(/withholding testosterone/);
    expect(f?.clinician).not.toMatch(/smoking/);
    expect(f?.nextSteps).toContain("Repeat the full blood count");
  });

  it("01, smoking stated: the smoking is named as a cause that adds to it", () => {
    const c = load("01-testosterone-haematocrit-non-smoker");
    c.patientContext.clinicalNotes = "On testosterone for 2 years for hypogonadism. Feels well. Smokes 15 a day.";
    expect(finding(c)?.clinician).toMatch(/other causes that add to it: smoking \("smokes 15 a day"\)/i);
  });
});

describe("known chronic hepatitis B under follow-up (review 19, leftovers)", () => {
  const REVIEW16 = new URL("./fixtures/hiv-hep-tb-review16/", import.meta.url);
  const hbv = (c: ReturnType<typeof load>) => runReviewCase(c).findings.find((f) => f.code === "hbv-chronic-infection");

  it("review 16 case 05: a recorded inactive carrier on routine bloods continues follow-up, low, with no first-test list", () => {
    const f = hbv(loadReviewCase(REVIEW16, "05-hbv-inactive-carrier-quiet"));
    expect(f?.title).toBe("Known chronic hepatitis B outside the treatment range: continue follow-up");
    expect(f?.severity).toBe("low");
    expect(f?.nextSteps.join(" ")).toMatch(/^Continue specialist follow-up/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/NICE CG165 first tests/);
    expect(f?.patient).toMatch(/already known to you/);
  });

  it("'no liver cancer in family' beside a relative is not a surveillance group", () => {
    const c = loadReviewCase(REVIEW16, "05-hbv-inactive-carrier-quiet");
    expect(hbv(c)?.nextSteps.join(" ")).not.toMatch(/relative with liver cancer/);
    c.patientContext.clinicalNotes = `${c.patientContext.clinicalNotes} Father died of liver cancer at 60.`;
    expect(hbv(c)?.severity).toBe("moderate");
  });
});
