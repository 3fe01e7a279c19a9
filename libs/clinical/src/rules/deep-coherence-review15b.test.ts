import { describe, expect, it } from "vitest";
import { healthDataSchema } from "@hds/contracts";
import { analyzeEhr } from "../pipeline.ts";
import { loadReviewCase, type ReviewCase } from "../testing/review-case.ts";
import { medicinePlan } from "../compose/medicine-plan.ts";
import type { Finding } from "../model.ts";

/** Review 15, deep coherence (b): leftovers of the deep multimorbid and leftovers-a cases, run through the deep path. */
const DEEP = new URL("./fixtures/deep-multimorbid-review15/", import.meta.url);
const LEFT = new URL("./fixtures/leftovers-a-review15/", import.meta.url);

type Med = { medication: string; startDate?: string; status?: string; frequency?: string };
type Lab = { display: string; value: string; unit?: string; date?: string };

const deep = (c: ReviewCase) =>
  analyzeEhr(healthDataSchema.parse(c.data), { now: new Date(c._now ?? "2026-11-20T12:00:00Z"), mode: "deep" });
const find = (r: ReturnType<typeof deep>, code: string) => r.findings.find((f) => f.code === code);
const withoutMeds = (c: ReviewCase, re: RegExp) => {
  c.data.medications = c.data.medications.filter((m: Med) => !re.test(m.medication));
};

describe("low potassium explained by a recorded medicine (COPD case 03)", () => {
  const load = () => loadReviewCase(DEEP, "03-copd-osteoporosis-steroids");

  it("does not ask for an aldosterone screen when prednisolone explains the low potassium", () => {
    const r = deep(load());
    expect(find(r, "primary-aldosteronism-screen")).toBeUndefined();
    expect(r.result.patientResponse).not.toMatch(/sign of primary aldosteronism/);
  });

  it("with only beta-2 agonists, asks to correct and recheck first, ranked low", () => {
    const c = load();
    withoutMeds(c, /prednisolone/i);
    const f = find(deep(c), "primary-aldosteronism-screen");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/salbutamol 100 micrograms inhaler.* can also lower potassium/);
    expect(f?.clinician).toMatch(/beta-2 agonists move potassium into cells/);
    expect(f?.nextSteps[0]).toMatch(/^Correct the potassium and recheck it; if it stays low/);
    expect(f?.evidenceIds).toContain("ben-salem-2009-drug-induced-hypokalaemia");
  });

  it("keeps the screen with a diuretic (a diuretic-induced low potassium is a reason to screen), naming the steroid too", () => {
    const c = load();
    c.data.medications.push({ medication: "Indapamide 2.5 mg", status: "active", frequency: "once daily" });
    const f = find(deep(c), "primary-aldosteronism-screen");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/diuretic-induced low potassium is also a reason to screen/);
    expect(f?.clinician).toMatch(
      /Prednisolone 7\.5 mg.*can also lower potassium \(a glucocorticoid's mineralocorticoid effect\)/,
    );
    expect(f?.nextSteps[1]).toMatch(/^Screen for primary aldosteronism/);
  });

  it("a prednisolone eye drop does not explain it", () => {
    const c = load();
    withoutMeds(c, /prednisolone|salbutamol|vilanterol/i);
    c.data.medications.push({ medication: "Prednisolone 0.5% eye drops", status: "active" });
    const f = find(deep(c), "primary-aldosteronism-screen");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).not.toMatch(/can also lower potassium/);
  });
});

describe("HbA1c exactly at 53 mmol/mol (7.0%) is not above the goal (heart failure case 01)", () => {
  const load = () => loadReviewCase(DEEP, "01-hfref-ckd-t2dm");
  const setA1c = (c: ReviewCase, value: string) => {
    const lab = c.data.recentAbnormalLabs.find((l: Lab) => l.display === "HbA1c");
    lab.value = value;
    const trend = c.data.labTrends.find((t: { display: string }) => t.display === "HbA1c");
    trend.values[trend.values.length - 1].value = value;
  };

  it("no 'above 7%' finding at 53; read at the goal's upper limit instead", () => {
    const r = deep(load());
    expect(find(r, "diabetes-above-target")).toBeUndefined();
    expect(find(r, "diabetes-above-target-hypoglycaemia-risk")).toBeUndefined();
    expect(r.result.clinicianResponse).not.toMatch(/HbA1c above 7%/);
    const f = find(r, "diabetes-at-goal");
    expect(f?.clinician).toMatch(
      /HbA1c 53 mmol\/mol \(2026-11-12\) in known diabetes is at the upper limit of the common goal \(53 mmol\/mol\)/,
    );
    expect(f?.patient).toMatch(/at its upper limit of 53 mmol\/mol/);
    expect(f?.patient).not.toMatch(/This shows your diabetes is well controlled/);
  });

  it("54 mmol/mol (7.1%) is above the goal", () => {
    const c = load();
    setA1c(c, "54");
    const r = deep(c);
    expect(find(r, "diabetes-above-target-hypoglycaemia-risk")).toBeDefined();
    expect(find(r, "diabetes-at-goal")).toBeUndefined();
  });
});

describe("alendronate below a creatinine clearance of 35 reaches the plan by medicine (AF case 02)", () => {
  const load = () => loadReviewCase(DEEP, "02-af-apixaban-falling-egfr");

  it("states the clearance and lists 'stop' for alendronic acid in the plan", () => {
    const r = deep(load());
    const f = find(r, "alendronate-low-egfr");
    expect(f?.clinician).toMatch(/Creatinine clearance about \d+ mL\/min \(an estimate by Cockcroft–Gault/);
    expect(f?.nextSteps[0]).toMatch(/^Stop alendronic acid 70 mg: creatinine clearance is below 35 mL\/min/);
    // Review 20 (older-adults-meds): apixaban is now advised on by one finding, not two, so no advice
    // is spread over findings and the plan by medicine is not printed; the stop step still reaches the text.
    expect(r.result.clinicianResponse).toMatch(
      /^- Stop alendronic acid 70 mg: creatinine clearance is below 35 mL\/min/m,
    );
  });

  it("without a weight, the step still leads with its verb and reaches the plan", () => {
    const c = load();
    c.data.vitalSigns = c.data.vitalSigns.filter((v: { display: string }) => v.display !== "Weight");
    const r = deep(c);
    const f = find(r, "alendronate-low-egfr");
    expect(f?.nextSteps[0]).toMatch(
      /^Calculate creatinine clearance \(Cockcroft–Gault\); stop alendronate if it is below 35 mL\/min/,
    );
    // The plan is printed only when advice is spread over findings: a second one naming it shows the action read.
    const other = { ...f, title: "Another finding", nextSteps: ["Review alendronate with the prescriber"] };
    const plan = medicinePlan(r.model, [f, other] as Finding[]);
    expect(plan.find((l) => /alendronic/i.test(l.medicine))?.action).toBe("stop");
  });

  it("a clearance of 35 or more lets it continue, ranked low", () => {
    const c = load();
    c.data.vitalSigns.find((v: { display: string }) => v.display === "Weight").value = "110";
    const f = find(deep(c), "alendronate-low-egfr");
    expect(f?.severity).toBe("low");
    expect(f?.nextSteps[0]).toMatch(/alendronate can continue/);
  });
});

describe("a glucose not stated as fasting is not judged against the fasting range (Parkinson's case 04)", () => {
  const load = () => loadReviewCase(DEEP, "04-parkinsons-hyponatraemia");
  const glucose = (c: ReviewCase) => c.data.recentNormalLabs.find((l: Lab) => l.display === "Glucose");
  const glucoseHigh = (r: ReturnType<typeof deep>) =>
    r.findings.find((f) => f.code === "lab-high" && /glucose/i.test(f.title));

  it("a random 5.6 mmol/L is not called high", () => {
    const r = deep(load());
    expect(glucoseHigh(r)).toBeUndefined();
    expect(r.result.clinicianResponse).toMatch(/not judged \(fasting range; sample not stated as fasting\)/);
    expect(r.result.patientResponse).not.toMatch(/can mean diabetes/);
  });

  it("'Glucose, random' 5.6 is not called high either", () => {
    const c = load();
    glucose(c).display = "Glucose, random";
    expect(glucoseHigh(deep(c))).toBeUndefined();
  });

  it("a fasting glucose of 5.6 is still read against the fasting range", () => {
    const c = load();
    glucose(c).display = "Fasting glucose";
    expect(glucoseHigh(deep(c))).toBeDefined();
  });

  it("a random glucose at the diabetes cut-off is high whatever the timing", () => {
    const c = load();
    const g = glucose(c);
    g.display = "Glucose, random";
    g.value = "12.4";
    expect(glucoseHigh(deep(c))).toBeDefined();
  });
});

describe("HbA1c still falling fast on a newly started medicine: let it work, do not intensify (leftovers-a case 06)", () => {
  const load = () => loadReviewCase(LEFT, "06-semaglutide-retinopathy-rapid-a1c");

  it("says to continue and recheck in 3 months, ranked low, citing NICE NG28", () => {
    const r = deep(load());
    const f = find(r, "diabetes-above-target");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(
      /fallen from 97 mmol\/mol \(2026-06-10\) to 58 mmol\/mol \(2026-11-05\) in about 21 weeks since Ozempic/,
    );
    expect(f?.nextSteps[0]).toMatch(/^Continue the current treatment and let the new medicine take full effect/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/^Review adherence, diet and activity; intensify therapy/);
    expect(f?.evidenceIds).toContain("nice-ng28-t2d-adults");
    expect(r.result.clinicianResponse).not.toMatch(/Classes not yet used that could be added/);
  });

  it("intensifies as before when the medicines are long established", () => {
    const c = load();
    for (const m of c.data.medications as Med[]) m.startDate = "2023-01-10";
    const f = find(deep(c), "diabetes-above-target");
    expect(f?.nextSteps[0]).toMatch(/intensify therapy/);
  });
});
