import { describe, expect, it } from "vitest";
import { healthDataSchema } from "@hds/contracts";
import type { Finding } from "../model.ts";
import { analyzeEhr } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-20T12:00:00Z") };

interface Case {
  age: number;
  gender: string;
  hb: { then: string; thenDate: string; now: string; range: string };
  meds: string[];
  notes: string;
  vitals?: { display: string; value: string; unit: string }[];
  labs?: { display: string; value: string; unit: string; referenceRange: string }[];
}

function run(c: Case) {
  const data = healthDataSchema.parse({
    patientInfo: { age: c.age, gender: c.gender },
    recentAbnormalLabs: [
      { display: "Haemoglobin", value: c.hb.now, unit: "g/L", date: "2026-11-20", referenceRange: c.hb.range },
      ...(c.labs ?? []).map((l) => ({ ...l, date: "2026-11-20" })),
    ],
    medications: c.meds.map((m) => ({ medication: m, status: "active" })),
    vitalSigns: (c.vitals ?? []).map((v) => ({ ...v, date: "2026-11-20" })),
    additionalContext: c.notes,
    labTrends: [
      {
        code: "718-7",
        display: "Haemoglobin",
        values: [
          { date: c.hb.thenDate, value: c.hb.then, unit: "g/L" },
          { date: "2026-11-20", value: c.hb.now, unit: "g/L" },
        ],
      },
    ],
  });
  return analyzeEhr(data, NOW);
}
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

// Review 10 acute case 07: apixaban and naproxen, Hb 142 → 88 g/L, melaena and coffee-ground vomit, HR 112, BP 98/60.
const UGIB: Case = {
  age: 79,
  gender: "male",
  hb: { then: "142", thenDate: "2026-08-14", now: "88", range: "130-170" },
  meds: ["Apixaban 5 mg", "Naproxen 500 mg", "Bisoprolol 2.5 mg"],
  notes:
    "ED: black tarry stools for 2 days, one episode of coffee-ground vomit this morning, dizzy on standing. Last apixaban dose last night.",
  vitals: [
    { display: "Heart rate", value: "112", unit: "/min" },
    { display: "Blood pressure", value: "98/60", unit: "mmHg" },
  ],
  labs: [
    { display: "Urea", value: "18.2", unit: "mmol/L", referenceRange: "2.5-7.8" },
    { display: "Creatinine", value: "98", unit: "umol/L", referenceRange: "59-104" },
  ],
};

// Review 10 neuro-psych case 11: apixaban, naproxen and sertraline, black stools once, Hb 131 → 114 g/L, no vital signs.
const MELAENA_STABLE: Case = {
  age: 69,
  gender: "female",
  hb: { then: "131", thenDate: "2026-04-10", now: "114", range: "115-165" },
  meds: ["Apixaban 5 mg", "Sertraline 100 mg", "Naproxen 500 mg"],
  notes: "Black stools once last week. Some indigestion.",
};

describe("acute upper GI bleeding", () => {
  it("is critical with melaena, a large haemoglobin fall and a fast pulse on a DOAC and an NSAID", () => {
    const r = run(UGIB);
    const f = find(r, "acute-gi-bleed");
    expect(f?.severity).toBe("critical");
    expect(r.findings[0]?.code).toBe("acute-gi-bleed");
    expect(f?.clinician).toMatch(/fallen from 142 g\/L .* to 88 g\/L/);
    expect(f?.clinician).toMatch(/pulse 112\/min/);
    expect(f?.clinician).toMatch(/Glasgow-Blatchford/);
    expect(f?.clinician).toMatch(/fits blood digested in the upper gut/);
    expect(f?.nextSteps.join(" ")).toMatch(/Withhold apixaban and naproxen pending assessment/);
    expect(f?.nextSteps.join(" ")).toMatch(/within 24 hours/);
    expect(f?.patient).toMatch(/go to the emergency department or call your local emergency number now/);
  });

  it("lets the routine anticoagulant-with-NSAID finding step aside, and the patient is never told nothing is an emergency", () => {
    const r = run(UGIB);
    expect(find(r, "anticoagulant-nsaid")).toBeUndefined();
    expect(r.result.patientResponse).not.toMatch(/None of these results needs emergency care/);
    expect(r.result.patientResponse).not.toMatch(/What pain medicine is safe with my blood thinner/);
  });

  it("is a same-day (high) finding with black stools and a smaller fall but no signs of shock", () => {
    const r = run(MELAENA_STABLE);
    const f = find(r, "acute-gi-bleed");
    expect(f?.severity).toBe("high");
    expect(f?.patient).toMatch(/urgent check by a doctor today/);
    expect(f?.patient).toMatch(/Stop taking naproxen/);
    expect(f?.nextSteps.join(" ")).toMatch(/Same-day clinical assessment/);
    expect(find(r, "anticoagulant-nsaid")).toBeUndefined();
    expect(find(r, "apixaban-ssri")).toBeUndefined();
    expect(r.result.patientResponse).not.toMatch(/None of these results needs emergency care/);
  });

  it("does not fire when the notes deny black stools", () => {
    const r = run({ ...MELAENA_STABLE, notes: "No black stools, no vomiting. Some indigestion." });
    expect(find(r, "acute-gi-bleed")).toBeUndefined();
    expect(find(r, "anticoagulant-nsaid")).toBeDefined();
  });

  it("does not fire on a stated sign with a stable, normal haemoglobin and normal observations", () => {
    const r = run({
      ...MELAENA_STABLE,
      hb: { then: "131", thenDate: "2026-04-10", now: "129", range: "115-165" },
    });
    expect(find(r, "acute-gi-bleed")).toBeUndefined();
  });
});

describe("acute upper GI bleeding on warfarin", () => {
  it("leaves stated bleeding on warfarin to the warfarin major-bleeding finding, without a second urgent point", () => {
    const r = run({ ...UGIB, meds: ["Warfarin 5 mg"] });
    expect(find(r, "warfarin-major-bleeding")?.severity).toBe("critical");
    expect(find(r, "acute-gi-bleed")).toBeUndefined();
  });
});
