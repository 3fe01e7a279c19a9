import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase, type ReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/diabetes-review14/", import.meta.url);
const case02 = () => loadReviewCase(FOLDER, "02-tirzepatide-gallstones");
const find = (c: ReviewCase, code: string) => runReviewCase(c).findings.find((f) => f.code === code);
const codes = (c: ReviewCase) => runReviewCase(c).findings.map((f) => f.code);

describe("gallstones with a dilated bile duct and cholestatic tests (review 14, diabetes case 02)", () => {
  it("looks for a bile duct stone with MRCP or EUS before any pancreatic cancer pathway", () => {
    const c = case02();
    const f = find(c, "gallstone-bile-duct-obstruction");
    expect(f?.severity).toBe("high");
    expect(f?.title).toMatch(/possible bile duct stone/);
    expect(f?.nextSteps[0]).toMatch(/^MRCP \(or EUS\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/If no duct stone is found, CT of the pancreas/);
    expect(f?.evidenceIds).toContain("bsg-2017-bile-duct-stones");
    expect(codes(c)).not.toContain("jaundice-suspected-cancer");
  });

  it("does not call fatty liver likely while the liver tests are led by the bile duct", () => {
    const f = find(case02(), "masld-risk");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).not.toMatch(/is likely/);
    expect(f?.nextSteps.join(" ")).toMatch(/once the bile duct problem is treated/);
  });

  it("does not ask for the bile duct ultrasound again or for PBC and PSC tests", () => {
    const steps = find(case02(), "liver-injury-pattern")?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/Liver and bile duct ultrasound/);
    expect(steps).not.toMatch(/primary biliary cholangitis/);
  });

  it("reads a stone seen in the duct as the cause, with duct clearance and no cancer pathway", () => {
    const c = case02();
    c.data.imagingStudies[0].conclusion = "Cholelithiasis. 7 mm stone in the distal CBD.";
    c.data.additionalContext = "Weight down 21 kg since starting tirzepatide.";
    const f = find(c, "gallstone-bile-duct-obstruction");
    expect(f?.title).toMatch(/^Stone in the common bile duct/);
    expect(f?.nextSteps.join(" ")).toMatch(/clear the bile duct stone/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/suspected cancer pathway/);
  });

  it("keeps the cancer pathway for painless jaundice with a dilated duct and no duct stone", () => {
    const c = case02();
    c.data.additionalContext = "Painless jaundice for 2 weeks, dark urine.";
    expect(codes(c)).not.toContain("gallstone-bile-duct-obstruction");
    expect(codes(c)).toContain("jaundice-suspected-cancer");
  });
});
