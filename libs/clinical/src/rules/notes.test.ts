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

describe("statedMention: a mention excluded after it", () => {
  it("reads a sign ruled out, excluded or not found as not stated", () => {
    const xanthomata = /tendon xanthomata/i;
    expect(statedMention("Tendon xanthomata ruled out on examination.", xanthomata)).toBeUndefined();
    expect(statedMention("Tendon xanthomata excluded by the lipid clinic.", xanthomata)).toBeUndefined();
    expect(statedMention("Tendon xanthomata were not found.", xanthomata)).toBeUndefined();
    expect(statedMention("Tendon xanthomata not ruled out.", xanthomata)).toBeUndefined();
  });

  it("still reads a sign stated in one sentence when the next excludes something else", () => {
    expect(statedMention("Tendon xanthomata on both Achilles. Hypothyroidism excluded.", /tendon xanthomata/i)).toBe(
      "Tendon xanthomata",
    );
  });
});
