import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ehrResultSchema, healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "./pipeline.ts";
import { bundleToHealthData } from "./testing/fhir.ts";

/** shared/ sits beside the project root (shared/README.md). */
const DIR = join(import.meta.dirname, "..", "..", "..", "..", "shared", "data", "synthea");
const FILES = (() => {
  try {
    return readdirSync(DIR)
      .filter((f) => f.endsWith(".json") && f !== "MANIFEST.json")
      .sort();
  } catch {
    return [];
  }
})();

describe.skipIf(FILES.length === 0)("Synthea bundles", () => {
  it("there are 20 bundles", () => expect(FILES).toHaveLength(20));

  it.each(FILES)("%s: analyses without error and gives sensible output", (file) => {
    const data = healthDataSchema.parse(bundleToHealthData(JSON.parse(readFileSync(join(DIR, file), "utf8"))));
    const { result, model, findings } = analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") });
    expect(ehrResultSchema.safeParse(result).success).toBe(true);
    // Most lab codes Synthea emits are in the catalogue (allergen IgE panels are not).
    const clinical = model.labs.filter((l) => !/IgE/.test(l.name));
    const known = clinical.filter((l) => l.analyteId !== undefined).length;
    if (clinical.length > 0) expect(known / clinical.length).toBeGreaterThan(0.6);
    // No value is flagged from a range in a different unit.
    for (const l of model.labs) if (l.notComparable === "unit-mismatch") expect(l.statusSource).not.toBe("catalogue");
    expect(result.patientResponse).toContain("This is not a diagnosis");
    expect(
      findings.every((f) => f.refs.every((r) => /^(lab|condition|med|vital|gene|family|imaging|allergy):\d+$/.test(r))),
    ).toBe(true);
  });
});
