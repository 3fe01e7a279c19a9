import { describe, expect, it } from "vitest";
import { countUndatedHealthData, parseContractDate } from "./dates.ts";

describe("parseContractDate", () => {
  it.each([
    ["2024-03-05", Date.UTC(2024, 2, 5)],
    ["2024-02-29", Date.UTC(2024, 1, 29)],
    ["2000-02-29", Date.UTC(2000, 1, 29)],
    [" 2024-03-05 ", Date.UTC(2024, 2, 5)],
    ["2024-03", Date.UTC(2024, 2, 1)],
    ["2024", Date.UTC(2024, 0, 1)],
    ["2024-03-05T10:20:30Z", Date.UTC(2024, 2, 5, 10, 20, 30)],
    ["2024-03-05T10:20:30.123+02:00", Date.UTC(2024, 2, 5, 8, 20, 30, 123)],
    ["2024-03-05T10:20", Date.UTC(2024, 2, 5, 10, 20)],
    ["20240305", Date.UTC(2024, 2, 5)],
    ["20240305T102030Z", Date.UTC(2024, 2, 5, 10, 20, 30)],
    ["20240305T1020+0200", Date.UTC(2024, 2, 5, 8, 20)],
    ["20240305102030", Date.UTC(2024, 2, 5, 10, 20, 30)],
  ])("understands %s", (text, expected) => {
    expect(parseContractDate(text)).toBe(expected);
  });

  it.each([
    "last week",
    "03/05/2024",
    "2024-13",
    "2024-02-31",
    "2023-02-29",
    "1900-02-29",
    "2024-00-10",
    "2024-01-00",
    "2024-1a-05",
    "2024/03/05",
    "+024-03-05",
    "",
    "20240231",
    "202403",
    "2024-3-5",
  ])("treats %j as undated", (text) => {
    expect(parseContractDate(text)).toBeUndefined();
  });
});

describe("countUndatedHealthData", () => {
  it("counts items of dated categories without a usable date", () => {
    expect(
      countUndatedHealthData({
        recentAbnormalLabs: [{ date: "2024-01-01" }, { date: "yesterday" }, {}],
        pastMedicalHistory: [{ recordedDate: "2020" }, { onsetDate: "unknown" }],
        familyHistory: [{}],
      }),
    ).toBe(3);
  });
});
