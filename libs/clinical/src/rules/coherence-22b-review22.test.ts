import { describe, expect, it } from "vitest";
import { withMergedSteps } from "../compose/merged-steps.ts";
import { clinicianText, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/coherence-22b-review22/", import.meta.url));

/** The text of a "## heading" section, up to the next heading. */
const section = (text: string, heading: string): string =>
  (text.split(`## ${heading}\n`)[1] ?? "").split("\n## ")[0] ?? "";
const steps = (text: string): string[] =>
  section(text, "Suggested next steps and monitoring")
    .split("\n")
    .filter((l) => l.startsWith("- "));

describe("coherence-22b: a moderate potassium says one thing (UK Kidney Association grades)", () => {
  it("01: K 6.3 flagged critical by the laboratory is graded moderate, with the lab's flag kept and reviewed today", () => {
    const r = run("01-potassium-6-3-lab-critical-flag-uk");
    const p = patientText(r);
    const c = clinicianText(r);
    expect(finding(r, "hyperkalaemia")?.clinician).toMatch(/moderate hyperkalaemia/);
    // A UK record's patient text says A&E for the emergency department (review 32, country-32).
    expect(p).not.toMatch(/Please act on this now|go to an emergency department|go to A&E/);
    expect(p).toMatch(/laboratory marked it for prompt attention/);
    expect(c).not.toMatch(/Critical findings/);
    expect(c).not.toMatch(/do not let a repeat test delay treatment/);
    expect(c).toMatch(/flagged critical by the laboratory/);
    expect(c).toMatch(/Review the Potassium flagged critical by the laboratory today/);
    // The record reads as neither country, so without NHS Highland's "via secondary care" (review 32, hyperk-32).
    expect(c).toMatch(/Repeat potassium urgently, within 1 working day.* with an ECG/);
  });

  it("02: K 6.7 stays a hyperkalaemia emergency and the generic critical line points to it", () => {
    const r = run("02-potassium-6-7-severe-stays-emergency-uk");
    expect(finding(r, "hyperkalaemia")?.severity).toBe("critical");
    expect(patientText(r)).toMatch(/go to the emergency department now/);
    const c = clinicianText(r);
    expect(c).toMatch(/Critical findings — act now/);
    expect(c).toMatch(/Treat as a hyperkalaemia emergency now/);
    expect(c).not.toMatch(/Act on the critical Potassium now/);
  });

  it("03: K 6.2 (US units) with no flag of concern: no emergency box, one same-day plan", () => {
    const r = run("03-potassium-6-2-well-no-meds-us");
    const p = patientText(r);
    expect(p).not.toMatch(/Please act on this now|emergency department/);
    expect(p).toMatch(/contact your doctor today/);
    // The hyperkalaemia finding owns the potassium; the critical line is folded into it (review 30, engine-30).
    expect(r.findings.find((f) => f.code === "lab-critical")).toBeUndefined();
    expect(r.findings.find((f) => f.code === "hyperkalaemia")?.severity).toBe("high");
    expect(clinicianText(r)).not.toMatch(/Act on the critical Potassium now/);
  });
});

describe("coherence-22b: repeated and near-duplicate next steps merge", () => {
  it("04: a critical haemoglobin and haematocrit give one 'act now' step naming both", () => {
    const r = run("04-haemoglobin-haematocrit-critical-pair-uk");
    const act = steps(clinicianText(r)).filter((s) => s.includes("Act on the critical"));
    expect(act).toHaveLength(1);
    expect(act[0]).toMatch(/Haemoglobin and Haematocrit now: confirm the results/);
  });

  it("05: a critical ALT and AST give one 'act now' step, and the liver questions are asked once", () => {
    const r = run("05-alt-ast-critical-pair-us");
    const list = steps(clinicianText(r));
    expect(list.filter((s) => s.includes("Act on the critical"))).toHaveLength(1);
    expect(list.join("\n")).toMatch(/\(ALT\) and Aspartate aminotransferase \(AST\) now/);
    expect(list.filter((s) => /ask about .*alcohol|alcohol.*ask about/i.test(s))).toHaveLength(1);
    expect(list.join("\n")).toMatch(/Ask about paracetamol and other medicines, alcohol/);
    // Steps that differ in substance stay: hepatitis E in one, hepatitis C in the other.
    expect(list.join("\n")).toMatch(/test for hepatitis A, B and E/);
    expect(list.join("\n")).toMatch(/Test for viral hepatitis \(A, B and C\)/);
  });

  it("08: osteoporosis with low vitamin D gives one vitamin D replacement step", () => {
    const r = run("08-osteoporosis-vitamin-d-one-step-uk");
    const list = steps(clinicianText(r));
    expect(list.filter((s) => /vitamin D (?:first|replacement)/.test(s))).toHaveLength(1);
    expect(list.join("\n")).toMatch(/Correct vitamin D first .* loading regimen/);
  });

  it("12: 'review alcohol intake' is left out beside the step that asks about alcohol; the ultrasound stays", () => {
    const r = run("12-alcohol-review-covered-by-ask-us");
    const list = steps(clinicianText(r));
    expect(list.join("\n")).not.toMatch(/review alcohol intake/i);
    expect(list.filter((s) => /alcohol/i.test(s))).toHaveLength(1);
    expect(list).toContain("- Liver ultrasound");
  });

  it("keeps steps that differ in substance and a single critical step as written", () => {
    const single =
      "Act on the critical Potassium now: confirm the result and treat as clinically indicated; do not let a repeat test delay treatment";
    expect(withMergedSteps([single, "Review alcohol intake (ultrasound already in the record)"])).toEqual([
      single,
      "Review alcohol intake (ultrasound already in the record)",
    ]);
    // With nothing that asks about alcohol, the plain review stays.
    expect(withMergedSteps(["Liver ultrasound; review alcohol intake"])).toEqual([
      "Liver ultrasound; review alcohol intake",
    ]);
  });
});

describe("coherence-22b: information points that ask for no test are not 'tests to keep up with'", () => {
  it("06: a high B12 on injections sits under its own heading, not under tests", () => {
    const p = patientText(run("06-b12-high-on-injections-other-points-uk"));
    expect(p).not.toMatch(/## Tests to keep up with/);
    expect(section(p, "Other points about your results")).toMatch(/nothing needs to be done/);
  });

  it("07 (quiet control): the metformin B12 test and the diabetes kidney tests stay under tests", () => {
    const p = patientText(run("07-metformin-b12-test-stays-monitoring-uk"));
    const tests = section(p, "Tests to keep up with");
    expect(tests).toMatch(/B12 blood test now and then/);
    expect(tests).toMatch(/yearly urine test/);
    expect(p).not.toMatch(/## Other points about your results/);
  });
});

describe("coherence-22b: a child's adult-equation eGFR and a height on file", () => {
  it("09: the note names the bedside Schwartz estimate instead of asking for the height", () => {
    const r = run("09-child-egfr-height-on-file-schwartz");
    const note = r.findings.find((f) => f.code === "lab-not-comparable" && /eGFR/.test(f.title));
    expect(note?.clinician).toMatch(/bedside Schwartz estimate .* is 107 mL\/min\/1\.73 m²/);
    expect(note?.clinician).not.toMatch(/needs the child's height/);
    expect(note?.nextSteps.join(" ")).toMatch(/Use the bedside Schwartz estimate \(107/);
    expect(codes(r)).not.toContain("child-egfr-schwartz-low");
  });

  it("10 (control): with no height, the note still asks for a paediatric estimate with the height", () => {
    const r = run("10-child-egfr-no-height-still-asks");
    const note = r.findings.find((f) => f.code === "lab-not-comparable" && /eGFR/.test(f.title));
    expect(note?.clinician).toMatch(/which needs the child's height/);
    expect(note?.clinician).not.toMatch(/Schwartz/);
  });
});

describe("coherence-22b: a free-to-total PSA line beside the finding that reads it", () => {
  it("11: the bare '% Free is lower' line points to the raised PSA finding", () => {
    const r = run("11-psa-free-ratio-pointed-us");
    expect(finding(r, "psa-elevated")?.clinician).toMatch(/free-to-total PSA ratio is 14%/);
    const line = r.findings.find((f) => f.code === "lab-low" && /% Free/.test(f.clinician));
    expect(line?.clinician).toMatch(/Read with the raised PSA finding/);
    expect(line?.patient).toMatch(
      /explained in the point of this report that begins "Your PSA \(a prostate test\) is raised"/,
    );
    expect(patientText(r)).not.toMatch(/% Free is lower than the usual range\.\s*$/m);
  });
});
