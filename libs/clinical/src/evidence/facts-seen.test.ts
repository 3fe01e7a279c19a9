import { describe, expect, it } from "vitest";
import { ADDED_SOURCES, FACTS_SEEN } from "./added-sources.ts";
import guidelines from "./guidelines.source.json" with { type: "json" };
import { findEvidence } from "./library.ts";

/*
 * Review 15, sources-b: FACTS_SEEN records where the facts a rule uses were seen. It was joined to
 * vendored guidelines only, so lines written for added sources (zocor-label, nice-ng136-hypertension,
 * ...) never reached their entries.
 */
describe("FACTS_SEEN", () => {
  it("reaches an added source's entry (zocor-label's FDA 2011 high-dose simvastatin line)", () => {
    const seen = findEvidence("zocor-label")?.seenAt.join("\n") ?? "";
    expect(seen).toMatch(/dailymed/i);
    expect(seen).toMatch(/nabp\.net\/news\/fda-issues-new-recommendation-for-high-dose-simvastatin/);
  });

  it("every line keyed by a known id ends up in that entry's seenAt, guideline or added source", () => {
    const ids = new Set([...ADDED_SOURCES.map((s) => s.id), ...(guidelines as { id: string }[]).map((g) => g.id)]);
    for (const [id, lines] of Object.entries(FACTS_SEEN)) {
      expect(ids.has(id), `${id} is not a source id`).toBe(true);
      const e = findEvidence(id);
      if (e === undefined) continue; // an unverified or retired guideline is not in the library
      for (const line of lines) expect(e.seenAt, id).toContain(line);
    }
  });
});
