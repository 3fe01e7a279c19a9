import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/haematology-review14/", import.meta.url);
const case13 = () => loadReviewCase(FOLDER, "13-splenomegaly-cytopenias-cirrhosis");
const lowFlag = (c: ReviewCase, name: RegExp) =>
  runReviewCase(c).findings.find((f) => f.code === "lab-low" && name.test(f.clinician));

describe("low counts with an enlarged spleen in cirrhosis (review 14, haematology case 13)", () => {
  it("reads low platelets and white cells beside splenomegaly in cirrhosis as hypersplenism", () => {
    const c = case13();
    const platelets = lowFlag(c, /^Platelet count/);
    expect(platelets?.clinician).toMatch(/hypersplenism/);
    expect(platelets?.patient).toMatch(/spleen is enlarged/);
    expect(platelets?.evidenceIds).toContain("accessmedicine-cirrhosis-hypersplenism");
    expect(lowFlag(c, /^White blood cell count/)?.clinician).toMatch(/hypersplenism/);
  });

  it("reads a spleen length of 13 cm or more on the scan as enlarged", () => {
    const c = case13();
    c.data.imagingStudies[0].conclusion = "Cirrhotic liver. No HCC.";
    expect(lowFlag(c, /^Platelet count/)?.clinician).toMatch(/hypersplenism/);
  });

  it("keeps the general reading without an enlarged spleen", () => {
    const c = case13();
    c.data.imagingStudies[0].findings = "Coarse, nodular liver. No focal lesion. Spleen 11 cm.";
    c.data.imagingStudies[0].conclusion = "Cirrhotic liver. No HCC.";
    expect(lowFlag(c, /^Platelet count/)?.clinician).not.toMatch(/hypersplenism/);
  });

  it("keeps the general reading, with its bleeding-risk sentence, for platelets below 50", () => {
    const c = case13();
    c.data.recentAbnormalLabs[0].value = "38";
    const platelets = lowFlag(c, /^Platelet count/);
    expect(platelets?.clinician).not.toMatch(/hypersplenism/);
    expect(platelets?.clinician).toMatch(/bleeding/);
  });
});
