import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";

type Lab = { display: string; value: string; unit?: string; referenceRange?: string };

function run(labs: Lab[], opts: { age?: number; gender?: string; notes?: string; meds?: string[] } = {}) {
  const data = healthDataSchema.parse({
    patientInfo: { age: opts.age ?? 46, gender: opts.gender ?? "male" },
    recentAbnormalLabs: labs.map((l) => ({ unit: "", ...l, date: "2026-11-03" })),
    pastMedicalHistory: [{ display: "Chronic hepatitis B", clinicalStatus: "active", onsetDate: "2019" }],
    medications: (opts.meds ?? []).map((medication) => ({ medication, status: "active" })),
    additionalContext: opts.notes,
  });
  return analyzeEhr(data, { now: new Date("2026-11-20T12:00:00Z") });
}

const HBSAG: Lab = { display: "Hepatitis B surface antigen (HBsAg)", value: "Positive", referenceRange: "Negative" };
const HBEAG_NEG: Lab = { display: "HBeAg", value: "Negative", referenceRange: "Negative" };
const dna = (value: string, referenceRange = "<10"): Lab => ({
  display: "HBV DNA (PCR)",
  value,
  unit: "IU/mL",
  referenceRange,
});
const alt = (value: string): Lab => ({ display: "ALT", value, unit: "U/L", referenceRange: "<45" });
const rule = (r: ReturnType<typeof run>) => r.findings.find((f) => f.code === "hbv-chronic-treatment-range");

describe("chronic hepatitis B in the treatment range (review 10, infection case 02)", () => {
  it("refers HBeAg-negative hepatitis B with HBV DNA above 2,000 IU/mL and a raised ALT for antiviral treatment", () => {
    const f = rule(run([HBSAG, HBEAG_NEG, dna("24,000"), alt("78")], { notes: "Born in Vietnam. No alcohol." }));
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/HBeAg negative/);
    expect(f?.clinician).toMatch(/above 2,000 IU\/mL with ALT above the upper limit/);
    expect(f?.evidenceIds).toEqual(["easl-2017-hbv", "aasld-2018-hbv"]);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Refer to hepatology for antiviral treatment/);
    expect(steps).toMatch(
      /ultrasound with or without AFP every 6 months \(AASLD 2018 group: a man over 40 of Asian origin/,
    );
  });

  it("names the stronger criterion when HBV DNA is above 20,000 IU/mL and ALT above twice the upper limit", () => {
    const f = rule(run([HBSAG, HBEAG_NEG, dna("150000"), alt("120")]));
    expect(f?.clinician).toMatch(/above 20,000 IU\/mL with ALT above twice the upper limit/);
    // No group named in the record: the step asks whether one applies, it does not assert one.
    expect(f?.nextSteps.join(" ")).toMatch(/Check whether the patient is in a group AASLD 2018 offers/);
  });

  it("says nothing with a low viral load, a normal ALT, or a patient already on an antiviral", () => {
    expect(rule(run([HBSAG, HBEAG_NEG, dna("850"), alt("78")]))).toBeUndefined();
    expect(rule(run([HBSAG, HBEAG_NEG, dna("24000"), alt("30")]))).toBeUndefined();
    expect(
      rule(run([HBSAG, HBEAG_NEG, dna("24000"), alt("78")], { meds: ["Tenofovir 245 mg daily"] })),
    ).toBeUndefined();
  });

  it("reads a viral load against a 'Not detected' range as raised, not as 'not a number' (review 10, case 03)", () => {
    const r = run([HBSAG, dna("850", "Not detected")]);
    const lab = r.findings.find((f) => /Hepatitis B virus DNA/.test(f.title));
    expect(lab?.title).toMatch(/above the reference range/);
    expect(r.findings.some((f) => f.code.startsWith("lab-not-comparable"))).toBe(false);
  });

  it("does not ask before anti-CD20 therapy for HBV DNA, ALT or HBsAg already in the record (review 10, cases 03/04)", () => {
    const r = run([HBSAG, dna("850", "Not detected"), alt("30")], { meds: ["Rituximab 375 mg/m2"] });
    const steps = r.findings.find((f) => f.code === "hbv-reactivation-anti-cd20")?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/HBsAg if it is not in the record|check HBV DNA, ALT and HBsAg/);
    expect(steps).toMatch(/already in the record as the baseline/);
    const none = run([HBSAG], { meds: ["Rituximab 375 mg/m2"] });
    const asked = none.findings.find((f) => f.code === "hbv-reactivation-anti-cd20")?.nextSteps.join(" ") ?? "";
    expect(asked).toMatch(/check HBV DNA and ALT as a baseline \(HBsAg already in the record\)/);
  });
});
