import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run } = reviewFolder(new URL("./fixtures/statins-24-review24/", import.meta.url));
const CK = "statin-ck-elevated";
const IMNM = "statin-autoimmune-myopathy";
const OPTIONS_US = "statin-muscle-symptoms-options";
const OPTIONS_UK = "statin-muscle-symptoms-options-uk";
const HMGCR = /anti-HMGCR antibodies/;

describe("statin myopathy with weakness (review 24)", () => {
  it("01: CK 12× the limit with proximal weakness on atorvastatin: stop, urine, TSH, and anti-HMGCR if it persists", () => {
    const r = run("01-us-atorvastatin-ck-2400-proximal-weakness");
    const f = finding(r, CK);
    expect(f?.severity).toBe(Severity.high);
    expect(f?.nextSteps[0]).toMatch(/^Stop atorvastatin now/);
    expect(f?.nextSteps.join("\n")).toMatch(/urinalysis for myoglobin/);
    expect(f?.nextSteps.join("\n")).toMatch(/Check TSH/);
    expect(f?.nextSteps.join("\n")).toMatch(
      /persist for several weeks after stopping.*anti-HMGCR antibodies and refer/,
    );
    expect(f?.evidenceIds).toContain("tiniakou-2020-statin-autoimmune-myopathy");
  });

  it("01: the LDL step waits for the muscle problem instead of adding ezetimibe to the statin being stopped", () => {
    const r = run("01-us-atorvastatin-ck-2400-proximal-weakness");
    const ldl = finding(r, "ldl-above-goal-ascvd");
    expect(ldl?.nextSteps[0]).toMatch(/being stopped or paused for muscle symptoms.*once they settle/);
    expect(ldl?.evidenceIds).toContain("nla-2022-statin-intolerance");
    expect(clinicianText(r)).not.toMatch(/check adherence, then add ezetimibe/);
    // The exercise questions of the AST finding do not sit beside a statin myopathy.
    expect(clinicianText(r)).not.toMatch(/after a rest from strenuous exercise/);
  });

  it("aching without weakness gets no anti-HMGCR step", () => {
    const c = load("01-us-atorvastatin-ck-2400-proximal-weakness");
    c.patientContext.clinicalNotes = "3 wks of aching in the thighs. No weakness. No recent strenuous exercise.";
    const f = finding(runReviewCase(c), CK);
    expect(f?.nextSteps[0]).toMatch(/^Stop atorvastatin now/);
    expect(f?.nextSteps.join("\n")).not.toMatch(HMGCR);
  });

  it("02: UK, 7.5× with weak hips on simvastatin: stopped until settled, with the anti-HMGCR step", () => {
    const f = finding(run("02-uk-simvastatin-ck-2400-weak-hips"), CK);
    expect(f?.nextSteps[0]).toMatch(/stop simvastatin until symptoms and CK settle/);
    expect(f?.nextSteps.join("\n")).toMatch(HMGCR);
  });

  it("04: a CK just above the limit with no symptoms stays low and keeps the statin", () => {
    const r = run("04-us-atorvastatin-ck-2x-asymptomatic");
    const f = finding(r, CK);
    expect(f?.severity).toBe(Severity.low);
    expect(f?.nextSteps.join("\n")).not.toMatch(/Stop|pause|anti-HMGCR/i);
    expect(codes(r)).not.toContain(IMNM);
    // The notes deny muscle symptoms, so only exercise is asked about.
    expect(f?.nextSteps[0]).toBe("Ask about exercise; repeat CK");
  });

  it("asks about muscle symptoms when the notes do not mention them", () => {
    const c = load("04-us-atorvastatin-ck-2x-asymptomatic");
    c.patientContext.clinicalNotes = "Annual physical. CK drawn with routine labs.";
    expect(finding(runReviewCase(c), CK)?.nextSteps[0]).toBe("Ask about muscle symptoms and exercise; repeat CK");
  });
});

describe("weakness and a raised CK weeks after stopping a statin (review 24)", () => {
  it("03: six weeks off atorvastatin, still weak, CK 21×: statin-associated autoimmune myopathy, anti-HMGCR, refer", () => {
    const r = run("03-us-weakness-persists-after-atorvastatin-stopped");
    const f = finding(r, IMNM);
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/6 weeks after atorvastatin 40 mg tablet was stopped/i);
    expect(f?.nextSteps[0]).toMatch(/anti-HMGCR antibodies and refer/);
    // TSH and swallowing are in the record already.
    expect(f?.nextSteps.join("\n")).not.toMatch(/Check TSH|ask about swallowing/);
    expect(patientText(r)).toMatch(/rare immune reaction/);
    // A statin is not suggested for her diabetes while this is open.
    expect(codes(r)).not.toContain("statin-opportunity-diabetes");
  });

  it("weakness that began only days after stopping is not yet read as persisting", () => {
    const c = load("03-us-weakness-persists-after-atorvastatin-stopped");
    c.data.medications[0].endDate = "2026-11-14";
    c.data.recentAbnormalLabs = c.data.recentAbnormalLabs.filter((l: { date: string }) => l.date !== "2026-10-13");
    expect(codes(runReviewCase(c))).not.toContain(IMNM);
  });

  it("without weakness in the notes, or with a CK under 4× the limit, it stays quiet", () => {
    const c = load("03-us-weakness-persists-after-atorvastatin-stopped");
    c.data.additionalContext = "Atorvastatin held 10/13. Feels well, no muscle symptoms.";
    expect(codes(runReviewCase(c))).not.toContain(IMNM);
    const d = load("03-us-weakness-persists-after-atorvastatin-stopped");
    d.data.recentAbnormalLabs[0].value = "610";
    expect(codes(runReviewCase(d))).not.toContain(IMNM);
  });

  it("reads a lab-results request the same way: the stop in the notes, the persistence from an earlier CK", () => {
    const c = load("01-us-atorvastatin-ck-2400-proximal-weakness");
    c.patientContext.medications = c.patientContext.medications.filter(
      (m: { name: string }) => m.name !== "Atorvastatin",
    );
    c.patientContext.clinicalNotes =
      "Atorvastatin stopped in October for CK 2100. Still weak: difficulty climbing stairs and getting up from a chair.";
    c.labResults.push({
      name: "CK, Total",
      value: "2100",
      unit: "U/L",
      referenceRange: "44-196",
      date: "2026-10-20",
      flag: "High",
    });
    const r = runReviewCase(c);
    expect(finding(r, IMNM)?.nextSteps[0]).toMatch(/5 weeks after stopping the statin: consider/);
    expect(codes(r)).not.toContain(CK);
  });

  it("a statin still taken leaves the question to the CK finding", () => {
    const c = load("03-us-weakness-persists-after-atorvastatin-stopped");
    c.data.medications[0].status = "active";
    delete c.data.medications[0].endDate;
    c.data.additionalContext = "Proximal weakness, can't get up from a low chair without using arms.";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain(IMNM);
    expect(finding(r, CK)?.nextSteps.join("\n")).toMatch(HMGCR);
  });
});

describe("a statin stopped for muscle symptoms, in US records and plain words (review 24)", () => {
  it("05: US, 'legs ached' on two statins: NLA 2022 options", () => {
    const r = run("05-us-statin-intolerance-legs-ached");
    const f = finding(r, OPTIONS_US);
    expect(f?.clinician).toMatch(/legs ached after 3 wks, stopped/);
    expect(f?.clinician).toMatch(/at least two statins.*lowest approved daily dose/);
    expect(f?.nextSteps[0]).toMatch(/different statin, a lower dose or less frequent dosing/);
    expect(f?.evidenceIds).toEqual(["nla-2022-statin-intolerance"]);
    expect(codes(r)).not.toContain(OPTIONS_UK);
    // A US record is not told to calculate QRISK3.
    expect(clinicianText(r)).not.toMatch(/QRISK3/);
  });

  it("reads 'myalgia' and 'cramping on atorvastatin' the same way", () => {
    for (const note of [
      "Simvastatin stopped 2023 due to myalgia. 10-yr ASCVD risk 11.6%.",
      "Had cramping on atorvastatin, off it since March. 10-yr ASCVD risk 11.6%.",
    ]) {
      const c = load("05-us-statin-intolerance-legs-ached");
      c.data.additionalContext = note;
      expect(codes(runReviewCase(c))).toContain(OPTIONS_US);
    }
  });

  it("06: stopped for the copay with muscle aches denied: not read as intolerance", () => {
    const r = run("06-us-statin-stopped-cost-no-muscle-symptoms");
    expect(codes(r)).not.toContain(OPTIONS_US);
    expect(codes(r)).not.toContain(OPTIONS_UK);
  });

  it("07: UK, 'cramps on atorvastatin': the NICE options, not the US ones", () => {
    const r = run("07-uk-cramps-on-atorvastatin-stopped");
    expect(finding(r, OPTIONS_UK)?.evidenceIds).toContain("nice-cg181-lipid-modification");
    expect(codes(r)).not.toContain(OPTIONS_US);
  });

  it("a raised CK keeps the options quiet in a US record too", () => {
    const c = load("05-us-statin-intolerance-legs-ached");
    c.data.recentNormalLabs[2].value = "950";
    c.data.recentNormalLabs[2].interpretation = "High";
    expect(codes(runReviewCase(c))).not.toContain(OPTIONS_US);
  });
});

describe("a fresh sweep of lipid cases (review 24)", () => {
  it("08: US triglycerides 1240 mg/dL: pancreatitis risk, with the beers and the HbA1c named as causes", () => {
    const f = finding(run("08-us-triglycerides-1240-pancreatitis-risk"), "severe-hypertriglyceridaemia");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/The notes record alcohol \("6-8 beers"\)/);
    expect(f?.clinician).toMatch(/poor glucose control raises triglycerides/);
  });

  it("counts drinks a night but not drinks named without a count", () => {
    const c = load("08-us-triglycerides-1240-pancreatitis-risk");
    c.patientContext.socialHistory = "Has 4 drinks a night.";
    expect(finding(runReviewCase(c), "severe-hypertriglyceridaemia")?.clinician).toMatch(/"4 drinks a night"/);
    c.patientContext.socialHistory = "Drinks socially. Medicines reviewed against the 2023 Beers criteria.";
    expect(finding(runReviewCase(c), "severe-hypertriglyceridaemia")?.clinician).not.toMatch(/notes record alcohol/);
  });

  it("09: UK triglycerides 12.4 mmol/L with 50 units a week: above 10 mmol/L, alcohol first", () => {
    const f = finding(run("09-uk-triglycerides-12-alcohol"), "severe-hypertriglyceridaemia");
    expect(f?.title).toMatch(/above 10 mmol\/L/);
    expect(f?.clinician).toMatch(/alcohol is a likely contributor/);
  });

  it("10: Lp(a) 212 nmol/L with a father's MI at 49: a risk enhancer with cascade testing", () => {
    const r = run("10-us-lpa-210-nmol-family-history");
    expect(codes(r)).toEqual(expect.arrayContaining(["lpa-elevated", "family-premature-ascvd"]));
    expect(finding(r, "lpa-elevated")?.nextSteps.join("\n")).toMatch(/cascade testing/);
  });

  it("11: UK after NSTEMI on atorvastatin 80 mg, LDL-C 2.6: above NICE's 2.0, add ezetimibe", () => {
    const f = finding(run("11-uk-post-mi-atorvastatin-80-ldl-2-6"), "ldl-above-goal-ascvd");
    expect(f?.clinician).toMatch(/NICE NG238 aims for LDL-C 2.0 mmol\/L or less/);
    expect(f?.nextSteps[0]).toMatch(/^Already on a maximal high-intensity statin.*add ezetimibe/);
  });

  it("12: US on rosuvastatin with LDL-C 84 and a 48% fall: only the low 'continue' answer", () => {
    const r = run("12-us-well-controlled-rosuvastatin-quiet");
    expect(r.findings.every((f) => f.severity === Severity.low || f.severity === Severity.info)).toBe(true);
    expect(clinicianText(r)).not.toMatch(/QRISK3|NICE/);
  });

  it("13: UK on atorvastatin 20 mg with a 46% non-HDL fall stays quiet", () => {
    // Review 25: the notes' "BP 132/78" is now read as a clinic reading, as a recorded one would be;
    // it meets NICE's target, so only the low AHA/ACC goal note is said, nothing about the statin.
    const r = run("13-uk-well-controlled-atorvastatin-20-quiet");
    expect(codes(r)).toEqual(["bp-above-target"]);
    expect(finding(r, "bp-above-target")?.clinician).toMatch(/NICE QS28, from NG136\), which this reading meets/);
  });
});
