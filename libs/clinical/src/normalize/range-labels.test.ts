import { describe, expect, it } from "vitest";
import { analyzeLabResults } from "../index.ts";
import { buildObservation, type RawLab } from "./labs.ts";

// Review 10 (women's endocrine) 5: laboratory ranges with a label or comment, and wide hormone ranges.
const raw = (over: Partial<RawLab>): RawLab => ({
  ref: "lab:0",
  source: "lab-results",
  index: 0,
  name: "FSH",
  value: "68.4",
  unit: "mIU/mL",
  ...over,
});

describe("laboratory ranges with labels, comments and phase bands", () => {
  it("judges LDL against '<100 (desirable)' instead of calling the unit mismatched", () => {
    const ldl = buildObservation(
      raw({ name: "LDL-Cholesterol", value: "108", unit: "mg/dL", referenceRange: "<100 (desirable)" }),
      "female",
      50,
    );
    expect(ldl).toMatchObject({ status: "high", statusSource: "range", rangeSource: "caller" });
    expect(ldl.notComparable).toBeUndefined();
  });

  it.each([
    ["FSH", "68.4", "25.8-134.8"],
    ["FSH", "68.4", "Postmenopausal 25.8-134.8"],
    ["LH", "30", "7.7-58.5"],
  ])("uses a wide hormone range in the same unit: %s %s against %j", (name, value, referenceRange) => {
    const obs = buildObservation(raw({ name, value, referenceRange }), "female", 50);
    expect(obs).toMatchObject({ status: "normal", rangeSource: "caller" });
    expect(obs.notComparable).toBeUndefined();
  });

  it("still refuses a unit-less range on another scale of a test with two units", () => {
    const glucose = buildObservation(
      raw({ name: "Glucose", value: "5.6", unit: "mmol/L", referenceRange: "70-99" }),
      undefined,
    );
    expect(glucose).toMatchObject({ notComparable: "unit-mismatch" });
  });

  it("uses the laboratory's labelled follicular range, not the catalogue's", () => {
    const lh = buildObservation(raw({ name: "LH", value: "14.2", referenceRange: "Follicular: 2.4-12.6" }), "female");
    expect(lh).toMatchObject({ status: "high", rangeSource: "caller", range: { low: 2.4, high: 12.6 } });
  });

  it("judges oestradiol '<15' against the laboratory's 'Postmenopausal <=31'", () => {
    const e2 = buildObservation(
      raw({ name: "Estradiol", value: "<15", unit: "pg/mL", referenceRange: "Postmenopausal <=31" }),
      "female",
      50,
    );
    expect(e2).toMatchObject({ status: "normal", rangeSource: "caller" });
  });

  const PHASES = "Follicular 3.5-12.5; Mid-cycle 4.7-21.5; Luteal 1.7-7.7; Postmenopausal 25.8-134.8";

  it("picks the postmenopausal band when the record says so", () => {
    const fsh = buildObservation(raw({ referenceRange: PHASES }), "female", 55, undefined, "postmenopausal");
    expect(fsh).toMatchObject({ status: "normal", range: { low: 25.8, high: 134.8 } });
  });

  it("with the phase unknown, judges only a value every band judges alike", () => {
    const fsh = buildObservation(raw({ referenceRange: PHASES }), "female", 50);
    expect(fsh).toMatchObject({ status: "unknown", notComparable: "phase-unknown" });
    const veryHigh = buildObservation(raw({ value: "180", referenceRange: PHASES }), "female", 50);
    expect(veryHigh).toMatchObject({ status: "high", rangeSource: "caller" });
  });

  it("does not judge by a band of another phase than the record's", () => {
    const fsh = buildObservation(
      raw({ referenceRange: "Follicular 3.5-12.5" }),
      "female",
      55,
      undefined,
      "postmenopausal",
    );
    expect(fsh).toMatchObject({ status: "unknown", notComparable: "phase-unknown" });
  });

  it("writes the catalogue's oestradiol bands in one unit each for a result in pmol/L", () => {
    const e2 = buildObservation(raw({ name: "Estradiol", value: "20", unit: "pmol/L" }), "female", 50);
    expect(e2.range?.text).toBe(
      "37–661 pmol/L (follicular 10–180 pg/mL; mid-cycle 100–300 pg/mL; luteal 40–200 pg/mL; postmenopausal <10 pg/mL)",
    );
  });
});

describe("the data note on catalogue ranges", () => {
  const now = new Date("2026-11-20T12:00:00Z");
  const NOTE = /Where no reference range was supplied/;

  it("is absent when every result came with a range that was used", () => {
    const out = analyzeLabResults(
      [
        { name: "FSH", value: "68.4", unit: "mIU/mL", referenceRange: "Postmenopausal 25.8-134.8", date: "2026-11-12" },
        {
          name: "LDL-Cholesterol",
          value: "108",
          unit: "mg/dL",
          referenceRange: "<100 (desirable)",
          date: "2026-11-12",
        },
        { name: "LH", value: "14.2", unit: "mIU/mL", referenceRange: "Follicular: 2.4-12.6", date: "2026-11-12" },
      ],
      { age: "50", gender: "female", clinicalNotes: "Last period 14 months ago." },
      { now },
    );
    expect(String((out.result as Record<string, unknown>).clinicianResponse)).not.toMatch(NOTE);
  });

  it("is present when a result had no range of its own", () => {
    const out = analyzeLabResults(
      [{ name: "Potassium", value: "5.9", unit: "mmol/L", date: "2026-11-12" }],
      { age: "50", gender: "female" },
      { now },
    );
    expect(String((out.result as Record<string, unknown>).clinicianResponse)).toMatch(NOTE);
  });
});
