import { describe, expect, it } from "vitest";
import { healthDataSchema } from "@hds/contracts";
import { analyzeEhr } from "../pipeline.ts";
import { loadReviewCase } from "../testing/review-case.ts";

/**
 * The DPP-4 kidney dose table (review 15, dpp4-d), through deep case 06 with its sitagliptin swapped
 * for another DPP-4 inhibitor and its eGFR moved, run as the API would.
 */
const CASES = new URL("./fixtures/deep-multimorbid-review15/", import.meta.url);
type Med = { medication: string; frequency?: string };
type Lab = { display: string; value: string };

function run(medication: string, egfr = "24", frequency = "once daily") {
  const c = loadReviewCase(CASES, "06-frail-sulfonylurea-hypoglycaemia");
  for (const m of c.data.medications as Med[])
    if (/sitagliptin/i.test(m.medication)) Object.assign(m, { medication, frequency });
  for (const l of c.data.recentAbnormalLabs as Lab[]) if (l.display === "eGFR") l.value = egfr;
  const trend = c.data.labTrends.find((t: { display: string }) => t.display === "eGFR");
  trend.values[trend.values.length - 1].value = egfr;
  return analyzeEhr(healthDataSchema.parse(c.data), { now: new Date(c._now ?? "2026-11-20T12:00:00Z"), mode: "deep" });
}
const dose = (r: ReturnType<typeof run>) => r.findings.filter((f) => /-kidney-dose$/.test(f.code));

describe("alogliptin dose for the kidney function", () => {
  it("asks for 6.25 mg once daily at eGFR 24 on 25 mg", () => {
    const r = run("Alogliptin 25 mg");
    const f = r.findings.find((x) => x.code === "alogliptin-kidney-dose");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/Alogliptin 25 mg \(25 mg a day\) with eGFR 24/);
    expect(f?.clinician).toMatch(/6\.25 mg once daily at eGFR below 30/);
    expect(f?.nextSteps[0]).toMatch(
      /^Reduce alogliptin 25 mg to 6\.25 mg once daily \(the formulary dose at eGFR below 30\)/,
    );
    expect(f?.evidenceIds).toEqual(["hscni-niformulary-dpp4"]);
    expect(r.result.clinicianResponse).toMatch(/\*\*Alogliptin 25 mg\*\* \(reduce\)/);
  });

  it("asks for 12.5 mg at eGFR 30–50", () => {
    const f = dose(run("Alogliptin 25 mg", "42"));
    expect(f.map((x) => x.code)).toEqual(["alogliptin-kidney-dose"]);
    expect(f[0]?.nextSteps[0]).toMatch(/to 12\.5 mg once daily \(the formulary dose at eGFR 30–50\)/);
    expect(dose(run("Alogliptin 25 mg", "50"))).toHaveLength(1);
  });

  it("stays silent at the band's dose, and above eGFR 50", () => {
    expect(dose(run("Alogliptin 6.25 mg", "24"))).toEqual([]);
    expect(dose(run("Alogliptin 12.5 mg", "42"))).toEqual([]);
    expect(dose(run("Alogliptin 25 mg", "55"))).toEqual([]);
  });

  it("leaves alogliptin with metformin in one tablet to the metformin rules", () => {
    expect(dose(run("Alogliptin/metformin 12.5 mg/1000 mg", "42", "twice daily"))).toEqual([]);
  });
});

describe("linagliptin, with no kidney dose step, stays silent", () => {
  it("linagliptin 5 mg at eGFR 24", () => {
    const r = run("Linagliptin 5 mg");
    expect(dose(r)).toEqual([]);
    expect(r.result.clinicianResponse).not.toMatch(/\*\*Linagliptin 5 mg\*\* \((?:reduce|stop)\)/);
  });
});

// Review 22 (medicines-22): saxagliptin and vildagliptin now have rows, from the EU Onglyza SmPC and
// the Galvus prescribing information; before, a 5 mg saxagliptin at eGFR 24 went unflagged.
describe("saxagliptin and vildagliptin doses for the kidney function", () => {
  it("asks for saxagliptin 2.5 mg below eGFR 45, and is silent at 2.5 mg or at eGFR 45", () => {
    expect(dose(run("Saxagliptin 5 mg")).map((f) => f.code)).toEqual(["saxagliptin-kidney-dose"]);
    expect(dose(run("Saxagliptin 2.5 mg"))).toEqual([]);
    expect(dose(run("Saxagliptin 5 mg", "45"))).toEqual([]);
  });

  it("asks for vildagliptin 50 mg once daily below eGFR 50, and is silent once daily or at eGFR 50", () => {
    expect(dose(run("Vildagliptin 50 mg", "24", "twice daily")).map((f) => f.code)).toEqual([
      "vildagliptin-kidney-dose",
    ]);
    expect(dose(run("Vildagliptin 50 mg", "24", "once daily"))).toEqual([]);
    expect(dose(run("Vildagliptin 50 mg", "50", "twice daily"))).toEqual([]);
  });

  it("leaves saxagliptin or vildagliptin with metformin in one tablet to the metformin rules", () => {
    expect(dose(run("Komboglyze 2.5 mg/1000 mg", "40", "twice daily"))).toEqual([]);
    expect(dose(run("Eucreas 50 mg/1000 mg", "40", "twice daily"))).toEqual([]);
  });
});
