import { describe, expect, it } from "vitest";
import { LAB_OVERLAY } from "./overlay.ts";

describe("lab overlay meanings", () => {
  // Reports print them after "A high level", "A low value" or "A result like this".
  it("read as the rest of a sentence that starts with the result", () => {
    const bad = Object.entries(LAB_OVERLAY).flatMap(([id, o]) =>
      [o.high, o.low, o.positive]
        .filter((m): m is string => m !== undefined && /^(the|a|an)\b|^\d/i.test(m))
        .map((m) => `${id}: ${m}`),
    );
    expect(bad).toEqual([]);
  });

  it("do not say a low haemoglobin is anaemia whatever the age and sex", () => {
    expect(LAB_OVERLAY.hemoglobin?.low).not.toMatch(/^means anaemia/);
    expect(LAB_OVERLAY.hemoglobin?.low).toContain("cut-offs for age and sex");
  });
});
