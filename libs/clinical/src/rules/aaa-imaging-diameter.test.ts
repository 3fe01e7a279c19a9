import { describe, expect, it } from "vitest";
import { loadReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/imaging-notes-review13/", import.meta.url));
const aaa = (c: ReturnType<typeof load>) => runReviewCase(c).findings.find((f) => f.code === "aaa-known");

describe("abdominal aortic aneurysm diameter from a scan report", () => {
  it("reads the size from the conclusion when the description names an AAA surveillance scan", () => {
    const f = aaa(load("05-aaa-5.8cm"));
    expect(f?.clinician).toMatch(/maximum diameter 5\.8 cm/);
    expect(f?.clinician).toMatch(/refer promptly to vascular surgery/);
    expect(f?.severity).toBe("high");
    expect(f?.patient).toMatch(/emergency care at once/);
  });

  it("reads an aortic diameter of 3 cm or more as an aneurysm when the report does not use the word", () => {
    const c = load("05-aaa-5.8cm");
    c.data.imagingStudies[0].conclusion = "Enlarging infrarenal aorta.";
    expect(aaa(c)?.clinician).toMatch(/maximum diameter 5\.8 cm/);
  });

  it("takes the measured 34 mm, not the upper end of the 'Small AAA (3.0-4.4 cm)' band", () => {
    const f = aaa(load("06-aaa-3.4cm-surveillance"));
    expect(f?.clinician).toMatch(/maximum diameter 3\.4 cm/);
    // The NHS band "3.0-4.4 cm" is named in the interval, so only the diameter read is checked.
    expect(f?.clinician).not.toMatch(/diameter 4\.4 cm/);
  });
});

describe("abdominal aortic aneurysm growth and NICE NG156 referral", () => {
  it("reads the previous size and growth rate, and gives the 2-week vascular referral", () => {
    const f = aaa(load("05-aaa-5.8cm"));
    expect(f?.clinician).toMatch(/grown from 5\.1 cm \(2026-05\) to 5\.8 cm, about 1\.4 cm a year/);
    expect(f?.clinician).toMatch(/seen within 2 weeks of diagnosis/);
    expect(f?.nextSteps[0]).toBe("Refer to the regional vascular service, to be seen within 2 weeks");
    expect(f?.evidenceIds).toContain("nice-ng156-aaa");
  });

  it("growth of more than 1 cm a year below 5.5 cm raises it to high with urgent referral", () => {
    const c = load("05-aaa-5.8cm");
    c.data.imagingStudies[0].findings =
      "Infrarenal abdominal aorta maximal AP diameter 4.8 cm (previous 4.1 cm in 2026-05).";
    c.data.imagingStudies[0].conclusion = "Abdominal aortic aneurysm 4.8 cm.";
    const f = aaa(c);
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/more than 1 cm a year/);
    expect(f?.patient).toMatch(/grown quickly/);
  });

  it("a stable small aneurysm keeps the surveillance plan", () => {
    const f = aaa(load("06-aaa-3.4cm-surveillance"));
    expect(f?.clinician).not.toMatch(/NG156|grown/);
    expect(f?.severity).toBe("low");
  });
});

describe("a small AAA given as 'infrarenal aorta 3.4 cm' in a never-smoker (overcall review 13, case 15)", () => {
  const c = loadReviewCase(
    new URL("./fixtures/overcall-review13/", import.meta.url),
    "15-small-aaa-stable-nodule-neversmoker",
  );

  it("reads the stated diameter instead of asking for one", () => {
    const f = aaa(c);
    expect(f?.clinician).toMatch(/maximum diameter 3\.4 cm/);
    expect(f?.clinician).not.toMatch(/no diameter was given/);
    expect(f?.patient).not.toMatch(/will check its size/);
  });

  it("does not tell a never-smoker to stop smoking", () => {
    expect(aaa(c)?.nextSteps.join(" ")).not.toMatch(/stop smoking/);
  });
});
