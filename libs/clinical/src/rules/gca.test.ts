import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

const D2_NOTES =
  "3 weeks of new right temporal headache, scalp tenderness when brushing hair, pain in jaw when chewing. Yesterday an episode of blurred/dim vision in the right eye lasting 10 minutes. Weight loss 3 kg.";

/** The GCA finding for a patient with the review's ESR and CRP (case D2), or undefined. */
function gca(age: number, additionalContext: string, labs = { esr: "78", crp: "54" }, migraine = false) {
  const data = healthDataSchema.parse({
    patientInfo: { age, gender: "female" },
    pastMedicalHistory: migraine
      ? [{ display: "Migraine with aura", clinicalStatus: "active", onsetDate: "1988" }]
      : [],
    recentAbnormalLabs: [
      { display: "ESR", value: labs.esr, unit: "mm/hr", date: "2026-11-21", referenceRange: "0-30" },
      { display: "C-reactive protein", value: labs.crp, unit: "mg/L", date: "2026-11-21", referenceRange: "<5" },
    ],
    additionalContext,
  });
  const { findings } = analyzeEhr(data, { now: new Date("2026-11-22T00:00:00Z") });
  return findings.find((f) => f.code === "giant-cell-arteritis-suspected");
}

describe("suspected giant cell arteritis", () => {
  it("is critical with visual symptoms (review case D2): act today, steroids before the confirmatory test", () => {
    const f = gca(74, D2_NOTES);
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("ESR 78 mm/h");
    expect(f?.clinician).toContain("CRP 54 mg/L");
    expect(f?.clinician).toMatch(/jaw claudication \("pain in jaw when chewing"\)/);
    expect(f?.clinician).toMatch(/visual symptoms \("blurred\/dim vision"\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/Same-day emergency assessment/);
    expect(f?.nextSteps.join(" ")).toMatch(/do not wait for temporal artery ultrasound or biopsy/);
    expect(f?.patient).toMatch(/emergency department/);
    expect(f?.evidenceIds).toEqual(["bsr-2020-gca"]);
    expect(f?.refs).toHaveLength(2);
  });

  it("is critical for the review's variant V10 (transient visual loss)", () => {
    const f = gca(74, "New temporal headache, jaw claudication, transient visual loss right eye.");
    expect(f?.severity).toBe("critical");
  });

  it("is high, with urgent same-day-if-possible referral, without visual symptoms", () => {
    const f = gca(74, "New temporal headache for 2 weeks and jaw claudication. No visual symptoms.");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join(" ")).toMatch(/same working day if possible, within three working days/);
    expect(f?.patient).toMatch(/get emergency care at once/);
  });

  it("needs only one raised marker", () => {
    expect(gca(70, "Jaw pain on chewing.", { esr: "18", crp: "40" })?.severity).toBe("high");
    expect(gca(70, "Jaw pain on chewing.", { esr: "60", crp: "3" })?.severity).toBe("high");
  });

  it("says nothing when the features are denied", () => {
    expect(
      gca(74, "Denies headache, scalp tenderness, jaw claudication or visual loss. No new headache."),
    ).toBeUndefined();
    expect(gca(74, "Advised to report any visual loss or jaw pain when chewing.")).toBeUndefined();
  });

  it("says nothing under 50, with normal markers, or with no feature in the notes", () => {
    expect(gca(40, D2_NOTES)).toBeUndefined();
    expect(gca(74, D2_NOTES, { esr: "12", crp: "3" })).toBeUndefined();
    expect(gca(74, "Weight loss 3 kg. Knee osteoarthritis.")).toBeUndefined();
  });

  it("does not read a long-standing headache as new", () => {
    expect(gca(74, "Chronic daily headache, unchanged for years.")).toBeUndefined();
  });

  it("does not read her usual migraine with its aura as GCA (review case F1)", () => {
    const f1 =
      "Migraines since age 20. Temporal headache with blurred vision before it, typical of her usual migraine, 2 this month. Dysuria 3 days.";
    expect(gca(55, f1, { esr: "12", crp: "18" }, true)).toBeUndefined();
    // Even with both markers raised, a usual headache and aura are not GCA features.
    expect(gca(74, f1)).toBeUndefined();
    expect(gca(74, "Temporal headache, her usual migraine, with her usual aura of blurred vision.")).toBeUndefined();
  });

  it("needs new-onset wording for a headache", () => {
    expect(gca(74, "Temporal headache.")).toBeUndefined();
    expect(gca(74, "Headaches for years.")).toBeUndefined();
    expect(gca(74, "Temporal headache, started 3 weeks ago.")?.severity).toBe("high");
    expect(gca(74, "Right-sided headache for 2 weeks.")?.severity).toBe("high");
    expect(gca(74, "First ever severe headache.")?.severity).toBe("high");
    expect(gca(74, "Recent-onset temporal headache.")?.clinician).toMatch(
      /new headache \("recent-onset temporal headache"\)/,
    );
  });

  it("counts a headache in someone with migraine only when the notes call it new or different", () => {
    expect(gca(74, "Temporal headache for 2 weeks.", undefined, true)).toBeUndefined();
    expect(gca(74, "New temporal headache, unlike her usual migraine.", undefined, true)?.severity).toBe("high");
    expect(
      gca(74, "Headache not typical of her migraines, with blurred vision in the right eye.", undefined, true)
        ?.severity,
    ).toBe("critical");
  });
});
