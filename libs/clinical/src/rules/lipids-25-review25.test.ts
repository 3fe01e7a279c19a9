import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import {
  clinicianText,
  codes,
  expectDeepReadsThrough,
  finding,
  patientText,
  type ReviewCase,
  reviewFolder,
  runDeepReviewCase,
  runReviewCase,
} from "../testing/review-case.ts";

/** Review 25, lipids and cardiovascular risk (lipids-25): NICE's injectables, QRISK3 offers, type 1 diabetes, FH, triglycerides. */
const { load, run } = reviewFolder(new URL("./fixtures/lipids-25-review25/", import.meta.url));
const edit = (name: string, change: (c: ReviewCase) => void): ReviewCase => {
  const c = structuredClone(load(name));
  change(c);
  return c;
};
const steps = (r: ReturnType<typeof run>) => r.findings.flatMap((f) => f.nextSteps);

describe("secondary prevention on a maximal statin with ezetimibe", () => {
  const name = "01-uk-post-mi-max-statin-ezetimibe-ldl-3-4";

  it("does not tell someone already on ezetimibe to add it, and names NICE's inclisiran and evolocumab criteria (case 01)", () => {
    const f = finding(run(name), "ldl-above-goal-ascvd");
    expect(f?.nextSteps.join("\n")).not.toMatch(/add ezetimibe/);
    expect(f?.nextSteps[0]).toMatch(/^Already on atorvastatin 80 mg with ezetimibe: check adherence/i);
    expect(f?.nextSteps[0]).toMatch(/inclisiran when LDL-C is persistently 2\.6 mmol\/L or more .*\(TA733\)/);
    expect(f?.nextSteps[0]).toMatch(/evolocumab when it stays above 4\.0 mmol\/L \(above 3\.5 mmol\/L/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["nice-ta733-inclisiran", "nice-ta394-evolocumab"]));
  });

  it("keeps 'add ezetimibe' without it, and gives a US record the PCSK9 step without NICE's appraisals", () => {
    const without = finding(
      runReviewCase(edit(name, (c) => c.patientContext.medications.splice(1, 1))),
      "ldl-above-goal-ascvd",
    );
    expect(without?.nextSteps[0]).toMatch(/then add ezetimibe/);
    // Review 30 (cardio-30 case 04): before ezetimibe too, a UK record's injectable step is NICE's
    // appraisals, which are then cited, not the US "PCSK9 inhibitor if LDL-C remains ≥1.8 mmol/L".
    expect(without?.nextSteps[0]).toMatch(/TA733/);
    expect(without?.evidenceIds).toContain("nice-ta733-inclisiran");
    const us = finding(
      runReviewCase(
        edit(name, (c) => {
          // An HbA1c in mmol/mol reads as UK: a US record has none here.
          c.labResults = c.labResults.filter((l: { name: string }) => l.name !== "HbA1c");
          c.patientContext.clinicalNotes = "Lipid review. NSTEMI March 2024, PCI to LAD. Takes both every day.";
        }),
      ),
      "ldl-above-goal-ascvd",
    );
    expect(us?.nextSteps[0]).toMatch(/with ezetimibe: check adherence, then consider a PCSK9 inhibitor/);
    expect(us?.nextSteps[0]).not.toMatch(/NICE|TA733/);
  });

  it("sends someone already on inclisiran to the lipid specialist rather than to an injectable", () => {
    const r = runReviewCase(
      edit(name, (c) =>
        c.patientContext.medications.push({ name: "Inclisiran", dosage: "284 mg", frequency: "6-monthly" }),
      ),
    );
    const f = finding(r, "ldl-above-goal-ascvd");
    expect(f?.nextSteps[0]).toMatch(
      /check adherence to all three, then review further LDL-lowering with a lipid specialist/,
    );
    expect(f?.evidenceIds).not.toContain("nice-ta733-inclisiran");
  });
});

describe("US primary prevention and the laboratory's 'desirable' LDL", () => {
  it("reads LDL 128 mg/dL as near optimal without inventing a primary-prevention goal (case 02)", () => {
    const r = run("02-us-primary-ldl-128-desirable-under-100");
    const ldl = r.findings.find((f) => f.code === "lab-high" && /LDL/.test(f.title));
    expect(ldl?.clinician).toMatch(/100 to 129 mg\/dL is called near or above optimal/);
    expect(ldl?.clinician).toMatch(/decided from the overall 10-year heart risk estimate/);
    expect(clinicianText(r)).not.toMatch(/LDL-C goal|goal of LDL|target LDL/i);
    expect(r.findings.some((f) => f.severity === Severity.high)).toBe(false);
  });
});

describe("NICE's 'other CVD risk factors' in type 1 diabetes", () => {
  const name = "03-uk-t1d-age-34-duration-8y-smoker-hypertension";

  it("offers atorvastatin 20 mg at 34 with type 1 diabetes for 8 years, hypertension and smoking (case 03)", () => {
    const f = finding(run(name), "statin-opportunity-diabetes");
    expect(f?.severity).toBe(Severity.moderate);
    expect(f?.clinician).toMatch(
      /Here a statin is offered \(other CVD risk factors: hypertension and current smoking\)/,
    );
    expect(f?.nextSteps[0]).toBe(
      "Offer atorvastatin 20 mg for primary prevention (NICE, type 1 diabetes with other CVD risk factors), after discussing benefits and risks",
    );
    expect(f?.patient).toMatch(/who have other heart risk factors, such as high blood pressure or smoking/);
  });

  it("offers one for smoking alone, and only discusses one without hypertension or smoking", () => {
    const noHypertension = (c: ReviewCase) => {
      c.patientContext.conditions.splice(1, 1);
      c.patientContext.medications.splice(2, 1);
      c.patientContext.clinicalNotes = "NHS diabetes clinic annual review. Type 1 diabetes diagnosed 2018, aged 26.";
    };
    const smoker = finding(runReviewCase(edit(name, noHypertension)), "statin-opportunity-diabetes");
    expect(smoker?.clinician).toMatch(/other CVD risk factors: current smoking\)/);
    const neither = finding(
      runReviewCase(
        edit(name, (c) => {
          noHypertension(c);
          c.patientContext.socialHistory = "Never smoked. Nurse.";
        }),
      ),
      "statin-opportunity-diabetes",
    );
    expect(neither?.severity).toBe(Severity.low);
    expect(neither?.nextSteps[0]).toMatch(/^Discuss a statin \(NICE/);
  });
});

describe("possible familial hypercholesterolaemia on a UK record", () => {
  it("suspects FH at total cholesterol 8.4 mmol/L with a father's MI at 50 and points to NICE's DNA testing (case 04)", () => {
    const r = run("04-uk-possible-fh-tc-8-4-father-mi-50");
    const f = finding(r, "familial-hypercholesterolaemia-suspected");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.nextSteps).toContain(
      "Refer to an FH specialist service for DNA testing (NICE: Simon Broome possible or definite FH)",
    );
    expect(codes(r)).not.toContain("familial-hypercholesterolaemia-definite");
    expect(codes(r)).not.toContain("statin-offer-qrisk-uk");
  });
});

describe("triglycerides and an LDL the laboratory would not calculate", () => {
  const name = "05-us-tg-652-ldl-not-calculated-nonfasting";

  it("says why the LDL was withheld and points to non-HDL cholesterol, not back to the laboratory (case 05)", () => {
    const r = run(name);
    const f = finding(r, "lab-not-comparable");
    expect(f?.clinician).toMatch(
      /the laboratory withheld a calculated LDL, which is not valid with triglycerides this high/,
    );
    expect(f?.nextSteps).toEqual([
      "Judge the need for LDL-lowering on non-HDL cholesterol (total minus HDL), or ask for a direct LDL",
    ]);
    expect(patientText(r)).not.toMatch(/LDL cholesterol.*because it was not written as a number/);
    expect(finding(r, "severe-hypertriglyceridaemia")?.clinician).toMatch(
      /non-HDL cholesterol \(total minus HDL\) is 237 mg\/dL/,
    );
  });

  it("leaves another unreadable LDL value, and a non-LDL 'not calculated', with the general wording", () => {
    const other = runReviewCase(edit(name, (c) => (c.data.recentAbnormalLabs[1].value = "Comment")));
    expect(finding(other, "lab-not-comparable")?.nextSteps).toEqual([
      "Confirm the LDL cholesterol result with the laboratory",
    ]);
    const hdl = runReviewCase(
      edit(name, (c) => {
        c.data.recentAbnormalLabs[3].value = "Not calculated";
        delete c.data.recentAbnormalLabs[3].interpretation;
      }),
    );
    const hdlNote = hdl.findings.find((f) => f.code === "lab-not-comparable" && /HDL/.test(f.title));
    expect(hdlNote?.clinician).toMatch(/not a number/);
    expect(hdlNote?.clinician).not.toMatch(/withheld a calculated LDL/);
  });

  it("puts pancreatitis risk first at triglycerides of 1240 mg/dL (case 06)", () => {
    const r = run("06-us-tg-1240-abdominal-history");
    const f = finding(r, "severe-hypertriglyceridaemia");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/1000 to 1999 mg\/dL in the Endocrine Society grades/);
    expect(f?.nextSteps).toContain("Safety-net for pancreatitis (sudden severe upper abdominal pain, vomiting)");
  });

  it("does not question a direct LDL beside triglycerides of 480 mg/dL (case 10)", () => {
    const r = run("10-us-direct-ldl-172-tg-480");
    expect(codes(r)).not.toContain("ldl-calculated-high-triglycerides");
    expect(codes(r)).not.toContain("severe-hypertriglyceridaemia");
  });
});

describe("statins in pregnancy and in older age", () => {
  it("advises stopping atorvastatin at 10 weeks of pregnancy (case 07)", () => {
    const r = run("07-uk-pregnant-10-weeks-on-atorvastatin");
    expect(finding(r, "statin-in-pregnancy")?.nextSteps[0]).toMatch(/^Stop the statin for the pregnancy/);
    expect(codes(r)).not.toContain("statin-offer-qrisk-uk");
  });

  it("gives a 78-year-old US man a PREVENT estimate for the statin talk without a NICE offer (case 08)", () => {
    const r = run("08-us-78-primary-prevention-ldl-156");
    expect(codes(r)).toContain("prevent-10y-cv-risk");
    expect(clinicianText(r)).not.toMatch(/NICE|QRISK/);
  });

  it("reads through in deep mode (case 08)", () => {
    expectDeepReadsThrough(runDeepReviewCase(load("08-us-78-primary-prevention-ldl-156")));
  });
});

describe("a QRISK3 of 10% or more in the notes of a UK record", () => {
  const name = "09-uk-qrisk3-12-non-fasting-panel";

  it("offers atorvastatin 20 mg at a noted QRISK3 of 12.4% (case 09)", () => {
    const r = run(name);
    const f = finding(r, "statin-offer-qrisk-uk");
    expect(f?.severity).toBe(Severity.moderate);
    expect(f?.clinician).toMatch(/QRISK3 10-year cardiovascular risk of 12\.4%/);
    expect(f?.nextSteps[0]).toBe(
      "Offer atorvastatin 20 mg for primary prevention (NICE: QRISK3 10% or more), after discussing lifestyle, benefits and risks",
    );
    expect(f?.evidenceIds).toEqual(["nice-cg181-lipid-modification"]);
    expect(patientText(r)).toMatch(/UK guidance offers a cholesterol-lowering medicine called a statin/);
  });

  it("keeps the PREVENT estimate from answering 'no statin for now' beside the noted QRISK3", () => {
    const r = runReviewCase(
      edit(name, (c) => {
        c.patientContext.vitalSigns = [{ name: "Blood pressure", value: "134/82", unit: "mmHg", date: "2026-11-17" }];
        c.labResults.push({ name: "LDL cholesterol (calculated)", value: "3.8", unit: "mmol/L", date: "2026-11-17" });
      }),
    );
    expect(codes(r)).toEqual(expect.arrayContaining(["statin-offer-qrisk-uk", "prevent-10y-cv-risk"]));
    expect(steps(r).join("\n")).not.toMatch(/No statin for now/);
    const quiet = runReviewCase(
      edit(name, (c) => {
        c.patientContext.vitalSigns = [{ name: "Blood pressure", value: "134/82", unit: "mmHg", date: "2026-11-17" }];
        c.labResults.push({ name: "LDL cholesterol (calculated)", value: "3.8", unit: "mmol/L", date: "2026-11-17" });
        c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace("QRISK3 12.4%.", "");
      }),
    );
    expect(steps(quiet).join("\n")).toMatch(/No statin for now/);
  });

  it("stays quiet below 10%, on a statin, with a statin declined or stopped for aches, with diabetes, or at 85", () => {
    const variants: ((c: ReviewCase) => void)[] = [
      (c) => (c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace("12.4%", "8.1%")),
      (c) => c.patientContext.medications.push({ name: "Atorvastatin", dosage: "20 mg", frequency: "daily" }),
      (c) => (c.patientContext.clinicalNotes += " Declined a statin today."),
      (c) => (c.patientContext.clinicalNotes += " Stopped atorvastatin 20 mg in 2024 because of aching calves."),
      (c) => c.patientContext.conditions.push({ name: "Type 2 diabetes", status: "active" }),
      (c) => (c.patientContext.age = "85"),
    ];
    for (const change of variants)
      expect(codes(runReviewCase(edit(name, change)))).not.toContain("statin-offer-qrisk-uk");
  });
});
