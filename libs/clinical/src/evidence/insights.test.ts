import { describe, expect, it } from "vitest";
import { LAB_CATALOGUE } from "../catalogue/index.ts";
import { CITABLE_EVIDENCE, findCitableEvidence, findEvidence } from "./library.ts";

// Review 8, onc #22 / pc #6: a LOINC page defines a test's code; it does not say what a result means.
describe("lab insights", () => {
  it("are never cited with a link to a LOINC code page", () => {
    const cited = CITABLE_EVIDENCE.filter((e) => e.id.startsWith("insight:"));
    expect(cited.filter((e) => /loinc\.org/.test(e.url)).map((e) => e.id)).toEqual([]);
  });

  it("are cited only with a page checked to say what the note says, and kept for matching otherwise", () => {
    for (const def of LAB_CATALOGUE) {
      const insight = findEvidence(`insight:${def.id}`);
      if (insight === undefined) continue;
      if (def.meaningSource === undefined) expect(findCitableEvidence(insight.id), def.id).toBeUndefined();
      else {
        expect(findCitableEvidence(insight.id)?.url, def.id).toBe(def.meaningSource.url);
        expect(insight.seenAt, def.id).toContain(def.meaningSource.seenAt);
      }
    }
    expect(findCitableEvidence("insight:triglycerides")?.url).toBe(
      "https://www.hormone.org/patient-guides/2012/hypertriglyceridemia",
    );
    expect(findEvidence("insight:potassium")).toBeDefined();
    expect(findCitableEvidence("insight:potassium")).toBeUndefined();
  });
});
