import { labTestSchema, patientContextSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";

const NOW = { now: new Date("2026-11-22T00:00:00Z") };
type Lab = { name: string; value: string; unit?: string; referenceRange?: string; date?: string };

function run(labs: Lab[], clinicalNotes = "", conditions: { name: string; status: string }[] = []) {
  return analyzeLabResults(
    labs.map((l) => labTestSchema.parse({ unit: "ng/L", referenceRange: "<14", ...l })),
    patientContextSchema.parse({ age: 68, gender: "male", clinicalNotes, conditions }),
    NOW,
  );
}
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);
const tnt = (value: string, date: string): Lab => ({ name: "hs Troponin T", value, date });

// Review case L7: CKD G4, asymptomatic, hs-TnT 48 then 49 ng/L three hours apart.
const L7_NOTES = "Pre-op assessment for AV fistula. Asymptomatic, no chest pain, no breathlessness.";
const STABLE = [tnt("48", "2026-11-20T09:10"), tnt("49", "2026-11-20T12:15")];

describe("raised troponin", () => {
  it("reads a raised but stable troponin without symptoms as chronic injury, not critical (review case L7)", () => {
    const f = find(run(STABLE, L7_NOTES), "troponin-elevated");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/stable on serial testing \(48 then 49 ng\/L over 3 h, within 20%\)/);
    expect(f?.clinician).toMatch(/chronic myocardial injury/);
    expect(f?.patient).toMatch(/troponin\) is raised. It stayed steady/);
    expect(f?.patient).not.toMatch(/urgently, today/);
    expect(f?.nextSteps.join(" ")).toMatch(/Clinical review of the cause of chronic myocardial injury/);
  });

  it("stays critical for a single raised value, a rise of more than 20%, or stable values with symptoms", () => {
    expect(find(run([tnt("49", "2026-11-20T12:15")], L7_NOTES), "troponin-elevated")?.severity).toBe("critical");
    const rising = [tnt("48", "2026-11-20T09:10"), tnt("70", "2026-11-20T12:15")];
    expect(find(run(rising, L7_NOTES), "troponin-elevated")?.severity).toBe("critical");
    const falling = [tnt("90", "2026-11-20T09:10"), tnt("60", "2026-11-20T12:15")];
    expect(find(run(falling, L7_NOTES), "troponin-elevated")?.severity).toBe("critical");
    const withPain = find(run(STABLE, "Central chest pain for 2 hours."), "troponin-elevated");
    expect(withPain?.severity).toBe("critical");
    expect(withPain?.patient).toMatch(/urgently, today/);
  });

  it("does not call values a day apart or minutes apart a stable series", () => {
    const apart = [tnt("48", "2026-11-18T09:10"), tnt("49", "2026-11-20T12:15")];
    expect(find(run(apart, L7_NOTES), "troponin-elevated")?.severity).toBe("critical");
    const close = [tnt("48", "2026-11-20T12:00"), tnt("49", "2026-11-20T12:15")];
    expect(find(run(close, L7_NOTES), "troponin-elevated")?.severity).toBe("critical");
  });
});

describe("CKD category next steps", () => {
  const egfr = { name: "eGFR", value: "22", unit: "mL/min/1.73m2", referenceRange: ">60", date: "2026-11-20" };

  it("drops 'confirm chronicity' when a CKD diagnosis is recorded (review case L7)", () => {
    const f = find(run([egfr], "", [{ name: "CKD stage 4", status: "active" }]), "ckd-stage");
    expect(f?.clinician).toMatch(/meets the KDIGO definition of CKD/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Confirm chronicity/);
  });

  it("keeps it for a single low eGFR without a diagnosis", () => {
    const f = find(run([egfr]), "ckd-stage");
    expect(f?.nextSteps.join(" ")).toMatch(/Confirm chronicity/);
  });
});
