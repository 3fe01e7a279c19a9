import { describe, expect, it } from "vitest";
import { clinicianText, codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load, edit } = reviewFolder(new URL("./fixtures/obs-med-31-review31/", import.meta.url));

/** A lab-results case read afresh with its notes or results changed. */
interface LabsCase {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string; date?: string }[];
  patientContext: { conditions: { name: string; status: string }[]; clinicalNotes: string };
}
const labsCase = (name: string, change: (c: LabsCase) => void) => {
  const c = load(name) as LabsCase;
  change(c);
  return c;
};

describe("hyperemesis gravidarum is named and sent for same-day fluids (review 31, obs-med-31 cases 01-02)", () => {
  it("01: 9 weeks, vomiting, unable to keep fluids down, K 3.0, Na 131, 6.5% weight loss: critical hyperemesis finding that leads", () => {
    const r = run("01-uk-hyperemesis-ketonuria-low-k-ehr");
    const f = finding(r, "hyperemesis-gravidarum");
    expect(f?.severity).toBe("critical");
    expect(r.findings[0]?.code).toBe("hyperemesis-gravidarum");
    expect(clinicianText(r)).toMatch(/more than 5% weight loss, dehydration and electrolyte imbalance/);
    expect(clinicianText(r)).toMatch(/Urine ketones are not used to judge dehydration or severity/);
    expect(patientText(r)).toMatch(/early pregnancy unit, maternity unit or GP today/);
    expect(f?.evidenceIds).toContain("nhs-devon-hyperemesis-referral");
  });

  it("02: a US record gets the obstetric care team, no NHS sources, and no doubled emergency department", () => {
    const r = run("02-us-hyperemesis-ketonuria-labs");
    const f = finding(r, "hyperemesis-gravidarum");
    expect(f?.severity).toBe("critical");
    expect(patientText(r)).toMatch(
      /Contact your obstetric care team today; if you cannot get through, go to an emergency department/,
    );
    expect(f?.evidenceIds ?? []).not.toContain("nhs-bnssg-hyperemesis");
    expect(f?.evidenceIds).toContain("rcog-gtg69-2024-nvp-hg");
  });

  it("02: doxylamine-pyridoxine, an antiemetic, is not named as a likelier cause of the vomiting than the sodium", () => {
    const r = run("02-us-hyperemesis-ketonuria-labs");
    expect(clinicianText(r)).not.toMatch(/likelier cause/);
  });

  it("01: without the statement that fluids stay down poorly the finding is high, not critical", () => {
    const c = edit("01-uk-hyperemesis-ketonuria-low-k-ehr", (d) => {
      d.additionalContext =
        "GP surgery, Bristol (NHS). 9 weeks pregnant (first pregnancy). Vomiting 4-5 times a day for 10 days on cyclizine. Weight 60.1 kg at booking 3 weeks ago, now 56.2 kg (6.5% loss).";
    });
    expect(finding(runReviewCase(c), "hyperemesis-gravidarum")?.severity).toBe("high");
  });

  it("near-negative: vomiting at 8 weeks with ketonuria but normal potassium and sodium and no weight loss gets no hyperemesis finding", () => {
    const c = labsCase("02-us-hyperemesis-ketonuria-labs", (x) => {
      x.labResults = x.labResults.filter((l) => !/Potassium|Sodium/.test(l.name));
      x.labResults.push(
        { name: "Potassium", value: "4.0", unit: "mmol/L", referenceRange: "3.5-5.1", date: "2026-11-30" },
        { name: "Sodium", value: "138", unit: "mmol/L", referenceRange: "135-145", date: "2026-11-30" },
      );
      x.patientContext.clinicalNotes =
        "OB clinic, Denver Colorado. 8 weeks. Morning sickness, vomits once most mornings, eating and drinking.";
    });
    expect(codes(runReviewCase(c))).not.toContain("hyperemesis-gravidarum");
  });

  it("near-negative: vomiting with a low potassium at 30 weeks is not read as hyperemesis", () => {
    const c = labsCase("02-us-hyperemesis-ketonuria-labs", (x) => {
      x.patientContext.conditions = [{ name: "Pregnancy, 30 weeks", status: "active" }];
    });
    expect(codes(runReviewCase(c))).not.toContain("hyperemesis-gravidarum");
  });
});

describe("a postnatal headache not eased by painkillers is a red flag (review 31, obs-med-31 cases 03-04)", () => {
  it("03: day 5 postnatal, normal BP, severe postural headache after an epidural not settling with paracetamol: high, same day, anaesthetic review", () => {
    const r = run("03-uk-postnatal-headache-normal-bp-ehr");
    const f = finding(r, "postnatal-headache-red-flag");
    expect(f?.severity).toBe("high");
    expect(clinicianText(r)).toMatch(
      /post-dural puncture headache, which needs review by the obstetric anaesthetic team/,
    );
    expect(clinicianText(r)).toMatch(/Day 5 after birth/);
    expect(patientText(r)).toMatch(/maternity unit or GP today/);
    // "day 5 postnatal" now places her after birth: the adult blood pressure stages step aside.
    expect(codes(r)).not.toContain("bp-stage-1");
  });

  it("03: a seizure or confusion makes it critical with emergency advice", () => {
    const c = edit("03-uk-postnatal-headache-normal-bp-ehr", (d) => {
      d.additionalContext += " Husband reports she was confused this morning.";
    });
    const r = runReviewCase(c);
    expect(finding(r, "postnatal-headache-red-flag")?.severity).toBe("critical");
    expect(patientText(r)).toMatch(/you need urgent help now/i);
  });

  it("04: day 6 after a caesarean (condition '... 6 days ago'), BP 148/94 and a headache not relieved by acetaminophen: critical postpartum pre-eclampsia", () => {
    const r = run("04-us-postpartum-headache-bp-raised-labs");
    const f = finding(r, "pre-eclampsia");
    expect(f?.severity).toBe("critical");
    expect(clinicianText(r)).toMatch(/headache not relieved by simple analgesia/);
    // The pre-eclampsia finding covers the headache: no second headache finding, no adult BP stage.
    expect(codes(r)).not.toContain("postnatal-headache-red-flag");
    expect(codes(r)).not.toContain("bp-stage-2");
  });

  it("near-negative: a mild headache that settles with paracetamol after birth gets no headache finding", () => {
    const c = edit("03-uk-postnatal-headache-normal-bp-ehr", (d) => {
      d.additionalContext =
        "Community midwife visit day 5 postnatal, Manchester (NHS). Epidural in labour. Mild headache yesterday, settled with paracetamol. Breastfeeding.";
    });
    expect(codes(runReviewCase(c))).not.toContain("postnatal-headache-red-flag");
  });

  it("near-negative: the same headache four months after birth is not a postnatal red flag", () => {
    const c = edit("03-uk-postnatal-headache-normal-bp-ehr", (d) => {
      d.pastMedicalHistory = [{ display: "Spontaneous vaginal delivery 17 weeks ago", clinicalStatus: "resolved" }];
      d.additionalContext =
        "GP surgery, Manchester (NHS). Baby born 17 weeks ago. Severe headache for 3 days, not settling with regular paracetamol.";
    });
    expect(codes(runReviewCase(c))).not.toContain("postnatal-headache-red-flag");
  });
});

describe("tight HbA1c on a sulfonylurea or insulin in frailty is eased, not intensified (review 31, obs-med-31 cases 05-06)", () => {
  it("05: 88, nursing home, dementia, falls, gliclazide, HbA1c 52 mmol/mol: the easing finding, high, and no intensification", () => {
    const r = run("05-uk-frail-88-gliclazide-hba1c-52-ehr");
    expect(finding(r, "diabetes-tight-control-frailty")?.severity).toBe("high");
    expect(clinicianText(r)).not.toMatch(/intensif/i);
  });

  it("06: 86, long-term care, glipizide and glargine, A1c 6.9%: the easing finding, high", () => {
    const r = run("06-us-frail-86-glipizide-a1c-6-9-labs");
    expect(finding(r, "diabetes-tight-control-frailty")?.severity).toBe("high");
    expect(clinicianText(r)).not.toMatch(/intensif/i);
  });
});

describe("adjusted calcium over 3.0 with symptoms is critical (review 31, obs-med-31 cases 07-08)", () => {
  it("07: adjusted calcium 3.05 mmol/L with confusion, vomiting and polyuria is critical", () => {
    expect(finding(run("07-uk-calcium-3-05-confusion-ehr"), "hypercalcaemia")?.severity).toBe("critical");
  });

  it("08: calcium 12.2 mg/dL with vomiting and confusion is critical", () => {
    expect(finding(run("08-us-calcium-12-2-vomiting-labs"), "hypercalcaemia")?.severity).toBe("critical");
  });
});

describe("fever with neutrophils below 1.5 on clozapine is critical (review 31, obs-med-31 cases 09-10)", () => {
  it("09: UK, neutrophils 1.3 x10^9/L, temperature 38.4 C and sore throat: critical, emergency assessment now, red result", () => {
    const r = run("09-uk-clozapine-fever-anc-1-3-ehr");
    const f = finding(r, "clozapine-neutropenia");
    expect(f?.severity).toBe("critical");
    expect(clinicianText(r)).toMatch(/possible early agranulocytosis or sepsis/);
    expect(clinicianText(r)).toMatch(/Stop clozapine now/i);
    // A UK record: A&E for the emergency department (review 32, country-32).
    expect(patientText(r)).toMatch(/Go to A&E now/);
    expect(patientText(r)).not.toMatch(/you need to be seen today/);
  });

  it("10: US, ANC 1300/µL with fever 101.8 F: critical", () => {
    expect(finding(run("10-us-clozapine-fever-anc-1300-labs"), "clozapine-neutropenia")?.severity).toBe("critical");
  });

  it("near-negative: sore throat without fever at ANC 1300/µL stays high with same-day assessment", () => {
    const c = labsCase("10-us-clozapine-fever-anc-1300-labs", (x) => {
      x.patientContext.clinicalNotes =
        "Outpatient psychiatry, Portland Oregon. Sore throat for one day, afebrile. ANC 3900 last month.";
    });
    const r = runReviewCase(c);
    expect(finding(r, "clozapine-neutropenia")?.severity).toBe("high");
    expect(clinicianText(r)).not.toMatch(/possible early agranulocytosis or sepsis/);
  });
});
