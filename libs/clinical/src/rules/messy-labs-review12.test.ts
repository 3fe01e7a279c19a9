import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 12 (messy lab exports), kept with the test (synthetic records, no real patient). */
const CASES = new URL("./fixtures/messy-labs-review12/", import.meta.url);

const runCase = (name: string) => runReviewCase(loadReviewCase(CASES, name));
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

describe("acute liver injury with coagulopathy after paracetamol (review 12, messy labs 11)", () => {
  it("ALT 1450, AST 1120 and INR 2.4 after paracetamol are a critical acute liver injury, with acetylcysteine advice", () => {
    for (const name of ["11-liver-iu-sgpt", "11b-liver-plain-names"]) {
      const r = runCase(name);
      const f = find(r, "acute-liver-injury");
      expect(f?.severity).toBe("critical");
      expect(f?.clinician).toMatch(/possible acute liver failure/);
      expect(f?.clinician).toMatch(/bilirubin 68/);
      expect(f?.clinician).toMatch(/paracetamol liver toxicity/);
      expect(f?.nextSteps.join(" ")).toMatch(/paracetamol level now/);
      expect(f?.nextSteps.join(" ")).toMatch(/acetylcysteine/);
      expect(r.result.patientResponse).toMatch(/Go to the emergency department now/);
    }
  });

  it("the raised INR is read as the liver, not warfarin, when no anticoagulant is recorded", () => {
    const r = runCase("11-liver-iu-sgpt");
    expect(r.result.clinicianResponse).not.toMatch(/warfarin/);
    expect(r.result.patientResponse).not.toMatch(/warfarin/);
  });

  it("without paracetamol or a raised INR the injury is high priority, with no acetylcysteine advice", () => {
    const c = loadReviewCase(CASES, "11b-liver-plain-names");
    c.patientContext = { ...c.patientContext, clinicalNotes: "unwell for 3 days" };
    c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "INR");
    const f = find(runReviewCase(c), "acute-liver-injury");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join(" ")).not.toMatch(/acetylcysteine/);
  });

  it("a mild ALT rise is not an acute liver injury", () => {
    const c = loadReviewCase(CASES, "11b-liver-plain-names");
    c.labResults = c.labResults.map((l: { name: string; value: string }) =>
      l.name === "ALT" ? { ...l, value: "120" } : l.name === "AST" ? { ...l, value: "90" } : l,
    );
    expect(find(runReviewCase(c), "acute-liver-injury")).toBeUndefined();
  });
});

describe("analyte name variants (review 12, messy labs 09 and 11)", () => {
  it('"TSH 3rd gen" 0.01 with a high FT4 is read as overt hyperthyroidism', () => {
    const r = runCase("09-ft4-units-thyroid");
    expect(find(r, "overt-hyperthyroidism")).toBeDefined();
    expect(r.result.patientResponse).not.toMatch(/TSH 3rd gen/);
  });

  it('"Bili" is read as total bilirubin', () => {
    const r = runCase("11-liver-iu-sgpt");
    expect(r.result.patientResponse).not.toMatch(/\bbili\b/i);
  });
});

describe("a haemolysed high potassium followed by a normal repeat (review 12, messy labs 07, overcall 11)", () => {
  it("leads with the normal repeat: no critical finding, no key-findings row and no repeat-today advice", () => {
    for (const name of ["07-duplicates-same-date", "overcall-11-repeat-normalised-lab"]) {
      const r = runCase(name);
      expect(r.findings.some((f) => f.severity === "critical" || f.code === "lab-critical")).toBe(false);
      expect(r.result.clinicianResponse).not.toMatch(/\| Potassium \| 6\.\d mmol\/L/);
      expect(r.result.clinicianResponse).not.toMatch(/repeat potassium/i);
      expect(r.result.patientResponse).not.toMatch(/repeat blood test today/i);
    }
  });

  it("a haemolysed high potassium with no later result still asks for a repeat today", () => {
    const c = loadReviewCase(CASES, "07-duplicates-same-date");
    c.labResults = c.labResults.filter((l: { value: string }) => l.value !== "4.3");
    expect(runReviewCase(c).result.clinicianResponse).toMatch(/repeat potassium urgently, today/);
  });
});
