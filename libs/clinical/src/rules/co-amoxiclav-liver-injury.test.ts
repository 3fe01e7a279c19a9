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

describe("only a recent co-amoxiclav course counts (overcall review 13, case 06)", () => {
  const folder = new URL("./fixtures/overcall-review13/", import.meta.url);
  const pattern = (c: ReturnType<typeof loadReviewCase>) =>
    runReviewCase(c).findings.find((x) => x.code === "liver-injury-pattern")?.clinician ?? "";

  it("leaves out a course the notes date to March 2024, long before the liver test", () => {
    expect(pattern(loadReviewCase(folder, "06-co-amoxiclav-old-course"))).not.toMatch(
      /amoxicillin-clavulanate|co-amoxiclav/i,
    );
  });

  it("still counts a course that ended 4 weeks before the liver test", () => {
    const c = loadReviewCase(folder, "06-co-amoxiclav-old-course");
    c.data.medications[0].endDate = "2026-10-13";
    c.data.additionalContext = "ALT has been 45-55 since 2021 with fatty liver on ultrasound.";
    expect(pattern(c)).toMatch(/consider it first/);
  });

  it("asks when an undated finished course was taken rather than putting it first", () => {
    const c = loadReviewCase(folder, "06-co-amoxiclav-old-course");
    c.data.additionalContext = "ALT has been 45-55 since 2021 with fatty liver on ultrasound.";
    const text = pattern(c);
    expect(text).toMatch(/no date \(ask when it was taken\)/);
    expect(text).not.toMatch(/consider it first/);
  });
});
