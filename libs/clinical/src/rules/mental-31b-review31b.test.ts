import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  finding,
  patientText,
  reviewFolder,
  runReviewCase,
  type ReviewCase,
} from "../testing/review-case.ts";

const { run, load, edit } = reviewFolder(new URL("./fixtures/mental-31b-review31b/", import.meta.url));

const NMS = "12-us-nms-haloperidol-ck-9000-ehr";
const CARBAMAZEPINE = "08-us-carbamazepine-sodium-128-labs";
const ALCOHOL = "09-uk-alcohol-low-mg-mcv-ggt-labs";
const CLOZAPINE = "05-us-clozapine-week3-troponin-crp-constipation-ehr";
const LITHIUM = "01-us-lithium-1-4-hctz-lisinopril-diarrhea-labs";
const ANOREXIA = "06-uk-anorexia-bmi-13-5-low-phosphate-potassium-ehr";

/** A lab-results case with its clinical notes replaced. */
function withNotes(name: string, notes: string): ReviewCase {
  const c = load(name);
  c.patientContext.clinicalNotes = notes;
  return c;
}

describe("possible neuroleptic malignant syndrome is named and leads (review 31b, mental-31b case 12)", () => {
  it("12: haloperidol with fever 40 °C, lead-pipe rigidity, sweating, mutism and CK 9,000 leads with NMS and stopping the antipsychotic", () => {
    const r = run(NMS);
    const f = finding(r, "neuroleptic-malignant-syndrome");
    expect(f?.severity).toBe("critical");
    expect(r.findings[0]?.code).toBe("neuroleptic-malignant-syndrome");
    expect(f?.clinician).toMatch(/rigidity \("lead-pipe rigidity" in the notes\)/);
    expect(f?.clinician).toMatch(/CK 9000 U\/L/);
    expect(f?.clinician).toMatch(/long-acting injection/);
    expect(f?.nextSteps.join("\n")).toMatch(/stop haloperidol/i);
    expect(f?.evidenceIds.slice(0, 2)).toEqual(["bmj-bp-nms-diagnosis", "msd-nms-professional"]);
    expect(patientText(r)).toMatch(/neuroleptic malignant syndrome/);
  });

  it("12: the critical CK line points to the NMS finding instead of blaming exercise, a fall or a statin", () => {
    const r = run(NMS);
    const ck = r.findings.find((f) => f.code === "lab-critical" && /Creatine kinase/.test(f.title));
    expect(ck?.clinician).toMatch(/neuroleptic malignant syndrome finding/);
    expect(clinicianText(r)).not.toMatch(/rarely a medicine such as a statin/);
  });

  it("12: at home on a UK record the patient is told to call 999 or go to A&E", () => {
    const c = load(NMS);
    c.data.additionalContext =
      "Home visit by the community mental health team, Leeds. Since last night: lead-pipe rigidity, profuse sweating, confused and mute.";
    c.data.vitalSigns = [
      { display: "Temperature", value: "40.0", unit: "Cel", date: "2026-11-30" },
      { display: "Heart rate", value: "128", unit: "/min", date: "2026-11-30" },
    ];
    const f = finding(runReviewCase(c), "neuroleptic-malignant-syndrome");
    expect(f?.patient).toMatch(/call 999 or go to A&E now/);
  });

  it("12 near-negative: the same picture with no dopamine-blocking medicine gets no NMS finding", () => {
    const c = edit(NMS, (d) => {
      d.medications = [{ medication: "Lorazepam 2 mg", status: "active", frequency: "as needed" }];
    });
    expect(codes(runReviewCase(c))).not.toContain("neuroleptic-malignant-syndrome");
  });

  it("12 near-negative: fever and confusion on haloperidol with rigidity denied gets no NMS finding", () => {
    const c = edit(NMS, (d) => {
      d.additionalContext =
        "Inpatient psychiatry, Baltimore. Since last night: fever, confused and drowsy, dysuria. No rigidity, tone normal.";
    });
    expect(codes(runReviewCase(c))).not.toContain("neuroleptic-malignant-syndrome");
  });

  it("12 near-negative: rigidity on haloperidol without a fever gets no NMS finding", () => {
    const c = load(NMS);
    c.data.additionalContext =
      "Inpatient psychiatry, Baltimore. Cogwheel rigidity and tremor since the dose went up; afebrile.";
    c.data.vitalSigns = [{ display: "Temperature", value: "98.4", unit: "degF", date: "2026-11-30" }];
    expect(codes(runReviewCase(c))).not.toContain("neuroleptic-malignant-syndrome");
  });
});

describe("a seizure that is past or denied is not a severe symptom now (review 31b, mental-31b cases 08 and 09)", () => {
  it("08: 'seizure-free 2 years' with sodium 128 on carbamazepine gives no 3% saline", () => {
    const r = run(CARBAMAZEPINE);
    const f = finding(r, "hyponatraemia");
    expect(f?.nextSteps.join("\n")).not.toMatch(/3% saline/);
    expect(clinicianText(r)).not.toMatch(/"seizure" in the notes/);
    expect(patientText(r)).not.toMatch(/such as a fit or drowsiness/);
  });

  it("08 near-negative: a seizure this morning with sodium 128 still gets emergency hypertonic saline", () => {
    const c = withNotes(
      CARBAMAZEPINE,
      "Neurology clinic, Minneapolis. Carbamazepine increased 6 weeks ago. Had a generalized seizure this morning, now drowsy.",
    );
    expect(finding(runReviewCase(c), "hyponatraemia")?.nextSteps.join("\n")).toMatch(/150 mL 3% saline/);
  });

  it("09: a withdrawal seizure in 2024 does not make magnesium 0.48 an emergency today", () => {
    const r = run(ALCOHOL);
    expect(codes(r)).not.toContain("hypomagnesaemia-severe-symptomatic");
    expect(clinicianText(r)).not.toMatch(/"seizure" in the notes/);
  });

  it("09 near-negative: a seizure yesterday with magnesium 0.48 is still a same-day emergency", () => {
    const c = withNotes(
      ALCOHOL,
      "GP surgery, Glasgow. Drinks about 1 litre of vodka a day. Had a seizure yesterday after stopping drinking.",
    );
    expect(finding(runReviewCase(c), "hypomagnesaemia-severe-symptomatic")?.severity).toBe("critical");
  });
});

describe("possible clozapine myocarditis leads the raised troponin it explains (review 31b, mental-31b case 05)", () => {
  it("05: day 21 of clozapine with troponin 148 ng/L and CRP 9.8 mg/dL leads with the myocarditis finding", () => {
    const r = run(CLOZAPINE);
    expect(r.findings[0]?.code).toBe("clozapine-myocarditis");
    expect(codes(r)).toContain("troponin-elevated");
  });

  it("05 near-negative: the same troponin with chest tightness and no clozapine keeps the troponin finding first", () => {
    const c = edit(CLOZAPINE, (d) => {
      d.medications = [{ medication: "Docusate 100 mg", status: "active", frequency: "twice daily" }];
    });
    const r = runReviewCase(c);
    expect(codes(r)).not.toContain("clozapine-myocarditis");
    expect(r.findings[0]?.code).toBe("troponin-elevated");
  });
});

describe("the lithium toxic threshold is written in the record's unit (review 31b, mental-31b case 01)", () => {
  it("01: a US level of 1.4 mEq/L gets '1.5 mEq/L or more' for hospital assessment, not mmol/L", () => {
    const r = run(LITHIUM);
    const steps = finding(r, "lithium-level-high")?.nextSteps.join("\n") ?? "";
    expect(steps).toMatch(/1\.5 mEq\/L or more/);
    expect(steps).not.toMatch(/mmol\/L/);
  });

  it("01 near-negative: the same level reported in mmol/L keeps '1.5 mmol/L or more'", () => {
    const c = load(LITHIUM);
    c.labResults[0].unit = "mmol/L";
    const steps = finding(runReviewCase(c), "lithium-level-high")?.nextSteps.join("\n") ?? "";
    expect(steps).toMatch(/1\.5 mmol\/L or more/);
  });
});

describe("a slow heart rate with no medicines listed does not ask about medicines (review 31b, mental-31b case 06)", () => {
  it("06: anorexia with a heart rate of 38 and no medicines gets no medicine question or withholding step", () => {
    const f = finding(run(ANOREXIA), "bradycardia-adult");
    expect(f).toBeDefined();
    expect(f?.patientQuestions).not.toContain("Could any of my medicines be slowing my heart?");
    expect(f?.nextSteps.join("\n")).not.toMatch(/rate-slowing medicine|digoxin/);
    expect(f?.patient).not.toMatch(/Some medicines can slow the heart/);
  });

  it("06 near-negative: with bisoprolol listed the medicine question and review step stay", () => {
    const c = edit(ANOREXIA, (d) => {
      d.medications = [{ medication: "Bisoprolol 2.5 mg tablets", status: "active", frequency: "once daily" }];
    });
    const f = finding(runReviewCase(c), "bradycardia-adult");
    expect(f?.patientQuestions).toContain("Could any of my medicines be slowing my heart?");
    expect(f?.nextSteps.join("\n")).toMatch(/rate-slowing medicine/);
  });
});

describe("a dependent drinker who wants to stop gets the withdrawal plan (review 31b, mental-31b case 09)", () => {
  it("09: alcohol dependence, morning shakes, a past withdrawal seizure and 'Wants to stop;' get thiamine and assisted withdrawal", () => {
    const f = finding(run(ALCOHOL), "alcohol-withdrawal-risk");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join("\n")).toMatch(/medically assisted withdrawal/);
    expect(f?.nextSteps.join("\n")).toMatch(/thiamine/);
  });

  it("09 near-negative: 'wants to stop' with withdrawal symptoms from an antidepressant and no alcohol dependence gets no alcohol finding", () => {
    const c = withNotes(
      ALCOHOL,
      "GP surgery, Glasgow. Wants to stop; had withdrawal symptoms when she missed doses of venlafaxine.",
    );
    c.patientContext.conditions = [{ name: "Depression", status: "active" }];
    expect(codes(runReviewCase(c))).not.toContain("alcohol-withdrawal-risk");
  });
});
