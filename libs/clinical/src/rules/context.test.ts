import type { LabTest } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { normalizeLabResults } from "../normalize/lab-results.ts";
import { RuleContext } from "./context.ts";

const now = new Date("2026-11-22T00:00:00Z");
const model = (labs: LabTest[]) => normalizeLabResults(labs, undefined, { now });
const egfr = (value: string, date = "2026-11-20"): LabTest => ({ name: "eGFR", value, unit: "mL/min/1.73m2", date });

describe("RuleContext.value with censored results", () => {
  it("reads <15 just below 15 at the bound and 0 at the far end", () => {
    const m = model([egfr("<15")]);
    const atBound = new RuleContext(m).value("egfr");
    expect(atBound).toBeLessThan(15);
    expect(atBound).toBeCloseTo(15, 6);
    expect(new RuleContext(m, "far").value("egfr")).toBe(0);
  });

  it("reads >7.0 just above 7 at the bound and without limit at the far end", () => {
    const m = model([{ name: "Potassium", value: ">7.0", unit: "mmol/L", date: "2026-11-20" }]);
    const atBound = new RuleContext(m).value("potassium");
    expect(atBound).toBeGreaterThan(7);
    expect(atBound).toBeCloseTo(7, 6);
    expect(new RuleContext(m, "far").value("potassium")).toBe(Number.POSITIVE_INFINITY);
  });

  it("reads a non-strict limit (>=90) at the limit itself", () => {
    expect(new RuleContext(model([egfr(">=90")])).value("egfr")).toBe(90);
  });

  it("uses the current result even when it is censored", () => {
    const m = model([egfr("52", "2025-06-01"), egfr("<15")]);
    expect(new RuleContext(m).value("egfr")).toBeLessThan(15);
  });

  it("knows when any result is censored, the current one or an older one a rule may pick", () => {
    expect(new RuleContext(model([egfr("<15")])).hasCensoredValues).toBe(true);
    expect(new RuleContext(model([egfr("<15", "2025-06-01"), egfr("40")])).hasCensoredValues).toBe(true);
    expect(new RuleContext(model([egfr("52", "2025-06-01"), egfr("40")])).hasCensoredValues).toBe(false);
  });
});

describe("RuleContext.labs order", () => {
  const k = (value: string, date?: string): LabTest => ({
    name: "Potassium",
    value,
    unit: "mmol/L",
    ...(date ? { date } : {}),
  });

  it.each([
    ["normal first", ["4.2", "6.8"]],
    ["critical first", ["6.8", "4.2"]],
  ])("puts the critical one of same-time results first whatever the input order (%s)", (_, values) => {
    const ctx = new RuleContext(model(values.map((v) => k(v, "2026-11-20"))));
    expect(ctx.labs("potassium").map((o) => o.rawValue)).toEqual(["6.8", "4.2"]);
    expect(ctx.value("potassium")).toBe(6.8);
  });

  it("puts the furthest-out of equally abnormal same-time results first", () => {
    const ctx = new RuleContext(model([k("3.3", "2026-11-20"), k("3.1", "2026-11-20")]));
    expect(ctx.value("potassium")).toBe(3.1);
  });

  it("keeps the latest dated result current and undated ones after it", () => {
    const ctx = new RuleContext(model([k("6.9"), k("4.4", "2026-11-20"), k("5.3", "2026-10-01")]));
    expect(ctx.labs("potassium").map((o) => o.rawValue)).toEqual(["4.4", "5.3", "6.9"]);
  });
});
