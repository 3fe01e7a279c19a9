import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-23T00:00:00Z") };

/** The iron-stores finding for ferritin 18 ng/mL and a haemoglobin, with the given context. */
function ironStores(hb: string, context: Record<string, unknown> = { age: 45 }) {
  const labs = [
    { name: "Ferritin", value: "18", unit: "ng/mL", date: "2026-11-10" },
    { name: "Hemoglobin", value: hb, unit: "g/dL", date: "2026-11-10" },
  ];
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse(l)),
    patientContextSchema.parse(context),
    NOW,
  ).findings.find((f) => f.code === "iron-deficiency-without-anaemia");
}

describe("low iron stores with the sex unknown (review 9, messy-data c16)", () => {
  it("does not say 'without anaemia' for a haemoglobin that is anaemia in a man but not in a woman", () => {
    const f = ironStores("12.6");
    expect(f?.title).not.toContain("without anemia");
    expect(f?.clinician).not.toContain("without anemia");
    expect(f?.clinician).toContain("anemia in a man (WHO cut-off 13.0 g/dL) but not in a non-pregnant woman");
    expect(f?.patient).not.toContain("not low yet");
    expect(f?.evidenceIds).toContain("who-2024-hb-cutoffs");
  });

  it("says 'without anaemia' from 13 g/dL, and when the sex is known", () => {
    expect(ironStores("13.4")?.title).toBe("Low iron stores without anemia");
    expect(ironStores("12.6", { age: 45, gender: "female" })?.clinician).toContain("without anemia");
  });
});
