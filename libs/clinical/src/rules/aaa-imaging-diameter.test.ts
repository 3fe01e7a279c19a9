import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/imaging-notes-review13/", import.meta.url);

const load = (name: string) => loadReviewCase(CASES, name);
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
    expect(f?.clinician).not.toMatch(/4\.4 cm/);
  });
});
