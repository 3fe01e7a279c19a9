import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

/** Review 16, acute panels left over: the same ED and ward panels, read again after the fixes (synthetic records). */
const CASES = new URL("./fixtures/acute-panels-review16/", import.meta.url);
const runCase = (name: string) => runReviewCase(loadReviewCase(CASES, name));
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);
const lab = (r: { findings: readonly Finding[] }, code: string, title: string) =>
  r.findings.find((f) => f.code === code && f.title.startsWith(title));
const allText = (r: { findings: readonly Finding[] }) =>
  r.findings.map((f) => `${f.clinician}\n${f.patient}\n${f.nextSteps.join("\n")}`).join("\n");

describe("HHS on gliclazide (case 01)", () => {
  const r = runCase("01-hhs-older-t2dm");

  it("withholds the sulfonylurea in the crisis instead of reviewing its dose for kidney disease", () => {
    const crisis = find(r, "hyperglycaemic-crisis");
    expect(crisis?.nextSteps).toContain(
      "Withhold gliclazide during the crisis; restart only once eating and drinking normally, at a dose set for kidney function once creatinine is stable",
    );
    expect(crisis?.evidenceIds).toContain("dchft-type2-sglt2i-sick-day-rules");
    expect(crisis?.patient).toMatch(/you take metformin and gliclazide: these are usually paused/);
    expect(find(r, "sulfonylurea-ckd")).toBeUndefined();
    expect(allText(r)).not.toMatch(/Review the sulfonylurea dose/);
  });

  it("the ketone line points to the HHS finding and does not raise DKA", () => {
    const ketones = lab(r, "lab-high", "Beta-hydroxybutyrate");
    expect(ketones?.clinician).toMatch(/Read with the diabetic emergency finding/);
    expect(`${ketones?.clinician} ${ketones?.patient}`).not.toMatch(/ketoacidosis/);
  });
});

describe("sepsis with a low white cell count (case 05)", () => {
  const r = runCase("05-sepsis-pneumonia-lactate");

  it("reads the low count as severity inside the sepsis finding, with no myeloma work-up", () => {
    const sepsis = find(r, "sepsis-high-risk-adult");
    expect(sepsis?.clinician).toMatch(/White cell count 2\.6 .* is low: .* adds to the severity/);
    expect(sepsis?.evidenceIds).toContain("belok-2021-leukopenia-sepsis");
    expect(allText(r)).not.toMatch(/myeloma/);
  });

  it("does not call the low neutrophil count harmless", () => {
    const anc = lab(r, "lab-low", "Neutrophils");
    expect(anc?.clinician).toMatch(/Read with the possible sepsis finding/);
    expect(`${anc?.clinician} ${anc?.patient}`).not.toMatch(/harmless|does not usually raise the risk/);
  });
});

describe("critical calcium beside a suppressed PTH (case 06)", () => {
  const r = runCase("06-hypercalcaemia-lung-cancer");

  it("the critical calcium line defers to the high calcium finding, not to the parathyroid", () => {
    const line = lab(r, "lab-critical", "Critical Calcium");
    expect(line?.clinician).toMatch(/Read with the high calcium finding/);
    expect(`${line?.clinician} ${line?.patient}`).not.toMatch(/overactive parathyroid/);
  });

  it("a high calcium with a PTH in range keeps the usual reading", () => {
    const c = loadReviewCase(CASES, "06-hypercalcaemia-lung-cancer");
    c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "PTH");
    const line = lab(runReviewCase(c), "lab-critical", "Critical Calcium");
    expect(line?.clinician).toMatch(/overactive parathyroid/);
  });
});

describe("paracetamol (cases 08 and 12)", () => {
  it("below the line: says so, no acetylcysteine on the level alone, and a psychosocial assessment", () => {
    const r = runCase("12-paracetamol-4h-below-line");
    const f = find(r, "paracetamol-below-line");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/below the UK treatment line \(100 mg\/L at 4 h\)/);
    expect(f?.clinician).toMatch(/acetylcysteine is not indicated on this level alone/);
    expect(f?.nextSteps[1]).toMatch(
      /^Self-harm: before discharge, a mental health assessment \(psychosocial assessment\)/,
    );
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["mhra-2012-paracetamol-acetylcysteine", "nice-ng225-self-harm"]),
    );
    expect(find(r, "paracetamol-overdose")).toBeUndefined();
    expect(r.findings.filter((x) => x.severity === "critical" || x.severity === "high")).toEqual([]);
    expect(lab(r, "lab-high", "Paracetamol")?.clinician).not.toMatch(/antidote works well/);
  });

  it("below the line without a self-harm context is low, with no mental health step", () => {
    const c = loadReviewCase(CASES, "12-paracetamol-4h-below-line");
    c.patientContext.clinicalNotes =
      "ED: single ingestion 12 x 500 mg paracetamol at 02:30, wt 70 kg, medically well; level at 4 h.";
    const f = find(runReviewCase(c), "paracetamol-below-line");
    expect(f?.severity).toBe("low");
    expect(f?.nextSteps.join("\n")).not.toMatch(/Self-harm/);
  });

  it("above the line after an argument: acetylcysteine now and the psychosocial assessment", () => {
    const r = runCase("08-paracetamol-4h-above-line");
    const f = find(r, "paracetamol-overdose");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps.at(-1)).toMatch(/^Self-harm: before discharge/);
    expect(find(r, "paracetamol-below-line")).toBeUndefined();
  });
});

describe("already in hospital (cases 03, 11 and 13), and not (case 14)", () => {
  it("pancreatitis on AMU day 2 is not sent to hospital", () => {
    const f = find(runCase("03-pancreatitis-48h"), "acute-pancreatitis");
    expect(f?.nextSteps[0]).toBe(
      'Already in hospital ("amu day 2" in the notes): continue inpatient care for acute pancreatitis',
    );
    expect(f?.patient).toMatch(/where you are already being looked after/);
    expect(`${f?.patient} ${f?.nextSteps.join(" ")}`).not.toMatch(/go to the emergency department|hospital admission/);
  });

  it("pancreatitis in the emergency department is still sent for admission", () => {
    const c = loadReviewCase(CASES, "03-pancreatitis-48h");
    c.patientContext.clinicalNotes =
      "ED: epigastric pain radiating to back since this morning, vomiting. Alcohol minimal.";
    const f = find(runReviewCase(c), "acute-pancreatitis");
    expect(f?.nextSteps[0]).toBe("Emergency assessment and hospital admission for acute pancreatitis");
  });

  it.each(["11-sepsis-recovering-day2", "13-ward-day3-cellulitis-settling"])(
    "%s: no outpatient blood pressure line on the ward, and nothing urgent",
    (name) => {
      const r = runCase(name);
      expect(r.findings.filter((f) => f.code.startsWith("bp-"))).toEqual([]);
      expect(r.findings.filter((f) => f.severity === "critical" || f.severity === "high")).toEqual([]);
    },
  );

  it("the same reading outside hospital keeps its blood pressure line", () => {
    const c = loadReviewCase(CASES, "13-ward-day3-cellulitis-settling");
    c.patientContext.clinicalNotes = "L leg cellulitis: erythema receding within marked borders, apyrexial 48 h.";
    expect(find(runReviewCase(c), "bp-elevated")).toBeDefined();
  });

  it("a past inpatient stay is not an admission now (case 14)", () => {
    // Read as a US record (HbA1c in %): a UK one has no "elevated" reading below NICE's 140/90 (review 23, uk-us-23).
    const c = loadReviewCase(CASES, "14-clinic-bp-past-admission");
    const a1c = c.labResults.find((l: { name: string }) => /A1c/.test(l.name));
    Object.assign(a1c, { value: "5.6", unit: "%", referenceRange: "<5.7" });
    const r = runReviewCase(c);
    expect(find(r, "bp-elevated")?.nextSteps).toEqual(["Lifestyle measures; recheck within 3–6 months"]);
  });
});

describe("sepsis on gliclazide with an acute creatinine (case 15)", () => {
  it("withholds the sulfonylurea while unwell rather than reviewing a dose from the acute eGFR", () => {
    // "Eating little" makes it a sick day (review 25): the sick-day finding holds the gliclazide and the dose waits.
    const r = runCase("15-sepsis-uti-gliclazide");
    const f = find(r, "sick-day-medicines");
    expect(f?.clinician).toMatch(/"eating little".*gliclazide \(hypoglycaemia while not eating\)/);
    expect(f?.nextSteps.join(" ")).toMatch(
      /set the dose of gliclazide from that result, not from the one taken while unwell/,
    );
    expect(f?.evidenceIds).toContain("dchft-type2-sglt2i-sick-day-rules");
    expect(find(r, "sulfonylurea-ckd")).toBeUndefined();
  });

  it("without poor intake in the notes, the sulfonylurea finding itself withholds it while unwell", () => {
    const c = loadReviewCase(CASES, "15-sepsis-uti-gliclazide");
    c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace(" Eating little.", "");
    const f = find(runReviewCase(c), "sulfonylurea-ckd");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps).toEqual([
      "Withhold the sulfonylurea while acutely unwell; restart once eating and drinking normally, at a dose set for kidney function once creatinine is stable",
    ]);
    expect(f?.clinician).toMatch(/sick-day guidance stops a sulfonylurea/);
  });
});
