import { describe, expect, it } from "vitest";
import { citedFor, clinicianText, codes, finding, patientText, reviewFolder } from "../testing/review-case.ts";

/*
 * Review 42, diabetes leftovers:
 * Found and changed:
 * - 01, 02: a critical low on a sulfonylurea (UK gliclazide 2.6 mmol/L, US glipizide 47 mg/dL) lost the
 *   "Contact the patient now" step: the sulfonylurea steps replaced the level-2 ones. It now comes first,
 *   before withholding the sulfonylurea (drug-lab.ts hypoglycaemia-on-glucose-lowering). The UK wording
 *   already follows JBDS-IP (review 41); no ADA "level 2" wording appears on the UK record.
 * - 05: empagliflozin, ketones 3.8 mmol/L and two days of vomiting in the notes: the patient was told
 *   "You need a check today ... If you are vomiting ... go to A&E now" and the clinician to check pH
 *   "today". With vomiting, abdominal pain, fast breathing or drowsiness already in the notes, both now
 *   say now: emergency assessment now, go to A&E now (metabolic-emergencies.ts, possible-dka with
 *   blood ketones). Without such symptoms the "check today" wording stays (edit of 05).
 * - 06: an 87-year-old at Clinical Frailty Scale 7 with Alzheimer's disease in a care home, HbA1c
 *   50 mmol/mol on dapagliflozin and metformin, was held to NICE's 48 mmol/mol and told to "keep
 *   working on diet, activity". NICE NG28 relaxes the target case by case for older or frail people
 *   (nice-ng28-t2d-adults, already in the evidence): an older adult with frailty or dementia is now read
 *   against the common goal with that sentence and no step to intensify (patterns.ts diabetes-at-goal).
 * - 08: a Denver, Colorado record with HbA1c 64 mmol/mol (patient moved from Germany) read as UK
 *   ("analysed", NICE NG28 targets): an HbA1c in mmol/mol no longer marks a record as UK when the
 *   notes name a US town, state or city as where the care is (uk-record.ts readsAsUk, namesUsPlace).
 * - 10: UK metformin with eGFR 28 and HbA1c 52 mmol/mol: the NICE HbA1c finding told the patient to
 *   keep "taking your medicines regularly" beside the finding that metformin must stop. Now the HbA1c
 *   finding says the glucose plan is reviewed with metformin's replacement (patterns.ts, drug-lab.ts
 *   metforminToStop).
 * Pinned: 03/04 (sitagliptin with semaglutide, US and UK: no duplicate-incretin finding, see Not
 * changed), 07 (US insulin with recurrent lows: overtreatment finding, high, reduce insulin), 09 (UK
 * adult of 34 with new diabetes and ketones 1.9: same-day specialist assessment for possible type 1).
 * Not changed:
 * - 03, 04: DPP-4 inhibitor with a GLP-1 receptor agonist. Searches today (docs, pages) found the
 *   advice to stop the DPP-4 inhibitor only in third-party restatements (an L.A. Care repost of a
 *   California DHCS drug-use review article, Commonwealth Care Alliance provider news, a state
 *   academy newsletter, AI answer sites), not in the ADA Standards, the ADA/EASD consensus, NICE NG28
 *   or a label on its own host, so no finding was added.
 * - 06 and item 4 (SGLT2 inhibitor at Clinical Frailty Scale 7): no finding is raised about the
 *   dapagliflozin itself. The search today found evidence pointing both ways (Evans et al., Age Ageing
 *   2022;51:afac201, a review concluding SGLT2 inhibitors are a valid option in frail older adults; a
 *   small retrospective study with more complications in frailty). STOPPFrail's criteria wording was
 *   not seen. No sound statement to add.
 * - 07: a severe low (woke confused, needed her husband's help) is not named as such, and glucagon is
 *   not mentioned; no source for glucagon prescribing was checked today.
 * - 08: the US text reads the HbA1c against "53 mmol/mol" without the % figure beside it; left.
 */
const { run, withNotes } = reviewFolder(new URL("./fixtures/diabetes-42-review42/", import.meta.url));
const hypo = "hypoglycaemia-on-glucose-lowering";
const crisis = "hyperglycaemic-crisis";
const atGoal = "diabetes-at-goal";

describe("a critical low on a sulfonylurea keeps 'contact now' first (review 42)", () => {
  it("01: UK gliclazide 2.6 mmol/L: critical, JBDS-IP wording, contact now before withholding gliclazide", () => {
    const r = run("01-uk-79-gliclazide-glucose-2-6");
    const f = finding(r, hypo);
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps[0]).toContain("Contact the patient now");
    expect(f?.nextSteps[1]).toContain("Withhold gliclazide 80 mg tablets today");
    expect(clinicianText(r)).toContain("glucose below 4.0 mmol/L is hypoglycaemia");
    expect(clinicianText(r)).not.toMatch(/level 2|54 mg\/dL/);
    expect(citedFor(r, hypo)).toContain("jbds-01-hospital-hypoglycaemia");
  });

  it("02: US glipizide 47 mg/dL: critical, ADA levels, contact now first", () => {
    const r = run("02-us-79-glipizide-glucose-47");
    const f = finding(r, hypo);
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps[0]).toContain("Contact the patient now");
    expect(clinicianText(r)).toContain("below 54 mg/dL, 3.0 mmol/L, clinically significant");
    expect(citedFor(r, hypo)).toContain("ada-soc-2026-s6");
  });
});

describe("ketones at the DKA level with symptoms in the notes: now, not today (review 42)", () => {
  it("05: empagliflozin, ketones 3.8 mmol/L, vomiting: emergency assessment now, A&E now", () => {
    const r = run("05-uk-66-empagliflozin-ketones-vomiting");
    const f = finding(r, crisis);
    expect(f?.nextSteps[0]).toMatch(/^Send for emergency assessment now \(vomiting with ketones at the DKA level\)/);
    expect(patientText(r)).toContain("With ketones this high and vomiting, you need to be seen now: go to A&E now");
    expect(patientText(r)).not.toContain("You need a check today");
    expect(patientText(r)).not.toContain("Do I need to go to hospital today?");
  });

  it("05 without symptoms in the notes: the 'check today' wording stays", () => {
    const r = withNotes(
      "05-uk-66-empagliflozin-ketones-vomiting",
      "Out-of-hours GP, Bristol. Feels well, eating and drinking; routine ketone check.",
    );
    const f = finding(r, crisis);
    expect(f?.nextSteps[0]).toMatch(/^Check venous pH and bicarbonate .* today/);
    expect(patientText(r)).toContain("You need a check today");
  });
});

describe("HbA1c read against NICE's target only where it fits (review 42)", () => {
  it("06: CFS 7 with dementia, HbA1c 50 mmol/mol: NICE's relaxed target, no 'keep working on diet'", () => {
    const r = run("06-uk-87-dapagliflozin-frailty-cfs7");
    const f = finding(r, atGoal);
    expect(f?.clinician).toContain("NICE NG28's usual target of 48 mmol/mol is relaxed case by case");
    expect(f?.nextSteps[0]).toBe(
      "Agree an individual HbA1c target with the person and those close to them; do not intensify treatment to reach 48 mmol/mol",
    );
    expect(citedFor(r, atGoal)).toContain("nice-ng28-t2d-adults");
    expect(patientText(r)).not.toContain("keep working on diet, activity");
  });

  it("08: Denver record with HbA1c in mmol/mol reads as US: no NICE, US spelling", () => {
    const r = run("08-us-55-hba1c-mmol-mol");
    expect(codes(r)).toContain("diabetes-above-target");
    expect(clinicianText(r)).not.toContain("NICE");
    expect(clinicianText(r)).toContain("analyzed");
    expect(citedFor(r, "diabetes-above-target")).not.toContain("nice-ng28-t2d-adults");
  });

  it("10: UK metformin with eGFR 28 and HbA1c 52: the HbA1c finding does not ask to keep taking the medicines", () => {
    const r = run("10-uk-71-metformin-egfr-28");
    expect(finding(r, "metformin-egfr-contraindicated")?.severity).toBe("high");
    const f = finding(r, atGoal);
    expect(f?.clinician).toContain("Here, though, metformin is to stop at this eGFR");
    expect(f?.nextSteps[0]).toContain("Review the glucose plan with the medicine that replaces metformin");
    expect(patientText(r)).toContain("metformin needs to stop, your doctor will go through your diabetes medicines");
    expect(patientText(r)).not.toContain("taking your medicines regularly");
  });

  it("04: the UK twin of 08 (Norwich, HbA1c 57 mmol/mol) keeps NICE NG28", () => {
    const r = run("04-uk-64-sitagliptin-semaglutide");
    expect(clinicianText(r)).toContain("above the target NICE NG28 sets for this person");
  });
});

describe("pinned (review 42)", () => {
  it("03/04: sitagliptin with semaglutide raises no duplicate-incretin finding (no primary source seen)", () => {
    for (const name of ["03-us-64-sitagliptin-semaglutide", "04-uk-64-sitagliptin-semaglutide"]) {
      expect(codes(run(name)).some((c) => /dpp|glp1|incretin/i.test(c))).toBe(false);
    }
  });

  it("07: US insulin with recurrent lows and HbA1c 6.1%: overtreatment, high, reduce insulin", () => {
    const r = run("07-us-68-insulin-recurrent-lows");
    const f = finding(r, "diabetes-overtreatment-older-adult");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps.join(" ")).toContain("Reduce the insulin dose");
    expect(finding(r, hypo)?.severity).toBe("high");
  });

  it("09: UK adult of 34, new diabetes with ketones 1.9: same-day diabetes team for possible type 1", () => {
    const r = run("09-uk-34-new-type1-ketones");
    const f = finding(r, "new-diabetes-ketosis");
    expect(f?.severity).toBe("high");
    expect(f?.nextSteps).toContain(
      "Same-day referral to the hospital diabetes team to start insulin; do not start metformin or other type 2 treatment as the first step",
    );
  });
});
