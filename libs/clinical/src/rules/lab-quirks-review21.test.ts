import { describe, expect, it } from "vitest";
import { decimalMarkOf, parseNumber } from "../parse/number.ts";
import { parseRange } from "../parse/range.ts";
import {
  clinicianLine,
  clinicianText,
  codes,
  finding,
  loadReviewCase,
  patientText,
  reviewFolder,
  runReviewCase,
} from "../testing/review-case.ts";

/*
 * Review 21, lab quirks: lab results as clinics send them (decimal commas, points between thousands,
 * "<0.01", "QNS", "see comment", titres, haemolysed samples, conflicting flags, duplicated panels).
 */
const FIXTURES = new URL("./fixtures/lab-quirks-review21/", import.meta.url);
const { run } = reviewFolder(FIXTURES);

/** Text no report should hold, whatever the data. */
const NONSENSE = /\bNaN\b|\bundefined\b|\bnull\b|\[object/;

const ALL = [
  "01-european-comma-decimals",
  "02-haemolysed-potassium-no-repeat",
  "03-troponin-below-detection",
  "04-qualitative-urine-and-serology",
  "05-unreadable-results",
  "06-duplicate-panels-names",
  "07-liver-lipids-us-names",
  "08-conflicting-flags-mmol",
  "09-quiet-uk-routine",
  "10-german-counts-per-microlitre",
  "11-ehr-mixed-quirks",
];

describe("review 21: lab quirks", () => {
  it.each(ALL)("%s: reports hold no NaN, undefined or object text", (name) => {
    const r = run(name);
    expect(patientText(r)).not.toMatch(NONSENSE);
    expect(clinicianText(r)).not.toMatch(NONSENSE);
  });

  it.each(["01-european-comma-decimals", "03-troponin-below-detection", "09-quiet-uk-routine"])(
    "%s: decimal commas, '<' results and '>90' eGFR in range stay quiet",
    (name) => {
      const r = run(name);
      expect(codes(r)).toEqual([]);
      expect(patientText(r)).toContain("Nothing in these results stands out");
    },
  );

  it("02: a rule reading a haemolysed potassium says what the laboratory said about the sample", () => {
    const r = run("02-haemolysed-potassium-no-repeat");
    const f = finding(r, "raas-hyperkalaemia");
    expect(f?.clinician).toContain("The laboratory reports the sample haemolysed");
    expect(f?.clinician).toContain("treated as true until a repeat on a fresh sample");
    expect(f?.patient).toContain("damaged (haemolysed)");
    expect(f?.evidenceIds).toContain("asirvatham-2013-potassium-errors");
    // 6.1 is graded high by the finding, which is then the only place the potassium is read, with its
    // caveat: no second, critical line (review 30b, engine-30b).
    expect(codes(r)).not.toContain("lab-critical");
  });

  it("04: a titre above the laboratory's titre range is reported, not left unjudged and unmentioned", () => {
    const r = run("04-qualitative-urine-and-serology");
    const ana = r.findings.find((f) => f.title.startsWith("ANA"));
    expect(ana?.code).toBe("lab-high");
    expect(patientText(r)).toMatch(/ANA was positive/);
    expect(clinicianLine(r, "ANA positive")).toContain("reference <1:80");
  });

  it("04: a titre within the laboratory's titre range is normal", () => {
    const c = loadReviewCase(FIXTURES, "04-qualitative-urine-and-serology");
    c.labResults[5].value = "Positive (1:40)";
    const r = runReviewCase(c);
    expect(r.findings.some((f) => f.title.startsWith("ANA"))).toBe(false);
  });

  it("05: QNS and a 'see comment' on a haemolysed sample say the sample could not be tested and quote the comment", () => {
    const r = run("05-unreadable-results");
    const text = clinicianText(r);
    expect(text).toContain('the laboratory could not test the sample ("QNS")');
    expect(text).toContain('("Sample haemolysed, unable to report potassium. Please repeat.")');
    expect(patientText(r)).toContain("because the laboratory could not test the sample");
    // Every unreadable result is named, none silently dropped.
    for (const name of ["potassium", "ferritin", "vitamin B12", "vitamin D"]) expect(patientText(r)).toContain(name);
  });

  it("05: a result that is not a number is shown without its unit ('QNS µg/L')", () => {
    const text = clinicianText(run("05-unreadable-results"));
    expect(text).toContain("| QNS |");
    expect(text).not.toMatch(/QNS (?:u|µ)g\/L|pending nmol\/L|see comment mmol\/L|performed ng\/L/);
  });

  it("06: the same haemoglobin from two panels and HbA1c beside it are read once, as the right tests", () => {
    const r = run("06-duplicate-panels-names");
    expect(codes(r)).toContain("iron-deficiency-anaemia");
    expect(r.findings.filter((f) => f.code === "lab-low" && f.title.startsWith("Hemoglobin"))).toHaveLength(1);
    expect(clinicianText(r)).not.toMatch(/A1c[^|]*\|[^|]*low/);
  });

  it("08: a flag contradicting the value is named, and mIU/mL for TSH is not judged", () => {
    const r = run("08-conflicting-flags-mmol");
    expect(codes(r)).toEqual(expect.arrayContaining(["hyponatraemia", "lab-flag-overruled", "lab-not-comparable"]));
    expect(clinicianText(r)).toContain("look like mIU/L, not mIU/mL");
  });

  it("10: counts per microlitre with points between thousands are read as thousands ('95.000 /µl')", () => {
    const r = run("10-german-counts-per-microlitre");
    const low = finding(r, "lab-low");
    expect(low?.title).toBe("Platelet count below the reference range");
    expect(low?.severity).not.toBe("critical");
    expect(clinicianText(r)).toContain("95000 /µL");
    // White cells 7.300 /µl within 4.000–10.000: normal, not "not judged".
    expect(codes(r)).toEqual(["lab-low"]);
  });

  it("11: an EHR record's '<0.01' troponin, '<50' NT-proBNP and UCUM eGFR unit are read, not flagged", () => {
    const r = run("11-ehr-mixed-quirks");
    expect(r.findings.some((f) => /troponin|natriuretic|NT-proBNP/i.test(f.title))).toBe(false);
    expect(clinicianText(r)).toContain("eGFR 50 mL/min/1.73m2");
    expect(codes(r)).toContain("raas-hyperkalaemia");
  });
});

describe("review 21: numbers as European laboratories print them", () => {
  it("reads points between thousands only where the report's decimal mark is a comma", () => {
    expect(parseNumber("7.300", "comma")).toBe(7300);
    expect(parseNumber("7.300")).toBe(7.3);
    expect(parseNumber("2.500", "point")).toBe(2.5);
  });

  it("reads points between thousands with a decimal comma whatever the mark", () => {
    expect(parseNumber("1.234,5")).toBe(1234.5);
    expect(decimalMarkOf(["1.234,5"])).toBe("comma");
  });

  it("takes a point between three-digit groups as showing no decimal mark", () => {
    expect(decimalMarkOf(["7.300", "4,6"])).toBe("comma");
    expect(decimalMarkOf(["7.300"])).toBeUndefined();
  });

  it("reads a titre range", () => {
    expect(parseRange("<1:80")).toMatchObject({ expected: "negative", titre: 80, highInclusive: false });
    expect(parseRange("≤1:40")).toMatchObject({ titre: 40, highInclusive: true });
  });
});
