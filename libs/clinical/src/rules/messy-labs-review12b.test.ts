import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 12 (messy lab exports), second round, kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/messy-labs-review12/", import.meta.url);

const runCase = (name: string) => runReviewCase(loadReviewCase(CASES, name));
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

describe("an undated sodium further out of range than the latest dated one (messy labs 14)", () => {
  it("the undated 121 is interpreted, with its date unknown, at high priority", () => {
    const r = runCase("14-sodium-trend-undated");
    const f = find(r, "lab-undated-further-out");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Sodium 121 mmol\/L \(date unknown\)/);
    expect(r.result.clinicianResponse).toMatch(/121 mmol\/L \(date unknown\)/);
  });

  it("an undated sodium beyond the critical limit is reported as a critical value", () => {
    const c = loadReviewCase(CASES, "14-sodium-trend-undated");
    c.labResults = c.labResults.map((l: { value: string }) => (l.value === "121" ? { ...l, value: "117" } : l));
    const r = runReviewCase(c);
    const f = r.findings.find((x) => x.code === "lab-critical" && /117/.test(x.clinician));
    expect(f?.clinician).toMatch(/no date/);
    expect(find(r, "lab-undated-further-out")).toBeUndefined();
  });

  it("an undated result nearer the range than the dated one adds nothing", () => {
    const c = loadReviewCase(CASES, "14-sodium-trend-undated");
    c.labResults = c.labResults.map((l: { value: string }) => (l.value === "121" ? { ...l, value: "131" } : l));
    expect(find(runReviewCase(c), "lab-undated-further-out")).toBeUndefined();
  });

  it("sodium 134 → 128, into a worse band, is falling, not stable", () => {
    const r = runCase("14-sodium-trend-undated");
    expect(r.result.clinicianResponse).toMatch(/\| falling \(134 → 128 mmol\/L/);
    expect(r.result.clinicianResponse).not.toMatch(/stable \(134/);
  });
});

describe("two consecutive critical glucose results (messy labs 13)", () => {
  it("the trend reads as persistently critically low, not stable", () => {
    const r = runCase("13-glucose-mg-dl-lower");
    expect(r.result.clinicianResponse).toMatch(/\| persistently critically low \(/);
    expect(r.result.clinicianResponse).not.toMatch(/\| stable \(/);
  });
});

describe("a haemolysed potassium superseded by a normal repeat (messy labs 07)", () => {
  it("is named once in the clinician report, as history", () => {
    const r = runCase("07-duplicates-same-date");
    const text = r.result.clinicianResponse;
    expect(text).toMatch(/Potassium 6\.4 mmol\/L \(2026-11-19 08:00\) was from a sample the laboratory questioned/);
    expect(text.match(/6\.4 mmol\/L/g)).toHaveLength(1);
    expect(text).toMatch(/4\.3 mmol\/L \(2026-11-19 10:30\), is normal/);
  });
});
