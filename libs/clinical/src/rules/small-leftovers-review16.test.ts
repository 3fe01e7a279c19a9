import { describe, expect, it } from "vitest";
import { parseUnit } from "../units.ts";
import type { PatientModel } from "../model.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/small-leftovers-review16/", import.meta.url);
const ACUTE = new URL("./fixtures/acute-panels-review16/", import.meta.url);
const CATALOGUE = new URL("./fixtures/catalogue-gaps-review16/", import.meta.url);
const run = (folder: URL, name: string) => runReviewCase(loadReviewCase(folder, name));
const egfrLine = (r: ReturnType<typeof run>) =>
  r.findings.find((f) => f.code === "lab-low" && /glomerular filtration/.test(f.title));

const CKD_SENTENCE = /below 60 for three months or more meets the definition of chronic kidney disease/;

/** Every trend point's result is in a unit that converts to its series' unit: no series mixes tests or units. */
function seriesAreUnitPure(model: PatientModel): void {
  for (const s of model.series) {
    for (const p of s.points) {
      const obs = model.labs.find((o) => o.ref === p.labRef);
      expect(obs?.analyteId).toBe(s.analyteId);
      if (s.analyteId !== undefined) expect(obs?.standard?.unit).toBe(s.unit);
      else expect(parseUnit(obs?.unit)?.key ?? obs?.unit).toBe(s.unit);
    }
  }
}

describe("the eGFR line in an acute illness with no baseline (review 16, small leftovers)", () => {
  it("urosepsis on gliclazide (acute panels 15): no CKD definition, not reliable now, read with the sepsis finding", () => {
    const line = egfrLine(run(ACUTE, "15-sepsis-uti-gliclazide"));
    expect(line?.clinician).not.toMatch(CKD_SENTENCE);
    expect(line?.patient).not.toMatch(CKD_SENTENCE);
    expect(line?.clinician).toMatch(/creatinine may still be changing/);
    expect(line?.clinician).toMatch(/not a reliable measure of kidney function now and gives no CKD category/);
    expect(line?.clinician).toMatch(
      /Read with the "Possible sepsis: high risk vital signs with signs of infection" finding/,
    );
    expect(line?.patient).toMatch(
      /not a reliable measure right now and does not on its own mean long-term kidney disease/,
    );
    expect(line?.evidenceIds).toEqual(expect.arrayContaining(["kdigo-2012-aki", "kdigo-2024-ckd"]));
  });

  it("pneumonia with sepsis, new to the area (01): the reworded line reaches both reports", () => {
    const r = run(FOLDER, "01-pneumonia-sepsis-egfr-no-baseline");
    expect(egfrLine(r)?.clinician).toMatch(/creatinine may still be changing/);
    const { patientResponse, clinicianResponse } = r.result as { patientResponse: string; clinicianResponse: string };
    expect(patientResponse).toMatch(/this number is not a reliable measure right now/);
    expect(patientResponse).not.toMatch(CKD_SENTENCE);
    expect(clinicianResponse).not.toMatch(CKD_SENTENCE);
  });

  it("keeps the CKD sentence with a steady baseline in known CKD (02) and with no acute illness (03, quiet)", () => {
    const known = run(FOLDER, "02-pneumonia-sepsis-known-ckd-baseline");
    expect(known.findings.some((f) => f.code === "sepsis-high-risk-adult")).toBe(true);
    expect(egfrLine(known)?.clinician).toMatch(CKD_SENTENCE);
    expect(egfrLine(known)?.clinician).not.toMatch(/may still be changing/);

    const gp = run(FOLDER, "03-gp-one-off-egfr-quiet");
    expect(egfrLine(gp)?.clinician).toMatch(CKD_SENTENCE);
    expect(egfrLine(gp)?.clinician).not.toMatch(/acute illness/);
    expect(gp.findings.filter((f) => f.severity === "critical" || f.severity === "high")).toEqual([]);
  });
});

describe("trends never mix tests or units (review 16, small leftovers)", () => {
  it("RDW in % then RDW in fL after a change of laboratory (04, quiet): no RDW trend, nothing to report", () => {
    const r = run(FOLDER, "04-fbc-rdw-analyser-change-quiet");
    expect(r.model.series.filter((s) => /distribution width/i.test(s.name))).toEqual([]);
    expect(r.findings).toEqual([]);
    seriesAreUnitPure(r.model);
  });

  it("an EHR RDW trend with % and fL points (05) gives an RDW-SD series of its fL points only", () => {
    const r = run(FOLDER, "05-ehr-rdw-trend-mixed-units");
    seriesAreUnitPure(r.model);
    const sd = r.model.series.find((s) => s.analyteId === "rdw-sd");
    expect(sd?.points.map((p) => p.value)).toEqual([41.2, 52.6]);
    const cv = r.model.series.find((s) => s.analyteId === "rdw");
    expect(cv?.points.map((p) => p.value)).toEqual([13, 14.1]);
    const trend = r.findings.find((f) => f.code === "trend-rising" && /distribution width/.test(f.title));
    expect(trend?.clinician).toMatch(
      /^Red cell distribution width \(SD\) rising from 41\.2 \(2025-09-18\) to 52\.6 fL/,
    );
    expect(r.findings.some((f) => /\(CV\) rising/.test(f.title))).toBe(false);
  });

  it("names a limit in the series' own unit as printed: crossing 11.5 g/dL, not 12 (05)", () => {
    const r = run(FOLDER, "05-ehr-rdw-trend-mixed-units");
    const hb = r.findings.find((f) => f.code === "trend-falling" && /Hemoglobin/.test(f.title));
    expect(hb?.clinician).toMatch(/crossing 11\.5 g\/dL/);
    expect(hb?.clinician).not.toMatch(/crossing 12 g\/dL/);
  });

  it("a differential in % then absolute counts (06, quiet): no neutrophil or lymphocyte trend", () => {
    const r = run(FOLDER, "06-differential-percent-then-absolute-quiet");
    seriesAreUnitPure(r.model);
    expect(r.model.series.filter((s) => s.analyteId === "anc" || s.analyteId === "alc")).toEqual([]);
    expect(r.findings).toEqual([]);
  });

  it("an unknown test sent in two units is two series, and the catalogue-gaps RDW cases stay unit-pure", () => {
    const c = loadReviewCase(FOLDER, "06-differential-percent-then-absolute-quiet");
    c.labResults.push(
      { name: "Marker Q", value: "12", unit: "mg/L", referenceRange: "0-20", date: "2025-10-02" },
      { name: "Marker Q", value: "3.4", unit: "U/mL", referenceRange: "0-5", date: "2026-11-24" },
    );
    const r = runReviewCase(c);
    seriesAreUnitPure(r.model);
    expect(r.model.series.filter((s) => s.name === "Marker Q")).toEqual([]);
    for (const name of ["04-fbc-rdw-cv-and-sd-quiet", "05-rdw-in-fl-raised-iron-deficiency"])
      seriesAreUnitPure(run(CATALOGUE, name).model);
  });
});
