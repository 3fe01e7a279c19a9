import { describe, expect, it } from "vitest";
import { findEvidence } from "../evidence/library.ts";
import { RULES } from "./index.ts";

describe("rule citations", () => {
  it("resolve only to current entries, never superseded or retired guidelines", () => {
    const stale = RULES.flatMap((rule) =>
      rule.evidence
        .filter((id) => {
          const status = findEvidence(id)?.status ?? "missing";
          return /superseded|retired|missing/i.test(status);
        })
        .map((id) => `${rule.id} → ${id}`),
    );
    expect(stale).toEqual([]);
  });
});
