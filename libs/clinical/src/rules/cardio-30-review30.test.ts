import { describe, expect, it } from "vitest";
import { codes, finding, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/cardio-30-review30/", import.meta.url));

interface EhrCase {
  data: {
    recentAbnormalLabs: { display: string; value: string; unit?: string }[];
    recentNormalLabs: { display: string; value: string; unit?: string }[];
    pastMedicalHistory: { display: string; clinicalStatus?: string }[];
    medications: { medication: string; status?: string; frequency?: string }[];
    additionalContext: string;
  };
}

const ehr = (name: string) => {
  const c = load(name);
  return { c, d: (c as unknown as EhrCase).data };
};

const setLab = (d: EhrCase["data"], display: string, value: string) => {
  d.recentAbnormalLabs = d.recentAbnormalLabs.map((o) => (o.display === display ? { ...o, value } : o));
};

describe("no 10-year risk estimate beside very high LDL-C or familial hypercholesterolaemia (review 30, cardio-30 case 01)", () => {
  it("01: a 35-year-old with LDL-C 5.4 mmol/L and a father's MI at 46 gets FH findings and no PREVENT figure", () => {
    const r = run("01-uk-fh-ldl-5-4-father-mi-46-ehr");
    expect(codes(r)).toContain("severe-hypercholesterolaemia");
    expect(codes(r)).toContain("familial-hypercholesterolaemia-suspected");
    expect(codes(r)).not.toContain("prevent-10y-cv-risk");
    expect(r.result.patientResponse).not.toMatch(/in 100 people like you/);
  });

  it("01: a recorded FH diagnosis with a treated LDL-C of 3.2 mmol/L gets no PREVENT figure either", () => {
    const { c, d } = ehr("01-uk-fh-ldl-5-4-father-mi-46-ehr");
    setLab(d, "LDL cholesterol", "3.2");
    setLab(d, "Total cholesterol", "5.1");
    setLab(d, "Non-HDL cholesterol", "3.8");
    d.pastMedicalHistory = [{ display: "Heterozygous familial hypercholesterolaemia", clinicalStatus: "active" }];
    d.medications = [{ medication: "Atorvastatin 80 mg tablets", status: "active", frequency: "once daily" }];
    expect(codes(runReviewCase(c))).not.toContain("prevent-10y-cv-risk");
  });

  it("01 near-negative: LDL-C 4.6 mmol/L without an FH diagnosis still gets the PREVENT estimate", () => {
    const { c, d } = ehr("01-uk-fh-ldl-5-4-father-mi-46-ehr");
    setLab(d, "LDL cholesterol", "4.6");
    setLab(d, "Total cholesterol", "6.8");
    setLab(d, "Non-HDL cholesterol", "5.5");
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("severe-hypercholesterolaemia");
    expect(codes(r)).toContain("prevent-10y-cv-risk");
  });
});

describe("very high LDL-C and possible FH on a UK record cite NICE CG71 first (review 30, cardio-30 case 01)", () => {
  it("01: the very high LDL-C finding cites NICE CG71 and ESC/EAS, not the NLA and ACC/AHA, and has a unit-free title", () => {
    const f = finding(run("01-uk-fh-ldl-5-4-father-mi-46-ehr"), "severe-hypercholesterolaemia");
    expect(f?.title).toBe("Very high LDL cholesterol");
    expect(f?.evidenceIds).toEqual(["nice-cg71-fh", "esc-eas-2019-dyslipidaemias"]);
  });

  it("01: possible FH cites NICE CG71 first", () => {
    const f = finding(run("01-uk-fh-ldl-5-4-father-mi-46-ehr"), "familial-hypercholesterolaemia-suspected");
    expect(f?.evidenceIds[0]).toBe("nice-cg71-fh");
  });

  it("01 near-negative: the same record from a US clinic keeps the NLA and ACC/AHA sources", () => {
    const { c, d } = ehr("01-uk-fh-ldl-5-4-father-mi-46-ehr");
    d.additionalContext =
      "Family medicine, Austin Texas. Annual physical. Father had a heart attack at 46. No tendon xanthomata. Non-smoker.";
    d.recentNormalLabs = d.recentNormalLabs.map((o) => (o.display === "HbA1c" ? { ...o, value: "5.5", unit: "%" } : o));
    const f = finding(runReviewCase(c), "severe-hypercholesterolaemia");
    // Review 36 (cardio-36 case 10): an untreated US adult is told ACC/AHA's high-intensity statin start, citing US sources only.
    expect(f?.evidenceIds).toEqual(["nla-2015-part1", "acc-aha-2026-dyslipidemia", "acc-aha-2019-primary-prevention"]);
  });
});

describe("after MI on atorvastatin 80 mg a UK record is given NICE's escalation, not the US PCSK9 threshold (review 30, cardio-30 cases 04-05)", () => {
  it("04: LDL-C 2.4 mmol/L in Nottingham: ezetimibe above NICE's 2.0 target, then an injectable only as TA733/TA394 allow", () => {
    const f = finding(run("04-uk-post-mi-ldl-2-4-atorva-80-ehr"), "ldl-above-goal-ascvd");
    const step = f?.nextSteps[0] ?? "";
    expect(step).toMatch(
      /add ezetimibe after discussing benefits and risks \(NICE NG238 escalates above its LDL-C target of 2\.0 mmol\/L\)/,
    );
    expect(step).toMatch(/inclisiran with LDL-C persistently 2\.6 mmol\/L or more.*TA733/);
    expect(step).not.toMatch(/PCSK9 inhibitor if LDL-C remains/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nice-ta733-inclisiran", "nice-ta394-evolocumab"]));
  });

  it("05 near-negative: the US record on atorvastatin 80 mg keeps the ACC/AHA PCSK9 step and no NICE appraisal", () => {
    const f = finding(run("05-us-post-mi-ldl-92-atorva-80-labs"), "ldl-above-goal-ascvd");
    expect(f?.nextSteps[0]).toMatch(/then add ezetimibe; consider a PCSK9 inhibitor if LDL-C remains ≥55 mg\/dL$/);
    expect(f?.evidenceIds).not.toContain("nice-ta733-inclisiran");
  });

  it("04 near-negative: with no statin the UK step starts atorvastatin 80 mg and names no injectable", () => {
    const { c, d } = ehr("04-uk-post-mi-ldl-2-4-atorva-80-ehr");
    d.medications = d.medications.filter((m) => !/atorvastatin/i.test(m.medication));
    const f = finding(runReviewCase(c), "ldl-above-goal-ascvd");
    expect(f?.nextSteps[0]).toMatch(/^Start a high-intensity statin \(NICE: atorvastatin 80 mg/);
    expect(f?.evidenceIds).not.toContain("nice-ta733-inclisiran");
  });
});

describe("a raised Lp(a) on a UK record is read against HEART UK's nmol/L bands (review 30, cardio-30 case 03)", () => {
  it("03: 180 nmol/L in Bristol is a moderate added risk, cites HEART UK first and asks for no cascade testing", () => {
    const f = finding(run("03-uk-lpa-180-nmol-ehr"), "lpa-elevated");
    expect(f?.clinician).toMatch(/HEART UK \(2019\).*this is moderate/);
    expect(f?.evidenceIds[0]).toBe("heart-uk-2019-lpa");
    expect(f?.nextSteps.join(" ")).toMatch(/non-HDL cholesterol below 2\.5 mmol\/L/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/first-degree relatives/);
  });

  it("03: 260 nmol/L is a high added risk and relatives are offered testing", () => {
    const { c, d } = ehr("03-uk-lpa-180-nmol-ehr");
    setLab(d, "Lipoprotein (a)", "260");
    const f = finding(runReviewCase(c), "lpa-elevated");
    expect(f?.clinician).toMatch(/this is high/);
    expect(f?.nextSteps.join(" ")).toMatch(/first-degree relatives \(HEART UK: above 200 nmol\/L\)/);
  });

  it("03 near-negative: the same result on a US record keeps the NLA/ACC-AHA reading", () => {
    const { c, d } = ehr("03-uk-lpa-180-nmol-ehr");
    d.additionalContext = "Internal medicine, Portland Oregon. Mother had a stroke at 58. Non-smoker.";
    const f = finding(runReviewCase(c), "lpa-elevated");
    expect(f?.clinician).not.toMatch(/HEART UK/);
    expect(f?.evidenceIds).toEqual(["nla-2024-lpa", "acc-aha-2026-dyslipidemia"]);
    expect(f?.nextSteps.join(" ")).toMatch(/cascade testing/);
  });
});

interface LabCase {
  patientContext: { clinicalNotes: string };
}

describe("resistant hypertension on a US record follows the AHA statement, not NICE step 4 (review 30, cardio-30 case 13)", () => {
  it("13: three drugs including chlorthalidone in Phoenix, home 154/96: MRA step cited to the AHA 2018 statement", () => {
    const f = finding(run("13-us-htn-three-drugs-k-3-2-labs"), "bp-stage-2");
    const step = f?.nextSteps.find((s) => /resistant hypertension/.test(s)) ?? "";
    expect(step).toMatch(/add a mineralocorticoid receptor antagonist \(spironolactone or eplerenone\)/);
    expect(step).toMatch(/only after the aldosterone:renin ratio has been taken/);
    expect(step).toMatch(/\(AHA 2018 resistant hypertension statement\)$/);
    expect(step).not.toMatch(/NICE/);
    expect(f?.evidenceIds).toContain("aha-2018-resistant-hypertension");
    expect(f?.evidenceIds).not.toContain("nice-ng136-hypertension");
  });

  it("13 near-negative: the same record from a Leeds GP surgery keeps NICE NG136 step 4", () => {
    const c = load("13-us-htn-three-drugs-k-3-2-labs");
    (c as unknown as LabCase).patientContext.clinicalNotes =
      "GP surgery, Leeds (NHS). Clinic BP 158/98 today; home BP average 154/96 on three drugs at full dose, adherent (pill counts).";
    const f = finding(runReviewCase(c), "bp-stage-2");
    const step = f?.nextSteps.find((s) => /resistant hypertension/.test(s)) ?? "";
    expect(step).toMatch(/\(NICE NG136 step 4\)$/);
    expect(f?.evidenceIds).toContain("nice-ng136-hypertension");
    expect(f?.evidenceIds).not.toContain("aha-2018-resistant-hypertension");
  });
});

interface VitalsCase {
  data: { vitalSigns: { display: string; value: string }[]; additionalContext: string };
}

describe("the kidney finding does not say 'control blood pressure' beside a measured postural drop (review 30, cardio-30 case 12)", () => {
  it("12: 138/72 sitting and 106/60 standing at 85 with falls: the CKD step reviews treatment against the drop", () => {
    const f = finding(run("12-uk-postural-hypotension-85-four-bp-drugs-ehr"), "ckd-stage");
    expect(f?.nextSteps.join(" ")).toMatch(/Review blood-pressure treatment with the fall on standing in mind/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Control blood pressure/);
  });

  it("12 near-negative: standing 132/70 (no orthostatic drop) keeps 'control blood pressure'", () => {
    const c = load("12-uk-postural-hypotension-85-four-bp-drugs-ehr");
    const d = (c as unknown as VitalsCase).data;
    d.vitalSigns = d.vitalSigns.map((v) => (/standing/.test(v.display) ? { ...v, value: "132/70" } : v));
    d.additionalContext = "GP surgery, Norwich (NHS). Annual hypertension review. Feels well, no falls, no dizziness.";
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("orthostatic-hypotension");
    // Review 31 (engine-31): the step now names the latest recorded reading.
    expect(finding(r, "ckd-stage")?.nextSteps.join(" ")).toMatch(
      /Control blood pressure \(latest [^)]*\); review kidney-cleared drugs/,
    );
  });
});
