import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, reviewFolder, runReviewCase, type ReviewRun } from "../testing/review-case.ts";

/** Review 23, coherence-23: findings that repeated or contradicted one another. */
const { load, run } = reviewFolder(new URL("./fixtures/coherence-23-review23/", import.meta.url));

const steps = (r: ReviewRun, code: string): string[] => finding(r, code)?.nextSteps ?? [];

describe("coherence-23: one withhold line for the triple whammy during an acute kidney injury", () => {
  it("01: the high potassium finding leaves the withhold step to the creatinine-rise finding", () => {
    const r = run("01-triple-whammy-aki-vomiting");
    expect(steps(r, "aki-creatinine-rise").join(" ")).toMatch(/^.*Withhold Ramipril.*Furosemide/i);
    expect(steps(r, "raas-hyperkalaemia").some((s) => /withhold|stop/i.test(s))).toBe(false);
    expect(steps(r, "raas-hyperkalaemia").join(" ")).toMatch(/Repeat potassium and creatinine/);
    const all = r.findings.flatMap((f) => f.nextSteps);
    expect(all.filter((s) => /^Withhold\b/.test(s))).toHaveLength(1);
  });

  it("01 without the vomiting: the creatinine-rise finding only reviews them, so the potassium finding withholds them", () => {
    const c = load("01-triple-whammy-aki-vomiting");
    c.data.additionalContext = "Seen for review. Taking ibuprofen for knee pain.";
    const r = runReviewCase(c);
    expect(steps(r, "raas-hyperkalaemia").join(" ")).toMatch(/Withhold Ramipril/i);
  });
});

describe("coherence-23: low B12 on metformin and a PPI", () => {
  it("02: one replace step, and no 'check for anaemia' or 'neuropathy' the record or the feet step already answers", () => {
    const r = run("02-b12-low-metformin-ppi-tingling");
    expect(steps(r, "metformin-b12-low")).toContain("Replace B12");
    expect(steps(r, "ppi-b12-low")).toEqual(["Review the ongoing need for the acid suppression"]);
    const all = r.findings.flatMap((f) => f.nextSteps);
    expect(all.filter((s) => /^Replace B12/.test(s))).toHaveLength(1);
  });

  it("02 without a haemoglobin or the tingling: still asks to check for neuropathy or anaemia", () => {
    const c = load("02-b12-low-metformin-ppi-tingling");
    c.labResults = c.labResults.filter((l: { name: string }) => l.name === "Vitamin B12");
    c.patientContext.clinicalNotes = "On metformin for 12 years and lansoprazole for 8.";
    const r = runReviewCase(c);
    expect(steps(r, "metformin-b12-low")).toContain("Replace B12 and check for neuropathy or anaemia");
  });

  it("02 without metformin: the PPI finding keeps its own replace step", () => {
    const c = load("02-b12-low-metformin-ppi-tingling");
    c.patientContext.medications = c.patientContext.medications.filter((m: { name: string }) => m.name !== "Metformin");
    const r = runReviewCase(c);
    expect(steps(r, "ppi-b12-low")).toContain("Replace B12 and review the ongoing need for the acid suppression");
  });
});

describe("coherence-23: loose stools on lithium", () => {
  it("03: read as possible lithium toxicity, not a sick day that pauses and restarts ramipril", () => {
    const r = run("03-lithium-loose-stools-ramipril");
    expect(codes(r)).toContain("lithium-level-high");
    expect(codes(r)).not.toContain("sick-day-medicines");
  });

  it("03 with metformin too: sick-day advice for metformin only, pointing to the lithium finding", () => {
    const c = load("03-lithium-loose-stools-ramipril");
    c.patientContext.medications.push({ name: "Metformin", dosage: "500 mg", frequency: "twice daily" });
    const f = finding(runReviewCase(c), "sick-day-medicines");
    expect(f?.clinician).toMatch(/may itself be lithium toxicity/);
    expect(f?.clinician).not.toMatch(/Ramipril \(/i);
    expect(f?.evidenceIds).toContain("fda-lithium-label");
  });

  it("03 without lithium: an ordinary sick day for ramipril", () => {
    const c = load("03-lithium-loose-stools-ramipril");
    c.patientContext.medications = c.patientContext.medications.filter((m: { name: string }) => m.name === "Ramipril");
    const f = finding(runReviewCase(c), "sick-day-medicines");
    expect(f?.clinician).toMatch(/ramipril \(acute kidney injury/);
    expect(f?.clinician).not.toMatch(/lithium/i);
  });
});

describe("coherence-23: methotrexate named once", () => {
  it("04: the macrocytosis line names methotrexate once", () => {
    const line = finding(run("04-methotrexate-macrocytosis"), "macrocytosis")?.clinician ?? "";
    expect(line).toMatch(/On methotrexate, a folate antagonist that commonly raises the MCV/i);
    expect(line.match(/methotrexate/gi)).toHaveLength(1);
  });

  it("04 under a brand name: the drug is still named", () => {
    const c = load("04-methotrexate-macrocytosis");
    c.patientContext.medications[0].name = "Metoject";
    const line = finding(runReviewCase(c), "macrocytosis")?.clinician ?? "";
    expect(line).toMatch(/On Metoject \(methotrexate\), a folate antagonist/);
  });
});

describe("coherence-23: rivaroxaban with atrial fibrillation recorded", () => {
  it("05: does not ask to confirm an indication the record gives", () => {
    const r = run("05-rivaroxaban-af-low-crcl");
    const s = steps(r, "doac-crcl-rivaroxaban");
    expect(s).toHaveLength(1);
    expect(s.join(" ")).not.toMatch(/Confirm the indication/);
    expect(clinicianText(r)).not.toMatch(/Confirm the indication/);
  });

  it("05 with no indication recorded: asks to confirm it", () => {
    const c = load("05-rivaroxaban-af-low-crcl");
    // A clearance below 15 mL/min is judged whatever the indication.
    c.patientContext.conditions = [{ name: "Chronic kidney disease stage 4", status: "active" }];
    c.labResults[0].value = "320";
    const r = runReviewCase(c);
    expect(finding(r, "doac-crcl-rivaroxaban")?.nextSteps.join(" ") ?? "").toMatch(/Confirm the indication/);
  });
});
