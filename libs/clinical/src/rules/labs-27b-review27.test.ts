import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/labs-27b-review27/", import.meta.url));

const potassiumHigh = (r: ReturnType<typeof run>) =>
  r.findings.find((f) => f.code === "lab-high" && f.title.startsWith("Potassium"));

describe("a raised result a failed repeat leaves standing (review 27)", () => {
  it("01: a haemolysed potassium of 6.1 stays visible, with its caveat, behind a 'See comment' repeat", () => {
    const r = run("01-quest-hemolyzed-k-then-see-comment");
    const f = potassiumHigh(r);
    expect(f?.clinician).toContain("6.1");
    expect(f?.clinician).toMatch(/repeat on 2026-11-27 could not be tested/);
    expect(f?.clinician).toMatch(/hemoly/);
    expect(f?.severity).toBe("moderate");
    expect(patientText(r)).toMatch(/damaged \(hemolyzed\)/);
    // A caveated value, not a confirmed emergency.
    expect(codes(r)).not.toContain("lab-critical");
    expect(codes(r)).not.toContain("hyperkalaemia");
  });

  it("04: a haemolysis note on the result and 'not reportable' on the repeat read the same way", () => {
    const f = potassiumHigh(run("04-quest-hemolysis-note-see-comment-sodium"));
    expect(f?.clinician).toMatch(/repeat on 2026-11-26 could not be tested/);
    expect(f?.nextSteps.join(" ")).toMatch(/non-haemolysed/);
  });

  it("a normal potassium before the failed repeat adds nothing", () => {
    const c = load("01-quest-hemolyzed-k-then-see-comment");
    Object.assign(c.labResults[1], { value: "4.4", flag: "Normal", notes: "" });
    const r = runReviewCase(c);
    expect(potassiumHigh(r)).toBeUndefined();
    expect(codes(r)).toContain("lab-not-comparable");
  });

  it("a raised potassium more than a week before the failed repeat is not brought forward", () => {
    const c = load("01-quest-hemolyzed-k-then-see-comment");
    c.labResults[1].date = "2026-11-10";
    expect(potassiumHigh(runReviewCase(c))).toBeUndefined();
  });

  it("02: an unhaemolysed 6.1 keeps the hyperkalaemia finding", () => {
    const r = run("02-labcorp-true-potassium-no-haemolysis");
    expect(finding(r, "hyperkalaemia")?.severity).toBe("high");
    expect(clinicianText(r)).not.toMatch(/could not be tested/);
  });
});

describe("the race-coefficient eGFR is a data note, not a second eGFR (review 27)", () => {
  it("03: Quest's 'eGFR AFRICAN AMERICAN' is not judged and says why", () => {
    const r = run("03-quest-race-split-egfr-normal");
    expect(finding(r, "lab-race-egfr")?.clinician).toMatch(/race coefficient/);
    expect(codes(r)).not.toContain("lab-high");
    expect(clinicianText(r)).toMatch(/## Data notes[\s\S]*eGFR AFRICAN AMERICAN 77/);
    expect(clinicianText(r)).not.toMatch(/\| eGFR AFRICAN AMERICAN/);
  });

  it("05: LabCorp's 'eGFR If Africn Am' gets the same note, and the race-free eGFR stages", () => {
    const r = run("05-labcorp-egfr-if-africn-am");
    expect(finding(r, "lab-race-egfr")?.title).toMatch(/^eGFR If Africn Am/);
    expect(finding(r, "ckd-stage")?.clinician).toMatch(/eGFR 41/);
    expect(r.findings.filter((f) => f.code === "lab-low" && /africn/i.test(f.title))).toEqual([]);
  });

  it("a race value with no race-free eGFR beside it gets no race note", () => {
    const c = load("03-quest-race-split-egfr-normal");
    c.labResults.splice(1, 1);
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("lab-race-egfr");
    expect(codes(r)).not.toContain("ckd-stage");
  });
});
