import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../pipeline.ts";
import { normalizeLabResults } from "./lab-results.ts";

const inr = [{ name: "INR", value: "1.0", referenceRange: "0.8-1.2", date: "2026-11-20" }];

function activeNames(medications: { name: string; dosage?: string; frequency?: string }[]): string[] {
  return normalizeLabResults(inr, { medications })
    .medications.filter((m) => m.active)
    .map((m) => m.name);
}

describe("patient-context medications", () => {
  it.each([
    ["Warfarin (stopped)", undefined],
    ["Warfarin - discontinued 2025", undefined],
    ["Warfarin", "ceased after bleed"],
    ["Warfarin", "held for surgery"],
    ["Warfarin, no longer taking", undefined],
    ["Warfarin (previously)", undefined],
    ["Past medication: warfarin", undefined],
  ])("reads %j %j as not current", (name, frequency) => {
    expect(activeNames([{ name, ...(frequency === undefined ? {} : { frequency }) }])).toEqual([]);
  });

  it.each([
    ["Warfarin", "5 mg", "daily"],
    ["Warfarin (previously 5 mg)", "3 mg", "daily"],
    ["Warfarin", "3 mg", "daily for the past 3 months"],
    ["Warfarin, stopped then restarted", "3 mg", "daily"],
    ["Warfarin, never stopped", "3 mg", "daily"],
  ])("keeps %j %j %j current", (name, dosage, frequency) => {
    expect(activeNames([{ name, dosage, frequency }])).toEqual([name]);
  });

  it("raises no subtherapeutic-INR finding for warfarin that was stopped", () => {
    const codes = (name: string) =>
      analyzeLabResults(inr, { medications: [{ name }] }, { now: new Date("2026-11-22T00:00:00Z") }).findings.map(
        (f) => f.code,
      );
    expect(codes("Warfarin (stopped)")).not.toContain("warfarin-inr-low");
    expect(codes("Warfarin")).toContain("warfarin-inr-low");
  });
});
