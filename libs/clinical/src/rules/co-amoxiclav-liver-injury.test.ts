import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FIXTURES = new URL("./fixtures/hepatology-gi-review13/", import.meta.url);

describe("liver injury after co-amoxiclav (review 13, hepatology-gi 10)", () => {
  it("leads with the drug when the ultrasound already showed undilated ducts", () => {
    const { findings } = runReviewCase(loadReviewCase(FIXTURES, "10-dili-co-amoxiclav"));
    const dili = findings.find((x) => x.code === "co-amoxiclav-liver-injury");
    expect(dili?.severity).toBe("high");
    expect(dili?.nextSteps.join(" ")).toMatch(/adverse reaction record/);
    const cancer = findings.find((x) => x.code === "jaundice-suspected-cancer");
    expect(cancer?.severity).toBe("moderate");
    expect(cancer?.clinician).not.toMatch(/ultrasound first/);
    expect(cancer?.nextSteps.join(" ")).not.toMatch(/ultrasound/i);
    const pattern = findings.find((x) => x.code === "liver-injury-pattern");
    expect(pattern?.clinician).toMatch(/amoxicillin-clavulanate is the commonest cause/);
    expect(pattern?.nextSteps.join(" ")).not.toMatch(/ultrasound/);
    // A statin rarely causes a cholestatic injury: it is not blamed beside co-amoxiclav.
    expect(findings.some((x) => x.code === "statin-alt-elevated")).toBe(false);
  });

  it("keeps the urgent imaging and cancer pathway when no imaging is recorded", () => {
    const c = loadReviewCase(FIXTURES, "10-dili-co-amoxiclav");
    c.data.additionalContext = "Jaundice and dark urine noticed 3 weeks after finishing a course of co-amoxiclav.";
    const { findings } = runReviewCase(c);
    expect(findings.some((x) => x.code === "co-amoxiclav-liver-injury")).toBe(false);
    expect(findings.find((x) => x.code === "jaundice-suspected-cancer")?.severity).toBe("high");
  });

  it("reads a denied mass as no obstruction", () => {
    const c = loadReviewCase(FIXTURES, "10-dili-co-amoxiclav");
    c.data.additionalContext += " No pancreatic mass seen.";
    expect(runReviewCase(c).findings.some((x) => x.code === "co-amoxiclav-liver-injury")).toBe(true);
  });

  it("does not lead when the imaging found a mass", () => {
    const c = loadReviewCase(FIXTURES, "10-dili-co-amoxiclav");
    c.data.additionalContext += " CT: mass in the head of the pancreas.";
    const { findings } = runReviewCase(c);
    expect(findings.some((x) => x.code === "co-amoxiclav-liver-injury")).toBe(false);
    expect(findings.find((x) => x.code === "jaundice-suspected-cancer")?.severity).toBe("high");
  });
});
