import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { findEvidence } from "../evidence/library.ts";
import type { Finding } from "../model.ts";
import { analyzeEhr } from "../pipeline.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/*
 * Review 15, sources-b: antiplatelets in acute upper GI bleeding. Aspirin for secondary prevention
 * is continued once haemostasis is achieved (NICE CG141); a P2Y12 inhibitor is decided with
 * cardiology, the same day after a recent coronary stent.
 */

const NOW = { now: new Date("2026-11-20T12:00:00Z") };
const CASES = new URL("./fixtures/deep-multimorbid-review15/", import.meta.url);

function run(meds: string[], history: { display: string; onsetDate?: string }[], hb: [string, string]) {
  const data = healthDataSchema.parse({
    patientInfo: { age: 70, gender: "male" },
    pastMedicalHistory: history.map((h) => ({ ...h, clinicalStatus: "active" })),
    medications: meds.map((m) => ({ medication: m, status: "active" })),
    recentAbnormalLabs: [
      { display: "Haemoglobin", value: hb[1], unit: "g/L", date: "2026-11-18", referenceRange: "130-170" },
    ],
    labTrends: [
      {
        code: "718-7",
        display: "Haemoglobin",
        values: [
          { date: "2026-08-01", value: hb[0], unit: "g/L" },
          { date: "2026-11-18", value: hb[1], unit: "g/L" },
        ],
      },
    ],
    additionalContext: "Black tarry stools since yesterday.",
  });
  return analyzeEhr(data, NOW).findings.find((f) => f.code === "acute-gi-bleed");
}
const steps = (f: Finding | undefined) => f?.nextSteps.join("\n") ?? "";

describe("acute GI bleeding on antiplatelets (deep-multimorbid case 07)", () => {
  const f = runReviewCase(loadReviewCase(CASES, "07-post-mi-dapt-anaemia")).findings.find(
    (x) => x.code === "acute-gi-bleed",
  );

  it("keeps aspirin once haemostasis is achieved and agrees ticagrelor with cardiology today, 5 months after the stent", () => {
    expect(f?.severity).toBe("critical");
    expect(steps(f)).toMatch(
      /Low-dose aspirin is for secondary prevention .*continue it once haemostasis is achieved \(NICE CG141\)/,
    );
    expect(steps(f)).toMatch(/Agree with cardiology today whether ticagrelor is paused .*5 months ago \(2026-06-13\)/);
    expect(steps(f)).toMatch(/Withhold ibuprofen pending assessment/);
    expect(steps(f)).not.toMatch(/Withhold [^\n]*aspirin|Withhold [^\n]*ticagrelor/);
    // No anticoagulant is taken, so no reversal is mentioned.
    expect(steps(f)).not.toMatch(/reversal/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nice-cg141-upper-gi-bleeding", "brilinta-label"]));
  });

  it("tells the patient to stop ibuprofen, and not to stop aspirin or ticagrelor for good on their own", () => {
    expect(f?.patient).toMatch(/Stop taking ibuprofen/);
    expect(f?.patient).not.toMatch(/Stop taking [^.]*aspirin/);
    expect(f?.patient).toMatch(/aspirin and ticagrelor to protect your heart stent/);
    expect(f?.patient).toMatch(/Do not stop them for good on your own/);
  });

  it("cites seen sources: the ticagrelor label and CG141's aspirin recommendation", () => {
    expect(findEvidence("brilinta-label")?.seenAt.join(" ")).toMatch(/without stopping it/);
    expect(findEvidence("nice-cg141-upper-gi-bleeding")?.seenAt.join(" ")).toMatch(
      /once haemostasis has been achieved/,
    );
  });
});

describe("acute GI bleeding on antiplatelets: variants", () => {
  it("an older stent on clopidogrel: decided with cardiology, not 'today', without the ticagrelor label", () => {
    const f = run(
      ["Aspirin 75 mg", "Clopidogrel 75 mg"],
      [{ display: "Coronary stent", onsetDate: "2023-02-01" }],
      ["140", "110"],
    );
    expect(steps(f)).toMatch(/Decide with cardiology whether clopidogrel is paused and when it restarts/);
    expect(steps(f)).not.toMatch(/today/);
    expect(f?.evidenceIds).not.toContain("brilinta-label");
    expect(steps(f)).toMatch(/continue it once haemostasis is achieved/);
  });

  it("aspirin with no recorded vascular disease keeps the plain withhold, without the CG141 aspirin step", () => {
    const f = run(["Aspirin 75 mg"], [{ display: "Osteoarthritis" }], ["140", "110"]);
    expect(steps(f)).toMatch(/Withhold aspirin pending assessment/);
    expect(steps(f)).not.toMatch(/secondary prevention|cardiology/);
    expect(f?.patient).toMatch(/Stop taking aspirin until a doctor has checked you/);
  });

  it("a same-day (not emergency) bleed with coronary disease gives the aspirin step too", () => {
    const f = run(["Aspirin 75 mg"], [{ display: "Angina" }], ["128", "116"]);
    expect(f?.severity).toBe("high");
    expect(steps(f)).toMatch(/Low-dose aspirin is for secondary prevention \(angina\)/);
    expect(steps(f)).not.toMatch(/Decide the same day whether aspirin/);
  });
});
