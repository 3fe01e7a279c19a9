import { readFileSync } from "node:fs";
import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import type { Finding, MedicationItem, PatientModel } from "../model.ts";
import { analyzeEhr } from "../pipeline.ts";
import { loadReviewCase } from "../testing/review-case.ts";
import { medicinePlan, withoutSuperseded } from "./medicine-plan.ts";

/**
 * Synthetic, review 14 known gaps 08: a sulfonylurea low, acute kidney injury, a high potassium on
 * ramipril and spironolactone, and naproxen, read by the deep agent.
 */
/** shared/ sits beside the project root (shared/README.md). */
const SAMPLE = new URL("../../../../../shared/samples/ehr-light-cardiometabolic.json", import.meta.url);
const FOLDER = new URL("../rules/fixtures/known-gaps-review14/", import.meta.url);
const run = (mode: "light" | "deep") => {
  const c = loadReviewCase(FOLDER, "08-deep-gliclazide-hypo-aki-spironolactone");
  return analyzeEhr(healthDataSchema.parse(c.data), { now: new Date(c._now ?? ""), mode }).result.clinicianResponse;
};
const stepsOf = (text: string) =>
  (text.split("## Suggested next steps and monitoring")[1] ?? "").split("\n## ")[0] ?? "";

describe("advice about one medicine spread across several findings", () => {
  it("drops a step that only reviews a medicine another step withholds or stops", () => {
    const steps = stepsOf(run("light"));
    expect(steps).toMatch(/Withhold Gliclazide 80 mg today/i);
    expect(steps).not.toMatch(/Review the sulfonylurea dose/);
    expect(steps).not.toMatch(/Review Metformin 1 g, Ramipril/i);
    expect(steps).not.toMatch(/^- Hold naproxen 500 mg$/im);
  });

  it("stops the NSAID rather than restarting it with the blood pressure medicines", () => {
    const steps = stepsOf(run("light"));
    expect(steps).toMatch(
      /Withhold ramipril 5 mg and spironolactone 25 mg while acute kidney injury is assessed; restart when .*; stop naproxen 500 mg/,
    );
  });

  it("gives the deep report one plan line per medicine (or per step several medicines share), firmest action first, naming the findings behind it", () => {
    const text = run("deep");
    const plan = (text.split("## Plan by medicine")[1] ?? "").split("\n## ")[0] ?? "";
    const lines = plan.split("\n").filter((l) => l.startsWith("- "));
    expect(lines[0]).toMatch(/^- \*\*Naproxen 500 mg\*\* \(stop\): Stop Naproxen 500 mg\. From: /i);
    expect(plan).toMatch(
      /\*\*Gliclazide 80 mg\*\* \(withhold\): Withhold gliclazide 80 mg today .*From: Low glucose on insulin or a sulfonylurea; Sulfonylurea with reduced kidney function\./,
    );
    expect(plan).toMatch(
      /\*\*Ramipril 5 mg, spironolactone 25 mg\*\* \(withhold\): Withhold ramipril 5 mg and spironolactone 25 mg .*; restart when kidney function and fluid status are stable\./,
    );
    // One step shared by two medicines is printed once, not once per medicine.
    expect(plan.match(/Withhold ramipril 5 mg and spironolactone 25 mg/g)).toHaveLength(1);
    expect(lines.filter((l) => l.includes("**Gliclazide 80 mg**"))).toHaveLength(1);
    // The per-problem "Further steps" do not bring the dropped review steps back.
    expect(text).not.toMatch(/Review the sulfonylurea dose/);
  });

  it("keeps KDIGO's last-resort step: lowering a potassium is not an action on the ACE inhibitor it names", () => {
    const c = JSON.parse(readFileSync(SAMPLE, "utf8"));
    const text = analyzeEhr(healthDataSchema.parse(c.data), { now: new Date("2026-11-20T12:00:00Z") }).result
      .clinicianResponse;
    expect(stepsOf(text)).toMatch(/Lower potassium while keeping the ACE inhibitor\/ARB where possible/);
    expect(stepsOf(text)).toMatch(/Reduce or stop the ACE inhibitor\/ARB only if potassium stays high/);
  });
});

/** Synthetic medicines and findings: only the fields the plan reads. */
const med = (ref: string, name: string, drugs: string[], classes: string[] = []): MedicationItem => ({
  ref,
  index: 0,
  name,
  status: "active",
  active: true,
  classes,
  drugs,
});
const MEDS = [
  med("m1", "Alendronic acid 70 mg", ["alendronic acid"], ["alendronate"]),
  med("m2", "Spironolactone 25 mg", ["spironolactone"], ["mra"]),
  med("m3", "Sitagliptin 100 mg", ["sitagliptin"]),
  med("m4", "Clopidogrel 75 mg", ["clopidogrel"]),
  med("m5", "Omeprazole 20 mg", ["omeprazole"]),
  med("m6", "Ramipril 5 mg", ["ramipril"], ["ace-inhibitor"]),
];
const model = { medications: MEDS } as unknown as PatientModel;
const finding = (title: string, ...nextSteps: string[]) => ({ title, nextSteps }) as unknown as Finding;
const lineFor = (plan: ReturnType<typeof medicinePlan>, name: string) => plan.find((p) => p.medicine === name);

describe("a step that opens with its condition (review 15, plan-parse-c)", () => {
  it("reads the action after a leading condition, so the step reaches the medicine's plan", () => {
    const plan = medicinePlan(model, [
      finding("Alendronate and kidney function", "Below 35 mL/min, stop alendronate"),
      finding("Heart failure", "If potassium stays above 6.0, stop spironolactone"),
      finding("Hyperkalaemia", "Repeat potassium; if potassium stays above 6.0, stop spironolactone"),
      finding("DPP-4 dose", "When eGFR falls below 30, reduce sitagliptin to 25 mg once daily"),
    ]);
    expect(lineFor(plan, "Alendronic acid 70 mg")).toMatchObject({
      action: "stop",
      conditional: true,
      step: "Below 35 mL/min, stop alendronate",
    });
    expect(lineFor(plan, "Spironolactone 25 mg")).toMatchObject({
      action: "stop",
      conditional: true,
      step: "If potassium stays above 6.0, stop spironolactone",
      because: ["Heart failure", "Hyperkalaemia"],
    });
    expect(lineFor(plan, "Sitagliptin 100 mg")).toMatchObject({ action: "reduce", conditional: true });
  });

  it("keeps the action taken now first, and adds a firmer action under a condition after it", () => {
    const plan = medicinePlan(model, [
      finding("High potassium", "Withhold spironolactone today; restart when potassium is below 5.0"),
      finding("Heart failure", "If potassium stays above 6.0, stop spironolactone"),
      finding("Low sodium", "Review spironolactone"),
    ]);
    expect(lineFor(plan, "Spironolactone 25 mg")).toMatchObject({
      action: "withhold",
      conditional: false,
      step: "Withhold spironolactone today; restart when potassium is below 5.0; if potassium stays above 6.0, stop spironolactone",
    });
    // A conditional action no firmer than the one taken now adds nothing.
    const milder = medicinePlan(model, [
      finding("High potassium", "Stop spironolactone"),
      finding("Heart failure", "If potassium stays high, withhold spironolactone"),
    ]);
    expect(lineFor(milder, "Spironolactone 25 mg")?.step).toBe("Stop spironolactone");
  });

  it("leaves out 'only if' fallbacks and medicines named only in the condition", () => {
    const plan = medicinePlan(model, [
      finding("A", "While clopidogrel continues, replace omeprazole with another PPI"),
      finding("B", "If on ramipril, review potassium and creatinine in 1–2 weeks"),
      finding("C", "Reduce or stop the ACE inhibitor only if potassium stays high"),
      finding("D", "If clopidogrel is needed, review omeprazole"),
      finding("E", "Review omeprazole with the gastroenterologist"),
    ]);
    expect(lineFor(plan, "Clopidogrel 75 mg")).toBeUndefined();
    expect(lineFor(plan, "Ramipril 5 mg")).toBeUndefined();
    expect(lineFor(plan, "Omeprazole 20 mg")).toMatchObject({ action: "review", because: ["D", "E"] });
  });

  it("does not let an action under a condition make another step redundant", () => {
    const steps = ["If potassium stays above 6.0, stop spironolactone", "Review spironolactone"];
    expect(withoutSuperseded(model, steps)).toEqual(steps);
    // An action taken now still does.
    expect(withoutSuperseded(model, ["Stop spironolactone", "Review spironolactone"])).toEqual(["Stop spironolactone"]);
  });

  it("neuro review 14 case 03: the low potassium's 'with the sodium low too, stop indapamide' joins the low sodium's stop", () => {
    const c = loadReviewCase(
      new URL("../rules/fixtures/neuro-review14/", import.meta.url),
      "03-delirium-hyponatraemia-ssri-thiazide",
    );
    const text = analyzeEhr(healthDataSchema.parse(c.data), { now: new Date(c._now ?? ""), mode: "deep" }).result
      .clinicianResponse;
    const plan = (text.split("## Plan by medicine")[1] ?? "").split("\n## ")[0] ?? "";
    expect(plan).toMatch(
      /- \*\*Indapamide 2\.5 mg\*\* \(stop\): Stop indapamide 2\.5 mg .*From: Low sodium on a diuretic; Low potassium on a diuretic\./,
    );
  });
});
