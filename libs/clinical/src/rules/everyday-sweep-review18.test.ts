import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import { codes, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/everyday-sweep-review18/", import.meta.url));
type Run = ReturnType<typeof run>;
const find = (r: Run, code: string) => r.findings.find((f) => f.code === code);

describe("everyday primary-care cases (review 18, everyday-sweep)", () => {
  it("case 11: a 14-year-old with thirst, polyuria and glucose 14 mmol/L is a same-day referral with DKA warning signs", () => {
    const f = find(run("11-adolescent-hyperglycaemia-weight-loss"), "diabetes-range-undiagnosed");
    expect(f?.severity).toBe(Severity.high);
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Refer today to the children's diabetes team, to be seen the same day/);
    expect(steps).toMatch(/Do not wait for a fasting glucose or HbA1c/);
    expect(steps).toMatch(/diabetic ketoacidosis: send to hospital as an emergency/);
    expect(steps).not.toMatch(/assess the type of diabetes and start treatment/);
    expect(f?.patient).toMatch(/seen by the children's diabetes team today/);
    expect(f?.patient).toMatch(/Go to the emergency department straight away if there is vomiting/);
    expect(f?.evidenceIds).toContain("nice-ng18-diabetes-cyp");
  });

  it("case 15: an adult with the same symptoms keeps the adult diagnosis steps, without the children's team", () => {
    const f = find(run("15-adult-symptomatic-hyperglycaemia"), "diabetes-range-undiagnosed");
    expect(f?.nextSteps.join(" ")).toMatch(/Diagnose diabetes now/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/children's diabetes team/);
    expect(f?.patient).not.toMatch(/emergency department/);
  });

  it("case 07: a smoker of 62 with weight and appetite loss and platelets 480 gets an urgent chest X-ray, not screening CT", () => {
    const r = run("07-smoker-thrombocytosis-weight-loss");
    const f = find(r, "lung-cancer-chest-xray-urgent");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/^Weight loss and loss of appetite in the notes at age 62, with a smoking history/);
    expect(f?.clinician).toMatch(/urgent chest X-ray \(within 2 weeks\)/);
    expect(f?.clinician).toMatch(/A raised platelet count, 480 10\^9\/L/);
    expect(f?.patient).toMatch(/chest X-ray within two weeks/);
    expect(f?.evidenceIds).toEqual(["nice-ng12-suspected-cancer"]);
    expect(codes(r)).not.toContain("lung-cancer-screening-due");
  });

  it.each([
    ["13-smoker-copd-review-no-weight-loss-quiet", "weight loss is denied and the cough is the usual COPD cough"],
    ["14-intentional-weight-loss-quiet", "the weight was lost on a diet"],
  ])("%s: no urgent chest X-ray when %s, and screening is still offered", (name) => {
    const r = run(name);
    expect(find(r, "lung-cancer-chest-xray-urgent")).toBeUndefined();
    expect(codes(r)).toContain("lung-cancer-screening-due");
  });

  it.each([
    ["03-t2dm-annual-review-ckd-albuminuria"],
    ["04-digoxin-furosemide-low-potassium"],
    ["08-older-egfr-falling-on-naproxen"],
  ])("%s: the same-day raised creatinine behind a low eGFR is read by the kidney staging, not told again", (name) => {
    const r = run(name);
    expect(codes(r)).toContain("ckd-stage");
    expect(r.result.patientResponse).not.toMatch(/Your creatinine \(a kidney test\) is higher than the usual range/);
  });

  it("case 09: definite FH by Simon Broome is one cholesterol point, without a risk-calculator line", () => {
    const r = run("09-ldl-5-9-tendon-xanthoma");
    expect(find(r, "familial-hypercholesterolaemia-definite")?.severity).toBe(Severity.high);
    expect(find(r, "severe-hypercholesterolaemia")).toBeUndefined();
    expect(r.result.patientResponse).not.toMatch(/work out your overall heart risk/);
    expect(r.result.patientResponse).not.toMatch(/LDL \('bad'\) cholesterol is very high/);
  });

  it("case 04: low potassium and magnesium on digoxin and furosemide: one digoxin point, no stale 'check magnesium', no 'not coming up'", () => {
    const r = run("04-digoxin-furosemide-low-potassium");
    expect(find(r, "digoxin-low-magnesium")).toBeUndefined();
    const dig = find(r, "digoxin-low-potassium");
    expect(dig?.clinician).toMatch(/Magnesium 0\.68 mmol\/L \(2026-11-27\) is low too/);
    expect(dig?.nextSteps.join(" ")).toMatch(/Replace potassium and magnesium/);
    expect(dig?.nextSteps.join(" ")).not.toMatch(/check magnesium/);
    // Review 21 (cardio-meds-leftovers): the digoxin finding names the diuretic and carries the
    // magnesium explanation, so there is one potassium point, not two.
    expect(find(r, "diuretic-hypokalaemia")).toBeUndefined();
    expect(dig?.clinician).toMatch(/Furosemide.* is a likely cause/);
    expect(dig?.clinician).toMatch(/magnesium needs replacing as well for the potassium to correct/);
    expect(dig?.clinician).not.toMatch(/not coming up/);
  });

  it("case 06: iron-deficiency anaemia with heavy periods reads the low MCH with the small cells, not as a point of its own", () => {
    const r = run("06-tired-woman-iron-deficiency-anaemia");
    expect(find(r, "iron-deficiency-anaemia")?.clinician).toMatch(/menstrual loss is the likely source/);
    expect(r.result.patientResponse).not.toMatch(/Your MCH/);
  });

  it("case 08: the NSAID kidney finding names naproxen to the patient", () => {
    const f = find(run("08-older-egfr-falling-on-naproxen"), "nsaid-ckd");
    expect(f?.patient).toMatch(/^You take naproxen, an anti-inflammatory pain medicine\./);
    expect(f?.patient).not.toMatch(/like ibuprofen/);
  });

  it("case 05: an RhD-negative booking blood group with no antibodies is named, with anti-D at 28 weeks (low priority)", () => {
    const r = run("05-pregnancy-booking-bloods");
    const f = find(r, "rhd-negative-pregnancy");
    expect(f?.severity).toBe(Severity.low);
    expect(f?.clinician).toMatch(/^Blood group "O RhD negative" in pregnancy, with no red cell antibodies reported/);
    expect(f?.nextSteps.join(" ")).toMatch(/routine antenatal anti-D prophylaxis \(usually at 28 weeks\)/);
    expect(f?.patient).toMatch(/Tell your midwife if you have any bleeding/);
    expect(f?.evidenceIds).toEqual(["nice-dg25-fetal-rhd"]);
    expect(r.result.patientResponse).not.toMatch(/Nothing in these results stands out/);
  });

  it.each([
    ["16-pregnancy-booking-rhd-positive-quiet", "the blood group is RhD positive"],
    ["17-rhd-negative-not-pregnant-quiet", "she is not pregnant"],
    ["18-pregnancy-anti-d-antibody-found-quiet", "antibodies are already found (left to the maternity team)"],
  ])("%s: no RhD finding when %s", (name) => {
    expect(find(run(name), "rhd-negative-pregnancy")).toBeUndefined();
  });

  it("case 12: entirely normal results read calm and short", () => {
    const r = run("12-all-normal-well-adult");
    expect(r.findings.filter((f) => f.severity !== Severity.info)).toEqual([]);
    expect(r.result.patientResponse).toMatch(/Nothing in these results stands out as a concern/);
  });
});
