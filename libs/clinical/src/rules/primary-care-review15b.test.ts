import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { type ReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

/**
 * Review 15, second pass over the primary-care-labs cases (synthetic records, no real patient):
 * what the first reviewer left (see .scratch/review15/primary-care-b.md).
 */

type Lab = { name: string; value: string; unit?: string; referenceRange?: string; date?: string; notes?: string };
type Med = { name: string };

const { load } = reviewFolder(new URL("./fixtures/primary-care-labs-review15/", import.meta.url));
const run = (c: ReviewCase) => runReviewCase(c);
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);
const labs = (c: ReviewCase) => c.labResults as Lab[];
const withMeds = (c: ReviewCase, keep: (m: Med) => boolean): ReviewCase => ({
  ...c,
  patientContext: { ...c.patientContext, medications: (c.patientContext.medications as Med[]).filter(keep) },
});

describe("primary aldosteronism screen: blood pressure as the record shows it (case 03)", () => {
  it("says the patient is treated for high blood pressure, not that it is high now", () => {
    const r = run(load("03-hypertension-acei-diuretic"));
    const f = find(r, "primary-aldosteronism-screen");
    expect(f?.patient).toMatch(/^Your potassium is low and you are being treated for high blood pressure\./);
    expect(r.result.patientResponse).not.toMatch(/blood pressure is high/);
  });

  it("names the diagnosis when no blood pressure medicine is listed", () => {
    const f = find(run(withMeds(load("03-hypertension-acei-diuretic"), () => false)), "primary-aldosteronism-screen");
    expect(f?.patient).toMatch(/you have been diagnosed with high blood pressure/);
  });
});

describe("vitamin D thresholds in the unit of the result (case 01)", () => {
  it("gives the deficiency threshold in nmol/L beside a result in nmol/L", () => {
    const r = run(load("01-tiredness-screen"));
    const steps = find(r, "vitamin-d-deficiency")?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/particularly below 30 nmol\/L or with bone disease/);
    const flag = r.findings.find((f) => f.code === "lab-low" && /vitamin D/i.test(f.title));
    expect(flag?.patient).toMatch(/below 30 nmol\/L there is a real risk of deficiency/);
    expect(r.result.patientResponse).not.toMatch(/ng\/mL/);
    expect(r.result.clinicianResponse).not.toMatch(/below 12 ng\/mL/);
  });

  it("keeps ng/mL beside a result reported in ng/mL", () => {
    const c = load("01-tiredness-screen");
    const vitd = labs(c).find((l) => /vitamin d/i.test(l.name));
    if (vitd === undefined) throw new Error("fixture has no vitamin D");
    Object.assign(vitd, { value: "15", unit: "ng/mL", referenceRange: "20-70" });
    const f = find(run(c), "vitamin-d-deficiency");
    expect(f?.nextSteps.join(" ")).toMatch(/particularly below 12 ng\/mL or with bone disease/);
  });
});

describe("one 'do not stop' warning per point (case 15)", () => {
  const sodiumBullet = (text: string) => text.split("\n").find((l) => l.startsWith("- Your sodium is low.")) ?? "";

  it("drops the SSRI's stock warning when the thiazide's already covers any medicine", () => {
    const bullet = sodiumBullet(run(load("15-hyponatraemia-sertraline-thiazide")).result.patientResponse);
    expect(bullet.match(/on your own/g)).toHaveLength(1);
    expect(bullet).toMatch(/any other medicine on your own/);
    expect(bullet).toMatch(/such as your sertraline, can lower sodium\./);
  });

  it("keeps the SSRI's warning when it is the only one", () => {
    const c = withMeds(load("15-hyponatraemia-sertraline-thiazide"), (m) => !/bendroflumethiazide/i.test(m.name));
    expect(run(c).result.patientResponse).toMatch(/sertraline, can lower sodium\. Do not stop it on your own/);
  });
});

describe("a high potassium from a haemolysed sample (case 13)", () => {
  it("lists the repeat on a fresh sample among the next steps", () => {
    const r = run(load("13-haemolysed-potassium"));
    const f = r.findings.find((x) => x.code === "lab-high" && /potassium/i.test(x.title));
    expect(f?.nextSteps).toContain("Repeat potassium on a fresh, non-haemolysed sample before acting on this result");
    expect(r.result.clinicianResponse).toMatch(
      /## Suggested next steps[\s\S]*Repeat potassium on a fresh, non-haemolysed/,
    );
  });

  it("adds no such step without a sample problem", () => {
    const c = load("13-haemolysed-potassium");
    for (const l of labs(c)) delete l.notes;
    const f = run(c).findings.find((x) => x.code === "lab-high" && /potassium/i.test(x.title));
    expect(f?.nextSteps.join(" ") ?? "").not.toMatch(/fresh/);
  });
});

describe("SGLT2 inhibitor finding and CKD staging agree on a single raised ACR (case 02)", () => {
  it("waits on a repeat ACR, as the staging finding does", () => {
    const r = run(load("02-diabetes-annual-review"));
    const f = find(r, "sglt2i-opportunity-diabetic-kidney");
    expect(find(r, "ckd-stage")?.clinician).toMatch(/A single result does not establish CKD/);
    expect(f?.title).not.toMatch(/with kidney disease/);
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/Kidney disease is not yet established/);
    expect(f?.nextSteps.join(" ")).toMatch(
      /^Repeat urine ACR .*if chronic kidney disease is confirmed, consider an SGLT2/,
    );
    expect(r.result.clinicianResponse).not.toMatch(/Diabetes with kidney disease and no SGLT2/);
  });

  it("recommends it outright once the raised ACR has lasted more than 3 months", () => {
    const c = load("02-diabetes-annual-review");
    const acr = labs(c).find((l) => /albumin:creatinine/i.test(l.name));
    if (acr === undefined) throw new Error("fixture has no ACR");
    labs(c).push({ ...acr, value: "3.9", date: "2026-05-12" });
    const r = run(c);
    const f = find(r, "sglt2i-opportunity-diabetic-kidney");
    expect(find(r, "ckd-stage")?.clinician).toMatch(/meets the KDIGO definition of CKD/);
    expect(f?.title).toBe("Diabetes with kidney disease and no SGLT2 inhibitor");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps).toEqual(["Consider an SGLT2 inhibitor if eGFR ≥20 and no contraindication"]);
  });
});
