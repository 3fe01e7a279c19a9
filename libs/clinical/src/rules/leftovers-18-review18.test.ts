import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/leftovers-18-review18/", import.meta.url);
const DEEP = new URL("./fixtures/deep-sweep-review18/", import.meta.url);
const WARD = new URL("./fixtures/ward-and-urine-review18/", import.meta.url);
const run = (name: string, folder = FOLDER) => runReviewCase(loadReviewCase(folder, name));
const texts = (r: ReturnType<typeof run>) => r.result as Record<string, unknown>;

describe("urine microscopy names are never blood counts (review 18, leftovers)", () => {
  it("01: 'RBC, dysmorphic' and 'Dysmorphic red cells' are not read as the red cell count; the blood count stays normal", () => {
    const r = run("01-dysmorphic-rbc-named-three-ways");
    const rbc = r.findings.filter((f) => /red blood cell count/i.test(f.clinician));
    expect(rbc).toEqual([]);
    expect(r.findings.find((f) => f.code === "microhaematuria-evaluation")?.clinician).toMatch(
      /RBC, dysmorphic Present, Dysmorphic red cells 30%.*kidney \(glomerular\) source/,
    );
  });

  it("ward-and-urine 03: 'Dysmorphic RBC Present (>40%)' no longer gives a red cell count that could not be judged", () => {
    const r = run("03-microhematuria-rbc-casts-dysmorphic-protein-29f", WARD);
    expect(r.findings.some((f) => f.code === "lab-not-comparable" && /red blood cell count/i.test(f.clinician))).toBe(
      false,
    );
    expect(r.findings.find((f) => f.code === "microhaematuria-evaluation")?.clinician).toMatch(
      /Dysmorphic RBC Present/,
    );
  });
});

describe("a trace on the strip is not called positive (review 18, leftovers)", () => {
  it("02: trace blood and trace protein are told as trace readings, never as positive results", () => {
    const r = run("02-trace-blood-and-trace-protein");
    const lines = r.findings.filter((f) => f.code === "lab-abnormal");
    expect(lines).toHaveLength(2);
    for (const f of lines) {
      expect(f.title).toMatch(/ trace$/);
      expect(f.clinician).toMatch(/is a trace reading, weaker than a positive grade \(reference Negative\)\. A trace /);
      expect(f.clinician).not.toMatch(/positive result/i);
      expect(f.patient).toMatch(/showed a trace/);
    }
    expect(r.findings.some((f) => /haematuria|microscopy/.test(f.code))).toBe(false);
  });

  it("ward-and-urine 03: a 1+ strip is still a positive result", () => {
    const r = run("03-microhematuria-rbc-casts-dysmorphic-protein-29f", WARD);
    const strip = r.findings.find((f) => f.code === "lab-abnormal" && /urine \(dipstick\) 1\+/.test(f.clinician));
    expect(strip?.clinician).toMatch(/A positive result can come from infection/);
  });
});

describe("the patient text gives one point per matter (review 18, leftovers)", () => {
  it("deep-sweep 08: the low sodium is one urgent point holding the diuretic and the fall, not three", () => {
    const text = String(texts(run("08-copd-smoker-hyponatraemia-weight-loss", DEEP)).patientResponse ?? "");
    expect(text.match(/Your sodium\b/g)).toHaveLength(1);
    const urgent = text.slice(text.indexOf("## Please act on this now"), text.indexOf("## What we looked at"));
    expect(urgent).toMatch(/Your sodium \(a body salt\) is very low\. It has been going down over time\./);
    expect(urgent).toMatch(/such as your sertraline.*such as your indapamide/s);
    // The stock warning for the one medicine gives way to the one for every medicine.
    expect(urgent.match(/Do not stop/g)).toHaveLength(1);
  });
});

describe("a unit with no factor to the catalogue's still shows the trend (review 18, leftovers)", () => {
  it("03: AFP 4 then 31 kU/L is a rising trend in the results table and a trend finding", () => {
    const r = run("03-afp-in-ku-per-l-two-values");
    expect(r.findings.find((f) => f.code === "trend-rising")?.clinician).toMatch(
      /Alpha-fetoprotein rising from 4 \(2026-05-20\) to 31 IU\/mL/,
    );
    expect(String(texts(r).clinicianResponse ?? texts(r).report ?? "")).toMatch(
      /\| Alpha-fetoprotein \| 31 IU\/mL \|.*\| rising \(4 → 31 IU\/mL since 2026-05\) \|/,
    );
  });
});
