import { describe, expect, it } from "vitest";
import { statedMention } from "./notes.ts";

describe("statedMention: a comment after a comma", () => {
  it("reads an unchanged or usual state set off by a comma as unchanged", () => {
    expect(statedMention("ankle swelling, unchanged since last visit.", /ankle swelling/)).toBeUndefined();
    expect(statedMention("blurred vision before it, typical of her usual migraine.", /blurred vision/)).toBeUndefined();
    expect(statedMention("orthopnoea, which is stable.", /orthopnoea/)).toBeUndefined();
    expect(statedMention("orthopnoea, stable.", /orthopnoea/)).toBeUndefined();
  });

  it("does not read the next clause's adjective as about the mention", () => {
    expect(statedMention("reports orthopnoea, stable weight.", /orthopnoea/)).toBe("orthopnoea");
    expect(statedMention("ankle swelling, worse this week.", /ankle swelling/)).toBe("ankle swelling");
  });
});
