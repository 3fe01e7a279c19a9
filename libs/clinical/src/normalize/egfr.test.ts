import type { LabTest, PatientContext } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { RuleContext } from "../rules/context.ts";
import { ckdEpi2021 } from "./egfr.ts";
import { normalizeLabResults } from "./lab-results.ts";

const now = new Date("2026-11-22T00:00:00Z");
const creatinine = (value: string, unit = "mg/dL", date = "2026-11-20"): LabTest => ({
  name: "Creatinine",
  value,
  unit,
  date,
});
const egfr = (value: string, date = "2026-11-20"): LabTest => ({ name: "eGFR", value, unit: "mL/min/1.73m2", date });
const model = (labs: LabTest[], context: PatientContext = { age: "74", gender: "male" }) =>
  normalizeLabResults(labs, context, { now });
const derived = (labs: LabTest[], context?: PatientContext) => model(labs, context).derivedLabs ?? [];

describe("CKD-EPI 2021 creatinine equation", () => {
  it("gives the published worked values for women and men", () => {
    // 60-year-old woman, creatinine 1.0 mg/dL: about 64.
    expect(ckdEpi2021(1.0, 60, "female")).toBeCloseTo(64.5, 1);
    // 50-year-old man, creatinine 1.2 mg/dL: 73.7 (74 when rounded as laboratories report it).
    expect(ckdEpi2021(1.2, 50, "male")).toBeCloseTo(73.7, 1);
    // 55-year-old man, creatinine 1.2 mg/dL: 71, as the NKF calculator gives.
    expect(Math.round(ckdEpi2021(1.2, 55, "male"))).toBe(71);
    // Below κ the α exponent applies: 40-year-old woman, 0.6 mg/dL.
    expect(ckdEpi2021(0.6, 40, "female")).toBeCloseTo(116.3, 1);
  });
});

describe("eGFR calculated from creatinine", () => {
  it("is derived for both sexes, from mg/dL and from µmol/L (÷ 88.4)", () => {
    const man = derived([creatinine("4.6")]);
    expect(man).toHaveLength(1);
    expect(man[0]?.standard).toEqual({ value: 13, unit: "mL/min/1.73m2" });
    expect(man[0]?.derivation).toMatchObject({ method: "CKD-EPI 2021", from: "4.6 mg/dL", age: 74 });
    const woman = derived([creatinine("88.4", "µmol/L")], { age: "60", gender: "female" });
    expect(woman[0]?.standard?.value).toBe(64);
    expect(woman[0]?.derivation?.from).toBe("88.4 µmol/L (1 mg/dL)");
    expect(derived([creatinine("106", "umol/L")], { age: "50", gender: "M" })[0]?.standard?.value).toBe(74);
  });

  it("is read by rules as the current eGFR, with its ref the creatinine's", () => {
    const m = model([creatinine("4.6")]);
    const ctx = new RuleContext(m);
    expect(ctx.value("egfr")).toBe(13);
    expect(ctx.lab("egfr")?.ref).toBe(m.labs[0]?.ref);
    expect(ctx.showValue("egfr")).toBe(
      "13 mL/min/1.73m2 (calculated from creatinine 4.6 mg/dL, CKD-EPI 2021; 2026-11-20)",
    );
  });

  it("is not derived for a child, without age or sex, or for a sex other than male or female", () => {
    expect(derived([creatinine("0.5")], { age: "12", gender: "female" })).toEqual([]);
    expect(derived([creatinine("0.5")], { age: "8 months", gender: "female" })).toEqual([]);
    expect(derived([creatinine("1.4")], { gender: "male" })).toEqual([]);
    expect(derived([creatinine("1.4")], { age: "60" })).toEqual([]);
    expect(derived([creatinine("1.4")], { age: "60", gender: "unknown" })).toEqual([]);
    expect(derived([creatinine("1.4")], { age: "60", gender: "other" })).toEqual([]);
  });

  it("is not derived from a censored, implausible, unitless or urine creatinine", () => {
    expect(derived([creatinine("<0.5")])).toEqual([]);
    expect(derived([creatinine(">10")])).toEqual([]);
    expect(derived([creatinine("120", "mg/dL")])).toEqual([]);
    expect(derived([creatinine("1.1", "µmol/L")])).toEqual([]);
    expect(derived([{ name: "Creatinine", value: "1.4", date: "2026-11-20" }])).toEqual([]);
    expect(derived([{ ...creatinine("95"), name: "Creatinine (random urine)" }])).toEqual([]);
  });

  it("gives way to a reported eGFR of the same date, and fills only dates without one", () => {
    expect(derived([creatinine("4.6"), egfr("52")])).toEqual([]);
    expect(new RuleContext(model([creatinine("4.6"), egfr("52")])).value("egfr")).toBe(52);
    // The same day written with a time is the same draw.
    expect(derived([creatinine("4.6", "mg/dL", "2026-11-20T08:30:00Z"), egfr("52")])).toEqual([]);
    const mixed = derived([creatinine("1.0", "mg/dL", "2026-05-01"), egfr("75", "2026-05-01"), creatinine("2.0")]);
    expect(mixed.map((o) => o.date)).toEqual(["2026-11-20"]);
    // An undated reported eGFR may belong to any draw: nothing is calculated.
    expect(derived([creatinine("2.0"), { name: "eGFR", value: "40", unit: "mL/min/1.73m2" }])).toEqual([]);
  });

  it("keeps calculated values out of the record's labs and out of a reported eGFR series", () => {
    const m = model([
      egfr("70", "2025-01-10"),
      egfr("66", "2025-09-10"),
      creatinine("1.0", "mg/dL", "2025-01-10"),
      creatinine("2.5"),
    ]);
    expect(m.labs.every((o) => o.derivation === undefined)).toBe(true);
    expect(m.derivedLabs).toHaveLength(1);
    const series = new RuleContext(m).series("egfr");
    expect(series?.points.map((p) => p.value)).toEqual([70, 66]);
  });

  it("forms a series of its own when no eGFR is reported, with the age at each draw", () => {
    const m = model([creatinine("1.0", "mg/dL", "2024-11-01"), creatinine("1.6")], { age: "70", gender: "female" });
    expect(m.derivedLabs?.map((o) => o.derivation?.age)).toEqual([68, 70]);
    const series = new RuleContext(m).series("egfr");
    expect(series?.points.map((p) => p.value)).toEqual([
      Math.round(ckdEpi2021(1.0, 68, "female")),
      Math.round(ckdEpi2021(1.6, 70, "female")),
    ]);
  });
});

describe("eGFR in pregnancy", () => {
  it("is not calculated: creatinine-based equations are not valid in pregnancy", () => {
    const pregnant: PatientContext = {
      age: "31",
      gender: "female",
      conditions: [{ name: "Pregnancy, 29 weeks gestation", status: "active" }],
    };
    expect(derived([creatinine("44", "µmol/L")], pregnant)).toEqual([]);
    const delivered: PatientContext = { ...pregnant, conditions: [{ name: "Pregnancy", status: "resolved" }] };
    expect(derived([creatinine("44", "µmol/L")], delivered)).toHaveLength(1);
  });

  it("is not calculated when only the notes state a gestational age, but is when they deny a pregnancy", () => {
    const noted = (clinicalNotes: string): PatientContext => ({ age: "31", gender: "female", clinicalNotes });
    expect(derived([creatinine("88", "µmol/L")], noted("G2P1, 34 weeks pregnant, BP 150/95."))).toEqual([]);
    expect(derived([creatinine("88", "µmol/L")], noted("Not pregnant. Pregnancy test negative."))).toHaveLength(1);
    expect(derived([creatinine("88", "µmol/L")], noted("Pregnancy test advised before starting."))).toHaveLength(1);
  });
});
