import { readFileSync } from "node:fs";
import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { analyzeEhr } from "../pipeline.ts";
import { loadReviewCase } from "../testing/review-case.ts";

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
    expect(steps).toMatch(/Withhold Gliclazide 80 mg today/);
    expect(steps).not.toMatch(/Review the sulfonylurea dose/);
    expect(steps).not.toMatch(/Review Metformin 1 g, Ramipril/);
    expect(steps).not.toMatch(/^- Hold Naproxen 500 mg$/m);
  });

  it("stops the NSAID rather than restarting it with the blood pressure medicines", () => {
    const steps = stepsOf(run("light"));
    expect(steps).toMatch(
      /Withhold Ramipril 5 mg and Spironolactone 25 mg while acute kidney injury is assessed; restart when .*; stop Naproxen 500 mg/,
    );
  });

  it("gives the deep report one plan line per medicine, firmest action first, naming the findings behind it", () => {
    const text = run("deep");
    const plan = (text.split("## Plan by medicine")[1] ?? "").split("\n## ")[0] ?? "";
    const lines = plan.split("\n").filter((l) => l.startsWith("- "));
    expect(lines[0]).toMatch(/^- \*\*Naproxen 500 mg\*\* \(stop\): Stop Naproxen 500 mg\. From: /);
    expect(plan).toMatch(
      /\*\*Gliclazide 80 mg\*\* \(withhold\): Withhold Gliclazide 80 mg today .*From: Low glucose on insulin or a sulfonylurea; Sulfonylurea with reduced kidney function\./,
    );
    expect(plan).toMatch(
      /\*\*Spironolactone 25 mg\*\* \(withhold\): .*; restart when kidney function and fluid status are stable\./,
    );
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
