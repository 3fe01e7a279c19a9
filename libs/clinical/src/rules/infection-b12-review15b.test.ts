import { describe, expect, it } from "vitest";
import { findCitableEvidence } from "../evidence/library.ts";
import { parseValue } from "../parse/value.ts";
import { loadReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const LEFTOVERS = new URL("./fixtures/leftovers-c-review15/", import.meta.url);
const { load } = reviewFolder(new URL("./fixtures/infection-b12-review15b/", import.meta.url));
const run = (c: ReturnType<typeof load>) => runReviewCase(c).findings;
const find = (c: ReturnType<typeof load>, code: string) => run(c).find((f) => f.code === code);
const citable = (f: { evidenceIds: readonly string[] } | undefined) => {
  expect(f).toBeDefined();
  for (const id of f?.evidenceIds ?? []) expect(findCitableEvidence(id), id).toBeDefined();
};

describe("fever with cellulitis on record (review 15, infection-b12-b)", () => {
  it("names the recorded cellulitis as the likely source, not 'look for a source'", () => {
    const f = find(load("01-leg-cellulitis-fever"), "fever-sepsis-check");
    expect(f?.clinician).toMatch(/Cellulitis is recorded \("Cellulitis of left lower leg" in the conditions\)/);
    expect(f?.patient).toMatch(/most likely from the skin infection \(cellulitis\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/examine the recorded cellulitis as the likely source/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/look for a source of infection/);
    expect(f?.evidenceIds).toContain("nice-ng141-cellulitis");
    citable(f);
  });

  it("still flags the sepsis checks and moderate-risk signs beside the cellulitis (case 06)", () => {
    const f = find(loadReviewCase(LEFTOVERS, "06-periorbital-cellulitis-spreading"), "fever-sepsis-check");
    // Nothing UK in the record, so NICE's own question is not quoted (review 24, uk-us-24b).
    expect(f?.clinician).toMatch(/Think of sepsis/);
    expect(f?.clinician).toMatch(/Not in the record: oxygen saturation and mental state/);
    expect(f?.clinician).toMatch(/heart rate 108\/min/);
    expect(f?.clinician).toMatch(/Cellulitis is recorded \(in the notes\)/);
    expect(f?.nextSteps[0]).toMatch(/^Record oxygen saturation and mental state; examine the recorded cellulitis/);
  });

  it("keeps the generic wording with past or denied cellulitis", () => {
    const f = find(load("02-fever-past-cellulitis"), "fever-sepsis-check");
    expect(f?.clinician).not.toMatch(/Cellulitis is recorded/);
    expect(f?.patient).toMatch(/This can be a sign of an infection/);
    expect(f?.nextSteps.join(" ")).toMatch(/look for a source of infection/);
  });
});

describe("CRP and white cells with cellulitis on record (review 15, infection-b12-b)", () => {
  it("reads the lab lines as fitting the cellulitis, and the cellulitis finding alone explains it", () => {
    const findings = run(load("01-leg-cellulitis-fever"));
    const lines = findings.filter((f) => f.code === "lab-high");
    expect(lines.map((f) => f.title).sort()).toEqual([
      "C-reactive protein above the reference range",
      "White blood cell count above the reference range",
    ]);
    for (const f of lines) {
      expect(f.clinician).toMatch(/fits the cellulitis in the record; see the cellulitis point/);
      expect(f.clinician).not.toMatch(/somewhere in the body|stress or steroid/);
      expect(f.patient).toMatch(/fits the skin infection \(cellulitis\) in your record/);
    }
    const info = findings.find((f) => f.code === "cellulitis-inflammatory-markers");
    expect(info?.clinician).toMatch(/do not call for a search for another source/);
    // The patient line of the info finding does not repeat what the lab lines say.
    expect(info?.patient).not.toMatch(/fits the skin infection/);
  });

  it("reads the markers the same way beside the red-flag finding (case 06)", () => {
    const lines = run(loadReviewCase(LEFTOVERS, "06-periorbital-cellulitis-spreading")).filter(
      (f) => f.code === "lab-high",
    );
    expect(lines.length).toBe(2);
    for (const f of lines) expect(f.clinician).toMatch(/fits the cellulitis in the record/);
  });

  it("keeps the generic gloss when the cellulitis is past or denied, or the count is critical", () => {
    for (const f of run(load("02-fever-past-cellulitis")).filter((x) => x.code === "lab-high"))
      expect(f.clinician).toMatch(/somewhere in the body/);
    for (const f of run(loadReviewCase(LEFTOVERS, "07-no-cellulitis-crp-raised")).filter((x) => x.code === "lab-high"))
      expect(f.clinician).not.toMatch(/cellulitis/);
    const critical = load("01-leg-cellulitis-fever");
    critical.labResults[1].value = "52";
    critical.labResults[1].flag = "Critical";
    const wbc = run(critical).find((f) => f.code === "lab-critical");
    expect(wbc).toBeDefined();
    expect(wbc?.clinician).not.toMatch(/fits the cellulitis/);
  });
});

describe("colony counts with a thousands separator or a power of ten (review 15, infection-b12-b)", () => {
  it("parses the ways cultures write 10^5 CFU/mL", () => {
    expect(parseValue(">100,000 CFU/mL Escherichia coli")).toEqual({
      kind: "number",
      value: 100000,
      comparator: ">",
      unit: "CFU/mL Escherichia coli",
    });
    expect(parseValue("10^5 CFU/mL")).toEqual({ kind: "number", value: 100000, unit: "CFU/mL" });
    expect(parseValue(">10*5 cfu/ml")).toEqual({ kind: "number", value: 100000, comparator: ">", unit: "cfu/ml" });
    expect(parseValue("10**4 cfu/mL")).toEqual({ kind: "number", value: 10000, unit: "cfu/mL" });
    expect(parseValue("10⁵ CFU/mL")).toEqual({ kind: "number", value: 100000, unit: "CFU/mL" });
    expect(parseValue(">1 x 10^5 organisms/mL")).toEqual({
      kind: "number",
      value: 100000,
      comparator: ">",
      unit: "organisms/mL",
    });
    expect(parseValue("100,000+")).toEqual({ kind: "number", value: 100000, comparator: ">=" });
    expect(parseValue("100,000+ CFU/mL")).toEqual({ kind: "number", value: 100000, comparator: ">=", unit: "CFU/mL" });
  });

  it("reads a colony count's comma as thousands even in a report with a decimal comma", () => {
    expect(parseValue("100,000 CFU/mL", "comma")).toEqual({ kind: "number", value: 100000, unit: "CFU/mL" });
    // Without a colony count the report's mark still decides.
    expect(parseValue("1,875", "comma")).toEqual({ kind: "number", value: 1.875 });
  });

  it("leaves units, dipstick grades and other numbers as they were", () => {
    expect(parseValue("4.5 x10^9/L")).toEqual({ kind: "number", value: 4.5, unit: "x10^9/L" });
    expect(parseValue("10^9/L")).toEqual({ kind: "number", value: 10, unit: "^9/L" });
    expect(parseValue("2+")).toEqual({ kind: "qualitative", result: "positive", grade: 2, text: "2+" });
    expect(parseValue("1,200")).toEqual({ kind: "number", value: 1200 });
  });

  it("gives no decimal-mark notice for a culture's count", () => {
    const findings = run(load("03-culture-thousands-forms"));
    expect(findings.map((f) => f.code)).not.toContain("lab-not-comparable");
    expect(findings.map((f) => f.code)).toContain("asymptomatic-bacteriuria-no-antibiotics");
    const other = load("03-culture-thousands-forms");
    other.labResults = [{ name: "TSH", value: "1,875", unit: "mU/L", date: "2026-11-18" }];
    expect(run(other).map((f) => f.code)).toContain("lab-not-comparable");
  });
});

describe("B12 deficiency with cord or optic nerve features (review 15, infection-b12-b)", () => {
  it("is critical with same-day emergency specialist assessment for lost position and vibration sense", () => {
    const f = find(load("04-b12-cord-signs"), "b12-deficiency-neurological");
    expect(f?.severity).toBe("critical");
    expect(f?.title).toBe("Low B12 with neurological symptoms suggesting spinal cord or optic nerve involvement");
    expect(f?.clinician).toMatch(/loss of position sense, loss of vibration sense, gait ataxia/);
    expect(f?.clinician).toMatch(/same-day emergency specialist/);
    expect(f?.nextSteps[0]).toMatch(/^Same-day emergency assessment by haematology or neurology/);
    expect(f?.patient).toMatch(/spinal cord/);
    expect(f?.patient).not.toMatch(/sight|within the next day or two/);
    expect(f?.evidenceIds).toContain("nhs-lothian-b12-neurological");
    citable(f);
  });

  it("is critical for visual loss, naming the optic nerve only", () => {
    const f = find(load("05-b12-visual-loss"), "b12-deficiency-neurological");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/visual loss suggesting optic neuropathy/);
    expect(f?.patient).toMatch(/loss of sight/);
    expect(f?.patient).not.toMatch(/spinal cord/);
    expect(f?.patient).toMatch(/B12 supplement for life/);
  });

  it("reads a gait worse in the dark, or a positive Romberg, as cord involvement", () => {
    const c = load("06-b12-mild-tingling");
    c.patientContext.clinicalNotes = "Tingling feet and unsteady walking worse in the dark.";
    expect(find(c, "b12-deficiency-neurological")?.severity).toBe("critical");
    c.patientContext.clinicalNotes = "Numb feet. Romberg positive.";
    expect(find(c, "b12-deficiency-neurological")?.severity).toBe("critical");
  });

  it("keeps mild sensory symptoms at high, with denied cord and optic signs not counted", () => {
    const f = find(load("06-b12-mild-tingling"), "b12-deficiency-neurological");
    expect(f?.severity).toBe("high");
    expect(f?.title).toBe("Low B12 with neurological symptoms");
    expect(f?.patient).toMatch(/within the next day or two/);
    expect(f?.nextSteps[1]).toMatch(/^Specialist advice \(haematology or neurology\) promptly/);
  });

  it("stays silent with normal B12 even with cord signs", () => {
    const c = load("04-b12-cord-signs");
    c.labResults[0] = { ...c.labResults[0], value: "420", flag: undefined };
    expect(find(c, "b12-deficiency-neurological")).toBeUndefined();
  });
});
