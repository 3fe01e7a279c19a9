import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { buildFamily, familyFromText, focusWords, matchesFocus, parseAge, parseAgeMonths } from "./common.ts";
import { normalizeEhr } from "./ehr.ts";

describe("patient age", () => {
  it.each([
    [58, 58],
    ["58", 58],
    ["58 years", 58],
    ["6 months", 0],
    ["18 mos", 1],
    ["30 weeks", 0],
    ["10 days", 0],
    ["200", undefined],
    ["unknown", undefined],
  ])("reads %j as %j whole years", (text, years) => {
    expect(parseAge(text)).toBe(years);
  });
});

describe("family history", () => {
  it("takes the onset age out of a condition like 'MI at 50', so it is said once", () => {
    const item = familyFromText("Father: MI at 50", 0);
    expect(item).toMatchObject({ relationship: "Father", condition: "MI", onsetAge: 50 });
    expect(item.concepts.length).toBeGreaterThan(0);
  });

  it("keeps the condition's own words when the age comes from its field", () => {
    const item = buildFamily({ relationship: "Mother", condition: "breast cancer at 44", onsetAge: "44" }, 0);
    expect(item).toMatchObject({ condition: "breast cancer at 44", onsetAge: 44 });
  });

  it("keeps a decade such as 'in his 50s' in the text (its age is taken at the decade's end)", () => {
    expect(familyFromText("Father: heart attack in his 50s", 0)).toMatchObject({
      condition: "heart attack in his 50s",
      onsetAge: 59,
    });
  });
});

describe("age in months", () => {
  it.each([
    ["8 months", 8],
    ["30 weeks", 6],
    ["10 days", 0],
    ["2 years", undefined],
    ["58", undefined],
  ])("reads %j as %j months", (text, months) => {
    expect(parseAgeMonths(text)).toBe(months);
  });
});

describe("focus words", () => {
  it("keeps content words of the instructions and matches them by word start", () => {
    const words = focusWords("Can you tell me whether the potassium is why I should not go ahead?");
    expect(words).toEqual(["potassium"]);
    expect(matchesFocus("potassium serum", "potassium")).toBe(true);
    expect(matchesFocus("anaemias", "anaemia")).toBe(true);
    expect(matchesFocus("cancer screening", "can")).toBe(false);
    expect(matchesFocus("alt sgpt", "alt")).toBe(true);
  });

  it("takes the focus from the instructions, not from the clinical notes", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 60, gender: "female" },
      additionalContext: "Not pregnant. Mother had heparin reaction.",
      recentAbnormalLabs: [{ display: "ALT", value: "80", unit: "U/L", referenceRange: "7-35", date: "2026-11-01" }],
    });
    expect(normalizeEhr(data, { now: new Date("2026-11-22T00:00:00Z") }).focus).toEqual([]);
  });
});
