import { describe, expect, it } from "vitest";
import { findEvidence } from "../evidence/library.ts";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

/*
 * Review 15, sources-b: in the gallstone / bile duct finding, tirzepatide and the GLP-1 receptor
 * agonists are named as possible contributors, citing the tirzepatide label as seen.
 */

const FOLDER = new URL("./fixtures/diabetes-review14/", import.meta.url);
const case02 = () => loadReviewCase(FOLDER, "02-tirzepatide-gallstones");
const find = (c: ReviewCase) => runReviewCase(c).findings.find((f) => f.code === "gallstone-bile-duct-obstruction");

describe("gallstone-bile-duct-obstruction with tirzepatide (diabetes review 14, case 02)", () => {
  it("names tirzepatide as a possible contributor, with the label as its source", () => {
    const f = find(case02());
    expect(f?.clinician).toMatch(/Tirzepatide may have contributed: acute gallbladder disease/);
    expect(f?.clinician).toMatch(/tirzepatide and the GLP-1 receptor agonists/);
    expect(f?.patient).toMatch(
      /Your medicine tirzepatide can make gallbladder problems such as gallstones more likely/,
    );
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["bsg-2017-bile-duct-stones", "mounjaro-label"]));
    // Rapid weight loss is not claimed: no citable source for it was seen.
    expect(f?.clinician).not.toMatch(/weight loss/i);
    expect(findEvidence("mounjaro-label")?.seenAt.join(" ")).toMatch(/acute gallbladder disease/);
  });

  it("names semaglutide with its own label too", () => {
    const c = case02();
    c.data.medications = [{ medication: "Ozempic (semaglutide) 1 mg weekly", status: "active" }];
    const f = find(c);
    expect(f?.clinician).toMatch(/Semaglutide may have contributed/);
    expect(f?.clinician).not.toMatch(/tirzepatide and/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["mounjaro-label", "ozempic-label"]));
  });

  it("says nothing about incretins when none is taken", () => {
    const c = case02();
    c.data.medications = [{ medication: "Metformin 1 g twice daily", status: "active" }];
    const f = find(c);
    expect(f).toBeDefined();
    expect(f?.clinician).not.toMatch(/GLP-1|tirzepatide|may have contributed/);
    expect(f?.evidenceIds).not.toContain("mounjaro-label");
  });
});
