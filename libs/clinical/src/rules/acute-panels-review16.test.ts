import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 16, acute panels: ED and acute medical unit panels sent through lab-results (synthetic records). */
const CASES = new URL("./fixtures/acute-panels-review16/", import.meta.url);
const runCase = (name: string) => runReviewCase(loadReviewCase(CASES, name));
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);
const critical = (r: { findings: readonly Finding[] }) => r.findings.filter((f) => f.severity === "critical");

describe("rhabdomyolysis after a long lie (case 02)", () => {
  const r = runCase("02-rhabdo-long-lie");

  it("is critical with fluids now, and the generic lines for its results point to it", () => {
    expect(find(r, "rhabdomyolysis")?.severity).toBe("critical");
    const dipstick = r.findings.find((f) => f.title.startsWith("Haemoglobin/blood, urine"));
    expect(dipstick?.clinician).toMatch(/Read with the rhabdomyolysis finding/);
    expect(dipstick?.patient).not.toMatch(/infection, stones, menstruation/);
    const calcium = r.findings.find((f) => f.code === "lab-low" && f.title.startsWith("Calcium"));
    expect(calcium?.patient).not.toMatch(/neck surgery/);
    expect(calcium?.patient).toMatch(/part of the muscle breakdown/);
  });

  it("does not ask for a head injury the notes exclude, nor about resting from hard exercise", () => {
    const steps = r.findings.flatMap((f) => f.nextSteps).join("\n");
    expect(steps).toMatch(/Find out why the fall happened and look for injuries$/m);
    expect(steps).not.toMatch(/including a head injury/);
    expect(r.findings.flatMap((f) => f.patientQuestions).join("\n")).not.toMatch(/hard exercise/);
  });
});

describe("rhabdomyolysis settling two days later (case 10): the alarm is not restarted", () => {
  const r = runCase("10-rhabdo-recovering-day2");

  it("has no critical finding and no 'start fluids now' or emergency department text", () => {
    expect(critical(r)).toEqual([]);
    const f = find(r, "rhabdomyolysis");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/It is settling: CK is down from 25400 U\/L \(2026-11-27\)/);
    expect(f?.clinician).toMatch(/Creatinine 124 µmol\/L \(2026-11-29\) is still raised but down from 212 µmol\/L/);
    expect(f?.nextSteps[0]).toMatch(/^Continue fluids/);
    const text = r.findings.map((x) => `${x.patient}\n${x.nextSteps.join("\n")}`).join("\n");
    expect(text).not.toMatch(/emergency department|Start intravenous fluids now|needs urgent attention/);
  });

  it("the CK above the critical limit is graded with the rhabdomyolysis, not as a critical result", () => {
    const ck = find(r, "lab-critical");
    expect(ck?.severity).toBe("moderate");
    expect(ck?.title).toBe("Creatine kinase beyond the critical limit");
    expect(ck?.nextSteps).toEqual([]);
    expect(r.result.patientResponse).not.toMatch(/Please act on this now/);
  });

  it("the first panel alone is still the emergency", () => {
    const c = loadReviewCase(CASES, "10-rhabdo-recovering-day2");
    c.labResults = c.labResults.filter((l: { date: string }) => l.date.startsWith("2026-11-27"));
    c._now = "2026-11-27T12:00:00Z";
    expect(find(runReviewCase(c), "rhabdomyolysis")?.severity).toBe("critical");
  });
});

describe("hypercalcaemia of malignancy (case 06)", () => {
  const f = find(runCase("06-hypercalcaemia-lung-cancer"), "hypercalcaemia");

  it("is critical, stops the thiazide and names the calcium and vitamin D supplement to stop", () => {
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps).toContain(
      "Stop Adcal-D3 (calcium carbonate/colecalciferol) while the calcium is high: calcium and vitamin D supplements add to it",
    );
    expect(f?.nextSteps.join("\n")).toMatch(/Stop Bendroflumethiazide/i);
    expect(f?.nextSteps.join("\n")).not.toMatch(/review [^\n]*(calcium supplements|vitamin D supplements|thiazides)/);
    expect(f?.evidenceIds).toContain("rcem-learning-hypercalcaemia-malignancy");
  });
});

describe("acute panels that were already right stay right", () => {
  it.each([
    ["01-hhs-older-t2dm", "hyperglycaemic-crisis"],
    ["04-ugib-apixaban", "acute-gi-bleed"],
    ["05-sepsis-pneumonia-lactate", "sepsis-high-risk-adult"],
    ["07-hyponatraemia-seizure-ssri", "hyponatraemia"],
    ["08-paracetamol-4h-above-line", "paracetamol-overdose"],
  ])("%s: %s is critical and leads the report", (name, code) => {
    const r = runCase(name);
    expect(find(r, code)?.severity).toBe("critical");
    expect(r.findings[0]?.severity).toBe("critical");
  });

  it("HHS is named as HHS, not DKA, with metformin withheld", () => {
    const f = find(runCase("01-hhs-older-t2dm"), "hyperglycaemic-crisis");
    expect(f?.title).toBe("Hyperosmolar hyperglycaemic state (HHS)");
    expect(f?.nextSteps.join("\n")).toMatch(/Withhold metformin/i);
  });

  it("paracetamol 172 mg/L at 4 h: acetylcysteine now", () => {
    const f = find(runCase("08-paracetamol-4h-above-line"), "paracetamol-overdose");
    expect(f?.nextSteps[0]).toMatch(/^Start intravenous acetylcysteine now/);
  });
});

describe("quiet panels: recovering patients and a level below the line raise no alarm", () => {
  it.each(["09-dka-recovering-day2", "11-sepsis-recovering-day2", "12-paracetamol-4h-below-line"])(
    "%s has no critical or high finding and no emergency text for the patient",
    (name) => {
      const r = runCase(name);
      expect(r.findings.filter((f) => f.severity === "critical" || f.severity === "high")).toEqual([]);
      expect(r.result.patientResponse).not.toMatch(/Please act on this now|emergency department now/);
    },
  );

  it("no DKA, sepsis or paracetamol-overdose finding restarts on the earlier panel", () => {
    expect(find(runCase("09-dka-recovering-day2"), "hyperglycaemic-crisis")).toBeUndefined();
    expect(find(runCase("11-sepsis-recovering-day2"), "sepsis-high-risk-adult")).toBeUndefined();
    expect(find(runCase("12-paracetamol-4h-below-line"), "paracetamol-overdose")).toBeUndefined();
  });
});
