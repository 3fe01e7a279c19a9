import { describe, expect, it } from "vitest";
import { conditionConcepts } from "./conditions.ts";

describe("condition concepts", () => {
  it.each(["NSTEMI treated with PCI", "STEMI 2019", "Inferior STEMI", "PCI to LAD"])(
    "read %j as established atherosclerotic disease",
    (name) => {
      expect(conditionConcepts(name)).toContain("ascvd");
    },
  );

  it("does not read a word that merely contains those letters as one", () => {
    expect(conditionConcepts("Epicondylitis")).not.toContain("ascvd");
  });
});
