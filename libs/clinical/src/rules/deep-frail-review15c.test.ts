import { describe, expect, it } from "vitest";
import { healthDataSchema } from "@hds/contracts";
import { analyzeEhr } from "../pipeline.ts";
import { loadReviewCase, type ReviewCase } from "../testing/review-case.ts";

/**
 * Review 15 (dpp4-c), deep case 06: dizziness on standing read as fluid loss in the potassium finding
 * although doxazosin, tamsulosin and amlodipine are listed and no fluid loss is recorded.
 */
const CASES = new URL("./fixtures/deep-multimorbid-review15/", import.meta.url);
const FRAIL = "06-frail-sulfonylurea-hypoglycaemia";
type Med = { medication: string; status?: string; frequency?: string };

const load = () => loadReviewCase(CASES, FRAIL);
const potassium = (c: ReviewCase) =>
  analyzeEhr(healthDataSchema.parse(c.data), {
    now: new Date(c._now ?? "2026-11-20T12:00:00Z"),
    mode: "deep",
  }).findings.find((f) => f.code === "raas-hyperkalaemia");

describe("dizziness on standing with blood-pressure-lowering medicines (case 06)", () => {
  it("names the medicines as a possible cause and does not assume fluid loss", () => {
    const f = potassium(load());
    expect(f?.clinician).toMatch(
      /no fluid loss is recorded, and the blood-pressure-lowering medicines amlodipine 10 mg, doxazosin 4 mg and tamsulosin 400 micrograms can cause a fall in pressure on standing/i,
    );
    expect(f?.clinician).not.toMatch(/possible volume depletion/);
    expect(f?.patient).toMatch(/dizzy when you stand up, which your blood pressure medicines can cause/);
    expect(f?.patient).not.toMatch(/low on fluids/);
    expect(f?.nextSteps.join(" ")).toMatch(/Check sitting and standing blood pressure and fluid status/);
  });

  it("keeps the volume-depletion wording when the notes record a fluid loss", () => {
    const c = load();
    c.data.additionalContext += " Vomiting for two days.";
    const f = potassium(c);
    expect(f?.clinician).toMatch(/possible volume depletion; no acute creatinine rise is recorded/);
    expect(f?.clinician).not.toMatch(/no fluid loss is recorded/);
    expect(f?.patient).toMatch(/you may be low on fluids/);
  });

  it("keeps the volume-depletion wording without blood-pressure-lowering medicines", () => {
    const c = load();
    c.data.medications = (c.data.medications as Med[]).filter(
      (m) => !/amlodipine|doxazosin|tamsulosin/i.test(m.medication),
    );
    const f = potassium(c);
    expect(f?.clinician).toMatch(/possible volume depletion; no acute creatinine rise is recorded/);
    expect(f?.patient).toMatch(/you may be low on fluids/);
  });

  it("names tamsulosin alone, which the wider blood-pressure class leaves out", () => {
    const c = load();
    c.data.medications = (c.data.medications as Med[]).filter((m) => !/amlodipine|doxazosin/i.test(m.medication));
    expect(potassium(c)?.clinician).toMatch(/blood-pressure-lowering medicines tamsulosin 400 micrograms can cause/);
  });
});

describe("linagliptin at a low eGFR (case 06 variant)", () => {
  it("flags no dose problem: linagliptin has no kidney dose step", () => {
    const c = load();
    for (const m of c.data.medications as Med[])
      if (/sitagliptin/i.test(m.medication)) m.medication = "Linagliptin 5 mg";
    const r = analyzeEhr(healthDataSchema.parse(c.data), {
      now: new Date(c._now ?? "2026-11-20T12:00:00Z"),
      mode: "deep",
    });
    expect(r.findings.find((f) => f.code === "sitagliptin-kidney-dose")).toBeUndefined();
    expect(r.findings.filter((f) => /linagliptin/i.test(f.clinician))).toEqual([]);
    expect(r.result.clinicianResponse).not.toMatch(/\*\*Linagliptin 5 mg\*\* \((?:reduce|stop)\)/);
  });
});
