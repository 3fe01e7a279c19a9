import { describe, expect, it } from "vitest";
import type { MedicationItem } from "../model.ts";
import { parseRange } from "../parse/range.ts";
import { parseValue } from "../parse/value.ts";
import { codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";
import { genericNamesLowered } from "./medicine-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/wording-30-review30/", import.meta.url));

interface LabCase {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string; flag?: string; date?: string }[];
  patientContext: { medications: { name: string; dosage?: string; frequency?: string }[] };
}

const labLine = (r: ReturnType<typeof run>, name: RegExp) =>
  r.findings.find((f) => f.code.startsWith("lab-") && name.test(f.title));

describe("a pointed lab line names a point the patient can find (review 30, wording-30)", () => {
  it("01: the ALP line beside acute hepatitis A quotes how the hepatitis A point opens, and no 'section' is named", () => {
    const r = run("01-uk-hep-a-pointers");
    const alp = labLine(r, /Alkaline phosphatase/);
    expect(alp?.patient).toMatch(
      /This result is explained in the point of this report that begins "Your tests show a recent hepatitis A infection"\./,
    );
    const text = patientText(r);
    expect(text).not.toMatch(/section of this report|section on your/);
    // Every quoted opening is there to be found.
    for (const [, quoted] of text.matchAll(/that begins "([^"]+)"/g)) expect(text).toContain(`- ${quoted}`);
  });

  it("01 near-negative: without the hepatitis A IgM there is no owner, and the ALP line keeps its own meaning", () => {
    const c = load("01-uk-hep-a-pointers");
    const lab = c as unknown as LabCase;
    lab.labResults = lab.labResults.filter((o) => !/Hepatitis A/.test(o.name));
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("hav-acute");
    expect(labLine(r, /Alkaline phosphatase/)?.patient ?? "").not.toMatch(/explained in the point/);
  });
});

describe("generic medicine names as sent are lower case mid-sentence for the patient (review 30, wording-30)", () => {
  it("02: 'Your diabetes medicine metformin is usually paused', not 'Metformin'", () => {
    const r = run("02-uk-metformin-aki");
    const aki = finding(r, "aki-creatinine-rise");
    expect(aki?.patient).toMatch(/Your diabetes medicine metformin is usually paused/);
    expect(patientText(r)).not.toMatch(/[a-z,;] Metformin\b/);
  });

  it("05 near-negative: a brand as sent ('Glucophage') keeps its capital", () => {
    const r = run("05-us-glucophage-brand-aki");
    expect(finding(r, "aki-creatinine-rise")?.patient).toMatch(/Your diabetes medicine Glucophage is usually paused/);
  });

  const med = (name: string, drugs: string[]): MedicationItem => ({
    ref: `med:${name}`,
    index: 0,
    name,
    status: "active",
    active: true,
    classes: [],
    drugs,
  });

  it("lowers a generic mid-sentence and after a bracket, but not at the start of a sentence", () => {
    const lower = genericNamesLowered([med("Atorvastatin 20 mg", ["atorvastatin"])]);
    expect(lower("You are taking Atorvastatin. Atorvastatin can raise liver tests (Atorvastatin 20 mg).")).toBe(
      "You are taking atorvastatin. Atorvastatin can raise liver tests (atorvastatin 20 mg).",
    );
  });

  it("near-negative: a brand name, and a capital word that is no medicine of the record, are left alone", () => {
    const lower = genericNamesLowered([med("Lipitor 20 mg", ["lipitor"])]);
    expect(lower("You are taking Lipitor, not Metformin.")).toBe("You are taking Lipitor, not Metformin.");
  });
});

describe("a flag printed before the value, and age bands after commas, are read (review 30, wording-30)", () => {
  it("03: 'H 7.9' is an HbA1c of 7.9 % judged high, and 'L 3.1' a potassium judged low against the adult band", () => {
    const r = run("03-us-flag-before-value-age-bands");
    expect(codes(r)).toContain("diabetes-above-target");
    expect(codes(r)).not.toContain("lab-not-comparable");
    const k = r.model.labs.find((o) => o.analyteId === "potassium");
    expect(k?.status).toBe("low");
    expect(k?.range?.text).toBe("18+: 3.5-5.1");
  });

  it("reads a leading flag only before a number", () => {
    expect(parseValue("H 7.9")).toEqual({ kind: "number", value: 7.9 });
    expect(parseValue("(L) 3.1 mmol/L")).toEqual({ kind: "number", value: 3.1, unit: "mmol/L" });
    expect(parseValue("HH >500")).toEqual({ kind: "number", value: 500, comparator: ">" });
    // Near-negative: words that begin with a flag letter are not cut.
    expect(parseValue("Haemolysed").kind).toBe("text");
    expect(parseValue("C difficile toxin detected").kind).not.toBe("number");
  });

  it("picks the age band by age from comma-separated bands, and leaves other commas alone", () => {
    expect(parseRange("0-17y: 3.4-4.7, 18+: 3.5-5.1", "male", undefined, undefined, 58)?.text).toBe("18+: 3.5-5.1");
    expect(parseRange("0-17y: 3.4-4.7, 18+: 3.5-5.1", "male", undefined, undefined, 12)?.text).toBe("0-17y: 3.4-4.7");
    expect(parseRange("0-17 yrs: 3.4-4.7, 18+ yrs: 3.5-5.1", "male", undefined, undefined, 40)?.text).toBe(
      "18+ yrs: 3.5-5.1",
    );
    // Near-negative: thousands and a plain range are not split.
    expect(parseRange("1,200-3,400")).toMatchObject({ low: 1200, high: 3400 });
    expect(parseRange("10+")).toBeUndefined();
  });
});

describe("a trace on the strip and a haematocrit on the other scale (review 30, wording-30)", () => {
  it("04: a trace of urine glucose is a very small amount, and the usual meaning is given for a larger one", () => {
    const r = run("04-uk-trace-glucose-hct-percent");
    const glucose = labLine(r, /Glucose, urine/);
    expect(glucose?.patient).toMatch(
      /showed a trace \(a very small amount\)\. This is less than a clear positive result; a larger amount usually means/,
    );
    expect(glucose?.patient).not.toMatch(/A result like this usually means/);
  });

  it("04 near-negative: a 1+ glucose is still read as a positive result", () => {
    const c = load("04-uk-trace-glucose-hct-percent");
    (c as unknown as LabCase).labResults[0]!.value = "1+";
    const glucose = labLine(runReviewCase(c), /Glucose, urine/);
    expect(glucose?.patient).toMatch(/was positive\. A result like this usually means blood sugar is high/);
  });

  it("04: haematocrit 54 % against 0.40 - 0.50 is judged high (the range read as L/L)", () => {
    const r = run("04-uk-trace-glucose-hct-percent");
    expect(r.model.labs.find((o) => o.analyteId === "hematocrit")?.status).toBe("high");
    expect(codes(r)).not.toContain("lab-not-comparable");
  });

  it("04 near-negative: haematocrit 46 % against 0.40 - 0.50 is normal, and 0.46 L/L against 40 - 50 too", () => {
    const c = load("04-uk-trace-glucose-hct-percent");
    const lab = c as unknown as LabCase;
    lab.labResults[2]!.value = "46";
    expect(runReviewCase(c).model.labs.find((o) => o.analyteId === "hematocrit")?.status).toBe("normal");
    lab.labResults[2] = { ...lab.labResults[2]!, value: "0.46", unit: "L/L", referenceRange: "40 - 50" };
    expect(runReviewCase(c).model.labs.find((o) => o.analyteId === "hematocrit")?.status).toBe("normal");
    lab.labResults[2] = { ...lab.labResults[2]!, value: "0.55" };
    expect(runReviewCase(c).model.labs.find((o) => o.analyteId === "hematocrit")?.status).toBe("high");
  });
});

describe("results that mean the same are told once, and the metformin kidney point names its test (review 30, wording-30)", () => {
  it("04: a smoker's high haematocrit and haemoglobin are one point, the smoking meaning said once", () => {
    const text = patientText(run("04-uk-trace-glucose-hct-percent"));
    expect(text).toMatch(
      /- Your haematocrit \([^)]*\) is higher than the usual range\. Your haemoglobin \([^)]*\) is higher than the usual range\. A high level is often caused by smoking/,
    );
    expect(text.match(/A high level is often caused by smoking/g)).toHaveLength(1);
  });

  it("04 near-negative: with a normal haemoglobin the haematocrit point stands alone", () => {
    const c = load("04-uk-trace-glucose-hct-percent");
    const lab = c as unknown as LabCase;
    lab.labResults[3] = { ...lab.labResults[3]!, value: "160" };
    delete lab.labResults[3]!.flag;
    const text = patientText(runReviewCase(c));
    expect(text).toMatch(
      /- Your haematocrit \([^)]*\) is higher than the usual range\. A high level is often caused by smoking/,
    );
    expect(text).not.toMatch(/Your haemoglobin/);
  });

  it("near-negative: two lines pointing to the same finding stay two points ('This result' is one result)", () => {
    const other = reviewFolder(new URL("./fixtures/leftovers-20-review20/", import.meta.url));
    const text = patientText(other.run("05-acute-hepatitis-a"));
    expect(text).toMatch(
      /- Your ALT \(a liver enzyme\) result is at a level that needs urgent attention\. This result is explained/,
    );
    expect(text).toMatch(
      /- Your AST \(a liver and muscle enzyme\) result is at a level that needs urgent attention\. This result is explained/,
    );
  });

  it("09: eGFR 44 on metformin 2000 mg a day names the eGFR and says why the dose may be reduced", () => {
    const f = finding(run("09-us-ckd-acr-lisinopril"), "metformin-egfr-reduce");
    expect(f?.patient).toBe(
      "Your kidney filtering rate (eGFR) is lower than normal. At this level a smaller top dose of metformin is used, so your dose may need to be reduced.",
    );
  });

  it("09 near-negative: at metformin 500 mg twice daily the dose is already within the limit", () => {
    const c = load("09-us-ckd-acr-lisinopril");
    (c as unknown as LabCase).patientContext.medications[1] = {
      name: "Metformin",
      dosage: "500 mg",
      frequency: "twice daily",
    };
    const f = finding(runReviewCase(c), "metformin-egfr-reduce");
    expect(f?.patient).toMatch(/already within the usual limit/);
    expect(f?.patient).not.toMatch(/may need to be reduced/);
  });
});
