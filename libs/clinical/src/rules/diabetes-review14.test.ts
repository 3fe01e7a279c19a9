import { describe, expect, it } from "vitest";
import { type ReviewCase, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load } = reviewFolder(new URL("./fixtures/diabetes-review14/", import.meta.url));
const finding = (c: ReviewCase, code: string) => runReviewCase(c).findings.find((f) => f.code === code);
const codes = (c: ReviewCase) => runReviewCase(c).findings.map((f) => f.code);

describe("acute pancreatitis on a GLP-1 receptor agonist (review 14 diabetes, case 01)", () => {
  it("names the semaglutide as a possible cause and stops it, not to be restarted if confirmed", () => {
    const f = finding(load("01-semaglutide-pancreatitis-lipase"), "acute-pancreatitis");
    expect(f?.clinician).toMatch(/Ozempic \(semaglutide\), a GLP-1 .* is a possible cause/);
    expect(f?.nextSteps.join(" ")).toMatch(
      /Stop Ozempic \(semaglutide\) now and do not restart it if pancreatitis is confirmed/,
    );
    expect(f?.patient).toMatch(/Your semaglutide injection can, rarely, cause pancreatitis/);
    expect(f?.evidenceIds).toContain("mhra-2026-glp1-pancreatitis");
  });

  it("does not call 2-3 units of alcohol a week a cause, nor advise stopping alcohol", () => {
    const f = finding(load("01-semaglutide-pancreatitis-lipase"), "acute-pancreatitis");
    expect(f?.clinician).not.toMatch(/alcohol \(/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/stopping alcohol/);
  });

  it("still names heavy drinking as a likely cause", () => {
    const c = load("01-semaglutide-pancreatitis-lipase");
    c.patientContext.socialHistory = "Drinks 60 units a week.";
    const f = finding(c, "acute-pancreatitis");
    expect(f?.clinician).toMatch(/Likely causes in this record: alcohol \("drinks 60 units"/);
  });

  it("without a GLP-1 in the record, asks about privately bought injections", () => {
    const c = load("01-semaglutide-pancreatitis-lipase");
    c.patientContext.medications = [{ name: "Metformin", dosage: "1 g", frequency: "twice daily" }];
    const f = finding(c, "acute-pancreatitis");
    expect(f?.clinician).not.toMatch(/GLP-1/);
    expect(f?.nextSteps.join(" ")).toMatch(/ask about GLP-1 weight-loss or diabetes injections/);
  });
});

describe("acute kidney injury with vomiting on diabetes medicines (review 14 diabetes, case 04)", () => {
  it("pauses metformin, the SGLT2 inhibitor and the GLP-1 receptor agonist by name", () => {
    const f = finding(load("04-glp1-vomiting-aki"), "aki-creatinine-rise");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/Withhold metformin 1 g BD while kidney function is unstable/i);
    expect(steps).toMatch(/Pause dapagliflozin 10 mg OD during this acute illness and check ketones/);
    expect(steps).toMatch(/Hold dulaglutide 3 mg weekly while vomiting/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["glucophage-label", "mhra-sglt2i-dka", "ozempic-label"]));
  });

  it("does not set a metformin dose from an eGFR taken during the kidney injury", () => {
    expect(codes(load("04-glp1-vomiting-aki"))).not.toContain("metformin-egfr-reduce");
  });

  it("holds the GLP-1 receptor agonist only when the notes record fluid loss", () => {
    const c = load("04-glp1-vomiting-aki");
    c.data.additionalContext = "Creatinine rise found on routine bloods; feels well.";
    const steps = finding(c, "aki-creatinine-rise")?.nextSteps.join(" ") ?? "";
    expect(steps).not.toMatch(/Dulaglutide/);
    expect(steps).toMatch(/Withhold metformin/i);
  });
});

describe("an older adult with severe frailty and an HbA1c of 64 mmol/mol (review 14 diabetes, case 09)", () => {
  it("reads an HbA1c below 64 mmol/mol against ADA's less strict goal and does not ask to intensify", () => {
    // 64 mmol/mol is 8.0%, at the strict "<8.0%" goal's limit (review 26): 63 is below it.
    const c = load("09-frail-hba1c-64-nothing-urgent");
    c.data.recentAbnormalLabs[0].value = "63";
    const f = finding(c, "diabetes-above-target");
    expect(f?.severity).toBe("low");
    expect(f?.title).toMatch(/within a less strict goal for frailty or dementia/);
    expect(f?.clinician).toMatch(/below 8\.0% \(64 mmol\/mol\) with complex or intermediate health/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/intensify/i);
    expect(f?.clinician).not.toMatch(/Classes not yet used/);
    expect(f?.evidenceIds).toContain("ada-soc-2026-s13");
  });

  it("says the HbA1c is above even the less strict goal when it is", () => {
    const c = load("09-frail-hba1c-64-nothing-urgent");
    c.data.recentAbnormalLabs[0].value = "72";
    const f = finding(c, "diabetes-above-target");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/above even that goal/);
    expect(f?.nextSteps.join(" ")).toMatch(/medicines that do not cause hypoglycaemia/);
  });

  it("keeps the usual advice for a fit older adult", () => {
    const c = load("09-frail-hba1c-64-nothing-urgent");
    c.data.pastMedicalHistory = [{ display: "Type 2 diabetes", clinicalStatus: "active" }];
    c.data.additionalContext = "Walks daily. No hypoglycaemia.";
    const f = finding(c, "diabetes-above-target");
    expect(f?.title).toBe("HbA1c above target");
    expect(f?.nextSteps.join(" ")).toMatch(/intensify therapy/);
  });
});

describe("newly found diabetes with ketones (review 14 diabetes, case 11)", () => {
  it("reads it as possible type 1 diabetes needing the diabetes team the same day", () => {
    const f = finding(load("11-young-type1-features-ketones"), "new-diabetes-ketosis");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/urine ketones 3\+ .* with age 23 and weight loss in the notes/);
    expect(f?.nextSteps.join(" ")).toMatch(
      /Same-day referral to the hospital diabetes team to start insulin; do not start metformin/,
    );
    expect(f?.nextSteps.join(" ")).toMatch(/exclude diabetic ketoacidosis/);
    expect(f?.evidenceIds).toEqual(["nice-ng17-2015", "barnsley-new-diabetes-initial-management"]);
  });

  it("makes it an emergency when the notes record vomiting", () => {
    const c = load("11-young-type1-features-ketones");
    c.patientContext.clinicalNotes += " Vomiting since this morning.";
    const f = finding(c, "new-diabetes-ketosis");
    expect(f?.severity).toBe("critical");
    // An HbA1c in mmol/mol makes it a UK record: A&E for the emergency department (review 32, country-32).
    expect(f?.patient).toMatch(/go to A&E now/);
  });

  it("stays silent with only a trace of ketones, or in known diabetes", () => {
    const trace = load("11-young-type1-features-ketones");
    trace.labResults[2].value = "trace";
    expect(codes(trace)).not.toContain("new-diabetes-ketosis");
    const known = load("11-young-type1-features-ketones");
    known.patientContext.conditions = [{ name: "Type 2 diabetes", status: "active" }];
    expect(codes(known)).not.toContain("new-diabetes-ketosis");
  });
});

describe("nothing serious (review 14 diabetes, cases 12, 14 and 16)", () => {
  it("raises nothing urgent for prediabetes, a past gestational diabetes or well-controlled type 2 diabetes", () => {
    for (const name of [
      "12-prediabetes-nothing-serious",
      "14-gdm-history-postpartum",
      "16-well-controlled-t2dm-nothing",
    ]) {
      const severe = runReviewCase(load(name)).findings.filter(
        (f) => f.severity === "critical" || f.severity === "high",
      );
      expect(
        severe.map((f) => f.code),
        name,
      ).toEqual([]);
    }
  });
});
