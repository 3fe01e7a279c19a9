import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

interface Case {
  age?: number;
  meds?: string[];
  conditions?: string[];
  hr?: string;
  labs?: { display: string; value: string; unit: string; referenceRange: string }[];
  notes?: string;
}

function findings(c: Case) {
  const data = healthDataSchema.parse({
    patientInfo: { age: c.age ?? 71, gender: "female" },
    medications: (c.meds ?? []).map((medication) => ({ medication, status: "active", frequency: "daily" })),
    pastMedicalHistory: (c.conditions ?? []).map((display) => ({ display, clinicalStatus: "active" })),
    vitalSigns: c.hr === undefined ? [] : [{ display: "Heart rate", value: c.hr, unit: "/min", date: "2026-11-20" }],
    recentAbnormalLabs: (c.labs ?? []).map((l) => ({ ...l, date: "2026-11-20" })),
    additionalContext: c.notes,
  });
  return analyzeEhr(data, { now: new Date("2026-11-23T00:00:00Z") }).findings;
}

const CODE = "irregular-pulse-possible-af";
const find = (c: Case) => findings(c).find((f) => f.code === CODE);
const OVERREPLACED = [
  { display: "TSH", value: "0.04", unit: "mIU/L", referenceRange: "0.45-4.50" },
  { display: "Free T4", value: "2.1", unit: "ng/dL", referenceRange: "0.82-1.77" },
];

describe("irregular pulse with palpitations or a fast rate (NICE NG196)", () => {
  it("asks for a same-day 12-lead ECG and names over-replacement as the driver (review 10, item 3)", () => {
    const f = find({
      meds: ["Levothyroxine 150 mcg"],
      conditions: ["Hypothyroidism", "Osteopenia"],
      hr: "104",
      labs: OVERREPLACED,
      notes: "Now palpitations, poor sleep, weight loss 3 kg. Pulse felt irregular today.",
    });
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain('"pulse felt irregular"');
    expect(f?.clinician).toContain("palpitations and a heart rate of 104/min");
    expect(f?.clinician).toMatch(/Levothyroxine 150 mcg: too much thyroid hormone is a likely driver/i);
    expect(f?.nextSteps[0]).toMatch(/^Same-day 12-lead ECG/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nice-ng196-af", "nice-ng145-thyroid-disease"]));
  });

  it("fires on a fast rate alone, and on palpitations alone, without a thyroid link", () => {
    const fast = find({ hr: "118", notes: "Irregular pulse on examination." });
    expect(fast?.clinician).toContain("a heart rate of 118/min");
    expect(fast?.clinician).not.toContain("thyroid");
    expect(find({ hr: "78", notes: "Palpitations for a week; pulse irregular." })?.clinician).toContain(
      "with palpitations",
    );
  });

  it("stays silent when the pulse is regular, denied irregular, or there is neither symptom nor fast rate", () => {
    expect(find({ hr: "110", notes: "Palpitations. Pulse regular." })).toBeUndefined();
    expect(find({ hr: "110", notes: "Palpitations. No irregular pulse." })).toBeUndefined();
    expect(find({ hr: "72", notes: "Pulse felt irregular today." })).toBeUndefined();
  });

  it("leaves known atrial fibrillation and a rhythm already on an ECG to other rules", () => {
    expect(
      find({ hr: "110", conditions: ["Atrial fibrillation"], notes: "Irregular pulse, palpitations." }),
    ).toBeUndefined();
    expect(
      find({ hr: "110", notes: "Irregular pulse, palpitations. ECG shows sinus rhythm with ectopics." }),
    ).toBeUndefined();
  });

  it("is for adults only", () => {
    expect(find({ age: 12, hr: "130", notes: "Irregular pulse and palpitations." })).toBeUndefined();
  });
});
