import { describe, expect, it } from "vitest";
import { loadReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const HF_AF = new URL("./fixtures/hf-af-review16/", import.meta.url);
const { load, run } = reviewFolder(new URL("./fixtures/older-overcalls-review16/", import.meta.url));
const find = (r: ReturnType<typeof runReviewCase>, code: string) => r.findings.find((f) => f.code === code);
const urgent = (r: ReturnType<typeof runReviewCase>) =>
  r.findings.filter((f) => ["critical", "high", "moderate"].includes(f.severity)).map((f) => f.code);

describe("routine reviews at 75–95: no false alarms, advice fitted to age (review 16, older over-calls)", () => {
  it("treated 134/78 at 78 meets NICE's under-80 target: low, not a moderate 'above target' (01)", () => {
    const r = run("01-treated-htn-78-at-nice-target");
    const f = find(r, "bp-above-target");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("under 80 is below 140/90 mmHg (NICE QS28, from NG136), which this reading meets");
    expect(f?.patient).toContain("within the target that UK guidance uses at your age (below 140/90)");
    expect(f?.evidenceIds).toContain("nice-qs28-bp-targets");
    expect(urgent(r)).toEqual([]);
  });

  it("keeps the moderate above-target finding with type 1 diabetes at 71; earlier visits in range at 78 still meet NICE (01 variants)", () => {
    // Without diabetes or CKD, NICE's under-80 target reads the single reading at 71 too (review 21, leftovers-21i).
    const younger = load("01-treated-htn-78-at-nice-target");
    younger.data.patientInfo.age = 71;
    // Type 1 diabetes keeps NICE NG17's own target; type 2 diabetes without kidney disease on a UK
    // record shares NG136's below 140/90 (review 22, cardiometabolic-22 case 10).
    younger.data.pastMedicalHistory.push({ display: "Type 1 diabetes mellitus", clinicalStatus: "active" });
    expect(find(runReviewCase(younger), "bp-above-target")?.severity).toBe("moderate");
    const sustained = load("01-treated-htn-78-at-nice-target");
    sustained.data.vitalSigns.push({ display: "Blood pressure", value: "136/80", unit: "mmHg", date: "2026-06-02" });
    // Review 25 (uk-us-25 case 08): repeated treated readings under 140/90 meet NICE's target too.
    const f = find(runReviewCase(sustained), "bp-above-target");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toContain("which this reading meets");
  });

  it("untreated 132/76 at 86 is low with no medicine step, and an in-range ALT 18→21 is no trend (02)", () => {
    const r = run("02-untreated-86-bp-132");
    const f = find(r, "bp-stage-1");
    expect(f?.severity).toBe("low");
    expect(f?.nextSteps).toEqual(["No blood pressure treatment on this reading; recheck at routine visits"]);
    expect(f?.patient).toContain("below the level at which blood pressure treatment is considered");
    expect(f?.patient).not.toMatch(/weigh the benefits|confirming/);
    expect(find(r, "trend-rising")).toBeUndefined();
    expect(urgent(r)).toEqual([]);
  });

  it("the same untreated reading below 80 keeps its stage 1 advice (02 at 70)", () => {
    const c = load("02-untreated-86-bp-132");
    c.data.patientInfo.age = 70;
    const f = find(runReviewCase(c), "bp-stage-1");
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps.join(" ")).toContain("Confirm with out-of-office readings");
  });

  it("a larger in-range ALT rise is still reported (02 variant, 12→30)", () => {
    const c = load("02-untreated-86-bp-132");
    c.data.labTrends[0].values[0].value = "12";
    c.data.labTrends[0].values[1].value = "30";
    c.data.recentNormalLabs.find((l: { display: string }) => l.display === "ALT").value = "30";
    expect(find(runReviewCase(c), "trend-rising")?.clinician).toContain("from 12");
  });

  it("eGFR 51–54 for 18 months with ACR 0.9 at 88: low, yearly checks, calm patient text (03)", () => {
    const f = find(run("03-egfr-52-at-88-stable-no-albuminuria"), "ckd-stage");
    expect(f?.severity).toBe("low");
    expect(f?.patient).toContain("stayed about the same for more than a year");
    expect(f?.patient).not.toContain("not working as well as they should");
    expect(f?.nextSteps[0]).toBe("Monitor eGFR and urine ACR once a year (G3aA1, KDIGO)");
  });

  it("a creatinine stable for a year needs no repeat 'to exclude AKI' (hf-af 08)", () => {
    const c = loadReviewCase(HF_AF, "08-af-apixaban-correct-quiet");
    const f = find(runReviewCase(c), "ckd-stage");
    expect(f?.clinician).toContain(
      "is no more than 10% above an earlier 100 µmol/L (2025-11-20), more than 3 months before",
    );
    expect(f?.clinician).not.toContain("acute kidney injury has to be excluded");
    expect(f?.nextSteps.join(" ")).not.toMatch(/exclude acute kidney injury/);
    // A creatinine that rose more than 10% keeps the repeat.
    c.data.labTrends[0].values[0].value = "86";
    expect(find(runReviewCase(c), "ckd-stage")?.nextSteps.join(" ")).toMatch(/exclude acute kidney injury/);
  });

  it("frail man on insulin and gliclazide, HbA1c 48, hypo-like episodes eased by biscuits: no delirium alarm, no 'well controlled' (04)", () => {
    const r = run("04-frail-insulin-gliclazide-hba1c-48");
    // Symptoms that settle with food are read as hypos since review 37 (older-adults-37 case 06), so
    // the overtreatment finding takes the tight-control one's place.
    expect(find(r, "diabetes-overtreatment-older-adult")?.severity).toBe("high");
    expect(find(r, "diabetes-tight-control-frailty")).toBeUndefined();
    expect(find(r, "delirium-acute-illness")).toBeUndefined();
    expect(find(r, "diabetes-at-goal")).toBeUndefined();
    expect(r.result.patientResponse).not.toContain("well controlled");
  });

  it("new muddled spells not eased by food still raise possible delirium (04 variant)", () => {
    const c = load("04-frail-insulin-gliclazide-hba1c-48");
    c.data.additionalContext = "Diabetes review. Wife says more muddled since Tuesday, off legs. Eating less.";
    expect(find(runReviewCase(c), "delirium-acute-illness")?.severity).toBe("high");
  });

  it("quiet: a healthy 81-year-old with age-typical results gets nothing above low (08)", () => {
    const r = run("08-healthy-81-quiet");
    expect(urgent(r)).toEqual([]);
    expect(find(r, "trend-rising")).toBeUndefined();
    expect(find(r, "bp-out-of-office-normal")?.nextSteps).toEqual([
      "No blood pressure treatment on these readings; recheck at routine visits",
    ]);
  });

  it("quiet: a fit 80-year-old man with a urea of 7.9 and vitamin D 48 gets nothing above low (09)", () => {
    const r = run("09-healthy-80-man-quiet");
    expect(urgent(r)).toEqual([]);
    expect(r.findings.every((f) => !/same day|today|urgent/i.test(f.patient))).toBe(true);
  });

  it("quiet at 89 with a high LDL and no heart disease: no statin alarm (05), and 91 with mild low sodium stays low (06)", () => {
    expect(urgent(run("05-statin-primary-prevention-89"))).toEqual([]);
    const r = run("06-very-old-mild-sodium-tsh-b12");
    expect(find(r, "hyponatraemia")?.severity).toBe("low");
    expect(find(r, "subclinical-hypothyroidism")?.nextSteps.join(" ")).toContain("watch and wait rather than treat");
  });

  it("true iron-deficiency anaemia at 83 is still referred urgently (10)", () => {
    const f = find(run("10-mild-anaemia-iron-83"), "ida-gi-investigation");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps[0]).toMatch(/suspected cancer pathway/);
  });
});
