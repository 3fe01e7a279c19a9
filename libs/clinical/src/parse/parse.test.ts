import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDate } from "./date.ts";
import { decimalMarkOf, hasAmbiguousComma, parseNumber } from "./number.ts";
import { parseRange, rangePhaseOf } from "./range.ts";
import { codedAnswerSubject, parseValue, valueInterval } from "./value.ts";

describe("parseNumber", () => {
  it.each([
    ["1,200", 1200],
    ["12,500.5", 12500.5],
    ["5,6", 5.6],
    ["0.30", 0.3],
    [".5", 0.5],
    ["-2", -2],
    ["1e3", 1000],
  ])("reads %s", (text, value) => expect(parseNumber(text)).toBe(value));

  it.each(["", "1,2,3", "abc", "1.2.3", "12,34,5"])("rejects %j", (text) => expect(parseNumber(text)).toBeUndefined());

  it.each([
    ["0,500", 0.5],
    ["0,05", 0.05],
    ["-0,250", -0.25],
  ])("reads %s after a zero integer part as a decimal comma", (text, value) => expect(parseNumber(text)).toBe(value));

  it("round-trips any finite number written plainly", () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }),
        (n) => parseNumber(String(n)) === n || String(n).includes("e"),
      ),
    );
  });
});

describe("parseValue", () => {
  it.each([
    ["<0.1", { kind: "number", value: 0.1, comparator: "<" }],
    [">90", { kind: "number", value: 90, comparator: ">" }],
    [">= 60", { kind: "number", value: 60, comparator: ">=" }],
    ["≤5", { kind: "number", value: 5, comparator: "<=" }],
    ["1,200", { kind: "number", value: 1200 }],
    ["5.6 mmol/L", { kind: "number", value: 5.6, unit: "mmol/L" }],
    ["6.1 %", { kind: "number", value: 6.1, unit: "%" }],
    ["7.2 H", { kind: "number", value: 7.2 }],
    ["12.5 (L)", { kind: "number", value: 12.5 }],
    ["  4.6\u200b ", { kind: "number", value: 4.6 }],
    ["6.2 mmol/L", { kind: "number", value: 6.2, unit: "mmol/L" }],
    ["118 g/L", { kind: "number", value: 118, unit: "g/L" }],
    ["0,500 mg/L FEU", { kind: "number", value: 0.5, unit: "mg/L FEU" }],
  ])("reads %j", (text, expected) => expect(parseValue(text)).toEqual(expected));

  it.each([
    ["Positive", "positive", undefined],
    ["NEG", "negative", undefined],
    ["Not detected", "negative", undefined],
    ["Trace", "trace", undefined],
    ["1+", "positive", 1],
    ["3+", "positive", 3],
    ["++", "positive", 2],
    ["Non-reactive", "negative", undefined],
    ["Not reactive", "negative", undefined],
    ["Positive 2+", "positive", 2],
    ["Positive (3+)", "positive", 3],
    ["positive, 1+", "positive", 1],
    ["Pos ++", "positive", 2],
    ["Detected", "positive", undefined],
    ["Trace (+/-)", "trace", undefined],
    ["Negative (-)", "negative", undefined],
  ])("reads qualitative %j", (text, result, grade) => {
    const v = parseValue(text);
    expect(v.kind).toBe("qualitative");
    if (v.kind === "qualitative") {
      expect(v.result).toBe(result);
      expect(v.grade).toBe(grade);
    }
  });

  it.each([
    ["Reactive 1:32", 32],
    ["1:32", 32],
    ["Reactive (1:8)", 8],
    ["POSITIVE 1:4", 4],
    ["reactive, 1:256", 256],
  ])("reads the titre %j as a reactive result, not the number one", (text, titre) => {
    expect(parseValue(text)).toEqual({ kind: "qualitative", result: "positive", titre, text });
  });

  it("reads a blood pressure pair", () => {
    expect(parseValue("148/92 mmHg")).toEqual({ kind: "pair", first: 148, second: 92, unit: "mmHg" });
  });

  it("keeps free text as text", () => {
    expect(parseValue("see comment")).toEqual({ kind: "text", text: "see comment" });
  });

  it("treats '<x' as between 0 and x for concentrations", () => {
    const v = parseValue("<0.1");
    if (v.kind !== "number") throw new Error("expected a number");
    expect(valueInterval(v)).toEqual({ low: 0, high: 0.1 });
  });
});

describe("parseRange", () => {
  it.each([
    ["3.5-5.0", { low: 3.5, high: 5 }],
    ["3.5 - 5.0 mmol/L", { low: 3.5, high: 5, unit: "mmol/L" }],
    ["3.5–5.0", { low: 3.5, high: 5 }],
    ["3.5 to 5.0", { low: 3.5, high: 5 }],
    ["1,200-3,400", { low: 1200, high: 3400 }],
    ["<200", { high: 200, highInclusive: false }],
    ["> 60", { low: 60, lowInclusive: false }],
    ["≤ 5.7", { high: 5.7, highInclusive: true }],
    [">=60 mL/min/1.73m²", { low: 60, lowInclusive: true, unit: "mL/min/1.73m2" }],
    ["0,0-0,500 mg/L FEU", { low: 0, high: 0.5, unit: "mg/L FEU" }],
    ["Normal: 70-99 mg/dL", { low: 70, high: 99, unit: "mg/dL" }],
    ["60 or above", { low: 60 }],
  ])("reads %j", (text, expected) => expect(parseRange(text)).toMatchObject(expected));

  it("reads Negative as a qualitative range", () => {
    expect(parseRange("Negative")).toMatchObject({ expected: "negative" });
  });

  it.each([
    ["M: 13.5-17.5; F: 12.0-15.5", "male", { low: 13.5, high: 17.5 }],
    ["M: 13.5-17.5; F: 12.0-15.5", "female", { low: 12, high: 15.5 }],
    ["Male 0.7-1.3 / Female 0.5-1.1 mg/dL", "female", { low: 0.5, high: 1.1 }],
    ["13.5-17.5 (male), 12-15.5 (female)", "female", { low: 12, high: 15.5 }],
  ] as const)("picks the sex-specific range of %j for %s", (text, sex, expected) =>
    expect(parseRange(text, sex)).toMatchObject(expected),
  );

  it("does not guess a sex-specific range when sex is unknown", () => {
    expect(parseRange("M: 13.5-17.5; F: 12.0-15.5")).toBeUndefined();
  });

  // Review 11 (lab panels) 2: per-sex ranges with only a space between them were read as the
  // male band with the female band taken for its unit.
  it.each([
    ["M: 13.5-17.5 F: 12.0-15.5", "female", { low: 12, high: 15.5 }],
    ["M: 13.5-17.5 F: 12.0-15.5", "male", { low: 13.5, high: 17.5 }],
    ["Male 0.7-1.3 Female 0.5-1.1", "female", { low: 0.5, high: 1.1 }],
    ["Male 0.7-1.3 Female 0.5-1.1", "male", { low: 0.7, high: 1.3 }],
    ["M 30-400 F 13-150", "female", { low: 13, high: 150 }],
    ["M 30-400 F 13-150", "male", { low: 30, high: 400 }],
    ["Male 0.7-1.3 mg/dL Female 0.5-1.1 mg/dL", "female", { low: 0.5, high: 1.1, unit: "mg/dL" }],
    ["F 12-15.5 M 13.5-17.5", "female", { low: 12, high: 15.5 }],
  ] as const)("picks the sex band of space-separated %j for %s", (text, sex, expected) => {
    const range = parseRange(text, sex);
    expect(range).toMatchObject(expected);
    if (!("unit" in expected)) expect(range?.unit).toBeUndefined();
  });

  it.each(["M: 13.5-17.5 F: 12.0-15.5", "Male 0.7-1.3 Female 0.5-1.1", "M 30-400 F 13-150"])(
    "judges against neither band of space-separated %j when sex is unknown",
    (text) => expect(parseRange(text)).toBeUndefined(),
  );

  // Review 6 G1: the laboratory printed one sex's range, the one for this patient.
  it("takes the only range of a one-sex text when sex is unknown", () => {
    expect(parseRange("F: 115-165")).toMatchObject({ low: 115, high: 165, text: "F: 115-165" });
    expect(parseRange("13-17 (male)")).toMatchObject({ low: 13, high: 17 });
  });

  it("does not apply a one-sex range to a patient of the other sex", () => {
    expect(parseRange("F: 115-165", "male")).toBeUndefined();
  });

  it.each(["", "see report", "abc-def"])("returns undefined for %j", (text) =>
    expect(parseRange(text)).toBeUndefined(),
  );

  // Review 10 (women's endocrine) 5: a label or comment around the numbers kept the range from being read.
  it.each([
    ["Postmenopausal 25.8-134.8", { low: 25.8, high: 134.8, label: "Postmenopausal" }],
    ["Follicular: 2.4-12.6", { low: 2.4, high: 12.6, label: "Follicular" }],
    ["Luteal phase 1.7-15.0", { low: 1.7, high: 15, label: "Luteal phase" }],
    ["Postmenopausal <=31", { high: 31, highInclusive: true, label: "Postmenopausal" }],
    ["Adult 0.5-1.2", { low: 0.5, high: 1.2 }],
    ["<100 (desirable)", { high: 100, label: "desirable" }],
    ["<200 desirable", { high: 200, label: "desirable" }],
    ["3.5-5.1 mmol/L (fasting)", { low: 3.5, high: 5.1, unit: "mmol/L", label: "fasting" }],
    ["3.9-5.5 mmol/L (70-99 mg/dL)", { low: 3.9, high: 5.5, unit: "mmol/L" }],
    ["<185 (follicular)", { high: 185, label: "follicular" }],
    ["> OR = 60", { low: 60, lowInclusive: true }],
  ])("reads the range of labelled or commented %j", (text, expected) =>
    expect(parseRange(text, "female")).toMatchObject(expected),
  );

  it("keeps the unit of a range when the text after it is a unit, not a comment", () => {
    expect(parseRange("0,0-0,500 mg/L FEU")).toMatchObject({ unit: "mg/L FEU" });
    expect(parseRange("<100 desirable")?.unit).toBeUndefined();
  });

  it("still reads a male-labelled range for a man and drops it for a woman", () => {
    expect(parseRange("Male: 13-17", "male")).toMatchObject({ low: 13, high: 17 });
    expect(parseRange("Male: 13-17", "female")).toBeUndefined();
  });

  const PHASES = "Follicular 3.5-12.5; Mid-cycle 4.7-21.5; Luteal 1.7-7.7; Postmenopausal 25.8-134.8";

  it("picks the band for the phase the record shows", () => {
    expect(parseRange(PHASES, "female", undefined, "postmenopausal")).toMatchObject({
      low: 25.8,
      high: 134.8,
      label: "Postmenopausal",
      text: "Postmenopausal 25.8–134.8",
    });
  });

  it("picks no band when the phase is unknown: the bands are kept to be judged together", () => {
    const range = parseRange(PHASES, "female");
    expect(range?.low).toBeUndefined();
    expect(range?.high).toBeUndefined();
    expect(range?.bands?.map((b) => [b.low, b.high])).toEqual([
      [3.5, 12.5],
      [4.7, 21.5],
      [1.7, 7.7],
      [25.8, 134.8],
    ]);
    expect(range?.text).toBe(PHASES);
  });

  it("uses no band of another phase than the patient's", () => {
    expect(parseRange("Follicular 3.5-12.5", "female", undefined, "postmenopausal")).toMatchObject({ bands: [] });
    expect(parseRange("Follicular 3.5-12.5", "female")).toMatchObject({ low: 3.5, high: 12.5 });
  });

  it("applies phase bands within the patient's sex", () => {
    const text = "Male 1.5-12.4; Female follicular 3.5-12.5; Female postmenopausal 25.8-134.8";
    expect(parseRange(text, "female", undefined, "postmenopausal")).toMatchObject({ low: 25.8, high: 134.8 });
    expect(parseRange(text, "male", undefined, "postmenopausal")).toMatchObject({ low: 1.5, high: 12.4 });
  });
});

describe("rangePhaseOf", () => {
  it.each([
    [[], ["Annual check. Last period 14 months ago."], "postmenopausal"],
    [[], ["Postmenopausal, no bleeding."], "postmenopausal"],
    [["Menopause"], [], "postmenopausal"],
    [[], ["28 weeks pregnant"], "pregnant"],
    [["Pregnancy"], [], "pregnant"],
    [[], ["Last period 8 months ago."], undefined],
    [["Perimenopausal symptoms"], [], undefined],
    [[], ["Irregular periods, hot flushes."], undefined],
  ] as const)("reads %j %j as %s", (conditions, texts, phase) => expect(rangePhaseOf(conditions, texts)).toBe(phase));
});

describe("parseDate", () => {
  it.each([
    ["2026-10-02", "day", Date.UTC(2026, 9, 2)],
    ["2026-10", "month", Date.UTC(2026, 9, 1)],
    ["2026", "year", Date.UTC(2026, 0, 1)],
    ["2026-11-20T07:42:00Z", "datetime", Date.UTC(2026, 10, 20, 7, 42)],
    ["2026-11-20T07:42:00.123+02:00", "datetime", Date.UTC(2026, 10, 20, 5, 42, 0, 123)],
    ["2026-11-20T07:42", "datetime", Date.UTC(2026, 10, 20, 7, 42)],
  ])("reads %s", (text, precision, time) => expect(parseDate(text)).toMatchObject({ precision, time }));

  it.each([
    ["20251003", "day", "2025-10-03"],
    ["20251003T0742Z", "datetime", "2025-10-03T07:42Z"],
    ["20251003074200", "datetime", "2025-10-03T07:42:00"],
  ])("reads basic format %s as its extended form", (text, precision, iso) =>
    expect(parseDate(text)).toMatchObject({ precision, iso }),
  );

  it.each(["03/04/2025", "last spring", "2025-02-30", "2025-13", "2025-1-5", "", "20250230", "202510"])(
    "treats %j as undated",
    (text) => {
      expect(parseDate(text)).toBeUndefined();
    },
  );
});

describe("comparators written in words", () => {
  it.each([
    ["greater than 7", ">", 7],
    ["Less than 0.5", "<", 0.5],
    ["at least 90", ">=", 90],
    ["more than or equal to 60 mL/min", ">=", 60],
    ["above 300", ">", 300],
  ])("reads %j", (text, comparator, value) => {
    expect(parseValue(text)).toMatchObject({ kind: "number", comparator, value });
  });

  it("leaves words that only start like one alone", () => {
    expect(parseValue("Overweight")).toMatchObject({ kind: "text" });
  });
});

describe("three decimals after a decimal comma", () => {
  it("reads one comma group as thousands unless the report's decimal mark is a comma", () => {
    expect(parseNumber("1,234")).toBe(1234);
    expect(parseNumber("1,234", "comma")).toBe(1.234);
    expect(parseNumber("1,025", "point")).toBe(1025);
    expect(parseValue("1,875 mIU/l", "comma")).toEqual({ kind: "number", value: 1.875, unit: "mIU/l" });
    expect(parseRange("1,002 - 1,030", undefined, "comma")).toMatchObject({ low: 1.002, high: 1.03 });
  });

  it.each([
    [["0,93 - 1,70"], "comma"],
    [["5,4", "1,234"], "comma"],
    [["4.5", "1,234"], "point"],
    [["1,200.5"], "point"],
    [["1,234,567"], "point"],
    [["0,500"], "comma"],
    [["1,234", "12,500"], undefined],
    [["5,4", "4.5"], undefined],
  ] as const)("finds the decimal mark of %j", (texts, mark) => expect(decimalMarkOf(texts)).toBe(mark));

  it("tells when a number reads both ways", () => {
    expect(hasAmbiguousComma("1,234")).toBe(true);
    expect(hasAmbiguousComma("<1,025 ng/mL")).toBe(true);
    expect(hasAmbiguousComma("1,2345")).toBe(false);
    expect(hasAmbiguousComma("1,234.5")).toBe(false);
    expect(hasAmbiguousComma("5,4")).toBe(false);
  });
});

describe("SNOMED CT display terms sent as values (FHIR, Synthea)", () => {
  it.each([
    ["Urine ketone test = +++ (finding)", { result: "positive", grade: 3 }],
    ["Urine glucose test = ++ (finding)", { result: "positive", grade: 2 }],
    ["Urine protein test = + (finding)", { result: "positive", grade: 1 }],
    ["Urine ketone test = trace (finding)", { result: "trace" }],
    ["Urine blood test = negative (finding)", { result: "negative" }],
    ["Trace (finding)", { result: "trace" }],
    ["Negative (qualifier value)", { result: "negative" }],
  ])("reads %j as the dipstick grade it names", (text, expected) =>
    expect(parseValue(text)).toMatchObject({ kind: "qualitative", ...expected }),
  );

  it.each([
    ["Urine nitrite negative (finding)", "negative", "Urine nitrite"],
    ["Urine leukocyte test negative (finding)", "negative", "Urine leukocyte test"],
    ["Nitrite not detected in urine (finding)", "negative", "Nitrite"],
    ["No blood in urine (finding)", "negative", "blood"],
    ["Blood in urine (finding)", "positive", "Blood"],
    ["Glucose in urine (finding)", "positive", "Glucose"],
    ["Urine nitrite positive (finding)", "positive", "Urine nitrite"],
    ["Detected (qualifier value)", "positive", undefined],
    ["Not detected (qualifier value)", "negative", undefined],
    ["None detected", "negative", undefined],
  ])("reads the finding %j as %s, naming the test %j", (text, result, subject) => {
    expect(parseValue(text)).toMatchObject({ kind: "qualitative", result });
    expect(codedAnswerSubject(text)).toBe(subject);
  });

  it.each(["Finding of bilirubin in urine (finding)", "Cloudy urine (finding)", "Not blood in urine", "1.5 negative"])(
    "does not read %j as a result",
    (text) => expect(parseValue(text).kind).not.toBe("qualitative"),
  );
});

describe("a colony count with points between thousands (review 15, plan-parse-c)", () => {
  it.each([
    ["100.000 KBE/ml", 100000, undefined, "KBE/ml"],
    ["10.000 CFU/ml", 10000, undefined, "CFU/ml"],
    [">100.000 CFU/mL", 100000, ">", "CFU/mL"],
    ["≥ 1.000.000 KBE/ml", 1000000, ">=", "KBE/ml"],
    ["100.000+ KBE/ml", 100000, ">=", "KBE/ml"],
    ["10.000 kolonies/ml", 10000, undefined, "kolonies/ml"],
  ])("reads %j as a whole count", (text, value, comparator, unit) =>
    expect(parseValue(text)).toEqual({
      kind: "number",
      value,
      ...(comparator !== undefined && { comparator }),
      unit,
    }),
  );

  it("reads the points as thousands when the count's unit comes apart from the value", () => {
    expect(parseValue("100.000", "point", true)).toEqual({ kind: "number", value: 100000 });
    expect(parseValue("10.000", undefined, true)).toEqual({ kind: "number", value: 10000 });
  });

  it("leaves decimals alone: no count unit, or not exactly three digits after each point", () => {
    expect(parseValue("10.000")).toEqual({ kind: "number", value: 10 });
    expect(parseValue("1.005")).toEqual({ kind: "number", value: 1.005 });
    expect(parseValue("1.025", "point")).toEqual({ kind: "number", value: 1.025 });
    expect(parseValue("2.5 x10^9/L")).toMatchObject({ kind: "number", value: 2.5 });
    expect(parseValue("4.500 x10^9/L")).toMatchObject({ kind: "number", value: 4.5 });
    expect(parseValue("2.5", undefined, true)).toEqual({ kind: "number", value: 2.5 });
    expect(parseValue("1.0005 CFU/ml")).toMatchObject({ kind: "number", value: 1.0005 });
    expect(parseValue("1.5 x 10^5 CFU/mL")).toMatchObject({ kind: "number", value: 150000 });
  });
});
