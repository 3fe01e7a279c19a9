import { describe, expect, it } from "vitest";
import { type ReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

// Review 11 (geriatrics) cases, copied beside the test.
const { load } = reviewFolder(new URL("./fixtures/geriatrics-review11/", import.meta.url));
const codes = (c: ReviewCase) => runReviewCase(c).findings.map((f) => f.code);
const find = (c: ReviewCase, code: string) => runReviewCase(c).findings.find((f) => f.code === code);

describe("dopamine blockers in Parkinson's disease or Lewy body dementia", () => {
  it("flags haloperidol with Parkinson's disease and dementia as high, naming the exceptions", () => {
    const f = find(load("10-delirium-lab"), "antipsychotic-parkinson");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("Haloperidol");
    expect(f?.clinician).toContain("Parkinson's disease");
    expect(f?.clinician).toMatch(/clozapine, quetiapine and pimavanserin/);
    expect(f?.clinician).toMatch(/stroke and death/);
  });

  it("flags risperidone with Lewy body dementia", () => {
    const c = load("10-delirium-lab");
    c.patientContext.conditions = [{ name: "Dementia with Lewy bodies", status: "active" }];
    c.patientContext.medications = [{ name: "Risperidone 0.5 mg" }];
    expect(find(c, "antipsychotic-parkinson")?.severity).toBe("high");
  });

  it("does not flag quetiapine, or haloperidol without Parkinson's or Lewy body disease", () => {
    const quetiapine = load("10-delirium-lab");
    quetiapine.patientContext.medications = [{ name: "Quetiapine 25 mg" }];
    expect(codes(quetiapine)).not.toContain("antipsychotic-parkinson");
    const noPd = load("10-delirium-lab");
    noPd.patientContext.conditions = [{ name: "Dementia (Alzheimer type)", status: "active" }];
    expect(codes(noPd)).not.toContain("antipsychotic-parkinson");
  });
});

describe("acute confusion with infection markers or kidney injury", () => {
  it("puts delirium with raised CRP, white cells and urea first, as a high-priority same-day assessment", () => {
    const r = runReviewCase(load("10-delirium-lab"));
    const f = r.findings.find((x) => x.code === "delirium-acute-illness");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Acutely confused/i);
    expect(f?.clinician).toMatch(/CRP|C-reactive/i);
    expect(f?.clinician).toMatch(/delirium/);
    expect(f?.clinician).toMatch(/tolterodine|haloperidol/);
    expect(f?.patient).toMatch(/today/);
    // It outranks the myeloma work-up, which is not the lead problem here.
    const order = r.findings.map((x) => x.code);
    expect(order.indexOf("delirium-acute-illness")).toBeLessThan(order.indexOf("myeloma-investigations"));
  });

  it("does not fire without acute confusion in the notes, or under 65", () => {
    const calm = load("10-delirium-lab");
    calm.patientContext.clinicalNotes = "Care home resident, settled, eating well.";
    expect(codes(calm)).not.toContain("delirium-acute-illness");
    const young = load("10-delirium-lab");
    young.patientContext.age = "50";
    expect(codes(young)).not.toContain("delirium-acute-illness");
  });

  it("does not fire on sodium and confusion alone without infection or kidney markers", () => {
    expect(codes(load("06-ssri-hyponatraemia"))).not.toContain("delirium-acute-illness");
  });
});

describe("digoxin toxicity with a medicine that raises digoxin", () => {
  it("names amiodarone started recently, yellow vision and a slow pulse, as critical", () => {
    const f = find(load("07-digoxin-toxic"), "digoxin-toxicity-interaction");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toContain("amiodarone 200 mg (started 2026-10-01)");
    expect(f?.clinician).toMatch(/seeing yellow|yellow tinge/);
    expect(f?.clinician).toContain("heart rate 46");
    expect(f?.patient).toMatch(/today/);
  });

  it("lists yellow vision among the level finding's symptoms", () => {
    expect(find(load("07-digoxin-toxic"), "digoxin-level-high")?.clinician).toMatch(/visual disturbance/);
  });

  it("does not fire on a normal level without symptoms, or without an interacting medicine", () => {
    expect(codes(load("08-digoxin-normal-trap"))).not.toContain("digoxin-toxicity-interaction");
    const noAmio = load("07-digoxin-toxic");
    noAmio.data.medications = noAmio.data.medications.filter(
      (m: { medication: string }) => !/amiodarone/i.test(m.medication),
    );
    expect(codes(noAmio)).not.toContain("digoxin-toxicity-interaction");
  });
});

describe("nitrofurantoin with reported lung or nerve symptoms", () => {
  it("says stop and investigate, not ask about, when the notes report cough and tingling", () => {
    const r = runReviewCase(load("05-nitrofurantoin-egfr"));
    const f = r.findings.find((x) => x.code === "nitrofurantoin-reaction-reported");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/pulmonary reaction/);
    expect(f?.clinician).toMatch(/peripheral neuropathy/);
    expect(f?.nextSteps.join(" ")).toMatch(/Stop nitrofurantoin now/);
    expect(f?.nextSteps.join(" ")).toMatch(/chest X-ray/);
    const kidney = r.findings.find((x) => x.code === "nitrofurantoin-kidney");
    expect(kidney?.nextSteps.join(" ")).not.toMatch(/Ask about cough/);
  });

  it("does not fire, and the kidney finding still asks, when the notes report no symptoms", () => {
    const c = load("05-nitrofurantoin-egfr");
    c.data.additionalContext = "Long-term prophylaxis for recurrent UTI.";
    const r = runReviewCase(c);
    expect(r.findings.map((x) => x.code)).not.toContain("nitrofurantoin-reaction-reported");
    expect(r.findings.find((x) => x.code === "nitrofurantoin-kidney")?.nextSteps.join(" ")).toMatch(/Ask about cough/);
  });
});

describe("orthostatic hypotension in Parkinson's disease with supine hypertension", () => {
  it("names tamsulosin and dopaminergic medicines, is high with syncope, and explains supine hypertension", () => {
    const r = runReviewCase(load("11-orthostatic-parkinson-deep"));
    const f = r.findings.find((x) => x.code === "orthostatic-hypotension");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/tamsulosin/);
    expect(f?.clinician).toMatch(/Ropinirole/);
    expect(f?.clinician).toMatch(/Co-careldopa/);
    expect(f?.clinician).toMatch(/supine hypertension/);
    expect(f?.clinician).toMatch(/syncope/);
    // The lying reading is not called stage 2 hypertension to treat.
    expect(r.findings.map((x) => x.code)).not.toContain("bp-stage-2");
  });

  it("still reports stage 2 hypertension when the standing reading is high too", () => {
    const c = load("11-orthostatic-parkinson-deep");
    for (const v of c.data.vitalSigns) if (v.display === "Systolic blood pressure standing") v.value = "148";
    for (const v of c.data.vitalSigns) if (v.display === "Systolic blood pressure supine") v.value = "176";
    expect(codes(c)).toContain("bp-stage-2");
  });
});

describe("tight diabetes control on a sulfonylurea in frailty or dementia", () => {
  it("flags HbA1c 5.6% on gliclazide with severe frailty and dementia as high", () => {
    const f = find(load("13-frail-statin-deprescribe-deep"), "diabetes-tight-control-frailty");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toContain("5.6 %");
    expect(f?.clinician).toContain("gliclazide");
    expect(f?.clinician).toMatch(/frailty/i);
  });

  it("does not fire with HbA1c at 7% or more, or without frailty or dementia", () => {
    const high = load("13-frail-statin-deprescribe-deep");
    high.data.recentAbnormalLabs[0].value = "7.4";
    expect(codes(high)).not.toContain("diabetes-tight-control-frailty");
    const fit = load("13-frail-statin-deprescribe-deep");
    fit.data.pastMedicalHistory = [{ display: "Type 2 diabetes", clinicalStatus: "active" }];
    fit.data.additionalContext = "Lives independently, active.";
    expect(codes(fit)).not.toContain("diabetes-tight-control-frailty");
  });

  it("reads shaky and sweaty on gliclazide as hypoglycaemia (overtreatment rule)", () => {
    const r = runReviewCase(load("02-metformin-egfr"));
    const f = r.findings.find((x) => x.code === "diabetes-overtreatment-older-adult");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/shaky/);
    expect(r.findings.map((x) => x.code)).not.toContain("diabetes-tight-control-frailty");
  });
});
