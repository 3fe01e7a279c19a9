import { describe, expect, it } from "vitest";
import { codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/leftovers-21i-review21/", import.meta.url));
const raised = (r: ReturnType<typeof run>) =>
  r.findings.filter((f) => ["critical", "high", "moderate"].includes(f.severity)).map((f) => f.code);

describe("review 21, leftovers 21i", () => {
  it("01: one treated reading of 132/78 at 72 with CKD G3aA1 meets NICE's under-80 target: low, not moderate", () => {
    const r = run("01-treated-bp-132-78-at-72-ckd-a1-uk");
    const bp = finding(r, "bp-above-target");
    expect(bp?.severity).toBe("low");
    expect(bp?.clinician).toContain("under 80 is below 140/90 mmHg (NICE QS28, from NG136), which this reading meets");
    expect(bp?.evidenceIds).toContain("nice-qs28-bp-targets");
    expect(raised(r)).toEqual([]);
  });

  // Review 34 (kidney-lytes-34 case 04): CKD without a known ACR no longer keeps the moderate finding;
  // NICE's target then hangs on the ACR, so it is low and asks for one.
  it("01b: with diabetes the same reading keeps the moderate above-target finding; CKD without an ACR asks for one", () => {
    const diabetic = load("01-treated-bp-132-78-at-72-ckd-a1-uk");
    diabetic.data.pastMedicalHistory.push({
      display: "Type 2 diabetes mellitus",
      clinicalStatus: "active",
      code: "E11.9",
    });
    expect(finding(runReviewCase(diabetic), "bp-above-target")?.severity).toBe("moderate");
    const noAcr = load("01-treated-bp-132-78-at-72-ckd-a1-uk");
    noAcr.data.recentNormalLabs = noAcr.data.recentNormalLabs.filter(
      (l: { display: string }) => l.display !== "Urine ACR",
    );
    const awaiting = finding(runReviewCase(noAcr), "bp-above-target");
    expect(awaiting?.severity).toBe("low");
    expect(awaiting?.nextSteps[0]).toMatch(/^Measure a urine ACR/);
  });

  it("02: a glucose of 104 mg/dL beside an HbA1c of 5.5% from the same panel is not told it 'can mean diabetes'", () => {
    const r = run("02-glucose-104-hba1c-5-5-us-ehr");
    const glucose = r.findings.find((f) => f.code === "lab-high" && /glucose/i.test(f.title));
    expect(glucose?.clinician).toContain("beside a normal HbA1c from the same time");
    expect(glucose?.clinician).not.toContain("can mean diabetes or prediabetes");
    expect(glucose?.evidenceIds).toContain("ada-soc-2026-s2");
    expect(patientText(r)).not.toContain("can mean diabetes or prediabetes");
    expect(raised(r)).toEqual([]);
  });

  it("02b: with an HbA1c in the prediabetes range the glucose keeps its generic meaning", () => {
    const c = load("02-glucose-104-hba1c-5-5-us-ehr");
    const a1c = c.data.labTrends.find((l: { display: string }) => l.display === "HbA1c");
    a1c.values.find((v: { date: string }) => v.date === "2026-11-18").value = "6.0";
    const glucose = runReviewCase(c).findings.find((f) => f.code === "lab-high" && /glucose/i.test(f.title));
    expect(glucose?.clinician).toContain("can mean diabetes or prediabetes");
  });

  it("03: a fasting glucose in the UK prediabetes band beside a normal HbA1c asks for the raised test to be repeated", () => {
    const r = run("03-uk-fasting-glucose-6-3-hba1c-37");
    const f = finding(r, "prediabetes-range");
    expect(f?.clinician).toContain(
      "from the same time is below the prediabetes range: when two different tests disagree, the raised one is repeated to confirm it",
    );
    expect(f?.patient).toContain("the fasting sugar test is usually repeated to confirm this");
  });

  it("05: a trace of urine protein during rhabdomyolysis asks for no albumin-to-creatinine ratio; 2+ still does", () => {
    const r = run("05-rhabdo-ck-18000-trace-protein");
    expect(codes(r)).toContain("rhabdomyolysis");
    expect(codes(r)).not.toContain("proteinuria-dipstick-confirm");
    const heavier = load("05-rhabdo-ck-18000-trace-protein");
    heavier.labResults.find((l: { name: string }) => l.name === "Protein, Urine").value = "2+";
    expect(codes(runReviewCase(heavier))).toContain("proteinuria-dipstick-confirm");
  });

  it("06: a rising ALT after a liver transplant goes to the transplant team, not 'fatty liver, alcohol'", () => {
    const r = run("06-liver-transplant-alt-rising-uk");
    const alt = r.findings.find((f) => f.code === "lab-high" && /ALT/.test(f.title));
    expect(alt?.clinician).toContain("after a liver transplant is taken to the transplant team");
    expect(alt?.evidenceIds).toContain("aasld-ast-2012-liver-transplant");
    expect(patientText(r)).toContain("needs checking by your transplant team");
    expect(patientText(r)).not.toMatch(/commonly from fatty liver, alcohol/);
  });

  it("06b: without a liver transplant (a kidney one) the ALT keeps its generic causes", () => {
    const c = load("06-liver-transplant-alt-rising-uk");
    c.patientContext.conditions[0].name = "Kidney transplant 2024";
    c.patientContext.clinicalNotes = "Transplant follow-up bloods sent by GP. Feels well.";
    const alt = runReviewCase(c).findings.find((f) => f.code === "lab-high" && /ALT/.test(f.title));
    expect(alt?.clinician).toContain("commonly from fatty liver, alcohol");
  });

  it("04: a normal UK health check stays quiet", () => {
    const r = run("04-quiet-uk-health-check-normal");
    expect(codes(r)).toEqual([]);
    expect(patientText(r)).toContain("Nothing in these results stands out as a concern");
  });
});
